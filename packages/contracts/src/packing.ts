import { z } from 'zod';
import { defineCall } from './call.ts';
import { dateTime, listOf, pagedQuery } from './common.ts';
import { texts } from './messages.ts';
import { dimensionCm, historyEntry, PACKAGE_PICTURES_MAX, weightKg } from './parcels.ts';
import { imageAddress } from './site.ts';
import { recordId, siteChoice } from './siteRecords.ts';
import { zBatchSearch } from './validation.ts';

/**
 * Packing (issue 22 "Packing (PackEdit)"; spec domain §1 picking lists and packing, §4 confirming
 * departure locks packing, §5 "a fully packed order cannot be added again", §8). Staff call /Pack,
 * customers /UserPack.
 *
 * The PackEdit scan screen: staff scan an order number, its carrier (face-sheet) number or one of
 * its parcels' courier numbers; the answer lists what must go in (its parcels, its commodity
 * quantities) and what is scanned already. Each item is then scanned: an item of another order is
 * refused, a parcel scanned twice counts once, a commodity scan adds its quantity once per
 * `ClientScanId` (a scanner's retry adds nothing). Finishing packs the goods into one or more boxes
 * (weight typed or from the electronic scale, length × width × height, photos) and moves the
 * order Picked → Packed by the order's own transition table (`Pack`, a history row); anything
 * left unscanned refuses it ("existing orders that are not consolidation unpacked"). A packed
 * order is not packed again unless staff reopen packing (`ReopenPacking`: Packed → Picked), which
 * is refused once the order's `PackingLocked` is set (departure confirmed, issue 22's transport
 * shifts set it).
 *
 * Billing weight and money, at each finish: the boxes are priced again by the pricing engine as the
 * order's pieces, with the order's own quotation and carrier (the same breakdown shape: engine items
 * plus its value-added services), giving its final billing weight and total. Then by its payment axis:
 * - not billed: the order's total and breakdown are replaced, nothing else;
 * - billed, unpaid: the freight bill is cancelled and generated again at the new total
 *   (CancelBill and GenerateBill of the order's payment table, each with its history);
 * - paid: the difference against what the order was charged so far: more becomes a new bill of type
 *   PackingDifference for the customer to pay (the order stays Paid: its payment axis follows the
 *   freight bill), less is refunded to the wallet by the money area's refund of the paid bills
 *   (a reversing posting against revenue; event key `packing:<packing id>:<round>:refund:<bill id>`,
 *   so the same finish never refunds twice), refused while the order's refunds are locked.
 */

/** What the screen counts: parcels one by one, commodities by quantity. */
export const PackItemKind = { Package: 'Package', Commodity: 'Commodity' } as const;
export type PackItemKind = (typeof PackItemKind)[keyof typeof PackItemKind];

/** What a finish did to the order's money (see the module comment). */
export const PackBilling = { NotBilled: 1, BillRegenerated: 2, DifferenceBilled: 3, DifferenceRefunded: 4, Unchanged: 5 } as const;
export type PackBilling = (typeof PackBilling)[keyof typeof PackBilling];

export const PACK_BOXES_MAX = 50;
export const PACK_SCAN_QUANTITY_MAX = 9_999;
export const PACK_REASON_MAX = 255;

export const PACK_NAMES = {
  billing: {
    [PackBilling.NotBilled]: texts('未出账：订单金额已按打包重算', '未出帳：訂單金額已按打包重算', 'Not billed: the order’s total is recalculated'),
    [PackBilling.BillRegenerated]: texts('未支付账单已按新金额重新生成', '未支付帳單已按新金額重新產生', 'The unpaid bill was generated again at the new total'),
    [PackBilling.DifferenceBilled]: texts('差额已生成打包差价账单', '差額已產生打包差價帳單', 'The difference is billed (packing difference)'),
    [PackBilling.DifferenceRefunded]: texts('差额已退回钱包', '差額已退回錢包', 'The difference is refunded to the wallet'),
    [PackBilling.Unchanged]: texts('金额不变', '金額不變', 'The total is unchanged'),
  },
} as const;

/** One thing that must go into the boxes, with what is scanned of it in this round. */
export const packItem = z.object({
  Kind: z.enum([PackItemKind.Package, PackItemKind.Commodity]),
  /** the parcel's or the commodity's id */
  Id: z.int32(),
  /** what the scanner reads: the courier number, or the commodity's code */
  Number: z.string(),
  /** the commodity's SKU ('' for a parcel) */
  Sku: z.string(),
  Name: z.string(),
  Required: z.int32(),
  Scanned: z.int32(),
});
export type PackItem = z.output<typeof packItem>;

/** A box as packed: real weight, size, the volume weight by the warehouse's volume ratio, photos. */
export const packBox = z.object({
  Weight: z.string(),
  Length: z.string(),
  Width: z.string(),
  Height: z.string(),
  VolumeWeight: z.string(),
  Photos: z.array(z.string()),
});

/** The order as the PackEdit screen works on it. */
export const packOrder = z.object({
  OrderId: z.int32(),
  SerialNumber: z.string(),
  CarrierNo: z.string(),
  UserName: z.string(),
  MemberNumber: z.string(),
  WarehouseId: z.int32(),
  /** OrderStatus, PrintStatus and PaymentStatus of the order */
  OrderStatus: z.int32(),
  PrintStatus: z.int32(),
  PaymentStatus: z.int32(),
  PackingLocked: z.boolean(),
  /** the warehouse's volume ratio (cm³ per kg), for the volume weight shown while typing */
  VolumeRatio: z.string(),
  /** the site refuses a box without a photo */
  PhotosRequired: z.boolean(),
  Items: z.array(packItem),
  /** the order's actions the caller may take now (order axes: Pack, ReopenPacking, Print, Reprint...) */
  Actions: z.array(z.string()),
});
export type PackOrder = z.output<typeof packOrder>;

