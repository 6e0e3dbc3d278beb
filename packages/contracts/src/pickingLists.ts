import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, idsBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { pdfFile } from './commodities.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { historyEntry } from './parcels.ts';
import { claimStatus, pickingStatus } from './select.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Picking (issue 22 "Picking"; spec domain §1 "picking lists", §4 picking status and claim, §7
 * "Picking lists (/PickingList)", §8 "claimed and cannot be selected", "order does not exist", "no
 * matching goods found"; shell §2/§3 the AddPickingList push and the auto-print settings).
 *
 * A picking rule says how a warehouse's pickable orders are grouped into lists (by carrier or
 * shipping method and/or partition, at most so many orders and lines a list) and whether a job
 * makes them. A picking list holds orders; its lines are what the picker takes off the shelves:
 * each order's parcels on their shelf, and its commodity quantities on the shelves their frozen
 * stock is on. Its life is ONE table (`pickingLifecycle`); who holds it is its own axis
 * (`claimLifecycle`).
 *
 * An order is pickable when approved for outbound, its bill paid, not frozen, still Submitted and
 * on no other live list (a partial unique index decides two lists taking it at once).
 */

// ── Picking rules (a site list) ─────────────────────────────────────────────────────────────

/** How a rule groups orders into lists besides the warehouse: not at all, by carrier, or by shipping method. */
export const PickingGroupBy = { None: 1, Carrier: 2, ShippingMethod: 3 } as const;
export type PickingGroupBy = (typeof PickingGroupBy)[keyof typeof PickingGroupBy];
export const PICKING_GROUP_BY = Object.values(PickingGroupBy);

export const PICKING_RULE_NAME_MAX = 64;
export const PICKING_RULE_REMARKS_MAX = 255;
/** A list a picker can walk in one round: more orders or lines would not fit the cart or the paper. */
export const PICKING_LIST_ORDERS_MAX = 500;
export const PICKING_LIST_LINES_MAX = 5000;

const id = z.int32({ error: numberTypeError }).positive();
const groupBy = z.number({ error: numberTypeError }).pipe(z.union(PICKING_GROUP_BY.map((v) => z.literal(v)), { error: 'InvalidValue' }));

