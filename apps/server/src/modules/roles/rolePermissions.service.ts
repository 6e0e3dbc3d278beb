import { and, asc, eq, inArray, like, notInArray } from 'drizzle-orm';
import { BUTTON_CALLS, callSummary, menus as menuContract, type Language, type RoleSide, type roles as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { childrenByParent, holdersOfRoles } from '../access/index.ts';
import { apiPermissions, menus, roleApiPermissions, roleButtons, roleMenus, roles, userRoles, users, viewButtons, views } from '../access/tables.ts';
import { defaultApiKeys, findRole, POPULATION_NAME, ROLE_ENTITY } from './roles.service.ts';
import type { Announce } from '../../platform/siteLists.ts';

/**
 * A role's grants: API permissions, view buttons and menus, all of the role's population.
 *
 * Saving replaces the three lists in the request's one transaction, and the role's holders are told
 * (UserPermissionChange) after it commits; the shell reloads their menus and buttons.
 *
 * Nobody can hand out more than they have: a caller who is not a super user may add only API
 * permissions they hold themselves, and only buttons whose calls (BUTTON_CALLS) they hold (grants
 * already on the role may stay), so a person allowed to edit roles cannot lift themselves, or a
 * colleague, above their own rights. Nor can a site's role
 * receive the menu or buttons of a page only platform staff use (menus.PLATFORM_ONLY_PAGES).
 */

type Role = typeof roles.$inferSelect;
type Permissions = contract.RolePermissions;

async function grantableApis(tx: Executor, population: 1 | 2) {
  return tx
    .select({ key: apiPermissions.key, area: apiPermissions.area, summary: apiPermissions.summary })
    .from(apiPermissions)
    .where(and(eq(apiPermissions.access, 'granted'), like(apiPermissions.populations, `%${POPULATION_NAME[population]}%`)))
    .orderBy(asc(apiPermissions.area), asc(apiPermissions.key));
}

const PLATFORM_ONLY = [...menuContract.PLATFORM_ONLY_PAGES];

async function grantableButtons(tx: Executor, role: Role) {
  return tx
    .select({ viewId: views.id, viewName: views.name, code: views.code, id: viewButtons.id, key: viewButtons.key, name: viewButtons.name })
    .from(views)
    .leftJoin(viewButtons, eq(viewButtons.viewId, views.id))
    .where(and(eq(views.population, role.population), role.siteId === null ? undefined : notInArray(views.code, PLATFORM_ONLY)))
    .orderBy(asc(views.name), asc(views.id), asc(viewButtons.id));
}

async function grantableMenus(tx: Executor, role: Role) {
  return tx
    .select({ id: menus.id, parentId: menus.parentId, name: menus.name, sort: menus.sort })
    .from(menus)
    .where(and(eq(menus.population, role.population), role.siteId === null ? undefined : notInArray(menus.router, PLATFORM_ONLY)));
}

/** A site's role asked for a platform-only page's menu or button: refused by its name, not as an unknown id. */
async function refusePlatformOnly(tx: Executor, role: Role, menuIds: readonly number[], buttonIds: readonly number[]) {
  if (role.siteId === null) return;
  const [menu] = menuIds.length ? await tx.select({ name: menus.name }).from(menus).where(and(inArray(menus.id, [...menuIds]), inArray(menus.router, PLATFORM_ONLY))).limit(1) : [];
  if (menu) throw invalid('MenuIds', 'PlatformOnlyGrant', { value: menu.name });
  const [button] = buttonIds.length
    ? await tx.select({ key: viewButtons.key }).from(viewButtons).innerJoin(views, eq(views.id, viewButtons.viewId)).where(and(inArray(viewButtons.id, [...buttonIds]), inArray(views.code, PLATFORM_ONLY))).limit(1)
    : [];
  if (button) throw invalid('ButtonIds', 'PlatformOnlyGrant', { value: button.key });
}

async function currentGrants(tx: Executor, roleId: number) {
  const apis = await tx.select({ key: roleApiPermissions.apiKey }).from(roleApiPermissions).where(eq(roleApiPermissions.roleId, roleId)).orderBy(asc(roleApiPermissions.apiKey));
  const buttons = await tx.select({ id: roleButtons.buttonId }).from(roleButtons).where(eq(roleButtons.roleId, roleId)).orderBy(asc(roleButtons.buttonId));
  const menuRows = await tx.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)).orderBy(asc(roleMenus.menuId));
  return { ApiKeys: apis.map((a) => a.key), ButtonIds: buttons.map((b) => b.id), MenuIds: menuRows.map((m) => m.id) };
}

