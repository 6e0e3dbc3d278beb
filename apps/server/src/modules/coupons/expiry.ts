import { sql } from 'drizzle-orm';
import type { ScheduledJob } from '../../platform/jobs.ts';

/** Coupons marked per run at most: a run holds its transaction, so a large backlog goes in batches. */
const BATCH = 5000;

/**
 * Marks unused coupons whose time has passed as expired (spec §4 "expired or not expired"), every
 * minute. The rules never wait for it (a coupon is unusable from its expiration time on); the flag
 * keeps the lists' expired tab and the usable-coupon index small. A coupon a recharge holds is
 * left alone: the recharge uses it when paid, or sets it free, and a later run marks it then.
 */
export function expireUserCoupons(): ScheduledJob {
  return {
    name: 'expire-user-coupons',
    everySeconds: 60,
    async run(tx) {
      await tx.execute(sql`update user_coupons set expired = true, updated_at = now()
        where id in (select id from user_coupons where use_status = 0 and not expired and expiration_time <= now() and recharge_id is null and offline_recharge_id is null order by id limit ${BATCH})`);
    },
  };
}
