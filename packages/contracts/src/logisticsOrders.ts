import { z } from 'zod';
import { defineCall } from './call.ts';
import { countryPhoneCode } from './applicantInformation.ts';
import { dateTime, idBody, listOf, missingIsEmpty, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { pdfFile } from './commodities.ts';
import { historyEntry, xlsxFile } from './parcels.ts';
import { CALCULATOR_PIECES_MAX, calculatorPiece, chargeItem, pricedOption } from './freightCalculator.ts';
import { defineLifecycle, type Lifecycle } from './lifecycle.ts';
import { texts, type Texts } from './messages.ts';
import type { Population } from './call.ts';
import { RECIPIENT_ADDRESS_MAX, RECIPIENT_IDENTITY_MAX, RECIPIENT_MAILBOX_CODE_MAX, RECIPIENT_NAME_MAX, RECIPIENT_PHONE_MAX, RecipientInformationType, recipientIssues } from './recipientInformation.ts';
import { money } from './roles.ts';
import { logisticsOrderStatus, taxType } from './select.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';
import { zBatchSearch, zTrajectoryQuery } from './validation.ts';

/**
 * Logistics orders (spec domain §1 "logistics orders, with tracks, bills and value-added services",
 * §3 Logistics order and Bill, §4 "approve outbound, reject, cancel approval, generate bill, cancel
 * bill, cancel order", freeze and print, §5 batch search 200, §8 "order does not exist"). The spec's
 * style: customers call /UserLogisticsOrder, staff /LogisticsOrder.
 *
 * An order ships goods a customer holds at ONE warehouse: shippable parcels (consolidated: several
 * into one shipment) and/or quantities of their commodities' Available stock (which moves to Frozen
 * while the order holds it), to one recipient of their address book, with one transfer quotation
 * and carrier chosen from the priced options, value-added services, a declaration (goods lines,
 * declared value, cargo type, declarant, COD) and the price breakdown stored as it was accepted.
 *
 * The order has SEPARATE state axes, each its own transition table (DESIGN §8), and one statement
 * of which combinations are allowed (`ORDER_ACTION_NEEDS`, `isAllowedCombination`):
 *   OrderStatus     the order's life: Submitted → (issue 22: Picked → Packed → Outbound → Delivered) | Cancelled
 *   ApprovalStatus  Pending → Approved | Rejected; CancelApproval: Approved → Pending
 *   PaymentStatus   NoBill → Unpaid (GenerateBill); CancelBill: Unpaid → NoBill; Paid (issue 21)
 *   FreezeStatus    NotFrozen ⇄ Frozen: a frozen order takes no action but Unfreeze and AddTrack
 *   PrintStatus     Unprinted → Printed (face sheets, which take Print and Reprint)
 *   CodStatus       None (no COD) | AwaitingCollection (a COD order) → Collected (the carrier remitted it)
 * Every row answers `Actions`: the actions of all axes the caller may take now (`orderActionsFor`).
 */

// ── The axes ─────────────────────────────────────────────────────────────────────────────────

/** The order's life. Picked, Packed, Outbound and Delivered are reached by issue 22's actions (picking, packing, outbound). */
export const OrderStatus = logisticsOrderStatus.values;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus) as OrderStatus[];

export const ApprovalStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const APPROVAL_STATUSES = Object.values(ApprovalStatus) as ApprovalStatus[];

/** NoBill until staff generate the bill; Paid is reached by issue 21's payment. */
export const OrderPaymentStatus = { NoBill: 1, Unpaid: 2, Paid: 3 } as const;
export type OrderPaymentStatus = (typeof OrderPaymentStatus)[keyof typeof OrderPaymentStatus];
export const ORDER_PAYMENT_STATUSES = Object.values(OrderPaymentStatus) as OrderPaymentStatus[];

/** As /Select/GetFreezeStatus and /Select/GetPrintStatus: 0 the "not" side, 1 the state. */
export const FreezeStatus = { NotFrozen: 0, Frozen: 1 } as const;
export type FreezeStatus = (typeof FreezeStatus)[keyof typeof FreezeStatus];
export const PrintStatus = { Unprinted: 0, Printed: 1 } as const;
export type PrintStatus = (typeof PrintStatus)[keyof typeof PrintStatus];
/** Cash on delivery: a COD order awaits its collection from submission until staff record the carrier's remittance. */
export const CodStatus = { None: 0, AwaitingCollection: 1, Collected: 2 } as const;
export type CodStatus = (typeof CodStatus)[keyof typeof CodStatus];

const { Submitted, Picked, Packed, Outbound, Delivered, Cancelled } = OrderStatus;
const record = texts('物流订单', '物流訂單', 'logistics order');
const both = ['user', 'backstage'] as const;
const staffOnly = ['backstage'] as const;

export const orderLifecycle = defineLifecycle('LogisticsOrder', OrderStatus, {
  Submit: { from: [null], to: Submitted, by: both },
  /** the parcels go back to shippable, the commodities' stock back to Available */
  Cancel: { from: [Submitted], to: Cancelled, by: both },
  /** a trajectory event the customer follows; no state changes */
  AddTrack: { from: [Submitted, Picked, Packed, Outbound, Delivered], by: staffOnly },
  /**
   * some of its parcels or commodity quantities become a new order (SplitLogisticsOrder); the order
   * stays Submitted with the rest, priced again. Only before picking: what is picked or packed is
   * one shipment already.
   */
  Split: { from: [Submitted], by: staffOnly },
  /** packing finished (modules/packing): every item scanned into boxes, the order priced again by the boxes */
  Pack: { from: [Picked], to: Packed, by: staffOnly },
  /** packing is done again (modules/packing): refused once departure has locked the order's packing (`PackingLocked`) */
  ReopenPacking: { from: [Packed], to: Picked, by: staffOnly },
  /** its picking list's sorting is completed with every line of it picked (modules/pickingLists) */
  Pick: { from: [Submitted], to: Picked, by: staffOnly },
  /** staff move it to ship from another warehouse (modules/transferPlans): a transfer plan of its goods; not pickable meanwhile */
  TransferWarehouse: { from: [Submitted], by: staffOnly },
  /** its transfer plan is received: it ships from the plan's to warehouse (WarehouseId changes) */
  ChangeWarehouse: { from: [Submitted], by: staffOnly },
  /** its transport shift's departure is confirmed (modules/transportShifts): irreversible, its packing is locked */
  Depart: { from: [Packed], to: Outbound, by: staffOnly },
}, {
  record,
  states: {
    [Submitted]: texts('已提交', '已提交', 'submitted'),
    [Picked]: texts('已拣货', '已揀貨', 'picked'),
    [Packed]: texts('已打包', '已打包', 'packed'),
    [Outbound]: texts('已出库', '已出庫', 'outbound'),
    [Delivered]: texts('已送达', '已送達', 'delivered'),
    [Cancelled]: texts('已取消', '已取消', 'cancelled'),
  },
  actions: {
    Submit: texts('提交', '提交', 'submitted'),
    Cancel: texts('取消', '取消', 'cancelled'),
    AddTrack: texts('添加轨迹', '新增軌跡', 'given a track'),
    Split: texts('拆分', '拆分', 'split'),
    Pack: texts('打包', '打包', 'packed'),
    ReopenPacking: texts('重新打包', '重新打包', 'reopened for packing'),
    Pick: texts('拣货', '揀貨', 'picked'),
    TransferWarehouse: texts('转仓', '轉倉', 'transferred to another warehouse'),
    ChangeWarehouse: texts('转仓完成', '轉倉完成', 'moved to its new warehouse'),
    Depart: texts('发车出库', '發車出庫', 'departed with its shift'),
  },
});

export const approvalLifecycle = defineLifecycle('LogisticsOrderApproval', ApprovalStatus, {
  Approve: { from: [ApprovalStatus.Pending], to: ApprovalStatus.Approved, by: staffOnly },
  /** with a reason the customer is told */
  Reject: { from: [ApprovalStatus.Pending], to: ApprovalStatus.Rejected, by: staffOnly },
  CancelApproval: { from: [ApprovalStatus.Approved], to: ApprovalStatus.Pending, by: staffOnly },
}, {
  record,
  states: {
    [ApprovalStatus.Pending]: texts('待审核', '待審核', 'pending approval'),
    [ApprovalStatus.Approved]: texts('已审核出库', '已審核出庫', 'approved for outbound'),
    [ApprovalStatus.Rejected]: texts('已驳回', '已駁回', 'rejected'),
  },
  actions: {
    Approve: texts('审核出库', '審核出庫', 'approved for outbound'),
    Reject: texts('驳回', '駁回', 'rejected'),
    CancelApproval: texts('取消审核', '取消審核', 'unapproved'),
  },
});

