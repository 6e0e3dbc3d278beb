import { and, count, desc, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inboundDocuments as contract, inventory } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { pageOf } from '../../platform/siteLists.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { checkPictures } from '../files/index.ts';
import { moveStock, type StockMove } from '../inventory/index.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { findDocument, rowOf, scopeOf, toRows, type InboundDocument } from './documentRows.ts';
import { inboundBoxes, inboundDocuments, inboundLines } from './tables.ts';

/**
 * Submitting, changing, cancelling and deleting inbound documents (contracts inboundDocuments.ts),
 * their list and state counts. A merchant works on their own documents, staff on their site's for
 * the merchant they name. While a document is submitted its expected quantities are in transit in
 * the inventory: each of these writes moves them in the same transaction, under its own event key.
 */

const { inboundLifecycle, InboundStatus, BoxStatus } = contract;
const { StockBucket, StockMovementType } = inventory;
type Fields = contract.DocumentFields;
type StaffFields = Fields & { UserId: number };
type UserQuery = z.output<typeof contract.userInboundQuery>;
type StaffQuery = z.output<typeof contract.inboundQuery>;
export const DOCUMENT_TYPE = 'InboundWarehouseDocument';

/** The request's transaction, or the bare one a seed works in. */
const txOf = (on: CallContext | Executor): Executor => ('afterCommit' in on ? on.tx : on);

/** The checks of a document's fields: warehouses usable by the caller in the merchant's site, the merchant's commodities, the site's pictures. */
async function checkFields(tx: Executor, actor: Actor, siteId: number, ownerId: number, f: Fields) {
  const warehouse = await requireUsableWarehouse(tx, actor, f.WarehouseId);
  if (warehouse.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  if (f.TransportWarehouseId !== null) {
    const from = await requireUsableWarehouse(tx, actor, f.TransportWarehouseId, 'TransportWarehouseId');
    if (from.siteId !== siteId) throw invalid('TransportWarehouseId', 'WarehouseNotAvailable');
  }
  const ids = [...new Set(f.Boxes.flatMap((b) => b.Lines.map((l) => l.CommodityId)))];
  const found = new Set(
    (
      await tx
        .select({ id: commodities.id })
        .from(commodities)
        .where(and(inArray(commodities.id, ids), eq(commodities.ownerId, ownerId), eq(commodities.siteId, siteId)))
    ).map((c) => c.id),
  );
  for (const [b, box] of f.Boxes.entries()) {
    for (const [l, line] of box.Lines.entries()) {
      if (!found.has(line.CommodityId)) throw invalid(`Boxes.${b}.Lines.${l}.CommodityId`, 'InboundCommodityNotFound', { value: line.CommodityId });
    }
  }
  for (const [b, box] of f.Boxes.entries()) await checkPictures(tx, siteId, box.Pictures, `Boxes.${b}.Pictures`);
}

/** Expected quantities by commodity. */
const expectedOf = (boxes: readonly { Lines: readonly { CommodityId: number; ExpectedQuantity: number }[] }[]) => {
  const totals = new Map<number, number>();
  for (const box of boxes) for (const l of box.Lines) totals.set(l.CommodityId, (totals.get(l.CommodityId) ?? 0) + l.ExpectedQuantity);
  return totals;
};

/** Moves bringing the in-transit quantities of a document from `before` to `after` (by commodity). */
function transitMoves(doc: Pick<InboundDocument, 'ownerId' | 'warehouseId'>, before: Map<number, number>, after: Map<number, number>, warehouseBefore = doc.warehouseId): StockMove[] {
  const moves: StockMove[] = [];
  const base = { ownerId: doc.ownerId, fromShelfId: null, toShelfId: null };
  if (warehouseBefore !== doc.warehouseId) {
    for (const [commodityId, quantity] of before) moves.push({ ...base, commodityId, warehouseId: warehouseBefore, from: StockBucket.InTransit, to: null, quantity, type: StockMovementType.InboundCancelled });
    for (const [commodityId, quantity] of after) moves.push({ ...base, commodityId, warehouseId: doc.warehouseId, from: null, to: StockBucket.InTransit, quantity, type: StockMovementType.InboundAnnounced });
    return moves;
  }
  for (const commodityId of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(commodityId) ?? 0) - (before.get(commodityId) ?? 0);
    if (delta > 0) moves.push({ ...base, commodityId, warehouseId: doc.warehouseId, from: null, to: StockBucket.InTransit, quantity: delta, type: StockMovementType.InboundAnnounced });
    if (delta < 0) moves.push({ ...base, commodityId, warehouseId: doc.warehouseId, from: StockBucket.InTransit, to: null, quantity: -delta, type: StockMovementType.InboundCancelled });
  }
  return moves;
}

