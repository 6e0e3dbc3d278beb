import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { coupons as couponApi, ErrorCode, logisticsOrders as orderApi, wallets as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { ok } from '../../../test/parcelStaffFixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { expectBooksBalance } from '../../../test/ledgerBooks.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { carriers } from '../carriers/tables.ts';
import { userCoupons } from '../coupons/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { paymentRecords, walletEvents, walletPostings, wallets } from './tables.ts';

const { BillPaymentStatus, OrderPaymentStatus, ApprovalStatus, OrderStatus } = orderApi;
const { PaymentMethod, LedgerAccount, RechargeStatus } = api;

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let warehouseId: number;
let carrierId: number;
let voucher: string;

async function siteWorld(s: TestSite) {
  await t.db.insert(currencies).values([
    { siteId: s.id, name: '人民币', currencyCode: 'CNY', exchangeRate: '1' },
    { siteId: s.id, name: 'US dollar', currencyCode: 'USD', exchangeRate: '7.1' },
  ]);
  const [w] = await t.db.insert(warehouses).values({ siteId: s.id, name: 'Main', personInCharge: 'Zhao' }).returning({ id: warehouses.id });
  const [c] = await t.db.insert(carriers).values({ siteId: s.id, name: 'Post', interface: 1 }).returning({ id: carriers.id });
  return { warehouseId: w!.id, carrierId: c!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  clerk = await createUser(t, { site, grants: [] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  const otherSite = await createSite(t.db);
  stranger = await createUser(t, { site: otherSite, grants: 'all' });
  ({ warehouseId, carrierId } = await siteWorld(site));
  voucher = `/files/${site.id}/recharge/${crypto.randomUUID()}.jpg`;
  await t.db.insert(uploadedFiles).values({ siteId: site.id, ownerId: admin.id, uploadFileType: 1, classify: 'recharge', originalName: 'v.jpg', mime: 'image/jpeg', size: 10, address: voucher });
}, 240_000);
afterAll(() => t.close());

let serial = 0;
/** An approved order billed for `amount`, as GenerateBill leaves it (written directly: the order's own tests cover billing). */
async function billFor(owner: TestUser, amount: string, currencyCode = 'CNY', at: { siteId: number; warehouseId: number; carrierId: number } = { siteId: site.id, warehouseId, carrierId }, details: (typeof bills.$inferInsert)['details'] = []) {
  serial += 1;
  const [o] = await t.db
    .insert(logisticsOrders)
    .values({
      siteId: at.siteId,
      ownerId: owner.id,
      serialNumber: `LOW${process.pid}${serial}`,
      source: 1,
      warehouseId: at.warehouseId,
      status: OrderStatus.Submitted,
      approvalStatus: ApprovalStatus.Approved,
      paymentStatus: OrderPaymentStatus.Unpaid,
      quotationId: 1,
      quotationName: 'Q',
      carrierId: at.carrierId,
      packageCount: 1,
      pieceCount: 1,
      weight: '1',
      volumeWeight: '1',
      fareWeight: '1',
      declaredPrice: '10',
      declaredCurrency: 'USD',
      taxType: 1,
      totalAmount: amount,
      currencyCode,
      recipient: {} as never,
      recipientName: 'R',
      recipientCountryCode: 'US',
      goods: [],
      charges: [],
    })
    .returning();
  const [b] = await t.db
    .insert(bills)
    .values({ siteId: at.siteId, ownerId: owner.id, serialNumber: `BLW${process.pid}${serial}`, logisticsOrderId: o!.id, billType: 1, paymentStatus: BillPaymentStatus.Unpaid, totalAmount: amount, currencyCode, details })
    .returning();
  return { bill: b!, order: o! };
}

/** Money in through the ledger, as an approved offline recharge. */
async function recharge(owner: TestUser, amount: string, currency = 'CNY') {
  const r = ok(await call(t, api.submitRecharge, { UserId: owner.id, CurrencyCode: currency, Amount: amount, Voucher: voucher }, { token: admin.token }));
  return ok(await call(t, api.approveRecharge, { Id: r.Id }, { token: admin.token }));
}

const walletOf = async (owner: TestUser, currency = 'CNY') => (await t.db.select().from(wallets).where(and(eq(wallets.ownerId, owner.id), eq(wallets.currencyCode, currency))))[0];


describe('paying bills', () => {
  it('pays with the balance: the bill and the order are paid, the wallet before and after recorded, postings written once', async () => {
    const { bill, order } = await billFor(alice, '30.00');
    await recharge(alice, '100');
    const paid = ok(await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: PaymentMethod.Balance }, { token: alice.token }));
    expect(paid.Bills[0]).toMatchObject({ PaymentStatus: BillPaymentStatus.Paid, PaymentMoney: '30.00', BalanceBefore: '100.00', BalanceAfter: '70.00', PaymentMethod: PaymentMethod.Balance });
    expect(paid.Wallets).toMatchObject([{ CurrencyCode: 'CNY', Balance: '70.00' }]);
    const [o] = await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, order.id));
    expect(o!.paymentStatus).toBe(OrderPaymentStatus.Paid);
    const history = await t.db.select().from(recordHistories).where(eq(recordHistories.recordId, bill.id));
    expect(history.some((h) => h.record === 'Bill' && h.action === 'Pay' && h.toState === BillPaymentStatus.Paid)).toBe(true);
    const orderHistory = await t.db.select().from(recordHistories).where(and(eq(recordHistories.recordId, order.id), eq(recordHistories.record, 'LogisticsOrderPayment')));
    expect(orderHistory).toMatchObject([{ action: 'Pay', fromState: OrderPaymentStatus.Unpaid, toState: OrderPaymentStatus.Paid }]);
    const [event] = await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `bill:${bill.id}:pay`));
    const postings = await t.db.select().from(walletPostings).where(eq(walletPostings.eventId, event!.id));
    expect(postings.map((p) => [p.account, p.amount]).sort()).toEqual([
      [LedgerAccount.CustomerCash, '-30.00'],
      [LedgerAccount.SiteRevenue, '30.00'],
    ]);
    // Paying it again is refused by the bill's table and writes nothing.
    const again = await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: PaymentMethod.Balance }, { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, expect.stringMatching(/^BillIds: .*bill is paid/)]);
    expect((await walletOf(alice))!.cash).toBe('70.00');
    const records = ok(await call(t, api.getUserPaymentRecords, { BillId: bill.id }, { token: alice.token }));
    expect(records.Data).toMatchObject([{ BillSerialNumber: bill.serialNumber, Amount: '30.00', CashAmount: '30.00', BalanceBefore: '100.00', BalanceAfter: '70.00' }]);
    await expectBooksBalance(t);
  });

  it('refuses when the balance is not enough, naming what is available and what the bills need, and pays nothing', async () => {
    const a = await billFor(bob, '40.00');
    const b = await billFor(bob, '25.50');
    await recharge(bob, '50');
    const res = await call(t, api.payBills, { BillIds: [a.bill.id, b.bill.id], PaymentMethod: PaymentMethod.Balance }, { token: bob.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'BillIds: the available CNY balance 50.00 is not enough for 65.50']);
    const left = await t.db.select().from(bills).where(eq(bills.ownerId, bob.id));
    expect(left.every((x) => x.paymentStatus === BillPaymentStatus.Unpaid)).toBe(true);
    expect((await walletOf(bob))!.cash).toBe('50.00');
    // Without a credit line, paying by credit is refused with its own message.
    const credit = await call(t, api.payBills, { BillIds: [a.bill.id], PaymentMethod: PaymentMethod.Credit }, { token: bob.token });
    expect(credit.Message).toBe('BillIds: your CNY account has no credit line; pay with the balance');
  });

  it('pays with the balance then the credit line; a recharge repays the credit first', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all', values: { isCreditAmount: true, creditAmount: '100' } });
    await recharge(carol, '20');
    const { bill } = await billFor(carol, '70.00');
    const paid = ok(await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: PaymentMethod.Credit }, { token: carol.token }));
    expect(paid.Bills[0]).toMatchObject({ BalanceBefore: '20.00', BalanceAfter: '-50.00', CreditBefore: '100.00', CreditAfter: '50.00' });
    expect(paid.Wallets[0]).toMatchObject({ Balance: '-50.00', Cash: '0.00', CreditArrears: '50.00', CreditBalance: '50.00' });
    const over = await billFor(carol, '60.00');
    const refused = await call(t, api.payBills, { BillIds: [over.bill.id], PaymentMethod: PaymentMethod.Credit }, { token: carol.token });
    expect(refused.Message).toBe('BillIds: the available CNY balance 0.00 and the credit left 50.00 are not enough for 60.00');
    await recharge(carol, '80');
    expect(await walletOf(carol)).toMatchObject({ cash: '30.00', creditUsed: '0.00' });
    // The statement: opening 0, closing 30, every posting with its balance after.
    const s = ok(await call(t, api.getAmountStatement, { UserId: carol.id, descendingOrder: false }, { token: admin.token }));
    expect(s).toMatchObject({ OpeningBalance: '0.00', ClosingBalance: '30.00', Income: '100.00', Expense: '-70.00' });
    expect(s.Data.map((p) => p.BalanceAfter)).toEqual(['20.00', '0.00', '-50.00', '0.00', '30.00']);
    await expectBooksBalance(t);
  });

  it('refuses bad input, bills of another customer or site, and callers without the permission', async () => {
    const { bill } = await billFor(alice, '5.00');
    const empty = await call(t, api.payBills, { BillIds: [], PaymentMethod: 1 }, { token: alice.token });
    expect([empty.Code, empty.Message]).toEqual([ErrorCode.InvalidInput, 'BillIds: select at least one']);
    const method = await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: 9 }, { token: alice.token });
    expect([method.Code, method.Message]).toEqual([ErrorCode.InvalidInput, 'PaymentMethod: is not an allowed value']);
    const others = await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: 1 }, { token: bob.token });
    expect([others.Code, others.Message]).toEqual([ErrorCode.InvalidInput, `BillIds: the bill does not exist (${bill.id})`]);
    const staffCall = await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: 1 }, { token: admin.token });
    expect(staffCall.status).toBe(403);
    const list = await call(t, api.getBills, {}, { token: clerk.token });
    expect(list.status).toBe(403);
    const theirs = ok(await call(t, api.getBills, { UserId: alice.id }, { token: stranger.token }));
    expect(theirs.Total).toBe(0);
    const mine = ok(await call(t, api.getUserBills, {}, { token: bob.token }));
    expect(mine.Data.every((b) => b.UserId === bob.id)).toBe(true);
    const found = ok(await call(t, api.getBills, { Numbers: bill.serialNumber.toLowerCase() }, { token: admin.token }));
    expect(found.Data.map((b) => b.Id)).toEqual([bill.id]);
  });
});

