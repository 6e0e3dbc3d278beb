import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const quantity = (name: string) => integer(name).notNull().default(0);

/**
 * The stock of one commodity in one warehouse, on one shelf (shelf null: not on a shelf, in transit
 * or received and not shelved yet). `owner_id` is the commodity's merchant, for row-level security.
 * The counters change only through moveStock (index.ts), in the transaction that writes their
 * movements; the checks keep them whole even against a faulty write.
 */
export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shelfId: integer('shelf_id').references(() => shelves.id),
    total: quantity('total'),
    available: quantity('available'),
    frozen: quantity('frozen'),
    defective: quantity('defective'),
    question: quantity('question'),
    inTransit: quantity('in_transit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one row per place: a second "not on a shelf" row of the same commodity and warehouse is refused too
    unique('stocks_place').on(t.commodityId, t.warehouseId, t.shelfId).nullsNotDistinct(),
    index('stocks_site_warehouse').on(t.siteId, t.warehouseId, t.commodityId),
    index('stocks_owner').on(t.ownerId, t.commodityId),
    index('stocks_shelf').on(t.shelfId),
    check(
      'stocks_counters_whole',
      sql`${t.available} >= 0 and ${t.frozen} >= 0 and ${t.defective} >= 0 and ${t.question} >= 0 and ${t.inTransit} >= 0 and ${t.total} = ${t.available} + ${t.frozen} + ${t.defective} + ${t.question}`,
    ),
  ],
);

/** A business event applied to stock: its key is unique per site, so the same event never moves stock twice. */
export const stockEvents = pgTable(
  'stock_events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    eventKey: varchar('event_key', { length: 128 }).notNull(),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentId: integer('document_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_events_site_key').on(t.siteId, t.eventKey)],
);

/**
 * The ledger: one row per move, never updated or deleted (the application role may only read and
 * insert it: platform/tenancy.ts APPEND_ONLY_TABLES). A move leaves one bucket of one stock row and
 * reaches one bucket of another (or the same) row; a side is null where goods enter or leave the
 * books. Each counter of a stock row equals what its movements brought in minus what they took out.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => stockEvents.id),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** StockMovementType */
    type: smallint('type').notNull(),
    quantity: integer('quantity').notNull(),
    fromStockId: integer('from_stock_id').references(() => stocks.id),
    fromShelfId: integer('from_shelf_id').references(() => shelves.id),
    /** StockBucket; null: the goods entered the books */
    fromBucket: smallint('from_bucket'),
    fromBefore: integer('from_before'),
    fromAfter: integer('from_after'),
    toStockId: integer('to_stock_id').references(() => stocks.id),
    toShelfId: integer('to_shelf_id').references(() => shelves.id),
    /** StockBucket; null: the goods left the books */
    toBucket: smallint('to_bucket'),
    toBefore: integer('to_before'),
    toAfter: integer('to_after'),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentId: integer('document_id'),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_from').on(t.fromStockId, t.id),
    index('stock_movements_to').on(t.toStockId, t.id),
    index('stock_movements_place').on(t.siteId, t.commodityId, t.warehouseId, t.id),
    check('stock_movements_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_movements_has_a_side', sql`${t.fromBucket} is not null or ${t.toBucket} is not null`),
  ],
);

/**
 * The early-warning quantity of a commodity in a warehouse: when its available stock (all shelves)
 * falls below it, the merchant is told and staff see it in the early-warning list.
 */
export const stockWarnings = pgTable(
  'stock_warnings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stock_warnings_place').on(t.commodityId, t.warehouseId), check('stock_warnings_quantity', sql`${t.quantity} >= 0`)],
);
