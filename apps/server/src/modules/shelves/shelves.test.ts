import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode, shelves as api, warehouse as warehouseApi, warehousePartitions as partitionApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { shelves } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let warehouseId: number;
let otherWarehouseId: number;
let zoneA: number;
let zoneB: number;
let zoneElsewhere: number;
let theirPartition: number;
let theirWarehouse: number;

const ok = <T>(res: { Code: number; Message: string; Data: T }): T => {
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};

async function warehouseWithZones(user: TestUser, name: string, zones: string[]) {
  const w = ok(await call(t, warehouseApi.addWarehouse, { Name: name, PersonInCharge: 'Zhao' }, { token: user.token })).Id;
  const ids: number[] = [];
  for (const z of zones) ids.push(ok(await call(t, partitionApi.addWarehousePartition, { Name: z, Type: 1, WarehouseId: w }, { token: user.token })).Id);
  return { w, ids };
}

const batch = (body: Record<string, unknown>, user = admin) => call(t, api.batchAddShelves, { WarehouseId: warehouseId, PartitionId: zoneA, ...body }, { token: user.token });
const idOf = async (number: string, warehouse = warehouseId) => (await t.db.select({ id: shelves.id }).from(shelves).where(and(eq(shelves.warehouseId, warehouse), eq(shelves.shelvesNumber, number))))[0]!.id;
const shelfCount = async (partitionId: number) => (await t.db.select({ n: warehousePartitions.shelfCount }).from(warehousePartitions).where(eq(warehousePartitions.id, partitionId)))[0]!.n;
/** What the areas that put goods on shelves will do, here straight in the table. */
const putGoods = (id: number, goodsQuantity: number, used = '0') => t.db.update(shelves).set({ goodsQuantity, usedWide: used, usedHigh: used, usedLength: used }).where(eq(shelves.id, id));

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  const main = await warehouseWithZones(admin, 'Main', ['Zone A', 'Zone B']);
  warehouseId = main.w;
  [zoneA, zoneB] = main.ids as [number, number];
  const second = await warehouseWithZones(admin, 'Second', ['Zone X']);
  otherWarehouseId = second.w;
  zoneElsewhere = second.ids[0]!;
  const theirs = await warehouseWithZones(otherAdmin, 'Theirs', ['Their zone']);
  theirWarehouse = theirs.w;
  theirPartition = theirs.ids[0]!;
});
afterAll(() => t.close());

