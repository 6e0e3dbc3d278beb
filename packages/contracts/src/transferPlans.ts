import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { historyEntry } from './parcels.ts';
import { isoDate } from './quotationScope.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Transfer plans (issue 22 "order warehouse transfer, transfer plans"; spec business-domain §3 names
 * the transfer plan only). A plan moves goods between two warehouses of one site: parcels by courier
 * number (shippable, on a shelf in the from warehouse, of any customer) and commodity quantities (a
 * customer's Available stock in the from warehouse).
 *
 * - Draft: lines may be changed; nothing has moved. A parcel or a commodity's stock in a warehouse is
 *   in one live plan (Draft or Dispatched) at a time: a partial unique index on the live lines decides.
 * - Dispatch: the goods leave. Parcels are taken off their shelves and become InTransit (the parcel's
 *   table: TransferOut); stock leaves the from warehouse's Available (an order's: Frozen) and is in
 *   transit at the to warehouse (inventory ledger, StockMovementType TransferOut).
 * - Receiving, line by line (the receive screen scans each parcel's courier number or a commodity's
 *   code; the same scan twice receives once) or all at once (Receive): a parcel belongs to the to
 *   warehouse, ToBeCompleted, to be shelved there as the receiving area does (TransferIn); stock
 *   arrives in the to warehouse, not on a shelf (TransferIn). The plan is Received when every line is.
 * - Cancel: from Draft only.
 *
 * An order's warehouse transfer (`TransferOrder`): an order Submitted, not frozen, on no live picking
 * list, gets a plan of its parcels and commodity quantities to another warehouse; it is not pickable
 * while the plan is live, and when the plan is received the order ships from the to warehouse (its
 * WarehouseId changes, a history row on the order, the customer is told).
 */

export const TransferPlanStatus = { Draft: 1, Dispatched: 2, Received: 3, Cancelled: 4 } as const;
export type TransferPlanStatus = (typeof TransferPlanStatus)[keyof typeof TransferPlanStatus];
export const TRANSFER_PLAN_STATUSES = Object.values(TransferPlanStatus);
/** The states in which a plan holds its goods. */
export const LIVE_TRANSFER_PLAN_STATUSES: readonly TransferPlanStatus[] = [TransferPlanStatus.Draft, TransferPlanStatus.Dispatched];

const { Draft, Dispatched, Received, Cancelled } = TransferPlanStatus;
const staffOnly = ['backstage'] as const;

export const transferPlanLifecycle = defineLifecycle(
  'TransferPlan',
  TransferPlanStatus,
  {
    Create: { from: [null], to: Draft, by: staffOnly },
    Edit: { from: [Draft], by: staffOnly },
    Dispatch: { from: [Draft], to: Dispatched, by: staffOnly },
    /** one line received by scan; the plan stays Dispatched until its last line */
    ReceiveLine: { from: [Dispatched], by: staffOnly },
    Receive: { from: [Dispatched], to: Received, by: staffOnly },
    Cancel: { from: [Draft], to: Cancelled, by: staffOnly },
  },
  {
    record: texts('调拨计划', '調撥計劃', 'transfer plan'),
    states: {
      [Draft]: texts('草稿', '草稿', 'draft'),
      [Dispatched]: texts('调拨在途', '調撥在途', 'in transit'),
      [Received]: texts('已收货', '已收貨', 'received'),
      [Cancelled]: texts('已取消', '已取消', 'cancelled'),
    },
    actions: {
      Create: texts('创建', '建立', 'created'),
      Edit: texts('编辑', '編輯', 'edited'),
      Dispatch: texts('发出', '發出', 'dispatched'),
      ReceiveLine: texts('扫描收货', '掃描收貨', 'received by scan'),
      Receive: texts('收货', '收貨', 'received'),
      Cancel: texts('取消', '取消', 'cancelled'),
    },
  },
);
export type TransferPlanAction = keyof typeof transferPlanLifecycle.actions;

export const TransferLineKind = { Package: 'Package', Commodity: 'Commodity' } as const;
export type TransferLineKind = (typeof TransferLineKind)[keyof typeof TransferLineKind];

