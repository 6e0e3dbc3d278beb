import { BUTTON_CALLS, CALLS, isRead, PAGE_CALLS } from '@lbo/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../db/schema.ts';
import { APP_ROLE, rowsOf, type Db, type Executor, type Tx } from './db.ts';
import { unauthorized } from './errors.ts';
import { sendTogether, withAnswersThrough } from './pgInternals.ts';

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
  | { kind: 'platform'; userId: number; sessionId: string }
  | { kind: 'site'; siteId: number; userId: number; sessionId: string }
  | { kind: 'owner'; siteId: number; userId: number; sessionId: string };

/** Tables only the platform itself touches (tokens, captchas, SMS): the app role gets no grant. */
const SYSTEM_TABLES = new Set([
  'refresh_tokens',
  'sessions',
  'scheduled_jobs',
  'captchas',
  'sms_codes',
  'sms_outbox',
  'login_attempts',
  'site_hosts',
  '__drizzle_migrations',
]);

/** Ledgers: the app role reads and inserts their rows, never changes or deletes one (the inventory's movements). */
const APPEND_ONLY_TABLES = new Set(['stock_movements', 'stock_events', 'wallet_postings', 'wallet_events', 'payment_records']);

/** What the access check needs to know of the caller, read as the scope is entered. */
export interface CallerState {
  isEnabled: boolean;
  isFrozen: boolean;
  isSuperUser: boolean;
  /** an enabled role of the caller grants `apiKey` */
  granted: boolean;
  /** the user must change their password before anything else */
  mustChangePassword: boolean;
  /** the session the access token names has not ended (sign-out, ended by staff) */
  sessionLive: boolean;
}

export type SignedInScope = Exclude<Scope, { kind: 'system' }>;

/** The values of the scope statements, by name. */
interface ScopeValues {
  userId: number;
  siteId: number | null;
  apiKey: string;
  scope: string;
  sessionId: string;
}
const scopeValues = (scope: SignedInScope, apiKey: string): ScopeValues => {
  const siteId = scope.kind === 'platform' ? null : scope.siteId;
  return { userId: scope.userId, siteId, apiKey, scope: scope.kind, sessionId: scope.sessionId };
};

/**
 * The scope statement of a transaction: the caller's state and grant (`lbo_caller_state`), then (for
 * a site scope) the switch to the restricted role and the scope, all transaction-local. For an
 * unknown caller the scope entered is an empty site, which sees nothing.
 */
function scopeStatement(switchRole: boolean, values: ScopeValues): SQL {
  const entered = switchRole
    ? sql`concat(set_config('app.scope', ${values.scope}::text, true),
        set_config('app.site_id', case when c."found" then ${String(values.siteId ?? '')}::text else '' end, true),
        set_config('app.user_id', ${String(values.userId)}::text, true), set_config('role', ${sql.raw(`'${APP_ROLE}'`)}, true))`
    : sql`''`;
  return sql`select c."found", c."isEnabled", c."isFrozen", c."isSuperUser", c."granted", c."mustChangePassword", c."sessionLive", ${entered} as "entered"
    from lbo_caller_state(${values.userId}::int, ${values.siteId}::int, ${values.apiKey}::text, ${values.sessionId}::uuid) c`;
}

interface ScopeRow {
  found: boolean;
  isEnabled: boolean;
  isFrozen: boolean;
  isSuperUser: boolean;
  granted: boolean;
  mustChangePassword: boolean;
  sessionLive: boolean;
}

function callerState(row: ScopeRow | undefined): CallerState {
  // The user is gone or not of this site: nothing may run for them.
  if (!row?.found) throw unauthorized('AccountDisabled');
  return { isEnabled: row.isEnabled, isFrozen: row.isFrozen, isSuperUser: row.isSuperUser, granted: row.granted, mustChangePassword: row.mustChangePassword, sessionLive: row.sessionLive };
}

async function enterScope(tx: Tx, scope: SignedInScope, apiKey: string): Promise<CallerState> {
  const result = await tx.execute(scopeStatement(scope.kind !== 'platform', scopeValues(scope, apiKey)));
  return callerState(rowsOf<ScopeRow>(result)[0]);
}

/** Whether a signed-in caller may still act at all: known, enabled, unfrozen, in a session that has not ended. */
export async function callerIsActive(db: Executor, scope: SignedInScope): Promise<boolean> {
  const v = scopeValues(scope, '');
  const result = await db.execute(sql`select * from lbo_caller_state(${v.userId}::int, ${v.siteId}::int, '', ${v.sessionId}::uuid)`);
  const row = rowsOf<ScopeRow>(result)[0];
  return Boolean(row?.found && row.isEnabled && !row.isFrozen && row.sessionLive);
}

