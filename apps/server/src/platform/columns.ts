import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders: every tenant row has site_id, every customer-owned row owner_id (see tenancy.ts). */
export const siteId = () => integer('site_id');
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
