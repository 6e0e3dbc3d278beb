import { count, eq, inArray, sql } from 'drizzle-orm';
import type { menus as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { auditTrail, childrenByParent, holdersOfMenus, requirePlatformStaff } from './administration.ts';
import { menus, roleMenus } from './tables.ts';

/**
 * Menu administration (contracts menus.ts says who may do what). Rules: a name is required; the
 * parent must be of the same population and a move may not put an entry under itself or below
 * itself; every change writes an audit row; the users whose sidebar a change touches are told.
 * Writes are serialised by an advisory lock, so two concurrent moves cannot build a cycle together.
 */

type Row = typeof menus.$inferSelect;
type EditInfo = z.output<typeof contract.menuEditInfo>;
type Announce = (userIds: readonly number[]) => void;

const ENTITY = 'Menu';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  Population: r.population,
  ParentId: r.parentId,
  Name: r.name,
  Path: r.path,
  Router: r.router,
  Icon: r.icon,
  Invisible: r.invisible,
  Sort: r.sort,
});

async function lockMenus(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('menus')}::int, 0::int)`);
}

async function findMenu(tx: Executor, id: number): Promise<Row> {
  const [row] = await tx.select().from(menus).where(eq(menus.id, id));
  if (!row) throw notFound();
  return row;
}

const populationMenus = (tx: Executor, population: number) => tx.select().from(menus).where(eq(menus.population, population));

async function roleCounts(tx: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: roleMenus.menuId, n: count() }).from(roleMenus).where(inArray(roleMenus.menuId, ids)).groupBy(roleMenus.menuId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

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
  const toRow = (r: Row): contract.MenuRow => ({ ...editInfo(r), RoleCount: counts.get(r.id) ?? 0, CreationTime: r.createdAt.toISOString(), Children: (children.get(r.id) ?? []).map(toRow) });
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

const columnsOf = (f: contract.MenuFields) => ({
  parentId: f.ParentId ?? null,
  name: f.Name,
  path: f.Path,
  router: f.Router,
  icon: f.Icon,
  invisible: f.Invisible,
  sort: f.Sort,
});

export async function establishMenu(tx: Executor, actor: Actor, body: z.output<typeof contract.establishMenuBody>) {
  requirePlatformStaff(actor);
  await lockMenus(tx);
  await checkParent(tx, body.Population, body.ParentId);
  const [row] = await tx
    .insert(menus)
    .values({ population: body.Population, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('menu not created');
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getMenuEditInfo(tx: Executor, id: number): Promise<EditInfo> {
  return editInfo(await findMenu(tx, id));
}

export async function editMenu(tx: Executor, actor: Actor, body: z.output<typeof contract.editMenuBody>, announce: Announce): Promise<EditInfo> {
  requirePlatformStaff(actor);
  await lockMenus(tx);
  const before = await findMenu(tx, body.Id);
  await checkParent(tx, before.population, body.ParentId, before.id);
  const [after] = await tx.update(menus).set(columnsOf(body)).where(eq(menus.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  // The entry and, through the parent, its whole subtree may have moved in the sidebars that show them.
  const subtree = [after.id, ...descendants(await populationMenus(tx, after.population), after.id)];
  announce(await holdersOfMenus(tx, subtree, after.population));
  return editInfo(after);
}

function descendants(rows: Row[], id: number): number[] {
  const kids = rows.filter((r) => r.parentId === id).map((r) => r.id);
  return kids.flatMap((k) => [k, ...descendants(rows, k)]);
}

export async function deleteMenu(tx: Executor, actor: Actor, id: number, announce: Announce): Promise<null> {
  requirePlatformStaff(actor);
  await lockMenus(tx);
  const row = await findMenu(tx, id);
  const [kids] = await tx.select({ n: count() }).from(menus).where(eq(menus.parentId, row.id));
  if (kids && kids.n > 0) throw refused('MenuHasChildren', { name: row.name, count: kids.n });
  const holders = await holdersOfMenus(tx, [row.id], row.population);
  // Its grants to roles cascade with it (contracts menus.ts says why).
  await tx.delete(menus).where(eq(menus.id, row.id));
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  announce(holders);
  return null;
}

export async function getMenuDetail(tx: Executor, id: number): Promise<z.input<typeof contract.menuDetail>> {
  const row = await findMenu(tx, id);
  const [parent] = row.parentId === null ? [] : await tx.select({ name: menus.name }).from(menus).where(eq(menus.id, row.parentId));
  const [kids] = await tx.select({ n: count() }).from(menus).where(eq(menus.parentId, row.id));
  return {
    ...editInfo(row),
    ParentName: parent?.name ?? '',
    ChildCount: kids?.n ?? 0,
    RoleCount: (await roleCounts(tx, [row.id])).get(row.id) ?? 0,
    CreationTime: row.createdAt.toISOString(),
    Audits: await auditTrail(tx, ENTITY, row.id),
  };
}
