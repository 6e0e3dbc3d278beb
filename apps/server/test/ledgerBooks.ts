import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../src/platform/db.ts';
import type { TestApp } from './helpers.ts';

/** The money ledger's invariant over every wallet: counters equal their postings, every event sums to zero. */
export async function expectBooksBalance(t: TestApp) {
  const off = rowsOf(
    await t.db.execute(sql`
      select w.id from wallets w
      left join (select wallet_id, sum(amount) filter (where account = 1) as cash, sum(amount) filter (where account = 2) as credit from wallet_postings group by wallet_id) p on p.wallet_id = w.id
      where w.cash <> coalesce(p.cash, 0) or w.credit_used <> -coalesce(p.credit, 0)`),
  );
  expect(off).toEqual([]);
  expect(rowsOf(await t.db.execute(sql`select event_id from wallet_postings group by event_id having sum(amount) <> 0`))).toEqual([]);
}
