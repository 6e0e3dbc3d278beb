import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

/** An authorised third-party shop. Type and status are values of the server's option lists (Value, Name). */
export const shopAuthorizationRow = z.object({
  Id: z.int32(),
  Name: z.string(),
  ShopAuthorizationInformationType: z.int32(),
  ShopAuthorizationStatus: z.int32(),
  Remarks: z.string(),
  SiteName: z.string(),
  OwnerName: z.string(),
  CreationTime: z.string(),
});
export type ShopAuthorizationRow = z.infer<typeof shopAuthorizationRow>;

/** The list filters of the customer portal (the signed-in user's own shops). */
const ownShopQuery = pagedQuery.extend({
  Name: z.string().max(100).optional(),
  ShopAuthorizationInformationType: z.int32().optional(),
  ShopAuthorizationStatus: z.int32().optional(),
  ShopId: z.string().max(100).optional(),
  Remarks: z.string().max(255).optional(),
});

export const getShopAuthorizationInformation = defineCall('/ShopAuthorizationInformation/GetShopAuthorizationInformation', {
  summary: 'A page of the authorised shops of every customer of the site',
  request: ownShopQuery.extend({ SiteId: z.int32().positive().optional(), OwnerId: z.int32().positive().optional() }),
  response: listOf(shopAuthorizationRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

export const getUserShopAuthorizationInformation = defineCall('/UserShopAuthorizationInformation/GetShopAuthorizationInformation', {
  summary: "A page of the signed-in customer's own authorised shops",
  request: ownShopQuery,
  response: listOf(shopAuthorizationRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