/**
 * Run `fn` in one transaction under `scope`. Everything it writes commits together or not at all.
 * For a signed-in caller, `fn` also receives the caller's state and whether `apiKey` is granted.
 */
export async function runInScope<T>(
  db: Db,
  scope: Scope,
  fn: (tx: Tx, caller: CallerState | null) => Promise<T>,
  apiKey = '',
  access: 'read write' | 'read only' = 'read write',
): Promise<T> {
  return db.transaction(
    async (tx) => {
      const caller = scope.kind === 'system' ? null : await enterScope(tx, scope, apiKey);
      return fn(tx, caller);
    },
    { accessMode: access },
  );
}

/**
 * Run `fn` with the owner's rights inside the caller's transaction, then return to the caller's
 * role. Only for the system tables the restricted role has no grant on (ending a user's sessions),
 * and only after the caller's own rights were checked under their scope: it is the one door out of
 * row-level security, so keep `fn` to the statement that needs it.
 */
export async function withSystemRights<T>(tx: Executor, fn: () => Promise<T>): Promise<T> {
  const [current] = rowsOf<{ role: string }>(await tx.execute(sql`select current_setting('role') as role`));
  const restricted = current?.role === APP_ROLE;
  if (restricted) await tx.execute(sql`select set_config('role', 'none', true)`);
  const result = await fn();
  if (restricted) await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
  return result;
}

/**
 * The caller's state and grant, read with the owner's rights whatever the connection's current role
 * (the read connections keep their last borrower's role and scope). Same rules as the scope
 * statement: the user must belong to the token's site, only enabled roles of that site count, the
 * session must be the user's and not ended, and an unknown caller answers one row with `found` false.
 */
const CALLER_STATE_FUNCTION = `create or replace function lbo_caller_state(p_user_id int, p_site_id int, p_api_key text, p_session_id uuid)
  returns table ("found" boolean, "isEnabled" boolean, "isFrozen" boolean, "isSuperUser" boolean, "granted" boolean, "mustChangePassword" boolean, "sessionLive" boolean)
  -- plpgsql keeps the query's plan for the session; a SQL function would plan it at every call.
  language plpgsql stable security definer set search_path = public, pg_temp as $$
  begin
    return query select u.id is not null, coalesce(u.is_enabled, false), coalesce(u.is_frozen, false), coalesce(u.is_super_user, false),
      exists (select 1 from user_roles ur
        join roles r on r.id = ur.role_id and r.is_enabled and r.site_id is not distinct from u.site_id
        where ur.user_id = u.id and (
          exists (select 1 from role_api_permissions p where p.role_id = ur.role_id and p.api_key = p_api_key)
          -- A granted menu grants the reads its page makes,
          or exists (select 1 from role_menus rm join menus m on m.id = rm.menu_id
            join lbo_page_calls pc on pc.router = m.router and pc.api_key = p_api_key and pc.read_only
            where rm.role_id = ur.role_id)
          -- and a granted button (view) the calls the code behind it makes.
          or exists (select 1 from role_buttons rb join view_buttons vb on vb.id = rb.button_id
            join lbo_button_calls bc on bc.button_key = vb.key and bc.api_key = p_api_key
            where rb.role_id = ur.role_id))),
      coalesce(u.must_change_password, false),
      exists (select 1 from sessions s where s.id = p_session_id and s.user_id = u.id and s.ended_at is null)
    from (select 1) as one left join users u on u.id = p_user_id and u.site_id is not distinct from p_site_id;
  end
  $$`;

/**
 * Bumped, in the same transaction, by every change that can alter a caller's state or grant: a
 * user's enabled, frozen, super-user, site or must-change-password flag; a role's enabled or site;
 * role members; role APIs; a session ended. (A new session needs no bump: nobody's state is
 * remembered for it yet.)
 * The read pool remembers callers' states under the version they were read at, and reads a state
 * again only when the version has moved (`readInScope`). Row triggers fire only for those columns,
 * so sign-ins, balances and profile edits neither bump it nor queue behind its row lock.
 */
