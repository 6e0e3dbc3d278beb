import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inventory } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { ErrorCode } from '@lbo/contracts';
import { commodities } from '../commodities/tables.ts';
import { applyGoodsChanges, lockShelves, type GoodsChange } from '../shelves/index.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { stockEvents, stockMovements, stocks, stockWarnings } from './tables.ts';

const { HELD_BUCKETS, StockBucket, STOCK_BUCKET_FIELDS, STOCK_BUCKET_NAMES } = inventory;
type StockBucket = inventory.StockBucket;
type StockMovementType = inventory.StockMovementType;

export interface StockMove {
  ownerId: number;
  commodityId: number;
  warehouseId: number;
  /** the bucket the goods leave; null: they enter the books (arrival announced, found in a count, over-delivery) */
  from: StockBucket | null;
  /** the bucket they reach; null: they leave the books (shipped, written off, short on arrival) */
  to: StockBucket | null;
  /** the shelf they leave / reach; null: not on a shelf. Same bucket with two shelves = a shelf move. */
  fromShelfId?: number | null;
  toShelfId?: number | null;
  /** integer > 0 */
  quantity: number;
  type: StockMovementType;
}

/** The business event the moves belong to: its key (unique per site) makes applying it twice do nothing. */
export interface StockEvent {
  key: string;
  documentType: string;
  documentId: number | null;
  reason?: string;
}

type StockRow = typeof stocks.$inferSelect;
type Counter = 'available' | 'frozen' | 'defective' | 'question' | 'inTransit';
const COUNTER: Record<StockBucket, Counter> = {
  [StockBucket.InTransit]: 'inTransit',
  [StockBucket.Available]: 'available',
  [StockBucket.Frozen]: 'frozen',
  [StockBucket.Defective]: 'defective',
  [StockBucket.Question]: 'question',
};

/** Shelves count commodity goods by quantity, as they count parcels; the space they take is not measured per item. */
const NO_SPACE = { wide: '0', high: '0', length: '0' };

const placeKey = (commodityId: number, warehouseId: number, shelfId: number | null) => `${commodityId}:${warehouseId}:${shelfId ?? 0}`;
const pairKey = (commodityId: number, warehouseId: number) => `${commodityId}:${warehouseId}`;

/**
 * The one way stock changes. Applies `moves` atomically in the caller's transaction:
 * 1. the event's key is recorded (unique per site): the same key again answers 'already-applied'
 *    and does nothing (a concurrent second call waits for the first and then finds it);
 * 2. the shelves touched are locked in id order (lockShelves), then the missing stock rows created
 *    (insert ... on conflict do nothing, in a fixed order), then every stock row of the commodities
 *    and warehouses touched locked in id order: two transactions moving the same stock queue, never
 *    deadlock, and lose no update;
 * 3. each move is checked against the counters as the moves before it left them: a bucket going
 *    below zero refuses the whole event (Code 3 naming the bucket), so the caller's transaction
 *    writes nothing;
 * 4. one immutable movement row per move with its buckets' before and after; counters updated;
 *    shelves' goods quantities changed through applyGoodsChanges;
 * 5. a merchant whose available stock of a commodity in a warehouse falls below its early-warning
 *    quantity is told once, when it crosses (passing the call's context: `tellCustomer` stores the
 *    message and pushes it after the commit; with a bare transaction, seeds and jobs, nobody is told).
 */
