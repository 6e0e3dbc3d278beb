import { z } from 'zod';
import { defineCall, type CallDefinition } from './call.ts';
import { listOf, missingIsEmpty, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { recordId, siteChoice } from './siteRecords.ts';

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

const fields = {
  Name: requiredText(ORGANIZE_NAME_MAX),
  /** absent: a root organisation */
  ParentId: recordId().nullable().optional(),
  Type: organizeType.default(OrganizeType.Department),
  IsEnabled: z.boolean().default(true),
  Description: z.string().max(ORGANIZE_DESCRIPTION_MAX).default(''),
  Priority: z.int32({ error: wholeNumberError }).min(0).max(ORGANIZE_PRIORITY_MAX).default(0),
  /** optional; unique per site and population when given */
  Code: z.string().max(ORGANIZE_CODE_MAX).default(''),
};

/** The list page's query: paged over the roots; a filter answers the matching organisations with their subtrees. */
export const organizeQuery = pagedQuery.extend({
  Name: z.string().max(ORGANIZE_NAME_MAX).optional(),
  Code: z.string().max(ORGANIZE_CODE_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  Type: organizeType.optional(),
  ...siteChoice,
});

/** A row of the list page: the edit values plus the subtree (antd shows `Children` as an expandable tree). */
export interface OrganizeRow extends z.output<typeof organizeEditInfo> {
  UserCount: number;
  CreationTime: string;
  Children: OrganizeRow[];
}
// Lazy: the edit values are the factory's, declared below.
export const organizeRow: z.ZodType<OrganizeRow, OrganizeRow> = z.lazy(() =>
  organizeEditInfo.extend({ UserCount: z.int32(), CreationTime: z.string(), Children: z.array(organizeRow) }),
);

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

const backstage = { access: 'granted', populations: ['backstage'] } as const;

/**
 * The seven calls of one side, declared the same way for both: the site list's six under the
 * spec's paths (platform staff's own back-office organisations have no site), and the picker.
 */
function organizeCalls<S extends 'User' | 'Backstage', PlatformRows extends boolean>(side: S, who: string, platformRows: PlatformRows) {
  const base = '/Organizes' as const;
  const { fields: organizeFields, editInfo, calls } = siteListCalls('Organizes', {
    fields,
    query: organizeQuery,
    wire: { Type: z.int32() },
    platformRows,
    row: { UserCount: z.int32() },
    detail: { ParentName: z.string(), ChildCount: z.int32() },
    paths: {
      list: `${base}/Get${side}Organizes`,
      add: `${base}/Establish${side}Organizes`,
      getEdit: `${base}/GetEdit${side}OragnizesInfo`,
      edit: `${base}/Edit${side}Oragnizes`,
      delete: `${base}/Delete${side}Oragnizes`,
      detail: `${base}/Get${side}OrganizeById`,
    },
    summaries: {
      list: `${who} organisations for the list page: paged over the roots, each with its Children`,
      add: `Create a ${who.toLowerCase()} organisation`,
      getEdit: `The edit form values of a ${who.toLowerCase()} organisation`,
      edit: `Save a ${who.toLowerCase()} organisation (it cannot be moved under itself or a descendant)`,
      delete: `Delete a ${who.toLowerCase()} organisation; refused while it has child organisations or users`,
      detail: `A ${who.toLowerCase()} organisation with its parent, counts and change history`,
    },
  });
  const sideCalls = {
    // The list answers a tree (rows with their Children), not the factory's flat page.
    list: defineCall(calls.list.path, { summary: calls.list.summary, request: organizeQuery, response: listOf(organizeRow), readOnly: true, ...backstage }),
    add: calls.add,
    getEdit: calls.getEdit,
    edit: calls.edit,
    delete: calls.delete,
    detail: calls.detail,
    select: defineCall(`${base}/GetSelect${side}Organizes`, {
      summary: `The organisation tree of the ${who.toLowerCase()}, whole, for the organisation picker`,
      request: selectOrganizeQuery,
      response: listOf(organizeNode),
      readOnly: true,
      ...backstage,
    }),
  } satisfies Record<string, CallDefinition>;
  return { fields: organizeFields, editInfo, calls: sideCalls };
}

// Platform staff's own back-office organisations have no site; site users' always have one.
const userSide = organizeCalls('User', 'Site users’', false);
const backstageSide = organizeCalls('Backstage', 'Back-office staff', true);

/** The fields a person edits, and the edit form's values of either side (the staff side's: its site may be null, the platform's own). */
export const { fields: organizeFields, editInfo: organizeEditInfo } = backstageSide;
export type OrganizeFields = z.output<typeof organizeFields>;

export const {
  list: getUserOrganizes,
  add: establishUserOrganizes,
  getEdit: getEditUserOragnizesInfo,
  edit: editUserOragnizes,
  delete: deleteUserOragnizes,
  detail: getUserOrganizeById,
  select: getSelectUserOrganizes,
} = userSide.calls;

export const {
  list: getBackstageOrganizes,
  add: establishBackstageOrganizes,
  getEdit: getEditBackstageOragnizesInfo,
  edit: editBackstageOragnizes,
  delete: deleteBackstageOragnizes,
  detail: getBackstageOrganizeById,
  select: getSelectBackstageOrganizes,
} = backstageSide.calls;

/** Both sides by population, for code that serves either (server routes, web pages). */
export const ORGANIZE_CALLS = { user: userSide.calls, backstage: backstageSide.calls } as const;
export type OrganizeSide = keyof typeof ORGANIZE_CALLS;
