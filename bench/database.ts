import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../apps/server/src/platform/db.ts';
import { runIsAlive } from '../apps/server/test/globalSetup.ts';

/**
 * The benchmark's own database on the chosen server, named after this run's pid so that two runs at
 * once (two checkouts) do not drop each other's; dropped at the end of the run.
 */
const BENCH_DATABASE = `lbo_bench_${process.pid}`;
const benchRunOf = (database: string) => Number(/^lbo_bench_(\d+)$/.exec(database)?.[1] ?? NaN);
/**
 * The local server, through its Unix socket when it has one: on a 2-CPU machine shared by the app and
 * the database, the loopback TCP writes were a third of the app's CPU per statement (cpu profile of
 * the payments benchmark), and production on one machine connects the same way (docs/ARCHITECTURE.md "Data").
 */
const DEFAULT_URLS = ['postgres://postgres@localhost:5432/test?host=/var/run/postgresql', 'postgres://postgres@127.0.0.1:5432/test'];

type Row = Record<string, unknown>;

export interface BenchDatabase {
  database: Database;
  kind: 'postgres' | 'pglite';
  /** human-readable: server version and address, or PGlite */
  label: string;
  /** A parameterised statement straight on the app's own pool (or PGlite client), outside any transaction. */
  /** `name` makes it a named statement on PostgreSQL, planned once per connection (PGlite ignores it). */
  query<R extends Row>(text: string, params: unknown[], name?: string): Promise<R[]>;
  /** Close the pool and drop the benchmark database. */
  close(): Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openPostgres(adminUrl: string): Promise<BenchDatabase> {
  const version = await admin(adminUrl, async (c) => {
    // Left over by runs that crashed; a run still going keeps its own.
    const stale = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'lbo\\_bench\\_%'`);
    for (const { datname } of stale.rows) {
      if (!runIsAlive(benchRunOf(datname))) await c.query(`drop database if exists "${datname}" with (force)`);
    }
    await c.query(`create database "${BENCH_DATABASE}"`);
    const { rows } = await c.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  const pool = database.pool;
  if (!pool) throw new Error('openDatabase gave no pool for a PostgreSQL URL');
  return {
    database,
    kind: 'postgres',
    label: `PostgreSQL ${version} at ${url.searchParams.get('host') ?? url.host}/${BENCH_DATABASE} (app pool max ${pool.options.max ?? '?'})`,
    query: async <R extends Row>(text: string, params: unknown[], name?: string) => (await pool.query<R>({ name, text, values: params })).rows,
    async close() {
      await database.close();
      await admin(adminUrl, (c) => c.query(`drop database if exists "${BENCH_DATABASE}" with (force)`));
    },
  };
}

async function openPglite(): Promise<BenchDatabase> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  return {
    database,
    kind: 'pglite',
    label: 'PGlite in memory (no PostgreSQL server reachable)',
    query: async <R extends Row>(text: string, params: unknown[]) => (await client.query<R>(text, params)).rows,
    close: () => database.close(),
  };
}

/**
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default server if it answers (DEFAULT_URLS); that
 * connection only creates and drops `lbo_bench_<pid>`. With no server at all: in-memory PGlite.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const configured = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (configured) {
    if (!(await reachable(configured))) throw new Error(`BENCH_DATABASE_URL/TEST_DATABASE_URL is set but ${new URL(configured).host} does not answer`);
    return openPostgres(configured);
  }
  for (const url of DEFAULT_URLS) if (await reachable(url)) return openPostgres(url);
  return openPglite();
}
