import fs from 'node:fs';
import { Decimal } from 'decimal.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog, openFromSidebar, productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

/**
 * The product's story, one customer's parcels from forecast to shelf, order, payment, picking,
 * packing, bagging, departure and arrival. alice forecasts two parcels (one on the form, one by
 * batch) and forgets the third; the warehouse operator signs all three by scanner, reached through
 * the scan shortcut; the third, without forecast, becomes an unknown parcel that alice claims and the
 * site admin approves; the operator shelves all three, and alice sees three shippable parcels. Then
 * she completes the claimed parcel's declaration and consolidates the three into one order to her
 * Taipei recipient on the cheapest route; the site admin approves it, bills it and adds a track,
 * which alice reads in her orders and anyone reads from the public home's trajectory query. alice
 * then recharges by WeChat Pay (the local payment sandbox plays the provider), claims the site's
 * promotion coupon and pays the order's bill with her balance and the coupon, and reads it all in
 * her amount statement. Staff then put her paid order on a picking list, claim it, pick its three
 * parcels by scanner (the shelf, then each parcel) and complete the sorting: the order is Picked.
 * The packer, reached by the scan shortcut, scans the order and its parcels into one box, heavier
 * than the parcels were: the order is Packed and alice has a packing difference bill to pay. On the
 * packaging screen, reached by its scan shortcut, the order goes into a customs bag of the demo's
 * shift to Taoyuan (a customs clearance number taken as it is bagged); the shift's departure is
 * confirmed after its warning (the order is Outbound, its packing locked), a shift track reaches
 * alice's order, and the bag is received at the destination once (a repeat arrival is refused).
 */
const product = productForTests();

const FORM_NUMBER = 'JRN10001';
const BATCH_NUMBER = 'JRN10002';
const FORGOTTEN_NUMBER = 'JRN10003';
const SHELF = 'A-03-07';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** The demo's scan shortcut codes, in the spec's order (useScanShortcuts.ts): 1 signs, 6 shelves. */
const SIGNING_SHORTCUT = 'LBOSCAN1';
const SHELVING_SHORTCUT = 'LBOSCAN6';
const PACKING_SHORTCUT = 'LBOSCAN7';
/** The packaging screen's (TransportShiftPackagingIndex, the third of the seven). */
const PACKAGING_SHORTCUT = 'LBOSCAN3';
/** alice's order's customs bag on the demo's open shift to Taoyuan. */
const BAG = 'BAGJRN0001';
const SHIFT = '深圳—桃园 空运 CI-5678';
/** A 1×1 PNG: the proof of alice's claim. */
/** alice's order of the three parcels (the third story), which the fourth pays. */
let orderNumber = '';
const PROOF_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function sessionOf(browser: Browser, name: string, language = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addInitScript((lang) => localStorage.getItem('language') ?? localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  screenshotOnFailure(page, `journey-${name}`);
  return { context, page };
}

/** A USB scanner: the characters a few milliseconds apart, then Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 8 });
  await page.keyboard.press('Enter');
}

/**
 * A scanner's burst of a shortcut code, keys microseconds apart as a scanner sends them (typed
 * through the automation protocol on a loaded machine, keys can arrive more than 50 ms apart,
 * which is a person typing: the burst detection itself is lib/scanner.test.ts's).
 */
async function scanShortcut(page: Page, code: string) {
  await page.evaluate((keys) => {
    for (const key of keys) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  }, [...code, 'Enter']);
}

/** A scan once the screen is ready for it: the number box has the focus back (the previous scan's work done). */
async function scanNumber(page: Page, code: string) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Courier number');
  await scan(page, code);
}

/** A page from the sidebar; a click swallowed while the group opens (a loaded machine) is made again. */
async function openPage(page: Page, group: string, item: string) {
  await openFromSidebar(page, group, item);
  const opened = page.locator('.ant-breadcrumb').getByText(item, { exact: true });
  await opened.waitFor({ timeout: 5000 }).catch(() => openFromSidebar(page, group, item));
  await opened.waitFor();
}

/** The signing screen's weight and size: an order is priced on both (the size gives the volumetric weight). */
async function measure(page: Page, weight: string, [length, width, height]: string[]) {
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill(weight);
  await page.getByRole('textbox', { name: 'Length (cm)' }).fill(length!);
  await page.getByRole('textbox', { name: 'Width (cm)' }).fill(width!);
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill(height!);
}

async function chooseOption(page: Page, field: Locator, option: RegExp | string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByText(option).first().click();
}

