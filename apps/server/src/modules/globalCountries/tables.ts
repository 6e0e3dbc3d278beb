import { boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Countries and their regions down to towns: product-wide national data (no site_id, so the app role
 * may only read it), loaded once at the first start (regionLoader.ts) and never edited by people.
 * Ids are given by the loader, parents before children.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    /** null for a country */
    parentId: integer('parent_id'),
    /** 1 country, 2 province, 3 city, 4 county, 5 town */
    level: smallint('level').notNull(),
    /** ISO 3166-1 alpha-2 for countries; GB/T 2260 or postal code below (globalCountries contract) */
    code: varchar('code', { length: 16 }).notNull(),
    /** ISO 3166-1 alpha-3 of a country; empty below */
    alpha3: varchar('alpha3', { length: 3 }).notNull().default(''),
    /** Simplified Chinese, or the name as its source publishes it where it has none */
    name: varchar('name', { length: 64 }).notNull(),
    /** null: the same as `name` */
    nameZhTw: varchar('name_zh_tw', { length: 64 }),
    /** null: the same as `name` */
    nameEn: varchar('name_en', { length: 128 }),
    /** the international calling code(s) of the region's country */
    phoneCode: varchar('phone_code', { length: 32 }).notNull(),
    hasChildren: boolean('has_children').notNull(),
    /** order among its siblings */
    sort: integer('sort').notNull(),
  },
  (t) => [index('regions_parent_sort').on(t.parentId, t.sort), index('regions_level').on(t.level)],
);
