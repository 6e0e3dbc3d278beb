import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { customsClearanceCompany as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { given, pageOf, siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { customsClearanceCompanies as companies, customsClearanceNumbers as numbers } from './tables.ts';

/**
 * Customs clearance companies and their clearance numbers (contracts customsClearanceCompany.ts).
 *
 * Rules: company names are unique in the site, numbers in their company. UsedQuantity never goes
 * above MaxQuantity: the contract judges a new number, an edit may not lower the maximum below what
 * is used (the row is locked while judging), taking raises it only while below the maximum (judged
 * again in the update itself), and the table's check refuses anything else. A number that
 * has been quoted keeps its text and cannot be deleted, nor its company; both can be disabled.
 */

type NumberRow = typeof numbers.$inferSelect;

const COMPANY = 'CustomsClearanceCompany';
const NUMBER = 'CustomsClearanceNumber';

const numberRow = (r: NumberRow, prefix: string): contract.ClearanceNumberRow => ({
  Id: r.id,
  CompanyId: r.companyId,
  Number: r.number,
  FullNumber: `${prefix}${r.number}`,
  MaxQuantity: r.maxQuantity,
  UsedQuantity: r.usedQuantity,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
  CreationTime: r.createdAt.toISOString(),
  UpdateTime: r.updatedAt.toISOString(),
});

/** Per company: how many numbers, how many quotes are left on its enabled numbers, how many were made. */
async function numberFigures(tx: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return new Map<number, { count: number; remaining: number; used: number }>();
  const rows = await tx
    .select({
      companyId: numbers.companyId,
      count: count(),
      remaining: sql<number>`coalesce(sum(${numbers.maxQuantity} - ${numbers.usedQuantity}) filter (where ${numbers.isEnabled}), 0)::int`,
      used: sql<number>`coalesce(sum(${numbers.usedQuantity}), 0)::int`,
    })
    .from(numbers)
    .where(inArray(numbers.companyId, companyIds))
    .groupBy(numbers.companyId);
  return new Map(rows.map((r) => [r.companyId, r]));
}

export const companyList = siteList({
  table: companies,
  entity: COMPANY,
  contract: contract.clearanceCompanyFields,
  fields: { Name: companies.name, Prefix: companies.prefix, IsEnabled: companies.isEnabled, Remarks: companies.remarks },
  unique: [{ field: 'Name', column: companies.name, value: (f) => f.Name }],
  hooks: {
    beforeDelete: async (tx, row) => {
      const used = (await numberFigures(tx, [row.id])).get(row.id)?.used ?? 0;
      if (used > 0) throw refused('ClearanceCompanyInUse', { name: row.name, count: used });
      await tx.delete(numbers).where(eq(numbers.companyId, row.id));
    },
  },
  filters: (q: z.output<typeof contract.clearanceCompanyQuery>) => [given(q.Name, (v) => containing(companies.name, v)), given(q.IsEnabled, (v) => eq(companies.isEnabled, v))],
  order: (q) => [desc(companies.isEnabled), q.descendingOrder ? desc(companies.createdAt) : asc(companies.createdAt), asc(companies.id)],
  extra: async (tx, rows) => {
    const figures = await numberFigures(
      tx,
      rows.map((r) => r.id),
    );
    return (r) => ({ NumberCount: figures.get(r.id)?.count ?? 0, RemainingQuantity: figures.get(r.id)?.remaining ?? 0 });
  },
  offer: { when: eq(companies.isEnabled, true), order: [asc(companies.name), asc(companies.id)], item: (r) => ({ Id: r.id, Name: r.name, Prefix: r.prefix }) },
});

// ── Clearance numbers ────────────────────────────────────────────────────────────────────────

/** A number of the caller's reach with its company, locked for the rest of the transaction when `lock`. */
async function findNumber(tx: Executor, actor: Actor, id: number, lock = false): Promise<{ row: NumberRow; company: SiteListRow<typeof companies> }> {
  const query = tx
    .select()
    .from(numbers)
    .where(and(eq(numbers.id, id), ...ofCallerSite(numbers.siteId, actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return { row, company: await companyList.find(tx, actor, row.companyId) };
}

async function checkNumberText(tx: Executor, companyId: number, number: string, selfId?: number) {
  const [taken] = await tx
    .select({ id: numbers.id })
    .from(numbers)
    .where(and(eq(numbers.companyId, companyId), eq(numbers.number, number), selfId === undefined ? undefined : ne(numbers.id, selfId)))
    .limit(1);
  if (taken) throw invalid('Number', 'Duplicate');
}

const numberAudit = (r: NumberRow) => ({ Number: r.number, MaxQuantity: r.maxQuantity, UsedQuantity: r.usedQuantity, IsEnabled: r.isEnabled, Remarks: r.remarks });

export async function listNumbers(tx: Executor, actor: Actor, q: z.output<typeof contract.clearanceNumberQuery>) {
  const company = await companyList.find(tx, actor, q.CompanyId);
  const where = and(eq(numbers.companyId, company.id), given(q.Number, (v) => containing(numbers.number, v)), given(q.IsEnabled, (v) => eq(numbers.isEnabled, v)));
  const { rows, total } = await pageOf(tx, numbers, where, [q.descendingOrder ? desc(numbers.id) : asc(numbers.id)], q);
  return { Data: rows.map((r) => numberRow(r, company.prefix)), Total: total };
}

export async function addNumber(tx: Executor, actor: Actor, body: z.output<typeof contract.addClearanceNumberBody>) {
  const company = await companyList.find(tx, actor, body.CompanyId);
  await checkNumberText(tx, company.id, body.Number);
  const [row] = await tx
    .insert(numbers)
    .values({ siteId: company.siteId, companyId: company.id, number: body.Number, maxQuantity: body.MaxQuantity, usedQuantity: body.UsedQuantity, isEnabled: body.IsEnabled, remarks: body.Remarks })
    .returning();
  if (!row) throw new Error('clearance number not created');
  await recordAudit(tx, { siteId: company.siteId, actorId: actor.userId, entity: COMPANY, entityId: company.id, action: 'AddNumber', after: numberAudit(row) });
  return { Id: row.id };
}

export async function editNumber(tx: Executor, actor: Actor, body: z.output<typeof contract.editClearanceNumberBody>) {
  const { row: before, company } = await findNumber(tx, actor, body.Id, true);
  if (before.usedQuantity > 0 && body.Number !== before.number) throw invalid('Number', 'ClearanceNumberQuoted', { used: before.usedQuantity });
  if (body.MaxQuantity < before.usedQuantity) throw invalid('MaxQuantity', 'ClearanceMaxBelowUsed', { used: before.usedQuantity });
  await checkNumberText(tx, company.id, body.Number, before.id);
  const [after] = await tx
    .update(numbers)
    .set({ number: body.Number, maxQuantity: body.MaxQuantity, isEnabled: body.IsEnabled, remarks: body.Remarks })
    .where(eq(numbers.id, before.id))
    .returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: company.siteId, actorId: actor.userId, entity: COMPANY, entityId: company.id, action: 'EditNumber', before: numberAudit(before), after: numberAudit(after) });
  return numberRow(after, company.prefix);
}

export async function deleteNumber(tx: Executor, actor: Actor, id: number): Promise<null> {
  const { row, company } = await findNumber(tx, actor, id, true);
  if (row.usedQuantity > 0) throw refused('ClearanceNumberInUse', { name: row.number, count: row.usedQuantity });
  await tx.delete(numbers).where(eq(numbers.id, row.id));
  await recordAudit(tx, { siteId: company.siteId, actorId: actor.userId, entity: COMPANY, entityId: company.id, action: 'DeleteNumber', before: numberAudit(row) });
  return null;
}

/**
 * Quotes one of the company's enabled clearance numbers on a shipment and answers the number as the
 * shipment prints it (Prefix + Number): the oldest number with quotes left, its UsedQuantity raised
 * by one. Takers of one company queue on a transaction-scoped advisory lock: a number serves many
 * shipments, so skipping a locked row (as the single-use tracking numbers do) would wrongly answer
 * "none left" while another shipment holds the only number with quotes left. For the areas that
 * create shipments: call it inside their transaction, so a rolled-back shipment gives the quote back.
 */
export async function takeCustomsClearanceNumber(tx: Executor, actor: Actor, companyId: number, usedBy: string): Promise<{ Id: number; FullNumber: string }> {
  const company = await companyList.find(tx, actor, companyId);
  if (!company.isEnabled) throw refused('ClearanceNoFreeNumber', { name: company.name });
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('customsNumbers')}::int, ${company.id}::int)`);
  const [next] = await tx
    .select({ id: numbers.id })
    .from(numbers)
    .where(and(eq(numbers.companyId, company.id), eq(numbers.isEnabled, true), sql`${numbers.usedQuantity} < ${numbers.maxQuantity}`))
    .orderBy(asc(numbers.id))
    .limit(1);
  if (!next) throw refused('ClearanceNoFreeNumber', { name: company.name });
  const [taken] = await tx
    .update(numbers)
    .set({ usedQuantity: sql`${numbers.usedQuantity} + 1` })
    // Judged again on the row as it is now: an edit may have lowered its maximum meanwhile.
    .where(and(eq(numbers.id, next.id), sql`${numbers.usedQuantity} < ${numbers.maxQuantity}`))
    .returning();
  if (!taken) throw refused('ClearanceNoFreeNumber', { name: company.name });
  await recordAudit(tx, { siteId: company.siteId, actorId: actor.userId, entity: NUMBER, entityId: taken.id, action: 'Take', after: { UsedQuantity: taken.usedQuantity, UsedBy: usedBy } });
  return { Id: taken.id, FullNumber: `${company.prefix}${taken.number}` };
}