describe('batch add', () => {
  it('numbers rows × columns with prefix, separator and padding, all in one go', async () => {
    const res = ok(await batch({ Prefix: 'a', Separator: '-', Rows: 5, Columns: 10, ShelvesWide: '40', ShelvesHigh: '30.5', ShelvesLength: '60' }));
    expect(res).toEqual({ Count: 50, FirstNumber: 'A-01-01', LastNumber: 'A-05-10' });
    expect(await shelfCount(zoneA)).toBe(50);
    const page = ok(await call(t, api.getShelves, { WarehouseId: warehouseId, Content: 'a-01', rows: 20 }, { token: admin.token }));
    expect(page.Total).toBe(10);
    expect(page.Data.map((s) => s.ShelvesNumber)).toEqual(['A-01-01', 'A-01-02', 'A-01-03', 'A-01-04', 'A-01-05', 'A-01-06', 'A-01-07', 'A-01-08', 'A-01-09', 'A-01-10']);
    expect(page.Data[0]).toMatchObject({ ShelvesWide: '40.00', ShelvesHigh: '30.50', ShelvesLength: '60.00', ResidualHigh: '30.50', GoodsQuantity: 0, IsExistingGoods: false, WarehouseName: 'Main', WarehousePartitionName: 'Zone A', IsDeactivate: false });
    const [row] = await t.db.select().from(shelves).where(eq(shelves.id, page.Data[2]!.Id));
    expect(row).toMatchObject({ prefix: 'A', separator: '-', layer: 1, column: 3 });
    // Every shelf got its log row in the same statement.
    const logs = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Shelf'), eq(auditLogs.action, 'BatchAdd')));
    expect(logs).toHaveLength(50);
    expect(logs[0]).toMatchObject({ siteId: site.id, actorId: admin.id, after: { First: 'A-01-01', Last: 'A-05-10', PartitionName: 'Zone A' } });
  });

  it('refuses the whole batch when one number exists, and writes nothing', async () => {
    const before = await t.db.$count(shelves);
    const res = await batch({ Prefix: 'A', Separator: '-', Rows: 2, Columns: 10, StartRow: 5 });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'Prefix: the warehouse already has shelf A-05-01, A-05-02, A-05-03, A-05-04, A-05-05']);
    expect(await t.db.$count(shelves)).toBe(before);
    expect(await shelfCount(zoneA)).toBe(50);
    // The same numbers are free in another warehouse.
    ok(await batch({ Prefix: 'A', Separator: '-', Rows: 1, Columns: 2, WarehouseId: otherWarehouseId, PartitionId: zoneElsewhere }));
  });

  it('checks its fields: prefix, counts, padding, separator, the partition', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Rows: 1, Columns: 1 }, 'Prefix: cannot be empty'],
      [{ Prefix: 'B', Columns: 1 }, 'Rows: cannot be empty'],
      [{ Prefix: 'B', Rows: 0, Columns: 1 }, 'Rows: must be at least 1'],
      [{ Prefix: 'B', Rows: 101, Columns: 100 }, 'Columns: at most 10000 shelves per batch (10100 asked)'],
      [{ Prefix: 'B 1', Rows: 1, Columns: 1 }, 'Prefix: letters, digits and - _ . / only'],
      [{ Prefix: '货架', Rows: 1, Columns: 1 }, 'Prefix: letters, digits and - _ . / only'],
      [{ Prefix: 'B', Rows: 1, Columns: 1, Separator: '*' }, 'Separator: is not an allowed value'],
      [{ Prefix: 'B', Rows: 1, Columns: 1, LayerPaddingBits: 7 }, 'LayerPaddingBits: must be at most 6'],
      [{ Prefix: 'B', Rows: 1, Columns: 1, ShelvesWide: '1.234' }, 'ShelvesWide: too many decimal places'],
      [{ Prefix: 'B', Rows: 1, Columns: 1, PartitionId: zoneElsewhere }, 'PartitionId: the partition does not exist, is disabled or is not in the chosen warehouse'],
      [{ Prefix: 'B', Rows: 1, Columns: 1, WarehouseId: theirWarehouse, PartitionId: theirPartition }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
      // Without separator or padding, layer 1 column 11 and layer 11 column 1 both read B111.
      [{ Prefix: 'B', Rows: 11, Columns: 11, LayerPaddingBits: 0, ColumnPaddingBits: 0 }, 'Separator: the warehouse already has shelf B111'],
    ];
    for (const [body, message] of cases) {
      const res = await batch(body);
      expect([res.Code, res.Message], message).toEqual([ErrorCode.InvalidInput, message]);
    }
    const zh = await call(t, api.batchAddShelves, { WarehouseId: warehouseId, PartitionId: zoneA, Rows: 1, Columns: 1 }, { token: admin.token, language: '1' });
    expect(zh.Message).toBe('Prefix：不能为空');
  });
});

