import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per scheduled job (platform/jobs.ts): when it is next due and how its last run went. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  nextRunAt: at('next_run_at').notNull(),
  lastRunAt: at('last_run_at'),
  /** the last run's failure, cleared by a run that succeeds */
  lastError: text('last_error'),
});
