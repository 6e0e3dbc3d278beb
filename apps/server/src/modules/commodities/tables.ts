import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { commodityCategories } from '../commodityCategories/tables.ts';
import { sites } from '../sites/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cm = (name: string) => numeric(name, { precision: 6, scale: 1 });
const kg = (name: string) => numeric(name, { precision: 9, scale: 3 });

/**
 * A merchant's commodities (contracts commodities.ts). `owner_id` is the merchant: row-level
 * security keeps a portal user to their own rows. Code and SKU are unique per owner. The declared
 * specification is the merchant's, the measured one the warehouse's (null until measured).
 */
export const commodities = pgTable(
  'commodities',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    commodityCode: varchar('code', { length: 64 }).notNull(),
    commoditySku: varchar('sku', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    englishName: varchar('english_name', { length: 128 }).notNull().default(''),
    alias: varchar('alias', { length: 128 }).notNull().default(''),
    identificationCode: varchar('identification_code', { length: 64 }).notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => commodityCategories.id),
    cargoTypeId: integer('cargo_type_id').references(() => cargoTypes.id),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    price: numeric('price', { precision: 12, scale: 2 }),
    declarationName: varchar('declaration_name', { length: 128 }).notNull().default(''),
    length: cm('length'),
    width: cm('width'),
    height: cm('height'),
    actualWeight: kg('actual_weight'),
    grossWeight: kg('gross_weight'),
    measuredLength: cm('measured_length'),
    measuredWidth: cm('measured_width'),
    measuredHeight: cm('measured_height'),
    measuredActualWeight: kg('measured_actual_weight'),
    measuredGrossWeight: kg('measured_gross_weight'),
    measuredBy: integer('measured_by').references(() => users.id),
    measuredAt: at('measured_at'),
    /** CommodityStatus */
    status: smallint('status').notNull().default(1),
    /** SalesMode (salesLifecycle) */
    salesMode: smallint('sales_mode').notNull(),
    /** AuditStatus (auditLifecycle) */
    auditStatus: smallint('audit_status').notNull(),
    auditedBy: integer('audited_by').references(() => users.id),
    auditedAt: at('audited_at'),
    auditReason: varchar('audit_reason', { length: 255 }).notNull().default(''),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commodities_owner_code').on(t.ownerId, t.commodityCode),
    uniqueIndex('commodities_owner_sku').on(t.ownerId, t.commoditySku),
    index('commodities_site').on(t.siteId, t.id),
    index('commodities_site_audit').on(t.siteId, t.auditStatus, t.id),
    // A merchant's pages, newest first, without walking the site's rows.
    index('commodities_owner').on(t.ownerId, t.id),
    // A category's Total from the index alone: it holds owner_id, which the merchants' policy reads on every row.
    index('commodities_site_category').on(t.siteId, t.categoryId, t.ownerId),
    // The staff list's search (Content) finds text anywhere in these columns: trigrams of them joined by a character no search
    // can hold (a control character, refused in every request), read by commodities_containing (migration commodity_list_indexes).
    index('commodities_search').using('gin', sql`(${t.commodityCode} || E'\\x01' || ${t.commoditySku} || E'\\x01' || ${t.name} || E'\\x01' || ${t.englishName} || E'\\x01' || ${t.alias}) gin_trgm_ops`),
  ],
);

/**
 * How many commodities each merchant has, kept by statement triggers on `commodities` (migration
 * commodity_list_indexes): the list's Total without a filter would otherwise count every row of the
 * site (a million rows took a third of a second). One row per merchant, not per site, so that two
 * merchants' imports never wait for each other. A commodity's owner and site never change.
 */
export const commodityCounts = pgTable(
  'commodity_counts',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    commodities: integer('commodities').notNull(),
  },
  (t) => [primaryKey({ name: 'commodity_counts_pkey', columns: [t.siteId, t.ownerId] })],
);
