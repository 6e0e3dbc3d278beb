import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { captchas, menus, refreshTokens, roles, siteHosts, userMessages, userRoles, users } from '../src/db/schema.ts';
import { APP_ROLE, rowsOf } from '../src/platform/db.ts';
import { ensureTenantSecurity, readInScope, runInScope, type Scope, type SignedInScope } from '../src/platform/tenancy.ts';
import { createSite, createTestApp, createUser, describeOnPostgres, pgErrorOf, type TestApp, type TestSite, type TestUser } from './helpers.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;
let staffA: TestUser;
let portalA1: TestUser;
let portalA2: TestUser;
let staffB: TestUser;
let platform: TestUser;
/** user_messages ids by owner */
const messagesOf = new Map<number, number[]>();

const siteScope = (site: TestSite, user: TestUser): SignedInScope => ({ kind: 'site', siteId: site.id, userId: user.id, sessionId: user.sessionId });
const ownerScope = (user: TestUser): SignedInScope => ({ kind: 'owner', siteId: user.siteId!, userId: user.id, sessionId: user.sessionId });
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

async function seedMessages(user: TestUser, n: number) {
  const rows = await t.db
    .insert(userMessages)
    .values(Array.from({ length: n }, (_, i) => ({ siteId: user.siteId, ownerId: user.id, infoType: 'Notice', title: `m${i}`, message: '' })))
    .returning({ id: userMessages.id });
  messagesOf.set(user.id, rows.map((r) => r.id));
}
interface Session extends Record<string, unknown> {
  role: string;
  site: string | null;
}
const session = (scope: Scope) =>
  runInScope(t.db, scope, async (tx) => rowsOf<Session>(await tx.execute(sql`select current_user as role, current_setting('app.site_id', true) as site`))[0]!);
const messageIds = (...owners: TestUser[]) => sorted(owners.flatMap((o) => messagesOf.get(o.id) ?? []));

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  siteB = await createSite(t.db);
  staffA = await createUser(t, { site: siteA });
  portalA1 = await createUser(t, { site: siteA, type: 'user' });
  portalA2 = await createUser(t, { site: siteA, type: 'user' });
  staffB = await createUser(t, { site: siteB });
  platform = await createUser(t, { site: null });
  await seedMessages(staffA, 2);
  await seedMessages(portalA1, 3);
  await seedMessages(portalA2, 1);
  await seedMessages(staffB, 4);
  await seedMessages(platform, 1);
  await t.db.insert(refreshTokens).values({ userId: staffA.id, familyId: staffA.sessionId, tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 60_000) });
});
afterAll(() => t.close());

