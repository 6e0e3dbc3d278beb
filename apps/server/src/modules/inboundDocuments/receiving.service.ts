import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, inboundDocuments as contract, inventory, type ParsedRequestOf } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { userRoles } from '../access/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { checkPictures } from '../files/index.ts';
import { moveStock, type StockMove } from '../inventory/index.ts';
import { findShelf } from '../shelves/index.ts';
import { appliesToWarehouse } from '../warehouseQuotations/index.ts';
import { requireUsableWarehouse, warehouseNames } from '../warehouses/index.ts';
import { warehousingQuotations } from '../warehousingQuotations/tables.ts';
import { boxRows, findDocument, rowOf, type InboundBox, type InboundDocument, type InboundLine } from './documentRows.ts';
import { DOCUMENT_TYPE } from './documents.service.ts';
import { inboundBoxes, inboundDocuments, inboundLines } from './tables.ts';

/**
 * The warehouse's side of an inbound document (spec domain §4, §5, §8): receipt signing by scan,
 * quality inspection per box, bins put on and taken off shelves, and finishing. Each locks the
 * document first (then its boxes), checks the document's and the box's transition tables, writes,
 * and moves the document to the state its boxes make. Stock moves under one key per event.
 */

const { inboundLifecycle, boxLifecycle, InboundStatus, BoxStatus, PaymentStatus, documentStateOf } = contract;
const { StockBucket, StockMovementType } = inventory;
type InboundStatus = contract.InboundStatus;
type BoxStatus = contract.BoxStatus;

/** A time as the messages show it (UTC, to the second). */
const messageTime = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

const nameOf = async (tx: Executor, warehouseId: number) => (await warehouseNames(tx, [warehouseId])).get(warehouseId) ?? '';

/** Moves the document to the state its boxes make now (the caller holds its lock) and answers it. */
async function followBoxes(tx: Executor, doc: InboundDocument): Promise<InboundStatus> {
  const boxes = await tx.select({ status: inboundBoxes.status }).from(inboundBoxes).where(eq(inboundBoxes.documentId, doc.id));
  const next = documentStateOf(boxes.map((b) => b.status as BoxStatus));
  if (next !== doc.status) {
    const [moved] = await tx
      .update(inboundDocuments)
      .set({ status: next, updatedAt: new Date(), ...(doc.signedAt === null && next !== InboundStatus.Submitted ? { signedAt: new Date() } : {}) })
      .where(and(eq(inboundDocuments.id, doc.id), eq(inboundDocuments.status, doc.status)))
      .returning({ id: inboundDocuments.id });
    if (!moved) throw notFound();
  }
  return next;
}

const history = (tx: Executor, actor: Actor, doc: InboundDocument, action: contract.InboundAction, to: InboundStatus, details: Record<string, unknown>) =>
  recordHistory(tx, inboundLifecycle, actor, { siteId: doc.siteId, ownerId: doc.ownerId, recordId: doc.id, action, from: doc.status as InboundStatus, to, details });

/**
 * The inbound fee of the boxes signed for: the cheapest effective warehousing quotation of the
 * site applying today to the warehouse and to one of the merchant's customer groups (pieces
 * announced, box weights and volumes); at least its minimum. None applies: no charge.
 */
