import { and, asc, count, eq, ilike, inArray, ne, sum, type SQL } from 'drizzle-orm';
import type { Language, warehouse as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { foundOrNull, invalid, notFound, refused } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { regionTrails } from '../globalCountries/globalCountries.service.ts';
import { shippingAddresses } from '../shippingAddresses/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { availableWarehouseIds, isAvailable, withinAvailable } from './availability.ts';
import { userAvailableWarehouses, warehouses } from './tables.ts';

/**
 * Warehouses of a site. Site staff work in their own site (row-level security hides the others);
 * platform staff list every site's or name one (SiteId), and name the site of a new warehouse.
 * Everything is limited to the caller's available warehouses (availability.ts): another warehouse
 * is "not found". A code, when given, is unique in the site; delete is refused while partitions
 * or shipping addresses remain (shelves and old records point at them). Every change writes an audit row.
 */

type Row = typeof warehouses.$inferSelect;
type EditInfo = z.output<typeof contract.warehouseEditInfo>;

const ENTITY = 'Warehouse';

const contains = (column: Parameters<typeof ilike>[0], text: string) => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  Code: r.code,
  IsEnabled: r.isEnabled,
  PersonInCharge: r.personInCharge,
  PersonInChargeMobile: r.personInChargeMobile,
  PersonInChargeTel: r.personInChargeTel,
  PhoneCode: r.phoneCode,
  Regions: r.regions,
  DetailedAddress: r.detailedAddress,
  PostalCode: r.postalCode,
  VolumeRatio: r.volumeRatio,
  LinkedStores: r.linkedStores,
});

const columnsOf = (f: contract.WarehouseFields) => ({
  name: f.Name,
  code: f.Code,
  isEnabled: f.IsEnabled,
  personInCharge: f.PersonInCharge,
  personInChargeMobile: f.PersonInChargeMobile,
  personInChargeTel: f.PersonInChargeTel,
  phoneCode: f.PhoneCode,
  regions: f.Regions,
  detailedAddress: f.DetailedAddress,
  postalCode: f.PostalCode,
  volumeRatio: f.VolumeRatio,
  linkedStores: [...new Set(f.LinkedStores)],
});

/** One warehouse the caller may work in; any other is "not found". */
export async function findWarehouse(tx: Executor, actor: Actor, id: number, available?: number[] | null): Promise<Row> {
  const reach = available === undefined ? await availableWarehouseIds(tx, actor) : available;
  const conditions = [eq(warehouses.id, id)];
  if (actor.siteId !== null) conditions.push(eq(warehouses.siteId, actor.siteId));
  const [row] = await tx.select().from(warehouses).where(and(...conditions));
  if (!row || !isAvailable(reach, row.id)) throw notFound();
  return row;
}

/**
 * A warehouse a new partition or shelf may go into: the caller's, available and enabled. `field`
 * names the request field in the message.
 */
export async function requireUsableWarehouse(tx: Executor, actor: Actor, id: number, field = 'WarehouseId'): Promise<Row> {
  const row = await foundOrNull(findWarehouse(tx, actor, id));
  if (!row?.isEnabled) throw invalid(field, 'WarehouseNotAvailable');
  return row;
}

async function checkCode(tx: Executor, siteId: number, code: string, selfId?: number) {
  if (!code) return;
  const conditions = [eq(warehouses.siteId, siteId), eq(warehouses.code, code)];
  if (selfId !== undefined) conditions.push(ne(warehouses.id, selfId));
  const [taken] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Code', 'Duplicate');
}

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

export async function listWarehouses(tx: Executor, actor: Actor, q: z.output<typeof contract.warehouseQuery>, language: Language) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const available = await availableWarehouseIds(tx, actor);
  const conditions: (SQL | undefined)[] = [withinAvailable(available, warehouses.id)];
  if (siteId !== null) conditions.push(eq(warehouses.siteId, siteId));
  if (q.Name !== undefined) conditions.push(contains(warehouses.name, q.Name));
  if (q.Code !== undefined) conditions.push(contains(warehouses.code, q.Code));
  if (q.IsEnabled !== undefined) conditions.push(eq(warehouses.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(warehouses)
    .where(where)
    .orderBy(asc(warehouses.siteId), asc(warehouses.name), asc(warehouses.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(warehouses).where(where);
  const counts = await countsOf(
    tx,
    rows.map((r) => r.id),
  );
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  const trails = await regionTrails(
    tx,
    rows.map((r) => r.regions),
    language,
  );
  return {
    Data: rows.map((r, i) => ({
      ...editInfo(r),
      SiteName: names.get(r.siteId) ?? '',
      RegionName: trails[i] ?? '',
      PartitionCount: counts.get(r.id)?.partitions ?? 0,
      ShelfCount: counts.get(r.id)?.shelves ?? 0,
      CreationTime: r.createdAt.toISOString(),
      UpdateTime: r.updatedAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

export async function addWarehouse(tx: Executor, actor: Actor, body: z.output<typeof contract.addWarehouseBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkCode(tx, siteId, body.Code);
  const [row] = await tx
    .insert(warehouses)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('warehouse not created');
  // A user limited to some warehouses keeps seeing what they just created.
  if ((await availableWarehouseIds(tx, actor)) !== null) await tx.insert(userAvailableWarehouses).values({ siteId: actor.siteId, userId: actor.userId, warehouseId: row.id });
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditWarehouse(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findWarehouse(tx, actor, id));
}

export async function editWarehouse(tx: Executor, actor: Actor, body: z.output<typeof contract.editWarehouseBody>): Promise<EditInfo> {
  const before = await findWarehouse(tx, actor, body.Id);
  await checkCode(tx, before.siteId, body.Code, before.id);
  const [after] = await tx.update(warehouses).set(columnsOf(body)).where(eq(warehouses.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteWarehouse(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findWarehouse(tx, actor, id);
  // Locks the warehouse, so a partition added meanwhile waits and then fails on the missing row.
  await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, row.id)).for('update');
  const [partitions] = await tx.select({ n: count() }).from(warehousePartitions).where(eq(warehousePartitions.warehouseId, row.id));
  if (partitions && partitions.n > 0) throw refused('WarehouseHasPartitions', { name: row.name, count: partitions.n });
  const [addresses] = await tx.select({ n: count() }).from(shippingAddresses).where(eq(shippingAddresses.warehouseId, row.id));
  if (addresses && addresses.n > 0) throw refused('WarehouseHasShippingAddresses', { name: row.name, count: addresses.n });
  await tx.delete(warehouses).where(eq(warehouses.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getWarehouseDetail(tx: Executor, actor: Actor, id: number, language: Language): Promise<z.input<typeof contract.warehouseDetail>> {
  const row = await findWarehouse(tx, actor, id);
  const counts = (await countsOf(tx, [row.id])).get(row.id);
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    RegionName: (await regionTrails(tx, [row.regions], language))[0] ?? '',
    PartitionCount: counts?.partitions ?? 0,
    ShelfCount: counts?.shelves ?? 0,
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
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
