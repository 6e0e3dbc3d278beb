import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, logisticsOrders as orderApi, userMessages, wallets as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { expectBooksBalance } from '../../../test/ledgerBooks.ts';
import { ok } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { carriers } from '../carriers/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { paymentRecords, walletEvents, walletPostings, wallets } from './tables.ts';

const { BillPaymentStatus, OrderPaymentStatus, ApprovalStatus, OrderStatus, CodStatus } = orderApi;
const { PaymentMethod, LedgerAccount, WalletEventType } = api;

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let warehouseId: number;
let carrierId: number;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db, { openCashOnDelivery: true });
  admin = await createUser(t, { site, grants: 'all' });
  clerk = await createUser(t, { site, grants: [orderApi.getOrders] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  stranger = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  await t.db.insert(currencies).values({ siteId: site.id, name: '人民币', currencyCode: 'CNY', exchangeRate: '1' });
  const [w] = await t.db.insert(warehouses).values({ siteId: site.id, name: 'Main', personInCharge: 'Zhao' }).returning({ id: warehouses.id });
  const [c] = await t.db.insert(carriers).values({ siteId: site.id, name: 'Post', interface: 1, isCashOnDelivery: true }).returning({ id: carriers.id });
  warehouseId = w!.id;
  carrierId = c!.id;
}, 240_000);
afterAll(() => t.close());

let serial = 0;
/**
 * An approved order billed for `amount` (written directly: the orders' own tests cover submitting
 * and billing), cash on delivery of `collection` when given; `status` as issue 22 will leave it.
 */
async function billFor(owner: TestUser, amount: string, opts: { collection?: string; collectionCurrency?: string; status?: orderApi.OrderStatus } = {}) {
  serial += 1;
  const isCod = opts.collection !== undefined;
  const [o] = await t.db
    .insert(logisticsOrders)
    .values({
      siteId: site.id,
      ownerId: owner.id,
      serialNumber: `LOC${process.pid}${serial}`,
      source: 1,
      warehouseId,
      status: opts.status ?? OrderStatus.Submitted,
      approvalStatus: ApprovalStatus.Approved,
      paymentStatus: OrderPaymentStatus.Unpaid,
      codStatus: isCod ? CodStatus.AwaitingCollection : CodStatus.None,
      quotationId: 1,
      quotationName: 'Q',
      carrierId,
      packageCount: 1,
      pieceCount: 1,
      weight: '1',
      volumeWeight: '1',
      fareWeight: '1',
      declaredPrice: '10',
      declaredCurrency: opts.collectionCurrency ?? 'CNY',
      isCod,
      collection: opts.collection ?? '0',
      taxType: 1,
      totalAmount: amount,
      currencyCode: 'CNY',
      recipient: {} as never,
      recipientName: 'R',
      recipientCountryCode: 'US',
      goods: [],
      charges: [],
    })
    .returning();
  const [b] = await t.db
    .insert(bills)
    .values({ siteId: site.id, ownerId: owner.id, serialNumber: `BLC${process.pid}${serial}`, logisticsOrderId: o!.id, billType: 1, paymentStatus: BillPaymentStatus.Unpaid, totalAmount: amount, currencyCode: 'CNY', details: [] })
    .returning();
  return { bill: b!, order: o! };
}

const payByCod = (billId: number, token = alice.token) => call(t, api.payBills, { BillIds: [billId], PaymentMethod: PaymentMethod.CashOnDelivery }, { token });
const collect = (orderId: number, token = admin.token) => call(t, orderApi.collectCod, { Id: orderId }, { token });
const walletOf = async (owner: TestUser) => (await t.db.select().from(wallets).where(and(eq(wallets.ownerId, owner.id), eq(wallets.currencyCode, 'CNY'))))[0];
const postingsOf = async (key: string) => {
  const [event] = await t.db.select().from(walletEvents).where(and(eq(walletEvents.siteId, site.id), eq(walletEvents.eventKey, key)));
  if (!event) return { event, postings: [] };
  const postings = await t.db.select().from(walletPostings).where(eq(walletPostings.eventId, event.id));
  return { event, postings: postings.map((p) => [p.account, p.amount, p.walletId === null]).sort() };
};
const outbound = (orderId: number) => t.db.update(logisticsOrders).set({ status: OrderStatus.Outbound }).where(eq(logisticsOrders.id, orderId));

