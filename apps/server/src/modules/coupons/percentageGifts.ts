import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type { Executor } from '../../platform/db.ts';
import { promotionClaims as claims } from './tables.ts';

/**
 * A Percentage gift waits on its claim for the customer's next paid recharge (online, or offline
 * once approved). Called in that recharge's transaction: the customer's oldest waiting claim is
 * locked, the bonus (the percentage of the recharge's amount, to the cent) recorded on it, and the
 * claim answered so the ledger posts the bonus under its key (`promotion-claim:<id>:percentage`).
 * A bonus that rounds to nothing leaves the gift waiting for a larger recharge.
 */
export async function takePercentageGift(tx: Executor, recharge: { siteId: number; ownerId: number; amount: string }): Promise<{ claimId: number; amount: Decimal } | null> {
  const [waiting] = await tx
    .select({ id: claims.id, percentage: claims.giftPercentage })
    .from(claims)
    .where(and(eq(claims.siteId, recharge.siteId), eq(claims.ownerId, recharge.ownerId), gt(claims.giftPercentage, '0'), isNull(claims.percentageUsedAt)))
    .orderBy(asc(claims.id))
    .limit(1)
    .for('update');
  if (!waiting) return null;
  const amount = new Decimal(recharge.amount).times(waiting.percentage).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (amount.isZero()) return null;
  await tx
    .update(claims)
    .set({ percentageAmount: amount.toFixed(2), percentageUsedAt: sql`now()` })
    .where(eq(claims.id, waiting.id));
  return { claimId: waiting.id, amount };
}