export const paymentLifecycle = defineLifecycle('LogisticsOrderPayment', OrderPaymentStatus, {
  GenerateBill: { from: [OrderPaymentStatus.NoBill], to: OrderPaymentStatus.Unpaid, by: staffOnly },
  /** only while unpaid: a paid bill is refunded (issue 21), not cancelled */
  CancelBill: { from: [OrderPaymentStatus.Unpaid], to: OrderPaymentStatus.NoBill, by: staffOnly },
  /** the bill is paid (modules/wallets): the customer pays it */
  Pay: { from: [OrderPaymentStatus.Unpaid], to: OrderPaymentStatus.Paid, by: both },
}, {
  record,
  states: {
    [OrderPaymentStatus.NoBill]: texts('未出账', '未出帳', 'not billed'),
    [OrderPaymentStatus.Unpaid]: texts('待支付', '待支付', 'billed and unpaid'),
    [OrderPaymentStatus.Paid]: texts('已支付', '已支付', 'paid'),
  },
  actions: {
    GenerateBill: texts('生成账单', '產生帳單', 'billed'),
    CancelBill: texts('取消账单', '取消帳單', 'unbilled'),
    Pay: texts('支付', '支付', 'paid'),
  },
});

export const freezeLifecycle = defineLifecycle('LogisticsOrderFreeze', FreezeStatus, {
  Freeze: { from: [FreezeStatus.NotFrozen], to: FreezeStatus.Frozen, by: staffOnly },
  Unfreeze: { from: [FreezeStatus.Frozen], to: FreezeStatus.NotFrozen, by: staffOnly },
}, {
  record,
  states: {
    [FreezeStatus.NotFrozen]: texts('未冻结', '未凍結', 'not frozen'),
    [FreezeStatus.Frozen]: texts('已冻结', '已凍結', 'frozen'),
  },
  actions: {
    Freeze: texts('冻结', '凍結', 'frozen'),
    Unfreeze: texts('解冻', '解凍', 'unfrozen'),
  },
});

export const printLifecycle = defineLifecycle('LogisticsOrderPrint', PrintStatus, {
  /** the face sheet's first print */
  Print: { from: [PrintStatus.Unprinted], to: PrintStatus.Printed, by: staffOnly },
  /** spec §8 "duplicate printed orders found, tick to reprint": a printed order prints again only when asked */
  Reprint: { from: [PrintStatus.Printed], by: staffOnly },
}, {
  record,
  states: {
    [PrintStatus.Unprinted]: texts('未打印', '未列印', 'unprinted'),
    [PrintStatus.Printed]: texts('已打印', '已列印', 'printed'),
  },
  actions: {
    Print: texts('打印', '列印', 'printed'),
    Reprint: texts('重新打印', '重新列印', 'printed again'),
  },
});

/**
 * The order's collection (GLOSSARY: COD, cash on delivery collected for the customer). A COD order
 * is submitted AwaitingCollection (else None, which takes no action); CollectCod records that the
 * carrier remitted the Collection (modules/wallets: bills paid from it, the rest to the customer's
 * wallet).
 */
export const codLifecycle = defineLifecycle('LogisticsOrderCod', CodStatus, {
  CollectCod: { from: [CodStatus.AwaitingCollection], to: CodStatus.Collected, by: staffOnly },
}, {
  record,
  states: {
    [CodStatus.None]: texts('非货到付款', '非貨到付款', 'not cash on delivery'),
    [CodStatus.AwaitingCollection]: texts('代收款待回款', '代收款待回款', 'COD awaiting remittance'),
    [CodStatus.Collected]: texts('代收款已回款', '代收款已回款', 'COD collected'),
  },
  actions: {
    CollectCod: texts('代收货款回款', '代收貨款回款', 'marked COD collected'),
  },
});

/** Each axis: the order's column (as rows answer it) and its table. */
export const ORDER_AXES = {
  OrderStatus: orderLifecycle,
  ApprovalStatus: approvalLifecycle,
  PaymentStatus: paymentLifecycle,
  FreezeStatus: freezeLifecycle,
  PrintStatus: printLifecycle,
  CodStatus: codLifecycle,
} as const;
export type OrderAxis = keyof typeof ORDER_AXES;
export interface OrderAxes {
  OrderStatus: OrderStatus;
  ApprovalStatus: ApprovalStatus;
  PaymentStatus: OrderPaymentStatus;
  FreezeStatus: FreezeStatus;
  PrintStatus: PrintStatus;
  CodStatus: CodStatus;
}
export type OrderAction =
  | keyof typeof orderLifecycle.actions
  | keyof typeof approvalLifecycle.actions
  | keyof typeof paymentLifecycle.actions
  | keyof typeof freezeLifecycle.actions
  | keyof typeof printLifecycle.actions
  | keyof typeof codLifecycle.actions;

/** Which axis each action moves. */
export const AXIS_OF_ACTION = Object.fromEntries(
  (Object.entries(ORDER_AXES) as [OrderAxis, Lifecycle<number, string>][]).flatMap(([axis, lifecycle]) => Object.keys(lifecycle.actions).map((action) => [action, axis])),
) as Record<OrderAction, OrderAxis>;

type Needs = Partial<{ [A in OrderAxis]: readonly OrderAxes[A][] }>;
const notFrozen = { FreezeStatus: [FreezeStatus.NotFrozen] } as const;
const live = [Submitted, Picked, Packed, Outbound, Delivered] as const;

/**
 * What each action needs of the OTHER axes, stated once: the server refuses an action whose needs
 * are not met (naming the axis's state: "the logistics order is frozen; it cannot be cancelled
 * now") and pages offer only the actions met. Together with the tables this keeps every order in an
 * allowed combination (`isAllowedCombination`), which a property test checks over random sequences.
 */
export const ORDER_ACTION_NEEDS: Readonly<Record<OrderAction, Needs>> = {
  Submit: {},
  /** nothing billed (cancel the bill first) and not approved (cancel the approval first) */
  Cancel: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Pending, ApprovalStatus.Rejected], PaymentStatus: [OrderPaymentStatus.NoBill] },
  AddTrack: {},
  /**
   * Splitting changes what is shipped and its price, so it comes before everything made for the
   * order as it was: its approval (cancel the approval first), its bill (cancel the bill first) and
   * its face sheet. A rejected order is split too (rejected for its weight, it ships as two).
   */
  Split: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Pending, ApprovalStatus.Rejected], PaymentStatus: [OrderPaymentStatus.NoBill], PrintStatus: [PrintStatus.Unprinted] },
  /** what makes an order pickable (modules/pickingLists): approved for outbound and its bill paid */
  Pick: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Approved], PaymentStatus: [OrderPaymentStatus.Paid] },
  Approve: { ...notFrozen, OrderStatus: [Submitted] },
  Reject: { ...notFrozen, OrderStatus: [Submitted] },
  /** only before the bill and the face sheet: those were made for the approved order */
  CancelApproval: { ...notFrozen, OrderStatus: [Submitted], PaymentStatus: [OrderPaymentStatus.NoBill], PrintStatus: [PrintStatus.Unprinted] },
  GenerateBill: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Approved], OrderStatus: live },
  CancelBill: { ...notFrozen, OrderStatus: live },
  /** a frozen order's bill may still be paid: freezing holds the goods, not the money */
  Pay: { OrderStatus: live },
  Freeze: { OrderStatus: [Submitted, Picked, Packed, Outbound] },
  Unfreeze: {},
  Print: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Approved], OrderStatus: live },
  Reprint: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Approved], OrderStatus: live },
  /** a frozen order is held where it is: neither packed nor reopened */
  Pack: { ...notFrozen, ApprovalStatus: [ApprovalStatus.Approved] },
  ReopenPacking: { ...notFrozen },
  /** a frozen order is held: it does not leave with the shift */
  Depart: { ...notFrozen },
  /** the carrier collects once the goods left; like paying, a freeze holds the goods, not the money */
  CollectCod: { OrderStatus: [Outbound, Delivered] },
  /** a frozen order is held where it is: not moved to another warehouse */
  TransferWarehouse: { ...notFrozen },
  /** its transfer plan is received: the goods are there, whatever else happened to the order */
  ChangeWarehouse: {},
};

