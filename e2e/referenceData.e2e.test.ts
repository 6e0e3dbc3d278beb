import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromSidebar, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

async function signedIn(language: 'en' | 'zh-CN', name: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 860 }, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  screenshotOnFailure(page, name);
  await page.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
  await page.getByTestId('dashboard').waitFor();
  return page;
}

/** Opens the next level of the open cascade by the name of one of its regions. */
async function pick(page: Page, name: string) {
  const item = page.locator(`.ant-cascader-menu-item[title="${name}"]`);
  await item.waitFor();
  await item.click();
}

describe('reference data', () => {
  it('lets staff add a currency and an expense type', async () => {
    const page = await signedIn('en', 'reference-data');
    await openFromSidebar(page, 'Site and site configuration', 'Currencies');
    const table = page.getByTestId('data-table');
    await table.getByText('美元').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.locator('.ant-modal').filter({ hasText: 'New currency' });
    await form.locator('#resource_Name').fill('Singapore dollar');
    await form.locator('#resource_CurrencyCode').fill('sgd');
    await form.locator('#resource_ExchangeRate').fill('5.3');
    await form.locator('#resource_Symbol').fill('S$');
    await page.waitForTimeout(400); // let the dialog finish opening
    await screenshot(page, 'reference-currency-create-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const currency = table.locator('tr', { hasText: 'Singapore dollar' });
    await currency.waitFor();
    expect(await currency.textContent()).toContain('SGD');
    expect(await currency.textContent()).toContain('5.3');
    await screenshot(page, 'reference-currencies-en');

    // A code the site already uses is refused, naming the field and the rule.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await form.locator('#resource_Name').fill('Another dollar');
    await form.locator('#resource_CurrencyCode').fill('USD');
    await form.locator('#resource_ExchangeRate').fill('7');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('CurrencyCode: already exists').waitFor();
    // Cancelling the refused, still unsaved dialog asks first.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();

    await openFromSidebar(page, 'Site and site configuration', 'Expense types');
    await page.getByTestId('data-table').getByText('燃油附加费').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const expense = page.locator('.ant-modal').filter({ hasText: 'New expense type' });
    await expense.locator('#resource_Name').fill('Customs inspection fee');
    await expense.locator('#resource_Code').fill('INSPECT');
    await expense.locator('#resource_SystemVariables').fill('InspectionFee');
    await expense.locator('#resource_DisplayOrder').fill('5');
    await expense.locator('#resource_Explain').fill('Charged when customs open the parcel');
    await page.waitForTimeout(400);
    await screenshot(page, 'reference-expense-type-create-en');
    await expense.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const row = page.getByTestId('data-table').locator('tr', { hasText: 'Customs inspection fee' });
    await row.waitFor();
    expect(await row.textContent()).toContain('InspectionFee');
    await row.getByText('Customs inspection fee').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('change-history').getByText('Created').waitFor();
    await page.waitForTimeout(500); // let the drawer finish sliding in
    await screenshot(page, 'reference-expense-type-detail-en');
    await page.context().close();
  });

  it('lets a user pick a region in the cascade down to a town, and browse countries and regions', async () => {
    const page = await signedIn('en', 'reference-regions');
    await openFromSidebar(page, 'Warehouses', 'Countries and regions');
    const table = page.getByTestId('data-table');
    await table.getByText('Macao SAR China').first().waitFor();
    await page.locator('.ant-cascader').click();
    await pick(page, 'China');
    await pick(page, 'Guangdong');
    await pick(page, 'Shenzhen');
    await pick(page, 'Nanshan District');
    await pick(page, 'Yuehai Subdistrict');
    await page.keyboard.press('Escape');
    await page.getByTestId('region-trail').getByText('Nanshan District').waitFor();
    await table.getByText('Yuehai Subdistrict').first().waitFor();
    expect(await page.locator('.ant-cascader').textContent()).toContain('Yuehai Subdistrict');
    await screenshot(page, 'reference-regions-town-en');
    // On a phone the cascade, holding a five-level path, stays within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1400, height: 860 });

    // A search across levels, with where each region is.
    await page.getByTestId('query-form').locator('#query_Keyword').fill('Zhongzheng');
    await page.getByRole('button', { name: 'Query' }).first().click();
    await table.locator('tr', { hasText: 'Zhongzheng District' }).getByText('Taiwan / Taipei City').waitFor();
    await page.context().close();
  });

  it('shows the pages in Simplified Chinese', async () => {
    const page = await signedIn('zh-CN', 'reference-zh');
    await openFromSidebar(page, '仓库管理', '国家和地区');
    await page.getByTestId('data-table').getByText('中国澳门特别行政区').first().waitFor();
    await screenshot(page, 'reference-regions-zh-CN');
    await openFromSidebar(page, '物流管理', '轨迹方案');
    await page.getByTestId('data-table').getByText('香港快线').waitFor();
    await page.getByRole('button', { name: '新 增' }).or(page.getByRole('button', { name: '新增' })).first().click();
    const form = page.locator('.ant-modal').filter({ hasText: '新增轨迹方案' });
    await form.getByTestId('trajectory-step').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'reference-trajectory-create-zh-CN');
    await form.getByRole('button', { name: '取 消' }).or(form.getByRole('button', { name: '取消' })).first().click();
    await page.getByTestId('data-table').getByText('空运标准轨迹').click();
    await page.locator('.ant-drawer').getByText('出口清关完成').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'reference-trajectory-detail-zh-CN');
    await page.context().close();
  });
});
