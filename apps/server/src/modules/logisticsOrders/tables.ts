import { sql } from 'drizzle-orm';
import { boolean, index, type AnyPgColumn, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { logisticsOrders as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { packages } from '../parcels/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const kg = (name: string) => numeric(name, { precision: 12, scale: 3 });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** What a commodity line holds: the commodity as it was when the order took it. */
export interface OrderCommodityLine {
  CommodityId: number;
  CommodityCode: string;
  CommoditySku: string;
  CommodityName: string;
  Quantity: number;
  Weight: string;
  /** where its stock was frozen, shelf by shelf: cancelling unfreezes exactly there */
  Places: { ShelfId: number | null; Quantity: number }[];
}

/**
 * Logistics orders (contracts logisticsOrders.ts). One column per state axis; the recipient, the
 * declarant, the goods, the value-added services and the accepted breakdown are copies taken on
 * submission (JSON), so a later change to the address book or a quotation changes no order.
 * `owner_id` is the customer: row-level security keeps a portal user to their own.
 */
export const logisticsOrders = pgTable(
  'logistics_orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    carrierNo: varchar('carrier_no', { length: 64 }).notNull().default(''),
    /** OrderSource */
    source: smallint('source').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** the six axes: OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus, PrintStatus, CodStatus */
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    freezeStatus: smallint('freeze_status').notNull().default(0),
    printStatus: smallint('print_status').notNull().default(0),
    codStatus: smallint('cod_status').notNull().default(0),
    // A quotation may be deleted later: the order keeps its id and name as they were.
    quotationId: integer('quotation_id').notNull(),
    quotationName: varchar('quotation_name', { length: 128 }).notNull(),
    typeOfShippingName: varchar('type_of_shipping_name', { length: 128 }).notNull().default(''),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    cargoTypeId: integer('cargo_type_id').references(() => cargoTypes.id),
    packageCount: integer('package_count').notNull(),
    pieceCount: integer('piece_count').notNull(),
    weight: kg('weight').notNull(),
    volumeWeight: kg('volume_weight').notNull(),
    fareWeight: kg('fare_weight').notNull(),
    billedWeightSteps: jsonb('billed_weight_steps').$type<string[]>().notNull().default([]),
    declaredPrice: amount('declared_price').notNull(),
    declaredCurrency: varchar('declared_currency', { length: 3 }).notNull(),
    isCod: boolean('is_cod').notNull().default(false),
    collection: amount('collection').notNull().default('0'),
    taxType: smallint('tax_type').notNull(),
    totalAmount: amount('total_amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    recipient: jsonb('recipient').$type<z.output<typeof contract.recipientSnapshot>>().notNull(),
    recipientName: varchar('recipient_name', { length: 64 }).notNull(),
    recipientCountryCode: varchar('recipient_country_code', { length: 2 }).notNull(),
    recipientPhone: varchar('recipient_phone', { length: 32 }).notNull().default(''),
    declarant: jsonb('declarant').$type<z.output<typeof contract.declarantSnapshot>>(),
    goods: jsonb('goods').$type<z.output<typeof contract.goodsLine>[]>().notNull(),
    commodities: jsonb('commodities').$type<OrderCommodityLine[]>().notNull().default([]),
    services: jsonb('services').$type<z.output<typeof contract.orderService>[]>().notNull().default([]),
    charges: jsonb('charges').$type<z.output<typeof contract.orderCharge>[]>().notNull(),
    rejectReason: varchar('reject_reason', { length: 255 }).notNull().default(''),
    freezeReason: varchar('freeze_reason', { length: 255 }).notNull().default(''),
    cancelReason: varchar('cancel_reason', { length: 255 }).notNull().default(''),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    /** split data: the order this one was split off (SplitLogisticsOrder) */
    parentOrderId: integer('parent_order_id').references((): AnyPgColumn => logisticsOrders.id),
    /** a peer order's pieces as handed over (its goods are no parcels of ours) */
    pieces: jsonb('pieces').$type<z.output<typeof contract.peerPieceRow>[]>().notNull().default([]),
    /** the peer's own number of a peer order */
    peerNumber: varchar('peer_number', { length: 64 }).notNull().default(''),
    latestTrack: jsonb('latest_track').$type<Record<string, string>>(),
    latestTrackAt: at('latest_track_at'),
    approvedAt: at('approved_at'),
    /** the money area's (modules/wallets): once set (a bag's arrival is confirmed) its bills are no longer refunded */
    refundLocked: boolean('refund_locked').notNull().default(false),
    /** set when the order's shift departs (issue 22): its packing is no longer reopened (modules/packing) */
    packingLocked: boolean('packing_locked').notNull().default(false),
    /** the Bagging axis (transportShifts BaggingStatus): 1 while the order is in a customs bag (modules/transportShifts) */
    baggingStatus: smallint('bagging_status').notNull().default(0),
    /** quoted from the shift's customs clearance company when the order is first bagged (modules/transportShifts) */
    customsClearanceNumber: varchar('customs_clearance_number', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('logistics_orders_site_serial').on(t.siteId, t.serialNumber),
    index('logistics_orders_site').on(t.siteId, t.id),
    index('logistics_orders_owner').on(t.siteId, t.ownerId, t.id),
    index('logistics_orders_carrier_no').on(t.siteId, t.carrierNo).where(sql`${t.carrierNo} <> ''`),
    index('logistics_orders_parent').on(t.parentOrderId).where(sql`${t.parentOrderId} is not null`),
    // The frozen tab's count: few orders are frozen at a time.
    index('logistics_orders_frozen').on(t.siteId, t.ownerId).where(sql`${t.freezeStatus} = 1`),
    // The staff list's COD filter: few orders are awaiting their collection at a time.
    index('logistics_orders_cod').on(t.siteId, t.codStatus).where(sql`${t.codStatus} <> 0`),
  ],
);

/**
 * How many orders each customer has in each combination of the axes the list's tabs count (life,
 * approval, payment), kept by statement triggers on `logistics_orders` (migration
 * logistics_order_counts): the tabs' counts and an unfiltered list's Total would otherwise count
 * every order of the site. One row per customer and combination, so that two customers' orders
 * never wait for each other. An order's site and customer never change.
 */
export const logisticsOrderCounts = pgTable(
  'logistics_order_counts',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ name: 'logistics_order_counts_pkey', columns: [t.siteId, t.ownerId, t.status, t.approvalStatus, t.paymentStatus] })],
);

