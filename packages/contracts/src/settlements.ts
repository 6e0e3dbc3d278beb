import { z } from 'zod';
import { defineCall } from './call.ts';
import { dateTime, listOf, numberTypeError, pagedQuery } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { recordId, siteChoice } from './siteRecords.ts';

/**
 * Settlement cycles (issue 21, "Bills and payment"; spec §6, a customer group's settlement cycle):
 * what a credit customer on a weekly, half-monthly or monthly cycle paid on credit in a period is
 * gathered by a scheduled job into a settlement statement, due a grace after the period's end.
 * The customer (or staff for them) settles it from the wallet's cash; the job marks it overdue
 * once its due date has passed. Customers on the per-order cycle get no statements.
 */

export const StatementStatus = { Outstanding: 1, Settled: 2, Overdue: 3 } as const;
export type StatementStatus = (typeof StatementStatus)[keyof typeof StatementStatus];

/** Days between a period's end and its statement's due date: neither the site nor the customer group has a setting for it. */
export const SETTLEMENT_GRACE_DAYS = 10;

const people = ['user', 'backstage'] as const;

/**
 * Gather (the statement made) and MarkOverdue are the scheduled job's alone (nobody calls them):
 * `by` is empty. A period whose credit refunds outweigh its credit payments leaves nothing to pay:
 * its statement is made settled (history: Gather to Settled).
 */
export const statementLifecycle = defineLifecycle(
  'SettlementStatement',
  StatementStatus,
  {
    Gather: { from: [null], to: StatementStatus.Outstanding, by: [] },
    Settle: { from: [StatementStatus.Outstanding, StatementStatus.Overdue], to: StatementStatus.Settled, by: people },
    MarkOverdue: { from: [StatementStatus.Outstanding], to: StatementStatus.Overdue, by: [] },
  },
  {
    record: texts('结算单', '結算單', 'settlement statement'),
    states: {
      [StatementStatus.Outstanding]: texts('待结算', '待結算', 'outstanding'),
      [StatementStatus.Settled]: texts('已结算', '已結算', 'settled'),
      [StatementStatus.Overdue]: texts('已逾期', '已逾期', 'overdue'),
    },
    actions: {
      Gather: texts('生成', '生成', 'made'),
      Settle: texts('结算', '結算', 'settled'),
      MarkOverdue: texts('标记逾期', '標記逾期', 'marked overdue'),
    },
  },
);

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));

/** A bill the statement gathers: the credit part of its payment, less credit refunded in the period. */
export const statementBill = z.object({
  BillId: z.int32(),
  BillSerialNumber: z.string(),
  OrderSerialNumber: z.string(),
  /** + paid on credit, − credit refunded */
  CreditAmount: z.string(),
  Time: z.string(),
});

export const statementRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  /** SettlementCycle of the customer's group when the statement was made */
  SettlementCycle: z.int32(),
  /** the period's first and last day (yyyy-MM-dd, UTC) */
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  DueDate: z.string(),
  Amount: z.string(),
  CurrencyCode: z.string(),
  Status: z.int32(),
  SettledTime: z.string().nullable(),
  CreationTime: z.string(),
  Bills: z.array(statementBill),
  Actions: z.array(z.string()),
});
export type StatementRow = z.output<typeof statementRow>;

export const userStatementQuery = pagedQuery.extend({
  Status: choice(Object.values(StatementStatus)).optional(),
  /** statements whose period ends on or after / starts on or before these days (the time is ignored) */
  PeriodFrom: dateTime.optional(),
  PeriodTo: dateTime.optional(),
});
export const statementQuery = userStatementQuery.extend({ UserId: recordId().optional(), ...siteChoice });
export const settleBody = z.object({ Id: recordId() });

const staff = { access: 'granted', populations: ['backstage'] } as const;
const customer = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

export const getUserStatements = defineCall('/UserSettlement/GetStatements', {
  summary: 'The caller’s settlement statements with their bills, by state and period',
  request: userStatementQuery,
  response: listOf(statementRow),
  ...customer,
  ...read,
});
export const settleUserStatement = defineCall('/UserSettlement/Settle', {
  summary: 'Settle one of the caller’s outstanding or overdue statements from the wallet’s cash, repaying the credit used',
  request: settleBody,
  response: statementRow,
  ...customer,
});
export const getStatements = defineCall('/Settlement/GetStatements', {
  summary: 'The site’s settlement statements with their bills, by customer, state and period',
  request: statementQuery,
  response: listOf(statementRow),
  ...staff,
  ...read,
});
export const settleStatement = defineCall('/Settlement/Settle', {
  summary: 'Settle a customer’s outstanding or overdue statement from their wallet’s cash, repaying the credit used',
  request: settleBody,
  response: statementRow,
  ...staff,
});
