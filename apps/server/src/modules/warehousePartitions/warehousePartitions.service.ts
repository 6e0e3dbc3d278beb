import { and, asc, eq, type SQL } from 'drizzle-orm';
import { warehousePartitions as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { foundOrNull, invalid, refused } from '../../platform/errors.ts';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { warehouses } from '../warehouses/tables.ts';
import { availableWarehouseIds, requireUsableWarehouse, warehouseNameOf, warehouseNames, withinAvailable } from '../warehouses/index.ts';
import { warehousePartitions } from './tables.ts';

/**
 * Partitions: the zones of a warehouse. A partition lives in a warehouse of the caller's site that
 * is available to them; a new one (or one moved) goes into an enabled warehouse, and moves only
 * while it has no shelves (its shelves belong to the warehouse). Its name is unique in the
 * warehouse. Disabled partitions leave the pickers; their shelves and old records keep them. Delete
 * is refused while shelves remain. Every change writes an audit row.
 */

const { Enabled, Disabled } = contract.PartitionStatus;

/** A partition's warehouse: an enabled one of its site, available to the caller. */
async function checkWarehouse(tx: Executor, actor: Actor, siteId: number, warehouseId: number) {
  const target = await requireUsableWarehouse(tx, actor, warehouseId);
  if (target.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
}

export const partitionList = siteList({
  table: warehousePartitions,
  entity: 'WarehousePartition',
  contract: contract.partitionFields,
  fields: {
    WarehouseId: warehousePartitions.warehouseId,
    Name: warehousePartitions.name,
    Type: warehousePartitions.type,
    Status: converted(warehousePartitions.isEnabled, { read: (enabled: boolean) => (enabled ? Enabled : Disabled), write: (status: contract.PartitionStatus) => status === Enabled }),
  },
  visible: async (tx, actor) => withinAvailable(await availableWarehouseIds(tx, actor), warehousePartitions.warehouseId),
  // The row lock makes a move or delete wait for shelves being added meanwhile (they update shelf_count).
  lock: true,
  unique: [{ field: 'Name', column: warehousePartitions.name, value: (f) => f.Name, among: (f) => eq(warehousePartitions.warehouseId, f.WarehouseId) }],
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      if (fields.WarehouseId === before?.warehouseId) return;
      await checkWarehouse(tx, actor, siteId, fields.WarehouseId);
      if (before && before.shelfCount > 0) throw invalid('WarehouseId', 'PartitionMoveHasShelves');
    },
    beforeDelete: async (_tx, row) => {
      if (row.shelfCount > 0) throw refused('PartitionHasShelves', { name: row.name, count: row.shelfCount });
    },
  },
  filters: (q: z.output<typeof contract.partitionQuery>) => [
    given(q.Name, (v) => containing(warehousePartitions.name, v)),
    given(q.WarehouseId, (v) => eq(warehousePartitions.warehouseId, v)),
    given(q.Type, (v) => eq(warehousePartitions.type, v)),
    given(q.Status, (v) => eq(warehousePartitions.isEnabled, v === Enabled)),
  ],
  order: () => [asc(warehouseNameOf(warehousePartitions.warehouseId)), asc(warehousePartitions.name), asc(warehousePartitions.id)],
  extra: async (tx, rows) => {
    const names = await warehouseNames(
      tx,
      rows.map((r) => r.warehouseId),
    );
    return (r) => ({ WarehouseName: names.get(r.warehouseId) ?? '', ShelfCount: r.shelfCount });
  },
});

/** One partition of the caller's available warehouses; any other is "not found". */
export const findPartition = (tx: Executor, actor: Actor, id: number) => partitionList.find(tx, actor, id);

/** A partition new shelves may go into: enabled, in the given warehouse. */
export async function requireUsablePartition(tx: Executor, actor: Actor, warehouseId: number, id: number) {
  const row = await foundOrNull(findPartition(tx, actor, id));
  if (!row || row.warehouseId !== warehouseId || !row.isEnabled) throw invalid('PartitionId', 'PartitionNotAvailable');
  return row;
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
