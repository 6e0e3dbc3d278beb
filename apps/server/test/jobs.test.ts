import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchas, loginAttempts, refreshTokens, scheduledJobs, sessions, smsCodes } from '../src/db/schema.ts';
import { createJobRunner, type ScheduledJob } from '../src/platform/jobs.ts';
import { createSite, createTestApp, createUser, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The app's own runner has made its first round; from here the tests decide when jobs run.
  await t.services.jobs.stop();
});
afterAll(() => t.close());

const makeDue = (name: string) => t.db.update(scheduledJobs).set({ nextRunAt: sql`now()` }).where(eq(scheduledJobs.name, name));
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('scheduled jobs', () => {
  it('runs a due job once, and again only when it is due again', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'count-runs', everySeconds: 3600, run: async () => void runs++ };
    const runner = createJobRunner(t.db, [job], t.app.log);
    expect(await runner.runDue()).toEqual(['count-runs']);
    expect(await runner.runDue()).toEqual([]);
    expect(runs).toBe(1);
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'count-runs'));
    expect(row!.nextRunAt.getTime() - row!.lastRunAt!.getTime()).toBe(3600_000);
    await makeDue('count-runs');
    expect(await runner.runDue()).toEqual(['count-runs']);
    expect(runs).toBe(2);
  });

  it('logs a failing job instead of throwing, keeps none of its writes, and still runs the others', async () => {
    const key = crypto.randomUUID();
    let othersRan = false;
    const failing: ScheduledJob = {
      name: 'fails-half-way',
      everySeconds: 60,
      async run(tx) {
        await tx.insert(captchas).values({ key, answerX: 1, expiresAt: new Date() });
        throw new Error('the carrier did not answer');
      },
    };
    const other: ScheduledJob = { name: 'runs-after', everySeconds: 60, run: async () => void (othersRan = true) };
    const logged = vi.spyOn(t.app.log, 'error');
    const runner = createJobRunner(t.db, [failing, other], t.app.log);
    expect(await runner.runDue()).toEqual(['fails-half-way', 'runs-after']);
    expect(othersRan).toBe(true);
    expect(await t.db.select().from(captchas).where(eq(captchas.key, key))).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: 'fails-half-way' }), 'scheduled job failed');
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'fails-half-way'));
    expect(row!.lastError).toBe('the carrier did not answer');
    // Not due again until its interval has passed.
    expect(await runner.runDue()).toEqual([]);
    logged.mockRestore();
  });
});

describe('a job’s after-commit steps', () => {
  it('run once the run has committed, and not at all when it fails', async () => {
    const key = crypto.randomUUID();
    const seen: string[] = [];
    const pushing: ScheduledJob = {
      name: 'pushes-after-commit',
      everySeconds: 60,
      async run(tx, afterCommit) {
        await tx.insert(captchas).values({ key, answerX: 1, expiresAt: new Date() });
        afterCommit(() => void t.db.select().from(captchas).where(eq(captchas.key, key)).then((rows) => seen.push(`committed ${rows.length}`)));
        afterCommit(() => seen.push('second'));
      },
    };
    const failing: ScheduledJob = {
      name: 'fails-after-asking',
      everySeconds: 60,
      async run(_tx, afterCommit) {
        afterCommit(() => seen.push('never'));
        throw new Error('gave up');
      },
    };
    const logged = vi.spyOn(t.app.log, 'error').mockImplementation(() => undefined);
    await createJobRunner(t.db, [pushing, failing], t.app.log).runDue();
    await vi.waitFor(() => expect(seen).toEqual(['second', 'committed 1']));
    logged.mockRestore();
    await t.db.delete(captchas).where(eq(captchas.key, key));
  });
});

// Only PostgreSQL runs two transactions at once: on PGlite the second runner waits for the first anyway.
describe.skipIf(!process.env.TEST_DATABASE_URL)('several runners on one database', () => {
  it('run a due job once between them, even while it is still running', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'slow-job',
      everySeconds: 3600,
      async run() {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    };
    const runners = [1, 2, 3].map(() => createJobRunner(t.db, [job], t.app.log));
    await runners[0]!.runDue();
    await makeDue('slow-job');
    runs = 0;
    const ran = await Promise.all(runners.map((r) => r.runDue()));
    expect(runs).toBe(1);
    expect(ran.flat()).toEqual(['slow-job']);
  });
});

describe('the sign-in purge', () => {
  it('deletes expired puzzles, SMS codes, old attempts, expired refresh tokens and finished sessions; keeps what is live', async () => {
    const site = await createSite(t.db);
    const person = await createUser(t, { site, type: 'user' });
    const [expiredCaptcha, recentCaptcha, liveCaptcha] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await t.db.insert(captchas).values([
      { key: expiredCaptcha, answerX: 1, expiresAt: ago(2 * 3600) },
      { key: recentCaptcha, answerX: 1, expiresAt: ago(60) },
      { key: liveCaptcha, answerX: 1, expiresAt: ago(-300) },
    ]);
    const code = (expiresAt: Date) => ({ phoneKey: crypto.randomUUID(), siteId: site.id, purpose: 'login:user', phoneCode: '86', phoneNumber: '13800000000', codeHash: 'x'.repeat(64), captchaKey: crypto.randomUUID(), expiresAt });
    const [expiredCode, liveCode] = [code(ago(2 * 3600)), code(ago(-300))];
    await t.db.insert(smsCodes).values([expiredCode, liveCode]);
    const attempt = (createdAt: Date, userName: string) => ({ siteId: site.id, accountType: 2, userName, address: '10.0.0.1', succeeded: false, createdAt });
    await t.db.insert(loginAttempts).values([attempt(ago(2 * 86_400), 'purge-old'), attempt(ago(60), 'purge-recent')]);

    const session = async (values: Partial<typeof sessions.$inferInsert>, tokenExpiresAt: Date | null) => {
      const id = crypto.randomUUID();
      await t.db.insert(sessions).values({ id, userId: person.id, ...values });
      if (tokenExpiresAt) await t.db.insert(refreshTokens).values({ userId: person.id, familyId: id, tokenHash: crypto.randomBytes(32).toString('hex'), expiresAt: tokenExpiresAt });
      return id;
    };
    const live = await session({}, ago(-86_400));
    const endedLongAgo = await session({ endedAt: ago(2 * t.config.accessTokenSeconds) }, ago(-86_400));
    const endedJustNow = await session({ endedAt: ago(10) }, ago(-86_400));
    const lapsed = await session({ createdAt: ago(t.config.refreshTokenSeconds + 86_400) }, ago(3600));

    await makeDue('purge-sign-in-leftovers');
    expect(await t.services.jobs.runDue()).toEqual(['purge-sign-in-leftovers']);

    expect((await t.db.select({ key: captchas.key }).from(captchas)).map((c) => c.key).sort()).toEqual([recentCaptcha, liveCaptcha].sort());
    expect((await t.db.select({ key: smsCodes.phoneKey }).from(smsCodes)).map((c) => c.key)).toEqual([liveCode.phoneKey]);
    expect((await t.db.select({ userName: loginAttempts.userName }).from(loginAttempts)).map((a) => a.userName)).toEqual(['purge-recent']);
    const left = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, person.id))).map((s) => s.id);
    expect(left.sort()).toEqual([person.sessionId, live, endedJustNow].sort());
    expect(left).not.toContain(endedLongAgo);
    expect(left).not.toContain(lapsed);
    const tokens = await t.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, person.id));
    expect(tokens.map((r) => r.familyId).sort()).toEqual([live, endedJustNow].sort());
  });
});
