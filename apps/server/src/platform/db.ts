import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema.ts';
import { ensureTenantSecurity } from './tenancy.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the whole database or an open transaction: services take this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (the bench's bare route uses it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const MIGRATIONS = new URL('../db/migrations', import.meta.url).pathname;
const MIGRATION_LOCK = 7_304_211;

/** Open the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir/pglite` (or in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.databaseUrl) {
    // Pipeline mode: statements queued on a connection leave without waiting for the previous answer (readInScope relies on it).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, pipeline: true });
    // An idle connection the server closes (restart, failover) is dropped by the pool; without a listener it would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined;
    if (dir) fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => pglite.close() };
}

/** Apply the committed migrations, then the tenant row-level security. Safe with several processes starting at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const lock = await database.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS });
      await ensureTenantSecurity(database.db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      lock.release();
    }
    return;
  }
  await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
  await ensureTenantSecurity(database.db);
}

/** Rows of a raw `execute`: node-postgres answers `{ rows }`, PGlite's driver the same; typed by the caller. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