async function priceDocument(tx: Executor, doc: InboundDocument) {
  const quotations = await tx
    .select()
    .from(warehousingQuotations)
    .where(
      and(
        eq(warehousingQuotations.siteId, doc.siteId),
        eq(warehousingQuotations.isEffective, true),
        sql`${warehousingQuotations.startDate} <= current_date`,
        sql`(${warehousingQuotations.endDate} is null or ${warehousingQuotations.endDate} >= current_date)`,
        appliesToWarehouse(warehousingQuotations.warehouseIds, doc.warehouseId),
        sql`(cardinality(${warehousingQuotations.customerGroupIds}) = 0 or ${warehousingQuotations.customerGroupIds} && array(select ${userRoles.roleId} from ${userRoles} where ${userRoles.userId} = ${doc.ownerId}))`,
      ),
    )
    .orderBy(asc(warehousingQuotations.id));
  const boxes = await tx.select().from(inboundBoxes).where(and(eq(inboundBoxes.documentId, doc.id), sql`${inboundBoxes.status} <> ${BoxStatus.NotArrived}`));
  const lines = boxes.length === 0 ? [] : await tx.select({ quantity: inboundLines.expectedQuantity }).from(inboundLines).where(inArray(inboundLines.boxId, boxes.map((b) => b.id)));
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const kg = boxes.reduce((w, b) => w.plus(b.weight ?? 0), new Decimal(0));
  const cubicMetres = boxes.reduce((v, b) => (b.length && b.width && b.height ? v.plus(new Decimal(b.length).times(b.width).times(b.height).dividedBy(1_000_000)) : v), new Decimal(0));
  const priced = quotations.map((q) => {
    const fee = Decimal.max(q.minimumCharge, new Decimal(q.pieceAmount).times(pieces).plus(new Decimal(q.weightAmount).times(kg)).plus(new Decimal(q.cubicAmount).times(cubicMetres)));
    return { fee: fee.toDecimalPlaces(2, Decimal.ROUND_HALF_UP), currency: q.currencyCode };
  });
  const cheapest = priced.reduce<(typeof priced)[number] | null>((best, p) => (best === null || p.fee.lessThan(best.fee) ? p : best), null);
  await tx
    .update(inboundDocuments)
    .set(cheapest && cheapest.fee.greaterThan(0) ? { paymentStatus: PaymentStatus.Unpaid, inboundFee: cheapest.fee.toFixed(2), feeCurrency: cheapest.currency } : { paymentStatus: PaymentStatus.NoCharge, inboundFee: '0', feeCurrency: '' })
    .where(eq(inboundDocuments.id, doc.id));
}

/** The document holding a scanned number of the caller's site: its OrderNo, or one of its boxes' ContainerNo. */
async function documentOfNumber(tx: Executor, actor: Actor, siteId: number, number: string) {
  const [byOrder] = await tx
    .select({ id: inboundDocuments.id })
    .from(inboundDocuments)
    .where(and(eq(inboundDocuments.siteId, siteId), eq(inboundDocuments.orderNo, number), ...ofCallerSite(inboundDocuments.siteId, actor)));
  if (byOrder) return { doc: await findDocument(tx, actor, byOrder.id, true), boxId: null };
  const [byBox] = await tx
    .select({ id: inboundBoxes.id, documentId: inboundBoxes.documentId })
    .from(inboundBoxes)
    .where(and(eq(inboundBoxes.siteId, siteId), eq(inboundBoxes.containerNo, number), ...ofCallerSite(inboundBoxes.siteId, actor)));
  if (!byBox) return null;
  return { doc: await findDocument(tx, actor, byBox.documentId, true), boxId: byBox.id };
}

type SignForBody = ParsedRequestOf<typeof contract.signFor>;

/**
 * Receipt signing of a scanned OrderNo (every box not yet signed) or ContainerNo (that box) at
 * the chosen warehouse. Nothing left to sign is "repeat arrival at warehouse" and writes nothing;
 * a finished document refuses (spec §4, §8: ending a document blocks signing). Once every box has
 * arrived the document's inbound fee is priced.
 */
