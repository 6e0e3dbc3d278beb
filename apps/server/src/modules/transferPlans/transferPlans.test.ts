import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, inventory, logisticsOrders as orders, parcels, pickingLists, recipientInformation, transferPlans as api, transferQuotation as quotations } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { rowsOf } from '../../platform/db.ts';
import { recordHistories } from '../../db/schema.ts';
import { commodities } from '../commodities/tables.ts';
import { moveStock } from '../inventory/index.ts';
import { stockMovements, stocks } from '../inventory/tables.ts';
import { logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { transferPlans } from './tables.ts';

const { TransferPlanStatus } = api;
const { PackageStatus } = parcels;
const { StockMovementType } = inventory;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let from: number;
let to: number;
let otherSiteWarehouse: number;
let shelfA: number;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let recipient: number;

async function shelfIn(siteId: number, warehouseId: number, code: string) {
  const [partition] = await t.db.insert(warehousePartitions).values({ siteId, warehouseId, name: code, type: 1 }).returning({ id: warehousePartitions.id });
  const [shelf] = await t.db.insert(shelves).values({ siteId, warehouseId, partitionId: partition!.id, shelvesNumber: code }).returning({ id: shelves.id });
  return shelf!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  from = refs.warehouse;
  const [b] = await t.db.insert(warehouses).values({ siteId: site.id, name: 'Guangzhou', personInCharge: 'Wong' }).returning({ id: warehouses.id });
  to = b!.id;
  const [c] = await t.db.insert(warehouses).values({ siteId: other.id, name: 'Elsewhere', personInCharge: 'Ng' }).returning({ id: warehouses.id });
  otherSiteWarehouse = c!.id;
  shelfA = await shelfIn(site.id, from, 'A-01');
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getTransferPlans, api.getTransferPlanById] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '100', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect(r.Code).toBe(0);
  recipient = r.Data.Id;
}, 240_000);
afterAll(() => t.close());

let serial = 0;
const number = (prefix: string) => `${prefix}${process.pid}X${(serial += 1)}`;
const staffActor = (): Actor => ({ userId: staff.id, siteId: site.id, population: 'backstage', isSuperUser: false });

/** A shippable parcel of alice's on shelf A-01 of the from warehouse (the shelf counts it). */
async function shelfParcel() {
  const courierNumber = number('TP');
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: alice.id, warehouseId: from, courierNumber, productName: 'Shoes', status: PackageStatus.Shippable, isCompleted: true, shelfId: shelfA, weight: '2', length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  await t.db.update(shelves).set({ goodsQuantity: sql`${shelves.goodsQuantity} + 1` }).where(eq(shelves.id, shelfA));
  return { id: p!.id, courierNumber };
}

/** A commodity of alice's with `quantity` Available on shelf A-01 of the from warehouse. */
async function stockedCommodity(quantity: number) {
  const sku = number('SKU');
  const [c] = await t.db
    .insert(commodities)
    .values({ siteId: site.id, ownerId: alice.id, commodityCode: sku, commoditySku: sku, name: 'Mug', salesMode: 1, auditStatus: 2, length: '10', width: '10', height: '10', actualWeight: '0.5' })
    .returning({ id: commodities.id });
  await t.db.transaction((tx) =>
    moveStock(tx, staffActor(), { key: `test:${crypto.randomUUID()}`, documentType: 'Test', documentId: null }, [
      { ownerId: alice.id, commodityId: c!.id, warehouseId: from, from: null, to: inventory.StockBucket.Available, toShelfId: shelfA, quantity, type: StockMovementType.Adjust },
    ]),
  );
  return { id: c!.id, sku };
}

/** A commodity's stock in a warehouse, summed over its shelves. */
async function stockOf(commodityId: number, warehouseId: number) {
  const [row] = await t.db
    .select({ total: sql<number>`coalesce(sum(${stocks.total}), 0)::int`, available: sql<number>`coalesce(sum(${stocks.available}), 0)::int`, frozen: sql<number>`coalesce(sum(${stocks.frozen}), 0)::int`, inTransit: sql<number>`coalesce(sum(${stocks.inTransit}), 0)::int` })
    .from(stocks)
    .where(and(eq(stocks.commodityId, commodityId), eq(stocks.warehouseId, warehouseId)));
  return row!;
}

