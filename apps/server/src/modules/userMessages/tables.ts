import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { userMessages as contract } from '@lbo/contracts';
import { createdAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';

export type MessageTexts = contract.MessageTexts;

/** Messages to one user (the bell); also pushed live as UserReceivingInformation. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    infoType: varchar('info_type', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    /** set for a message the system writes: read in the reader's language; title and message keep the writer's (the Title filter searches them) */
    texts: jsonb('texts').$type<MessageTexts>(),
    messageType: smallint('message_type').notNull().default(0),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_messages_owner_created').on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);
