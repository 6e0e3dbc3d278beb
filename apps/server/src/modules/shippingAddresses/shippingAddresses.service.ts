import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import { shippingAddress as contract, type Language, type ParsedRequestOf, type selfPickupAddress } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { siteNames } from '../../platform/siteResources.ts';
import { regionTrails } from '../globalCountries/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { availableWarehouseIds, requireUsableWarehouse, warehouseNameOf, warehouseNames, withinAvailable } from '../warehouses/index.ts';
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

/** The warehouse of an address: an enabled one of the address's site, available to the caller. */
async function checkWarehouse(tx: Executor, actor: Actor, siteId: number, warehouseId: number) {
  const warehouse = await requireUsableWarehouse(tx, actor, warehouseId);
  if (warehouse.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
}

export const shippingAddressList = siteList({
  table: shippingAddresses,
  entity: 'ShippingAddress',
  contract: contract.shippingAddressFields,
  fields: {
    WarehouseId: shippingAddresses.warehouseId,
    Name: shippingAddresses.name,
    Type: shippingAddresses.type,
    Contact: shippingAddresses.contact,
    PhoneCode: shippingAddresses.phoneCode,
    Phone: shippingAddresses.phone,
    Regions: shippingAddresses.regions,
    DetailedAddress: shippingAddresses.detailedAddress,
    PostalCode: shippingAddresses.postalCode,
    IsEnabled: shippingAddresses.isEnabled,
    Remarks: shippingAddresses.remarks,
  },
  visible: async (tx, actor) => withinAvailable(await availableWarehouseIds(tx, actor), shippingAddresses.warehouseId),
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      if (fields.WarehouseId !== before?.warehouseId) await checkWarehouse(tx, actor, siteId, fields.WarehouseId);
    },
  },
  filters: (q: z.output<typeof contract.shippingAddressQuery>) => [
    given(q.Name, (v) => containing(shippingAddresses.name, v)),
    given(q.Type, (v) => eq(shippingAddresses.type, v)),
    given(q.WarehouseId, (v) => eq(shippingAddresses.warehouseId, v)),
    given(q.IsEnabled, (v) => eq(shippingAddresses.isEnabled, v)),
  ],
  order: () => [asc(warehouseNameOf(shippingAddresses.warehouseId)), asc(shippingAddresses.type), asc(shippingAddresses.name), asc(shippingAddresses.id)],
  extra: async (tx, rows) => {
    const names = await warehouseNames(
      tx,
      rows.map((r) => r.warehouseId),
    );
    return (r) => ({ WarehouseName: names.get(r.warehouseId) ?? '' });
  },
});

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
  if (q.Address !== undefined) conditions.push(or(containing(shippingAddresses.name, q.Address), containing(shippingAddresses.detailedAddress, q.Address)));
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
