import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/** One level of a warehouse's address as the region cascade chose it (country first, down to the town). */
export interface RegionRef {
  Id: number;
  Code: string;
  Name: string;
}

/**
 * A site's warehouse. The address keeps the regions' ids, codes and names as chosen, so the record
 * reads the same whatever later happens to the region list (a renamed or merged county).
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    personInCharge: varchar('person_in_charge', { length: 32 }).notNull(),
    personInChargeMobile: varchar('person_in_charge_mobile', { length: 20 }).notNull().default(''),
    personInChargeTel: varchar('person_in_charge_tel', { length: 24 }).notNull().default(''),
    phoneCode: varchar('phone_code', { length: 4 }).notNull().default(''),
    regions: jsonb('regions').$type<RegionRef[]>().notNull().default([]),
    detailedAddress: varchar('detailed_address', { length: 255 }).notNull().default(''),
    postalCode: varchar('postal_code', { length: 16 }).notNull().default(''),
    /** volumetric weight divisor: kg = L × W × H (cm) / ratio */
    volumeRatio: numeric('volume_ratio', { precision: 12, scale: 2 }).notNull().default('6000'),
    linkedStores: jsonb('linked_stores').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('warehouses_site_name').on(t.siteId, t.name),
    // A code, when given, is unique in its site.
    uniqueIndex('warehouses_site_code').on(t.siteId, t.code).where(sql`${t.code} <> ''`),
  ],
);

/**
 * The warehouses a user may work in (spec domain §3 "User": available warehouses). No row for a
 * user means every warehouse of their site; rows restrict them to those warehouses. site_id is the
 * user's site, so row-level security keeps each site's choices to itself.
 */
export const userAvailableWarehouses = pgTable(
  'user_available_warehouses',
  {
    siteId: integer('site_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.warehouseId] }), index('user_available_warehouses_warehouse').on(t.warehouseId)],
);
