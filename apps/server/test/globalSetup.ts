import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/migrate.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/platform/db.ts';


/** The pid of the test run that made a database `lbo_tpl_<pid>_…` or `lbo_t_<pid>_…`. */
export const runOf = (database: string) => Number(/^lbo_(?:t|tpl)_(\d+)_/.exec(database)?.[1] ?? NaN);

/** Whether the process that named a database is still running (its databases are then in use). */
export function runIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Migrating costs seconds, so it happens once: a PGlite data directory dumped to a file that every
 * test file loads, and on PostgreSQL (TEST_DATABASE_URL) a template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Left over by runs that crashed. Names carry the pid of the run that made them: another run
    // going on now (a second checkout, a CI job) keeps its template and copies.
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'lbo_t_%' or datname like 'lbo_tpl_%'`);
    for (const { datname } of stale.rows) {
      if (runIsAlive(runOf(datname))) continue;
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
    const template = `lbo_tpl_${process.pid}_${Date.now()}`;
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${template}" with (force)`);
      await c.end();
    };
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