/** `language`: the API summaries are answered in it. */
async function permissionsOf(tx: Executor, role: Role, language: Language): Promise<Permissions> {
  const population = role.population as 1 | 2;
  const defaults = new Set(role.defaultApis ? defaultApiKeys(population) : []);
  const areas = new Map<string, contract.RolePermissions['Apis'][number]>();
  for (const api of await grantableApis(tx, population)) {
    const area = areas.get(api.area) ?? { Area: api.area, Apis: [] };
    area.Apis.push({ Key: api.key, Summary: callSummary({ path: api.key as `/${string}/${string}`, summary: api.summary }, language), IsDefault: defaults.has(api.key) });
    areas.set(api.area, area);
  }
  const viewMap = new Map<number, Permissions['Views'][number]>();
  for (const b of await grantableButtons(tx, role)) {
    const view = viewMap.get(b.viewId) ?? { Id: b.viewId, Name: b.viewName, Code: b.code, Buttons: [] };
    if (b.id !== null && b.key !== null && b.name !== null) view.Buttons.push({ Id: b.id, Key: b.key, Name: b.name });
    viewMap.set(b.viewId, view);
  }
  const menuRows = await grantableMenus(tx, role);
  const children = childrenByParent(menuRows, (a, b) => a.sort - b.sort);
  const toNode = (m: (typeof menuRows)[number]): contract.GrantableMenu => ({ Id: m.id, Name: m.name, Children: (children.get(m.id) ?? []).map(toNode) });
  return {
    RoleId: role.id,
    RoleName: role.name,
    DefaultApis: role.defaultApis,
    Apis: [...areas.values()],
    Views: [...viewMap.values()],
    Menus: (children.get(null) ?? []).map(toNode),
    ...(await currentGrants(tx, role.id)),
  };
}

export async function getRolePermissions(tx: Executor, actor: Actor, side: RoleSide, id: number, language: Language): Promise<Permissions> {
  return permissionsOf(tx, await findRole(tx, actor, side, id), language);
}

/** API keys the caller holds through their enabled roles: as API permissions, or behind the buttons they hold (BUTTON_CALLS). */
async function keysHeldBy(tx: Executor, userId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ key: roleApiPermissions.apiKey })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isEnabled, true)))
    .innerJoin(roleApiPermissions, eq(roleApiPermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const buttons = await tx
    .selectDistinct({ key: viewButtons.key })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isEnabled, true)))
    .innerJoin(roleButtons, eq(roleButtons.roleId, roles.id))
    .innerJoin(viewButtons, eq(viewButtons.id, roleButtons.buttonId))
    .where(eq(userRoles.userId, userId));
  return new Set([...rows.map((r) => r.key), ...buttons.flatMap((b) => BUTTON_CALLS[b.key] ?? [])]);
}

