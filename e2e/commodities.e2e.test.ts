import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromSidebar, productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

/**
 * A merchant's commodities and their goods in: alice declares a commodity, the site admin measures
 * it and refuses the declaration with a reason, alice sees the result (desktop and phone); then
 * alice imports two commodities from Excel and announces them in an inbound document of two boxes,
 * which the operator signs for by scanner, inspects (one piece defective), shelves by scanner and
 * finishes, and alice sees the goods available and the defective piece in her inventory.
 */
const product = productForTests();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SKU = 'MUG-450';

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

/** A USB scanner: the characters a few milliseconds apart, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 8 });
  await page.keyboard.press('Enter');
}

/** A scanner's burst of a shortcut code (the demo's codes, in the spec's order: 2 receipt signing, 4 boxes on shelves). */
async function scanShortcut(page: Page, code: string) {
  await page.evaluate((keys) => {
    for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  }, [...code, 'Enter']);
}

/** A workbook as a merchant fills the import template: a header row, then one commodity per row. */
async function commodityWorkbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Commodities');
  sheet.addRow(['Commodity code', 'SKU', 'Chinese name', 'English name']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The scan screens' warehouse, asked for until one is chosen (the screens remember it after). */
async function chooseWarehouse(page: Page) {
  const ask = page.locator('.ant-select').filter({ hasText: 'Choose the warehouse first' });
  if ((await ask.count()) === 0) return;
  await ask.click();
  await page.locator('.ant-select-dropdown:visible').getByText(/深圳宝安仓/).first().click();
}

describe('a commodity and its specification audit', () => {
  it('is declared by its merchant, measured and refused by the warehouse, and the merchant sees why', async () => {
    const alice = await sessionOf(product.browser, 'alice', 'en');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();
    await openPage(alice.page, 'Warehousing', 'My commodities');
    await alice.page.getByRole('button', { name: 'New commodity' }).click();
    const form = alice.page.locator('.ant-modal').filter({ hasText: 'New commodity' });
    await form.locator('#commodity_CommodityCode').fill('C-MUG-450');
    await form.locator('#commodity_CommoditySku').fill(SKU);
    await form.locator('#commodity_CommodityName').fill('陶瓷马克杯');
    await form.locator('#commodity_EnglishName').fill('Ceramic mug');
    await form.locator('#commodity_Length').fill('12');
    await form.locator('#commodity_Width').fill('9');
    await form.locator('#commodity_Height').fill('10');
    await form.locator('#commodity_GrossOfWeight').fill('0.42');
    await screenshot(alice.page, 'commodities-form-en');
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    // alice has the demo's commodities too: the one she declared is read on its row.
    const declared = table(alice.page).locator('tr', { hasText: SKU });
    await declared.getByText('Awaiting audit').waitFor();
    await screenshot(alice.page, 'commodities-user-en');

    const admin = await sessionOf(product.browser, 'admin', 'zh-CN');
    await signIn(admin.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.page.getByTestId('dashboard').waitFor();
    await openPage(admin.page, '商品管理', '商品列表');
    const row = table(admin.page).locator('tr').filter({ hasText: SKU });
    await row.getByText('采集规格').click();
    const measure = admin.page.locator('.ant-modal').filter({ hasText: '采集规格' });
    for (const [field, value] of [['Length', '12.5'], ['Width', '9'], ['Height', '10'], ['ActualOfWeight', '0.38'], ['GrossOfWeight', '0.47']]) await measure.locator(`#measure_${field}`).fill(value!);
    await measure.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.getByText('12.5 × 9 × 10 · 0.47').waitFor();
    await row.getByText('规格审核').click();
    const audit = admin.page.locator('.ant-modal').filter({ hasText: '审核申报规格' });
    await audit.getByText('审核不通过').click();
    await audit.locator('#audit_AuditReason').fill('实测毛重 0.47 kg，请更正申报');
    await screenshot(admin.page, 'commodities-audit-dialog-zh-CN');
    await audit.locator('.ant-modal-footer .ant-btn-primary').click();
    await row.getByText('审核未通过').waitFor();
    await screenshot(admin.page, 'commodities-staff-zh-CN');

    await alice.page.reload();
    await declared.getByText('Audit refused').waitFor();
    await table(alice.page).getByText('C-MUG-450').click();
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
    await page.getByTestId('data-table').getByText('审核未通过').first().waitFor();
    await page.getByRole('button', { name: '新增商品' }).waitFor();
    await screenshot(page, 'commodities-phone-zh-CN', true);
    await context.close();
  });
});

describe('a merchant’s goods in', () => {
  it('are imported from Excel, announced in boxes, signed for and shelved by scanner, inspected, and seen in the merchant’s inventory', async () => {
    // ── alice imports two commodities and announces them in two boxes ──
    const alice = await sessionOf(product.browser, 'alice-goods-in', 'en');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();
    await openPage(alice.page, 'Warehousing', 'My commodities');
    await alice.page.getByRole('button', { name: 'Import from Excel' }).click();
    const workbook = await commodityWorkbook([
      ['C-TEA-01', 'TEA-01', '乌龙茶', 'Oolong tea'],
      ['C-CUP-02', 'CUP-02', '茶杯', 'Tea cup'],
    ]);
    await alice.page.getByTestId('commodity-import').locator('input[type=file]').setInputFiles({ name: 'commodities.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await table(alice.page).getByText('CUP-02', { exact: true }).waitFor();

    await openPage(alice.page, 'Warehousing', 'My inbound documents');
    const documents = table(alice.page).locator('tbody tr a');
    await documents.first().waitFor();
    const before = new Set(await documents.allTextContents());
    await alice.page.getByRole('button', { name: 'New inbound document' }).click();
    const form = alice.page.locator('.ant-drawer').filter({ hasText: 'New inbound document' });
    await form.locator('.ant-form-item').filter({ hasText: 'Warehouse' }).first().locator('.ant-select').click();
    await alice.page.locator('.ant-select-dropdown:visible').getByText(/深圳宝安仓/).first().click();
    const line = async (box: number, sku: string, quantity: string) => {
      const card = form.locator('.ant-card').filter({ hasText: `Box ${box}` });
      const option = sku === 'TEA-01' ? 'C-TEA-01 · 乌龙茶' : 'C-CUP-02 · 茶杯';
      // The picker's list is loaded as it opens: an option that re-renders under the click (a loaded machine) is picked again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await card.locator('.ant-select').filter({ hasText: 'Commodity' }).click();
          await alice.page.locator('.ant-select-dropdown:visible').getByText(option).click({ timeout: 8000 });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          await alice.page.keyboard.press('Escape');
        }
      }
      await card.getByPlaceholder('Quantity').fill(quantity);
    };
    await line(1, 'TEA-01', '10');
    await form.getByRole('button', { name: 'Add a box' }).click();
    await line(2, 'CUP-02', '6');
    await screenshot(alice.page, 'goods-in-document-form-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await documents.allTextContents()).filter((n) => !before.has(n))).toHaveLength(1);
    const orderNo = (await documents.allTextContents()).find((n) => !before.has(n))!;
    await table(alice.page).locator('tr', { hasText: orderNo }).getByText('Awaiting arrival').waitFor();

    // ── the operator signs for both boxes with one scan of the document number ──
    const operator = await sessionOf(product.browser, 'operator-goods-in', 'en');
    await signIn(operator.page, product.server.url, { userName: 'operator', password: 'Admin@2026', staff: true });
    await operator.page.getByTestId('dashboard').waitFor();
    await operator.page.getByTestId('sidebar').getByText('Warehouses', { exact: true }).waitFor();
    await scanShortcut(operator.page, 'LBOSCAN2');
    const signing = operator.page.getByRole('textbox', { name: 'Scan a document or box number' });
    await signing.waitFor();
    await chooseWarehouse(operator.page);
    await signing.focus();
    await scan(operator.page, orderNo);
    await operator.page.getByRole('alert').getByText(`Signed for: ${orderNo}-001, ${orderNo}-002`).waitFor();
    // The same scan again signs nothing.
    await operator.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan a document or box number');
    await scan(operator.page, orderNo);
    await operator.page.getByText(/repeat arrival/i).first().waitFor();
    await screenshot(operator.page, 'goods-in-receipt-signing-en');

    // ── inspection: the tea as announced, one of the six cups defective ──
    await openPage(operator.page, 'Warehouses', 'Inbound documents');
    await table(operator.page).getByText(orderNo, { exact: true }).click();
    const detail = operator.page.getByTestId('inbound-detail');
    const inspect = async (containerNo: string, good?: string, defective?: string) => {
      await detail.locator('.ant-card').filter({ hasText: containerNo }).getByRole('button', { name: 'Inspect' }).click();
      const dialog = operator.page.locator('.ant-modal').filter({ hasText: `Quality inspection of box ${containerNo}` });
      if (good !== undefined) await dialog.locator('.ant-form-item').filter({ hasText: 'Good' }).locator('input').fill(good);
      if (defective !== undefined) await dialog.locator('.ant-form-item').filter({ hasText: 'Defective' }).locator('input').fill(defective);
      if (defective !== undefined) await screenshot(operator.page, 'goods-in-inspection-en');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // Counts saved as announced, untouched, are confirmed first (spec §5).
      if (good === undefined) await operator.page.locator('.ant-modal-confirm').filter({ hasText: 'Nothing changed' }).getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await inspect(`${orderNo}-001`);
    await inspect(`${orderNo}-002`, '5', '1');
    await detail.locator('.ant-card').filter({ hasText: `${orderNo}-002` }).locator('tr', { hasText: 'C-CUP-02' }).getByText('1', { exact: true }).waitFor();
    await operator.page.keyboard.press('Escape');

    // ── both boxes onto shelf B-02-04 by scanner: the shelf first, then each box ──
    await scanShortcut(operator.page, 'LBOSCAN4');
    const shelving = operator.page.getByRole('textbox', { name: 'Scan a shelf' });
    await shelving.waitFor();
    await chooseWarehouse(operator.page);
    await shelving.focus();
    await scan(operator.page, 'B-02-04');
    const boxes = operator.page.getByRole('textbox', { name: 'Scan a box number' });
    await boxes.waitFor();
    await operator.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan a box number');
    await scan(operator.page, `${orderNo}-001`);
    await operator.page.getByRole('alert').getByText(`Box ${orderNo}-001 on shelf B-02-04: 10 good, 0 defective`).waitFor();
    await operator.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scan a box number');
    await scan(operator.page, `${orderNo}-002`);
    await operator.page.getByRole('alert').getByText(`Box ${orderNo}-002 on shelf B-02-04: 5 good, 1 defective`).waitFor();
    await screenshot(operator.page, 'goods-in-boxes-on-shelves-en');

    // ── the site admin finishes the document: irreversible, and asked for (the operator may not) ──
    const admin = await sessionOf(product.browser, 'admin-goods-in', 'en');
    await signIn(admin.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.page.getByTestId('dashboard').waitFor();
    await openPage(admin.page, 'Warehouses', 'Inbound documents');
    const row = table(admin.page).locator('tr', { hasText: orderNo });
    await row.getByText('Shelved').waitFor();
    await row.getByText('Finish', { exact: true }).click();
    const confirm = admin.page.locator('.ant-modal-confirm').filter({ hasText: 'irreversible' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await row.getByText('Finished').waitFor();

    // ── alice sees the goods: the tea and five cups available, one cup defective, nothing in transit ──
    await openPage(alice.page, 'Warehousing', 'My inventory');
    const figures = async (sku: string) => (await table(alice.page).locator('tr', { hasText: sku }).first().locator('td').allTextContents()).join('|');
    // Total | Available | Frozen | Defective | Question | In transit
    await expect.poll(() => figures('TEA-01')).toContain('|10|10|0|0|0|0|');
    expect(await figures('CUP-02')).toContain('|6|5|0|1|0|0|');
    await screenshot(alice.page, 'goods-in-inventory-en');
    for (const session of [alice, operator, admin]) await session.context.close();
  }, 300_000);
});
