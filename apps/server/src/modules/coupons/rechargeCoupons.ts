import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { refuseBadCombination } from './applyCoupons.ts';
import { userCoupons } from './tables.ts';

const FIELD = 'UserCouponIds';

/** The recharge a coupon is held by: an online one (recharges) or an offline one staff recorded. */
export type RechargeHold = { rechargeId: number } | { offlineRechargeId: number };

const heldBy = (hold: RechargeHold) => ('rechargeId' in hold ? eq(userCoupons.rechargeId, hold.rechargeId) : eq(userCoupons.offlineRechargeId, hold.offlineRechargeId));

/**
 * Holds recharge coupons for a recharge just made, in its transaction, and answers their bonus (the
 * sum of their PreferentialAmount). Spec §5 as for bills: each is the customer's, unused, unexpired,
 * held by no other recharge, a recharge coupon (no expense type) of the recharge's currency whose
 * minimum amount the recharge meets; no coupon type twice; an exclusive coupon only alone. The
 * coupons are locked first, so two recharges cannot hold one coupon.
 */
export async function holdRechargeCoupons(
  tx: Executor,
  recharge: { siteId: number; ownerId: number; currencyCode: string; amount: string },
  ids: readonly number[],
  hold: RechargeHold,
): Promise<string> {
  if (ids.length === 0) return '0.00';
  if (new Set(ids).size !== ids.length) throw invalid(FIELD, 'DuplicateInList');
  const locked = await tx
    .select()
    .from(userCoupons)
    .where(inArray(userCoupons.id, [...ids]))
    .orderBy(userCoupons.id)
    .for('update');
  const now = Date.now();
  const chosen = ids.map((id) => {
    const c = locked.find((row) => row.id === id);
    const usable =
      c &&
      c.ownerId === recharge.ownerId &&
      c.siteId === recharge.siteId &&
      c.useStatus === 0 &&
      !c.expired &&
      c.expirationTime.getTime() > now &&
      c.rechargeId === null &&
      c.offlineRechargeId === null &&
      c.expenseTypeId === null &&
      c.currencyCode === recharge.currencyCode &&
      new Decimal(recharge.amount).gte(c.availableAmount);
    if (!usable) throw invalid(FIELD, 'RechargeCouponNotAvailable', { value: id });
    return c;
  });
  refuseBadCombination(chosen, FIELD);
  await tx
    .update(userCoupons)
    .set({ ...hold, updatedAt: new Date() })
    .where(and(inArray(userCoupons.id, [...ids]), eq(userCoupons.useStatus, 0), isNull(userCoupons.rechargeId), isNull(userCoupons.offlineRechargeId)));
  return chosen.reduce((sum, c) => sum.plus(c.preferentialAmount), new Decimal(0)).toFixed(2);
}

/** The recharge was paid (approved): the coupons it holds are used, in that transaction. Doing it again changes nothing. */
export async function useRechargeCoupons(tx: Executor, hold: RechargeHold) {
  await tx
    .update(userCoupons)
    .set({ useStatus: 1, usedAt: sql`now()`, updatedAt: new Date() })
    .where(and(heldBy(hold), eq(userCoupons.useStatus, 0)));
}

/** The recharge closed, failed or was rejected: its coupons are free again (the expiry job then marks those whose time passed). */
export async function releaseRechargeCoupons(tx: Executor, hold: RechargeHold) {
  const free = 'rechargeId' in hold ? { rechargeId: null } : { offlineRechargeId: null };
  await tx
    .update(userCoupons)
    .set({ ...free, updatedAt: new Date() })
    .where(and(heldBy(hold), eq(userCoupons.useStatus, 0)));
}
