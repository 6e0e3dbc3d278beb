import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromSidebar, productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

/**
 * A merchant's commodity and its specification audit: alice declares a commodity, the site admin
 * measures it and refuses the declaration with a reason, alice sees the result (desktop and phone).
 */
const product = productForTests();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SKU = 'MUG-350';

async function sessionOf(browser: Browser, name: string, language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  screenshotOnFailure(page, `commodities-${name}`);
  return { context, page };
}

async function openPage(page: Page, group: string, item: string) {
  await openFromSidebar(page, group, item);
  const opened = page.locator('.ant-breadcrumb').getByText(item, { exact: true });
  await opened.waitFor({ timeout: 5000 }).catch(() => openFromSidebar(page, group, item));
  await opened.waitFor();
}

const table = (page: Page) => page.getByTestId('data-table').filter({ visible: true }).first();

describe('a commodity and its specification audit', () => {
  it('is declared by its merchant, measured and refused by the warehouse, and the merchant sees why', async () => {
    const alice = await sessionOf(product.browser, 'alice', 'en');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();
    await openPage(alice.page, 'Warehousing', 'My commodities');
    await alice.page.getByRole('button', { name: 'New commodity' }).click();
    const form = alice.page.locator('.ant-modal').filter({ hasText: 'New commodity' });
    await form.locator('#CommodityCode').fill('C-MUG-350');
    await form.locator('#CommoditySku').fill(SKU);
    await form.locator('#CommodityName').fill('陶瓷马克杯');
    await form.locator('#EnglishName').fill('Ceramic mug');
    await form.locator('#Length').fill('12');
    await form.locator('#Width').fill('9');
    await form.locator('#Height').fill('10');
    await form.locator('#GrossOfWeight').fill('0.42');
    await screenshot(alice.page, 'commodities-form-en');
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await table(alice.page).getByText(SKU, { exact: true }).waitFor();
    await table(alice.page).getByText('Awaiting audit').waitFor();
    await screenshot(alice.page, 'commodities-user-en');

    const admin = await sessionOf(product.browser, 'admin', 'zh-CN');
    await signIn(admin.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.page.getByTestId('dashboard').waitFor();
    await openPage(admin.page, '商品管理', '商品列表');
    const row = table(admin.page).locator('tr').filter({ hasText: SKU });
    await row.getByText('采集规格').click();
    const measure = admin.page.locator('.ant-modal').filter({ hasText: '采集规格' });
    for (const [field, value] of [['Length', '12.5'], ['Width', '9'], ['Height', '10'], ['ActualOfWeight', '0.38'], ['GrossOfWeight', '0.47']]) await measure.locator(`#${field}`).fill(value!);
    await measure.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.getByText('12.5 × 9 × 10 · 0.47').waitFor();
    await row.getByText('规格审核').click();
    const audit = admin.page.locator('.ant-modal').filter({ hasText: '审核申报规格' });
    await audit.getByText('审核不通过').click();
    await audit.locator('#AuditReason').fill('实测毛重 0.47 kg，请更正申报');
    await screenshot(admin.page, 'commodities-audit-dialog-zh-CN');
    await audit.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.getByText('审核未通过').waitFor();
    await screenshot(admin.page, 'commodities-staff-zh-CN');

    await alice.page.reload();
    await table(alice.page).getByText('Audit refused').waitFor();
    await table(alice.page).getByText('C-MUG-350').click();
    const detail = alice.page.getByTestId('commodity-detail');
    await detail.getByText('Audit refused: 实测毛重 0.47 kg，请更正申报').waitFor();
    expect(await detail.getByTestId('commodity-specifications').textContent()).toContain('12.5 × 9 × 10');
    // The drawer has finished sliding in: all of it is on the screen.
    await alice.page.waitForFunction(() => {
      const box = document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect();
      return box !== undefined && box.right <= window.innerWidth + 1;
    });
    await screenshot(alice.page, 'commodities-user-detail-en');
    for (const session of [alice, admin]) await session.context.close();
  }, 300_000);

  it('gives alice her commodities in the phone portal', async () => {
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    await context.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    screenshotOnFailure(page, 'commodities-phone');
    await page.goto(`${product.server.url}/`);
    await page.getByTestId('home-sign-in').click();
    await page.locator('#UserName').fill('alice');
    await page.locator('#Password').fill('Customer@2026');
    await page.locator('[data-testid=login-panel] .ant-checkbox-input').last().check();
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByText('Hello, Alice').waitFor();
    await page.locator('.portal-grid').getByText('My commodities').click();
    await page.getByTestId('data-table').getByText(SKU, { exact: true }).waitFor();
    await screenshot(page, 'commodities-phone-en', true);
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.reload();
    await page.getByTestId('data-table').getByText('审核未通过').waitFor();
    await page.getByRole('button', { name: '新增商品' }).waitFor();
    await screenshot(page, 'commodities-phone-zh-CN', true);
    await context.close();
  });
});
