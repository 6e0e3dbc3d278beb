import { Decimal } from 'decimal.js';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { shelves as contract } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { shelves } from './tables.ts';

// How a shelf reads: its row with the names around it, and the snapshot its log keeps.

type ShelfRecord = typeof shelves.$inferSelect;
export interface NamedShelf {
  shelf: ShelfRecord;
  warehouseName: string;
  partitionName: string;
}

export const ENTITY = 'Shelf';

const minus = (a: string, b: string) => new Decimal(a).minus(b).toFixed(2);

export function listRow({ shelf: s, warehouseName, partitionName }: NamedShelf): contract.ShelfListRow {
  return {
    Id: s.id,
    ShelvesNumber: s.shelvesNumber,
    GoodsQuantity: s.goodsQuantity,
    IsExistingGoods: s.goodsQuantity > 0,
    ShelvesLength: s.shelvesLength,
    ShelvesWide: s.shelvesWide,
    ShelvesHigh: s.shelvesHigh,
    WarehousePartitionName: partitionName,
    WarehouseName: warehouseName,
    WarehouseId: s.warehouseId,
    PartitionId: s.partitionId,
    IsDeactivate: s.isDeactivate,
    UsedWide: s.usedWide,
    UsedHigh: s.usedHigh,
    UsedLength: s.usedLength,
    ResidualWide: minus(s.shelvesWide, s.usedWide),
    ResidualHigh: minus(s.shelvesHigh, s.usedHigh),
    ResidualLength: minus(s.shelvesLength, s.usedLength),
    CreationTime: s.createdAt.toISOString(),
  };
}

/** What a shelf's log keeps of it before and after a change (the content of GetShelveLogs is read from these). */
export interface ShelfSnapshot {
  ShelvesNumber: string;
  WarehouseName: string;
  PartitionId: number;
  PartitionName: string;
  IsDeactivate: boolean;
  ShelvesWide: string;
  ShelvesHigh: string;
  ShelvesLength: string;
  UsedWide: string;
  UsedHigh: string;
  UsedLength: string;
  GoodsQuantity: number;
}

export const snapshot = ({ shelf: s, warehouseName, partitionName }: NamedShelf): ShelfSnapshot => ({
  ShelvesNumber: s.shelvesNumber,
  WarehouseName: warehouseName,
  PartitionId: s.partitionId,
  PartitionName: partitionName,
  IsDeactivate: s.isDeactivate,
  ShelvesWide: s.shelvesWide,
  ShelvesHigh: s.shelvesHigh,
  ShelvesLength: s.shelvesLength,
  UsedWide: s.usedWide,
  UsedHigh: s.usedHigh,
  UsedLength: s.usedLength,
  GoodsQuantity: s.goodsQuantity,
});

const named = { shelf: shelves, warehouseName: warehouses.name, partitionName: warehousePartitions.name };

/** Shelves with their warehouse and partition names, in the order of `order`. */
export function selectNamed(tx: Executor, where: SQL | undefined, order: SQL[] = [asc(shelves.id)]) {
  return tx
    .select(named)
    .from(shelves)
    .innerJoin(warehouses, eq(warehouses.id, shelves.warehouseId))
    .innerJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId))
    .where(where)
    .orderBy(...order);
}

/**
 * Shelf numbers starting with `text` (any case; numbers are stored in capitals), as a range rather
 * than LIKE: under row-level security PostgreSQL may use only leakproof operators as index
 * conditions, and `>=`/`<` on text are leakproof while LIKE is not. In collation "C" the numbers
 * starting with "A-01" are exactly those from "A-01" up to "A-02" ("A-01" with its last character
 * raised by one).
 */
export function startsWith(text: string): SQL {
  const prefix = text.toUpperCase();
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const lower = gte(shelves.shelvesNumber, prefix);
  if (last >= 0x10ffff) return lower;
  const upper = `${[...prefix].slice(0, -1).join('')}${String.fromCodePoint(last + 1)}`;
  return and(lower, lt(shelves.shelvesNumber, upper))!;
}

/** The scope of the caller: their site and their available warehouses (`availableWarehouseIds`). */
export const scopeOf = (actor: Actor, available: number[] | null): (SQL | undefined)[] => [
  actor.siteId === null ? undefined : eq(shelves.siteId, actor.siteId),
  withinAvailable(available, shelves.warehouseId),
];

export async function shelfScope(tx: Executor, actor: Actor): Promise<(SQL | undefined)[]> {
  return scopeOf(actor, await availableWarehouseIds(tx, actor));
}

/**
 * Shelves of the caller's reach, locked for update in id order: two transactions locking the same
 * shelves always take them in the same order, so they queue instead of deadlocking. Any id out of
 * reach is "not found".
 */
export async function lockShelves(tx: Executor, actor: Actor, ids: readonly number[]): Promise<Map<number, NamedShelf>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await tx
    .select({ shelf: shelves })
    .from(shelves)
    .where(and(inArray(shelves.id, wanted), ...(await shelfScope(tx, actor))))
    .orderBy(asc(shelves.id))
    .for('update', { of: shelves });
  if (locked.length !== wanted.length) throw notFound();
  const rows = await selectNamed(tx, inArray(shelves.id, wanted));
  return new Map(rows.map((r) => [r.shelf.id, r]));
}

/** One shelf of the caller's reach, with its names (not locked). */
export async function findShelf(tx: Executor, actor: Actor, id: number): Promise<NamedShelf> {
  const [row] = await selectNamed(tx, and(eq(shelves.id, id), ...(await shelfScope(tx, actor))));
  if (!row) throw notFound();
  return row;
}
