import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, inventory, logisticsOrders as orders, packing as api, parcels, recipientInformation, transferQuotation as quotations, userMessages, wallets as money } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { expectBooksBalance } from '../../../test/ledgerBooks.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { commodities } from '../commodities/tables.ts';
import { moveStock } from '../inventory/index.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packingScans } from './tables.ts';
import { packages } from '../parcels/tables.ts';
import { wallets } from '../wallets/tables.ts';

const { OrderStatus, ApprovalStatus, OrderPaymentStatus, BillPaymentStatus, BillType } = orders;
const { PackBilling } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let recipient: number;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getPackings] });
  // Alice pays on credit: her wallet is made with the line when she first pays.
  alice = await createUser(t, { site, type: 'user', grants: 'all', values: { isCreditAmount: true, creditAmount: '5000' } });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '100', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect(r.Code).toBe(0);
  recipient = r.Data.Id;
}, 240_000);
afterAll(() => t.close());

let serial = 0;
const number = (prefix: string) => `${prefix}${process.pid}X${(serial += 1)}`;

async function shelfParcel(weight = '2') {
  const courierNumber = number('PK');
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: alice.id, warehouseId: refs.warehouse, courierNumber, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight, length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  return { id: p!.id, courierNumber };
}

async function stockedCommodity(quantity: number) {
  const sku = number('SKU');
  const [c] = await t.db
    .insert(commodities)
    .values({ siteId: site.id, ownerId: alice.id, commodityCode: sku, commoditySku: sku, name: 'Mug', salesMode: 1, auditStatus: 2, length: '10', width: '10', height: '10', actualWeight: '0.5' })
    .returning({ id: commodities.id });
  const actor: Actor = { userId: staff.id, siteId: site.id, population: 'backstage', isSuperUser: false };
  await t.db.transaction((tx) =>
    moveStock(tx, actor, { key: `test:${crypto.randomUUID()}`, documentType: 'Test', documentId: null }, [
      { ownerId: alice.id, commodityId: c!.id, warehouseId: refs.warehouse, from: null, to: inventory.StockBucket.Available, toShelfId: null, quantity, type: inventory.StockMovementType.Adjust },
    ]),
  );
  return { id: c!.id, sku };
}

/** An order of alice's, approved and set Picked directly (picking is another area's), with its parcels and commodity lines. */
async function pickedOrder(goods: { parcels?: number; commodity?: number; weight?: string } = { parcels: 2 }) {
  // One after another: the screen lists parcels by id, and inserts racing on PostgreSQL take ids in either order.
  const shipped: Awaited<ReturnType<typeof shelfParcel>>[] = [];
  for (let n = 0; n < (goods.parcels ?? 0); n++) shipped.push(await shelfParcel(goods.weight));
  const commodity = goods.commodity ? await stockedCommodity(goods.commodity) : null;
  const body = {
    WarehouseId: refs.warehouse,
    PackageIds: shipped.map((p) => p.id),
    Commodities: commodity ? [{ CommodityId: commodity.id, Quantity: goods.commodity }] : [],
    RecipientInformationId: recipient,
    DeclaredPrice: '50',
  };
  const priced = await call(t, orders.priceUserOrder, body, { token: alice.token });
  expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
  const option = priced.Data.Options[0]!;
  const added = await call(t, orders.addUserOrder, { ...body, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] }, { token: alice.token });
  expect([added.Code, added.Message]).toEqual([0, 'Success']);
  await t.db.update(logisticsOrders).set({ status: OrderStatus.Picked, approvalStatus: ApprovalStatus.Approved }).where(eq(logisticsOrders.id, added.Data.Id));
  return { id: added.Data.Id, serial: added.Data.SerialNumber, total: added.Data.TotalAmount, parcels: shipped, commodity };
}

const scan = (OrderId: number, Number: string, extra: Record<string, unknown> = {}, token = staff.token) => call(t, api.scanPackItem, { OrderId, Number, ClientScanId: crypto.randomUUID(), ...extra }, { token });
const box = (Weight: string, extra: Record<string, unknown> = {}) => ({ Weight, Length: '40', Width: '30', Height: '20', ...extra });

