import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { logisticsOrders as orderContract, wallets as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { applyCoupons, holdRechargeCoupons, releaseRechargeCoupons, takePercentageGift, useRechargeCoupons, type RechargeHold } from '../coupons/index.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { auditLogs, users } from '../access/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { actOnOrder, findOrder, orderRow } from '../logisticsOrders/index.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { figuresOf, lockWallets, post, postSiteEvent, type Figures, type MoneyEvent, type Wallet } from './ledger.ts';
import { paymentRecords, offlineRecharges, walletEvents, walletPostings, wallets } from './tables.ts';

/**
 * Bills, payments, refunds, offline recharges, corrections and statements (contracts wallets.ts). Every
 * movement of money goes through `post` (ledger.ts). Locks are taken in one order everywhere:
 * bills (id order), then orders (id order), then wallets (id order).
 */

const { BillPaymentStatus, CodStatus, billLifecycle } = orderContract;
const { LedgerAccount, WalletEventType, PaymentMethod, RechargeStatus, rechargeLifecycle } = contract;
type Bill = typeof bills.$inferSelect;
type Recharge = typeof offlineRecharges.$inferSelect;

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);
const customerScope = (ownerColumn: Parameters<typeof eq>[0], actor: Actor): SQL[] => (actor.population === 'user' ? [eq(ownerColumn, actor.userId)] : []);
const since = (column: Parameters<typeof eq>[0], q: { StartDate?: string | undefined; EndDate?: string | undefined }) => [
  q.StartDate === undefined ? undefined : sql`${column} >= ${q.StartDate}::timestamp`,
  q.EndDate === undefined ? undefined : sql`${column} <= ${q.EndDate}::timestamp`,
];

/** The site a staff list reads: site staff their own, platform staff the one they name (or all). */
async function siteFilter(tx: Executor, actor: Actor, column: Parameters<typeof eq>[0], siteId: number | undefined): Promise<SQL[]> {
  if (actor.population === 'user') return [];
  const site = actor.siteId === null ? await chosenSite(tx, actor, siteId) : actor.siteId;
  return site === null ? [] : [eq(column, site)];
}

/** A currency of the customer's site, upper-cased, or a refusal naming the field. */
async function siteCurrency(tx: Executor, siteId: number, code: string): Promise<string> {
  const [found] = await tx
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(and(eq(currencies.siteId, siteId), eq(currencies.currencyCode, code)));
  if (!found) throw invalid('CurrencyCode', 'WalletCurrencyUnknown', { value: code });
  return found.code;
}

/** The site's base currency (rate 1), else its first, else CNY: the wallet a customer sees first. */
async function baseCurrency(tx: Executor, siteId: number): Promise<string> {
  const [found] = await tx
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(eq(currencies.siteId, siteId))
    .orderBy(sql`${currencies.exchangeRate} = 1 desc`, asc(currencies.id))
    .limit(1);
  return found?.code ?? 'CNY';
}

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────

async function namesOf(tx: Executor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await tx.select({ id: users.id, name: users.userName, number: users.number }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export function walletRowOf(w: Wallet, names: Map<number, { name: string; number: string }>): contract.WalletRow {
  const f = figuresOf(w);
  return {
    Id: w.id,
    UserId: w.ownerId,
    UserName: names.get(w.ownerId)?.name ?? '',
    MemberNumber: names.get(w.ownerId)?.number ?? '',
    SiteId: w.siteId,
    CurrencyCode: w.currencyCode,
    Balance: f.balance,
    Cash: money(w.cash),
    FrozenAmount: money(w.frozen),
    AvailableAmount: money(new Decimal(w.cash).minus(w.frozen)),
    IsCreditAmount: w.isCredit,
    CreditAmount: money(w.creditLimit),
    CreditArrears: money(w.creditUsed),
    CreditBalance: f.credit,
    Arrears: money(w.creditUsed),
    UpdateTime: w.updatedAt.toISOString(),
  };
}

async function billRows(tx: Executor, actor: Actor, rows: readonly Bill[]): Promise<contract.MoneyBillRow[]> {
  if (rows.length === 0) return [];
  const orders = await tx
    .select({ id: logisticsOrders.id, serial: logisticsOrders.serialNumber, refundLocked: logisticsOrders.refundLocked, isCod: logisticsOrders.isCod, codStatus: logisticsOrders.codStatus, collection: logisticsOrders.collection, declaredCurrency: logisticsOrders.declaredCurrency })
    .from(logisticsOrders)
    .where(inArray(logisticsOrders.id, [...new Set(rows.map((b) => b.logisticsOrderId))]));
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const [names, codPaid] = await Promise.all([namesOf(tx, rows.map((b) => b.ownerId)), codPaidOf(tx, orders.filter((o) => o.codStatus === CodStatus.AwaitingCollection).map((o) => o.id))]);
  return rows.map((b) => {
    const o = orderOf.get(b.logisticsOrderId);
    const refundLocked = o?.refundLocked ?? false;
    return {
      Id: b.id,
      SerialNumber: b.serialNumber,
      LogisticsOrderId: b.logisticsOrderId,
      OrderSerialNumber: o?.serial ?? '',
      UserId: b.ownerId,
      UserName: names.get(b.ownerId)?.name ?? '',
      MemberNumber: names.get(b.ownerId)?.number ?? '',
      BillType: b.billType,
      PaymentStatus: b.paymentStatus,
      TotalAmount: b.totalAmount,
      PaymentMoney: b.paymentMoney,
      DiscountAmount: b.discountAmount,
      RefundAmount: b.refundAmount,
      CurrencyCode: b.currencyCode,
      Details: b.details,
      CreationTime: b.createdAt.toISOString(),
      CancelledTime: b.cancelledAt?.toISOString() ?? null,
      PaymentMethod: b.paymentMethod,
      PaymentTime: b.paidAt?.toISOString() ?? null,
      BalanceBefore: b.balanceBefore,
      BalanceAfter: b.balanceAfter,
      CreditBefore: b.creditBefore,
      CreditAfter: b.creditAfter,
      RefundLocked: refundLocked,
      CashOnDeliveryPayable: b.paymentStatus === BillPaymentStatus.Unpaid && o !== undefined && codRefusal(b, o, codPaid.get(o.id) ?? new Decimal(0)) === null,
      // The bill's own table decides; a locked or fully refunded bill offers no refund.
      Actions: billLifecycle
        .actionsFrom(b.paymentStatus as orderContract.BillPaymentStatus, actor.population)
        .filter((a) => a === 'Pay' || (a === 'Refund' && !refundLocked && new Decimal(b.paymentMoney).greaterThan(b.refundAmount))),
    };
  });
}

// ── Bills ────────────────────────────────────────────────────────────────────────────────────

type BillQuery = z.output<typeof contract.billQuery>;

export async function listBills(tx: Executor, actor: Actor, q: z.output<typeof contract.userBillQuery> | BillQuery) {
  const staff = q as Partial<BillQuery>;
  const numbers = q.Numbers && q.Numbers.length > 0 ? q.Numbers.map((n) => n.toUpperCase()) : undefined;
  const where = and(
    ...ofCallerSite(bills.siteId, actor),
    ...customerScope(bills.ownerId, actor),
    ...(await siteFilter(tx, actor, bills.siteId, staff.SiteId)),
    actor.population === 'backstage' && staff.UserId !== undefined ? eq(bills.ownerId, staff.UserId) : undefined,
    q.PaymentStatus === undefined ? undefined : eq(bills.paymentStatus, q.PaymentStatus),
    q.BillType === undefined ? undefined : eq(bills.billType, q.BillType),
    numbers === undefined
      ? undefined
      : or(inArray(bills.serialNumber, numbers), inArray(bills.logisticsOrderId, tx.select({ id: logisticsOrders.id }).from(logisticsOrders).where(inArray(logisticsOrders.serialNumber, numbers)))),
    ...since(bills.createdAt, q),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(bills)
      .where(where)
      .orderBy(q.descendingOrder ? desc(bills.id) : asc(bills.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(bills).where(where),
  ]);
  return { Data: await billRows(tx, actor, rows), Total: total?.n ?? 0 };
}

type CodOrder = Pick<typeof logisticsOrders.$inferSelect, 'isCod' | 'codStatus' | 'collection' | 'declaredCurrency'>;

/** What bills of each order have taken of its collection (paid with PaymentMethod CashOnDelivery). */
async function codPaidOf(tx: Executor, orderIds: readonly number[]): Promise<Map<number, Decimal>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: bills.logisticsOrderId, paid: sql<string>`sum(${bills.paymentMoney})` })
    .from(bills)
    .where(and(inArray(bills.logisticsOrderId, [...orderIds]), eq(bills.paymentStatus, BillPaymentStatus.Paid), eq(bills.paymentMethod, PaymentMethod.CashOnDelivery)))
    .groupBy(bills.logisticsOrderId);
  return new Map(rows.map((r) => [r.orderId, new Decimal(r.paid)]));
}

