import crypto from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, inventory, logisticsOrders as api, parcels, recipientInformation, transferQuotation as quotations, userMessages } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { commodities } from '../commodities/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { moveStock, stockOf } from '../inventory/index.ts';
import { stockMovements } from '../inventory/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { logisticsOrderPackages } from './tables.ts';

const { OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let recipient: number;

async function shelfParcel(owner: TestUser, number: string, weight = '2') {
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: owner.id, warehouseId: refs.warehouse, courierNumber: number, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight, length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  return p!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getOrders] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect([r.Code, r.Message]).toEqual([0, 'Success']);
  recipient = r.Data.Id;
});
afterAll(() => t.close());

/** One of `owner`'s commodities (measured as declared) with `quantity` Available at the warehouse, put there through the ledger. */
async function stockedCommodity(owner: TestUser, sku: string, quantity: number, shelfId: number | null = null) {
  const [c] = await t.db
    .insert(commodities)
    .values({ siteId: site.id, ownerId: owner.id, commodityCode: sku, commoditySku: sku, name: 'Mug', salesMode: 1, auditStatus: 2, length: '10', width: '10', height: '10', actualWeight: '0.5' })
    .returning({ id: commodities.id });
  const actor: Actor = { userId: staff.id, siteId: site.id, population: 'backstage', isSuperUser: false };
  await t.db.transaction((tx) =>
    moveStock(tx, actor, { key: `test:${crypto.randomUUID()}`, documentType: 'Test', documentId: null }, [
      { ownerId: owner.id, commodityId: c!.id, warehouseId: refs.warehouse, from: null, to: inventory.StockBucket.Available, toShelfId: shelfId, quantity, type: inventory.StockMovementType.Adjust },
    ]),
  );
  return c!.id;
}
const stock = (commodityId: number) => stockOf(t.db, commodityId, refs.warehouse);

const draft = (PackageIds: number[], extra: Record<string, unknown> = {}) => ({ WarehouseId: refs.warehouse, PackageIds, RecipientInformationId: recipient, DeclaredPrice: '50', ...extra });

/** Prices the draft and submits the cheapest option as the customer saw it. */
/** The customer's submission of the cheapest route for `PackageIds`, as the wizard sends it once priced. */
async function submission(PackageIds: number[], token = alice.token, extra: Record<string, unknown> = {}) {
  const priced = await call(t, api.priceUserOrder, draft(PackageIds), { token });
  expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
  const option = priced.Data.Options[0]!;
  return () => call(t, api.addUserOrder, { ...draft(PackageIds), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }], ...extra }, { token });
}

async function submit(PackageIds: number[], token = alice.token, extra: Record<string, unknown> = {}) {
  return (await submission(PackageIds, token, extra))();
}