async function scanAll(o: Awaited<ReturnType<typeof pickedOrder>>) {
  for (const p of o.parcels) expect((await scan(o.id, p.courierNumber)).Code).toBe(0);
  if (o.commodity) expect((await scan(o.id, o.commodity.sku, { Quantity: (await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, o.id)))[0]!.commodities[0]!.Quantity })).Code).toBe(0);
}
const finish = (OrderId: number, Boxes: unknown[], token = staff.token) => call(t, api.finishPacking, { OrderId, Boxes }, { token });
const orderOf = async (id: number) => (await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, id)))[0]!;
const billsOf = (id: number) => t.db.select().from(bills).where(eq(bills.logisticsOrderId, id)).orderBy(bills.id);

describe('the PackEdit screen', () => {
  it('looks an order up by its number or a parcel’s, lists what must go in, counts a parcel once and refuses a foreign item', async () => {
    const o = await pickedOrder({ parcels: 2 });
    const byOrder = await call(t, api.findPackOrder, { Number: o.serial.toLowerCase(), WarehouseId: refs.warehouse }, { token: staff.token });
    expect([byOrder.Code, byOrder.Message]).toEqual([0, 'Success']);
    expect(byOrder.Data.Items.map((i) => [i.Number, i.Required, i.Scanned])).toEqual(o.parcels.map((p) => [p.courierNumber, 1, 0]));
    expect(byOrder.Data.Actions).toContain('Pack');
    const byParcel = await call(t, api.findPackOrder, { Number: o.parcels[1]!.courierNumber, WarehouseId: refs.warehouse }, { token: staff.token });
    expect(byParcel.Data.OrderId).toBe(o.id);

    const first = await scan(o.id, o.parcels[0]!.courierNumber);
    expect([first.Code, first.Data.Repeat, first.Data.Item.Scanned]).toEqual([0, false, 1]);
    // The same parcel again (another scan id): counted once.
    const twice = await scan(o.id, o.parcels[0]!.courierNumber);
    expect([twice.Code, twice.Data.Repeat, twice.Data.Order.Items[0]!.Scanned]).toEqual([0, true, 1]);

    const stranger = await shelfParcel();
    const foreign = await scan(o.id, stranger.courierNumber);
    expect([foreign.Code, foreign.Message]).toEqual([ErrorCode.BusinessRule, `Number: ${stranger.courierNumber} is not in order ${o.serial}`]);
    const missing = await call(t, api.findPackOrder, { Number: 'NOSUCHORDER', WarehouseId: refs.warehouse }, { token: staff.token });
    expect([missing.Code, missing.Message]).toEqual([ErrorCode.NotFound, 'The order does not exist']);
  });

  it('counts a commodity quantity per scan, once per client scan id, and never beyond what the order holds', async () => {
    const o = await pickedOrder({ commodity: 5 });
    const ClientScanId = crypto.randomUUID();
    const three = await call(t, api.scanPackItem, { OrderId: o.id, Number: o.commodity!.sku, Quantity: 3, ClientScanId }, { token: staff.token });
    expect([three.Code, three.Data.Item.Scanned, three.Data.Repeat]).toEqual([0, 3, false]);
    const retried = await call(t, api.scanPackItem, { OrderId: o.id, Number: o.commodity!.sku, Quantity: 3, ClientScanId }, { token: staff.token });
    expect([retried.Code, retried.Data.Item.Scanned, retried.Data.Repeat]).toEqual([0, 3, true]);
    const over = await scan(o.id, o.commodity!.sku, { Quantity: 3 });
    expect([over.Code, over.Message]).toEqual([ErrorCode.BusinessRule, `Quantity: only 2 of ${o.commodity!.sku} are left to scan`]);
    expect((await scan(o.id, o.commodity!.sku, { Quantity: 2 })).Data.Item.Scanned).toBe(5);
  });

  it('refuses bad input naming the field, another site’s staff and a caller without the permission', async () => {
    const o = await pickedOrder({ parcels: 1 });
    const badId = await call(t, api.scanPackItem, { OrderId: o.id, Number: o.parcels[0]!.courierNumber, ClientScanId: 'x' }, { token: staff.token });
    expect([badId.Code, badId.Message]).toEqual([ErrorCode.InvalidInput, 'ClientScanId: has the wrong format']);
    const noNumber = await call(t, api.findPackOrder, { WarehouseId: refs.warehouse }, { token: staff.token });
    expect(noNumber.Code).toBe(ErrorCode.InvalidInput);
    expect(noNumber.Message).toMatch(/^Number: /);
    const noBoxes = await finish(o.id, []);
    expect([noBoxes.Code, noBoxes.Message]).toEqual([ErrorCode.InvalidInput, 'Boxes: select at least one']);
    const badWeight = await finish(o.id, [box('abc')]);
    expect(badWeight.Code).toBe(ErrorCode.InvalidInput);
    expect(badWeight.Message).toMatch(/^Boxes\.0\.Weight: /);
    for (const [res, message] of [
      [await call(t, api.findPackOrder, { Number: o.serial, WarehouseId: refs.warehouse }, { token: otherStaff.token }), 'The order does not exist'],
      [await scan(o.id, o.parcels[0]!.courierNumber, {}, otherStaff.token), 'The order does not exist'],
      [await finish(o.id, [box('2')], otherStaff.token), 'The order does not exist'],
      [await call(t, api.reopenPacking, { OrderId: o.id, Reason: 'x' }, { token: otherStaff.token }), 'The order does not exist'],
    ] as const) expect(res.Message).toBe(message);
    for (const res of [
      await call(t, api.findPackOrder, { Number: o.serial, WarehouseId: refs.warehouse }, { token: clerk.token }),
      await scan(o.id, o.parcels[0]!.courierNumber, {}, clerk.token),
      await finish(o.id, [box('2')], clerk.token),
      await call(t, api.reopenPacking, { OrderId: o.id, Reason: 'x' }, { token: clerk.token }),
      await call(t, api.getPackingById, { Id: 1 }, { token: clerk.token }),
      await call(t, api.getPackings, {}, { token: alice.token }),
      await call(t, api.getOrderBoxes, { OrderId: o.id }, { token: staff.token }),
    ]) expect(res.status).toBe(403);
  });
});

