import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as mupdf from 'mupdf';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { productForTests, SCREENSHOTS, screenshot, screenshotOnFailure, signIn } from './harness.ts';

// ZXing's WebAssembly binary from the package itself, not from a CDN.
prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer } });

const product = productForTests();

/** Choose `option` in the antd Select of the form item labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  // A select that depends on another (partition on warehouse) is enabled only after that choice renders.
  await scope.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select:not(.ant-select-disabled)').first().click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

describe('warehouses, partitions and shelves', () => {
  it('creates a warehouse, a partition and 50 shelves by batch add, then prints their labels with scannable barcodes', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1500, height: 900 }, locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    screenshotOnFailure(page, 'warehouses');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Warehouses', { exact: true }).first().click();

    // A warehouse.
    await sidebar.getByRole('menuitem', { name: 'Warehouses' }).last().click();
    await page.getByTestId('data-table').getByText('深圳宝安仓').waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const warehouseForm = page.locator('.ant-modal').filter({ hasText: 'New warehouse' });
    await warehouseForm.locator('#warehouse_Name').fill('Dongguan overflow warehouse');
    await warehouseForm.locator('#warehouse_Code').fill('DG01');
    await warehouseForm.locator('#warehouse_PersonInCharge').fill('Zhang Wei');
    await warehouseForm.locator('#warehouse_PersonInChargeMobile').fill('13912345678');
    await warehouseForm.locator('#warehouse_PersonInChargeTel').fill('0769-22345678');
    await warehouseForm.locator('#warehouse_DetailedAddress').fill('8 Songshan Lake Road');
    await page.waitForTimeout(400);
    await screenshot(page, 'warehouses-edit-en');
    await warehouseForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.getByTestId('data-table').getByText('Dongguan overflow warehouse').waitFor();
    await screenshot(page, 'warehouses-list-en');

    // A partition in it (each page opened afresh: visited pages stay mounted behind their tags).
    await page.goto(`${product.server.url}/warehouse/WarehousePartitionsIndex`);
    await page.getByRole('button', { name: 'Add' }).click();
    const partitionForm = page.locator('.ant-modal').filter({ hasText: 'New partition' });
    await choose(page, partitionForm, 'Warehouse', 'Dongguan overflow warehouse (DG01)');
    await partitionForm.locator('#partition_Name').fill('Zone E');
    await choose(page, partitionForm, 'Type', 'Storage');
    await partitionForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('data-table').getByText('Zone E').waitFor();
    await screenshot(page, 'warehouse-partitions-list-en');

    // 50 shelves by batch add: E-01-01 … E-05-10.
    await page.goto(`${product.server.url}/warehouse/ShelvesIndex`);
    await page.getByRole('button', { name: 'Batch add' }).click();
    const batchForm = page.locator('.ant-modal').filter({ hasText: 'Batch add shelves' });
    await choose(page, batchForm, 'Warehouse', 'Dongguan overflow warehouse (DG01)');
    await choose(page, batchForm, 'Partition', 'Zone E');
    await batchForm.locator('#batchShelves_Prefix').fill('E');
    await batchForm.getByTestId('batch-preview').getByText('Numbers E-01-01 … E-05-10: 50 shelves').waitFor();
    await batchForm.locator('#batchShelves_ShelvesLength').fill('120');
    await batchForm.locator('#batchShelves_ShelvesWide').fill('60');
    await batchForm.locator('#batchShelves_ShelvesHigh').fill('45.5');
    await page.waitForTimeout(400);
    await screenshot(page, 'shelves-batch-add-en');
    await batchForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('50 shelves added: E-01-01 … E-05-10').waitFor();

    await page.getByTestId('query-form').locator('#query_Content').fill('E-');
    await page.getByRole('button', { name: 'Query' }).click();
    const table = page.getByTestId('data-table');
    await table.getByText('E-01-01', { exact: true }).waitFor();
    // 50 shelves: three pages of 20.
    await page.locator('.ant-pagination-item-3').waitFor();
    expect(await page.locator('.ant-pagination-item-4').count()).toBe(0);
    await screenshot(page, 'shelves-list-en');

    // Labels of the queried shelves, as a PDF download; each page's barcode scans back to its shelf.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print labels' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^shelf-labels-\d{12}\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    expect(doc.countPages()).toBe(50);
    const scanned: string[] = [];
    for (const index of [0, 9, 49]) {
      const png = doc.loadPage(index).toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
      if (index === 0) fs.writeFileSync(path.join(SCREENSHOTS, 'shelf-label-E-01-01.png'), png);
      scanned.push(...(await readBarcodes(png, { formats: ['Code128'] })).map((b) => b.text));
    }
    expect(scanned).toEqual(['E-01-01', 'E-01-10', 'E-05-10']);

    // The shelf's log says how it came to be.
    await table.getByText('E-01-01', { exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Shelf log' });
    await drawer.getByText('Shelf E-01-01 created by batch add (E-01-01 to E-05-10)').waitFor();
    await screenshot(page, 'shelves-detail-en');
    await context.close();
  }, 180_000);

  it('shows the shelves in Chinese', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1500, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    screenshotOnFailure(page, 'warehouses-zh');
    await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'zh-CN'));
    await signIn(page, product.server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
    await page.getByTestId('dashboard').waitFor();
    await page.goto(`${product.server.url}/warehouse/ShelvesIndex`);
    await page.getByTestId('data-table').getByText('A-01-01', { exact: true }).waitFor();
    await page.getByRole('button', { name: '批量新增' }).waitFor();
    await screenshot(page, 'shelves-list-zh-CN');
    await page.goto(`${product.server.url}/warehouse/WarehousesIndex`);
    await page.getByTestId('data-table').getByText('深圳宝安仓').waitFor();
    await screenshot(page, 'warehouses-list-zh-CN');
    await context.close();
  }, 120_000);
});
