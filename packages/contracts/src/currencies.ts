import { z } from 'zod';
import { BOTH_POPULATIONS, defineCall } from './call.ts';
import { idName, missingIsEmpty, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { zDecimal } from './validation.ts';

/**
 * Currencies (spec domain §3 "Currency"): the currencies a site prices, bills and accepts payment in.
 *
 * - Per site: each site keeps its own currencies (rows with site_id, row-level security), because a
 *   rate only means something against the site's own base currency. "Sites" of the spec is the
 *   site a currency belongs to: platform staff see every site's currencies with their site and
 *   choose the site when they add one.
 * - CurrencyCode: ISO 4217, three capital letters, unique per site.
 * - ExchangeRate: how many units of the site's base currency one unit of this currency is worth
 *   (base CNY: USD 7.1, HKD 0.91). An amount in this currency × ExchangeRate = the amount in the base
 *   currency. The base currency itself has the rate 1. Decimal text, greater than 0, at most 6
 *   decimals.
 * - EffectiveOrNot: only effective currencies are offered (GetSelectCurrency); a currency that is
 *   no longer effective stays on the records that used it.
 */

export const CURRENCY_NAME_MAX = 32;
export const CURRENCY_SYMBOL_MAX = 8;
export const EXCHANGE_RATE_MAX_DECIMALS = 6;
/** numeric(18,6): at most 12 digits before the point. */
export const EXCHANGE_RATE_INTEGER_DIGITS_MAX = 12;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

export const currencyCode = z
  .string({ error: missingIsEmpty })
  .min(1, { error: 'CannotBeEmpty' })
  .transform((code) => code.toUpperCase())
  .refine((code) => /^[A-Z]{3}$/.test(code), { message: 'CurrencyCodeFormat' });

export const exchangeRate = zDecimal({ maxDecimal: EXCHANGE_RATE_MAX_DECIMALS, cannotBeZero: true }).refine(
  (text) => (text.split('.')[0] ?? '').length <= EXCHANGE_RATE_INTEGER_DIGITS_MAX,
  { message: 'AmountTooLarge' },
);

const currencyList = siteListCalls('Currencies', {
  one: 'Currency',
  plural: 'Currencies',
  fields: {
    Name: requiredText(CURRENCY_NAME_MAX),
    CurrencyCode: currencyCode,
    ExchangeRate: exchangeRate,
    Symbol: z.string().max(CURRENCY_SYMBOL_MAX).default(''),
    EffectiveOrNot: z.boolean().default(true),
  },
  query: pagedQuery.extend({
    Name: z.string().max(CURRENCY_NAME_MAX).optional(),
    CurrencyCode: z.string().max(3).optional(),
    EffectiveOrNot: z.boolean().optional(),
    ...siteChoice,
  }),
  summaries: {
    list: 'Currencies of the site for the list page (platform staff: of every site, or of SiteId)',
    add: 'Add a currency to the site; its code is unique in the site',
    getEdit: 'The edit form values of a currency',
    edit: 'Save a currency',
    delete: 'Delete a currency (to stop offering one that records still show, make it not effective instead)',
    detail: 'A currency with its change history',
  },
});

export const { fields: currencyFields, addBody: addCurrencyBody, editBody: editCurrencyBody, editInfo: currencyEditInfo, row: currencyRow, detail: currencyDetail } = currencyList;
export type CurrencyFields = z.output<typeof currencyFields>;
export const currencyQuery = currencyList.calls.list.request;

export const { list: getCurrencies, add: addCurrency, getEdit: getEditCurrency, edit: editCurrency, delete: deleteCurrency, detail: getCurrencyById } = currencyList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const currencyCalls = currencyList.calls;

/** An effective currency as a dropdown offers it. */
export const currencyOption = idName.extend({ CurrencyCode: z.string(), Symbol: z.string(), ExchangeRate: z.string() });

export const getSelectCurrency = defineCall('/Currencies/GetSelectCurrency', {
  summary: 'The effective currencies of the caller’s site (platform staff: of SiteId), for dropdowns',
  request: z.object(siteChoice).optional(),
  response: z.array(currencyOption),
  access: 'session',
  populations: BOTH_POPULATIONS,
  readOnly: true,
});
