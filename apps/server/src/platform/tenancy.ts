import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor, type Tx } from './db.ts';

/**
 * Tenancy is enforced by PostgreSQL row-level security, not by each query remembering a filter.
 *
 * Every request of a signed-in site user runs in one transaction that switches to the restricted
 * role `lbo_app` and sets `app.site_id`, `app.user_id` and `app.scope`. Every table with a
 * `site_id` column gets a policy: rows of other sites are invisible and cannot be written, and in
 * the "owner" scope of portal users, rows with an `owner_id` (and the users table by `id`) are
 * limited to the user's own, and rows without an owner are read-only. Platform staff and the pre-sign-in calls run as the database owner
 * ("system"), which row-level security does not restrict.
 */
export type Scope =
  | { kind: 'system' }
  | { kind: 'platform'; userId: number }
  | { kind: 'site'; siteId: number; userId: number }
  | { kind: 'owner'; siteId: number; userId: number };

export const APP_ROLE = 'lbo_app';

/** Tables only the platform itself touches (tokens, captchas, SMS, secrets): the app role gets no grant. */
const SYSTEM_TABLES = new Set([
  'refresh_tokens',
  'captchas',
  'sms_codes',
  'sms_outbox',
  'login_attempts',
  'app_secrets',
  'site_hosts',
  '__drizzle_migrations',
]);

/** Run `fn` in one transaction under `scope`. Everything it writes commits together or not at all. */
export async function runInScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (scope.kind === 'site' || scope.kind === 'owner') {
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.scope', ${scope.kind}, true),
                   set_config('app.site_id', ${String(scope.siteId)}, true), set_config('app.user_id', ${String(scope.userId)}, true)`,
      );
    }
    return fn(tx);
  });
}

interface TableInfo {
  table_name: string;
  has_site: boolean;
  has_owner: boolean;
}

/** Idempotent: grants and policies for every table, run after each migration. */
export async function ensureTenantSecurity(db: Executor): Promise<void> {
  await db.execute(sql.raw(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin; end if;
  end $$`));
  await db.execute(sql.raw(`grant usage on schema public to ${APP_ROLE}`));
  const result = await db.execute<TableInfo & Record<string, unknown>>(sql`
    select t.table_name,
      exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'site_id') as has_site,
      exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'owner_id') as has_owner
    from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
  const tables = rowsOf<TableInfo>(result);
  for (const t of tables) {
    const name = `"${t.table_name}"`;
    if (SYSTEM_TABLES.has(t.table_name)) {
      await db.execute(sql.raw(`revoke all on ${name} from ${APP_ROLE}`));
      continue;
    }
    if (!t.has_site) {
      // Product-wide reference tables (menus, views, the API registry): readable, written by platform staff only.
      await db.execute(sql.raw(`grant select on ${name} to ${APP_ROLE}`));
      continue;
    }
    await db.execute(sql.raw(`grant select, insert, update, delete on ${name} to ${APP_ROLE}`));
    const owner = t.table_name === 'users' ? 'id' : t.has_owner ? 'owner_id' : null;
    const ownerRule = owner
      ? `(current_setting('app.scope', true) <> 'owner' or ${owner} = nullif(current_setting('app.user_id', true), '')::int)`
      : 'true';
    const rule = `site_id = nullif(current_setting('app.site_id', true), '')::int and ${ownerRule}`;
    await db.execute(sql.raw(`alter table ${name} enable row level security`));
    await db.execute(sql.raw(`drop policy if exists tenant_scope on ${name}`));
    await db.execute(sql.raw(`create policy tenant_scope on ${name} to ${APP_ROLE} using (${rule}) with check (${rule})`));
    // A portal user writes only rows they own; site-level rows (roles, grants...) are read-only to them.
    const ownerWrite = `current_setting('app.scope', true) <> 'owner'${owner ? ` or ${owner} = nullif(current_setting('app.user_id', true), '')::int` : ''}`;
    for (const command of ['insert', 'update', 'delete'] as const) {
      const policy = `owner_${command}`;
      const clause = command === 'insert' ? `with check (${ownerWrite})` : command === 'update' ? `using (${ownerWrite}) with check (${ownerWrite})` : `using (${ownerWrite})`;
      await db.execute(sql.raw(`drop policy if exists ${policy} on ${name}`));
      await db.execute(sql.raw(`create policy ${policy} on ${name} as restrictive for ${command} to ${APP_ROLE} ${clause}`));
    }
  }
  await db.execute(sql.raw(`grant usage, select on all sequences in schema public to ${APP_ROLE}`));
}