describe('submitting an order', () => {
  it('offers the customer’s shippable parcels, prices them and stores the choice with its breakdown', async () => {
    const a = await shelfParcel(alice, 'SUBMIT1');
    const b = await shelfParcel(alice, 'SUBMIT2', '3');
    const shippable = await call(t, api.getUserShippable, {}, { token: alice.token });
    expect(shippable.Data.Packages.map((p) => p.CourierNumber)).toEqual(expect.arrayContaining(['SUBMIT1', 'SUBMIT2']));
    const priced = await call(t, api.priceUserOrder, draft([a, b]), { token: alice.token });
    expect(priced.Data.ActualWeight).toBe('5');
    expect(priced.Data.Options.map((o) => o.QuotationName)).toEqual(['Express']);
    expect(priced.Data.Options[0]!.Carriers.map((c) => c.Id)).toEqual([refs.carrier]);

    const res = await submit([a, b]);
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(res.Data).toMatchObject({ OrderStatus: OrderStatus.Submitted, ApprovalStatus: ApprovalStatus.Pending, PaymentStatus: OrderPaymentStatus.NoBill, PackageCount: 2, TotalAmount: priced.Data.Options[0]!.Total, RecipientName: 'Chan Tai Man', Actions: ['Cancel'] });
    expect(res.Data.SerialNumber).toMatch(/^LO\d{6}\d{6}$/);
    const detail = await call(t, api.getUserOrderById, { Id: res.Data.Id }, { token: alice.token });
    expect(detail.Data.Packages.map((p) => p.CourierNumber)).toEqual(['SUBMIT1', 'SUBMIT2']);
    expect(detail.Data.Charges.reduce((s, c) => s + Number(c.Amount), 0).toFixed(2)).toBe(res.Data.TotalAmount);
    expect(detail.Data.History.map((h) => [h.Action, h.ActorKind])).toEqual([['Submit', 'You']]);
    // In an active order: no longer offered, and refused in a second order.
    expect((await call(t, api.getUserShippable, {}, { token: alice.token })).Data.Packages.map((p) => p.CourierNumber)).not.toContain('SUBMIT1');
    const again = await call(t, api.priceUserOrder, draft([a]), { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, `PackageIds: parcel SUBMIT1 is already in order ${res.Data.SerialNumber}`]);
  });

  it('refuses a stale price, another customer’s parcel and bad input, naming the field and rule', async () => {
    const p = await shelfParcel(alice, 'STALE1');
    const stale = await submit([p], alice.token, { ExpectedTotal: '1.00' });
    expect(stale.Code).toBe(ErrorCode.BusinessRule);
    expect(stale.Message).toMatch(/^ExpectedTotal: the price is now \d+\.\d\d CNY \(it was 1\.00\)/);
    const theirs = await shelfParcel(bob, 'BOBS1');
    const notHers = await call(t, api.priceUserOrder, draft([theirs]), { token: alice.token });
    expect(notHers.Message).toBe('PackageIds: parcel ' + theirs + ' cannot be shipped (it must be yours, completed and on a shelf of the warehouse)');
    const empty = await call(t, api.priceUserOrder, draft([]), { token: alice.token });
    expect([empty.Code, empty.Message]).toEqual([ErrorCode.InvalidInput, 'PackageIds: select at least one']);
    const cod = await submit([p], alice.token, { IsCod: true, Collection: '10' });
    expect(cod.Message).toBe('IsCod: the carrier YunExpress does not collect cash on delivery');
    expect(await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, p))).toEqual([]);
  });
});

describe('staff creating an order for a customer', () => {
  it('prices and submits with the customer’s goods and recipient; the customer sees it as theirs, made by staff', async () => {
    const p = await shelfParcel(alice, 'STAFF1');
    const shippable = await call(t, api.getShippable, { UserId: alice.id }, { token: staff.token });
    expect(shippable.Data.Packages.map((x) => x.CourierNumber)).toContain('STAFF1');
    const priced = await call(t, api.priceOrder, { UserId: alice.id, ...draft([p]) }, { token: staff.token });
    expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
    const option = priced.Data.Options[0]!;
    const res = await call(
      t,
      api.addOrder,
      { UserId: alice.id, ...draft([p]), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] },
      { token: staff.token },
    );
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(res.Data).toMatchObject({ UserId: alice.id, Source: api.OrderSource.Staff, PackageCount: 1 });
    const hers = await call(t, api.getUserOrderById, { Id: res.Data.Id }, { token: alice.token });
    expect(hers.Data.History.map((h) => [h.Action, h.ActorKind])).toEqual([['Submit', 'Warehouse']]);
  });

  it('refuses a customer of another site, a staff member, a recipient of another customer and a quotation or carrier not offered', async () => {
    const p = await shelfParcel(alice, 'STAFF2');
    const outsider = await createUser(t, { site: (await createSite(t.db)), type: 'user' });
    for (const UserId of [outsider.id, clerk.id]) {
      const res = await call(t, api.priceOrder, { UserId, ...draft([p]) }, { token: staff.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'UserId: no customer of this site has this id']);
    }
    const bobsRecipient = await call(t, api.priceOrder, { UserId: bob.id, ...draft([await shelfParcel(bob, 'BOBS2')]) }, { token: staff.token });
    expect([bobsRecipient.Code, bobsRecipient.Message]).toEqual([ErrorCode.InvalidInput, 'RecipientInformationId: is not an allowed value']);
    const priced = await call(t, api.priceOrder, { UserId: alice.id, ...draft([p]) }, { token: staff.token });
    const option = priced.Data.Options[0]!;
    const body = { UserId: alice.id, ...draft([p]), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] };
    expect((await call(t, api.addOrder, { ...body, QuotationId: 999_999 }, { token: staff.token })).Message).toBe('QuotationId: the quotation chosen no longer applies to this order; choose again');
    expect((await call(t, api.addOrder, { ...body, CarrierId: 999_999 }, { token: staff.token })).Message).toBe('CarrierId: the carrier chosen does not ship this quotation');
    expect((await call(t, api.addOrder, { ...body, ValueAddedServiceIds: [999_999] }, { token: staff.token })).Message).toBe('ValueAddedServiceIds: the value-added service 999999 is not offered for this order');
    expect((await call(t, api.addOrder, { ...body, Goods: [] }, { token: staff.token })).Message).toBe('Goods: select at least one');
    expect((await call(t, api.addOrder, { ...body, Collection: '5' }, { token: staff.token })).Code).toBe(ErrorCode.InvalidInput);
    expect(await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, p))).toEqual([]);
  });
});