/** The first axis whose state does not meet the action's needs, or null when all do. */
export function unmetNeed(axes: OrderAxes, action: OrderAction): OrderAxis | null {
  const needs = ORDER_ACTION_NEEDS[action];
  for (const axis of Object.keys(needs) as OrderAxis[]) {
    if (!(needs[axis] as readonly number[]).includes(axes[axis])) return axis;
  }
  return null;
}

/** Whether `population` may take `action` on an order whose axes are `axes`: its own table and its needs. */
export function orderAllows(axes: OrderAxes, action: OrderAction, population?: Population): boolean {
  const axis = AXIS_OF_ACTION[action];
  return (ORDER_AXES[axis] as Lifecycle<number, string>).allows(axes[axis], action, population) && unmetNeed(axes, action) === null;
}

const ACTION_ORDER = Object.keys(ORDER_ACTION_NEEDS) as OrderAction[];
/** The actions a row offers the caller (every axis, in the tables' order). */
/** Actions another area's flow takes (modules/transferPlans), never offered as an order's own button. */
const FLOW_ACTIONS: readonly OrderAction[] = ['Submit', 'TransferWarehouse', 'ChangeWarehouse'];
export const orderActionsFor = (axes: OrderAxes, population: Population): OrderAction[] =>
  ACTION_ORDER.filter((action) => !FLOW_ACTIONS.includes(action) && orderAllows(axes, action, population));

/**
 * The combinations an order may be in:
 * - billed (or paid), printed, or beyond Submitted only when approved;
 * - cancelled only unapproved, unbilled, unprinted and not frozen;
 * - delivered never frozen;
 * - collected (COD) only once outbound or delivered.
 */
export function isAllowedCombination(a: OrderAxes): boolean {
  const approved = a.ApprovalStatus === ApprovalStatus.Approved;
  if (a.PaymentStatus !== OrderPaymentStatus.NoBill && !approved) return false;
  if (a.PrintStatus === PrintStatus.Printed && !approved) return false;
  if (a.OrderStatus !== Submitted && a.OrderStatus !== Cancelled && !approved) return false;
  if (a.OrderStatus === Cancelled && (approved || a.PaymentStatus !== OrderPaymentStatus.NoBill || a.PrintStatus === PrintStatus.Printed || a.FreezeStatus === FreezeStatus.Frozen)) return false;
  if (a.OrderStatus === Delivered && a.FreezeStatus === FreezeStatus.Frozen) return false;
  if (a.CodStatus === CodStatus.Collected && a.OrderStatus !== Outbound && a.OrderStatus !== Delivered) return false;
  return true;
}

/** A new order's axes (a COD order starts AwaitingCollection: `submittedAxes`). */
export const SUBMITTED_ORDER: OrderAxes = {
  OrderStatus: Submitted,
  ApprovalStatus: ApprovalStatus.Pending,
  PaymentStatus: OrderPaymentStatus.NoBill,
  FreezeStatus: FreezeStatus.NotFrozen,
  PrintStatus: PrintStatus.Unprinted,
  CodStatus: CodStatus.None,
};
export const submittedAxes = (isCod: boolean): OrderAxes => ({ ...SUBMITTED_ORDER, CodStatus: isCod ? CodStatus.AwaitingCollection : CodStatus.None });

// ── Bills ────────────────────────────────────────────────────────────────────────────────────

/**
 * What a bill charges for. PackingDifference (spec: "packing differences" among bills): what the
 * packed boxes cost more than the paid freight (modules/packing); an order may get one per packing.
 */
export const BillType = { Freight: 1, PackingDifference: 2 } as const;
export type BillType = (typeof BillType)[keyof typeof BillType];
/** A bill's own state: issue 21's payment moves Unpaid → Paid. */
export const BillPaymentStatus = { Unpaid: 1, Paid: 2, Cancelled: 3 } as const;
export type BillPaymentStatus = (typeof BillPaymentStatus)[keyof typeof BillPaymentStatus];

export const billLifecycle = defineLifecycle('Bill', BillPaymentStatus, {
  Generate: { from: [null], to: BillPaymentStatus.Unpaid, by: staffOnly },
  Cancel: { from: [BillPaymentStatus.Unpaid], to: BillPaymentStatus.Cancelled, by: staffOnly },
  /** modules/wallets: the customer pays it with the balance or credit */
  Pay: { from: [BillPaymentStatus.Unpaid], to: BillPaymentStatus.Paid, by: both },
  /** money back to the wallet (part or all of what was paid); the bill stays paid, RefundAmount grows */
  Refund: { from: [BillPaymentStatus.Paid], by: staffOnly },
}, {
  record: texts('账单', '帳單', 'bill'),
  states: {
    [BillPaymentStatus.Unpaid]: texts('未支付', '未支付', 'unpaid'),
    [BillPaymentStatus.Paid]: texts('已支付', '已支付', 'paid'),
    [BillPaymentStatus.Cancelled]: texts('已取消', '已取消', 'cancelled'),
  },
  actions: {
    Generate: texts('生成', '產生', 'generated'),
    Cancel: texts('取消', '取消', 'cancelled'),
    Pay: texts('支付', '支付', 'paid'),
    Refund: texts('退款', '退款', 'refunded'),
  },
});

/**
 * Where an order came from: the customer's own submission, staff creating it for them, a peer
 * order (GLOSSARY: entered for a partner forwarder, whose goods are pieces handed over, not parcels
 * on our shelves). An order split off another keeps that one's source.
 */
export const OrderSource = { Customer: 1, Staff: 2, Peer: 3 } as const;
export type OrderSource = (typeof OrderSource)[keyof typeof OrderSource];

/** Names of the plain choices, in the three languages (pages read them). */
export const ORDER_NAMES = {
  source: {
    [OrderSource.Customer]: texts('客户下单', '客戶下單', 'By the customer'),
    [OrderSource.Staff]: texts('后台代下单', '後台代下單', 'By staff for the customer'),
    [OrderSource.Peer]: texts('同行订单', '同行訂單', 'Peer order'),
  },
  billType: {
    [BillType.Freight]: texts('运费账单', '運費帳單', 'Freight bill'),
    [BillType.PackingDifference]: texts('打包差价账单', '打包差價帳單', 'Packing difference bill'),
  },
} satisfies Record<string, Record<number, Texts>>;

// ── Limits and field pieces ──────────────────────────────────────────────────────────────────

export const ORDER_PACKAGES_MAX = 200;
export const ORDER_COMMODITY_LINES_MAX = 100;
export const ORDER_GOODS_LINES_MAX = 50;
export const ORDER_SERVICES_MAX = 30;
export const ORDER_QUANTITY_MAX = 999_999;
export const GOODS_NAME_MAX = 128;
export const ORDER_REMARKS_MAX = 255;
export const ORDER_REASON_MAX = 255;
export const TRACK_TEXT_MAX = 500;
export const TRACK_PLACE_MAX = 128;

const quantity = z.int32({ error: numberTypeError }).min(1).max(ORDER_QUANTITY_MAX);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'CurrencyCodeFormat' });
const distinctIds = (max: number) =>
  z
    .array(recordId())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' })
    .default([]);

/** A quantity of one of the customer's commodities, taken from its Available stock at the order's warehouse. */
export const commodityLine = z.object({ CommodityId: recordId(), Quantity: quantity });

/** One declared goods line of the customs declaration. */
export const goodsLine = z.object({
  Name: requiredText(GOODS_NAME_MAX),
  Quantity: quantity,
  /** the value of one unit */
  UnitValue: money(),
  CurrencyCode: currencyCode.default('USD'),
});