const pickingRuleList = siteListCalls('PickingRule', {
  fields: {
    Name: requiredText(PICKING_RULE_NAME_MAX),
    WarehouseId: id,
    GroupBy: groupBy.default(PickingGroupBy.None),
    /** orders whose goods lie in different partitions go on different lists */
    ByPartition: z.boolean().default(false),
    MaxOrders: z.int32({ error: numberTypeError }).min(1).max(PICKING_LIST_ORDERS_MAX).default(20),
    MaxLines: z.int32({ error: numberTypeError }).min(1).max(PICKING_LIST_LINES_MAX).default(200),
    /** a job makes lists of this rule's pickable orders every few minutes; otherwise staff make them */
    IsAutomatic: z.boolean().default(false),
    IsEnabled: z.boolean().default(true),
    Remarks: optionalText(PICKING_RULE_REMARKS_MAX),
  },
  query: pagedQuery.extend({
    Name: z.string().max(PICKING_RULE_NAME_MAX).optional(),
    WarehouseId: id.optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  wire: { GroupBy: z.int32() },
  row: { WarehouseName: z.string() },
  summaries: {
    list: 'The picking rules of the warehouses available to the caller, by warehouse then name',
    add: 'Create a picking rule for an enabled warehouse; its name is unique in the warehouse',
    getEdit: 'The edit form values of a picking rule',
    edit: 'Save a picking rule',
    delete: 'Delete a picking rule; the lists it made keep their orders',
    detail: 'A picking rule with its change history',
  },
});

export const { fields: pickingRuleFields, row: pickingRuleRow, addBody: addPickingRuleBody } = pickingRuleList;
export type PickingRuleFields = z.output<typeof pickingRuleFields>;
export const pickingRuleQuery = pickingRuleList.calls.list.request;
export const {
  list: getPickingRules,
  add: addPickingRule,
  getEdit: getEditPickingRule,
  edit: editPickingRule,
  delete: deletePickingRule,
  detail: getPickingRuleById,
} = pickingRuleList.calls;
/** The site list's calls, which SiteListPage takes whole. */
export const pickingRuleCalls = pickingRuleList.calls;

export const getSelectPickingRules = defineCall('/PickingRule/GetSelectPickingRules', {
  summary: 'The enabled picking rules of the available warehouses, for the "make lists by rule" choice',
  request: z.object({ ...siteChoice, WarehouseId: id.optional() }).optional(),
  response: z.array(z.object({ Id: z.int32(), Name: z.string(), WarehouseId: z.int32(), WarehouseName: z.string() })),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

// ── The picking list's two axes ─────────────────────────────────────────────────────────────

export const PickingStatus = pickingStatus.values;
export type PickingStatus = (typeof PickingStatus)[keyof typeof PickingStatus];
export const ClaimStatus = claimStatus.values;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];

const { ToBePicked, PartiallyPicked, PickingFinished } = PickingStatus;
const open = [ToBePicked, PartiallyPicked] as const;
const staff = ['backstage'] as const;
const record = texts('拣货单', '揀貨單', 'picking list');

/**
 * The list's life. Starting (StartPickingList, or the first scan) ends "to be picked": from then on
 * the list cannot be deleted, only emptied order by order. Sorting completed finishes it: its fully
 * picked orders move to Picked, the rest become pickable again. A scan (Pick), a missing report and
 * its resolution keep a started list where it is; each writes a history row.
 */
export const pickingLifecycle = defineLifecycle(
  'PickingList',
  PickingStatus,
  {
    Create: { from: [null], to: ToBePicked, by: staff },
    AddOrders: { from: [...open], by: staff },
    RemoveOrder: { from: [...open], by: staff },
    Start: { from: [ToBePicked], to: PartiallyPicked, by: staff },
    Pick: { from: [...open], to: PartiallyPicked, by: staff },
    ReportMissing: { from: [...open], to: PartiallyPicked, by: staff },
    MarkFound: { from: [PartiallyPicked], by: staff },
    SortingCompleted: { from: [PartiallyPicked], to: PickingFinished, by: staff },
    Delete: { from: [ToBePicked], to: null, by: staff },
  },
  {
    record,
    states: {
      [ToBePicked]: texts('待拣货', '待揀貨', 'to be picked'),
      [PartiallyPicked]: texts('部分拣货', '部分揀貨', 'partially picked'),
      [PickingFinished]: texts('拣货完成', '揀貨完成', 'picking finished'),
    },
    actions: {
      Create: texts('创建', '建立', 'created'),
      AddOrders: texts('添加订单', '新增訂單', 'given more orders'),
      RemoveOrder: texts('移除订单', '移除訂單', 'have an order taken off'),
      Start: texts('开始拣货', '開始揀貨', 'started'),
      Pick: texts('拣货', '揀貨', 'picked'),
      ReportMissing: texts('报告缺货', '報告缺貨', 'reported missing'),
      MarkFound: texts('标记已找到', '標記已找到', 'marked found'),
      SortingCompleted: texts('分拣完成', '分揀完成', 'sorted'),
      Delete: texts('删除', '刪除', 'deleted'),
    },
  },
);

/**
 * Who holds the list. Staff assign it to a picker (again to another); a picker claims an unclaimed
 * one for themselves: of two claiming at once one wins, the other is told "claimed and cannot be
 * selected". Claims need an open list (`CLAIM_NEEDS`).
 */
export const claimLifecycle = defineLifecycle(
  'PickingListClaim',
  ClaimStatus,
  {
    Assign: { from: [ClaimStatus.Unclaimed, ClaimStatus.Claimed], to: ClaimStatus.Claimed, by: staff },
    ClaimForMe: { from: [ClaimStatus.Unclaimed], to: ClaimStatus.Claimed, by: staff },
    Release: { from: [ClaimStatus.Claimed], to: ClaimStatus.Unclaimed, by: staff },
  },
  {
    record,
    states: {
      [ClaimStatus.Unclaimed]: texts('未认领', '未認領', 'unclaimed'),
      [ClaimStatus.Claimed]: texts('已认领', '已認領', 'claimed'),
    },
    actions: {
      Assign: texts('分配', '分配', 'assigned'),
      ClaimForMe: texts('认领', '認領', 'claimed'),
      Release: texts('释放', '釋放', 'released'),
    },
  },
);

export type PickingAction = keyof typeof pickingLifecycle.actions;
export type ClaimAction = keyof typeof claimLifecycle.actions;
/** Claim actions take an open list only: a finished list has nothing left to pick. */
export const CLAIM_NEEDS: readonly PickingStatus[] = open;

/** What a row offers the caller: the list's actions, then the claim's while the list is open. */
export function pickingListActions(status: PickingStatus, claim: ClaimStatus): (PickingAction | ClaimAction)[] {
  const own = pickingLifecycle.actionsFrom(status, 'backstage').filter((a) => a !== 'Create' && a !== 'Pick' && a !== 'ReportMissing' && a !== 'MarkFound');
  const claims = CLAIM_NEEDS.includes(status) ? claimLifecycle.actionsFrom(claim, 'backstage') : [];
  return [...own, ...claims];
}

// ── Lines, orders, rows ─────────────────────────────────────────────────────────────────────

/** A line is a parcel (taken whole) or a commodity quantity on one shelf. */
export const PickingLineKind = { Parcel: 1, Commodity: 2 } as const;
export type PickingLineKind = (typeof PickingLineKind)[keyof typeof PickingLineKind];

/** An order on a list: waiting, every line picked, or reported missing (an exception staff resolve). */
export const PickingOrderState = { Waiting: 1, Picked: 2, Missing: 3 } as const;
export type PickingOrderState = (typeof PickingOrderState)[keyof typeof PickingOrderState];

export const pickingLine = z.object({
  Id: z.int32(),
  OrderId: z.int32(),
  OrderSerialNumber: z.string(),
  Kind: z.int32(),
  /** the parcel's courier number or the commodity's code: what the picker scans */
  Code: z.string(),
  /** the commodity's SKU ('' for a parcel) */
  Sku: z.string(),
  Name: z.string(),
  ShelfId: z.int32().nullable(),
  /** '' when the goods are on no shelf */
  ShelfCode: z.string(),
  PartitionName: z.string(),
  Quantity: z.int32(),
  PickedQuantity: z.int32(),
});
export type PickingLine = z.output<typeof pickingLine>;

export const pickingOrder = z.object({
  OrderId: z.int32(),
  SerialNumber: z.string(),
  CustomerName: z.string(),
  CarrierName: z.string(),
  State: z.int32(),
  MissingReason: z.string(),
  Lines: z.int32(),
  PickedLines: z.int32(),
});

export const pickingListRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  SiteName: z.string(),
  Number: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  RuleName: z.string(),
  Status: z.int32(),
  ClaimStatus: z.int32(),
  ClaimerId: z.int32().nullable(),
  ClaimerName: z.string(),
  OrderCount: z.int32(),
  LineCount: z.int32(),
  PickedLineCount: z.int32(),
  MissingOrderCount: z.int32(),
  CreatorName: z.string(),
  CreationTime: z.string(),
  StartTime: z.string().nullable(),
  FinishTime: z.string().nullable(),
  Actions: z.array(z.string()),
});
export type PickingListRow = z.output<typeof pickingListRow>;

export const pickingListDetail = pickingListRow.extend({
  Orders: z.array(pickingOrder),
  /** sorted by shelf code, so the picker walks the warehouse once */
  Lines: z.array(pickingLine),
  History: z.array(historyEntry),
});
export type PickingListDetail = z.output<typeof pickingListDetail>;

export const PICKING_NUMBER_MAX = 32;

export const pickingListQuery = pagedQuery.extend({
  WarehouseId: id.optional(),
  Status: z.number({ error: numberTypeError }).pipe(z.union(Object.values(PickingStatus).map((v) => z.literal(v)), { error: 'InvalidValue' })).optional(),
  ClaimStatus: z.number({ error: numberTypeError }).pipe(z.union(Object.values(ClaimStatus).map((v) => z.literal(v)), { error: 'InvalidValue' })).optional(),
  ClaimerId: id.optional(),
  Number: z.string().max(PICKING_NUMBER_MAX).optional(),
  ...siteChoice,
});
export const myPickingListQuery = pagedQuery.extend({ Status: pickingListQuery.shape.Status, Number: pickingListQuery.shape.Number });

const orderIds = z.array(id, { error: numberTypeError }).min(1, { message: 'SelectAtLeastOne' }).max(PICKING_LIST_ORDERS_MAX);

/** From the orders chosen (one list, in their warehouse) or by a rule (its pickable orders, grouped into as many lists as it makes). */
export const addPickingListBody = z
  .object({ OrderIds: orderIds.optional(), RuleId: id.optional(), ...siteChoice })
  .refine((b) => (b.OrderIds === undefined) !== (b.RuleId === undefined), { message: 'PickingOrdersOrRule', path: ['OrderIds'] });

export const pickableOrderRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  CustomerName: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  CarrierName: z.string(),
  TypeOfShippingName: z.string(),
  PackageCount: z.int32(),
  CommodityQuantity: z.int32(),
  ApprovedTime: z.string().nullable(),
});
export const pickableOrderQuery = pagedQuery.extend({ WarehouseId: id.optional(), SerialNumber: z.string().max(32).optional(), ...siteChoice });