describe('site scope', () => {
  it('sees only the site’s rows of user_messages and users', async () => {
    const seen = await runInScope(t.db, siteScope(siteA, staffA), async (tx) => ({
      messages: ids(await tx.select({ id: userMessages.id }).from(userMessages)),
      users: ids(await tx.select({ id: users.id }).from(users)),
      // Even asking for another site's rows by id finds nothing.
      foreign: await tx.select().from(userMessages).where(inArray(userMessages.id, messageIds(staffB))),
    }));
    expect(seen.messages).toEqual(messageIds(staffA, portalA1, portalA2));
    expect(seen.users).toEqual(sorted([staffA.id, portalA1.id, portalA2.id]));
    expect(seen.foreign).toEqual([]);
    const seenB = await runInScope(t.db, siteScope(siteB, staffB), async (tx) => ids(await tx.select({ id: userMessages.id }).from(userMessages)));
    expect(seenB).toEqual(messageIds(staffB));
  });

  it('lets PostgreSQL refuse a row written for another site', async () => {
    const refused = await pgErrorOf(
      runInScope(t.db, siteScope(siteA, staffA), (tx) =>
        tx.insert(userMessages).values({ siteId: siteB.id, ownerId: staffB.id, infoType: 'Notice', title: 'smuggled', message: '' }),
      ),
    );
    expect(refused.code).toBe('42501');
    expect(refused.message).toMatch(/row-level security/);
    expect(await t.db.select().from(userMessages).where(eq(userMessages.title, 'smuggled'))).toEqual([]);

    // Moving an own row to another site is refused too; its own site is accepted.
    const [own] = messagesOf.get(staffA.id)!;
    const moved = await pgErrorOf(runInScope(t.db, siteScope(siteA, staffA), (tx) => tx.update(userMessages).set({ siteId: siteB.id }).where(eq(userMessages.id, own!))));
    expect(moved.code).toBe('42501');
    await runInScope(t.db, siteScope(siteA, staffA), (tx) =>
      tx.insert(userMessages).values({ siteId: siteA.id, ownerId: staffA.id, infoType: 'Notice', title: 'own site', message: '' }),
    );
    const [ownSite] = await t.db.select().from(userMessages).where(eq(userMessages.title, 'own site'));
    expect(ownSite?.siteId).toBe(siteA.id);
    await t.db.delete(userMessages).where(eq(userMessages.id, ownSite!.id));
  });

  it('cannot update or delete another site’s rows (they are invisible)', async () => {
    const target = messageIds(staffB)[0]!;
    const { updated, deleted } = await runInScope(t.db, siteScope(siteA, staffA), async (tx) => ({
      updated: await tx.update(userMessages).set({ title: 'hijacked' }).where(eq(userMessages.id, target)).returning({ id: userMessages.id }),
      deleted: await tx.delete(userMessages).where(eq(userMessages.id, target)).returning({ id: userMessages.id }),
    }));
    expect([updated, deleted]).toEqual([[], []]);
    const [row] = await t.db.select().from(userMessages).where(eq(userMessages.id, target));
    expect(row?.title).toBe('m0');
  });

  it('cannot read the platform’s own tables at all (permission denied)', async () => {
    for (const scope of [siteScope(siteA, staffA), ownerScope(portalA1)]) {
      for (const table of [refreshTokens, captchas, siteHosts]) {
        const denied = await pgErrorOf(runInScope(t.db, scope, (tx) => tx.select().from(table)));
        expect(denied.code).toBe('42501');
        expect(denied.message).toMatch(/permission denied/);
      }
    }
    // The token row is there: it is the scope that hides it, not an empty table.
    expect(await t.db.select().from(refreshTokens)).toHaveLength(1);
  });

  it('may read the product-wide tables but not write them', async () => {
    await t.db.insert(menus).values({ population: 1, name: 'Dashboard' });
    const read = await runInScope(t.db, siteScope(siteA, staffA), (tx) => tx.select().from(menus));
    expect(read.map((m) => m.name)).toEqual(['Dashboard']);
    const write = await pgErrorOf(runInScope(t.db, siteScope(siteA, staffA), (tx) => tx.insert(menus).values({ population: 1, name: 'Injected' })));
    expect(write.code).toBe('42501');
  });
});

describe('owner scope (portal users)', () => {
  it('sees only the user’s own user_messages and own users row', async () => {
    const seen = await runInScope(t.db, ownerScope(portalA1), async (tx) => ({
      messages: ids(await tx.select({ id: userMessages.id }).from(userMessages)),
      users: ids(await tx.select({ id: users.id }).from(users)),
    }));
    expect(seen.messages).toEqual(messageIds(portalA1));
    expect(seen.users).toEqual([portalA1.id]);
  });

  it('cannot write a row owned by another user of the same site', async () => {
    const refused = await pgErrorOf(
      runInScope(t.db, ownerScope(portalA1), (tx) =>
        tx.insert(userMessages).values({ siteId: siteA.id, ownerId: portalA2.id, infoType: 'Notice', title: 'for a2', message: '' }),
      ),
    );
    expect(refused.code).toBe('42501');
    const changed = await runInScope(t.db, ownerScope(portalA1), (tx) =>
      tx.update(users).set({ nickName: 'renamed' }).where(eq(users.id, portalA2.id)).returning({ id: users.id }),
    );
    expect(changed).toEqual([]);
    const [a2] = await t.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, portalA2.id));
    expect(a2?.nickName).toBe(portalA2.userName);
  });

  it('may read but not write the site’s rows that nobody owns (roles and their grants)', async () => {
    const visible = await runInScope(t.db, ownerScope(portalA1), (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.siteId, siteA.id)));
    expect(visible.length).toBeGreaterThan(0);
    const insert = await pgErrorOf(
      runInScope(t.db, ownerScope(portalA1), (tx) => tx.insert(roles).values({ siteId: siteA.id, population: 2, name: 'self-made', code: 'self-made' })),
    );
    expect(insert.code).toBe('42501');
    const grantItself = await pgErrorOf(
      runInScope(t.db, ownerScope(portalA1), (tx) => tx.insert(userRoles).values({ siteId: siteA.id, userId: portalA1.id, roleId: visible[0]!.id })),
    );
    expect(grantItself.code).toBe('42501');
    const renamed = await runInScope(t.db, ownerScope(portalA1), (tx) => tx.update(roles).set({ name: 'hijacked' }).where(eq(roles.siteId, siteA.id)).returning({ id: roles.id }));
    expect(renamed).toEqual([]);
    // The same rows stay writable for the site's staff.
    const staffRenamed = await runInScope(t.db, siteScope(siteA, staffA), (tx) =>
      tx.update(roles).set({ description: 'checked' }).where(eq(roles.id, visible[0]!.id)).returning({ id: roles.id }),
    );
    expect(staffRenamed).toEqual([{ id: visible[0]!.id }]);
  });
});

