import { z } from 'zod';
import { defineCall, type CallDefinition } from './call.ts';
import { idBody, listOf, missingIsEmpty, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';

/**
 * Organisations (spec domain §3 "Organisation", §7 "/Organizes"): a tree per site and population.
 * The user side holds the site users' organisations, the back-office side the staff's; both are
 * managed by back-office staff. The spec's spellings ("Oragnizes") are kept on the wire.
 */

/** What kind of unit an organisation is. */
export const OrganizeType = { Company: 1, Branch: 2, Department: 3, Team: 4 } as const;
export type OrganizeType = (typeof OrganizeType)[keyof typeof OrganizeType];
export const organizeType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue' });

export const ORGANIZE_NAME_MAX = 64;
export const ORGANIZE_CODE_MAX = 32;
export const ORGANIZE_DESCRIPTION_MAX = 255;
export const ORGANIZE_PRIORITY_MAX = 9999;

/** Platform staff (no site) may name the site whose tree they work on; site staff always work on their own site and SiteId is ignored. */
const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

/** The fields a person edits. */
export const organizeFields = z.object({
  Name: requiredText(ORGANIZE_NAME_MAX),
  /** absent: a root organisation */
  ParentId: z.int32({ error: numberTypeError }).positive().nullable().optional(),
  Type: organizeType.default(OrganizeType.Department),
  IsEnabled: z.boolean().default(true),
  Description: z.string().max(ORGANIZE_DESCRIPTION_MAX).default(''),
  Priority: z.int32({ error: wholeNumberError }).min(0).max(ORGANIZE_PRIORITY_MAX).default(0),
  /** optional; unique per site and population when given */
  Code: z.string().max(ORGANIZE_CODE_MAX).default(''),
});
export type OrganizeFields = z.output<typeof organizeFields>;

export const establishOrganizeBody = organizeFields.extend(siteChoice);
export const editOrganizeBody = organizeFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

/** The edit form's values. */
export const organizeEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32().nullable(),
  ParentId: z.int32().nullable(),
  Name: z.string(),
  Type: z.int32(),
  IsEnabled: z.boolean(),
  Description: z.string(),
  Priority: z.int32(),
  Code: z.string(),
});

/** A row of the list page: the edit values plus the subtree (antd shows `Children` as an expandable tree). */
export interface OrganizeRow extends z.output<typeof organizeEditInfo> {
  UserCount: number;
  CreationTime: string;
  Children: OrganizeRow[];
}
export const organizeRow: z.ZodType<OrganizeRow, OrganizeRow> = z.lazy(() =>
  organizeEditInfo.extend({ UserCount: z.int32(), CreationTime: z.string(), Children: z.array(organizeRow) }),
);

export const organizeDetail = organizeEditInfo.extend({
  ParentName: z.string(),
  SiteName: z.string(),
  UserCount: z.int32(),
  ChildCount: z.int32(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  /** the record's changes, newest first (who, when, what) */
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});

/** The list page's query: paged over the roots; a filter answers the matching organisations with their subtrees. */
export const organizeQuery = pagedQuery.extend({
  Name: z.string().max(ORGANIZE_NAME_MAX).optional(),
  Code: z.string().max(ORGANIZE_CODE_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  Type: organizeType.optional(),
  ...siteChoice,
});

export interface OrganizeNode {
  Id: number;
  Name: string;
  HasChildren: boolean;
  Children: OrganizeNode[];
}
export const organizeNode: z.ZodType<OrganizeNode, OrganizeNode> = z.lazy(() =>
  z.object({ Id: z.int32(), Name: z.string(), HasChildren: z.boolean(), Children: z.array(organizeNode) }),
);

/** The picker's query: the spec's paged query (the tree is answered whole, loaded once). */
export const selectOrganizeQuery = pagedQuery.extend(siteChoice);

/** The seven calls of one side, declared the same way for both. */
function organizeCalls<S extends 'User' | 'Backstage'>(side: S, who: string) {
  const base = '/Organizes' as const;
  const common = { access: 'granted', populations: ['backstage'] } as const;
  return {
    list: defineCall(`${base}/Get${side}Organizes`, {
      summary: `${who} organisations for the list page: paged over the roots, each with its Children`,
      request: organizeQuery,
      response: listOf(organizeRow),
      ...common,
      readOnly: true,
    }),
    establish: defineCall(`${base}/Establish${side}Organizes`, {
      summary: `Create a ${who.toLowerCase()} organisation`,
      request: establishOrganizeBody,
      response: z.object({ Id: z.int32() }),
      ...common,
    }),
    editInfo: defineCall(`${base}/GetEdit${side}OragnizesInfo`, {
      summary: `The edit form values of a ${who.toLowerCase()} organisation`,
      request: idBody,
      response: organizeEditInfo,
      ...common,
      readOnly: true,
    }),
    edit: defineCall(`${base}/Edit${side}Oragnizes`, {
      summary: `Save a ${who.toLowerCase()} organisation (it cannot be moved under itself or a descendant)`,
      request: editOrganizeBody,
      response: organizeEditInfo,
      ...common,
    }),
    remove: defineCall(`${base}/Delete${side}Oragnizes`, {
      summary: `Delete a ${who.toLowerCase()} organisation; refused while it has child organisations or users`,
      request: idBody,
      response: z.null(),
      ...common,
    }),
    byId: defineCall(`${base}/Get${side}OrganizeById`, {
      summary: `A ${who.toLowerCase()} organisation with its parent, counts and change history`,
      request: idBody,
      response: organizeDetail,
      ...common,
      readOnly: true,
    }),
    select: defineCall(`${base}/GetSelect${side}Organizes`, {
      summary: `The organisation tree of the ${who.toLowerCase()}, whole, for the organisation picker`,
      request: selectOrganizeQuery,
      response: listOf(organizeNode),
      ...common,
      readOnly: true,
    }),
  } satisfies Record<string, CallDefinition>;
}

const userSide = organizeCalls('User', 'Site users’');
const backstageSide = organizeCalls('Backstage', 'Back-office staff');

export const getUserOrganizes = userSide.list;
export const establishUserOrganizes = userSide.establish;
export const getEditUserOragnizesInfo = userSide.editInfo;
export const editUserOragnizes = userSide.edit;
export const deleteUserOragnizes = userSide.remove;
export const getUserOrganizeById = userSide.byId;
export const getSelectUserOrganizes = userSide.select;

export const getBackstageOrganizes = backstageSide.list;
export const establishBackstageOrganizes = backstageSide.establish;
export const getEditBackstageOragnizesInfo = backstageSide.editInfo;
export const editBackstageOragnizes = backstageSide.edit;
export const deleteBackstageOragnizes = backstageSide.remove;
export const getBackstageOrganizeById = backstageSide.byId;
export const getSelectBackstageOrganizes = backstageSide.select;

/** Both sides by population, for code that serves either (server routes, web pages). */
export const ORGANIZE_CALLS = { user: userSide, backstage: backstageSide } as const;
export type OrganizeSide = keyof typeof ORGANIZE_CALLS;