/** The stock ledger's invariant for a commodity: every counter of every stock row equals what its movements brought in minus what they took out. */
async function expectStockBalances(commodityId: number) {
  const off = rowsOf(
    await t.db.execute(sql`
      select s.id from stocks s
      where s.commodity_id = ${commodityId} and exists (
        select 1 from (values (1, 'in_transit'), (2, 'available'), (3, 'frozen'), (4, 'defective'), (5, 'question')) b(bucket, name)
        where (case b.bucket when 1 then s.in_transit when 2 then s.available when 3 then s.frozen when 4 then s.defective else s.question end)
          <> coalesce((select sum(m.quantity) from stock_movements m where m.to_stock_id = s.id and m.to_bucket = b.bucket), 0)
           - coalesce((select sum(m.quantity) from stock_movements m where m.from_stock_id = s.id and m.from_bucket = b.bucket), 0)
      )`),
  );
  expect(off).toEqual([]);
}

const movementTypes = async (commodityId: number) =>
  (await t.db.select({ type: stockMovements.type, warehouseId: stockMovements.warehouseId, quantity: stockMovements.quantity, from: stockMovements.fromBucket, to: stockMovements.toBucket }).from(stockMovements).where(eq(stockMovements.commodityId, commodityId)).orderBy(asc(stockMovements.id))).slice(1);

const parcelOf = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0]!;
const goodsOnA = async () => (await t.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, shelfA)))[0]!.n;
const planCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(transferPlans))[0]!.n;
const add = (body: Record<string, unknown>, token = staff.token) => call(t, api.addTransferPlan, { FromWarehouseId: from, ToWarehouseId: to, ...body }, { token });
const scan = (Id: number, Number: string, token = staff.token) => call(t, api.receiveScan, { Id, Number }, { token });

