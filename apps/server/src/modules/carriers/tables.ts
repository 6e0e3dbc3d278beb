import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';
import { templates } from '../templates/tables.ts';

/** The carriers a site ships with (contracts carrier.ts says what each field means). */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    interface: smallint('interface').notNull(),
    agentCodes: text('agent_codes').array().notNull().default(sql`'{}'::text[]`),
    maxLength: numeric('max_length', { precision: 10, scale: 2 }).notNull().default('0'),
    maxWidth: numeric('max_width', { precision: 10, scale: 2 }).notNull().default('0'),
    maxHeight: numeric('max_height', { precision: 10, scale: 2 }).notNull().default('0'),
    maxWeight: numeric('max_weight', { precision: 10, scale: 3 }).notNull().default('0'),
    isCashOnDelivery: boolean('is_cash_on_delivery').notNull().default(false),
    isLocalNumbering: boolean('is_local_numbering').notNull().default(false),
    // Deleting a template leaves its carriers without one rather than refusing the delete.
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    isSinglePackageBilling: boolean('is_single_package_billing').notNull().default(false),
    minimumConsumption: numeric('minimum_consumption', { precision: 18, scale: 4 }).notNull().default('0'),
    alias: varchar('alias', { length: 64 }).notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carriers_site_name').on(t.siteId, t.name),
    uniqueIndex('carriers_site_alias').on(t.siteId, t.alias).where(sql`${t.alias} <> ''`),
  ],
);

/**
 * A carrier's pool of local tracking numbers. A number is given once: `whether_to_use` turns true
 * in the same statement that picks it (carrierLocalTrackingNumbers.service.ts), and the partial
 * index keeps finding the next free number of a carrier cheap however many have been used.
 */
export const carrierLocalTrackingNumbers = pgTable(
  'carrier_local_tracking_numbers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    number: varchar('number', { length: 64 }).notNull(),
    whetherToUse: boolean('whether_to_use').notNull().default(false),
    isVoided: boolean('is_voided').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    usedBy: varchar('used_by', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carrier_local_tracking_numbers_carrier_number').on(t.carrierId, t.number),
    index('carrier_local_tracking_numbers_free').on(t.carrierId, t.id).where(sql`not ${t.whetherToUse} and not ${t.isVoided}`),
    index('carrier_local_tracking_numbers_site').on(t.siteId, t.id),
  ],
);
