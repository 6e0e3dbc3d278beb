import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { typeOfShipping as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { typeOfShippings } from './tables.ts';

/**
 * Shipping methods of a site. Rules: the name is unique in the site and the minimum aging is not
 * above the maximum (the contract judges it, the table's check is the safety net); a disabled
 * method leaves the dropdown. Every change writes an audit row in the same transaction.
 */

type Row = typeof typeOfShippings.$inferSelect;
type EditInfo = z.output<typeof contract.typeOfShippingEditInfo>;
type Query = z.output<typeof contract.typeOfShippingQuery>;

const ENTITY = 'TypeOfShipping';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  MinAging: r.minAging,
  MaxAging: r.maxAging,
  DisplayOrder: r.displayOrder,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
});

const columnsOf = (f: contract.TypeOfShippingFields) => ({
  name: f.Name,
  minAging: f.MinAging,
  maxAging: f.MaxAging,
  displayOrder: f.DisplayOrder,
  isEnabled: f.IsEnabled,
  remarks: f.Remarks,
});

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(typeOfShippings)
    .where(and(eq(typeOfShippings.id, id), ...ofCallerSite(typeOfShippings.siteId, actor)));
  if (!row) throw notFound();
  return row;
}

async function checkName(tx: Executor, siteId: number, name: string, selfId?: number) {
  const [taken] = await tx
    .select({ id: typeOfShippings.id })
    .from(typeOfShippings)
    .where(and(eq(typeOfShippings.siteId, siteId), eq(typeOfShippings.name, name), selfId === undefined ? undefined : ne(typeOfShippings.id, selfId)))
    .limit(1);
  if (taken) throw invalid('Name', 'Duplicate');
}

export async function listTypeOfShippings(tx: Executor, actor: Actor, q: Query) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(typeOfShippings.siteId, siteId));
  if (q.Name !== undefined) conditions.push(containing(typeOfShippings.name, q.Name));
  if (q.IsEnabled !== undefined) conditions.push(eq(typeOfShippings.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(typeOfShippings)
    .where(where)
    .orderBy(asc(typeOfShippings.displayOrder), q.descendingOrder ? desc(typeOfShippings.createdAt) : asc(typeOfShippings.createdAt), asc(typeOfShippings.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(typeOfShippings).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

export async function addTypeOfShipping(tx: Executor, actor: Actor, body: z.output<typeof contract.addTypeOfShippingBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkName(tx, siteId, body.Name);
  const [row] = await tx
    .insert(typeOfShippings)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('shipping method not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditTypeOfShipping(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editTypeOfShipping(tx: Executor, actor: Actor, body: z.output<typeof contract.editTypeOfShippingBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await checkName(tx, before.siteId, body.Name, before.id);
  const [after] = await tx.update(typeOfShippings).set(columnsOf(body)).where(eq(typeOfShippings.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteTypeOfShipping(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(typeOfShippings).where(eq(typeOfShippings.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getTypeOfShippingDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.typeOfShippingDetail>> {
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

/** The enabled methods in display order. */
export async function selectTypeOfShippings(tx: Executor, actor: Actor, siteId: number | undefined) {
  const site = await chosenSite(tx, actor, siteId);
  if (site === null) return [];
  const rows = await tx
    .select()
    .from(typeOfShippings)
    .where(and(eq(typeOfShippings.siteId, site), eq(typeOfShippings.isEnabled, true)))
    .orderBy(asc(typeOfShippings.displayOrder), asc(typeOfShippings.name), asc(typeOfShippings.id));
  return rows.map((r) => ({ Id: r.id, Name: r.name, MinAging: r.minAging, MaxAging: r.maxAging }));
}
