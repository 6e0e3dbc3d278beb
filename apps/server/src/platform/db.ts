import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema.ts';
import { driverClientOf } from './pgInternals.ts';

export type Schema = typeof schema;

/** The extensions the migrations create (pg_trgm: the commodity search); every PGlite is opened with them. */
export const PGLITE_EXTENSIONS = { pg_trgm };
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the whole database or an open transaction: services take this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (the bench's bare route uses it). */
  pool?: pg.Pool;
  /**
   * On PostgreSQL, the connections of read-only calls (`readInScope`): every statement on them is
   * read-only, and they carry the scope of their last borrower, which the next one replaces.
   */
  readPool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * The restricted role site callers run as (tenancy.ts enters it and writes its policies). It lives
 * here because every read connection starts in it, and tenancy.ts builds on this file, not the reverse.
 */
export const APP_ROLE = 'lbo_app';

/** Open the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir/pglite` (or in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (opts.databaseUrl) {
    // Pipeline mode: statements queued on a connection leave without waiting for the previous answer (readInScope relies on it).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, pipeline: true });
    const readPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      pipeline: true,
      options: '-c default_transaction_read_only=on',
      // A new read connection starts as the restricted role in an empty site scope: it sees nothing until a caller's scope is
      // entered. The pool hands it out only once that holds; if the switch fails, the connection is closed and the borrower told.
      onConnect: async (client) => void (await client.query(`select set_config('role', '${APP_ROLE}', false)`)),
    });
    for (const p of [pool, readPool]) {
      // An idle connection the server closes (restart, failover) is dropped by the pool; without a listener it would end the process.
      p.on('error', () => undefined);
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, readPool, close: async () => void (await Promise.all([pool.end(), readPool.end()])) };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined;
    if (dir) fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => pglite.close() };
}

/**
 * A hot read, rendered once from the query builder and run as a named statement: the server plans
 * it once per connection, and the rows come back as arrays in the order of the select, without the
 * query builder or its row mapping running per call (on the messages page these cost about a tenth
 * of the server's CPU). `$1`, `$2`... are the builder's placeholders in the order they appear.
 */
export interface PlainRead {
  name: string;
  text: string;
}
export const plainRead = (name: string, query: { toSQL(): { sql: string } }): PlainRead => ({ name, text: query.toSQL().sql });

/** PGlite's query, which prepares every statement itself. */
type PgliteQuery = { query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }> };

export async function runPlainRead(executor: Executor, read: PlainRead, params: unknown[]): Promise<unknown[][]> {
  const client = driverClientOf(executor);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query({ name: read.name, text: read.text, values: params, rowMode: 'array' })).rows;
  }
  return (await (client as PgliteQuery).query(read.text, params, { rowMode: 'array' })).rows;
}

/** Rows of a raw `execute`: node-postgres answers `{ rows }`, PGlite's driver the same; typed by the caller. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