describe('paying a bill from the order’s collection', () => {
  it('pays the bill of a COD order whose collection covers it: paid by COD, COD receivable to revenue, no customer money or wallet', async () => {
    const { bill, order } = await billFor(alice, '30.00', { collection: '50.00' });
    const listed = ok(await call(t, api.getUserBills, {}, { token: alice.token })).Data.find((b) => b.Id === bill.id)!;
    expect(listed.CashOnDeliveryPayable).toBe(true);

    const paid = ok(await payByCod(bill.id));
    expect(paid.Bills[0]).toMatchObject({ PaymentStatus: BillPaymentStatus.Paid, PaymentMethod: PaymentMethod.CashOnDelivery, PaymentMoney: '30.00', CashOnDeliveryPayable: false });
    expect(paid.Wallets).toEqual([]);
    expect(await walletOf(alice)).toBeUndefined();
    expect((await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, order.id)))[0]!.paymentStatus).toBe(OrderPaymentStatus.Paid);
    const { event, postings } = await postingsOf(`bill:${bill.id}:pay`);
    expect([event!.walletId, event!.ownerId, event!.type]).toEqual([null, alice.id, WalletEventType.BillPayment]);
    expect(postings).toEqual(
      [
        [LedgerAccount.CodReceivable, '-30.00', true],
        [LedgerAccount.SiteRevenue, '30.00', true],
      ].sort(),
    );
    const [record] = await t.db.select().from(paymentRecords).where(eq(paymentRecords.billId, bill.id));
    expect(record).toMatchObject({ paymentMethod: PaymentMethod.CashOnDelivery, amount: '30.00', cashAmount: '0.00', creditAmount: '0.00' });
    // Paid once: the bill's table refuses a second payment.
    expect((await payByCod(bill.id)).Code).toBe(ErrorCode.BusinessRule);
    await expectBooksBalance(t);
  });

  it('refuses it for a bill whose order is not COD, a collection too small for what is left, or in another currency; nothing is written', async () => {
    const plain = await billFor(alice, '10.00');
    expect(ok(await call(t, api.getUserBills, {}, { token: alice.token })).Data.find((b) => b.Id === plain.bill.id)!.CashOnDeliveryPayable).toBe(false);
    const notCod = await payByCod(plain.bill.id);
    expect([notCod.Code, notCod.Message]).toEqual([ErrorCode.BusinessRule, `BillIds: the order of bill ${plain.bill.serialNumber} is not cash on delivery`]);

    const small = await billFor(alice, '30.00', { collection: '20.00' });
    const tooSmall = await payByCod(small.bill.id);
    expect([tooSmall.Code, tooSmall.Message]).toEqual([ErrorCode.BusinessRule, `BillIds: bill ${small.bill.serialNumber} needs 30.00; what is left of the collection, 20.00, is not enough`]);
    const usd = await billFor(alice, '5.00', { collection: '20.00', collectionCurrency: 'USD' });
    expect((await payByCod(usd.bill.id)).Message).toBe(`BillIds: bill ${usd.bill.serialNumber} is in CNY, the collection in USD`);

    for (const b of [plain, small, usd]) {
      expect((await t.db.select().from(bills).where(eq(bills.id, b.bill.id)))[0]!.paymentStatus).toBe(BillPaymentStatus.Unpaid);
      expect((await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, b.order.id)))[0]!.paymentStatus).toBe(OrderPaymentStatus.Unpaid);
      expect((await postingsOf(`bill:${b.bill.id}:pay`)).event).toBeUndefined();
    }
    // Another customer's bill is not theirs to pay.
    expect((await payByCod(small.bill.id, bob.token)).Message).toBe(`BillIds: the bill does not exist (${small.bill.id})`);
    await expectBooksBalance(t);
  });
});

