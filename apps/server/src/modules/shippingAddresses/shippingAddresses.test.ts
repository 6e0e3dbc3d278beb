import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, selfPickupAddress, shippingAddress as api, warehouse as warehouseApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { shippingAddresses } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;
let warehouseId: number;
let closedWarehouseId: number;
let theirWarehouseId: number;

const warehouse = async (user: TestUser, Name: string, extra: Record<string, unknown> = {}) => (await call(t, warehouseApi.addWarehouse, { Name, PersonInCharge: 'Wu', ...extra }, { token: user.token })).Data.Id;

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addShippingAddress, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

const pickup = {
  Name: 'Futian pickup point',
  Type: api.ShippingAddressType.SelfPickup,
  Contact: 'Ms Huang',
  PhoneCode: '86',
  Phone: '13700137000',
  Regions: [] as { Id: number; Code: string; Name: string }[],
  DetailedAddress: '3 Shennan Road',
  PostalCode: '518000',
};

beforeAll(async () => {
  t = await createTestApp();
  pickup.Regions = await regionRefs(t.db, ['CN', '440000']);
  site = await createSite(t.db);
  const otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  customer = await createUser(t, { site, type: 'user', grants: 'all' });
  warehouseId = await warehouse(admin, 'Main');
  closedWarehouseId = await warehouse(admin, 'Closed', { IsEnabled: false });
  theirWarehouseId = await warehouse(otherAdmin, 'Theirs');
});
afterAll(() => t.close());

describe('shipping addresses', () => {
  it('are created, listed, edited with an audit, and deleted', async () => {
    const id = await add(admin, { ...pickup, WarehouseId: warehouseId });
    const list = await call(t, api.getShippingAddresses, { Type: 3 }, { token: admin.token });
    expect(list.Data.Data).toEqual([expect.objectContaining({ Id: id, Name: 'Futian pickup point', WarehouseName: 'Main', RegionName: 'China / Guangdong', Phone: '13700137000', IsEnabled: true })]);
    const edited = await call(t, api.editShippingAddress, { ...pickup, Id: id, WarehouseId: warehouseId, Name: 'Futian point', IsEnabled: false }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Futian point', IsEnabled: false });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'ShippingAddress'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ actorId: admin.id, before: { Name: 'Futian pickup point' }, after: { Name: 'Futian point' } });
    expect((await call(t, api.getShippingAddressById, { Id: id }, { token: admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.deleteShippingAddress, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, id))).toEqual([]);
  });

  it('need name, warehouse and type; the phone follows its area code; the warehouse must be enabled and the caller’s', async () => {
    const before = await t.db.$count(shippingAddresses);
    const cases: [Record<string, unknown>, string][] = [
      [{ Type: 1, WarehouseId: warehouseId }, 'Name: cannot be empty'],
      [{ Name: 'x', WarehouseId: warehouseId }, 'Type: cannot be empty'],
      [{ Name: 'x', Type: 1 }, 'WarehouseId: cannot be empty'],
      [{ Name: 'x', Type: 4, WarehouseId: warehouseId }, 'Type: is not an allowed value'],
      [{ Name: 'x', Type: 1, WarehouseId: warehouseId, PhoneCode: '853', Phone: '13700137000' }, 'Phone: not a valid mobile number for the area code'],
      [{ Name: 'x', Type: 1, WarehouseId: closedWarehouseId }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
      [{ Name: 'x', Type: 1, WarehouseId: theirWarehouseId }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addShippingAddress, body, { token: admin.token });
      expect([res.Code, res.Message], message).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(shippingAddresses)).toBe(before);
  });

  it('keep their warehouse from being deleted', async () => {
    const spare = await warehouse(admin, 'Spare');
    await add(admin, { Name: 'Sender', Type: 1, WarehouseId: spare });
    const res = await call(t, warehouseApi.deleteWarehouse, { Id: spare }, { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'The warehouse “Spare” still has 1 shipping address(es); delete them first']);
  });
});

describe('self-pickup addresses', () => {
  it('offer enabled self-pickup points of enabled warehouses to staff and customers, found by address', async () => {
    const open = await add(admin, { ...pickup, Name: 'Nanshan point', DetailedAddress: '9 Keji Road', WarehouseId: warehouseId });
    const stopped = await add(admin, { ...pickup, Name: 'Stopped point', IsEnabled: false, WarehouseId: warehouseId });
    const sender = await add(admin, { ...pickup, Name: 'Sender desk', Type: 1, WarehouseId: warehouseId });
    const theirs = await add(otherAdmin, { ...pickup, Name: 'Their point', WarehouseId: theirWarehouseId });
    for (const token of [admin.token, customer.token]) {
      const res = await call(t, selfPickupAddress.getAvailableSelfPickupAddress, { rows: 100 }, { token });
      const ids = res.Data.Data.map((r) => r.Id);
      expect(ids).toContain(open);
      for (const hidden of [stopped, sender, theirs]) expect(ids).not.toContain(hidden);
      expect(res.Data.Data.find((r) => r.Id === open)).toEqual({ Id: open, SiteName: expect.any(String), Address: 'Nanshan point: China / Guangdong 9 Keji Road' });
    }
    const found = await call(t, selfPickupAddress.getAvailableSelfPickupAddress, { Address: 'keji' }, { token: customer.token });
    expect(found.Data.Data.map((r) => r.Id)).toEqual([open]);
  });
});

describe('access', () => {
  it('hides and protects another site’s addresses, and answers 403 without the permission', async () => {
    const theirs = await add(otherAdmin, { Name: 'Their sender', Type: 1, WarehouseId: theirWarehouseId });
    expect((await call(t, api.getShippingAddresses, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getShippingAddressById, api.getEditShippingAddress, api.deleteShippingAddress]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editShippingAddress, { Id: theirs, Name: 'Mine', Type: 1, WarehouseId: warehouseId }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const noGrant = await createUser(t, { site, grants: [] });
    for (const c of [api.getShippingAddresses, api.addShippingAddress, api.getEditShippingAddress, api.editShippingAddress, api.deleteShippingAddress, api.getShippingAddressById, selfPickupAddress.getAvailableSelfPickupAddress]) {
      expect((await call(t, c, { Id: 1, Name: 'x', Type: 1, WarehouseId: warehouseId }, { token: noGrant.token })).status, c.path).toBe(403);
    }
    expect((await call(t, api.addShippingAddress, { Name: 'x', Type: 1, WarehouseId: warehouseId }, { token: customer.token })).status).toBe(403);
  });
});