/**
 * Why a bill cannot be paid from its order's collection, or null: the order is COD and still
 * awaiting the collection, in the bill's currency, and what other bills left of it covers the bill
 * after its coupons.
 */
function codRefusal(b: Bill, o: CodOrder, taken: Decimal): Parameters<typeof refused> | null {
  const params = { field: 'BillIds', number: b.serialNumber };
  if (!o.isCod) return ['BillCodNotCod', params];
  if (o.codStatus !== CodStatus.AwaitingCollection) return ['BillCodCollected', params];
  if (o.declaredCurrency !== b.currencyCode) return ['BillCodCurrency', { ...params, currency: b.currencyCode, value: o.declaredCurrency }];
  const left = new Decimal(o.collection).minus(taken);
  if (payable(b).greaterThan(left)) return ['BillCodTooSmall', { ...params, amount: payable(b).toFixed(2), available: Decimal.max(0, left).toFixed(2) }];
  return null;
}

/** The bills named, locked in id order, in the caller's scope; any missing is named. */
async function lockBills(tx: Executor, actor: Actor, ids: readonly number[], field: string): Promise<Bill[]> {
  const rows = await tx
    .select()
    .from(bills)
    .where(and(inArray(bills.id, [...ids]), ...ofCallerSite(bills.siteId, actor), ...customerScope(bills.ownerId, actor)))
    .orderBy(asc(bills.id))
    .for('update');
  const missing = ids.filter((id) => !rows.some((b) => b.id === id));
  if (missing.length > 0) throw invalid(field, 'BillDoesNotExist', { ids: missing.join(', ') });
  return rows;
}

/**
 * Pays the caller's bills, all or none: each bill's table allows Pay (unpaid), the order's payment
 * axis moves to Paid through its own table, then one event per bill (`bill:<id>:pay`) takes the
 * amount less the coupons' discount (one bill at a time) from the wallet of the bill's currency
 * (cash, then credit with PaymentMethod Credit). A
 * refusal names the currency, what is available and what the bills need together.
 */