export const TRANSFER_REMARK_MAX = 255;
export const TRANSFER_LINES_MAX = 500;
export const TRANSFER_QUANTITY_MAX = 999_999;

const courierNumber = z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(40);

/** A draft's lines as staff give them: courier numbers, and commodity quantities (the merchant is the commodity's). */
export const transferPlanBody = z.object({
  FromWarehouseId: recordId(),
  ToWarehouseId: recordId(),
  PlannedDate: isoDate().nullable().default(null),
  Remark: optionalText(TRANSFER_REMARK_MAX),
  CourierNumbers: z.array(courierNumber).max(TRANSFER_LINES_MAX).default([]),
  Commodities: z
    .array(z.object({ CommodityId: recordId(), Quantity: z.int32().min(1).max(TRANSFER_QUANTITY_MAX) }))
    .max(TRANSFER_LINES_MAX)
    .default([]),
});
export type TransferPlanBody = z.output<typeof transferPlanBody>;
export const editTransferPlanBody = transferPlanBody.extend({ Id: recordId() });

export const transferLine = z.object({
  Id: z.int32(),
  Kind: z.enum([TransferLineKind.Package, TransferLineKind.Commodity]),
  /** the parcel's or the commodity's id */
  ItemId: z.int32(),
  /** what the scanner reads: the courier number, or the commodity's code */
  Number: z.string(),
  Sku: z.string(),
  Name: z.string(),
  /** the customer ('' for an unknown parcel) */
  UserName: z.string(),
  /** the shelf it left ('' while not taken off, or for stock off shelves) */
  ShelfCode: z.string(),
  Quantity: z.int32(),
  Received: z.boolean(),
  ReceivedTime: z.string(),
});
export type TransferLine = z.output<typeof transferLine>;

export const transferPlanRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  Status: z.int32(),
  FromWarehouseId: z.int32(),
  FromWarehouseName: z.string(),
  ToWarehouseId: z.int32(),
  ToWarehouseName: z.string(),
  PlannedDate: z.string().nullable(),
  Remark: z.string(),
  /** the order this plan transfers (0: none) */
  OrderId: z.int32(),
  OrderSerialNumber: z.string(),
  OrderUserName: z.string(),
  PackageCount: z.int32(),
  CommodityQuantity: z.int32(),
  LineCount: z.int32(),
  ReceivedLineCount: z.int32(),
  CreatorName: z.string(),
  CreationTime: z.string(),
  DispatchedTime: z.string(),
  ReceivedTime: z.string(),
  /** the plan's actions the caller may take now, from its table */
  Actions: z.array(z.string()),
});
export type TransferPlanRow = z.output<typeof transferPlanRow>;

export const transferPlanDetail = transferPlanRow.extend({ Lines: z.array(transferLine), History: z.array(historyEntry) });
export type TransferPlanDetail = z.output<typeof transferPlanDetail>;

export const transferPlanQuery = pagedQuery.extend({
  /** the plan's number, or one of its courier numbers */
  Number: z.string().trim().max(64).optional(),
  Status: z.literal(Object.values(TransferPlanStatus), { error: 'InvalidValue' }).optional(),
  FromWarehouseId: recordId().optional(),
  ToWarehouseId: recordId().optional(),
  /** only plans that transfer an order (the "order warehouse transfer" page) */
  OrdersOnly: z.boolean().optional(),
  ...siteChoice,
});

export const cancelTransferPlanBody = z.object({ Id: recordId(), Reason: requiredText(TRANSFER_REMARK_MAX) });

export const receiveScanBody = z.object({
  Id: recordId(),
  /** a courier number of the plan, or a commodity's code or SKU (its whole line is received) */
  Number: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(64),
});
export const receiveScanAnswer = z.object({
  Plan: transferPlanDetail,
  Line: transferLine,
  /** the line was received before: nothing was done */
  Repeat: z.boolean(),
  /** this scan received the plan's last line: the plan is Received */
  PlanReceived: z.boolean(),
});

/** Opening a plan on the receive screen by its number. */
export const openForReceiveBody = z.object({
  Number: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(64),
  /** the warehouse the screen receives at: the plan's to warehouse */
  WarehouseId: recordId(),
});

