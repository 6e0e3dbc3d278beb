import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { AccountType, CALLS, roles as contract, type RoleSide } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { auditTrail, holdersOfRoles } from '../access/index.ts';
import { roleApiPermissions, roleButtons, roleMenus, roles, userRoles } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/**
 * Roles: per site and population ("side": site users' customer groups or back-office staff's).
 *
 * Who works on which roles, as for organisations: site staff on their own site's (row-level security
 * hides every other site's rows, so another site's Id is "not found"); platform staff on the site
 * they name with SiteId, or, on the back-office side, the platform's own roles (no site). Site users'
 * roles always belong to a site.
 *
 * A role's holders are told (UserPermissionChange) when a change alters what they may do: enabling
 * or disabling it, turning its default APIs on, or changing its grants (rolePermissions.service.ts).
 */

type Row = typeof roles.$inferSelect;
type EditInfo = contract.RoleEditInfo;
type Query = z.output<typeof contract.roleQuery>;
/** Tells users their permissions changed, once the transaction has committed. */
export type Announce = (userIds: readonly number[]) => void;

const POPULATION_OF: Record<RoleSide, 1 | 2> = { backstage: AccountType.Backstage, user: AccountType.SiteUser };
export const POPULATION_NAME: Record<1 | 2, 'backstage' | 'user'> = { 1: 'backstage', 2: 'user' };

/** The roles a call works on: a population and a site (null: the platform's own). */
export interface RoleScope {
  population: 1 | 2;
  siteId: number | null;
}

/** Site staff: always their own site (SiteId ignored). Platform staff: the site they name, or the platform's back-office roles; null for site users' roles without a site. */
async function scopeOf(tx: Executor, actor: Actor, side: RoleSide, siteId: number | undefined): Promise<RoleScope | null> {
  const population = POPULATION_OF[side];
  if (actor.siteId !== null) return { population, siteId: actor.siteId };
  if (siteId === undefined) return side === 'user' ? null : { population, siteId: null };
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw invalid('SiteId', 'InvalidValue');
  return { population, siteId };
}

const inScope = (scope: RoleScope): SQL =>
  and(eq(roles.population, scope.population), scope.siteId === null ? sql`${roles.siteId} is null` : eq(roles.siteId, scope.siteId))!;