describe('COD collected', () => {
  it('posts the remittance once: clearing out, COD receivable back for the bill it paid, the rest to the customer’s wallet; twice changes nothing', async () => {
    const { bill, order } = await billFor(alice, '12.00', { collection: '80.00' });
    ok(await payByCod(bill.id));
    // Before the goods leave there is nothing to collect.
    const early = await collect(order.id);
    expect([early.Code, early.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is submitted; it cannot be marked COD collected now']);

    await outbound(order.id);
    const listed = ok(await call(t, orderApi.getOrders, { CodStatus: CodStatus.AwaitingCollection }, { token: admin.token })).Data.find((o) => o.Id === order.id)!;
    expect(listed.Actions).toContain('CollectCod');
    const collected = ok(await collect(order.id));
    expect(collected).toMatchObject({ CodStatus: CodStatus.Collected });
    expect(collected.Actions).not.toContain('CollectCod');
    const key = `order:${order.id}:cod-collected`;
    const { event, postings } = await postingsOf(key);
    expect(event!.type).toBe(WalletEventType.CodCollected);
    expect(postings).toEqual(
      [
        [LedgerAccount.SiteClearing, '-80.00', true],
        [LedgerAccount.CodReceivable, '12.00', true],
        [LedgerAccount.CustomerCash, '68.00', false],
      ].sort(),
    );
    expect((await walletOf(alice))!.cash).toBe('68.00');
    // alice is told, in her language, what came in and where it went.
    const [told] = ok(await call(t, userMessages.getUserMessages, { rows: 10 }, { token: alice.token })).Data;
    expect(told).toMatchObject({ InfoType: 'CodCollected', Title: 'Cash on delivery collected', Message: `The cash on delivery of order ${order.serialNumber}, 80.00 CNY, was collected: 12.00 paid its bills, 68.00 is credited to your balance` });
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'LogisticsOrderCod'), eq(recordHistories.recordId, order.id)));
    expect(history.map((h) => [h.action, h.fromState, h.toState])).toEqual([['CollectCod', CodStatus.AwaitingCollection, CodStatus.Collected]]);

    const again = await collect(order.id);
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is COD collected; it cannot be marked COD collected now']);
    expect(await t.db.select().from(walletEvents).where(and(eq(walletEvents.siteId, site.id), eq(walletEvents.eventKey, key)))).toHaveLength(1);
    expect((await walletOf(alice))!.cash).toBe('68.00');

    // The customer reads the credit on their amount statement and the order's state.
    const statement = ok(await call(t, api.getUserAmountStatement, {}, { token: alice.token }));
    expect(statement.Data.map((p) => [p.Type, p.Amount, p.DocumentNumber])).toContainEqual([WalletEventType.CodCollected, '68.00', order.serialNumber]);
    expect(ok(await call(t, orderApi.getUserOrderById, { Id: order.id }, { token: alice.token })).CodStatus).toBe(CodStatus.Collected);
    await expectBooksBalance(t);
  });

  it('a collection all taken by bills moves no customer money; once collected it pays no more bills', async () => {
    const first = await billFor(alice, '25.00', { collection: '25.00', status: OrderStatus.Delivered });
    ok(await payByCod(first.bill.id));
    const before = await walletOf(alice);
    ok(await collect(first.order.id));
    const { event, postings } = await postingsOf(`order:${first.order.id}:cod-collected`);
    expect(event!.walletId).toBeNull();
    expect(postings).toEqual(
      [
        [LedgerAccount.SiteClearing, '-25.00', true],
        [LedgerAccount.CodReceivable, '25.00', true],
      ].sort(),
    );
    expect((await walletOf(alice))!.cash).toBe(before!.cash);

    const late = await billFor(alice, '5.00', { collection: '40.00', status: OrderStatus.Outbound });
    ok(await collect(late.order.id));
    expect((await payByCod(late.bill.id)).Message).toBe(`BillIds: the collection of the order of bill ${late.bill.serialNumber} was already remitted; it cannot pay the bill now`);
    await expectBooksBalance(t);
  });

  it('is staff’s, of their own site, with the grant; bad input names the field', async () => {
    const { order } = await billFor(bob, '9.00', { collection: '30.00', status: OrderStatus.Outbound });
    expect((await collect(order.id, stranger.token)).Code).toBe(ErrorCode.NotFound);
    expect((await collect(order.id, clerk.token)).status).toBe(403);
    expect((await collect(order.id, bob.token)).status).toBe(403);
    const bad = await collect('x' as never);
    expect([bad.Code, bad.Message]).toEqual([ErrorCode.InvalidInput, expect.stringMatching(/^Id: /)]);
    expect((await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, order.id)))[0]!.codStatus).toBe(CodStatus.AwaitingCollection);
    expect(await walletOf(bob)).toBeUndefined();
    await expectBooksBalance(t);
  });
});
