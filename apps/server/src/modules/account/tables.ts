import { boolean, index, integer, pgTable, real, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sign-in: its access tokens name it, and its refresh tokens are one family. Ending it (sign-out,
 * a reused refresh token, staff locking, freezing or disabling the account, a new password) refuses
 * its access tokens on the next call, since every call reads it with the caller's state.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * Refresh tokens, stored hashed. Each refresh spends one token and issues the next of the same
 * family; presenting a spent token again ends its session (it was stolen or replayed).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    spentAt: at('spent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Slider puzzles; the answer never leaves the server. Single use. */
export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey(),
  answerX: integer('answer_x').notNull(),
  expiresAt: at('expires_at').notNull(),
  verifiedAt: at('verified_at'),
  verifiedX: real('verified_x'),
  deviation: real('deviation'),
  failed: boolean('failed').notNull().default(false),
  consumedAt: at('consumed_at'),
  createdAt: createdAt(),
});

/** SMS codes sent for registration, phone login and password retrieval. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    phoneKey: uuid('phone_key').primaryKey(),
    siteId: integer('site_id'),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    phoneCode: varchar('phone_code', { length: 8 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    captchaKey: uuid('captcha_key').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone').on(t.phoneCode, t.phoneNumber, t.purpose)],
);

/** What the default SMS sender "sends": one row per message (a real provider is a configured adapter). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id'),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Sign-in attempts, for per-account and per-address limits and for asking the verification. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id'),
    accountType: smallint('account_type').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account').on(t.userName, t.createdAt),
    index('login_attempts_address').on(t.address, t.createdAt),
  ],
);
