import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, logisticsOrders as orderApi, roles as roleApi, settlements as api, wallets as walletApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, roleOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { ok } from '../../../test/parcelStaffFixtures.ts';
import { expectBooksBalance } from '../../../test/ledgerBooks.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { roles } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { paymentRecords, walletEvents, walletPostings, wallets } from '../wallets/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { runSettlements } from './settlementJob.ts';
import { settlementStatements } from './tables.ts';

const { BillPaymentStatus, OrderPaymentStatus, ApprovalStatus, OrderStatus } = orderApi;
const { PaymentMethod, LedgerAccount } = walletApi;
const { StatementStatus } = api;
const { SettlementCycle } = roleApi;

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let clerk: TestUser;
let stranger: TestUser;
/** weekly cycle */
let wendy: TestUser;
/** weekly cycle too: another customer of the site */
let walt: TestUser;
/** monthly cycle */
let molly: TestUser;
/** per order */
let pete: TestUser;
let warehouseId: number;
let carrierId: number;
let voucher: string;

/** A portal customer with a credit line of 1,000 whose group settles on `cycle`. */
async function creditCustomer(cycle: roleApi.SettlementCycle, on: TestSite = site) {
  const u = await createUser(t, { site: on, type: 'user', grants: 'all', values: { isCreditAmount: true, creditAmount: '1000' } });
  await t.db.update(roles).set({ settlementCycle: cycle }).where(eq(roles.id, await roleOf(t, u.id)));
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
  // The periods below are UTC days: this site is in UTC (a new site's zone is Asia/Shanghai; see the last tests).
  site = await createSite(t.db, { timeZone: 'UTC' });
  admin = await createUser(t, { site, grants: 'all' });
  clerk = await createUser(t, { site, grants: [] });
  stranger = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  wendy = await creditCustomer(SettlementCycle.Weekly);
  walt = await creditCustomer(SettlementCycle.Weekly);
  molly = await creditCustomer(SettlementCycle.Monthly);
  pete = await creditCustomer(SettlementCycle.PerOrder);
  await t.db.insert(currencies).values({ siteId: site.id, name: '人民币', currencyCode: 'CNY', exchangeRate: '1' });
  const [w] = await t.db.insert(warehouses).values({ siteId: site.id, name: 'Main', personInCharge: 'Zhao' }).returning({ id: warehouses.id });
  const [c] = await t.db.insert(carriers).values({ siteId: site.id, name: 'Post', interface: 1 }).returning({ id: carriers.id });
  warehouseId = w!.id;
  carrierId = c!.id;
  voucher = `/files/${site.id}/recharge/${crypto.randomUUID()}.jpg`;
  await t.db.insert(uploadedFiles).values({ siteId: site.id, ownerId: admin.id, uploadFileType: 1, classify: 'recharge', originalName: 'v.jpg', mime: 'image/jpeg', size: 10, address: voucher });
}, 240_000);
afterAll(() => t.close());

