import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { commodities as contract, type ParsedRequestOf } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { containing, likeEscaped, ofCallerSite } from '../../platform/siteRecords.ts';
import { pageOf } from '../../platform/siteLists.ts';
import { users } from '../access/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { commodityCategories } from '../commodityCategories/tables.ts';
import { checkPictures } from '../files/index.ts';
import { stockByCommodity } from '../inventory/index.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { commodityHistory, isMeasured, selectCommodities, toCommodityRows, type Commodity } from './commodityRows.ts';
import { commodities, commodityCounts } from './tables.ts';

/**
 * Commodities (contracts commodities.ts): staff work on their site's (platform staff on every
 * site's, or the one they name), a merchant on their own (row-level security, and the owner in
 * every query so the index on it serves). State changes go through the two transition tables.
 */

const { auditLifecycle, salesLifecycle, AuditStatus, SalesMode, CommodityStatus } = contract;
type AuditStatus = contract.AuditStatus;
type SalesMode = contract.SalesMode;
type Fields = contract.CommodityFields;
type UserQuery = z.output<typeof contract.userCommodityQuery>;
type StaffQuery = z.output<typeof contract.commodityQuery>;
export type CommodityFilter = Omit<StaffQuery, 'index' | 'rows'>;

/** What the caller may see: a merchant their own, site staff their site's. */
const scopeOf = (actor: Actor): SQL[] => [...ofCallerSite(commodities.siteId, actor), ...(actor.population === 'user' ? [eq(commodities.ownerId, actor.userId)] : [])];

