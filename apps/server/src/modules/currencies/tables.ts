import { boolean, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** A site's currencies; the rate converts to the site's base currency (contracts/currencies.ts). */
export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 32 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull(),
    symbol: varchar('symbol', { length: 8 }).notNull().default(''),
    effectiveOrNot: boolean('effective_or_not').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('currencies_site_code').on(t.siteId, t.currencyCode)],
);
