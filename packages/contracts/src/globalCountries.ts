import { z } from 'zod';
import { defineCall } from './call.ts';

/** A region: country, province, city, county or town (levels 1 to 5). */
export const regionNode = z.object({
  Id: z.number().int(),
  Name: z.string(),
  HasChildren: z.boolean(),
  PhoneCode: z.string(),
  Code: z.string(),
});
export type RegionNode = z.infer<typeof regionNode>;

export const getRegionsByParentId = defineCall('/GlobalCountries/GetRegionsByParentId', {
  summary: 'The regions directly under a region (the countries when ParentId is absent), for the region cascade',
  request: z.object({ ParentId: z.number().int().positive().optional() }),
  response: z.array(regionNode),
  access: 'session',
});
