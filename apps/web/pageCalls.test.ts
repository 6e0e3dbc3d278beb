import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivePageFacts, MANIFEST, renderManifest } from './pageCalls.ts';

describe('the calls each page makes (PAGE_CALLS)', () => {
  it('lists every call the page modules make, so granting a page grants what it needs', { timeout: 60_000 }, () => {
    // Stale when a page starts (or stops) using a call: `npm run page-calls` writes it again.
    expect(readFileSync(MANIFEST, 'utf8')).toBe(renderManifest(derivePageFacts()));
  });

  it('finds the calls of the kit a page is declared with', () => {
    const pages = derivePageFacts();
    expect(pages.WarehousesIndex?.calls).toEqual(expect.arrayContaining(['/Warehouse/GetWarehouses', '/Warehouse/AddWarehouse', '/Site/GetSelectSiteInfos']));
    expect(pages.ShelvesIndex?.calls).toContain('/Shelves/GetShelves');
  });

  it('gives each button of a page the writes the code behind it makes, and no other', () => {
    const warehouses = derivePageFacts().WarehousesIndex!.buttons;
    expect([...(warehouses.get('Warehouses.Add') ?? [])]).toEqual(['/Warehouse/AddWarehouse']);
    expect([...(warehouses.get('Warehouses.Delete') ?? [])]).toEqual(['/Warehouse/DeleteWarehouse']);
    // The kit's edit button and the page's own enable/disable switches (same key) both edit.
    expect([...(warehouses.get('Warehouses.Edit') ?? [])].sort()).toEqual(['/Warehouse/EditWarehouse', '/Warehouse/GetEditWarehouse']);
  });

  it('lists, rather than guesses, the writes no button is found guarding', () => {
    const pages = derivePageFacts();
    // The shelf form opens from a state change, not from the button's own handler.
    expect(pages.ShelvesIndex?.apiOnly).toContain('/Shelves/EstablishShelves');
    expect(pages.ShelvesIndex?.buttons.get('Shelves.Delete')).toEqual(new Set(['/Shelves/DeleteShelves']));
    expect(pages.WarehousesIndex?.apiOnly).not.toContain('/Warehouse/AddWarehouse');
  });
});