describe('drafts', () => {
  it('refuses bad input naming the field and rule, and writes nothing', async () => {
    const p = await shelfParcel();
    const mug = await stockedCommodity(3);
    const before = await planCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ToWarehouseId: from, CourierNumbers: [p.courierNumber] }, 'ToWarehouseId: the to warehouse must differ from the from warehouse'],
      [{ ToWarehouseId: otherSiteWarehouse, CourierNumbers: [p.courierNumber] }, 'ToWarehouseId: the warehouse is not one of this site’s or is disabled'],
      [{}, 'CourierNumbers: add at least one parcel or commodity'],
      [{ CourierNumbers: [p.courierNumber, p.courierNumber.toLowerCase()] }, `CourierNumbers: ${p.courierNumber} is given twice`],
      [{ CourierNumbers: ['NO-SUCH-1'] }, 'CourierNumbers.0: parcel NO-SUCH-1 is not a shippable parcel on a shelf of the from warehouse'],
      [{ Commodities: [{ CommodityId: mug.id, Quantity: 4 }] }, `Commodities.0.Quantity: only 3 of commodity ${mug.sku} are available in the from warehouse`],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, message]);
    }
    for (const body of [{ CourierNumbers: [p.courierNumber], PlannedDate: '2026-02-30' }, { Commodities: [{ CommodityId: mug.id, Quantity: 0 }] }, { FromWarehouseId: 'x' }]) {
      const res = await add(body);
      expect(res.Code).toBe(ErrorCode.InvalidInput);
      expect(res.status).toBe(200);
    }
    expect(await planCount()).toBe(before);
  });

  it('keeps staff to their site and their grants', async () => {
    const p = await shelfParcel();
    const made = await add({ CourierNumbers: [p.courierNumber] });
    expect([made.Code, made.Message]).toEqual([0, 'Success']);
    expect((await call(t, api.getTransferPlanById, { Id: made.Data.Id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.dispatchTransferPlan, { Id: made.Data.Id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    const theirs = await call(t, api.getTransferPlans, {}, { token: otherStaff.token });
    expect(theirs.Data.Data.map((r) => r.Id)).not.toContain(made.Data.Id);
    // Another site's staff cannot use this site's warehouses.
    expect((await call(t, api.addTransferPlan, { FromWarehouseId: from, ToWarehouseId: to, CourierNumbers: [p.courierNumber] }, { token: otherStaff.token })).Message).toBe(
      'FromWarehouseId: the warehouse is not one of this site’s or is disabled',
    );
    const read = await call(t, api.getTransferPlans, { Number: p.courierNumber }, { token: clerk.token });
    expect(read.Data.Data.map((r) => r.SerialNumber)).toEqual([made.Data.SerialNumber]);
    for (const res of [
      await add({ CourierNumbers: [p.courierNumber] }, clerk.token),
      await call(t, api.dispatchTransferPlan, { Id: made.Data.Id }, { token: clerk.token }),
      await call(t, api.receiveScan, { Id: made.Data.Id, Number: p.courierNumber }, { token: clerk.token }),
      await call(t, api.getTransferPlans, {}, { token: alice.token }),
    ])
      expect(res.status).toBe(403);
    expect((await call(t, api.cancelTransferPlan, { Id: made.Data.Id, Reason: 'test' }, { token: staff.token })).Data.Status).toBe(TransferPlanStatus.Cancelled);
  });

  it('puts a parcel in one live plan only, and a parcel in a plan is not offered to an order nor taken by one', async () => {
    const p = await shelfParcel();
    const first = await add({ CourierNumbers: [p.courierNumber] });
    expect(first.Code).toBe(0);
    const second = await add({ CourierNumbers: [p.courierNumber] });
    expect([second.Code, second.Message]).toEqual([ErrorCode.BusinessRule, `CourierNumbers.0: ${p.courierNumber} is in transfer plan ${first.Data.SerialNumber} already`]);
    const lookup = await call(t, api.findTransferParcel, { WarehouseId: from, Number: p.courierNumber }, { token: staff.token });
    expect(lookup.Message).toBe(`Number: ${p.courierNumber} is in transfer plan ${first.Data.SerialNumber} already`);

    const shippable = await call(t, orders.getUserShippable, { WarehouseId: from }, { token: alice.token });
    expect(shippable.Data.Packages.map((x) => x.Id)).not.toContain(p.id);
    const body = { WarehouseId: from, PackageIds: [p.id], Commodities: [], RecipientInformationId: recipient, DeclaredPrice: '50' };
    const priced = await call(t, orders.priceUserOrder, body, { token: alice.token });
    expect(priced.Message).toBe(`PackageIds: parcel ${p.courierNumber} cannot be shipped (it must be yours, completed and on a shelf of the warehouse)`);

    // Cancelled, the plan lets the parcel go: another plan may take it.
    expect((await call(t, api.cancelTransferPlan, { Id: first.Data.Id, Reason: 'wrong one' }, { token: staff.token })).Code).toBe(0);
    expect((await add({ CourierNumbers: [p.courierNumber] })).Code).toBe(0);
  });
});

describe('editing a draft', () => {
  it('replaces its lines and warehouses, freeing what it no longer holds', async () => {
    const p = await shelfParcel();
    const q = await shelfParcel();
    const made = await add({ CourierNumbers: [p.courierNumber] });
    const edited = await call(t, api.editTransferPlan, { Id: made.Data.Id, FromWarehouseId: from, ToWarehouseId: to, CourierNumbers: [q.courierNumber], Remark: 'only the second', PlannedDate: '2026-12-24' }, { token: staff.token });
    expect([edited.Code, edited.Message]).toEqual([0, 'Success']);
    expect(edited.Data).toMatchObject({ Remark: 'only the second', PlannedDate: '2026-12-24', PackageCount: 1 });
    expect(edited.Data.Lines.map((l) => l.Number)).toEqual([q.courierNumber]);
    expect(edited.Data.History.map((h) => h.Action)).toEqual(['Create', 'Edit']);
    // The first parcel is free again; the second is held.
    expect((await call(t, api.findTransferParcel, { WarehouseId: from, Number: p.courierNumber }, { token: staff.token })).Code).toBe(0);
    expect((await add({ CourierNumbers: [q.courierNumber] })).Message).toBe(`CourierNumbers.0: ${q.courierNumber} is in transfer plan ${made.Data.SerialNumber} already`);
    // A bad edit changes nothing.
    const bad = await call(t, api.editTransferPlan, { Id: made.Data.Id, FromWarehouseId: from, ToWarehouseId: to, CourierNumbers: ['NO-SUCH-2'] }, { token: staff.token });
    expect(bad.Message).toBe('CourierNumbers.0: parcel NO-SUCH-2 is not a shippable parcel on a shelf of the from warehouse');
    expect((await call(t, api.getTransferPlanById, { Id: made.Data.Id }, { token: staff.token })).Data.Lines.map((l) => l.Number)).toEqual([q.courierNumber]);
  });
});

describe('the life of a plan', () => {
  it('dispatches (parcels in transit off their shelf, stock out through the ledger), refuses the wrong actions, and is received by scan once', async () => {
    const p = await shelfParcel();
    const mug = await stockedCommodity(5);
    const shelfGoods = await goodsOnA();
    const made = await add({ CourierNumbers: [p.courierNumber.toLowerCase()], Commodities: [{ CommodityId: mug.id, Quantity: 3 }], PlannedDate: '2026-12-01', Remark: 'rebalance' });
    expect([made.Code, made.Message]).toEqual([0, 'Success']);
    const plan = made.Data;
    expect(plan).toMatchObject({ Status: TransferPlanStatus.Draft, PackageCount: 1, CommodityQuantity: 3, PlannedDate: '2026-12-01', Actions: ['Edit', 'Dispatch', 'Cancel'] });
    expect(plan.Lines.map((l) => [l.Kind, l.Number, l.Quantity])).toEqual([
      ['Package', p.courierNumber, 1],
      ['Commodity', mug.sku, 3],
    ]);
    // The stock is the plan's: not offered for another plan, nor taken by one.
    expect((await call(t, api.getTransferStocks, { WarehouseId: from, Content: mug.sku }, { token: staff.token })).Data).toEqual([]);
    expect((await add({ Commodities: [{ CommodityId: mug.id, Quantity: 1 }] })).Message).toBe(`Commodities.0.CommodityId: ${mug.sku} is in transfer plan ${plan.SerialNumber} already`);
    // Nothing moves in a draft; a draft is not received.
    expect(await stockOf(mug.id, from)).toMatchObject({ available: 5 });
    expect((await call(t, api.receiveTransferPlan, { Id: plan.Id }, { token: staff.token })).Message).toBe('Id: the transfer plan is draft; it cannot be received now');
    expect((await scan(plan.Id, p.courierNumber)).Code).toBe(ErrorCode.BusinessRule);

    const sent = await call(t, api.dispatchTransferPlan, { Id: plan.Id }, { token: staff.token });
    expect([sent.Code, sent.Message]).toEqual([0, 'Success']);
    expect(sent.Data).toMatchObject({ Status: TransferPlanStatus.Dispatched, Actions: ['Receive'] });
    expect(sent.Data.Lines[0]!.ShelfCode).toBe('A-01');
    expect(await parcelOf(p.id)).toMatchObject({ status: PackageStatus.InTransit, shelfId: null, warehouseId: from });
    expect(await goodsOnA()).toBe(shelfGoods - 1 - 3);
    expect(await stockOf(mug.id, from)).toMatchObject({ total: 2, available: 2, inTransit: 0 });
    expect(await stockOf(mug.id, to)).toMatchObject({ total: 0, available: 0, inTransit: 3 });
    expect(await movementTypes(mug.id)).toEqual([
      { type: StockMovementType.TransferOut, warehouseId: from, quantity: 3, from: inventory.StockBucket.Available, to: null },
      { type: StockMovementType.TransferOut, warehouseId: to, quantity: 3, from: null, to: inventory.StockBucket.InTransit },
    ]);
    await expectStockBalances(mug.id);
    // In transit: not shippable anywhere; the wrong actions are refused.
    expect((await call(t, orders.getUserShippable, {}, { token: alice.token })).Data.Packages.map((x) => x.Id)).not.toContain(p.id);
    expect((await call(t, api.dispatchTransferPlan, { Id: plan.Id }, { token: staff.token })).Message).toBe('Id: the transfer plan is in transit; it cannot be dispatched now');
    expect((await call(t, api.cancelTransferPlan, { Id: plan.Id, Reason: 'late' }, { token: staff.token })).Message).toBe('Id: the transfer plan is in transit; it cannot be cancelled now');
    expect((await call(t, api.editTransferPlan, { Id: plan.Id, FromWarehouseId: from, ToWarehouseId: to, CourierNumbers: [p.courierNumber] }, { token: staff.token })).Code).toBe(ErrorCode.BusinessRule);

    // The receive screen: opened at the to warehouse only, by the plan's number or a parcel's.
    expect((await call(t, api.openForReceive, { Number: plan.SerialNumber, WarehouseId: from }, { token: staff.token })).Message).toBe(`Number: transfer plan ${plan.SerialNumber} goes to another warehouse`);
    expect((await call(t, api.openForReceive, { Number: p.courierNumber, WarehouseId: to }, { token: staff.token })).Data.Id).toBe(plan.Id);
    expect((await scan(plan.Id, 'NOT-HERE')).Message).toBe(`Number: NOT-HERE is not in transfer plan ${plan.SerialNumber}`);

    const first = await scan(plan.Id, p.courierNumber.toLowerCase());
    expect([first.Code, first.Message]).toEqual([0, 'Success']);
    expect(first.Data).toMatchObject({ Repeat: false, PlanReceived: false, Line: { Number: p.courierNumber, Received: true } });
    expect(await parcelOf(p.id)).toMatchObject({ status: PackageStatus.ToBeCompleted, warehouseId: to, shelfId: null });
    const again = await scan(plan.Id, p.courierNumber);
    expect(again.Data).toMatchObject({ Repeat: true, PlanReceived: false });
    const transferIns = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, p.id), eq(recordHistories.action, 'TransferIn')));
    expect(transferIns).toHaveLength(1);

    const last = await scan(plan.Id, mug.sku);
    expect(last.Data).toMatchObject({ Repeat: false, PlanReceived: true, Plan: { Status: TransferPlanStatus.Received, ReceivedLineCount: 2, Actions: [] } });
    expect(await stockOf(mug.id, to)).toMatchObject({ total: 3, available: 3, inTransit: 0 });
    expect(await stockOf(mug.id, from)).toMatchObject({ total: 2, available: 2 });
    expect((await movementTypes(mug.id)).at(-1)).toEqual({ type: StockMovementType.TransferIn, warehouseId: to, quantity: 3, from: inventory.StockBucket.InTransit, to: inventory.StockBucket.Available });
    await expectStockBalances(mug.id);
    expect(last.Data.Plan.History.map((h) => h.Action)).toEqual(['Create', 'Dispatch', 'ReceiveLine', 'ReceiveLine', 'Receive']);
    // Received, the parcel is shelved at the to warehouse as on arrival; a late repeat scan is a repeat, nothing more.
    expect((await scan(plan.Id, p.courierNumber)).Data).toMatchObject({ Repeat: true, PlanReceived: false });
    expect(parcels.packageLifecycle.allows(PackageStatus.ToBeCompleted, 'PutOnShelf', 'backstage')).toBe(true);
  });

  it('refuses a dispatch whose stock was taken meanwhile, moving nothing', async () => {
    const mug = await stockedCommodity(2);
    const made = await add({ Commodities: [{ CommodityId: mug.id, Quantity: 2 }] });
    await t.db.transaction((tx) =>
      moveStock(tx, staffActor(), { key: `test:${crypto.randomUUID()}`, documentType: 'Test', documentId: null }, [
        { ownerId: alice.id, commodityId: mug.id, warehouseId: from, from: inventory.StockBucket.Available, to: null, fromShelfId: shelfA, quantity: 1, type: StockMovementType.Adjust },
      ]),
    );
    const sent = await call(t, api.dispatchTransferPlan, { Id: made.Data.Id }, { token: staff.token });
    expect(sent.Code).toBe(ErrorCode.BusinessRule);
    expect(sent.Message).toContain('AvailableQuantity');
    expect((await call(t, api.getTransferPlanById, { Id: made.Data.Id }, { token: staff.token })).Data.Status).toBe(TransferPlanStatus.Draft);
    expect(await stockOf(mug.id, to)).toMatchObject({ inTransit: 0 });
  });
});

