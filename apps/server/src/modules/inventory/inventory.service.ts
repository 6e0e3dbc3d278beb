import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inventory as contract, type ParsedRequestOf } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { findShelf, lockShelves } from '../shelves/index.ts';
import { shelves } from '../shelves/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { moveStock, type StockMove } from './ledger.ts';
import { stockMovements, stocks, stockWarnings } from './tables.ts';

/**
 * The inventory's calls: lists read the stock rows, every change is one event through moveStock
 * (ledger.ts). Staff work on their site's stock in the warehouses available to them, a merchant
 * reads their own (row-level security by owner, and the owner in every query).
 */
const { StockBucket, StockMovementType } = contract;
type StaffQuery = z.output<typeof contract.inventoryQuery>;
type UserQuery = z.output<typeof contract.userInventoryQuery>;

const sum = (column: typeof stocks.available) => sql<number>`sum(${column})::int`;
const warning = sql<number | null>`max(${stockWarnings.quantity})`;
const below = sql<boolean>`coalesce(sum(${stocks.available}) < max(${stockWarnings.quantity}), false)`;

async function scopeOf(tx: Executor, actor: Actor, q: Partial<StaffQuery>): Promise<SQL[]> {
  const site = actor.population === 'backstage' && actor.siteId === null && q.SiteId !== undefined ? await chosenSite(tx, actor, q.SiteId) : null;
  return [
    ...ofCallerSite(stocks.siteId, actor),
    ...(actor.population === 'user' ? [eq(stocks.ownerId, actor.userId)] : [withinAvailable(await availableWarehouseIds(tx, actor), stocks.warehouseId)].filter((c): c is SQL => c !== undefined)),
    ...(site === null ? [] : [eq(stocks.siteId, site)]),
  ];
}