/** Writes the boxes and lines of a document; box numbers follow the OrderNo (IN…-001). */
async function writeBoxes(tx: Executor, doc: InboundDocument, boxes: Fields['Boxes']) {
  const written = await tx
    .insert(inboundBoxes)
    .values(
      boxes.map((b, i) => ({
        siteId: doc.siteId,
        ownerId: doc.ownerId,
        documentId: doc.id,
        containerNo: `${doc.orderNo}-${String(i + 1).padStart(3, '0')}`,
        binType: b.BinType,
        length: b.Length,
        width: b.Width,
        height: b.Height,
        weight: b.Weight,
        pictures: b.Pictures,
        status: BoxStatus.NotArrived,
      })),
    )
    .returning({ id: inboundBoxes.id });
  await tx.insert(inboundLines).values(
    boxes.flatMap((b, i) =>
      b.Lines.map((l) => ({ siteId: doc.siteId, ownerId: doc.ownerId, boxId: written[i]!.id, commodityId: l.CommodityId, expectedQuantity: l.ExpectedQuantity })),
    ),
  );
}

const documentValues = (f: Fields) => ({
  inboundType: f.InboundType,
  warehouseId: f.WarehouseId,
  transportWarehouseId: f.TransportWarehouseId,
  carrier: f.Carrier,
  courierNumbers: [...new Set(f.CourierNumbers)],
  isUnpacking: f.IsUnpacking,
  remarks: f.Remarks,
});

/**
 * A new document: its number is IN, the day (UTC) and its id (readable, and unique without a
 * counter every writer would queue on); its goods enter the books in transit. A call's context, or
 * a bare transaction for the demo data.
 */
