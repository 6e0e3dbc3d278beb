import type pg from 'pg';

/**
 * Every place the server relies on how node-postgres or drizzle-orm work inside rather than on what
 * they document. The read path (`runPlainRead` in db.ts, `readInScope` in tenancy.ts) needs them to
 * send a caller's scope and first reads in one write and to hold the reads' answers until the
 * caller's access is decided.
 *
 * Written against pg 8.23 and drizzle-orm 0.45. `test/pgInternals.test.ts` checks each of them;
 * after upgrading either library, run it (on PostgreSQL too: TEST_DATABASE_URL) before anything else.
 */

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The driver connection under a drizzle handle or transaction: the node-postgres pool or pooled
 * client, or PGlite or a PGlite transaction. drizzle-orm 0.45 keeps it in `session.client`, which is
 * private; it is read only to send a statement drizzle has no API for (a named statement answering
 * arrays: `runPlainRead`).
 */
export function driverClientOf(handle: object): unknown {
  return (handle as { session: { client: unknown } }).session.client;
}

/**
 * Statements queued on `client` until the current turn of the event loop ends leave in one write.
 * pg 8.23 writes each message to the socket `connection.stream` as soon as a query is queued, and
 * in pipeline mode (the pool option `pipeline: true`) without waiting for the previous answer, so
 * corking the socket collects them. `connection` is typed by @types/pg but not documented by pg.
 */
export function sendTogether(client: pg.PoolClient): void {
  const socket = client.connection.stream;
  socket.cork();
  setImmediate(() => socket.uncork());
}

/**
 * The same pooled client with every answer passed through `answer` (which receives the answer's
 * promise and returns the one the caller gets). The result inherits from `client`, so it is still a
 * `pg.Client` to `instanceof` and to drizzle; only `query` is its own. This holds because
 * drizzle-orm 0.45's node-postgres session sends every statement of a handle through the `query`
 * method of the object it was given, with promises (no callbacks, no `submit`).
 */
export function withAnswersThrough(client: pg.PoolClient, answer: (sent: Promise<unknown>) => Promise<unknown>): pg.PoolClient {
  const query = client.query.bind(client) as Query;
  const wrapped = Object.create(client) as pg.PoolClient;
  (wrapped as unknown as { query: Query }).query = (...args) => answer(query(...args));
  return wrapped;
}
