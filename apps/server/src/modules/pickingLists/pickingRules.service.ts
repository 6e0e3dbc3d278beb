import { and, asc, eq } from 'drizzle-orm';
import { pickingLists as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { availableWarehouseIds, requireUsableWarehouse, warehouseNameOf, warehouseNames, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { pickingRules } from './tables.ts';

/**
 * Picking rules: per warehouse (an enabled one of the site, available to the caller), how pickable
 * orders are grouped into lists and whether the job makes them. The name is unique in the
 * warehouse; every change is audited.
 */
export const pickingRuleList = siteList({
  table: pickingRules,
  entity: 'PickingRule',
  contract: contract.pickingRuleFields,
  fields: {
    Name: pickingRules.name,
    WarehouseId: pickingRules.warehouseId,
    GroupBy: pickingRules.groupBy,
    ByPartition: pickingRules.byPartition,
    MaxOrders: pickingRules.maxOrders,
    MaxLines: pickingRules.maxLines,
    IsAutomatic: pickingRules.isAutomatic,
    IsEnabled: pickingRules.isEnabled,
    Remarks: pickingRules.remarks,
  },
  visible: async (tx, actor) => withinAvailable(await availableWarehouseIds(tx, actor), pickingRules.warehouseId),
  unique: [{ field: 'Name', column: pickingRules.name, value: (f) => f.Name, among: (f) => eq(pickingRules.warehouseId, f.WarehouseId) }],
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      if (fields.WarehouseId === before?.warehouseId) return;
      const target = await requireUsableWarehouse(tx, actor, fields.WarehouseId);
      if (target.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
    },
  },
  filters: (q: z.output<typeof contract.pickingRuleQuery>) => [
    given(q.Name, (v) => containing(pickingRules.name, v)),
    given(q.WarehouseId, (v) => eq(pickingRules.warehouseId, v)),
    given(q.IsEnabled, (v) => eq(pickingRules.isEnabled, v)),
  ],
  order: () => [asc(warehouseNameOf(pickingRules.warehouseId)), asc(pickingRules.name), asc(pickingRules.id)],
  extra: async (tx, rows) => {
    const names = await warehouseNames(
      tx,
      rows.map((r) => r.warehouseId),
    );
    return (r) => ({ WarehouseName: names.get(r.warehouseId) ?? '' });
  },
});

/** The enabled rules of the caller's available warehouses (of one warehouse), for the "by rule" choice. */
export async function selectPickingRules(tx: Executor, actor: Actor, q: { SiteId?: number | undefined; WarehouseId?: number | undefined } | undefined) {
  const siteId = await chosenSite(tx, actor, q?.SiteId);
  const available = await availableWarehouseIds(tx, actor);
  return tx
    .select({ Id: pickingRules.id, Name: pickingRules.name, WarehouseId: pickingRules.warehouseId, WarehouseName: warehouses.name })
    .from(pickingRules)
    .innerJoin(warehouses, eq(warehouses.id, pickingRules.warehouseId))
    .where(
      and(
        eq(pickingRules.isEnabled, true),
        siteId === null ? undefined : eq(pickingRules.siteId, siteId),
        q?.WarehouseId === undefined ? undefined : eq(pickingRules.warehouseId, q.WarehouseId),
        withinAvailable(available, pickingRules.warehouseId),
      ),
    )
    .orderBy(asc(warehouses.name), asc(pickingRules.name), asc(pickingRules.id));
}
