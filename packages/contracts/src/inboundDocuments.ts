import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery } from './common.ts';
import { pdfFile } from './commodities.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts, type Texts } from './messages.ts';
import { dimensionCm, historyEntry, weightKg } from './parcels.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';
import { imageAddress } from './site.ts';
import { zBatchSearch, zTrackingNumber } from './validation.ts';

/**
 * Inbound warehouse documents (spec domain §1 "warehouse receipts, receiving quality inspection,
 * shelving and unshelving of boxes", §3 Inbound warehouse document, §4 "finishing a warehouse
 * document blocks further receipt signing", §5 quality inspection no-change prompt, §8 "repeat
 * arrival at warehouse", "ending a document blocks signing"). The spec names no calls: staff call
 * /InboundWarehouseDocument, the merchant (the document's owner) /UserInboundWarehouseDocument.
 *
 * A document announces goods a merchant sends to one warehouse, packed in boxes (bins), each box
 * holding lines of the merchant's commodities with expected quantities. The warehouse signs for
 * the boxes (a scan of the document's OrderNo signs every box not yet signed, a scan of a
 * ContainerNo that box), inspects each box's lines (good and defective quantities), puts each box
 * on a shelf (its goods become Available, the defective Defective; short quantities leave the
 * books, over quantities enter them) and finally finishes the document, after which nothing more
 * is signed, inspected or shelved. Stock moves through the inventory ledger at each step: the
 * expected quantities are in transit from the moment the document is submitted.
 *
 * The document's state follows its boxes (`documentStateOf`): the box actions (SignFor, Inspect,
 * PutOnShelf, LowerShelf) list the document states they may start from, and the state they leave
 * is the one its boxes then make.
 */

/** The document's life. */
export const InboundStatus = {
  /** submitted by the merchant, awaiting arrival */
  Submitted: 1,
  PartiallySigned: 2,
  Signed: 3,
  Inspected: 4,
  PartiallyShelved: 5,
  Shelved: 6,
  Finished: 7,
  Cancelled: 8,
} as const;
export type InboundStatus = (typeof InboundStatus)[keyof typeof InboundStatus];
export const INBOUND_STATUSES = Object.values(InboundStatus);

const { Submitted, PartiallySigned, Signed, Inspected, PartiallyShelved, Shelved, Finished, Cancelled } = InboundStatus;

export const inboundLifecycle = defineLifecycle('InboundWarehouseDocument', InboundStatus, {
  Create: { from: [null], to: Submitted, by: ['user', 'backstage'] },
  Edit: { from: [Submitted], by: ['user', 'backstage'] },
  Cancel: { from: [Submitted], to: Cancelled, by: ['user', 'backstage'] },
  Delete: { from: [Submitted], to: null, by: ['user', 'backstage'] },
  /** a scan of the document (every box not yet signed) or of one box; the state follows the boxes */
  SignFor: { from: [Submitted, PartiallySigned], by: ['backstage'] },
  Inspect: { from: [PartiallySigned, Signed, Inspected, PartiallyShelved], by: ['backstage'] },
  PutOnShelf: { from: [PartiallySigned, Signed, Inspected, PartiallyShelved], by: ['backstage'] },
  LowerShelf: { from: [PartiallySigned, PartiallyShelved, Shelved], by: ['backstage'] },
  /** irreversible: boxes never signed leave the books, nothing more is signed (spec §4) */
  Finish: { from: [PartiallySigned, Signed, Inspected, PartiallyShelved, Shelved], to: Finished, by: ['backstage'] },
}, {
  record: texts('入库单', '入庫單', 'inbound document'),
  states: {
    [Submitted]: texts('待到库', '待到庫', 'awaiting arrival'),
    [PartiallySigned]: texts('部分签收', '部分簽收', 'partially signed for'),
    [Signed]: texts('已签收', '已簽收', 'signed for'),
    [Inspected]: texts('已质检', '已質檢', 'inspected'),
    [PartiallyShelved]: texts('部分上架', '部分上架', 'partially shelved'),
    [Shelved]: texts('已上架', '已上架', 'shelved'),
    [Finished]: texts('已完结', '已完結', 'finished'),
    [Cancelled]: texts('已取消', '已取消', 'cancelled'),
  },
  actions: {
    Create: texts('提交', '提交', 'submitted'),
    Edit: texts('修改', '修改', 'edited'),
    Cancel: texts('取消', '取消', 'cancelled'),
    Delete: texts('删除', '刪除', 'deleted'),
    SignFor: texts('签收', '簽收', 'signed for'),
    Inspect: texts('质检', '質檢', 'inspected'),
    PutOnShelf: texts('上架', '上架', 'put on a shelf'),
    LowerShelf: texts('下架', '下架', 'taken off its shelf'),
    Finish: texts('完结', '完結', 'finished'),
  },
});
export type InboundAction = keyof typeof inboundLifecycle.actions;

