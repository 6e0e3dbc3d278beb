import { asc, eq } from 'drizzle-orm';
import { currencies as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing, plainDecimal, startingWith } from '../../platform/siteRecords.ts';
import { currencies } from './tables.ts';

/**
 * Currencies of a site (rules in contracts/currencies.ts): the code is unique in the site, the rate
 * is a positive decimal kept exactly (numeric; answered as people wrote it, 7.1 not 7.100000), and
 * only effective currencies are offered.
 */
export const currencyList = siteList({
  table: currencies,
  entity: 'Currency',
  contract: contract.currencyFields,
  fields: {
    Name: currencies.name,
    CurrencyCode: currencies.currencyCode,
    ExchangeRate: currencies.exchangeRate,
    Symbol: currencies.symbol,
    EffectiveOrNot: currencies.effectiveOrNot,
  },
  unique: [{ field: 'CurrencyCode', column: currencies.currencyCode, value: (f) => f.CurrencyCode }],
  filters: (q: z.output<typeof contract.currencyQuery>) => [
    given(q.Name, (v) => containing(currencies.name, v)),
    given(q.CurrencyCode, (v) => startingWith(currencies.currencyCode, v)),
    given(q.EffectiveOrNot, (v) => eq(currencies.effectiveOrNot, v)),
  ],
  order: () => [asc(currencies.siteId), asc(currencies.currencyCode)],
  offer: {
    when: eq(currencies.effectiveOrNot, true),
    order: [asc(currencies.currencyCode)],
    item: (r) => ({ Id: r.id, Name: r.name, CurrencyCode: r.currencyCode, Symbol: r.symbol, ExchangeRate: plainDecimal(r.exchangeRate) }),
  },
});
