import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/** The declarants a site quotes on its orders. */
export const applicantInformations = pgTable(
  'applicant_information',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    contacts: varchar('contacts', { length: 64 }).notNull(),
    countryCode: varchar('country_code', { length: 4 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    receiveTel: varchar('receive_tel', { length: 32 }).notNull().default(''),
    detailedAddress: varchar('detailed_address', { length: 255 }).notNull(),
    mailboxCode: varchar('mailbox_code', { length: 16 }).notNull().default(''),
    usageCount: integer('usage_count').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('applicant_information_site').on(t.siteId, t.isDeactivate)],
);
