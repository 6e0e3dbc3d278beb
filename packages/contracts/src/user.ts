import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

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

/** A row of the user picker. */
export const selectUserRow = z.object({
  Id: z.number().int(),
  /** member number of a portal user, staff number of back-office staff */
  Number: z.string(),
  UserName: z.string(),
  NickName: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  AccountTypeCode: z.union([z.literal(1), z.literal(2)]),
  IsEnabled: z.boolean(),
  SiteName: z.string(),
  CreationTime: z.string(),
});
export type SelectUserRow = z.infer<typeof selectUserRow>;

export const getSelectTableUsers = defineCall('/User/GetSelectTableUsers', {
  summary: "A page of the users of the caller's site for the user picker; Content matches user name, nick name, number or phone",
  request: selectTableQuery.extend({
    Content: z.string().max(64).optional(),
    AccountTypeCode: z.union([z.literal(AccountType.Backstage), z.literal(AccountType.SiteUser)]).optional(),
  }),
  response: listOf(selectUserRow),
  access: 'granted',
  populations: ['backstage'],
});
