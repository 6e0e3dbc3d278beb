import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { auditLogs, roleButtons, roleMenus, userRoles, users, viewButtons } from './tables.ts';

/**
 * What the administration of roles, menus and views shares: who may write product-wide tables,
 * whom a change of access concerns, and the change history shown on a record's detail page.
 */

/** Menus and views are the same on every site: only platform staff (no site) may write them. */
export function requirePlatformStaff(actor: Actor): void {
  if (actor.siteId !== null) throw forbidden('PlatformStaffOnly');
}

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

export interface AuditTrailEntry {
  Action: string;
  ActorName: string;
  CreationTime: string;
  Before: unknown;
  After: unknown;
}

/** A record's changes, newest first (the detail pages show them). */
export async function auditTrail(tx: Executor, entity: string, entityId: number): Promise<AuditTrailEntry[]> {
  const rows = await tx
    .select({ action: auditLogs.action, actorName: users.userName, createdAt: auditLogs.createdAt, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId))))
    .orderBy(desc(auditLogs.id))
    .limit(50);
  return rows.map((a) => ({ Action: a.action, ActorName: a.actorName ?? '', CreationTime: a.createdAt.toISOString(), Before: a.before, After: a.after }));
}

/** Tree rows by parent, ordered by a key then id. */
export function childrenByParent<T extends { id: number; parentId: number | null }>(rows: readonly T[], order: (a: T, b: T) => number): Map<number | null, T[]> {
  const sorted = [...rows].sort((a, b) => order(a, b) || a.id - b.id);
  const map = new Map<number | null, T[]>();
  for (const r of sorted) map.set(r.parentId, [...(map.get(r.parentId) ?? []), r]);
  return map;
}
