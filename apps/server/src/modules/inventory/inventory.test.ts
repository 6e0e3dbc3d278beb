import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { commodities as commodityApi, ErrorCode, inventory as api } from '@lbo/contracts';
import { call, createTestApp, createUser, describeOnPostgres, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ok, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { rowsOf } from '../../platform/db.ts';
import { commodities } from '../commodities/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { moveStock, stockOf, type StockMove } from './index.ts';
import { stockEvents, stockMovements, stocks } from './tables.ts';

const { StockBucket, StockMovementType } = api;

let t: TestApp;
let w: StaffWorld;
let bob: TestUser;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
  bob = await createUser(t, { site: w.site, type: 'user', grants: 'all' });
  actor = { userId: w.admin.id, siteId: w.site.id, population: 'backstage', isSuperUser: false };
}, 240_000);
afterAll(() => t.close());

let serial = 0;
async function commodity(ownerId = w.customer.id) {
  serial += 1;
  const [row] = await t.db
    .insert(commodities)
    .values({ siteId: w.site.id, ownerId, commodityCode: `INV-${serial}`, commoditySku: `INV-SKU-${serial}`, name: `商品 ${serial}`, salesMode: 1, auditStatus: 2 })
    .returning({ id: commodities.id });
  return row!.id;
}

/** Stock put straight through the ledger, as inbound documents will. */
async function receive(commodityId: number, quantity: number, shelfId: number | null = w.shelfIds[0]!, ownerId = w.customer.id) {
  const key = `test:${crypto.randomUUID()}`;
  await t.db.transaction((tx) =>
    moveStock(tx, actor, { key, documentType: 'Test', documentId: null }, [
      { ownerId, commodityId, warehouseId: w.warehouseId, from: null, to: StockBucket.Available, toShelfId: shelfId, quantity, type: StockMovementType.Adjust },
    ]),
  );
}

const place = (CommodityId: number) => ({ CommodityId, WarehouseId: w.warehouseId });
const goodsOn = async (id: number) => (await t.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, id)))[0]!.n;
const movementsOf = async (commodityId: number) => t.db.select().from(stockMovements).where(eq(stockMovements.commodityId, commodityId)).orderBy(stockMovements.id);

