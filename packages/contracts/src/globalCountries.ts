import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, numberTypeError, pagedQuery } from './common.ts';
import { REGION_CASCADE_MAX_LEVELS } from './constants.ts';

/**
 * Countries and regions (spec domain §1 "Countries", shell §2 region cascade): product-wide national
 * data, the same for every site and read-only to everyone; it is loaded once, at the first start,
 * from public data packages (apps/server/src/modules/globalCountries/regionData.ts says which).
 *
 * Levels: 1 country or region with its own ISO 3166-1 code (Hong Kong, Macao and Taiwan among
 * them, each with its own calling code), 2 province, 3 city, 4 county or district, 5 town or
 * street. Where a source has no level in between (the districts of a municipality such as Beijing,
 * the districts of Hong Kong), the lower level hangs directly under the higher one.
 *
 * Codes: a country's ISO 3166-1 alpha-2 code; mainland China's divisions their GB/T 2260 code (12
 * digits for towns); Hong Kong and Macao the same scheme; Taiwan's districts their 3-digit postal
 * code. PhoneCode is the international calling code of the region's country ("86", "852"...);
 * a few countries have several, separated by commas.
 *
 * Names: countries in the caller's language (CLDR); regions below a country in the language their
 * source publishes (Simplified Chinese for the mainland, Hong Kong and Macao; Traditional Chinese
 * and English for Taiwan), in the caller's language where the source has it.
 */

export const REGION_LEVELS = { Country: 1, Province: 2, City: 3, County: 4, Town: 5 } as const;
export type RegionLevel = (typeof REGION_LEVELS)[keyof typeof REGION_LEVELS];

/** A region: country, province, city, county or town (levels 1 to 5). */
export const regionNode = z.object({
  Id: z.int32(),
  Name: z.string(),
  HasChildren: z.boolean(),
  PhoneCode: z.string(),
  Code: z.string(),
});
export type RegionNode = z.infer<typeof regionNode>;

export const getRegionsByParentId = defineCall('/GlobalCountries/GetRegionsByParentId', {
  summary: 'The regions directly under a region (the countries when ParentId is absent), for the region cascade',
  request: z.object({ ParentId: z.int32({ error: numberTypeError }).positive().optional() }),
  response: z.array(regionNode),
  access: 'session',
  readOnly: true,
});

export const REGION_SEARCH_MAX = 64;

/** A row of the countries and regions page: the region, its level and the names from its country down. */
export const regionRow = regionNode.extend({
  ParentId: z.int32().nullable(),
  Level: z.int32(),
  /** Names of the region's ancestors from the country down, then its own. */
  Path: z.array(z.string()),
  /** The Ids of the same regions. */
  PathIds: z.array(z.int32()),
  /** The region's own names in the three languages (the one of the caller is Name). */
  NameZhCn: z.string(),
  NameZhTw: z.string(),
  NameEn: z.string(),
  /** Countries only: the ISO 3166-1 alpha-3 code; empty for other levels. */
  Alpha3: z.string(),
});
export type RegionRow = z.infer<typeof regionRow>;

export const regionQuery = pagedQuery.extend({
  /** The region whose children are listed; absent: the countries. Ignored when Keyword is given. */
  ParentId: z.int32({ error: numberTypeError }).positive().optional(),
  /** Part of a name (any language) or the start of a code; searches every level (Level narrows it). */
  Keyword: z.string().max(REGION_SEARCH_MAX).optional(),
  Level: z.int32({ error: numberTypeError }).min(1).max(REGION_CASCADE_MAX_LEVELS).optional(),
});

export const getGlobalCountries = defineCall('/GlobalCountries/GetGlobalCountries', {
  summary: 'Countries and regions for the browsing page: the children of a region, or a search by name or code across levels, each with its path',
  request: regionQuery,
  response: listOf(regionRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});
