import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { advisoryKey } from '../platform/advisoryLocks.ts';
import type { Database } from '../platform/db.ts';
import { ensureTenantSecurity } from '../platform/tenancy.ts';
import { ensureRegions } from '../modules/globalCountries/regionLoader.ts';

const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

/**
 * Apply the committed migrations, then the tenant row-level security, then load the national
 * regions on a new database. Safe with several processes starting at once. It lives beside the
 * migrations rather than in platform/db.ts because it loads an area's reference data (the platform
 * never imports a module) and the tenancy built on db.ts.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.pool) {
    const lock = await database.pool.connect();
    const key = advisoryKey('migration');
    try {
      await lock.query('select pg_advisory_lock($1)', [key]);
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS });
      await ensureTenantSecurity(database.db);
      await ensureRegions(database.db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key]);
      lock.release();
    }
    return;
  }
  await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
  await ensureTenantSecurity(database.db);
  await ensureRegions(database.db);
}
