import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { formatMessage, templates as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
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

type TemplateType = contract.TemplateType;
const { TEMPLATE_PLACEHOLDERS, TEMPLATE_TYPES, unknownPlaceholders } = contract;

const ENTITY = 'Template';

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

export const templateList = siteList({
  table: templates,
  entity: ENTITY,
  contract: contract.templateFields,
  fields: {
    Name: templates.name,
    TemplateType: templates.templateType,
    Width: templates.widthMm,
    Height: templates.heightMm,
    Content: templates.content,
    IsDefault: templates.isDefault,
    IsEnabled: templates.isEnabled,
    Remarks: templates.remarks,
  },
  // The list page never shows a layout; the edit form and the detail do.
  unlisted: ['Content'],
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      if (fields.IsDefault && !fields.IsEnabled) throw invalid('IsDefault', 'TemplateDefaultDisabled');
      const content = checkedContent(fields.TemplateType, fields.Content);
      if (fields.IsDefault) await takeDefaultFrom(tx, actor, siteId, fields.TemplateType, before?.id ?? null);
      // What is stored is the cleaned content, never the text as sent.
      return { content };
    },
  },
  filters: (q: z.output<typeof contract.templateQuery>) => [
    given(q.Name, (v) => containing(templates.name, v)),
    given(q.TemplateType, (v) => eq(templates.templateType, v)),
    given(q.IsEnabled, (v) => eq(templates.isEnabled, v)),
  ],
  order: (q) => [asc(templates.templateType), desc(templates.isDefault), q.descendingOrder ? desc(templates.updatedAt) : asc(templates.updatedAt), asc(templates.id)],
});

export async function setDefaultTemplate(tx: Executor, actor: Actor, id: number) {
  const row = await templateList.find(tx, actor, id);
  if (!row.isEnabled) throw refused('TemplateDefaultDisabled', { field: row.name });
  if (row.isDefault) return templateList.editInfo(row);
  await takeDefaultFrom(tx, actor, row.siteId, row.templateType, row.id);
  const [after] = await tx.update(templates).set({ isDefault: true }).where(eq(templates.id, row.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'SetDefault', before: { IsDefault: false }, after: { IsDefault: true } });
  return templateList.editInfo(after);
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
