import { and, asc, count, desc, eq, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import { shelves as contract, type ParsedRequestOf } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { auditLogs } from '../access/tables.ts';
import { siteNames } from '../../platform/siteResources.ts';
import { availableWarehouseIds, requireUsableWarehouse, withinAvailable } from '../warehouses/index.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { requireUsablePartition } from '../warehousePartitions/index.ts';
import { applyGoodsChanges, negate, spaceShare } from './shelfGoods.ts';
import { ENTITY, findShelf, listRow, lockShelves, scopeOf, selectNamed, snapshot, startsWith, type NamedShelf } from './shelfRecords.ts';
import { shelves } from './tables.ts';

/**
 * Shelves: the bin locations of a partition. A shelf lives in a partition of a warehouse of the
 * caller's site that is available to them; a new one (or one moved) goes into an enabled partition
 * of an enabled warehouse, and never changes warehouse. Its number is unique in the warehouse.
 * Deleting is refused while goods are on it. Every change writes the shelf's log (audit rows of
 * entity "Shelf", read back by GetShelveLogs) in the same transaction, and keeps the partitions'
 * shelf counts.
 *
 * GetShelves over a million shelves: numbers compare in collation "C", so the (site, [warehouse |
 * partition,] number, id) indexes serve both the order and a Content prefix; a page first takes the
 * ids of its rows from the index alone (an index-only scan skips the offset cheaply), then reads
 * those rows with their names. The total without a Content or deactivation filter is the sum of
 * the partitions' shelf counts, not a count of the shelves.
 */

type Query = ParsedRequestOf<typeof contract.getShelves>;

interface ShelfFilter {
  Content?: string;
  WarehouseId?: number;
  PartitionId?: number;
  IsDeactivate?: boolean;
}

function filterConditions(actor: Actor, available: number[] | null, f: ShelfFilter): (SQL | undefined)[] {
  const conditions = scopeOf(actor, available);
  if (f.WarehouseId !== undefined) conditions.push(eq(shelves.warehouseId, f.WarehouseId));
  if (f.PartitionId !== undefined) conditions.push(eq(shelves.partitionId, f.PartitionId));
  if (f.Content !== undefined) conditions.push(startsWith(f.Content));
  if (f.IsDeactivate !== undefined) conditions.push(eq(shelves.isDeactivate, f.IsDeactivate));
  return conditions;
}

function orderOf(q: Pick<Query, 'sortType' | 'descendingOrder'>): SQL[] {
  const direction = q.descendingOrder ? desc : asc;
  if (q.sortType === contract.ShelvesSort.Creation) return [direction(shelves.id)];
  if (q.sortType === contract.ShelvesSort.NumberDirected) return [direction(shelves.shelvesNumber), direction(shelves.id)];
  return [asc(shelves.shelvesNumber), asc(shelves.id)];
}

/** The number of shelves a filter matches: from the partitions' counts when only warehouses and partitions narrow it. */
async function totalOf(tx: Executor, actor: Actor, available: number[] | null, f: ShelfFilter, where: SQL | undefined): Promise<number> {
  if (f.Content !== undefined || f.IsDeactivate !== undefined) {
    const [total] = await tx.select({ n: count() }).from(shelves).where(where);
    return total?.n ?? 0;
  }
  const conditions: (SQL | undefined)[] = [withinAvailable(available, warehousePartitions.warehouseId)];
  if (actor.siteId !== null) conditions.push(eq(warehousePartitions.siteId, actor.siteId));
  if (f.WarehouseId !== undefined) conditions.push(eq(warehousePartitions.warehouseId, f.WarehouseId));
  if (f.PartitionId !== undefined) conditions.push(eq(warehousePartitions.id, f.PartitionId));
  const [total] = await tx
    .select({ n: sum(warehousePartitions.shelfCount) })
    .from(warehousePartitions)
    .where(and(...conditions));
  return Number(total?.n ?? 0);
}

async function pageOf(tx: Executor, where: SQL | undefined, order: SQL[], rows: number, index: number) {
  const ids = await tx
    .select({ id: shelves.id })
    .from(shelves)
    .where(where)
    .orderBy(...order)
    .limit(rows)
    .offset((index - 1) * rows);
  if (ids.length === 0) return [];
  const found = await selectNamed(
    tx,
    inArray(
      shelves.id,
      ids.map((r) => r.id),
    ),
  );
  const byId = new Map(found.map((r) => [r.shelf.id, r]));
  return ids.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [listRow(row)] : [];
  });
}