/** What is shipped, from where, to whom: enough to price it. */
const shipmentShape = {
  WarehouseId: recordId(),
  /** the customer's complete, shippable parcels at the warehouse, not in another active order */
  PackageIds: distinctIds(ORDER_PACKAGES_MAX),
  Commodities: z
    .array(commodityLine)
    .max(ORDER_COMMODITY_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.CommodityId)).size === lines.length, { message: 'DuplicateInList' })
    .default([]),
  /** the destination is the recipient's country */
  RecipientInformationId: recordId(),
  CargoTypeId: recordId().optional(),
  /** the declared value, in the customer's currency (CurrencyId; the site's base currency when absent) */
  DeclaredPrice: money().default('0'),
  CurrencyId: recordId().optional(),
};
const somethingShipped = (d: { PackageIds: number[]; Commodities: unknown[] }, ctx: z.RefinementCtx) => {
  if (d.PackageIds.length === 0 && d.Commodities.length === 0) ctx.addIssue({ code: 'custom', path: ['PackageIds'], message: 'SelectAtLeastOne' });
};
export const shipmentFields = z.object(shipmentShape).superRefine(somethingShipped);
/** Staff price and create for a customer they name. */
export const staffShipmentFields = z.object({ UserId: recordId(), ...shipmentShape }).superRefine(somethingShipped);

/** The customer's choice and declaration, added to the shipment on submission. */
const choiceShape = {
  /** one of the priced options (`PriceLogisticsOrder`), re-priced on submission */
  QuotationId: recordId(),
  /** one of the option's carriers */
  CarrierId: recordId(),
  /** the option's Total the customer accepted: a different price now is refused as stale (Code 3, `Data.Total`) */
  ExpectedTotal: money(),
  ValueAddedServiceIds: distinctIds(ORDER_SERVICES_MAX),
  /** cash on delivery, where the carrier collects it; Collection is the amount, in the customer's currency */
  IsCod: z.boolean().default(false),
  Collection: money().default('0'),
  TaxType: z.literal(Object.values(taxType.values), { error: 'InvalidValue' }).default(taxType.values.DutiesUnpaid),
  /** the declarant (applicant information) quoted on the declaration */
  ApplicantInformationId: recordId().optional(),
  Goods: z.array(goodsLine).min(1, { message: 'SelectAtLeastOne' }).max(ORDER_GOODS_LINES_MAX),
  Remarks: optionalText(ORDER_REMARKS_MAX),
};
const codHasAmount = (d: { IsCod: boolean; Collection: string }, ctx: z.RefinementCtx) => {
  if (d.IsCod && !/[1-9]/.test(d.Collection)) ctx.addIssue({ code: 'custom', path: ['Collection'], message: 'NumberZeroError' });
  if (!d.IsCod && /[1-9]/.test(d.Collection)) ctx.addIssue({ code: 'custom', path: ['Collection'], message: 'CollectionWithoutCod' });
};
export const orderFields = z
  .object({ ...shipmentShape, ...choiceShape })
  .superRefine(somethingShipped)
  .superRefine(codHasAmount);
export type OrderFields = z.output<typeof orderFields>;
export const staffOrderFields = z
  .object({ UserId: recordId(), ...shipmentShape, ...choiceShape })
  .superRefine(somethingShipped)
  .superRefine(codHasAmount);

// ── What can be shipped ──────────────────────────────────────────────────────────────────────

export const shippablePackage = z.object({
  Id: z.int32(),
  CourierNumber: z.string(),
  ProductName: z.string(),
  Quantity: z.int32(),
  Price: z.string().nullable(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  ShelfCode: z.string(),
  Weight: z.string().nullable(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
  ShelvedTime: z.string().nullable(),
});
export const shippableCommodity = z.object({
  CommodityId: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  DeclarationName: z.string(),
  Price: z.string().nullable(),
  Currency: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  AvailableQuantity: z.int32(),
  /** measured when measured, else declared; null when neither */
  Weight: z.string().nullable(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
});
export const shippableQuery = z.object({ WarehouseId: recordId().optional() }).optional();
export const staffShippableQuery = z.object({ UserId: recordId(), WarehouseId: recordId().optional() });
export const shippableAnswer = z.object({ Packages: z.array(shippablePackage), Commodities: z.array(shippableCommodity) });

// ── Pricing a draft ──────────────────────────────────────────────────────────────────────────

export const orderCarrier = z.object({ Id: z.int32(), Name: z.string(), IsCashOnDelivery: z.boolean() });
/** A priced option with the carriers it ships with (the quotation's, or every enabled carrier of the site when it names none). */
export const orderOption = pricedOption.extend({ Carriers: z.array(orderCarrier) });

export const pricedService = z.object({
  Id: z.int32(),
  Name: z.string(),
  CalculationMethod: z.int32(),
  /** the service's price per order, piece or kg */
  Price: z.string(),
  CurrencyCode: z.string(),
  /** what it costs this shipment (per kg: its actual weight), in the service's currency */
  Amount: z.string(),
  Explain: z.string(),
});
export const serviceGroup = z.object({
  GroupId: z.int32(),
  GroupName: z.string(),
  /** false: at most one service of the group */
  MultipleChoice: z.boolean(),
  ExpenseTypeId: z.int32().nullable(),
  Services: z.array(pricedService),
});

/** One piece the engine priced: a parcel, or a commodity line (its unit × quantity). */
export const pricedPiece = z.object({
  Kind: z.enum(['Package', 'Commodity']),
  Id: z.int32(),
  Name: z.string(),
  WeightKg: z.string(),
  LengthCm: z.string(),
  WidthCm: z.string(),
  HeightCm: z.string(),
  Quantity: z.int32(),
});

/**
 * Whether the customer may ask for cash on delivery and up to how much (spec §6): the site offers
 * it, one of their enabled groups allows it, and the limit is their own (set on their account) or
 * else the largest default of those groups. `Refusal` is the reason in the caller's language when
 * not allowed ('' when allowed).
 */
export const codTerms = z.object({
  Allowed: z.boolean(),
  /** the most one order may collect, in the customer's currency (CustomerCurrencyCode) */
  Limit: z.string(),
  Refusal: z.string(),
});
export type CodTerms = z.output<typeof codTerms>;

export const draftPrice = z.object({
  Pieces: z.array(pricedPiece),
  ActualWeight: z.string(),
  CountryCode: z.string(),
  /** ranked: cheapest first (in the customer's currency), then fastest */
  Options: z.array(orderOption),
  ValueAddedServices: z.array(serviceGroup),
  CustomerCurrencyCode: z.string(),
  CashOnDelivery: codTerms,
  Date: z.string(),
});
export type DraftPrice = z.output<typeof draftPrice>;

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────

/** A charge of the stored breakdown, in the order's currency: freight, tax, surcharges, value-added services. */
export const orderCharge = chargeItem.extend({ Kind: z.enum(['Freight', 'Tax', 'Surcharge', 'ValueAddedService']) });

export const orderRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  SerialNumber: z.string(),
  /** the carrier's tracking number: '' until the face sheet takes one */
  CarrierNo: z.string(),
  /** quoted from its transport shift's customs clearance company when first bagged (modules/transportShifts); '' before */
  CustomsClearanceNumber: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  Source: z.int32(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  OrderStatus: z.int32(),
  ApprovalStatus: z.int32(),
  PaymentStatus: z.int32(),
  FreezeStatus: z.int32(),
  PrintStatus: z.int32(),
  QuotationId: z.int32(),
  QuotationName: z.string(),
  TypeOfShippingName: z.string(),
  CarrierId: z.int32(),
  CarrierName: z.string(),
  CargoTypeId: z.int32().nullable(),
  CargoTypeName: z.string(),
  PackageCount: z.int32(),
  /** pieces priced: parcels plus commodity units */
  PieceCount: z.int32(),
  Weight: z.string(),
  VolumeWeight: z.string(),
  FareWeight: z.string(),
  DeclaredPrice: z.string(),
  DeclaredCurrency: z.string(),
  IsCod: z.boolean(),
  /** in DeclaredCurrency (the customer's) */
  Collection: z.string(),
  CodStatus: z.int32(),
  TaxType: z.int32(),
  /** the accepted total of the breakdown, in CurrencyCode (the quotation's) */
  TotalAmount: z.string(),
  CurrencyCode: z.string(),
  RecipientName: z.string(),
  RecipientCountryCode: z.string(),
  RecipientPhone: z.string(),
  /** why staff rejected it (the customer reads it); '' otherwise */
  RejectReason: z.string(),
  FreezeReason: z.string(),
  CancelReason: z.string(),
  Remarks: z.string(),
  /** the newest track that has happened (a scheme's later steps count once they are due), in the caller's language */
  LatestTrack: z.string(),
  LatestTrackTime: z.string().nullable(),
  /** where the order is on its way (`TrackStatus`), as of now */
  TrackStatus: z.int32(),
  ApprovalTime: z.string().nullable(),
  CreationTime: z.string(),
  /** the actions the caller may take now, over every axis (`orderActionsFor`) */
  Actions: z.array(z.string()),
});
export type OrderRow = z.output<typeof orderRow>;

/** The recipient as the order holds it: a copy taken on submission (editing the address book later changes no order). */
export const recipientSnapshot = z.object({
  RecipientInformationId: z.int32().nullable(),
  RecipientInformationType: z.int32(),
  RecipientName: z.string(),
  PhoneCode: z.string(),
  Phone: z.string(),
  Tel: z.string(),
  IdentityNumber: z.string(),
  CountryCode: z.string(),
  ProvinceCode: z.string(),
  CityCode: z.string(),
  CountyCode: z.string(),
  TownCode: z.string(),
  RegionName: z.string(),
  DetailedAddress: z.string(),
  MailboxCode: z.string(),
  SelfPickupAddress: z.string(),
});
/** The declarant as quoted on submission. */
export const declarantSnapshot = z.object({
  ApplicantInformationId: z.int32(),
  Contacts: z.string(),
  CountryCode: z.string(),
  Phone: z.string(),
  ReceiveTel: z.string(),
  DetailedAddress: z.string(),
  MailboxCode: z.string(),
});

export const orderPackage = z.object({
  PackageId: z.int32(),
  CourierNumber: z.string(),
  ProductName: z.string(),
  Quantity: z.int32(),
  Weight: z.string(),
  Length: z.string(),
  Width: z.string(),
  Height: z.string(),
  ShelfCode: z.string(),
});
export const orderCommodity = z.object({
  CommodityId: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  Quantity: z.int32(),
  Weight: z.string(),
});
export const orderService = z.object({
  ValueAddedServiceId: z.int32().nullable(),
  GroupName: z.string(),
  Name: z.string(),
  CalculationMethod: z.int32(),
  Price: z.string(),
  CurrencyCode: z.string(),
  /** in the service's currency; the breakdown holds it in the order's */
  Amount: z.string(),
});

export const billDetail = z.object({
  ExpenseTypeId: z.int32().nullable(),
  /** the expense type's name, else the charge's (freight, tax) */
  Name: z.string(),
  Kind: z.string(),
  Amount: z.string(),
});
export const billRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  LogisticsOrderId: z.int32(),
  OrderSerialNumber: z.string(),
  UserId: z.int32(),
  BillType: z.int32(),
  PaymentStatus: z.int32(),
  TotalAmount: z.string(),
  /** issue 21's: what was paid, discounted and refunded */
  PaymentMoney: z.string(),
  DiscountAmount: z.string(),
  RefundAmount: z.string(),
  CurrencyCode: z.string(),
  Details: z.array(billDetail),
  CreationTime: z.string(),
  CancelledTime: z.string().nullable(),
});
export type BillRow = z.output<typeof billRow>;

