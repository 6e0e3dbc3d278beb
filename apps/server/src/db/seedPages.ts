import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../platform/db.ts';
import { menus, roleApiPermissions, roleButtons, roleMenus, roles, viewButtons, views } from './schema.ts';

/** The demo sites' customer roles: every page a customer uses is granted to each. */
export const PORTAL_ROLE_CODES = ['customer', 'vip', 'wholesale'] as const;

/** A page of a menu group: its router name, the view's name, its icon and the button keys it checks. */
interface PageSeed {
  router: string;
  name: string;
  icon: string;
  buttons: string[];
  /** Listed among the views even without buttons (as the countries page is, for its buttons to be added on the views page). */
  viewWithoutButtons?: boolean;
}

/** A top-level menu group of one population (1 back office, 2 portal) and the pages an area adds to it. */
export interface MenuGroupSeed {
  population: 1 | 2;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** Sort of the area's first page within the group (areas sharing a group keep apart). */
  firstPageSort: number;
  pages: PageSeed[];
}

export interface SeededPages {
  menuIds: number[];
  buttonIds: number[];
}

/** Adds an area's pages under their group (made here when no other area made it yet), with the views of their buttons. */
export async function seedMenuGroup(tx: Executor, group: MenuGroupSeed): Promise<SeededPages> {
  const menuIds: number[] = [];
  const buttonIds: number[] = [];
  let [parent] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.population, group.population), isNull(menus.parentId), eq(menus.name, group.name)));
  if (!parent) {
    [parent] = await tx.insert(menus).values({ population: group.population, name: group.name, path: group.path, icon: group.icon, sort: group.sort }).returning({ id: menus.id });
    menuIds.push(parent!.id);
  }
  for (const [i, page] of group.pages.entries()) {
    const [menu] = await tx
      .insert(menus)
      .values({ population: group.population, parentId: parent!.id, name: page.router, path: page.router, router: page.router, icon: page.icon, sort: group.firstPageSort + i })
      .returning({ id: menus.id });
    menuIds.push(menu!.id);
    // A view is a page's buttons; a page without buttons (and a view code is unique across populations) has none unless asked for.
    if (page.buttons.length === 0 && !page.viewWithoutButtons) continue;
    const [view] = await tx.insert(views).values({ population: group.population, name: page.name, code: page.router }).returning({ id: views.id });
    if (page.buttons.length === 0) continue;
    const rows = await tx
      .insert(viewButtons)
      .values(page.buttons.map((key) => ({ viewId: view!.id, key, name: key.split('.')[1]! })))
      .returning({ id: viewButtons.id });
    buttonIds.push(...rows.map((r) => r.id));
  }
  return { menuIds, buttonIds };
}

/** Grants pages (menus and buttons) and API calls to every role, of any site, whose code is one of `roleCodes`; what a role holds already is kept. */
export async function grantPages(tx: Executor, roleCodes: readonly string[], pages: SeededPages, apiKeys: readonly string[] = []) {
  const holders = await tx
    .select({ id: roles.id, siteId: roles.siteId })
    .from(roles)
    .where(inArray(roles.code, [...roleCodes]));
  for (const role of holders) {
    const { siteId, id: roleId } = role;
    if (pages.menuIds.length) await tx.insert(roleMenus).values(pages.menuIds.map((menuId) => ({ siteId, roleId, menuId }))).onConflictDoNothing();
    if (pages.buttonIds.length) await tx.insert(roleButtons).values(pages.buttonIds.map((buttonId) => ({ siteId, roleId, buttonId }))).onConflictDoNothing();
    if (apiKeys.length) await tx.insert(roleApiPermissions).values(apiKeys.map((apiKey) => ({ siteId, roleId, apiKey }))).onConflictDoNothing();
  }
}