describe('paying a bill with coupons', () => {
  it('takes the coupons off what is paid, uses each once, and keeps them to one bill at a time', async () => {
    const gus = await createUser(t, { site, type: 'user', grants: 'all' });
    const [freight] = await t.db.insert(expenseTypes).values({ siteId: site.id, name: 'Freight', code: `FR${process.pid}` }).returning({ id: expenseTypes.id });
    const couponId = ok(await call(t, couponApi.addCoupon, { Name: 'Ten off freight', PreferentialAmount: '10', Superposition: true, ExpenseTypeId: freight!.id, CurrencyCode: 'CNY', EffectiveDays: 30 }, { token: admin.token })).Id;
    ok(await call(t, couponApi.addUserCoupons, { CouponId: couponId, UserIds: [gus.id] }, { token: admin.token }));
    const [held] = await t.db.select().from(userCoupons).where(eq(userCoupons.ownerId, gus.id));
    await recharge(gus, '100');
    const freightLine = [{ ExpenseTypeId: freight!.id, Name: 'Freight', Kind: 'Freight' as const, Amount: '30.00' }];
    const first = await billFor(gus, '30.00', 'CNY', undefined, freightLine);
    const second = await billFor(gus, '30.00', 'CNY', undefined, freightLine);

    const together = await call(t, api.payBills, { BillIds: [first.bill.id, second.bill.id], PaymentMethod: PaymentMethod.Balance, UserCouponIds: [held!.id] }, { token: gus.token });
    expect([together.Code, together.Message]).toEqual([ErrorCode.InvalidInput, 'UserCouponIds: coupons apply to one bill at a time; pay that bill on its own']);

    const paid = ok(await call(t, api.payBills, { BillIds: [first.bill.id], PaymentMethod: PaymentMethod.Balance, UserCouponIds: [held!.id] }, { token: gus.token }));
    expect(paid.Bills[0]).toMatchObject({ TotalAmount: '30.00', DiscountAmount: '10.00', PaymentMoney: '20.00', BalanceBefore: '100.00', BalanceAfter: '80.00' });
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, held!.id)))[0]).toMatchObject({ useStatus: 1, billId: first.bill.id });

    // The coupon is spent: the second bill cannot take it, and nothing of it is paid.
    const reuse = await call(t, api.payBills, { BillIds: [second.bill.id], PaymentMethod: PaymentMethod.Balance, UserCouponIds: [held!.id] }, { token: gus.token });
    expect(reuse.Code).toBe(ErrorCode.InvalidInput);
    expect((await t.db.select().from(bills).where(eq(bills.id, second.bill.id)))[0]!.paymentStatus).toBe(BillPaymentStatus.Unpaid);
    expect((await walletOf(gus))!.cash).toBe('80.00');
    await expectBooksBalance(t);
  });
});