describe('an order’s warehouse transfer', () => {
  it('makes a plan of the order’s goods; the order is not pickable until it is received, then ships from the new warehouse', async () => {
    const p = await shelfParcel();
    const mug = await stockedCommodity(4);
    const body = { WarehouseId: from, PackageIds: [p.id], Commodities: [{ CommodityId: mug.id, Quantity: 2 }], RecipientInformationId: recipient, DeclaredPrice: '50' };
    const priced = await call(t, orders.priceUserOrder, body, { token: alice.token });
    expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
    const option = priced.Data.Options[0]!;
    const order = await call(t, orders.addUserOrder, { ...body, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] }, { token: alice.token });
    expect([order.Code, order.Message]).toEqual([0, 'Success']);
    const orderId = order.Data.Id;
    // Approved and paid (other areas'): pickable at the from warehouse.
    await t.db.update(logisticsOrders).set({ approvalStatus: orders.ApprovalStatus.Approved, paymentStatus: orders.OrderPaymentStatus.Paid }).where(eq(logisticsOrders.id, orderId));
    const pickable = async () => (await call(t, pickingLists.getPickableOrders, { SerialNumber: order.Data.SerialNumber, rows: 50 }, { token: staff.token })).Data.Data.map((r: { Id: number }) => r.Id);
    expect(await pickable()).toEqual([orderId]);

    expect((await call(t, api.transferOrder, { OrderId: orderId, ToWarehouseId: from }, { token: staff.token })).Message).toBe('ToWarehouseId: the to warehouse must differ from the from warehouse');
    const made = await call(t, api.transferOrder, { OrderId: orderId, ToWarehouseId: to, Remark: 'ships from Guangzhou' }, { token: staff.token });
    expect([made.Code, made.Message]).toEqual([0, 'Success']);
    expect(made.Data).toMatchObject({ OrderId: orderId, OrderSerialNumber: order.Data.SerialNumber, Status: TransferPlanStatus.Draft, Actions: ['Dispatch', 'Cancel'] });
    expect((await call(t, api.transferOrder, { OrderId: orderId, ToWarehouseId: to }, { token: staff.token })).Message).toBe(`OrderId: order ${order.Data.SerialNumber} is being transferred (transfer plan ${made.Data.SerialNumber})`);
    expect((await call(t, api.editTransferPlan, { Id: made.Data.Id, FromWarehouseId: from, ToWarehouseId: to, CourierNumbers: [p.courierNumber] }, { token: staff.token })).Message).toBe(
      'Id: an order’s transfer plan holds the order’s goods and cannot be changed',
    );
    expect(await pickable()).toEqual([]);
    await t.db.update(logisticsOrders).set({ approvalStatus: orders.ApprovalStatus.Pending, paymentStatus: orders.OrderPaymentStatus.NoBill }).where(eq(logisticsOrders.id, orderId));
    expect((await call(t, orders.cancelUserOrder, { Id: orderId }, { token: alice.token })).Message).toBe(`Id: order ${order.Data.SerialNumber} is being transferred (transfer plan ${made.Data.SerialNumber})`);
    await t.db.update(logisticsOrders).set({ approvalStatus: orders.ApprovalStatus.Approved, paymentStatus: orders.OrderPaymentStatus.Paid }).where(eq(logisticsOrders.id, orderId));

    const sent = await call(t, api.dispatchTransferPlan, { Id: made.Data.Id }, { token: staff.token });
    expect([sent.Code, sent.Message]).toEqual([0, 'Success']);
    // The order's frozen stock left; the merchant's other stock stays available.
    expect(await stockOf(mug.id, from)).toMatchObject({ available: 2, frozen: 0, total: 2 });
    expect(await stockOf(mug.id, to)).toMatchObject({ inTransit: 2 });
    expect(await pickable()).toEqual([]);

    const received = await call(t, api.receiveTransferPlan, { Id: made.Data.Id }, { token: staff.token });
    expect([received.Code, received.Message]).toEqual([0, 'Success']);
    expect(received.Data.Status).toBe(TransferPlanStatus.Received);
    const [o] = await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, orderId));
    expect(o!.warehouseId).toBe(to);
    expect(o!.commodities[0]!.Places).toEqual([{ ShelfId: null, Quantity: 2 }]);
    expect(await stockOf(mug.id, to)).toMatchObject({ frozen: 2, inTransit: 0, total: 2 });
    await expectStockBalances(mug.id);
    const history = await t.db.select({ action: recordHistories.action, details: recordHistories.details }).from(recordHistories).where(and(eq(recordHistories.record, 'LogisticsOrder'), eq(recordHistories.recordId, orderId), inArray(recordHistories.action, ['TransferWarehouse', 'ChangeWarehouse']))).orderBy(asc(recordHistories.id));
    expect(history.map((h) => h.action)).toEqual(['TransferWarehouse', 'ChangeWarehouse']);
    expect(history[1]!.details).toMatchObject({ TransferPlan: made.Data.SerialNumber, ToWarehouse: 'Guangzhou' });
    const told = await t.db.select({ message: userMessages.message }).from(userMessages).where(and(eq(userMessages.ownerId, alice.id), eq(userMessages.infoType, 'OrderWarehouseChanged')));
    expect(told.map((m) => m.message)).toEqual([`Your order ${order.Data.SerialNumber} now ships from Guangzhou`]);
    expect(await pickable()).toEqual([orderId]);
    const listed = await call(t, api.getTransferPlans, { OrdersOnly: true, Number: order.Data.SerialNumber }, { token: staff.token });
    expect(listed.Data.Data.map((r) => [r.OrderSerialNumber, r.Status])).toEqual([[order.Data.SerialNumber, TransferPlanStatus.Received]]);
  });
});

