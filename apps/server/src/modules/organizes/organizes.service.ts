import { count, eq, inArray, sql } from 'drizzle-orm';
import { AccountType, organizes as contract, type OrganizeSide } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { organizes, userOrganizes } from './tables.ts';

/**
 * Organisations: one tree per site and population ("side": site users' or back-office staff's),
 * each side a site list of its population.
 *
 * Who works on which tree:
 * - site staff: their own site's trees (row-level security hides every other site's rows);
 * - platform staff (no site): the platform's own back-office tree (site_id null), or the tree of the
 *   site they name with SiteId. Site users' organisations always belong to a site.
 *
 * Rules: a name is required; a code, when given, is unique in its tree; the parent must be in the same
 * tree and a move may not put an organisation under itself or its descendants; every change writes an
 * audit row (who, before, after) in the same transaction.
 *
 * Delete is refused, with a message saying why, while the organisation has child organisations or
 * users: silently detaching users or re-parenting children would change people's access in ways the
 * admin did not ask for. They move the children or users first, then delete.
 *
 * Changes of one tree are serialised by a transaction-scoped advisory lock, so two concurrent moves
 * cannot build a cycle together and a delete cannot race with a new child.
 */

type Row = SiteListRow<typeof organizes>;
type Query = z.output<typeof contract.organizeQuery>;

const POPULATION_OF: Record<OrganizeSide, 1 | 2> = { backstage: AccountType.Backstage, user: AccountType.SiteUser };