/**
 * A box's (bin's) own life. A box of a document stored whole goes onto a shelf as a unit (OnShelf)
 * and may come off it and go onto another (Lowered); a box of an unpacking document is opened at
 * put-away, its goods shelved loose by SKU (Unpacked): there is no box left to take off a shelf.
 */
export const BoxStatus = { NotArrived: 1, Signed: 2, Inspected: 3, OnShelf: 4, Lowered: 5, Unpacked: 6 } as const;
export type BoxStatus = (typeof BoxStatus)[keyof typeof BoxStatus];
export const BOX_STATUSES = Object.values(BoxStatus);

export const boxLifecycle = defineLifecycle('InboundBox', BoxStatus, {
  SignFor: { from: [BoxStatus.NotArrived], to: BoxStatus.Signed, by: ['backstage'] },
  /** a box is inspected before it goes on a shelf, and may be inspected again until then */
  Inspect: { from: [BoxStatus.Signed, BoxStatus.Inspected], to: BoxStatus.Inspected, by: ['backstage'] },
  PutOnShelf: { from: [BoxStatus.Inspected, BoxStatus.Lowered], to: BoxStatus.OnShelf, by: ['backstage'] },
  LowerShelf: { from: [BoxStatus.OnShelf], to: BoxStatus.Lowered, by: ['backstage'] },
  /** an unpacking document's box: opened, its goods onto the shelf loose (moved afterwards as stock, by SKU) */
  Unpack: { from: [BoxStatus.Inspected], to: BoxStatus.Unpacked, by: ['backstage'] },
}, {
  record: texts('箱子', '箱子', 'box'),
  states: {
    [BoxStatus.NotArrived]: texts('未到库', '未到庫', 'not arrived'),
    [BoxStatus.Signed]: texts('已签收', '已簽收', 'signed for'),
    [BoxStatus.Inspected]: texts('已质检', '已質檢', 'inspected'),
    [BoxStatus.OnShelf]: texts('已上架', '已上架', 'on a shelf'),
    [BoxStatus.Lowered]: texts('已下架', '已下架', 'off its shelf'),
    [BoxStatus.Unpacked]: texts('已拆箱上架', '已拆箱上架', 'unpacked onto a shelf'),
  },
  actions: {
    SignFor: texts('签收', '簽收', 'signed for'),
    Inspect: texts('质检', '質檢', 'inspected'),
    PutOnShelf: texts('上架', '上架', 'put on a shelf'),
    LowerShelf: texts('下架', '下架', 'taken off its shelf'),
    Unpack: texts('拆箱上架', '拆箱上架', 'unpacked onto a shelf'),
  },
});

/**
 * The document's state its boxes make: none arrived, some arrived, all arrived (then: all on a
 * shelf, some on a shelf, all inspected, or signed for). Finished and Cancelled are the document's own.
 */
