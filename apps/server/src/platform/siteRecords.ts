import { eq, ilike, type Column, type SQL } from 'drizzle-orm';
import type { Actor } from './auth.ts';

// What the services of a site's lists share (carriers, shipping methods, customs clearance, cargo
// types, commodity categories, applicant information).

/** Rows whose column contains `text`, case-insensitively; the LIKE wildcards in it match themselves. */
export const containing = (column: Column, text: string): SQL => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * The condition keeping a look-up by Id within the caller's site. Row-level security already hides
 * other sites from site staff; naming the site keeps the rule visible and gives platform staff (who
 * bypass row-level security) every site.
 */
export const ofCallerSite = (siteColumn: Column, actor: Actor): SQL[] => (actor.siteId === null ? [] : [eq(siteColumn, actor.siteId)]);

/** A stored numeric as plain decimal text without trailing zeros ("12.50" → "12.5", "0.000" → "0"). */
export const plainDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