describe('moveStock, the one entry point', () => {
  it('applies an event once: the same key again does nothing', async () => {
    const c = await commodity();
    const move: StockMove = { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: null, to: StockBucket.InTransit, quantity: 7, type: StockMovementType.InboundAnnounced };
    const event = { key: `inbound:${c}`, documentType: 'Inbound', documentId: 42 };
    expect(await t.db.transaction((tx) => moveStock(tx, actor, event, [move]))).toBe('applied');
    expect(await t.db.transaction((tx) => moveStock(tx, actor, event, [move]))).toBe('already-applied');
    expect(await stockOf(t.db, c, w.warehouseId)).toEqual({ total: 0, available: 0, frozen: 0, defective: 0, question: 0, inTransit: 7 });
    const [m] = await movementsOf(c);
    expect(await movementsOf(c)).toHaveLength(1);
    expect(m).toMatchObject({ fromBucket: null, toBucket: StockBucket.InTransit, toBefore: 0, toAfter: 7, documentType: 'Inbound', documentId: 42, operatorId: w.admin.id });
  });

  it('refuses a bucket going below zero, naming it, and writes nothing of the event', async () => {
    const c = await commodity();
    await receive(c, 3);
    const before = await goodsOn(w.shelfIds[0]!);
    const error = await t.db
      .transaction((tx) =>
        moveStock(tx, actor, { key: `out:${c}`, documentType: 'Outbound', documentId: null }, [
          { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: StockBucket.Available, to: null, fromShelfId: w.shelfIds[0]!, quantity: 2, type: StockMovementType.Outbound },
          { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: StockBucket.Available, to: null, fromShelfId: w.shelfIds[0]!, quantity: 2, type: StockMovementType.Outbound },
        ]),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.BusinessRule, key: 'StockNotEnough', params: { field: 'AvailableQuantity', have: 1, quantity: 2 } });
    expect((await stockOf(t.db, c, w.warehouseId)).available).toBe(3);
    expect(await movementsOf(c)).toHaveLength(1);
    expect(await t.db.select().from(stockEvents).where(eq(stockEvents.eventKey, `out:${c}`))).toEqual([]);
    expect(await goodsOn(w.shelfIds[0]!)).toBe(before);
  });

  it('keeps the shelves’ goods quantities: in, across shelves, out', async () => {
    const c = await commodity();
    const [a, b] = w.shelfIds as [number, number];
    const [ga, gb] = [await goodsOn(a), await goodsOn(b)];
    await receive(c, 10, a);
    await t.db.transaction((tx) =>
      moveStock(tx, actor, { key: `move:${c}`, documentType: 'Test', documentId: null }, [
        { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: StockBucket.Available, to: StockBucket.Available, fromShelfId: a, toShelfId: b, quantity: 4, type: StockMovementType.MoveShelf },
        { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: StockBucket.Available, to: StockBucket.Frozen, fromShelfId: b, toShelfId: b, quantity: 1, type: StockMovementType.Freeze },
      ]),
    );
    expect([(await goodsOn(a)) - ga, (await goodsOn(b)) - gb]).toEqual([6, 4]);
    expect(await stockOf(t.db, c, w.warehouseId)).toMatchObject({ total: 10, available: 9, frozen: 1 });
  });

  it('refuses a shelf of another warehouse', async () => {
    const c = await commodity();
    const error = await t.db
      .transaction((tx) =>
        moveStock(tx, actor, { key: `wrong:${c}`, documentType: 'Test', documentId: null }, [
          { ownerId: w.customer.id, commodityId: c, warehouseId: w.warehouseId, from: null, to: StockBucket.Available, toShelfId: w.secondShelfId, quantity: 1, type: StockMovementType.Adjust },
        ]),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.InvalidInput, key: 'StockShelfNotInWarehouse', params: { field: 'ToShelfId' } });
  });
});

describe('lists', () => {
  it('lists stock per commodity and warehouse, expands to shelves, and a merchant sees only their own', async () => {
    const c = await commodity();
    await receive(c, 5, w.shelfIds[0]!);
    await receive(c, 2, w.shelfIds[1]!);
    const sku = `INV-SKU-${serial}`;
    const list = ok(await call(t, api.getInventory, { Content: sku, rows: 100 }, { token: w.admin.token }));
    expect(list.Data).toEqual([expect.objectContaining({ CommodityId: c, CommoditySku: sku, WarehouseName: 'Main', TotalQuantity: 7, AvailableQuantity: 7, FrozenQuantity: 0, EarlyWarningQuantity: null, BelowWarning: false })]);
    expect(ok(await call(t, api.getInventory, { ShelfId: w.shelfIds[1]!, rows: 100 }, { token: w.admin.token })).Data.map((r) => r.CommodityId)).toContain(c);
    const places = ok(await call(t, api.getInventoryShelves, place(c), { token: w.admin.token }));
    expect(places.map((p) => [p.ShelvesNumber, p.AvailableQuantity])).toEqual([
      ['A-01-01', 5],
      ['A-01-02', 2],
    ]);
    expect(ok(await call(t, api.getUserInventory, { Content: sku, rows: 100 }, { token: w.customer.token })).Data).toHaveLength(1);
    expect(ok(await call(t, api.getUserInventory, { Content: sku, rows: 100 }, { token: bob.token })).Data).toEqual([]);
    expect(ok(await call(t, api.getInventory, { Content: sku, rows: 100 }, { token: w.other.token })).Data).toEqual([]);
    expect((await call(t, api.getInventory, { rows: 100 }, { token: w.clerk.token })).status).toBe(403);
    expect((await call(t, api.getInventory, { rows: 7 }, { token: w.admin.token })).Message).toMatch(/^rows:/);
  });

  it('shows the ledger newest first; a merchant reads no staff names', async () => {
    const c = await commodity();
    await receive(c, 5);
    ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 2, Reason: 'damaged box' }, { token: w.admin.token }));
    const staffView = ok(await call(t, api.getStockMovements, { ...place(c), rows: 10 }, { token: w.admin.token }));
    expect(staffView.Total).toBe(2);
    expect(staffView.Data[0]).toMatchObject({ Type: StockMovementType.Freeze, Quantity: 2, FromBucket: StockBucket.Available, FromBefore: 5, FromAfter: 3, ToBucket: StockBucket.Frozen, ToBefore: 0, ToAfter: 2, FromShelvesNumber: 'A-01-01', Reason: 'damaged box', OperatorName: w.admin.userName });
    const merchantView = ok(await call(t, api.getUserStockMovements, { ...place(c), rows: 10 }, { token: w.customer.token }));
    expect(merchantView.Data[0]!.OperatorName).toBe('');
    expect(ok(await call(t, api.getUserStockMovements, { ...place(c), rows: 10 }, { token: bob.token })).Total).toBe(0);
    expect(ok(await call(t, api.getStockMovements, { ...place(c), rows: 10 }, { token: w.other.token })).Total).toBe(0);
  });
});