export function documentStateOf(boxes: readonly BoxStatus[]): InboundStatus {
  const arrived = boxes.filter((b) => b !== BoxStatus.NotArrived).length;
  if (arrived === 0) return Submitted;
  if (arrived < boxes.length) return PartiallySigned;
  const onShelf = boxes.filter((b) => b === BoxStatus.OnShelf || b === BoxStatus.Unpacked).length;
  if (onShelf === boxes.length) return Shelved;
  if (onShelf > 0) return PartiallyShelved;
  return boxes.every((b) => b === BoxStatus.Inspected || b === BoxStatus.Lowered) ? Inspected : Signed;
}

export const InboundType = { Normal: 1, Transfer: 2, Return: 3 } as const;
export type InboundType = (typeof InboundType)[keyof typeof InboundType];
export const INBOUND_TYPES = Object.values(InboundType);

export const BinType = { Carton: 1, Pallet: 2, Bag: 3 } as const;
export const BIN_TYPES = Object.values(BinType);
export const PackagingStatus = { Intact: 1, Damaged: 2, Repacked: 3 } as const;
export const PACKAGING_STATUSES = Object.values(PackagingStatus);

/** No charge (nothing priced it, or not yet signed for), or the inbound fee to be billed (bills: issue 21). */
export const PaymentStatus = { NoCharge: 1, Unpaid: 2 } as const;
export const PAYMENT_STATUSES = Object.values(PaymentStatus);

/** The document's progress as the merchant follows it (spec "trajectory status"). */
export const TrajectoryStatus = { OnTheWay: 1, AtWarehouse: 2, InStock: 3, Closed: 4 } as const;
export type TrajectoryStatus = (typeof TrajectoryStatus)[keyof typeof TrajectoryStatus];
export const trajectoryOf = (status: InboundStatus): TrajectoryStatus =>
  status === Submitted ? TrajectoryStatus.OnTheWay : status === Shelved ? TrajectoryStatus.InStock : status === Finished || status === Cancelled ? TrajectoryStatus.Closed : TrajectoryStatus.AtWarehouse;

/** Names of the plain choices, in the three languages (pages and PDFs read them). */
export const INBOUND_NAMES = {
  type: {
    [InboundType.Normal]: texts('普通入库', '一般入庫', 'Normal inbound'),
    [InboundType.Transfer]: texts('仓间调拨', '倉間調撥', 'Transfer between warehouses'),
    [InboundType.Return]: texts('退货入库', '退貨入庫', 'Return'),
  },
  binType: {
    [BinType.Carton]: texts('纸箱', '紙箱', 'Carton'),
    [BinType.Pallet]: texts('托盘', '托盤', 'Pallet'),
    [BinType.Bag]: texts('袋', '袋', 'Bag'),
  },
  packaging: {
    [PackagingStatus.Intact]: texts('完好', '完好', 'Intact'),
    [PackagingStatus.Damaged]: texts('破损', '破損', 'Damaged'),
    [PackagingStatus.Repacked]: texts('已重新包装', '已重新包裝', 'Repacked'),
  },
  payment: {
    [PaymentStatus.NoCharge]: texts('无费用', '無費用', 'No charge'),
    [PaymentStatus.Unpaid]: texts('待出账', '待出帳', 'Fee to be billed'),
  },
  trajectory: {
    [TrajectoryStatus.OnTheWay]: texts('运输中', '運輸中', 'On the way'),
    [TrajectoryStatus.AtWarehouse]: texts('仓库处理中', '倉庫處理中', 'At the warehouse'),
    [TrajectoryStatus.InStock]: texts('已入库', '已入庫', 'In stock'),
    [TrajectoryStatus.Closed]: texts('已关闭', '已關閉', 'Closed'),
  },
} satisfies Record<string, Record<number, Texts>>;