describe('commodities in an order', () => {
  it('freezes stock lying on a shelf when the customer submits (the customer does not reach shelves; the ledger moves their stock on them)', async () => {
    const [partition] = await t.db.insert(warehousePartitions).values({ siteId: site.id, warehouseId: refs.warehouse, name: 'A', type: 1 }).returning({ id: warehousePartitions.id });
    const [shelf] = await t.db.insert(shelves).values({ siteId: site.id, warehouseId: refs.warehouse, partitionId: partition!.id, shelvesNumber: 'A-01' }).returning({ id: shelves.id });
    const lamp = await stockedCommodity(alice, 'LAMP-1', 5, shelf!.id);
    const lines = { PackageIds: [], Commodities: [{ CommodityId: lamp, Quantity: 2 }] };
    const priced = await call(t, api.priceUserOrder, draft([], lines), { token: alice.token });
    const option = priced.Data.Options[0]!;
    const order = await call(t, api.addUserOrder, { ...draft([], lines), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Lamp', Quantity: 2, UnitValue: '5' }] }, { token: alice.token });
    expect([order.Code, order.Message]).toEqual([0, 'Success']);
    expect(await stock(lamp)).toMatchObject({ available: 3, frozen: 2, total: 5 });
    expect((await call(t, api.cancelUserOrder, { Id: order.Data.Id }, { token: alice.token })).Code).toBe(0);
    expect(await stock(lamp)).toMatchObject({ available: 5, frozen: 0 });
  });

  it('freezes the quantity on submit and makes it available again on cancel, each event applied once', async () => {
    const mug = await stockedCommodity(alice, 'MUG-1', 10);
    const shippable = await call(t, api.getUserShippable, { WarehouseId: refs.warehouse }, { token: alice.token });
    expect(shippable.Data.Commodities.find((c) => c.CommodityId === mug)).toMatchObject({ AvailableQuantity: 10, Weight: '0.5' });
    const lines = { PackageIds: [], Commodities: [{ CommodityId: mug, Quantity: 4 }] };
    const priced = await call(t, api.priceUserOrder, draft([], lines), { token: alice.token });
    expect(priced.Data.Pieces).toEqual([expect.objectContaining({ Kind: 'Commodity', Id: mug, Quantity: 4 })]);
    const option = priced.Data.Options[0]!;
    const order = await call(t, api.addUserOrder, { ...draft([], lines), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Mug', Quantity: 4, UnitValue: '5' }] }, { token: alice.token });
    expect([order.Code, order.Message]).toEqual([0, 'Success']);
    expect(await stock(mug)).toMatchObject({ available: 6, frozen: 4, total: 10 });
    const detail = await call(t, api.getUserOrderById, { Id: order.Data.Id }, { token: alice.token });
    expect(detail.Data.Commodities).toEqual([expect.objectContaining({ CommodityId: mug, CommoditySku: 'MUG-1', Quantity: 4 })]);

    // More than is left available is refused, naming what is.
    const more = await call(t, api.priceUserOrder, draft([], { PackageIds: [], Commodities: [{ CommodityId: mug, Quantity: 7 }] }), { token: alice.token });
    expect([more.Code, more.Message]).toEqual([ErrorCode.BusinessRule, 'Commodities: commodity MUG-1 has 6 available at the warehouse, fewer than 7']);

    // The submit event again (a retry) moves nothing.
    const actor: Actor = { userId: alice.id, siteId: site.id, population: 'user', isSuperUser: false };
    const replay = (step: string, from: inventory.StockBucket, to: inventory.StockBucket) =>
      t.db.transaction((tx) =>
        moveStock(tx, actor, { key: `logistics-order:${order.Data.Id}:${step}`, documentType: 'LogisticsOrder', documentId: order.Data.Id }, [
          { ownerId: alice.id, commodityId: mug, warehouseId: refs.warehouse, from, to, fromShelfId: null, toShelfId: null, quantity: 4, type: inventory.StockMovementType.Freeze },
        ]),
      );
    expect(await replay('submit', inventory.StockBucket.Available, inventory.StockBucket.Frozen)).toBe('already-applied');
    expect(await stock(mug)).toMatchObject({ available: 6, frozen: 4 });

    const cancelled = await call(t, api.cancelUserOrder, { Id: order.Data.Id }, { token: alice.token });
    expect(cancelled.Data.OrderStatus).toBe(OrderStatus.Cancelled);
    expect(await stock(mug)).toMatchObject({ available: 10, frozen: 0, total: 10 });
    expect(await replay('cancel', inventory.StockBucket.Frozen, inventory.StockBucket.Available)).toBe('already-applied');
    const again = await call(t, api.cancelUserOrder, { Id: order.Data.Id }, { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is cancelled; it cannot be cancelled now']);
    expect(await stock(mug)).toMatchObject({ available: 10, frozen: 0 });
    const moved = await t.db.select({ type: stockMovements.type, quantity: stockMovements.quantity }).from(stockMovements).where(eq(stockMovements.documentId, order.Data.Id));
    expect(moved.map((m) => m.type).sort()).toEqual([inventory.StockMovementType.Freeze, inventory.StockMovementType.Unfreeze].sort());
  });
});

describe('running an order', () => {
  it('approves, bills and cancels through the tables, telling the customer and logging each change', async () => {
    const order = (await submit([await shelfParcel(alice, 'RUN1')])).Data;
    const approved = await call(t, api.approveOutbound, { Id: order.Id }, { token: staff.token });
    expect(approved.Data).toMatchObject({ ApprovalStatus: ApprovalStatus.Approved, Actions: ['AddTrack', 'CancelApproval', 'GenerateBill', 'Freeze', 'Print'] });
    const messages = await call(t, userMessages.getUserMessages, {}, { token: alice.token });
    expect(JSON.stringify(messages.Data)).toContain(`Your order ${order.SerialNumber} was approved for outbound`);
    const cancel = await call(t, api.cancelUserOrder, { Id: order.Id }, { token: alice.token });
    expect([cancel.Code, cancel.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is approved for outbound; it cannot be cancelled now']);
    // The site's freight fee (SystemVariables `Freight`): the bill's freight line carries it, so a freight coupon fits the bill.
    const [freight] = await t.db.insert(expenseTypes).values({ siteId: site.id, name: 'Freight', code: 'FRT', systemVariables: 'Freight' }).returning({ id: expenseTypes.id });
    const bill = await call(t, api.generateBill, { Id: order.Id }, { token: staff.token });
    expect(bill.Data).toMatchObject({ PaymentStatus: api.BillPaymentStatus.Unpaid, TotalAmount: order.TotalAmount, OrderSerialNumber: order.SerialNumber });
    expect(bill.Data.SerialNumber).toMatch(/^BL/);
    expect(bill.Data.Details.find((d) => d.Kind === 'Freight')).toMatchObject({ ExpenseTypeId: freight!.id, Name: 'Freight' });
    const unapprove = await call(t, api.cancelApproval, { Id: order.Id }, { token: staff.token });
    expect(unapprove.Message).toBe('Id: the logistics order is billed and unpaid; it cannot be unapproved now');
    expect((await call(t, api.cancelBill, { Id: order.Id }, { token: staff.token })).Data.PaymentStatus).toBe(OrderPaymentStatus.NoBill);
    expect((await call(t, api.cancelApproval, { Id: order.Id }, { token: staff.token })).Data.ApprovalStatus).toBe(ApprovalStatus.Pending);
    const frozen = await call(t, api.freezeOrder, { Id: order.Id, Reason: 'Address check' }, { token: staff.token });
    expect(frozen.Data).toMatchObject({ FreezeStatus: FreezeStatus.Frozen, Actions: ['AddTrack', 'Unfreeze'] });
    expect((await call(t, api.cancelOrder, { Id: order.Id }, { token: staff.token })).Message).toBe('Id: the logistics order is frozen; it cannot be cancelled now');
    await call(t, api.unfreezeOrder, { Id: order.Id }, { token: staff.token });
    const track = await call(t, api.addTrack, { Id: order.Id, TrackTime: '2026-03-01 10:00:00', Place: 'Shenzhen', TextEn: 'Arrived at the hub', TextZhCn: '到达转运中心', TextZhTw: '到達轉運中心' }, { token: staff.token, language: '2' });
    expect(track.Data.Text).toBe('到達轉運中心');
    const cancelled = await call(t, api.cancelUserOrder, { Id: order.Id, Reason: 'Changed my mind' }, { token: alice.token });
    expect(cancelled.Data).toMatchObject({ OrderStatus: OrderStatus.Cancelled, Actions: [] });
    // The parcel is shippable again.
    expect((await call(t, api.getUserShippable, {}, { token: alice.token })).Data.Packages.map((p) => p.CourierNumber)).toContain('RUN1');
    const detail = await call(t, api.getOrderById, { Id: order.Id }, { token: staff.token });
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Submit', 'Approve', 'GenerateBill', 'CancelBill', 'CancelApproval', 'Freeze', 'Unfreeze', 'AddTrack', 'Cancel']);
    expect(detail.Data.History.find((h) => h.Action === 'Freeze')!.Details).toMatchObject({ freezeReason: { before: '', after: 'Address check' } });
    expect(detail.Data.Bills.map((b) => b.PaymentStatus)).toEqual([api.BillPaymentStatus.Cancelled]);
    expect(detail.Data.Tracks[0]!.Texts.en).toBe('Arrived at the hub');
  });

  it('rejects with a reason the customer reads, and keeps other sites, other customers and ungranted staff out', async () => {
    const order = (await submit([await shelfParcel(alice, 'REJ1')])).Data;
    const noReason = await call(t, api.rejectOrder, { Id: order.Id }, { token: staff.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    const rejected = await call(t, api.rejectOrder, { Id: order.Id, Reason: 'Batteries are not accepted' }, { token: staff.token });
    expect(rejected.Data).toMatchObject({ ApprovalStatus: ApprovalStatus.Rejected, RejectReason: 'Batteries are not accepted' });
    expect((await call(t, api.getUserOrderById, { Id: order.Id }, { token: alice.token })).Data.RejectReason).toBe('Batteries are not accepted');
    expect((await call(t, api.approveOutbound, { Id: order.Id }, { token: otherStaff.token })).Message).toBe('The order does not exist');
    expect((await call(t, api.getUserOrderById, { Id: order.Id }, { token: bob.token })).Message).toBe('The order does not exist');
    expect((await call(t, api.approveOutbound, { Id: order.Id }, { token: clerk.token })).status).toBe(403);
    const list = await call(t, api.getOrders, { Numbers: `${order.SerialNumber} REJ1`, ApprovalStatus: ApprovalStatus.Rejected }, { token: clerk.token });
    expect(list.Data.Data.map((o) => o.Id)).toEqual([order.Id]);
    expect((await call(t, api.getUserOrders, {}, { token: bob.token })).Data.Total).toBe(0);
  });
});

describe('refusals of the actions', () => {
  it('refuses what the axes do not allow, an unknown order and bad input, each naming the field and the rule', async () => {
    const order = (await submit([await shelfParcel(alice, 'REF1')])).Data;
    const as = { token: staff.token };
    expect((await call(t, api.generateBill, { Id: order.Id }, as)).Message).toBe('Id: the logistics order is pending approval; it cannot be billed now');
    expect((await call(t, api.cancelBill, { Id: order.Id }, as)).Message).toBe('Id: the logistics order is not billed; it cannot be unbilled now');
    expect((await call(t, api.cancelApproval, { Id: order.Id }, as)).Message).toBe('Id: the logistics order is pending approval; it cannot be unapproved now');
    expect((await call(t, api.unfreezeOrder, { Id: order.Id }, as)).Message).toBe('Id: the logistics order is not frozen; it cannot be unfrozen now');
    expect((await call(t, api.approveOutbound, { Id: 999_999 }, as)).Message).toBe('The order does not exist');
    expect((await call(t, api.freezeOrder, { Id: order.Id, Reason: 'x'.repeat(api.ORDER_REASON_MAX + 1) }, as)).Code).toBe(ErrorCode.InvalidInput);
    const noText = await call(t, api.addTrack, { Id: order.Id, TrackTime: '2026-03-01 10:00:00' }, as);
    expect([noText.Code, noText.Message]).toEqual([ErrorCode.InvalidInput, 'Text: cannot be empty']);
    const tooMany = await call(t, api.getOrders, { Numbers: Array.from({ length: 201 }, (_, i) => `N${i}`).join(' ') }, as);
    expect(tooMany.Code).toBe(ErrorCode.InvalidInput);
    expect(tooMany.Message).toMatch(/^Numbers: /);
    await call(t, api.cancelOrder, { Id: order.Id }, as);
    expect((await call(t, api.approveOutbound, { Id: order.Id }, as)).Message).toBe('Id: the logistics order is cancelled; it cannot be approved for outbound now');
    expect((await call(t, api.freezeOrder, { Id: order.Id, Reason: 'Hold' }, as)).Message).toBe('Id: the logistics order is cancelled; it cannot be frozen now');
    // Customers may not take staff's actions.
    expect((await call(t, api.approveOutbound, { Id: order.Id }, { token: alice.token })).status).toBe(403);
  });
});

describe('the list’s tabs', () => {
  it('count the caller’s orders per state, pending approval and unpaid, as the list filtered by each finds them', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all' });
    const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Carol', PhoneCode: '852', Phone: '61234568', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '2 Queen’s Road' }, { token: carol.token });
    const mine = async (n: number) => {
      const p = await shelfParcel(carol, `TAB${n}`);
      const body = { WarehouseId: refs.warehouse, PackageIds: [p], RecipientInformationId: r.Data.Id, DeclaredPrice: '50' };
      const option = (await call(t, api.priceUserOrder, body, { token: carol.token })).Data.Options[0]!;
      return (await call(t, api.addUserOrder, { ...body, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] }, { token: carol.token })).Data;
    };
    const [a, b, c] = [await mine(1), await mine(2), await mine(3)];
    await call(t, api.approveOutbound, { Id: a.Id }, { token: staff.token });
    await call(t, api.generateBill, { Id: a.Id }, { token: staff.token });
    await call(t, api.cancelUserOrder, { Id: b.Id }, { token: carol.token });
    const d = await mine(4);
    await call(t, api.rejectOrder, { Id: d.Id, Reason: 'No such street' }, { token: staff.token });
    await call(t, api.freezeOrder, { Id: c.Id, Reason: 'Address check' }, { token: staff.token });
    const counts = await call(t, api.getUserOrderStateCounts, {}, { token: carol.token });
    expect(counts.Data).toEqual({
      OrderStatus: api.ORDER_STATUSES.map((Status) => ({ Status, Count: Status === OrderStatus.Submitted ? 3 : Status === OrderStatus.Cancelled ? 1 : 0 })),
      PendingApproval: 1,
      Approved: 1,
      Rejected: 1,
      Unpaid: 1,
      Frozen: 1,
      Total: 4,
    });
    const listed = async (q: Record<string, unknown>) => (await call(t, api.getUserOrders, q, { token: carol.token })).Data;
    expect((await listed({ OrderStatus: OrderStatus.Submitted, ApprovalStatus: ApprovalStatus.Pending })).Data.map((o) => o.Id)).toEqual([c.Id]);
    expect((await listed({ OrderStatus: OrderStatus.Submitted, ApprovalStatus: ApprovalStatus.Pending })).Total).toBe(1);
    expect((await listed({ PaymentStatus: OrderPaymentStatus.Unpaid })).Total).toBe(1);
    expect((await listed({ ApprovalStatus: ApprovalStatus.Rejected })).Data.map((o) => o.Id)).toEqual([d.Id]);
    expect((await listed({})).Total).toBe(4);
    // Staff see the customer's among the site's; the counts of one customer are theirs alone.
    expect((await call(t, api.getOrderStateCounts, { UserId: carol.id }, { token: staff.token })).Data).toMatchObject({ Total: 4, Frozen: 1 });
    expect((await call(t, api.getOrders, { FreezeStatus: FreezeStatus.Frozen, UserId: carol.id }, { token: staff.token })).Data.Data.map((o) => o.Id)).toEqual([c.Id]);
    const siteCounts = await call(t, api.getOrderStateCounts, {}, { token: staff.token });
    expect(siteCounts.Data.Total).toBe((await call(t, api.getOrders, {}, { token: staff.token })).Data.Total);
    expect((await call(t, api.getOrderStateCounts, {}, { token: otherStaff.token })).Data).toMatchObject({ Total: 0, Frozen: 0 });
  });
});

describe('the order’s axes', () => {
  const actions = Object.keys(api.ORDER_ACTION_NEEDS) as api.OrderAction[];
  const walk = (needs: typeof api.ORDER_ACTION_NEEDS) =>
    fc.property(fc.array(fc.tuple(fc.constantFrom(...actions), fc.constantFrom('user' as const, 'backstage' as const)), { maxLength: 40 }), (steps) => {
      let axes = { ...api.SUBMITTED_ORDER };
      for (const [action, population] of steps) {
        const axis = api.AXIS_OF_ACTION[action];
        const lifecycle = api.ORDER_AXES[axis] as unknown as { allows(s: number, a: string, p: string): boolean; next(s: number, a: string): number };
        const met = Object.entries(needs[action]).every(([a, states]) => (states as number[]).includes(axes[a as api.OrderAxis]));
        if (!lifecycle.allows(axes[axis], action, population) || !met) continue;
        axes = { ...axes, [axis]: lifecycle.next(axes[axis], action) };
        if (!api.isAllowedCombination(axes)) return false;
      }
      return true;
    });

  it('stay in allowed combinations whatever actions are taken', () => {
    fc.assert(walk(api.ORDER_ACTION_NEEDS), { numRuns: 2000 });
  });

  it('would leave them without the needs between axes', () => {
    expect(() => fc.assert(walk({ ...api.ORDER_ACTION_NEEDS, Cancel: {} }), { numRuns: 2000 })).toThrow();
  });
});

describeOnPostgres('two orders at once', () => {
  it('lets one of two orders with the same parcel win', async () => {
    const p = await shelfParcel(alice, 'RACE1');
    // Both priced first (a price asked after the other's order landed is refused), then sent at once.
    const [first, second] = await Promise.all([submission([p]), submission([p])]);
    const results = await Promise.all([first(), second()]);
    expect(results.map((r) => r.Code).sort()).toEqual([0, expect.any(Number)].sort());
    expect(results.filter((r) => r.Code === 0)).toHaveLength(1);
    expect(await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, p))).toHaveLength(1);
  });
});
