import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { carrierLocalTrackingNumber as contract, checkTrackingNumber, formatMessage, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { auditHistory, chosenSite, siteNames } from '../../platform/siteResources.ts';
import { CARRIER_ENTITY, carrierList } from './carriers.service.ts';
import { carrierLocalTrackingNumbers as numbers, carriers } from './tables.ts';

/**
 * The carriers' pools of local tracking numbers (contracts carrierLocalTrackingNumber.ts).
 *
 * Importing is all or nothing: the list is checked whole (format, repeats inside it, numbers the
 * carrier already holds) before one multi-row insert, and `on conflict do nothing` catches a number
 * another import added meanwhile, which rolls the whole request back with that number named.
 *
 * Taking a number (`takeCarrierLocalTrackingNumber`, for the areas that create orders) is one
 * statement: the oldest free number is locked with `for update skip locked` and marked used in the
 * same update, so concurrent takers each lock a different row and none waits for another's
 * transaction; a number once taken is never free again, even if voided and unvoided.
 */

type Row = typeof numbers.$inferSelect;
type Query = z.output<typeof contract.trackingNumberQuery>;

const ENTITY = 'CarrierLocalTrackingNumber';
const { TRACKING_NUMBERS_NAMED_MAX } = contract;
/** Rows per insert statement: 3 parameters each keeps a statement far below PostgreSQL's 65,535. */
const INSERT_BATCH = 5000;

/** Up to TRACKING_NUMBERS_NAMED_MAX numbers, then how many more, for a refusal's message. */
function namedNumbers(list: readonly string[], language: Language): string {
  const named = list.slice(0, TRACKING_NUMBERS_NAMED_MAX).join(', ');
  const more = list.length - TRACKING_NUMBERS_NAMED_MAX;
  return more > 0 ? `${named} ${formatMessage('AndMore', language, { count: more })}` : named;
}

export async function importTrackingNumbers(tx: Executor, actor: Actor, language: Language, body: z.output<typeof contract.importBody>) {
  const carrier = await carrierList.find(tx, actor, body.CarrierId);
  if (!carrier.isLocalNumbering) throw invalid('CarrierId', 'CarrierLocalNumberingOff', { name: carrier.name });
  const malformed = body.Numbers.filter((n) => checkTrackingNumber(n) !== null);
  if (malformed.length > 0) throw invalid('Numbers', 'TrackingNumbersInvalid', { numbers: namedNumbers(malformed, language) });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const n of body.Numbers) (seen.has(n) ? repeated : seen).add(n);
  if (repeated.size > 0) throw invalid('Numbers', 'TrackingNumbersRepeated', { numbers: namedNumbers([...repeated], language) });

  const existing: string[] = [];
  for (let at = 0; at < body.Numbers.length; at += INSERT_BATCH) {
    const batch = body.Numbers.slice(at, at + INSERT_BATCH);
    const rows = await tx
      .select({ number: numbers.number })
      .from(numbers)
      .where(and(eq(numbers.carrierId, carrier.id), inArray(numbers.number, batch)));
    existing.push(...rows.map((r) => r.number));
  }
  const refuseExisting = (list: string[]) => invalid('Numbers', 'TrackingNumbersExist', { numbers: namedNumbers(list, language) });
  if (existing.length > 0) throw refuseExisting(existing);

  let inserted = 0;
  for (let at = 0; at < body.Numbers.length; at += INSERT_BATCH) {
    const batch = body.Numbers.slice(at, at + INSERT_BATCH);
    const rows = await tx
      .insert(numbers)
      .values(batch.map((number) => ({ siteId: carrier.siteId, carrierId: carrier.id, number })))
      .onConflictDoNothing()
      .returning({ number: numbers.number });
    if (rows.length < batch.length) {
      const added = new Set(rows.map((r) => r.number));
      throw refuseExisting(batch.filter((n) => !added.has(n)));
    }
    inserted += rows.length;
  }
  await recordAudit(tx, {
    siteId: carrier.siteId,
    actorId: actor.userId,
    entity: CARRIER_ENTITY,
    entityId: carrier.id,
    action: 'ImportTrackingNumbers',
    after: { Count: inserted, First: body.Numbers[0], Last: body.Numbers.at(-1) },
  });
  return { Count: inserted };
}

const rowOf = (r: Row, carrierName: string, siteName: string): contract.TrackingNumberRow => ({
  Id: r.id,
  SiteId: r.siteId,
  CarrierId: r.carrierId,
  CarrierName: carrierName,
  Number: r.number,
  WhetherToUse: r.whetherToUse,
  IsVoided: r.isVoided,
  UsedTime: r.usedAt?.toISOString() ?? '',
  UsedBy: r.usedBy,
  SiteName: siteName,
  CreationTime: r.createdAt.toISOString(),
});

