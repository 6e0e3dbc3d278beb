import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** Inbound handling quotations of a site (contracts/warehousingQuotation.ts); scope lists as in warehouse_quotations. */
export const warehousingQuotations = pgTable(
  'warehousing_quotations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'::integer[]`),
    customerGroupIds: integer('customer_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    pieceAmount: numeric('piece_amount', { precision: 18, scale: 4 }).notNull(),
    weightAmount: numeric('weight_amount', { precision: 18, scale: 4 }).notNull(),
    cubicAmount: numeric('cubic_amount', { precision: 18, scale: 4 }).notNull(),
    minimumCharge: numeric('minimum_charge', { precision: 18, scale: 2 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isEffective: boolean('is_effective').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('warehousing_quotations_site_name').on(t.siteId, t.name),
    check('warehousing_quotations_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