export const PICKING_SCAN_ID_MAX = 64;
export const PICKING_SCAN_QUANTITY_MAX = 9999;
export const PICKING_CODE_MAX = 64;
export const PICKING_MISSING_REASON_MAX = 255;

export const pickingScanBody = z.object({
  Id: recordId(),
  ShelfCode: requiredText(PICKING_CODE_MAX),
  /** a parcel's courier number or a commodity's code or SKU */
  Code: requiredText(PICKING_CODE_MAX),
  /** the scan's own id, made by the screen: the same scan sent twice counts once */
  ScanId: requiredText(PICKING_SCAN_ID_MAX),
  Quantity: z.int32({ error: numberTypeError }).min(1).max(PICKING_SCAN_QUANTITY_MAX).default(1),
});
export const pickingScanResult = z.object({
  Line: pickingLine,
  /** the scan had been counted already (the same parcel, or the same scan id): nothing changed */
  AlreadyPicked: z.boolean(),
  /** the line's order has every line picked now */
  OrderPicked: z.boolean(),
  Status: z.int32(),
  PickedLineCount: z.int32(),
  LineCount: z.int32(),
});

export const listOrderBody = z.object({ Id: recordId(), OrderId: recordId() });
export const missingBody = listOrderBody.extend({ Reason: optionalText(PICKING_MISSING_REASON_MAX) });

