import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { texts, type Texts } from './messages.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * The inventory ledger (spec §3 Commodity inventory quantities; issue 19 "Inventory"): the stock a
 * warehouse holds for a merchant, per commodity, warehouse and shelf. Every change is a movement
 * between two buckets (or into / out of the books) written by the server's one entry point
 * (modules/inventory moveStock); the counters follow the movements.
 *
 * Total = Available + Frozen + Defective + Question. Goods in transit are announced, not held: they
 * are counted apart and are not part of the total.
 */

export const StockBucket = { InTransit: 1, Available: 2, Frozen: 3, Defective: 4, Question: 5 } as const;
export type StockBucket = (typeof StockBucket)[keyof typeof StockBucket];
export const STOCK_BUCKETS = Object.values(StockBucket);
/** The buckets of goods the warehouse holds, whose sum is Total (frozen, defective and questioned goods take space too); not InTransit. */
export const HELD_BUCKETS: readonly StockBucket[] = [StockBucket.Available, StockBucket.Frozen, StockBucket.Defective, StockBucket.Question];

export const STOCK_BUCKET_NAMES: Record<StockBucket, Texts> = {
  [StockBucket.InTransit]: texts('在途', '在途', 'in transit'),
  [StockBucket.Available]: texts('可用', '可用', 'available'),
  [StockBucket.Frozen]: texts('冻结', '凍結', 'frozen'),
  [StockBucket.Defective]: texts('不良品', '不良品', 'defective'),
  [StockBucket.Question]: texts('问题件', '問題件', 'in question'),
};

/** The wire field of each bucket's quantity (lists, the refusal naming the bucket that would go below zero). */
export const STOCK_BUCKET_FIELDS = {
  [StockBucket.InTransit]: 'InTransitQuantity',
  [StockBucket.Available]: 'AvailableQuantity',
  [StockBucket.Frozen]: 'FrozenQuantity',
  [StockBucket.Defective]: 'DefectiveQuantity',
  [StockBucket.Question]: 'QuestionQuantity',
} as const satisfies Record<StockBucket, string>;

/** Why stock moved: every movement row carries one. */
export const StockMovementType = {
  /** an inbound document announces goods: null → in transit */
  InboundAnnounced: 1,
  /** an announced inbound document is cancelled or arrives short: in transit → null */
  InboundCancelled: 2,
  /** inspected on arrival: in transit → available, defective or in question (not yet on a shelf) */
  Received: 3,
  PutOnShelf: 4,
  LowerShelf: 5,
  Freeze: 6,
  Unfreeze: 7,
  Adjust: 8,
  MoveShelf: 9,
  /** a difference found by counting a shelf */
  StockTake: 10,
  /** goods leave with an outbound order (issues 20, 22) */
  Outbound: 11,
  /** a transfer plan is dispatched: the goods leave the from warehouse and are in transit at the to warehouse (modules/transferPlans) */
  TransferOut: 12,
  /** a transfer plan's line is received at the to warehouse: in transit → available (an order's: frozen), not on a shelf */
  TransferIn: 13,
} as const;
export type StockMovementType = (typeof StockMovementType)[keyof typeof StockMovementType];
export const STOCK_MOVEMENT_TYPES = Object.values(StockMovementType);

export const STOCK_MOVEMENT_TYPE_NAMES: Record<StockMovementType, Texts> = {
  [StockMovementType.InboundAnnounced]: texts('入库预报', '入庫預報', 'inbound announced'),
  [StockMovementType.InboundCancelled]: texts('入库取消', '入庫取消', 'inbound cancelled'),
  [StockMovementType.Received]: texts('入库质检', '入庫質檢', 'received'),
  [StockMovementType.PutOnShelf]: texts('上架', '上架', 'put on shelf'),
  [StockMovementType.LowerShelf]: texts('下架', '下架', 'taken off shelf'),
  [StockMovementType.Freeze]: texts('冻结', '凍結', 'freeze'),
  [StockMovementType.Unfreeze]: texts('解冻', '解凍', 'unfreeze'),
  [StockMovementType.Adjust]: texts('库存调整', '庫存調整', 'adjustment'),
  [StockMovementType.MoveShelf]: texts('移库', '移庫', 'shelf move'),
  [StockMovementType.StockTake]: texts('盘点', '盤點', 'stock-take'),
  [StockMovementType.Outbound]: texts('出库', '出庫', 'outbound'),
  [StockMovementType.TransferOut]: texts('调拨出库', '調撥出庫', 'transfer out'),
  [StockMovementType.TransferIn]: texts('调拨入库', '調撥入庫', 'transfer in'),
};

// ── Calls ──────────────────────────────────────────────────────────────────────────────────────

