import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** Documents a site offers for download; the file facts are copied from its upload (uploaded_files). */
export const commonFiles = pgTable(
  'common_files',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 32 }).notNull().default(''),
    fileAddress: varchar('file_address', { length: 512 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: varchar('file_type', { length: 128 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    visibleToUsers: boolean('visible_to_users').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('common_files_site_sort').on(t.siteId, t.sort)],
);
