import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { settlements as contract, wallets as walletContract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { lockWallets, repayCreditFromCash } from '../wallets/index.ts';
import { settlementStatementBills, settlementStatements } from './tables.ts';

/**
 * Settlement statements (contracts settlements.ts): the lists of both sides and Settle. The
 * statements themselves are made, and marked overdue, by the settlement job (settlementJob.ts).
 */

const { StatementStatus, statementLifecycle } = contract;
const { WalletEventType } = walletContract;
type Statement = typeof settlementStatements.$inferSelect;
type StatementQuery = z.output<typeof contract.statementQuery>;

async function rowsOfStatements(tx: Executor, actor: Actor, rows: readonly Statement[]): Promise<contract.StatementRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [names, lines] = await Promise.all([
    tx
      .select({ id: users.id, name: users.userName, number: users.number })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((s) => s.ownerId))])),
    tx
      .select({ line: settlementStatementBills, bill: bills.serialNumber, order: logisticsOrders.serialNumber })
      .from(settlementStatementBills)
      .innerJoin(bills, eq(bills.id, settlementStatementBills.billId))
      .innerJoin(logisticsOrders, eq(logisticsOrders.id, bills.logisticsOrderId))
      .where(inArray(settlementStatementBills.statementId, ids))
      .orderBy(asc(settlementStatementBills.id)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n]));
  return rows.map((s) => ({
    Id: s.id,
    SerialNumber: s.serialNumber,
    UserId: s.ownerId,
    UserName: nameOf.get(s.ownerId)?.name ?? '',
    MemberNumber: nameOf.get(s.ownerId)?.number ?? '',
    SettlementCycle: s.settlementCycle,
    PeriodStart: s.periodStart,
    PeriodEnd: s.periodEnd,
    DueDate: s.dueDate,
    Amount: s.amount,
    CurrencyCode: s.currencyCode,
    Status: s.status,
    SettledTime: s.settledAt?.toISOString() ?? null,
    CreationTime: s.createdAt.toISOString(),
    Bills: lines
      .filter((l) => l.line.statementId === s.id)
      .map((l) => ({ BillId: l.line.billId, BillSerialNumber: l.bill, OrderSerialNumber: l.order, CreditAmount: l.line.creditAmount, Time: l.line.paidAt.toISOString() })),
    Actions: statementLifecycle.actionsFrom(s.status as contract.StatementStatus, actor.population),
  }));
}

/** A customer's own statements; staff's of their site (platform staff: the site named, or all), by customer. */
export async function listStatements(tx: Executor, actor: Actor, q: z.output<typeof contract.userStatementQuery> | StatementQuery) {
  const staff = q as Partial<StatementQuery>;
  const site = actor.population === 'backstage' ? await chosenSite(tx, actor, staff.SiteId) : null;
  const where = and(
    ...ofCallerSite(settlementStatements.siteId, actor),
    actor.population === 'user' ? eq(settlementStatements.ownerId, actor.userId) : undefined,
    site === null ? undefined : eq(settlementStatements.siteId, site),
    actor.population === 'backstage' && staff.UserId !== undefined ? eq(settlementStatements.ownerId, staff.UserId) : undefined,
    q.Status === undefined ? undefined : eq(settlementStatements.status, q.Status),
    q.PeriodFrom === undefined ? undefined : gte(settlementStatements.periodEnd, q.PeriodFrom.slice(0, 10)),
    q.PeriodTo === undefined ? undefined : lte(settlementStatements.periodStart, q.PeriodTo.slice(0, 10)),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(settlementStatements)
      .where(where)
      .orderBy(q.descendingOrder ? desc(settlementStatements.id) : asc(settlementStatements.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(settlementStatements).where(where),
  ]);
  return { Data: await rowsOfStatements(tx, actor, rows), Total: total?.n ?? 0 };
}

async function lockStatement(tx: Executor, actor: Actor, id: number): Promise<Statement> {
  const scope: SQL[] = actor.population === 'user' ? [eq(settlementStatements.ownerId, actor.userId)] : [];
  const [row] = await tx
    .select()
    .from(settlementStatements)
    .where(and(eq(settlementStatements.id, id), ...ofCallerSite(settlementStatements.siteId, actor), ...scope))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Settles a statement from the customer's cash: one event (`settlement:<id>:settle`) moves what of
 * the statement is still on the credit line from the cash to the credit, refused (naming Id, what
 * is available and what is needed) when the cash is short. The credit still used can be below the
 * statement's amount (a refund gives credit back at once): only that much is repaid, and nothing
 * when the credit is already repaid. A second Settle is refused by the lifecycle and posts nothing.
 */
export async function settle(tx: Executor, actor: Actor, id: number) {
  const s = await lockStatement(tx, actor, id);
  const from = s.status as contract.StatementStatus;
  refuseUnlessAllowed(statementLifecycle, from, 'Settle', actor.population, 'Id');
  const w = (await lockWallets(tx, s.siteId, s.ownerId, [s.currencyCode])).get(s.currencyCode)!;
  const owed = Decimal.min(s.amount, w.creditUsed);
  if (owed.greaterThan(0)) {
    const event = { key: `settlement:${s.id}:settle`, type: WalletEventType.Settlement, documentType: 'SettlementStatement', documentId: s.id, documentNumber: s.serialNumber };
    await repayCreditFromCash(tx, actor, w, event, owed, 'Id');
  }
  const now = new Date();
  const [updated] = await tx
    .update(settlementStatements)
    .set({ status: StatementStatus.Settled, settledBy: actor.userId, settledAt: now, updatedAt: now })
    .where(and(eq(settlementStatements.id, s.id), eq(settlementStatements.status, from)))
    .returning();
  if (!updated) throw notFound();
  await recordHistory(tx, statementLifecycle, actor, { siteId: s.siteId, ownerId: s.ownerId, recordId: s.id, action: 'Settle', from, details: { SerialNumber: s.serialNumber, Repaid: owed.greaterThan(0) ? owed.toFixed(2) : '0.00' } });
  return (await rowsOfStatements(tx, actor, [updated]))[0]!;
}
