import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Parcels (contracts parcels.ts). One row per courier number and site: the unique index is what
 * makes signing idempotent (a repeated or simultaneous scan finds the row instead of making one).
 * `owner_id` is the customer; null while the parcel is unknown.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id').references(() => users.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** normalised: trimmed, upper-cased */
    courierNumber: varchar('courier_number', { length: 40 }).notNull(),
    courierCompany: varchar('courier_company', { length: 64 }).notNull().default(''),
    productName: varchar('product_name', { length: 128 }).notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    price: numeric('price', { precision: 12, scale: 2 }),
    purchasePrice: numeric('purchase_price', { precision: 12, scale: 2 }),
    purchaseCurrency: varchar('purchase_currency', { length: 3 }).notNull().default('CNY'),
    shopNo: varchar('shop_no', { length: 64 }).notNull().default(''),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    /** PackageStatus */
    status: smallint('status').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    weight: numeric('weight', { precision: 9, scale: 3 }),
    length: numeric('length', { precision: 6, scale: 1 }),
    width: numeric('width', { precision: 6, scale: 1 }),
    height: numeric('height', { precision: 6, scale: 1 }),
    volumeWeight: numeric('volume_weight', { precision: 12, scale: 3 }),
    billingWeight: numeric('billing_weight', { precision: 12, scale: 3 }),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    shelfId: integer('shelf_id').references(() => shelves.id),
    /** the logistics order it left in (issue 20) */
    logisticsSerialNumber: varchar('logistics_serial_number', { length: 32 }).notNull().default(''),
    signedAt: at('signed_at'),
    signedBy: integer('signed_by'),
    shelvedAt: at('shelved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packages_site_number').on(t.siteId, t.courierNumber),
    index('packages_owner_status').on(t.siteId, t.ownerId, t.status, t.id),
    index('packages_site_status').on(t.siteId, t.status, t.id),
    index('packages_shelf').on(t.shelfId),
    index('packages_unknown').on(t.siteId, t.id).where(sql`${t.ownerId} is null`),
  ],
);

/**
 * The unknown parcels as every customer of the site may read them: the number masked, and a hash of
 * the normalised number to check a claim against. No owner: the tenancy policies make it readable,
 * never writable, to customers; the full number stays in `packages`, which they cannot read.
 */
export const unknownPackageBoard = pgTable('unknown_package_board', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => packages.id, { onDelete: 'cascade' }),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id),
  maskedNumber: varchar('masked_number', { length: 40 }).notNull(),
  /** sha256 hex of the site id and the normalised number */
  numberHash: varchar('number_hash', { length: 64 }).notNull(),
  courierCompany: varchar('courier_company', { length: 64 }).notNull().default(''),
  weight: numeric('weight', { precision: 9, scale: 3 }),
  signedAt: at('signed_at'),
  /** a pending claim holds it */
  isClaimed: boolean('is_claimed').notNull().default(false),
});

/** A customer's claim of an unknown parcel (claimLifecycle). One pending claim per parcel at a time. */
export const packageClaims = pgTable(
  'package_claims',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** the claimant */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    proof: varchar('proof', { length: 512 }).notNull(),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    /** ClaimStatus */
    status: smallint('status').notNull(),
    reply: varchar('reply', { length: 255 }).notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('package_claims_one_pending').on(t.packageId).where(sql`${t.status} = 1`), index('package_claims_site_status').on(t.siteId, t.status, t.id)],
);

/** A forecast refused because another account's parcel holds the number (spec §8 "forecast anomaly"). */
export const forecastAnomalies = pgTable(
  'forecast_anomalies',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** who forecast it second */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    courierNumber: varchar('courier_number', { length: 40 }).notNull(),
    productName: varchar('product_name', { length: 128 }).notNull().default(''),
    isResolved: boolean('is_resolved').notNull().default(false),
    resolvedBy: integer('resolved_by'),
    resolvedRemarks: varchar('resolved_remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('forecast_anomalies_site').on(t.siteId, t.isResolved, t.id)],
);
