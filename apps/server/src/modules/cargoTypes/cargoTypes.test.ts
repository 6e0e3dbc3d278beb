import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cargoType as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { cargoTypes } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
});
afterAll(() => t.close());

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addCargoType, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(cargoTypes).where(eq(cargoTypes.id, id)))[0];

describe('cargo types', () => {
  it('creates, lists, edits with an audit row, shows the history, offers enabled ones and deletes', async () => {
    const battery = await add(admin, { Name: 'Battery', DisplayOrder: 2, Remarks: 'Built-in lithium only' });
    const general = await add(admin, { Name: 'General', DisplayOrder: 1 });
    const liquid = await add(admin, { Name: 'Liquid', DisplayOrder: 3, IsEnabled: false });
    const list = await call(t, api.getCargoTypes, {}, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Name)).toEqual(['General', 'Battery', 'Liquid']);
    expect((await call(t, api.getCargoTypes, { IsEnabled: false }, { token: admin.token })).Data.Data.map((r) => r.Id)).toEqual([liquid]);
    expect((await call(t, api.getSelectCargoTypes, {}, { token: admin.token })).Data).toEqual([
      { Id: general, Name: 'General' },
      { Id: battery, Name: 'Battery' },
    ]);
    const edited = await call(t, api.editCargoType, { Id: battery, Name: 'Battery (UN3481)', DisplayOrder: 2 }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Battery (UN3481)', Remarks: '' });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'CargoType'), eq(auditLogs.entityId, String(battery)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { Name: 'Battery' }, after: { Name: 'Battery (UN3481)' } });
    expect((await call(t, api.getCargoTypeById, { Id: battery }, { token: admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditCargoType, { Id: liquid }, { token: admin.token })).Data).toMatchObject({ Name: 'Liquid', IsEnabled: false });
    expect((await call(t, api.deleteCargoType, { Id: liquid }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(liquid)).toBeUndefined();
  });

  it('refuses bad input naming the field and the rule', async () => {
    await add(admin, { Name: 'Powder' });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Name: cannot be empty'],
      [{ Name: 'Powder' }, 'Name: already exists'],
      [{ Name: 'x'.repeat(65) }, 'Name: must be at most 64'],
      [{ Name: 'Magnet', DisplayOrder: -1 }, 'DisplayOrder: must be at least 0'],
      [{ Name: 'Magnet', Remarks: 'x'.repeat(256) }, 'Remarks: must be at most 255'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCargoType, body, { token: admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect((await call(t, api.addCargoType, {}, { token: admin.token, language: '2' })).Message).toBe('Name：不能為空');
    // Another site may use the same name.
    await add(otherAdmin, { Name: 'Powder' });
  });

  it('keeps another site’s types out of reach and refuses callers without the permission', async () => {
    const theirs = await add(otherAdmin, { Name: 'Theirs' });
    expect((await call(t, api.getCargoTypes, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditCargoType, api.getCargoTypeById, api.deleteCargoType]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editCargoType, { Id: theirs, Name: 'Mine' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Theirs');
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site, grants: [] });
    for (const c of [api.getCargoTypes, api.addCargoType, api.getEditCargoType, api.editCargoType, api.deleteCargoType, api.getCargoTypeById, api.getSelectCargoTypes]) {
      const body = { Id: 1, Name: 'X' };
      if (c !== api.getSelectCargoTypes) expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
