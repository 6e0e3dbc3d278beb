import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { AccountType, CALLS, type CallDefinition, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { buildApp } from '../src/app.ts';
import { apiPermissions, regions, roleApiPermissions, roles, siteHosts, sites, userRoles, users } from '../src/db/schema.ts';
import { encryptLoginPassword, hashPassword } from '../src/platform/auth.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import type { Services } from '../src/platform/context.ts';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type Db } from '../src/platform/db.ts';
import { openSession } from '../src/modules/account/tokens.service.ts';
import { runOf } from './globalSetup.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  config: Config;
  /** set on PostgreSQL: the test file's own database, for a second server process */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Tests only PostgreSQL can decide: concurrent transactions and locks, the read pool's pipeline.
 * PGlite has one connection and runs everything one after another, so there they would pass
 * whatever the code does; the embedded run reports them skipped instead.
 */
export const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** A fresh copy of the migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
async function freshDatabase(): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('postgresTemplate');
    // Named after the run, so a concurrent run's clean-up leaves it alone (globalSetup.ts).
    const name = `lbo_t_${runOf(template)}_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.toString() });
    return {
      database,
      databaseUrl: dbUrl.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return { database: await openDatabase({ pglite }), drop: async () => undefined };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, databaseUrl, drop } = await freshDatabase();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-uploads-'));
  const config = { ...loadConfig({}), uploadDir, webDistDir: '/nonexistent', logLevel: 'silent', signingKey: crypto.randomBytes(32).toString('hex'), ...overrides };
  const { app, services } = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    services,
    db: database.db,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

export interface TestSite {
  id: number;
  host: string;
}

/** An address's regions as the cascade gives them (English names), from the loaded national data by code, in the order given. */
export async function regionRefs(db: Db, codes: readonly string[]): Promise<{ Id: number; Code: string; Name: string }[]> {
  const rows = await db.select().from(regions).where(inArray(regions.code, [...codes]));
  return codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no region with code ${code}`);
    return { Id: row.id, Code: row.code, Name: row.nameEn ?? row.name };
  });
}

export async function createSite(db: Db, values: Partial<typeof sites.$inferInsert> = {}): Promise<TestSite> {
  const code = unique('site');
  const [site] = await db.insert(sites).values({ code, siteName: `Site ${code}`, ...values }).returning({ id: sites.id });
  const host = `${code}.test`;
  await db.insert(siteHosts).values({ host, siteId: site!.id, apiBaseUrl: `https://api.${host}` });
  return { id: site!.id, host };
}

export interface TestUser {
  id: number;
  siteId: number | null;
  userName: string;
  password: string;
  accountType: 1 | 2;
  token: string;
  /** the session `token` was issued in */
  sessionId: string;
}

/**
 * A user with one role granting exactly `calls` (paths). `grants: 'all'` grants every granted call
 * of the population; `isSuperUser` bypasses grants.
 */
export async function createUser(
  t: TestApp,
  opts: {
    site: TestSite | null;
    type?: 'backstage' | 'user';
    grants?: readonly (CallDefinition | string)[] | 'all';
    isSuperUser?: boolean;
    password?: string;
    values?: Partial<typeof users.$inferInsert>;
  },
): Promise<TestUser> {
  const accountType = opts.type === 'user' ? AccountType.SiteUser : AccountType.Backstage;
  const siteId = opts.site?.id ?? null;
  const password = opts.password ?? 'Passw0rd!';
  const userName = unique('u');
  const [user] = await t.db
    .insert(users)
    .values({ siteId, accountType, userName, number: userName, nickName: userName, passwordHash: await hashPassword(password), isSuperUser: opts.isSuperUser ?? false, ...opts.values })
    .returning({ id: users.id });
  const [role] = await t.db.insert(roles).values({ siteId, population: accountType, name: 'role', code: unique('r') }).returning({ id: roles.id });
  await t.db.insert(userRoles).values({ siteId, userId: user!.id, roleId: role!.id });
  const population = opts.type ?? 'backstage';
  const keys =
    opts.grants === 'all'
      ? CALLS.filter((c) => c.access === 'granted' && c.populations.includes(population)).map((c) => c.path)
      : (opts.grants ?? []).map((g) => (typeof g === 'string' ? g : g.path));
  if (keys.length > 0) await t.db.insert(roleApiPermissions).values(keys.map((apiKey) => ({ siteId, roleId: role!.id, apiKey })));
  const sessionId = await openSession(t.db, user!.id);
  const token = t.services.tokens.signAccess({ userId: user!.id, siteId, population, isSuperUser: opts.isSuperUser ?? false }, sessionId);
  return { id: user!.id, siteId, userName, password, accountType, token, sessionId };
}

export async function roleOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return row!.roleId;
}

export interface CallResult<T = unknown> {
  status: number;
  Code: number;
  Message: string;
  Data: T;
}

/** POST a contract call the way the web app does. */
export async function call<C extends CallDefinition>(
  t: TestApp,
  def: C,
  body?: RequestOf<C> | Record<string, unknown>,
  opts: { token?: string; host?: string; language?: '1' | '2' | '3'; address?: string } = {},
): Promise<CallResult<ResponseOf<C>>> {
  const res = await t.app.inject({
    method: 'POST',
    url: def.path,
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.host ? { host: opts.host } : {}),
      AcceptLanguage: opts.language ?? '3',
    },
    remoteAddress: opts.address,
    payload: JSON.stringify(body ?? {}),
  });
  return { status: res.statusCode, ...(res.json() as { Code: number; Message: string; Data: ResponseOf<C> }) };
}

export const encrypt = (t: TestApp, password: string) => encryptLoginPassword(password, t.config.loginCipherKey, t.config.loginCipherIv);

export const allApiKeys = (t: TestApp) => t.db.select({ key: apiPermissions.key }).from(apiPermissions);

/** The PostgreSQL error (SQLSTATE and message) a database call failed with, drizzle's wrapper unwrapped; fails if it succeeded. */
export async function pgErrorOf(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      const code: unknown = (e as Error & { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: e.message };
    }
    throw error;
  }
  throw new Error('expected the database to refuse the statement, but it succeeded');
}
