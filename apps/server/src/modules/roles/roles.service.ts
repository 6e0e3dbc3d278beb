import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType, CALLS, roles as contract, type RoleSide } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { given, siteList, type Announce, type SiteListRow } from '../../platform/siteLists.ts';
import { holdersOfRoles } from '../access/index.ts';
import { roleApiPermissions, roleButtons, roleMenus, roles, userRoles } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/**
 * Roles: per site and population ("side": site users' customer groups or back-office staff's).
 *
 * Each side is a site list of its population. Who works on which roles, as for organisations: site staff on their own site's (row-level security
 * hides every other site's rows, so another site's Id is "not found"); platform staff on the site
 * they name with SiteId, or, on the back-office side, the platform's own roles (no site). Site users'
 * roles always belong to a site.
 *
 * A role's holders are told (UserPermissionChange) when a change alters what they may do: enabling
 * or disabling it, turning its default APIs on, or changing its grants (rolePermissions.service.ts).
 */

type Row = SiteListRow<typeof roles>;
type Query = z.output<typeof contract.roleQuery>;

const POPULATION_OF: Record<RoleSide, 1 | 2> = { backstage: AccountType.Backstage, user: AccountType.SiteUser };
export const POPULATION_NAME: Record<1 | 2, 'backstage' | 'user'> = { 1: 'backstage', 2: 'user' };

/** Serialises code checks and deletes of one site's roles, so two concurrent saves cannot take the same code. */
async function lockScope(tx: Executor, population: number, siteId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('roles', population)}::int, ${siteId ?? 0}::int)`);
}

/** One role of the caller's reach, of either side (the menu authorisation names a role by Id alone); another site's is "not found". */
export async function findRole(tx: Executor, actor: Actor, side: RoleSide | null, id: number): Promise<Row> {
  if (side) return roleLists[side].find(tx, actor, id);
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), ...ofCallerSite(roles.siteId, actor)));
  if (!row) throw notFound();
  return row;
}

async function userCounts(tx: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

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

/** The roles of one side as a site list: platform staff's own back-office roles have no site. */
function sideList(side: RoleSide) {
  const population = POPULATION_OF[side];
  const list = siteList({
    table: roles,
    entity: ROLE_ENTITY,
    population: { column: roles.population, value: population },
    // Site users' roles always belong to a site; staff's may be the platform's own.
    unnamedSite: side === 'backstage' ? 'platform' : 'none',
    siteRequired: 'RoleSiteRequired',
    contract: contract.roleFields,
    fields: {
      Name: roles.name,
      Code: roles.code,
      Description: roles.description,
      IsEnabled: roles.isEnabled,
      Priority: roles.priority,
      IsCashOnDelivery: roles.isCashOnDelivery,
      IsCreditAmount: roles.isCreditAmount,
      DefaultCashOnDeliveryAmount: roles.defaultCashOnDeliveryAmount,
      DefaultCreditAmount: roles.defaultCreditAmount,
      DefaultApis: roles.defaultApis,
      SettlementCycle: roles.settlementCycle,
      FullBagCharge: roles.fullBagCharge,
    },
    unique: [{ field: 'Code', column: roles.code, value: (f) => f.Code }],
    hooks: {
      beforeWrite: (tx, { siteId }) => lockScope(tx, population, siteId),
      afterAdd: async (tx, { row }) => void (await grantDefaultApis(tx, row)),
      beforeDelete: async (tx, row) => {
        await lockScope(tx, population, row.siteId);
        const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, row.id));
        if (held && held.n > 0) throw refused('RoleHasUsers', { name: row.name, count: held.n });
        const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.defaultRoleId, row.id)).limit(1);
        if (site) throw refused('RoleIsSiteDefault', { name: row.name });
        // The grants go with the role (their keys cascade); nobody holds it, so nobody is told.
      },
    },
    filters: (q: Query) => [given(q.Name, (name) => containing(roles.name, name)), given(q.Code, (code) => containing(roles.code, code)), given(q.IsEnabled, (on) => eq(roles.isEnabled, on))],
    order: (q) => [q.descendingOrder ? desc(roles.priority) : asc(roles.priority), asc(roles.id)],
    extra: async (tx, rows) => {
      const counts = await userCounts(
        tx,
        rows.map((r) => r.id),
      );
      return (row) => ({ UserCount: counts.get(row.id) ?? 0 });
    },
    detailExtra: async (tx, row) => {
      const countOf = async (table: typeof roleApiPermissions | typeof roleMenus | typeof roleButtons) => {
        const [n] = await tx.select({ n: count() }).from(table).where(eq(table.roleId, row.id));
        return n?.n ?? 0;
      };
      return { ApiCount: await countOf(roleApiPermissions), MenuCount: await countOf(roleMenus), ButtonCount: await countOf(roleButtons) };
    },
  });

  /** Saves the role; its holders are told when it is enabled or disabled, or gains its default APIs. */
  async function edit(tx: Executor, actor: Actor, body: z.output<typeof contract.editRoleBody>, announce: Announce) {
    const before = await list.find(tx, actor, body.Id);
    const saved = await list.edit(tx, actor, body);
    const grantedDefaults = await grantDefaultApis(tx, { ...before, defaultApis: saved.DefaultApis });
    if (before.isEnabled !== saved.IsEnabled || grantedDefaults) announce(await holdersOfRoles(tx, [before.id]));
    return saved;
  }

  /** Enabled roles for pickers, highest priority first. */
  async function select(tx: Executor, actor: Actor, siteId: number | undefined) {
    const site = await list.siteOf(tx, actor, siteId);
    if (site === undefined) return [];
    return tx
      .select({ Id: roles.id, Name: roles.name })
      .from(roles)
      .where(and(list.inSite(site), eq(roles.isEnabled, true)))
      .orderBy(desc(roles.priority), asc(roles.name), asc(roles.id));
  }

  return { ...list, edit, select };
}

/** Both sides' roles. */
export const roleLists = { user: sideList('user'), backstage: sideList('backstage') };