/** Serialises code checks and deletes of one site's roles, so two concurrent saves cannot take the same code. */
async function lockScope(tx: Executor, scope: RoleScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('roles', scope.population)}::int, ${scope.siteId ?? 0}::int)`);
}

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  Code: r.code,
  Description: r.description,
  IsEnabled: r.isEnabled,
  Priority: r.priority,
  IsCashOnDelivery: r.isCashOnDelivery,
  IsCreditAmount: r.isCreditAmount,
  DefaultCashOnDeliveryAmount: money(r.defaultCashOnDeliveryAmount),
  DefaultCreditAmount: money(r.defaultCreditAmount),
  DefaultApis: r.defaultApis,
  SettlementCycle: r.settlementCycle,
  FullBagCharge: money(r.fullBagCharge),
});

/** numeric(18,4) text without trailing zeros: "12.5000" → "12.5", "0.0000" → "0". */
const money = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** One role of the caller's reach on this side; another site's (or side's) is "not found". */
export async function findRole(tx: Executor, actor: Actor, side: RoleSide | null, id: number): Promise<Row> {
  const conditions = [eq(roles.id, id)];
  if (side) conditions.push(eq(roles.population, POPULATION_OF[side]));
  if (actor.siteId !== null) conditions.push(eq(roles.siteId, actor.siteId));
  const [row] = await tx.select().from(roles).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

async function userCounts(tx: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listRoles(tx: Executor, actor: Actor, side: RoleSide, q: Query): Promise<{ Data: contract.RoleRow[]; Total: number }> {
  const scope = await scopeOf(tx, actor, side, q.SiteId);
  if (!scope) return { Data: [], Total: 0 };
  const conditions = [inScope(scope)];
  if (q.Name !== undefined) conditions.push(ilike(roles.name, `%${escapeLike(q.Name)}%`));
  if (q.Code !== undefined) conditions.push(ilike(roles.code, `%${escapeLike(q.Code)}%`));
  if (q.IsEnabled !== undefined) conditions.push(eq(roles.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(roles).where(where);
  const rows = await tx
    .select({ role: roles, siteName: sites.siteName })
    .from(roles)
    .leftJoin(sites, eq(sites.id, roles.siteId))
    .where(where)
    .orderBy(q.descendingOrder ? desc(roles.priority) : asc(roles.priority), asc(roles.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const counts = await userCounts(
    tx,
    rows.map((r) => r.role.id),
  );
  return {
    Data: rows.map(({ role, siteName }) => ({ ...editInfo(role), UserCount: counts.get(role.id) ?? 0, SiteName: siteName ?? '', CreationTime: role.createdAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

/** Enabled roles for pickers, highest priority first. */
export async function selectRoles(tx: Executor, actor: Actor, side: RoleSide, siteId: number | undefined) {
  const scope = await scopeOf(tx, actor, side, siteId);
  if (!scope) return [];
  const rows = await tx
    .select({ Id: roles.id, Name: roles.name })
    .from(roles)
    .where(and(inScope(scope), eq(roles.isEnabled, true)))
    .orderBy(desc(roles.priority), asc(roles.name), asc(roles.id));
  return rows;
}

async function checkCode(tx: Executor, scope: RoleScope, code: string, selfId?: number) {
  const conditions = [inScope(scope), eq(roles.code, code)];
  if (selfId !== undefined) conditions.push(ne(roles.id, selfId));
  const [taken] = await tx.select({ id: roles.id }).from(roles).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Code', 'Duplicate');
}

const columnsOf = (f: contract.RoleFields) => ({
  name: f.Name,
  code: f.Code,
  description: f.Description,
  isEnabled: f.IsEnabled,
  priority: f.Priority,
  isCashOnDelivery: f.IsCashOnDelivery,
  isCreditAmount: f.IsCreditAmount,
  defaultCashOnDeliveryAmount: f.DefaultCashOnDeliveryAmount,
  defaultCreditAmount: f.DefaultCreditAmount,
  defaultApis: f.DefaultApis,
  settlementCycle: f.SettlementCycle,
  fullBagCharge: f.FullBagCharge,
});

/** The default API permissions of a population (see DefaultApis in the contracts). */
export function defaultApiKeys(population: 1 | 2): string[] {
  const name = POPULATION_NAME[population];
  return CALLS.filter((c) => c.access === 'granted' && c.populations.includes(name) && (contract.DEFAULT_API_AREAS as readonly string[]).includes(c.area)).map((c) => c.path);
}

/** A role with DefaultApis holds the default API permissions: add the missing ones. Answers whether any was added. */
async function grantDefaultApis(tx: Executor, role: Row): Promise<boolean> {
  if (!role.defaultApis) return false;
  const added = await tx
    .insert(roleApiPermissions)
    .values(defaultApiKeys(role.population as 1 | 2).map((apiKey) => ({ siteId: role.siteId, roleId: role.id, apiKey })))
    .onConflictDoNothing()
    .returning({ key: roleApiPermissions.apiKey });
  return added.length > 0;
}

export const ROLE_ENTITY = 'Role';

export async function establishRole(tx: Executor, actor: Actor, side: RoleSide, body: z.output<typeof contract.establishRoleBody>) {
  const scope = await scopeOf(tx, actor, side, body.SiteId);
  if (!scope) throw invalid('SiteId', 'RoleSiteRequired');
  await lockScope(tx, scope);
  await checkCode(tx, scope, body.Code);
  const [row] = await tx
    .insert(roles)
    .values({ siteId: scope.siteId, population: scope.population, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('role not created');
  await grantDefaultApis(tx, row);
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ROLE_ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditInfo(tx: Executor, actor: Actor, side: RoleSide, id: number): Promise<EditInfo> {
  return editInfo(await findRole(tx, actor, side, id));
}

export async function editRole(tx: Executor, actor: Actor, side: RoleSide, body: z.output<typeof contract.editRoleBody>, announce: Announce): Promise<EditInfo> {
  const before = await findRole(tx, actor, side, body.Id);
  await lockScope(tx, { population: before.population as 1 | 2, siteId: before.siteId });
  await checkCode(tx, { population: before.population as 1 | 2, siteId: before.siteId }, body.Code, before.id);
  const [after] = await tx.update(roles).set(columnsOf(body)).where(eq(roles.id, before.id)).returning();
  if (!after) throw notFound();
  const grantedDefaults = await grantDefaultApis(tx, after);
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ROLE_ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  if (before.isEnabled !== after.isEnabled || grantedDefaults) announce(await holdersOfRoles(tx, [after.id]));
  return editInfo(after);
}

export async function deleteRole(tx: Executor, actor: Actor, side: RoleSide, id: number): Promise<null> {
  const row = await findRole(tx, actor, side, id);
  await lockScope(tx, { population: row.population as 1 | 2, siteId: row.siteId });
  const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, row.id));
  if (held && held.n > 0) throw refused('RoleHasUsers', { name: row.name, count: held.n });
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.defaultRoleId, row.id)).limit(1);
  if (site) throw refused('RoleIsSiteDefault', { name: row.name });
  // The grants go with the role (their keys cascade); nobody holds it, so nobody is told.
  await tx.delete(roles).where(eq(roles.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ROLE_ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getRoleDetail(tx: Executor, actor: Actor, side: RoleSide, id: number): Promise<z.input<typeof contract.roleDetail>> {
  const row = await findRole(tx, actor, side, id);
  const [site] = row.siteId === null ? [] : await tx.select({ name: sites.siteName }).from(sites).where(eq(sites.id, row.siteId));
  const countOf = async (table: typeof roleApiPermissions | typeof roleMenus | typeof roleButtons) => {
    const [n] = await tx.select({ n: count() }).from(table).where(eq(table.roleId, row.id));
    return n?.n ?? 0;
  };
  return {
    ...editInfo(row),
    UserCount: (await userCounts(tx, [row.id])).get(row.id) ?? 0,
    SiteName: site?.name ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    ApiCount: await countOf(roleApiPermissions),
    MenuCount: await countOf(roleMenus),
    ButtonCount: await countOf(roleButtons),
    Audits: await auditTrail(tx, ROLE_ENTITY, row.id),
  };
}
