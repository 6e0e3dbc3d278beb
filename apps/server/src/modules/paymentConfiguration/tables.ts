import { boolean, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** One stored credential: the sealed value (secretBox.ts) and what reads may show of it. */
export interface StoredCredential {
  sealed: string;
  masked: string;
  validTo: string | null;
}

/**
 * A site's configuration of one payment provider (1 WeChat Pay, 2 Alipay). The identifiers are
 * plain columns; every key, private key and certificate is in `credentials`, sealed with
 * AES-256-GCM, by the contract's field name.
 */
export const paymentConfigurations = pgTable(
  'payment_configurations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    provider: smallint('provider').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    notifyUrl: varchar('notify_url', { length: 255 }).notNull().default(''),
    appId: varchar('app_id', { length: 32 }).notNull().default(''),
    merchantId: varchar('merchant_id', { length: 12 }).notNull().default(''),
    merchantSerialNumber: varchar('merchant_serial_number', { length: 64 }).notNull().default(''),
    /** the provider's API address; empty: its production address */
    gatewayUrl: varchar('gateway_url', { length: 255 }).notNull().default(''),
    /** Alipay: the merchant's account (PID) notifications must name */
    sellerId: varchar('seller_id', { length: 16 }).notNull().default(''),
    /** WeChat Pay: the id of its public key (PUB_KEY_ID_…) */
    publicKeyId: varchar('public_key_id', { length: 64 }).notNull().default(''),
    credentials: jsonb('credentials').$type<Record<string, StoredCredential>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_configurations_site_provider').on(t.siteId, t.provider)],
);
