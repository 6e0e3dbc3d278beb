import { eq, ilike, type Column, type SQL } from 'drizzle-orm';
import type { Actor } from './auth.ts';

// Conditions and values the services of a site's lists share (siteLists.ts declares the lists themselves).

/** `text` with the LIKE wildcards escaped, so that they match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Rows whose column contains `text`, case-insensitively; the LIKE wildcards in it match themselves. */
export const containing = (column: Column, text: string): SQL => ilike(column, `%${likeEscaped(text)}%`);

/** Rows whose column starts with `text`, case-insensitively (a code typed from its start). */
export const startingWith = (column: Column, text: string): SQL => ilike(column, `${likeEscaped(text)}%`);

/**
 * The condition keeping a look-up by Id within the caller's site. Row-level security already hides
 * other sites from site staff; naming the site keeps the rule visible and gives platform staff (who
 * bypass row-level security) every site.
 */
export const ofCallerSite = (siteColumn: Column, actor: Actor): SQL[] => (actor.siteId === null ? [] : [eq(siteColumn, actor.siteId)]);

/** A stored numeric as plain decimal text without trailing zeros ("12.50" → "12.5", "0.000" → "0"). */
export const plainDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