describe('finishing packing', () => {
  it('refuses while items are left out, then packs into boxes: Packed with its history, priced by the boxes; packed again is refused', async () => {
    const o = await pickedOrder({ parcels: 2 });
    await scan(o.id, o.parcels[0]!.courierNumber);
    const early = await finish(o.id, [box('4')]);
    expect([early.Code, early.Message]).toEqual([ErrorCode.BusinessRule, `OrderId: existing orders that are not consolidation unpacked (1 not scanned: ${o.parcels[1]!.courierNumber})`]);
    await scan(o.id, o.parcels[1]!.courierNumber);

    const packed = await finish(o.id, [box('4.2'), box('1.5', { Length: '10', Width: '10', Height: '10' })]);
    expect([packed.Code, packed.Message]).toEqual([0, 'Success']);
    expect(packed.Data).toMatchObject({ OrderId: o.id, BoxCount: 2, Weight: '5.7', Billing: PackBilling.NotBilled, OrderStatus: OrderStatus.Packed, PackedBy: staff.userName, Actions: expect.arrayContaining(['ReopenPacking']) });
    // 40 × 30 × 20 ÷ 6000 = 4 kg of volume for the first box; 1000 ÷ 6000 → 0.167 for the second.
    expect(packed.Data.Boxes.map((b) => b.VolumeWeight)).toEqual(['4', '0.167']);
    const order = await orderOf(o.id);
    expect(order.totalAmount).toBe(packed.Data.TotalAfter);
    expect(Number(order.fareWeight)).toBe(Number(packed.Data.BillingWeight));
    const detail = await call(t, api.getPackingById, { Id: packed.Data.Id }, { token: staff.token });
    expect(detail.Data.History.map((h) => [h.Action, h.FromState, h.ToState])).toEqual([['Pack', OrderStatus.Picked, OrderStatus.Packed]]);

    const again = await call(t, api.findPackOrder, { Number: o.serial, WarehouseId: refs.warehouse }, { token: staff.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, `Number: order ${o.serial} is fully packed and cannot be added again`]);
    expect((await scan(o.id, o.parcels[0]!.courierNumber)).Message).toBe(`OrderId: order ${o.serial} is fully packed and cannot be added again`);
    expect((await finish(o.id, [box('4')])).Message).toBe(`OrderId: order ${o.serial} is fully packed and cannot be added again`);

    // Another site's staff neither list nor open it.
    expect((await call(t, api.getPackings, { Numbers: o.serial }, { token: otherStaff.token })).Data.Total).toBe(0);
    expect((await call(t, api.getPackingById, { Id: packed.Data.Id }, { token: otherStaff.token })).Message).toBe('The order does not exist');
    const list = await call(t, api.getPackings, { Numbers: o.parcels[0]!.courierNumber }, { token: clerk.token });
    expect([list.Code, list.Message]).toEqual([0, 'Success']);
    expect(list.Data.Data.map((r) => r.OrderId)).toEqual([o.id]);

    // The customer sees the boxes (no photos); another customer does not find the order.
    const boxes = await call(t, api.getOrderBoxes, { OrderId: o.id }, { token: alice.token });
    expect(boxes.Data).toMatchObject({ Packed: true, BoxCount: 2, Weight: '5.7' });
    expect(boxes.Data.Boxes[0]).toEqual({ Weight: '4.2', Length: '40', Width: '30', Height: '20', VolumeWeight: '4' });
    expect((await call(t, api.getOrderBoxes, { OrderId: o.id }, { token: bob.token })).Message).toBe('The order does not exist');
  });

  it('refuses an order not yet picked and a box without an uploaded photo', async () => {
    const o = await pickedOrder({ parcels: 1 });
    await t.db.update(logisticsOrders).set({ status: OrderStatus.Submitted }).where(eq(logisticsOrders.id, o.id));
    const notPicked = await call(t, api.findPackOrder, { Number: o.serial, WarehouseId: refs.warehouse }, { token: staff.token });
    expect([notPicked.Code, notPicked.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is submitted; it cannot be packed now']);
    await t.db.update(logisticsOrders).set({ status: OrderStatus.Picked }).where(eq(logisticsOrders.id, o.id));
    await scanAll(o);
    const photo = await finish(o.id, [box('2', { Photos: [`/files/${site.id}/pack/none.jpg`] })]);
    expect([photo.Code, photo.Message]).toEqual([ErrorCode.InvalidInput, 'Boxes.0.Photos: each photo must be an image uploaded to this site']);
    expect((await orderOf(o.id)).status).toBe(OrderStatus.Picked);
  });
});

describe('reopening packing', () => {
  it('is refused once departure locked the packing, and otherwise starts a new round', async () => {
    const o = await pickedOrder({ parcels: 1 });
    await scanAll(o);
    expect((await finish(o.id, [box('2')])).Code).toBe(0);
    await t.db.update(logisticsOrders).set({ packingLocked: true }).where(eq(logisticsOrders.id, o.id));
    const locked = await call(t, api.reopenPacking, { OrderId: o.id, Reason: 'wrong box' }, { token: staff.token });
    expect([locked.Code, locked.Message]).toEqual([ErrorCode.BusinessRule, `OrderId: order ${o.serial} has departed; its packing is locked`]);
    expect((await orderOf(o.id)).status).toBe(OrderStatus.Packed);

    await t.db.update(logisticsOrders).set({ packingLocked: false }).where(eq(logisticsOrders.id, o.id));
    const reopened = await call(t, api.reopenPacking, { OrderId: o.id, Reason: 'wrong box' }, { token: staff.token });
    expect([reopened.Code, reopened.Data.OrderStatus, reopened.Data.Items[0]!.Scanned]).toEqual([0, OrderStatus.Picked, 0]);
    const blank = await call(t, api.reopenPacking, { OrderId: o.id, Reason: '' }, { token: staff.token });
    expect([blank.Code, blank.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    await scanAll(o);
    const repacked = await finish(o.id, [box('2')]);
    expect([repacked.Code, repacked.Data.Round]).toEqual([0, 2]);
  });
});

describe('the price difference', () => {
  async function billed(o: Awaited<ReturnType<typeof pickedOrder>>) {
    const bill = await call(t, orders.generateBill, { Id: o.id }, { token: staff.token });
    expect([bill.Code, bill.Message]).toEqual([0, 'Success']);
    return bill.Data;
  }
  async function paid(o: Awaited<ReturnType<typeof pickedOrder>>) {
    const bill = await billed(o);
    const res = await call(t, money.payBills, { BillIds: [bill.Id], PaymentMethod: money.PaymentMethod.Credit }, { token: alice.token });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    return bill;
  }
  const balance = async () => {
    const [w] = await t.db.select().from(wallets).where(and(eq(wallets.ownerId, alice.id), eq(wallets.currencyCode, 'CNY')));
    return Number(w!.cash) - Number(w!.creditUsed);
  };

  it('generates an unpaid bill again at the new total', async () => {
    const o = await pickedOrder({ parcels: 1 });
    const first = await billed(o);
    await scanAll(o);
    const packed = await finish(o.id, [box('9')]);
    expect([packed.Code, packed.Data.Billing]).toEqual([0, PackBilling.BillRegenerated]);
    const rows = await billsOf(o.id);
    expect(rows.map((b) => [b.id === first.Id, b.paymentStatus, b.billType])).toEqual([
      [true, BillPaymentStatus.Cancelled, BillType.Freight],
      [false, BillPaymentStatus.Unpaid, BillType.Freight],
    ]);
    expect(rows[1]!.totalAmount).toBe(packed.Data.TotalAfter);
    expect(Number(packed.Data.TotalAfter)).toBeGreaterThan(Number(o.total));
    expect((await orderOf(o.id)).paymentStatus).toBe(OrderPaymentStatus.Unpaid);
  });

  it('bills a heavier packing’s difference as a packing difference bill the customer pays', async () => {
    const o = await pickedOrder({ parcels: 1 });
    await paid(o);
    await scanAll(o);
    const packed = await finish(o.id, [box('9')]);
    expect([packed.Code, packed.Data.Billing]).toEqual([0, PackBilling.DifferenceBilled]);
    const difference = (Number(packed.Data.TotalAfter) - Number(o.total)).toFixed(2);
    const extra = (await billsOf(o.id)).find((b) => b.billType === BillType.PackingDifference)!;
    expect([extra.totalAmount, extra.paymentStatus, packed.Data.BillSerialNumber]).toEqual([difference, BillPaymentStatus.Unpaid, extra.serialNumber]);
    const mine = await call(t, money.getUserBills, { BillType: BillType.PackingDifference }, { token: alice.token });
    expect([mine.Code, mine.Message]).toEqual([0, 'Success']);
    expect(mine.Data.Data.map((b) => b.Id)).toContain(extra.id);
    // alice is told her order is packed and what she owes for it.
    const [told] = (await call(t, userMessages.getUserMessages, { rows: 10 }, { token: alice.token })).Data.Data;
    expect(told).toMatchObject({ InfoType: 'LogisticsOrderPacked', Title: 'Order packed', Message: `Your order ${o.serial} is packed: 1 box(es), billing weight ${packed.Data.BillingWeight} kg. The packing difference of ${difference} CNY is billed to you` });
    const pay = await call(t, money.payBills, { BillIds: [extra.id], PaymentMethod: money.PaymentMethod.Credit }, { token: alice.token });
    expect([pay.Code, pay.Message]).toEqual([0, 'Success']);
    expect((await orderOf(o.id)).paymentStatus).toBe(OrderPaymentStatus.Paid);
    await expectBooksBalance(t);
  });

  it('bills nothing when a repacking comes to what was charged already', async () => {
    const o = await pickedOrder({ parcels: 1 });
    await paid(o);
    await scanAll(o);
    expect((await finish(o.id, [box('9')])).Data.Billing).toBe(PackBilling.DifferenceBilled);
    expect((await call(t, api.reopenPacking, { OrderId: o.id, Reason: 'one more photo' }, { token: staff.token })).Code).toBe(0);
    await scanAll(o);
    const again = await finish(o.id, [box('9')]);
    expect([again.Code, again.Data.Billing, again.Data.BillSerialNumber]).toEqual([0, PackBilling.Unchanged, '']);
    expect((await billsOf(o.id)).map((b) => b.billType)).toEqual([BillType.Freight, BillType.PackingDifference]);
    await expectBooksBalance(t);
  });

  it('refunds a lighter packing’s difference to the wallet once, and refuses it when the order’s refunds are locked', async () => {
    const o = await pickedOrder({ parcels: 1, weight: '12' });
    await paid(o);
    await scanAll(o);
    const before = await balance();
    const packed = await finish(o.id, [box('3')]);
    expect([packed.Code, packed.Data.Billing]).toEqual([0, PackBilling.DifferenceRefunded]);
    const back = Number(o.total) - Number(packed.Data.TotalAfter);
    expect(back).toBeGreaterThan(0);
    expect((await balance()) - before).toBeCloseTo(back, 2);
    const [told] = (await call(t, userMessages.getUserMessages, { rows: 10 }, { token: alice.token })).Data.Data;
    expect(told!.Message).toBe(`Your order ${o.serial} is packed: 1 box(es), billing weight ${packed.Data.BillingWeight} kg. The difference of ${back.toFixed(2)} CNY is refunded to your balance`);
    const [bill] = await billsOf(o.id);
    expect(Number(bill!.refundAmount)).toBeCloseTo(back, 2);
    await expectBooksBalance(t);

    const lockedOrder = await pickedOrder({ parcels: 1, weight: '12' });
    await paid(lockedOrder);
    await scanAll(lockedOrder);
    await t.db.update(logisticsOrders).set({ refundLocked: true }).where(eq(logisticsOrders.id, lockedOrder.id));
    const refused = await finish(lockedOrder.id, [box('3')]);
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, `OrderId: the refunds of order ${lockedOrder.serial} are locked; it cannot be refunded`]);
    // Nothing was written: the order is still Picked and its bill unrefunded.
    expect((await orderOf(lockedOrder.id)).status).toBe(OrderStatus.Picked);
    expect((await billsOf(lockedOrder.id))[0]!.refundAmount).toBe('0.00');
    await expectBooksBalance(t);
  });
});

describeOnPostgres('two packing stations at once', () => {
  it('counts a parcel scanned at two screens at once once, and finishes an order once', async () => {
    const o = await pickedOrder({ parcels: 2 });
    const number = o.parcels[0]!.courierNumber;
    const scans = await Promise.all([scan(o.id, number), scan(o.id, number), scan(o.id, number)]);
    expect(scans.map((r) => r.Code)).toEqual([0, 0, 0]);
    expect(scans.filter((r) => !r.Data.Repeat)).toHaveLength(1);
    expect(await t.db.select().from(packingScans).where(eq(packingScans.itemId, o.parcels[0]!.id))).toHaveLength(1);
    await scan(o.id, o.parcels[1]!.courierNumber);
    const finishes = await Promise.all([finish(o.id, [box('4')]), finish(o.id, [box('4')])]);
    expect(finishes.filter((r) => r.Code === 0)).toHaveLength(1);
    expect(finishes.find((r) => r.Code !== 0)!.Message).toBe(`OrderId: order ${o.serial} is fully packed and cannot be added again`);
  });
});