const quantityOf = z.int32({ error: numberTypeError });
const positiveQuantity = () => quantityOf.min(1);
const reason = (required: boolean) => (required ? requiredText(STOCK_REASON_MAX) : optionalText(STOCK_REASON_MAX));
/** Where a stock lies: shelf null (or left out) is the goods not on a shelf. */
const place = { CommodityId: recordId(), WarehouseId: recordId() };
const shelfOrNone = recordId().nullable().default(null);

export const STOCK_REASON_MAX = 255;
/** Lines of one shelf's count. */
export const STOCK_TAKE_LINES_MAX = 500;

/** The merchant's query: Content matches the commodity's code, SKU or name. */
export const userInventoryQuery = pagedQuery.extend({
  Content: z.string().max(100).optional(),
  WarehouseId: recordId().optional(),
  /** only the stocks whose available quantity is below their early warning */
  BelowWarning: z.boolean().optional(),
});
/** Staff's: also by shelf and merchant (platform staff by site). */
export const inventoryQuery = userInventoryQuery.extend({ ShelfId: recordId().optional(), UserId: recordId().optional(), ...siteChoice });

const quantities = {
  TotalQuantity: z.int32(),
  AvailableQuantity: z.int32(),
  FrozenQuantity: z.int32(),
  DefectiveQuantity: z.int32(),
  QuestionQuantity: z.int32(),
  InTransitQuantity: z.int32(),
};

/** A commodity's stock in one warehouse, over all its shelves. */
export const inventoryRow = z.object({
  CommodityId: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  ...quantities,
  /** null: none set */
  EarlyWarningQuantity: z.int32().nullable(),
  BelowWarning: z.boolean(),
  UpdateTime: z.string(),
});
export type InventoryRow = z.output<typeof inventoryRow>;

/** The same stock, one row per place (ShelfId null: not on a shelf). */
export const inventoryShelfRow = z.object({ StockId: z.int32(), ShelfId: z.int32().nullable(), ShelvesNumber: z.string(), ...quantities });
export type InventoryShelfRow = z.output<typeof inventoryShelfRow>;

export const movementQuery = pagedQuery.extend(place);
export const movementRow = z.object({
  Id: z.int32(),
  /** StockMovementType */
  Type: z.int32(),
  Quantity: z.int32(),
  /** StockBucket; null: the goods entered the books */
  FromBucket: z.int32().nullable(),
  FromShelvesNumber: z.string(),
  FromBefore: z.int32().nullable(),
  FromAfter: z.int32().nullable(),
  /** StockBucket; null: the goods left the books */
  ToBucket: z.int32().nullable(),
  ToShelvesNumber: z.string(),
  ToBefore: z.int32().nullable(),
  ToAfter: z.int32().nullable(),
  DocumentType: z.string(),
  DocumentId: z.int32().nullable(),
  Reason: z.string(),
  /** who moved it; a merchant reads "the warehouse" for staff */
  OperatorName: z.string(),
  CreationTime: z.string(),
});
export type MovementRow = z.output<typeof movementRow>;

export const freezeBody = z.object({ ...place, ShelfId: shelfOrNone, Quantity: positiveQuantity(), Reason: reason(false) });
export type FreezeBody = z.output<typeof freezeBody>;

/** The buckets an adjustment may correct (in transit follows its inbound document, frozen its freeze). */
export const ADJUSTABLE_BUCKETS = [StockBucket.Available, StockBucket.Defective, StockBucket.Question] as const;
export const adjustBody = z.object({
  ...place,
  ShelfId: shelfOrNone,
  Bucket: quantityOf.refine((b) => (ADJUSTABLE_BUCKETS as readonly number[]).includes(b), { message: 'InvalidValue' }),
  /** added (positive) or taken (negative) */
  Quantity: quantityOf.refine((q) => q !== 0, { message: 'CannotBeZero' }),
  Reason: reason(true),
});
export type AdjustBody = z.output<typeof adjustBody>;

export const moveShelfBody = z
  .object({
    ...place,
    FromShelfId: shelfOrNone,
    ToShelfId: recordId(),
    Bucket: quantityOf.refine((b) => b !== StockBucket.InTransit && (STOCK_BUCKETS as readonly number[]).includes(b), { message: 'InvalidValue' }),
    Quantity: positiveQuantity(),
    Reason: reason(false),
  })
  .refine((b) => b.FromShelfId !== b.ToShelfId, { path: ['ToShelfId'], message: 'StockMoveSameSide' });
export type MoveShelfBody = z.output<typeof moveShelfBody>;

