import { z } from 'zod';
import { defineCall } from './call.ts';
import { dateTime, isCalendarDate, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { historyEntry } from './parcels.ts';
import { siteListCalls } from './siteListCalls.ts';
import { boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';
import { zBatchSearch } from './validation.ts';

/**
 * Transport shifts and customs bags (issue 22 "Transport shifts and bags"; spec domain §3
 * "Transportation shift", §4 bagging, weighing and the irreversible actions, §8 "repeat arrival at
 * warehouse", "irreversible shift actions"; GLOSSARY "Transport shift").
 *
 * A shift is one departure (flight, truck, vessel) with its limits: per box of an order in a bag
 * (MaxLength/MaxWidth/MaxHeight, cm), per bag (MaxWeight, kg) and for the whole shift
 * (BearableWeight, kg, against the kept UsedWeight). It takes orders of its warehouses, carriers,
 * shipping types and destination country; its customs clearance company quotes each bagged order a
 * clearance number. Staff bag packed orders by scan (TransportShiftPackagingIndex): a bag number
 * new to the site makes a bag of the chosen shift. Confirming departure locks the orders' packing
 * and moves them Packed → Outbound; shift tracks reach every order's tracks; at the destination,
 * scanning a bag receives it (its orders' refunds are locked) and the shift arrives with its last
 * bag. Departure and arrival cannot be undone.
 *
 * Three tables: the shift's life (`shiftLifecycle`), the bag's (`bagLifecycle`) and the order's
 * Bagging axis (`baggingLifecycle`: bagged or not bagged, its own column on the order).
 */

// ── States and their tables ──────────────────────────────────────────────────────────────────

export const ShiftStatus = { Open: 1, Departed: 2, Arrived: 3 } as const;
export type ShiftStatus = (typeof ShiftStatus)[keyof typeof ShiftStatus];
export const SHIFT_STATUSES = Object.values(ShiftStatus) as ShiftStatus[];
export const BagStatus = { Open: 1, Departed: 2, Arrived: 3 } as const;
export type BagStatus = (typeof BagStatus)[keyof typeof BagStatus];
export const BAG_STATUSES = Object.values(BagStatus) as BagStatus[];
/** Spec §4 "Bagging: bagged or not bagged", an axis of the logistics order. */
export const BaggingStatus = { NotBagged: 0, Bagged: 1 } as const;
export type BaggingStatus = (typeof BaggingStatus)[keyof typeof BaggingStatus];

const staff = ['backstage'] as const;
const { Open, Departed, Arrived } = ShiftStatus;

export const shiftLifecycle = defineLifecycle(
  'TransportShift',
  ShiftStatus,
  {
    Create: { from: [null], to: Open, by: staff },
    /** its fields change only before departure */
    Edit: { from: [Open], by: staff },
    /** a bag number scanned on the packaging screen makes a bag of the open shift */
    AddBag: { from: [Open], by: staff },
    /** only while open and with no bags */
    Delete: { from: [Open], to: null, by: staff },
    /** irreversible: the orders' packing is locked, they become Outbound */
    Depart: { from: [Open], to: Departed, by: staff },
    /** reaches every order in it as an order track */
    AddTrack: { from: [Open, Departed, Arrived], by: staff },
    /** its last bag was received at the destination */
    Arrive: { from: [Departed], to: Arrived, by: staff },
  },
  {
    record: texts('运输班次', '運輸班次', 'transport shift'),
    states: {
      [Open]: texts('未发车', '未發車', 'open'),
      [Departed]: texts('已发车', '已發車', 'departed'),
      [Arrived]: texts('已到达', '已到達', 'arrived'),
    },
    actions: {
      Create: texts('创建', '建立', 'created'),
      Edit: texts('编辑', '編輯', 'edited'),
      AddBag: texts('添加袋子', '新增袋子', 'given a bag'),
      Delete: texts('删除', '刪除', 'deleted'),
      Depart: texts('确认发车', '確認發車', 'departed'),
      AddTrack: texts('添加班次轨迹', '新增班次軌跡', 'given a track'),
      Arrive: texts('到达', '到達', 'arrived'),
    },
  },
);
export type ShiftAction = keyof typeof shiftLifecycle.actions;

export const bagLifecycle = defineLifecycle(
  'TransportBag',
  BagStatus,
  {
    /** a new bag number scanned on the packaging screen */
    Create: { from: [null], to: BagStatus.Open, by: staff },
    AddOrder: { from: [BagStatus.Open], by: staff },
    RemoveOrder: { from: [BagStatus.Open], by: staff },
    /** weighed (typed or from the scale): the bag is "weighed" */
    Weigh: { from: [BagStatus.Open], by: staff },
    Depart: { from: [BagStatus.Open], to: BagStatus.Departed, by: staff },
    /** bag arrival receipt: irreversible, its orders' refunds are locked */
    Arrive: { from: [BagStatus.Departed], to: BagStatus.Arrived, by: staff },
  },
  {
    record: texts('袋号', '袋號', 'bag'),
    states: {
      [BagStatus.Open]: texts('装袋中', '裝袋中', 'open'),
      [BagStatus.Departed]: texts('已发车', '已發車', 'departed'),
      [BagStatus.Arrived]: texts('已到仓', '已到倉', 'arrived'),
    },
    actions: {
      Create: texts('创建', '建立', 'created'),
      AddOrder: texts('装入订单', '裝入訂單', 'given an order'),
      RemoveOrder: texts('移出订单', '移出訂單', 'emptied of an order'),
      Weigh: texts('称重', '稱重', 'weighed'),
      Depart: texts('发车', '發車', 'departed'),
      Arrive: texts('到仓签收', '到倉簽收', 'received'),
    },
  },
);

export const baggingLifecycle = defineLifecycle(
  'LogisticsOrderBagging',
  BaggingStatus,
  {
    Bag: { from: [BaggingStatus.NotBagged], to: BaggingStatus.Bagged, by: staff },
    /** taken out of its bag while the shift is open */
    Unbag: { from: [BaggingStatus.Bagged], to: BaggingStatus.NotBagged, by: staff },
  },
  {
    record: texts('物流订单', '物流訂單', 'logistics order'),
    states: {
      [BaggingStatus.NotBagged]: texts('未装袋', '未裝袋', 'not bagged'),
      [BaggingStatus.Bagged]: texts('已装袋', '已裝袋', 'bagged'),
    },
    actions: {
      Bag: texts('装袋', '裝袋', 'bagged'),
      Unbag: texts('移出袋子', '移出袋子', 'taken out of its bag'),
    },
  },
);

// ── Shifts (a site list) ─────────────────────────────────────────────────────────────────────

export const SHIFT_NAME_MAX = 64;
export const SHIFT_REMARKS_MAX = 255;
export const SHIFT_SCOPE_MAX = 100;
export const BAG_NUMBER_MAX = 64;
export const SHIFT_TRACK_PLACE_MAX = 128;
export const SHIFT_TRACK_TEXT_MAX = 500;

/** A limit: a decimal greater than zero. */
const positive = (decimals: number, digits: number) => boundedDecimal(decimals, digits).refine((text) => /[1-9]/.test(text), { message: 'NumberZeroError' });
const date = z
  .string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'DateFormat', abort: true })
  .refine(isCalendarDate, { message: 'DateFormat' });