export async function moveStock(on: Executor | CallContext, actor: Actor, event: StockEvent, moves: readonly StockMove[]): Promise<'applied' | 'already-applied'> {
  const ctx = 'afterCommit' in on ? on : null;
  const tx = ctx ? ctx.tx : (on as Executor);
  if (moves.length === 0) throw new Error('moveStock without moves');
  moves.forEach(checkShape);

  const commodityIds = [...new Set(moves.map((m) => m.commodityId))];
  const found = await tx
    .select({ id: commodities.id, siteId: commodities.siteId, ownerId: commodities.ownerId, sku: commodities.commoditySku, name: commodities.name })
    .from(commodities)
    .where(inArray(commodities.id, commodityIds));
  const commodityOf = new Map(found.map((c) => [c.id, c]));
  for (const m of moves) if (commodityOf.get(m.commodityId)?.ownerId !== m.ownerId) throw notFound();
  const siteIds = new Set(found.map((c) => c.siteId));
  if (siteIds.size !== 1) throw new Error('moveStock over commodities of several sites');
  const [siteId] = siteIds as unknown as [number];
  const owners = new Set(moves.map((m) => m.ownerId));

  const [recorded] = await tx
    .insert(stockEvents)
    .values({ siteId, ownerId: owners.size === 1 ? [...owners][0]! : null, eventKey: event.key, documentType: event.documentType, documentId: event.documentId })
    .onConflictDoNothing()
    .returning({ id: stockEvents.id });
  if (!recorded) return 'already-applied';

  // The shelves of the moves, locked before the stock rows: every event takes shelves first, so two
  // events queue instead of deadlocking (a movement row's key share on its shelf comes after the
  // stock rows). One exception: a customer may read shelves but not lock them (row-level security),
  // and their order's freeze changes only a bucket on one shelf, no goods; it goes without the lock.
  // Against a staff member's shelf move of the same commodity at that moment PostgreSQL may then
  // detect a deadlock and roll one of the two back whole (the ledger stays right; the customer submits again).
  const staysOnShelf = (m: StockMove) => actor.population === 'user' && m.from !== null && m.to !== null && m.fromShelfId != null && m.fromShelfId === m.toShelfId;
  const shelfIds = [...new Set(moves.filter((m) => !staysOnShelf(m)).flatMap((m) => [m.fromShelfId ?? null, m.toShelfId ?? null]).filter((id): id is number => id !== null))];
  const lockedShelves = shelfIds.length === 0 ? new Map() : await lockShelves(tx, actor, shelfIds).catch(shelfRefusal(moves));
  for (const m of moves) {
    for (const [field, id] of [['FromShelfId', m.fromShelfId], ['ToShelfId', m.toShelfId]] as const) {
      const shelf = id == null ? undefined : lockedShelves.get(id)?.shelf;
      if (shelf && (shelf.warehouseId !== m.warehouseId || shelf.isDeactivate)) throw invalid(field, 'StockShelfNotInWarehouse', { value: shelf.shelvesNumber });
    }
  }

  const places = new Map<string, { commodityId: number; warehouseId: number; shelfId: number | null; ownerId: number }>();
  for (const m of moves) {
    if (m.from !== null) places.set(placeKey(m.commodityId, m.warehouseId, m.fromShelfId ?? null), { commodityId: m.commodityId, warehouseId: m.warehouseId, shelfId: m.fromShelfId ?? null, ownerId: m.ownerId });
    if (m.to !== null) places.set(placeKey(m.commodityId, m.warehouseId, m.toShelfId ?? null), { commodityId: m.commodityId, warehouseId: m.warehouseId, shelfId: m.toShelfId ?? null, ownerId: m.ownerId });
  }
  const ordered = [...places.values()].sort((a, b) => a.commodityId - b.commodityId || a.warehouseId - b.warehouseId || (a.shelfId ?? 0) - (b.shelfId ?? 0));
  await tx
    .insert(stocks)
    .values(ordered.map((p) => ({ siteId, ...p })))
    .onConflictDoNothing();

  const pairs = new Map(moves.map((m) => [pairKey(m.commodityId, m.warehouseId), { commodityId: m.commodityId, warehouseId: m.warehouseId }]));
  const rows = await tx
    .select()
    .from(stocks)
    .where(or(...[...pairs.values()].map((p) => and(eq(stocks.commodityId, p.commodityId), eq(stocks.warehouseId, p.warehouseId)))))
    .orderBy(asc(stocks.id))
    .for('update');
  const before = new Map(rows.map((r) => [placeKey(r.commodityId, r.warehouseId, r.shelfId), r]));
  const now = new Map([...before].map(([key, r]) => [key, { ...r }]));

  const ledger: (typeof stockMovements.$inferInsert)[] = [];
  const shelfGoods = new Map<number, number>();
  for (const m of moves) {
    const c = commodityOf.get(m.commodityId)!;
    const from = m.from === null ? null : now.get(placeKey(m.commodityId, m.warehouseId, m.fromShelfId ?? null))!;
    const to = m.to === null ? null : now.get(placeKey(m.commodityId, m.warehouseId, m.toShelfId ?? null))!;
    let fromBefore: number | null = null;
    let toBefore: number | null = null;
    if (from && m.from !== null) {
      fromBefore = from[COUNTER[m.from]];
      if (fromBefore < m.quantity) {
        throw refused('StockNotEnough', { field: STOCK_BUCKET_FIELDS[m.from], value: c.sku, bucket: STOCK_BUCKET_NAMES[m.from], have: fromBefore, quantity: m.quantity });
      }
      change(from, m.from, -m.quantity);
      if (HELD_BUCKETS.includes(m.from) && from.shelfId !== null) shelfGoods.set(from.shelfId, (shelfGoods.get(from.shelfId) ?? 0) - m.quantity);
    }
    if (to && m.to !== null) {
      toBefore = to[COUNTER[m.to]];
      change(to, m.to, m.quantity);
      if (HELD_BUCKETS.includes(m.to) && to.shelfId !== null) shelfGoods.set(to.shelfId, (shelfGoods.get(to.shelfId) ?? 0) + m.quantity);
    }
    ledger.push({
      siteId,
      ownerId: m.ownerId,
      eventId: recorded.id,
      commodityId: m.commodityId,
      warehouseId: m.warehouseId,
      type: m.type,
      quantity: m.quantity,
      fromStockId: from?.id ?? null,
      fromShelfId: from?.shelfId ?? null,
      fromBucket: m.from,
      fromBefore,
      fromAfter: from && m.from !== null ? from[COUNTER[m.from]] : null,
      toStockId: to?.id ?? null,
      toShelfId: to?.shelfId ?? null,
      toBucket: m.to,
      toBefore,
      toAfter: to && m.to !== null ? to[COUNTER[m.to]] : null,
      documentType: event.documentType,
      documentId: event.documentId,
      reason: event.reason ?? '',
      operatorId: actor.userId,
    });
  }

  for (const [key, row] of now) {
    const was = before.get(key)!;
    if (COUNTERS.every((k) => row[k] === was[k]) && row.total === was.total) continue;
    await tx
      .update(stocks)
      .set({ available: row.available, frozen: row.frozen, defective: row.defective, question: row.question, inTransit: row.inTransit, total: row.total, updatedAt: new Date() })
      .where(eq(stocks.id, row.id));
  }
  await tx.insert(stockMovements).values(ledger);

  const goodsChanges: GoodsChange[] = [...shelfGoods]
    .filter(([, quantity]) => quantity !== 0)
    .sort(([a], [b]) => a - b)
    .map(([shelfId, quantity]) => ({ shelfId, quantity, space: NO_SPACE, action: 'GoodsChange', details: { StockEvent: event.key, DocumentType: event.documentType } }));
  if (goodsChanges.length > 0) await applyGoodsChanges(tx, actor, lockedShelves, goodsChanges);

  if (ctx) await warnOfCrossings(ctx, [...pairs.values()], before, now, commodityOf);
  return 'applied';
}

