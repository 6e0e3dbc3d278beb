import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

export const selfPickupAddressRow = z.object({ Id: z.int32(), SiteName: z.string(), Address: z.string() });
export type SelfPickupAddressRow = z.infer<typeof selfPickupAddressRow>;

export const getAvailableSelfPickupAddress = defineCall('/SelfPickupAddress/GetAvailableSelfPickupAddress', {
  summary: 'A page of the self-pickup sites in use, for the self-pickup picker',
  request: selectTableQuery.extend({ Address: z.string().max(255).optional() }),
  response: listOf(selfPickupAddressRow),
  access: 'granted',
  readOnly: true,
});
