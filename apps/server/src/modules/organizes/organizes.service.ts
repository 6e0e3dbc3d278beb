import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { AccountType, type OrganizeSide, type organizes as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { auditLogs, users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';
import { organizes, userOrganizes } from './tables.ts';

/**
 * Organisations: one tree per site and population ("side": site users' or back-office staff's).
 *
 * Who works on which tree:
 * - site staff: their own site's trees. Row-level security already hides every other site's rows
 *   (an Id of another site is "not found", a write to it is impossible); the queries below still
 *   name the site, so each rule reads plainly and platform staff (who bypass RLS) get the same answers;
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

type Row = typeof organizes.$inferSelect;
type EditInfo = z.output<typeof contract.organizeEditInfo>;
type Query = z.output<typeof contract.organizeQuery>;

const POPULATION_OF: Record<OrganizeSide, 1 | 2> = { backstage: AccountType.Backstage, user: AccountType.SiteUser };

/** The tree a call works on: a population and a site (null: the platform's own). */
export interface Tree {
  population: 1 | 2;
  siteId: number | null;
}

const inTree = (tree: Tree): SQL =>
  and(eq(organizes.population, tree.population), tree.siteId === null ? sql`${organizes.siteId} is null` : eq(organizes.siteId, tree.siteId))!;

/**
 * The tree a call works on. Site staff: always their own site (SiteId ignored). Platform staff: the
 * site they name, or the platform's back-office tree; `null` when they name none on the site users'
 * side (that tree only exists per site): lists answer empty, a creation asks for SiteId.
 */
async function treeOf(tx: Executor, actor: Actor, side: OrganizeSide, siteId: number | undefined): Promise<Tree | null> {
  const population = POPULATION_OF[side];
  if (actor.siteId !== null) return { population, siteId: actor.siteId };
  if (siteId === undefined) return side === 'user' ? null : { population, siteId: null };
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw invalid('SiteId', 'InvalidValue');
  return { population, siteId };
}

async function requireTree(tx: Executor, actor: Actor, side: OrganizeSide, siteId: number | undefined): Promise<Tree> {
  const tree = await treeOf(tx, actor, side, siteId);
  if (!tree) throw invalid('SiteId', 'OrganizeSiteRequired');
  return tree;
}

/** One writer per tree at a time (see the module comment). */
async function lockTree(tx: Executor, tree: Tree) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('organizes', tree.population)}::int, ${tree.siteId ?? 0}::int)`);
}

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  ParentId: r.parentId,
  Name: r.name,
  Type: r.type,
  IsEnabled: r.isEnabled,
  Description: r.description,
  Priority: r.priority,
  Code: r.code,
});

/** One organisation of the caller's reach on this side; another site's (or side's) is "not found". */
async function findOne(tx: Executor, actor: Actor, side: OrganizeSide, id: number): Promise<Row> {
  const conditions = [eq(organizes.id, id), eq(organizes.population, POPULATION_OF[side])];
  if (actor.siteId !== null) conditions.push(eq(organizes.siteId, actor.siteId));
  const [row] = await tx.select().from(organizes).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

async function loadTree(tx: Executor, tree: Tree): Promise<Row[]> {
  return tx.select().from(organizes).where(inTree(tree));
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


/** The list page: paged over the roots, each with its whole subtree. A filter answers the matching organisations (highest match of a branch) with their subtrees. */
export async function listOrganizes(tx: Executor, actor: Actor, side: OrganizeSide, q: Query): Promise<{ Data: contract.OrganizeRow[]; Total: number }> {
  const tree = await treeOf(tx, actor, side, q.SiteId);
  if (!tree) return { Data: [], Total: 0 };
  const rows = await loadTree(tx, tree);
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
    ...editInfo(r),
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
export async function selectOrganizes(tx: Executor, actor: Actor, side: OrganizeSide, siteId: number | undefined) {
  const tree = await treeOf(tx, actor, side, siteId);
  if (!tree) return { Data: [], Total: 0 };
  const rows = await loadTree(tx, tree);
  const children = childrenByParent(rows, true);
  const toNode = (r: Row): contract.OrganizeNode => {
    const kids = children.get(r.id) ?? [];
    return { Id: r.id, Name: r.name, HasChildren: kids.length > 0, Children: kids.map(toNode) };
  };
  const roots = (children.get(null) ?? []).map(toNode);
  return { Data: roots, Total: rows.length };
}

/** The parent must be in the same tree, and (when moving `selfId`) not be it or below it. */
async function checkParent(tx: Executor, tree: Tree, parentId: number | null | undefined, selfId?: number) {
  if (parentId == null) return;
  const rows = await loadTree(tx, tree);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw invalid('ParentId', 'OrganizeParentNotFound');
  if (selfId === undefined) return;
  // Walk up from the new parent; meeting the organisation itself means the move would close a loop.
  for (let at: Row | undefined = byId.get(parentId); at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
    if (at.id === selfId) throw invalid('ParentId', 'OrganizeParentCycle');
  }
}

async function checkCode(tx: Executor, tree: Tree, code: string, selfId?: number) {
  if (!code) return;
  const conditions = [inTree(tree), eq(organizes.code, code)];
  if (selfId !== undefined) conditions.push(ne(organizes.id, selfId));
  const [taken] = await tx.select({ id: organizes.id }).from(organizes).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Code', 'Duplicate');
}

const columnsOf = (f: contract.OrganizeFields) => ({
  parentId: f.ParentId ?? null,
  name: f.Name,
  type: f.Type,
  isEnabled: f.IsEnabled,
  description: f.Description,
  priority: f.Priority,
  code: f.Code,
});

const ENTITY = 'Organize';

export async function establishOrganize(tx: Executor, actor: Actor, side: OrganizeSide, body: z.output<typeof contract.establishOrganizeBody>) {
  const tree = await requireTree(tx, actor, side, body.SiteId);
  await lockTree(tx, tree);
  await checkParent(tx, tree, body.ParentId);
  await checkCode(tx, tree, body.Code);
  const [row] = await tx
    .insert(organizes)
    .values({ siteId: tree.siteId, population: tree.population, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('organisation not created');
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditInfo(tx: Executor, actor: Actor, side: OrganizeSide, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, side, id));
}

export async function editOrganize(tx: Executor, actor: Actor, side: OrganizeSide, body: z.output<typeof contract.editOrganizeBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, side, body.Id);
  const tree: Tree = { population: POPULATION_OF[side], siteId: before.siteId };
  await lockTree(tx, tree);
  await checkParent(tx, tree, body.ParentId, before.id);
  await checkCode(tx, tree, body.Code, before.id);
  const [after] = await tx.update(organizes).set(columnsOf(body)).where(eq(organizes.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteOrganize(tx: Executor, actor: Actor, side: OrganizeSide, id: number): Promise<null> {
  const row = await findOne(tx, actor, side, id);
  await lockTree(tx, { population: POPULATION_OF[side], siteId: row.siteId });
  const [kids] = await tx.select({ n: count() }).from(organizes).where(eq(organizes.parentId, row.id));
  if (kids && kids.n > 0) throw refused('OrganizeHasChildren', { name: row.name, count: kids.n });
  const [members] = await tx.select({ n: count() }).from(userOrganizes).where(eq(userOrganizes.organizeId, row.id));
  if (members && members.n > 0) throw refused('OrganizeHasUsers', { name: row.name, count: members.n });
  await tx.delete(organizes).where(eq(organizes.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getOrganizeDetail(tx: Executor, actor: Actor, side: OrganizeSide, id: number): Promise<z.input<typeof contract.organizeDetail>> {
  const row = await findOne(tx, actor, side, id);
  const [parent] = row.parentId === null ? [] : await tx.select({ name: organizes.name }).from(organizes).where(eq(organizes.id, row.parentId));
  const [site] = row.siteId === null ? [] : await tx.select({ name: sites.siteName }).from(sites).where(eq(sites.id, row.siteId));
  const [kids] = await tx.select({ n: count() }).from(organizes).where(eq(organizes.parentId, row.id));
  const members = (await userCounts(tx, [row.id])).get(row.id) ?? 0;
  const audits = await tx
    .select({ action: auditLogs.action, actorName: users.userName, createdAt: auditLogs.createdAt, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entity, ENTITY), eq(auditLogs.entityId, String(row.id))))
    .orderBy(desc(auditLogs.id))
    .limit(50);
  return {
    ...editInfo(row),
    ParentName: parent?.name ?? '',
    SiteName: site?.name ?? '',
    UserCount: members,
    ChildCount: kids?.n ?? 0,
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: audits.map((a) => ({ Action: a.action, ActorName: a.actorName ?? '', CreationTime: a.createdAt.toISOString(), Before: a.before, After: a.after })),
  };
}
