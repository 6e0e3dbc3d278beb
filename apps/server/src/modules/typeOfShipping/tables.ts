import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** Shipping methods of a site with their delivery time in days. */
export const typeOfShippings = pgTable(
  'type_of_shippings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    minAging: smallint('min_aging').notNull(),
    maxAging: smallint('max_aging').notNull(),
    displayOrder: smallint('display_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('type_of_shippings_site_name').on(t.siteId, t.name), check('type_of_shippings_aging_order', sql`${t.minAging} >= 0 and ${t.minAging} <= ${t.maxAging}`)],
);