describe('one shelf', () => {
  it('is created, read, edited (moving partition keeps both counts) and logged', async () => {
    const id = ok(await call(t, api.establishShelves, { WarehouseId: warehouseId, PartitionId: zoneB, ShelvesNumber: 'b-09', ShelvesWide: '10' }, { token: admin.token })).Id;
    expect(await shelfCount(zoneB)).toBe(1);
    const detail = ok(await call(t, api.getShelvesById, { Id: id }, { token: admin.token }));
    expect(detail).toMatchObject({ ShelvesNumber: 'B-09', ShelvesWide: '10.00', WarehouseName: 'Main', WarehousePartitionName: 'Zone B', SiteId: site.id });
    const duplicate = await call(t, api.establishShelves, { WarehouseId: warehouseId, PartitionId: zoneA, ShelvesNumber: 'B-09' }, { token: admin.token });
    expect([duplicate.Code, duplicate.Message]).toEqual([ErrorCode.InvalidInput, 'ShelvesNumber: the warehouse already has shelf B-09']);
    const missing = await call(t, api.establishShelves, { WarehouseId: warehouseId, PartitionId: zoneA }, { token: admin.token });
    expect(missing.Message).toBe('ShelvesNumber: cannot be empty');
    expect((await call(t, api.establishShelves, { ShelvesNumber: 'X' }, { token: admin.token })).Message).toBe('WarehouseId: cannot be empty; PartitionId: cannot be empty');

    const edited = ok(await call(t, api.editShippingAddress, { Id: id, PartitionId: zoneA, ShelvesNumber: 'B-10', ShelvesWide: '12.5', ShelvesHigh: '5' }, { token: admin.token }));
    expect(edited).toMatchObject({ ShelvesNumber: 'B-10', ShelvesWide: '12.50', WarehousePartitionName: 'Zone A' });
    expect([await shelfCount(zoneA), await shelfCount(zoneB)]).toEqual([51, 0]);
    const taken = await call(t, api.editShippingAddress, { Id: id, PartitionId: zoneA, ShelvesNumber: 'A-01-01' }, { token: admin.token });
    expect(taken.Message).toBe('ShelvesNumber: the warehouse already has shelf A-01-01');
    const otherWarehouse = await call(t, api.editShippingAddress, { Id: id, PartitionId: zoneElsewhere, ShelvesNumber: 'B-10' }, { token: admin.token });
    expect(otherWarehouse.Message).toBe('PartitionId: the partition does not exist, is disabled or is not in the chosen warehouse');

    const logs = ok(await call(t, api.getShelveLogs, { Id: id }, { token: admin.token }));
    expect(logs.Data.map((l) => [l.OperationType, l.OperationTypeName])).toEqual([
      [api.ShelfOperationType.Edit, 'Edited'],
      [api.ShelfOperationType.Establish, 'Created'],
    ]);
    expect(logs.Data[0]!.Content).toBe('Changed: Shelf number B-09 → B-10; Partition Zone B → Zone A; Width 10.00 → 12.50; Height 0.00 → 5.00');
    expect(logs.Data[1]).toMatchObject({ Content: 'Shelf B-09 created in Main / Zone B', OperatorName: admin.userName });
    const zh = (await call(t, api.getShelveLogs, { Id: id }, { token: admin.token, language: '1' })).Data;
    expect(zh.Data[1]!.Content).toBe('新增货架 B-09（Main / Zone B）');
  });

  it('is deactivated and activated (pickers skip it), and deleted only when empty', async () => {
    const ids = [await idOf('A-02-01'), await idOf('A-02-02')];
    expect(ok(await call(t, api.isDeactivateShelves, { Ids: ids, IsDeactivate: true }, { token: admin.token }))).toEqual({ Count: 2 });
    const picker = ok(await call(t, api.getShelves, { Content: 'A-02', IsDeactivate: false }, { token: admin.token }));
    expect(picker.Data.map((s) => s.ShelvesNumber)).not.toContain('A-02-01');
    expect(picker.Total).toBe(8);
    expect(ok(await call(t, api.isDeactivateShelves, { Ids: ids, IsDeactivate: false }, { token: admin.token }))).toEqual({ Count: 2 });
    const log = ok(await call(t, api.getShelveLogs, { Id: ids[0]! }, { token: admin.token }));
    expect(log.Data.slice(0, 2).map((l) => l.Content)).toEqual(['Shelf activated', 'Shelf deactivated']);
    expect((await call(t, api.isDeactivateShelves, { Ids: [] }, { token: admin.token })).Message).toBe('Ids: select at least one; IsDeactivate: cannot be empty');

    await putGoods(ids[1]!, 2);
    const refused = await call(t, api.deleteShelves, { Ids: ids }, { token: admin.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The shelf “A-02-02” still holds 2 goods; transfer them first']);
    expect(await t.db.select({ id: shelves.id }).from(shelves).where(inArray(shelves.id, ids))).toHaveLength(2);
    await putGoods(ids[1]!, 0);
    expect(ok(await call(t, api.deleteShelves, { Ids: ids }, { token: admin.token }))).toEqual({ Count: 2 });
    expect(await shelfCount(zoneA)).toBe(49);
    const [deleted] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Shelf'), eq(auditLogs.entityId, String(ids[0])), eq(auditLogs.action, 'Delete')));
    expect(deleted).toMatchObject({ actorId: admin.id, before: { ShelvesNumber: 'A-02-01' } });
  });
});

describe('transfer goods', () => {
  it('moves some goods with their share of the used space, then all of them', async () => {
    const [from, to] = [await idOf('A-03-01'), await idOf('A-03-02')];
    await putGoods(from, 10, '30');
    const some = ok(await call(t, api.transferGoods, { Id: from, TargetId: to, Quantity: 3 }, { token: admin.token }));
    expect(some.Source).toMatchObject({ GoodsQuantity: 7, UsedWide: '21.00', ResidualWide: '19.00', IsExistingGoods: true });
    expect(some.Target).toMatchObject({ GoodsQuantity: 3, UsedWide: '9.00' });
    const all = ok(await call(t, api.transferGoodsAll, { Id: from, TargetId: to }, { token: admin.token }));
    expect(all.Source).toMatchObject({ GoodsQuantity: 0, UsedWide: '0.00', IsExistingGoods: false });
    expect(all.Target).toMatchObject({ GoodsQuantity: 10, UsedWide: '30.00' });
    const logs = ok(await call(t, api.getShelveLogs, { Id: to }, { token: admin.token }));
    expect(logs.Data.slice(0, 2).map((l) => [l.OperationTypeName, l.Content])).toEqual([
      ['Goods moved in', 'Received 7 goods from A-03-01; 10 now'],
      ['Goods moved in', 'Received 3 goods from A-03-01; 3 now'],
    ]);
    expect(ok(await call(t, api.getShelveLogs, { Id: from }, { token: admin.token })).Data[0]!.Content).toBe('Moved 7 goods to A-03-02; 0 left');
  });

  it('refuses a bad target or quantity and changes nothing', async () => {
    const [from, to, off] = [await idOf('A-04-01'), await idOf('A-04-02'), await idOf('A-04-03')];
    const elsewhere = await idOf('A-01-01', otherWarehouseId);
    const theirs = ok(await call(t, api.establishShelves, { WarehouseId: theirWarehouse, PartitionId: theirPartition, ShelvesNumber: 'T-1' }, { token: otherAdmin.token })).Id;
    await putGoods(from, 4);
    await call(t, api.isDeactivateShelves, { Ids: [off], IsDeactivate: true }, { token: admin.token });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ Id: from, TargetId: from, Quantity: 1 }, ErrorCode.InvalidInput, 'TargetId: the target must be another active shelf of the same warehouse'],
      [{ Id: from, TargetId: off, Quantity: 1 }, ErrorCode.InvalidInput, 'TargetId: the target must be another active shelf of the same warehouse'],
      [{ Id: from, TargetId: elsewhere, Quantity: 1 }, ErrorCode.InvalidInput, 'TargetId: the target must be another active shelf of the same warehouse'],
      [{ Id: from, TargetId: theirs, Quantity: 1 }, ErrorCode.InvalidInput, 'TargetId: the target must be another active shelf of the same warehouse'],
      [{ Id: from, TargetId: to, Quantity: 5 }, ErrorCode.InvalidInput, 'Quantity: the shelf “A-04-01” holds only 4 goods'],
      [{ Id: from, TargetId: to, Quantity: 0 }, ErrorCode.InvalidInput, 'Quantity: must be at least 1'],
      [{ Id: to, TargetId: from, Quantity: 1 }, ErrorCode.BusinessRule, 'The shelf “A-04-02” holds no goods'],
      [{ Id: theirs, TargetId: to, Quantity: 1 }, ErrorCode.NotFound, 'NotFound'],
    ];
    for (const [body, code, message] of cases) {
      const res = await call(t, api.transferGoods, body, { token: admin.token });
      expect([res.Code, code === ErrorCode.NotFound ? 'NotFound' : res.Message], message).toEqual([code, message]);
    }
    const rows = await t.db.select({ id: shelves.id, n: shelves.goodsQuantity }).from(shelves).where(inArray(shelves.id, [from, to]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.n]))).toEqual({ [from]: 4, [to]: 0 });
  });

  describeOnPostgres('at the same time (PostgreSQL: concurrent transactions)', () => {
    it('keeps both counts right under concurrent transfers in both directions', async () => {
      const [a, b] = [await idOf('A-05-01'), await idOf('A-05-02')];
      await putGoods(a, 50);
      await putGoods(b, 50);
      const moves = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? { Id: a, TargetId: b, Quantity: 3 } : { Id: b, TargetId: a, Quantity: 2 }));
      const results = await Promise.all(moves.map((body) => call(t, api.transferGoods, body, { token: admin.token })));
      expect(results.map((r) => r.Code)).toEqual(moves.map(() => 0));
      const rows = await t.db.select({ id: shelves.id, n: shelves.goodsQuantity }).from(shelves).where(inArray(shelves.id, [a, b]));
      const counts = Object.fromEntries(rows.map((r) => [r.id, r.n]));
      expect(counts).toEqual({ [a]: 50 - 10 * 3 + 10 * 2, [b]: 50 + 10 * 3 - 10 * 2 });
      const logged = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Shelf'), eq(auditLogs.entityId, String(a)), inArray(auditLogs.action, ['TransferOut', 'TransferIn'])));
      expect(logged).toHaveLength(20);
    });
  });
});

