import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivePageFacts, factsOf, factsOfPage, MANIFEST, renderManifest } from './pageCalls.ts';

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

  it('refuses, rather than guesses, a page making a write no button is found guarding', () => {
    const page = moduleWith(`import { warehouse } from '@lbo/contracts';
export default function FixtureIndex() {
  const can = usePermission();
  return (
    <>
      {can('Fixture.Add') && <Button onClick={() => callApi(warehouse.addWarehouse, {})} />}
      <Button onClick={() => callApi(warehouse.deleteWarehouse, { Id: 1 })} />
    </>
  );
}`);
    expect(() => factsOfPage(page)).toThrow(`${page}: no button key found in the code guards /Warehouse/DeleteWarehouse;`);
    expect(derivePageFacts().ShelvesIndex?.buttons.get('Shelves.Delete')).toEqual(new Set(['/Shelves/DeleteShelves']));
  });

  it('gives a button the writes of the dialog its state change opens, on the real pages', () => {
    const pages = derivePageFacts();
    // The shelf form and the common file form open from a state the button sets.
    expect(pages.ShelvesIndex?.buttons.get('Shelves.Add')).toContain('/Shelves/EstablishShelves');
    expect([...(pages.CommonFilesIndex?.buttons.get('CommonFiles.Add') ?? [])]).toEqual(expect.arrayContaining(['/CommonFile/AddCommonFile', '/UpLoadFile/UpLoadFile']));
    // The clearance numbers drawer (a component of the page's folder) and its own number form.
    expect(pages.CustomsClearanceCompanyIndex?.buttons.get('CustomsClearanceCompany.Numbers')).toContain('/CustomsClearanceNumber/AddCustomsClearanceNumber');
    // Keys built from a prefix the page gives (`${keyPrefix}.Edit`): each side's page its own calls.
    expect([...(pages.BackstageUsersIndex?.buttons.get('BackstageUsers.Edit') ?? [])]).toContain('/User/EditBackstageUser');
    expect([...(pages.BackstageUsersIndex?.buttons.get('BackstageUsers.Edit') ?? [])]).not.toContain('/User/EditSiteUser');
    expect(pages.UserRolesIndex?.buttons.get('UserRoles.Permissions')).toEqual(new Set(['/Role/EditUserRolePermissions']));
    // A dialog opened by one value of a shared state is not granted by the buttons setting another.
    expect(pages.BackstageUsersIndex?.buttons.get('BackstageUsers.ResetPassword')).toEqual(new Set(['/User/ResetUserPassword']));
  });

  it('follows a state change into the dialog it shows, of the module or of an imported component, keeping only the writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-calls-'));
    writeFileSync(
      join(dir, 'Archive.tsx'),
      `import { warehouse } from '@lbo/contracts';
export function ArchiveDialog() {
  const save = useCallMutation(() => callApi(warehouse.deleteWarehouse, { Id: 1 }));
  return <Modal open onOk={() => save.mutate()} />;
}`,
    );
    writeFileSync(
      join(dir, 'Page.tsx'),
      `import { useState } from 'react';
import { warehouse } from '@lbo/contracts';
import { ArchiveDialog } from './Archive.tsx';
export default function Page() {
  const [open, setOpen] = useState<{ kind: 'add' } | { kind: 'archive' } | null>(null);
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <DataTable toolbar={[
        { key: 'add', permission: 'Fixture.Add', onClick: () => setOpen({ kind: 'add' }) },
        { key: 'archive', permission: 'Fixture.Archive', onClick: () => setOpen({ kind: 'archive' }) },
        { key: 'view', permission: 'Fixture.View', onClick: () => setViewing(true) },
      ]} />
      {open?.kind === 'add' && <AddDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'archive' && <ArchiveDialog />}
      <Drawer open={viewing}><List /></Drawer>
    </>
  );
}
function AddDialog(props: { onClose: () => void }) {
  const add = useCallMutation((values: object) => callApi(warehouse.addWarehouse, values));
  return <Modal open onOk={() => add.mutate({})} onCancel={props.onClose} />;
}
function List() {
  return <DataTable call={warehouse.getWarehouses} />;
}`,
    );
    const guarded = factsOf(join(dir, 'Page.tsx')).guarded;
    const paths = (key: string) => guarded.get(key)?.map((call) => call.path);
    expect(paths('Fixture.Add')).toEqual(['/Warehouse/AddWarehouse']);
    expect(paths('Fixture.Archive')).toEqual(['/Warehouse/DeleteWarehouse']);
    // A drawer that only reads grants nothing: reads are the menu's.
    expect(paths('Fixture.View')).toEqual([]);
  });

  it('reads a key built from a prop the page renders the list with, or from a const, and stops at one it cannot read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-calls-'));
    const list = join(dir, 'List.tsx');
    writeFileSync(
      list,
      `import { warehouse } from '@lbo/contracts';
export function List({ side }: { side: 'user' | 'backstage' }) {
  const keyPrefix = side === 'user' ? 'UserFixture' : 'BackstageFixture';
  return <DataTable actions={[{ key: 'delete', permission: \`\${keyPrefix}.Delete\`, onClick: (row: { Id: number }) => callApi(warehouse.deleteWarehouse, { Id: row.Id }) }]} />;
}`,
    );
    const page = join(dir, 'Page.tsx');
    writeFileSync(
      page,
      `import { List } from './List.tsx';
export default function Page() {
  return <List side="user" />;
}`,
    );
    // The page renders the list with a literal side: the list is read with it.
    expect(factsOf(page).imports).toEqual([{ file: list, props: { side: 'user' } }]);
    expect([...factsOf(list, { side: 'user' }).guarded.keys()]).toEqual(['UserFixture.Delete']);
    expect([...factsOf(list, { side: 'backstage' }).guarded.keys()]).toEqual(['BackstageFixture.Delete']);
    expect(() => factsOf(list)).toThrow(/permission key cannot be read/);
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

  it('reads a site list’s buttons off the calls its contract exports', () => {
    const file = moduleWith(`import { cargoType as api } from '@lbo/contracts';
export default function Page() {
  return <SiteListPage permission="Fixture" calls={api.cargoTypeCalls} />;
}`);
    const guarded = factsOf(file).guarded;
    const paths = (key: string) => guarded.get(key)?.map((call) => call.path);
    expect(paths('Fixture.Add')).toEqual(['/CargoType/AddCargoType']);
    expect(paths('Fixture.Edit')).toEqual(['/CargoType/GetEditCargoType', '/CargoType/EditCargoType']);
    expect(paths('Fixture.Delete')).toEqual(['/CargoType/DeleteCargoType']);
  });

  it('gives a site list’s Add and Edit the writes of its form inputs (an upload), not its Delete', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-calls-'));
    writeFileSync(
      join(dir, 'Upload.tsx'),
      `import { upload } from '@lbo/contracts';
export function Upload() {
  return <input type="file" onChange={(e) => callApi(upload.upLoadFile, { FileStream: e.target.files[0] })} />;
}`,
    );
    writeFileSync(
      join(dir, 'Page.tsx'),
      `import { warehouse } from '@lbo/contracts';
import { Upload } from './Upload.tsx';
export default function Page() {
  return <SiteListPage permission="Fixture" calls={{ add: warehouse.addWarehouse, delete: warehouse.deleteWarehouse }} fields={() => ({ File: { form: { input: <Upload /> } } })} />;
}`,
    );
    const guarded = factsOf(join(dir, 'Page.tsx')).guarded;
    const paths = (key: string) => guarded.get(key)?.map((call) => call.path);
    expect(paths('Fixture.Add')).toEqual(['/Warehouse/AddWarehouse', '/UpLoadFile/UpLoadFile']);
    expect(paths('Fixture.Edit')).toEqual(['/UpLoadFile/UpLoadFile']);
    expect(paths('Fixture.Delete')).toEqual(['/Warehouse/DeleteWarehouse']);
    // On the real page the common file's upload is both buttons'.
    const commonFiles = derivePageFacts().CommonFilesIndex!;
    expect(commonFiles.buttons.get('CommonFiles.Edit')).toContain('/UpLoadFile/UpLoadFile');
  });

  it('gives a checked key the form its guarded submit button submits, with the form’s inputs', () => {
    const file = moduleWith(`import { warehouse, upload } from '@lbo/contracts';
export default function Page() {
  const may = usePermission();
  const save = useCallMutation((values: object) => callApi(warehouse.editWarehouse, values));
  return (
    <Form onFinish={(v) => save.mutate(v)}>
      <input type="file" onChange={(e) => callApi(upload.upLoadFile, { FileStream: e.target.files[0] })} />
      {may('Fixture.Edit') && <Button htmlType="submit">Save</Button>}
    </Form>
  );
}`);
    expect(factsOf(file).guarded.get('Fixture.Edit')?.map((call) => call.path)).toEqual(['/Warehouse/EditWarehouse', '/UpLoadFile/UpLoadFile']);
    const settings = derivePageFacts().SiteSettingsIndex!;
    expect(settings.buttons.get('SiteSettings.Edit')).toEqual(new Set(['/Site/EditSite', '/Site/EstablishSite', '/UpLoadFile/UpLoadFile']));
  });

  it('gives a guarded submit button the form it submits, not the buttons of other keys inside the form', () => {
    const file = moduleWith(`import { warehouse } from '@lbo/contracts';
export default function Page() {
  const can = usePermission();
  const save = useCallMutation((values: object) => callApi(warehouse.editWarehouse, values));
  return (
    <Form onFinish={(v) => save.mutate(v)}>
      <Card actions={[
        ...(can('Fixture.Delete') ? [<RemoveButton key="r" />] : []),
        ...(can('Fixture.Edit') ? [<Button key="s" htmlType="submit" />] : []),
      ]} />
    </Form>
  );
}
function RemoveButton() {
  return <Button onClick={() => callApi(warehouse.deleteWarehouse, { Id: 1 })} />;
}`);
    const guarded = factsOf(file).guarded;
    expect(guarded.get('Fixture.Edit')?.map((call) => call.path)).toEqual(['/Warehouse/EditWarehouse']);
    expect(guarded.get('Fixture.Delete')?.map((call) => call.path)).toEqual(['/Warehouse/DeleteWarehouse']);
    // The online payment cards: Save submits the card's form, Remove is a button of its own.
    const payment = derivePageFacts().PaymentConfigurationIndex!;
    expect(payment.buttons.get('PaymentConfiguration.Edit')).toEqual(new Set(['/PaymentConfiguration/EditAlipayConfiguration', '/PaymentConfiguration/EditWeChatPayConfiguration']));
    expect(payment.buttons.get('PaymentConfiguration.Delete')).toEqual(new Set(['/PaymentConfiguration/DeletePaymentConfiguration']));
  });

  it('reads the calls of a component whose props are typed with a contract type, the type naming no local', () => {
    const file = moduleWith(`import { paymentConfiguration as api } from '@lbo/contracts';
function History({ provider }: { provider: api.PaymentProvider }) {
  return useQuery({ queryFn: () => callApi(api.getPaymentConfigurationHistory, { Provider: provider }) });
}`);
    expect(factsOf(file).calls.map((call) => call.path)).toEqual(['/PaymentConfiguration/GetPaymentConfigurationHistory']);
    // The payment history drawer's read comes with the page's menu.
    expect(derivePageFacts().PaymentConfigurationIndex?.calls).toContain('/PaymentConfiguration/GetPaymentConfigurationHistory');
  });

  it('gives a checked key the handlers of the elements it shows (`can(K) ? [...] : []`), and no other key', () => {
    const file = moduleWith(`import { warehouse } from '@lbo/contracts';
export default function Page() {
  const can = usePermission();
  return (
    <Card actions={[
      ...(can('Fixture.Delete') && ready ? [<Button key="d" onClick={() => callApi(warehouse.deleteWarehouse, { Id: 1 })} />] : []),
      ...(can('Fixture.Edit') ? [<Button key="e" onClick={() => callApi(warehouse.editWarehouse, {})} />] : []),
    ]} />
  );
}`);
    const guarded = factsOf(file).guarded;
    expect(guarded.get('Fixture.Delete')?.map((call) => call.path)).toEqual(['/Warehouse/DeleteWarehouse']);
    expect(guarded.get('Fixture.Edit')?.map((call) => call.path)).toEqual(['/Warehouse/EditWarehouse']);
  });

  it('gives a key checked for a form’s save prop the whole form, with its inputs', () => {
    const file = moduleWith(`import { site, upload } from '@lbo/contracts';
export default function Page() {
  const may = usePermission();
  const save = (values: object) => callApi(site.editSitePageConfiguration, values);
  const sections = [{ key: 'a', fields: [{ name: 'Logo', input: <input type="file" onChange={(e) => callApi(upload.upLoadFile, { FileStream: e.target.files[0] })} /> }] }];
  return <TabsForm sections={sections} onSubmit={may('Fixture.Edit') ? save : undefined} />;
}`);
    expect(factsOf(file).guarded.get('Fixture.Edit')?.map((call) => call.path).sort()).toEqual(['/Site/EditSitePageConfiguration', '/UpLoadFile/UpLoadFile']);
    const page = derivePageFacts().SitePageConfigurationIndex!;
    expect(page.buttons.get('SitePageConfiguration.Edit')).toEqual(new Set(['/Site/EditSitePageConfiguration', '/UpLoadFile/UpLoadFile']));
  });

  it('stops, rather than guesses, at a permission check whose key it cannot read', () => {
    const file = moduleWith(`import { warehouse } from '@lbo/contracts';
export default function Page() {
  const may = usePermission();
  return may(localStorage.getItem('key')) && <Button onClick={() => callApi(warehouse.deleteWarehouse, { Id: 1 })} />;
}`);
    expect(() => factsOf(file)).toThrow(/permission check's key cannot be read/);
  });
});