export const trackRow = z.object({
  Id: z.int32(),
  TrackTime: z.string(),
  Place: z.string(),
  /** in the caller's language (the one text when it was written in one) */
  Text: z.string(),
  Texts: z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), en: z.string() }),
  CreationTime: z.string(),
});

/** Another order named by a split: the one it came from, or one split off it. */
export const orderRef = z.object({ Id: z.int32(), SerialNumber: z.string() });
/** Spec §3 "number change record": an order number that became another (a split: the original's number, the new order's), why, who and when. */
export const numberChangeRow = z.object({
  Id: z.int32(),
  OldNumber: z.string(),
  NewNumber: z.string(),
  Reason: z.string(),
  OperatorName: z.string(),
  CreationTime: z.string(),
});
/** A peer's piece as handed over: its label, weight and size, how many alike. */
export const peerPieceRow = z.object({ Name: z.string(), WeightKg: z.string(), LengthCm: z.string(), WidthCm: z.string(), HeightCm: z.string(), Quantity: z.int32() });

export const orderDetail = orderRow.extend({
  Recipient: recipientSnapshot,
  Declarant: declarantSnapshot.nullable(),
  Packages: z.array(orderPackage),
  Commodities: z.array(orderCommodity),
  Goods: z.array(goodsLine.extend({ UnitValue: z.string() })),
  ValueAddedServices: z.array(orderService),
  /** the accepted breakdown, in CurrencyCode; its items sum to TotalAmount */
  Charges: z.array(orderCharge),
  BilledWeightSteps: z.array(z.string()),
  Bills: z.array(billRow),
  Tracks: z.array(trackRow),
  /** update logs: every action with who, when, from, to and what changed */
  History: z.array(historyEntry),
  /** a peer order's pieces (its goods are not parcels of ours); empty for other orders */
  Pieces: z.array(peerPieceRow),
  /** the peer's own number of the order ('' for other orders) */
  PeerNumber: z.string(),
  /** split data: the order this one was split off, and the orders split off this one */
  SplitFrom: orderRef.nullable(),
  SplitInto: z.array(orderRef),
  /** number change records of this order's number and of numbers that became it */
  NumberChanges: z.array(numberChangeRow),
});
export type OrderDetail = z.output<typeof orderDetail>;

// ── Lists ────────────────────────────────────────────────────────────────────────────────────

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));

/** The customer's list: batch search (order, carrier or parcel numbers, up to 200), every axis, warehouse, route and dates. */
export const userOrderQuery = pagedQuery.extend({
  Numbers: zBatchSearch.optional(),
  OrderStatus: choice(ORDER_STATUSES).optional(),
  ApprovalStatus: choice(APPROVAL_STATUSES).optional(),
  PaymentStatus: choice(ORDER_PAYMENT_STATUSES).optional(),
  FreezeStatus: choice(Object.values(FreezeStatus)).optional(),
  PrintStatus: choice(Object.values(PrintStatus)).optional(),
  WarehouseId: recordId().optional(),
  CarrierId: recordId().optional(),
  QuotationId: recordId().optional(),
  CargoTypeId: recordId().optional(),
  /** the recipient's country */
  CountryCode: z.string().regex(/^[A-Za-z]{2}$/, { message: 'InvalidFormat' }).transform((c) => c.toUpperCase()).optional(),
  IsCod: z.boolean().optional(),
  CodStatus: choice(Object.values(CodStatus)).optional(),
  /** text in the recipient's name or phone */
  Recipient: z.string().max(64).optional(),
});
export const orderQuery = userOrderQuery.extend({
  UserId: recordId().optional(),
  MemberNumber: z.string().max(32).optional(),
  Source: choice(Object.values(OrderSource)).optional(),
  ...siteChoice,
});

/**
 * The list's tabs: orders per life state, those waiting for the office (Submitted and pending
 * approval: the list's filter OrderStatus 1 with ApprovalStatus 1), approved and not yet out
 * (Submitted and approved), rejected, billed and unpaid (PaymentStatus 2) and frozen. Staff may
 * narrow them to one customer (UserId) and, platform staff, a site.
 */
export const orderStateCounts = z.object({
  OrderStatus: z.array(z.object({ Status: z.int32(), Count: z.int32() })),
  PendingApproval: z.int32(),
  Approved: z.int32(),
  Rejected: z.int32(),
  Unpaid: z.int32(),
  Frozen: z.int32(),
  Total: z.int32(),
});
export const staffCountsQuery = z.object({ UserId: recordId().optional(), ...siteChoice }).optional();

// ── Action bodies ────────────────────────────────────────────────────────────────────────────