/** A page and its total; the two leave together (one round trip on a pipelined connection). */
async function pageWithTotal(tx: Executor, actor: Actor, f: ShelfFilter, q: Pick<Query, 'sortType' | 'descendingOrder' | 'rows' | 'index'>) {
  const available = await availableWarehouseIds(tx, actor);
  const where = and(...filterConditions(actor, available, f));
  const [Data, Total] = await Promise.all([pageOf(tx, where, orderOf(q), q.rows, q.index), totalOf(tx, actor, available, f, where)]);
  return { Data, Total };
}

export const listShelves = (tx: Executor, actor: Actor, q: Query) => pageWithTotal(tx, actor, q, q);

export const listShelvesByPartition = (tx: Executor, actor: Actor, q: ParsedRequestOf<typeof contract.getShelvesByPartition>) =>
  pageWithTotal(tx, actor, q, { ...q, sortType: contract.ShelvesSort.Number, descendingOrder: false });

/** Refuse numbers the warehouse already has (the unique index is the safety net for a concurrent insert). */
async function checkNumbersFree(tx: Executor, warehouseId: number, numbers: readonly string[], field: string, selfId?: number) {
  // One JSON parameter whatever the count (a batch checks up to 10,000 numbers).
  const conditions = [eq(shelves.warehouseId, warehouseId), sql`${shelves.shelvesNumber} in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`];
  if (selfId !== undefined) conditions.push(ne(shelves.id, selfId));
  const taken = await tx
    .select({ number: shelves.shelvesNumber })
    .from(shelves)
    .where(and(...conditions))
    .orderBy(asc(shelves.shelvesNumber))
    .limit(5);
  if (taken.length > 0) throw invalid(field, 'ShelvesNumberTaken', { numbers: taken.map((t) => t.number).join(', ') });
}

/** Keeps a partition's shelf count; the update also locks the partition row until the transaction ends. */
async function countShelves(tx: Executor, partitionId: number, delta: number) {
  await tx
    .update(warehousePartitions)
    .set({ shelfCount: sql`${warehousePartitions.shelfCount} + ${delta}` })
    .where(eq(warehousePartitions.id, partitionId));
}

export async function establishShelf(tx: Executor, actor: Actor, body: z.output<typeof contract.establishShelvesBody>) {
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  const partition = await requireUsablePartition(tx, actor, warehouse.id, body.PartitionId);
  await countShelves(tx, partition.id, 1);
  await checkNumbersFree(tx, warehouse.id, [body.ShelvesNumber], 'ShelvesNumber');
  const [row] = await tx
    .insert(shelves)
    .values({
      siteId: warehouse.siteId,
      warehouseId: warehouse.id,
      partitionId: partition.id,
      shelvesNumber: body.ShelvesNumber,
      isDeactivate: body.IsDeactivate,
      shelvesWide: body.ShelvesWide,
      shelvesHigh: body.ShelvesHigh,
      shelvesLength: body.ShelvesLength,
    })
    .returning();
  if (!row) throw new Error('shelf not created');
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: snapshot({ shelf: row, warehouseName: warehouse.name, partitionName: partition.name }) });
  return { Id: row.id };
}

/**
 * Rows × columns shelves in one statement: the numbers go as one JSON parameter (10,000 shelves would
 * pass PostgreSQL's 65,535 parameters as a multi-row VALUES), and the same statement writes each
 * shelf's log row. All or none: any number the warehouse already has refuses the batch.
 */
