import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { bills } from '../logisticsOrders/tables.ts';
import { sites } from '../sites/tables.ts';

const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's wallet in one currency of their site (contracts wallets.ts). `cash` is the money the
 * site holds for them, `credit_used` what they owe on their credit line. Both change only through
 * the ledger (`post` in ledger.ts), in the transaction that writes their postings; the checks keep
 * the rules even against a faulty write or a race: cash never below zero (nor below what is
 * frozen), credit never beyond its limit. Money coming in repays the credit first, except for a
 * customer on a settlement cycle: they hold cash beside the credit used until they settle a
 * statement (modules/settlements), so cash and credit used may both be above zero.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    cash: amount('cash').notNull().default('0'),
    creditUsed: amount('credit_used').notNull().default('0'),
    isCredit: boolean('is_credit').notNull().default(false),
    creditLimit: amount('credit_limit').notNull().default('0'),
    /** held for a payment in flight (online payments); a payment from the balance takes cash − frozen */
    frozen: amount('frozen').notNull().default('0'),
    /** since when credit has been owed (null: nothing owed) */
    arrearsAt: at('arrears_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallets_site_owner_currency').on(t.siteId, t.ownerId, t.currencyCode),
    check('wallets_cash_not_negative', sql`${t.cash} >= 0`),
    check('wallets_frozen_within_cash', sql`${t.frozen} >= 0 and ${t.frozen} <= ${t.cash}`),
    check('wallets_credit_within_limit', sql`${t.creditUsed} >= 0 and ${t.creditUsed} <= ${t.creditLimit}`),
  ],
);

/**
 * One business event of the ledger (paying bill N, refund M, recharge R): its key is unique per
 * site, so the same event again finds it and writes nothing. Append-only (platform/tenancy.ts).
 * `wallet_id` is the customer's wallet it moved; null when only the site's accounts moved (a bill
 * paid from an order's collection), `owner_id` still names the customer.
 */
export const walletEvents = pgTable(
  'wallet_events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    walletId: integer('wallet_id').references(() => wallets.id),
    eventKey: varchar('event_key', { length: 128 }).notNull(),
    /** WalletEventType */
    type: smallint('type').notNull(),
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentId: integer('document_id'),
    documentNumber: varchar('document_number', { length: 32 }).notNull().default(''),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallet_events_site_key').on(t.siteId, t.eventKey)],
);

/**
 * The double-entry postings of an event: each moves `amount` into (+) or out of (−) one account,
 * and the postings of an event sum to zero. The customer's accounts carry their wallet and the
 * account's balance after; the site's accounts no wallet. `owner_id` is the event's customer on
 * every posting, so a customer reads their own events. Append-only: a correction is a new event.
 */
export const walletPostings = pgTable(
  'wallet_postings',
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
      .references(() => walletEvents.id),
    walletId: integer('wallet_id').references(() => wallets.id),
    /** LedgerAccount */
    account: smallint('account').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amount: amount('amount').notNull(),
    /** the customer's balance (cash − credit used) after this posting; null on the site's accounts */
    balanceAfter: amount('balance_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_postings_wallet').on(t.walletId, t.id),
    index('wallet_postings_event').on(t.eventId),
    check('wallet_postings_amount_not_zero', sql`${t.amount} <> 0`),
    check('wallet_postings_customer_accounts_have_wallet', sql`(${t.account} in (1, 2)) = (${t.walletId} is not null)`),
  ],
);

/** A payment or refund of a bill as the customer and staff list it: how much, from where, the wallet before and after. Append-only. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => walletEvents.id),
    /** WalletEventType: BillPayment or Refund */
    type: smallint('type').notNull(),
    /** PaymentMethod */
    paymentMethod: smallint('payment_method').notNull(),
    amount: amount('amount').notNull(),
    cashAmount: amount('cash_amount').notNull(),
    creditAmount: amount('credit_amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    balanceBefore: amount('balance_before').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    /**
     * The settlement statement its credit part joined (modules/settlements). The one column written
     * after the insert, by the settlement job only (the app role may not update the table); no
     * reference, as settlements' tables refer to this one.
     */
    settlementStatementId: integer('settlement_statement_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_records_site').on(t.siteId, t.id),
    index('payment_records_owner').on(t.siteId, t.ownerId, t.id),
    index('payment_records_bill').on(t.billId),
    // The settlement job reads only credit records not yet in a statement.
    index('payment_records_unsettled').on(t.id).where(sql`${t.settlementStatementId} is null and ${t.creditAmount} <> 0`),
  ],
);

/** An offline recharge: staff record it with the voucher; its approval posts it (rechargeLifecycle). */
export const offlineRecharges = pgTable(
  'offline_recharges',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    amount: amount('amount').notNull(),
    /** the bonus of the recharge coupons it holds, credited on approval (a separate posting) */
    couponAmount: amount('coupon_amount').notNull().default('0'),
    voucher: varchar('voucher', { length: 512 }).notNull(),
    /** RechargeStatus */
    status: smallint('status').notNull(),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    rejectReason: varchar('reject_reason', { length: 255 }).notNull().default(''),
    submittedBy: integer('submitted_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('offline_recharges_site_serial').on(t.siteId, t.serialNumber), index('offline_recharges_owner').on(t.siteId, t.ownerId, t.id), check('offline_recharges_amount_positive', sql`${t.amount} > 0`)],
);
