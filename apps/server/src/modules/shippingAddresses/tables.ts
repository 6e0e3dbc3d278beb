import { boolean, index, integer, jsonb, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';
import { warehouses, type RegionRef } from '../warehouses/tables.ts';

/** A warehouse's sender, return or self-pickup address; the regions are kept as chosen, like a warehouse's. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    // No cascade: a warehouse with addresses cannot be deleted (the foreign key refuses it).
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: varchar('name', { length: 64 }).notNull(),
    type: smallint('type').notNull(),
    contact: varchar('contact', { length: 32 }).notNull().default(''),
    phoneCode: varchar('phone_code', { length: 4 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    regions: jsonb('regions').$type<RegionRef[]>().notNull().default([]),
    detailedAddress: varchar('detailed_address', { length: 255 }).notNull().default(''),
    postalCode: varchar('postal_code', { length: 16 }).notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shipping_addresses_site_type').on(t.siteId, t.type, t.warehouseId)],
);