describe('staff actions', () => {
  it('freezes and unfreezes; refuses more than there is with nothing written', async () => {
    const c = await commodity();
    await receive(c, 4);
    const frozen = ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 3, Reason: '' }, { token: w.admin.token }));
    expect(frozen[0]).toMatchObject({ AvailableQuantity: 1, FrozenQuantity: 3, TotalQuantity: 4 });
    const tooMuch = await call(t, api.unfreezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 5 }, { token: w.admin.token });
    expect([tooMuch.Code, tooMuch.Message]).toEqual([ErrorCode.BusinessRule, `FrozenQuantity: commodity INV-SKU-${serial} has only 3 frozen, not 5`]);
    expect(await movementsOf(c)).toHaveLength(2);
    const chinese = await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 9 }, { token: w.admin.token, language: '1' });
    expect(chinese.Message).toBe(`AvailableQuantity：商品 INV-SKU-${serial} 的可用库存只有 1，不够 9`);
    expect(ok(await call(t, api.unfreezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 3 }, { token: w.admin.token }))[0]).toMatchObject({ AvailableQuantity: 4, FrozenQuantity: 0 });
  });

  it('refuses bad input, another site’s stock, and callers without the permission', async () => {
    const c = await commodity();
    await receive(c, 4);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...place(c), Quantity: 0 }, 'Quantity: must be at least 1'],
      [{ ...place(c), Quantity: 2 ** 31 }, 'Quantity'],
      [{ WarehouseId: w.warehouseId, Quantity: 1 }, 'CommodityId'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.freezeStock, body, { token: w.admin.token });
      expect([res.Code, res.Message.startsWith(message)], message).toEqual([ErrorCode.InvalidInput, true]);
    }
    expect((await call(t, api.freezeStock, { ...place(c), Quantity: 1 }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 1 }, { token: w.clerk.token })).status).toBe(403);
    expect((await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 1 }, { token: w.customer.token })).status).toBe(403);
    const elsewhere = await call(t, api.freezeStock, { CommodityId: c, WarehouseId: w.otherWarehouseId, Quantity: 1 }, { token: w.admin.token });
    expect(elsewhere.Code).toBe(ErrorCode.NotFound);
  });

  it('adjusts with a reason, up and down, and never below zero', async () => {
    const c = await commodity();
    await receive(c, 2);
    const noReason = await call(t, api.adjustStock, { ...place(c), ShelfId: w.shelfIds[0]!, Bucket: StockBucket.Available, Quantity: -1 }, { token: w.admin.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    const frozenBucket = await call(t, api.adjustStock, { ...place(c), Bucket: StockBucket.Frozen, Quantity: 1, Reason: 'x' }, { token: w.admin.token });
    expect(frozenBucket.Code).toBe(ErrorCode.InvalidInput);
    const zero = await call(t, api.adjustStock, { ...place(c), Bucket: StockBucket.Available, Quantity: 0, Reason: 'x' }, { token: w.admin.token });
    expect(zero.Message).toBe('Quantity: cannot be 0');
    ok(await call(t, api.adjustStock, { ...place(c), ShelfId: w.shelfIds[0]!, Bucket: StockBucket.Defective, Quantity: 3, Reason: 'found broken' }, { token: w.admin.token }));
    ok(await call(t, api.adjustStock, { ...place(c), ShelfId: w.shelfIds[0]!, Bucket: StockBucket.Available, Quantity: -2, Reason: 'lost' }, { token: w.admin.token }));
    const below = await call(t, api.adjustStock, { ...place(c), ShelfId: w.shelfIds[0]!, Bucket: StockBucket.Available, Quantity: -1, Reason: 'lost' }, { token: w.admin.token });
    expect(below.Code).toBe(ErrorCode.BusinessRule);
    expect(await stockOf(t.db, c, w.warehouseId)).toMatchObject({ total: 3, available: 0, defective: 3 });
    expect((await movementsOf(c)).map((m) => m.reason)).toEqual(['', 'found broken', 'lost']);
  });

  it('moves stock between shelves, keeping both shelves’ goods', async () => {
    const c = await commodity();
    const [a, , z] = w.shelfIds as [number, number, number];
    await receive(c, 5, a);
    const [ga, gz] = [await goodsOn(a), await goodsOn(z)];
    const moved = ok(await call(t, api.moveStockShelf, { ...place(c), FromShelfId: a, ToShelfId: z, Bucket: StockBucket.Available, Quantity: 5 }, { token: w.admin.token }));
    expect(moved.map((p) => [p.ShelvesNumber, p.AvailableQuantity])).toEqual([
      ['A-01-01', 0],
      ['A-01-03', 5],
    ]);
    expect([(await goodsOn(a)) - ga, (await goodsOn(z)) - gz]).toEqual([-5, 5]);
    const same = await call(t, api.moveStockShelf, { ...place(c), FromShelfId: z, ToShelfId: z, Bucket: StockBucket.Available, Quantity: 1 }, { token: w.admin.token });
    expect(same.Message).toBe('ToShelfId: the goods would stay where they are');
    const otherWarehouse = await call(t, api.moveStockShelf, { ...place(c), FromShelfId: z, ToShelfId: w.secondShelfId, Bucket: StockBucket.Available, Quantity: 1 }, { token: w.admin.token });
    expect([otherWarehouse.Code, otherWarehouse.Message]).toEqual([ErrorCode.InvalidInput, 'ToShelfId: shelf B-01-01 is not in this warehouse or is deactivated']);
  });

  it('takes stock of a shelf: differences become stock-take movements, the same count again changes nothing', async () => {
    const c = await commodity();
    const d = await commodity();
    const shelf = w.shelfIds[1]!;
    await receive(c, 10, shelf);
    const body = { ShelfId: shelf, Lines: [{ CommodityId: c, AvailableQuantity: 8, DefectiveQuantity: 1 }, { CommodityId: d, AvailableQuantity: 2 }] };
    const first = ok(await call(t, api.stockTake, body, { token: w.admin.token }));
    expect(first.Differences).toEqual([
      { CommodityId: c, Bucket: StockBucket.Available, Quantity: -2 },
      { CommodityId: c, Bucket: StockBucket.Defective, Quantity: 1 },
      { CommodityId: d, Bucket: StockBucket.Available, Quantity: 2 },
    ]);
    expect(ok(await call(t, api.stockTake, body, { token: w.admin.token })).Differences).toEqual([]);
    const books = ok(await call(t, api.getShelfStock, { ShelfId: shelf }, { token: w.admin.token }));
    expect(books.filter((r) => r.CommodityId === c || r.CommodityId === d).map((r) => [r.CommodityId, r.AvailableQuantity, r.DefectiveQuantity])).toEqual([
      [c, 8, 1],
      [d, 2, 0],
    ]);
    expect((await call(t, api.getShelfStock, { ShelfId: shelf }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await movementsOf(c)).filter((m) => m.type === StockMovementType.StockTake)).toHaveLength(2);
    expect(await stockOf(t.db, d, w.warehouseId)).toMatchObject({ available: 2, total: 2 });
    const twice = await call(t, api.stockTake, { ShelfId: shelf, Lines: [{ CommodityId: c, AvailableQuantity: 1 }, { CommodityId: c, AvailableQuantity: 2 }] }, { token: w.admin.token });
    expect(twice.Message).toBe('Lines: each commodity once');
    expect((await call(t, api.stockTake, body, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.stockTake, body, { token: w.clerk.token })).status).toBe(403);
  });
});

describe('early warning', () => {
  it('tells the merchant once when available stock falls below it, and staff list it', async () => {
    const c = await commodity();
    await receive(c, 10);
    ok(await call(t, api.setUserEarlyWarningQuantity, { ...place(c), Quantity: 5 }, { token: w.customer.token }));
    const warned = async () => (await t.db.select().from(userMessages).where(and(eq(userMessages.ownerId, w.customer.id), eq(userMessages.infoType, 'StockEarlyWarning')))).filter((m) => m.message.includes(`INV-SKU-${serial} `) || m.message.includes(`INV-SKU-${serial}（`));
    const before = (await warned()).length;
    ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 4 }, { token: w.admin.token }));
    expect(await warned()).toHaveLength(before); // 6 left: not below 5
    ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 2 }, { token: w.admin.token }));
    ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 1 }, { token: w.admin.token }));
    const messages = await warned();
    expect(messages).toHaveLength(before + 1); // once per crossing, not per move
    expect(messages.at(-1)!.texts).toMatchObject({ title: 'StockEarlyWarningTitle', params: { available: 4, warning: 5 } });
    const list = ok(await call(t, api.getEarlyWarnings, { rows: 100 }, { token: w.admin.token }));
    expect(list.Data.find((r) => r.CommodityId === c)).toMatchObject({ AvailableQuantity: 3, EarlyWarningQuantity: 5, BelowWarning: true });
    expect(ok(await call(t, api.getUserInventory, { BelowWarning: true, rows: 100 }, { token: w.customer.token })).Data.map((r) => r.CommodityId)).toContain(c);
  });

  it('a merchant sets only their own; staff any of their site', async () => {
    const c = await commodity();
    expect((await call(t, api.setUserEarlyWarningQuantity, { ...place(c), Quantity: 3 }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
    expect(ok(await call(t, api.setEarlyWarningQuantity, { ...place(c), Quantity: 3 }, { token: w.admin.token }))).toEqual({ EarlyWarningQuantity: 3 });
    expect((await call(t, api.setEarlyWarningQuantity, { ...place(c), Quantity: 3 }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.setEarlyWarningQuantity, { ...place(c), Quantity: -1 }, { token: w.admin.token })).Message).toBe('Quantity: must be at least 0');
    expect((await call(t, api.setEarlyWarningQuantity, { ...place(c), Quantity: 3 }, { token: w.clerk.token })).status).toBe(403);
  });
});

describe('the commodity pickers', () => {
  it('carry the available and frozen stock', async () => {
    const c = await commodity();
    await receive(c, 6);
    ok(await call(t, api.freezeStock, { ...place(c), ShelfId: w.shelfIds[0]!, Quantity: 1 }, { token: w.admin.token }));
    const picked = ok(await call(t, commodityApi.getUserCommodityByUserId, { Content: `INV-${serial}`, rows: 100 }, { token: w.customer.token }));
    expect(picked.Data.find((r) => r.Id === c)).toMatchObject({ AvailableQuantity: 5, FrozenQuantity: 1 });
  });
});

describeOnPostgres('the ledger under concurrency (PostgreSQL)', () => {
  it('1,000 concurrent moves over 100 commodities keep every counter equal to its movements and the shelves’ goods whole', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i += 1) ids.push(await commodity());
    const shelvesUsed = w.shelfIds;
    const goodsBefore = await Promise.all(shelvesUsed.map(goodsOn));
    const stockOnShelvesBefore = await Promise.all(shelvesUsed.map((s) => heldOn(s)));
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const moves: StockMove[][] = [];
    for (let i = 0; i < 1000; i += 1) {
      const commodityId = ids[random(100)]!;
      const base = { ownerId: w.customer.id, commodityId, warehouseId: w.warehouseId };
      const a = shelvesUsed[random(3)]!;
      const b = shelvesUsed[random(3)]!;
      const quantity = 1 + random(5);
      const kind = random(5);
      moves.push(
        kind === 0 || kind === 1
          ? [{ ...base, from: null, to: StockBucket.Available, toShelfId: a, quantity, type: StockMovementType.Adjust }]
          : kind === 2
            ? [{ ...base, from: StockBucket.Available, to: null, fromShelfId: a, quantity, type: StockMovementType.Outbound }]
            : kind === 3
              ? [{ ...base, from: StockBucket.Available, to: StockBucket.Frozen, fromShelfId: a, toShelfId: a, quantity, type: StockMovementType.Freeze }]
              : a === b
                ? [{ ...base, from: null, to: StockBucket.InTransit, quantity, type: StockMovementType.InboundAnnounced }]
                : [{ ...base, from: StockBucket.Available, to: StockBucket.Available, fromShelfId: a, toShelfId: b, quantity, type: StockMovementType.MoveShelf }],
      );
    }
    const outcomes = await Promise.all(
      moves.map((m, i) =>
        t.db
          .transaction((tx) => moveStock(tx, actor, { key: `race:${i}`, documentType: 'Race', documentId: null }, m))
          .then(
            () => 'applied',
            (e: unknown) => (e instanceof Error && 'key' in e && e.key === 'StockNotEnough' ? 'refused' : Promise.reject(e)),
          ),
      ),
    );
    expect(outcomes.filter((o) => o === 'applied').length).toBeGreaterThan(300);
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);

    const drift = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        with flows as (
          select to_stock_id as stock_id, to_bucket as bucket, quantity from stock_movements where to_stock_id is not null
          union all
          select from_stock_id, from_bucket, -quantity from stock_movements where from_stock_id is not null
        ), sums as (
          select stock_id, coalesce(sum(quantity) filter (where bucket = 1), 0) as in_transit, coalesce(sum(quantity) filter (where bucket = 2), 0) as available,
            coalesce(sum(quantity) filter (where bucket = 3), 0) as frozen, coalesce(sum(quantity) filter (where bucket = 4), 0) as defective, coalesce(sum(quantity) filter (where bucket = 5), 0) as question
          from flows group by stock_id
        )
        select s.id from stocks s left join sums m on m.stock_id = s.id
        where s.commodity_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          and (s.in_transit <> coalesce(m.in_transit, 0) or s.available <> coalesce(m.available, 0) or s.frozen <> coalesce(m.frozen, 0)
            or s.defective <> coalesce(m.defective, 0) or s.question <> coalesce(m.question, 0) or s.total <> s.available + s.frozen + s.defective + s.question)`),
    );
    expect(drift).toEqual([]);
    const events = await t.db.select({ n: sql<number>`count(*)::int` }).from(stockEvents).where(sql`${stockEvents.eventKey} like 'race:%'`);
    expect(events[0]!.n).toBe(outcomes.filter((o) => o === 'applied').length);
    for (const [i, shelf] of shelvesUsed.entries()) {
      expect((await goodsOn(shelf)) - goodsBefore[i]!).toBe((await heldOn(shelf)) - stockOnShelvesBefore[i]!);
    }
  }, 240_000);
});

async function heldOn(shelfId: number) {
  const [row] = await t.db.select({ n: sql<number>`coalesce(sum(${stocks.total}), 0)::int` }).from(stocks).where(eq(stocks.shelfId, shelfId));
  return row!.n;
}
