import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { AccountType, menus as menuContract, type MenuNode } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { Hub } from '../../platform/hub.ts';
import { sites } from '../sites/tables.ts';
import { menus, roleButtons, roleMenus, roles, userRoles, users, viewButtons, views } from './tables.ts';

const populationCode = (actor: Actor) => (actor.population === 'user' ? AccountType.SiteUser : AccountType.Backstage);
/** Site staff never get a platform-only page's menu or buttons, whatever their roles or super-user flag say. */
const PLATFORM_ONLY = [...menuContract.PLATFORM_ONLY_PAGES];
const viewsOf = (actor: Actor) => and(eq(views.population, populationCode(actor)), actor.siteId === null ? undefined : notInArray(views.code, PLATFORM_ONLY));

/** Ids of the caller's enabled roles. */
async function enabledRoleIds(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isEnabled, true)))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

export async function userInfo(tx: Executor, actor: Actor) {
  const [user] = await tx
    .select({ id: users.id, nickName: users.nickName, userName: users.userName, avatar: users.avatar, isSuperUser: users.isSuperUser, accountType: users.accountType, siteId: users.siteId, siteName: sites.siteName, mustChangePassword: users.mustChangePassword })
    .from(users)
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, actor.userId));
  if (!user) throw unauthorized('AccountDisabled');
  const roleIds = await enabledRoleIds(tx, actor.userId);
  // A super user sees every button of their population; others only what their roles grant (of their population).
  const buttons = user.isSuperUser
    ? await tx
        .select({ key: viewButtons.key })
        .from(viewButtons)
        .innerJoin(views, and(eq(views.id, viewButtons.viewId), viewsOf(actor)))
    : roleIds.length === 0
      ? []
      : await tx
          .selectDistinct({ key: viewButtons.key })
          .from(roleButtons)
          .innerJoin(viewButtons, eq(viewButtons.id, roleButtons.buttonId))
          .innerJoin(views, and(eq(views.id, viewButtons.viewId), viewsOf(actor)))
          .where(inArray(roleButtons.roleId, roleIds));
  return {
    UserId: user.id,
    NickName: user.nickName || user.userName,
    Avatar: user.avatar,
    IsSuperUser: user.isSuperUser,
    AccountTypeCode: user.accountType === AccountType.SiteUser ? (2 as const) : (1 as const),
    Buttons: buttons.map((b) => b.key).sort(),
    SiteId: user.siteId,
    SiteName: user.siteName ?? '',
    MustChangePassword: user.mustChangePassword,
  };
}

/** The menu tree of the caller's roles (a super user gets every menu of the population), parents kept for granted children. */
export async function userMenus(tx: Executor, actor: Actor): Promise<{ Children: MenuNode[] }> {
  const all = await tx
    .select()
    .from(menus)
    .where(and(eq(menus.population, populationCode(actor)), actor.siteId === null ? undefined : notInArray(menus.router, PLATFORM_ONLY)))
    .orderBy(asc(menus.sort), asc(menus.id));
  // The stored flag, not the token's claim: the menus must agree with GetUserInfoDetailedInfo's IsSuperUser.
  const [me] = await tx.select({ isSuperUser: users.isSuperUser }).from(users).where(eq(users.id, actor.userId));
  let granted: Set<number>;
  if (me?.isSuperUser) {
    granted = new Set(all.map((m) => m.id));
  } else {
    const roleIds = await enabledRoleIds(tx, actor.userId);
    const rows = roleIds.length === 0 ? [] : await tx.select({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
    granted = new Set(rows.map((r) => r.id));
    const byId = new Map(all.map((m) => [m.id, m]));
    // Walk up until an entry already kept: its own ancestors are (or will be) added from it, and a
    // parent cycle in the table cannot loop forever.
    for (const id of [...granted]) {
      for (let parent = byId.get(id)?.parentId; parent != null && !granted.has(parent); parent = byId.get(parent)?.parentId) {
        granted.add(parent);
      }
    }
  }
  const build = (parentId: number | null): MenuNode[] =>
    all
      .filter((m) => m.parentId === parentId && granted.has(m.id))
      .map((m) => ({ Name: m.name, Path: m.path, Router: m.router, Icon: m.icon, Invisible: m.invisible, Children: build(m.id) }));
  return { Children: build(null) };
}

/** Tell users their permissions changed; the shell shows a notice and reloads after two minutes. */
export function notifyPermissionChange(hub: Hub, userIds: readonly number[]) {
  hub.pushToUsers(userIds, { InfoType: 'UserPermissionChange', Title: 'UserPermissionChange', Message: '', MessageType: 0 });
}
