import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccountType, ErrorCode, userMessages as calls, type Envelope } from '@lbo/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { messagePageStatements } from '../apps/server/src/modules/userMessages/userMessages.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { cpuCount, runLoad, type LoadRequest, type LoadResult } from './load.ts';
import { progress, table, type BenchReport } from './report.ts';

/**
 * Issue 2: /UserMessages/GetUserMessages (page 1 of 20 rows) under 50 concurrent connections, beside
 * a bare Fastify route running the service's two SQL statements (sent together) on the same pool with no auth,
 * validation, envelope or transaction. Target: the real endpoint keeps ≥ 80 % of the bare
 * route's throughput on PostgreSQL.
 */

const USERS = 1_000;
const MESSAGES_PER_USER = 100;
const TOKEN_USERS = 200;
const PAGE_ROWS = 20;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const ROUNDS = 3;
const TARGET = 0.8;
const CALL_PATH = calls.getUserMessages.path;
const BARE_PATH = '/bare/UserMessages/GetUserMessages';
const REQUEST_BODY = { index: 1, rows: PAGE_ROWS };

function measuredSeconds(): number {
  const n = Number(process.env.BENCH_SECONDS);
  return Number.isFinite(n) && n > 0 ? n : 10;
}

type CountRow = { count: string | number };
type MessageRow = {
  id: number;
  info_type: string;
  title: string;
  message: string;
  message_type: number;
  is_read: boolean;
  created_at: Date;
};
interface BareBody {
  index: number;
  rows: number;
  ownerId: number;
}
interface MessagePage {
  Data: { Id: number; InfoType: string; Title: string; Message: string; MessageType: number; IsRead: boolean; CreationTime: string }[];
  Total: number;
}

/** Same SQL, same pool, same JSON as the real handler's Data; nothing else. */
async function startBareRoute(bench: BenchDatabase): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.post(BARE_PATH, async (request): Promise<MessagePage> => {
    const body = request.body as BareBody;
    const offset = (body.index - 1) * body.rows;
    // The service's own statements, named as the service names them and sent together as it sends them.
    const { count, pageDescending } = messagePageStatements;
    const [[total], rows] = await Promise.all([
      bench.query<CountRow>(count.text, [body.ownerId], count.name),
      bench.query<MessageRow>(pageDescending.text, [body.ownerId, body.rows, offset], pageDescending.name),
    ]);
    return {
      Data: rows.map((m) => ({
        Id: m.id,
        InfoType: m.info_type,
        Title: m.title,
        Message: m.message,
        MessageType: m.message_type,
        IsRead: m.is_read,
        CreationTime: m.created_at.toISOString(),
      })),
      Total: Number(total?.count ?? 0),
    };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

/** 1 site, USERS portal users each with their own role granting the call, MESSAGES_PER_USER messages each. */
async function seed(bench: BenchDatabase): Promise<{ siteId: number; userIds: number[] }> {
  const passwordHash = await hashPassword('Bench-Passw0rd!'); // one argon2 hash shared by every user
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench', 'Benchmark site') returning id`, []);
  if (!site) throw new Error('site not created');
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'b' || lpad(g::text, 5, '0'), 'b' || lpad(g::text, 5, '0'), 'Bench user ' || g, $3
     from generate_series(1, $4::int) g`,
    [site.id, AccountType.SiteUser, passwordHash, USERS],
  );
  await bench.query(
    `insert into roles (site_id, population, name, code) select site_id, $2, 'Message reader', number from users where site_id = $1`,
    [site.id, AccountType.SiteUser],
  );
  await bench.query(
    `insert into user_roles (site_id, user_id, role_id)
     select u.site_id, u.id, r.id from users u join roles r on r.site_id = u.site_id and r.code = u.number where u.site_id = $1`,
    [site.id],
  );
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select site_id, id, $2 from roles where site_id = $1`, [
    site.id,
    CALL_PATH,
  ]);
  await bench.query(
    `insert into user_messages (site_id, owner_id, info_type, title, message, message_type, is_read, created_at)
     select u.site_id, u.id,
            (array['Order', 'Payment', 'Waybill', 'Notice'])[1 + g % 4],
            'Message ' || g || ' for ' || u.user_name,
            'Your shipment ' || u.id || '-' || g || ' has moved to the next stage. ' || repeat('Details of the event. ', 1 + g % 5),
            g % 3, g % 4 = 0,
            now() - make_interval(mins => g * 53 + u.id % 97, secs => u.id % 60)
     from users u cross join generate_series(1, $2::int) g
     where u.site_id = $1`,
    [site.id, MESSAGES_PER_USER],
  );
  await bench.query('vacuum analyze', []);
  const users = await bench.query<{ id: number }>('select id from users where site_id = $1 order by id', [site.id]);
  return { siteId: site.id, userIds: users.map((u) => u.id) };
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.json();
}

const fixed = (n: number, digits: number) => n.toFixed(digits);

function row(name: string, r: LoadResult): string[] {
  return [
    name,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 2),
    fixed(r.p95Ms, 2),
    fixed(r.p99Ms, 2),
    String(r.responses),
    String(r.non2xx),
    String(r.badBodies),
    String(r.socketErrors),
  ];
}

/** Everything the load runs against: seeded database, the real app and the bare route, listening. */
export interface Fixture {
  bench: BenchDatabase;
  seedSeconds: number;
  realUrl: string;
  bareUrl: string;
  realRequests: LoadRequest[];
  bareRequests: LoadRequest[];
  close(): Promise<void>;
}

