import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A transfer plan between two warehouses of a site (contracts transferPlans.ts). `status` is its
 * TransferPlanStatus; `order_id` the order it transfers, if any (one live plan per order: the partial
 * unique index decides two transfers of one order at once).
 */
export const transferPlans = pgTable(
  'transfer_plans',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    fromWarehouseId: integer('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: smallint('status').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    orderId: integer('order_id').references(() => logisticsOrders.id),
    createdBy: integer('created_by').references(() => users.id),
    dispatchedAt: at('dispatched_at'),
    receivedAt: at('received_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfer_plans_site_serial').on(t.siteId, t.serialNumber),
    index('transfer_plans_site').on(t.siteId, t.status, t.id),
    uniqueIndex('transfer_plans_live_order').on(t.orderId).where(sql`${t.orderId} is not null and ${t.status} in (1, 2)`),
  ],
);

/**
 * A plan's line: a parcel (quantity 1) or a commodity quantity of one merchant (`owner_id`; null for
 * an unknown parcel). `live` is true while the plan is Draft or Dispatched and the line not received:
 * the partial unique indexes keep a parcel, and a commodity's stock in a warehouse, in one live plan.
 * `received_at` set once: the receive scan's conditional update decides which of two scans receives.
 */
export const transferPlanLines = pgTable(
  'transfer_plan_lines',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => transferPlans.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id),
    /** TransferLineKind */
    kind: varchar('kind', { length: 16 }).notNull(),
    packageId: integer('package_id').references(() => packages.id),
    commodityId: integer('commodity_id').references(() => commodities.id),
    /** the plan's from warehouse (the stock's place) */
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    /** the shelf a parcel left at dispatch */
    shelfId: integer('shelf_id').references(() => shelves.id),
    /** an order's transfer: its commodity quantity is the order's frozen stock, not the merchant's Available */
    orderStock: boolean('order_stock').notNull().default(false),
    live: boolean('live').notNull().default(true),
    receivedAt: at('received_at'),
    receivedBy: integer('received_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_plan_lines_plan').on(t.planId, t.id),
    uniqueIndex('transfer_plan_lines_live_parcel').on(t.packageId).where(sql`${t.live} and ${t.packageId} is not null`),
    uniqueIndex('transfer_plan_lines_live_stock').on(t.commodityId, t.warehouseId).where(sql`${t.live} and ${t.commodityId} is not null and not ${t.orderStock}`),
  ],
);
