import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, user as userApi, warehouse as api, warehousePartitions as partitionApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { userAvailableWarehouses, warehouses } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;
let customer: TestUser;

const shenzhen = {
  Name: 'Shenzhen Bao’an warehouse',
  Code: 'SZ01',
  PersonInCharge: 'Li Lei',
  PersonInChargeMobile: '13800138000',
  PersonInChargeTel: '0755-23456789',
  PhoneCode: '86',
  Regions: [] as { Id: number; Code: string; Name: string }[],
  DetailedAddress: '1 Xixiang Avenue',
  PostalCode: '518000',
  VolumeRatio: '6000',
  LinkedStores: ['Tmall flagship', 'JD store'],
};

beforeAll(async () => {
  t = await createTestApp();
  shenzhen.Regions = await regionRefs(t.db, ['CN', '440000', '440300']);
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
  customer = await createUser(t, { site, type: 'user', grants: 'all' });
});
afterAll(() => t.close());

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addWarehouse, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('warehouses', () => {
  it('creates, lists with counts and region names, edits with an audit, and shows the history', async () => {
    const id = await add(admin, shenzhen);
    const list = await call(t, api.getWarehouses, { Name: 'bao’an' }, { token: admin.token });
    expect(list.Data.Total).toBe(1);
    expect(list.Data.Data[0]).toMatchObject({
      Id: id,
      SiteId: site.id,
      Name: shenzhen.Name,
      Code: 'SZ01',
      IsEnabled: true,
      RegionName: 'China / Guangdong / Shenzhen',
      VolumeRatio: '6000.00',
      LinkedStores: ['Tmall flagship', 'JD store'],
      PartitionCount: 0,
      ShelfCount: 0,
    });
    const edited = await call(t, api.editWarehouse, { ...shenzhen, Id: id, VolumeRatio: '5000.5', IsEnabled: false }, { token: admin.token });
    expect(edited.Data).toMatchObject({ VolumeRatio: '5000.50', IsEnabled: false });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Warehouse'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ siteId: site.id, actorId: admin.id, before: { VolumeRatio: '6000.00', IsEnabled: true }, after: { VolumeRatio: '5000.50', IsEnabled: false } });
    const detail = await call(t, api.getWarehouseById, { Id: id }, { token: admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditWarehouse, { Id: id }, { token: admin.token })).Data.Regions).toEqual(shenzhen.Regions);
    // The regions read in the caller's language; one gone from the list reads as it was chosen.
    const zh = await call(t, api.getWarehouseById, { Id: id }, { token: admin.token, language: '2' });
    expect(zh.Data.RegionName).toBe('中國 / 廣東省 / 深圳市');
    const gone = [...shenzhen.Regions, { Id: 2_000_000, Code: '440399', Name: 'Old district' }];
    await call(t, api.editWarehouse, { ...shenzhen, Regions: gone, Id: id }, { token: admin.token });
    expect((await call(t, api.getWarehouseById, { Id: id }, { token: admin.token })).Data.RegionName).toBe('China / Guangdong / Shenzhen / Old district');
  });

  it('keeps codes unique per site, not across sites', async () => {
    await add(admin, { Name: 'A', PersonInCharge: 'x', Code: 'DUP' });
    const again = await call(t, api.addWarehouse, { Name: 'B', PersonInCharge: 'y', Code: 'DUP' }, { token: admin.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.InvalidInput, 'Code: already exists']);
    await add(otherAdmin, { Name: 'Elsewhere', PersonInCharge: 'z', Code: 'DUP' });
  });

  it('refuses bad fields with the field and the rule, in each language, and writes nothing', async () => {
    const before = await t.db.$count(warehouses);
    const cases: [Record<string, unknown>, string][] = [
      [{ PersonInCharge: 'x' }, 'Name: cannot be empty'],
      [{ Name: 'x' }, 'PersonInCharge: cannot be empty'],
      [{ Name: 'x', PersonInCharge: 'y', PersonInChargeMobile: '12345' }, 'PersonInChargeMobile: not a valid mobile number for the area code'],
      [{ Name: 'x', PersonInCharge: 'y', PhoneCode: '852', PersonInChargeMobile: '13800138000' }, 'PersonInChargeMobile: not a valid mobile number for the area code'],
      [{ Name: 'x', PersonInCharge: 'y', PhoneCode: '852', PersonInChargeTel: '0755-23456789' }, 'PersonInChargeTel: not a valid landline number for the area code'],
      [{ Name: 'x', PersonInCharge: 'y', VolumeRatio: '0' }, 'VolumeRatio: cannot be zero'],
      [{ Name: 'x', PersonInCharge: 'y', VolumeRatio: '60.123' }, 'VolumeRatio: too many decimal places'],
      [{ Name: 'x', PersonInCharge: 'y', VolumeRatio: '-1' }, 'VolumeRatio: cannot be negative'],
      [{ Name: 'x', PersonInCharge: 'y', Code: 'S Z' }, "Code: no spaces or special characters ~!@#$%^&*<>|'"],
      [{ Name: 'x'.repeat(65), PersonInCharge: 'y' }, 'Name: must be at most 64'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addWarehouse, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], message).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect((await call(t, api.addWarehouse, { Name: 'x' }, { token: admin.token, language: '1' })).Message).toBe('PersonInCharge：不能为空');
    expect((await call(t, api.addWarehouse, { Name: 'x' }, { token: admin.token, language: '2' })).Message).toBe('PersonInCharge：不能為空');
    // Hong Kong numbers pass with their own area code.
    await add(admin, { Name: 'Kwai Chung', PersonInCharge: 'Chan', PhoneCode: '852', PersonInChargeMobile: '91234567', PersonInChargeTel: '21234567' });
    expect(await t.db.$count(warehouses)).toBe(before + 1);
  });

  it('refuses to delete a warehouse with partitions, and deletes an empty one', async () => {
    const id = await add(admin, { Name: 'To delete', PersonInCharge: 'x' });
    const partition = await call(t, partitionApi.addWarehousePartition, { Name: 'Zone A', Type: 1, WarehouseId: id }, { token: admin.token });
    const refused = await call(t, api.deleteWarehouse, { Id: id }, { token: admin.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The warehouse “To delete” still has 1 partition(s); delete them first']);
    expect((await call(t, partitionApi.deleteWarehousePartition, { Id: partition.Data.Id }, { token: admin.token })).Code).toBe(0);
    expect((await call(t, api.deleteWarehouse, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.select().from(warehouses).where(eq(warehouses.id, id))).toEqual([]);
  });

  it('offers enabled warehouses to pickers and every one to filters, to staff and customers of the site', async () => {
    const enabled = await add(admin, { Name: 'Picker enabled', PersonInCharge: 'x' });
    const disabled = await add(admin, { Name: 'Picker disabled', PersonInCharge: 'x', IsEnabled: false });
    for (const token of [admin.token, customer.token]) {
      const pickers = await call(t, api.getSiteJoinWarehouseBySiteId, {}, { token });
      expect(pickers.Data.map((w) => w.Id)).toContain(enabled);
      expect(pickers.Data.map((w) => w.Id)).not.toContain(disabled);
      expect(pickers.Data.every((w) => w.SiteId === site.id)).toBe(true);
    }
    const all = await call(t, api.getAllWarehouses, {}, { token: admin.token });
    expect(all.Data.find((w) => w.Id === disabled)).toMatchObject({ IsEnabled: false });
  });
});

describe('available warehouses', () => {
  it('limit a user to the warehouses chosen on the user pages; none means every warehouse of the site', async () => {
    const a = await add(admin, { Name: 'Avail A', PersonInCharge: 'x' });
    const b = await add(admin, { Name: 'Avail B', PersonInCharge: 'x' });
    const foreign = await add(otherAdmin, { Name: 'Foreign', PersonInCharge: 'x' });
    const operator = await createUser(t, { site, grants: 'all' });
    const everything = await call(t, api.getAllWarehouses, {}, { token: operator.token });
    expect(everything.Data.map((w) => w.Id)).toEqual(expect.arrayContaining([a, b]));

    const info = (await call(t, userApi.getEditBackstageUserInfo, { Id: operator.id }, { token: admin.token })).Data;
    expect(info.SiteJoinWarehouseIds).toEqual([]);
    const wrong = await call(t, userApi.editBackstageUser, { ...info, SiteJoinWarehouseIds: [a, foreign] }, { token: admin.token });
    expect([wrong.Code, wrong.Message]).toEqual([ErrorCode.InvalidInput, `SiteJoinWarehouseIds: warehouse ${foreign} is not in the user’s site or not available to you`]);
    const saved = await call(t, userApi.editBackstageUser, { ...info, SiteJoinWarehouseIds: [a] }, { token: admin.token });
    expect(saved.Data.SiteJoinWarehouseIds).toEqual([a]);
    expect((await call(t, userApi.getBackstageUserById, { Id: operator.id }, { token: admin.token })).Data.Warehouses).toEqual([{ Id: a, Name: 'Avail A' }]);

    expect((await call(t, api.getAllWarehouses, {}, { token: operator.token })).Data.map((w) => w.Id)).toEqual([a]);
    expect((await call(t, api.getWarehouses, {}, { token: operator.token })).Data.Data.map((w) => w.Id)).toEqual([a]);
    expect((await call(t, api.getWarehouseById, { Id: b }, { token: operator.token })).Code).toBe(ErrorCode.NotFound);
    const edit = await call(t, api.editWarehouse, { Id: b, Name: 'Taken over', PersonInCharge: 'x' }, { token: operator.token });
    expect(edit.Code).toBe(ErrorCode.NotFound);

    // What a limited user creates stays visible to them.
    const created = await add(operator, { Name: 'Operator’s own', PersonInCharge: 'x' });
    expect((await call(t, api.getAllWarehouses, {}, { token: operator.token })).Data.map((w) => w.Id).sort()).toEqual([a, created].sort());
    // A limited editor cannot hand out a warehouse they do not have.
    const colleague = await createUser(t, { site, grants: 'all' });
    const colleagueInfo = (await call(t, userApi.getEditBackstageUserInfo, { Id: colleague.id }, { token: operator.token })).Data;
    const handout = await call(t, userApi.editBackstageUser, { ...colleagueInfo, SiteJoinWarehouseIds: [b] }, { token: operator.token });
    expect(handout.Code).toBe(ErrorCode.InvalidInput);
    // Deleting a warehouse drops it from everyone's choices.
    expect((await call(t, api.deleteWarehouse, { Id: created }, { token: operator.token })).Code).toBe(0);
    expect(await t.db.select().from(userAvailableWarehouses).where(eq(userAvailableWarehouses.userId, operator.id))).toEqual([{ siteId: site.id, userId: operator.id, warehouseId: a }]);
  });
});

describe('access', () => {
  it('hides and protects another site’s warehouses', async () => {
    const theirs = await add(otherAdmin, { Name: 'Their warehouse', PersonInCharge: 'x' });
    expect((await call(t, api.getWarehouses, { rows: 100 }, { token: admin.token })).Data.Data.map((w) => w.Id)).not.toContain(theirs);
    expect((await call(t, api.getWarehouseById, { Id: theirs }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getEditWarehouse, { Id: theirs }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.editWarehouse, { Id: theirs, Name: 'Mine now', PersonInCharge: 'x' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.deleteWarehouse, { Id: theirs }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getAllWarehouses, { SiteId: otherSite.id }, { token: admin.token })).Data.map((w) => w.Id)).not.toContain(theirs);
    const [row] = await t.db.select().from(warehouses).where(eq(warehouses.id, theirs));
    expect(row?.name).toBe('Their warehouse');
  });

  it('lets platform staff work on any site, naming the site of a new warehouse', async () => {
    const missing = await call(t, api.addWarehouse, { Name: 'No site', PersonInCharge: 'x' }, { token: platform.token });
    expect([missing.Code, missing.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, { Name: 'Made by platform', PersonInCharge: 'x', SiteId: otherSite.id });
    expect((await call(t, api.getWarehouses, { SiteId: otherSite.id, rows: 100 }, { token: platform.token })).Data.Data.map((w) => w.Id)).toContain(id);
    expect((await call(t, api.getSiteJoinWarehouseBySiteId, { SiteId: otherSite.id }, { token: platform.token })).Data.map((w) => w.Id)).toContain(id);
  });

  it('answers 403 without the permission and to customers on staff calls', async () => {
    const noGrant = await createUser(t, { site, grants: [] });
    for (const c of [api.getWarehouses, api.addWarehouse, api.getEditWarehouse, api.editWarehouse, api.deleteWarehouse, api.getWarehouseById, api.getSiteJoinWarehouseBySiteId, api.getAllWarehouses]) {
      expect((await call(t, c, { Id: 1, Name: 'x', PersonInCharge: 'y' }, { token: noGrant.token })).status, c.path).toBe(403);
    }
    for (const c of [api.getWarehouses, api.addWarehouse, api.deleteWarehouse]) {
      expect((await call(t, c, { Id: 1, Name: 'x', PersonInCharge: 'y' }, { token: customer.token })).status, c.path).toBe(403);
    }
  });
});