const SECURITY_VERSION = [
  `create table if not exists lbo_security_version (id smallint primary key check (id = 1), version bigint not null)`,
  `insert into lbo_security_version values (1, 1) on conflict (id) do nothing`,
  `create or replace function lbo_bump_security_version() returns trigger
    language plpgsql security definer set search_path = public, pg_temp as $$
    begin
      update lbo_security_version set version = version + 1 where id = 1;
      return null;
    end
    $$`,
  `create or replace trigger lbo_security_users after insert or delete on users for each statement execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_users_state after update of is_enabled, is_frozen, is_super_user, site_id, must_change_password on users for each row
    when (old.is_enabled is distinct from new.is_enabled or old.is_frozen is distinct from new.is_frozen
      or old.is_super_user is distinct from new.is_super_user or old.site_id is distinct from new.site_id
      or old.must_change_password is distinct from new.must_change_password)
    execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_roles after insert or delete on roles for each statement execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_roles_state after update of is_enabled, site_id on roles for each row
    when (old.is_enabled is distinct from new.is_enabled or old.site_id is distinct from new.site_id)
    execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_user_roles after insert or update or delete on user_roles for each statement execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_role_apis after insert or update or delete on role_api_permissions for each statement execute function lbo_bump_security_version()`,
  `create or replace trigger lbo_security_sessions after update of ended_at on sessions for each row
    when (old.ended_at is null and new.ended_at is not null) execute function lbo_bump_security_version()`,
  // Menus grant their pages' reads (lbo_page_calls) and buttons the calls behind them (lbo_button_calls),
  // so changing them changes grants too.
  ...['role_menus', 'menus', 'lbo_page_calls', 'role_buttons', 'view_buttons', 'lbo_button_calls'].map(
    (table) => `create or replace trigger lbo_security_${table} after insert or update or delete on ${table} for each statement execute function lbo_bump_security_version()`,
  ),
];

/**
 * The read statement of `readInScope`, one text column "<version>:<state>": the security version;
 * the caller's state and grant as seven 0/1 digits (found, enabled, frozen, super user, granted,
 * must change password, session live),
 * only when the version differs from $5, the one the caller's remembered state was read at
 * (`offset 0` keeps the sub-select whole, so its condition is a one-time filter that skips the call);
 * and, as an empty tail, the caller's scope, set for the rest of the session (it replaces the
 * previous borrower's). $6 is the remembered state's `found`, $7 the token's session. One column and seven parameters because
 * this statement runs before every read: each column and parameter costs the server process time.
 * Prepared once per connection and kind.
 */
const readScope = (() => {
  const render = (kind: 'restricted' | 'platform') => {
    const role = kind === 'restricted' ? APP_ROLE : 'none';
    return `select concat(v.version, ':', c."found"::int, c."isEnabled"::int, c."isFrozen"::int, c."isSuperUser"::int, c."granted"::int, c."mustChangePassword"::int, c."sessionLive"::int,
      left(concat(set_config('app.scope', $4::text, false),
        set_config('app.site_id', case when coalesce(c."found", $6::boolean) then coalesce($2::int::text, '') else '' end, false),
        set_config('app.user_id', $1::int::text, false), set_config('role', '${role}', false)), 0))
      from lbo_security_version v
      left join lateral (select * from lbo_caller_state($1::int, $2::int, $3::text, $7::uuid) where v.version <> $5::bigint offset 0) c on true`;
  };
  return { restricted: { name: 'lbo_read_scope', text: render('restricted') }, platform: { name: 'lbo_read_platform_scope', text: render('platform') } };
})();

/**
 * Callers' states as last read on one database, valid for one security version: a state is used
 * only when the database confirms, in the scope statement itself, that the version has not moved.
 */
class CallerStates {
  private version = '';
  private readonly states = new Map<string, ScopeRow>();
  private static readonly MAX = 20_000;

  remembered(key: string): { version: string; state: ScopeRow } | undefined {
    const state = this.states.get(key);
    return state && { version: this.version, state };
  }

  /** The state the scope statement answered (`<version>:<digits>`): read afresh, or confirmed unchanged since `sent`. */
  answer(key: string, answered: string, sent: ScopeRow | undefined): ScopeRow | undefined {
    const colon = answered.indexOf(':');
    if (colon === answered.length - 1) return sent;
    const version = answered.slice(0, colon);
    const bit = (i: number) => answered.charCodeAt(colon + 1 + i) === 49; // '1'
    const state: ScopeRow = { found: bit(0), isEnabled: bit(1), isFrozen: bit(2), isSuperUser: bit(3), granted: bit(4), mustChangePassword: bit(5), sessionLive: bit(6) };
    if (BigInt(version) > BigInt(this.version || '0')) {
      this.version = version;
      this.states.clear();
    }
    if (version === this.version) {
      if (this.states.size >= CallerStates.MAX) this.states.clear();
      this.states.set(key, state);
    }
    return state;
  }
}
const callerStatesOf = new WeakMap<pg.Pool, CallerStates>();

