import { count, eq, inArray, sql } from 'drizzle-orm';
import { menus as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { childrenByParent, holdersOfMenus } from './administration.ts';
import { menus, roleMenus } from './tables.ts';

/**
 * Menu administration (contracts menus.ts says who may do what): a siteless list (product-wide,
 * written by platform staff only) answering its own tree list and picker. Rules: a name is
 * required; the parent must be of the same population and a move may not put an entry under itself
 * or below itself; every change writes an audit row; the users whose sidebar a change touches are
 * told once it has committed. Writes are serialised by an advisory lock, so two concurrent moves
 * cannot build a cycle together.
 */

type Row = SiteListRow<typeof menus>;

async function lockMenus(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('menus')}::int, 0::int)`);
}

const populationMenus = (tx: Executor, population: number) => tx.select().from(menus).where(eq(menus.population, population));

async function roleCounts(tx: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: roleMenus.menuId, n: count() }).from(roleMenus).where(inArray(roleMenus.menuId, ids)).groupBy(roleMenus.menuId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function childCount(tx: Executor, id: number): Promise<number> {
  const [kids] = await tx.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return kids?.n ?? 0;
}

/** The parent must be of the same population, and (when moving `selfId`) not be it or below it. */
async function checkParent(tx: Executor, population: number, parentId: number | null | undefined, selfId?: number) {
  if (parentId == null) return;
  const byId = new Map((await populationMenus(tx, population)).map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw invalid('ParentId', 'MenuParentNotFound');
  if (selfId === undefined) return;
  for (let at: Row | undefined = byId.get(parentId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    if (at.id === selfId) throw invalid('ParentId', 'MenuParentCycle');
  }
}

function descendants(rows: Row[], id: number): number[] {
  const kids = rows.filter((r) => r.parentId === id).map((r) => r.id);
  return kids.flatMap((k) => [k, ...descendants(rows, k)]);
}

const list = siteList({
  table: menus,
  siteless: true,
  entity: 'Menu',
  contract: contract.menuFields,
  fields: {
    ParentId: menus.parentId,
    Name: menus.name,
    Path: menus.path,
    Router: menus.router,
    Icon: menus.icon,
    Invisible: menus.invisible,
    Sort: menus.sort,
  },
  // A menu's population is chosen when it is created (the add body names it) and never changes.
  shown: { Population: menus.population },
  hooks: {
    beforeWrite: async (tx, { fields, before }) => {
      await lockMenus(tx);
      if (before) return void (await checkParent(tx, before.population, fields.ParentId, before.id));
      const { Population } = fields as z.output<typeof contract.establishMenuBody>;
      await checkParent(tx, Population, fields.ParentId);
      return { population: Population };
    },
    beforeDelete: async (tx, row) => {
      await lockMenus(tx);
      const kids = await childCount(tx, row.id);
      if (kids > 0) throw refused('MenuHasChildren', { name: row.name, count: kids });
      // Its grants to roles cascade with it (contracts menus.ts says why).
    },
  },
  // Those whose sidebar shows the entry or, through it, its subtree (an edit may move them all).
  concerned: async (tx, row) => holdersOfMenus(tx, [row.id, ...descendants(await populationMenus(tx, row.population), row.id)], row.population),
  detailExtra: async (tx, row) => {
    const [parent] = row.parentId === null ? [] : await tx.select({ name: menus.name }).from(menus).where(eq(menus.id, row.parentId));
    return { ParentName: parent?.name ?? '', ChildCount: await childCount(tx, row.id), RoleCount: (await roleCounts(tx, [row.id])).get(row.id) ?? 0 };
  },
});

/** The list page: one population's tree, paged over the top-level entries; a filter answers the highest matches with their subtrees. */
export async function listMenus(tx: Executor, q: z.output<typeof contract.menuQuery>): Promise<{ Data: contract.MenuRow[]; Total: number }> {
  const rows = await populationMenus(tx, q.Population);
  // Always in sidebar order (sort ascending): that is the order an admin arranges.
  const children = childrenByParent(rows, (a, b) => a.sort - b.sort);
  const counts = await roleCounts(
    tx,
    rows.map((r) => r.id),
  );
  const filtered = q.Name !== undefined || q.Router !== undefined;
  const matches = (r: Row) =>
    (q.Name === undefined || r.name.toLowerCase().includes(q.Name.toLowerCase())) && (q.Router === undefined || r.router.toLowerCase().includes(q.Router.toLowerCase()));
  const toRow = (r: Row): contract.MenuRow => ({ ...list.editInfo(r), RoleCount: counts.get(r.id) ?? 0, CreationTime: r.createdAt.toISOString(), Children: (children.get(r.id) ?? []).map(toRow) });
  const roots: Row[] = [];
  const collect = (nodes: Row[]) => {
    for (const r of nodes) {
      if (!filtered || matches(r)) roots.push(r);
      else collect(children.get(r.id) ?? []);
    }
  };
  collect(children.get(null) ?? []);
  return { Data: roots.slice((q.index - 1) * q.rows, q.index * q.rows).map(toRow), Total: roots.length };
}

/** The whole tree for pickers, without the subtree of `excludeId` (a parent cannot be chosen below itself). */
export async function selectMenus(tx: Executor, q: z.output<typeof contract.selectMenusQuery>): Promise<contract.MenuOption[]> {
  const rows = await populationMenus(tx, q.Population);
  const children = childrenByParent(
    rows.filter((r) => r.id !== q.ExcludeId),
    (a, b) => a.sort - b.sort,
  );
  const toNode = (r: Row): contract.MenuOption => {
    const kids = children.get(r.id) ?? [];
    return { Id: r.id, Name: r.name, HasChildren: kids.length > 0, Children: kids.map(toNode) };
  };
  return (children.get(null) ?? []).map(toNode);
}

export const menuList = { ...list, list: listMenus, select: selectMenus };
