import { bigserial, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One row per action taken on a record with a life (platform/lifecycles.ts): who, when, from which
 * state to which, and what the action recorded. `owner_id` is the record's customer, so the
 * tenancy policies let a customer read the history of their own records and nobody else's.
 */
export const recordHistories = pgTable(
  'record_histories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    ownerId: integer('owner_id'),
    /** the lifecycle's record name ("Package", "PackageClaim") */
    record: varchar('record', { length: 32 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 48 }).notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state'),
    actorId: integer('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('record_histories_record').on(t.record, t.recordId, t.id)],
);