const ids = () => z.array(recordId(), { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }).min(1, { message: 'SelectAtLeastOne' }).max(SHIFT_SCOPE_MAX);
const id = z.int32({ error: numberTypeError }).positive();

/** A shift's track as listed: how many orders it reached. */
export const shiftTrackRow = z.object({
  Id: z.int32(),
  TrackTime: z.string(),
  Place: z.string(),
  Text: z.string(),
  Texts: z.record(z.string(), z.string()),
  /** how many orders it reached */
  OrderCount: z.int32(),
  CreatedBy: z.string(),
  CreationTime: z.string(),
});
export type ShiftTrack = z.output<typeof shiftTrackRow>;

const shiftList = siteListCalls('TransportShift', {
  fields: {
    Name: requiredText(SHIFT_NAME_MAX),
    /** per box of an order put in a bag, cm */
    MaxLength: positive(1, 5),
    MaxWidth: positive(1, 5),
    MaxHeight: positive(1, 5),
    /** per bag, kg */
    MaxWeight: positive(3, 6),
    /** the whole shift, kg (against UsedWeight) */
    BearableWeight: positive(3, 8),
    WarehouseIds: ids(),
    TypeOfShippingIds: ids(),
    CarrierIds: ids(),
    CustomsClearanceCompanyId: recordId(),
    /** ISO 3166-1 alpha-2 of the destination country */
    DestinationCountryCode: z
      .string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) })
      .regex(/^[A-Za-z]{2}$/, { message: 'InvalidFormat' })
      .transform((code) => code.toUpperCase()),
    DepartureDate: date,
    EstimatedArrivalDate: date,
    Remarks: optionalText(SHIFT_REMARKS_MAX),
  },
  rules: (schema) =>
    schema.superRefine((f, ctx) => {
      if (f.DepartureDate && f.EstimatedArrivalDate && f.EstimatedArrivalDate < f.DepartureDate) ctx.addIssue({ code: 'custom', path: ['EstimatedArrivalDate'], message: 'EndBeforeStart' });
    }),
  query: pagedQuery.extend({
    Name: z.string().max(SHIFT_NAME_MAX).optional(),
    SerialNumber: z.string().max(32).optional(),
    Status: z.int32().min(1).max(3).optional(),
    WarehouseId: id.optional(),
    ...siteChoice,
  }),
  wire: { DestinationCountryCode: z.string() },
  shown: { SerialNumber: z.string() },
  row: {
    Status: z.int32(),
    /** kept: what its bags weigh (never typed) */
    UsedWeight: z.string(),
    BagCount: z.int32(),
    OrderCount: z.int32(),
    WarehouseNames: z.array(z.string()),
    TypeOfShippingNames: z.array(z.string()),
    CarrierNames: z.array(z.string()),
    CustomsClearanceCompanyName: z.string(),
    DestinationCountryName: z.string(),
    DepartedTime: z.string(),
    ArrivedTime: z.string(),
    /** the shift's actions the caller may take now (its table): Edit, Delete, Depart, AddTrack */
    Actions: z.array(z.string()),
  },
  detail: {
    History: z.array(historyEntry),
    /** its tracks, newest first */
    Tracks: z.array(shiftTrackRow),
  },
  summaries: {
    list: 'Transport shifts of the site with their limits, used weight, bags and state',
    add: 'Create a transport shift (its serial number is given); warehouses, carriers and shipping types of the site',
    getEdit: 'The edit form values of a transport shift',
    edit: 'Save a transport shift while it is open',
    delete: 'Delete a transport shift while it is open and has no bags',
    detail: 'A transport shift with its change history',
  },
});

