import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';

/**
 * Deletes what sign-in leaves behind once nothing can use it: puzzles and SMS codes an hour after
 * they expired (a late answer still gets "expired", not "unknown"), sign-in attempts after a day
 * (far longer than the sign-in limits look back), refresh tokens once expired, and sessions whose
 * access tokens have all expired since they ended, or whose refresh tokens have all expired.
 */
export function purgeSignInLeftovers(config: Pick<Config, 'accessTokenSeconds' | 'refreshTokenSeconds'>): ScheduledJob {
  return {
    name: 'purge-sign-in-leftovers',
    everySeconds: 3600,
    async run(tx) {
      await tx.execute(sql`delete from captchas where expires_at < now() - interval '1 hour'`);
      await tx.execute(sql`delete from sms_codes where expires_at < now() - interval '1 hour'`);
      await tx.execute(sql`delete from login_attempts where created_at < now() - interval '1 day'`);
      await tx.execute(sql`delete from refresh_tokens where expires_at < now()`);
      // A session's refresh tokens are as old as its last refresh, so it is at least as old as they are.
      await tx.execute(sql`delete from sessions s
        where s.ended_at < now() - make_interval(secs => ${config.accessTokenSeconds})
          or (s.created_at < now() - make_interval(secs => ${config.refreshTokenSeconds})
            and not exists (select 1 from refresh_tokens r where r.family_id = s.id))`);
    },
  };
}
