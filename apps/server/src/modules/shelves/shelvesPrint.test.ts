import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { ErrorCode, shelves as api, templates as templateApi, warehouse as warehouseApi, warehousePartitions as partitionApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { hasCjkFont, labelsPdf } from './shelfPdf.ts';
import { shelves } from './tables.ts';

/**
 * The printed shelves, read back as a person with a scanner would: the PDF is rendered to PNG by
 * MuPDF (WebAssembly build, npm `mupdf`) and the barcodes are decoded by ZXing (WebAssembly build,
 * npm `zxing-wasm`), so the test needs no system package on a bare Node machine.
 */

// The WebAssembly binary comes from the package itself, not from a CDN.
prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer } });

let t: TestApp;
let admin: TestUser;
let warehouseId: number;
let partitionId: number;

/** Each page of a PDF as PNG bytes at `dpi`. */
function renderPages(pdf: Buffer, dpi = 200): Uint8Array[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: Uint8Array[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    const pixmap = doc.loadPage(i).toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false, true);
    pages.push(pixmap.asPNG());
  }
  return pages;
}

function pageTexts(pdf: Buffer): string[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
}

const report = async (body: Record<string, unknown>, language: '1' | '3' = '3') => {
  const res = await call(t, api.getPrintShelveReport, body, { token: admin.token, language });
  expect([res.Code, res.Message]).toEqual([0, language === '3' ? 'Success' : '操作成功']);
  expect(res.Data.ContentType).toBe('application/pdf');
  return { ...res.Data, pdf: Buffer.from(res.Data.Content, 'base64') };
};

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  warehouseId = (await call(t, warehouseApi.addWarehouse, { Name: 'Main', Code: 'SZ1', PersonInCharge: 'Zhou' }, { token: admin.token })).Data.Id;
  partitionId = (await call(t, partitionApi.addWarehousePartition, { Name: 'Zone A', Type: 1, WarehouseId: warehouseId }, { token: admin.token })).Data.Id;
  await call(t, api.batchAddShelves, { WarehouseId: warehouseId, PartitionId: partitionId, Prefix: 'A', Separator: '-', Rows: 2, Columns: 3, ShelvesWide: '50', ShelvesHigh: '40', ShelvesLength: '60' }, { token: admin.token });
});
afterAll(() => t.close());

describe('shelf labels', () => {
  it('print one label per shelf whose Code 128 barcode scans back to the shelf number', async () => {
    const labels = await report({ WarehouseId: warehouseId, Content: 'A-01' });
    expect(labels.FileName).toMatch(/^shelf-labels-\d{12}\.pdf$/);
    expect(labels.Pages).toBe(3);
    const decoded: string[] = [];
    for (const png of renderPages(labels.pdf)) {
      const found = await readBarcodes(png, { formats: ['Code128'], tryHarder: false });
      expect(found).toHaveLength(1);
      expect(found[0]!.format).toBe('Code128');
      decoded.push(found[0]!.text);
    }
    expect(decoded).toEqual(['A-01-01', 'A-01-02', 'A-01-03']);
    expect(pageTexts(labels.pdf)[0]).toContain('Main · Zone A');
  });

  it('take the size of the site’s default shelf-label template, and give its values to the printing service', async () => {
    const template = await call(
      t,
      templateApi.addTemplate,
      { Name: 'Small label', TemplateType: 2, Width: 50, Height: 30, Content: '<p>{{ShelfCode}}</p><p>{{WarehouseName}}</p>', IsDefault: true },
      { token: admin.token },
    );
    expect(template.Code).toBe(0);
    const ids = (await call(t, api.getShelves, { Content: 'A-02' }, { token: admin.token })).Data.Data.map((s) => s.Id);
    const labels = await report({ Ids: ids.slice(0, 2) });
    const page = mupdf.Document.openDocument(labels.pdf, 'application/pdf').loadPage(0).getBounds();
    expect([Math.round(((page[2] - page[0]) * 25.4) / 72), Math.round(((page[3] - page[1]) * 25.4) / 72)]).toEqual([50, 30]);
    const data = await call(t, api.getPrintShelveData, { Ids: ids.slice(0, 2) }, { token: admin.token });
    expect(data.Data.Template).toMatchObject({ Id: template.Data.Id, Width: 50, Height: 30, Content: '<p>{{ShelfCode}}</p><p>{{WarehouseName}}</p>' });
    expect(data.Data.Labels).toEqual([
      expect.objectContaining({ ShelfCode: 'A-02-01', WarehouseName: 'Main', WarehouseCode: 'SZ1', PartitionName: 'Zone A', PrintTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }),
      expect.objectContaining({ ShelfCode: 'A-02-02' }),
    ]);
  });

  it('refuse an empty choice, and more than one print can hold', async () => {
    const none = await call(t, api.getPrintShelveReport, { Content: 'NOPE' }, { token: admin.token });
    expect([none.Code, none.Message]).toEqual([ErrorCode.BusinessRule, 'No shelves to print']);
    await call(t, api.batchAddShelves, { WarehouseId: warehouseId, PartitionId: partitionId, Prefix: 'Z', Rows: 21, Columns: 100, ColumnPaddingBits: 3 }, { token: admin.token });
    const many = await call(t, api.getPrintShelveData, { Content: 'Z' }, { token: admin.token });
    expect([many.Code, many.Message]).toEqual([ErrorCode.InvalidInput, `WarehouseId: at most ${api.PRINT_SHELVES_MAX} shelves per print (2100 chosen); narrow the choice`]);
  });
});

describe('printing without a CJK font', () => {
  it('writes Chinese names in Pinyin rather than question marks', async () => {
    const noFont = '/nonexistent/font.ttf';
    expect(hasCjkFont(noFont)).toBe(false);
    const pdf = await labelsPdf([{ ShelfCode: 'B-01-02', WarehouseName: '深圳宝安仓', PartitionName: 'A区' }], { width: 60, height: 40 }, noFont);
    const text = pageTexts(pdf).join('\n');
    expect(text).toContain("Shenzhenbao'ancang · AQu");
    expect(text).toContain('B-01-02');
  });
});

describe('occupancy report', () => {
  it('sums shelves by partition and lists them with used and free space, in the caller’s language', async () => {
    const [first] = (await call(t, api.getShelves, { Content: 'A-01-01' }, { token: admin.token })).Data.Data;
    await call(t, api.isDeactivateShelves, { Ids: [(await call(t, api.getShelves, { Content: 'A-02-03' }, { token: admin.token })).Data.Data[0]!.Id], IsDeactivate: true }, { token: admin.token });
    await t.db.update(shelves).set({ goodsQuantity: 4, usedWide: '20', usedHigh: '10', usedLength: '30' }).where(eq(shelves.id, first!.Id));

    const en = await report({ ReportType: 2, Content: 'A' });
    expect(en.FileName).toMatch(/^shelf-occupancy-/);
    const text = pageTexts(en.pdf).join('\n');
    expect(text).toContain('Shelf occupancy report');
    expect(text).toContain('6 shelves: 1 occupied, 5 empty, 1 deactivated; 4 goods; occupancy 16.7%');
    expect(text).toContain('A-01-01');
    expect(text).toContain('30.00×20.00×10.00');
    expect(text).toContain('30.00×30.00×30.00');

    const zh = await report({ ReportType: 2, Content: 'A' }, '1');
    expect(zh.Pages).toBeGreaterThan(0);
  });
});
