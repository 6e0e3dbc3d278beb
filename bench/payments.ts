import os from 'node:os';
import { Decimal } from 'decimal.js';
import { AccountType, wallets as contract } from '@lbo/contracts';
import { and, eq } from 'drizzle-orm';
import { bills } from '../apps/server/src/modules/logisticsOrders/tables.ts';
import { lockWallets, post } from '../apps/server/src/modules/wallets/ledger.ts';
import { AppError } from '../apps/server/src/platform/errors.ts';
import type { Actor } from '../apps/server/src/platform/auth.ts';
import { requestCount } from './http.ts';
import { openBenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 21: bill payments per second through the money ledger, one payment per transaction, by 20
 * workers at once over 50 wallets: the bill locked, its wallet locked (lockWallets), the posting
 * (`post`: event key `bill:<id>:pay`, cash then credit, the site's revenue) and the bill marked paid,
 * as PayBills does them (without the HTTP call and the order's payment axis). One payment in ten is
 * sent twice. Then the invariant read from the tables: each wallet's cash and credit equal its
 * postings, every event sums to zero, no cash below zero, no bill paid twice.
 */

const WORKERS = 20;
const WALLETS = 50;
const REPEAT_EVERY = 10;
const { LedgerAccount, WalletEventType } = contract;

export async function benchPayments(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const payments = requestCount(4000);
  try {
    const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-payments', 'Payments benchmark') returning id`, []);
    const siteId = site!.id;
    const customers = await bench.query<{ id: number }>(
      `insert into users (site_id, account_type, number, user_name, nick_name, password_hash, is_credit_amount, credit_amount)
       select $1, $2, 'P' || lpad(i::text, 6, '0'), 'payer' || i, 'Payer ' || i, 'x', i % 2 = 0, 500 from generate_series(1, $3::int) i returning id`,
      [siteId, AccountType.SiteUser, WALLETS],
    );
    const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'W', 'W', 'B') returning id`, [siteId]);
    const [carrier] = await bench.query<{ id: number }>(`insert into carriers (site_id, name, interface) values ($1, 'C', 1) returning id`, [siteId]);
    progress(`seeding ${payments} bills over ${WALLETS} customers`);
    const made = await bench.query<{ id: number; owner_id: number }>(
      `with o as (
         insert into logistics_orders (site_id, owner_id, serial_number, source, warehouse_id, status, approval_status, payment_status, quotation_id, quotation_name, carrier_id,
           package_count, piece_count, weight, volume_weight, fare_weight, declared_price, declared_currency, tax_type, total_amount, currency_code, recipient, recipient_name, recipient_country_code, goods, charges)
         select $1, ($2::int[])[1 + i % $4], 'LOB' || i, 1, $5, 1, 2, 2, 1, 'Q', $6, 1, 1, 1, 1, 1, 1, 'USD', 1, 5 + i % 7, 'CNY', '{}', 'R', 'US', '[]', '[]'
         from generate_series(1, $3::int) i returning id, owner_id, total_amount)
       insert into bills (site_id, owner_id, serial_number, logistics_order_id, bill_type, payment_status, total_amount, currency_code, details)
       select $1, owner_id, 'BLB' || id, id, 1, 1, total_amount, 'CNY', '[]' from o returning id, owner_id`,
      [siteId, customers.map((c) => c.id), payments, WALLETS, warehouse!.id, carrier!.id],
    );
    const db = bench.database.db;
    const actor: Actor = { userId: customers[0]!.id, siteId, population: 'backstage', isSuperUser: false };
    // Enough cash for about half the bills; the credit customers may go on with credit, the others are refused when it runs out.
    for (const c of customers) {
      await db.transaction(async (tx) => {
        const w = (await lockWallets(tx, siteId, c.id, ['CNY'])).get('CNY')!;
        await post(tx, actor, w, { key: `opening:${c.id}`, type: WalletEventType.Recharge, documentType: 'Bench', documentId: null }, { amount: new Decimal(payments / WALLETS / 2 * 8), counter: LedgerAccount.SiteClearing, field: 'Amount' });
      });
    }

    const sends = [...made, ...made.filter((_, i) => i % REPEAT_EVERY === 0)];
    progress(`${sends.length} payments (${made.length} bills) by ${WORKERS} workers at once`);
    const times: number[] = [];
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < sends.length) {
          const b = sends[next++]!;
          const began = performance.now();
          try {
            const outcome = await db.transaction(async (tx) => {
              const [bill] = await tx.select().from(bills).where(eq(bills.id, b.id)).for('update');
              if (bill!.paymentStatus !== 1) return 'already paid';
              const w = (await lockWallets(tx, siteId, bill!.ownerId, ['CNY'])).get('CNY')!;
              const p = await post(tx, actor, w, { key: `bill:${bill!.id}:pay`, type: WalletEventType.BillPayment, documentType: 'Bill', documentId: bill!.id }, { amount: new Decimal(bill!.totalAmount).negated(), counter: LedgerAccount.SiteRevenue, useCredit: w.isCredit, field: 'BillIds' });
              await tx.update(bills).set({ paymentStatus: 2, paymentMoney: bill!.totalAmount, balanceBefore: p.before.balance, balanceAfter: p.after.balance }).where(and(eq(bills.id, bill!.id), eq(bills.paymentStatus, 1)));
              return 'paid';
            });
            count(outcome);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            count(`refused (${error.key})`);
          }
          times.push(performance.now() - began);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    times.sort((a, b) => a - b);
    progress('checking the invariant');
    const [off] = await bench.query<{ n: number }>(
      `select count(*)::int as n from wallets w
       left join (select wallet_id, sum(amount) filter (where account = 1) as cash, sum(amount) filter (where account = 2) as credit from wallet_postings group by wallet_id) p on p.wallet_id = w.id
       where w.site_id = $1 and (w.cash <> coalesce(p.cash, 0) or w.credit_used <> -coalesce(p.credit, 0))`,
      [siteId],
    );
    const [unbalanced] = await bench.query<{ n: number }>(`select count(*)::int as n from (select event_id from wallet_postings where site_id = $1 group by event_id having sum(amount) <> 0) x`, [siteId]);
    const [negative] = await bench.query<{ n: number }>(`select count(*)::int as n from wallets where site_id = $1 and (cash < 0 or credit_used > credit_limit)`, [siteId]);
    const [twice] = await bench.query<{ n: number }>(`select count(*)::int as n from (select document_id from wallet_events where site_id = $1 and type = 1 group by document_id having count(*) > 1) x`, [siteId]);
    const holds = off!.n === 0 && unbalanced!.n === 0 && negative!.n === 0 && twice!.n === 0;
    const paid = outcomes.get('paid') ?? 0;
    return {
      title: 'Payments: bills paid through the money ledger by 20 workers at once over 50 wallets, and the ledger invariant (issue 21)',
      lines: [
        `database:  ${bench.label}`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(['case', 'payments', 'p50 ms', 'p95 ms', 'max ms', 'per second'], [[`pay one bill, ${WORKERS} at once`, String(times.length), fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2), `${fixed(times.length / seconds)} tx/s, ${fixed(paid / seconds)} paid/s`]]),
        '',
        `outcomes:  ${[...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ×${v}`).join(', ')}`,
        `invariant: ${holds ? 'holds' : 'BROKEN'}: wallets differing from their postings ${off!.n}, events not summing to zero ${unbalanced!.n}, wallets below zero or over their credit ${negative!.n}, bills paid twice ${twice!.n}`,
      ],
    };
  } finally {
    progress('cleaning up');
    await bench.close();
  }
}