export const reasonBody = z.object({ Id: recordId(), Reason: requiredText(ORDER_REASON_MAX) });
export const optionalReasonBody = z.object({ Id: recordId(), Reason: optionalText(ORDER_REASON_MAX) });
/** A track: its time and place, and its text in one language or in each of the three. */
export const trackBody = z
  .object({
    Id: recordId(),
    TrackTime: dateTime,
    Place: optionalText(TRACK_PLACE_MAX),
    Text: optionalText(TRACK_TEXT_MAX),
    TextZhCn: optionalText(TRACK_TEXT_MAX),
    TextZhTw: optionalText(TRACK_TEXT_MAX),
    TextEn: optionalText(TRACK_TEXT_MAX),
  })
  .superRefine((b, ctx) => {
    if (!b.Text && !b.TextZhCn && !b.TextZhTw && !b.TextEn) ctx.addIssue({ code: 'custom', path: ['Text'], message: 'CannotBeEmpty' });
  });

const staff = { access: 'granted', populations: ['backstage'] } as const;
const customer = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

// ── Customer: /UserLogisticsOrder ────────────────────────────────────────────────────────────

export const getUserShippable = defineCall('/UserLogisticsOrder/GetShippable', {
  summary: 'What the caller can ship: their complete shippable parcels not in an active order, and their commodities’ Available stock per warehouse',
  request: shippableQuery,
  response: shippableAnswer,
  ...customer,
  ...read,
});
export const priceUserOrder = defineCall('/UserLogisticsOrder/PriceLogisticsOrder', {
  summary: 'Price a draft order on its real weights, sizes and destination: the quotations in force ranked with their breakdown, carriers and the value-added services',
  request: shipmentFields,
  response: draftPrice,
  ...customer,
  ...read,
});
export const addUserOrder = defineCall('/UserLogisticsOrder/AddLogisticsOrder', {
  summary: 'Submit an order: re-priced on the server (a stale or unavailable choice is refused), parcels taken, commodity stock frozen',
  request: orderFields,
  response: orderRow,
  ...customer,
});
export const getUserOrders = defineCall('/UserLogisticsOrder/GetLogisticsOrders', {
  summary: 'The caller’s orders, newest first, by numbers (up to 200), each state, warehouse, carrier, route, destination and dates',
  request: userOrderQuery,
  response: listOf(orderRow),
  ...customer,
  ...read,
});
export const getUserOrderStateCounts = defineCall('/UserLogisticsOrder/GetStateCounts', {
  summary: 'How many of the caller’s orders are in each state, pending approval and unpaid (the list’s tabs)',
  request: z.object({}).optional(),
  response: orderStateCounts,
  ...customer,
  ...read,
});
export const getUserOrderById = defineCall('/UserLogisticsOrder/GetLogisticsOrderById', {
  summary: 'One of the caller’s orders with parcels, goods, recipient, declaration, breakdown, bills, tracks and update logs',
  request: idBody,
  response: orderDetail,
  ...customer,
  ...read,
});
export const cancelUserOrder = defineCall('/UserLogisticsOrder/CancelLogisticsOrder', {
  summary: 'Cancel an order not approved and not billed: its parcels are shippable again, its stock Available again',
  request: optionalReasonBody,
  response: orderRow,
  ...customer,
});

// ── Staff: /LogisticsOrder ───────────────────────────────────────────────────────────────────

export const getShippable = defineCall('/LogisticsOrder/GetShippable', {
  summary: 'What a customer (UserId) can ship: complete shippable parcels not in an active order, and their commodities’ Available stock per warehouse',
  request: staffShippableQuery,
  response: shippableAnswer,
  ...staff,
  ...read,
});
export const priceOrder = defineCall('/LogisticsOrder/PriceLogisticsOrder', {
  summary: 'Price a draft order for a customer (UserId): the quotations of their groups ranked with breakdown, carriers and value-added services',
  request: staffShipmentFields,
  response: draftPrice,
  ...staff,
  ...read,
});
export const addOrder = defineCall('/LogisticsOrder/AddLogisticsOrder', {
  summary: 'Submit an order for a customer (UserId), re-priced on the server',
  request: staffOrderFields,
  response: orderRow,
  ...staff,
});
export const getOrders = defineCall('/LogisticsOrder/GetLogisticsOrders', {
  summary: 'The site’s orders, newest first, by numbers (up to 200), customer, each state, warehouse, carrier, route, destination, source and dates',
  request: orderQuery,
  response: listOf(orderRow),
  ...staff,
  ...read,
});
export const getOrderStateCounts = defineCall('/LogisticsOrder/GetStateCounts', {
  summary: 'How many of the site’s orders (or one customer’s) are in each state, pending approval and unpaid (the list’s tabs)',
  request: staffCountsQuery,
  response: orderStateCounts,
  ...staff,
  ...read,
});
export const getOrderById = defineCall('/LogisticsOrder/GetLogisticsOrderById', {
  summary: 'An order with parcels, goods, recipient, declaration, breakdown, bills, tracks and update logs',
  request: idBody,
  response: orderDetail,
  ...staff,
  ...read,
});
export const approveOutbound = defineCall('/LogisticsOrder/ApproveOutbound', {
  summary: 'Approve an order for outbound; the customer is told',
  request: idBody,
  response: orderRow,
  ...staff,
});
export const rejectOrder = defineCall('/LogisticsOrder/RejectLogisticsOrder', {
  summary: 'Reject an order pending approval, with the reason the customer is told',
  request: reasonBody,
  response: orderRow,
  ...staff,
});
export const cancelApproval = defineCall('/LogisticsOrder/CancelApproval', {
  summary: 'Take an approval back (before the bill and the face sheet): the order is pending approval again',
  request: idBody,
  response: orderRow,
  ...staff,
});
export const freezeOrder = defineCall('/LogisticsOrder/FreezeOrder', {
  summary: 'Freeze an order with a reason: it takes no action until unfrozen',
  request: reasonBody,
  response: orderRow,
  ...staff,
});
export const unfreezeOrder = defineCall('/LogisticsOrder/UnfreezeOrder', {
  summary: 'Unfreeze a frozen order',
  request: idBody,
  response: orderRow,
  ...staff,
});
export const cancelOrder = defineCall('/LogisticsOrder/CancelLogisticsOrder', {
  summary: 'Cancel an order not approved and not billed: its parcels are shippable again, its stock Available again',
  request: optionalReasonBody,
  response: orderRow,
  ...staff,
});
export const generateBill = defineCall('/LogisticsOrder/GenerateBill', {
  summary: 'Bill an approved order: a freight bill of its accepted breakdown, per expense type, unpaid',
  request: idBody,
  response: billRow,
  ...staff,
});
export const cancelBill = defineCall('/LogisticsOrder/CancelBill', {
  summary: 'Cancel an order’s unpaid bill',
  request: idBody,
  response: orderRow,
  ...staff,
});
export const collectCod = defineCall('/LogisticsOrder/CollectCod', {
  summary: 'Record that the carrier remitted an outbound or delivered COD order’s collection: bills paid from it are covered, the rest reaches the customer’s wallet; once only',
  request: idBody,
  response: orderRow,
  ...staff,
});
export const addTrack = defineCall('/LogisticsOrder/AddLogisticsOrderTrack', {
  summary: 'Add a track to an order: time, place and text in one language or in each of the three',
  request: trackBody,
  response: trackRow,
  ...staff,
});

/** The same operations of both populations, by the page's side. */
export const ORDER_CALLS = {
  backstage: { shippable: getShippable, price: priceOrder, add: addOrder, list: getOrders, detail: getOrderById, cancel: cancelOrder },
  user: { shippable: getUserShippable, price: priceUserOrder, add: addUserOrder, list: getUserOrders, detail: getUserOrderById, cancel: cancelUserOrder },
} as const;
export type OrderSide = keyof typeof ORDER_CALLS;

// ── Split and peer orders ────────────────────────────────────────────────────────────────────
//
// Spec §3 Logistics order "split order data", "number change record"; §4 order actions; GLOSSARY
// "Peer order (同行订单): an order entered on behalf of another forwarder (B2B)".

/** A quantity of one of a peer order's piece lines (its position in the order's Pieces, from 0). */
export const pieceLineQuantity = z.object({ Line: z.int32({ error: numberTypeError }).min(0).max(ORDER_PACKAGES_MAX - 1), Quantity: quantity });

