import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/**
 * Storage quotations of a site (contracts/warehouseQuotation.ts). The warehouses and customer groups
 * it applies to are id lists (empty: all); an id deleted since simply matches nothing.
 */
export const warehouseQuotations = pgTable(
  'warehouse_quotations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'::integer[]`),
    customerGroupIds: integer('customer_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    rentFreeDays: integer('rent_free_days').notNull(),
    cubicAmount: numeric('cubic_amount', { precision: 18, scale: 4 }).notNull(),
    singlePieceAmount: numeric('single_piece_amount', { precision: 18, scale: 4 }).notNull(),
    ultraLongInventoryTime: integer('ultra_long_inventory_time').notNull(),
    ultraLongInventoryCubicAmount: numeric('ultra_long_inventory_cubic_amount', { precision: 18, scale: 4 }).notNull(),
    ultraLongInventorySinglePieceAmount: numeric('ultra_long_inventory_single_piece_amount', { precision: 18, scale: 4 }).notNull(),
    startDate: date('start_date').notNull(),
    isEffective: boolean('is_effective').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehouse_quotations_site_name').on(t.siteId, t.name),
    check('warehouse_quotations_ultra_long_after_free', sql`${t.rentFreeDays} >= 0 and ${t.ultraLongInventoryTime} > ${t.rentFreeDays}`),
  ],
);