/** Stock per commodity and warehouse, newest change first; `belowOnly` keeps those under their early warning. */
export async function listInventory(tx: Executor, actor: Actor, q: StaffQuery | UserQuery, belowOnly = false) {
  const staff = q as Partial<StaffQuery>;
  const onShelf = aliasedTable(stocks, 'on_shelf');
  const where = and(
    ...(await scopeOf(tx, actor, staff)),
    q.WarehouseId === undefined ? undefined : eq(stocks.warehouseId, q.WarehouseId),
    staff.UserId === undefined ? undefined : eq(stocks.ownerId, staff.UserId),
    q.Content === undefined ? undefined : or(containing(commodities.commodityCode, q.Content), containing(commodities.commoditySku, q.Content), containing(commodities.name, q.Content)),
    staff.ShelfId === undefined
      ? undefined
      : exists(
          tx
            .select({ id: onShelf.id })
            .from(onShelf)
            .where(and(eq(onShelf.commodityId, stocks.commodityId), eq(onShelf.warehouseId, stocks.warehouseId), eq(onShelf.shelfId, staff.ShelfId))),
        ),
  );
  const grouped = tx
    .select({
      CommodityId: stocks.commodityId,
      CommodityCode: commodities.commodityCode,
      CommoditySku: commodities.commoditySku,
      CommodityName: commodities.name,
      WarehouseId: stocks.warehouseId,
      WarehouseName: warehouses.name,
      UserId: stocks.ownerId,
      UserName: users.userName,
      TotalQuantity: sum(stocks.total),
      AvailableQuantity: sum(stocks.available),
      FrozenQuantity: sum(stocks.frozen),
      DefectiveQuantity: sum(stocks.defective),
      QuestionQuantity: sum(stocks.question),
      InTransitQuantity: sum(stocks.inTransit),
      EarlyWarningQuantity: warning,
      BelowWarning: below,
      updatedAt: sql<Date>`max(${stocks.updatedAt})`.mapWith(stocks.updatedAt),
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(stocks)
    .innerJoin(commodities, eq(commodities.id, stocks.commodityId))
    .innerJoin(warehouses, eq(warehouses.id, stocks.warehouseId))
    .innerJoin(users, eq(users.id, stocks.ownerId))
    .leftJoin(stockWarnings, and(eq(stockWarnings.commodityId, stocks.commodityId), eq(stockWarnings.warehouseId, stocks.warehouseId)))
    .where(where)
    .groupBy(stocks.commodityId, stocks.warehouseId, commodities.commodityCode, commodities.commoditySku, commodities.name, warehouses.name, stocks.ownerId, users.userName)
    .having(belowOnly || q.BelowWarning === true ? below : undefined)
    .orderBy(q.descendingOrder ? desc(sql`max(${stocks.updatedAt})`) : asc(sql`max(${stocks.updatedAt})`), asc(stocks.commodityId), asc(stocks.warehouseId))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const rows = await grouped;
  return { Data: rows.map(({ count: _count, updatedAt, ...r }) => ({ ...r, UpdateTime: new Date(updatedAt).toISOString() })), Total: rows[0]?.count ?? 0 };
}

/** A commodity's stock in a warehouse per place, shelves by number, "not on a shelf" first. */
export async function stockPlaces(tx: Executor, actor: Actor, commodityId: number, warehouseId: number) {
  const rows = await tx
    .select({ stock: stocks, shelvesNumber: shelves.shelvesNumber })
    .from(stocks)
    .leftJoin(shelves, eq(shelves.id, stocks.shelfId))
    .where(and(eq(stocks.commodityId, commodityId), eq(stocks.warehouseId, warehouseId), ...(await scopeOf(tx, actor, {}))))
    .orderBy(sql`${shelves.shelvesNumber} nulls first`);
  return rows.map(({ stock: s, shelvesNumber }) => ({
    StockId: s.id,
    ShelfId: s.shelfId,
    ShelvesNumber: shelvesNumber ?? '',
    TotalQuantity: s.total,
    AvailableQuantity: s.available,
    FrozenQuantity: s.frozen,
    DefectiveQuantity: s.defective,
    QuestionQuantity: s.question,
    InTransitQuantity: s.inTransit,
  }));
}

/** The books of one shelf of the caller's reach, per commodity by code. */
export async function shelfStock(tx: Executor, actor: Actor, shelfId: number) {
  const shelf = await findShelf(tx, actor, shelfId);
  const rows = await tx
    .select({ s: stocks, code: commodities.commodityCode, sku: commodities.commoditySku, name: commodities.name, userName: users.userName })
    .from(stocks)
    .innerJoin(commodities, eq(commodities.id, stocks.commodityId))
    .innerJoin(users, eq(users.id, stocks.ownerId))
    .where(and(eq(stocks.shelfId, shelf.shelf.id), sql`${stocks.total} > 0`))
    .orderBy(asc(commodities.commodityCode));
  return rows.map(({ s, code, sku, name, userName }) => ({
    CommodityId: s.commodityId,
    CommodityCode: code,
    CommoditySku: sku,
    CommodityName: name,
    UserName: userName,
    TotalQuantity: s.total,
    AvailableQuantity: s.available,
    FrozenQuantity: s.frozen,
    DefectiveQuantity: s.defective,
    QuestionQuantity: s.question,
    InTransitQuantity: s.inTransit,
  }));
}

/** The ledger of a commodity in a warehouse, newest first. A merchant does not read staff's names. */
export async function listMovements(tx: Executor, actor: Actor, q: ParsedRequestOf<typeof contract.getStockMovements>) {
  const fromShelf = aliasedTable(shelves, 'from_shelf');
  const toShelf = aliasedTable(shelves, 'to_shelf');
  const scope = [
    ...ofCallerSite(stockMovements.siteId, actor),
    ...(actor.population === 'user' ? [eq(stockMovements.ownerId, actor.userId)] : [withinAvailable(await availableWarehouseIds(tx, actor), stockMovements.warehouseId)].filter((c): c is SQL => c !== undefined)),
  ];
  const rows = await tx
    .select({
      m: stockMovements,
      fromShelf: fromShelf.shelvesNumber,
      toShelf: toShelf.shelvesNumber,
      operator: users.userName,
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(stockMovements)
    .leftJoin(fromShelf, eq(fromShelf.id, stockMovements.fromShelfId))
    .leftJoin(toShelf, eq(toShelf.id, stockMovements.toShelfId))
    // a merchant reads no user row but their own: the operator's name is left out for them
    .leftJoin(users, eq(users.id, stockMovements.operatorId))
    .where(and(eq(stockMovements.commodityId, q.CommodityId), eq(stockMovements.warehouseId, q.WarehouseId), ...scope))
    .orderBy(desc(stockMovements.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return {
    Data: rows.map(({ m, fromShelf: from, toShelf: to, operator }) => ({
      Id: m.id,
      Type: m.type,
      Quantity: m.quantity,
      FromBucket: m.fromBucket,
      FromShelvesNumber: from ?? '',
      FromBefore: m.fromBefore,
      FromAfter: m.fromAfter,
      ToBucket: m.toBucket,
      ToShelvesNumber: to ?? '',
      ToBefore: m.toBefore,
      ToAfter: m.toAfter,
      DocumentType: m.documentType,
      DocumentId: m.documentId,
      Reason: m.reason,
      OperatorName: actor.population === 'user' && m.operatorId !== actor.userId ? '' : (operator ?? ''),
      CreationTime: m.createdAt.toISOString(),
    })),
    Total: rows[0]?.count ?? 0,
  };
}

/** A commodity of the caller's reach (staff: their site; a merchant: their own), else "not found". */
async function commodityOf(tx: Executor, actor: Actor, id: number) {
  const [c] = await tx
    .select({ id: commodities.id, siteId: commodities.siteId, ownerId: commodities.ownerId })
    .from(commodities)
    .where(and(eq(commodities.id, id), ...ofCallerSite(commodities.siteId, actor), ...(actor.population === 'user' ? [eq(commodities.ownerId, actor.userId)] : [])));
  if (!c) throw notFound();
  return c;
}

/** A warehouse of the commodity's site the caller may use, else "not found". */
async function warehouseOf(tx: Executor, actor: Actor, siteId: number, id: number) {
  const [w] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.siteId, siteId), actor.population === 'user' ? undefined : withinAvailable(await availableWarehouseIds(tx, actor), warehouses.id)));
  if (!w) throw notFound();
  return w;
}

/** One staff action on stock: its own event (a fresh key: each press is a new decision), then the places after. */
async function act(ctx: CallContext, actor: Actor, body: { CommodityId: number; WarehouseId: number; Reason: string }, documentType: string, moves: (ownerId: number) => StockMove[]) {
  const c = await commodityOf(ctx.tx, actor, body.CommodityId);
  await warehouseOf(ctx.tx, actor, c.siteId, body.WarehouseId);
  await moveStock(ctx, actor, { key: `${documentType}:${randomUUID()}`, documentType, documentId: null, reason: body.Reason }, moves(c.ownerId));
  return stockPlaces(ctx.tx, actor, body.CommodityId, body.WarehouseId);
}

const at = (b: { CommodityId: number; WarehouseId: number }, ownerId: number) => ({ ownerId, commodityId: b.CommodityId, warehouseId: b.WarehouseId });

export const freeze = (ctx: CallContext, actor: Actor, b: contract.FreezeBody, undo: boolean) =>
  act(ctx, actor, b, undo ? 'Unfreeze' : 'Freeze', (ownerId) => [
    {
      ...at(b, ownerId),
      from: undo ? StockBucket.Frozen : StockBucket.Available,
      to: undo ? StockBucket.Available : StockBucket.Frozen,
      fromShelfId: b.ShelfId,
      toShelfId: b.ShelfId,
      quantity: b.Quantity,
      type: undo ? StockMovementType.Unfreeze : StockMovementType.Freeze,
    },
  ]);

export const adjust = (ctx: CallContext, actor: Actor, b: contract.AdjustBody) =>
  act(ctx, actor, b, 'Adjust', (ownerId) => [
    {
      ...at(b, ownerId),
      from: b.Quantity < 0 ? (b.Bucket as contract.StockBucket) : null,
      to: b.Quantity > 0 ? (b.Bucket as contract.StockBucket) : null,
      fromShelfId: b.Quantity < 0 ? b.ShelfId : null,
      toShelfId: b.Quantity > 0 ? b.ShelfId : null,
      quantity: Math.abs(b.Quantity),
      type: StockMovementType.Adjust,
    },
  ]);

export const moveShelf = (ctx: CallContext, actor: Actor, b: contract.MoveShelfBody) =>
  act(ctx, actor, b, 'MoveShelf', (ownerId) => [
    { ...at(b, ownerId), from: b.Bucket as contract.StockBucket, to: b.Bucket as contract.StockBucket, fromShelfId: b.FromShelfId, toShelfId: b.ToShelfId, quantity: b.Quantity, type: StockMovementType.MoveShelf },
  ]);

const COUNTED = [
  [StockBucket.Available, 'AvailableQuantity', 'available'],
  [StockBucket.Defective, 'DefectiveQuantity', 'defective'],
  [StockBucket.Question, 'QuestionQuantity', 'question'],
] as const;

/**
 * A shelf's count: each counted quantity against the books', read under the shelf's lock so no move
 * on the shelf slips between the reading and the adjustment. A count equal to the books writes
 * nothing, so counting twice is safe.
 */
export async function takeStock(ctx: CallContext, actor: Actor, b: contract.StockTakeBody) {
  const { tx } = ctx;
  // the shelf's lock first, as moveStock takes it: every move on this shelf waits for the count, and the count for them
  const shelf = (await lockShelves(tx, actor, [b.ShelfId])).get(b.ShelfId)!;
  const ids = b.Lines.map((l) => l.CommodityId);
  const found = await tx
    .select({ id: commodities.id, ownerId: commodities.ownerId })
    .from(commodities)
    .where(and(inArray(commodities.id, ids), eq(commodities.siteId, shelf.shelf.siteId)));
  const ownerOf = new Map(found.map((c) => [c.id, c.ownerId]));
  const missing = b.Lines.findIndex((l) => !ownerOf.has(l.CommodityId));
  if (missing >= 0) throw notFound();
  const booked = await tx
    .select()
    .from(stocks)
    .where(and(eq(stocks.shelfId, shelf.shelf.id), inArray(stocks.commodityId, ids)))
    .orderBy(asc(stocks.id));
  const bookOf = new Map(booked.map((s) => [s.commodityId, s]));
  const differences: { CommodityId: number; Bucket: number; Quantity: number }[] = [];
  const moves: StockMove[] = [];
  for (const line of b.Lines) {
    const book = bookOf.get(line.CommodityId);
    for (const [bucket, field, counter] of COUNTED) {
      const diff = line[field] - (book?.[counter] ?? 0);
      if (diff === 0) continue;
      differences.push({ CommodityId: line.CommodityId, Bucket: bucket, Quantity: diff });
      moves.push({
        ownerId: ownerOf.get(line.CommodityId)!,
        commodityId: line.CommodityId,
        warehouseId: shelf.shelf.warehouseId,
        from: diff < 0 ? bucket : null,
        to: diff > 0 ? bucket : null,
        fromShelfId: diff < 0 ? shelf.shelf.id : null,
        toShelfId: diff > 0 ? shelf.shelf.id : null,
        quantity: Math.abs(diff),
        type: StockMovementType.StockTake,
      });
    }
  }
  if (moves.length > 0) await moveStock(ctx, actor, { key: `StockTake:${randomUUID()}`, documentType: 'StockTake', documentId: shelf.shelf.id, reason: b.Reason }, moves);
  return { Differences: differences };
}

/** Sets (0: clears) a commodity's early warning in a warehouse; a merchant sets their own. */
export async function setEarlyWarning(tx: Executor, actor: Actor, b: contract.EarlyWarningBody) {
  const c = await commodityOf(tx, actor, b.CommodityId);
  await warehouseOf(tx, actor, c.siteId, b.WarehouseId);
  await tx
    .insert(stockWarnings)
    .values({ siteId: c.siteId, ownerId: c.ownerId, commodityId: c.id, warehouseId: b.WarehouseId, quantity: b.Quantity, updatedBy: actor.userId })
    .onConflictDoUpdate({ target: [stockWarnings.commodityId, stockWarnings.warehouseId], set: { quantity: b.Quantity, updatedBy: actor.userId, updatedAt: new Date() } });
  return { EarlyWarningQuantity: b.Quantity };
}

/** Available and frozen quantities of commodities over all warehouses (the commodity pickers). */
export async function stockByCommodity(tx: Executor, commodityIds: readonly number[]): Promise<Map<number, { available: number; frozen: number }>> {
  if (commodityIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: stocks.commodityId, available: sum(stocks.available), frozen: sum(stocks.frozen) })
    .from(stocks)
    .where(inArray(stocks.commodityId, [...commodityIds]))
    .groupBy(stocks.commodityId);
  return new Map(rows.map((r) => [r.id, { available: r.available, frozen: r.frozen }]));
}