let serial = 0;
const siteOfTests = () => site;
const warehouseOfTests = () => warehouseId;
const carrierOfTests = () => carrierId;
/** A bill of `amount` paid on credit (an empty wallet: all of it from the credit line), its payment dated `at`. */
async function paidOnCredit(owner: TestUser, amount: string, at: string, place?: { site: TestSite; warehouseId: number; carrierId: number }) {
  const { site, warehouseId, carrierId } = place ?? { site: siteOfTests(), warehouseId: warehouseOfTests(), carrierId: carrierOfTests() };
  serial += 1;
  const [o] = await t.db
    .insert(logisticsOrders)
    .values({
      siteId: site.id,
      ownerId: owner.id,
      serialNumber: `LOS${process.pid}${serial}`,
      source: 1,
      warehouseId,
      status: OrderStatus.Submitted,
      approvalStatus: ApprovalStatus.Approved,
      paymentStatus: OrderPaymentStatus.Unpaid,
      quotationId: 1,
      quotationName: 'Q',
      carrierId,
      packageCount: 1,
      pieceCount: 1,
      weight: '1',
      volumeWeight: '1',
      fareWeight: '1',
      declaredPrice: '10',
      declaredCurrency: 'USD',
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
    .values({ siteId: site.id, ownerId: owner.id, serialNumber: `BLS${process.pid}${serial}`, logisticsOrderId: o!.id, billType: 1, paymentStatus: BillPaymentStatus.Unpaid, totalAmount: amount, currencyCode: 'CNY', details: [] })
    .returning();
  const paid = ok(await call(t, walletApi.payBills, { BillIds: [b!.id], PaymentMethod: PaymentMethod.Credit }, { token: owner.token }));
  expect(paid.Bills[0]!.PaymentStatus).toBe(BillPaymentStatus.Paid);
  await t.db.update(paymentRecords).set({ createdAt: new Date(at) }).where(eq(paymentRecords.billId, b!.id));
  return b!;
}

async function recharge(owner: TestUser, amount: string) {
  const r = ok(await call(t, walletApi.submitRecharge, { UserId: owner.id, CurrencyCode: 'CNY', Amount: amount, Voucher: voucher }, { token: admin.token }));
  ok(await call(t, walletApi.approveRecharge, { Id: r.Id }, { token: admin.token }));
}

const run = (now: string) => t.db.transaction((tx) => runSettlements(tx, new Date(now)));
const statementsOf = (owner: TestUser) => t.db.select().from(settlementStatements).where(eq(settlementStatements.ownerId, owner.id)).orderBy(settlementStatements.periodStart);
const walletOf = async (owner: TestUser) => (await t.db.select().from(wallets).where(and(eq(wallets.ownerId, owner.id), eq(wallets.currencyCode, 'CNY'))))[0]!;
const messagesOf = (owner: TestUser) => t.db.select().from(userMessages).where(eq(userMessages.ownerId, owner.id)).orderBy(userMessages.id);


// 2026-03-02 is a Monday: the weeks are Feb 23–Mar 1, Mar 2–8, Mar 9–15.
describe('the settlement job', () => {
  it('gathers each closed period of a weekly and a monthly customer’s credit payments, less credit refunded; nothing for per-order customers; twice makes nothing more', async () => {
    await paidOnCredit(wendy, '15.00', '2026-03-01T23:59:59Z');
    const w1 = await paidOnCredit(wendy, '25.00', '2026-03-02T00:00:00Z');
    const w2 = await paidOnCredit(wendy, '15.00', '2026-03-08T23:59:59Z');
    await paidOnCredit(wendy, '7.00', '2026-03-09T00:00:00Z');
    const m1 = await paidOnCredit(molly, '100.00', '2026-02-01T00:00:00Z');
    const m2 = await paidOnCredit(molly, '60.00', '2026-02-28T23:59:59Z');
    await paidOnCredit(molly, '9.00', '2026-03-01T00:00:00Z');
    // A credit refund in February comes off February's statement.
    ok(await call(t, walletApi.refundBill, { Id: m1.id, Amount: '30', Reason: 'Damaged' }, { token: admin.token }));
    await t.db.update(paymentRecords).set({ createdAt: new Date('2026-02-20T10:00:00Z') }).where(and(eq(paymentRecords.billId, m1.id), eq(paymentRecords.type, walletApi.WalletEventType.Refund)));
    await paidOnCredit(pete, '50.00', '2026-02-10T00:00:00Z');

    // Half a minute after the week of Mar 9–15 ended: that week is still held for payments in flight.
    await run('2026-03-16T00:00:30Z');
    const weekly = await statementsOf(wendy);
    expect(weekly.map((s) => [s.periodStart, s.periodEnd, s.amount, s.dueDate, s.settlementCycle])).toEqual([
      ['2026-02-23', '2026-03-01', '15.00', '2026-03-11', SettlementCycle.Weekly],
      ['2026-03-02', '2026-03-08', '40.00', '2026-03-18', SettlementCycle.Weekly],
    ]);
    expect(weekly[1]!.serialNumber).toMatch(/^ST20260308\d{6}$/);
    const monthly = await statementsOf(molly);
    expect(monthly.map((s) => [s.periodStart, s.periodEnd, s.amount, s.dueDate])).toEqual([['2026-02-01', '2026-02-28', '130.00', '2026-03-10']]);
    expect(await statementsOf(pete)).toEqual([]);

    // The customer reads the statement with its bills (the refund negative).
    const mine = ok(await call(t, api.getUserStatements, { Status: StatementStatus.Outstanding }, { token: wendy.token }));
    expect(mine.Data.map((s) => s.PeriodStart)).toEqual(['2026-03-02']);
    expect(mine.Data[0]!.Bills.map((b) => [b.BillId, b.CreditAmount])).toEqual([
      [w1.id, '25.00'],
      [w2.id, '15.00'],
    ]);
    expect(mine.Data[0]!.Actions).toEqual(['Settle']);
    const mollys = ok(await call(t, api.getUserStatements, {}, { token: molly.token })).Data[0]!;
    expect(mollys.Bills.map((b) => [b.BillId, b.CreditAmount]).sort()).toEqual(
      [
        [m1.id, '100.00'],
        [m1.id, '-30.00'],
        [m2.id, '60.00'],
      ].sort(),
    );

    // Told of each statement made (the one already past its due date is also marked overdue).
    const told = await messagesOf(wendy);
    expect(told.filter((m) => m.infoType === 'SettlementStatement').map((m) => m.message)).toEqual([
      `结算单 ${weekly[0]!.serialNumber}：15.00 CNY，请于 2026-03-11 前结算`,
      `结算单 ${weekly[1]!.serialNumber}：40.00 CNY，请于 2026-03-18 前结算`,
    ]);

    // Running again makes nothing more; two minutes on, the week of Mar 9–15 has closed.
    await run('2026-03-16T00:00:30Z');
    expect(await statementsOf(wendy)).toHaveLength(2);
    await run('2026-03-16T00:02:00Z');
    await run('2026-03-16T00:02:00Z');
    expect((await statementsOf(wendy)).map((s) => [s.periodStart, s.amount])).toEqual([
      ['2026-02-23', '15.00'],
      ['2026-03-02', '40.00'],
      ['2026-03-09', '7.00'],
    ]);
    expect(await statementsOf(molly)).toHaveLength(1);
    expect((await messagesOf(wendy)).filter((m) => m.infoType === 'SettlementStatement')).toHaveLength(3);
  });

  it('marks outstanding statements overdue once their due date has passed, with a message and a history row', async () => {
    const [feb23] = await statementsOf(wendy);
    // Due Mar 11: already overdue when it was made on Mar 16.
    expect(feb23!.status).toBe(StatementStatus.Overdue);
    await run('2026-03-18T23:00:00Z');
    expect((await statementsOf(wendy))[1]!.status).toBe(StatementStatus.Outstanding);
    await run('2026-03-19T00:10:00Z');
    const [, mar2] = await statementsOf(wendy);
    expect(mar2!.status).toBe(StatementStatus.Overdue);
    const overdue = (await messagesOf(wendy)).filter((m) => m.infoType === 'SettlementOverdue');
    expect(overdue.map((m) => m.message)).toEqual([
      `结算单 ${feb23!.serialNumber}：15.00 CNY 已于 2026-03-11 到期，请尽快结算`,
      `结算单 ${mar2!.serialNumber}：40.00 CNY 已于 2026-03-18 到期，请尽快结算`,
    ]);
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'SettlementStatement'), eq(recordHistories.recordId, mar2!.id)));
    expect(history.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['Gather', null, StatementStatus.Outstanding],
      ['MarkOverdue', StatementStatus.Outstanding, StatementStatus.Overdue],
    ]);
    // Overdue statements are the customer's to settle, in red on the page.
    expect(ok(await call(t, api.getUserStatements, { Status: StatementStatus.Overdue }, { token: wendy.token })).Data.map((s) => s.Actions)).toEqual([['Settle'], ['Settle']]);
  });

  it('splits a half-monthly customer’s month on the 15th', async () => {
    const hank = await creditCustomer(SettlementCycle.HalfMonthly);
    await paidOnCredit(hank, '11.00', '2026-02-01T00:00:00Z');
    await paidOnCredit(hank, '12.00', '2026-02-15T23:59:59Z');
    await paidOnCredit(hank, '13.00', '2026-02-16T00:00:00Z');
    await paidOnCredit(hank, '14.00', '2026-02-28T23:59:59Z');
    // Mar 16–31 is still open.
    await paidOnCredit(hank, '15.00', '2026-03-16T00:00:00Z');
    await run('2026-03-19T00:10:00Z');
    expect((await statementsOf(hank)).map((s) => [s.periodStart, s.periodEnd, s.amount, s.dueDate])).toEqual([
      ['2026-02-01', '2026-02-15', '23.00', '2026-02-25'],
      ['2026-02-16', '2026-02-28', '27.00', '2026-03-10'],
    ]);
  });
});

