import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { quickNavigation as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quickNavigations } from './tables.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;

const list = async (u: TestUser) => {
  const res = await call(t, calls.getQuickNavigations, {}, { token: u.token });
  expect(res.Code).toBe(0);
  return res.Data;
};
const paths = async (u: TestUser) => (await list(u)).map((i) => i.Path);
const stored = (u: TestUser) =>
  t.db.select().from(quickNavigations).where(eq(quickNavigations.ownerId, u.id)).orderBy(asc(quickNavigations.sort));

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  siteB = await createSite(t.db);
});
afterAll(() => t.close());

describe('QuickNavigation', () => {
  it('starts empty, adds in order, and adding twice keeps one entry', async () => {
    const u = await createUser(t, { site: siteA, grants: 'all' });
    expect(await list(u)).toEqual([]);
    for (const Path of ['/warehouse/index', 'PackEdit', '  /warehouse/index  ', '/orders']) {
      const res = await call(t, calls.addQuickNavigation, { Path }, { token: u.token });
      expect([res.Code, res.Data]).toEqual([0, null]);
    }
    expect(await list(u)).toEqual([
      { Path: '/warehouse/index', Sort: 1 },
      { Path: 'PackEdit', Sort: 2 },
      { Path: '/orders', Sort: 3 },
    ]);
    const rows = await stored(u);
    expect(rows.map((r) => [r.path, r.siteId])).toEqual([
      ['/warehouse/index', siteA.id],
      ['PackEdit', siteA.id],
      ['/orders', siteA.id],
    ]);
  });

  it('deletes one path and leaves the others; deleting an absent path changes nothing', async () => {
    const u = await createUser(t, { site: siteA, grants: 'all' });
    await call(t, calls.batchSaveQuickNavigation, { Paths: ['/a', '/b', '/c'] }, { token: u.token });
    const res = await call(t, calls.deleteQuickNavigation, { Path: '/b' }, { token: u.token });
    expect(res.Code).toBe(0);
    expect(await paths(u)).toEqual(['/a', '/c']);
    const absent = await call(t, calls.deleteQuickNavigation, { Path: '/zzz' }, { token: u.token });
    expect(absent.Code).toBe(0);
    expect(await paths(u)).toEqual(['/a', '/c']);
    // Added after a delete: goes to the end.
    await call(t, calls.addQuickNavigation, { Path: '/b' }, { token: u.token });
    expect(await paths(u)).toEqual(['/a', '/c', '/b']);
  });

  it('batch save replaces the list, keeps the given order and drops duplicates', async () => {
    const u = await createUser(t, { site: siteB, type: 'user', grants: 'all' });
    await call(t, calls.addQuickNavigation, { Path: '/old' }, { token: u.token });
    const res = await call(t, calls.batchSaveQuickNavigation, { Paths: ['/z', '/a', '/z', ' /m ', '/a'] }, { token: u.token });
    expect(res.Code).toBe(0);
    expect(await list(u)).toEqual([
      { Path: '/z', Sort: 1 },
      { Path: '/a', Sort: 2 },
      { Path: '/m', Sort: 3 },
    ]);
    expect((await stored(u)).every((r) => r.siteId === siteB.id)).toBe(true);
    const cleared = await call(t, calls.batchSaveQuickNavigation, { Paths: [] }, { token: u.token });
    expect(cleared.Code).toBe(0);
    expect(await stored(u)).toEqual([]);
  });

  it('refuses an empty Path with Code 2 "Path: cannot be empty" and saves nothing', async () => {
    const u = await createUser(t, { site: siteA, grants: 'all' });
    for (const Path of ['', '   ']) {
      const add = await call(t, calls.addQuickNavigation, { Path }, { token: u.token });
      expect([add.Code, add.Message]).toEqual([2, 'Path: cannot be empty']);
    }
    const missing = await call(t, calls.deleteQuickNavigation, {}, { token: u.token });
    expect([missing.Code, missing.Message]).toEqual([2, 'Path: cannot be empty']);
    const noList = await call(t, calls.batchSaveQuickNavigation, {}, { token: u.token });
    expect(noList.Code).toBe(2);
    expect(noList.Message).toContain('Paths');
    const tooLong = await call(t, calls.addQuickNavigation, { Path: `/${'x'.repeat(300)}` }, { token: u.token });
    expect(tooLong.Code).toBe(2);
    expect(await stored(u)).toEqual([]);
  });

  it('keeps each user’s list to themselves', async () => {
    const alice = await createUser(t, { site: siteA, grants: 'all' });
    const bob = await createUser(t, { site: siteA, grants: 'all' });
    await call(t, calls.batchSaveQuickNavigation, { Paths: ['/shared', '/alice'] }, { token: alice.token });
    expect(await list(bob)).toEqual([]);
    // Same path for Bob is his own entry; his delete and his batch save leave Alice's alone.
    await call(t, calls.addQuickNavigation, { Path: '/shared' }, { token: bob.token });
    await call(t, calls.deleteQuickNavigation, { Path: '/alice' }, { token: bob.token });
    await call(t, calls.batchSaveQuickNavigation, { Paths: ['/bob'] }, { token: bob.token });
    expect(await paths(alice)).toEqual(['/shared', '/alice']);
    expect(await paths(bob)).toEqual(['/bob']);
  });

  it('refuses calls without a token (401) and without the grant (403)', async () => {
    const none = await call(t, calls.getQuickNavigations, {});
    expect([none.status, none.Code]).toEqual([401, 1]);
    const noneAdd = await call(t, calls.addQuickNavigation, { Path: '/x' });
    expect([noneAdd.status, noneAdd.Code]).toEqual([401, 1]);
    const readOnly = await createUser(t, { site: siteA, grants: [calls.getQuickNavigations] });
    for (const [def, body] of [
      [calls.addQuickNavigation, { Path: '/x' }],
      [calls.deleteQuickNavigation, { Path: '/x' }],
      [calls.batchSaveQuickNavigation, { Paths: ['/x'] }],
    ] as const) {
      const res = await call(t, def, body, { token: readOnly.token });
      expect([res.status, res.Code]).toEqual([403, 1]);
    }
    expect(await stored(readOnly)).toEqual([]);
    expect((await call(t, calls.getQuickNavigations, {}, { token: readOnly.token })).Code).toBe(0);
  });
});