const ignore = () => undefined;

/**
 * A drizzle handle on one pooled read connection, and the access decision of its current borrower.
 * The handler's statements are answered only through that decision: the scope statement leaves
 * first on the same connection and answers arrive in order, so waiting for it costs nothing, and a
 * refused caller's handler stops at its first read instead of doing its work (rendering a PDF,
 * pricing a shipment) for nobody.
 */
interface ReadHandle {
  tx: Tx;
  decision: Promise<unknown>;
}

const readHandles = new WeakMap<pg.PoolClient, ReadHandle>();
/** The connection's handle for a borrower whose access is being decided by `decision`. */
function handleOn(client: pg.PoolClient, decision: Promise<unknown>): Tx {
  let handle = readHandles.get(client);
  if (!handle) {
    // The same client to drizzle (and to `runPlainRead`), whose answers wait for the decision.
    const gated = withAnswersThrough(client, (answer) => {
      // A refused caller's answer is dropped unread, whatever it is.
      answer.catch(ignore);
      return created.decision.then(() => answer);
    });
    const created: ReadHandle = { decision, tx: drizzle(gated, { schema }) as unknown as Tx };
    readHandles.set(client, (handle = created));
  }
  handle.decision = decision;
  return handle.tx;
}

/**
 * A read-only call on PostgreSQL, in the round trips of its own statements. It runs on the read
 * pool (`Database.readPool`), whose connections refuse every write and carry the scope of their last
 * borrower: there is no transaction to open or close. The scope statement and the handler's first
 * statements leave in one write (the pool is in pipeline mode), and the handler runs before the
 * caller's state is known. That is safe because:
 * - every statement is read-only, so the handler cannot change anything;
 * - the scope statement replaces the previous borrower's scope before the handler's statements run
 *   (one connection executes in order); an unknown caller's scope sees nothing;
 * - the handler's statements answer only once `admit` has accepted the caller's state: for a
 *   refused caller they fail with the refusal, so the handler stops at its first read;
 * - if the scope statement fails, the connection is destroyed and the result thrown away unread;
 * - the connection goes back to the pool only once the handler has finished, so none of its
 *   statements can run under the next borrower's scope.
 * Each statement sees its own snapshot, as in a read-committed transaction.
 */
export async function readInScope<T>(
  readPool: pg.Pool,
  scope: SignedInScope,
  fn: (tx: Tx) => Promise<T>,
  apiKey: string,
  admit: (caller: CallerState) => void = ignore,
): Promise<{ caller: CallerState; result: PromiseSettledResult<T> }> {
  const client = await readPool.connect();
  const statement = scope.kind === 'platform' ? readScope.platform : readScope.restricted;
  const v = scopeValues(scope, apiKey);
  let states = callerStatesOf.get(readPool);
  if (!states) callerStatesOf.set(readPool, (states = new CallerStates()));
  const known = states;
  const key = `${v.sessionId}/${v.userId}/${v.siteId ?? ''}/${apiKey}`;
  const remembered = known.remembered(key);
  // One write to the socket for the scope and the handler's first statements.
  sendTogether(client);
  const entered = client.query<[string]>({
    name: statement.name,
    text: statement.text,
    values: [v.userId, v.siteId, v.apiKey, v.scope, remembered?.version ?? '0', remembered?.state.found ?? false, v.sessionId],
    rowMode: 'array',
  });
  const decided = entered.then(({ rows }) => {
    const answered = rows[0]?.[0];
    const caller = callerState(answered === undefined ? undefined : known.answer(key, answered, remembered?.state));
    admit(caller);
    return caller;
  });
  // Settled below; until then a refusal must not count as unhandled.
  decided.catch(ignore);
  // Only once the handler has finished can none of its statements still be on their way.
  const [scoped, result] = await Promise.allSettled([entered, fn(handleOn(client, decided))]);
  if (scoped.status === 'rejected') {
    const broken: unknown = scoped.reason;
    // The connection's scope is unknown: it does not go back to the pool.
    client.release(broken instanceof Error ? broken : new Error(String(broken)));
    throw broken;
  }
  client.release();
  return { caller: await decided, result };
}

interface TableInfo {
  table_name: string;
  has_site: boolean;
  has_owner: boolean;
}

/**
 * The calls each page makes (PAGE_CALLS) and each button's (BUTTON_CALLS), derived from the web
 * pages' code: granting the page's menu grants its read-only calls, granting a button the calls behind
 * it (lbo_caller_state). Rewritten at every start, so the grants follow the code without any stored
 * role changing.
 */