export const ORDER_NO_MAX = 32;
export const CARRIER_MAX = 64;
export const COURIER_NUMBERS_MAX = 20;
export const INBOUND_REMARKS_MAX = 255;
export const BOXES_MAX = 200;
export const LINES_PER_BOX_MAX = 100;
export const BOX_PICTURES_MAX = 9;
export const QUANTITY_MAX = 999_999;

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));
const quantity = z.int32({ error: numberTypeError }).min(0).max(QUANTITY_MAX);

/** A document's or box's number as scanned: no spaces or special characters, compared upper-cased. */
export const scannedNumber = zTrackingNumber.max(ORDER_NO_MAX).transform((n) => n.toUpperCase());

/** One line of a box: a commodity of the document's merchant and how many are expected. */
export const lineFields = z.object({
  CommodityId: recordId(),
  ExpectedQuantity: quantity.min(1),
});

/** One box as it is announced. */
export const boxFields = z.object({
  BinType: choice(BIN_TYPES).default(BinType.Carton),
  Length: dimensionCm.nullable().default(null),
  Width: dimensionCm.nullable().default(null),
  Height: dimensionCm.nullable().default(null),
  Weight: weightKg.nullable().default(null),
  Pictures: z.array(imageAddress).max(BOX_PICTURES_MAX).default([]),
  Lines: z.array(lineFields).min(1, { message: 'SelectAtLeastOne' }).max(LINES_PER_BOX_MAX),
});

/** What the merchant (or staff for them) writes of a document. */
const documentShape = {
  InboundType: choice(INBOUND_TYPES).default(InboundType.Normal),
  WarehouseId: recordId(),
  /** the warehouse the goods come from, for a transfer between warehouses */
  TransportWarehouseId: recordId().nullable().default(null),
  /** the courier company bringing the goods */
  Carrier: optionalText(CARRIER_MAX),
  CourierNumbers: z.array(zTrackingNumber.max(40).transform((n) => n.toUpperCase())).max(COURIER_NUMBERS_MAX).default([]),
  /**
   * the boxes are opened at put-away and their goods shelved loose by SKU (a box cannot then come
   * off a shelf); otherwise each box is stored whole, as a bin, and moves on and off shelves whole
   */
  IsUnpacking: z.boolean().default(false),
  Remarks: optionalText(INBOUND_REMARKS_MAX),
  Boxes: z.array(boxFields).min(1, { message: 'SelectAtLeastOne' }).max(BOXES_MAX),
};
const transferNamesItsSource = (d: { InboundType: number; WarehouseId: number; TransportWarehouseId: number | null }, ctx: z.RefinementCtx) => {
  if (d.InboundType === InboundType.Transfer && d.TransportWarehouseId === null) ctx.addIssue({ code: 'custom', path: ['TransportWarehouseId'], message: 'CannotBeEmpty' });
  if (d.TransportWarehouseId !== null && d.TransportWarehouseId === d.WarehouseId) ctx.addIssue({ code: 'custom', path: ['TransportWarehouseId'], message: 'InboundSameWarehouse' });
};
export const documentFields = z.object(documentShape).superRefine(transferNamesItsSource);
export type DocumentFields = z.output<typeof documentFields>;
/** Staff name the merchant. */
export const staffDocumentFields = z.object({ UserId: recordId(), ...documentShape }).superRefine(transferNamesItsSource);
const edited = { Id: recordId() };

/** Goods and boxes: announced, confirmed (arrived; goods: counted good after inspection) and defective. */
export const inboundTotals = z.object({
  ExpectedQuantity: z.int32(),
  ConfirmedQuantity: z.int32(),
  DefectiveQuantity: z.int32(),
  BoxCount: z.int32(),
  ConfirmedBoxCount: z.int32(),
  /** boxes whose packaging arrived damaged */
  DefectiveBoxCount: z.int32(),
});