describe('the list', () => {
  it('pages and sorts by number or creation, and counts with and without filters', async () => {
    const all = ok(await call(t, api.getShelves, { WarehouseId: warehouseId, rows: 10, index: 2 }, { token: admin.token }));
    expect(all.Total).toBe(49);
    expect(all.Data.map((s) => s.ShelvesNumber)).toEqual(['A-02-03', 'A-02-04', 'A-02-05', 'A-02-06', 'A-02-07', 'A-02-08', 'A-02-09', 'A-02-10', 'A-03-01', 'A-03-02']);
    const descending = ok(await call(t, api.getShelves, { WarehouseId: warehouseId, sortType: 1, descendingOrder: true, rows: 10 }, { token: admin.token }));
    expect(descending.Data[0]!.ShelvesNumber).toBe('B-10');
    const newest = ok(await call(t, api.getShelves, { WarehouseId: warehouseId, sortType: 2, descendingOrder: true, rows: 10 }, { token: admin.token }));
    expect(newest.Data[0]!.ShelvesNumber).toBe('B-10');
    const zone = ok(await call(t, api.getShelvesByPartition, { PartitionId: zoneA, Content: 'A-05', rows: 10 }, { token: admin.token }));
    expect([zone.Total, zone.Data[0]!.ShelvesNumber]).toEqual([10, 'A-05-01']);
    // Wildcards in Content are literal characters.
    expect(ok(await call(t, api.getShelves, { Content: 'A_0' }, { token: admin.token })).Total).toBe(0);
    expect(ok(await call(t, api.getShelves, { WarehouseId: theirWarehouse }, { token: admin.token }))).toEqual({ Data: [], Total: 0 });
  });
});

