import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { customsClearanceCompanies } from '../customsClearance/tables.ts';
import { logisticsOrders } from '../logisticsOrders/tables.ts';
import { sites } from '../sites/tables.ts';

const kg = (name: string) => numeric(name, { precision: 12, scale: 3 });
const cm = (name: string) => numeric(name, { precision: 7, scale: 1 });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A transport shift (contracts transportShifts.ts): its limits, its scope (warehouses, shipping
 * types and carriers of the site, read whole as arrays), its customs clearance company and
 * destination, its dates. `used_weight` is kept by bagging (never typed); `status` is ShiftStatus.
 */
export const transportShifts = pgTable(
  'transport_shifts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    maxLength: cm('max_length').notNull(),
    maxWidth: cm('max_width').notNull(),
    maxHeight: cm('max_height').notNull(),
    maxWeight: kg('max_weight').notNull(),
    bearableWeight: numeric('bearable_weight', { precision: 14, scale: 3 }).notNull(),
    usedWeight: numeric('used_weight', { precision: 14, scale: 3 }).notNull().default('0'),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'`),
    typeOfShippingIds: integer('type_of_shipping_ids').array().notNull().default(sql`'{}'`),
    carrierIds: integer('carrier_ids').array().notNull().default(sql`'{}'`),
    customsClearanceCompanyId: integer('customs_clearance_company_id')
      .notNull()
      .references(() => customsClearanceCompanies.id),
    destinationCountryCode: varchar('destination_country_code', { length: 2 }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    estimatedArrivalDate: date('estimated_arrival_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    departedAt: at('departed_at'),
    arrivedAt: at('arrived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transport_shifts_site_serial').on(t.siteId, t.serialNumber), index('transport_shifts_site_status').on(t.siteId, t.status, t.id)],
);

/**
 * A customs bag of a shift: its number is unique in the site (a number scanned again finds it),
 * `weight` and `order_count` are kept by bagging, `weighed_weight` is what the scale said.
 */
export const transportBags = pgTable(
  'transport_bags',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => transportShifts.id),
    bagNumber: varchar('bag_number', { length: 64 }).notNull(),
    /** BagStatus */
    status: smallint('status').notNull().default(1),
    weight: kg('weight').notNull().default('0'),
    orderCount: integer('order_count').notNull().default(0),
    weighed: boolean('weighed').notNull().default(false),
    weighedWeight: kg('weighed_weight'),
    arrivedAt: at('arrived_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transport_bags_site_number').on(t.siteId, t.bagNumber), index('transport_bags_shift').on(t.shiftId)],
);

/**
 * An order in a bag. The unique index on the order decides two bags racing for it: one order is
 * in at most one bag. Its weight and largest box are copied from its packing when bagged, so the
 * weights that grew go back exactly when it is taken out.
 */
export const transportBagOrders = pgTable(
  'transport_bag_orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => transportShifts.id),
    bagId: integer('bag_id')
      .notNull()
      .references(() => transportBags.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    weight: kg('weight').notNull(),
    length: cm('length').notNull(),
    width: cm('width').notNull(),
    height: cm('height').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transport_bag_orders_order').on(t.orderId), index('transport_bag_orders_bag').on(t.bagId), index('transport_bag_orders_shift').on(t.shiftId)],
);

/** A shift's track, as staff add it; each order in the shift got it as an order track. */
export const transportShiftTracks = pgTable(
  'transport_shift_tracks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => transportShifts.id),
    trackTime: at('track_time').notNull(),
    place: varchar('place', { length: 128 }).notNull().default(''),
    texts: jsonb('texts').$type<Record<'zh-CN' | 'zh-TW' | 'en', string>>().notNull(),
    orderCount: integer('order_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('transport_shift_tracks_shift').on(t.shiftId, t.trackTime)],
);
