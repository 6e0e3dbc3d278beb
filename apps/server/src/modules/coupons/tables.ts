import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { promotions as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { bills } from '../logisticsOrders/tables.ts';
import { recharges } from '../onlinePayments/tables.ts';
import { offlineRecharges } from '../wallets/tables.ts';
import { sites } from '../sites/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const kg = (name: string) => numeric(name, { precision: 12, scale: 3 });

/** A site's coupon definitions (contracts/coupons.ts). An expense type a coupon names cannot be deleted. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    preferentialAmount: money('preferential_amount').notNull(),
    superposition: boolean('superposition').notNull().default(false),
    availableWeight: kg('available_weight').notNull().default('0'),
    availableAmount: money('available_amount').notNull().default('0'),
    /** null: a recharge coupon */
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    effectiveDays: integer('effective_days').notNull().default(0),
    /** the last day it may be granted or used (inclusive, the site's day in UTC) */
    deadline: date('deadline'),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_site_name').on(t.siteId, t.name), check('coupons_validity', sql`${t.effectiveDays} > 0 or ${t.deadline} is not null`)],
);

/**
 * The coupons customers hold: the definition's values copied when granted (or claimed), so a later
 * edit of the definition changes no coupon held. `owner_id`: row-level security keeps a customer to
 * their own. Used once: `bill_id` names the bill it paid for (applyCoupons).
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    name: varchar('name', { length: 64 }).notNull(),
    preferentialAmount: money('preferential_amount').notNull(),
    superposition: boolean('superposition').notNull(),
    availableWeight: kg('available_weight').notNull(),
    availableAmount: money('available_amount').notNull(),
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    expirationTime: at('expiration_time').notNull(),
    /** CouponUseStatus */
    useStatus: smallint('use_status').notNull().default(0),
    /** set by the expiry job once the time has passed; reads also compare the time */
    expired: boolean('expired').notNull().default(false),
    billId: integer('bill_id').references(() => bills.id),
    /**
     * A recharge coupon held by the online (or offline) recharge it was chosen for: unusable
     * elsewhere while that awaits payment (approval), used when it is paid, set free (null) if it
     * closes, fails or is rejected (rechargeCoupons.ts).
     */
    rechargeId: integer('recharge_id').references(() => recharges.id),
    offlineRechargeId: integer('offline_recharge_id').references(() => offlineRecharges.id),
    usedAt: at('used_at'),
    /** the promotion activity it was claimed from; null when granted by staff */
    activityId: integer('activity_id'),
    grantedBy: integer('granted_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_coupons_owner').on(t.siteId, t.ownerId, t.useStatus, t.expirationTime),
    index('user_coupons_coupon').on(t.couponId),
    index('user_coupons_bill').on(t.billId).where(sql`${t.billId} is not null`),
    index('user_coupons_recharge').on(t.rechargeId).where(sql`${t.rechargeId} is not null`),
    index('user_coupons_offline_recharge').on(t.offlineRechargeId).where(sql`${t.offlineRechargeId} is not null`),
    index('user_coupons_expiring').on(t.expirationTime).where(sql`${t.useStatus} = 0 and not ${t.expired}`),
  ],
);

/**
 * Promotion activities (contracts/promotions.ts): a page customers open and claim gifts from.
 * `issued_quantity` only grows by the claim's conditional update, never past `max_distribution`.
 */
export const promotionActivities = pgTable(
  'promotion_activities',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    /** the page configuration: sanitised rich text and a cover image (an uploaded file's path) */
    pageContent: text('page_content').notNull().default(''),
    coverImage: varchar('cover_image', { length: 255 }).notNull().default(''),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    maxDistribution: integer('max_distribution').notNull(),
    issuedQuantity: integer('issued_quantity').notNull().default(0),
    /** claims per customer in one period */
    limitTimes: integer('limit_times').notNull(),
    /** the period's length in days from the start (0: the whole activity) */
    resetDays: integer('reset_days').notNull().default(0),
    gifts: jsonb('gifts').$type<z.output<typeof contract.promotionGift>[]>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotion_activities_site_name').on(t.siteId, t.name),
    check('promotion_activities_stock', sql`${t.issuedQuantity} >= 0 and ${t.issuedQuantity} <= ${t.maxDistribution}`),
    check('promotion_activities_period', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** How many times a customer claimed in one period of an activity: the claim's conditional upsert keeps it within the limit. */
export const promotionClaimCounts = pgTable(
  'promotion_claim_counts',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => promotionActivities.id),
    period: integer('period').notNull(),
    times: integer('times').notNull(),
  },
  (t) => [uniqueIndex('promotion_claim_counts_key').on(t.activityId, t.ownerId, t.period)],
);

/** One claim: what the customer received (the gifts as they were, the coupons made, the amount to credit). */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => promotionActivities.id),
    period: integer('period').notNull(),
    gifts: jsonb('gifts').$type<z.output<typeof contract.promotionGift>[]>().notNull(),
    userCouponIds: integer('user_coupon_ids').array().notNull().default([]),
    /** the gift amounts to credit to the wallet, by currency (creditGiftAmount) */
    giftAmount: money('gift_amount').notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default(''),
    /** set when the wallet was credited with the gift amount (in the claim's transaction) */
    creditedAt: at('credited_at'),
    /** a Percentage gift: that percentage of the customer's next paid recharge, given once (0: none) */
    giftPercentage: numeric('gift_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    /** the bonus the percentage gave and when; null while it waits for a recharge */
    percentageAmount: money('percentage_amount'),
    percentageUsedAt: at('percentage_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_claims_activity').on(t.activityId, t.id),
    index('promotion_claims_owner').on(t.siteId, t.ownerId, t.id),
    index('promotion_claims_percentage_waiting').on(t.ownerId, t.id).where(sql`${t.giftPercentage} > 0 and ${t.percentageUsedAt} is null`),
  ],
);
