import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { auditLogs } from '../access/tables.ts';
import { ENTITY, snapshot, type NamedShelf } from './shelfRecords.ts';
import { shelves } from './tables.ts';

/**
 * The one way goods quantities on shelves change. Goods themselves arrive with later areas
 * (packages, commodities, return orders): putting goods on a shelf, picking them, or a stock count
 * calls `lockShelves` (shelfRecords.ts) for the shelves involved and then `applyGoodsChanges` in the
 * same transaction, exactly as the transfers do. The lock (row locks taken in id order) keeps two
 * concurrent changes of one shelf from losing an update, and every change writes its log row.
 */

export interface SpaceDelta {
  wide: string;
  high: string;
  length: string;
}

export interface GoodsChange {
  shelfId: number;
  /** added (positive) or taken (negative) goods */
  quantity: number;
  /** added or freed used space, cm */
  space: SpaceDelta;
  /** the log's operation: TransferOut, TransferIn, or GoodsChange for the later areas */
  action: 'TransferOut' | 'TransferIn' | 'GoodsChange';
  /** what the log's content needs besides the snapshots (the other shelf, the reason...) */
  details: Record<string, string | number>;
}

/** The share of a shelf's used space that `quantity` of its goods take, assuming every item takes as much. */
export function spaceShare(s: NamedShelf['shelf'], quantity: number): SpaceDelta {
  if (quantity >= s.goodsQuantity) return { wide: s.usedWide, high: s.usedHigh, length: s.usedLength };
  const share = (used: string) => new Decimal(used).times(quantity).dividedBy(s.goodsQuantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { wide: share(s.usedWide), high: share(s.usedHigh), length: share(s.usedLength) };
}

export const negate = (space: SpaceDelta): SpaceDelta => ({ wide: new Decimal(space.wide).negated().toFixed(2), high: new Decimal(space.high).negated().toFixed(2), length: new Decimal(space.length).negated().toFixed(2) });

/** Apply changes to shelves the caller has locked (`locked` from `lockShelves`); answers the shelves after. */
export async function applyGoodsChanges(tx: Executor, actor: Actor, locked: Map<number, NamedShelf>, changes: readonly GoodsChange[]): Promise<Map<number, NamedShelf>> {
  const after = new Map(locked);
  for (const change of changes) {
    const before = after.get(change.shelfId);
    if (!before) throw new Error(`shelf ${change.shelfId} was not locked before its goods changed`);
    const [updated] = await tx
      .update(shelves)
      .set({
        goodsQuantity: sql`${shelves.goodsQuantity} + ${change.quantity}`,
        usedWide: sql`greatest(${shelves.usedWide} + ${change.space.wide}::numeric, 0)`,
        usedHigh: sql`greatest(${shelves.usedHigh} + ${change.space.high}::numeric, 0)`,
        usedLength: sql`greatest(${shelves.usedLength} + ${change.space.length}::numeric, 0)`,
      })
      .where(eq(shelves.id, change.shelfId))
      .returning();
    if (!updated) throw new Error(`shelf ${change.shelfId} vanished while locked`);
    const next = { ...before, shelf: updated };
    after.set(change.shelfId, next);
    await tx.insert(auditLogs).values({
      siteId: updated.siteId,
      actorId: actor.userId,
      entity: ENTITY,
      entityId: String(updated.id),
      action: change.action,
      before: snapshot(before),
      after: { ...snapshot(next), ...change.details },
    });
  }
  return after;
}
