import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { packing as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const kg = (name: string) => numeric(name, { precision: 12, scale: 3 });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order's packing (contracts packing.ts): made at its first scan, one per order. `round` grows
 * each time packing is reopened; the scans of the current round count, and a finish writes the
 * round's boxes, weights and what became of the price difference. `packed_at` is null while the
 * round is open. `owner_id` is the order's customer, so a customer reads their own boxes.
 */
export const packings = pgTable(
  'packings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    round: integer('round').notNull().default(1),
    boxes: jsonb('boxes').$type<z.output<typeof contract.packBox>[]>().notNull().default([]),
    weight: kg('weight').notNull().default('0'),
    volumeWeight: kg('volume_weight').notNull().default('0'),
    billingWeight: kg('billing_weight').notNull().default('0'),
    totalBefore: amount('total_before').notNull().default('0'),
    totalAfter: amount('total_after').notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default(''),
    /** PackBilling of the last finish */
    billing: smallint('billing'),
    /** the bill the last finish made (a regenerated freight bill or a packing difference bill) */
    billId: integer('bill_id').references(() => bills.id),
    packedBy: integer('packed_by').references(() => users.id),
    packedAt: at('packed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packings_order').on(t.orderId),
    // The staff's list: packed orders, newest first.
    index('packings_packed').on(t.siteId, t.packedAt).where(sql`${t.packedAt} is not null`),
  ],
);

/**
 * One scan counted into a packing's round: a parcel (quantity 1; the partial unique index makes the
 * same parcel twice count once, even scanned at two screens at once) or a commodity quantity. The
 * screen's `client_scan_id` is unique per site: a retried scan adds nothing.
 */
export const packingScans = pgTable(
  'packing_scans',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    packingId: integer('packing_id')
      .notNull()
      .references(() => packings.id),
    round: integer('round').notNull(),
    /** PackItemKind */
    kind: varchar('kind', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    clientScanId: varchar('client_scan_id', { length: 64 }).notNull(),
    scannedBy: integer('scanned_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('packing_scans_client').on(t.siteId, t.clientScanId),
    uniqueIndex('packing_scans_parcel').on(t.packingId, t.round, t.itemId).where(sql`${t.kind} = 'Package'`),
    index('packing_scans_packing').on(t.packingId, t.round),
  ],
);
