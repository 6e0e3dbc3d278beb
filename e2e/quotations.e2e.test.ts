import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromSidebar, screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

async function signedIn(language: 'en' | 'zh-CN', name: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: 1500, height: 900 }, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  screenshotOnFailure(page, name);
  await page.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
  await page.getByTestId('dashboard').waitFor();
  return page;
}

/** Opens an antd Select by its field id and picks the option with this label. */
async function choose(page: Page, fieldId: string, label: string) {
  // The select shows the chosen option's label (what was typed to search is an input's value, not text).
  const chosen = page.locator('.ant-select', { has: page.locator(`#${fieldId}`), hasText: label });
  // An option clicked while the searched list re-renders is lost on a loaded machine: chosen again.
  for (let attempt = 1; ; attempt++) {
    await page.locator(`#${fieldId}`).click();
    await page.keyboard.type(label);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first();
    await option.waitFor();
    await option.click();
    try {
      await chosen.first().waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('warehouse and service quotations', () => {
  it('lets staff create a service group and a service, and work out a storage fee', async () => {
    const page = await signedIn('en', 'service-quotations');
    await openFromSidebar(page, 'Quotations', 'Value-added service groups');
    const table = page.getByTestId('data-table');
    await table.getByText('验货与拍照').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const groupForm = page.locator('.ant-modal').filter({ hasText: 'New value-added service group' });
    await groupForm.locator('#serviceGroup_Name').fill('Insurance');
    await choose(page, 'serviceGroup_ExpenseTypeId', '保险费');
    await groupForm.locator('#serviceGroup_Explain').fill('Cover for loss and damage');
    await groupForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await table.locator('tr', { hasText: 'Cover for loss and damage' }).waitFor();

    await openFromSidebar(page, 'Quotations', 'Value-added services');
    const services = page.getByTestId('data-table');
    await services.getByText('加固包装').waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const serviceForm = page.locator('.ant-modal').filter({ hasText: 'New value-added service' });
    await serviceForm.locator('#valueAddedService_Name').fill('Full-value insurance');
    await choose(page, 'valueAddedService_GroupId', 'Insurance');
    await serviceForm.locator('#valueAddedService_Price').fill('12.5');
    await choose(page, 'valueAddedService_CurrencyCode', 'CNY');
    await serviceForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const row = services.locator('tr', { hasText: 'Full-value insurance' });
    await row.waitFor();
    expect(await row.textContent()).toContain('12.5');
    // The order preview offers it in its group.
    await page.getByText('Full-value insurance', { exact: false }).last().waitFor();

    await openFromSidebar(page, 'Quotations', 'Warehouse quotations');
    await page.getByTestId('data-table').getByText('标准仓租').waitFor();
    await choose(page, 'storageFee_QuotationId', '标准仓租');
    await page.locator('#storageFee_PeriodEndDate').click();
    await page.locator('#storageFee_PeriodEndDate').fill('2026-06-30');
    await page.keyboard.press('Enter');
    const lines = page.locator('.ant-card-type-inner').filter({ hasText: 'Storage fee calculator' });
    await lines.getByLabel('Pieces').first().fill('10');
    await lines.getByLabel('Volume (m³)').first().fill('1.5');
    await lines.getByLabel('Inbound date').first().click();
    await lines.getByLabel('Inbound date').first().fill('2026-03-01');
    await page.keyboard.press('Enter');
    await lines.getByRole('button', { name: 'Calculate' }).click();
    // 1 March to 30 June = 122 days: 30 free, days 31–90 normal (60 × max(1.5 × 3, 10 × 0.2) = 60 × 4.5 = 270.00),
    // days 91–122 ultra-long (32 × max(1.5 × 5, 10 × 0.35) = 32 × 7.5 = 240.00): 510.00.
    await lines.getByText('Total: 510.00 CNY').waitFor();
    await lines.getByText('Total: 510.00 CNY').scrollIntoViewIfNeeded();
    await screenshot(page, 'storage-fee-calculator-en');
    // On a phone the calculator's quotation and date go under their labels, within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'storage-fee-calculator-phone-en');
    await page.context().close();
  });

  for (const language of ['en', 'zh-CN'] as const) {
    it(`shows each list and edit form (${language})`, async () => {
      const page = await signedIn(language, `service-quotations-${language}`);
      const zh = language === 'zh-CN';
      const pages = [
        { menu: zh ? '仓租报价' : 'Warehouse quotations', shot: 'warehouse-quotations', text: '标准仓租' },
        { menu: zh ? '入库报价' : 'Warehousing quotations', shot: 'warehousing-quotations', text: '标准入库' },
        { menu: zh ? '增值服务分组' : 'Value-added service groups', shot: 'value-added-service-groups', text: '包装' },
        { menu: zh ? '增值服务' : 'Value-added services', shot: 'value-added-services', text: '加固包装' },
      ];
      for (const p of pages) {
        await openFromSidebar(page, zh ? '报价管理' : 'Quotations', p.menu);
        const row = page.locator('.ant-table-row:visible', { hasText: p.text }).first();
        await row.waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `${p.shot}-${language}`);
        await row.getByRole('button').nth(1).click();
        const modal = page.getByRole('dialog').last();
        await modal.waitFor();
        await page.waitForTimeout(800); // let the dialog finish opening and its lists load
        await screenshot(page, `${p.shot}-edit-${language}`);
        await modal.getByRole('button', { name: zh ? /取\s*消/ : 'Cancel' }).click();
        await modal.waitFor({ state: 'hidden' });
      }
      await page.context().close();
    });
  }
});


const WORDS = {
  en: { edit: 'Edit', editTitle: 'Edit transfer quotation' },
  'zh-CN': { edit: '编辑', editTitle: '编辑转运报价' },
} as const;
type Language = keyof typeof WORDS;

async function transferQuotations(language: Language, width: number, height: number, name: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width, height }, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  screenshotOnFailure(page, name);
  await page.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true, path: '/quotation/TransferQuotationsIndex' });
  await page.getByTestId('data-table').getByText('北美空运特快', { exact: true }).waitFor();
  return page;
}