export const { fields: shiftFields, row: shiftRow, addBody: addShiftBody, detail: shiftDetail } = shiftList;
export type ShiftFields = z.output<typeof shiftFields>;
export type ShiftRow = z.output<typeof shiftRow>;
export const shiftQuery = shiftList.calls.list.request;
export const { list: getTransportShifts, add: addTransportShift, getEdit: getEditTransportShift, edit: editTransportShift, delete: deleteTransportShift, detail: getTransportShiftById } = shiftList.calls;
/** The site list's calls, which SiteListPage takes whole. */
export const transportShiftCalls = shiftList.calls;

const backstage = { access: 'granted', populations: ['backstage'] } as const;
const read = { readOnly: true } as const;

export const getSelectTransportShifts = defineCall('/TransportShift/GetSelectTransportShifts', {
  summary: 'The shifts of the site in one state (the packaging screen offers the open ones), or all of them, for choices and filters',
  request: z.object({ ...siteChoice, Status: z.int32().min(1).max(3).optional() }).optional(),
  response: z.array(z.object({ Id: z.int32(), Name: z.string(), SerialNumber: z.string(), Status: z.int32(), UsedWeight: z.string(), BearableWeight: z.string(), MaxWeight: z.string() })),
  ...backstage,
  ...read,
});

