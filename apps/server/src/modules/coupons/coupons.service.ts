import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { AccountType, coupons as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { users } from '../access/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { sites } from '../sites/tables.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing, ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { coupons, userCoupons } from './tables.ts';

/**
 * Coupon definitions and the coupons customers hold (rules in contracts/coupons.ts). A user coupon
 * copies its definition when granted; it is available while unused and before its expiration time
 * (the expiry job marks it expired too, for the lists).
 */

const BillPaymentStatusUnpaid = 1;

const expenseTypeNames = async (tx: Executor, ids: readonly (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: expenseTypes.id, name: expenseTypes.name }).from(expenseTypes).where(inArray(expenseTypes.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export const couponList = siteList({
  table: coupons,
  entity: 'Coupon',
  contract: contract.couponFields,
  fields: {
    Name: coupons.name,
    PreferentialAmount: coupons.preferentialAmount,
    Superposition: coupons.superposition,
    AvailableWeight: coupons.availableWeight,
    AvailableAmount: coupons.availableAmount,
    ExpenseTypeId: coupons.expenseTypeId,
    CurrencyCode: coupons.currencyCode,
    EffectiveDays: coupons.effectiveDays,
    // No deadline reads as '' on the form.
    Deadline: converted(coupons.deadline, { read: (deadline) => deadline ?? '' }),
    Remarks: coupons.remarks,
  },
  unique: [{ field: 'Name', column: coupons.name, value: (f) => f.Name }],
  hooks: {
    // What the coupon already had passes as it is (an expense type disabled since); a new choice must be enabled and effective.
    beforeWrite: async (tx, { siteId, fields, before }) => {
      if (fields.ExpenseTypeId !== null && fields.ExpenseTypeId !== before?.expenseTypeId) {
        const [found] = await tx
          .select({ id: expenseTypes.id })
          .from(expenseTypes)
          .where(and(eq(expenseTypes.id, fields.ExpenseTypeId), eq(expenseTypes.siteId, siteId), eq(expenseTypes.isEnabled, true)));
        if (!found) throw invalid('ExpenseTypeId', 'QuotationExpenseTypeNotFound');
      }
      if (fields.CurrencyCode !== before?.currencyCode) {
        const [currency] = await tx
          .select({ id: currencies.id })
          .from(currencies)
          .where(and(eq(currencies.siteId, siteId), eq(currencies.currencyCode, fields.CurrencyCode), eq(currencies.effectiveOrNot, true)));
        if (!currency) throw invalid('CurrencyCode', 'QuotationCurrencyNotFound', { value: fields.CurrencyCode });
      }
    },
    beforeDelete: async (tx, row) => {
      const [held] = await tx.select({ n: count() }).from(userCoupons).where(eq(userCoupons.couponId, row.id));
      if ((held?.n ?? 0) > 0) throw refused('CouponInUse', { name: row.name, count: held!.n });
    },
  },
  filters: (q: z.output<typeof contract.couponQuery>) => [
    given(q.Name, (v) => containing(coupons.name, v)),
    given(q.Superposition, (v) => eq(coupons.superposition, v)),
    given(q.ExpenseTypeId, (v) => eq(coupons.expenseTypeId, v)),
  ],
  order: (q) => [q.descendingOrder ? desc(coupons.createdAt) : asc(coupons.createdAt), desc(coupons.id)],
  extra: async (tx, rows) => {
    const names = await expenseTypeNames(
      tx,
      rows.map((r) => r.expenseTypeId),
    );
    const ids = rows.map((r) => r.id);
    const counts = new Map(
      ids.length === 0
        ? []
        : (await tx.select({ couponId: userCoupons.couponId, n: count() }).from(userCoupons).where(inArray(userCoupons.couponId, ids)).groupBy(userCoupons.couponId)).map((c) => [c.couponId, c.n]),
    );
    return (r) => ({ ExpenseType: r.expenseTypeId === null ? '' : (names.get(r.expenseTypeId) ?? ''), GrantedCount: counts.get(r.id) ?? 0 });
  },
});

/** Not past its deadline (the deadline day itself still counts). */
const grantable = or(isNull(coupons.deadline), gte(coupons.deadline, sql`current_date`));

/** The definitions that can still be granted, for the grant form and a promotion's gifts. */
export async function selectCoupons(tx: Executor, actor: Actor, siteId: number | undefined) {
  const site = await chosenSite(tx, actor, siteId);
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(grantable, site === null ? undefined : eq(coupons.siteId, site)))
    .orderBy(asc(coupons.name), asc(coupons.id));
  const names = await expenseTypeNames(
    tx,
    rows.map((r) => r.expenseTypeId),
  );
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    PreferentialAmount: plainDecimal(r.preferentialAmount),
    CurrencyCode: r.currencyCode,
    Superposition: r.superposition,
    ExpenseType: r.expenseTypeId === null ? '' : (names.get(r.expenseTypeId) ?? ''),
  }));
}