/** The editor of the seeded express quotation (three ranges, three surcharges), once its values are in. */
async function editExpressQuotation(page: Page, language: Language): Promise<Locator> {
  const row = page.getByTestId('data-table').locator('tr', { has: page.getByText('北美空运特快', { exact: true }) });
  await row.getByRole('button', { name: WORDS[language].edit, exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: WORDS[language].editTitle });
  await drawer.getByTestId('quotation-surcharge').nth(2).waitFor();
  return drawer;
}

/** How far a part is wider than the room it has (0: it fits without scrolling sideways). */
const overflow = (part: Locator) => part.evaluate((el) => el.scrollWidth - el.clientWidth);

describe('transfer quotations', () => {
  it('edits a quotation in a drawer whose ranges and surcharges fit 1440 px, and creates one that the list shows', async () => {
    const page = await transferQuotations('en', 1440, 900, 'transfer-quotations-en');
    const drawer = await editExpressQuotation(page, 'en');
    expect((await drawer.locator('.ant-drawer-content-wrapper').boundingBox())!.width).toBeLessThan(1440);
    expect(await overflow(drawer.locator('.ant-drawer-body'))).toBe(0);
    expect(await overflow(drawer.getByTestId('quotation-ranges').locator('.ant-table-content'))).toBe(0);
    expect(await overflow(drawer.getByTestId('quotation-surcharges'))).toBe(0);
    await drawer.getByTestId('quotation-ranges').scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-en-1440');
    await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.locator('.ant-drawer').filter({ hasText: 'New transfer quotation' });
    await form.locator('#transferQuotation_Name').fill('E2E air parcel');
    for (const [id, option] of [
      ['transferQuotation_CurrencyId', 'CNY'],
      ['transferQuotation_TypeOfShippingId', '空运特快'],
    ] as const) {
      await form.locator(`#${id}`).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
    }
    const ranges = form.getByTestId('quotation-ranges');
    await ranges.getByLabel('To (kg)').fill('5');
    await ranges.getByLabel('First weight price').fill('30');
    await ranges.getByLabel('Additional unit price').fill('12.5');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    await page.getByTestId('data-table').getByText('E2E air parcel', { exact: true }).waitFor();
  });

  it('keeps the editor usable at 1440, 768 and 390 px in Chinese', async () => {
    for (const [width, height] of [
      [1440, 900],
      [768, 1024],
      [390, 844],
    ] as const) {
      const page = await transferQuotations('zh-CN', width, height, `transfer-quotations-zh-CN-${width}`);
      const drawer = await editExpressQuotation(page, 'zh-CN');
      const box = (await drawer.locator('.ant-drawer-content-wrapper').boundingBox())!;
      // Within the window (a layout's fractions of a pixel aside).
      expect(box.x).toBeGreaterThanOrEqual(-0.5);
      expect(box.width).toBeLessThanOrEqual(width + 0.5);
      // Nothing but the ranges table scrolls sideways, and Save stays in reach at the drawer's foot.
      expect(await overflow(drawer.locator('.ant-drawer-body'))).toBe(0);
      // Ant Design spaces a two-character Chinese button's name (保 存).
      expect(await drawer.getByRole('button', { name: /保\s?存/ }).isVisible()).toBe(true);
      await screenshot(page, `quote-zh-CN-${width}-top`);
      await drawer.getByTestId('quotation-ranges').scrollIntoViewIfNeeded();
      await screenshot(page, `quote-zh-CN-${width}-ranges`);
      await drawer.getByTestId('quotation-surcharge').nth(1).scrollIntoViewIfNeeded();
      await screenshot(page, `quote-zh-CN-${width}-surcharges`);
      await page.context().close();
    }
  });
});
