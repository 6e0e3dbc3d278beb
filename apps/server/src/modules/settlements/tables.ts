import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { bills } from '../logisticsOrders/tables.ts';
import { sites } from '../sites/tables.ts';
import { paymentRecords } from '../wallets/tables.ts';

const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A credit customer's settlement statement for one currency and one period of their cycle
 * (contracts settlements.ts): made by the settlement job, state by statementLifecycle. The unique
 * key on customer, currency and period makes a second run of the job create nothing more.
 */
export const settlementStatements = pgTable(
  'settlement_statements',
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
    /** SettlementCycle of the customer's group when the statement was made */
    settlementCycle: smallint('settlement_cycle').notNull(),
    /** the period's first and last day, UTC */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** what was paid on credit in the period, less credit refunded */
    amount: amount('amount').notNull(),
    /** StatementStatus */
    status: smallint('status').notNull(),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('settlement_statements_period').on(t.siteId, t.ownerId, t.currencyCode, t.periodStart),
    uniqueIndex('settlement_statements_site_serial').on(t.siteId, t.serialNumber),
    index('settlement_statements_owner').on(t.siteId, t.ownerId, t.id),
    // The overdue marking reads the outstanding ones by due date.
    index('settlement_statements_due').on(t.dueDate).where(sql`${t.status} = 1`),
  ],
);

/** A payment record's credit part gathered into a statement: each record at most once (its unique key). */
export const settlementStatementBills = pgTable(
  'settlement_statement_bills',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    statementId: integer('statement_id')
      .notNull()
      .references(() => settlementStatements.id),
    paymentRecordId: integer('payment_record_id')
      .notNull()
      .references(() => paymentRecords.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    /** + paid on credit, − credit refunded */
    creditAmount: amount('credit_amount').notNull(),
    /** when the payment or refund was made */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('settlement_statement_bills_record').on(t.paymentRecordId), index('settlement_statement_bills_statement').on(t.statementId)],
);
