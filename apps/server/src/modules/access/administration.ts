import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { roleButtons, roleMenus, userRoles, users, viewButtons } from './tables.ts';

/** What the administration of roles, menus and views shares: whom a change of access concerns, and trees. */

/** The users holding any of these roles (row-level security keeps site staff to their own site's). */
export async function holdersOfRoles(tx: Executor, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await tx.selectDistinct({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, [...roleIds]));
  return rows.map((r) => r.id);
}

/** The users whose sidebar shows one of these menus: holders of a role granting it, and the population's super users (who see every menu). */
export async function holdersOfMenus(tx: Executor, menuIds: readonly number[], population: number): Promise<number[]> {
  if (menuIds.length === 0) return [];
  const roles = await tx.selectDistinct({ id: roleMenus.roleId }).from(roleMenus).where(inArray(roleMenus.menuId, [...menuIds]));
  return mergeIds(await holdersOfRoles(tx, roles.map((r) => r.id)), await superUsers(tx, population));
}

/** The users who see buttons of this view: holders of a role granting one, and the population's super users. */
export async function holdersOfView(tx: Executor, viewId: number, population: number): Promise<number[]> {
  const roles = await tx
    .selectDistinct({ id: roleButtons.roleId })
    .from(roleButtons)
    .innerJoin(viewButtons, eq(viewButtons.id, roleButtons.buttonId))
    .where(eq(viewButtons.viewId, viewId));
  return mergeIds(await holdersOfRoles(tx, roles.map((r) => r.id)), await superUsers(tx, population));
}

async function superUsers(tx: Executor, population: number): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.isSuperUser, true), eq(users.accountType, population)));
  return rows.map((r) => r.id);
}

const mergeIds = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** Tree rows by parent, ordered by a key then id. */
export function childrenByParent<T extends { id: number; parentId: number | null }>(rows: readonly T[], order: (a: T, b: T) => number): Map<number | null, T[]> {
  const sorted = [...rows].sort((a, b) => order(a, b) || a.id - b.id);
  const map = new Map<number | null, T[]>();
  for (const r of sorted) map.set(r.parentId, [...(map.get(r.parentId) ?? []), r]);
  return map;
}
