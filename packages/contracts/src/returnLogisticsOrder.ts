import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

export const returnLogisticsOrderGoodsInfo = z.object({
  Identification: z.string(),
  ProductName: z.string(),
  ModelQuantity: z.int32(),
  ImageUrls: z.array(z.string()),
});

export const returnLogisticsOrderRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  ReturnsOrderNumberNo: z.string(),
  OriginalOrderNumberNo: z.string(),
  Remark: z.string(),
  ReturnLogisticsOrderGoodsInfos: z.array(returnLogisticsOrderGoodsInfo),
});
export type ReturnLogisticsOrderRow = z.infer<typeof returnLogisticsOrderRow>;

/** The customer's filters (their own return orders); StartDate/EndDate of the paged query are the date. */
const ownReturnOrderQuery = pagedQuery.extend({
  ReturnsOrderNumberNo: z.string().max(64).optional(),
  OriginalOrderNumberNo: z.string().max(64).optional(),
  Sku: z.string().max(64).optional(),
  WarehouseId: z.int32().positive().optional(),
  /** only return orders that can be shipped (the picker always asks for these) */
  Shippable: z.boolean().optional(),
});

export const getReturnLogisticsOrders = defineCall('/ReturnLogisticsOrder/GetReturnLogisticsOrders', {
  summary: "A page of the site's return logistics orders, optionally of one customer (OwnerId)",
  request: ownReturnOrderQuery.extend({ OwnerId: z.int32().positive().optional() }),
  response: listOf(returnLogisticsOrderRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

export const getUserReturnLogisticsOrders = defineCall('/UserReturnLogisticsOrder/GetReturnLogisticsOrders', {
  summary: "A page of the signed-in customer's own return logistics orders",
  request: ownReturnOrderQuery,
  response: listOf(returnLogisticsOrderRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
