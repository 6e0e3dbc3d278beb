import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/**
 * Organisations: one tree per site and population (1 back-office staff, 2 site users), like roles.
 * site_id is null for the platform staff's own organisations (population 1), which only platform
 * staff see: row-level security hides rows of other sites, and a null site matches no site.
 */
export const organizes = pgTable(
  'organizes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    population: smallint('population').notNull(),
    // No cascade: deleting an organisation with children is refused by the service; the key is the safety net.
    parentId: integer('parent_id').references((): AnyPgColumn => organizes.id),
    name: varchar('name', { length: 64 }).notNull(),
    type: smallint('type').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    description: varchar('description', { length: 255 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    code: varchar('code', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizes_site_population_parent').on(t.siteId, t.population, t.parentId),
    // A code, when given, is unique per site and population; the platform's organisations (no site) among themselves.
    uniqueIndex('organizes_site_population_code').on(t.siteId, t.population, t.code).where(sql`${t.siteId} is not null and ${t.code} <> ''`),
    uniqueIndex('organizes_platform_population_code').on(t.population, t.code).where(sql`${t.siteId} is null and ${t.code} <> ''`),
  ],
);

/** Which organisations a user belongs to; site_id (the user's) so row-level security applies. */
export const userOrganizes = pgTable(
  'user_organizes',
  {
    siteId: integer('site_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade: an organisation with users cannot be deleted (the service says why).
    organizeId: integer('organize_id')
      .notNull()
      .references(() => organizes.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizeId] }), index('user_organizes_organize').on(t.organizeId)],
);
