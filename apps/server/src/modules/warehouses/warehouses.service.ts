import { and, asc, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { warehouse as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { regionTrails } from '../globalCountries/index.ts';
import { shippingAddresses } from '../shippingAddresses/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { availableToCaller, availableWarehouseIds, withinAvailable } from './availability.ts';
import { userAvailableWarehouses, warehouses, type RegionRef } from './tables.ts';

/**
 * Warehouses of a site. Site staff work in their own site (row-level security hides the others);
 * platform staff list every site's or name one (SiteId), and name the site of a new warehouse.
 * Everything is limited to the caller's available warehouses (availability.ts): another warehouse
 * is "not found". A code, when given, is unique in the site; delete is refused while partitions
 * or shipping addresses remain (shelves and old records point at them). Every change writes an audit row.
 */

/** Partition and shelf counts per warehouse (the partitions keep their shelf counts). */
async function countsOf(tx: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { partitions: number; shelves: number }>();
  const rows = await tx
    .select({ id: warehousePartitions.warehouseId, partitions: count(), shelves: sum(warehousePartitions.shelfCount) })
    .from(warehousePartitions)
    .where(inArray(warehousePartitions.warehouseId, ids))
    .groupBy(warehousePartitions.warehouseId);
  return new Map(rows.map((r) => [r.id, { partitions: r.partitions, shelves: Number(r.shelves ?? 0) }]));
}

export const warehouseList = siteList({
  table: warehouses,
  entity: 'Warehouse',
  contract: contract.warehouseFields,
  fields: {
    Name: warehouses.name,
    Code: warehouses.code,
    IsEnabled: warehouses.isEnabled,
    PersonInCharge: warehouses.personInCharge,
    PersonInChargeMobile: warehouses.personInChargeMobile,
    PersonInChargeTel: warehouses.personInChargeTel,
    PhoneCode: warehouses.phoneCode,
    Regions: warehouses.regions,
    DetailedAddress: warehouses.detailedAddress,
    PostalCode: warehouses.postalCode,
    // Answered with its two places, as the warehouse pages have always shown it.
    VolumeRatio: converted(warehouses.volumeRatio, { read: (stored: string) => stored }),
    LinkedStores: converted(warehouses.linkedStores, { write: (names: string[]) => [...new Set(names)] }),
  },
  visible: async (tx, actor) => withinAvailable(await availableWarehouseIds(tx, actor), warehouses.id),
  unique: [{ field: 'Code', column: warehouses.code, value: (f) => f.Code }],
  hooks: {
    // A user limited to some warehouses keeps seeing what they just created.
    afterAdd: async (tx, { actor, row }) => {
      if ((await availableWarehouseIds(tx, actor)) !== null) await tx.insert(userAvailableWarehouses).values({ siteId: actor.siteId, userId: actor.userId, warehouseId: row.id });
    },
    beforeDelete: async (tx, row) => {
      // Locks the warehouse, so a partition added meanwhile waits and then fails on the missing row.
      await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, row.id)).for('update');
      const [partitions] = await tx.select({ n: count() }).from(warehousePartitions).where(eq(warehousePartitions.warehouseId, row.id));
      if (partitions && partitions.n > 0) throw refused('WarehouseHasPartitions', { name: row.name, count: partitions.n });
      const [addresses] = await tx.select({ n: count() }).from(shippingAddresses).where(eq(shippingAddresses.warehouseId, row.id));
      if (addresses && addresses.n > 0) throw refused('WarehouseHasShippingAddresses', { name: row.name, count: addresses.n });
    },
  },
  filters: (q: z.output<typeof contract.warehouseQuery>) => [
    given(q.Name, (v) => containing(warehouses.name, v)),
    given(q.Code, (v) => containing(warehouses.code, v)),
    given(q.IsEnabled, (v) => eq(warehouses.isEnabled, v)),
  ],
  order: () => [asc(warehouses.siteId), asc(warehouses.name), asc(warehouses.id)],
  extra: async (tx, rows) => {
    const counts = await countsOf(
      tx,
      rows.map((r) => r.id),
    );
    return (r) => ({ PartitionCount: counts.get(r.id)?.partitions ?? 0, ShelfCount: counts.get(r.id)?.shelves ?? 0 });
  },
});

/**
 * A warehouse a new partition or shelf may go into: the caller's, available and enabled. `field`
 * names the request field in the message. One statement: availability is decided inside it.
 */
export async function requireUsableWarehouse(tx: Executor, actor: Actor, id: number, field = 'WarehouseId') {
  const [row] = await tx.select().from(warehouses).where(usableWarehouse(actor, id));
  if (!row) throw invalid(field, 'WarehouseNotAvailable');
  return row;
}

/** The condition of requireUsableWarehouse, for a statement that reads more with the warehouse (a scan's site settings). */
export const usableWarehouse = (actor: Actor, id: number): SQL =>
  and(eq(warehouses.id, id), eq(warehouses.isEnabled, true), ...ofCallerSite(warehouses.siteId, actor), availableToCaller(actor, warehouses.id))!;

/** A list page of rows with addresses, each with its regions' names in the caller's language (RegionName). */
export async function withRegionNames<R extends { Regions: readonly RegionRef[] }>(tx: Executor, page: { Data: R[]; Total: number }, language: Language) {
  const trails = await regionTrails(
    tx,
    page.Data.map((r) => r.Regions),
    language,
  );
  return { ...page, Data: page.Data.map((r, i) => ({ ...r, RegionName: trails[i] ?? '' })) };
}

/** One row with an address, with its regions' names in the caller's language (RegionName). */
export async function withRegionName<R extends { Regions: readonly RegionRef[] }>(tx: Executor, row: R, language: Language) {
  const [trail] = await regionTrails(tx, [row.Regions], language);
  return { ...row, RegionName: trail ?? '' };
}

/**
 * The selection lists (/SiteJoinWarehouse): the warehouses of a site available to the caller,
 * enabled ones only for pickers (`enabledOnly`), all for filters and old records. A portal user
 * gets their own site's; platform staff the site they name (none: every site).
 */
export async function selectWarehouses(tx: Executor, actor: Actor, siteId: number | undefined, enabledOnly: boolean): Promise<contract.WarehouseOption[]> {
  const site = await chosenSite(tx, actor, siteId);
  const available = await availableWarehouseIds(tx, actor);
  const conditions: (SQL | undefined)[] = [withinAvailable(available, warehouses.id)];
  if (site !== null) conditions.push(eq(warehouses.siteId, site));
  if (enabledOnly) conditions.push(eq(warehouses.isEnabled, true));
  const rows = await tx
    .select({ Id: warehouses.id, Name: warehouses.name, Code: warehouses.code, IsEnabled: warehouses.isEnabled, SiteId: warehouses.siteId })
    .from(warehouses)
    .where(and(...conditions))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  return rows;
}

/** The names of warehouses by Id, for the rows of what lives in them. */
export async function warehouseNames(tx: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A warehouse's name by the column that refers to it, to order rows by their warehouse. */
export const warehouseNameOf = (warehouseId: PgColumn): SQL => sql`(select ${warehouses.name} from ${warehouses} where ${warehouses.id} = ${warehouseId})`;
