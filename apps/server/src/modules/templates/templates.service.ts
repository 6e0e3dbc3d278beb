import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { formatMessage, templates as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../../platform/siteResources.ts';
import { templates } from './tables.ts';
import { cleanTemplateHtml, hasPrintableContent, renderTemplate, sampleValues } from './templateHtml.ts';

/**
 * Templates: a site's print and document layouts.
 *
 * Rules: the content is cleaned to safe HTML before it is stored (and refused when nothing printable
 * is left) and may use only the placeholders its type documents; the paper size is whole millimetres
 * within bounds (the contract). At most one template per type and site is the default: making one the
 * default takes the flag from the previous one in the same transaction, under a lock of that site and
 * type, so two people switching at once cannot leave two defaults (the partial unique index is the
 * safety net) or none by accident. A disabled template cannot be the default.
 */

type Row = typeof templates.$inferSelect;
type EditInfo = z.output<typeof contract.templateEditInfo>;
type Query = z.output<typeof contract.templateQuery>;
type Fields = contract.TemplateFields;
type TemplateType = contract.TemplateType;
const { TEMPLATE_PLACEHOLDERS, TEMPLATE_TYPES, unknownPlaceholders } = contract;

const ENTITY = 'Template';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  TemplateType: r.templateType,
  Width: r.widthMm,
  Height: r.heightMm,
  Content: r.content,
  IsDefault: r.isDefault,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
});

/** A template of the caller's reach; another site's is "not found" (row-level security hides it from site staff). */
async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(templates.id, id)];
  if (actor.siteId !== null) conditions.push(eq(templates.siteId, actor.siteId));
  const [row] = await tx.select().from(templates).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

/** One writer of a site's defaults of a type at a time. */
async function lockDefaults(tx: Executor, siteId: number, type: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('templateDefaults', type)}::int, ${siteId}::int)`);
}

/** The cleaned content, refused when it uses another type's placeholders or keeps nothing printable. */
export function checkedContent(type: TemplateType, content: string): string {
  const unknown = unknownPlaceholders(type, content);
  if (unknown.length > 0) throw invalid('Content', 'TemplateUnknownPlaceholder', { name: unknown.map((n) => `{{${n}}}`).join(', ') });
  const cleaned = cleanTemplateHtml(content);
  if (!hasPrintableContent(cleaned)) throw invalid('Content', 'TemplateNothingPrintable');
  return cleaned;
}

/** The previous default of the type loses the flag; recorded, since printing changes with it. */
async function takeDefaultFrom(tx: Executor, actor: Actor, siteId: number, type: number, keepId: number | null) {
  await lockDefaults(tx, siteId, type);
  const conditions = [eq(templates.siteId, siteId), eq(templates.templateType, type), eq(templates.isDefault, true)];
  if (keepId !== null) conditions.push(ne(templates.id, keepId));
  const previous = await tx.update(templates).set({ isDefault: false }).where(and(...conditions)).returning();
  for (const p of previous) {
    await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: p.id, action: 'UnsetDefault', before: { IsDefault: true }, after: { IsDefault: false } });
  }
}

const columnsOf = (f: Fields, content: string) => ({
  name: f.Name,
  templateType: f.TemplateType,
  widthMm: f.Width,
  heightMm: f.Height,
  content,
  isDefault: f.IsDefault,
  isEnabled: f.IsEnabled,
  remarks: f.Remarks,
});

function checkDefaultEnabled(f: Pick<Fields, 'IsDefault' | 'IsEnabled'>) {
  if (f.IsDefault && !f.IsEnabled) throw invalid('IsDefault', 'TemplateDefaultDisabled');
}

export async function listTemplates(tx: Executor, actor: Actor, q: Query) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(templates.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(templates.name, `%${q.Name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.TemplateType !== undefined) conditions.push(eq(templates.templateType, q.TemplateType));
  if (q.IsEnabled !== undefined) conditions.push(eq(templates.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const order = q.descendingOrder ? desc(templates.updatedAt) : asc(templates.updatedAt);
  const rows = await tx
    .select()
    .from(templates)
    .where(where)
    .orderBy(asc(templates.templateType), desc(templates.isDefault), order, asc(templates.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(templates).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => {
      const { Content: _content, ...info } = editInfo(r);
      return { ...info, SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() };
    }),
    Total: total?.n ?? 0,
  };
}

export async function addTemplate(tx: Executor, actor: Actor, body: z.output<typeof contract.addTemplateBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  checkDefaultEnabled(body);
  const content = checkedContent(body.TemplateType, body.Content);
  if (body.IsDefault) await takeDefaultFrom(tx, actor, siteId, body.TemplateType, null);
  const [row] = await tx
    .insert(templates)
    .values({ siteId, ...columnsOf(body, content) })
    .returning();
  if (!row) throw new Error('template not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditTemplate(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editTemplate(tx: Executor, actor: Actor, body: z.output<typeof contract.editTemplateBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  checkDefaultEnabled(body);
  const content = checkedContent(body.TemplateType, body.Content);
  if (body.IsDefault) await takeDefaultFrom(tx, actor, before.siteId, body.TemplateType, before.id);
  const [after] = await tx.update(templates).set(columnsOf(body, content)).where(eq(templates.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function setDefaultTemplate(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  const row = await findOne(tx, actor, id);
  if (!row.isEnabled) throw refused('TemplateDefaultDisabled', { field: row.name });
  if (row.isDefault) return editInfo(row);
  await takeDefaultFrom(tx, actor, row.siteId, row.templateType, row.id);
  const [after] = await tx.update(templates).set({ isDefault: true }).where(eq(templates.id, row.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'SetDefault', before: { IsDefault: false }, after: { IsDefault: true } });
  return editInfo(after);
}

export async function deleteTemplate(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(templates).where(eq(templates.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getTemplateDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.templateDetail>> {
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

/** The layout as it would print, with its type's sample values. */
export function previewTemplate(body: z.output<typeof contract.templateLayout>) {
  const cleaned = checkedContent(body.TemplateType, body.Content);
  return { Html: renderTemplate(body.TemplateType, cleaned, sampleValues(body.TemplateType)), Width: body.Width, Height: body.Height };
}

const TYPE_MESSAGE = {
  1: 'TemplateTypeFaceSheet',
  2: 'TemplateTypeShelfLabel',
  3: 'TemplateTypePickingList',
  4: 'TemplateTypePackingList',
  5: 'TemplateTypeInvoice',
  6: 'TemplateTypeInboundReceipt',
} as const satisfies Record<TemplateType, string>;

/** The type options in the caller's language, each with its documented placeholders. */
export function templateTypeOptions(language: Language) {
  return TEMPLATE_TYPES.map((type) => ({
    Value: type,
    Name: formatMessage(TYPE_MESSAGE[type], language),
    Placeholders: TEMPLATE_PLACEHOLDERS[type].map((ph) => ({ Name: ph.Name, Sample: ph.Sample, Rows: ph.Rows ?? false })),
  }));
}