/**
 * Staff split an order (the `Split` action: Submitted, not frozen, not approved, not billed, not
 * printed) by moving some of its parcels, commodity quantities or peer piece quantities to a new
 * order: the new order ships them by the same quotation and carrier to the same recipient, priced
 * again for its own goods, with its own SerialNumber; the original keeps the rest (something must
 * stay) and is priced again. Commodity stock stays Frozen where it lies: the new order holds it.
 * The new order declares `DeclaredPrice` (taken off the original's, which must hold it) and
 * `Goods`, or, without them, the goods lines of what it takes (a parcel's product name and
 * quantity, a commodity's declaration name and quantity, a piece's label) valued at nothing. Value-added
 * services go with both orders, priced for each; cash on delivery stays with the original.
 */
export const splitBody = z
  .object({
    Id: recordId(),
    PackageIds: distinctIds(ORDER_PACKAGES_MAX),
    Commodities: z
      .array(commodityLine)
      .max(ORDER_COMMODITY_LINES_MAX)
      .refine((lines) => new Set(lines.map((l) => l.CommodityId)).size === lines.length, { message: 'DuplicateInList' })
      .default([]),
    Pieces: z
      .array(pieceLineQuantity)
      .max(ORDER_PACKAGES_MAX)
      .refine((lines) => new Set(lines.map((l) => l.Line)).size === lines.length, { message: 'DuplicateInList' })
      .default([]),
    DeclaredPrice: money().default('0'),
    Goods: z.array(goodsLine).max(ORDER_GOODS_LINES_MAX).default([]),
    Reason: requiredText(ORDER_REASON_MAX),
  })
  .superRefine((d, ctx) => {
    if (d.PackageIds.length + d.Commodities.length + d.Pieces.length === 0) ctx.addIssue({ code: 'custom', path: ['PackageIds'], message: 'SelectAtLeastOne' });
  });
export const splitAnswer = z.object({ Original: orderRow, Split: orderRow });

export const PEER_IMPORT_MAX_ROWS = 500;
export const PEER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PEER_NUMBER_MAX = 64;

/** A peer's piece: its label (their box number), weight and size, and how many alike. */
export const peerPiece = calculatorPiece.extend({ Name: optionalText(GOODS_NAME_MAX) });

/** The destination country of a peer order (ISO 3166 alpha-2), as the peer writes it. */
const peerCountryCode = z
  .string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) })
  .regex(/^[A-Za-z]{2}$/, { message: 'InvalidFormat' })
  .transform((code) => code.toUpperCase());

/**
 * A peer order's recipient, typed in (the peer's consignee is in no address book of ours): the
 * destination's rules are the address book's (`recipientIssues`: numbers by calling code, identity
 * number where customs need one, postal code format, a street address).
 */
export const peerRecipient = z
  .object({
    RecipientName: requiredText(RECIPIENT_NAME_MAX),
    PhoneCode: countryPhoneCode,
    Phone: requiredText(RECIPIENT_PHONE_MAX),
    Tel: optionalText(RECIPIENT_PHONE_MAX),
    IdentityNumber: optionalText(RECIPIENT_IDENTITY_MAX),
    CountryCode: peerCountryCode,
    /** province, city, district as the peer writes them */
    RegionName: optionalText(RECIPIENT_ADDRESS_MAX),
    DetailedAddress: requiredText(RECIPIENT_ADDRESS_MAX),
    MailboxCode: optionalText(RECIPIENT_MAILBOX_CODE_MAX),
  })
  .superRefine((r, ctx) => {
    const issues = recipientIssues({ ...r, RecipientInformationType: RecipientInformationType.HomeDelivery, Regions: [{ Code: r.CountryCode }], SelfPickupAddressId: null });
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
  });

/**
 * A peer order: for a customer account of the site (the partner forwarder: any customer may be
 * one, as a forwarder's customer is often another forwarder), pieces handed over at a warehouse,
 * the recipient typed in, the declaration. Priced by the engine as any order (the peer's customer
 * groups); the quotation named, or the cheapest, and its carrier named, or its first.
 */
export const peerOrderFields = z
  .object({
    UserId: recordId(),
    WarehouseId: recordId(),
    PeerNumber: optionalText(PEER_NUMBER_MAX),
    Pieces: z.array(peerPiece).min(1, { message: 'SelectAtLeastOne' }).max(CALCULATOR_PIECES_MAX),
    Recipient: peerRecipient,
    CargoTypeId: recordId().optional(),
    DeclaredPrice: money().default('0'),
    CurrencyId: recordId().optional(),
    QuotationId: recordId().optional(),
    CarrierId: recordId().optional(),
    IsCod: z.boolean().default(false),
    Collection: money().default('0'),
    TaxType: z.literal(Object.values(taxType.values), { error: 'InvalidValue' }).default(taxType.values.DutiesUnpaid),
    Goods: z.array(goodsLine).min(1, { message: 'SelectAtLeastOne' }).max(ORDER_GOODS_LINES_MAX),
    Remarks: optionalText(ORDER_REMARKS_MAX),
  })
  .superRefine(codHasAmount);
export type PeerOrderFields = z.output<typeof peerOrderFields>;
/** What pricing a peer order takes, before its recipient and declaration are typed in. */
export const peerPriceFields = z.object({
  UserId: recordId(),
  WarehouseId: recordId(),
  Pieces: z.array(peerPiece).min(1, { message: 'SelectAtLeastOne' }).max(CALCULATOR_PIECES_MAX),
  CountryCode: peerCountryCode,
  CargoTypeId: recordId().optional(),
  DeclaredPrice: money().default('0'),
});
export type PeerPriceFields = z.output<typeof peerPriceFields>;

export const splitOrder = defineCall('/LogisticsOrder/SplitLogisticsOrder', {
  summary: 'Split an order before approval, bill and print: some of its parcels, commodity or piece quantities become a new order by the same route, each priced again; split data and a number change record kept',
  request: splitBody,
  response: splitAnswer,
  ...staff,
});
export const pricePeerOrder = defineCall('/LogisticsOrder/PricePeerOrder', {
  summary: 'Price a peer order before entering it: the quotations of the peer’s (UserId) groups for the pieces to the country, ranked cheapest first with breakdown and carriers',
  request: peerPriceFields,
  response: draftPrice,
  ...staff,
  ...read,
});
export const addPeerOrder = defineCall('/LogisticsOrder/AddPeerOrder', {
  summary: 'Enter a peer order for a partner forwarder (UserId): pieces handed over at a warehouse with weight and size, the recipient, the declaration; priced by the engine (the quotation named or the cheapest)',
  request: peerOrderFields,
  response: orderRow,
  ...staff,
});
export const importPeerOrders = defineCall('/LogisticsOrder/ImportPeerOrders', {
  summary: 'Peer orders from an Excel file (multipart UserId, WarehouseId, FileStream: .xlsx, at most 5 MB, 500 rows), one order a row; errors by row and column; all or nothing',
  request: z.object({
    UserId: z.string({ error: missingIsEmpty }).pipe(z.coerce.number({ error: numberTypeError })).pipe(recordId()),
    WarehouseId: z.string({ error: missingIsEmpty }).pipe(z.coerce.number({ error: numberTypeError })).pipe(recordId()),
  }),
  response: z.object({ Count: z.int32(), SerialNumbers: z.array(z.string()) }),
  ...staff,
  multipart: true,
});
export const getPeerOrderImportTemplate = defineCall('/LogisticsOrder/GetPeerOrderImportTemplate', {
  summary: 'An empty Excel file with the columns a peer order import reads, named in the caller’s language',
  request: z.object({}).strict().optional(),
  response: xlsxFile,
  ...staff,
  ...read,
});

/** Which staff call takes each action (pages map a row's `Actions` to buttons through it). */
export const STAFF_ACTION_CALLS = {
  Cancel: cancelOrder,
  AddTrack: addTrack,
  Approve: approveOutbound,
  Reject: rejectOrder,
  CancelApproval: cancelApproval,
  GenerateBill: generateBill,
  CancelBill: cancelBill,
  Freeze: freezeOrder,
  Unfreeze: unfreezeOrder,
  Split: splitOrder,
  CollectCod: collectCod,
} as const satisfies Partial<Record<OrderAction, unknown>>;

