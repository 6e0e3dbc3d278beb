import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How a warehouse's pickable orders are grouped into picking lists (contracts pickingLists.ts). */
export const pickingRules = pgTable(
  'picking_rules',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: varchar('name', { length: 64 }).notNull(),
    /** PickingGroupBy */
    groupBy: smallint('group_by').notNull(),
    byPartition: boolean('by_partition').notNull().default(false),
    maxOrders: integer('max_orders').notNull(),
    maxLines: integer('max_lines').notNull(),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('picking_rules_warehouse_name').on(t.warehouseId, t.name), index('picking_rules_automatic').on(t.siteId).where(sql`${t.isAutomatic} and ${t.isEnabled}`)],
);

/**
 * A picking list: two axes, `status` (PickingStatus, pickingLifecycle) and `claim_status`
 * (ClaimStatus, claimLifecycle) with the claimer. Number `PK` + UTC day + id, unique per site.
 */
export const pickingLists = pgTable(
  'picking_lists',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    number: varchar('number', { length: 32 }).notNull(),
    /** the rule that made it (its name kept: a rule may be deleted later) */
    ruleId: integer('rule_id'),
    ruleName: varchar('rule_name', { length: 64 }).notNull().default(''),
    status: smallint('status').notNull(),
    claimStatus: smallint('claim_status').notNull().default(0),
    claimerId: integer('claimer_id').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('picking_lists_site_number').on(t.siteId, t.number),
    index('picking_lists_site').on(t.siteId, t.id),
    index('picking_lists_claimer').on(t.claimerId, t.id).where(sql`${t.claimerId} is not null`),
  ],
);

/**
 * The orders of a list. `live` turns false when the order leaves the list (taken off, the list
 * deleted, or its sorting completed): the partial unique index lets an order be on one live list
 * only, so of two lists taking the same order at once one wins and the other is refused.
 */
export const pickingListOrders = pgTable(
  'picking_list_orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    pickingListId: integer('picking_list_id')
      .notNull()
      .references(() => pickingLists.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    live: boolean('live').notNull().default(true),
    /** reported missing: an exception until staff take it off or mark it found */
    missing: boolean('missing').notNull().default(false),
    missingReason: varchar('missing_reason', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('picking_list_orders_live_order').on(t.orderId).where(sql`${t.live}`),
    index('picking_list_orders_list').on(t.pickingListId),
  ],
);

/**
 * What the picker takes: a parcel (quantity 1) on its shelf, or a quantity of a commodity on one
 * shelf its frozen stock is on. Lines of an order taken off the list go with it.
 */
export const pickingListLines = pgTable(
  'picking_list_lines',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    pickingListId: integer('picking_list_id')
      .notNull()
      .references(() => pickingLists.id, { onDelete: 'cascade' }),
    listOrderId: integer('list_order_id')
      .notNull()
      .references(() => pickingListOrders.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    /** PickingLineKind */
    kind: smallint('kind').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    commodityId: integer('commodity_id').references(() => commodities.id),
    shelfId: integer('shelf_id').references(() => shelves.id),
    /** copies taken when the list was made: the paper and the scan read them */
    shelfCode: varchar('shelf_code', { length: 64 }).notNull().default(''),
    partitionName: varchar('partition_name', { length: 64 }).notNull().default(''),
    code: varchar('code', { length: 64 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull().default(''),
    name: varchar('name', { length: 128 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
  },
  (t) => [index('picking_list_lines_list').on(t.pickingListId, t.shelfCode), index('picking_list_lines_order').on(t.listOrderId)],
);

/** A commodity scan counted: its client scan id is unique per list, so sending it again counts nothing. */
export const pickingScans = pgTable(
  'picking_scans',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    pickingListId: integer('picking_list_id')
      .notNull()
      .references(() => pickingLists.id, { onDelete: 'cascade' }),
    scanId: varchar('scan_id', { length: 64 }).notNull(),
    lineId: integer('line_id')
      .notNull()
      .references(() => pickingListLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    scannedBy: integer('scanned_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('picking_scans_list_scan').on(t.pickingListId, t.scanId)],
);
