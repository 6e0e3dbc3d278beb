import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivePageFacts, factsOf, MANIFEST, renderManifest } from './pageCalls.ts';

/** A module of its own, parsed as the generator parses a page's. */
function moduleWith(code: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'page-calls-')), 'Fixture.tsx');
  writeFileSync(file, code);
  return file;
}

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

  it('follows a button’s handler into the functions of its module, keeping only the writes', () => {
    const file = moduleWith(`import { warehouse } from '@lbo/contracts';
const archive = async (id: number) => { await callApi(warehouse.getWarehouses, {}); await callApi(warehouse.deleteWarehouse, { Id: id }); };
export const actions = [{ key: 'archive', permission: 'Fixture.Archive', onClick: (row: { Id: number }) => archive(row.Id) }];`);
    expect(factsOf(file).guarded.get('Fixture.Archive')?.map((call) => call.path)).toEqual(['/Warehouse/DeleteWarehouse']);
  });

  it('stops, rather than guesses, at a list page whose buttons it cannot read', () => {
    const file = moduleWith(`import { warehouse } from '@lbo/contracts';
export default function Page(props: { area: string }) {
  return <SiteListPage permission={props.area} calls={{ add: warehouse.addWarehouse }} />;
}`);
    expect(() => factsOf(file)).toThrow(/permission must be a string/);
  });
});
