import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { moneyText, templates as templateContract, type carrier as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { containing, ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { templates } from '../templates/tables.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { carrierLocalTrackingNumbers, carriers } from './tables.ts';

/**
 * Carriers of a site (contracts carrier.ts says what each field means).
 *
 * Rules: name and alias are unique in the site; the template must be an enabled face-sheet template
 * of the same site; a carrier holding local tracking numbers cannot be deleted (the numbers record
 * which orders got them): it is disabled instead, which takes it out of the dropdowns. Every change
 * writes an audit row in the same transaction.
 */

type Row = typeof carriers.$inferSelect;
type EditInfo = contract.CarrierEditInfo;
type Query = z.output<typeof contract.carrierQuery>;

export const CARRIER_ENTITY = 'Carrier';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  Interface: r.interface,
  AgentCodes: r.agentCodes,
  MaxLength: plainDecimal(r.maxLength),
  MaxWidth: plainDecimal(r.maxWidth),
  MaxHeight: plainDecimal(r.maxHeight),
  MaxWeight: plainDecimal(r.maxWeight),
  IsCashOnDelivery: r.isCashOnDelivery,
  IsLocalNumbering: r.isLocalNumbering,
  TemplateId: r.templateId,
  IsSinglePackageBilling: r.isSinglePackageBilling,
  MinimumConsumption: moneyText(r.minimumConsumption),
  Alias: r.alias,
  IsEnabled: r.isEnabled,
});

/** A carrier of the caller's reach; another site's is "not found". */
export async function findCarrier(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(carriers)
    .where(and(eq(carriers.id, id), ...ofCallerSite(carriers.siteId, actor)));
  if (!row) throw notFound();
  return row;
}

async function checkUnique(tx: Executor, siteId: number, f: contract.CarrierFields, selfId?: number) {
  const others = (column: SQL) => and(eq(carriers.siteId, siteId), column, selfId === undefined ? undefined : ne(carriers.id, selfId));
  const [sameName] = await tx.select({ id: carriers.id }).from(carriers).where(others(eq(carriers.name, f.Name))).limit(1);
  if (sameName) throw invalid('Name', 'Duplicate');
  if (f.Alias) {
    const [sameAlias] = await tx.select({ id: carriers.id }).from(carriers).where(others(eq(carriers.alias, f.Alias))).limit(1);
    if (sameAlias) throw invalid('Alias', 'Duplicate');
  }
}

/** The face-sheet template must be an enabled one of the same site. */
async function checkTemplate(tx: Executor, siteId: number, templateId: number | null | undefined) {
  if (templateId == null) return;
  const [template] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(
      and(
        eq(templates.id, templateId),
        eq(templates.siteId, siteId),
        eq(templates.templateType, templateContract.TemplateType.FaceSheet),
        eq(templates.isEnabled, true),
      ),
    );
  if (!template) throw invalid('TemplateId', 'CarrierTemplateInvalid');
}

const columnsOf = (f: contract.CarrierFields) => ({
  name: f.Name,
  interface: f.Interface,
  agentCodes: f.AgentCodes,
  maxLength: f.MaxLength,
  maxWidth: f.MaxWidth,
  maxHeight: f.MaxHeight,
  maxWeight: f.MaxWeight,
  isCashOnDelivery: f.IsCashOnDelivery,
  isLocalNumbering: f.IsLocalNumbering,
  templateId: f.TemplateId ?? null,
  isSinglePackageBilling: f.IsSinglePackageBilling,
  minimumConsumption: f.MinimumConsumption,
  alias: f.Alias,
  isEnabled: f.IsEnabled,
});

/** How many numbers of each carrier: all, used, voided and still free to take. */
async function numberCounts(tx: Executor, carrierIds: number[]) {
  if (carrierIds.length === 0) return new Map<number, { all: number; used: number; voided: number; free: number }>();
  const rows = await tx
    .select({
      carrierId: carrierLocalTrackingNumbers.carrierId,
      all: count(),
      used: sql<number>`count(*) filter (where ${carrierLocalTrackingNumbers.whetherToUse})::int`,
      voided: sql<number>`count(*) filter (where ${carrierLocalTrackingNumbers.isVoided})::int`,
      free: sql<number>`count(*) filter (where not ${carrierLocalTrackingNumbers.whetherToUse} and not ${carrierLocalTrackingNumbers.isVoided})::int`,
    })
    .from(carrierLocalTrackingNumbers)
    .where(inArray(carrierLocalTrackingNumbers.carrierId, carrierIds))
    .groupBy(carrierLocalTrackingNumbers.carrierId);
  return new Map(rows.map((r) => [r.carrierId, r]));
}