export const findPackOrderBody = z.object({
  /** the order's number, its carrier number or one of its parcels' courier numbers */
  Number: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(64),
  WarehouseId: recordId(),
});

export const packScanBody = z.object({
  OrderId: recordId(),
  /** a courier number, or a commodity's code or SKU */
  Number: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(64),
  /** a commodity's quantity in this scan (a parcel is always 1) */
  Quantity: z.int32().min(1).max(PACK_SCAN_QUANTITY_MAX).default(1),
  /** made by the screen per scan: the same id again (a retry) adds nothing */
  ClientScanId: z
    .string({ error: 'CannotBeEmpty' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { message: 'InvalidFormat' }),
});

export const packScanAnswer = z.object({
  Order: packOrder,
  /** the item the scan counted */
  Item: packItem,
  /** the scan was made before (the same parcel, or the same ClientScanId): nothing was added */
  Repeat: z.boolean(),
});

export const boxBody = z.object({
  Weight: weightKg,
  Length: dimensionCm,
  Width: dimensionCm,
  Height: dimensionCm,
  Photos: z.array(imageAddress).max(PACKAGE_PICTURES_MAX).default([]),
});

export const finishBody = z.object({
  OrderId: recordId(),
  Boxes: z.array(boxBody).min(1, { message: 'SelectAtLeastOne' }).max(PACK_BOXES_MAX),
});

export const reopenBody = z.object({
  OrderId: recordId(),
  Reason: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(PACK_REASON_MAX),
});

/** A packed order in the staff's list. */
export const packingRow = z.object({
  Id: z.int32(),
  OrderId: z.int32(),
  SerialNumber: z.string(),
  CarrierNo: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  /** the packing's round: 1, and one more each time it is reopened */
  Round: z.int32(),
  BoxCount: z.int32(),
  /** the boxes' real weight, their volume weight, and the billing weight the quotation priced */
  Weight: z.string(),
  VolumeWeight: z.string(),
  BillingWeight: z.string(),
  /** the order's total before and after this packing, and what became of the difference */
  TotalBefore: z.string(),
  TotalAfter: z.string(),
  CurrencyCode: z.string(),
  Billing: z.int32(),
  /** the difference bill's number, if any */
  BillSerialNumber: z.string(),
  PhotoCount: z.int32(),
  PackedBy: z.string(),
  PackedTime: z.string(),
  OrderStatus: z.int32(),
  PackingLocked: z.boolean(),
  Boxes: z.array(packBox),
  Actions: z.array(z.string()),
});
export type PackingRow = z.output<typeof packingRow>;

export const packingDetail = packingRow.extend({ History: z.array(historyEntry) });

export const packingQuery = pagedQuery.extend({
  /** order, carrier or parcel numbers, one per line */
  Numbers: zBatchSearch.optional(),
  WarehouseId: recordId().optional(),
  UserId: recordId().optional(),
  PackedFrom: dateTime.optional(),
  PackedTo: dateTime.optional(),
  ...siteChoice,
});

/** The customer's view of a packed order: the boxes and the billing weight (no photos, no staff names). */
export const orderBoxes = z.object({
  OrderId: z.int32(),
  Packed: z.boolean(),
  BoxCount: z.int32(),
  Weight: z.string(),
  BillingWeight: z.string(),
  PackedTime: z.string(),
  Boxes: z.array(packBox.omit({ Photos: true })),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;
const read = { readOnly: true } as const;

export const findPackOrder = defineCall('/Pack/GetPackOrder', {
  summary: 'Look a scanned order, carrier or parcel number up for packing: what must go in and what is scanned',
  request: findPackOrderBody,
  response: packOrder,
  ...staff,
  ...read,
});
export const scanPackItem = defineCall('/Pack/ScanItem', {
  summary: 'Count a scanned parcel or commodity quantity into the order’s packing; a repeat scan counts once',
  request: packScanBody,
  response: packScanAnswer,
  ...staff,
});
export const finishPacking = defineCall('/Pack/FinishPacking', {
  summary: 'Finish packing into boxes: the order becomes Packed and is priced again by its billing weight',
  request: finishBody,
  response: packingRow,
  ...staff,
});
export const reopenPacking = defineCall('/Pack/ReopenPacking', {
  summary: 'Reopen a packed order’s packing (before departure): it is Picked again and packed anew',
  request: reopenBody,
  response: packOrder,
  ...staff,
});
export const getPackings = defineCall('/Pack/GetPackings', {
  summary: 'Packed orders with their boxes, weights, photos, who packed them and when',
  request: packingQuery,
  response: listOf(packingRow),
  ...staff,
  ...read,
});
export const getPackingById = defineCall('/Pack/GetPackingById', {
  summary: 'A packing with its boxes and the order’s packing history',
  request: z.object({ Id: recordId() }),
  response: packingDetail,
  ...staff,
  ...read,
});
export const getOrderBoxes = defineCall('/UserPack/GetOrderBoxes', {
  summary: 'The boxes of one of the caller’s orders once packed: count, weights, dimensions',
  request: z.object({ OrderId: recordId() }),
  response: orderBoxes,
  access: 'granted',
  populations: ['user'],
  ...read,
});