// ── Face sheets, trajectories, the order report and the logistics invoice ────────────────────
//
// Spec §4 print (printed or unprinted), §5 "trajectory query: at most 30 numbers separated by comma
// or Enter", §8 "order print repeated", "duplicate printed orders found, tick to reprint" and "error
// in getting delivery note and its code"; menu titles "order report" and "logistics invoices".

/** One print takes at most this many orders (a carrier's roll of labels, a picking wave). */
export const FACE_SHEETS_MAX = 200;
/** One commercial-invoice PDF covers at most this many orders. */
export const INVOICES_MAX = 200;
/** The order report holds at most this many rows (the newest of the filter). */
export const ORDER_REPORT_MAX_ROWS = 10_000;

/**
 * Spec §8 "error in getting delivery note and its code": why no carrier number could be had for a
 * face sheet. The refusal names the order, the code and the reason.
 */
export const DeliveryNoteError = { CarrierDisabled: 1, NoLocalNumbering: 2, NoFreeNumber: 3 } as const;
export type DeliveryNoteError = (typeof DeliveryNoteError)[keyof typeof DeliveryNoteError];

/** The face sheet's values, named as the FaceSheet template's placeholders (templates.ts). */
export const faceSheetValues = z.object({
  Id: z.int32(),
  SiteName: z.string(),
  OrderNumber: z.string(),
  CarrierName: z.string(),
  CarrierNo: z.string(),
  ReceiverName: z.string(),
  ReceiverPhone: z.string(),
  ReceiverAddress: z.string(),
  ReceiverCountry: z.string(),
  SenderName: z.string(),
  Weight: z.string(),
  PackageCount: z.string(),
  MemberNumber: z.string(),
  PrintTime: z.string(),
});
export type FaceSheetValues = z.output<typeof faceSheetValues>;

export const printFaceSheetBody = z.object({
  Ids: z
    .array(recordId())
    .min(1, { message: 'SelectAtLeastOne' })
    .max(FACE_SHEETS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' }),
  /** spec §8 "tick to reprint": without it, orders printed before are refused */
  Reprint: z.boolean().default(false),
});

/** The Data of the FaceSheetDuplicatePrint refusal: the orders printed before, which the page offers to reprint. */
export const faceSheetDuplicates = z.object({ Printed: z.array(z.object({ Id: z.int32(), SerialNumber: z.string() })) });
export type FaceSheetDuplicates = z.output<typeof faceSheetDuplicates>;
/** The Data of the DeliveryNoteFailed refusal: the order that got no carrier number, and why (`DeliveryNoteError`). */
export const deliveryNoteFailure = z.object({ Id: z.int32(), SerialNumber: z.string(), DeliveryNoteError: z.int32() });
export type DeliveryNoteFailure = z.output<typeof deliveryNoteFailure>;

/** The site's template a printing service lays the values out with (null: the PDF's own layout). */
const printTemplate = z.object({ Id: z.int32(), Name: z.string(), Width: z.number(), Height: z.number(), Content: z.string() }).nullable();

export const printLogRow = z.object({
  Id: z.int32(),
  CarrierNo: z.string(),
  /** false: the first print; true: printed again */
  Reprint: z.boolean(),
  PrinterName: z.string(),
  CreationTime: z.string(),
});
export type PrintLogRow = z.output<typeof printLogRow>;

/**
 * Where an order is on its way, for those who follow it: no event yet, events under way, delivered,
 * or cancelled (spec §3 Logistics order TrackStatus).
 */
export const TrackStatus = { AwaitingEvents: 0, InTransit: 1, Delivered: 2, Cancelled: 3 } as const;
export type TrackStatus = (typeof TrackStatus)[keyof typeof TrackStatus];
export const TRACK_STATUS_NAMES: Record<TrackStatus, Texts> = {
  [TrackStatus.AwaitingEvents]: texts('待揽收', '待攬收', 'Awaiting pickup'),
  [TrackStatus.InTransit]: texts('运输中', '運輸中', 'In transit'),
  [TrackStatus.Delivered]: texts('已送达', '已送達', 'Delivered'),
  [TrackStatus.Cancelled]: texts('已取消', '已取消', 'Cancelled'),
};

/** Up to 30 order or carrier numbers, separated by comma or Enter. */
export const trajectoryQuery = z.object({ Numbers: zTrajectoryQuery.refine((numbers) => numbers.length > 0, { message: 'CannotBeEmpty' }) });

/**
 * One number's trajectory: only what whoever holds the number may read (no names, addresses or
 * prices), and only the events that have happened (a scheme's later steps appear when they are due).
 */
export const trajectory = z.object({
  /** the number as asked */
  Number: z.string(),
  Found: z.boolean(),
  SerialNumber: z.string(),
  CarrierNo: z.string(),
  /** the carrier as customers know it (its alias) */
  CarrierName: z.string(),
  TrackStatus: z.int32(),
  /** newest first */
  Events: z.array(z.object({ Time: z.string(), Place: z.string(), Text: z.string() })),
});
export type Trajectory = z.output<typeof trajectory>;

/** A scheme applied to orders: its steps become tracks, the first at StartTime (now when absent), each later one its interval after the one before. */
export const applyTrajectorySchemeBody = z.object({
  Ids: z
    .array(recordId())
    .min(1, { message: 'SelectAtLeastOne' })
    .max(FACE_SHEETS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' }),
  SchemeId: recordId(),
  StartTime: dateTime.optional(),
});

const unpaged = { index: true, rows: true } as const;

export const printFaceSheet = defineCall('/LogisticsOrder/PrintFaceSheet', {
  summary: 'Print approved orders’ face sheets (100 × 150 mm by default, the site’s FaceSheet template’s size): a carrier number from the carrier’s local pool when the order has none, a Code 128 barcode, a print log row each; orders printed before only with Reprint',
  request: printFaceSheetBody,
  response: pdfFile.extend({ Template: printTemplate, FaceSheets: z.array(faceSheetValues) }),
  ...staff,
});
export const getPrintLogs = defineCall('/LogisticsOrder/GetPrintLogs', {
  summary: 'An order’s face-sheet prints, newest first: who, when, the carrier number, first print or reprint',
  request: idBody,
  response: z.array(printLogRow),
  ...staff,
  ...read,
});
export const applyTrajectoryScheme = defineCall('/LogisticsOrder/ApplyTrajectoryScheme', {
  summary: 'Give orders the tracks of a trajectory scheme: each step an event, timed by the steps’ intervals from StartTime; customers see each when it is due',
  request: applyTrajectorySchemeBody,
  response: z.object({ Orders: z.int32(), Tracks: z.int32() }),
  ...staff,
});
export const getUserTrajectories = defineCall('/UserLogisticsOrder/GetTrajectories', {
  summary: 'The trajectories of up to 30 of the caller’s orders, by order or carrier number',
  request: trajectoryQuery,
  response: z.array(trajectory),
  ...customer,
  ...read,
});
export const queryTrajectories = defineCall('/Trajectory/QueryTrajectories', {
  summary: 'Anyone, without signing in: the trajectories of up to 30 orders of this site (by Host), by order or carrier number; events only, nothing private',
  request: trajectoryQuery,
  response: z.array(trajectory),
  access: 'public',
  readOnly: true,
});
export const getOrderReport = defineCall('/LogisticsOrder/GetLogisticsOrderReport', {
  summary: 'The orders the list’s filters find as an Excel file (the newest 10,000)',
  request: orderQuery.omit(unpaged),
  response: xlsxFile,
  ...staff,
  ...read,
});
export const getUserOrderReport = defineCall('/UserLogisticsOrder/GetLogisticsOrderReport', {
  summary: 'The caller’s orders the list’s filters find as an Excel file (the newest 10,000)',
  request: userOrderQuery.omit(unpaged),
  response: xlsxFile,
  ...customer,
  ...read,
});
export const printLogisticsInvoice = defineCall('/LogisticsOrder/PrintLogisticsInvoice', {
  summary: 'The commercial invoices that travel with the shipments: goods lines, declared values and currency, sender, recipient, order and carrier numbers; the site’s Invoice template’s size (A4 by default)',
  request: z.object({ Ids: printFaceSheetBody.shape.Ids.max(INVOICES_MAX) }),
  response: pdfFile,
  ...staff,
  ...read,
});
