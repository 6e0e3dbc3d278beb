import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** The kinds of fee a site bills (contracts/expenseType.ts). */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    systemVariables: varchar('system_variables', { length: 64 }).notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('expense_types_site_code').on(t.siteId, t.code),
    // A formula's variable names one fee of the site; most types have none.
    uniqueIndex('expense_types_site_variable').on(t.siteId, t.systemVariables).where(sql`${t.systemVariables} <> ''`),
  ],
);
