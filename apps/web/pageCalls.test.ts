import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivePageCalls, MANIFEST, renderManifest } from './pageCalls.ts';

describe('the calls each page makes (PAGE_CALLS)', () => {
  it('lists every call the page modules make, so granting a page grants what it needs', { timeout: 60_000 }, () => {
    // Stale when a page starts (or stops) using a call: `npm run page-calls` writes it again.
    expect(readFileSync(MANIFEST, 'utf8')).toBe(renderManifest(derivePageCalls()));
  });

  it('finds the calls of the kit a page is declared with', () => {
    const pages = derivePageCalls();
    expect(pages.WarehousesIndex).toEqual(expect.arrayContaining(['/Warehouse/GetWarehouses', '/Warehouse/AddWarehouse', '/Site/GetSelectSiteInfos']));
    expect(pages.ShelvesIndex).toContain('/Shelves/GetShelves');
  });
});
