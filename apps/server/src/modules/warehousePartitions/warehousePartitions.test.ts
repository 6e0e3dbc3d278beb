import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, shelves as shelfApi, warehouse as warehouseApi, warehousePartitions as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { warehousePartitions } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;
let warehouseId: number;
let secondWarehouseId: number;
let disabledWarehouseId: number;
let theirWarehouseId: number;

const warehouse = async (user: TestUser, Name: string, extra: Record<string, unknown> = {}) => {
  const res = await call(t, warehouseApi.addWarehouse, { Name, PersonInCharge: 'Wang', ...extra }, { token: user.token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
};

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addWarehousePartition, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
  warehouseId = await warehouse(admin, 'Main');
  secondWarehouseId = await warehouse(admin, 'Second');
  disabledWarehouseId = await warehouse(admin, 'Closed', { IsEnabled: false });
  theirWarehouseId = await warehouse(otherAdmin, 'Theirs');
});
afterAll(() => t.close());

describe('partitions', () => {
  it('creates, lists with the warehouse and shelf count, edits with an audit, deletes', async () => {
    const id = await add(admin, { Name: 'Zone A', Type: 1, WarehouseId: warehouseId });
    await call(t, shelfApi.batchAddShelves, { WarehouseId: warehouseId, PartitionId: id, Prefix: 'A', Separator: '-', Rows: 2, Columns: 3 }, { token: admin.token });
    const list = await call(t, api.getWarehousePartitions, { WarehouseId: warehouseId }, { token: admin.token });
    expect(list.Data.Data).toEqual([expect.objectContaining({ Id: id, Name: 'Zone A', Type: 1, Status: 1, WarehouseId: warehouseId, WarehouseName: 'Main', ShelfCount: 6, SiteId: site.id })]);
    const edited = await call(t, api.editWarehousePartition, { Id: id, Name: 'Zone A1', Type: 2, Status: 2, WarehouseId: warehouseId }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Zone A1', Type: 2, Status: 2 });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'WarehousePartition'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ actorId: admin.id, before: { Name: 'Zone A', Status: 1 }, after: { Name: 'Zone A1', Status: 2 } });
    const detail = await call(t, api.getWarehousePartitionById, { Id: id }, { token: admin.token });
    expect(detail.Data).toMatchObject({ WarehouseName: 'Main', ShelfCount: 6 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);

    const moving = await call(t, api.editWarehousePartition, { Id: id, Name: 'Zone A1', Type: 2, WarehouseId: secondWarehouseId }, { token: admin.token });
    expect([moving.Code, moving.Message]).toEqual([ErrorCode.InvalidInput, 'WarehouseId: a partition with shelves cannot move to another warehouse']);
    const refused = await call(t, api.deleteWarehousePartition, { Id: id }, { token: admin.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The partition “Zone A1” still has 6 shelf/shelves; delete them first']);

    const empty = await add(admin, { Name: 'Empty', Type: 5, WarehouseId: warehouseId });
    expect((await call(t, api.editWarehousePartition, { Id: empty, Name: 'Empty', Type: 5, WarehouseId: secondWarehouseId }, { token: admin.token })).Data.WarehouseId).toBe(secondWarehouseId);
    expect((await call(t, api.deleteWarehousePartition, { Id: empty }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.select().from(warehousePartitions).where(eq(warehousePartitions.id, empty))).toEqual([]);
  });

  it('names the missing field and the rule, refuses duplicates and disabled warehouses', async () => {
    const before = await t.db.$count(warehousePartitions);
    const cases: [Record<string, unknown>, string][] = [
      [{ Type: 1, WarehouseId: warehouseId }, 'Name: cannot be empty'],
      [{ Name: 'x', WarehouseId: warehouseId }, 'Type: cannot be empty'],
      [{ Name: 'x', Type: 1 }, 'WarehouseId: cannot be empty'],
      [{ Name: 'x', Type: 9, WarehouseId: warehouseId }, 'Type: is not an allowed value'],
      [{ Name: 'x', Type: 1, WarehouseId: disabledWarehouseId }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
      [{ Name: 'x', Type: 1, WarehouseId: theirWarehouseId }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addWarehousePartition, body, { token: admin.token });
      expect([res.Code, res.Message], message).toEqual([ErrorCode.InvalidInput, message]);
    }
    await add(admin, { Name: 'Returns', Type: 2, WarehouseId: warehouseId });
    const duplicate = await call(t, api.addWarehousePartition, { Name: 'Returns', Type: 1, WarehouseId: warehouseId }, { token: admin.token });
    expect([duplicate.Code, duplicate.Message]).toEqual([ErrorCode.InvalidInput, 'Name: already exists']);
    await add(admin, { Name: 'Returns', Type: 2, WarehouseId: secondWarehouseId });
    const platformMissingSite = await call(t, api.addWarehousePartition, { Name: 'x', Type: 1, WarehouseId: warehouseId }, { token: platform.token });
    expect(platformMissingSite.Message).toBe('SiteId: platform staff must choose the site');
    expect(await t.db.$count(warehousePartitions)).toBe(before + 2);
  });

  it('offers only enabled partitions of enabled warehouses to pickers', async () => {
    const open = await add(admin, { Name: 'Open zone', Type: 1, WarehouseId: secondWarehouseId });
    const stopped = await add(admin, { Name: 'Stopped zone', Type: 1, WarehouseId: secondWarehouseId, Status: 2 });
    const picker = await call(t, api.getWarehousePartitionBySiteId, { WarehouseId: secondWarehouseId }, { token: admin.token });
    expect(picker.Data.map((p) => p.Id)).toContain(open);
    expect(picker.Data.map((p) => p.Id)).not.toContain(stopped);
    expect(picker.Data.find((p) => p.Id === open)).toEqual({ Id: open, Name: 'Open zone', Type: 1, WarehouseId: secondWarehouseId, WarehouseName: 'Second' });
    await call(t, warehouseApi.editWarehouse, { Id: secondWarehouseId, Name: 'Second', PersonInCharge: 'Wang', IsEnabled: false }, { token: admin.token });
    expect((await call(t, api.getWarehousePartitionBySiteId, {}, { token: admin.token })).Data.map((p) => p.Id)).not.toContain(open);
    // Kept on the list page for old records.
    expect((await call(t, api.getWarehousePartitions, { WarehouseId: secondWarehouseId }, { token: admin.token })).Data.Data.map((p) => p.Id)).toContain(stopped);
    await call(t, warehouseApi.editWarehouse, { Id: secondWarehouseId, Name: 'Second', PersonInCharge: 'Wang' }, { token: admin.token });
  });
});

describe('access', () => {
  it('hides and protects another site’s partitions', async () => {
    const theirs = await add(otherAdmin, { Name: 'Their zone', Type: 1, WarehouseId: theirWarehouseId });
    expect((await call(t, api.getWarehousePartitions, { rows: 100 }, { token: admin.token })).Data.Data.map((p) => p.Id)).not.toContain(theirs);
    for (const c of [api.getWarehousePartitionById, api.getEditWarehousePartition, api.deleteWarehousePartition]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editWarehousePartition, { Id: theirs, Name: 'Mine', Type: 1, WarehouseId: warehouseId }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getWarehousePartitionBySiteId, {}, { token: admin.token })).Data.map((p) => p.Id)).not.toContain(theirs);
    const [row] = await t.db.select().from(warehousePartitions).where(eq(warehousePartitions.id, theirs));
    expect(row?.name).toBe('Their zone');
  });

  it('answers 403 without the permission', async () => {
    const noGrant = await createUser(t, { site, grants: [] });
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    for (const c of [api.getWarehousePartitions, api.addWarehousePartition, api.getEditWarehousePartition, api.editWarehousePartition, api.deleteWarehousePartition, api.getWarehousePartitionById, api.getWarehousePartitionBySiteId]) {
      expect((await call(t, c, { Id: 1, Name: 'x', Type: 1, WarehouseId: warehouseId }, { token: noGrant.token })).status, c.path).toBe(403);
    }
    expect((await call(t, api.addWarehousePartition, { Name: 'x', Type: 1, WarehouseId: warehouseId }, { token: customer.token })).status).toBe(403);
  });
});
