import { z } from 'zod';
import { defineCall } from './call.ts';

/** AccountTypeCode: the settings drawer is hidden for portal users (code 2). */
export const AccountType = { Backstage: 1, SiteUser: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const userInfo = z.object({
  UserId: z.number().int(),
  NickName: z.string(),
  Avatar: z.string(),
  IsSuperUser: z.boolean(),
  AccountTypeCode: z.union([z.literal(1), z.literal(2)]),
  /** Permission keys of the buttons the user may see; a super user sees all regardless. */
  Buttons: z.array(z.string()),
  SiteId: z.number().int().nullable(),
  SiteName: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getUserInfoDetailedInfo = defineCall('/User/GetUserInfoDetailedInfo', {
  summary: 'The signed-in user with the button keys their roles grant',
  request: z.object({}).optional(),
  response: userInfo,
  access: 'session',
});