/** A definition of the caller's site (platform staff: of any site) that can still be granted; `field` names it in refusals. */
export async function grantableCoupon(tx: Executor, actor: Actor, couponId: number, field: string) {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), ...ofCallerSite(coupons.siteId, actor)));
  if (!coupon) throw invalid(field, 'CouponNotFound');
  const [stillValid] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.id, couponId), grantable));
  if (!stillValid) throw invalid(field, 'CouponDeadlinePassed', { name: coupon.name });
  return coupon;
}

/**
 * Makes `quantity` coupons of the definition for each owner, copying its values; each expires after
 * its days of validity or at the end of its deadline day, whichever is earlier. Answers their ids.
 */
export async function issueCoupons(
  tx: Executor,
  coupon: typeof coupons.$inferSelect,
  ownerIds: readonly number[],
  quantity: number,
  source: { grantedBy: number | null; activityId: number | null },
): Promise<number[]> {
  const validUntil = sql`least(
    case when ${coupon.effectiveDays} > 0 then now() + make_interval(days => ${coupon.effectiveDays}) end,
    case when ${coupon.deadline}::date is not null then (${coupon.deadline}::date + 1)::timestamptz end)`;
  const values = ownerIds.flatMap((ownerId) =>
    Array.from({ length: quantity }, () => ({
      siteId: coupon.siteId,
      ownerId,
      couponId: coupon.id,
      name: coupon.name,
      preferentialAmount: coupon.preferentialAmount,
      superposition: coupon.superposition,
      availableWeight: coupon.availableWeight,
      availableAmount: coupon.availableAmount,
      expenseTypeId: coupon.expenseTypeId,
      currencyCode: coupon.currencyCode,
      expirationTime: validUntil,
      grantedBy: source.grantedBy,
      activityId: source.activityId,
    })),
  );
  if (values.length === 0) return [];
  const rows = await tx.insert(userCoupons).values(values).returning({ id: userCoupons.id });
  return rows.map((r) => r.id);
}

/** Staff grant a definition to customers of its site. */
export async function addUserCoupons(tx: Executor, actor: Actor, body: z.output<typeof contract.addUserCoupons.request>) {
  const coupon = await grantableCoupon(tx, actor, body.CouponId, 'CouponId');
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, body.UserIds), eq(users.accountType, AccountType.SiteUser), eq(users.siteId, coupon.siteId)));
  if (found.length !== body.UserIds.length) throw invalid('UserIds', 'SiteCustomerNotFound');
  const ids = await issueCoupons(tx, coupon, body.UserIds, body.Quantity, { grantedBy: actor.userId, activityId: null });
  return { Count: ids.length };
}

/** Expired: marked by the job, or its time has passed (reads do not wait for the job). */
const isExpired = sql<boolean>`(${userCoupons.expired} or ${userCoupons.expirationTime} <= now())`;
/** Unused, unexpired and held by no recharge awaiting payment or approval. */
const usable = and(eq(userCoupons.useStatus, 0), eq(userCoupons.expired, false), sql`${userCoupons.expirationTime} > now()`, isNull(userCoupons.rechargeId), isNull(userCoupons.offlineRechargeId));