describe('a customer’s parcels, from forecast to shelf', () => {
  it('arrive, are signed by scanner, claimed when unknown, shelved, and shown to their customer as shippable', async () => {
    // ── alice: where to send goods, then two forecasts ──
    const alice = await sessionOf(product.browser, 'alice');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();
    await openPage(alice.page, 'Parcels', 'Where to send goods');
    const memberNumber = ((await alice.page.getByTestId('member-number').textContent()) ?? '').trim();
    expect(memberNumber).toMatch(/^C\d{6}$/);
    await alice.page.getByTestId('receiving-address').filter({ hasText: '深圳宝安仓' }).getByText(`李明-${memberNumber}`, { exact: true }).waitFor();
    await screenshot(alice.page, 'journey-receiving-addresses-en');

    await openPage(alice.page, 'Parcels', 'Forecast parcels');
    const single = alice.page.getByTestId('forecast-form');
    await single.locator('#forecast_CourierNumber').fill(FORM_NUMBER.toLowerCase());
    await single.getByTestId('courier-normalised').getByText(FORM_NUMBER).waitFor();
    await chooseOption(alice.page, single.locator('.ant-form-item').filter({ hasText: 'Warehouse' }).locator('.ant-select'), /深圳宝安仓/);
    await single.locator('#forecast_ProductName').fill('Running shoes');
    await single.locator('#forecast_Price').fill('399.00');
    await screenshot(alice.page, 'journey-forecast-en');
    await single.getByTestId('forecast-submit').click();
    await alice.page.getByText(`Parcel ${FORM_NUMBER} forecast`).waitFor();

    await alice.page.getByRole('tab', { name: 'Batch' }).click();
    const batch = alice.page.getByTestId('batch-form');
    await chooseOption(alice.page, batch.locator('.ant-form-item').filter({ hasText: 'Warehouse' }).locator('.ant-select'), /深圳宝安仓/);
    await batch.locator('#batchForecast_CourierNumbers').fill(BATCH_NUMBER);
    await batch.locator('#batchForecast_ProductNames').fill('Rain jacket');
    await batch.getByTestId('count-ProductNames').getByText('1 line').waitFor();
    await screenshot(alice.page, 'journey-batch-forecast-en');
    await batch.getByTestId('batch-submit').click();
    await alice.page.getByText('1 parcels forecast').or(alice.page.getByText('1 parcel forecast')).first().waitFor();

    await openPage(alice.page, 'Parcels', 'My parcels');
    await alice.page.getByTestId('state-tabs').getByText('Not received (2)').waitFor();
    await screenshot(alice.page, 'journey-my-parcels-forecast-en');

    // ── the operator signs the three parcels by scanner ──
    const operator = await sessionOf(product.browser, 'operator');
    await signIn(operator.page, product.server.url, { userName: 'operator', password: 'Admin@2026', staff: true });
    await operator.page.getByTestId('dashboard').waitFor();
    // The shortcuts lead to the pages of the menu: scanned once the menu has come.
    await operator.page.getByTestId('sidebar').getByText('Parcels', { exact: true }).waitFor();
    await scanShortcut(operator.page, SIGNING_SHORTCUT);
    const number = operator.page.getByRole('textbox', { name: 'Courier number' });
    await number.waitFor();
    // The navbar's menu search is a select too: the warehouse is the one asking for it.
    await chooseOption(operator.page, operator.page.locator('.ant-select').filter({ hasText: 'Choose the warehouse first' }), /深圳宝安仓/);

    await number.focus();
    await scanNumber(operator.page, FORM_NUMBER);
    await operator.page.getByText(`· ${memberNumber}`).first().waitFor();
    await operator.page.getByRole('textbox', { name: 'Weight (kg)' }).fill('1.25');
    await operator.page.getByRole('textbox', { name: 'Length (cm)' }).fill('40');
    await operator.page.getByRole('textbox', { name: 'Width (cm)' }).fill('30');
    await operator.page.getByRole('textbox', { name: 'Height (cm)' }).fill('20');
    await screenshot(operator.page, 'journey-signing-en');
    await operator.page.getByRole('textbox', { name: 'Height (cm)' }).press('Enter');
    await operator.page.getByText(`Signed for · alice ${memberNumber}`).waitFor();
    await operator.page.locator('tr', { hasText: FORM_NUMBER }).getByText('To be completed').waitFor();

    // The screen selects the number after every outcome: the next scan replaces it.
    await scanNumber(operator.page, BATCH_NUMBER);
    await operator.page.getByText(`· ${memberNumber}`).first().waitFor();
    await measure(operator.page, '0.8', ['35', '25', '5']);
    await number.press('Enter');
    await operator.page.locator('tr', { hasText: BATCH_NUMBER }).first().waitFor();

    // The same parcel scanned again signs nothing.
    // The screen selects the number after every outcome: the next scan replaces it.
    await scanNumber(operator.page, BATCH_NUMBER);
    await operator.page.getByText('Repeat arrival at warehouse').first().waitFor();
    await screenshot(operator.page, 'journey-repeat-arrival-en');

    // The forgotten parcel has no forecast and no member number written on it: unknown.
    // The screen selects the number after every outcome: the next scan replaces it.
    await scanNumber(operator.page, FORGOTTEN_NUMBER);
    await operator.page.getByText('No forecast').first().waitFor();
    await measure(operator.page, '2.1', ['20', '15', '15']);
    await number.press('Enter');
    await operator.page.getByText('Signed as an unknown parcel').first().waitFor();

    // ── alice claims the unknown parcel; the site admin approves ──
    await openPage(alice.page, 'Parcels', 'Unknown parcels');
    const board = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    const masked = board.locator('tr', { hasText: 'JR****03' });
    await masked.waitFor();
    await screenshot(alice.page, 'journey-unknown-board-en');
    await masked.getByText('Claim', { exact: true }).click();
    const claim = alice.page.locator('.ant-modal').filter({ hasText: 'Claim parcel' });
    await claim.getByTestId('claim-number').fill(FORGOTTEN_NUMBER);
    await claim.locator('input[type=file]').setInputFiles({ name: 'order.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await claim.locator('img').first().waitFor();
    await screenshot(alice.page, 'journey-claim-en');
    await claim.getByRole('button', { name: 'Claim' }).click();
    await alice.page.getByText('Claim sent: staff will check it').waitFor();

    const admin = await sessionOf(product.browser, 'admin');
    await signIn(admin.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.page.getByTestId('dashboard').waitFor();
    await openPage(admin.page, 'Parcels', 'Unknown parcels');
    await admin.page.getByRole('tab', { name: 'Claims' }).click();
    const claimRow = admin.page.locator('tr', { hasText: FORGOTTEN_NUMBER }).filter({ hasText: memberNumber });
    await claimRow.waitFor();
    await screenshot(admin.page, 'journey-claims-en');
    await claimRow.getByText('Approve', { exact: true }).click();
    await admin.page.locator('.ant-modal').filter({ hasText: `Approve the claim of ${FORGOTTEN_NUMBER}` }).getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText('Approved').first().waitFor();

    // ── the operator shelves all three ──
    await operator.page.keyboard.press('Escape');
    await scanShortcut(operator.page, SHELVING_SHORTCUT);
    const shelving = operator.page.getByRole('textbox', { name: /Scan/ });
    await shelving.waitFor();
    await shelving.click();
    await scan(operator.page, SHELF);
    await operator.page.getByText(`Shelf ${SHELF}`, { exact: true }).waitFor();
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) {
      await scan(operator.page, parcel);
      await operator.page.locator('tr', { hasText: parcel }).getByText(`Put on shelf ${SHELF}`).waitFor();
    }
    // Scanning one again moves nothing.
    await scan(operator.page, FORM_NUMBER);
    await operator.page.getByText('Already on this shelf').first().waitFor();
    await screenshot(operator.page, 'journey-shelving-en');

    // ── alice: three shippable parcels, with their history ──
    await openPage(alice.page, 'Parcels', 'My parcels');
    await alice.page.getByRole('button', { name: 'Query' }).filter({ visible: true }).click();
    const tabs = alice.page.getByTestId('state-tabs');
    await tabs.getByText('Shippable (3)').click();
    const mine = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) await mine.getByText(parcel).waitFor();
    await screenshot(alice.page, 'journey-shippable-en');
    await mine.getByText(FORM_NUMBER).click();
    const detail = alice.page.locator('.ant-drawer').filter({ hasText: FORM_NUMBER });
    await detail.getByText(SHELF).first().waitFor();
    await screenshot(alice.page, 'journey-parcel-detail-en', true);

    // ── the same screens in Simplified Chinese ──
    await alice.page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await alice.page.reload();
    await alice.page.getByTestId('state-tabs').getByText('可发货（3）').waitFor();
    await screenshot(alice.page, 'journey-my-parcels-zh-CN');
    await operator.page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await operator.page.reload();
    await operator.page.getByText('扫描货架码').or(operator.page.getByText('扫描包裹')).first().waitFor();
    // The shared scan screen's outcome in Chinese: the shelf, then a parcel that is on it already.
    await operator.page.getByRole('textbox', { name: '扫描货架码' }).click();
    await scan(operator.page, SHELF);
    await operator.page.getByText(`货架 ${SHELF}`, { exact: true }).waitFor();
    await scan(operator.page, FORM_NUMBER);
    await operator.page.locator('tr', { hasText: FORM_NUMBER }).getByText('已在本货架').waitFor();
    await screenshot(operator.page, 'journey-shelving-zh-CN');
    await scanShortcut(operator.page, SIGNING_SHORTCUT);
    await operator.page.getByRole('textbox', { name: '快递单号' }).waitFor();
    await screenshot(operator.page, 'journey-signing-zh-CN');
    await admin.page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await admin.page.reload();
    await admin.page.getByRole('tab', { name: '认领' }).waitFor();
    await screenshot(admin.page, 'journey-claims-zh-CN');
    await admin.page.goto(`${product.server.url}/package/PackagesIndex`);
    await admin.page.getByTestId('data-table').filter({ visible: true }).first().getByText(FORGOTTEN_NUMBER).waitFor();
    await screenshot(admin.page, 'journey-packages-zh-CN');

    for (const session of [alice, operator, admin]) await session.context.close();
  }, 300_000);

  it('gives alice her receiving addresses and her parcels in the phone portal', async () => {
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.server.url });
    await context.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    screenshotOnFailure(page, 'journey-phone');
    await page.goto(`${product.server.url}/`);
    await page.getByTestId('home-sign-in').click();
    await page.locator('#UserName').fill('alice');
    await page.locator('#Password').fill('Customer@2026');
    await page.locator('[data-testid=login-panel] .ant-checkbox-input').last().check();
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByText('Hello, Alice').waitFor();
    await page.locator('.portal-grid').getByText('Where to send goods').click();
    const cards = page.getByTestId('receiving-address');
    await cards.first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cards.first().getByRole('button', { name: 'Copy Detailed address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\(C\d{6}\)$/);
    await screenshot(page, 'journey-phone-addresses-en', true);
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    /** A screenshot once the page's lists have loaded and faded back in (a list reloading shows faded under its spinner). */
    const settledShot = async (name: string) => {
      await page.waitForFunction(
        () =>
          document.querySelector('.portal-page .ant-spin-spinning, .portal-page .ant-btn-loading') === null &&
          [...document.querySelectorAll('.portal-page .ant-spin-container')].every((list) => getComputedStyle(list).opacity === '1'),
      );
      await screenshot(page, name, true);
    };

    // Her parcels as cards, not a table to scroll sideways; a tap opens one.
    await page.goto(`${product.server.url}/app/#/parcels`);
    await page.getByTestId('state-tabs').getByText('Shippable (3)').click();
    const parcelCards = page.getByTestId('data-card');
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) await parcelCards.filter({ hasText: parcel }).waitFor();
    expect(await page.locator('.portal-page table').count()).toBe(0);
    expect(await fitsTheScreen()).toBe(true);
    await settledShot('journey-phone-parcels-en');
    await parcelCards.filter({ hasText: FORM_NUMBER }).getByText(FORM_NUMBER).click();
    const detail = page.locator('.ant-drawer').filter({ hasText: FORM_NUMBER });
    await detail.getByText(SHELF).first().waitFor();
    await detail.getByText('by the warehouse').first().waitFor();
    await screenshot(page, 'journey-phone-parcel-detail-en');
    await page.goto(`${product.server.url}/app/#/forecast`);
    await page.getByTestId('forecast-form').waitFor();
    expect(await fitsTheScreen()).toBe(true);
    await screenshot(page, 'journey-phone-forecast-en', true);
    await page.goto(`${product.server.url}/app/#/unknown-parcels`);
    await page.getByRole('tab', { name: 'My claims' }).click();
    await page.getByTestId('data-card').filter({ hasText: FORGOTTEN_NUMBER }).waitFor();
    await settledShot('journey-phone-claims-en');

    // The same screens in Simplified Chinese.
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto(`${product.server.url}/app/#/parcels`);
    await page.reload();
    await page.getByTestId('state-tabs').getByText('可发货（3）').click();
    await parcelCards.filter({ hasText: FORM_NUMBER }).waitFor();
    await settledShot('journey-phone-parcels-zh-CN');
    await page.goto(`${product.server.url}/app/#/forecast`);
    await page.getByTestId('forecast-form').waitFor();
    await screenshot(page, 'journey-phone-forecast-zh-CN', true);
    await page.goto(`${product.server.url}/app/#/unknown-parcels`);
    await page.getByRole('tab', { name: '我的认领' }).click();
    await page.getByTestId('data-card').filter({ hasText: FORGOTTEN_NUMBER }).waitFor();
    await settledShot('journey-phone-claims-zh-CN');
    await page.goto(`${product.server.url}/app/#/receiving-addresses`);
    await page.getByTestId('receiving-address').first().waitFor();
    await screenshot(page, 'journey-phone-addresses-zh-CN', true);
    await context.close();
  });

  it('consolidates alice’s three parcels into one order to Taipei, which staff approve, bill and track', async () => {
    const alice = await sessionOf(product.browser, 'order-alice');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();

    // The claimed parcel came without a declaration: an order takes complete parcels only.
    await openPage(alice.page, 'Parcels', 'My parcels');
    await alice.page.getByTestId('state-tabs').getByText('Shippable (3)').click();
    const claimed = alice.page.getByTestId('data-table').filter({ visible: true }).first().locator('tr', { hasText: FORGOTTEN_NUMBER });
    await claimed.getByText('Complete details').click();
    const completing = alice.page.locator('.ant-drawer').filter({ hasText: `Complete details · ${FORGOTTEN_NUMBER}` });
    await completing.locator('#forecastEdit_ProductName').fill('Camera lens');
    await completing.locator('#forecastEdit_Price').fill('120.00');
    await completing.getByRole('button', { name: 'Save' }).click();
    await claimed.getByText('Camera lens').waitFor();

    // The wizard: the three parcels, the Taipei recipient, the cheapest route (ranked first).
    await openPage(alice.page, 'Orders', 'Ship goods');
    const wizard = alice.page.getByTestId('order-wizard');
    const next = () => wizard.getByRole('button', { name: 'Next' }).click();
    await chooseOption(alice.page, wizard.locator('.ant-form-item').filter({ hasText: 'Ship from' }).locator('.ant-select'), /深圳宝安仓/);
    const parcels = wizard.getByTestId('shippable-parcels');
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) await parcels.locator('tr', { hasText: parcel }).locator('.ant-checkbox-input').check();
    await screenshot(alice.page, 'journey-order-goods-en');
    await next();
    // Her default recipient, in Taipei, is taken unless she chooses another.
    await wizard.getByTestId('recipient-choice').locator('.ant-radio-wrapper-checked').filter({ hasText: 'Taipei' }).waitFor();
    await next();
    const routes = wizard.getByTestId('option-choice');
    await routes.waitFor();
    await expect.poll(() => routes.locator('.ant-radio-wrapper-checked').count()).toBe(1);
    await screenshot(alice.page, 'journey-order-routes-en', true);
    await next();
    await wizard.getByTestId('service-choice').or(wizard.getByText('This shipment takes no value-added services.')).first().waitFor();
    await next();
    await wizard.getByText('Goods declared').first().waitFor();
    await next();
    const review = wizard.getByTestId('order-review');
    await review.waitFor();
    const total = ((await review.getByTestId('order-total').textContent()) ?? '').trim();
    expect(total).toMatch(/\d/);
    await screenshot(alice.page, 'journey-order-review-en', true);
    await wizard.getByRole('button', { name: 'Submit order' }).click();
    const submitted = alice.page.getByText(/^Order LO\d+ submitted$/);
    await submitted.waitFor();
    orderNumber = ((await submitted.textContent()) ?? '').split(' ')[1]!;

    // ── the site admin approves it, bills it and adds a track ──
    const admin = await sessionOf(product.browser, 'order-admin');
    await signIn(admin.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await admin.page.getByTestId('dashboard').waitFor();
    await openPage(admin.page, 'Orders', 'Logistics orders');
    const orders = admin.page.getByTestId('data-table').filter({ visible: true }).first();
    await orders.getByText(orderNumber).click();
    const detail = admin.page.locator('.ant-drawer').filter({ hasText: `Order ${orderNumber}` });
    const actions = detail.getByTestId('order-detail-actions');
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) await detail.getByText(parcel).first().waitFor();
    await screenshot(admin.page, 'journey-order-detail-en');
    await actions.getByRole('button', { name: 'Approve outbound' }).click();
    await admin.page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await actions.getByRole('button', { name: 'Generate bill' }).click();
    await admin.page.locator('.ant-modal-confirm').filter({ hasText: orderNumber }).getByRole('button', { name: 'OK' }).click();
    await detail.getByText(/^BL\d+/).first().waitFor();

    // The face sheet: printed once; a second print meets the repeat-print guard and prints only once ticked; the print log has both.
    const firstPrint = admin.page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Print face sheet' }).click();
    const sheet = await firstPrint;
    expect(sheet.suggestedFilename()).toMatch(/^face-sheets-\d+\.pdf$/);
    expect(fs.readFileSync(await sheet.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const logs = detail.getByTestId('print-logs');
    await expect.poll(() => logs.locator('tr.ant-table-row').count()).toBe(1);
    await actions.getByRole('button', { name: 'Print face sheet' }).click();
    const guard = admin.page.locator('.ant-modal').filter({ hasText: 'Duplicate printed orders found' });
    await guard.getByTestId('reprint-orders').getByText(orderNumber).waitFor();
    const reprint = guard.getByRole('button', { name: 'Print', exact: true });
    expect(await reprint.isDisabled()).toBe(true);
    await guard.getByText('Reprint these orders').click();
    const secondPrint = admin.page.waitForEvent('download');
    await reprint.click();
    expect((await secondPrint).suggestedFilename()).toMatch(/\.pdf$/);
    await guard.waitFor({ state: 'hidden' });
    await expect.poll(() => logs.locator('tr.ant-table-row').count()).toBe(2);
    expect(await logs.locator('tr.ant-table-row').first().textContent()).toMatch(/admin.*Reprint/);
    await actions.getByRole('button', { name: 'Add track' }).click();
    const track = admin.page.locator('.ant-modal').filter({ hasText: `Add a track to order ${orderNumber}` });
    await track.getByLabel('Place').fill('Shenzhen');
    await track.getByLabel('What happened').fill('Handed to the carrier');
    await track.getByRole('button', { name: 'Add track' }).click();
    await detail.getByText('Handed to the carrier').first().waitFor();
    await screenshot(admin.page, 'journey-order-approved-en', true);
    // The staff list and detail in Traditional Chinese: the track status and the latest track on the row.
    await detail.getByTestId('print-logs').scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'journey-order-print-log-en');
    await admin.page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await orders.locator('tr', { hasText: orderNumber }).getByText('Handed to the carrier').waitFor();
    await screenshot(admin.page, 'journey-orders-staff-en');
    await admin.page.evaluate(() => localStorage.setItem('language', 'zh-TW'));
    await admin.page.reload();
    await orders.locator('tr', { hasText: orderNumber }).getByText('運輸中').waitFor();
    await screenshot(admin.page, 'journey-orders-staff-zh-TW');
    // The columns past the fixed ones: the track status and the latest track.
    await orders.locator('.ant-table-content, .ant-table-body').first().evaluate((list) => list.scrollBy({ left: list.scrollWidth }));
    await screenshot(admin.page, 'journey-orders-staff-tracks-zh-TW');
    await orders.getByText(orderNumber).click();
    await admin.page.locator('.ant-drawer').filter({ hasText: `訂單 ${orderNumber}` }).getByTestId('print-logs').getByText('重新列印').waitFor();
    await screenshot(admin.page, 'journey-order-detail-zh-TW', true);

    // ── alice: approved, awaiting payment, with its track; in Traditional Chinese too ──
    await openPage(alice.page, 'Orders', 'My orders');
    const mine = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    const row = mine.locator('tr', { hasText: orderNumber });
    await row.getByText('Handed to the carrier').waitFor();
    await screenshot(alice.page, 'journey-my-orders-en');
    await alice.page.evaluate(() => localStorage.setItem('language', 'zh-TW'));
    await alice.page.reload();
    await mine.locator('tr', { hasText: orderNumber }).getByText('待支付').waitFor();
    await screenshot(alice.page, 'journey-my-orders-zh-TW');

    // ── anyone follows it from the public home, without signing in ──
    const visitor = await sessionOf(product.browser, 'order-visitor');
    await visitor.page.goto(`${product.server.url}/`);
    await visitor.page.locator('.home-nav').getByRole('button', { name: 'Track' }).click();
    const query = visitor.page.getByTestId('trajectory-query');
    await query.getByRole('textbox').fill(orderNumber);
    await query.getByRole('button', { name: 'Track' }).click();
    await query.getByText('Handed to the carrier').waitFor();
    // Events only: not the recipient's name nor the address.
    expect(await query.getByText(/林美华|重庆南路/).count()).toBe(0);
    await screenshot(visitor.page, 'journey-trajectory-en', true);

    // ── alice's order as a card on her phone: its number on one line, whole ──
    const phone = await product.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    await phone.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    const phonePage = await phone.newPage();
    screenshotOnFailure(phonePage, 'journey-phone-orders');
    await phonePage.goto(`${product.server.url}/`);
    await phonePage.getByTestId('home-sign-in').click();
    await phonePage.locator('#UserName').fill('alice');
    await phonePage.locator('#Password').fill('Customer@2026');
    await phonePage.locator('[data-testid=login-panel] .ant-checkbox-input').last().check();
    await phonePage.locator('[data-testid=login-panel] button[type=submit]').click();
    await phonePage.getByText('Hello, Alice').waitFor();
    await phonePage.goto(`${product.server.url}/app/#/orders`);
    const title = phonePage.getByTestId('data-card').filter({ hasText: orderNumber }).locator('.data-card-title');
    await title.waitFor();
    expect(await title.evaluate((e) => ({ lines: e.getClientRects().length, whole: e.scrollWidth <= e.clientWidth, text: e.textContent }))).toEqual({ lines: 1, whole: true, text: orderNumber });
    await screenshot(phonePage, 'journey-phone-orders-en');

    for (const session of [alice, admin, visitor]) await session.context.close();
    await phone.close();
  }, 300_000);

  it('lets alice recharge by WeChat Pay, claim a promotion coupon and pay her order’s bill with the balance and the coupon', async () => {
    expect(orderNumber).toMatch(/^LO\d+$/);
    const alice = await sessionOf(product.browser, 'money-alice');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await alice.page.getByTestId('dashboard').waitFor();

    // ── a recharge of 300 yuan by WeChat Pay: the QR code, paid on the sandbox's pay page ──
    await openPage(alice.page, 'Finance', 'Recharge');
    await alice.page.locator('#recharge_Amount').fill('300');
    await alice.page.getByText('WeChat Pay', { exact: false }).first().click();
    await alice.page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await alice.page.getByTestId('recharge-qr').waitFor();
    await screenshot(alice.page, 'journey-recharge-qr-en');
    const [sandbox] = await Promise.all([alice.context.waitForEvent('page'), alice.page.getByTestId('recharge-open-sandbox').click()]);
    await sandbox.getByTestId('sandbox-amount').getByText('300.00').waitFor();
    await sandbox.getByTestId('sandbox-pay').click();
    await sandbox.getByTestId('sandbox-state').getByText('Paid').waitFor();
    await screenshot(sandbox, 'journey-recharge-sandbox-en');
    await sandbox.close();
    // The page learns of the payment from the provider's notification, without a reload.
    await alice.page.getByTestId('recharge-paid').waitFor();
    await screenshot(alice.page, 'journey-recharge-paid-en');

    // ── the site's spring promotion: a 15-yuan freight coupon, claimed once ──
    await openPage(alice.page, 'Marketing', 'Promotions');
    const promotion = alice.page.locator('.ant-card').filter({ hasText: /春季[运運]费特惠/ }).first();
    await promotion.getByRole('button', { name: 'Claim' }).click();
    await alice.page.getByText('Claimed: the coupons are in My coupons').waitFor();
    await promotion.getByRole('button', { name: 'Claim' }).waitFor({ state: 'detached' });
    await screenshot(alice.page, 'journey-promotion-claimed-en');

    // ── the order's bill, paid with the balance less the coupon ──
    await openPage(alice.page, 'Finance', 'My bills');
    const bills = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    const bill = bills.locator('tr', { hasText: orderNumber });
    const billNumber = ((await bill.getByText(/^BL\d+$/).first().textContent()) ?? '').trim();
    await bill.getByRole('button', { name: 'Pay' }).click();
    const pay = alice.page.locator('.ant-modal').filter({ hasText: `Pay bill ${billNumber}` });
    const figure = (name: string) => pay.locator('.ant-descriptions-row').filter({ hasText: name }).locator('.ant-descriptions-item-content');
    const total = new Decimal((await figure('To pay').textContent()) ?? '');
    const before = new Decimal((await figure('Balance before').textContent()) ?? '');
    expect(before.greaterThanOrEqualTo(300)).toBe(true);
    await pay.getByText('Coupons available: 2').click();
    await pay.getByRole('checkbox', { name: /春季[运運]费券/ }).check();
    await expect.poll(async () => (await figure('To pay').textContent())?.trim()).toBe(total.minus(15).toFixed(2));
    await expect.poll(async () => (await figure('Balance after').textContent())?.trim()).toBe(before.minus(total).plus(15).toFixed(2));
    await screenshot(alice.page, 'journey-pay-bill-en');
    await pay.getByRole('button', { name: 'Pay' }).click();
    await alice.page.getByText('Done', { exact: true }).first().waitFor();
    await bill.getByText('Paid', { exact: true }).first().waitFor();
    await screenshot(alice.page, 'journey-bill-paid-en');

    // ── her amount statement: the recharge in, the bill out, the closing balance what is left ──
    await openPage(alice.page, 'Finance', 'Amount statement');
    const statement = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    await statement.locator('tr', { hasText: billNumber }).getByText(total.minus(15).toFixed(2), { exact: false }).waitFor();
    await statement.locator('tr', { hasText: '300.00' }).first().waitFor();
    await screenshot(alice.page, 'journey-amount-statement-en', true);
    await alice.page.evaluate(() => localStorage.setItem('language', 'zh-TW'));
    await alice.page.reload();
    await statement.locator('tr', { hasText: billNumber }).waitFor();
    await screenshot(alice.page, 'journey-amount-statement-zh-TW', true);
    await alice.context.close();
  }, 240_000);

  it('puts alice’s paid order on a picking list, which staff claim, pick by scan (shelf, then parcels) and sort: the order is Picked', async () => {
    expect(orderNumber).toMatch(/^LO\d+$/);
    const staff = await sessionOf(product.browser, 'picking-admin');
    await signIn(staff.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await staff.page.getByTestId('dashboard').waitFor();

    // ── a list made from her order, chosen among the pickable ones ──
    await openPage(staff.page, 'Orders', 'Picking lists');
    await staff.page.getByRole('button', { name: 'Make from orders' }).click();
    const making = staff.page.locator('.ant-drawer').filter({ hasText: 'Make a picking list from orders' });
    const orderRow = making.locator('tr', { hasText: orderNumber });
    await orderRow.locator('.ant-checkbox-input').check();
    await screenshot(staff.page, 'journey-picking-make-en');
    await making.getByRole('button', { name: 'Make', exact: true }).click();
    const madeNotice = staff.page.getByText(/^Made PK\d+$/);
    await madeNotice.waitFor();
    const listNumber = ((await madeNotice.textContent()) ?? '').replace('Made ', '').trim();
    const lists = staff.page.getByTestId('data-table').filter({ visible: true }).first();
    const listRow = lists.locator('tr', { hasText: listNumber });
    await listRow.getByText('To be picked').waitFor();

    // ── claimed by the admin for themselves ──
    await listRow.getByRole('button', { name: 'Claim for me' }).click();
    await listRow.getByText('admin', { exact: true }).waitFor();
    await screenshot(staff.page, 'journey-picking-claimed-en');

    // ── picked by scanner: the list, the shelf, then each parcel (the last one twice: counted once) ──
    await openPage(staff.page, 'Orders', 'Picking by scan');
    await chooseOption(staff.page, staff.page.locator('.ant-select').filter({ hasText: 'Choose the warehouse first' }), /深圳宝安仓/);
    const scanAt = async (prompt: string, code: string) => {
      await staff.page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, prompt);
      await scan(staff.page, code);
    };
    await scanAt('Scan the picking list number', listNumber);
    await staff.page.getByText(`Picking list ${listNumber}: 3 lines`).first().waitFor();
    await scanAt('Scan a shelf of the list', FORM_NUMBER);
    await staff.page.getByText(`Shelf ${FORM_NUMBER} holds nothing of this list`).first().waitFor();
    await scanAt('Scan a shelf of the list', SHELF);
    await staff.page.getByText(`Shelf ${SHELF}`, { exact: true }).first().waitFor();
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) {
      await scanAt('Scan a parcel or commodity on this shelf', parcel);
      await staff.page.locator('tr', { hasText: parcel }).getByText(`Picked ${parcel}`).first().waitFor();
    }
    await staff.page.getByText('Every line is picked: finish the sorting').first().waitFor();
    await scanAt('Scan a parcel or commodity on this shelf', FORGOTTEN_NUMBER);
    await staff.page.getByText(`${FORGOTTEN_NUMBER} was picked already`).first().waitFor();
    await screenshot(staff.page, 'journey-picking-scan-en', true);

    // ── the sorting completed: the list is finished, the order Picked ──
    await openPage(staff.page, 'Orders', 'Picking lists');
    await listRow.getByRole('button', { name: 'Sorting completed' }).click();
    await confirmDialog(staff.page);
    await listRow.getByText('Picking finished').waitFor();
    await screenshot(staff.page, 'journey-picking-finished-en');
    await openPage(staff.page, 'Orders', 'Logistics orders');
    const orders = staff.page.getByTestId('data-table').filter({ visible: true }).first();
    await orders.locator('tr', { hasText: orderNumber }).getByText('Picked', { exact: true }).first().waitFor();
    await screenshot(staff.page, 'journey-order-picked-en');
    await staff.context.close();
  }, 240_000);

  it('packs alice’s picked order into one box by scanner, reached by the scan shortcut; the heavier box is billed to her as a packing difference', async () => {
    expect(orderNumber).toMatch(/^LO\d+$/);
    const staff = await sessionOf(product.browser, 'packing-admin');
    await signIn(staff.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await staff.page.getByTestId('dashboard').waitFor();
    await scanShortcut(staff.page, PACKING_SHORTCUT);
    await staff.page.locator('.ant-breadcrumb').getByText('Pack orders', { exact: true }).waitFor();
    await chooseOption(staff.page, staff.page.locator('.ant-select').filter({ hasText: 'Choose the warehouse first' }), /深圳宝安仓/);
    const scanAt = async (code: string) => {
      await staff.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scanned number');
      await scan(staff.page, code);
    };

    // ── the order by its number, then each parcel; a stranger refused, a repeat counted once ──
    await scanAt(orderNumber);
    await staff.page.getByText('3 lines to pack').first().waitFor();
    await scanAt('JRN99999');
    await staff.page.getByText(`JRN99999 is not in order ${orderNumber}`).first().waitFor();
    for (const parcel of [FORM_NUMBER, BATCH_NUMBER, FORGOTTEN_NUMBER]) {
      await scanAt(parcel);
      await staff.page.getByText(`${parcel} · 1 / 1`).first().waitFor();
    }
    await staff.page.getByText('3 / 3', { exact: true }).first().waitFor();
    await scanAt(BATCH_NUMBER);
    await staff.page.getByText(`${BATCH_NUMBER} was scanned already`).first().waitFor();

    // ── one box, weighed and measured: bigger than the parcels were, so the difference is billed ──
    await staff.page.getByRole('textbox', { name: 'Weight 1' }).fill('6.5');
    await staff.page.getByRole('textbox', { name: 'Length 1' }).fill('50');
    await staff.page.getByRole('textbox', { name: 'Width 1' }).fill('40');
    await staff.page.getByRole('textbox', { name: 'Height 1' }).fill('30');
    await screenshot(staff.page, 'journey-packing-box-en', true);
    await staff.page.getByRole('button', { name: 'Finish packing' }).click();
    await staff.page.getByText(`Order ${orderNumber} packed`).first().waitFor();
    await staff.page.getByText(/The difference is billed \(packing difference\)/).first().waitFor();
    await screenshot(staff.page, 'journey-packing-done-en', true);

    // ── the same order scanned again: fully packed, not added twice ──
    await scanAt(orderNumber);
    await staff.page.getByText(new RegExp(`order ${orderNumber} is fully packed`)).first().waitFor();
    await staff.page.getByRole('button', { name: 'Reopen packing' }).waitFor();
    await openPage(staff.page, 'Orders', 'Logistics orders');
    const orders = staff.page.getByTestId('data-table').filter({ visible: true }).first();
    await orders.locator('tr', { hasText: orderNumber }).getByText('Packed', { exact: true }).first().waitFor();
    await staff.context.close();

    // ── alice: her order's box, and the difference bill to pay ──
    const alice = await sessionOf(product.browser, 'packing-alice');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await openPage(alice.page, 'Finance', 'My bills');
    const bills = alice.page.getByTestId('data-table').filter({ visible: true }).first();
    const difference = bills.locator('tr', { hasText: orderNumber }).filter({ hasText: 'Packing difference' });
    await difference.getByRole('button', { name: 'Pay' }).waitFor();
    await screenshot(alice.page, 'journey-packing-difference-bill-en');
    await alice.context.close();
  }, 240_000);
  it('bags alice’s packed order by scanner, confirms the shift’s irreversible departure, sends her a shift track, and receives the bag at Taoyuan (a repeat arrival refused aloud)', async () => {
    expect(orderNumber).toMatch(/^LO\d+$/);
    const staff = await sessionOf(product.browser, 'shift-admin');
    await signIn(staff.page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await staff.page.getByTestId('dashboard').waitFor();
    const scanAt = async (code: string) => {
      await staff.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Scanned number');
      await scan(staff.page, code);
    };

    // ── packaging, reached by its scan shortcut: the demo's one open shift is chosen by itself ──
    await scanShortcut(staff.page, PACKAGING_SHORTCUT);
    await staff.page.locator('.ant-breadcrumb').getByText('Packaging', { exact: true }).waitFor();
    await staff.page.locator('.ant-select').filter({ hasText: SHIFT }).waitFor();
    await scanAt(BAG);
    await staff.page.getByText(`New bag ${BAG}`).first().waitFor();
    await scanAt(orderNumber);
    await staff.page.getByText(`${orderNumber} bagged`).first().waitFor();
    // Its customs clearance number was taken from the shift's customs company as it was bagged.
    const bagged = staff.page.getByTestId('bag-orders').locator('tr', { hasText: orderNumber }).locator('td');
    expect(await bagged.nth(4).textContent()).toBe('50 × 40 × 30');
    expect(await bagged.nth(5).textContent()).toMatch(/^[A-Z]+\d{4,}$/);
    await scanAt(orderNumber);
    await staff.page.getByText(`${orderNumber} is already in this bag`).first().waitFor();
    await screenshot(staff.page, 'journey-bagging-en', true);

    // ── the shift departs, after the warning that it cannot be undone: the order is outbound ──
    await openPage(staff.page, 'Transport', 'Transport shifts');
    const shifts = staff.page.getByTestId('data-table').filter({ visible: true }).first();
    const shiftRow = shifts.locator('tr', { hasText: SHIFT });
    await shiftRow.getByText('Open', { exact: true }).waitFor();
    await shiftRow.getByRole('button', { name: 'Confirm departure' }).click();
    await staff.page.locator('.ant-modal-confirm').filter({ hasText: 'This cannot be undone' }).filter({ visible: true }).waitFor();
    await screenshot(staff.page, 'journey-shift-departure-warning-en');
    await confirmDialog(staff.page, 'Confirm', 'This cannot be undone');
    await staff.page.getByText('Departed: bags 1, orders 1').first().waitFor();
    await shiftRow.getByText('Departed', { exact: true }).waitFor();
    await openPage(staff.page, 'Orders', 'Logistics orders');
    const orders = staff.page.getByTestId('data-table').filter({ visible: true }).first();
    await orders.locator('tr', { hasText: orderNumber }).getByText('Outbound', { exact: true }).first().waitFor();

    // ── a shift track reaches every order in it ──
    await openPage(staff.page, 'Transport', 'Add shift track');
    await chooseOption(staff.page, staff.page.getByRole('combobox', { name: 'Transport shift' }), SHIFT);
    await staff.page.locator('#shiftTrack_Place').fill('Taoyuan');
    await staff.page.locator('#shiftTrack_Text').fill('Landed at Taoyuan airport');
    await staff.page.getByRole('button', { name: 'Add shift track' }).click();
    await staff.page.getByText('Track added to the shift’s orders: 1').first().waitFor();

    // ── the bag arrives: received once, refunds locked; the same bag again is a repeat arrival ──
    await openPage(staff.page, 'Transport', 'Bag arrival receipt');
    await scanAt(BAG);
    await staff.page.getByText(`Bag ${BAG} received (orders: 1): their refunds are locked`).first().waitFor();
    await staff.page.getByText(`Shift ${SHIFT} has arrived`).first().waitFor();
    await scanAt(BAG);
    await staff.page.getByText(`Repeat arrival at warehouse: bag ${BAG}`).first().waitFor();
    await screenshot(staff.page, 'journey-bag-arrival-en', true);
    await staff.context.close();

    // ── alice follows her order: outbound, with the shift's track ──
    const alice = await sessionOf(product.browser, 'shift-alice');
    await signIn(alice.page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await openPage(alice.page, 'Orders', 'My orders');
    const mine = alice.page.getByTestId('data-table').filter({ visible: true }).first().locator('tr', { hasText: orderNumber });
    await mine.getByText('Outbound', { exact: true }).first().waitFor();
    await mine.getByText(/Landed at Taoyuan airport/).waitFor();
    await screenshot(alice.page, 'journey-order-outbound-alice-en');
    await alice.context.close();
  }, 240_000);
});
