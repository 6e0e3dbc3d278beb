import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { commodityCategories as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
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

type Row = typeof categories.$inferSelect;
type EditInfo = z.output<typeof contract.categoryEditInfo>;
type Query = z.output<typeof contract.categoryQuery>;

const ENTITY = 'CommodityCategory';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  ParentId: r.parentId,
  Name: r.name,
  DisplayOrder: r.displayOrder,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
});

const columnsOf = (f: contract.CategoryFields) => ({ parentId: f.ParentId ?? null, name: f.Name, displayOrder: f.DisplayOrder, isEnabled: f.IsEnabled, remarks: f.Remarks });

async function lockTree(tx: Executor, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${1_668_246_371}::int, ${siteId}::int)`);
}

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), ...ofCallerSite(categories.siteId, actor)));
  if (!row) throw notFound();
  return row;
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

async function checkName(tx: Executor, siteId: number, parentId: number | null, name: string, selfId?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.siteId, siteId),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        eq(categories.name, name),
        selfId === undefined ? undefined : ne(categories.id, selfId),
      ),
    )
    .limit(1);
  if (taken) throw invalid('Name', 'Duplicate');
}

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
    ...editInfo(r),
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

export async function addCategory(tx: Executor, actor: Actor, body: z.output<typeof contract.addCategoryBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await lockTree(tx, siteId);
  await checkParent(tx, siteId, body.ParentId);
  await checkName(tx, siteId, body.ParentId ?? null, body.Name);
  const [row] = await tx
    .insert(categories)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('category not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditCategory(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editCategory(tx: Executor, actor: Actor, body: z.output<typeof contract.editCategoryBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await lockTree(tx, before.siteId);
  await checkParent(tx, before.siteId, body.ParentId, before.id);
  await checkName(tx, before.siteId, body.ParentId ?? null, body.Name, before.id);
  const [after] = await tx.update(categories).set(columnsOf(body)).where(eq(categories.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteCategory(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await lockTree(tx, row.siteId);
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, row.id));
  if ((children?.n ?? 0) > 0) throw refused('CategoryHasChildren', { name: row.name, count: children!.n });
  await tx.delete(categories).where(eq(categories.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getCategoryDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.categoryDetail>> {
  const row = await findOne(tx, actor, id);
  const tree = await loadTree(tx, row.siteId);
  const byId = new Map(tree.map((r) => [r.id, r]));
  const path: string[] = [];
  for (let at: Row | undefined = row; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.unshift(at.name);
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    ParentName: row.parentId === null ? '' : (byId.get(row.parentId)?.name ?? ''),
    Path: path,
    ChildCount: tree.filter((r) => r.parentId === row.id).length,
    SiteName: names.get(row.siteId) ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
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

