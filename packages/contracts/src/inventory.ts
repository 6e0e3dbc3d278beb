import { texts, type Texts } from './messages.ts';

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
};
