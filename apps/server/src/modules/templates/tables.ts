import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** Print and document templates of a site; the content is stored already cleaned (templateHtml.ts). */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    templateType: smallint('template_type').notNull(),
    widthMm: smallint('width_mm').notNull(),
    heightMm: smallint('height_mm').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('templates_site_type').on(t.siteId, t.templateType),
    // At most one default per type and site: the service switches it in one transaction, the index is the safety net.
    uniqueIndex('templates_one_default_per_type').on(t.siteId, t.templateType).where(sql`${t.isDefault}`),
  ],
);
