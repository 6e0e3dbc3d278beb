import { z } from 'zod';
import { defineCall } from './call.ts';
import { wholeNumberError } from './common.ts';

/** The five settings the spec keeps on the server per user. */
export const userConfigure = z.object({
  LocalServiceConnection: z.string().max(255).default(''),
  PickingListColumns: z.int32({ error: wholeNumberError }).min(1).max(20),
  PickingListRows: z.int32({ error: wholeNumberError }).min(1).max(50),
  GetCameraKeyUp: z.string().max(32).default(''),
  GetElectronicScaleValueKeyUp: z.string().max(32).default(''),
});
export type UserConfigure = z.output<typeof userConfigure>;

export const getUserConfigureByUserIdInfo = defineCall('/UserConfiguration/GetUserConfigureByUserIdInfo', {
  summary: "The signed-in user's settings (defaults until saved)",
  request: z.object({}).optional(),
  response: userConfigure,
  access: 'granted',
  readOnly: true,
});

export const editUserConfigure = defineCall('/UserConfiguration/EditUserConfigure', {
  summary: "Save the signed-in user's settings",
  request: userConfigure,
  response: userConfigure,
  access: 'granted',
});