export async function payBills(ctx: CallContext, actor: Actor, body: z.output<typeof contract.payBillsBody>) {
  const { tx } = ctx;
  const found = await lockBills(tx, actor, body.BillIds, 'BillIds');
  for (const b of found) refuseUnlessAllowed(billLifecycle, b.paymentStatus as orderContract.BillPaymentStatus, 'Pay', actor.population, 'BillIds');
  // The order's payment axis follows its freight bill; a packing difference bill is paid on its own (its order only read, locked in the same order).
  const orderOf = new Map<number, CodOrder>();
  for (const b of [...found].sort((a, b) => a.logisticsOrderId - b.logisticsOrderId)) {
    const freight = b.billType === orderContract.BillType.Freight;
    orderOf.set(b.logisticsOrderId, freight ? await actOnOrder(ctx, actor, b.logisticsOrderId, 'Pay', {}, { BillSerialNumber: b.serialNumber }) : await findOrder(tx, actor, b.logisticsOrderId, true));
  }
  if (body.UserCouponIds.length > 0) {
    // Each coupon fits a bill of its own (expense type, minimum amount, weight): several bills would leave which one it takes unsaid.
    if (found.length > 1) throw invalid('UserCouponIds', 'CouponsOneBillAtATime');
    const { discountAmount } = await applyCoupons(tx, actor, found[0]!, body.UserCouponIds);
    found[0] = { ...found[0]!, discountAmount };
  }

  const owner = found[0]!.ownerId;
  const siteId = found[0]!.siteId;
  const byCod = body.PaymentMethod === PaymentMethod.CashOnDelivery;
  if (byCod) {
    // Read with the orders locked (their Pay above): a remittance recorded meanwhile is seen. Bills of one order in this call share its collection.
    const taken = await codPaidOf(tx, [...orderOf.keys()]);
    for (const b of found) {
      const before = taken.get(b.logisticsOrderId) ?? new Decimal(0);
      const refusal = codRefusal(b, orderOf.get(b.logisticsOrderId)!, before);
      if (refusal) throw refused(...refusal);
      taken.set(b.logisticsOrderId, before.plus(payable(b)));
    }
  }
  // Paying from a collection moves no customer money: their wallets are only read, never made.
  const walletOf = byCod ? await readWallets(tx, siteId, owner, found.map((b) => b.currencyCode)) : await lockWallets(tx, siteId, owner, found.map((b) => b.currencyCode));
  const useCredit = body.PaymentMethod === PaymentMethod.Credit;
  // Check each currency's total first, so the refusal names what the bills need together.
  for (const [currency, w] of byCod ? [] : walletOf) {
    const need = found.filter((b) => b.currencyCode === currency).reduce((s, b) => s.plus(payable(b)), new Decimal(0));
    const available = new Decimal(w.cash).minus(w.frozen);
    const creditLeft = w.isCredit ? new Decimal(w.creditLimit).minus(w.creditUsed) : new Decimal(0);
    const params = { field: 'BillIds', currency, available: available.toFixed(2), credit: creditLeft.toFixed(2), amount: need.toFixed(2) };
    if (useCredit && !w.isCredit) throw refused('WalletCreditNotEnabled', params);
    if (need.greaterThan(useCredit ? available.plus(creditLeft) : available)) throw refused(useCredit ? 'WalletCreditNotEnough' : 'WalletBalanceNotEnough', params);
  }

  const paidAt = new Date();
  const paid: Bill[] = [];
  for (const b of found) {
    const w = walletOf.get(b.currencyCode);
    const amount = payable(b);
    const event = { key: `bill:${b.id}:pay`, type: WalletEventType.BillPayment, documentType: 'Bill', documentId: b.id, documentNumber: b.serialNumber };
    const unchanged = w ? figuresOf(w) : { balance: '0.00', credit: '0.00' };
    let figures: { before: Figures; after: Figures; cash: Decimal; credit: Decimal; eventId: number | null } = { before: unchanged, after: unchanged, cash: new Decimal(0), credit: new Decimal(0), eventId: null };
    if (!amount.isZero() && byCod) {
      const lines = [
        { account: LedgerAccount.CodReceivable, amount: amount.negated() },
        { account: LedgerAccount.SiteRevenue, amount },
      ];
      figures = { ...figures, eventId: (await postSiteEvent(tx, actor, { siteId: b.siteId, ownerId: b.ownerId, currencyCode: b.currencyCode }, event, lines)).eventId };
    } else if (!amount.isZero()) {
      figures = await post(tx, actor, w!, event, { amount: amount.negated(), counter: LedgerAccount.SiteRevenue, useCredit, field: 'BillIds' });
    }
    // The bill, its history and its payment record are sent together (one round trip on the pipelining pool).
    const [billed, logged, recorded] = await Promise.allSettled([
      tx
        .update(bills)
        .set({
          paymentStatus: BillPaymentStatus.Paid,
          paymentMoney: amount.toFixed(2),
          discountAmount: b.discountAmount,
          paymentMethod: body.PaymentMethod,
          paidAt,
          balanceBefore: figures.before.balance,
          balanceAfter: figures.after.balance,
          creditBefore: figures.before.credit,
          creditAfter: figures.after.credit,
          updatedAt: paidAt,
        })
        .where(and(eq(bills.id, b.id), eq(bills.paymentStatus, BillPaymentStatus.Unpaid)))
        .returning(),
      recordHistory(tx, billLifecycle, actor, { siteId: b.siteId, ownerId: b.ownerId, recordId: b.id, action: 'Pay', from: BillPaymentStatus.Unpaid, details: { SerialNumber: b.serialNumber, PaymentMoney: amount.toFixed(2), PaymentMethod: body.PaymentMethod } }),
      figures.eventId === null
        ? null
        : tx.insert(paymentRecords).values({
            siteId: b.siteId,
            ownerId: b.ownerId,
            billId: b.id,
            eventId: figures.eventId,
            type: WalletEventType.BillPayment,
            paymentMethod: body.PaymentMethod,
            amount: amount.toFixed(2),
            cashAmount: figures.cash.toFixed(2),
            creditAmount: figures.credit.toFixed(2),
            currencyCode: b.currencyCode,
            balanceBefore: figures.before.balance,
            balanceAfter: figures.after.balance,
            operatorId: actor.userId,
          }),
    ]);
    if (billed.status === 'rejected') throw billed.reason;
    for (const step of [logged, recorded]) if (step.status === 'rejected') throw step.reason;
    const [updated] = billed.value;
    if (!updated) throw notFound();
    paid.push(updated);
  }
  const names = await namesOf(tx, [owner]);
  return { Bills: await billRows(tx, actor, paid), Wallets: [...walletOf.values()].map((w) => walletRowOf(w, names)) };
}

