import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { helpTutorialType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { helpTutorialTypes } from './tables.ts';

/** Help tutorial types of a site: names unique in the site, by display order; only enabled ones offered. */

type Row = typeof helpTutorialTypes.$inferSelect;
type EditInfo = z.input<typeof contract.helpTutorialTypeEditInfo>;
const ENTITY = 'HelpTutorialType';

const editInfo = (r: Row): EditInfo => ({ Id: r.id, SiteId: r.siteId, Name: r.name, DisplayOrder: r.displayOrder, IsEnabled: r.isEnabled, Remarks: r.remarks });
const columnsOf = (f: contract.HelpTutorialTypeFields) => ({ name: f.Name, displayOrder: f.DisplayOrder, isEnabled: f.IsEnabled, remarks: f.Remarks });
const byDisplayOrder = [asc(helpTutorialTypes.displayOrder), asc(helpTutorialTypes.id)];

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(helpTutorialTypes.id, id)];
  if (actor.siteId !== null) conditions.push(eq(helpTutorialTypes.siteId, actor.siteId));
  const [row] = await tx.select().from(helpTutorialTypes).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

async function checkNameFree(tx: Executor, siteId: number, name: string, exceptId: number | null) {
  const conditions = [eq(helpTutorialTypes.siteId, siteId), eq(helpTutorialTypes.name, name)];
  if (exceptId !== null) conditions.push(ne(helpTutorialTypes.id, exceptId));
  const [taken] = await tx.select({ id: helpTutorialTypes.id }).from(helpTutorialTypes).where(and(...conditions));
  if (taken) throw invalid('Name', 'Duplicate');
}

export async function listHelpTutorialTypes(tx: Executor, actor: Actor, q: z.output<typeof contract.helpTutorialTypeQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(helpTutorialTypes.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(helpTutorialTypes.name, `%${q.Name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.IsEnabled !== undefined) conditions.push(eq(helpTutorialTypes.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(helpTutorialTypes)
    .where(where)
    .orderBy(asc(helpTutorialTypes.siteId), ...byDisplayOrder)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(helpTutorialTypes).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

export async function addHelpTutorialType(tx: Executor, actor: Actor, body: z.output<typeof contract.addHelpTutorialTypeBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkNameFree(tx, siteId, body.Name, null);
  const [row] = await tx
    .insert(helpTutorialTypes)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('help tutorial type not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditHelpTutorialType(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editHelpTutorialType(tx: Executor, actor: Actor, body: z.output<typeof contract.editHelpTutorialTypeBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await checkNameFree(tx, before.siteId, body.Name, before.id);
  const [after] = await tx.update(helpTutorialTypes).set(columnsOf(body)).where(eq(helpTutorialTypes.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteHelpTutorialType(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(helpTutorialTypes).where(eq(helpTutorialTypes.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getHelpTutorialTypeDetail(tx: Executor, actor: Actor, id: number) {
  const row = await findOne(tx, actor, id);
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
}

/** The enabled types of the caller's site (platform staff: of the site they name; none when they name none). */
export async function selectHelpTutorialTypes(tx: Executor, actor: Actor, siteIdChoice: number | undefined) {
  const siteId = await chosenSite(tx, actor, siteIdChoice);
  if (siteId === null) return [];
  const rows = await tx
    .select({ Id: helpTutorialTypes.id, Name: helpTutorialTypes.name })
    .from(helpTutorialTypes)
    .where(and(eq(helpTutorialTypes.siteId, siteId), eq(helpTutorialTypes.isEnabled, true)))
    .orderBy(...byDisplayOrder);
  return rows;
}