describe('access', () => {
  it('never shows or changes another site’s shelves', async () => {
    const theirs = ok(await call(t, api.establishShelves, { WarehouseId: theirWarehouse, PartitionId: theirPartition, ShelvesNumber: 'T-2' }, { token: otherAdmin.token })).Id;
    expect(ok(await call(t, api.getShelves, { rows: 100, Content: 'T-' }, { token: admin.token })).Data).toEqual([]);
    for (const c of [api.getShelvesById, api.getShelveLogs]) expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    expect((await call(t, api.editShippingAddress, { Id: theirs, PartitionId: zoneA, ShelvesNumber: 'MINE' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.deleteShelves, { Ids: [theirs] }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.isDeactivateShelves, { Ids: [theirs], IsDeactivate: true }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.establishShelves, { WarehouseId: theirWarehouse, PartitionId: theirPartition, ShelvesNumber: 'T-3' }, { token: admin.token })).Code).toBe(ErrorCode.InvalidInput);
    const [row] = await t.db.select().from(shelves).where(eq(shelves.id, theirs));
    expect(row).toMatchObject({ shelvesNumber: 'T-2', isDeactivate: false });
  });

  it('answers 403 without the permission, and to customers', async () => {
    const noGrant = await createUser(t, { site, grants: [] });
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const calls = [api.getShelves, api.establishShelves, api.getShelvesById, api.editShippingAddress, api.deleteShelves, api.batchAddShelves, api.isDeactivateShelves, api.transferGoods, api.transferGoodsAll, api.getShelvesByPartition, api.getShelveLogs, api.getPrintShelveData, api.getPrintShelveReport];
    for (const c of calls) {
      expect((await call(t, c, { Id: 1, Ids: [1], TargetId: 2, Quantity: 1, PartitionId: 1, WarehouseId: 1, ShelvesNumber: 'X', Prefix: 'X', Rows: 1, Columns: 1, IsDeactivate: true }, { token: noGrant.token })).status, c.path).toBe(403);
      expect((await call(t, c, {}, { token: customer.token })).status, c.path).toBe(403);
    }
  });
});
