import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userConfiguration as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestSite } from '../../../test/helpers.ts';
import { userConfigurations } from './tables.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;

const DEFAULTS = {
  LocalServiceConnection: '',
  PickingListColumns: 1,
  PickingListRows: 1,
  GetCameraKeyUp: '',
  GetElectronicScaleValueKeyUp: '',
};
const SETTINGS = {
  LocalServiceConnection: 'ws://127.0.0.1:5000/hub',
  PickingListColumns: 3,
  PickingListRows: 8,
  GetCameraKeyUp: 'F2',
  GetElectronicScaleValueKeyUp: 'F4',
};

const rowOf = async (userId: number) => (await t.db.select().from(userConfigurations).where(eq(userConfigurations.ownerId, userId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  siteB = await createSite(t.db);
});
afterAll(() => t.close());

describe('GetUserConfigureByUserIdInfo / EditUserConfigure', () => {
  it('answers the defaults before anything is saved', async () => {
    const staff = await createUser(t, { site: siteA, grants: [calls.getUserConfigureByUserIdInfo] });
    const res = await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: staff.token });
    expect([res.Code, res.Data]).toEqual([0, DEFAULTS]);
    expect(await rowOf(staff.id)).toBeUndefined();
  });

  it('saves the five settings (trimmed) and reads them back; a second save overwrites', async () => {
    const staff = await createUser(t, { site: siteA, grants: 'all' });
    const saved = await call(t, calls.editUserConfigure, { ...SETTINGS, LocalServiceConnection: '  ws://127.0.0.1:5000/hub ' }, { token: staff.token });
    expect([saved.Code, saved.Data]).toEqual([0, SETTINGS]);
    expect((await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: staff.token })).Data).toEqual(SETTINGS);
    expect(await rowOf(staff.id)).toMatchObject({ ownerId: staff.id, siteId: siteA.id, pickingListColumns: 3, pickingListRows: 8, getCameraKeyUp: 'F2' });

    // Omitted (or blank) text settings go back to empty.
    const again = await call(t, calls.editUserConfigure, { PickingListColumns: 2, PickingListRows: 5, GetCameraKeyUp: '  ' }, { token: staff.token });
    expect(again.Data).toEqual({ ...DEFAULTS, PickingListColumns: 2, PickingListRows: 5 });
    expect((await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: staff.token })).Data).toEqual({ ...DEFAULTS, PickingListColumns: 2, PickingListRows: 5 });
    expect(await t.db.select().from(userConfigurations).where(eq(userConfigurations.ownerId, staff.id))).toHaveLength(1);
  });

  it('works for portal users too, kept under their site and themselves', async () => {
    const portal = await createUser(t, { site: siteB, type: 'user', grants: 'all' });
    const saved = await call(t, calls.editUserConfigure, SETTINGS, { token: portal.token });
    expect(saved.Code).toBe(0);
    expect(await rowOf(portal.id)).toMatchObject({ ownerId: portal.id, siteId: siteB.id, pickingListRows: 8 });
  });

  it('refuses rows or columns of 0 (Code 2 naming the field) and saves nothing', async () => {
    const staff = await createUser(t, { site: siteA, grants: 'all' });
    const rows0 = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListRows: 0 }, { token: staff.token });
    expect([rows0.Code, rows0.Message]).toEqual([2, 'PickingListRows: must be at least 1']);
    expect(await rowOf(staff.id)).toBeUndefined();

    await call(t, calls.editUserConfigure, SETTINGS, { token: staff.token });
    const cols0 = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListColumns: 0, GetCameraKeyUp: 'F9' }, { token: staff.token });
    expect([cols0.Code, cols0.Message]).toEqual([2, 'PickingListColumns: must be at least 1']);
    expect((await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: staff.token })).Data).toEqual(SETTINGS);

    const both = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListColumns: -1, PickingListRows: 0 }, { token: staff.token });
    expect(both.Message).toContain('PickingListColumns: must be at least 1');
    expect(both.Message).toContain('PickingListRows: must be at least 1');
  });

  it('refuses a non-number, a fraction, a missing number and values over the limits', async () => {
    const staff = await createUser(t, { site: siteA, grants: 'all' });
    const text = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListColumns: 'three' }, { token: staff.token });
    expect([text.Code, text.Message]).toEqual([2, 'PickingListColumns: must be a valid number']);
    const numeric = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListRows: '4' }, { token: staff.token });
    expect([numeric.Code, numeric.Message]).toEqual([2, 'PickingListRows: must be a valid number']);
    const fraction = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListRows: 1.5 }, { token: staff.token });
    expect([fraction.Code, fraction.Message]).toEqual([2, 'PickingListRows: wrong number format']);
    const missing = await call(t, calls.editUserConfigure, { GetCameraKeyUp: 'F2' }, { token: staff.token });
    expect(missing.Code).toBe(2);
    expect(missing.Message).toContain('PickingListColumns');
    expect(missing.Message).toContain('PickingListRows');
    const tooMany = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListColumns: 21, PickingListRows: 51 }, { token: staff.token });
    // The fields are named; the wording of the maximum is a contracts issue (see the report): only the code is pinned.
    expect(tooMany.Code).toBe(2);
    expect(tooMany.Message).toMatch(/^PickingListColumns: .*; PickingListRows: /);
    expect(await rowOf(staff.id)).toBeUndefined();
    const atMax = await call(t, calls.editUserConfigure, { ...SETTINGS, PickingListColumns: 20, PickingListRows: 50 }, { token: staff.token });
    expect([atMax.Code, atMax.Data.PickingListColumns, atMax.Data.PickingListRows]).toEqual([0, 20, 50]);
  });

  it('keeps each user’s settings to themselves', async () => {
    const alice = await createUser(t, { site: siteA, grants: 'all' });
    const bob = await createUser(t, { site: siteA, grants: 'all' });
    await call(t, calls.editUserConfigure, SETTINGS, { token: alice.token });
    expect((await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: bob.token })).Data).toEqual(DEFAULTS);
    await call(t, calls.editUserConfigure, { ...DEFAULTS, PickingListRows: 4 }, { token: bob.token });
    expect((await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: alice.token })).Data).toEqual(SETTINGS);
    expect((await rowOf(bob.id))?.pickingListRows).toBe(4);
  });

  it('refuses a call without a token (401) and without the grant (403)', async () => {
    const none = await call(t, calls.getUserConfigureByUserIdInfo, {});
    expect([none.status, none.Code]).toEqual([401, 1]);
    const noneEdit = await call(t, calls.editUserConfigure, SETTINGS);
    expect([noneEdit.status, noneEdit.Code]).toEqual([401, 1]);
    const readOnly = await createUser(t, { site: siteA, type: 'user', grants: [calls.getUserConfigureByUserIdInfo] });
    const denied = await call(t, calls.editUserConfigure, SETTINGS, { token: readOnly.token });
    expect([denied.status, denied.Code]).toEqual([403, 1]);
    expect(await rowOf(readOnly.id)).toBeUndefined();
    const nothing = await createUser(t, { site: siteA });
    const deniedRead = await call(t, calls.getUserConfigureByUserIdInfo, {}, { token: nothing.token });
    expect([deniedRead.status, deniedRead.Code]).toEqual([403, 1]);
  });
});