describe('refunds', () => {
  it('refunds part of a paid bill to the wallet, at most what was paid, and never once the order’s refunds are locked', async () => {
    const dave = await createUser(t, { site, type: 'user', grants: 'all' });
    await recharge(dave, '50');
    const { bill, order } = await billFor(dave, '40.00');
    ok(await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: 1 }, { token: dave.token }));
    const part = ok(await call(t, api.refundBill, { Id: bill.id, Amount: '15', Reason: 'lighter than billed' }, { token: admin.token }));
    expect(part).toMatchObject({ RefundAmount: '15.00', PaymentStatus: BillPaymentStatus.Paid, Actions: ['Refund'] });
    expect((await walletOf(dave))!.cash).toBe('25.00');
    const tooMuch = await call(t, api.refundBill, { Id: bill.id, Amount: '25.01', Reason: 'x' }, { token: admin.token });
    expect([tooMuch.Code, tooMuch.Message]).toEqual([ErrorCode.InvalidInput, 'Amount: at most 25.00 can be refunded']);
    const noReason = await call(t, api.refundBill, { Id: bill.id, Amount: '1' }, { token: admin.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    await t.db.update(logisticsOrders).set({ refundLocked: true }).where(eq(logisticsOrders.id, order.id));
    const locked = await call(t, api.refundBill, { Id: bill.id, Amount: '1', Reason: 'x' }, { token: admin.token });
    expect([locked.Code, locked.Message]).toEqual([ErrorCode.BusinessRule, `Id: the refunds of order ${order.serialNumber} are locked; it cannot be refunded`]);
    const other = await call(t, api.refundBill, { Id: bill.id, Amount: '1', Reason: 'x' }, { token: stranger.token });
    expect(other.Message).toBe(`Id: the bill does not exist (${bill.id})`);
    const unpaid = await billFor(dave, '3.00');
    const notPaid = await call(t, api.refundBill, { Id: unpaid.bill.id, Amount: '1', Reason: 'x' }, { token: admin.token });
    expect(notPaid.Code).toBe(ErrorCode.BusinessRule);
    const records = ok(await call(t, api.getPaymentRecords, { BillId: bill.id }, { token: admin.token }));
    expect(records.Data.map((r) => [r.Type, r.Amount])).toEqual([
      [api.WalletEventType.Refund, '15.00'],
      [api.WalletEventType.BillPayment, '40.00'],
    ]);
    await expectBooksBalance(t);
  });
});

