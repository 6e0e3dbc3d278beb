import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { commodities as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

/**
 * The printed labels and report read back as a person would: MuPDF renders the PDF, ZXing decodes
 * the barcodes (both WebAssembly builds, as the shelves' print test).
 */

prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer } });

let t: TestApp;
let alice: TestUser;
const ids: number[] = [];

const document = (content: string) => mupdf.Document.openDocument(Buffer.from(content, 'base64'), 'application/pdf');

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  for (const [code, sku, name] of [
    ['C-1', 'MUG-350', 'Ceramic mug'],
    ['C-2', 'TEA/POT-2', 'Teapot'],
  ]) {
    const res = await call(t, api.establishUserCommodity, { CommodityCode: code, CommoditySku: sku, CommodityName: name, Length: '12', Width: '9', Height: '10', GrossOfWeight: '0.42' }, { token: alice.token });
    ids.push(res.Data.Id);
  }
});
afterAll(() => t.close());

describe('printed commodities', () => {
  it('labels carry a Code 128 of the SKU that scans back, copies in the order chosen', async () => {
    const res = await call(t, api.printUserCommodityLabels, { Ids: [ids[1], ids[0]], Copies: 2 }, { token: alice.token });
    const doc = document(res.Data.Content);
    const decoded: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const png = doc.loadPage(i).toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
      if (process.env.COMMODITY_PRINT_DIR) fs.writeFileSync(`${process.env.COMMODITY_PRINT_DIR}/label-${i}.png`, png);
      const [found] = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['Code128'] });
      decoded.push(found!.text);
    }
    expect(decoded).toEqual(['TEA/POT-2', 'TEA/POT-2', 'MUG-350', 'MUG-350']);
  });

  it('the report lists the commodities with both specifications and the counts', async () => {
    const res = await call(t, api.printUserCommodityReport, {}, { token: alice.token });
    const doc = document(res.Data.Content);
    const page = doc.loadPage(0);
    if (process.env.COMMODITY_PRINT_DIR) fs.writeFileSync(`${process.env.COMMODITY_PRINT_DIR}/report.png`, page.toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
    const text = page.toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Commodity report');
    expect(text).toMatch(/Commodities: 2 · Awaiting audit 2 · Audit passed 0 · Audit refused 0 · Halted 0 · On sale 2/);
    // Each cell is one line of text, row after row: code, SKU, name, declared, measured (none yet), audit, sales.
    const cells = text.split('\n').map((l) => l.trim()).filter(Boolean);
    const first = cells.indexOf('C-1');
    expect(cells.slice(first, first + 14)).toEqual(['C-1', 'MUG-350', 'Ceramic mug', '12×9×10 / 0.42', '-', 'Awaiting audit', 'On sale', 'C-2', 'TEA/POT-2', 'Teapot', '12×9×10 / 0.42', '-', 'Awaiting audit', 'On sale']);
  });
});