/** A shelf's count: per commodity, what was found in each bucket a count decides. */
export const stockTakeBody = z.object({
  ShelfId: recordId(),
  Lines: z
    .array(
      z.object({
        CommodityId: recordId(),
        AvailableQuantity: quantityOf.min(0),
        DefectiveQuantity: quantityOf.min(0).default(0),
        QuestionQuantity: quantityOf.min(0).default(0),
      }),
    )
    .min(1, { message: 'SelectAtLeastOne' })
    .max(STOCK_TAKE_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.CommodityId)).size === lines.length, { message: 'StockTakeDuplicateCommodity' }),
  Reason: reason(false),
});
export type StockTakeBody = z.output<typeof stockTakeBody>;
export const stockTakeResult = z.object({
  /** the commodities whose count differed from the books, with the differences written */
  Differences: z.array(z.object({ CommodityId: z.int32(), Bucket: z.int32(), Quantity: z.int32() })),
});

export const earlyWarningBody = z.object({ ...place, Quantity: quantityOf.min(0) });
export type EarlyWarningBody = z.output<typeof earlyWarningBody>;

const staff = { access: 'granted', populations: ['backstage'] } as const;
const merchant = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

export const getInventory = defineCall('/Inventory/GetInventory', {
  summary: 'The site’s stock per commodity and warehouse with its six quantities and early warning, by commodity, warehouse, shelf, merchant or below warning',
  request: inventoryQuery,
  response: listOf(inventoryRow),
  ...staff,
  ...read,
});
export const getInventoryShelves = defineCall('/Inventory/GetInventoryShelves', {
  summary: 'The stock of a commodity in a warehouse, per shelf',
  request: z.object(place),
  response: z.array(inventoryShelfRow),
  ...staff,
  ...read,
});
/** What the books hold on one shelf, per commodity (the stock-take's starting point). */
export const shelfStockRow = z.object({ CommodityId: z.int32(), CommodityCode: z.string(), CommoditySku: z.string(), CommodityName: z.string(), UserName: z.string(), ...quantities });
export const getShelfStock = defineCall('/Inventory/GetShelfStock', {
  summary: 'The stock on one shelf, per commodity',
  request: z.object({ ShelfId: recordId() }),
  response: z.array(shelfStockRow),
  ...staff,
  ...read,
});
export const getStockMovements = defineCall('/Inventory/GetStockMovements', {
  summary: 'The movements of a commodity’s stock in a warehouse, newest first',
  request: movementQuery,
  response: listOf(movementRow),
  ...staff,
  ...read,
});
export const getEarlyWarnings = defineCall('/Inventory/GetEarlyWarnings', {
  summary: 'The stocks whose available quantity is below their early-warning quantity',
  request: inventoryQuery.omit({ BelowWarning: true }),
  response: listOf(inventoryRow),
  ...staff,
  ...read,
});
export const freezeStock = defineCall('/Inventory/Freeze', {
  summary: 'Freeze available stock (on a shelf or not)',
  request: freezeBody,
  response: z.array(inventoryShelfRow),
  ...staff,
});
export const unfreezeStock = defineCall('/Inventory/Unfreeze', {
  summary: 'Make frozen stock available again',
  request: freezeBody,
  response: z.array(inventoryShelfRow),
  ...staff,
});
export const adjustStock = defineCall('/Inventory/Adjust', {
  summary: 'Add to or take from the available, defective or in-question stock, with a reason',
  request: adjustBody,
  response: z.array(inventoryShelfRow),
  ...staff,
});
export const moveStockShelf = defineCall('/Inventory/MoveShelf', {
  summary: 'Move stock of one bucket from a shelf (or from no shelf) to another shelf',
  request: moveShelfBody,
  response: z.array(inventoryShelfRow),
  ...staff,
});
export const stockTake = defineCall('/Inventory/StockTake', {
  summary: 'Record a shelf’s count; differences from the books become stock-take adjustments',
  request: stockTakeBody,
  response: stockTakeResult,
  ...staff,
});
export const setEarlyWarningQuantity = defineCall('/Inventory/SetEarlyWarningQuantity', {
  summary: 'Set the early-warning quantity of a commodity in a warehouse (0 turns it off)',
  request: earlyWarningBody,
  response: z.object({ EarlyWarningQuantity: z.int32() }),
  ...staff,
});

export const getUserInventory = defineCall('/UserInventory/GetInventory', {
  summary: 'The merchant’s stock per commodity and warehouse',
  request: userInventoryQuery,
  response: listOf(inventoryRow),
  ...merchant,
  ...read,
});
export const getUserStockMovements = defineCall('/UserInventory/GetStockMovements', {
  summary: 'The movements of one of the merchant’s stocks, newest first',
  request: movementQuery,
  response: listOf(movementRow),
  ...merchant,
  ...read,
});
export const setUserEarlyWarningQuantity = defineCall('/UserInventory/SetEarlyWarningQuantity', {
  summary: 'Set the early-warning quantity of one of the merchant’s commodities in a warehouse',
  request: earlyWarningBody,
  response: z.object({ EarlyWarningQuantity: z.int32() }),
  ...merchant,
});
