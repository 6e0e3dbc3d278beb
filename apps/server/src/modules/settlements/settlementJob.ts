import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { AccountType, roles as roleContract, settlements as contract, wallets as walletContract } from '@lbo/contracts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { recordHistory } from '../../platform/lifecycles.ts';
import { leaveCustomerMessage } from '../userMessages/index.ts';
import { sites } from '../sites/tables.ts';
import { paymentRecords } from '../wallets/tables.ts';
import { settlementStatementBills, settlementStatements } from './tables.ts';

const { StatementStatus, statementLifecycle, SETTLEMENT_GRACE_DAYS } = contract;
const { WalletEventType } = walletContract;
const { SettlementCycle } = roleContract;

/** Payment records gathered, and statements marked overdue, per run at most: a run holds its transaction. */
const BATCH = 1000;

/**
 * A period is gathered a minute after it ends: a payment whose transaction began before the end
 * (its time) but commits just after it is still counted in its own period.
 */
const IN_FLIGHT = "interval '1 minute'";

interface Candidate {
  id: number;
  site_id: number;
  owner_id: number;
  bill_id: number;
  currency_code: string;
  type: number;
  credit_amount: string;
  created_at: string | Date;
  cycle: number;
  period_start: string;
  period_end: string;
}

/**
 * The credit parts of payment records not gathered yet (no statement marked on them: the partial
 * index `payment_records_unsettled` holds only those, so a run never rereads what earlier runs
 * gathered) whose period (of their customer's cycle) has closed, oldest first. Periods are days of
 * the site's time zone (sites.time_zone, an IANA name): a payment at 23:30 UTC on January 31st is
 * on February 1st in Shanghai, so in February's period there. Weekly: Monday to Sunday (PostgreSQL's weeks start on
 * Monday); half-monthly: the 1st to the 15th and the 16th to the month's end; monthly: the calendar
 * month. A late record (its period's statement, or a later one, was issued before it was gathered:
 * a payment committed after the in-flight minute) is counted from the day after the customer's last
 * issued period in its currency, so it joins their next statement and never changes an issued one.
 */
async function closedCandidates(tx: Executor, now: Date): Promise<Candidate[]> {
  const result = await tx.execute(sql`
    with owners as (
      select ur.user_id, max(r.settlement_cycle) as cycle
      from user_roles ur join roles r on r.id = ur.role_id
      where r.is_enabled and r.population = ${AccountType.SiteUser}
      group by ur.user_id
      having max(r.settlement_cycle) <> ${SettlementCycle.PerOrder}
    ), unsettled as (
      select pr.id, pr.site_id, pr.owner_id, pr.bill_id, pr.currency_code, pr.type, pr.credit_amount, pr.created_at, o.cycle, st.time_zone
      from payment_records pr join owners o on o.user_id = pr.owner_id join sites st on st.id = pr.site_id
      where pr.settlement_statement_id is null and pr.credit_amount <> 0
    ), records as (
      select u.*, greatest(u.created_at at time zone u.time_zone, (
          select max(s.period_end) + interval '1 day' from settlement_statements s
          where s.site_id = u.site_id and s.owner_id = u.owner_id and s.currency_code = u.currency_code
        )) as local
      from unsettled u
    ), started as (
      select *, case cycle
        when ${SettlementCycle.Weekly} then date_trunc('week', local)
        when ${SettlementCycle.HalfMonthly} then date_trunc('month', local) + case when extract(day from local) > 15 then interval '15 days' else interval '0 days' end
        else date_trunc('month', local) end as period_begins
      from records
    ), ended as (
      select *, case cycle
        when ${SettlementCycle.Weekly} then period_begins + interval '7 days'
        when ${SettlementCycle.HalfMonthly} then case when extract(day from period_begins) = 1 then period_begins + interval '15 days' else date_trunc('month', period_begins) + interval '1 month' end
        else period_begins + interval '1 month' end as next_begins
      from started
    )
    select id, site_id, owner_id, bill_id, currency_code, type, credit_amount, created_at, cycle,
      to_char(period_begins, 'YYYY-MM-DD') as period_start, to_char(next_begins - interval '1 day', 'YYYY-MM-DD') as period_end
    from ended
    where next_begins + ${sql.raw(IN_FLIGHT)} <= (${now.toISOString()}::timestamptz at time zone time_zone)
    order by id
    limit ${BATCH}`);
  return rowsOf<Candidate>(result);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Makes the statements of closed periods: one per customer, currency and period (its unique key),
 * with the bills it gathers, each record marked with its statement (a second run finds nothing
 * unmarked and makes nothing), and tells the customer. Answers how many records it gathered.
 */
async function gather(tx: Executor, now: Date): Promise<number> {
  const candidates = await closedCandidates(tx, now);
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.site_id}|${c.owner_id}|${c.currency_code}|${c.period_start}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const records of groups.values()) {
    const first = records[0]!;
    const amount = records.reduce((sum, r) => (r.type === WalletEventType.Refund ? sum.minus(r.credit_amount) : sum.plus(r.credit_amount)), new Decimal(0));
    // Records count from after the last issued period, so their period has no statement yet.
    const statement = await makeStatement(tx, first, amount, now);
    await tx.insert(settlementStatementBills).values(
      records.map((r) => ({
        siteId: r.site_id,
        ownerId: r.owner_id,
        statementId: statement.id,
        paymentRecordId: r.id,
        billId: r.bill_id,
        creditAmount: (r.type === WalletEventType.Refund ? new Decimal(r.credit_amount).negated() : new Decimal(r.credit_amount)).toFixed(2),
        paidAt: new Date(r.created_at),
      })),
    );
    await tx
      .update(paymentRecords)
      .set({ settlementStatementId: statement.id })
      .where(inArray(paymentRecords.id, records.map((r) => r.id)));
  }
  return candidates.length;
}

