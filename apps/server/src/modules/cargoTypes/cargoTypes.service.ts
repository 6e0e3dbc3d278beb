import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { cargoType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { cargoTypes } from './tables.ts';

/**
 * Cargo types of a site. Rules: the name is unique in the site; a disabled type leaves the
 * dropdown. Every change writes an audit row in the same transaction.
 */

type Row = typeof cargoTypes.$inferSelect;
type EditInfo = z.output<typeof contract.cargoTypeEditInfo>;
type Query = z.output<typeof contract.cargoTypeQuery>;

const ENTITY = 'CargoType';

const editInfo = (r: Row): EditInfo => ({ Id: r.id, SiteId: r.siteId, Name: r.name, DisplayOrder: r.displayOrder, IsEnabled: r.isEnabled, Remarks: r.remarks });

const columnsOf = (f: contract.CargoTypeFields) => ({ name: f.Name, displayOrder: f.DisplayOrder, isEnabled: f.IsEnabled, remarks: f.Remarks });

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(cargoTypes)
    .where(and(eq(cargoTypes.id, id), ...ofCallerSite(cargoTypes.siteId, actor)));
  if (!row) throw notFound();
  return row;
}

async function checkName(tx: Executor, siteId: number, name: string, selfId?: number) {
  const [taken] = await tx
    .select({ id: cargoTypes.id })
    .from(cargoTypes)
    .where(and(eq(cargoTypes.siteId, siteId), eq(cargoTypes.name, name), selfId === undefined ? undefined : ne(cargoTypes.id, selfId)))
    .limit(1);
  if (taken) throw invalid('Name', 'Duplicate');
}

export async function listCargoTypes(tx: Executor, actor: Actor, q: Query) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(cargoTypes.siteId, siteId));
  if (q.Name !== undefined) conditions.push(containing(cargoTypes.name, q.Name));
  if (q.IsEnabled !== undefined) conditions.push(eq(cargoTypes.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(cargoTypes)
    .where(where)
    .orderBy(asc(cargoTypes.displayOrder), q.descendingOrder ? desc(cargoTypes.createdAt) : asc(cargoTypes.createdAt), asc(cargoTypes.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(cargoTypes).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

export async function addCargoType(tx: Executor, actor: Actor, body: z.output<typeof contract.addCargoTypeBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkName(tx, siteId, body.Name);
  const [row] = await tx
    .insert(cargoTypes)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('cargo type not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditCargoType(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editCargoType(tx: Executor, actor: Actor, body: z.output<typeof contract.editCargoTypeBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await checkName(tx, before.siteId, body.Name, before.id);
  const [after] = await tx.update(cargoTypes).set(columnsOf(body)).where(eq(cargoTypes.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteCargoType(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(cargoTypes).where(eq(cargoTypes.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getCargoTypeDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.cargoTypeDetail>> {
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

/** The enabled types in display order. */
export async function selectCargoTypes(tx: Executor, actor: Actor, siteId: number | undefined) {
  const site = await chosenSite(tx, actor, siteId);
  if (site === null) return [];
  const rows = await tx
    .select({ Id: cargoTypes.id, Name: cargoTypes.name })
    .from(cargoTypes)
    .where(and(eq(cargoTypes.siteId, site), eq(cargoTypes.isEnabled, true)))
    .orderBy(asc(cargoTypes.displayOrder), asc(cargoTypes.name), asc(cargoTypes.id));
  return rows;
}