export async function batchAddShelves(tx: Executor, actor: Actor, body: contract.BatchAddShelvesBody) {
  const count = body.Rows * body.Columns;
  if (count > contract.BATCH_ADD_SHELVES_MAX) throw invalid('Columns', 'BatchAddTooMany', { max: contract.BATCH_ADD_SHELVES_MAX, count });
  const lastLayer = body.StartRow + body.Rows - 1;
  const lastColumn = body.StartColumn + body.Columns - 1;
  const last = contract.batchShelfNumber(body, lastLayer, lastColumn);
  if (last.length > contract.SHELF_NUMBER_MAX) throw invalid('Prefix', 'BatchNumberTooLong', { max: contract.SHELF_NUMBER_MAX });
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  const partition = await requireUsablePartition(tx, actor, warehouse.id, body.PartitionId);
  const planned: { n: string; l: number; c: number }[] = [];
  for (let layer = body.StartRow; layer <= lastLayer; layer++) {
    for (let column = body.StartColumn; column <= lastColumn; column++) planned.push({ n: contract.batchShelfNumber(body, layer, column), l: layer, c: column });
  }
  // Without a separator two positions can read the same (layer 1 column 11 and layer 11 column 1 with no padding).
  const seen = new Set<string>();
  const repeated = planned.find((p) => seen.size === seen.add(p.n).size);
  if (repeated) throw invalid('Separator', 'ShelvesNumberTaken', { numbers: repeated.n });
  await countShelves(tx, partition.id, planned.length);
  await checkNumbersFree(
    tx,
    warehouse.id,
    planned.map((p) => p.n),
    'Prefix',
  );
  const first = planned[0]?.n ?? '';
  const log = {
    WarehouseName: warehouse.name,
    PartitionId: partition.id,
    PartitionName: partition.name,
    IsDeactivate: body.IsDeactivate,
    ShelvesWide: body.ShelvesWide,
    ShelvesHigh: body.ShelvesHigh,
    ShelvesLength: body.ShelvesLength,
    First: first,
    Last: last,
  };
  await tx.execute(sql`
    with planned as (select * from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb) as p(n text, l int, c int)),
    inserted as (
      insert into ${shelves} (site_id, warehouse_id, partition_id, shelves_number, prefix, separator, layer, "column", is_deactivate, shelves_wide, shelves_high, shelves_length)
      select ${warehouse.siteId}::int, ${warehouse.id}::int, ${partition.id}::int, p.n, ${body.Prefix}, ${body.Separator ?? ''}, p.l, p.c, ${body.IsDeactivate}::boolean,
        ${body.ShelvesWide}::numeric, ${body.ShelvesHigh}::numeric, ${body.ShelvesLength}::numeric
      from planned p
      returning id, shelves_number
    )
    insert into ${auditLogs} (site_id, actor_id, entity, entity_id, action, after)
    select ${warehouse.siteId}::int, ${actor.userId}::int, ${ENTITY}, i.id::text, 'BatchAdd',
      ${JSON.stringify(log)}::jsonb || jsonb_build_object('ShelvesNumber', i.shelves_number, 'UsedWide', '0.00', 'UsedHigh', '0.00', 'UsedLength', '0.00', 'GoodsQuantity', 0)
    from inserted i`);
  return { Count: planned.length, FirstNumber: first, LastNumber: last };
}

export async function getShelfDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.shelfDetail>> {
  return detailOf(tx, await findShelf(tx, actor, id));
}

async function detailOf(tx: Executor, named: NamedShelf): Promise<z.input<typeof contract.shelfDetail>> {
  const s = named.shelf;
  const names = await siteNames(tx, [s.siteId]);
  return {
    ...listRow(named),
    SiteId: s.siteId,
    SiteName: names.get(s.siteId) ?? '',
    Prefix: s.prefix,
    Separator: s.separator,
    Layer: s.layer,
    Column: s.column,
    UpdateTime: s.updatedAt.toISOString(),
  };
}

export async function editShelf(tx: Executor, actor: Actor, body: z.output<typeof contract.editShelfBody>) {
  const before = (await lockShelves(tx, actor, [body.Id])).get(body.Id);
  if (!before) throw notFound();
  let partitionName = before.partitionName;
  if (body.PartitionId !== before.shelf.partitionId) {
    const partition = await requireUsablePartition(tx, actor, before.shelf.warehouseId, body.PartitionId);
    partitionName = partition.name;
    // Lower id first, like every other lock of two rows of one table.
    for (const [id, delta] of [
      [before.shelf.partitionId, -1],
      [partition.id, 1],
    ].sort((a, b) => a[0]! - b[0]!)) {
      await countShelves(tx, id!, delta!);
    }
  }
  if (body.ShelvesNumber !== before.shelf.shelvesNumber) await checkNumbersFree(tx, before.shelf.warehouseId, [body.ShelvesNumber], 'ShelvesNumber', before.shelf.id);
  const [updated] = await tx
    .update(shelves)
    .set({
      partitionId: body.PartitionId,
      shelvesNumber: body.ShelvesNumber,
      isDeactivate: body.IsDeactivate,
      shelvesWide: body.ShelvesWide,
      shelvesHigh: body.ShelvesHigh,
      shelvesLength: body.ShelvesLength,
    })
    .where(eq(shelves.id, before.shelf.id))
    .returning();
  if (!updated) throw notFound();
  const after: NamedShelf = { shelf: updated, warehouseName: before.warehouseName, partitionName };
  await recordAudit(tx, { siteId: updated.siteId, actorId: actor.userId, entity: ENTITY, entityId: updated.id, action: 'Edit', before: snapshot(before), after: snapshot(after) });
  return detailOf(tx, after);
}

