import { z } from 'zod';
import { isCalendarDate, numberTypeError } from './common.ts';
import { boundedDecimal } from './siteRecords.ts';

/**
 * What the site's storage, inbound and value-added quotations share: whom and where they apply to,
 * the currency they are written in, their rates and dates.
 *
 * - SiteJoinWarehouseIds: the warehouses of the site the quotation applies to; none means every
 *   warehouse of the site (a new warehouse is priced at once, as with a user's available warehouses).
 * - CustomerGroupIds: the customer groups (site users' roles) it applies to; none means every customer.
 * - CurrencyCode: the code of one of the site's effective currencies; amounts are in it.
 */

/** At most this many warehouses or customer groups per quotation. */
const QUOTATION_SCOPE_IDS_MAX = 200;
/** Rates (per m³, per piece, per kg, per day) are numeric(18,4): 4 decimals, 12 integer digits. */
const RATE_DECIMALS = 4;
const AMOUNT_INTEGER_DIGITS = 12;

/** A rate: decimal text, ≥ 0, at most 4 decimals. */
export const rate = () => boundedDecimal(RATE_DECIMALS, AMOUNT_INTEGER_DIGITS);
/** A money amount: decimal text, ≥ 0, at most 2 decimals. */
export const amount = () => boundedDecimal(2, AMOUNT_INTEGER_DIGITS);

const idList = () =>
  z
    .array(z.int32({ error: numberTypeError }).positive())
    .max(QUOTATION_SCOPE_IDS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' })
    .default([]);

/** A calendar date, yyyy-MM-dd. */
export const isoDate = () => z.string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'DateFormat') }).refine(isCalendarDate, { message: 'DateFormat' });

/** Where it applies and its currency (value-added services apply to every customer). */
export const warehouseScopeFields = {
  SiteJoinWarehouseIds: idList(),
  CurrencyCode: z
    .string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'CurrencyCodeFormat') })
    .regex(/^[A-Z]{3}$/, { message: 'CurrencyCodeFormat' }),
};
export const quotationScopeFields = { ...warehouseScopeFields, CustomerGroupIds: idList() };

/** The names list rows show for the scope (a warehouse or group deleted since is left out). */
export const quotationScopeNames = {
  Warehouses: z.array(z.string()),
  CustomerGroups: z.array(z.string()),
};