const COUNTERS: readonly Counter[] = ['available', 'frozen', 'defective', 'question', 'inTransit'];

function change(row: StockRow, bucket: StockBucket, delta: number) {
  row[COUNTER[bucket]] += delta;
  if (bucket !== StockBucket.InTransit) row.total += delta;
}

/** What only a caller's slip can get wrong: the moves' shape. */
function checkShape(m: StockMove) {
  if (!Number.isInteger(m.quantity) || m.quantity <= 0) throw invalid('Quantity', 'TooSmall', { minimum: 1 });
  if (m.from === null && m.to === null) throw new Error('a stock move with neither side');
  if (m.from === m.to && (m.fromShelfId ?? null) === (m.toShelfId ?? null)) throw invalid('ToShelfId', 'StockMoveSameSide');
  if ((m.from === StockBucket.InTransit && m.fromShelfId != null) || (m.to === StockBucket.InTransit && m.toShelfId != null)) throw invalid('ShelfId', 'StockInTransitOnShelf');
  if ((m.from === null && m.fromShelfId != null) || (m.to === null && m.toShelfId != null)) throw new Error('a shelf on the side of a move outside the books');
}

/** A shelf out of the caller's reach reads as "not found" from lockShelves; name the field it came from. */
const shelfRefusal = (moves: readonly StockMove[]) => (error: unknown) => {
  if (error instanceof AppError && error.code === ErrorCode.NotFound) {
    const field = moves.some((m) => m.toShelfId != null) ? 'ToShelfId' : 'FromShelfId';
    throw invalid(field, 'StockShelfNotInWarehouse', { value: '' });
  }
  throw error;
};

