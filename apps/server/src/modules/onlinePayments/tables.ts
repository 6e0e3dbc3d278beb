import { index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Online recharges (contracts onlinePayments.ts): a customer's payment of an amount through WeChat
 * Pay or Alipay. `owner_id` is the customer: row-level security keeps a portal user to their own.
 * `out_trade_no` is what the provider knows the payment by, unique across sites (a merchant
 * account may serve several). The provider's notification is kept as it arrived.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    /** PaymentProvider */
    provider: smallint('provider').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** the bonus of the recharge coupons it holds, credited with the amount once paid (a separate posting) */
    couponAmount: numeric('coupon_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** RechargeStatus */
    status: smallint('status').notNull(),
    /** WeChat Pay's code_url (shown as a QR code) or Alipay's page pay address */
    payTarget: text('pay_target').notNull().default(''),
    providerTransactionId: varchar('provider_transaction_id', { length: 64 }).notNull().default(''),
    /** the notification (or query answer) that settled it, as received: WeChat Pay's raw body and headers, Alipay's form */
    rawNotification: jsonb('raw_notification').$type<Record<string, unknown>>(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recharges_out_trade_no').on(t.outTradeNo),
    index('recharges_site_status').on(t.siteId, t.status, t.id),
    index('recharges_owner').on(t.ownerId, t.id),
  ],
);
