import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, expenseType as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { expenseTypes } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({ Name: 'Freight', Code: `FRT${++counter}`, Explain: 'Charged by billing weight', DisplayOrder: 10, ...overrides });
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addExpenseType, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(expenseTypes).where(eq(expenseTypes.id, id)))[0];

describe('create, read, edit, delete', () => {
  it('adds an expense type, lists it by display order, answers its form values and history', async () => {
    const late = await add(admin, valid({ Name: 'Storage fee', DisplayOrder: 50 }));
    const early = await add(admin, valid({ Name: 'Freight', SystemVariables: 'Freight', DisplayOrder: 1 }));
    const list = await call(t, api.getExpenseTypes, { rows: 100 }, { token: admin.token });
    const ids = list.Data.Data.map((r) => r.Id);
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(late));
    expect(list.Data.Data.find((r) => r.Id === early)).toMatchObject({ Name: 'Freight', SystemVariables: 'Freight', DisplayOrder: 1, IsEnabled: true, SiteId: site.id });
    const info = await call(t, api.getEditExpenseType, { Id: early }, { token: admin.token });
    expect(info.Data).toMatchObject({ Id: early, Explain: 'Charged by billing weight', SystemVariables: 'Freight' });
    const detail = await call(t, api.getExpenseTypeById, { Id: early }, { token: admin.token });
    expect(detail.Data.Audits).toMatchObject([{ Action: 'Establish', ActorName: admin.userName }]);
  });

  it('edits with an audit row holding before and after, and deletes', async () => {
    const id = await add(admin, valid({ Name: 'Packing fee' }));
    const edited = await call(t, api.editExpenseType, { Id: id, ...valid({ Name: 'Packing', Code: 'PACK', DisplayOrder: 3 }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Packing', Code: 'PACK', DisplayOrder: 3 });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'ExpenseType'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ actorId: admin.id, before: { Name: 'Packing fee' }, after: { Name: 'Packing', Code: 'PACK' } });
    expect((await call(t, api.deleteExpenseType, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('the picker offers the enabled types of the site only, by display order, paged', async () => {
    const on = await add(admin, valid({ Name: 'Insurance', Code: 'INS', DisplayOrder: 0 }));
    const off = await add(admin, valid({ Name: 'Old fee', IsEnabled: false }));
    const theirs = await add(otherAdmin, valid({ Name: 'Their fee' }));
    const page = await call(t, api.getSelectTableExpenseTypes, { rows: 100 }, { token: admin.token });
    const ids = page.Data.Data.map((r) => r.Id);
    expect(ids[0]).toBe(on);
    expect(ids).not.toContain(off);
    expect(ids).not.toContain(theirs);
    expect(page.Data.Data[0]).toEqual({ Id: on, Name: 'Insurance', Code: 'INS', Explain: 'Charged by billing weight', SystemVariables: '', DisplayOrder: 0, CreationTime: expect.any(String) });
    const filtered = await call(t, api.getSelectTableExpenseTypes, { Code: 'ins', rows: 6 }, { token: admin.token });
    expect(filtered.Data).toMatchObject({ Total: 1, Data: [{ Id: on }] });
    // The disabled type stays readable for the records that name it.
    expect((await call(t, api.getEditExpenseType, { Id: off }, { token: admin.token })).Data.IsEnabled).toBe(false);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    await add(admin, valid({ Code: 'FUEL', SystemVariables: 'FuelSurcharge' }));
    const before = await t.db.$count(expenseTypes);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'x'.repeat(65) }), 'Name: must be at most 64'],
      [valid({ Code: undefined }), 'Code: cannot be empty'],
      [valid({ Code: 'A B' }), 'Code: letters, digits, "-" and "_" only'],
      [valid({ Code: 'FUEL' }), 'Code: already exists'],
      [valid({ SystemVariables: '1Freight' }), 'SystemVariables: must start with a letter and hold only letters, digits and "_"'],
      [valid({ SystemVariables: 'FuelSurcharge' }), 'SystemVariables: already exists'],
      [valid({ Explain: 'x'.repeat(256) }), 'Explain: must be at most 255'],
      [valid({ DisplayOrder: -1 }), 'DisplayOrder: must be at least 0'],
      [valid({ DisplayOrder: 1.5 }), 'DisplayOrder: wrong number format'],
      [valid({ DisplayOrder: 'first' }), 'DisplayOrder: must be a valid number'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addExpenseType, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(expenseTypes)).toBe(before);
    // Another site may use the same code and variable.
    await add(otherAdmin, valid({ Code: 'FUEL', SystemVariables: 'FuelSurcharge' }));
  });
});

describe('access', () => {
  it('hides another site’s expense types: not listed, not readable, editable or deletable by Id', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Their remote fee' }));
    const list = await call(t, api.getExpenseTypes, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditExpenseType, api.getExpenseTypeById, api.deleteExpenseType]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editExpenseType, { Id: theirs, ...valid({ Name: 'Mine now' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Their remote fee');
  });

  it('platform staff choose the site to add to', async () => {
    const noSite = await call(t, api.addExpenseType, valid(), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, valid({ SiteId: otherSite.id }));
    expect((await rowOf(id))!.siteId).toBe(otherSite.id);
    const mine = await call(t, api.getExpenseTypes, { SiteId: otherSite.id, rows: 100 }, { token: platform.token });
    expect(new Set(mine.Data.Data.map((r) => r.SiteId))).toEqual(new Set([otherSite.id]));
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getExpenseTypes] });
    const calls = [api.getExpenseTypes, api.addExpenseType, api.getEditExpenseType, api.editExpenseType, api.deleteExpenseType, api.getExpenseTypeById, api.getSelectTableExpenseTypes];
    const before = await t.db.$count(expenseTypes);
    for (const c of calls) {
      const body = { Id: 1, ...valid() };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getExpenseTypes) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect(await t.db.$count(expenseTypes)).toBe(before);
  });
});