async function syncPageCalls(db: Db): Promise<void> {
  const readOnly = new Map<string, boolean>(CALLS.map((call) => [call.path, isRead(call)]));
  const rows = Object.entries(PAGE_CALLS).flatMap(([router, paths]) => paths.map((path) => ({ router, path, readOnly: readOnly.get(path) ?? false })));
  const buttonRows = Object.entries(BUTTON_CALLS).flatMap(([key, paths]) => paths.map((path) => ({ key, path })));
  await db.execute(sql.raw(`create table if not exists lbo_page_calls (router varchar(128) not null, api_key varchar(128) not null, read_only boolean not null, primary key (router, api_key))`));
  await db.execute(sql.raw(`create table if not exists lbo_button_calls (button_key varchar(128) not null, api_key varchar(128) not null, primary key (button_key, api_key))`));
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from lbo_page_calls`);
    await tx.execute(sql`insert into lbo_page_calls (router, api_key, read_only)
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(router text, path text, "readOnly" boolean)`);
    await tx.execute(sql`delete from lbo_button_calls`);
    await tx.execute(sql`insert into lbo_button_calls (button_key, api_key)
      select * from json_to_recordset(${JSON.stringify(buttonRows)}::json) as r(key text, path text)`);
  });
}

/** Idempotent: grants and policies for every table, run after each migration. */
export async function ensureTenantSecurity(db: Db): Promise<void> {
  await db.execute(sql.raw(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin; end if;
  end $$`));
  await db.execute(sql.raw(`grant usage on schema public to ${APP_ROLE}`));
  // A new result column or parameter cannot be added in place: the older signatures are dropped and
  // the function created in one transaction, so other processes keep calling the old one until the
  // new one commits (the signature without the session must not stay callable).
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`drop function if exists lbo_caller_state(int, int, text)`));
    await tx.execute(sql.raw(`drop function if exists lbo_caller_state(int, int, text, uuid)`));
    await tx.execute(sql.raw(CALLER_STATE_FUNCTION));
    await tx.execute(sql.raw(`revoke all on function lbo_caller_state(int, int, text, uuid) from public`));
    await tx.execute(sql.raw(`grant execute on function lbo_caller_state(int, int, text, uuid) to ${APP_ROLE}`));
  });
  await syncPageCalls(db);
  for (const statement of SECURITY_VERSION) await db.execute(sql.raw(statement));
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
    if (APPEND_ONLY_TABLES.has(t.table_name)) {
      await db.execute(sql.raw(`revoke update, delete on ${name} from ${APP_ROLE}`));
      await db.execute(sql.raw(`grant select, insert on ${name} to ${APP_ROLE}`));
    } else {
      await db.execute(sql.raw(`grant select, insert, update, delete on ${name} to ${APP_ROLE}`));
    }
    const owner = t.table_name === 'users' ? 'id' : t.has_owner ? 'owner_id' : null;
    // Each setting in a sub-select: PostgreSQL reads it once per statement instead of once per row.
    const ownerRule = owner
      ? `((select current_setting('app.scope', true)) <> 'owner' or ${owner} = (select nullif(current_setting('app.user_id', true), '')::int))`
      : 'true';
    const rule = `site_id = (select nullif(current_setting('app.site_id', true), '')::int) and ${ownerRule}`;
    await db.execute(sql.raw(`alter table ${name} enable row level security`));
    await db.execute(sql.raw(`drop policy if exists tenant_scope on ${name}`));
    await db.execute(sql.raw(`create policy tenant_scope on ${name} to ${APP_ROLE} using (${rule}) with check (${rule})`));
    // A portal user writes only rows they own; site-level rows (roles, grants...) are read-only to them.
    const ownerWrite = `(select current_setting('app.scope', true)) <> 'owner'${owner ? ` or ${owner} = (select nullif(current_setting('app.user_id', true), '')::int)` : ''}`;
    for (const command of ['insert', 'update', 'delete'] as const) {
      const policy = `owner_${command}`;
      const clause = command === 'insert' ? `with check (${ownerWrite})` : command === 'update' ? `using (${ownerWrite}) with check (${ownerWrite})` : `using (${ownerWrite})`;
      await db.execute(sql.raw(`drop policy if exists ${policy} on ${name}`));
      await db.execute(sql.raw(`create policy ${policy} on ${name} as restrictive for ${command} to ${APP_ROLE} ${clause}`));
    }
  }
  await db.execute(sql.raw(`grant usage, select on all sequences in schema public to ${APP_ROLE}`));
}