describe('settling', () => {
  it('a recharge of a cycle customer stays cash; Settle moves the cash to repay the credit in one posting, refused when the cash is short, and once only', async () => {
    const [, mar2] = await statementsOf(wendy);
    const before = await walletOf(wendy);
    expect(before.creditUsed).toBe('62.00');
    await recharge(wendy, '30');
    // The credit used waits for its statement: the recharge is cash.
    expect([await walletOf(wendy)].map((w) => [w.cash, w.creditUsed])).toEqual([['30.00', '62.00']]);

    const short = await call(t, api.settleUserStatement, { Id: mar2!.id }, { token: wendy.token });
    expect([short.Code, short.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the available CNY balance 30.00 is not enough for 40.00']);
    expect((await statementsOf(wendy))[1]!.status).toBe(StatementStatus.Overdue);
    expect(await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `settlement:${mar2!.id}:settle`))).toEqual([]);

    await recharge(wendy, '20');
    const settled = ok(await call(t, api.settleUserStatement, { Id: mar2!.id }, { token: wendy.token }));
    expect(settled).toMatchObject({ Status: StatementStatus.Settled, Actions: [] });
    expect([await walletOf(wendy)].map((w) => [w.cash, w.creditUsed])).toEqual([['10.00', '22.00']]);
    const [event] = await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `settlement:${mar2!.id}:settle`));
    const postings = await t.db.select().from(walletPostings).where(eq(walletPostings.eventId, event!.id));
    expect(postings.map((p) => [p.account, p.amount]).sort()).toEqual([
      [LedgerAccount.CustomerCash, '-40.00'],
      [LedgerAccount.CustomerCredit, '40.00'],
    ]);

    const again = await call(t, api.settleUserStatement, { Id: mar2!.id }, { token: wendy.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the settlement statement is settled; it cannot be settled now']);
    expect(await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `settlement:${mar2!.id}:settle`))).toHaveLength(1);
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'SettlementStatement'), eq(recordHistories.recordId, mar2!.id)));
    expect(history.at(-1)).toMatchObject({ action: 'Settle', fromState: StatementStatus.Overdue, toState: StatementStatus.Settled, actorId: wendy.id });
    await expectBooksBalance(t);
  });

  it('staff settle a customer’s statement of their site; another customer, another site and a clerk without the grant are refused', async () => {
    const [feb] = await statementsOf(molly);
    await recharge(molly, '200');
    const otherCustomer = await call(t, api.settleUserStatement, { Id: feb!.id }, { token: walt.token });
    expect(otherCustomer.Code).toBe(ErrorCode.NotFound);
    expect(ok(await call(t, api.getUserStatements, {}, { token: walt.token })).Data).toEqual([]);
    const otherSite = await call(t, api.settleStatement, { Id: feb!.id }, { token: stranger.token });
    expect(otherSite.Code).toBe(ErrorCode.NotFound);
    expect(ok(await call(t, api.getStatements, {}, { token: stranger.token })).Data).toEqual([]);
    expect((await call(t, api.settleStatement, { Id: feb!.id }, { token: clerk.token })).status).toBe(403);
    expect((await call(t, api.getStatements, {}, { token: clerk.token })).status).toBe(403);
    // A customer cannot use the staff call.
    expect((await call(t, api.settleStatement, { Id: feb!.id }, { token: molly.token })).status).toBe(403);
    expect((await statementsOf(molly))[0]!.status).not.toBe(StatementStatus.Settled);

    // The staff list: by customer and state.
    const list = ok(await call(t, api.getStatements, { UserId: molly.id }, { token: admin.token }));
    expect(list.Data.map((s) => [s.UserId, s.Amount])).toEqual([[molly.id, '130.00']]);
    expect(ok(await call(t, api.getStatements, { Status: StatementStatus.Settled }, { token: admin.token })).Data.map((s) => s.UserId)).toEqual([wendy.id]);
    expect(ok(await call(t, api.getStatements, { PeriodFrom: '2026-03-09 00:00:00' }, { token: admin.token })).Data.map((s) => s.PeriodStart)).toEqual(['2026-03-09']);

    const settled = ok(await call(t, api.settleStatement, { Id: feb!.id }, { token: admin.token }));
    expect(settled.Status).toBe(StatementStatus.Settled);
    // 169 on credit less 30 refunded = 139 used; the statement repays its 130.
    expect([await walletOf(molly)].map((w) => [w.cash, w.creditUsed])).toEqual([['70.00', '9.00']]);
    await expectBooksBalance(t);
  });

  it('refuses bad input naming the field', async () => {
    const res = await call(t, api.settleUserStatement, { Id: 'x' }, { token: wendy.token, language: '3' });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, expect.stringMatching(/^Id: /)]);
    const list = await call(t, api.getUserStatements, { Status: 9 }, { token: wendy.token, language: '3' });
    expect([list.Code, list.Message]).toEqual([ErrorCode.InvalidInput, 'Status: is not an allowed value']);
  });
});

