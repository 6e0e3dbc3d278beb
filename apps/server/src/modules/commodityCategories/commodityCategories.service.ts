import { count, eq, isNull, sql } from 'drizzle-orm';
import { commodityCategories as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { chosenSite, siteNames } from '../../platform/siteResources.ts';
import { commodityCategories as categories } from './tables.ts';

/**
 * The commodity category tree of a site.
 *
 * Rules: a name is unique among its siblings; the parent must be a category of the same site and a
 * move may not put a category under itself or its descendants; a category with sub-categories
 * cannot be deleted (moving or deleting them is the person's choice, not a silent cascade). The
 * picker offers enabled categories whose ancestors are all enabled. Changes of one site's tree are
 * serialised by a transaction-scoped advisory lock, so two concurrent moves cannot close a loop
 * together and a delete cannot race with a new sub-category.
 */

type Row = SiteListRow<typeof categories>;
type Query = z.output<typeof contract.categoryQuery>;

async function lockTree(tx: Executor, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('commodityCategories')}::int, ${siteId}::int)`);
}

const loadTree = (tx: Executor, siteId: number) => tx.select().from(categories).where(eq(categories.siteId, siteId));

function childrenByParent(rows: Row[]): Map<number | null, Row[]> {
  const sorted = [...rows].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name) || a.id - b.id);
  const map = new Map<number | null, Row[]>();
  for (const r of sorted) map.set(r.parentId, [...(map.get(r.parentId) ?? []), r]);
  return map;
}

/** The parent must be in the site's tree, and (when moving `selfId`) not be it or below it. */
async function checkParent(tx: Executor, siteId: number, parentId: number | null | undefined, selfId?: number) {
  if (parentId == null) return;
  const byId = new Map((await loadTree(tx, siteId)).map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw invalid('ParentId', 'CategoryParentNotFound');
  if (selfId === undefined) return;
  for (let at = byId.get(parentId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    if (at.id === selfId) throw invalid('ParentId', 'CategoryParentCycle');
  }
}

export const categoryList = siteList({
  table: categories,
  entity: 'CommodityCategory',
  contract: contract.categoryFields,
  fields: { ParentId: categories.parentId, Name: categories.name, DisplayOrder: categories.displayOrder, IsEnabled: categories.isEnabled, Remarks: categories.remarks },
  unique: [{ field: 'Name', column: categories.name, value: (f) => f.Name, among: (f) => (f.ParentId == null ? isNull(categories.parentId) : eq(categories.parentId, f.ParentId)) }],
  hooks: {
    beforeWrite: async (tx, { siteId, fields, before }) => {
      await lockTree(tx, siteId);
      await checkParent(tx, siteId, fields.ParentId, before?.id);
    },
    beforeDelete: async (tx, row) => {
      await lockTree(tx, row.siteId);
      const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw refused('CategoryHasChildren', { name: row.name, count: children!.n });
    },
  },
  detailExtra: async (tx, row) => {
    const tree = await loadTree(tx, row.siteId);
    const byId = new Map(tree.map((r) => [r.id, r]));
    const path: string[] = [];
    for (let at: Row | undefined = row; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.unshift(at.name);
    return { ParentName: row.parentId === null ? '' : (byId.get(row.parentId)?.name ?? ''), Path: path, ChildCount: tree.filter((r) => r.parentId === row.id).length };
  },
});

/** The list page: paged over the top level with whole subtrees; a filter answers the highest matching category of each branch with its subtree. */
export async function listCategories(tx: Executor, actor: Actor, q: Query): Promise<{ Data: contract.CategoryRow[]; Total: number }> {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const rows = siteId === null ? await tx.select().from(categories) : await loadTree(tx, siteId);
  const children = childrenByParent(rows);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  const filtered = q.Name !== undefined || q.IsEnabled !== undefined;
  const matches = (r: Row) => (q.Name === undefined || r.name.toLowerCase().includes(q.Name.toLowerCase())) && (q.IsEnabled === undefined || r.isEnabled === q.IsEnabled);
  const toRow = (r: Row): contract.CategoryRow => ({
    ...categoryList.editInfo(r),
    SiteName: names.get(r.siteId) ?? '',
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
  return { Data: roots.slice((q.index - 1) * q.rows, q.index * q.rows).map(toRow), Total: roots.length };
}

/** The picker's tree: enabled categories under enabled ancestors only. */
export async function categoryTree(tx: Executor, actor: Actor, siteId: number | undefined): Promise<contract.CategoryNode[]> {
  const site = await chosenSite(tx, actor, siteId);
  if (site === null) return [];
  const children = childrenByParent((await loadTree(tx, site)).filter((r) => r.isEnabled));
  const toNode = (r: Row): contract.CategoryNode => {
    const kids = children.get(r.id) ?? [];
    return { Id: r.id, Name: r.name, HasChildren: kids.length > 0, Children: kids.map(toNode) };
  };
  return (children.get(null) ?? []).map(toNode);
}

