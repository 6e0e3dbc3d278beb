import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

const product = productForTests();

/** Opens a page afresh (visited pages stay mounted behind their tags). */
const open = (page: Page, router: string) => page.goto(`${product.server.url}/package/${router}`);

async function scan(page: Page, input: ReturnType<Page['locator']>, code: string) {
  await input.fill(code);
  await input.press('Enter');
}

describe('parcels, staff pages', () => {
  it('signs a parcel without forecast by scanner, refuses it as a repeat arrival, shelves it, and finds it in the lists', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'parcels');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();

    // A shelf of the Shenzhen warehouse, to scan later.
    await page.goto(`${product.server.url}/warehouse/ShelvesIndex`);
    const shelf = (await page.getByTestId('data-table').locator('tbody tr:not(.ant-table-measure-row) td a').first().textContent())!.trim();

    await open(page, 'PackageSigning');
    await page.locator('.ant-card .ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText(/深圳宝安仓/).click();
    const number = page.getByRole('textbox', { name: 'Courier number' });
    await scan(page, number, 'e2e0001');
    await page.getByText('No forecast').waitFor();
    await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('1.2');
    await page.getByRole('textbox', { name: 'Length (cm)' }).fill('30');
    await page.getByRole('textbox', { name: 'Width (cm)' }).fill('20');
    await page.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
    await screenshot(page, 'parcels-signing-en');
    await page.getByRole('textbox', { name: 'Height (cm)' }).press('Enter');
    await page.getByText('Signed as an unknown parcel').waitFor();
    await screenshot(page, 'parcels-signed-en');
    await scan(page, number, 'E2E0001');
    await page.getByText('Repeat arrival at warehouse').waitFor();
    await screenshot(page, 'parcels-repeat-arrival-en');

    await open(page, 'PackagePutOnShelvesIndex');
    const code = page.getByRole('textbox', { name: /Scan/ });
    await scan(page, code, shelf);
    await page.getByText(`Shelf ${shelf}`, { exact: true }).waitFor();
    await scan(page, code, 'E2E0001');
    await page.getByText(`Put on shelf ${shelf}`).first().waitFor();
    await screenshot(page, 'parcels-shelving-en');

    await open(page, 'PackagesIndex');
    await page.getByTestId('data-table').getByText('E2E0001').click();
    await page.locator('.ant-drawer').getByText('Put on a shelf').waitFor();
    await page.waitForTimeout(1000);
    await screenshot(page, 'parcels-detail-en');
    await page.keyboard.press('Escape');
    await screenshot(page, 'parcels-list-en');

    await open(page, 'UnknownPackagesIndex');
    await page.getByTestId('data-table').getByText('E2E0001').waitFor();
    await screenshot(page, 'parcels-unknown-en');
    await page.getByRole('button', { name: 'Assign' }).first().click();
    await page.locator('.ant-modal').getByText('Give E2E0001 to a customer').waitFor();
    await screenshot(page, 'parcels-assign-en');
    await page.keyboard.press('Escape');

    await open(page, 'ForecastAnomaliesIndex');
    await page.getByTestId('data-table').waitFor();
    await screenshot(page, 'parcels-anomalies-en');

    // The same pages in Chinese, and the lists on a tablet's width.
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    for (const router of ['PackageSigning', 'PackagePutOnShelvesIndex', 'PackagesIndex', 'UnknownPackagesIndex', 'ForecastAnomaliesIndex']) {
      await open(page, router);
      await page.locator('.ant-card').first().waitFor();
      await page.waitForTimeout(2000);
      await screenshot(page, `parcels-${router}-zh-CN`);
    }
    await page.setViewportSize({ width: 768, height: 1000 });
    for (const router of ['PackageSigning', 'PackagesIndex', 'UnknownPackagesIndex']) {
      await open(page, router);
      await page.locator('.ant-card').first().waitFor();
      await page.waitForTimeout(2000);
      await screenshot(page, `parcels-${router}-768-zh-CN`);
    }
    await context.close();
  }, 300_000);

  it('the warehouse operator signs and shelves parcels with the role the demo gives them', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'parcels-operator');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'operator', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('sidebar').getByText('Parcels', { exact: true }).first().waitFor();
    await open(page, 'PackageSigning');
    await page.locator('.ant-card .ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText(/深圳宝安仓/).click();
    const number = page.getByRole('textbox', { name: 'Courier number' });
    await scan(page, number, 'E2E0002');
    await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('0.8');
    await number.press('Enter');
    await page.getByText('Signed as an unknown parcel').waitFor();
    await screenshot(page, 'parcels-operator-signed-en');
    await context.close();
  });
});
