import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { shippingAddresses } from '../shippingAddresses/tables.ts';
import { sites } from '../sites/tables.ts';
import type { RegionRef } from '../warehouses/tables.ts';

/**
 * A customer's recipients (contracts recipientInformation.ts). `owner_id` is the customer: row-level
 * security keeps a portal user to their own rows. The regions are kept as the region list named
 * them when saved, the country's ISO code beside them for the destination rules and filters. At
 * most one default per customer: the partial unique index decides two concurrent "set default"s.
 */
export const recipientInformations = pgTable(
  'recipient_informations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** RecipientInformationType */
    type: smallint('type').notNull(),
    recipientName: varchar('recipient_name', { length: 64 }).notNull(),
    phoneCode: varchar('phone_code', { length: 4 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    tel: varchar('tel', { length: 32 }).notNull().default(''),
    identityNumber: varchar('identity_number', { length: 32 }).notNull().default(''),
    regions: jsonb('regions').$type<RegionRef[]>().notNull(),
    /** ISO 3166-1 alpha-2 of regions[0] */
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    detailedAddress: varchar('detailed_address', { length: 255 }).notNull().default(''),
    mailboxCode: varchar('mailbox_code', { length: 16 }).notNull().default(''),
    // No cascade: a self-pickup point recipients name cannot be deleted ("in use"), only disabled.
    selfPickupAddressId: integer('self_pickup_address_id').references(() => shippingAddresses.id),
    isDefault: boolean('is_default').notNull().default(false),
    /** RealNameStatus (realNameLifecycle) */
    auditStatus: smallint('audit_status').notNull(),
    auditedBy: integer('audited_by').references(() => users.id),
    auditedAt: timestamp('audited_at', { withTimezone: true, mode: 'date' }),
    auditReason: varchar('audit_reason', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recipient_informations_one_default').on(t.ownerId).where(sql`${t.isDefault}`),
    index('recipient_informations_owner').on(t.ownerId, t.id),
    index('recipient_informations_site_audit').on(t.siteId, t.auditStatus, t.id),
  ],
);
