import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { currencies as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { currencies } from './tables.ts';

/**
 * Currencies of a site (rules in contracts/currencies.ts): the code is unique in the site, the rate
 * is a positive decimal kept exactly (numeric), and only effective currencies are offered.
 */

type Row = typeof currencies.$inferSelect;
type EditInfo = z.input<typeof contract.currencyEditInfo>;
const ENTITY = 'Currency';

/** numeric(18,6) answers "7.100000"; people wrote 7.1. */
export const plainDecimal = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  CurrencyCode: r.currencyCode,
  ExchangeRate: plainDecimal(r.exchangeRate),
  Symbol: r.symbol,
  EffectiveOrNot: r.effectiveOrNot,
});

const columnsOf = (f: contract.CurrencyFields) => ({
  name: f.Name,
  currencyCode: f.CurrencyCode,
  exchangeRate: f.ExchangeRate,
  symbol: f.Symbol,
  effectiveOrNot: f.EffectiveOrNot,
});

/** A currency of the caller's reach; another site's is "not found" (row-level security hides it from site staff). */
async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(currencies.id, id)];
  if (actor.siteId !== null) conditions.push(eq(currencies.siteId, actor.siteId));
  const [row] = await tx.select().from(currencies).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

async function checkCodeFree(tx: Executor, siteId: number, code: string, exceptId: number | null) {
  const conditions = [eq(currencies.siteId, siteId), eq(currencies.currencyCode, code)];
  if (exceptId !== null) conditions.push(ne(currencies.id, exceptId));
  const [taken] = await tx.select({ id: currencies.id }).from(currencies).where(and(...conditions));
  if (taken) throw invalid('CurrencyCode', 'Duplicate');
}

export async function listCurrencies(tx: Executor, actor: Actor, q: z.output<typeof contract.currencyQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(currencies.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(currencies.name, `%${q.Name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.CurrencyCode !== undefined) conditions.push(ilike(currencies.currencyCode, `${q.CurrencyCode.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.EffectiveOrNot !== undefined) conditions.push(eq(currencies.effectiveOrNot, q.EffectiveOrNot));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(currencies)
    .where(where)
    .orderBy(asc(currencies.siteId), asc(currencies.currencyCode))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(currencies).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

export async function addCurrency(tx: Executor, actor: Actor, body: z.output<typeof contract.addCurrencyBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkCodeFree(tx, siteId, body.CurrencyCode, null);
  const [row] = await tx
    .insert(currencies)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('currency not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditCurrency(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editCurrency(tx: Executor, actor: Actor, body: z.output<typeof contract.editCurrencyBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await checkCodeFree(tx, before.siteId, body.CurrencyCode, before.id);
  const [after] = await tx.update(currencies).set(columnsOf(body)).where(eq(currencies.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteCurrency(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(currencies).where(eq(currencies.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getCurrencyDetail(tx: Executor, actor: Actor, id: number) {
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

/** The effective currencies of the caller's site (platform staff: of the site they name; none when they name none). */
export async function selectCurrencies(tx: Executor, actor: Actor, siteIdChoice: number | undefined) {
  const siteId = await chosenSite(tx, actor, siteIdChoice);
  if (siteId === null) return [];
  const rows = await tx
    .select()
    .from(currencies)
    .where(and(eq(currencies.siteId, siteId), eq(currencies.effectiveOrNot, true)))
    .orderBy(asc(currencies.currencyCode));
  return rows.map((r) => ({ Id: r.id, Name: r.name, CurrencyCode: r.currencyCode, Symbol: r.symbol, ExchangeRate: plainDecimal(r.exchangeRate) }));
}