async function templateNames(tx: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const distinct = [...new Set(ids.filter((id): id is number => id !== null))];
  if (distinct.length === 0) return new Map();
  const rows = await tx.select({ id: templates.id, name: templates.name }).from(templates).where(inArray(templates.id, distinct));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function rowsOf(tx: Executor, rows: Row[]) {
  const names = await siteNames(tx, rows.map((r) => r.siteId));
  const counts = await numberCounts(tx, rows.map((r) => r.id));
  const templateName = await templateNames(tx, rows.map((r) => r.templateId));
  return rows.map((r) => ({
    ...editInfo(r),
    TemplateName: r.templateId === null ? '' : (templateName.get(r.templateId) ?? ''),
    SiteName: names.get(r.siteId) ?? '',
    AvailableNumberCount: counts.get(r.id)?.free ?? 0,
    CreationTime: r.createdAt.toISOString(),
    UpdateTime: r.updatedAt.toISOString(),
  }));
}

export async function listCarriers(tx: Executor, actor: Actor, q: Query) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(carriers.siteId, siteId));
  if (q.Name !== undefined) conditions.push(containing(carriers.name, q.Name));
  if (q.Interface !== undefined) conditions.push(eq(carriers.interface, q.Interface));
  if (q.IsEnabled !== undefined) conditions.push(eq(carriers.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(carriers)
    .where(where)
    .orderBy(desc(carriers.isEnabled), q.descendingOrder ? desc(carriers.createdAt) : asc(carriers.createdAt), asc(carriers.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(carriers).where(where);
  return { Data: await rowsOf(tx, rows), Total: total?.n ?? 0 };
}

export async function addCarrier(tx: Executor, actor: Actor, body: z.output<typeof contract.addCarrierBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkUnique(tx, siteId, body);
  await checkTemplate(tx, siteId, body.TemplateId);
  const [row] = await tx
    .insert(carriers)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('carrier not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: CARRIER_ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditCarrier(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findCarrier(tx, actor, id));
}

export async function editCarrier(tx: Executor, actor: Actor, body: z.output<typeof contract.editCarrierBody>): Promise<EditInfo> {
  const before = await findCarrier(tx, actor, body.Id);
  await checkUnique(tx, before.siteId, body, before.id);
  await checkTemplate(tx, before.siteId, body.TemplateId);
  const [after] = await tx.update(carriers).set(columnsOf(body)).where(eq(carriers.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: CARRIER_ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteCarrier(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findCarrier(tx, actor, id);
  const [numbers] = await tx.select({ n: count() }).from(carrierLocalTrackingNumbers).where(eq(carrierLocalTrackingNumbers.carrierId, row.id));
  if ((numbers?.n ?? 0) > 0) throw refused('CarrierHasTrackingNumbers', { name: row.name, count: numbers!.n });
  await tx.delete(carriers).where(eq(carriers.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: CARRIER_ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getCarrierDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.carrierDetail>> {
  const row = await findCarrier(tx, actor, id);
  const [listed] = await rowsOf(tx, [row]);
  const counts = (await numberCounts(tx, [row.id])).get(row.id);
  return {
    ...listed!,
    NumberCount: counts?.all ?? 0,
    UsedNumberCount: counts?.used ?? 0,
    VoidedNumberCount: counts?.voided ?? 0,
    Audits: await auditHistory(tx, CARRIER_ENTITY, row.id),
  };
}

async function enabledCarriers(tx: Executor, actor: Actor, siteId: number | undefined): Promise<Row[]> {
  const site = await chosenSite(tx, actor, siteId);
  if (site === null) return [];
  return tx
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, site), eq(carriers.isEnabled, true)))
    .orderBy(asc(carriers.name), asc(carriers.id));
}

/** The enabled carriers by their real names (back office). */
export async function selectCarriers(tx: Executor, actor: Actor, siteId: number | undefined) {
  return (await enabledCarriers(tx, actor, siteId)).map((r) => ({ Id: r.id, Name: r.name, Interface: r.interface, IsLocalNumbering: r.isLocalNumbering, IsCashOnDelivery: r.isCashOnDelivery }));
}

/** The enabled carriers by the name customers see. */
export async function selectCarrierAliases(tx: Executor, actor: Actor, siteId: number | undefined) {
  return (await enabledCarriers(tx, actor, siteId)).map((r) => ({ Id: r.id, Name: r.alias || r.name }));
}