/** One commodity the caller may work on, else "not found". */
export async function findCommodity(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<Commodity> {
  const query = tx
    .select()
    .from(commodities)
    .where(and(eq(commodities.id, id), ...scopeOf(actor)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

type ListFilter = CommodityFilter | Omit<UserQuery, 'index' | 'rows'>;

/** The site platform staff chose (null: every site; site staff and merchants: their own, by row-level security). */
const listSite = (tx: Executor, actor: Actor, q: ListFilter) => (actor.population === 'backstage' && actor.siteId === null ? chosenSite(tx, actor, (q as CommodityFilter).SiteId) : null);

/**
 * Commodities whose code, SKU or names contain `content`. A merchant's hundreds of rows are read
 * directly; a site's million through commodities_containing (migration commodity_list_indexes), as
 * row-level security keeps PostgreSQL from using the trigram index for ILIKE.
 */
function contentOf(actor: Actor, content: string, site: number | null): SQL {
  if (actor.population === 'user') {
    return or(containing(commodities.commodityCode, content), containing(commodities.commoditySku, content), containing(commodities.name, content), containing(commodities.englishName, content), containing(commodities.alias, content))!;
  }
  return sql`${commodities.id} in (select commodities_containing(${`%${likeEscaped(content)}%`}, ${site}::int))`;
}

/** The conditions of a list query: a merchant's filters, and staff's merchant and site. */
export async function filtersOf(tx: Executor, actor: Actor, q: ListFilter): Promise<SQL | undefined> {
  const staff = q as CommodityFilter;
  const site = await listSite(tx, actor, q);
  const content = q.Content;
  return and(
    ...scopeOf(actor),
    site === null ? undefined : eq(commodities.siteId, site),
    staff.UserId === undefined ? undefined : eq(commodities.ownerId, staff.UserId),
    staff.MemberNumber === undefined ? undefined : inArray(commodities.ownerId, tx.select({ id: users.id }).from(users).where(eq(users.number, staff.MemberNumber))),
    content === undefined ? undefined : contentOf(actor, content, site),
    q.CategoryId === undefined ? undefined : eq(commodities.categoryId, q.CategoryId),
    q.AuditStatus === undefined ? undefined : eq(commodities.auditStatus, q.AuditStatus),
    q.SalesModes === undefined ? undefined : eq(commodities.salesMode, q.SalesModes),
    q.CommodityStatus === undefined ? undefined : eq(commodities.status, q.CommodityStatus),
  );
}

/**
 * The list's Total. Narrowed by no more than site and merchant (the page as it opens), it is the sum
 * of the merchants' counts (commodity_counts): counting a million rows of a site took a third of a
 * second. Any other filter counts the rows it finds.
 */
async function totalOf(tx: Executor, actor: Actor, q: ListFilter, where: SQL | undefined): Promise<number> {
  const staff = q as CommodityFilter;
  if ([q.Content, q.CategoryId, q.AuditStatus, q.SalesModes, q.CommodityStatus, staff.MemberNumber].some((v) => v !== undefined)) {
    const [found] = await tx.select({ n: count() }).from(commodities).where(where);
    return found?.n ?? 0;
  }
  const site = await listSite(tx, actor, q);
  const owner = actor.population === 'user' ? actor.userId : staff.UserId;
  const [counted] = await tx
    .select({ n: sql<number>`coalesce(sum(${commodityCounts.commodities}), 0)::int` })
    .from(commodityCounts)
    .where(and(...ofCallerSite(commodityCounts.siteId, actor), site === null ? undefined : eq(commodityCounts.siteId, site), owner === undefined ? undefined : eq(commodityCounts.ownerId, owner)));
  return counted?.n ?? 0;
}

const newestFirst = (q: { descendingOrder: boolean }) => [q.descendingOrder ? desc(commodities.id) : asc(commodities.id)];

export async function listCommodities(tx: Executor, actor: Actor, q: UserQuery | StaffQuery) {
  const where = await filtersOf(tx, actor, q);
  // The page and its total leave together (one round trip on a pipelined connection).
  const [ids, total] = await Promise.all([
    tx
      .select({ id: commodities.id })
      .from(commodities)
      .where(where)
      .orderBy(...newestFirst(q))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    totalOf(tx, actor, q, where),
  ]);
  return { Data: await rowsByIds(tx, actor, ids.map((r) => r.id)), Total: total };
}

/** Full rows of these commodities, in this order. */
async function rowsByIds(tx: Executor, actor: Actor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const records = await selectCommodities(tx).where(inArray(commodities.id, [...ids]));
  const rows = await toCommodityRows(tx, records, actor.population);
  const byId = new Map(rows.map((r) => [r.Id, r]));
  return ids.map((id) => byId.get(id)!);
}

const rowOf = async (tx: Executor, actor: Actor, id: number) => (await rowsByIds(tx, actor, [id]))[0]!;

export async function commodityDetail(tx: Executor, actor: Actor, id: number) {
  const c = await findCommodity(tx, actor, id);
  return { ...(await rowOf(tx, actor, c.id)), History: await commodityHistory(tx, c.id, actor) };
}

/**
 * The picker's commodities of one merchant (staff name them, a merchant is one): all of them, or
 * (`forOrder`) those an order may take, enabled and on sale.
 */
export async function commodityChoices(tx: Executor, actor: Actor, q: { index: number; rows: number; Content?: string | undefined; UserId?: number }, forOrder: boolean) {
  const owner = actor.population === 'user' ? actor.userId : q.UserId!;
  const content = q.Content;
  const where = and(
    ...scopeOf(actor),
    eq(commodities.ownerId, owner),
    forOrder ? and(eq(commodities.status, CommodityStatus.Enabled), eq(commodities.salesMode, SalesMode.OnSale)) : undefined,
    content === undefined ? undefined : or(containing(commodities.commodityCode, content), containing(commodities.commoditySku, content), containing(commodities.name, content)),
  );
  const { rows, total } = await pageOf(tx, commodities, where, [asc(commodities.commodityCode), asc(commodities.id)], q);
  const dec = (v: string | null) => (v === null ? null : new Decimal(v).toString());
  const stock = await stockByCommodity(tx, rows.map((c) => c.id));
  return {
    Data: rows.map((c) => ({
      Id: c.id,
      CommodityCode: c.commodityCode,
      CommoditySku: c.commoditySku,
      CommodityName: c.name,
      Price: dec(c.price),
      Length: dec(c.length),
      Width: dec(c.width),
      Height: dec(c.height),
      ActualOfWeight: dec(c.actualWeight),
      GrossOfWeight: dec(c.grossWeight),
      AvailableQuantity: stock.get(c.id)?.available ?? 0,
      FrozenQuantity: stock.get(c.id)?.frozen ?? 0,
    })),
    Total: total,
  };
}

/**
 * The checks of a commodity's fields against the site: category and cargo type of the site and
 * enabled (a reference kept unchanged on edit is not judged again), pictures uploaded for the site,
 * code and SKU unique among the owner's commodities.
 */
export async function checkFields(tx: Executor, siteId: number, ownerId: number, fields: Fields, before?: Commodity, fieldOf: (field: string) => string = (f) => f) {
  if (fields.CategoryId !== null && fields.CategoryId !== before?.categoryId) {
    const [found] = await tx
      .select({ id: commodityCategories.id })
      .from(commodityCategories)
      .where(and(eq(commodityCategories.id, fields.CategoryId), eq(commodityCategories.siteId, siteId), eq(commodityCategories.isEnabled, true)));
    if (!found) throw invalid(fieldOf('CategoryId'), 'CommodityCategoryNotFound');
  }
  if (fields.CargoTypeId !== null && fields.CargoTypeId !== before?.cargoTypeId) {
    const [found] = await tx
      .select({ id: cargoTypes.id })
      .from(cargoTypes)
      .where(and(eq(cargoTypes.id, fields.CargoTypeId), eq(cargoTypes.siteId, siteId), eq(cargoTypes.isEnabled, true)));
    if (!found) throw invalid(fieldOf('CargoTypeId'), 'CommodityCargoTypeNotFound');
  }
  await checkPictures(tx, siteId, fields.Pictures.filter((p) => !before?.pictures.includes(p)), fieldOf('Pictures'));
  for (const [field, column, value] of [
    ['CommodityCode', commodities.commodityCode, fields.CommodityCode],
    ['CommoditySku', commodities.commoditySku, fields.CommoditySku],
  ] as const) {
    const [taken] = await tx
      .select({ id: commodities.id })
      .from(commodities)
      .where(and(eq(commodities.ownerId, ownerId), eq(column, value), before ? ne(commodities.id, before.id) : undefined))
      .limit(1);
    if (taken) throw invalid(fieldOf(field), 'Duplicate');
  }
}

/** The fields as columns. */
export const columnsOf = (f: Fields) => ({
  commodityCode: f.CommodityCode,
  commoditySku: f.CommoditySku,
  name: f.CommodityName,
  englishName: f.EnglishName,
  alias: f.Alias,
  identificationCode: f.IdentificationCode,
  pictures: f.Pictures,
  categoryId: f.CategoryId,
  cargoTypeId: f.CargoTypeId,
  currency: f.Currency,
  price: f.Price,
  declarationName: f.DeclarationName,
  length: f.Length,
  width: f.Width,
  height: f.Height,
  actualWeight: f.ActualOfWeight,
  grossWeight: f.GrossOfWeight,
  status: f.CommodityStatus,
  remarks: f.Remarks,
});

/** Inserts checked commodities of one owner with their history rows; answers their ids in order. */
export async function insertCommodities(tx: Executor, actor: Actor, owner: { ownerId: number; siteId: number }, lines: readonly Fields[]): Promise<number[]> {
  refuseUnlessAllowed(auditLifecycle, null, 'Establish', actor.population, 'CommodityCode');
  refuseUnlessAllowed(salesLifecycle, null, 'Establish', actor.population, 'CommodityCode');
  const created = await tx
    .insert(commodities)
    .values(lines.map((f) => ({ siteId: owner.siteId, ownerId: owner.ownerId, ...columnsOf(f), salesMode: SalesMode.OnSale, auditStatus: AuditStatus.Pending })))
    .returning({ id: commodities.id });
  // One history row makes the record; its sales mode starts on sale with it.
  for (const { id } of created) await recordHistory(tx, auditLifecycle, actor, { siteId: owner.siteId, ownerId: owner.ownerId, recordId: id, action: 'Establish', from: null });
  return created.map((c) => c.id);
}

export async function establishCommodity(tx: Executor, actor: Actor, body: Fields & { UserId?: number }) {
  const owner = await customerOf(tx, actor, body.UserId);
  await checkFields(tx, owner.siteId, owner.ownerId, body);
  const [id] = await insertCommodities(tx, actor, owner, [body]);
  return { Id: id! };
}

const sameDecimal = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).equals(b));
const DECLARED = [
  ['Length', 'length'],
  ['Width', 'width'],
  ['Height', 'height'],
  ['ActualOfWeight', 'actualWeight'],
  ['GrossOfWeight', 'grossWeight'],
] as const;

/** Saves the fields; a changed declared specification sends the commodity back to audit (Redeclare). */
export async function editCommodity(tx: Executor, actor: Actor, body: Fields & { Id: number }) {
  const before = await findCommodity(tx, actor, body.Id, true);
  const changed = DECLARED.filter(([field, column]) => !sameDecimal(before[column], body[field]));
  const state = before.auditStatus as AuditStatus;
  const action = changed.length > 0 ? 'Redeclare' : 'Edit';
  refuseUnlessAllowed(auditLifecycle, state, action, actor.population, 'Id');
  await checkFields(tx, before.siteId, before.ownerId, body, before);
  const next = auditLifecycle.next(state, action)!;
  const redeclared = next !== state;
  const [after] = await tx
    .update(commodities)
    .set({ ...columnsOf(body), auditStatus: next, ...(redeclared ? { auditedBy: null, auditedAt: null, auditReason: '' } : {}), updatedAt: new Date() })
    .where(and(eq(commodities.id, before.id), eq(commodities.auditStatus, state)))
    .returning({ id: commodities.id });
  if (!after) throw notFound();
  const details = Object.fromEntries(changed.map(([field, column]) => [field, { before: before[column], after: body[field] }]));
  await recordHistory(tx, auditLifecycle, actor, { siteId: before.siteId, ownerId: before.ownerId, recordId: before.id, action, from: state, details });
  return rowOf(tx, actor, before.id);
}

export async function deleteCommodity(tx: Executor, actor: Actor, id: number): Promise<null> {
  const c = await findCommodity(tx, actor, id, true);
  refuseUnlessAllowed(auditLifecycle, c.auditStatus as AuditStatus, 'Delete', actor.population, 'Id');
  const [gone] = await tx
    .delete(commodities)
    .where(and(eq(commodities.id, c.id), eq(commodities.auditStatus, c.auditStatus)))
    .returning({ id: commodities.id });
  if (!gone) throw notFound();
  await recordHistory(tx, auditLifecycle, actor, { siteId: c.siteId, ownerId: c.ownerId, recordId: c.id, action: 'Delete', from: c.auditStatus as AuditStatus, details: { CommodityCode: c.commodityCode, CommoditySku: c.commoditySku } });
  return null;
}

/** Release or halt: every chosen commodity must allow it (all or nothing). */
export async function setSalesMode(tx: Executor, actor: Actor, ids: readonly number[], action: 'Release' | 'Halt') {
  const distinct = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(commodities)
    .where(and(inArray(commodities.id, distinct), ...scopeOf(actor)))
    .for('update');
  if (rows.length !== distinct.length) throw notFound();
  for (const c of rows) refuseUnlessAllowed(salesLifecycle, c.salesMode as SalesMode, action, actor.population, 'Ids');
  const to = action === 'Release' ? SalesMode.OnSale : SalesMode.Halted;
  for (const c of rows) {
    await tx
      .update(commodities)
      .set({ salesMode: to, updatedAt: new Date() })
      .where(and(eq(commodities.id, c.id), eq(commodities.salesMode, c.salesMode)));
    await recordHistory(tx, salesLifecycle, actor, { siteId: c.siteId, ownerId: c.ownerId, recordId: c.id, action, from: c.salesMode as SalesMode });
  }
  return { Count: rows.length };
}

type SpecificationBody = ParsedRequestOf<typeof contract.commoditySpecificationAcquisition>;

/** Acquisition (the first measurement) or Modification (a correction of it). */
export async function measure(tx: Executor, actor: Actor, body: SpecificationBody, action: 'Acquire' | 'Modify') {
  const c = await findCommodity(tx, actor, body.Id, true);
  const state = c.auditStatus as AuditStatus;
  refuseUnlessAllowed(auditLifecycle, state, action, actor.population, 'Id');
  if (action === 'Acquire' && isMeasured(c)) throw invalid('Id', 'CommodityAlreadyMeasured');
  if (action === 'Modify' && !isMeasured(c)) throw invalid('Id', 'CommodityNotMeasured');
  const measured = {
    measuredLength: body.Length,
    measuredWidth: body.Width,
    measuredHeight: body.Height,
    measuredActualWeight: body.ActualOfWeight,
    measuredGrossWeight: body.GrossOfWeight,
  };
  await tx
    .update(commodities)
    .set({ ...measured, measuredBy: actor.userId, measuredAt: new Date(), updatedAt: new Date() })
    .where(and(eq(commodities.id, c.id), eq(commodities.auditStatus, state)));
  const { Id: _id, ...values } = body;
  await recordHistory(tx, auditLifecycle, actor, { siteId: c.siteId, ownerId: c.ownerId, recordId: c.id, action, from: state, details: values });
  return rowOf(tx, actor, c.id);
}

/** Passes or refuses the declared specification of a measured commodity, and tells its merchant. */
export async function audit(ctx: CallContext, actor: Actor, body: ParsedRequestOf<typeof contract.commoditySpecificationsAuditStatus>) {
  const { tx } = ctx;
  const c = await findCommodity(tx, actor, body.Id, true);
  const state = c.auditStatus as AuditStatus;
  const action = body.AuditStatus === AuditStatus.Passed ? 'Approve' : 'Refuse';
  refuseUnlessAllowed(auditLifecycle, state, action, actor.population, 'AuditStatus');
  if (action === 'Approve' && !isMeasured(c)) throw invalid('Id', 'CommodityNotMeasured');
  const reason = action === 'Refuse' ? body.AuditReason : '';
  const [done] = await tx
    .update(commodities)
    .set({ auditStatus: body.AuditStatus, auditedBy: actor.userId, auditedAt: new Date(), auditReason: reason, updatedAt: new Date() })
    .where(and(eq(commodities.id, c.id), eq(commodities.auditStatus, state)))
    .returning({ id: commodities.id });
  if (!done) throw notFound();
  await recordHistory(tx, auditLifecycle, actor, { siteId: c.siteId, ownerId: c.ownerId, recordId: c.id, action, from: state, details: reason ? { AuditReason: reason } : {} });
  const params = { value: c.commoditySku, name: c.name, reason };
  await tellCustomer(
    ctx,
    c.siteId,
    c.ownerId,
    action === 'Approve'
      ? { infoType: 'CommodityAuditPassed', title: 'CommodityAuditPassedTitle', message: 'CommodityAuditPassedMessage', params }
      : { infoType: 'CommodityAuditRefused', title: 'CommodityAuditRefusedTitle', message: 'CommodityAuditRefusedMessage', params },
  );
  return rowOf(tx, actor, c.id);
}
