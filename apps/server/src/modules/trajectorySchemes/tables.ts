import { boolean, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** A named, ordered list of tracking events a shipment follows (contracts/logisticsOrderTrajectoryScheme.ts). */
export const trajectorySchemes = pgTable(
  'trajectory_schemes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('trajectory_schemes_site_name').on(t.siteId, t.name)],
);

/** One event of a scheme; `sequence` orders them from 0. */
export const trajectorySchemeSteps = pgTable(
  'trajectory_scheme_steps',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => trajectorySchemes.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    content: varchar('content', { length: 255 }).notNull(),
    location: varchar('location', { length: 64 }).notNull().default(''),
    intervalHours: smallint('interval_hours').notNull().default(0),
  },
  (t) => [uniqueIndex('trajectory_scheme_steps_order').on(t.schemeId, t.sequence)],
);