export async function signFor(ctx: CallContext, actor: Actor, body: SignForBody) {
  const { tx } = ctx;
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  const found = await documentOfNumber(tx, actor, warehouse.siteId, body.Number);
  if (!found) throw invalid('Number', 'InboundNumberNotFound', { value: body.Number });
  const { doc, boxId } = found;
  if (doc.warehouseId !== warehouse.id) {
    throw invalid('Number', 'InboundOtherWarehouse', { value: body.Number, warehouse: await nameOf(tx, doc.warehouseId) });
  }
  const status = doc.status as InboundStatus;
  const boxes = await tx
    .select()
    .from(inboundBoxes)
    .where(and(eq(inboundBoxes.documentId, doc.id), ...(boxId === null ? [] : [eq(inboundBoxes.id, boxId)])))
    .for('update');
  const waiting = boxes.filter((b) => b.status === BoxStatus.NotArrived);
  if (waiting.length === 0 && status !== InboundStatus.Finished && status !== InboundStatus.Cancelled) {
    const last = boxes.reduce<Date | null>((t, b) => (b.signedAt && (t === null || b.signedAt > t) ? b.signedAt : t), null);
    throw new AppError(ErrorCode.BusinessRule, 'InboundRepeatArrival', { field: 'Number', value: body.Number, time: messageTime(last) });
  }
  refuseUnlessAllowed(inboundLifecycle, status, 'SignFor', actor.population, 'Number');
  await tx
    .update(inboundBoxes)
    .set({ status: BoxStatus.Signed, signedAt: new Date() })
    .where(and(inArray(inboundBoxes.id, waiting.map((b) => b.id)), eq(inboundBoxes.status, BoxStatus.NotArrived)));
  const next = await followBoxes(tx, doc);
  if (next !== InboundStatus.PartiallySigned) await priceDocument(tx, doc);
  const containerNos = waiting.map((b) => b.containerNo);
  await history(tx, actor, doc, 'SignFor', next, { ContainerNos: containerNos });
  const [{ boxes: boxCount, arrived }] = await tx
    .select({ boxes: sql<number>`count(*)::int`, arrived: sql<number>`(count(*) filter (where ${inboundBoxes.status} <> ${BoxStatus.NotArrived}))::int` })
    .from(inboundBoxes)
    .where(eq(inboundBoxes.documentId, doc.id)) as [{ boxes: number; arrived: number }];
  // The merchant learns their goods are at the warehouse, as a parcel's owner does when it is signed for.
  await tellCustomer(ctx, doc.siteId, doc.ownerId, {
    infoType: 'InboundArrived',
    title: 'InboundArrivedTitle',
    message: 'InboundArrivedMessage',
    params: { value: doc.orderNo, warehouse: warehouse.name, arrived, boxes: boxCount },
  });
  return { Document: await rowOf(tx, actor, doc.id), ContainerNos: containerNos };
}

/** A box of the caller's site, its document locked first (then the box). */
async function lockedBox(tx: Executor, actor: Actor, where: ReturnType<typeof eq>, field: string, value: string | number) {
  const [found] = await tx
    .select({ documentId: inboundBoxes.documentId })
    .from(inboundBoxes)
    .where(and(where, ...ofCallerSite(inboundBoxes.siteId, actor)));
  if (!found) throw invalid(field, 'InboundNumberNotFound', { value });
  const doc = await findDocument(tx, actor, found.documentId, true);
  const [box] = await tx
    .select()
    .from(inboundBoxes)
    .where(and(where, eq(inboundBoxes.documentId, doc.id)))
    .for('update');
  if (!box) throw notFound();
  return { doc, box };
}

const oneBox = async (tx: Executor, boxId: number) => {
  const [row] = await boxRows(tx, eq(inboundBoxes.id, boxId));
  const { DocumentId: _d, ...box } = row!;
  return box;
};

type InspectBody = ParsedRequestOf<typeof contract.inspect>;

/**
 * Quality inspection of a signed box: every line counted good and defective (with photos), and
 * the packaging's state. Counts that change nothing against what the form showed (the last count,
 * else the expected quantity all good) are saved only with Confirm (spec §5 no-change prompt).
 */