describeOnPostgres('receiving at two screens at once', () => {
  it('receives a parcel scanned twice at the same moment once', async () => {
    const p = await shelfParcel();
    const q = await shelfParcel();
    const made = await add({ CourierNumbers: [p.courierNumber, q.courierNumber] });
    expect((await call(t, api.dispatchTransferPlan, { Id: made.Data.Id }, { token: staff.token })).Code).toBe(0);
    const answers = await Promise.all([scan(made.Data.Id, p.courierNumber), scan(made.Data.Id, p.courierNumber)]);
    expect(answers.map((a) => a.Code)).toEqual([0, 0]);
    expect(answers.map((a) => a.Data.Repeat).sort()).toEqual([false, true]);
    const transferIns = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, p.id), eq(recordHistories.action, 'TransferIn')));
    expect(transferIns).toHaveLength(1);
    // Both lines at once: the plan is received once.
    const last = await Promise.all([scan(made.Data.Id, q.courierNumber), scan(made.Data.Id, q.courierNumber)]);
    expect(last.filter((a) => a.Data.PlanReceived)).toHaveLength(1);
    const receipts = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'TransferPlan'), eq(recordHistories.recordId, made.Data.Id), eq(recordHistories.action, 'Receive')));
    expect(receipts).toHaveLength(1);
  });
});
