import os from 'node:os';
import { AccountType, inventory } from '@lbo/contracts';
import { moveStock, type StockMove } from '../apps/server/src/modules/inventory/index.ts';
import { AppError } from '../apps/server/src/platform/errors.ts';
import type { Actor } from '../apps/server/src/platform/auth.ts';
import { requestCount } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 19: stock moves per second through the ledger's one entry point (moveStock, one business
 * event per transaction) with 20 workers at once over 100 commodities on 10 shelves of a warehouse:
 * shelf moves, freezes and unfreezes, adjustments up and down, each event with its own key and some
 * events sent twice. Then the invariant, read from the tables: every counter of every stock row
 * equals what its movements brought in less what they took out, Total equals the sum of the held
 * buckets, and each shelf's goods quantity equals the stock on it. Figures only; nothing is judged
 * but the invariant, which the report states.
 */

const { StockBucket, StockMovementType } = inventory;
const WORKERS = 20;
const COMMODITIES = 100;
const SHELVES = 10;
const CUSTOMERS = 10;
/** Available on every shelf of every commodity before the run. */
const OPENING_STOCK = 50;
/** One event in this many is sent a second time (a repeated scan): the ledger must apply it once. */
const REPEAT_EVERY = 10;

interface Fixture {
  actor: Actor;
  warehouseId: number;
  shelfIds: number[];
  commodities: { id: number; ownerId: number }[];
}

/** A site, a warehouse with one partition of 10 shelves, 10 customers with 100 commodities between them, each in one statement. */
async function seed(bench: BenchDatabase): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-inventory', 'Inventory benchmark') returning id`, []);
  const siteId = site!.id;
  const [staff] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'stockbench', 'Stock bench', 'x') returning id`,
    [siteId, AccountType.Backstage],
  );
  const customers = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, 'x' from generate_series(1, $3::int) i returning id`,
    [siteId, AccountType.SiteUser, CUSTOMERS],
  );
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  const [partition] = await bench.query<{ id: number }>(`insert into warehouse_partitions (site_id, warehouse_id, name, type, shelf_count) values ($1, $2, 'Zone', 1, $3) returning id`, [
    siteId,
    warehouse!.id,
    SHELVES,
  ]);
  const shelves = await bench.query<{ id: number }>(
    `insert into shelves (site_id, warehouse_id, partition_id, shelves_number, prefix, separator, layer, "column")
     select $1, $2, $3, 'A-01-' || lpad(c::text, 3, '0'), 'A', '-', 1, c from generate_series(1, $4::int) c returning id`,
    [siteId, warehouse!.id, partition!.id, SHELVES],
  );
  const goods = await bench.query<{ id: number; owner_id: number }>(
    `insert into commodities (site_id, owner_id, code, sku, name, sales_mode, audit_status)
     select $1, ($2::int[])[1 + i % array_length($2::int[], 1)], 'CD' || lpad(i::text, 4, '0'), 'SKU-' || lpad(i::text, 4, '0'), 'Goods ' || i, 1, 1
     from generate_series(1, $3::int) i returning id, owner_id`,
    [siteId, customers.map((c) => c.id), COMMODITIES],
  );
  return {
    actor: { userId: staff!.id, siteId, population: 'backstage', isSuperUser: false },
    warehouseId: warehouse!.id,
    shelfIds: shelves.map((s) => s.id).sort((a, b) => a - b),
    commodities: goods.map((g) => ({ id: g.id, ownerId: g.owner_id })),
  };
}

/** A small deterministic generator, so that two runs make the same moves. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The low bits of this generator repeat quickly: take the high ones.
    return Math.floor(state / 65_536) % n;
  };
}

type Kind = 'shelf move' | 'freeze' | 'unfreeze' | 'adjust up' | 'adjust down';
const KINDS: Kind[] = ['shelf move', 'shelf move', 'freeze', 'unfreeze', 'adjust up', 'adjust down'];

/** The moves of event `i`: one commodity, one kind, a quantity of 1–5 between shelves chosen at random. */
function eventOf(i: number, f: Fixture, random: (n: number) => number): { kind: Kind; moves: StockMove[] } {
  const c = f.commodities[random(f.commodities.length)]!;
  const shelf = () => f.shelfIds[random(f.shelfIds.length)]!;
  const quantity = 1 + random(5);
  const kind = KINDS[random(KINDS.length)]!;
  const base = { ownerId: c.ownerId, commodityId: c.id, warehouseId: f.warehouseId, quantity };
  const from = shelf();
  let to = shelf();
  if (to === from) to = f.shelfIds[(f.shelfIds.indexOf(from) + 1) % f.shelfIds.length]!;
  const move: StockMove = {
    'shelf move': { ...base, from: StockBucket.Available, fromShelfId: from, to: StockBucket.Available, toShelfId: to, type: StockMovementType.MoveShelf },
    freeze: { ...base, from: StockBucket.Available, fromShelfId: from, to: StockBucket.Frozen, toShelfId: from, type: StockMovementType.Freeze },
    unfreeze: { ...base, from: StockBucket.Frozen, fromShelfId: from, to: StockBucket.Available, toShelfId: from, type: StockMovementType.Unfreeze },
    'adjust up': { ...base, from: null, to: StockBucket.Available, toShelfId: from, type: StockMovementType.Adjust },
    'adjust down': { ...base, from: StockBucket.Available, fromShelfId: from, to: null, type: StockMovementType.Adjust },
  }[kind];
  return { kind, moves: [move] };
}

