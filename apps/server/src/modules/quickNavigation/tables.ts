import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';

export const quickNavigations = pgTable(
  'quick_navigations',
  {
    siteId: integer('site_id'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 255 }).notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.path] })],
);
