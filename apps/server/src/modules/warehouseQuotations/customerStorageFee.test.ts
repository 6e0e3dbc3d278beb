import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodities as commodityContract, ErrorCode, inventory, shelves as shelvesApi, warehousePartitions as partitionApi, warehouseQuotation as api } from '@lbo/contracts';
import { call, createUser, createTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { quotationSite, type QuotationSite } from '../../../test/quotationTestData.ts';
import type { Actor } from '../../platform/auth.ts';
import { commodities } from '../commodities/tables.ts';
import { moveStock, type StockMove } from '../inventory/index.ts';
import { stockEvents, stockMovements } from '../inventory/tables.ts';
import { shelves } from '../shelves/tables.ts';

/**
 * The calculator on a customer's real stock: the lines come from the inventory ledger (moves made
 * through moveStock, then dated back to the day the story needs). Quotation: 7 rent-free days,
 * 2.00 per m³ and 0.10 per piece a day, ultra-long after 30 days at 3.00 and 0.15.
 */

const { StockBucket, StockMovementType } = inventory;
let t: TestApp;
let s: QuotationSite;
let other: QuotationSite;
let customer: TestUser;
let quotationId: number;
let warehouseId: number;
let shelfIds: number[];
let actor: Actor;

const ok = <T>(res: { Code: number; Message: string; Data: T }) => {
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};

const quotation = (who: QuotationSite, overrides: Record<string, unknown> = {}) =>
  call(
    t,
    api.addWarehouseQuotation,
    {
      Name: `Storage ${Math.random()}`,
      CurrencyCode: 'CNY',
      RentFreeDays: 7,
      CubicAmount: '2',
      SinglePieceAmount: '0.1',
      UltraLongInventoryTime: 30,
      UltraLongInventoryCubicAmount: '3',
      UltraLongInventorySinglePieceAmount: '0.15',
      StartDate: '2026-01-01',
      ...overrides,
    },
    { token: who.admin.token },
  ).then((r) => ok(r).Id);

async function commodity(ownerId: number, code: string, size: { length: string; width: string; height: string } | null) {
  const [row] = await t.db
    .insert(commodities)
    .values({
      siteId: s.site.id,
      ownerId,
      commodityCode: code,
      commoditySku: code,
      name: `Goods ${code}`,
      salesMode: commodityContract.SalesMode.OnSale,
      auditStatus: commodityContract.AuditStatus.Pending,
      ...size,
    })
    .returning({ id: commodities.id });
  return row!.id;
}

/** One business event through the ledger, dated at noon (server time) of `day` (March 2026 unless `month` says). */
async function move(key: string, day: number, moves: Omit<StockMove, 'ownerId' | 'warehouseId'>[], ownerId = customer.id, month = 3) {
  await t.db.transaction((tx) => moveStock(tx, actor, { key, documentType: 'Test', documentId: null }, moves.map((m) => ({ ...m, ownerId, warehouseId }))));
  const [event] = await t.db.select({ id: stockEvents.id }).from(stockEvents).where(eq(stockEvents.eventKey, key));
  await t.db
    .update(stockMovements)
    .set({ createdAt: new Date(2026, month - 1, day, 12) })
    .where(eq(stockMovements.eventId, event!.id));
}

beforeAll(async () => {
  t = await createTestApp();
  s = await quotationSite(t);
  other = await quotationSite(t);
  customer = await createUser(t, { site: s.site, type: 'user' });
  actor = { userId: s.admin.id, siteId: s.site.id, population: 'backstage', isSuperUser: false };
  warehouseId = s.warehouseIds[0];
  const zone = ok(await call(t, partitionApi.addWarehousePartition, { Name: 'Zone', Type: 1, WarehouseId: warehouseId }, { token: s.admin.token })).Id;
  ok(await call(t, shelvesApi.batchAddShelves, { WarehouseId: warehouseId, PartitionId: zone, Prefix: 'A', Separator: '-', Rows: 1, Columns: 2 }, { token: s.admin.token }));
  shelfIds = (await t.db.select({ id: shelves.id }).from(shelves).where(eq(shelves.warehouseId, warehouseId)).orderBy(shelves.id)).map((r) => r.id);
  quotationId = await quotation(s);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({ QuotationId: quotationId, UserId: customer.id, WarehouseId: warehouseId, PeriodEndDate: '2026-03-31', ...overrides });

describe("storage fees of a customer's stock", () => {
  it('prices the layers left after FIFO consumption; shelf moves, freezing and defective goods keep their inbound day', async () => {
    // 10 cm cubes: 0.001 m³ a piece, so the piece rate decides.
    const cube = await commodity(customer.id, 'CUBE', { length: '10', width: '10', height: '10' });
    const loose = await commodity(customer.id, 'LOOSE', null);
    const [a, b] = shelfIds as [number, number];
    // Announced in February: goods in transit are not in the warehouse, the day count starts at receipt.
    await move('announce', 25, [{ commodityId: cube, from: null, to: StockBucket.InTransit, quantity: 10, type: StockMovementType.InboundAnnounced }], customer.id, 2);
    await move('receive-1', 1, [{ commodityId: cube, from: StockBucket.InTransit, to: StockBucket.Available, toShelfId: a, quantity: 10, type: StockMovementType.Received }]);
    await move('loose-defective', 5, [{ commodityId: loose, from: null, to: StockBucket.Defective, quantity: 2, type: StockMovementType.Adjust }]);
    await move('receive-2', 10, [{ commodityId: cube, from: null, to: StockBucket.Available, toShelfId: a, quantity: 5, type: StockMovementType.Adjust }]);
    // 6 leave: taken from the 1 March layer, which keeps 4.
    await move('ship', 15, [{ commodityId: cube, from: StockBucket.Available, fromShelfId: a, to: null, quantity: 6, type: StockMovementType.Outbound }]);
    await move('move-shelf', 20, [{ commodityId: cube, from: StockBucket.Available, fromShelfId: a, to: StockBucket.Available, toShelfId: b, quantity: 9, type: StockMovementType.MoveShelf }]);
    await move('freeze', 21, [{ commodityId: cube, from: StockBucket.Available, fromShelfId: b, to: StockBucket.Frozen, toShelfId: b, quantity: 2, type: StockMovementType.Freeze }]);
    // After the period end: not part of it.
    await move('receive-april', 2, [{ commodityId: cube, from: null, to: StockBucket.Available, toShelfId: a, quantity: 3, type: StockMovementType.Adjust }], customer.id, 4);

    const res = ok(await call(t, api.calculateCustomerStorageFee, body(), { token: s.admin.token }));
    expect(res.Lines.map((l) => [l.CommodityCode, l.InboundDate, l.Pieces, l.DaysInStock, l.FreeDays, l.NormalDays, l.UltraLongDays, l.NormalDailyRate, l.Fee])).toEqual([
      // 1–31 March: 23 normal days × max(0.004 m³ × 2, 4 × 0.10 = 0.40) = 9.20, day 31 ultra-long at 4 × 0.15 = 0.60.
      ['CUBE', '2026-03-01', 4, 31, 7, 23, 1, '0.4', '9.80'],
      // 10–31 March: 22 days, 15 normal × 0.50.
      ['CUBE', '2026-03-10', 5, 22, 7, 15, 0, '0.5', '7.50'],
      // No dimensions: by the piece alone; defective goods take space too. 5–31 March: 20 normal × 0.20.
      ['LOOSE', '2026-03-05', 2, 27, 7, 20, 0, '0.2', '4.00'],
    ]);
    expect(res.Lines[0]).toMatchObject({ CommoditySku: 'CUBE', CommodityName: 'Goods CUBE', Length: '10', Width: '10', Height: '10', CubicMeters: '0.004' });
    expect(res.Lines[2]).toMatchObject({ Length: null, Width: null, Height: null, CubicMeters: '0' });
    expect(res).toMatchObject({ Total: '21.30', CurrencyCode: 'CNY', UserId: customer.id, WarehouseName: 'Shenzhen', PeriodEndDate: '2026-03-31' });

    // On 12 March the shipment has not happened: both layers are whole.
    const earlier = ok(await call(t, api.calculateCustomerStorageFee, body({ PeriodEndDate: '2026-03-12' }), { token: s.admin.token }));
    expect(earlier.Lines.map((l) => [l.CommodityCode, l.InboundDate, l.Pieces])).toEqual([
      ['CUBE', '2026-03-01', 10],
      ['CUBE', '2026-03-10', 5],
      ['LOOSE', '2026-03-05', 2],
    ]);
    // Everything shipped: the oldest layers go first, the newest stays.
    await move('ship-more', 25, [{ commodityId: cube, from: StockBucket.Available, fromShelfId: b, to: null, quantity: 6, type: StockMovementType.Outbound }]);
    const later = ok(await call(t, api.calculateCustomerStorageFee, body(), { token: s.admin.token }));
    expect(later.Lines.filter((l) => l.CommodityCode === 'CUBE').map((l) => [l.InboundDate, l.Pieces])).toEqual([['2026-03-10', 3]]);
  });

  it('answers an empty result for a customer without stock there', async () => {
    const newcomer = await createUser(t, { site: s.site, type: 'user' });
    const res = ok(await call(t, api.calculateCustomerStorageFee, body({ UserId: newcomer.id }), { token: s.admin.token }));
    expect([res.Lines, res.Total]).toEqual([[], '0.00']);
    // Stock in the other warehouse is not this warehouse's.
    const elsewhere = ok(await call(t, api.calculateCustomerStorageFee, body({ WarehouseId: s.warehouseIds[1] }), { token: s.admin.token }));
    expect(elsewhere.Lines).toEqual([]);
  });

  it('refuses bad input, a quotation not for this warehouse or customer, naming the field', async () => {
    const yiwuOnly = await quotation(s, { SiteJoinWarehouseIds: [s.warehouseIds[1]] });
    const vipOnly = await quotation(s, { CustomerGroupIds: [s.customerGroupId] });
    const cases: [Record<string, unknown>, string][] = [
      [body({ PeriodEndDate: '2026-02-30' }), 'PeriodEndDate: date must be yyyy-MM-dd'],
      [body({ UserId: 'seven' }), 'UserId: must be a valid number'],
      [body({ UserId: s.admin.id }), 'UserId: the customer does not exist in this site'],
      [body({ QuotationId: yiwuOnly }), 'WarehouseId: the quotation does not apply to this warehouse'],
      [body({ QuotationId: vipOnly }), "UserId: the quotation does not apply to this customer's groups"],
    ];
    for (const [b, message] of cases) {
      const res = await call(t, api.calculateCustomerStorageFee, b, { token: s.admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(b)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    const zh = await call(t, api.calculateCustomerStorageFee, body({ QuotationId: yiwuOnly }), { token: s.admin.token, language: '1' });
    expect(zh.Message).toBe('WarehouseId：该仓租报价不适用于此仓库');
  });

  it("keeps another site's quotation, customer and warehouse out of reach, and refuses callers without the permission", async () => {
    const theirs = await quotation(other);
    const theirCustomer = await createUser(t, { site: other.site, type: 'user' });
    expect((await call(t, api.calculateCustomerStorageFee, body({ QuotationId: theirs }), { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    const refusals: [Record<string, unknown>, string][] = [
      [body({ UserId: theirCustomer.id }), 'UserId: the customer does not exist in this site'],
      [body({ WarehouseId: other.warehouseIds[0] }), `WarehouseId: warehouse ${other.warehouseIds[0]} is not a warehouse of this site you may use`],
    ];
    for (const [b, message] of refusals) {
      const res = await call(t, api.calculateCustomerStorageFee, b, { token: s.admin.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, message]);
    }

    const portalUser = await createUser(t, { site: s.site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site: s.site, grants: [] });
    expect((await call(t, api.calculateCustomerStorageFee, body(), { token: portalUser.token })).status).toBe(403);
    expect((await call(t, api.calculateCustomerStorageFee, body(), { token: nothing.token })).status).toBe(403);
    expect((await call(t, api.calculateCustomerStorageFee, body())).status).toBe(401);
  });
});