/** The customer's wallets in the currencies, as they are (none is made): a payment that moves no customer money shows them. */
async function readWallets(tx: Executor, siteId: number, ownerId: number, currencyCodes: readonly string[]): Promise<Map<string, Wallet>> {
  const rows = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.siteId, siteId), eq(wallets.ownerId, ownerId), inArray(wallets.currencyCode, [...new Set(currencyCodes)])))
    .orderBy(asc(wallets.id));
  return new Map(rows.map((w) => [w.currencyCode, w]));
}

/** What paying a bill takes: its total less its discount (the coupons applied). */
const payable = (b: Bill) => Decimal.max(0, new Decimal(b.totalAmount).minus(b.discountAmount));

/**
 * Refunds part or all of a paid bill to the customer's wallet (money in: the credit used is repaid
 * first), as a posting against the site's revenue. Refused once the order's refunds are locked.
 */
export async function refundBill(ctx: CallContext, actor: Actor, body: z.output<typeof contract.refundBody>) {
  const { tx } = ctx;
  const [b] = await lockBills(tx, actor, [body.Id], 'Id');
  const max = new Decimal(b!.paymentMoney).minus(b!.refundAmount);
  const amount = new Decimal(body.Amount);
  refuseUnlessAllowed(billLifecycle, b!.paymentStatus as orderContract.BillPaymentStatus, 'Refund', actor.population, 'Id');
  if (amount.greaterThan(max)) throw invalid('Amount', 'BillRefundTooMuch', { max: max.toFixed(2) });
  const [{ n }] = (await tx.select({ n: count() }).from(paymentRecords).where(and(eq(paymentRecords.billId, b!.id), eq(paymentRecords.type, WalletEventType.Refund)))) as [{ n: number }];
  const updated = await refundPaidBill(tx, actor, b!, amount, body.Reason, `bill:${b!.id}:refund:${n + 1}`, { bill: 'Id', amount: 'Amount' });
  const [row] = await billRows(tx, actor, [updated]);
  return row!;
}

/**
 * The refund itself, for staff's RefundBill and for other areas (packing refunds a lower price):
 * on a bill the caller locked (bills before orders before wallets), within what was paid and not
 * refunded, refused while the order's refunds are locked; `key` is the business event's (the same
 * key again moves no money). Writes the posting, the bill's RefundAmount, its history and a payment record.
 */
export async function refundPaidBill(tx: Executor, actor: Actor, b: Bill, amount: Decimal, reason: string, key: string, fields: { bill: string; amount: string }): Promise<Bill> {
  refuseUnlessAllowed(billLifecycle, b.paymentStatus as orderContract.BillPaymentStatus, 'Refund', actor.population, fields.bill);
  const [order] = await tx.select().from(logisticsOrders).where(eq(logisticsOrders.id, b.logisticsOrderId)).for('update');
  if (order!.refundLocked) throw refused('BillRefundLocked', { field: fields.bill, number: order!.serialNumber });
  const walletOf = await lockWallets(tx, b.siteId, b.ownerId, [b.currencyCode]);
  const w = walletOf.get(b.currencyCode)!;
  const p = await post(tx, actor, w, { key, type: WalletEventType.Refund, documentType: 'Bill', documentId: b.id, documentNumber: b.serialNumber, reason }, { amount, counter: LedgerAccount.SiteRevenue, field: fields.amount });
  if (p.result === 'already-applied') return b;
  const [updated] = await tx
    .update(bills)
    .set({ refundAmount: new Decimal(b.refundAmount).plus(amount).toFixed(2), updatedAt: new Date() })
    .where(eq(bills.id, b.id))
    .returning();
  await recordHistory(tx, billLifecycle, actor, { siteId: b.siteId, ownerId: b.ownerId, recordId: b.id, action: 'Refund', from: BillPaymentStatus.Paid, details: { SerialNumber: b.serialNumber, Amount: amount.toFixed(2), Reason: reason } });
  await tx.insert(paymentRecords).values({
    siteId: b.siteId,
    ownerId: b.ownerId,
    billId: b.id,
    eventId: p.eventId,
    type: WalletEventType.Refund,
    paymentMethod: b.paymentMethod ?? PaymentMethod.Balance,
    amount: amount.toFixed(2),
    cashAmount: p.cash.toFixed(2),
    creditAmount: p.credit.toFixed(2),
    currencyCode: b.currencyCode,
    balanceBefore: p.before.balance,
    balanceAfter: p.after.balance,
    remarks: reason,
    operatorId: actor.userId,
  });
  return updated!;
}

/**
 * The carrier remitted a COD order's collection C (staff record it once the order is outbound or
 * delivered): the order's CodStatus moves to Collected through its own table, and one event
 * (`order:<id>:cod-collected`) posts clearing −C, COD receivable +X (what bills took of it, paid
 * with PaymentMethod CashOnDelivery) and the rest, C − X, into the customer's wallet of the
 * collection's currency. A second call finds the order collected and is refused; the key would
 * write nothing anyway.
 */
export async function collectCod(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  const o = await actOnOrder(ctx, actor, id, 'CollectCod');
  const collection = new Decimal(o.collection);
  const taken = (await codPaidOf(tx, [o.id])).get(o.id) ?? new Decimal(0);
  const toCustomer = collection.minus(taken);
  const event = { key: `order:${o.id}:cod-collected`, type: WalletEventType.CodCollected, documentType: 'LogisticsOrder', documentId: o.id, documentNumber: o.serialNumber };
  const lines = [{ account: LedgerAccount.SiteClearing, amount: collection.negated() }, ...(taken.isZero() ? [] : [{ account: LedgerAccount.CodReceivable, amount: taken }])];
  if (toCustomer.greaterThan(0)) {
    const w = (await lockWallets(tx, o.siteId, o.ownerId, [o.declaredCurrency])).get(o.declaredCurrency)!;
    await post(tx, actor, w, event, { amount: toCustomer, counter: lines, field: 'Id' });
  } else {
    await postSiteEvent(tx, actor, { siteId: o.siteId, ownerId: o.ownerId, currencyCode: o.declaredCurrency }, event, lines);
  }
  const params = { number: o.serialNumber, amount: collection.toFixed(2), currency: o.declaredCurrency, taken: taken.toFixed(2), credited: Decimal.max(0, toCustomer).toFixed(2) };
  await tellCustomer(ctx, o.siteId, o.ownerId, { infoType: 'CodCollected', title: 'CodCollectedTitle', message: 'CodCollectedMessage', params });
  return orderRow(tx, actor, o.id, ctx.language);
}