describe('recharges, corrections and credit', () => {
  it('posts an offline recharge only when approved, once; a rejected one changes nothing', async () => {
    const erin = await createUser(t, { site, type: 'user', grants: 'all' });
    const r = ok(await call(t, api.submitRecharge, { UserId: erin.id, CurrencyCode: 'usd', Amount: '12.34', Voucher: voucher, Remarks: 'bank transfer' }, { token: admin.token }));
    expect(r).toMatchObject({ Status: RechargeStatus.Pending, CurrencyCode: 'USD', Actions: ['Approve', 'Reject'] });
    expect(await walletOf(erin, 'USD')).toBeUndefined();
    ok(await call(t, api.approveRecharge, { Id: r.Id }, { token: admin.token }));
    const twice = await call(t, api.approveRecharge, { Id: r.Id }, { token: admin.token });
    expect(twice.Code).toBe(ErrorCode.BusinessRule);
    expect((await walletOf(erin, 'USD'))!.cash).toBe('12.34');
    const r2 = ok(await call(t, api.submitRecharge, { UserId: erin.id, CurrencyCode: 'USD', Amount: '5', Voucher: voucher }, { token: admin.token }));
    ok(await call(t, api.rejectRecharge, { Id: r2.Id, Reason: 'no money arrived' }, { token: admin.token }));
    expect((await walletOf(erin, 'USD'))!.cash).toBe('12.34');
    const mine = ok(await call(t, api.getUserRecharges, {}, { token: erin.token }));
    expect(mine.Data.map((x) => [x.Status, x.SubmittedByName])).toEqual([
      [RechargeStatus.Rejected, ''],
      [RechargeStatus.Approved, ''],
    ]);
  });

  it('refuses a recharge with an unknown currency, a voucher not uploaded to the site, a customer of another site, or no permission', async () => {
    const body = { UserId: alice.id, CurrencyCode: 'CNY', Amount: '1', Voucher: voucher };
    const currency = await call(t, api.submitRecharge, { ...body, CurrencyCode: 'EUR' }, { token: admin.token });
    expect(currency.Message).toBe('CurrencyCode: the site has no currency EUR');
    const file = await call(t, api.submitRecharge, { ...body, Voucher: '/files/1/x/nothing.jpg' }, { token: admin.token });
    expect(file.Message).toBe('Voucher: upload the voucher image to this site first');
    const zero = await call(t, api.submitRecharge, { ...body, Amount: '0' }, { token: admin.token });
    expect(zero.Code).toBe(ErrorCode.InvalidInput);
    const other = await call(t, api.submitRecharge, body, { token: stranger.token });
    expect(other.Code).toBe(ErrorCode.InvalidInput);
    expect((await call(t, api.submitRecharge, body, { token: clerk.token })).status).toBe(403);
    expect((await call(t, api.submitRecharge, body, { token: alice.token })).status).toBe(403);
  });

  it('takes recharge coupons with an offline recharge: held while it awaits approval, their bonus credited on approval, set free on rejection', async () => {
    const fay = await createUser(t, { site, type: 'user', grants: 'all' });
    const grantCoupon = async (Name: string, PreferentialAmount: string) => {
      const couponId = ok(await call(t, couponApi.addCoupon, { Name, PreferentialAmount, Superposition: true, CurrencyCode: 'CNY', EffectiveDays: 30 }, { token: admin.token })).Id;
      ok(await call(t, couponApi.addUserCoupons, { CouponId: couponId, UserIds: [fay.id] }, { token: admin.token }));
      return (await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, couponId)))[0]!.id;
    };
    const cny = (await t.db.select().from(currencies).where(and(eq(currencies.siteId, site.id), eq(currencies.currencyCode, 'CNY'))))[0]!.id;
    const offered = async () => ok(await call(t, couponApi.getUserRechargeAvailableCoupons, { OwnerId: fay.id, CurrencyId: cny, RechargeAmount: '50' }, { token: admin.token })).map((c) => c.Id);
    const six = await grantCoupon(`Offline six ${process.pid}`, '6');
    const two = await grantCoupon(`Offline two ${process.pid}`, '2');
    expect(await offered()).toEqual(expect.arrayContaining([six, two]));

    const body = { UserId: fay.id, CurrencyCode: 'CNY', Amount: '50', Voucher: voucher };
    // A coupon in another currency's recharge, or another customer's, is refused and nothing is recorded.
    expect((await call(t, api.submitRecharge, { ...body, CurrencyCode: 'USD', UserCouponIds: [six] }, { token: admin.token })).Message).toContain(`UserCouponIds: coupon ${six} cannot be used for this recharge`);
    expect((await call(t, api.submitRecharge, { ...body, UserId: alice.id, UserCouponIds: [six] }, { token: admin.token })).Code).toBe(ErrorCode.InvalidInput);
    expect(ok(await call(t, api.getRecharges, { UserId: fay.id }, { token: admin.token })).Total).toBe(0);

    const approved = ok(await call(t, api.submitRecharge, { ...body, UserCouponIds: [six] }, { token: admin.token }));
    expect(approved.CouponAmount).toBe('6.00');
    const rejected = ok(await call(t, api.submitRecharge, { ...body, UserCouponIds: [two] }, { token: admin.token }));
    expect(await offered()).toEqual([]);
    ok(await call(t, api.approveRecharge, { Id: approved.Id }, { token: admin.token }));
    ok(await call(t, api.rejectRecharge, { Id: rejected.Id, Reason: 'no money arrived' }, { token: admin.token }));
    expect((await walletOf(fay))!.cash).toBe('56.00');
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, six)))[0]).toMatchObject({ useStatus: 1, offlineRechargeId: approved.Id });
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, two)))[0]).toMatchObject({ useStatus: 0, offlineRechargeId: null });
    expect(await offered()).toEqual([two]);
    const [bonus] = await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `offline-recharge:${approved.Id}:bonus`));
    expect(await t.db.select({ account: walletPostings.account, amount: walletPostings.amount }).from(walletPostings).where(eq(walletPostings.eventId, bonus!.id)).orderBy(walletPostings.id)).toEqual([
      { account: LedgerAccount.CustomerCash, amount: '6.00' },
      { account: LedgerAccount.SitePromotionExpense, amount: '-6.00' },
    ]);
    await expectBooksBalance(t);
  });

  it('corrects a balance with a reason, never below zero cash; credit limits not below what is used', async () => {
    const fay = await createUser(t, { site, type: 'user', grants: 'all' });
    const up = ok(await call(t, api.correctBalance, { UserId: fay.id, CurrencyCode: 'CNY', Increase: true, Amount: '10', Reason: 'goodwill' }, { token: admin.token }));
    expect(up.Balance).toBe('10.00');
    const down = await call(t, api.correctBalance, { UserId: fay.id, CurrencyCode: 'CNY', Increase: false, Amount: '10.01', Reason: 'typo' }, { token: admin.token });
    expect(down.Message).toBe('Amount: the available CNY balance 10.00 is not enough for 10.01');
    ok(await call(t, api.setCredit, { UserId: fay.id, CurrencyCode: 'CNY', IsCreditAmount: true, CreditAmount: '30' }, { token: admin.token }));
    const { bill } = await billFor(fay, '25.00');
    ok(await call(t, api.payBills, { BillIds: [bill.id], PaymentMethod: PaymentMethod.Credit }, { token: fay.token }));
    const lower = await call(t, api.setCredit, { UserId: fay.id, CurrencyCode: 'CNY', IsCreditAmount: true, CreditAmount: '14.99' }, { token: admin.token });
    expect(lower.Message).toBe('CreditAmount: 15.00 of the credit line is in use; the limit cannot be below it');
    const listed = ok(await call(t, api.getWallets, { UserId: fay.id }, { token: admin.token }));
    expect(listed.Data).toMatchObject([{ Balance: '-15.00', CreditAmount: '30.00', CreditArrears: '15.00' }]);
    expect(ok(await call(t, api.getWallets, { UserId: fay.id }, { token: stranger.token })).Total).toBe(0);
    const mine = ok(await call(t, api.getUserWallets, {}, { token: fay.token }));
    expect(mine).toMatchObject([{ Balance: '-15.00' }]);
    const file = ok(await call(t, api.exportUserAmountStatement, {}, { token: fay.token }));
    expect(file.FileName).toMatch(/^amount-statement-CNY-/);
    expect(Buffer.from(file.Content, 'base64').subarray(0, 2).toString()).toBe('PK');
    await expectBooksBalance(t);
  });

  it('keeps the postings append-only for the application role', async () => {
    const [p] = await t.db.select().from(walletPostings).limit(1);
    const error = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local role lbo_app`);
        await tx.execute(sql`update wallet_postings set amount = 1 where id = ${p!.id}`);
      })
      .catch((e: unknown) => e);
    expect(String((error as Error).cause ?? error)).toMatch(/permission denied/);
  });
});

describeOnPostgres('the ledger under concurrency (PostgreSQL)', () => {
  it('1,000 concurrent payments, recharges and refunds over 50 wallets keep the books: postings equal balances, no cash below zero, every bill paid at most once', async () => {
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => createUser(t, { site, type: 'user', grants: 'all', values: i % 2 ? { isCreditAmount: true, creditAmount: '40' } : {} })));
    const billsOf = new Map<number, number[]>();
    for (const c of customers) {
      await recharge(c, '30');
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push((await billFor(c, `${5 + (i % 4)}.25`)).bill.id);
      billsOf.set(c.id, ids);
    }
    const pending = [];
    for (const c of customers) {
      for (let i = 0; i < 4; i++) pending.push(ok(await call(t, api.submitRecharge, { UserId: c.id, CurrencyCode: 'CNY', Amount: '7.5', Voucher: voucher }, { token: admin.token })).Id);
    }
    const work: (() => Promise<unknown>)[] = [];
    for (const c of customers) {
      const ids = billsOf.get(c.id)!;
      // every bill paid, and 2 of them a second time at once (a credit customer pays by credit); one refunded, maybe before it is paid
      for (const id of [...ids, ids[0]!, ids[1]!]) work.push(() => call(t, api.payBills, { BillIds: [id], PaymentMethod: customers.indexOf(c) % 2 ? PaymentMethod.Credit : PaymentMethod.Balance }, { token: c.token }));
      for (const id of ids.slice(0, 1)) work.push(() => call(t, api.refundBill, { Id: id, Amount: '1.25', Reason: 'race' }, { token: admin.token }));
    }
    for (const id of pending) work.push(() => call(t, api.approveRecharge, { Id: id }, { token: admin.token }));
    for (const id of pending.slice(0, 50)) work.push(() => call(t, api.approveRecharge, { Id: id }, { token: admin.token }));
    expect(work).toHaveLength(1_000);
    const answers = (await Promise.all(work.sort(() => Math.random() - 0.5).map((w) => w()))) as { status: number; Code: number }[];
    expect(answers.filter((a) => a.status !== 200 || a.Code === ErrorCode.Internal)).toEqual([]);

    await expectBooksBalance(t);
    expect(rowsOf(await t.db.execute(sql`select id from wallets where cash < 0 or credit_used > credit_limit`))).toEqual([]);
    const payments = rowsOf<{ bill_id: number; n: number }>(await t.db.execute(sql`select bill_id, count(*)::int as n from payment_records where type = 1 group by bill_id having count(*) > 1`));
    expect(payments).toEqual([]);
    const paidWithoutRecord = rowsOf(await t.db.execute(sql`select b.id from bills b where b.payment_status = 2 and b.total_amount > 0 and not exists (select 1 from payment_records r where r.bill_id = b.id and r.type = 1)`));
    expect(paidWithoutRecord).toEqual([]);
    const approved = await t.db.select({ n: sql<number>`count(*)::int` }).from(walletEvents).where(sql`${walletEvents.eventKey} like 'offline-recharge:%'`);
    const approvedRows = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from offline_recharges where status = 2 and id in (${sql.join(pending.map((id) => sql`${id}`), sql`, `)})`));
    expect(approvedRows[0]!.n).toBe(pending.length);
    expect(approved[0]!.n).toBeGreaterThanOrEqual(pending.length);
    const refunds = await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentRecords).where(eq(paymentRecords.type, api.WalletEventType.Refund));
    expect(refunds[0]!.n).toBeGreaterThan(0);
  }, 600_000);
});