/** The first call a newly granted button would give that the caller does not hold. */
async function unheldButtonCall(tx: Executor, buttonIds: readonly number[], held: Set<string>): Promise<string | undefined> {
  if (buttonIds.length === 0) return undefined;
  const rows = await tx.select({ key: viewButtons.key }).from(viewButtons).where(inArray(viewButtons.id, [...buttonIds]));
  return rows.flatMap((b) => BUTTON_CALLS[b.key] ?? []).find((key) => !held.has(key));
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Every id must be one of `allowed`; the message names the first that is not. */
function checkAllOf<T>(field: string, wanted: readonly T[], allowed: Set<T>) {
  const stranger = wanted.find((v) => !allowed.has(v));
  if (stranger !== undefined) throw invalid(field, 'NotOfRolePopulation', { value: String(stranger) });
}

/** Replace the role's menu grants with `menuIds` (checked to be of the role's population). */
async function replaceMenuGrants(tx: Executor, role: Role, menuIds: readonly number[]) {
  const wanted = unique(menuIds);
  await refusePlatformOnly(tx, role, wanted, []);
  checkAllOf('MenuIds', wanted, new Set((await grantableMenus(tx, role)).map((m) => m.id)));
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
  if (wanted.length) await tx.insert(roleMenus).values(wanted.map((menuId) => ({ siteId: role.siteId, roleId: role.id, menuId })));
}

export async function editRolePermissions(
  tx: Executor,
  actor: Actor,
  side: RoleSide,
  body: z.output<typeof contract.editRolePermissionsBody>,
  announce: Announce,
  language: Language,
): Promise<Permissions> {
  const role = await findRole(tx, actor, side, body.Id);
  const population = role.population as 1 | 2;
  const apiKeys = unique(body.ApiKeys);
  const buttonIds = unique(body.ButtonIds);
  checkAllOf('ApiKeys', apiKeys, new Set((await grantableApis(tx, population)).map((a) => a.key)));
  await refusePlatformOnly(tx, role, [], buttonIds);
  checkAllOf('ButtonIds', buttonIds, new Set((await grantableButtons(tx, role)).flatMap((b) => (b.id === null ? [] : [b.id]))));
  if (role.defaultApis) {
    const missing = defaultApiKeys(population).find((key) => !apiKeys.includes(key));
    if (missing) throw invalid('ApiKeys', 'DefaultApisRequired', { value: missing });
  }
  const before = await currentGrants(tx, role.id);
  if (!(await isStoredSuperUser(tx, actor.userId))) {
    const held = await keysHeldBy(tx, actor.userId);
    const had = new Set(before.ApiKeys);
    const beyond = apiKeys.find((key) => !had.has(key) && !held.has(key));
    if (beyond) throw invalid('ApiKeys', 'CannotGrantUnheld', { value: beyond });
    // A button grants the calls behind it: a new one only when the caller holds them all.
    const hadButtons = new Set(before.ButtonIds);
    const beyondButton = await unheldButtonCall(tx, buttonIds.filter((id) => !hadButtons.has(id)), held);
    if (beyondButton) throw invalid('ButtonIds', 'CannotGrantUnheld', { value: beyondButton });
  }
  await tx.delete(roleApiPermissions).where(eq(roleApiPermissions.roleId, role.id));
  if (apiKeys.length) await tx.insert(roleApiPermissions).values(apiKeys.map((apiKey) => ({ siteId: role.siteId, roleId: role.id, apiKey })));
  await tx.delete(roleButtons).where(eq(roleButtons.roleId, role.id));
  if (buttonIds.length) await tx.insert(roleButtons).values(buttonIds.map((buttonId) => ({ siteId: role.siteId, roleId: role.id, buttonId })));
  await replaceMenuGrants(tx, role, body.MenuIds);
  const after = await permissionsOf(tx, role, language);
  await recordAudit(tx, {
    siteId: role.siteId,
    actorId: actor.userId,
    entity: ROLE_ENTITY,
    entityId: role.id,
    action: 'EditPermissions',
    before,
    after: { ApiKeys: after.ApiKeys, ButtonIds: after.ButtonIds, MenuIds: after.MenuIds },
  });
  announce(await holdersOfRoles(tx, [role.id]));
  return after;
}

/** The stored flag counts, not the token's claim (as for every access check). */
async function isStoredSuperUser(tx: Executor, userId: number): Promise<boolean> {
  const [me] = await tx.select({ isSuperUser: users.isSuperUser }).from(users).where(eq(users.id, userId));
  return me?.isSuperUser ?? false;
}

/** AuthorizationMenu: replace only the menus of a role of either population. */
export async function authorizeMenus(tx: Executor, actor: Actor, roleId: number, menuIds: readonly number[], announce: Announce) {
  const role = await findRole(tx, actor, null, roleId);
  const before = await currentGrants(tx, role.id);
  await replaceMenuGrants(tx, role, menuIds);
  const after = await currentGrants(tx, role.id);
  await recordAudit(tx, { siteId: role.siteId, actorId: actor.userId, entity: ROLE_ENTITY, entityId: role.id, action: 'AuthorizationMenu', before: { MenuIds: before.MenuIds }, after: { MenuIds: after.MenuIds } });
  announce(await holdersOfRoles(tx, [role.id]));
  return { MenuIds: after.MenuIds };
}