export async function deleteShelves(tx: Executor, actor: Actor, ids: readonly number[]) {
  const locked = [...(await lockShelves(tx, actor, ids)).values()];
  const loaded = locked.find((s) => s.shelf.goodsQuantity > 0);
  if (loaded) throw refused('ShelfHasGoods', { number: loaded.shelf.shelvesNumber, count: loaded.shelf.goodsQuantity });
  const perPartition = new Map<number, number>();
  for (const s of locked) perPartition.set(s.shelf.partitionId, (perPartition.get(s.shelf.partitionId) ?? 0) + 1);
  for (const [partitionId, n] of [...perPartition].sort((a, b) => a[0] - b[0])) await countShelves(tx, partitionId, -n);
  await tx.delete(shelves).where(
    inArray(
      shelves.id,
      locked.map((s) => s.shelf.id),
    ),
  );
  await tx.insert(auditLogs).values(locked.map((s) => ({ siteId: s.shelf.siteId, actorId: actor.userId, entity: ENTITY, entityId: String(s.shelf.id), action: 'Delete', before: snapshot(s) })));
  return { Count: locked.length };
}

export async function setShelvesDeactivated(tx: Executor, actor: Actor, ids: readonly number[], isDeactivate: boolean) {
  const changing = [...(await lockShelves(tx, actor, ids)).values()].filter((s) => s.shelf.isDeactivate !== isDeactivate);
  if (changing.length === 0) return { Count: 0 };
  await tx
    .update(shelves)
    .set({ isDeactivate })
    .where(
      inArray(
        shelves.id,
        changing.map((s) => s.shelf.id),
      ),
    );
  await tx.insert(auditLogs).values(
    changing.map((s) => ({
      siteId: s.shelf.siteId,
      actorId: actor.userId,
      entity: ENTITY,
      entityId: String(s.shelf.id),
      action: isDeactivate ? 'Deactivate' : 'Activate',
      before: snapshot(s),
      after: snapshot({ ...s, shelf: { ...s.shelf, isDeactivate } }),
    })),
  );
  return { Count: changing.length };
}

/**
 * Move goods between two shelves of one warehouse in the request's transaction. Both rows are
 * locked in id order first, so two transfers touching the same shelves (even in opposite
 * directions) run one after the other and both counts stay right. `quantity` absent: all of them.
 */
export async function transferGoods(tx: Executor, actor: Actor, sourceId: number, targetId: number, quantity?: number) {
  if (sourceId === targetId) throw invalid('TargetId', 'ShelfTransferTarget');
  // A source out of reach is "not found"; a target out of reach is a bad target.
  await findShelf(tx, actor, sourceId);
  const locked = await lockShelves(tx, actor, [sourceId, targetId]).catch((error: unknown) => {
    if (error instanceof AppError && error.key === 'NotFound') throw invalid('TargetId', 'ShelfTransferTarget');
    throw error;
  });
  const source = locked.get(sourceId)!;
  const target = locked.get(targetId)!;
  if (target.shelf.warehouseId !== source.shelf.warehouseId || target.shelf.isDeactivate) throw invalid('TargetId', 'ShelfTransferTarget');
  const moving = quantity ?? source.shelf.goodsQuantity;
  if (source.shelf.goodsQuantity === 0) throw refused('ShelfNoGoods', { number: source.shelf.shelvesNumber });
  if (moving > source.shelf.goodsQuantity) throw invalid('Quantity', 'ShelfTransferTooMany', { number: source.shelf.shelvesNumber, count: source.shelf.goodsQuantity });
  const space = spaceShare(source.shelf, moving);
  const after = await applyGoodsChanges(tx, actor, locked, [
    { shelfId: sourceId, quantity: -moving, space: negate(space), action: 'TransferOut', details: { Quantity: moving, Other: target.shelf.shelvesNumber } },
    { shelfId: targetId, quantity: moving, space, action: 'TransferIn', details: { Quantity: moving, Other: source.shelf.shelvesNumber } },
  ]);
  return { Source: listRow(after.get(sourceId)!), Target: listRow(after.get(targetId)!) };
}

