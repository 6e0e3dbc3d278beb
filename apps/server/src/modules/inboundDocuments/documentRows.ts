import { Decimal } from 'decimal.js';
import { and, asc, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { inboundDocuments as contract, type Population } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { historyFor } from '../../platform/lifecycles.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { warehouseNames } from '../warehouses/index.ts';
import { inboundBoxes, inboundDocuments, inboundLines } from './tables.ts';

const { inboundLifecycle, BoxStatus, PackagingStatus, trajectoryOf } = contract;
export type InboundDocument = typeof inboundDocuments.$inferSelect;
export type InboundBox = typeof inboundBoxes.$inferSelect;
export type InboundLine = typeof inboundLines.$inferSelect;

/** What the caller may see: a merchant their own documents, site staff their site's (row-level security does the same). */
export const scopeOf = (actor: Actor): SQL[] => [...ofCallerSite(inboundDocuments.siteId, actor), ...(actor.population === 'user' ? [eq(inboundDocuments.ownerId, actor.userId)] : [])];

/** One document the caller may work on, else "not found"; locked when it is to change. */
export async function findDocument(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<InboundDocument> {
  const query = tx
    .select()
    .from(inboundDocuments)
    .where(and(eq(inboundDocuments.id, id), ...scopeOf(actor)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dec = (v: string | null) => (v === null ? null : new Decimal(v).toString());

/** List rows of these documents, in their order: names, totals of goods and boxes, the caller's actions. */
export async function toRows(tx: Executor, docs: readonly InboundDocument[], population: Population): Promise<contract.InboundRow[]> {
  if (docs.length === 0) return [];
  const ids = docs.map((d) => d.id);
  const [names, owners, boxTotals, lineTotals] = await Promise.all([
    warehouseNames(tx, docs.flatMap((d) => [d.warehouseId, ...(d.transportWarehouseId === null ? [] : [d.transportWarehouseId])])),
    tx
      .select({ id: users.id, name: users.userName, number: users.number })
      .from(users)
      .where(inArray(users.id, [...new Set(docs.map((d) => d.ownerId))])),
    tx
      .select({
        documentId: inboundBoxes.documentId,
        boxes: count(),
        confirmed: sql<number>`count(*) filter (where ${inboundBoxes.status} <> ${BoxStatus.NotArrived})::int`,
        damaged: sql<number>`count(*) filter (where ${inboundBoxes.packagingStatus} = ${PackagingStatus.Damaged})::int`,
      })
      .from(inboundBoxes)
      .where(inArray(inboundBoxes.documentId, ids))
      .groupBy(inboundBoxes.documentId),
    tx
      .select({ documentId: inboundBoxes.documentId, expected: sum(inboundLines.expectedQuantity), good: sum(inboundLines.goodQuantity), defective: sum(inboundLines.defectiveQuantity) })
      .from(inboundLines)
      .innerJoin(inboundBoxes, eq(inboundBoxes.id, inboundLines.boxId))
      .where(inArray(inboundBoxes.documentId, ids))
      .groupBy(inboundBoxes.documentId),
  ]);
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  const boxesOf = new Map(boxTotals.map((b) => [b.documentId, b]));
  const linesOf = new Map(lineTotals.map((l) => [l.documentId, l]));
  return docs.map((d) => {
    const b = boxesOf.get(d.id);
    const l = linesOf.get(d.id);
    const status = d.status as contract.InboundStatus;
    return {
      Id: d.id,
      SiteId: d.siteId,
      OrderNo: d.orderNo,
      UserId: d.ownerId,
      UserName: ownerOf.get(d.ownerId)?.name ?? '',
      MemberNumber: ownerOf.get(d.ownerId)?.number ?? '',
      InboundType: d.inboundType,
      WarehouseId: d.warehouseId,
      WarehouseName: names.get(d.warehouseId) ?? '',
      TransportWarehouseId: d.transportWarehouseId,
      TransportWarehouseName: d.transportWarehouseId === null ? '' : (names.get(d.transportWarehouseId) ?? ''),
      Carrier: d.carrier,
      CourierNumbers: d.courierNumbers,
      IsUnpacking: d.isUnpacking,
      Remarks: d.remarks,
      Status: status,
      TrajectoryStatus: trajectoryOf(status),
      PaymentStatus: d.paymentStatus,
      InboundFee: dec(d.inboundFee),
      FeeCurrency: d.feeCurrency,
      ExpectedQuantity: Number(l?.expected ?? 0),
      ConfirmedQuantity: Number(l?.good ?? 0),
      DefectiveQuantity: Number(l?.defective ?? 0),
      BoxCount: b?.boxes ?? 0,
      ConfirmedBoxCount: b?.confirmed ?? 0,
      DefectiveBoxCount: b?.damaged ?? 0,
      SignedTime: iso(d.signedAt),
      FinishedTime: iso(d.finishedAt),
      CreationTime: d.createdAt.toISOString(),
      Actions: inboundLifecycle.actionsFrom(status, population),
    };
  });
}

export const rowOf = async (tx: Executor, actor: Actor, id: number) => (await toRows(tx, [await findDocument(tx, actor, id)], actor.population))[0]!;

/** Short and over of a counted line: what arrived (good + defective) against what was announced. */
export function shortAndOver(line: Pick<InboundLine, 'expectedQuantity' | 'goodQuantity' | 'defectiveQuantity'>) {
  if (line.goodQuantity === null) return { ShortQuantity: 0, OverQuantity: 0 };
  const counted = line.goodQuantity + (line.defectiveQuantity ?? 0);
  return { ShortQuantity: Math.max(0, line.expectedQuantity - counted), OverQuantity: Math.max(0, counted - line.expectedQuantity) };
}

/** The boxes of these documents (or these boxes), with their lines and shelves, in number order. */
export async function boxRows(tx: Executor, where: SQL): Promise<(contract.BoxRow & { DocumentId: number })[]> {
  const boxes = await tx
    .select({ box: inboundBoxes, shelfCode: shelves.shelvesNumber })
    .from(inboundBoxes)
    .leftJoin(shelves, eq(shelves.id, inboundBoxes.shelfId))
    .where(where)
    .orderBy(asc(inboundBoxes.id));
  if (boxes.length === 0) return [];
  const lines = await tx
    .select({ line: inboundLines, code: commodities.commodityCode, sku: commodities.commoditySku, name: commodities.name })
    .from(inboundLines)
    .innerJoin(commodities, eq(commodities.id, inboundLines.commodityId))
    .where(
      inArray(
        inboundLines.boxId,
        boxes.map((b) => b.box.id),
      ),
    )
    .orderBy(asc(inboundLines.id));
  return boxes.map(({ box, shelfCode }) => ({
    Id: box.id,
    DocumentId: box.documentId,
    ContainerNo: box.containerNo,
    BinType: box.binType,
    PackagingStatus: box.packagingStatus,
    Length: dec(box.length),
    Width: dec(box.width),
    Height: dec(box.height),
    Weight: dec(box.weight),
    Pictures: box.pictures,
    Status: box.status,
    ShelfId: box.shelfId,
    ShelfCode: shelfCode ?? '',
    SignedTime: iso(box.signedAt),
    Lines: lines
      .filter((l) => l.line.boxId === box.id)
      .map(({ line, code, sku, name }) => ({
        Id: line.id,
        CommodityId: line.commodityId,
        CommodityCode: code,
        CommoditySku: sku,
        CommodityName: name,
        ExpectedQuantity: line.expectedQuantity,
        GoodQuantity: line.goodQuantity,
        DefectiveQuantity: line.defectiveQuantity,
        ...shortAndOver(line),
        Pictures: line.pictures,
      })),
  }));
}

export async function documentDetail(tx: Executor, actor: Actor, id: number): Promise<contract.InboundDetail> {
  const doc = await findDocument(tx, actor, id);
  const [row] = await toRows(tx, [doc], actor.population);
  const boxes = (await boxRows(tx, eq(inboundBoxes.documentId, doc.id))).map(({ DocumentId: _d, ...box }) => box);
  return { ...row!, Boxes: boxes, History: await historyFor(tx, [inboundLifecycle], doc.id, actor) };
}
