import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, screenshotOnFailure, signIn, productForTests } from './harness.ts';

const product = productForTests();

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
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.width).toBeLessThanOrEqual(width);
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
