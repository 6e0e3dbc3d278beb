import { and, asc, count, desc, eq, exists, ilike, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { views as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditTrail, holdersOfView, requirePlatformStaff } from './administration.ts';
import { roleButtons, viewButtons, views } from './tables.ts';

/**
 * Views and their buttons (contracts views.ts says who may do what). The code is unique, and so is
 * a button key across all views (a page checks the key alone). Writes are serialised by an advisory
 * lock, so two concurrent saves cannot both take a code or a key.
 */

type Row = typeof views.$inferSelect;
type Button = typeof viewButtons.$inferSelect;
type EditInfo = z.output<typeof contract.viewEditInfo>;
type Announce = (userIds: readonly number[]) => void;

const ENTITY = 'View';

const editInfo = (r: Row, buttons: Button[]): EditInfo => ({
  Id: r.id,
  Population: r.population,
  Name: r.name,
  Code: r.code,
  Buttons: buttons.map((b) => ({ Id: b.id, Key: b.key, Name: b.name })),
});

async function lockViews(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('views')}::int, 0::int)`);
}

async function buttonsOf(tx: Executor, viewIds: number[]): Promise<Map<number, Button[]>> {
  if (viewIds.length === 0) return new Map();
  const rows = await tx.select().from(viewButtons).where(inArray(viewButtons.viewId, viewIds)).orderBy(asc(viewButtons.id));
  const map = new Map<number, Button[]>();
  for (const b of rows) map.set(b.viewId, [...(map.get(b.viewId) ?? []), b]);
  return map;
}

async function findView(tx: Executor, id: number): Promise<{ row: Row; buttons: Button[] }> {
  const [row] = await tx.select().from(views).where(eq(views.id, id));
  if (!row) throw notFound();
  return { row, buttons: (await buttonsOf(tx, [row.id])).get(row.id) ?? [] };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listViews(tx: Executor, q: z.output<typeof contract.viewQuery>): Promise<{ Data: contract.ViewRow[]; Total: number }> {
  const conditions: SQL[] = [];
  if (q.Population !== undefined) conditions.push(eq(views.population, q.Population));
  if (q.Name !== undefined) conditions.push(ilike(views.name, `%${escapeLike(q.Name)}%`));
  if (q.Code !== undefined) conditions.push(ilike(views.code, `%${escapeLike(q.Code)}%`));
  if (q.Key !== undefined) {
    const key = `%${escapeLike(q.Key)}%`;
    conditions.push(exists(tx.select({ one: sql`1` }).from(viewButtons).where(and(eq(viewButtons.viewId, views.id), ilike(viewButtons.key, key)))));
  }
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(views).where(where);
  const rows = await tx
    .select()
    .from(views)
    .where(where)
    .orderBy(q.descendingOrder ? desc(views.id) : asc(views.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const buttons = await buttonsOf(
    tx,
    rows.map((r) => r.id),
  );
  return { Data: rows.map((r) => ({ ...editInfo(r, buttons.get(r.id) ?? []), CreationTime: r.createdAt.toISOString() })), Total: total?.n ?? 0 };
}

async function checkCode(tx: Executor, code: string, selfId?: number) {
  const conditions = [eq(views.code, code)];
  if (selfId !== undefined) conditions.push(ne(views.id, selfId));
  const [taken] = await tx.select({ id: views.id }).from(views).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Code', 'Duplicate');
}

/** Keys are unique within the body and across other views; buttons named by Id must be this view's. */
async function checkButtons(tx: Executor, buttons: z.output<typeof contract.viewButton>[], own: Button[], selfId?: number) {
  const seen = new Set<string>();
  const ownIds = new Set(own.map((b) => b.id));
  for (const [i, b] of buttons.entries()) {
    if (b.Id !== undefined && !ownIds.has(b.Id)) throw invalid(`Buttons.${i}.Id`, 'ButtonNotOfView', { value: b.Id });
    if (seen.has(b.Key)) throw invalid(`Buttons.${i}.Key`, 'ButtonKeyRepeated', { value: b.Key });
    seen.add(b.Key);
  }
  if (buttons.length === 0) return;
  const conditions = [inArray(viewButtons.key, [...seen])];
  if (selfId !== undefined) conditions.push(ne(viewButtons.viewId, selfId));
  const [taken] = await tx.select({ key: viewButtons.key }).from(viewButtons).where(and(...conditions)).limit(1);
  if (taken) throw invalid(`Buttons.${buttons.findIndex((b) => b.Key === taken.key)}.Key`, 'ButtonKeyTaken', { value: taken.key });
}

export async function establishView(tx: Executor, actor: Actor, body: z.output<typeof contract.establishViewBody>) {
  requirePlatformStaff(actor);
  await lockViews(tx);
  await checkCode(tx, body.Code);
  await checkButtons(tx, body.Buttons, []);
  const [row] = await tx.insert(views).values({ population: body.Population, name: body.Name, code: body.Code }).returning();
  if (!row) throw new Error('view not created');
  const buttons = body.Buttons.length ? await tx.insert(viewButtons).values(body.Buttons.map((b) => ({ viewId: row.id, key: b.Key, name: b.Name }))).returning() : [];
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row, buttons) });
  return { Id: row.id };
}

export async function getViewEditInfo(tx: Executor, id: number): Promise<EditInfo> {
  const { row, buttons } = await findView(tx, id);
  return editInfo(row, buttons);
}

export async function editView(tx: Executor, actor: Actor, body: z.output<typeof contract.editViewBody>, announce: Announce): Promise<EditInfo> {
  requirePlatformStaff(actor);
  await lockViews(tx);
  const before = await findView(tx, body.Id);
  await checkCode(tx, body.Code, before.row.id);
  await checkButtons(tx, body.Buttons, before.buttons, before.row.id);
  // Told before the change: holders of a button that is removed lose it.
  const holders = await holdersOfView(tx, before.row.id, before.row.population);
  const [row] = await tx.update(views).set({ name: body.Name, code: body.Code }).where(eq(views.id, before.row.id)).returning();
  if (!row) throw notFound();
  const kept = body.Buttons.flatMap((b) => (b.Id === undefined ? [] : [b.Id]));
  // Removed buttons go with their grants (the keys cascade).
  await tx.delete(viewButtons).where(and(eq(viewButtons.viewId, row.id), kept.length ? notInArray(viewButtons.id, kept) : undefined));
  // Two steps, so keys may be swapped between buttons of the view without meeting the unique index half way.
  for (const id of kept) await tx.update(viewButtons).set({ key: `#renaming#${id}` }).where(eq(viewButtons.id, id));
  for (const b of body.Buttons) {
    if (b.Id !== undefined) await tx.update(viewButtons).set({ key: b.Key, name: b.Name }).where(eq(viewButtons.id, b.Id));
    else await tx.insert(viewButtons).values({ viewId: row.id, key: b.Key, name: b.Name });
  }
  const after = await findView(tx, row.id);
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Edit', before: editInfo(before.row, before.buttons), after: editInfo(after.row, after.buttons) });
  announce(holders);
  return editInfo(after.row, after.buttons);
}

export async function deleteView(tx: Executor, actor: Actor, id: number, announce: Announce): Promise<null> {
  requirePlatformStaff(actor);
  await lockViews(tx);
  const { row, buttons } = await findView(tx, id);
  const holders = await holdersOfView(tx, row.id, row.population);
  await tx.delete(views).where(eq(views.id, row.id));
  await recordAudit(tx, { siteId: null, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row, buttons) });
  announce(holders);
  return null;
}

export async function getViewDetail(tx: Executor, id: number): Promise<z.input<typeof contract.viewDetail>> {
  const { row, buttons } = await findView(tx, id);
  const ids = buttons.map((b) => b.id);
  const [roles] = ids.length ? await tx.select({ n: sql<number>`count(distinct ${roleButtons.roleId})::int` }).from(roleButtons).where(inArray(roleButtons.buttonId, ids)) : [];
  return { ...editInfo(row, buttons), CreationTime: row.createdAt.toISOString(), RoleCount: roles?.n ?? 0, Audits: await auditTrail(tx, ENTITY, row.id) };
}