export const inboundRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  OrderNo: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  InboundType: z.int32(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  TransportWarehouseId: z.int32().nullable(),
  TransportWarehouseName: z.string(),
  Carrier: z.string(),
  CourierNumbers: z.array(z.string()),
  IsUnpacking: z.boolean(),
  Remarks: z.string(),
  Status: z.int32(),
  TrajectoryStatus: z.int32(),
  PaymentStatus: z.int32(),
  /** the inbound fee, priced from the warehousing quotation when the boxes are signed for; null before */
  InboundFee: z.string().nullable(),
  FeeCurrency: z.string(),
  ...inboundTotals.shape,
  SignedTime: z.string().nullable(),
  FinishedTime: z.string().nullable(),
  CreationTime: z.string(),
  /** the actions the caller may take now, from `inboundLifecycle` */
  Actions: z.array(z.string()),
});
export type InboundRow = z.output<typeof inboundRow>;

export const lineRow = z.object({
  Id: z.int32(),
  CommodityId: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  ExpectedQuantity: z.int32(),
  /** null until inspected */
  GoodQuantity: z.int32().nullable(),
  DefectiveQuantity: z.int32().nullable(),
  /** expected − counted when fewer arrived, else 0; over when more */
  ShortQuantity: z.int32(),
  OverQuantity: z.int32(),
  Pictures: z.array(z.string()),
});