/** Tells the merchant of each commodity and warehouse whose available stock just fell below its early warning. */
async function warnOfCrossings(
  ctx: CallContext,
  pairs: readonly { commodityId: number; warehouseId: number }[],
  before: ReadonlyMap<string, StockRow>,
  after: ReadonlyMap<string, StockRow>,
  commodityOf: ReadonlyMap<number, { sku: string; name: string; siteId: number; ownerId: number }>,
) {
  const { tx } = ctx;
  const available = (rows: ReadonlyMap<string, StockRow>, p: { commodityId: number; warehouseId: number }) =>
    [...rows.values()].filter((r) => r.commodityId === p.commodityId && r.warehouseId === p.warehouseId).reduce((sum, r) => sum + r.available, 0);
  const conditions: SQL[] = pairs.map((p) => and(eq(stockWarnings.commodityId, p.commodityId), eq(stockWarnings.warehouseId, p.warehouseId))!);
  const warnings = await tx
    .select({ commodityId: stockWarnings.commodityId, warehouseId: stockWarnings.warehouseId, quantity: stockWarnings.quantity, warehouseName: warehouses.name })
    .from(stockWarnings)
    .innerJoin(warehouses, eq(warehouses.id, stockWarnings.warehouseId))
    .where(and(or(...conditions), sql`${stockWarnings.quantity} > 0`));
  for (const w of warnings) {
    const was = available(before, w);
    const is = available(after, w);
    if (!(was >= w.quantity && is < w.quantity)) continue;
    const c = commodityOf.get(w.commodityId)!;
    await tellCustomer(ctx, c.siteId, c.ownerId, {
      infoType: 'StockEarlyWarning',
      title: 'StockEarlyWarningTitle',
      message: 'StockEarlyWarningMessage',
      params: { value: c.sku, name: c.name, warehouse: w.warehouseName, available: is, warning: w.quantity },
    });
  }
}

/** The totals per bucket of a commodity in a warehouse, over all its shelves (pickers, documents). */
export async function stockOf(tx: Executor, commodityId: number, warehouseId: number) {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${stocks.total}), 0)::int`,
      available: sql<number>`coalesce(sum(${stocks.available}), 0)::int`,
      frozen: sql<number>`coalesce(sum(${stocks.frozen}), 0)::int`,
      defective: sql<number>`coalesce(sum(${stocks.defective}), 0)::int`,
      question: sql<number>`coalesce(sum(${stocks.question}), 0)::int`,
      inTransit: sql<number>`coalesce(sum(${stocks.inTransit}), 0)::int`,
    })
    .from(stocks)
    .where(and(eq(stocks.commodityId, commodityId), eq(stocks.warehouseId, warehouseId)));
  return row ?? { total: 0, available: 0, frozen: 0, defective: 0, question: 0, inTransit: 0 };
}
