import { z } from 'zod';
import { Decimal } from 'decimal.js';
import { defineCall, type CallDefinition } from './call.ts';
import { idBody, idName, isCalendarDate, listOf, missingIsEmpty, nothing, numberTypeError, pagedQuery } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { money } from './roles.ts';
import { tokenPair } from './account.ts';
import { checkEmail, checkNoSpecialCharacters, refineConfirmPassword, refinePhoneFields, zPassword, zUserName } from './validation.ts';

/** AccountTypeCode: the settings drawer is hidden for portal users (code 2). */
export const AccountType = { Backstage: 1, SiteUser: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const userInfo = z.object({
  UserId: z.int32(),
  NickName: z.string(),
  Avatar: z.string(),
  IsSuperUser: z.boolean(),
  AccountTypeCode: z.union([z.literal(1), z.literal(2)]),
  /** Permission keys of the buttons the user may see; a super user sees all regardless. */
  Buttons: z.array(z.string()),
  SiteId: z.int32().nullable(),
  SiteName: z.string(),
  /** Until the user changes their password (/User/ChangePassword), every other call is refused with Code 8. */
  MustChangePassword: z.boolean(),
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
  Id: z.int32(),
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
  readOnly: true,
});

// ── User administration (spec domain §3 "User", "Wallet", §6; issue 5 "Users") ─────────────────
//
// Both populations are managed by back-office staff, one set of calls per side like the
// organisations: the "Site" side holds the site users (customers, AccountTypeCode 2), the
// "Backstage" side the back-office staff (1). The named operations (lock, freeze, enable, reset
// password) are one call each for both sides: they act on one account, whichever its kind.

export const USER_NUMBER_MAX = 32;
export const USER_NAME_MAX = 64;
export const USER_NICK_NAME_MAX = 64;
export const USER_EMAIL_MAX = 128;
export const USER_PHONE_NUMBER_MAX = 20;
export const USER_REFERRER_MAX = 64;
export const USER_AVATAR_MAX = 512;
export const Gender = { Unknown: 0, Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
const gender = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue' });

/** A lock without an end is stored as this lockout end (ASP.NET Identity's "max value" idea): the sign-in says "locked" without a date. */
export const LOCKED_INDEFINITELY = '9999-12-31T23:59:59.000Z';
export const isLockedIndefinitely = (lockoutEnd: string | Date) => new Date(lockoutEnd).getUTCFullYear() >= 9999;

/** The two sides of user administration. */
export type UserSide = 'user' | 'backstage';

const id = z.int32({ error: numberTypeError }).positive();
const ids = z.array(id).default([]);
const optionalText = (max: number) => z.string().max(max).default('');
const phoneCode = z.string().regex(/^\d{1,4}$/, { error: 'InvalidFormat' });
const birthDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DateTimeFormat', abort: true }).refine(isCalendarDate, { error: 'DateTimeFormat' });

/** The fields a person edits on both sides. */
const userFieldsShape = {
  /** the login number (member number of a customer, staff number); generated when left empty on creation */
  Number: z.string().max(USER_NUMBER_MAX).superRefine((value, ctx) => {
    const key = checkNoSpecialCharacters(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  }).optional(),
  UserName: zUserName.pipe(z.string().max(USER_NAME_MAX)),
  NickName: optionalText(USER_NICK_NAME_MAX),
  Avatar: optionalText(USER_AVATAR_MAX),
  Email: z.string().max(USER_EMAIL_MAX).superRefine((value, ctx) => {
    const key = checkEmail(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  }).default(''),
  EmailConfirmed: z.boolean().default(false),
  PhoneCode: phoneCode.optional(),
  PhoneNumber: z.string().max(USER_PHONE_NUMBER_MAX).optional(),
  PhoneNumberConfirmed: z.boolean().default(false),
  Gender: gender.default(Gender.Unknown),
  BirthDate: birthDate.nullable().optional(),
  IsLockoutEnabled: z.boolean().default(true),
  IsEnabled: z.boolean().default(true),
  /** only a super user may grant it */
  IsSuperUser: z.boolean().default(false),
  Referrer: optionalText(USER_REFERRER_MAX),
  /** the main account of a sub-account: another main account of the same site and side */
  MainUserId: id.nullable().optional(),
  RoleIds: ids,
  OrganizeIds: ids,
  /** back-office staff only: the other sites they may work on; only platform staff choose them */
  SiteIds: ids,
  /** the warehouses of the user's site they may work in (SiteJoinWarehouse Ids); none: every warehouse of the site */
  SiteJoinWarehouseIds: ids,
  IsCreditAmount: z.boolean().default(false),
  /** money: decimal text, at most 2 decimals (the roles' default credit limit rule) */
  CreditAmount: money().default('0'),
  /** the most one cash-on-delivery order of theirs may collect; null: their customer group's default */
  CashOnDeliveryAmount: money().nullable().default(null),
};

const phoneRule = { phoneCode: 'PhoneCode', mobile: 'PhoneNumber' } as const;
const confirmRule = { password: 'Password', confirm: 'ConfirmPassword' } as const;
const confirmation = z.string({ error: missingIsEmpty }).min(1, { error: 'CannotBeEmpty' });

export const establishUserBody = refineConfirmPassword(
  refinePhoneFields(
    z.object({
      ...userFieldsShape,
      Password: zPassword,
      ConfirmPassword: confirmation,
      /** Platform staff name the site (required for site users; none makes a platform staff member); site staff always create in their own site. */
      SiteId: id.optional(),
    }),
    phoneRule,
  ),
  confirmRule,
);
export const editUserBody = refinePhoneFields(z.object({ ...userFieldsShape, Id: id }), phoneRule);
export type EstablishUserBody = z.output<typeof establishUserBody>;
export type EditUserBody = z.output<typeof editUserBody>;

const amountText = z.string();
const dateText = z.string().nullable();

/** The edit form's values. */
export const userEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32().nullable(),
  Number: z.string(),
  UserName: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  Email: z.string(),
  EmailConfirmed: z.boolean(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  PhoneNumberConfirmed: z.boolean(),
  Gender: z.int32(),
  BirthDate: dateText,
  IsLockoutEnabled: z.boolean(),
  IsEnabled: z.boolean(),
  IsSuperUser: z.boolean(),
  Referrer: z.string(),
  MainUserId: z.int32().nullable(),
  /** shown by the main-account picker */
  MainUserName: z.string(),
  RoleIds: z.array(z.int32()),
  OrganizeIds: z.array(z.int32()),
  SiteIds: z.array(z.int32()),
  SiteJoinWarehouseIds: z.array(z.int32()),
  IsCreditAmount: z.boolean(),
  CreditAmount: amountText,
  CashOnDeliveryAmount: amountText.nullable(),
});
export type UserEditInfo = z.output<typeof userEditInfo>;

/** A row of the list pages. */
export const userRow = z.object({
  Id: z.int32(),
  SiteId: z.int32().nullable(),
  SiteName: z.string(),
  AccountTypeCode: z.int32(),
  Number: z.string(),
  UserName: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  Email: z.string(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  IsEnabled: z.boolean(),
  IsFrozen: z.boolean(),
  /** the lockout end is in the future */
  IsLocked: z.boolean(),
  LockoutEnd: dateText,
  IsSuperUser: z.boolean(),
  Roles: z.array(idName),
  Organizes: z.array(idName),
  MainUserId: z.int32().nullable(),
  MainUserName: z.string(),
  SubAccountCount: z.int32(),
  Balance: amountText,
  IsCreditAmount: z.boolean(),
  CreditAmount: amountText,
  CreationTime: z.string(),
});
export type UserRow = z.output<typeof userRow>;

/**
 * The wallet as the spec names it (read-only here: balances change only through the wallet).
 * Arrears is what the balance is below zero; with credit on, CreditArrears is the part of the limit
 * in use and CreditBalance what is left of it.
 */
export const userWallet = z.object({
  Balance: amountText,
  Arrears: amountText,
  ArrearsTime: dateText,
  IsCreditAmount: z.boolean(),
  CreditAmount: amountText,
  CreditBalance: amountText,
  CreditArrears: amountText,
});

export const userDetail = userEditInfo.extend({
  ...userWallet.shape,
  SiteName: z.string(),
  AccountTypeCode: z.int32(),
  IsFrozen: z.boolean(),
  IsLocked: z.boolean(),
  LockoutEnd: dateText,
  AccessFailedCount: z.int32(),
  Roles: z.array(idName),
  Organizes: z.array(idName),
  Sites: z.array(idName),
  Warehouses: z.array(idName),
  SubAccounts: z.array(z.object({ Id: z.int32(), Number: z.string(), UserName: z.string(), NickName: z.string(), IsEnabled: z.boolean() })),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  /** the account's changes, newest first (who, when, what) */
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});
export type UserDetail = z.output<typeof userDetail>;

/** The list pages' query: text filters match anywhere (case-insensitive), the date range is the creation time. */
export const userQuery = pagedQuery.extend({
  Number: z.string().max(USER_NUMBER_MAX).optional(),
  UserName: z.string().max(USER_NAME_MAX).optional(),
  NickName: z.string().max(USER_NICK_NAME_MAX).optional(),
  PhoneNumber: z.string().max(USER_PHONE_NUMBER_MAX).optional(),
  Email: z.string().max(USER_EMAIL_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  IsFrozen: z.boolean().optional(),
  IsLocked: z.boolean().optional(),
  RoleId: id.optional(),
  OrganizeId: id.optional(),
  /** platform staff: only this site's accounts */
  SiteId: id.optional(),
});

/** The six calls of one side, declared the same way for both. */
function userCalls<S extends 'Site' | 'Backstage'>(side: S, who: string) {
  const base = '/User' as const;
  const common = { access: 'granted', populations: ['backstage'] } as const;
  return {
    list: defineCall(`${base}/Get${side}Users`, {
      summary: `A page of ${who} with their roles, organisations and states; filters by text, state, role, organisation and creation time`,
      request: userQuery,
      response: listOf(userRow),
      ...common,
    }),
    establish: defineCall(`${base}/Establish${side}User`, {
      summary: `Create one of the ${who} with a password (and its confirmation), roles and organisations`,
      request: establishUserBody,
      response: z.object({ Id: z.int32(), Number: z.string() }),
      ...common,
    }),
    editInfo: defineCall(`${base}/GetEdit${side}UserInfo`, {
      summary: `The edit form values of one of the ${who}`,
      request: idBody,
      response: userEditInfo,
      ...common,
    }),
    edit: defineCall(`${base}/Edit${side}User`, {
      summary: `Save one of the ${who} (the password is changed with /User/ResetUserPassword)`,
      request: editUserBody,
      response: userEditInfo,
      ...common,
    }),
    remove: defineCall(`${base}/Delete${side}User`, {
      summary: `Delete one of the ${who}; refused for yourself, for a super user unless you are one, for a main account with sub-accounts and for a non-zero balance`,
      request: idBody,
      response: nothing,
      ...common,
    }),
    byId: defineCall(`${base}/Get${side}UserById`, {
      summary: `One of the ${who} with wallet, sub-accounts and change history`,
      request: idBody,
      response: userDetail,
      ...common,
    }),
  } satisfies Record<string, CallDefinition>;
}

const siteUserSide = userCalls('Site', 'site users (customers)');
const backstageUserSide = userCalls('Backstage', 'back-office staff');

export const getSiteUsers = siteUserSide.list;
export const establishSiteUser = siteUserSide.establish;
export const getEditSiteUserInfo = siteUserSide.editInfo;
export const editSiteUser = siteUserSide.edit;
export const deleteSiteUser = siteUserSide.remove;
export const getSiteUserById = siteUserSide.byId;

export const getBackstageUsers = backstageUserSide.list;
export const establishBackstageUser = backstageUserSide.establish;
export const getEditBackstageUserInfo = backstageUserSide.editInfo;
export const editBackstageUser = backstageUserSide.edit;
export const deleteBackstageUser = backstageUserSide.remove;
export const getBackstageUserById = backstageUserSide.byId;

/** Both sides by population, for code that serves either (server routes, web pages). */
export const USER_CALLS = { user: siteUserSide, backstage: backstageUserSide } as const;

const operation = { access: 'granted', populations: ['backstage'], response: nothing } as const;

export const lockUser = defineCall('/User/LockUser', {
  summary: 'Lock an account until LockoutEnd (an ISO date-time in the future), or indefinitely without one; its sessions end',
  request: z.object({ Id: id, LockoutEnd: z.iso.datetime({ offset: true, error: 'InvalidFormat' }).optional() }),
  ...operation,
});
export const unlockUser = defineCall('/User/UnlockUser', { summary: 'Lift the lock of an account (and its count of wrong passwords)', request: idBody, ...operation });
export const freezeUser = defineCall('/User/FreezeUser', { summary: 'Freeze an account: it cannot sign in and its tokens stop working at once', request: idBody, ...operation });
export const unfreezeUser = defineCall('/User/UnfreezeUser', { summary: 'Unfreeze an account', request: idBody, ...operation });
export const enableUser = defineCall('/User/EnableUser', { summary: 'Enable an account', request: idBody, ...operation });
export const disableUser = defineCall('/User/DisableUser', { summary: 'Disable an account: it cannot sign in and its tokens stop working at once', request: idBody, ...operation });
export const resetUserPassword = defineCall('/User/ResetUserPassword', {
  summary: 'Set a new password (the password rule, confirmed); every session of the account ends',
  request: refineConfirmPassword(z.object({ Id: id, Password: zPassword, ConfirmPassword: confirmation }), confirmRule),
  ...operation,
});

export const changePassword = defineCall('/User/ChangePassword', {
  summary:
    "Change the signed-in user's own password (the current one, then the new one confirmed); every other session ends and a new token pair is answered. Allowed while a password change is required",
  request: refineConfirmPassword(z.object({ CurrentPassword: confirmation.max(64), Password: zPassword, ConfirmPassword: confirmation }), confirmRule),
  response: tokenPair,
  access: 'session',
});

/** Money as shown: exact decimal text with at least two decimals ("0.0000" → "0.00", "12.3456" kept). */
export function moneyText(value: Decimal.Value): string {
  const amount = new Decimal(value);
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}

/** The wallet figures derived from the stored balance and credit limit (see `userWallet`), exactly, never through floats. */
export function walletFigures(balance: string, isCreditAmount: boolean, creditAmount: string) {
  const arrears = Decimal.max(0, new Decimal(balance).negated());
  const limit = new Decimal(creditAmount);
  const creditArrears = isCreditAmount ? Decimal.min(arrears, limit) : new Decimal(0);
  const creditBalance = isCreditAmount ? Decimal.max(0, limit.minus(arrears)) : new Decimal(0);
  return {
    Balance: moneyText(balance),
    Arrears: moneyText(arrears),
    IsCreditAmount: isCreditAmount,
    CreditAmount: moneyText(limit),
    CreditBalance: moneyText(creditBalance),
    CreditArrears: moneyText(creditArrears),
  };
}
