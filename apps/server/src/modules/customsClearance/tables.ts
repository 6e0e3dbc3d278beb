import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** Customs clearance companies of a site. */
export const customsClearanceCompanies = pgTable(
  'customs_clearance_companies',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customs_clearance_companies_site_name').on(t.siteId, t.name)],
);

/** A company's clearance numbers; the check keeps the used quantity within the maximum whatever writes it. */
export const customsClearanceNumbers = pgTable(
  'customs_clearance_numbers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => customsClearanceCompanies.id),
    number: varchar('number', { length: 64 }).notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customs_clearance_numbers_company_number').on(t.companyId, t.number),
    index('customs_clearance_numbers_site').on(t.siteId),
    check('customs_clearance_numbers_used_within_max', sql`${t.usedQuantity} >= 0 and ${t.usedQuantity} <= ${t.maxQuantity}`),
  ],
);
