import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, missingIsEmpty, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';

export interface MenuNode {
  Name: string;
  Path: string;
  Router: string;
  Icon: string;
  Invisible: boolean;
  Children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode, MenuNode> = z.lazy(() =>
  z.object({
    Name: z.string(),
    Path: z.string(),
    Router: z.string(),
    Icon: z.string(),
    Invisible: z.boolean(),
    Children: z.array(menuNode),
  }),
);

/**
 * Pages only platform staff work on (their calls refuse site staff): their menus and view buttons
 * never reach site staff, super users included, and cannot be granted to a site's roles. By
 * router name, which is also the page's view code.
 */
export const PLATFORM_ONLY_PAGES: readonly string[] = ['SitesIndex'];

export const getCurrentUserMenus = defineCall('/Menus/GetCurrentUserMenus', {
  summary: "The menu tree the signed-in user's roles grant (the shell builds routes from it)",
  request: z.object({}).optional(),
  response: z.object({ Children: z.array(menuNode) }),
  access: 'session',
});

/**
 * Menu administration (spec domain §7 "/Menus"). Menus are product-wide (no site): the pages are the
 * same on every site, so only platform staff (no site) may create, edit or delete them; site staff
 * read them (to grant them to their roles). Both populations' menus are served by the spec's calls
 * with a Population field (1 back-office staff, 2 site users) rather than a parallel set of calls:
 * the spec names one set, and a menu's population never changes after it is created.
 *
 * Deleting a menu that still has sub-menus is refused (move or delete them first); its grants to
 * roles go with it and the users who held it are told (UserPermissionChange), because a page the
 * platform removes should leave every site's sidebar at once.
 */

export const MENU_NAME_MAX = 64;
export const MENU_PATH_MAX = 255;
export const MENU_ROUTER_MAX = 128;
export const MENU_ICON_MAX = 64;
export const MENU_SORT_MAX = 9999;

export const menuPopulation = z.union([z.literal(1), z.literal(2)], { error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue' });

export const menuFields = z.object({
  Name: requiredText(MENU_NAME_MAX),
  /** absent: a top-level entry */
  ParentId: z.int32({ error: numberTypeError }).positive().nullable().optional(),
  /** a top-level entry's path starts with "/"; a child's is relative (built from its name when empty) */
  Path: z.string().max(MENU_PATH_MAX).default(''),
  /** the page's name in the web app's page registry; empty for a container */
  Router: z.string().max(MENU_ROUTER_MAX).default(''),
  Icon: z.string().max(MENU_ICON_MAX).default(''),
  Invisible: z.boolean().default(false),
  Sort: z.int32({ error: wholeNumberError }).min(0).max(MENU_SORT_MAX).default(0),
});
export type MenuFields = z.output<typeof menuFields>;

export const establishMenuBody = menuFields.extend({ Population: menuPopulation });
export const editMenuBody = menuFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

export const menuEditInfo = z.object({
  Id: z.int32(),
  Population: z.int32(),
  ParentId: z.int32().nullable(),
  Name: z.string(),
  Path: z.string(),
  Router: z.string(),
  Icon: z.string(),
  Invisible: z.boolean(),
  Sort: z.int32(),
});

export interface MenuRow extends z.output<typeof menuEditInfo> {
  RoleCount: number;
  CreationTime: string;
  Children: MenuRow[];
}
export const menuRow: z.ZodType<MenuRow, MenuRow> = z.lazy(() => menuEditInfo.extend({ RoleCount: z.int32(), CreationTime: z.string(), Children: z.array(menuRow) }));

export const menuDetail = menuEditInfo.extend({
  ParentName: z.string(),
  ChildCount: z.int32(),
  /** roles (of the caller's reach) that grant this menu */
  RoleCount: z.int32(),
  CreationTime: z.string(),
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});

/** The list page's query: one population's tree, paged over the top-level entries; a filter answers the matches with their subtrees. */
export const menuQuery = pagedQuery.extend({
  Population: menuPopulation.default(1),
  Name: z.string().max(MENU_NAME_MAX).optional(),
  Router: z.string().max(MENU_ROUTER_MAX).optional(),
});

export interface MenuOption {
  Id: number;
  Name: string;
  HasChildren: boolean;
  Children: MenuOption[];
}
export const menuOption: z.ZodType<MenuOption, MenuOption> = z.lazy(() =>
  z.object({ Id: z.int32(), Name: z.string(), HasChildren: z.boolean(), Children: z.array(menuOption) }),
);

/** The spec's "query parameters" of GetSelectBackstageMenus: the population, and a menu whose subtree to leave out (a parent cannot be chosen below itself). */
export const selectMenusQuery = z.object({
  Population: menuPopulation.default(1),
  ExcludeId: z.int32({ error: numberTypeError }).positive().optional(),
});

const menuAdmin = { access: 'granted', populations: ['backstage'] } as const;

export const getBackstageMenus = defineCall('/Menus/GetBackstageMenus', {
  summary: 'One population’s menu tree for the list page, paged over the top-level entries, with how many roles grant each',
  request: menuQuery,
  response: listOf(menuRow),
  ...menuAdmin,
  readOnly: true,
});
export const establishBackstageMenu = defineCall('/Menus/EstablishBackstageMenu', {
  summary: 'Create a menu entry (platform staff only: menus are the same on every site)',
  request: establishMenuBody,
  response: z.object({ Id: z.int32() }),
  ...menuAdmin,
});
export const getEditBackstageMenuInfo = defineCall('/Menus/GetEditBackstageMenuInfo', { summary: 'The edit form values of a menu entry', request: idBody, response: menuEditInfo, ...menuAdmin, readOnly: true });
export const editBackstageMenu = defineCall('/Menus/EditBackstageMenu', {
  summary: 'Save a menu entry (platform staff only); the users it is granted to are told',
  request: editMenuBody,
  response: menuEditInfo,
  ...menuAdmin,
});
export const deleteBackstageMenu = defineCall('/Menus/DeleteBackstageMenu', {
  summary: 'Delete a menu entry (platform staff only); refused while it has sub-menus, its grants go with it',
  request: idBody,
  response: z.null(),
  ...menuAdmin,
});
export const getBackstageMenuById = defineCall('/Menus/GetBackstageMenuById', { summary: 'A menu entry with its parent, counts and change history', request: idBody, response: menuDetail, ...menuAdmin, readOnly: true });
export const getSelectBackstageMenus = defineCall('/Menus/GetSelectBackstageMenus', {
  summary: 'One population’s whole menu tree for pickers (parent choice, grants)',
  request: selectMenusQuery,
  response: z.array(menuOption),
  ...menuAdmin,
  readOnly: true,
});
export const authorizationMenu = defineCall('/Menus/AuthorizationMenu', {
  summary: 'Replace the menus granted to a role (of the role’s population); its holders are told',
  request: z.object({
    RoleId: z.int32({ error: numberTypeError }).positive(),
    MenuIds: z.array(z.int32({ error: numberTypeError }).positive()).max(2000).default([]),
  }),
  response: z.object({ MenuIds: z.array(z.int32()) }),
  ...menuAdmin,
});

/** The list page's six calls by the site-list factory's names (menus are a siteless list). */
export const menuCalls = {
  list: getBackstageMenus,
  add: establishBackstageMenu,
  getEdit: getEditBackstageMenuInfo,
  edit: editBackstageMenu,
  delete: deleteBackstageMenu,
  detail: getBackstageMenuById,
};
