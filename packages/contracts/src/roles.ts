import { z } from 'zod';
import { defineCall, type CallDefinition } from './call.ts';
import { idBody, idName, missingIsEmpty, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { siteChoice } from './siteRecords.ts';
import { zDecimal } from './validation.ts';

/**
 * Roles (spec domain §3 "Role", §6): per site and population. The user side holds the site users'
 * roles (customer groups), the back-office side the staff's; both are managed by back-office staff.
 *
 * Meanings this product gives to the spec's bare field names:
 * - Code: required, unique per site and population (the platform's own roles among themselves).
 * - COD enabled / default COD limit: customers of the group may ship cash-on-delivery orders, up to
 *   this amount per order unless their own account says otherwise.
 * - Credit enabled / default credit limit: the credit a new customer of the group starts with
 *   (how far the wallet may go below zero).
 * - Settlement cycle: how the group's bills fall due (SettlementCycle below).
 * - Full-bag charge: the fee for one customs bag sealed for a single customer's shipment alone
 *   (instead of sharing the bag); 0 means the group is not charged for it.
 * - Default APIs: when on, the role always holds its population's default API permissions
 *   (DEFAULT_API_AREAS: the personal calls the shell needs for everyone: own messages, own
 *   settings, quick navigation, uploads). Saving the role or its permissions adds them; they cannot
 *   be taken away while it is on. When off they are granted only if ticked like any other call.
 * The money fields, COD, credit, cycle and full-bag charge concern customer groups; back-office
 * roles keep them at their defaults (the staff pages do not show them).
 *
 * Deleting a role still held by users is refused with the count (remove it from them first), as is
 * deleting the role a site gives new users (its DefaultRole): silently stripping people of their
 * permissions is not what an admin deleting a "spare" role expects.
 */

/** How a customer group's bills fall due. */
export const SettlementCycle = { PerOrder: 1, Weekly: 2, HalfMonthly: 3, Monthly: 4 } as const;
export type SettlementCycle = (typeof SettlementCycle)[keyof typeof SettlementCycle];
export const settlementCycle = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue' });

/** The API areas whose granted calls make up the "default APIs" of a role (see DefaultApis). */
export const DEFAULT_API_AREAS = ['UserMessages', 'UserConfiguration', 'QuickNavigation', 'UpLoadFile'] as const;

export const ROLE_NAME_MAX = 64;
export const ROLE_CODE_MAX = 32;
export const ROLE_DESCRIPTION_MAX = 255;
export const ROLE_PRIORITY_MAX = 9999;
/** Money columns are numeric(18,4): at most 12 digits before the point keeps every sum far from overflow. */
export const MONEY_INTEGER_DIGITS_MAX = 12;

/** A money amount: decimal text (never a float), ≥ 0, at most 2 decimals and 12 integer digits. */
export const money = () =>
  zDecimal({ maxDecimal: 2 }).refine((text) => (text.split('.')[0] ?? '').length <= MONEY_INTEGER_DIGITS_MAX, { message: 'AmountTooLarge' });

const selectRolesBody = z.object(siteChoice).optional();

/** The fields a person edits. */
const fields = {
  Name: requiredText(ROLE_NAME_MAX),
  Code: requiredText(ROLE_CODE_MAX),
  Description: z.string().max(ROLE_DESCRIPTION_MAX).default(''),
  IsEnabled: z.boolean().default(true),
  Priority: z.int32({ error: wholeNumberError }).min(0).max(ROLE_PRIORITY_MAX).default(0),
  IsCashOnDelivery: z.boolean().default(false),
  IsCreditAmount: z.boolean().default(false),
  DefaultCashOnDeliveryAmount: money().default('0'),
  DefaultCreditAmount: money().default('0'),
  DefaultApis: z.boolean().default(false),
  SettlementCycle: settlementCycle.default(SettlementCycle.PerOrder),
  FullBagCharge: money().default('0'),
};

export const roleQuery = pagedQuery.extend({
  Name: z.string().max(ROLE_NAME_MAX).optional(),
  Code: z.string().max(ROLE_CODE_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

/** The site list of one side's roles, under the spec's paths (platform staff's own back-office roles have no site; site users' always have one). */
const roleList = <S extends 'User' | 'Backstage', PlatformRows extends boolean>(side: S, who: string, platformRows: PlatformRows) =>
  siteListCalls('Role', {
    fields,
    query: roleQuery,
    wire: { SettlementCycle: z.int32() },
    platformRows,
    row: { UserCount: z.int32() },
    detail: { ApiCount: z.int32(), MenuCount: z.int32(), ButtonCount: z.int32() },
    paths: {
      list: `/Role/Get${side}Roles`,
      add: `/Role/Establish${side}Role`,
      getEdit: `/Role/GetEdit${side}RoleInfo`,
      edit: `/Role/Edit${side}Role`,
      delete: `/Role/Delete${side}Role`,
      detail: `/Role/Get${side}RoleById`,
    },
    summaries: {
      list: `${who} roles for the list page, with how many users hold each`,
      add: `Create a ${who.toLowerCase()} role`,
      getEdit: `The edit form values of a ${who.toLowerCase()} role`,
      edit: `Save a ${who.toLowerCase()} role; its holders are told their permissions changed`,
      delete: `Delete a ${who.toLowerCase()} role; refused while users hold it or it is the site's default role`,
      detail: `A ${who.toLowerCase()} role with its counts and change history`,
    },
  });
const userList = roleList('User', 'Site users’', false);
const backstageList = roleList('Backstage', 'Back-office staff', true);

/** The fields, bodies and answers of either side (the staff side's: its site may be null, the platform's own; money as decimal text). */
export const { fields: roleFields, addBody: establishRoleBody, editBody: editRoleBody, editInfo: roleEditInfo, row: roleRow, detail: roleDetail } = backstageList;
export type RoleFields = z.output<typeof roleFields>;
export type RoleEditInfo = z.output<typeof roleEditInfo>;
export type RoleRow = z.output<typeof roleRow>;

/** One API permission in the role permission tree. */
export const grantableApi = z.object({ Key: z.string(), Summary: z.string(), IsDefault: z.boolean() });
/** The calls of one area. */
export const grantableApiArea = z.object({ Area: z.string(), Apis: z.array(grantableApi) });
export const grantableView = z.object({ Id: z.int32(), Name: z.string(), Code: z.string(), Buttons: z.array(z.object({ Id: z.int32(), Key: z.string(), Name: z.string() })) });

export interface GrantableMenu {
  Id: number;
  Name: string;
  Children: GrantableMenu[];
}
export const grantableMenu: z.ZodType<GrantableMenu, GrantableMenu> = z.lazy(() => z.object({ Id: z.int32(), Name: z.string(), Children: z.array(grantableMenu) }));

/**
 * What can be granted to a role of this population and what is granted now. Only calls of access
 * "granted" are listed: public and session calls need no grant.
 */
export const rolePermissions = z.object({
  RoleId: z.int32(),
  RoleName: z.string(),
  DefaultApis: z.boolean(),
  Apis: z.array(grantableApiArea),
  Views: z.array(grantableView),
  Menus: z.array(grantableMenu),
  ApiKeys: z.array(z.string()),
  ButtonIds: z.array(z.int32()),
  MenuIds: z.array(z.int32()),
});
export type RolePermissions = z.output<typeof rolePermissions>;

const idList = z.array(z.int32({ error: numberTypeError }).positive()).max(2000);

/** Replaces the role's grants, all three lists at once, in one transaction. */
export const editRolePermissionsBody = z.object({
  Id: z.int32({ error: numberTypeError }).positive(),
  ApiKeys: z.array(z.string().max(128)).max(2000).default([]),
  ButtonIds: idList.default([]),
  MenuIds: idList.default([]),
});

/** The calls of one side, declared the same way for both: the site list's six, the picker and the permissions. */
function roleCalls<S extends 'User' | 'Backstage', L extends typeof userList | typeof backstageList>(side: S, who: string, list: L) {
  const base = '/Role' as const;
  const common = { access: 'granted', populations: ['backstage'] } as const;
  return {
    list: list.calls.list,
    establish: list.calls.add,
    editInfo: list.calls.getEdit,
    edit: list.calls.edit,
    remove: list.calls.delete,
    byId: list.calls.detail,
    select: defineCall(`${base}/GetSelect${side}Roles`, {
      summary: `Enabled ${who.toLowerCase()} roles of the caller's site (or the site platform staff name), for pickers`,
      request: selectRolesBody,
      response: z.array(idName),
      ...common,
      readOnly: true,
    }),
    permissions: defineCall(`${base}/Get${side}RolePermissions`, {
      summary: `What a ${who.toLowerCase()} role may be granted (APIs by area, views with buttons, the menu tree) and what it holds`,
      request: idBody,
      response: rolePermissions,
      ...common,
      readOnly: true,
    }),
    editPermissions: defineCall(`${base}/Edit${side}RolePermissions`, {
      summary: `Replace a ${who.toLowerCase()} role's API, button and menu grants at once; its holders are told`,
      request: editRolePermissionsBody,
      response: rolePermissions,
      ...common,
    }),
  } satisfies Record<string, CallDefinition>;
}

const userSide = roleCalls('User', 'Site users’', userList);
const backstageSide = roleCalls('Backstage', 'Back-office staff', backstageList);

export const getUserRoles = userSide.list;
export const establishUserRole = userSide.establish;
export const getEditUserRoleInfo = userSide.editInfo;
export const editUserRole = userSide.edit;
export const deleteUserRole = userSide.remove;
export const getUserRoleById = userSide.byId;
export const getSelectUserRoles = userSide.select;
export const getUserRolePermissions = userSide.permissions;
export const editUserRolePermissions = userSide.editPermissions;

export const getBackstageRoles = backstageSide.list;
export const establishBackstageRole = backstageSide.establish;
export const getEditBackstageRoleInfo = backstageSide.editInfo;
export const editBackstageRole = backstageSide.edit;
export const deleteBackstageRole = backstageSide.remove;
export const getBackstageRoleById = backstageSide.byId;
export const getSelectBackstageRoles = backstageSide.select;
export const getBackstageRolePermissions = backstageSide.permissions;
export const editBackstageRolePermissions = backstageSide.editPermissions;

/** Both sides by population, for code that serves either (server routes, web pages). */
export const ROLE_CALLS = { user: userSide, backstage: backstageSide } as const;
/** Each side's six site-list calls as the factory names them, for the list page. */
export const ROLE_LIST_CALLS = { user: userList.calls, backstage: backstageList.calls } as const;
export type RoleSide = keyof typeof ROLE_CALLS;