/** Coupons held: a customer's own; staff's of their site (platform staff: of every site or the one named). */
export async function listUserCoupons(tx: Executor, actor: Actor, q: z.output<typeof contract.getUserCoupons.request>) {
  const conditions: (SQL | undefined)[] = [];
  if (actor.population === 'user') conditions.push(eq(userCoupons.ownerId, actor.userId));
  else {
    const site = await chosenSite(tx, actor, q.SiteId);
    if (site !== null) conditions.push(eq(userCoupons.siteId, site));
    conditions.push(given(q.OwnerId, (v) => eq(userCoupons.ownerId, v)));
    conditions.push(given(q.UserName, (v) => containing(users.userName, v)));
  }
  conditions.push(given(q.UseStatus, (v) => eq(userCoupons.useStatus, v)));
  conditions.push(given(q.ExpiryStatus, (v) => (v === 1 ? isExpired : sql`not ${isExpired}`)));
  conditions.push(given(q.CouponId, (v) => eq(userCoupons.couponId, v)));
  if (q.StartDate) conditions.push(gte(userCoupons.createdAt, new Date(q.StartDate.replace(' ', 'T'))));
  if (q.EndDate) conditions.push(lte(userCoupons.createdAt, new Date(q.EndDate.replace(' ', 'T'))));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(userCoupons).innerJoin(users, eq(users.id, userCoupons.ownerId)).where(where);
  const rows = await tx
    .select({
      c: userCoupons,
      expiredNow: isExpired,
      userName: users.userName,
      billSerial: bills.serialNumber,
      expenseType: expenseTypes.name,
      siteName: sites.siteName,
    })
    .from(userCoupons)
    .innerJoin(users, eq(users.id, userCoupons.ownerId))
    .innerJoin(sites, eq(sites.id, userCoupons.siteId))
    .leftJoin(bills, eq(bills.id, userCoupons.billId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, userCoupons.expenseTypeId))
    .where(where)
    .orderBy(q.descendingOrder ? desc(userCoupons.id) : asc(userCoupons.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return {
    Data: rows.map(({ c, expiredNow, userName, billSerial, expenseType, siteName }) => ({
      Id: c.id,
      CouponId: c.couponId,
      Name: c.name,
      PreferentialAmount: plainDecimal(c.preferentialAmount),
      Superposition: c.superposition,
      AvailableWeight: plainDecimal(c.availableWeight),
      AvailableAmount: plainDecimal(c.availableAmount),
      ExpenseTypeId: c.expenseTypeId,
      ExpenseType: expenseType ?? '',
      CurrencyCode: c.currencyCode,
      ExpirationTime: c.expirationTime.toISOString(),
      UseStatus: c.useStatus,
      ExpiryStatus: expiredNow ? 1 : 0,
      BillId: c.billId,
      BillSerialNumber: billSerial ?? '',
      UsedTime: c.usedAt?.toISOString() ?? null,
      ActivityId: c.activityId,
      UserId: c.ownerId,
      UserName: userName,
      SiteName: siteName,
      CreationTime: c.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

type HeldCoupon = typeof userCoupons.$inferSelect;

/** A bill as the coupon rules read it: its total, currency, lines and its order's billed weight. */
export interface CouponBill {
  id: number;
  totalAmount: string;
  currencyCode: string;
  details: readonly { ExpenseTypeId: number | null }[];
  weight: string;
}

/** Whether a held coupon may pay towards the bill (§3: expense type on a line, minimum amount and weight, currency). */
export function fitsBill(coupon: Pick<HeldCoupon, 'expenseTypeId' | 'availableAmount' | 'availableWeight' | 'currencyCode'>, bill: CouponBill): boolean {
  return (
    coupon.expenseTypeId !== null &&
    coupon.currencyCode === bill.currencyCode &&
    bill.details.some((d) => d.ExpenseTypeId === coupon.expenseTypeId) &&
    new Decimal(bill.totalAmount).gte(coupon.availableAmount) &&
    new Decimal(bill.weight).gte(coupon.availableWeight)
  );
}

const asAvailable = (rows: { c: HeldCoupon; expenseType: string | null }[]) =>
  rows.map(({ c, expenseType }) => ({
    Id: c.id,
    CouponId: c.couponId,
    Name: c.name,
    PreferentialAmount: plainDecimal(c.preferentialAmount),
    Superposition: c.superposition,
    ExpirationTime: c.expirationTime.toISOString(),
    CurrencyCode: c.currencyCode,
    AvailableAmount: plainDecimal(c.availableAmount),
    AvailableWeight: plainDecimal(c.availableWeight),
    ExpenseType: expenseType ?? '',
  }));

/** The owner's usable coupons, soonest to expire first. */
const usableOf = (tx: Executor, ownerId: number, currencyCode: string, kind: SQL) =>
  tx
    .select({ c: userCoupons, expenseType: expenseTypes.name })
    .from(userCoupons)
    .leftJoin(expenseTypes, eq(expenseTypes.id, userCoupons.expenseTypeId))
    .where(and(eq(userCoupons.ownerId, ownerId), eq(userCoupons.currencyCode, currencyCode), usable, kind))
    .orderBy(asc(userCoupons.expirationTime), desc(userCoupons.preferentialAmount), asc(userCoupons.id));

/** Unpaid bills of one owner, with their orders' billed weights; `field` names them in refusals. */
export async function couponBills(tx: Executor, ownerId: number, billIds: readonly number[], field: string): Promise<CouponBill[]> {
  const rows = await tx
    .select({ bill: bills, weight: logisticsOrders.fareWeight })
    .from(bills)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, bills.logisticsOrderId))
    .where(and(inArray(bills.id, [...billIds]), eq(bills.ownerId, ownerId), eq(bills.paymentStatus, BillPaymentStatusUnpaid)));
  if (rows.length !== new Set(billIds).size || new Set(rows.map((r) => r.bill.currencyCode)).size !== 1) throw invalid(field, 'CouponBillsNotPayable');
  return rows.map(({ bill, weight }) => ({ id: bill.id, totalAmount: bill.totalAmount, currencyCode: bill.currencyCode, details: bill.details, weight }));
}

/** The code of a currency of the site, by id. */
async function currencyCodeOf(tx: Executor, siteId: number, currencyId: number): Promise<string> {
  const [currency] = await tx
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(and(eq(currencies.id, currencyId), eq(currencies.siteId, siteId)));
  if (!currency) throw invalid('CurrencyId', 'CouponCurrencyNotFound');
  return currency.code;
}

/** Coupons that fit at least one of the bills (each is then applied to a bill it fits: applyCoupons). */
export async function billAvailableCoupons(tx: Executor, actor: Actor, body: z.output<typeof contract.getUserBillAvailableCoupons.request>) {
  if (actor.population === 'backstage' && body.OwnerId === undefined) throw invalid('OwnerId', 'CannotBeEmpty');
  const owner = await customerOf(tx, actor, body.OwnerId, 'OwnerId');
  const list = await couponBills(tx, owner.ownerId, body.BillIds, 'BillIds');
  const currencyCode = list[0]!.currencyCode;
  // The bills are paid in their own currency: another one is not a choice here.
  if (body.CurrencyId !== undefined && (await currencyCodeOf(tx, owner.siteId, body.CurrencyId)) !== currencyCode) throw invalid('CurrencyId', 'CouponBillsNotPayable');
  const held = await usableOf(tx, owner.ownerId, currencyCode, sql`${userCoupons.expenseTypeId} is not null`);
  return asAvailable(held.filter(({ c }) => list.some((bill) => fitsBill(c, bill))));
}

/** Recharge coupons (no expense type) of the owner that a recharge of the amount in the currency may use. */
async function rechargeCoupons(tx: Executor, owner: { ownerId: number; siteId: number }, currencyId: number, amount: string) {
  const currencyCode = await currencyCodeOf(tx, owner.siteId, currencyId);
  return asAvailable(await usableOf(tx, owner.ownerId, currencyCode, and(isNull(userCoupons.expenseTypeId), lte(userCoupons.availableAmount, amount))!));
}

export async function rechargeAvailableCoupons(tx: Executor, actor: Actor, body: z.output<typeof contract.getUserRechargeAvailableCoupons.request>) {
  return rechargeCoupons(tx, await customerOf(tx, actor, body.OwnerId, 'OwnerId'), body.CurrencyId, body.RechargeAmount);
}

export async function currentUserRechargeAvailableCoupons(tx: Executor, actor: Actor, body: z.output<typeof contract.getCurrentUserRechargeAvailableCoupons.request>) {
  return rechargeCoupons(tx, await customerOf(tx, actor, undefined), body.CurrencyId, body.RechargeAmount);
}