/** PrintPickingData: what the paper shows, lines by shelf. */
export const pickingPrintData = z.object({
  Number: z.string(),
  WarehouseName: z.string(),
  ClaimerName: z.string(),
  CreationTime: z.string(),
  OrderCount: z.int32(),
  Lines: z.array(pickingLine),
});

/** The AddPickingList push's Message (shell §3): the web shell prints the list when the warehouse is in the user's auto-print set. */
export const pickingPushMessage = z.object({ PickingId: z.int32(), WarehouseId: z.int32() });
export type PickingPushMessage = z.output<typeof pickingPushMessage>;

const staffCall = { access: 'granted', populations: ['backstage'] } as const;
const read = { readOnly: true } as const;

export const getPickingLists = defineCall('/PickingList/GetPickingLists', {
  summary: 'Picking lists of the available warehouses, by warehouse, status, claim, claimer, number and date',
  request: pickingListQuery,
  response: listOf(pickingListRow),
  ...staffCall,
  ...read,
});
export const addPickingList = defineCall('/PickingList/AddPickingList', {
  summary: 'Make a picking list of chosen pickable orders, or lists of a rule’s pickable orders grouped by it; the warehouse’s staff are told',
  request: addPickingListBody,
  response: z.object({ Ids: z.array(z.int32()), Numbers: z.array(z.string()) }),
  ...staffCall,
});
export const deletePickingList = defineCall('/PickingList/DeletePickingList', {
  summary: 'Delete a picking list before picking starts; its orders become pickable again',
  request: idBody,
  response: z.null(),
  ...staffCall,
});
export const printPickingData = defineCall('/PickingList/PrintPickingData', {
  summary: 'What a picking list’s paper shows: its lines sorted by shelf code, so the picker walks once',
  request: idBody,
  response: pickingPrintData,
  ...staffCall,
  ...read,
});
export const printPicking = defineCall('/PickingList/PrintPicking', {
  summary: 'A picking list as a PDF: its number as a barcode, its lines by shelf, laid out by the caller’s picking list rows and columns',
  request: idBody,
  response: pdfFile,
  ...staffCall,
  ...read,
});
export const getPickingById = defineCall('/PickingList/GetPickingById', {
  summary: 'A picking list with its orders, its lines by shelf and its history',
  request: idBody,
  response: pickingListDetail,
  ...staffCall,
  ...read,
});
export const startPickingList = defineCall('/PickingList/StartPickingList', {
  summary: 'Start picking a list: it can no longer be deleted',
  request: idBody,
  response: pickingListRow,
  ...staffCall,
});
export const deletePickingListOrder = defineCall('/PickingList/DeletePickingListOrder', {
  summary: 'Take one order off an open list before it is picked (or when it was reported missing); it becomes pickable again',
  request: listOrderBody,
  response: pickingListRow,
  ...staffCall,
});
export const batchClaimPickingList = defineCall('/PickingList/BatchClaimPickingList', {
  summary: 'Assign open picking lists to a picker of the site',
  request: idsBody.extend({ UserId: recordId() }),
  response: z.array(pickingListRow),
  ...staffCall,
});
export const batchReleaseClaim = defineCall('/PickingList/BatchReleaseClaim', {
  summary: 'Release the claim of picking lists',
  request: idsBody,
  response: z.array(pickingListRow),
  ...staffCall,
});
export const getIndividualAssignmentPickingList = defineCall('/PickingList/GetIndividualAssignmentPickingList', {
  summary: 'The caller’s own picking lists (claimed by or assigned to them)',
  request: myPickingListQuery,
  response: listOf(pickingListRow),
  ...staffCall,
  ...read,
});
export const batchClaimPickingListCurrentUser = defineCall('/PickingList/BatchClaimPickingListCurrentUser', {
  summary: 'Claim unclaimed open picking lists for oneself, all or none: a list claimed meanwhile is “claimed and cannot be selected”',
  request: idsBody,
  response: z.array(pickingListRow),
  ...staffCall,
});
export const addPickingListTask = defineCall('/PickingList/AddPickingListTask', {
  summary: 'Add pickable orders of the list’s warehouse to an open picking list',
  request: z.object({ Id: recordId(), OrderIds: orderIds }),
  response: pickingListRow,
  ...staffCall,
});
export const sortingCompleted = defineCall('/PickingList/SortingCompleted', {
  summary: 'The list’s sorting is done: each fully picked order moves to Picked, the others become pickable again',
  request: idBody,
  response: pickingListRow,
  ...staffCall,
});