async function makeStatement(tx: Executor, first: Candidate, amount: Decimal, now: Date) {
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('settlement_statements', 'id'))::int as id`));
  // Credit refunds outweighing the period's credit payments leave nothing to pay: settled as made.
  const status = amount.greaterThan(0) ? StatementStatus.Outstanding : StatementStatus.Settled;
  const dueDate = addDays(first.period_end, SETTLEMENT_GRACE_DAYS);
  const [made] = await tx
    .insert(settlementStatements)
    .values({
      id: next!.id,
      siteId: first.site_id,
      ownerId: first.owner_id,
      serialNumber: `ST${first.period_end.replace(/-/g, '')}${String(next!.id).padStart(6, '0')}`,
      currencyCode: first.currency_code,
      settlementCycle: first.cycle,
      periodStart: first.period_start,
      periodEnd: first.period_end,
      dueDate,
      amount: amount.toFixed(2),
      status,
      settledAt: status === StatementStatus.Settled ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordHistory(tx, statementLifecycle, null, { siteId: made!.siteId, ownerId: made!.ownerId, recordId: made!.id, action: 'Gather', from: null, to: status, details: { SerialNumber: made!.serialNumber, Amount: made!.amount } });
  if (status === StatementStatus.Outstanding) {
    await leaveCustomerMessage(tx, made!.siteId, made!.ownerId, { infoType: 'SettlementStatement', title: 'SettlementStatementTitle', message: 'SettlementStatementMessage', params: paramsOf(made!) }, 'zh-CN');
  }
  return made!;
}

const paramsOf = (s: typeof settlementStatements.$inferSelect) => ({ number: s.serialNumber, amount: s.amount, currency: s.currencyCode, due: s.dueDate });

/** Outstanding statements whose due date has passed (a day of their site's time zone) become overdue, and the customer is told. */
async function markOverdue(tx: Executor, now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${sites.timeZone})::date`;
  const due = await tx
    .select({ id: settlementStatements.id })
    .from(settlementStatements)
    .innerJoin(sites, eq(sites.id, settlementStatements.siteId))
    .where(and(eq(settlementStatements.status, StatementStatus.Outstanding), lt(settlementStatements.dueDate, today)))
    .orderBy(asc(settlementStatements.id))
    .limit(BATCH);
  if (due.length === 0) return;
  const marked = await tx
    .update(settlementStatements)
    .set({ status: StatementStatus.Overdue, updatedAt: now })
    .where(and(inArray(settlementStatements.id, due.map((d) => d.id)), eq(settlementStatements.status, StatementStatus.Outstanding)))
    .returning();
  for (const s of marked) {
    await recordHistory(tx, statementLifecycle, null, { siteId: s.siteId, ownerId: s.ownerId, recordId: s.id, action: 'MarkOverdue', from: StatementStatus.Outstanding, details: { SerialNumber: s.serialNumber, DueDate: s.dueDate } });
    await leaveCustomerMessage(tx, s.siteId, s.ownerId, { infoType: 'SettlementOverdue', title: 'SettlementOverdueTitle', message: 'SettlementOverdueMessage', params: paramsOf(s) }, 'zh-CN');
  }
}

/** One run at `now`: the closed periods' statements made, then the overdue ones marked; answers how many payment records it gathered. */
export async function runSettlements(tx: Executor, now: Date): Promise<{ gathered: number }> {
  const gathered = await gather(tx, now);
  await markOverdue(tx, now);
  return { gathered };
}

/** The settlement job, every ten minutes (registered in app.ts with the other jobs). */
export function settleCycles(): ScheduledJob {
  return { name: 'settlement-statements', everySeconds: 600, run: async (tx) => void (await runSettlements(tx, new Date())) };
}