export async function prepare(): Promise<Fixture> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-bench-uploads-'));
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    progress('cleaning up');
    for (const c of closers.reverse()) await c();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    const config = { ...loadConfig({}), uploadDir, webDistDir: '/nonexistent', logLevel: 'silent', signingKey: crypto.randomBytes(32).toString('hex') };
    const { app, services } = await buildApp({ config, database: bench.database, logger: false });
    closers.push(() => app.close());

    progress(`seeding ${USERS} users and ${USERS * MESSAGES_PER_USER} messages`);
    const seedStart = performance.now();
    const { siteId, userIds } = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const realUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = await startBareRoute(bench);
    closers.push(() => bare.app.close());

    // The load rotates over TOKEN_USERS users: real calls by their tokens, bare calls by owner id in the body.
    const loadUsers = userIds.slice(0, TOKEN_USERS);
    const sessions = await Promise.all(loadUsers.map((userId) => openSession(bench.database.db, userId)));
    const realRequests: LoadRequest[] = loadUsers.map((userId, i) => ({
      path: CALL_PATH,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${services.tokens.signAccess({ userId, siteId, population: 'user', isSuperUser: false }, sessions[i]!)}`,
      },
      body: JSON.stringify(REQUEST_BODY),
    }));
    const bareRequests: LoadRequest[] = loadUsers.map((ownerId) => ({
      path: BARE_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...REQUEST_BODY, ownerId } satisfies BareBody),
    }));

    // Never benchmark an error path: one real answer must be a full page, and the bare one the same data.
    const first = realRequests[0];
    if (!first) throw new Error('no users to load');
    const real = (await postJson(`${realUrl}${CALL_PATH}`, REQUEST_BODY, { authorization: first.headers.authorization ?? '' })) as Envelope<MessagePage>;
    if (real.Code !== ErrorCode.Success || real.Data.Data.length !== PAGE_ROWS || real.Data.Total !== MESSAGES_PER_USER) {
      throw new Error(`the real endpoint does not answer a full page: ${JSON.stringify(real).slice(0, 300)}`);
    }
    const bareAnswer = await postJson(`${bare.url}${BARE_PATH}`, { ...REQUEST_BODY, ownerId: loadUsers[0] });
    if (!isDeepStrictEqual(bareAnswer, real.Data)) throw new Error('the bare route does not return the same JSON as the real endpoint');

    return { bench, seedSeconds, realUrl, bareUrl: bare.url, realRequests, bareRequests, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchUserMessages(): Promise<BenchReport> {
  const seconds = measuredSeconds();
  const fixture = await prepare();
  // Anything else running on the machine skews the figures; print how busy it was.
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const load = (url: string, requests: LoadRequest[], expectBodyPrefix: string) =>
      runLoad({ url, requests, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds, expectBodyPrefix });
    // Bare and real take turns, and each round's ratio compares two runs made seconds apart, so a
    // machine that gets busier or quieter during the bench moves both sides of a ratio together.
    const rounds: { bare: LoadResult; real: LoadResult; ratio: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      progress(`round ${round}/${ROUNDS}, bare route: ${WARMUP_SECONDS} s warm-up + ${seconds} s at ${CONNECTIONS} connections`);
      const bare = await load(fixture.bareUrl, fixture.bareRequests, '{"Data":[{');
      progress(`round ${round}/${ROUNDS}, real endpoint: ${WARMUP_SECONDS} s warm-up + ${seconds} s at ${CONNECTIONS} connections`);
      const real = await load(fixture.realUrl, fixture.realRequests, '{"Code":0,');
      rounds.push({ bare, real, ratio: real.requestsPerSecond / bare.requestsPerSecond });
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const lines = [
      `database:  ${fixture.bench.label}`,
      `data:      ${USERS} portal users x ${MESSAGES_PER_USER} messages (seeded in ${fixed(fixture.seedSeconds, 1)} s); load rotates over ${TOKEN_USERS} users`,
      `load:      autocannon in a child process, ${CONNECTIONS} connections, POST ${JSON.stringify(REQUEST_BODY)}, ${WARMUP_SECONDS} s warm-up + ${seconds} s measured each, ${ROUNDS} rounds of bare then real`,
      `machine:   ${cpuCount()} CPUs shared by server, load generator and database; 1-min load average ${fixed(loadBefore, 2)} before, ${fixed(os.loadavg()[0] ?? 0, 2)} after`,
      '',
      ...table(
        ['round', 'route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'responses', 'non-2xx', 'bad body', 'socket err', 'real / bare'],
        rounds.flatMap((r, i) => [
          [String(i + 1), ...row(`bare Fastify ${BARE_PATH}`, r.bare), ''],
          [String(i + 1), ...row(`real ${CALL_PATH}`, r.real), `${fixed(r.ratio * 100, 1)} %`],
        ]),
      ),
      '',
      fixture.bench.kind === 'postgres'
        ? `real / bare throughput, median of ${ROUNDS} rounds: ${fixed(ratio * 100, 1)} %  (target >= ${TARGET * 100} % on PostgreSQL: ${ratio >= TARGET ? 'MET' : 'NOT MET'})`
        : `real / bare throughput, median of ${ROUNDS} rounds: ${fixed(ratio * 100, 1)} %  (PGlite: not judged)`,
    ];
    if (fixture.bench.kind !== 'postgres') {
      lines.push(`NOTE: no PostgreSQL server was reachable, so this ran on in-memory PGlite; the ${TARGET * 100} % target is defined for PostgreSQL only.`);
    }
    return { title: 'GetUserMessages vs bare route (issue 2)', lines };
  } finally {
    await fixture.close();
  }
}