/** Every way the tables could disagree with the ledger; each query answers the rows that break it. */
async function brokenInvariants(bench: BenchDatabase, siteId: number) {
  const [counters] = await bench.query<{ n: number }>(
    `with flows as (
       select to_stock_id as stock_id, to_bucket as bucket, quantity from stock_movements where site_id = $1 and to_stock_id is not null
       union all
       select from_stock_id, from_bucket, -quantity from stock_movements where site_id = $1 and from_stock_id is not null
     ),
     sums as (select stock_id, bucket, sum(quantity)::int as net from flows group by stock_id, bucket)
     select count(*)::int as n from stocks s
     where s.site_id = $1 and (
       s.in_transit <> coalesce((select net from sums where stock_id = s.id and bucket = $2), 0) or
       s.available <> coalesce((select net from sums where stock_id = s.id and bucket = $3), 0) or
       s.frozen <> coalesce((select net from sums where stock_id = s.id and bucket = $4), 0) or
       s.defective <> coalesce((select net from sums where stock_id = s.id and bucket = $5), 0) or
       s.question <> coalesce((select net from sums where stock_id = s.id and bucket = $6), 0))`,
    [siteId, StockBucket.InTransit, StockBucket.Available, StockBucket.Frozen, StockBucket.Defective, StockBucket.Question],
  );
  const [totals] = await bench.query<{ n: number }>(`select count(*)::int as n from stocks where site_id = $1 and total <> available + frozen + defective + question`, [siteId]);
  const [shelves] = await bench.query<{ n: number }>(
    `select count(*)::int as n from shelves sh
     where sh.site_id = $1 and sh.goods_quantity <> coalesce((select sum(total) from stocks where shelf_id = sh.id), 0)`,
    [siteId],
  );
  const [negative] = await bench.query<{ n: number }>(
    `select count(*)::int as n from stocks where site_id = $1 and least(available, frozen, defective, question, in_transit) < 0`,
    [siteId],
  );
  const [facts] = await bench.query<{ stocks: number; movements: number; events: number; held: number }>(
    `select (select count(*)::int from stocks where site_id = $1) as stocks, (select count(*)::int from stock_movements where site_id = $1) as movements,
            (select count(*)::int from stock_events where site_id = $1) as events, (select coalesce(sum(total), 0)::int from stocks where site_id = $1) as held`,
    [siteId],
  );
  return { counters: counters!.n, totals: totals!.n, shelves: shelves!.n, negative: negative!.n, ...facts! };
}

export async function benchInventory(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const events = requestCount(4000);
  try {
    progress(`seeding ${COMMODITIES} commodities of ${CUSTOMERS} customers on ${SHELVES} shelves`);
    const f = await seed(bench);
    const db = bench.database.db;
    const opening = f.commodities.flatMap((c) =>
      f.shelfIds.map((shelfId) => ({
        ownerId: c.ownerId,
        commodityId: c.id,
        warehouseId: f.warehouseId,
        from: null,
        to: StockBucket.Available,
        toShelfId: shelfId,
        quantity: OPENING_STOCK,
        type: StockMovementType.Adjust,
      })),
    );
    await db.transaction((tx) => moveStock(tx, f.actor, { key: 'opening', documentType: 'Bench', documentId: null }, opening));

    const random = generator(19);
    const planned = Array.from({ length: events }, (_, i) => ({ key: `bench-${i}`, ...eventOf(i, f, random) }));
    // Some events again, later in the run, as a repeated scan would send them.
    const sends = [...planned, ...planned.filter((_, i) => i % REPEAT_EVERY === 0)];
    progress(`${sends.length} stock events (${planned.length} distinct) by ${WORKERS} workers at once`);
    const times: number[] = [];
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < sends.length) {
          const event = sends[next++]!;
          const began = performance.now();
          try {
            const done = await db.transaction((tx) => moveStock(tx, f.actor, { key: event.key, documentType: 'Bench', documentId: null }, event.moves));
            count(done === 'applied' ? event.kind : 'already applied');
          } catch (error) {
            // Not enough in the bucket: the event is refused whole, as a user would be told.
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
    const check = await brokenInvariants(bench, f.actor.siteId!);
    const holds = check.counters === 0 && check.totals === 0 && check.shelves === 0 && check.negative === 0;
    const applied = [...outcomes].filter(([k]) => !k.startsWith('refused') && k !== 'already applied').reduce((n, [, v]) => n + v, 0);
    return {
      title: 'Inventory: stock moves through moveStock by 20 workers at once over 100 commodities, and the ledger invariant (issue 19)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${COMMODITIES} commodities of ${CUSTOMERS} customers, ${SHELVES} shelves of one warehouse, ${OPENING_STOCK} available on each shelf to start; one event per transaction`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(
          ['case', 'events', 'p50 ms', 'p95 ms', 'max ms', 'per second'],
          [[`moveStock, ${WORKERS} at once`, String(times.length), fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2), `${fixed(times.length / seconds)} events/s, ${fixed(applied / seconds)} applied/s`]],
        ),
        '',
        `outcomes:  ${[...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ×${v}`).join(', ')}`,
        `ledger:    ${check.events} events, ${check.movements} movements, ${check.stocks} stock rows, ${check.held} pieces held`,
        `invariant: ${holds ? 'holds' : 'BROKEN'}: stock rows whose counters differ from their movements ${check.counters}, whose Total is not the sum of the buckets ${check.totals}, with a negative bucket ${check.negative}; shelves whose goods quantity differs from their stock ${check.shelves}`,
      ],
    };
  } finally {
    progress('cleaning up');
    await bench.close();
  }
}