describe('the job’s bookkeeping', () => {
  const unsettled = async (owner: TestUser) => (await t.db.select().from(paymentRecords).where(eq(paymentRecords.ownerId, owner.id))).filter((r) => r.settlementStatementId === null && r.creditAmount !== '0.00');

  it('marks each record with the statement it joined, so a second run reads nothing new and makes nothing', async () => {
    const nora = await creditCustomer(SettlementCycle.Weekly);
    await paidOnCredit(nora, '8.00', '2026-03-17T09:00:00Z');
    await paidOnCredit(nora, '4.00', '2026-03-18T09:00:00Z');
    expect(await unsettled(nora)).toHaveLength(2);
    expect((await run('2026-03-23T00:02:00Z')).gathered).toBeGreaterThanOrEqual(2);
    const [made] = await statementsOf(nora);
    expect([made!.periodStart, made!.amount]).toEqual(['2026-03-16', '12.00']);
    expect(await unsettled(nora)).toEqual([]);
    expect((await t.db.select().from(paymentRecords).where(eq(paymentRecords.ownerId, nora.id))).map((r) => r.settlementStatementId)).toEqual([made!.id, made!.id]);

    expect(await run('2026-03-23T00:02:00Z')).toEqual({ gathered: 0 });
    expect(await statementsOf(nora)).toEqual([made]);
  });

  it('puts a late payment (its period’s statement already issued) on the customer’s next statement, leaving the issued one as it was', async () => {
    const lara = await creditCustomer(SettlementCycle.Weekly);
    await paidOnCredit(lara, '20.00', '2026-03-24T10:00:00Z');
    await run('2026-03-30T00:02:00Z');
    const [issued] = await statementsOf(lara);
    expect([issued!.periodStart, issued!.amount]).toEqual(['2026-03-23', '20.00']);

    // Paid in the issued week, committed after its statement.
    const late = await paidOnCredit(lara, '5.00', '2026-03-29T23:59:50Z');
    await run('2026-03-30T00:05:00Z');
    expect(await statementsOf(lara)).toEqual([issued]);
    expect(await unsettled(lara)).toHaveLength(1);

    await run('2026-04-06T00:02:00Z');
    const [first, next] = await statementsOf(lara);
    expect(first).toEqual(issued);
    expect([next!.periodStart, next!.periodEnd, next!.amount]).toEqual(['2026-03-30', '2026-04-05', '5.00']);
    const theirs = ok(await call(t, api.getUserStatements, {}, { token: lara.token })).Data.find((s) => s.Id === next!.id)!;
    expect(theirs.Bills.map((b) => [b.BillId, b.CreditAmount])).toEqual([[late.id, '5.00']]);
    expect(await unsettled(lara)).toEqual([]);
    await expectBooksBalance(t);
  });
});

