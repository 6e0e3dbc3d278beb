import { and, eq, inArray, or } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { type bills } from '../logisticsOrders/tables.ts';
import { couponBills, fitsBill } from './coupons.service.ts';
import { userCoupons } from './tables.ts';

const FIELD = 'UserCouponIds';

export interface AppliedCoupons {
  /** what the coupons take off the bill: their sum, never more than the bill's total */
  discountAmount: string;
  userCouponIds: number[];
}

/**
 * Uses coupons for a bill, in the caller's transaction (the payment's): checks the rules of spec §5
 * (the same user coupon twice, the same coupon type twice, an exclusive coupon only alone), that each
 * is the bill owner's, unused, unexpired and fits the bill (fitsBill), and marks them used for it.
 * The coupons are locked first (and those the bill already used), so two payments cannot use one
 * coupon; calling again for the same bill with the same coupons answers the same discount and writes
 * nothing (a payment retried), with others it is refused. The bill must be unpaid.
 */
export async function applyCoupons(tx: Executor, actor: Actor, bill: typeof bills.$inferSelect, userCouponIds: readonly number[]): Promise<AppliedCoupons> {
  if (actor.population === 'user' && bill.ownerId !== actor.userId) throw notFound();
  if (new Set(userCouponIds).size !== userCouponIds.length) throw invalid(FIELD, 'DuplicateInList');
  const ids = [...userCouponIds];
  const locked = await tx
    .select()
    .from(userCoupons)
    .where(ids.length ? or(inArray(userCoupons.id, ids), eq(userCoupons.billId, bill.id)) : eq(userCoupons.billId, bill.id))
    .orderBy(userCoupons.id)
    .for('update');
  const already = locked.filter((c) => c.billId === bill.id);
  const discountOf = (used: readonly { preferentialAmount: string }[]) =>
    Decimal.min(
      used.reduce((sum, c) => sum.plus(c.preferentialAmount), new Decimal(0)),
      bill.totalAmount,
    ).toFixed(2);
  if (already.length > 0) {
    const same = already.length === ids.length && already.every((c) => ids.includes(c.id));
    if (!same) throw invalid(FIELD, 'BillCouponsAlreadyApplied', { value: bill.serialNumber });
    return { discountAmount: discountOf(already), userCouponIds: already.map((c) => c.id) };
  }
  if (ids.length === 0) return { discountAmount: '0.00', userCouponIds: [] };

  const [target] = await couponBills(tx, bill.ownerId, [bill.id], 'BillId');
  const now = Date.now();
  const chosen = ids.map((id) => {
    const c = locked.find((row) => row.id === id);
    const usable = c && c.ownerId === bill.ownerId && c.siteId === bill.siteId && c.useStatus === 0 && !c.expired && c.expirationTime.getTime() > now && fitsBill(c, target!);
    if (!usable) throw invalid(FIELD, 'UserCouponNotAvailable', { value: id });
    return c;
  });
  refuseBadCombination(chosen, FIELD);

  await tx
    .update(userCoupons)
    .set({ useStatus: 1, billId: bill.id, usedAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(userCoupons.id, ids), eq(userCoupons.useStatus, 0)));
  return { discountAmount: discountOf(chosen), userCouponIds: ids };
}

/** Spec §5, for bills and recharges alike: no two coupons of one type, and an exclusive (not stackable) coupon only on its own. */
export function refuseBadCombination(chosen: readonly { couponId: number; name: string; superposition: boolean }[], field: string) {
  const types = new Set<number>();
  for (const c of chosen) {
    if (types.has(c.couponId)) throw invalid(field, 'SameCouponTypeSelected', { name: c.name });
    types.add(c.couponId);
  }
  if (chosen.length > 1 && chosen.some((c) => !c.superposition)) throw invalid(field, 'OnlyOneExclusionCoupon');
}