export async function addDocument(ctx: CallContext | Executor, actor: Actor, body: Fields | StaffFields) {
  const tx = txOf(ctx);
  const { ownerId, siteId } = await customerOf(tx, actor, 'UserId' in body ? body.UserId : undefined);
  refuseUnlessAllowed(inboundLifecycle, null, 'Create', actor.population, 'Id');
  await checkFields(tx, actor, siteId, ownerId, body);
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('inbound_documents', 'id'))::int as id`));
  const id = next!.id;
  const day = new Date().toISOString().slice(2, 10).replace(/-/g, '');
  const [doc] = await tx
    .insert(inboundDocuments)
    .values({ id, siteId, ownerId, orderNo: `IN${day}${String(id).padStart(6, '0')}`, status: InboundStatus.Submitted, ...documentValues(body) })
    .returning();
  await writeBoxes(tx, doc!, body.Boxes);
  await moveStock(ctx, actor, { key: `inbound:${id}:announce`, documentType: DOCUMENT_TYPE, documentId: id }, transitMoves(doc!, new Map(), expectedOf(body.Boxes)));
  await recordHistory(tx, inboundLifecycle, actor, { siteId, ownerId, recordId: id, action: 'Create', from: null, details: { OrderNo: doc!.orderNo, Boxes: body.Boxes.length } });
  return rowOf(tx, actor, id);
}

/** The lines a document holds now, as the fields name them. */
async function storedBoxes(tx: Executor, documentId: number) {
  const lines = await tx
    .select({ boxId: inboundLines.boxId, CommodityId: inboundLines.commodityId, ExpectedQuantity: inboundLines.expectedQuantity })
    .from(inboundLines)
    .innerJoin(inboundBoxes, eq(inboundBoxes.id, inboundLines.boxId))
    .where(eq(inboundBoxes.documentId, documentId));
  return [{ Lines: lines }];
}

/** A submitted document's fields, boxes and lines replaced (box numbers start again at 001); the transit follows. */
export async function editDocument(ctx: CallContext, actor: Actor, body: (Fields | StaffFields) & { Id: number }) {
  const { tx } = ctx;
  const doc = await findDocument(tx, actor, body.Id, true);
  refuseUnlessAllowed(inboundLifecycle, doc.status as contract.InboundStatus, 'Edit', actor.population, 'Id');
  // Staff may hand the document to another merchant of the site; the merchant's own edit keeps it theirs.
  const { ownerId } = actor.population === 'backstage' ? await customerOf(tx, actor, (body as StaffFields).UserId) : { ownerId: doc.ownerId };
  await checkFields(tx, actor, doc.siteId, ownerId, body);
  const before = expectedOf(await storedBoxes(tx, doc.id));
  const revision = doc.revision + 1;
  const [edited] = await tx
    .update(inboundDocuments)
    .set({ ...documentValues(body), ownerId, revision, updatedAt: new Date() })
    .where(and(eq(inboundDocuments.id, doc.id), eq(inboundDocuments.status, InboundStatus.Submitted)))
    .returning();
  if (!edited) throw notFound();
  await tx.delete(inboundBoxes).where(eq(inboundBoxes.documentId, doc.id));
  await writeBoxes(tx, edited, body.Boxes);
  const event = { key: `inbound:${doc.id}:edit:${revision}`, documentType: DOCUMENT_TYPE, documentId: doc.id };
  if (ownerId !== doc.ownerId) {
    // Another merchant's goods: the first one's transit leaves, the second one's enters.
    await moveStock(ctx, actor, { ...event, key: `${event.key}:out` }, transitMoves(doc, before, new Map()));
    await moveStock(ctx, actor, event, transitMoves(edited, new Map(), expectedOf(body.Boxes)));
  } else {
    const moves = transitMoves(edited, before, expectedOf(body.Boxes), doc.warehouseId);
    if (moves.length > 0) await moveStock(ctx, actor, event, moves);
  }
  await recordHistory(tx, inboundLifecycle, actor, { siteId: doc.siteId, ownerId, recordId: doc.id, action: 'Edit', from: InboundStatus.Submitted, details: { Boxes: body.Boxes.length } });
  return rowOf(tx, actor, doc.id);
}

/** Cancel (the document stays, cancelled) or delete a submitted document; either way its goods leave transit. */
export async function endDocument(ctx: CallContext, actor: Actor, id: number, action: 'Cancel' | 'Delete') {
  const { tx } = ctx;
  const doc = await findDocument(tx, actor, id, true);
  refuseUnlessAllowed(inboundLifecycle, doc.status as contract.InboundStatus, action, actor.population, 'Id');
  const before = expectedOf(await storedBoxes(tx, doc.id));
  await moveStock(ctx, actor, { key: `inbound:${doc.id}:${action === 'Cancel' ? 'cancel' : 'delete'}`, documentType: DOCUMENT_TYPE, documentId: doc.id }, transitMoves(doc, before, new Map()));
  await recordHistory(tx, inboundLifecycle, actor, { siteId: doc.siteId, ownerId: doc.ownerId, recordId: doc.id, action, from: InboundStatus.Submitted, details: { OrderNo: doc.orderNo } });
  const where = and(eq(inboundDocuments.id, doc.id), eq(inboundDocuments.status, InboundStatus.Submitted));
  const [ended] =
    action === 'Cancel'
      ? await tx.update(inboundDocuments).set({ status: InboundStatus.Cancelled, updatedAt: new Date() }).where(where).returning({ id: inboundDocuments.id })
      : await tx.delete(inboundDocuments).where(where).returning({ id: inboundDocuments.id });
  if (!ended) throw notFound();
  return null;
}

/** The list's conditions: a document, box or courier number among those given, and the filters. */
async function filtersOf(tx: Executor, actor: Actor, q: Omit<UserQuery | StaffQuery, 'index' | 'rows'>): Promise<SQL | undefined> {
  const staff = q as Partial<StaffQuery>;
  const site = actor.population === 'backstage' && actor.siteId === null ? await chosenSite(tx, actor, staff.SiteId) : null;
  const numbers = q.Numbers && q.Numbers.length > 0 ? q.Numbers.map((n) => n.toUpperCase()) : undefined;
  return and(
    ...scopeOf(actor),
    site === null ? undefined : eq(inboundDocuments.siteId, site),
    numbers === undefined
      ? undefined
      : or(
          inArray(inboundDocuments.orderNo, numbers),
          inArray(inboundDocuments.id, tx.select({ id: inboundBoxes.documentId }).from(inboundBoxes).where(inArray(inboundBoxes.containerNo, numbers))),
          sql`exists (select 1 from jsonb_array_elements_text(${inboundDocuments.courierNumbers}) as n where n = any(array[${sql.join(
            numbers.map((n) => sql`${n}`),
            sql`, `,
          )}]::text[]))`,
        ),
    q.Status === undefined ? undefined : eq(inboundDocuments.status, q.Status),
    q.WarehouseId === undefined ? undefined : eq(inboundDocuments.warehouseId, q.WarehouseId),
    q.InboundType === undefined ? undefined : eq(inboundDocuments.inboundType, q.InboundType),
    staff.UserId === undefined ? undefined : eq(inboundDocuments.ownerId, staff.UserId),
    staff.MemberNumber === undefined ? undefined : inArray(inboundDocuments.ownerId, tx.select({ id: users.id }).from(users).where(eq(users.number, staff.MemberNumber))),
    q.StartDate === undefined ? undefined : sql`${inboundDocuments.createdAt} >= ${q.StartDate}::timestamp`,
    q.EndDate === undefined ? undefined : sql`${inboundDocuments.createdAt} <= ${q.EndDate}::timestamp`,
  );
}

export async function listDocuments(tx: Executor, actor: Actor, q: UserQuery | StaffQuery) {
  const where = await filtersOf(tx, actor, q);
  const { rows, total } = await pageOf(tx, inboundDocuments, where, [q.descendingOrder ? desc(inboundDocuments.id) : asc(inboundDocuments.id)], q);
  return { Data: await toRows(tx, rows, actor.population), Total: total };
}

export async function stateCounts(tx: Executor, actor: Actor, q: { WarehouseId?: number | undefined; SiteId?: number | undefined } | undefined) {
  const where = await filtersOf(tx, actor, { WarehouseId: q?.WarehouseId, SiteId: q?.SiteId, descendingOrder: true, sortType: 0 } as StaffQuery);
  const rows = await tx.select({ status: inboundDocuments.status, n: count() }).from(inboundDocuments).where(where).groupBy(inboundDocuments.status);
  return contract.INBOUND_STATUSES.map((s) => ({ Status: s, Count: rows.find((r) => r.status === s)?.n ?? 0 }));
}