describe('the site’s time zone', () => {
  /** A second site, in Shanghai (a new site's zone), with what paying a bill needs. */
  let shanghai: { site: TestSite; warehouseId: number; carrierId: number };

  beforeAll(async () => {
    const s = await createSite(t.db);
    await t.db.insert(currencies).values({ siteId: s.id, name: '人民币', currencyCode: 'CNY', exchangeRate: '1' });
    const [w] = await t.db.insert(warehouses).values({ siteId: s.id, name: 'Shanghai', personInCharge: 'Qian' }).returning({ id: warehouses.id });
    const [c] = await t.db.insert(carriers).values({ siteId: s.id, name: 'Post', interface: 1 }).returning({ id: carriers.id });
    shanghai = { site: s, warehouseId: w!.id, carrierId: c!.id };
  });

  it('counts a payment at 23:30 UTC on a month’s last day in the next month for an Asia/Shanghai site, in this month for a UTC site', async () => {
    const [zone] = await t.db.select({ timeZone: sites.timeZone }).from(sites).where(eq(sites.id, shanghai.site.id));
    expect(zone!.timeZone).toBe('Asia/Shanghai');
    const mei = await creditCustomer(SettlementCycle.Monthly, shanghai.site);
    const una = await creditCustomer(SettlementCycle.Monthly);
    // 2026-04-30 23:30 UTC is 2026-05-01 07:30 in Shanghai.
    await paidOnCredit(mei, '31.00', '2026-04-30T23:30:00Z', shanghai);
    await paidOnCredit(una, '32.00', '2026-04-30T23:30:00Z');
    // May 1st 00:10 UTC: April has closed in both zones; the Shanghai payment is May's, still open.
    await run('2026-05-01T00:10:00Z');
    expect((await statementsOf(una)).map((s) => [s.periodStart, s.periodEnd, s.amount, s.dueDate])).toEqual([['2026-04-01', '2026-04-30', '32.00', '2026-05-10']]);
    expect(await statementsOf(mei)).toEqual([]);
    // May closes in Shanghai at 16:00 UTC on May 31st (plus the in-flight minute).
    await run('2026-05-31T16:00:30Z');
    expect(await statementsOf(mei)).toEqual([]);
    await run('2026-05-31T16:01:30Z');
    expect((await statementsOf(mei)).map((s) => [s.periodStart, s.periodEnd, s.amount, s.dueDate])).toEqual([['2026-05-01', '2026-05-31', '31.00', '2026-06-10']]);
  });

  it('marks a statement overdue when its due date has passed in the site’s zone', async () => {
    const [meis] = await t.db.select().from(settlementStatements).where(and(eq(settlementStatements.siteId, shanghai.site.id), eq(settlementStatements.periodStart, '2026-05-01')));
    // Due June 10th: June 11th begins in Shanghai at 16:00 UTC on June 10th, when in UTC it is still the 10th.
    await run('2026-06-10T15:59:00Z');
    expect((await t.db.select().from(settlementStatements).where(eq(settlementStatements.id, meis!.id)))[0]!.status).toBe(StatementStatus.Outstanding);
    await run('2026-06-10T16:00:00Z');
    expect((await t.db.select().from(settlementStatements).where(eq(settlementStatements.id, meis!.id)))[0]!.status).toBe(StatementStatus.Overdue);
    const [unas] = await t.db.select().from(settlementStatements).where(and(eq(settlementStatements.siteId, site.id), eq(settlementStatements.periodStart, '2026-04-01'), eq(settlementStatements.amount, '32.00')));
    // The UTC site's statement due May 10th is overdue from May 11th 00:00 UTC (both runs above were later).
    expect(unas!.status).toBe(StatementStatus.Overdue);
  });
});