export const departBody = z.object({ Id: recordId() });
export const departAnswer = z.object({ Id: z.int32(), Status: z.int32(), OrderCount: z.int32(), BagCount: z.int32() });
export const departTransportShift = defineCall('/TransportShift/ConfirmDeparture', {
  summary: 'Confirm a shift’s departure (irreversible): its orders’ packing is locked and they become Outbound',
  request: departBody,
  response: departAnswer,
  ...backstage,
});

// ── Shift tracks ─────────────────────────────────────────────────────────────────────────────

export const shiftTrackBody = z
  .object({
    Id: recordId(),
    TrackTime: dateTime,
    Place: optionalText(SHIFT_TRACK_PLACE_MAX),
    Text: optionalText(SHIFT_TRACK_TEXT_MAX),
    TextZhCn: optionalText(SHIFT_TRACK_TEXT_MAX),
    TextZhTw: optionalText(SHIFT_TRACK_TEXT_MAX),
    TextEn: optionalText(SHIFT_TRACK_TEXT_MAX),
  })
  .superRefine((b, ctx) => {
    if (!b.Text && !b.TextZhCn && !b.TextZhTw && !b.TextEn) ctx.addIssue({ code: 'custom', path: ['Text'], message: 'CannotBeEmpty' });
  });
export const addShiftTrack = defineCall('/TransportShift/AddShiftTrack', {
  summary: 'Add a track to a shift: it reaches every order in the shift as an order track, for the customers',
  request: shiftTrackBody,
  response: shiftTrackRow,
  ...backstage,
});
export const getShiftTracks = defineCall('/TransportShift/GetShiftTracks', {
  summary: 'A shift’s tracks, newest first',
  request: z.object({ Id: recordId() }),
  response: z.array(shiftTrackRow),
  ...backstage,
  ...read,
});

// ── Bags and the packaging scan ──────────────────────────────────────────────────────────────

const bagNumber = z
  .string({ error: 'CannotBeEmpty' })
  .trim()
  .min(1, { error: 'CannotBeEmpty' })
  .max(BAG_NUMBER_MAX)
  .regex(/^[A-Za-z0-9-]+$/, { message: 'InvalidFormat' })
  .transform((n) => n.toUpperCase());

export const bagRow = z.object({
  Id: z.int32(),
  BagNumber: z.string(),
  ShiftId: z.int32(),
  ShiftName: z.string(),
  ShiftSerialNumber: z.string(),
  Status: z.int32(),
  OrderCount: z.int32(),
  /** what its orders weigh (kept) */
  Weight: z.string(),
  /** spec §4 weighing: weighed or not weighed, and what the scale said */
  Weighed: z.boolean(),
  WeighedWeight: z.string(),
  ArrivedTime: z.string(),
  CreationTime: z.string(),
  Actions: z.array(z.string()),
});
export type BagRow = z.output<typeof bagRow>;

/** An order in a bag, as the bag detail, the order detail and the screen list it. */
export const bagOrderRow = z.object({
  Id: z.int32(),
  OrderId: z.int32(),
  SerialNumber: z.string(),
  CarrierNo: z.string(),
  UserName: z.string(),
  MemberNumber: z.string(),
  BagId: z.int32(),
  BagNumber: z.string(),
  ShiftId: z.int32(),
  ShiftName: z.string(),
  Weight: z.string(),
  /** its largest box, L × W × H cm */
  Length: z.string(),
  Width: z.string(),
  Height: z.string(),
  CustomsClearanceNumber: z.string(),
  OrderStatus: z.int32(),
  BaggedBy: z.string(),
  BaggedTime: z.string(),
});
export type BagOrderRow = z.output<typeof bagOrderRow>;