// Calls the spec does not name, in its style: the pickable orders to choose from, and picking by scan.
export const getPickableOrders = defineCall('/PickingList/GetPickableOrders', {
  summary: 'Orders that can go on a picking list: approved, paid, not frozen, submitted and on no live list',
  request: pickableOrderQuery,
  response: listOf(pickableOrderRow),
  ...staffCall,
  ...read,
});
export const openPickingList = defineCall('/PickingList/OpenPickingList', {
  summary: 'Scan a picking list’s number to pick it: an unclaimed list is claimed for the caller, another’s is refused',
  request: z.object({ Number: requiredText(PICKING_NUMBER_MAX), WarehouseId: recordId() }),
  response: pickingListDetail,
  ...staffCall,
});
export const pickingScan = defineCall('/PickingList/PickingScan', {
  summary: 'One scan of a parcel or a commodity on a shelf of the list: counted once however often it is sent',
  request: pickingScanBody,
  response: pickingScanResult,
  ...staffCall,
});
export const reportMissing = defineCall('/PickingList/ReportMissing', {
  summary: 'Report an order’s goods missing: the order waits for staff to take it off the list or mark it found',
  request: missingBody,
  response: pickingListRow,
  ...staffCall,
});
export const markFound = defineCall('/PickingList/MarkFound', {
  summary: 'Mark an order reported missing as found: it is picked again',
  request: listOrderBody,
  response: pickingListRow,
  ...staffCall,
});