export const boxRow = z.object({
  Id: z.int32(),
  ContainerNo: z.string(),
  BinType: z.int32(),
  PackagingStatus: z.int32(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
  Weight: z.string().nullable(),
  Pictures: z.array(z.string()),
  Status: z.int32(),
  ShelfId: z.int32().nullable(),
  ShelfCode: z.string(),
  SignedTime: z.string().nullable(),
  Lines: z.array(lineRow),
});
export type BoxRow = z.output<typeof boxRow>;

export const inboundDetail = inboundRow.extend({ Boxes: z.array(boxRow), History: z.array(historyEntry) });
export type InboundDetail = z.output<typeof inboundDetail>;

/** The merchant's list: by number (document, box or courier), state, warehouse and creation dates. */
export const userInboundQuery = pagedQuery.extend({
  /** document, box or courier numbers, up to 200 */
  Numbers: zBatchSearch.optional(),
  Status: choice(INBOUND_STATUSES).optional(),
  WarehouseId: recordId().optional(),
  InboundType: choice(INBOUND_TYPES).optional(),
});
export const inboundQuery = userInboundQuery.extend({ UserId: recordId().optional(), MemberNumber: z.string().max(32).optional(), ...siteChoice });
export const stateCounts = z.array(z.object({ Status: z.int32(), Count: z.int32() }));

/** One scan: an OrderNo (every box not yet signed) or a ContainerNo (that box), at the chosen warehouse. */
export const signForBody = z.object({ Number: scannedNumber, WarehouseId: recordId() });
export const signForAnswer = z.object({
  Document: inboundRow,
  /** the boxes this scan signed for */
  ContainerNos: z.array(z.string()),
});

/** Counts of one line after inspection. */
export const inspectionLine = z.object({
  Id: recordId(),
  GoodQuantity: quantity,
  DefectiveQuantity: quantity,
  Pictures: z.array(imageAddress).max(BOX_PICTURES_MAX).default([]),
});
export const inspectBody = z.object({
  BoxId: recordId(),
  PackagingStatus: choice(PACKAGING_STATUSES).default(PackagingStatus.Intact),
  Lines: z.array(inspectionLine).min(1, { message: 'SelectAtLeastOne' }).max(LINES_PER_BOX_MAX),
  /** saving counts that change nothing needs this (spec §5: the no-change prompt) */
  Confirm: z.boolean().default(false),
});

export const putOnShelfBody = z.object({ ContainerNo: scannedNumber, ShelfId: recordId() });
export const shelvingAnswer = z.object({
  Box: boxRow,
  OrderNo: z.string(),
  /** the same box was already on this shelf (or off every shelf): nothing moved */
  AlreadyDone: z.boolean(),
  ShelfCode: z.string(),
  /** units that went onto (or came off) the shelf: good and defective */
  GoodQuantity: z.int32(),
  DefectiveQuantity: z.int32(),
});
export const lowerShelfBody = z.object({ ContainerNo: scannedNumber, WarehouseId: recordId() });

export const labelsBody = z.object({ Id: recordId(), Copies: z.int32({ error: numberTypeError }).min(1).max(10).default(1) });

const staff = { access: 'granted', populations: ['backstage'] } as const;
const merchant = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

// ── Merchant: /UserInboundWarehouseDocument ─────────────────────────────────────────────────────

export const getUserInboundDocuments = defineCall('/UserInboundWarehouseDocument/GetInboundWarehouseDocuments', {
  summary: 'The caller’s inbound documents, newest first, by document, box or courier number, state, warehouse and dates',
  request: userInboundQuery,
  response: listOf(inboundRow),
  ...merchant,
  ...read,
});
export const getUserInboundStateCounts = defineCall('/UserInboundWarehouseDocument/GetStateCounts', {
  summary: 'How many of the caller’s inbound documents are in each state',
  request: z.object({ WarehouseId: recordId().optional() }).optional(),
  response: stateCounts,
  ...merchant,
  ...read,
});
export const getUserInboundDocumentById = defineCall('/UserInboundWarehouseDocument/GetInboundWarehouseDocumentById', {
  summary: 'One of the caller’s inbound documents with its boxes, lines and history',
  request: idBody,
  response: inboundDetail,
  ...merchant,
  ...read,
});
export const addUserInboundDocument = defineCall('/UserInboundWarehouseDocument/AddInboundWarehouseDocument', {
  summary: 'Submit an inbound document: warehouse, transport, boxes and their lines; the goods show as in transit',
  request: documentFields,
  response: inboundRow,
  ...merchant,
});
export const editUserInboundDocument = defineCall('/UserInboundWarehouseDocument/EditInboundWarehouseDocument', {
  summary: 'Change an inbound document not yet signed for (its boxes and lines are replaced)',
  request: z.object({ ...edited, ...documentShape }).superRefine(transferNamesItsSource),
  response: inboundRow,
  ...merchant,
});
export const cancelUserInboundDocument = defineCall('/UserInboundWarehouseDocument/CancelInboundWarehouseDocument', {
  summary: 'Cancel an inbound document not yet signed for; its goods leave transit',
  request: idBody,
  response: z.null(),
  ...merchant,
});
export const deleteUserInboundDocument = defineCall('/UserInboundWarehouseDocument/DeleteInboundWarehouseDocument', {
  summary: 'Delete an inbound document not yet signed for; its goods leave transit',
  request: idBody,
  response: z.null(),
  ...merchant,
});
export const printUserBoxLabels = defineCall('/UserInboundWarehouseDocument/PrintBoxLabels', {
  summary: 'Box labels of an inbound document (Code 128 of each ContainerNo) as a PDF',
  request: labelsBody,
  response: pdfFile,
  ...merchant,
  ...read,
});

// ── Staff: /InboundWarehouseDocument ────────────────────────────────────────────────────────────

export const getInboundDocuments = defineCall('/InboundWarehouseDocument/GetInboundWarehouseDocuments', {
  summary: 'The site’s inbound documents, newest first, by document, box or courier number, state, warehouse, customer and dates',
  request: inboundQuery,
  response: listOf(inboundRow),
  ...staff,
  ...read,
});
export const getInboundStateCounts = defineCall('/InboundWarehouseDocument/GetStateCounts', {
  summary: 'How many of the site’s inbound documents are in each state',
  request: z.object({ WarehouseId: recordId().optional(), ...siteChoice }).optional(),
  response: stateCounts,
  ...staff,
  ...read,
});
export const getInboundDocumentById = defineCall('/InboundWarehouseDocument/GetInboundWarehouseDocumentById', {
  summary: 'An inbound document with its boxes, lines, customer and history',
  request: idBody,
  response: inboundDetail,
  ...staff,
  ...read,
});
export const addInboundDocument = defineCall('/InboundWarehouseDocument/AddInboundWarehouseDocument', {
  summary: 'Submit an inbound document for a customer (UserId); the goods show as in transit',
  request: staffDocumentFields,
  response: inboundRow,
  ...staff,
});
export const editInboundDocument = defineCall('/InboundWarehouseDocument/EditInboundWarehouseDocument', {
  summary: 'Change an inbound document not yet signed for (its boxes and lines are replaced)',
  request: z.object({ ...edited, UserId: recordId(), ...documentShape }).superRefine(transferNamesItsSource),
  response: inboundRow,
  ...staff,
});
export const cancelInboundDocument = defineCall('/InboundWarehouseDocument/CancelInboundWarehouseDocument', {
  summary: 'Cancel an inbound document not yet signed for; its goods leave transit',
  request: idBody,
  response: z.null(),
  ...staff,
});
export const deleteInboundDocument = defineCall('/InboundWarehouseDocument/DeleteInboundWarehouseDocument', {
  summary: 'Delete an inbound document not yet signed for; its goods leave transit',
  request: idBody,
  response: z.null(),
  ...staff,
});
export const printBoxLabels = defineCall('/InboundWarehouseDocument/PrintBoxLabels', {
  summary: 'Box labels of an inbound document (Code 128 of each ContainerNo) as a PDF',
  request: labelsBody,
  response: pdfFile,
  ...staff,
  ...read,
});
export const signFor = defineCall('/InboundWarehouseDocument/SignFor', {
  summary: 'Sign for a scanned document (every box not yet signed) or box; a repeat scan signs nothing',
  request: signForBody,
  response: signForAnswer,
  ...staff,
});
export const inspect = defineCall('/InboundWarehouseDocument/QualityInspection', {
  summary: 'Record a signed box’s good and defective quantities per line, with photos; unchanged counts need Confirm',
  request: inspectBody,
  response: boxRow,
  ...staff,
});
export const binPutOnShelves = defineCall('/InboundWarehouseDocument/BinPutOnShelves', {
  summary: 'Put a scanned, inspected box on a shelf of its warehouse (an unpacking document’s box: its goods, loose): good goods become Available, defective Defective',
  request: putOnShelfBody,
  response: shelvingAnswer,
  ...staff,
});
export const binLowerShelf = defineCall('/InboundWarehouseDocument/BinLowerShelf', {
  summary: 'Take a scanned box off its shelf (its goods stay in stock, on no shelf) to shelve it elsewhere',
  request: lowerShelfBody,
  response: shelvingAnswer,
  ...staff,
});
export const finish = defineCall('/InboundWarehouseDocument/FinishInboundWarehouseDocument', {
  summary: 'Finish an inbound document (irreversible): boxes never signed leave transit, and nothing more is signed for',
  request: idBody,
  response: inboundRow,
  ...staff,
});

/** The same operations of both populations, by the page's side. */
export const INBOUND_CALLS = {
  backstage: {
    list: getInboundDocuments,
    counts: getInboundStateCounts,
    detail: getInboundDocumentById,
    add: addInboundDocument,
    edit: editInboundDocument,
    cancel: cancelInboundDocument,
    delete: deleteInboundDocument,
    labels: printBoxLabels,
  },
  user: {
    list: getUserInboundDocuments,
    counts: getUserInboundStateCounts,
    detail: getUserInboundDocumentById,
    add: addUserInboundDocument,
    edit: editUserInboundDocument,
    cancel: cancelUserInboundDocument,
    delete: deleteUserInboundDocument,
    labels: printUserBoxLabels,
  },
} as const;
export type InboundSide = keyof typeof INBOUND_CALLS;
