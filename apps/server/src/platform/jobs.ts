import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './db.ts';
import { scheduledJobs } from './jobTables.ts';

/**
 * Scheduled work (DESIGN §8: token purge, coupon expiry, settlement cycles, picking lists made
 * automatically) from one mechanism in the database, the same on PGlite and PostgreSQL, needing no
 * Redis. Each job has a row in `scheduled_jobs` saying when it is next due. A runner takes a due row
 * with `for update skip locked` and runs the job in that same transaction, then moves the row to its
 * next time: however many processes run a runner, one runs a due job and the others skip it (the row
 * is locked while it runs, and no longer due once it commits). A job therefore holds a transaction
 * while it runs: keep each run short, and let a large job do a batch per run.
 */
export interface ScheduledJob {
  /** unique, at most 64 characters */
  name: string;
  /** from the start of one run to the next */
  everySeconds: number;
  /**
   * Runs with the owner's rights; its writes commit with the run, or not at all if it throws.
   * `afterCommit` takes what must wait for the commit (a push about what the run made).
   */
  run(tx: Tx, afterCommit: (step: () => void) => void): Promise<void>;
}

export interface JobRunner {
  /** Runs each job that is due, once; answers the names of those this runner ran. */
  runDue(): Promise<string[]>;
  /** Checks for due jobs now and then every `tickSeconds`. */
  start(): void;
  /** Stops checking and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createJobRunner(db: Db, jobs: readonly ScheduledJob[], log: FastifyBaseLogger, tickSeconds = 60): JobRunner {
  let registered = false;
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<void> | undefined;

  async function runOne(job: ScheduledJob): Promise<boolean> {
    const after: (() => void)[] = [];
    const ran = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!due) return false;
      const next = { nextRunAt: sql`now() + make_interval(secs => ${job.everySeconds})`, lastRunAt: sql`now()` };
      try {
        // A savepoint: a failing job loses its own writes, and its row still moves on.
        await tx.transaction((inner) => job.run(inner, (step) => after.push(step)));
        await tx.update(scheduledJobs).set({ ...next, lastError: null }).where(eq(scheduledJobs.name, job.name));
      } catch (error) {
        after.length = 0;
        log.error({ err: error, job: job.name }, 'scheduled job failed');
        await tx.update(scheduledJobs).set({ ...next, lastError: error instanceof Error ? error.message : String(error) }).where(eq(scheduledJobs.name, job.name));
      }
      return true;
    });
    for (const step of after) {
      try {
        step();
      } catch (error) {
        log.error({ err: error, job: job.name }, 'a scheduled job’s after-commit step failed');
      }
    }
    return ran;
  }

  async function runDue(): Promise<string[]> {
    if (!registered) {
      // A new job is due at once; an existing one keeps its time.
      await db.insert(scheduledJobs).values(jobs.map((j) => ({ name: j.name, nextRunAt: sql`now()` }))).onConflictDoNothing();
      registered = true;
    }
    const ran: string[] = [];
    for (const job of jobs) if (await runOne(job)) ran.push(job.name);
    return ran;
  }

  const tick = () => {
    // A run still going (a slow database) is not joined by another.
    if (inProgress) return;
    inProgress = runDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'scheduled jobs could not run'),
      )
      .finally(() => (inProgress = undefined));
  };

  return {
    runDue,
    start() {
      if (timer || jobs.length === 0) return;
      tick();
      timer = setInterval(tick, tickSeconds * 1000);
      // Waiting jobs never keep the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await inProgress;
    },
  };
}