async function toRows(tx: Executor, rows: Row[]) {
  const carrierIds = [...new Set(rows.map((r) => r.carrierId))];
  const names = carrierIds.length === 0 ? [] : await tx.select({ id: carriers.id, name: carriers.name }).from(carriers).where(inArray(carriers.id, carrierIds));
  const carrierName = new Map(names.map((c) => [c.id, c.name]));
  const sites = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return rows.map((r) => rowOf(r, carrierName.get(r.carrierId) ?? '', sites.get(r.siteId) ?? ''));
}

export async function listTrackingNumbers(tx: Executor, actor: Actor, q: Query) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(numbers.siteId, siteId));
  if (q.CarrierId !== undefined) conditions.push(eq(numbers.carrierId, q.CarrierId));
  if (q.Number !== undefined) conditions.push(containing(numbers.number, q.Number));
  if (q.WhetherToUse !== undefined) conditions.push(eq(numbers.whetherToUse, q.WhetherToUse));
  if (q.IsVoided !== undefined) conditions.push(eq(numbers.isVoided, q.IsVoided));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(numbers)
    .where(where)
    .orderBy(q.descendingOrder ? desc(numbers.id) : asc(numbers.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(numbers).where(where);
  return { Data: await toRows(tx, rows), Total: total?.n ?? 0 };
}

/** The numbers of `ids` within the caller's reach; any missing Id (another site's, or none) is "not found". */
async function findNumbers(tx: Executor, actor: Actor, ids: readonly number[]): Promise<Row[]> {
  const distinct = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(numbers)
    .where(and(inArray(numbers.id, distinct), ...ofCallerSite(numbers.siteId, actor)))
    .for('update');
  if (rows.length < distinct.length) throw notFound();
  return rows;
}

/** Voids (or un-voids) the numbers not already so; answers how many changed. */
export async function setVoided(tx: Executor, actor: Actor, ids: readonly number[], voided: boolean) {
  const rows = await findNumbers(tx, actor, ids);
  const changing = rows.filter((r) => r.isVoided !== voided);
  if (changing.length === 0) return { Count: 0 };
  await tx
    .update(numbers)
    .set({ isVoided: voided })
    .where(
      inArray(
        numbers.id,
        changing.map((r) => r.id),
      ),
    );
  for (const r of changing) {
    await recordAudit(tx, {
      siteId: r.siteId,
      actorId: actor.userId,
      entity: ENTITY,
      entityId: r.id,
      action: voided ? 'Void' : 'Unvoid',
      before: { IsVoided: !voided },
      after: { IsVoided: voided },
    });
  }
  return { Count: changing.length };
}

export async function getTrackingNumberDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.trackingNumberDetail>> {
  const [row] = await tx
    .select()
    .from(numbers)
    .where(and(eq(numbers.id, id), ...ofCallerSite(numbers.siteId, actor)));
  if (!row) throw notFound();
  const [listed] = await toRows(tx, [row]);
  return { ...listed!, Audits: await auditHistory(tx, ENTITY, row.id) };
}

/**
 * Gives the carrier's oldest free local tracking number to `usedBy` (an order's serial number) and
 * answers it. For the areas that create orders: call it inside the order's transaction, so a
 * rolled-back order gives its number back. Refused when the carrier is disabled, does not use local
 * numbering or has no free number left.
 */
export async function takeCarrierLocalTrackingNumber(tx: Executor, actor: Actor, carrierId: number, usedBy: string): Promise<{ Id: number; Number: string }> {
  const carrier = await carrierList.find(tx, actor, carrierId);
  if (!carrier.isEnabled) throw invalid('CarrierId', 'CarrierDisabled', { name: carrier.name });
  if (!carrier.isLocalNumbering) throw invalid('CarrierId', 'CarrierLocalNumberingOff', { name: carrier.name });
  const next = sql`(select ${numbers.id} from ${numbers}
    where ${numbers.carrierId} = ${carrier.id} and not ${numbers.whetherToUse} and not ${numbers.isVoided}
    order by ${numbers.id} limit 1 for update skip locked)`;
  const [taken] = await tx
    .update(numbers)
    .set({ whetherToUse: true, usedAt: sql`now()`, usedBy })
    .where(eq(numbers.id, next))
    .returning({ id: numbers.id, number: numbers.number });
  if (!taken) throw refused('CarrierNoFreeNumber', { name: carrier.name });
  await recordAudit(tx, { siteId: carrier.siteId, actorId: actor.userId, entity: ENTITY, entityId: taken.id, action: 'Take', after: { WhetherToUse: true, UsedBy: usedBy } });
  return { Id: taken.id, Number: taken.number };
}
