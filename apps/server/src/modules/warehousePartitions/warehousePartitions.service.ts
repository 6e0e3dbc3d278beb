import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { warehousePartitions as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { foundOrNull, invalid, notFound, refused } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../../platform/siteResources.ts';
import { availableWarehouseIds, isAvailable, requireUsableWarehouse, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { warehousePartitions } from './tables.ts';

/**
 * Partitions: the zones of a warehouse. A partition lives in a warehouse of the caller's site that
 * is available to them; a new one (or one moved) goes into an enabled warehouse, and moves only
 * while it has no shelves (its shelves belong to the warehouse). Its name is unique in the
 * warehouse. Disabled partitions leave the pickers; their shelves and old records keep them. Delete
 * is refused while shelves remain. Every change writes an audit row.
 */

type Row = typeof warehousePartitions.$inferSelect;
type EditInfo = z.output<typeof contract.partitionEditInfo>;

const ENTITY = 'WarehousePartition';

const contains = (column: Parameters<typeof ilike>[0], text: string) => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);
const statusOf = (r: Row) => (r.isEnabled ? contract.PartitionStatus.Enabled : contract.PartitionStatus.Disabled);

const editInfo = (r: Row): EditInfo => ({ Id: r.id, SiteId: r.siteId, WarehouseId: r.warehouseId, Name: r.name, Type: r.type, Status: statusOf(r) });

/** One partition of the caller's available warehouses; any other is "not found". */
async function findPartition(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(warehousePartitions.id, id)];
  if (actor.siteId !== null) conditions.push(eq(warehousePartitions.siteId, actor.siteId));
  const [row] = await tx.select().from(warehousePartitions).where(and(...conditions));
  if (!row || !isAvailable(await availableWarehouseIds(tx, actor), row.warehouseId)) throw notFound();
  return row;
}

/** A partition new shelves may go into: enabled, in the given warehouse. */
export async function requireUsablePartition(tx: Executor, actor: Actor, warehouseId: number, id: number): Promise<Row> {
  const row = await foundOrNull(findPartition(tx, actor, id));
  if (!row || row.warehouseId !== warehouseId || !row.isEnabled) throw invalid('PartitionId', 'PartitionNotAvailable');
  return row;
}

async function checkName(tx: Executor, warehouseId: number, name: string, selfId?: number) {
  const conditions = [eq(warehousePartitions.warehouseId, warehouseId), eq(warehousePartitions.name, name)];
  if (selfId !== undefined) conditions.push(ne(warehousePartitions.id, selfId));
  const [taken] = await tx.select({ id: warehousePartitions.id }).from(warehousePartitions).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Name', 'Duplicate');
}

const columnsOf = (f: contract.PartitionFields) => ({ name: f.Name, type: f.Type, isEnabled: f.Status === contract.PartitionStatus.Enabled, warehouseId: f.WarehouseId });

export async function listPartitions(tx: Executor, actor: Actor, q: z.output<typeof contract.partitionQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const available = await availableWarehouseIds(tx, actor);
  const conditions: (SQL | undefined)[] = [withinAvailable(available, warehousePartitions.warehouseId)];
  if (siteId !== null) conditions.push(eq(warehousePartitions.siteId, siteId));
  if (q.Name !== undefined) conditions.push(contains(warehousePartitions.name, q.Name));
  if (q.WarehouseId !== undefined) conditions.push(eq(warehousePartitions.warehouseId, q.WarehouseId));
  if (q.Type !== undefined) conditions.push(eq(warehousePartitions.type, q.Type));
  if (q.Status !== undefined) conditions.push(eq(warehousePartitions.isEnabled, q.Status === contract.PartitionStatus.Enabled));
  const where = and(...conditions);
  const rows = await tx
    .select({ partition: warehousePartitions, warehouseName: warehouses.name })
    .from(warehousePartitions)
    .innerJoin(warehouses, eq(warehouses.id, warehousePartitions.warehouseId))
    .where(where)
    .orderBy(asc(warehouses.name), asc(warehousePartitions.name), asc(warehousePartitions.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(warehousePartitions).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.partition.siteId),
  );
  return {
    Data: rows.map(({ partition: p, warehouseName }) => ({
      ...editInfo(p),
      SiteName: names.get(p.siteId) ?? '',
      WarehouseName: warehouseName,
      ShelfCount: p.shelfCount,
      CreationTime: p.createdAt.toISOString(),
      UpdateTime: p.updatedAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

export async function addPartition(tx: Executor, actor: Actor, body: z.output<typeof contract.addPartitionBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  if (warehouse.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  await checkName(tx, warehouse.id, body.Name);
  const [row] = await tx
    .insert(warehousePartitions)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('partition not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditPartition(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findPartition(tx, actor, id));
}

export async function editPartition(tx: Executor, actor: Actor, body: z.output<typeof contract.editPartitionBody>): Promise<EditInfo> {
  const before = await findPartition(tx, actor, body.Id);
  // The row lock makes a move wait for shelves being added meanwhile (they update shelf_count).
  const [locked] = await tx.select().from(warehousePartitions).where(eq(warehousePartitions.id, before.id)).for('update');
  if (!locked) throw notFound();
  if (body.WarehouseId !== locked.warehouseId) {
    const target = await requireUsableWarehouse(tx, actor, body.WarehouseId);
    if (target.siteId !== locked.siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
    if (locked.shelfCount > 0) throw invalid('WarehouseId', 'PartitionMoveHasShelves');
  }
  await checkName(tx, body.WarehouseId, body.Name, locked.id);
  const [after] = await tx.update(warehousePartitions).set(columnsOf(body)).where(eq(warehousePartitions.id, locked.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(locked), after: editInfo(after) });
  return editInfo(after);
}

export async function deletePartition(tx: Executor, actor: Actor, id: number): Promise<null> {
  const found = await findPartition(tx, actor, id);
  const [row] = await tx.select().from(warehousePartitions).where(eq(warehousePartitions.id, found.id)).for('update');
  if (!row) throw notFound();
  if (row.shelfCount > 0) throw refused('PartitionHasShelves', { name: row.name, count: row.shelfCount });
  await tx.delete(warehousePartitions).where(eq(warehousePartitions.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getPartitionDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.partitionDetail>> {
  const row = await findPartition(tx, actor, id);
  const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, row.warehouseId));
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    WarehouseName: warehouse?.name ?? '',
    ShelfCount: row.shelfCount,
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
}

/** The picker's list: enabled partitions of enabled, available warehouses of the site (or of one warehouse). */
export async function selectPartitions(tx: Executor, actor: Actor, body: { SiteId?: number; WarehouseId?: number } | undefined) {
  const siteId = await chosenSite(tx, actor, body?.SiteId);
  const available = await availableWarehouseIds(tx, actor);
  const conditions: (SQL | undefined)[] = [withinAvailable(available, warehousePartitions.warehouseId), eq(warehousePartitions.isEnabled, true), eq(warehouses.isEnabled, true)];
  if (siteId !== null) conditions.push(eq(warehousePartitions.siteId, siteId));
  if (body?.WarehouseId !== undefined) conditions.push(eq(warehousePartitions.warehouseId, body.WarehouseId));
  return tx
    .select({ Id: warehousePartitions.id, Name: warehousePartitions.name, Type: warehousePartitions.type, WarehouseId: warehousePartitions.warehouseId, WarehouseName: warehouses.name })
    .from(warehousePartitions)
    .innerJoin(warehouses, eq(warehouses.id, warehousePartitions.warehouseId))
    .where(and(...conditions))
    .orderBy(asc(warehouses.name), asc(warehousePartitions.name), asc(warehousePartitions.id));
}
