import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { shippingAddress as contract, type Language, type ParsedRequestOf, type selfPickupAddress } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../../platform/siteResources.ts';
import { regionTrails } from '../globalCountries/index.ts';
import { availableWarehouseIds, isAvailable, requireUsableWarehouse, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { shippingAddresses } from './tables.ts';

/**
 * Shipping addresses: the sender, return and self-pickup addresses of the caller's available
 * warehouses. A new address (or one moved) goes to an enabled warehouse of the site. The enabled
 * self-pickup addresses of enabled warehouses are what the self-pickup picker offers (staff and
 * customers of the site alike, within their available warehouses). Nothing refers to an address
 * yet, so deleting one is only confirmed in the page; the order areas that will refer to
 * self-pickup points keep the address text on the order. Every change writes an audit row.
 */

type Row = typeof shippingAddresses.$inferSelect;
type EditInfo = z.output<typeof contract.shippingAddressEditInfo>;

const ENTITY = 'ShippingAddress';

const contains = (column: Parameters<typeof ilike>[0], text: string) => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  WarehouseId: r.warehouseId,
  Name: r.name,
  Type: r.type,
  Contact: r.contact,
  PhoneCode: r.phoneCode,
  Phone: r.phone,
  Regions: r.regions,
  DetailedAddress: r.detailedAddress,
  PostalCode: r.postalCode,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
});

const columnsOf = (f: contract.ShippingAddressFields) => ({
  warehouseId: f.WarehouseId,
  name: f.Name,
  type: f.Type,
  contact: f.Contact,
  phoneCode: f.PhoneCode,
  phone: f.Phone,
  regions: f.Regions,
  detailedAddress: f.DetailedAddress,
  postalCode: f.PostalCode,
  isEnabled: f.IsEnabled,
  remarks: f.Remarks,
});

async function findAddress(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(shippingAddresses.id, id)];
  if (actor.siteId !== null) conditions.push(eq(shippingAddresses.siteId, actor.siteId));
  const [row] = await tx.select().from(shippingAddresses).where(and(...conditions));
  if (!row || !isAvailable(await availableWarehouseIds(tx, actor), row.warehouseId)) throw notFound();
  return row;
}

/** The warehouse of an address: an enabled one of the address's site, available to the caller. */
async function checkWarehouse(tx: Executor, actor: Actor, siteId: number, warehouseId: number) {
  const warehouse = await requireUsableWarehouse(tx, actor, warehouseId);
  if (warehouse.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
}

export async function listShippingAddresses(tx: Executor, actor: Actor, q: z.output<typeof contract.shippingAddressQuery>, language: Language) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: (SQL | undefined)[] = [withinAvailable(await availableWarehouseIds(tx, actor), shippingAddresses.warehouseId)];
  if (siteId !== null) conditions.push(eq(shippingAddresses.siteId, siteId));
  if (q.Name !== undefined) conditions.push(contains(shippingAddresses.name, q.Name));
  if (q.Type !== undefined) conditions.push(eq(shippingAddresses.type, q.Type));
  if (q.WarehouseId !== undefined) conditions.push(eq(shippingAddresses.warehouseId, q.WarehouseId));
  if (q.IsEnabled !== undefined) conditions.push(eq(shippingAddresses.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select({ address: shippingAddresses, warehouseName: warehouses.name })
    .from(shippingAddresses)
    .innerJoin(warehouses, eq(warehouses.id, shippingAddresses.warehouseId))
    .where(where)
    .orderBy(asc(warehouses.name), asc(shippingAddresses.type), asc(shippingAddresses.name), asc(shippingAddresses.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(shippingAddresses).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.address.siteId),
  );
  const trails = await regionTrails(
    tx,
    rows.map((r) => r.address.regions),
    language,
  );
  return {
    Data: rows.map(({ address: a, warehouseName }, i) => ({
      ...editInfo(a),
      SiteName: names.get(a.siteId) ?? '',
      WarehouseName: warehouseName,
      RegionName: trails[i] ?? '',
      CreationTime: a.createdAt.toISOString(),
      UpdateTime: a.updatedAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

export async function addShippingAddress(tx: Executor, actor: Actor, body: z.output<typeof contract.addShippingAddressBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkWarehouse(tx, actor, siteId, body.WarehouseId);
  const [row] = await tx
    .insert(shippingAddresses)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('shipping address not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditShippingAddress(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findAddress(tx, actor, id));
}

export async function editShippingAddress(tx: Executor, actor: Actor, body: z.output<typeof contract.editShippingAddressBody>): Promise<EditInfo> {
  const before = await findAddress(tx, actor, body.Id);
  if (body.WarehouseId !== before.warehouseId) await checkWarehouse(tx, actor, before.siteId, body.WarehouseId);
  const [after] = await tx.update(shippingAddresses).set(columnsOf(body)).where(eq(shippingAddresses.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteShippingAddress(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findAddress(tx, actor, id);
  await tx.delete(shippingAddresses).where(eq(shippingAddresses.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getShippingAddressDetail(tx: Executor, actor: Actor, id: number, language: Language): Promise<z.input<typeof contract.shippingAddressDetail>> {
  const row = await findAddress(tx, actor, id);
  const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, row.warehouseId));
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    WarehouseName: warehouse?.name ?? '',
    RegionName: (await regionTrails(tx, [row.regions], language))[0] ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
}

/** A self-pickup point as one line: its name, then where it is. */
const pickupText = (r: Row, trail: string) => `${r.name}: ${[trail, r.detailedAddress].filter(Boolean).join(' ')}`;

/** The self-pickup picker: enabled self-pickup addresses of enabled, available warehouses of the caller's site. */
export async function availableSelfPickupAddresses(
  tx: Executor,
  actor: Actor,
  q: ParsedRequestOf<typeof selfPickupAddress.getAvailableSelfPickupAddress>,
  language: Language,
) {
  const conditions: (SQL | undefined)[] = [
    withinAvailable(await availableWarehouseIds(tx, actor), shippingAddresses.warehouseId),
    eq(shippingAddresses.type, contract.ShippingAddressType.SelfPickup),
    eq(shippingAddresses.isEnabled, true),
    eq(warehouses.isEnabled, true),
  ];
  if (actor.siteId !== null) conditions.push(eq(shippingAddresses.siteId, actor.siteId));
  if (q.Address !== undefined) conditions.push(or(contains(shippingAddresses.name, q.Address), contains(shippingAddresses.detailedAddress, q.Address)));
  const where = and(...conditions);
  const rows = await tx
    .select({ address: shippingAddresses })
    .from(shippingAddresses)
    .innerJoin(warehouses, eq(warehouses.id, shippingAddresses.warehouseId))
    .where(where)
    .orderBy(asc(shippingAddresses.name), asc(shippingAddresses.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(shippingAddresses).innerJoin(warehouses, eq(warehouses.id, shippingAddresses.warehouseId)).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.address.siteId),
  );
  const trails = await regionTrails(
    tx,
    rows.map((r) => r.address.regions),
    language,
  );
  return { Data: rows.map(({ address: a }, i) => ({ Id: a.id, SiteName: names.get(a.siteId) ?? '', Address: pickupText(a, trails[i] ?? '') })), Total: total?.n ?? 0 };
}