/** What a typed or scanned courier number is, for the draft's editor. */
export const transferParcelQuery = z.object({ WarehouseId: recordId(), Number: courierNumber });
export const transferParcel = z.object({ Id: z.int32(), CourierNumber: z.string(), ProductName: z.string(), UserName: z.string(), ShelfCode: z.string() });

/** A warehouse's Available stock per commodity, for the draft's editor. */
export const transferStockQuery = z.object({ WarehouseId: recordId(), Content: z.string().trim().max(100).default('') });
export const transferStock = z.object({ CommodityId: z.int32(), Code: z.string(), Sku: z.string(), Name: z.string(), UserName: z.string(), Available: z.int32() });

export const transferOrderBody = z.object({
  OrderId: recordId(),
  ToWarehouseId: recordId(),
  PlannedDate: isoDate().nullable().default(null),
  Remark: optionalText(TRANSFER_REMARK_MAX),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;
const read = { readOnly: true } as const;

export const getTransferPlans = defineCall('/TransferPlan/GetTransferPlans', {
  summary: 'Transfer plans between the site’s warehouses, by state, warehouses and number',
  request: transferPlanQuery,
  response: listOf(transferPlanRow),
  ...staff,
  ...read,
});
export const getTransferPlanById = defineCall('/TransferPlan/GetTransferPlanById', {
  summary: 'A transfer plan with its lines and history',
  request: z.object({ Id: recordId() }),
  response: transferPlanDetail,
  ...staff,
  ...read,
});
export const findTransferParcel = defineCall('/TransferPlan/FindParcel', {
  summary: 'A shippable parcel on a shelf of the warehouse, by courier number, for a plan’s lines',
  request: transferParcelQuery,
  response: transferParcel,
  ...staff,
  ...read,
});
export const getTransferStocks = defineCall('/TransferPlan/GetStocks', {
  summary: 'Commodities with Available stock in the warehouse, for a plan’s lines',
  request: transferStockQuery,
  response: z.array(transferStock),
  ...staff,
  ...read,
});
export const addTransferPlan = defineCall('/TransferPlan/AddTransferPlan', {
  summary: 'A new draft transfer plan: from and to warehouse, parcels and commodity quantities',
  request: transferPlanBody,
  response: transferPlanDetail,
  ...staff,
});
export const editTransferPlan = defineCall('/TransferPlan/EditTransferPlan', {
  summary: 'Change a draft transfer plan (its warehouses, date, remark and lines)',
  request: editTransferPlanBody,
  response: transferPlanDetail,
  ...staff,
});
export const dispatchTransferPlan = defineCall('/TransferPlan/Dispatch', {
  summary: 'Dispatch a draft plan: its parcels leave their shelves in transit, its stock leaves the from warehouse',
  request: z.object({ Id: recordId() }),
  response: transferPlanDetail,
  ...staff,
});
export const cancelTransferPlan = defineCall('/TransferPlan/Cancel', {
  summary: 'Cancel a draft transfer plan',
  request: cancelTransferPlanBody,
  response: transferPlanDetail,
  ...staff,
});
export const receiveTransferPlan = defineCall('/TransferPlan/Receive', {
  summary: 'Receive every line of a dispatched plan left at the to warehouse',
  request: z.object({ Id: recordId() }),
  response: transferPlanDetail,
  ...staff,
});
export const openForReceive = defineCall('/TransferPlan/OpenForReceive', {
  summary: 'Open a dispatched plan on the receive screen by its number (or one of its courier numbers)',
  request: openForReceiveBody,
  response: transferPlanDetail,
  ...staff,
  ...read,
});
export const receiveScan = defineCall('/TransferPlan/ReceiveScan', {
  summary: 'Receive one scanned parcel or commodity line of a dispatched plan; the same scan twice receives once',
  request: receiveScanBody,
  response: receiveScanAnswer,
  ...staff,
});
export const transferOrder = defineCall('/TransferPlan/TransferOrder', {
  summary: 'Transfer a submitted order to ship from another warehouse: a draft plan of its goods',
  request: transferOrderBody,
  response: transferPlanDetail,
  ...staff,
});
