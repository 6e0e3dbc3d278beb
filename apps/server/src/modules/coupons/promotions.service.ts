import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { promotions as contract, select } from '@lbo/contracts';
import type { z } from 'zod';
import { users } from '../access/tables.ts';
import { currencies } from '../currencies/tables.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/richText.ts';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing, plainDecimal } from '../../platform/siteRecords.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { creditPromotionGift } from '../wallets/index.ts';
import { grantableCoupon, issueCoupons } from './coupons.service.ts';
import { coupons, promotionActivities as activities, promotionClaimCounts as claimCounts, promotionClaims as claims } from './tables.ts';

/**
 * Promotion activities and their claims (rules in contracts/promotions.ts). A claim is one
 * transaction: the customer's count for the period goes up only while below the limit (a
 * conditional upsert), the activity's issued quantity only while below the maximum and within its
 * time (a conditional update); either finding nothing refuses the claim and undoes the other. Two
 * concurrent claims wait for each other's row there, so neither limit is ever passed.
 */

const { GiftType, ClaimStatus } = contract;
type Activity = typeof activities.$inferSelect;
type Gift = contract.PromotionGift;

/** yyyy-MM-dd HH:mm:ss in the server's time zone, as the forms send it. */
const pad = (n: number) => String(n).padStart(2, '0');
export const localDateTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const parseLocal = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));
const DAY_MS = 86_400_000;

/** The period a time falls in: counted from the start in steps of the reset days (0: one period). */
export const periodOf = (a: Pick<Activity, 'startTime' | 'resetDays'>, at: Date) => (a.resetDays === 0 ? 0 : Math.max(0, Math.floor((at.getTime() - a.startTime.getTime()) / (a.resetDays * DAY_MS))));

/** Spec §4: what the caller can do with the activity now. */
export function claimStatusOf(a: Activity, claimedTimes: number, isCustomer: boolean, now: Date): number {
  if (!isCustomer || !a.isEnabled) return ClaimStatus.NotClaimable;
  if (now < a.startTime) return ClaimStatus.NotYetStarted;
  if (now >= a.endTime) return ClaimStatus.ActivityExpired;
  if (claimedTimes >= a.limitTimes) return ClaimStatus.Received;
  if (a.issuedQuantity >= a.maxDistribution) return ClaimStatus.NoStock;
  return ClaimStatus.Claimable;
}

async function checkGifts(tx: Executor, actor: Actor, siteId: number, gifts: readonly Gift[], before?: readonly Gift[]) {
  for (const [i, gift] of gifts.entries()) {
    const kept = before?.some((b) => contract.giftKey(b) === contract.giftKey(gift));
    if (gift.GiftType === GiftType.Coupon && gift.CouponId !== null && !kept) {
      const coupon = await grantableCoupon(tx, actor, gift.CouponId, `Gifts.${i}.CouponId`);
      if (coupon.siteId !== siteId) throw invalid(`Gifts.${i}.CouponId`, 'CouponNotFound');
    }
    if (gift.GiftType === GiftType.Amount) {
      const [currency] = await tx
        .select({ id: currencies.id })
        .from(currencies)
        .where(and(eq(currencies.siteId, siteId), eq(currencies.currencyCode, gift.CurrencyCode), eq(currencies.effectiveOrNot, true)));
      if (!currency && !kept) throw invalid(`Gifts.${i}.CurrencyCode`, 'QuotationCurrencyNotFound', { value: gift.CurrencyCode });
    }
  }
}

export const activityList = siteList({
  table: activities,
  entity: 'PromotionActivity',
  contract: contract.activityFields,
  fields: {
    Name: activities.name,
    StartTime: converted(activities.startTime, { read: localDateTime, write: parseLocal }),
    EndTime: converted(activities.endTime, { read: localDateTime, write: parseLocal }),
    MaxDistribution: activities.maxDistribution,
    LimitTimes: activities.limitTimes,
    ResetDays: activities.resetDays,
    Gifts: activities.gifts,
    IsEnabled: activities.isEnabled,
    CoverImage: activities.coverImage,
    PageContent: converted(activities.pageContent, { write: (html: string) => sanitizeRichText(html) }),
    Remarks: activities.remarks,
  },
  // Edits wait for claims in flight (and they for it), so the maximum is judged against a settled count.
  lock: true,
  unique: [{ field: 'Name', column: activities.name, value: (f) => f.Name }],
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      if (before && fields.MaxDistribution < before.issuedQuantity) throw invalid('MaxDistribution', 'PromotionMaxBelowIssued', { count: before.issuedQuantity });
      await checkGifts(tx, actor, siteId, fields.Gifts, before?.gifts);
    },
    beforeDelete: async (tx, row) => {
      if (row.issuedQuantity > 0) throw refused('PromotionClaimed', { name: row.name });
    },
  },
  filters: (q: z.output<typeof contract.activityQuery>) => [given(q.Name, (v) => containing(activities.name, v)), given(q.IsEnabled, (v) => eq(activities.isEnabled, v))],
  order: (q) => [q.descendingOrder ? desc(activities.createdAt) : asc(activities.createdAt), desc(activities.id)],
  extra: async (tx, rows) => {
    const ids = rows.map((r) => r.id);
    const counts = new Map(
      ids.length === 0 ? [] : (await tx.select({ id: claims.activityId, n: count() }).from(claims).where(inArray(claims.activityId, ids)).groupBy(claims.activityId)).map((c) => [c.id, c.n]),
    );
    return (r) => ({ IssuedQuantity: r.issuedQuantity, ClaimCount: counts.get(r.id) ?? 0 });
  },
});