/**
 * The parcels of an order. `active` turns false when the order is cancelled; the partial unique
 * index lets a parcel be in at most one active order, so of two orders submitted at once with the
 * same parcel one wins and the other is refused by the database.
 */
export const logisticsOrderPackages = pgTable(
  'logistics_order_packages',
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
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('logistics_order_packages_active_package').on(t.packageId).where(sql`${t.active}`),
    index('logistics_order_packages_order').on(t.orderId),
    // a batch search by parcel number finds cancelled orders too (the partial index holds active rows only)
    index('logistics_order_packages_package').on(t.packageId),
  ],
);

/**
 * Bills (spec §3 Bill): what the money area (issue 21) takes payment for. At most one freight bill
 * of an order is live (not cancelled) at a time. Amounts are the order's currency.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    logisticsOrderId: integer('logistics_order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    /** BillType */
    billType: smallint('bill_type').notNull(),
    /** BillPaymentStatus */
    paymentStatus: smallint('payment_status').notNull(),
    totalAmount: amount('total_amount').notNull(),
    paymentMoney: amount('payment_money').notNull().default('0'),
    discountAmount: amount('discount_amount').notNull().default('0'),
    refundAmount: amount('refund_amount').notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    details: jsonb('details').$type<z.output<typeof contract.billDetail>[]>().notNull(),
    cancelledAt: at('cancelled_at'),
    // The payment's (modules/wallets): how it was paid, when, and the wallet before and after
    // (balance: cash − credit used; credit: what was left of the line).
    paymentMethod: smallint('payment_method'),
    paidAt: at('paid_at'),
    balanceBefore: amount('balance_before'),
    balanceAfter: amount('balance_after'),
    creditBefore: amount('credit_before'),
    creditAfter: amount('credit_after'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bills_site_serial').on(t.siteId, t.serialNumber),
    // One live freight bill per order; packing difference bills are one per packing (modules/packing).
    uniqueIndex('bills_live_per_order').on(t.logisticsOrderId, t.billType).where(sql`${t.paymentStatus} <> 3 and ${t.billType} = 1`),
    index('bills_owner').on(t.siteId, t.ownerId, t.id),
  ],
);

/** An order's tracks, as staff add them: time, place, text in the three languages. */
export const logisticsOrderTracks = pgTable(
  'logistics_order_tracks',
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
    trackTime: at('track_time').notNull(),
    place: varchar('place', { length: 128 }).notNull().default(''),
    texts: jsonb('texts').$type<Record<'zh-CN' | 'zh-TW' | 'en', string>>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('logistics_order_tracks_order').on(t.orderId, t.trackTime)],
);

/** A face-sheet print (faceSheets.ts): who printed which order, with which carrier number, first print or again. */
export const logisticsOrderPrintLogs = pgTable(
  'logistics_order_print_logs',
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
    carrierNo: varchar('carrier_no', { length: 64 }).notNull(),
    reprint: boolean('reprint').notNull(),
    printedBy: integer('printed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('logistics_order_print_logs_order').on(t.orderId, t.id)],
);

/**
 * Spec §3 "number change record": an order number that became another, why, who and when. A split
 * writes one: the original's number (old) and the new order's (new), on the new order.
 */
export const logisticsOrderNumberChanges = pgTable(
  'logistics_order_number_changes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** the order bearing the new number */
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    /** the order the old number is (still) on */
    fromOrderId: integer('from_order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    oldNumber: varchar('old_number', { length: 32 }).notNull(),
    newNumber: varchar('new_number', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 255 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('logistics_order_number_changes_order').on(t.orderId), index('logistics_order_number_changes_from').on(t.fromOrderId)],
);
