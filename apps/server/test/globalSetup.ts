import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db.ts';

export const TEMPLATE_DATABASE = 'lbo_test_template';

/**
 * Migrating costs seconds, so it happens once: a PGlite data directory dumped to a file that every
 * test file loads, and on PostgreSQL (TEST_DATABASE_URL) a template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'lbo_t_%' or datname = $1`, [TEMPLATE_DATABASE]);
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DATABASE}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
