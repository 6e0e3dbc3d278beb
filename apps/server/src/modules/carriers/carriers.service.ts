import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { carrier as contract, moneyText, templates as templateContract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { templates } from '../templates/tables.ts';
import { carrierLocalTrackingNumbers, carriers } from './tables.ts';

/**
 * Carriers of a site (contracts carrier.ts says what each field means).
 *
 * Rules: name and alias are unique in the site; the template must be an enabled face-sheet template
 * of the same site; a carrier holding local tracking numbers cannot be deleted (the numbers record
 * which orders got them): it is disabled instead, which takes it out of the dropdowns.
 */

type Query = z.output<typeof contract.carrierQuery>;

export const CARRIER_ENTITY = 'Carrier';

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

export const carrierList = siteList({
  table: carriers,
  entity: CARRIER_ENTITY,
  contract: contract.carrierFields,
  fields: {
    Name: carriers.name,
    Interface: carriers.interface,
    AgentCodes: carriers.agentCodes,
    MaxLength: carriers.maxLength,
    MaxWidth: carriers.maxWidth,
    MaxHeight: carriers.maxHeight,
    MaxWeight: carriers.maxWeight,
    IsCashOnDelivery: carriers.isCashOnDelivery,
    IsLocalNumbering: carriers.isLocalNumbering,
    TemplateId: carriers.templateId,
    IsSinglePackageBilling: carriers.isSinglePackageBilling,
    // Money reads with its two decimals ("12.50"), as every amount of the product.
    MinimumConsumption: converted(carriers.minimumConsumption, { read: moneyText }),
    Alias: carriers.alias,
    IsEnabled: carriers.isEnabled,
  },
  unique: [
    { field: 'Name', column: carriers.name, value: (f) => f.Name },
    { field: 'Alias', column: carriers.alias, value: (f) => f.Alias },
  ],
  hooks: {
    beforeWrite: (tx, { siteId, fields }) => checkTemplate(tx, siteId, fields.TemplateId),
    beforeDelete: async (tx, row) => {
      const [numbers] = await tx.select({ n: count() }).from(carrierLocalTrackingNumbers).where(eq(carrierLocalTrackingNumbers.carrierId, row.id));
      if ((numbers?.n ?? 0) > 0) throw refused('CarrierHasTrackingNumbers', { name: row.name, count: numbers!.n });
    },
  },
  filters: (q: Query) => [given(q.Name, (v) => containing(carriers.name, v)), given(q.Interface, (v) => eq(carriers.interface, v)), given(q.IsEnabled, (v) => eq(carriers.isEnabled, v))],
  order: (q) => [desc(carriers.isEnabled), q.descendingOrder ? desc(carriers.createdAt) : asc(carriers.createdAt), asc(carriers.id)],
  extra: async (tx, rows) => {
    const counts = await numberCounts(
      tx,
      rows.map((r) => r.id),
    );
    const templateName = await templateNames(
      tx,
      rows.map((r) => r.templateId),
    );
    return (r) => ({ TemplateName: r.templateId === null ? '' : (templateName.get(r.templateId) ?? ''), AvailableNumberCount: counts.get(r.id)?.free ?? 0 });
  },
  detailExtra: async (tx, row) => {
    const counts = (await numberCounts(tx, [row.id])).get(row.id);
    return { NumberCount: counts?.all ?? 0, UsedNumberCount: counts?.used ?? 0, VoidedNumberCount: counts?.voided ?? 0 };
  },
  // By their real names (back office); customers see aliases (selectCarrierAliases).
  offer: {
    when: eq(carriers.isEnabled, true),
    order: [asc(carriers.name), asc(carriers.id)],
    item: (r) => ({ Id: r.id, Name: r.name, Interface: r.interface, IsLocalNumbering: r.isLocalNumbering, IsCashOnDelivery: r.isCashOnDelivery }),
  },
});

/** The enabled carriers by the name customers see. */
export async function selectCarrierAliases(tx: Executor, actor: Actor, siteId: number | undefined) {
  return (await carrierList.offered(tx, actor, siteId)).map((r) => ({ Id: r.id, Name: r.alias || r.name }));
}
