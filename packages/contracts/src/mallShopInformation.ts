import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

export const mallShopRow = z.object({
  Id: z.int32(),
  Name: z.string(),
  Remarks: z.string(),
  Enable: z.boolean(),
  UserId: z.int32(),
  UserName: z.string(),
  NickName: z.string(),
  SiteName: z.string(),
  CreationTime: z.string(),
});
export type MallShopRow = z.infer<typeof mallShopRow>;

/** The customer's filters; StartDate/EndDate of the paged query are the date. */
const ownMallShopQuery = selectTableQuery.extend({
  Name: z.string().max(100).optional(),
  Enable: z.boolean().optional(),
  Remarks: z.string().max(255).optional(),
});

export const getMallShopInformationSelect = defineCall('/MallShopInformation/GetMallShopInformationSelect', {
  summary: 'A page of the mall shops of the site, for the mall shop picker',
  request: ownMallShopQuery.extend({ OwnerId: z.int32().positive().optional(), SiteId: z.int32().positive().optional() }),
  response: listOf(mallShopRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

export const getUserMallShopInformationSelect = defineCall('/UserMallShopInformation/GetMallShopInformationSelect', {
  summary: "A page of the signed-in customer's own mall shops, for the mall shop picker",
  request: ownMallShopQuery,
  response: listOf(mallShopRow),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
