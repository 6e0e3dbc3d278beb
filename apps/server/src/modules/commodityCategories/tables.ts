import { boolean, index, integer, pgTable, serial, smallint, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** The commodity category tree of a site. Sibling names are kept unique by the service (a null parent defeats a plain unique index). */
export const commodityCategories = pgTable(
  'commodity_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    parentId: integer('parent_id').references((): AnyPgColumn => commodityCategories.id),
    name: varchar('name', { length: 64 }).notNull(),
    displayOrder: smallint('display_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('commodity_categories_site_parent').on(t.siteId, t.parentId)],
);
