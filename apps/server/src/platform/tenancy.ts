import { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { users } from '../modules/access/tables.ts';
import { rowsOf, type Db, type Executor, type Tx } from './db.ts';
import { unauthorized } from './errors.ts';

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

/** What the access check needs to know of the caller, read as the scope is entered. */
export interface CallerState {
  isEnabled: boolean;
  isFrozen: boolean;
  isSuperUser: boolean;
  /** an enabled role of the caller grants `apiKey` */
  granted: boolean;
}

const text = (name: string) => sql`${sql.placeholder(name)}::text`;

/**
 * One prepared statement per request: it reads the caller's state and grant, then switches to the
 * restricted role and sets the scope. It runs as the owner (before the switch), so it filters by
 * site itself: the user must belong to the token's site, and only roles of that site count.
 * Prepared, so PostgreSQL plans it once per connection.
 */
function callerStatement(tx: Tx, switchRole: boolean) {
  // Evaluated after the columns before it, so the grant is read as the owner.
  const entered = switchRole
    ? sql<string>`concat(set_config('app.scope', ${text('scope')}, true), set_config('app.site_id', ${text('siteText')}, true),
        set_config('app.user_id', ${text('userText')}, true), set_config('role', ${sql.raw(`'${APP_ROLE}'`)}, true))`
    : sql<string>`''`;
  return tx
    .select({
      isEnabled: users.isEnabled,
      isFrozen: users.isFrozen,
      isSuperUser: users.isSuperUser,
      granted: sql<boolean>`exists (select 1 from user_roles ur
        join roles r on r.id = ur.role_id and r.is_enabled and r.site_id is not distinct from "users"."site_id"
        join role_api_permissions p on p.role_id = ur.role_id and p.api_key = ${text('apiKey')}
        where ur.user_id = "users"."id")`,
      entered,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), sql`${users.siteId} is not distinct from ${sql.placeholder('siteId')}::int`))
    .prepare(switchRole ? 'lbo_enter_site_scope' : 'lbo_enter_platform_scope');
}

async function enterScope(tx: Tx, scope: Exclude<Scope, { kind: 'system' }>, apiKey: string): Promise<CallerState> {
  const siteId = scope.kind === 'platform' ? null : scope.siteId;
  const [row] = await callerStatement(tx, scope.kind !== 'platform').execute({
    userId: scope.userId,
    siteId,
    apiKey,
    scope: scope.kind,
    siteText: String(siteId ?? ''),
    userText: String(scope.userId),
  });
  // No row: the user is gone or not of this site; the scope was not entered, so nothing may run.
  if (!row) throw unauthorized('AccountDisabled');
  return { isEnabled: row.isEnabled, isFrozen: row.isFrozen, isSuperUser: row.isSuperUser, granted: row.granted };
}

/**
 * Run `fn` in one transaction under `scope`. Everything it writes commits together or not at all.
 * For a signed-in caller, `fn` also receives the caller's state and whether `apiKey` is granted.
 */
export async function runInScope<T>(db: Db, scope: Scope, fn: (tx: Tx, caller: CallerState | null) => Promise<T>, apiKey = ''): Promise<T> {
  return db.transaction(async (tx) => {
    const caller = scope.kind === 'system' ? null : await enterScope(tx, scope, apiKey);
    return fn(tx, caller);
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