describe('system and platform scopes', () => {
  it('see every row', async () => {
    const all = messageIds(staffA, portalA1, portalA2, staffB, platform);
    for (const scope of [{ kind: 'system' }, { kind: 'platform', userId: platform.id, sessionId: platform.sessionId }] as const) {
      const seen = await runInScope(t.db, scope, async (tx) => ids(await tx.select({ id: userMessages.id }).from(userMessages)));
      expect(seen).toEqual(all);
      const people = await runInScope(t.db, scope, async (tx) => ids(await tx.select({ id: users.id }).from(users)));
      expect(people).toEqual(sorted([staffA.id, portalA1.id, portalA2.id, staffB.id, platform.id]));
    }
  });
});

describe('the scope’s transaction', () => {
  it('switches to the restricted role only inside, and nothing outlives it', async () => {
    expect(await session(siteScope(siteA, staffA))).toEqual({ role: APP_ROLE, site: String(siteA.id) });
    const after = await session({ kind: 'system' });
    expect(after.role).not.toBe(APP_ROLE);
    expect(after.site ?? '').toBe('');
    // Also after a refused statement.
    await pgErrorOf(runInScope(t.db, siteScope(siteA, staffA), (tx) => tx.select().from(refreshTokens)));
    expect((await session({ kind: 'system' })).role).not.toBe(APP_ROLE);
  });

  it('commits everything or nothing', async () => {
    await expect(
      runInScope(t.db, siteScope(siteA, staffA), async (tx) => {
        await tx.insert(userMessages).values({ siteId: siteA.id, ownerId: staffA.id, infoType: 'Notice', title: 'rolled back', message: '' });
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await t.db.select().from(userMessages).where(eq(userMessages.title, 'rolled back'))).toEqual([]);
  });
});

describe('read-only calls', () => {
  const title = 'written by a read-only call';

  it('cannot write: a read-only transaction refuses the statement and nothing is stored', async () => {
    const refused = await pgErrorOf(
      runInScope(
        t.db,
        siteScope(siteA, staffA),
        (tx) => tx.insert(userMessages).values({ siteId: siteA.id, ownerId: staffA.id, infoType: 'Notice', title, message: '' }),
        '',
        'read only',
      ),
    );
    expect(refused.code).toBe('25006'); // read_only_sql_transaction
    expect(await t.db.select().from(userMessages).where(eq(userMessages.title, title))).toEqual([]);
  });

  // The pipelined path exists on PostgreSQL only (PGlite has no pool and no network round trips).
  describeOnPostgres('on the read pool (PostgreSQL)', () => {
    const onPostgres = () => t.services.database.readPool!;
    const read = (scope: SignedInScope) =>
      readInScope(
        onPostgres(),
        scope,
        async (tx) => ({
          messages: ids(await tx.select({ id: userMessages.id }).from(userMessages)),
          session: rowsOf<{ role: string; site: string }>(await tx.execute(sql`select current_user as role, current_setting('app.site_id', true) as site`))[0],
        }),
        '/UserMessages/GetUserMessages',
      );

    it('runs in the caller’s scope, one caller after another on the same connections', async () => {
      // More reads than the pool has connections, mixing sites, owners and platform staff: the read
      // connections keep their last borrower's scope, and every caller replaces it before reading.
      const platformScope: SignedInScope = { kind: 'platform', userId: platform.id, sessionId: platform.sessionId };
      const scopes = Array.from({ length: 40 }, (_, i) =>
        [siteScope(siteA, staffA), siteScope(siteB, staffB), ownerScope(portalA1), platformScope][i % 4]!,
      );
      const outcomes = await Promise.all(scopes.map(read));
      outcomes.forEach(({ result }, i) => {
        const scope = scopes[i]!;
        expect(result.status).toBe('fulfilled');
        if (result.status !== 'fulfilled') return;
        if (scope.kind === 'platform') {
          expect(result.value.messages).toEqual(messageIds(staffA, portalA1, portalA2, staffB, platform));
          expect(result.value.session?.role).not.toBe(APP_ROLE);
          return;
        }
        const expected = scope.kind === 'owner' ? messageIds(portalA1) : scope.siteId === siteA.id ? messageIds(staffA, portalA1, portalA2) : messageIds(staffB);
        expect(result.value.messages).toEqual(expected);
        expect(result.value.session?.role).toBe(APP_ROLE);
      });
      expect(await session({ kind: 'system' })).not.toMatchObject({ role: APP_ROLE });
    });

    it('throws away a read whose scope statement failed, and drops its connection', async () => {
      const before = t.services.database.readPool!.totalCount;
      // A user id out of the int range makes the scope statement itself fail.
      const broken = { kind: 'site', siteId: siteA.id, userId: 2 ** 40, sessionId: staffA.sessionId } as const;
      let handlerRan = false;
      await expect(
        readInScope(onPostgres(), broken, async (tx) => {
          handlerRan = true;
          return tx.select({ id: userMessages.id }).from(userMessages);
        }, ''),
      ).rejects.toMatchObject({ code: '22003' }); // numeric_value_out_of_range
      expect(handlerRan).toBe(true);
      expect(t.services.database.readPool!.totalCount).toBeLessThanOrEqual(before);
      // The next borrower of that pool reads in its own scope.
      const { result } = await read(siteScope(siteB, staffB));
      expect(result.status === 'fulfilled' && result.value.messages).toEqual(messageIds(staffB));
    });

    it('answers the caller’s state and grant beside the result', async () => {
      const { caller } = await read(siteScope(siteA, staffA));
      expect(caller).toEqual({ isEnabled: true, isFrozen: false, isSuperUser: false, granted: false, mustChangePassword: false, sessionLive: true });
    });

    it('remembers a caller’s state only while no change to users, roles or grants has moved the security version', async () => {
      const version = async () => rowsOf<{ version: string }>(await t.db.execute(sql`select version::text from lbo_security_version`))[0]!.version;
      expect((await read(siteScope(siteA, staffA))).caller.isFrozen).toBe(false);
      await t.db.update(users).set({ isFrozen: true }).where(eq(users.id, staffA.id));
      expect((await read(siteScope(siteA, staffA))).caller.isFrozen).toBe(true);
      await t.db.update(users).set({ isFrozen: false }).where(eq(users.id, staffA.id));
      expect((await read(siteScope(siteA, staffA))).caller.isFrozen).toBe(false);

      // A profile edit does not move it; a new role member does, and so does taking it back.
      const before = await version();
      await t.db.update(users).set({ nickName: 'renamed' }).where(eq(users.id, staffA.id));
      expect(await version()).toBe(before);
      const [role] = await t.db.insert(roles).values({ siteId: siteA.id, population: 1, name: 'Readers', code: 'readers' }).returning();
      await t.db.insert(userRoles).values({ siteId: siteA.id, userId: staffA.id, roleId: role!.id });
      expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
      const moved = await version();
      await t.db.delete(userRoles).where(eq(userRoles.roleId, role!.id));
      await t.db.delete(roles).where(eq(roles.id, role!.id));
      expect(BigInt(await version())).toBeGreaterThan(BigInt(moved));
    });

    it('refuses an unknown caller, whose handler stops at its first read', async () => {
      const stranger = { kind: 'site', siteId: siteA.id, userId: staffB.id, sessionId: staffB.sessionId } as const; // staffB is not of site A
      let seen: number[] | undefined;
      let firstRead: unknown;
      await expect(
        readInScope(onPostgres(), stranger, async (tx) => {
          firstRead = await tx.select({ id: userMessages.id }).from(userMessages).catch((error: unknown) => error);
          seen = ids(await tx.select({ id: userMessages.id }).from(userMessages));
          return seen;
        }, ''),
      ).rejects.toMatchObject({ key: 'AccountDisabled' });
      expect(firstRead).toMatchObject({ cause: { key: 'AccountDisabled' } });
      expect(seen).toBeUndefined();
    });

    it('cannot write either', async () => {
      const { result } = await readInScope(onPostgres(), siteScope(siteA, staffA), (tx) =>
        tx.insert(userMessages).values({ siteId: siteA.id, ownerId: staffA.id, infoType: 'Notice', title, message: '' }), '');
      expect(result.status === 'rejected' && (await pgErrorOf(Promise.reject(result.reason))).code).toBe('25006');
      expect(await t.db.select().from(userMessages).where(eq(userMessages.title, title))).toEqual([]);
    });
  });
});

describe('the catalogue', () => {
  interface TableSecurity extends Record<string, unknown> {
    table: string;
    rls: boolean;
    policy: string | null;
    check: string | null;
    app_reads: boolean;
    app_writes: boolean;
  }

  const tablesWithSiteId = async () =>
    rowsOf<TableSecurity>(
      await t.db.execute(sql`
        select c.relname as table, c.relrowsecurity as rls, p.qual as policy, p.with_check as check,
          has_table_privilege(${APP_ROLE}, c.oid, 'SELECT') as app_reads,
          (has_table_privilege(${APP_ROLE}, c.oid, 'INSERT') or has_table_privilege(${APP_ROLE}, c.oid, 'UPDATE')
            or has_table_privilege(${APP_ROLE}, c.oid, 'DELETE')) as app_writes
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_policies p on p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'tenant_scope'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped)
        order by c.relname`),
    );

  it('has row-level security with the tenant policy on every table with a site_id the app role can touch', async () => {
    const tables = await tablesWithSiteId();
    const exposed = tables.filter((r) => r.app_reads || r.app_writes);
    for (const r of exposed) {
      expect({ table: r.table, rls: r.rls }).toEqual({ table: r.table, rls: true });
      // The setting is read once per statement (a sub-select), not once per row.
      expect(r.policy, r.table).toMatch(/site_id = \( SELECT \(NULLIF\(current_setting\('app\.site_id'/i);
      expect(r.check, r.table).toBe(r.policy);
    }
    // The rest are the platform's own tables, which the app role cannot touch at all.
    expect(tables.filter((r) => !exposed.includes(r)).map((r) => r.table)).toEqual(['login_attempts', 'site_hosts', 'sms_codes', 'sms_outbox']);
    // Not vacuous: the tenant tables of every module are among them.
    expect(exposed.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'users',
        'roles',
        'user_roles',
        'role_api_permissions',
        'role_menus',
        'role_buttons',
        'user_messages',
        'user_configurations',
        'quick_navigations',
        'uploaded_files',
        'site_page_configurations',
      ]),
    );
  });

  it('gives the app role no write access to any table without row-level security', async () => {
    interface Writable extends Record<string, unknown> {
      table: string;
    }
    const unguarded = rowsOf<Writable>(
      await t.db.execute(sql`
        select c.relname as table from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r' and not c.relrowsecurity
          and (has_table_privilege(${APP_ROLE}, c.oid, 'INSERT') or has_table_privilege(${APP_ROLE}, c.oid, 'UPDATE')
               or has_table_privilege(${APP_ROLE}, c.oid, 'DELETE'))`),
    );
    expect(unguarded).toEqual([]);
  });

  it('puts a table created later under the same rule once the security is re-applied', async () => {
    await t.db.execute(sql`create table future_things (id serial primary key, site_id integer, name text)`);
    await t.db.execute(sql`insert into future_things (site_id, name) values (${siteA.id}, 'a'), (${siteB.id}, 'b')`);
    await ensureTenantSecurity(t.db);
    const table = (await tablesWithSiteId()).find((r) => r.table === 'future_things');
    expect(table?.rls).toBe(true);
    interface Named extends Record<string, unknown> {
      name: string;
    }
    const seen = await runInScope(t.db, siteScope(siteA, staffA), async (tx) => rowsOf<Named>(await tx.execute(sql`select name from future_things`)));
    expect(seen.map((r) => r.name)).toEqual(['a']);
  });
});
