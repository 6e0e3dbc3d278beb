import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { userMessages } from '../src/db/schema.ts';
import { listMessages, type MessageFilter } from '../src/modules/userMessages/userMessages.service.ts';
import { rowsOf, runPlainRead, type Executor, type PlainRead } from '../src/platform/db.ts';
import { driverClientOf, sendTogether, withAnswersThrough } from '../src/platform/pgInternals.ts';
import { readInScope, runInScope, type SignedInScope } from '../src/platform/tenancy.ts';
import { createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestUser } from './helpers.ts';

/**
 * What platform/pgInternals.ts relies on inside pg and drizzle-orm. After an upgrade of either, a
 * failure here names the assumption that no longer holds, where the read path itself would only
 * turn slow or wrong.
 */

let t: TestApp;
let owner: TestUser;
let scope: SignedInScope;

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  owner = await createUser(t, { site, grants: ['/UserMessages/GetUserMessages'] });
  scope = { kind: 'site', siteId: site.id, userId: owner.id, sessionId: owner.sessionId };
  // Same creation time for several rows: the page's order must break the tie the same way on both paths.
  const createdAt = new Date('2026-03-01T08:00:00Z');
  await t.db.insert(userMessages).values(
    Array.from({ length: 7 }, (_, i) => ({ siteId: site.id, ownerId: owner.id, infoType: 'Notice', title: `消息 ${i}`, message: `m${i}`, isRead: i % 2 === 0, createdAt: i < 4 ? createdAt : new Date(createdAt.getTime() + i * 1000) })),
  );
});
afterAll(() => t.close());

const titlesRead: PlainRead = { name: 'lbo_test_titles', text: 'select title from user_messages where owner_id = $1 order by id' };
const titlesByBuilder = async (executor: Executor) =>
  (await executor.select({ title: userMessages.title }).from(userMessages).where(eq(userMessages.ownerId, owner.id)).orderBy(asc(userMessages.id))).map((r) => [r.title]);

describe('drizzle-orm: the driver connection under a handle (session.client)', () => {
  it('is found under the database handle and under a transaction, and answers a plain read like the query builder', async () => {
    const expected = await titlesByBuilder(t.db);
    expect(expected).toHaveLength(7);
    expect(driverClientOf(t.db)).toHaveProperty('query', expect.any(Function));
    expect(await runPlainRead(t.db, titlesRead, [owner.id])).toEqual(expected);
    await t.db.transaction(async (tx) => {
      expect(driverClientOf(tx)).toHaveProperty('query', expect.any(Function));
      expect(await runPlainRead(tx, titlesRead, [owner.id])).toEqual(expected);
    });
  });
});

describeOnPostgres('pg and drizzle-orm on PostgreSQL (the pipelined read path)', () => {
  const database = () => t.services.database;

  it('finds the pool under the handle and the pooled client under a transaction', async () => {
    expect(driverClientOf(t.db)).toBe(database().pool);
    await t.db.transaction(async (tx) => {
      expect(driverClientOf(tx)).toBeInstanceOf(pg.Client);
    });
  });

  it('pipelines: a read connection sends a second statement before the first is answered, and corking holds both for one write', async () => {
    const client = await database().readPool!.connect();
    try {
      expect(client.pipeline).toBe(true);
      const socket = client.connection.stream;
      expect(typeof socket.cork).toBe('function');
      sendTogether(client);
      expect(socket.writableCorked).toBe(1);
      const first = client.query('select 1 as n');
      const afterFirst = socket.writableLength;
      const second = client.query('select 2 as n');
      // Both are written (held in the corked socket) in the same turn: neither waits for an answer.
      expect(afterFirst).toBeGreaterThan(0);
      expect(socket.writableLength).toBeGreaterThan(afterFirst);
      expect([(await first).rows, (await second).rows]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
      expect(socket.writableCorked).toBe(0);
    } finally {
      client.release();
    }
  });

  it('passes every statement drizzle sends on a wrapped client through the wrapper, and answers the same rows', async () => {
    const client = await database().pool!.connect();
    try {
      let passed = 0;
      const wrapped = withAnswersThrough(client, (answer) => {
        passed++;
        return answer;
      });
      expect(wrapped).toBeInstanceOf(pg.Client);
      const onWrapped = drizzle(wrapped);
      const expected = await titlesByBuilder(t.db);
      expect((await onWrapped.select({ title: userMessages.title }).from(userMessages).where(eq(userMessages.ownerId, owner.id)).orderBy(asc(userMessages.id))).map((r) => [r.title])).toEqual(expected);
      expect(rowsOf<{ title: string }>(await onWrapped.execute(sql`select title from user_messages where owner_id = ${owner.id} order by id`)).map((r) => [r.title])).toEqual(expected);
      expect(await runPlainRead(onWrapped as unknown as Executor, titlesRead, [owner.id])).toEqual(expected);
      expect(passed).toBe(3);
    } finally {
      client.release();
    }
  });

  it('answers the same rows on the pipelined read path as in a transaction', async () => {
    const apiKey = '/UserMessages/GetUserMessages';
    const pages: MessageFilter[] = [
      { index: 1, rows: 3, sortType: 0, descendingOrder: true },
      { index: 2, rows: 3, sortType: 0, descendingOrder: false },
      { index: 3, rows: 3, sortType: 0, descendingOrder: true },
      { index: 1, rows: 10, sortType: 0, descendingOrder: false, IsRead: true },
    ];
    for (const page of pages) {
      const plain = await runInScope(t.db, scope, (tx) => listMessages(tx, owner.id, page, 'en'), apiKey, 'read only');
      // Twice: the second read on a connection finds its named statements already prepared.
      for (let i = 0; i < 2; i++) {
        const { result } = await readInScope(database().readPool!, scope, (tx) => listMessages(tx, owner.id, page, 'en'), apiKey);
        expect(result).toEqual({ status: 'fulfilled', value: plain });
      }
    }
  });
});