/** One writer per tree at a time (see the module comment). */
async function lockTree(tx: Executor, population: number, siteId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('organizes', population)}::int, ${siteId ?? 0}::int)`);
}

async function userCounts(tx: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: userOrganizes.organizeId, n: count() })
    .from(userOrganizes)
    .where(inArray(userOrganizes.organizeId, ids))
    .groupBy(userOrganizes.organizeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function childrenByParent(rows: Row[], descending: boolean): Map<number | null, Row[]> {
  const sorted = [...rows].sort((a, b) => (descending ? b.priority - a.priority : a.priority - b.priority) || a.id - b.id);
  const map = new Map<number | null, Row[]>();
  for (const r of sorted) map.set(r.parentId, [...(map.get(r.parentId) ?? []), r]);
  return map;
}

/** The organisations of one side as a site list: platform staff's own back-office tree has no site. */
function sideList(side: OrganizeSide) {
  const population = POPULATION_OF[side];
  const loadTree = (tx: Executor, siteId: number | null): Promise<Row[]> => tx.select().from(organizes).where(list.inSite(siteId));

  /** The parent must be in the same tree, and (when moving `selfId`) not be it or below it. */
  async function checkParent(tx: Executor, siteId: number | null, parentId: number | null | undefined, selfId?: number) {
    if (parentId == null) return;
    const byId = new Map((await loadTree(tx, siteId)).map((r) => [r.id, r]));
    if (!byId.has(parentId)) throw invalid('ParentId', 'OrganizeParentNotFound');
    if (selfId === undefined) return;
    // Walk up from the new parent; meeting the organisation itself means the move would close a loop.
    for (let at = byId.get(parentId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      if (at.id === selfId) throw invalid('ParentId', 'OrganizeParentCycle');
    }
  }

  const list = siteList({
    table: organizes,
    entity: 'Organize',
    population: { column: organizes.population, value: population },
    // Site users' organisations always belong to a site; staff's may be the platform's own.
    unnamedSite: side === 'backstage' ? 'platform' : 'none',
    siteRequired: 'OrganizeSiteRequired',
    contract: contract.organizeFields,
    fields: {
      ParentId: organizes.parentId,
      Name: organizes.name,
      Type: organizes.type,
      IsEnabled: organizes.isEnabled,
      Description: organizes.description,
      Priority: organizes.priority,
      Code: organizes.code,
    },
    unique: [{ field: 'Code', column: organizes.code, value: (f) => f.Code }],
    hooks: {
      beforeWrite: async (tx, { siteId, fields, before }) => {
        await lockTree(tx, population, siteId);
        await checkParent(tx, siteId, fields.ParentId, before?.id);
      },
      beforeDelete: async (tx, row) => {
        await lockTree(tx, population, row.siteId);
        const [kids] = await tx.select({ n: count() }).from(organizes).where(eq(organizes.parentId, row.id));
        if (kids && kids.n > 0) throw refused('OrganizeHasChildren', { name: row.name, count: kids.n });
        const [members] = await tx.select({ n: count() }).from(userOrganizes).where(eq(userOrganizes.organizeId, row.id));
        if (members && members.n > 0) throw refused('OrganizeHasUsers', { name: row.name, count: members.n });
      },
    },
    extra: async (tx, rows) => {
      const counts = await userCounts(
        tx,
        rows.map((r) => r.id),
      );
      return (row) => ({ UserCount: counts.get(row.id) ?? 0 });
    },
    detailExtra: async (tx, row) => {
      const [parent] = row.parentId === null ? [] : await tx.select({ name: organizes.name }).from(organizes).where(eq(organizes.id, row.parentId));
      const [kids] = await tx.select({ n: count() }).from(organizes).where(eq(organizes.parentId, row.id));
      return { ParentName: parent?.name ?? '', ChildCount: kids?.n ?? 0 };
    },
  });

  /** The tree a list or the picker reads: none for platform staff naming no site on the site users' side. */
  async function treeOf(tx: Executor, actor: Actor, siteId: number | undefined): Promise<Row[] | null> {
    const site = await list.siteOf(tx, actor, siteId);
    return site === undefined ? null : loadTree(tx, site);
  }

  /** The list page: paged over the roots, each with its whole subtree. A filter answers the matching organisations (highest match of a branch) with their subtrees. */
  async function listTree(tx: Executor, actor: Actor, q: Query): Promise<{ Data: contract.OrganizeRow[]; Total: number }> {
    const rows = await treeOf(tx, actor, q.SiteId);
    if (!rows) return { Data: [], Total: 0 };
    const children = childrenByParent(rows, q.descendingOrder);
    const counts = await userCounts(
      tx,
      rows.map((r) => r.id),
    );
    const filtered = q.Name !== undefined || q.Code !== undefined || q.IsEnabled !== undefined || q.Type !== undefined;
    const matches = (r: Row) =>
      (q.Name === undefined || r.name.toLowerCase().includes(q.Name.toLowerCase())) &&
      (q.Code === undefined || r.code.toLowerCase().includes(q.Code.toLowerCase())) &&
      (q.IsEnabled === undefined || r.isEnabled === q.IsEnabled) &&
      (q.Type === undefined || r.type === q.Type);
    const toRow = (r: Row): contract.OrganizeRow => ({
      ...list.editInfo(r),
      UserCount: counts.get(r.id) ?? 0,
      CreationTime: r.createdAt.toISOString(),
      Children: (children.get(r.id) ?? []).map(toRow),
    });
    const roots: Row[] = [];
    const collect = (nodes: Row[]) => {
      for (const r of nodes) {
        if (!filtered || matches(r)) roots.push(r);
        else collect(children.get(r.id) ?? []);
      }
    };
    collect(children.get(null) ?? []);
    const page = roots.slice((q.index - 1) * q.rows, q.index * q.rows);
    return { Data: page.map(toRow), Total: roots.length };
  }

  /** The whole tree for the picker (Id, Name, HasChildren, Children). */
  async function select(tx: Executor, actor: Actor, siteId: number | undefined) {
    const rows = await treeOf(tx, actor, siteId);
    if (!rows) return { Data: [], Total: 0 };
    const children = childrenByParent(rows, true);
    const toNode = (r: Row): contract.OrganizeNode => {
      const kids = children.get(r.id) ?? [];
      return { Id: r.id, Name: r.name, HasChildren: kids.length > 0, Children: kids.map(toNode) };
    };
    return { Data: (children.get(null) ?? []).map(toNode), Total: rows.length };
  }

  return { ...list, listTree, select };
}

/** Both sides' organisations. */
export const organizeLists = { user: sideList('user'), backstage: sideList('backstage') };
