import fs from 'node:fs';
import os from 'node:os';
import { AccountType, ErrorCode, shelves as calls, type Envelope } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, requestCount } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 6: BatchAddShelves of 10,000 shelves, and GetShelves paging over 1,000,000 shelves (page 1
 * and page 5,000 of 20 rows, with and without a Content filter), through the real endpoints one
 * request at a time. Figures only; nothing is judged.
 */

const TOTAL_SHELVES = 1_000_000;
/** 10 prefixes × 1,000 layers × 100 columns: a prefix ("C") matches 100,000 shelves, enough for page 5,000. */
const PREFIXES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'];
const BATCH_RUNS = 3;
const PAGE_ROWS = 20;

interface Fixture {
  siteId: number;
  warehouseId: number;
  partitionId: number;
  batchPartitionId: number;
}

/** A site, its administrator (a role granting the shelf calls), one warehouse, two partitions; then 1,000,000 shelves in one statement. */
async function seed(bench: BenchDatabase): Promise<Fixture & { userId: number }> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-shelves', 'Shelves benchmark') returning id`, []);
  const siteId = site!.id;
  const [user] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'shelfbench', 'Shelf bench', $3) returning id`,
    [siteId, AccountType.Backstage, await hashPassword('Bench-Passw0rd!')],
  );
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Warehouse keeper', 'keeper') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, user!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, role!.id, [calls.getShelves.path, calls.batchAddShelves.path]]);
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  const [partition, batchPartition] = await bench.query<{ id: number }>(
    `insert into warehouse_partitions (site_id, warehouse_id, name, type) values ($1, $2, 'Big zone', 1), ($1, $2, 'Batch zone', 1) returning id`,
    [siteId, warehouse!.id],
  );
  await bench.query(
    `insert into shelves (site_id, warehouse_id, partition_id, shelves_number, prefix, separator, layer, "column", shelves_wide, shelves_high, shelves_length, goods_quantity)
     select $1, $2, $3, p.prefix || '-' || lpad(l::text, 4, '0') || '-' || lpad(c::text, 3, '0'), p.prefix, '-', l, c, 60, 40, 120, (l * 7 + c) % 5
     from unnest($4::text[]) as p(prefix) cross join generate_series(1, 1000) l cross join generate_series(1, 100) c`,
    [siteId, warehouse!.id, partition!.id, PREFIXES],
  );
  await bench.query(`update warehouse_partitions set shelf_count = (select count(*) from shelves where partition_id = $1) where id = $1`, [partition!.id]);
  await bench.query('vacuum analyze', []);
  return { siteId, userId: user!.id, warehouseId: warehouse!.id, partitionId: partition!.id, batchPartitionId: batchPartition!.id };
}

async function post<T>(url: string, token: string, body: unknown): Promise<{ ms: number; envelope: Envelope<T> }> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as Envelope<T>;
  const ms = performance.now() - start;
  if (envelope.Code !== ErrorCode.Success) throw new Error(`${url} answered Code ${envelope.Code}: ${envelope.Message}`);
  return { ms, envelope };
}

export async function benchShelves(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  try {
    progress(`seeding ${TOTAL_SHELVES.toLocaleString('en')} shelves`);
    const seedStart = performance.now();
    const fixture = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await openSession(bench.database.db, fixture.userId);
    const token = services.tokens.signAccess({ userId: fixture.userId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, session);

    progress(`BatchAddShelves: ${BATCH_RUNS} batches of 100 × 100`);
    const batches: number[] = [];
    for (let run = 0; run < BATCH_RUNS; run++) {
      const { ms, envelope } = await post<{ Count: number }>(`${base}${calls.batchAddShelves.path}`, token, {
        WarehouseId: fixture.warehouseId,
        PartitionId: fixture.batchPartitionId,
        Prefix: `Z${run}`,
        Separator: '-',
        Rows: 100,
        Columns: 100,
        LayerPaddingBits: 3,
        ColumnPaddingBits: 3,
      });
      if (envelope.Data.Count !== 10_000) throw new Error(`a batch added ${envelope.Data.Count} shelves`);
      batches.push(ms);
    }

    const requests = requestCount(200);
    const cases = [
      { name: 'page 1, no filter', body: { index: 1 } },
      { name: 'page 5,000, no filter', body: { index: 5_000 } },
      { name: 'page 1, Content "C"', body: { index: 1, Content: 'C' } },
      { name: 'page 5,000, Content "C"', body: { index: 5_000, Content: 'C' } },
    ];
    const rows: string[][] = [];
    for (const c of cases) {
      progress(`GetShelves ${c.name}: ${requests} requests one after another`);
      const body = { ...c.body, rows: PAGE_ROWS };
      const first = await post<{ Data: { ShelvesNumber: string }[]; Total: number }>(`${base}${calls.getShelves.path}`, token, body);
      if (first.envelope.Data.Data.length !== PAGE_ROWS) throw new Error(`${c.name} answered ${first.envelope.Data.Data.length} rows`);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push((await post(`${base}${calls.getShelves.path}`, token, body)).ms);
      times.sort((a, b) => a - b);
      rows.push([c.name, first.envelope.Data.Total.toLocaleString('en'), first.envelope.Data.Data[0]!.ShelvesNumber, fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2)]);
    }
    const sortedBatches = [...batches].sort((a, b) => a - b);
    return {
      title: 'Shelves: BatchAddShelves of 10,000 and GetShelves over 1,000,000 (issue 6)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${(TOTAL_SHELVES + BATCH_RUNS * 10_000).toLocaleString('en')} shelves in one warehouse (seeded in ${fixed(seedSeconds)} s); requests over HTTP one at a time, ${requests} per case`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(['BatchAddShelves (10,000 shelves)', 'min ms', 'median ms', 'max ms'], [['one batch, all or none, with its logs', fixed(sortedBatches[0] ?? 0), fixed(percentile(sortedBatches, 50)), fixed(sortedBatches.at(-1) ?? 0)]]),
        '',
        ...table(['GetShelves (20 rows)', 'Total', 'first row', 'p50 ms', 'p95 ms', 'max ms'], rows),
      ],
    };
  } finally {
    progress('cleaning up');
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