export const scanBagBody = z.object({ ShiftId: recordId(), BagNumber: bagNumber });
export const scanBagAnswer = z.object({
  Bag: bagRow,
  /** the bag number was new: this scan made the bag */
  Created: z.boolean(),
  Orders: z.array(bagOrderRow),
  ShiftUsedWeight: z.string(),
  ShiftBearableWeight: z.string(),
  MaxWeight: z.string(),
});
export const scanBag = defineCall('/TransportShift/ScanBag', {
  summary: 'Open a bag of an open shift by its number for packaging; a new number makes the bag in the shift',
  request: scanBagBody,
  response: scanBagAnswer,
  ...backstage,
});

export const bagOrderBody = z.object({
  BagId: recordId(),
  /** the order's number or its carrier (tracking) number */
  Number: z.string({ error: 'CannotBeEmpty' }).trim().min(1, { error: 'CannotBeEmpty' }).max(64),
});
export const bagOrderAnswer = z.object({
  Order: bagOrderRow,
  Bag: bagRow,
  /** the order was in this bag already: nothing was done */
  Repeat: z.boolean(),
  ShiftUsedWeight: z.string(),
});
export const bagOrder = defineCall('/TransportShift/BagOrder', {
  summary: 'Put a packed order (scanned by its number or carrier number) in a bag: limits checked, a customs clearance number taken; the same scan again does nothing',
  request: bagOrderBody,
  response: bagOrderAnswer,
  ...backstage,
});
export const removeBagOrder = defineCall('/TransportShift/RemoveBagOrder', {
  summary: 'Take an order out of its bag while the shift is open; the weights go back',
  request: z.object({ OrderId: recordId() }),
  response: bagRow,
  ...backstage,
});
export const weighBagBody = z.object({ BagId: recordId(), Weight: positive(3, 6) });
export const weighBag = defineCall('/TransportShift/WeighBag', {
  summary: 'Record a bag’s weight (typed or from the scale): the bag is weighed',
  request: weighBagBody,
  response: bagRow,
  ...backstage,
});

export const bagQuery = pagedQuery.extend({
  /** bag numbers, one per line */
  BagNumbers: zBatchSearch.optional(),
  ShiftId: id.optional(),
  Status: z.int32().min(1).max(3).optional(),
  Weighed: z.boolean().optional(),
  ...siteChoice,
});
export const getBags = defineCall('/TransportShift/GetBags', {
  summary: 'Bag numbers: every bag with its shift, state, orders, weight and whether it is weighed',
  request: bagQuery,
  response: listOf(bagRow),
  ...backstage,
  ...read,
});
export const bagDetail = bagRow.extend({ Orders: z.array(bagOrderRow), History: z.array(historyEntry) });
export const getBagById = defineCall('/TransportShift/GetBagById', {
  summary: 'Bag detail: its orders with customer, weight, size and customs clearance number, and its history',
  request: z.object({ Id: recordId() }),
  response: bagDetail,
  ...backstage,
  ...read,
});
export const bagOrderQuery = pagedQuery.extend({
  /** order or carrier numbers, one per line */
  Numbers: zBatchSearch.optional(),
  ShiftId: id.optional(),
  BagNumber: z.string().max(BAG_NUMBER_MAX).optional(),
  ...siteChoice,
});
export const getBagOrders = defineCall('/TransportShift/GetBagOrders', {
  summary: 'Order detail: bagged orders by shift, bag and number',
  request: bagOrderQuery,
  response: listOf(bagOrderRow),
  ...backstage,
  ...read,
});

// ── Bag arrival receipt ──────────────────────────────────────────────────────────────────────

export const receiveBagAnswer = z.object({
  Bag: bagRow,
  /** spec §8 "repeat arrival at warehouse": received before, nothing was done */
  Repeat: z.boolean(),
  /** the shift arrived with this bag (its last) */
  ShiftArrived: z.boolean(),
  OrderCount: z.int32(),
});
export const receiveBag = defineCall('/TransportShift/ReceiveBag', {
  summary: 'Bag arrival receipt: a departed shift’s bag arrives (irreversible: its orders’ refunds are locked); a repeat scan does nothing',
  request: z.object({ BagNumber: bagNumber }),
  response: receiveBagAnswer,
  ...backstage,
});