/** The gifts as the page shows them, with their coupons' names and amounts. */
async function giftViews(tx: Executor, gifts: readonly Gift[]) {
  const ids = gifts.flatMap((g) => (g.GiftType === GiftType.Coupon && g.CouponId !== null ? [g.CouponId] : []));
  const rows = ids.length ? await tx.select({ id: coupons.id, name: coupons.name, amount: coupons.preferentialAmount, currency: coupons.currencyCode }).from(coupons).where(inArray(coupons.id, ids)) : [];
  return gifts.map((g) => {
    const c = rows.find((r) => r.id === g.CouponId);
    return {
      GiftType: g.GiftType,
      CouponId: g.CouponId,
      CouponName: c?.name ?? '',
      PreferentialAmount: c ? plainDecimal(c.amount) : '',
      Quantity: g.Quantity,
      GiftAmount: plainDecimal(g.GiftAmount),
      CurrencyCode: g.GiftType === GiftType.Coupon ? (c?.currency ?? '') : g.CurrencyCode,
    };
  });
}

async function claimedTimes(tx: Executor, ownerId: number, rows: readonly Activity[], now: Date) {
  if (rows.length === 0) return new Map<number, number>();
  const counted = await tx
    .select()
    .from(claimCounts)
    .where(
      and(
        eq(claimCounts.ownerId, ownerId),
        inArray(
          claimCounts.activityId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return new Map(rows.map((a) => [a.id, counted.find((c) => c.activityId === a.id && c.period === periodOf(a, now))?.times ?? 0]));
}

async function views(tx: Executor, actor: Actor, rows: readonly Activity[]) {
  const now = new Date();
  const isCustomer = actor.population === 'user';
  const times = isCustomer ? await claimedTimes(tx, actor.userId, rows, now) : new Map<number, number>();
  return Promise.all(
    rows.map(async (a) => {
      const claimed = times.get(a.id) ?? 0;
      return {
        Id: a.id,
        Name: a.name,
        CoverImage: a.coverImage,
        PageContent: a.pageContent,
        StartTime: localDateTime(a.startTime),
        EndTime: localDateTime(a.endTime),
        MaxDistribution: a.maxDistribution,
        IssuedQuantity: a.issuedQuantity,
        LimitTimes: a.limitTimes,
        ResetDays: a.resetDays,
        ClaimedTimes: claimed,
        Gifts: await giftViews(tx, a.gifts),
        ClaimStatus: claimStatusOf(a, claimed, isCustomer, now),
      };
    }),
  );
}

/** The activity a caller may see: a customer's site's enabled ones; staff's site's (platform staff: any). */
async function visibleActivity(tx: Executor, actor: Actor, id: number): Promise<Activity> {
  const conditions: SQL[] = [eq(activities.id, id)];
  if (actor.population === 'user') conditions.push(eq(activities.siteId, actor.siteId ?? 0), eq(activities.isEnabled, true));
  else if (actor.siteId !== null) conditions.push(eq(activities.siteId, actor.siteId));
  const [row] = await tx
    .select()
    .from(activities)
    .where(and(...conditions));
  if (!row) throw invalid('Id', 'PromotionNotFound');
  return row;
}

export async function promotionView(tx: Executor, actor: Actor, id: number) {
  const [view] = await views(tx, actor, [await visibleActivity(tx, actor, id)]);
  return view!;
}

/** The customer's site's enabled activities that have not ended, the running first. */
export async function userPromotions(tx: Executor, actor: Actor, q: { index: number; rows: number }) {
  const where = and(eq(activities.siteId, actor.siteId ?? 0), eq(activities.isEnabled, true), gt(activities.endTime, sql`now()`));
  const [total] = await tx.select({ n: count() }).from(activities).where(where);
  const rows = await tx
    .select()
    .from(activities)
    .where(where)
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return { Data: await views(tx, actor, rows), Total: total?.n ?? 0 };
}

const statusName = (status: number) => select.promotionClaimStatus.options.find((o) => o.Value === status)!.Names;

/** Claims the activity's gifts for the signed-in customer (see the module's comment for the atomicity). */
export async function claimPromotion(tx: Executor, actor: Actor, id: number) {
  const customer = await customerOf(tx, actor, undefined);
  const activity = await visibleActivity(tx, actor, id);
  const now = new Date();
  const period = periodOf(activity, now);
  const [times] = (await claimedTimes(tx, customer.ownerId, [activity], now)).values();
  const status = claimStatusOf(activity, times ?? 0, true, now);
  if (status !== ClaimStatus.Claimable) throw refused('PromotionNotClaimable', { status: statusName(status) });

  const [counted] = await tx
    .insert(claimCounts)
    .values({ siteId: customer.siteId, ownerId: customer.ownerId, activityId: activity.id, period, times: 1 })
    .onConflictDoUpdate({
      target: [claimCounts.activityId, claimCounts.ownerId, claimCounts.period],
      set: { times: sql`${claimCounts.times} + 1` },
      setWhere: sql`${claimCounts.times} < ${activity.limitTimes}`,
    })
    .returning({ times: claimCounts.times });
  if (!counted) throw refused('PromotionNotClaimable', { status: statusName(ClaimStatus.Received) });

  // The activity has no owner: a customer reads it but may not write it, so its counter moves with the owner's rights.
  const [issued] = await withSystemRights(tx, () =>
    tx
      .update(activities)
      .set({ issuedQuantity: sql`${activities.issuedQuantity} + 1` })
      .where(
        and(
          eq(activities.id, activity.id),
          eq(activities.isEnabled, true),
          sql`${activities.issuedQuantity} < ${activities.maxDistribution}`,
          sql`now() >= ${activities.startTime} and now() < ${activities.endTime}`,
        ),
      )
      .returning({ gifts: activities.gifts }),
  );
  if (!issued) throw refused('PromotionNotClaimable', { status: statusName(ClaimStatus.NoStock) });

  const userCouponIds: number[] = [];
  for (const [i, gift] of issued.gifts.entries()) {
    if (gift.GiftType !== GiftType.Coupon || gift.CouponId === null) continue;
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, gift.CouponId));
    if (!coupon || (coupon.deadline !== null && coupon.deadline < localDateTime(now).slice(0, 10))) throw invalid(`Gifts.${i}.CouponId`, 'CouponDeadlinePassed', { name: coupon?.name ?? '' });
    userCouponIds.push(...(await issueCoupons(tx, coupon, [customer.ownerId], gift.Quantity, { grantedBy: null, activityId: activity.id })));
  }
  // An Amount gift reaches the wallet now, in the claim's transaction; a Percentage gift waits on the claim for the next paid recharge (takePercentageGift).
  const amountGift = issued.gifts.find((g) => g.GiftType === GiftType.Amount);
  const percentageGift = issued.gifts.find((g) => g.GiftType === GiftType.Percentage);
  const [claim] = await tx
    .insert(claims)
    .values({
      siteId: customer.siteId,
      ownerId: customer.ownerId,
      activityId: activity.id,
      period,
      gifts: issued.gifts,
      userCouponIds,
      ...(amountGift ? { giftAmount: amountGift.GiftAmount, currencyCode: amountGift.CurrencyCode, creditedAt: now } : {}),
      ...(percentageGift ? { giftPercentage: percentageGift.GiftAmount } : {}),
    })
    .returning({ id: claims.id });
  if (amountGift) await creditPromotionGift(tx, actor, { id: claim!.id, siteId: customer.siteId, ownerId: customer.ownerId, activityName: activity.name }, { amount: amountGift.GiftAmount, currencyCode: amountGift.CurrencyCode });
  const after = counted.times >= activity.limitTimes ? ClaimStatus.Received : ClaimStatus.Claimable;
  return {
    ClaimId: claim!.id,
    UserCouponIds: userCouponIds,
    GiftAmount: amountGift ? plainDecimal(amountGift.GiftAmount) : '0',
    CurrencyCode: amountGift?.CurrencyCode ?? '',
    ClaimStatus: after,
  };
}

/** Claim records of the site's activities (platform staff: every site or the one named). */
export async function listClaims(tx: Executor, actor: Actor, q: z.output<typeof contract.getPromotionClaims.request>) {
  const site = await chosenSite(tx, actor, q.SiteId);
  const where = and(
    site === null ? undefined : eq(claims.siteId, site),
    given(q.ActivityId, (v) => eq(claims.activityId, v)),
    given(q.UserName, (v) => containing(users.userName, v)),
  );
  const [total] = await tx.select({ n: count() }).from(claims).innerJoin(users, eq(users.id, claims.ownerId)).where(where);
  const rows = await tx
    .select({ claim: claims, userName: users.userName, activityName: activities.name })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.ownerId))
    .innerJoin(activities, eq(activities.id, claims.activityId))
    .where(where)
    .orderBy(q.descendingOrder ? desc(claims.id) : asc(claims.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return {
    Data: await Promise.all(
      rows.map(async ({ claim, userName, activityName }) => ({
        Id: claim.id,
        ActivityId: claim.activityId,
        ActivityName: activityName,
        UserId: claim.ownerId,
        UserName: userName,
        Gifts: await giftViews(tx, claim.gifts),
        CouponCount: claim.userCouponIds.length,
        GiftAmount: plainDecimal(claim.giftAmount),
        CurrencyCode: claim.currencyCode,
        Credited: claim.creditedAt !== null,
        GiftPercentage: plainDecimal(claim.giftPercentage),
        PercentageAmount: claim.percentageAmount,
        PercentageUsedTime: claim.percentageUsedAt?.toISOString() ?? null,
        CreationTime: claim.createdAt.toISOString(),
      })),
    ),
    Total: total?.n ?? 0,
  };
}