export async function inspect(ctx: CallContext, actor: Actor, body: InspectBody) {
  const { tx } = ctx;
  const { doc, box } = await lockedBox(tx, actor, eq(inboundBoxes.id, body.BoxId), 'BoxId', body.BoxId);
  refuseUnlessAllowed(inboundLifecycle, doc.status as InboundStatus, 'Inspect', actor.population, 'BoxId');
  refuseUnlessAllowed(boxLifecycle, box.status as BoxStatus, 'Inspect', actor.population, 'BoxId');
  const lines = await tx.select().from(inboundLines).where(eq(inboundLines.boxId, box.id)).orderBy(asc(inboundLines.id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const [i, line] of body.Lines.entries()) {
    if (!byId.has(line.Id)) throw invalid(`Lines.${i}.Id`, 'InspectionLineNotInBox', { value: line.Id });
    await checkPictures(tx, doc.siteId, line.Pictures, `Lines.${i}.Pictures`);
  }
  if (new Set(body.Lines.map((l) => l.Id)).size !== lines.length) throw invalid('Lines', 'InspectionLinesMissing', { count: lines.length });

  const unchanged =
    body.PackagingStatus === box.packagingStatus &&
    body.Lines.every((l) => {
      const stored = byId.get(l.Id)!;
      const samePictures = l.Pictures.length === stored.pictures.length && l.Pictures.every((p, i) => p === stored.pictures[i]);
      return l.GoodQuantity === (stored.goodQuantity ?? stored.expectedQuantity) && l.DefectiveQuantity === (stored.defectiveQuantity ?? 0) && samePictures;
    });
  if (unchanged && !body.Confirm) throw new AppError(ErrorCode.BusinessRule, 'InspectionUnchanged', { field: 'Confirm' }, 200, { ConfirmRequired: true });

  for (const l of body.Lines) {
    await tx.update(inboundLines).set({ goodQuantity: l.GoodQuantity, defectiveQuantity: l.DefectiveQuantity, pictures: l.Pictures }).where(eq(inboundLines.id, l.Id));
  }
  const [inspected] = await tx
    .update(inboundBoxes)
    .set({ status: BoxStatus.Inspected, packagingStatus: body.PackagingStatus, inspectedAt: new Date() })
    .where(and(eq(inboundBoxes.id, box.id), eq(inboundBoxes.status, box.status)))
    .returning({ id: inboundBoxes.id });
  if (!inspected) throw notFound();
  const next = await followBoxes(tx, doc);
  const counted = (key: 'GoodQuantity' | 'DefectiveQuantity') => body.Lines.reduce((n, l) => n + l[key], 0);
  await history(tx, actor, doc, 'Inspect', next, { ContainerNo: box.containerNo, GoodQuantity: counted('GoodQuantity'), DefectiveQuantity: counted('DefectiveQuantity'), Unchanged: unchanged });
  return oneBox(tx, box.id);
}

/**
 * Where a box's counted goods go when it is first put on shelf `shelfId`: the announced quantity
 * is in transit; defective goods come out of it first, then good ones; what is left of it arrived
 * short (leaves the books), what was counted beyond it arrived over (enters the books).
 */
export function firstShelvingMoves(doc: Pick<InboundDocument, 'ownerId' | 'warehouseId'>, lines: readonly InboundLine[], shelfId: number): StockMove[] {
  const moves: StockMove[] = [];
  for (const l of lines) {
    const good = l.goodQuantity ?? 0;
    const defective = l.defectiveQuantity ?? 0;
    const defectiveFromTransit = Math.min(defective, l.expectedQuantity);
    const goodFromTransit = Math.min(good, l.expectedQuantity - defectiveFromTransit);
    const base = { ownerId: doc.ownerId, commodityId: l.commodityId, warehouseId: doc.warehouseId };
    const parts: [number, StockMove][] = [
      [defectiveFromTransit, { ...base, from: StockBucket.InTransit, to: StockBucket.Defective, toShelfId: shelfId, quantity: 0, type: StockMovementType.Received }],
      [goodFromTransit, { ...base, from: StockBucket.InTransit, to: StockBucket.Available, toShelfId: shelfId, quantity: 0, type: StockMovementType.Received }],
      [defective - defectiveFromTransit, { ...base, from: null, to: StockBucket.Defective, toShelfId: shelfId, quantity: 0, type: StockMovementType.Received }],
      [good - goodFromTransit, { ...base, from: null, to: StockBucket.Available, toShelfId: shelfId, quantity: 0, type: StockMovementType.Received }],
      [l.expectedQuantity - defectiveFromTransit - goodFromTransit, { ...base, from: StockBucket.InTransit, to: null, quantity: 0, type: StockMovementType.InboundCancelled }],
    ];
    for (const [quantity, move] of parts) if (quantity > 0) moves.push({ ...move, quantity });
  }
  return moves;
}

/** A lowered box's goods between shelf null and a shelf, bucket for bucket. */
function shelfMoves(doc: Pick<InboundDocument, 'ownerId' | 'warehouseId'>, lines: readonly InboundLine[], from: number | null, to: number | null, type: inventory.StockMovementType): StockMove[] {
  return lines.flatMap((l) =>
    (
      [
        [StockBucket.Available, l.goodQuantity ?? 0],
        [StockBucket.Defective, l.defectiveQuantity ?? 0],
      ] as const
    )
      .filter(([, quantity]) => quantity > 0)
      .map(([bucket, quantity]) => ({ ownerId: doc.ownerId, commodityId: l.commodityId, warehouseId: doc.warehouseId, from: bucket, to: bucket, fromShelfId: from, toShelfId: to, quantity, type })),
  );
}

const counted = (lines: readonly InboundLine[]) => ({
  GoodQuantity: lines.reduce((n, l) => n + (l.goodQuantity ?? 0), 0),
  DefectiveQuantity: lines.reduce((n, l) => n + (l.defectiveQuantity ?? 0), 0),
});

type PutOnShelfBody = ParsedRequestOf<typeof contract.binPutOnShelves>;

/**
 * A scanned, inspected (or lowered) box onto a shelf of its document's warehouse; the same box onto
 * the same shelf again moves nothing. A box of an unpacking document is opened there instead: its
 * goods go onto the shelf loose (the same stock moves) and the box is done (Unpacked), so it cannot
 * be lowered or shelved again; its goods move by SKU through the inventory's shelf move.
 */
export async function binPutOnShelves(ctx: CallContext, actor: Actor, body: PutOnShelfBody) {
  const { tx } = ctx;
  const { shelf } = await findShelf(tx, actor, body.ShelfId);
  const { doc, box } = await lockedBox(tx, actor, and(eq(inboundBoxes.siteId, shelf.siteId), eq(inboundBoxes.containerNo, body.ContainerNo))!, 'ContainerNo', body.ContainerNo);
  if (shelf.warehouseId !== doc.warehouseId || shelf.isDeactivate) throw invalid('ShelfId', 'InboundShelfNotUsable');
  const lines = await tx.select().from(inboundLines).where(eq(inboundLines.boxId, box.id)).orderBy(asc(inboundLines.id));
  const answer = async (alreadyDone: boolean) => ({ Box: await oneBox(tx, box.id), OrderNo: doc.orderNo, AlreadyDone: alreadyDone, ShelfCode: shelf.shelvesNumber, ...counted(lines) });
  if ((box.status === BoxStatus.OnShelf || box.status === BoxStatus.Unpacked) && box.shelfId === shelf.id) return answer(true);
  refuseUnlessAllowed(inboundLifecycle, doc.status as InboundStatus, 'PutOnShelf', actor.population, 'ContainerNo');
  const boxAction = doc.isUnpacking ? 'Unpack' : 'PutOnShelf';
  refuseUnlessAllowed(boxLifecycle, box.status as BoxStatus, boxAction, actor.population, 'ContainerNo');

  const shelving = box.shelvings + 1;
  const moves = box.status === BoxStatus.Inspected ? firstShelvingMoves(doc, lines, shelf.id) : shelfMoves(doc, lines, null, shelf.id, StockMovementType.PutOnShelf);
  if (moves.length > 0) await moveStock(ctx, actor, { key: `inbound-box:${box.id}:shelve:${shelving}`, documentType: DOCUMENT_TYPE, documentId: doc.id }, moves);
  await updateBox(tx, box, { status: boxLifecycle.next(box.status as BoxStatus, boxAction)!, shelfId: shelf.id, shelvings: shelving });
  const next = await followBoxes(tx, doc);
  await history(tx, actor, doc, 'PutOnShelf', next, { ContainerNo: box.containerNo, ShelfCode: shelf.shelvesNumber, Unpacked: doc.isUnpacking });
  return answer(false);
}

async function updateBox(tx: Executor, box: InboundBox, values: Partial<InboundBox>) {
  const [updated] = await tx
    .update(inboundBoxes)
    .set(values)
    .where(and(eq(inboundBoxes.id, box.id), eq(inboundBoxes.status, box.status)))
    .returning({ id: inboundBoxes.id });
  if (!updated) throw notFound();
}

type LowerShelfBody = ParsedRequestOf<typeof contract.binLowerShelf>;

/** A scanned box off its shelf: its goods stay in stock on no shelf, to be shelved elsewhere; a box already off moves nothing. */
export async function binLowerShelf(ctx: CallContext, actor: Actor, body: LowerShelfBody) {
  const { tx } = ctx;
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  const { doc, box } = await lockedBox(tx, actor, and(eq(inboundBoxes.siteId, warehouse.siteId), eq(inboundBoxes.containerNo, body.ContainerNo))!, 'ContainerNo', body.ContainerNo);
  if (doc.warehouseId !== warehouse.id) throw invalid('ContainerNo', 'InboundOtherWarehouse', { value: body.ContainerNo, warehouse: await nameOf(tx, doc.warehouseId) });
  const lines = await tx.select().from(inboundLines).where(eq(inboundLines.boxId, box.id)).orderBy(asc(inboundLines.id));
  const shelfCode = box.shelfId === null ? '' : (await findShelf(tx, actor, box.shelfId)).shelf.shelvesNumber;
  const answer = async (alreadyDone: boolean) => ({ Box: await oneBox(tx, box.id), OrderNo: doc.orderNo, AlreadyDone: alreadyDone, ShelfCode: shelfCode, ...counted(lines) });
  if (box.status === BoxStatus.Lowered) return answer(true);
  refuseUnlessAllowed(inboundLifecycle, doc.status as InboundStatus, 'LowerShelf', actor.population, 'ContainerNo');
  refuseUnlessAllowed(boxLifecycle, box.status as BoxStatus, 'LowerShelf', actor.population, 'ContainerNo');
  const moves = shelfMoves(doc, lines, box.shelfId, null, StockMovementType.LowerShelf);
  if (moves.length > 0) await moveStock(ctx, actor, { key: `inbound-box:${box.id}:lower:${box.shelvings}`, documentType: DOCUMENT_TYPE, documentId: doc.id }, moves);
  await updateBox(tx, box, { status: BoxStatus.Lowered, shelfId: null });
  const next = await followBoxes(tx, doc);
  await history(tx, actor, doc, 'LowerShelf', next, { ContainerNo: box.containerNo, ShelfCode: shelfCode });
  return answer(false);
}

/**
 * Finish a document (irreversible): refused while a box is signed for but not on a shelf (named);
 * boxes that never arrived leave transit. The fee is priced if signing never completed.
 */
export async function finish(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  const doc = await findDocument(tx, actor, id, true);
  refuseUnlessAllowed(inboundLifecycle, doc.status as InboundStatus, 'Finish', actor.population, 'Id');
  const boxes = await tx.select().from(inboundBoxes).where(eq(inboundBoxes.documentId, doc.id)).orderBy(asc(inboundBoxes.id)).for('update');
  const loose = boxes.filter((b) => b.status !== BoxStatus.NotArrived && b.status !== BoxStatus.OnShelf && b.status !== BoxStatus.Unpacked);
  if (loose.length > 0) throw refused('InboundBoxesNotShelved', { field: 'Id', value: loose.map((b) => b.containerNo).join(', ') });
  const never = boxes.filter((b) => b.status === BoxStatus.NotArrived);
  if (never.length > 0) {
    const lines = await tx.select().from(inboundLines).where(inArray(inboundLines.boxId, never.map((b) => b.id)));
    const moves = lines.map((l): StockMove => ({ ownerId: doc.ownerId, commodityId: l.commodityId, warehouseId: doc.warehouseId, from: StockBucket.InTransit, to: null, quantity: l.expectedQuantity, type: StockMovementType.InboundCancelled }));
    await moveStock(ctx, actor, { key: `inbound:${doc.id}:finish`, documentType: DOCUMENT_TYPE, documentId: doc.id }, moves);
  }
  if (doc.inboundFee === null) await priceDocument(tx, doc);
  const [finished] = await tx
    .update(inboundDocuments)
    .set({ status: InboundStatus.Finished, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(inboundDocuments.id, doc.id), eq(inboundDocuments.status, doc.status)))
    .returning({ id: inboundDocuments.id });
  if (!finished) throw notFound();
  await history(tx, actor, doc, 'Finish', InboundStatus.Finished, { NotArrived: never.map((b) => b.containerNo) });
  return rowOf(tx, actor, doc.id);
}