/** Locks the refunds of orders (a bag's arrival is confirmed): their bills are no longer refunded. */
export async function lockRefunds(tx: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  await tx.update(logisticsOrders).set({ refundLocked: true, updatedAt: new Date() }).where(inArray(logisticsOrders.id, [...orderIds]));
}

// ── Payment records ──────────────────────────────────────────────────────────────────────────

export async function listPaymentRecords(tx: Executor, actor: Actor, q: z.output<typeof contract.userPaymentRecordQuery> | z.output<typeof contract.paymentRecordQuery>) {
  const staff = q as Partial<z.output<typeof contract.paymentRecordQuery>>;
  const where = and(
    ...ofCallerSite(paymentRecords.siteId, actor),
    ...customerScope(paymentRecords.ownerId, actor),
    ...(await siteFilter(tx, actor, paymentRecords.siteId, staff.SiteId)),
    actor.population === 'backstage' && staff.UserId !== undefined ? eq(paymentRecords.ownerId, staff.UserId) : undefined,
    q.BillId === undefined ? undefined : eq(paymentRecords.billId, q.BillId),
    ...since(paymentRecords.createdAt, q),
  );
  const operator = alias(users, 'operator');
  const [rows, [total]] = await Promise.all([
    tx
      .select({ r: paymentRecords, bill: bills.serialNumber, order: logisticsOrders.serialNumber, operator: operator.userName, operatorType: operator.accountType })
      .from(paymentRecords)
      .innerJoin(bills, eq(bills.id, paymentRecords.billId))
      .innerJoin(logisticsOrders, eq(logisticsOrders.id, bills.logisticsOrderId))
      .leftJoin(operator, eq(operator.id, paymentRecords.operatorId))
      .where(where)
      .orderBy(q.descendingOrder ? desc(paymentRecords.id) : asc(paymentRecords.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(paymentRecords).where(where),
  ]);
  const names = await namesOf(tx, rows.map((r) => r.r.ownerId));
  return {
    Data: rows.map(({ r, bill, order, operator: op, operatorType }) => ({
      Id: r.id,
      UserId: r.ownerId,
      UserName: names.get(r.ownerId)?.name ?? '',
      BillId: r.billId,
      BillSerialNumber: bill,
      OrderSerialNumber: order,
      Type: r.type,
      PaymentMethod: r.paymentMethod,
      Amount: r.amount,
      CashAmount: r.cashAmount,
      CreditAmount: r.creditAmount,
      CurrencyCode: r.currencyCode,
      BalanceBefore: r.balanceBefore,
      BalanceAfter: r.balanceAfter,
      Remarks: r.remarks,
      // A customer is never told a staff member's name.
      OperatorName: actor.population === 'user' && operatorType !== 2 ? '' : (op ?? ''),
      CreationTime: r.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

// ── Wallets ──────────────────────────────────────────────────────────────────────────────────

export async function listWallets(tx: Executor, actor: Actor, q: z.output<typeof contract.walletQuery>) {
  const where = and(
    ...ofCallerSite(wallets.siteId, actor),
    ...(await siteFilter(tx, actor, wallets.siteId, q.SiteId)),
    q.UserId === undefined ? undefined : eq(wallets.ownerId, q.UserId),
    q.CurrencyCode === undefined ? undefined : eq(wallets.currencyCode, q.CurrencyCode),
    ...since(wallets.createdAt, q),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(wallets)
      .where(where)
      .orderBy(q.descendingOrder ? desc(wallets.id) : asc(wallets.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(wallets).where(where),
  ]);
  const names = await namesOf(tx, rows.map((w) => w.ownerId));
  return { Data: rows.map((w) => walletRowOf(w, names)), Total: total?.n ?? 0 };
}

/** The caller's wallets; a customer without any sees the site's base currency at zero (nothing is written by reading). */
export async function myWallets(tx: Executor, actor: Actor) {
  const rows = await tx.select().from(wallets).where(eq(wallets.ownerId, actor.userId)).orderBy(asc(wallets.id));
  const names = await namesOf(tx, [actor.userId]);
  if (rows.length > 0) return rows.map((w) => walletRowOf(w, names));
  const now = new Date();
  const empty: Wallet = { id: 0, siteId: actor.siteId!, ownerId: actor.userId, currencyCode: await baseCurrency(tx, actor.siteId!), cash: '0', creditUsed: '0', isCredit: false, creditLimit: '0', frozen: '0', arrearsAt: null, createdAt: now, updatedAt: now };
  return [walletRowOf(empty, names)];
}

async function audit(tx: Executor, actor: Actor, siteId: number, entityId: number, action: string, before: unknown, after: unknown) {
  await tx.insert(auditLogs).values({ siteId, actorId: actor.userId, entity: 'Wallet', entityId: String(entityId), action, before, after });
}

export async function setCredit(tx: Executor, actor: Actor, body: z.output<typeof contract.creditBody>) {
  const customer = await customerOf(tx, actor, body.UserId);
  const currency = await siteCurrency(tx, customer.siteId, body.CurrencyCode);
  const w = (await lockWallets(tx, customer.siteId, customer.ownerId, [currency])).get(currency)!;
  if (new Decimal(body.CreditAmount).lessThan(w.creditUsed)) throw invalid('CreditAmount', 'WalletCreditBelowUsed', { used: money(w.creditUsed) });
  const [updated] = await tx.update(wallets).set({ isCredit: body.IsCreditAmount, creditLimit: money(body.CreditAmount), updatedAt: new Date() }).where(eq(wallets.id, w.id)).returning();
  await audit(tx, actor, w.siteId, w.id, 'Edit', { IsCreditAmount: w.isCredit, CreditAmount: money(w.creditLimit) }, { IsCreditAmount: updated!.isCredit, CreditAmount: money(updated!.creditLimit) });
  return walletRowOf(updated!, await namesOf(tx, [w.ownerId]));
}

/** A manual correction: a posting against the site's adjustment account (taking away never goes below zero cash). */
export async function correctBalance(tx: Executor, actor: Actor, body: z.output<typeof contract.correctionBody>) {
  const customer = await customerOf(tx, actor, body.UserId);
  const currency = await siteCurrency(tx, customer.siteId, body.CurrencyCode);
  const w = (await lockWallets(tx, customer.siteId, customer.ownerId, [currency])).get(currency)!;
  const amount = new Decimal(body.Amount).times(body.Increase ? 1 : -1);
  const event = { key: `correction:${crypto.randomUUID()}`, type: WalletEventType.Correction, documentType: 'Correction', documentId: null, reason: body.Reason };
  const p = await post(tx, actor, w, event, { amount, counter: LedgerAccount.SiteAdjustment, field: 'Amount' });
  await audit(tx, actor, w.siteId, w.id, 'Correct', { Balance: p.before.balance }, { Balance: p.after.balance, Reason: body.Reason });
  return walletRowOf(p.wallet, await namesOf(tx, [w.ownerId]));
}

// ── Amount statement ─────────────────────────────────────────────────────────────────────────

type StatementQuery = Omit<z.output<typeof contract.userStatementQuery>, 'index' | 'rows'> & { UserId?: number };

async function statementWallet(tx: Executor, actor: Actor, q: StatementQuery) {
  const customer = await customerOf(tx, actor, q.UserId);
  const currency = q.CurrencyCode ?? (await baseCurrency(tx, customer.siteId));
  const [w] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.siteId, customer.siteId), eq(wallets.ownerId, customer.ownerId), eq(wallets.currencyCode, currency)));
  const [user] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, customer.ownerId));
  return { w, currency, customer, userName: user?.name ?? '' };
}

/** The balance after the last posting of the wallet before (or at) a time; 0 before the first. */
async function balanceAt(tx: Executor, walletId: number, time: string | undefined, inclusive: boolean): Promise<string | null> {
  const [row] = await tx
    .select({ balance: walletPostings.balanceAfter })
    .from(walletPostings)
    .where(and(eq(walletPostings.walletId, walletId), time === undefined ? undefined : inclusive ? lte(walletPostings.createdAt, sql`${time}::timestamp`) : lt(walletPostings.createdAt, sql`${time}::timestamp`)))
    .orderBy(desc(walletPostings.id))
    .limit(1);
  return row?.balance ?? null;
}

const statementWhere = (walletId: number, q: StatementQuery) => and(eq(walletPostings.walletId, walletId), ...since(walletPostings.createdAt, q));

export async function amountStatement(tx: Executor, actor: Actor, q: StatementQuery & { index: number; rows: number }) {
  const { w, currency, customer, userName } = await statementWallet(tx, actor, q);
  const head = { UserId: customer.ownerId, UserName: userName, CurrencyCode: currency };
  if (!w) return { ...head, OpeningBalance: '0.00', ClosingBalance: '0.00', Income: '0.00', Expense: '0.00', Data: [], Total: 0 };
  const where = statementWhere(w.id, q);
  const [rows, [sums], opening, closing] = await Promise.all([
    postingRows(tx, where, q.descendingOrder, q.rows, (q.index - 1) * q.rows),
    tx
      .select({
        n: count(),
        income: sql<string>`coalesce(sum(${walletPostings.amount}) filter (where ${walletPostings.amount} > 0), 0)`,
        expense: sql<string>`coalesce(sum(${walletPostings.amount}) filter (where ${walletPostings.amount} < 0), 0)`,
      })
      .from(walletPostings)
      .where(where),
    q.StartDate === undefined ? Promise.resolve(null) : balanceAt(tx, w.id, q.StartDate, false),
    balanceAt(tx, w.id, q.EndDate, true),
  ]);
  return { ...head, OpeningBalance: money(opening ?? 0), ClosingBalance: money(closing ?? 0), Income: money(sums!.income), Expense: money(sums!.expense), Data: rows, Total: sums!.n };
}

async function postingRows(tx: Executor, where: SQL | undefined, descending: boolean, limit: number, offset: number): Promise<contract.PostingRow[]> {
  const rows = await tx
    .select({ p: walletPostings, e: walletEvents })
    .from(walletPostings)
    .innerJoin(walletEvents, eq(walletEvents.id, walletPostings.eventId))
    .where(where)
    .orderBy(descending ? desc(walletPostings.id) : asc(walletPostings.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ p, e }) => ({
    Id: p.id,
    EventId: e.id,
    Type: e.type,
    Account: p.account,
    Amount: p.amount,
    BalanceAfter: p.balanceAfter ?? '0.00',
    DocumentType: e.documentType,
    DocumentNumber: e.documentNumber,
    Reason: e.reason,
    CreationTime: p.createdAt.toISOString(),
  }));
}

/** The statement's postings, oldest first, for the Excel export (at most STATEMENT_EXPORT_MAX_ROWS). */
export async function statementForExport(tx: Executor, actor: Actor, q: StatementQuery) {
  const head = await amountStatement(tx, actor, { ...q, index: 1, rows: 1 });
  const { w } = await statementWallet(tx, actor, q);
  const rows = w ? await postingRows(tx, statementWhere(w.id, q), false, contract.STATEMENT_EXPORT_MAX_ROWS, 0) : [];
  return { ...head, Data: rows };
}

// ── Offline recharges ────────────────────────────────────────────────────────────────────────

async function rechargeRows(tx: Executor, actor: Actor, rows: readonly Recharge[]): Promise<contract.RechargeRow[]> {
  const names = await namesOf(tx, rows.flatMap((r) => [r.ownerId, r.submittedBy ?? 0, r.approvedBy ?? 0]));
  // A customer is told "the warehouse" did it: staff names stay with staff.
  const staffName = (id: number | null) => (actor.population === 'user' || id === null ? '' : (names.get(id)?.name ?? ''));
  return rows.map((r) => ({
    Id: r.id,
    SerialNumber: r.serialNumber,
    UserId: r.ownerId,
    UserName: names.get(r.ownerId)?.name ?? '',
    MemberNumber: names.get(r.ownerId)?.number ?? '',
    CurrencyCode: r.currencyCode,
    Amount: r.amount,
    CouponAmount: money(r.couponAmount),
    Voucher: r.voucher,
    Status: r.status,
    Remarks: r.remarks,
    RejectReason: r.rejectReason,
    SubmittedByName: staffName(r.submittedBy),
    ApprovedByName: staffName(r.approvedBy),
    ApprovalTime: r.approvedAt?.toISOString() ?? null,
    CreationTime: r.createdAt.toISOString(),
    Actions: rechargeLifecycle.actionsFrom(r.status as contract.RechargeStatus, actor.population),
  }));
}

export async function submitRecharge(tx: Executor, actor: Actor, body: z.output<typeof contract.rechargeBody>) {
  const customer = await customerOf(tx, actor, body.UserId);
  const currency = await siteCurrency(tx, customer.siteId, body.CurrencyCode);
  const [file] = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.address, body.Voucher), eq(uploadedFiles.siteId, customer.siteId)));
  if (!file) throw invalid('Voucher', 'RechargeVoucherNotUploaded');
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('recharges', 'id'))::int as id`));
  const [row] = await tx
    .insert(offlineRecharges)
    .values({
      id: next!.id,
      siteId: customer.siteId,
      ownerId: customer.ownerId,
      serialNumber: `RC${day()}${String(next!.id).padStart(6, '0')}`,
      currencyCode: currency,
      amount: money(body.Amount),
      voucher: body.Voucher,
      status: RechargeStatus.Pending,
      remarks: body.Remarks,
      submittedBy: actor.userId,
    })
    .returning();
  const couponAmount = await holdRechargeCoupons(tx, { ...customer, currencyCode: currency, amount: row!.amount }, body.UserCouponIds, { offlineRechargeId: row!.id });
  const [held] = await tx.update(offlineRecharges).set({ couponAmount }).where(eq(offlineRecharges.id, row!.id)).returning();
  await recordHistory(tx, rechargeLifecycle, actor, { siteId: row!.siteId, ownerId: row!.ownerId, recordId: row!.id, action: 'Submit', from: null, details: { SerialNumber: row!.serialNumber, Amount: row!.amount, CouponAmount: couponAmount } });
  return (await rechargeRows(tx, actor, [held!]))[0]!;
}

async function lockRecharge(tx: Executor, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(offlineRecharges)
    .where(and(eq(offlineRecharges.id, id), ...ofCallerSite(offlineRecharges.siteId, actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Approving posts the recharge (key `offline-recharge:<id>`): the money reaches the wallet, repaying credit used first. */
export async function approveRecharge(tx: Executor, actor: Actor, id: number) {
  const r = await lockRecharge(tx, actor, id);
  refuseUnlessAllowed(rechargeLifecycle, r.status as contract.RechargeStatus, 'Approve', actor.population, 'Id');
  const w = (await lockWallets(tx, r.siteId, r.ownerId, [r.currencyCode])).get(r.currencyCode)!;
  const event = { key: `offline-recharge:${r.id}`, type: WalletEventType.Recharge, documentType: 'OfflineRecharge', documentId: r.id, documentNumber: r.serialNumber, reason: r.remarks };
  await post(tx, actor, w, event, { amount: new Decimal(r.amount), counter: LedgerAccount.SiteClearing, field: 'Id' });
  await creditRechargeBonuses(tx, actor, w, event, { siteId: r.siteId, ownerId: r.ownerId, amount: r.amount, couponAmount: r.couponAmount }, { offlineRechargeId: r.id });
  const [updated] = await tx
    .update(offlineRecharges)
    .set({ status: RechargeStatus.Approved, approvedBy: actor.userId, approvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(offlineRecharges.id, r.id), eq(offlineRecharges.status, RechargeStatus.Pending)))
    .returning();
  if (!updated) throw notFound();
  await recordHistory(tx, rechargeLifecycle, actor, { siteId: r.siteId, ownerId: r.ownerId, recordId: r.id, action: 'Approve', from: RechargeStatus.Pending, details: { SerialNumber: r.serialNumber, Amount: r.amount } });
  return (await rechargeRows(tx, actor, [updated]))[0]!;
}

export async function rejectRecharge(tx: Executor, actor: Actor, body: z.output<typeof contract.rejectRechargeBody>) {
  const r = await lockRecharge(tx, actor, body.Id);
  refuseUnlessAllowed(rechargeLifecycle, r.status as contract.RechargeStatus, 'Reject', actor.population, 'Id');
  const [updated] = await tx
    .update(offlineRecharges)
    .set({ status: RechargeStatus.Rejected, rejectReason: body.Reason, approvedBy: actor.userId, approvedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(offlineRecharges.id, r.id), eq(offlineRecharges.status, RechargeStatus.Pending)))
    .returning();
  if (!updated) throw notFound();
  await releaseRechargeCoupons(tx, { offlineRechargeId: r.id });
  await recordHistory(tx, rechargeLifecycle, actor, { siteId: r.siteId, ownerId: r.ownerId, recordId: r.id, action: 'Reject', from: RechargeStatus.Pending, details: { SerialNumber: r.serialNumber, Reason: body.Reason } });
  return (await rechargeRows(tx, actor, [updated]))[0]!;
}

export async function listRecharges(tx: Executor, actor: Actor, q: z.output<typeof contract.userRechargeQuery> | z.output<typeof contract.rechargeQuery>) {
  const staff = q as Partial<z.output<typeof contract.rechargeQuery>>;
  const where = and(
    ...ofCallerSite(offlineRecharges.siteId, actor),
    ...customerScope(offlineRecharges.ownerId, actor),
    ...(await siteFilter(tx, actor, offlineRecharges.siteId, staff.SiteId)),
    actor.population === 'backstage' && staff.UserId !== undefined ? eq(offlineRecharges.ownerId, staff.UserId) : undefined,
    q.Status === undefined ? undefined : eq(offlineRecharges.status, q.Status),
    ...since(offlineRecharges.createdAt, q),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(offlineRecharges)
      .where(where)
      .orderBy(q.descendingOrder ? desc(offlineRecharges.id) : asc(offlineRecharges.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(offlineRecharges).where(where),
  ]);
  return { Data: await rechargeRows(tx, actor, rows), Total: total?.n ?? 0 };
}

// ── What other areas read ────────────────────────────────────────────────────────────────────

/** A customer's wallet figures in their site's base currency, as the user detail shows them (zero when none exists yet). */
export async function walletOfUser(tx: Executor, ownerId: number, siteId: number | null) {
  const currency = siteId === null ? null : await baseCurrency(tx, siteId);
  const rows = await tx.select().from(wallets).where(eq(wallets.ownerId, ownerId)).orderBy(asc(wallets.id));
  return rows.find((w) => w.currencyCode === currency) ?? rows[0] ?? null;
}

/** The first wallet of each customer listed (the users list's balance column). */
export async function walletsOfUsers(tx: Executor, ownerIds: readonly number[]) {
  const rows = ownerIds.length === 0 ? [] : await tx.select().from(wallets).where(inArray(wallets.ownerId, [...ownerIds])).orderBy(desc(wallets.id));
  return new Map(rows.map((w) => [w.ownerId, w]));
}

/** Whether any wallet of the customer holds or owes money (a user who does cannot be deleted). */
export async function holdsMoney(tx: Executor, ownerId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(wallets)
    .where(and(eq(wallets.ownerId, ownerId), or(gt(wallets.cash, '0'), gt(wallets.creditUsed, '0'))));
  return (row?.n ?? 0) > 0;
}

/**
 * The customer's credit setting changed on their account (user edit): every wallet of theirs takes
 * it, refused (naming CreditAmount) when a wallet already uses more of its line than the new limit.
 */
export async function applyCreditSetting(tx: Executor, ownerId: number, isCredit: boolean, limit: string) {
  const rows = await tx.select().from(wallets).where(eq(wallets.ownerId, ownerId)).orderBy(asc(wallets.id)).for('update');
  const over = rows.find((w) => new Decimal(limit).lessThan(w.creditUsed));
  if (over) throw invalid('CreditAmount', 'WalletCreditBelowUsed', { used: money(over.creditUsed) });
  if (rows.length > 0) await tx.update(wallets).set({ isCredit, creditLimit: money(limit), updatedAt: new Date() }).where(eq(wallets.ownerId, ownerId));
}

/**
 * A paid online recharge reaches the wallet once (key `online-recharge:<id>`), repaying credit used
 * first, with its bonuses; the provider's notification is the actor.
 */
export async function creditOnlineRecharge(tx: Executor, r: { id: number; siteId: number; ownerId: number; currency: string; amount: string; couponAmount: string; outTradeNo: string }) {
  const w = (await lockWallets(tx, r.siteId, r.ownerId, [r.currency])).get(r.currency)!;
  const event = { key: `online-recharge:${r.id}`, type: WalletEventType.Recharge, documentType: 'OnlineRecharge', documentId: r.id, documentNumber: r.outTradeNo };
  const paid = await post(tx, null, w, event, { amount: new Decimal(r.amount), counter: LedgerAccount.SiteClearing, field: 'Id' });
  if (paid.result === 'applied') await creditRechargeBonuses(tx, null, w, event, r, { rechargeId: r.id });
}

/**
 * What a paid (approved) recharge brings besides its amount, each a posting of its own against the
 * site's promotion expense: the recharge coupons it held (`<recharge key>:bonus`, the coupons then
 * used) and a promotion's waiting Percentage gift (`promotion-claim:<id>:percentage`, see
 * takePercentageGift). In the recharge's transaction, on its locked wallet.
 */
async function creditRechargeBonuses(tx: Executor, actor: Actor | null, w: Wallet, recharge: MoneyEvent, r: { siteId: number; ownerId: number; amount: string; couponAmount: string }, hold: RechargeHold) {
  await useRechargeCoupons(tx, hold);
  if (new Decimal(r.couponAmount).greaterThan(0)) {
    await post(tx, actor, w, { ...recharge, key: `${recharge.key}:bonus`, type: WalletEventType.PromotionGift, reason: '' }, { amount: new Decimal(r.couponAmount), counter: LedgerAccount.SitePromotionExpense, field: 'UserCouponIds' });
  }
  const gift = await takePercentageGift(tx, r);
  if (gift) {
    await post(
      tx,
      actor,
      w,
      { key: `promotion-claim:${gift.claimId}:percentage`, type: WalletEventType.PromotionGift, documentType: 'PromotionClaim', documentId: gift.claimId, documentNumber: recharge.documentNumber },
      { amount: gift.amount, counter: LedgerAccount.SitePromotionExpense, field: 'Id' },
    );
  }
}

/**
 * A promotion claim's Amount gift reaches the customer's wallet in the gift's currency, in the
 * claim's transaction (key `promotion-claim:<id>:gift`), against the site's promotion expense.
 */
export async function creditPromotionGift(tx: Executor, actor: Actor, claim: { id: number; siteId: number; ownerId: number; activityName: string }, gift: { amount: string; currencyCode: string }) {
  const w = (await lockWallets(tx, claim.siteId, claim.ownerId, [gift.currencyCode])).get(gift.currencyCode)!;
  await post(
    tx,
    actor,
    w,
    { key: `promotion-claim:${claim.id}:gift`, type: WalletEventType.PromotionGift, documentType: 'PromotionClaim', documentId: claim.id, reason: claim.activityName.slice(0, 255) },
    { amount: new Decimal(gift.amount), counter: LedgerAccount.SitePromotionExpense, field: 'Id' },
  );
}
