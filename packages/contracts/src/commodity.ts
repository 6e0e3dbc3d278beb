import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

/** A customer's commodity (SKU) with its available stock; price, sizes (cm) and weights (kg) are decimal text. */
export const commodityRow = z.object({
  Id: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  Price: z.string(),
  Length: z.string(),
  Width: z.string(),
  Height: z.string(),
  ActualOfWeight: z.string(),
  GrossOfWeight: z.string(),
  AvailableQuantity: z.int32(),
  FrozenQuantity: z.int32(),
});
export type CommodityRow = z.infer<typeof commodityRow>;

/** Content matches the commodity code, SKU or name. */
const ownCommodityQuery = pagedQuery.extend({ Content: z.string().max(100).optional() });

export const getCommodityByUserId = defineCall('/Commodity/GetCommodityByUserId', {
  summary: 'A page of the commodities of one customer (UserId)',
  request: ownCommodityQuery.extend({ UserId: z.int32().positive() }),
  response: listOf(commodityRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

export const getUserCommodityByUserId = defineCall('/UserCommodity/GetCommodityByUserId', {
  summary: "A page of the signed-in customer's own commodities",
  request: ownCommodityQuery,
  response: listOf(commodityRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
