import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, typeOfShipping as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, pgErrorOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { typeOfShippings } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({ Name: `Air express ${++counter}`, MinAging: 5, MaxAging: 8, ...overrides });
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addTypeOfShipping, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(typeOfShippings).where(eq(typeOfShippings.id, id)))[0];

describe('shipping methods', () => {
  it('creates, lists in display order, edits with an audit row, shows the history and deletes', async () => {
    const sea = await add(admin, valid({ Name: 'Sea freight', MinAging: 20, MaxAging: 35, DisplayOrder: 2, Remarks: 'Cheapest' }));
    const air = await add(admin, valid({ Name: 'Air', MinAging: 3, MaxAging: 3, DisplayOrder: 1 }));
    const list = await call(t, api.getTypeOfShippings, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id).slice(0, 2)).toEqual([air, sea]);
    expect(list.Data.Data[1]).toMatchObject({ Name: 'Sea freight', MinAging: 20, MaxAging: 35, Remarks: 'Cheapest', IsEnabled: true });

    const edited = await call(t, api.editTypeOfShipping, { Id: sea, ...valid({ Name: 'Sea freight', MinAging: 25, MaxAging: 40, DisplayOrder: 2 }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ MinAging: 25, MaxAging: 40 });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'TypeOfShipping'), eq(auditLogs.entityId, String(sea)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { MinAging: 20, MaxAging: 35 }, after: { MinAging: 25, MaxAging: 40 } });
    const detail = await call(t, api.getTypeOfShippingById, { Id: sea }, { token: admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditTypeOfShipping, { Id: sea }, { token: admin.token })).Data).toMatchObject({ Name: 'Sea freight', MinAging: 25 });

    expect((await call(t, api.deleteTypeOfShipping, { Id: air }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(air)).toBeUndefined();
  });

  it('offers enabled methods only, in display order', async () => {
    const ownSite = await createSite(t.db);
    const staff = await createUser(t, { site: ownSite, grants: 'all' });
    const land = await add(staff, valid({ Name: 'Land', DisplayOrder: 3 }));
    const express = await add(staff, valid({ Name: 'Express', DisplayOrder: 1, MinAging: 1, MaxAging: 2 }));
    await add(staff, valid({ Name: 'Old line', IsEnabled: false }));
    const select = await call(t, api.getSelectTypeOfShipping, {}, { token: staff.token });
    expect(select.Data).toEqual([
      { Id: express, Name: 'Express', MinAging: 1, MaxAging: 2 },
      { Id: land, Name: 'Land', MinAging: 5, MaxAging: 8 },
    ]);
    const customer = await createUser(t, { site: ownSite, type: 'user', grants: 'all' });
    expect((await call(t, api.getSelectTypeOfShipping, {}, { token: customer.token })).Data).toHaveLength(2);
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    await add(admin, valid({ Name: 'Taken' }));
    const before = await t.db.$count(typeOfShippings);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'Taken' }), 'Name: already exists'],
      [valid({ MinAging: 9, MaxAging: 8 }), 'MinAging: the minimum aging cannot be above the maximum'],
      [valid({ MinAging: -1 }), 'MinAging: cannot be negative'],
      [valid({ MaxAging: 2.5 }), 'MaxAging: wrong number format'],
      [valid({ MaxAging: 'soon' }), 'MaxAging: must be a valid number'],
      [valid({ MaxAging: undefined }), 'MaxAging: cannot be empty'],
      [valid({ MaxAging: 366 }), 'MaxAging: must be at most 365'],
      [valid({ DisplayOrder: 10_000 }), 'DisplayOrder: must be at most 9999'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addTypeOfShipping, body, { token: admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(typeOfShippings)).toBe(before);
    const zh = await call(t, api.addTypeOfShipping, valid({ MinAging: 9, MaxAging: 1 }), { token: admin.token, language: '1' });
    expect(zh.Message).toBe('MinAging：最短时效不能大于最长时效');
    // The table refuses it too, whoever writes.
    expect((await pgErrorOf(t.db.insert(typeOfShippings).values({ siteId: site.id, name: 'Bad', minAging: 9, maxAging: 1 }))).code).toBe('23514');
  });

  it('keeps another site’s methods out of reach; platform staff choose the site', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Theirs' }));
    expect((await call(t, api.getTypeOfShippings, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditTypeOfShipping, api.getTypeOfShippingById, api.deleteTypeOfShipping]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editTypeOfShipping, { Id: theirs, ...valid() }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Theirs');
    const noSite = await call(t, api.addTypeOfShipping, valid(), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const made = await add(platform, valid({ SiteId: site.id }));
    expect((await rowOf(made))!.siteId).toBe(site.id);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getTypeOfShippings] });
    for (const c of [api.getTypeOfShippings, api.addTypeOfShipping, api.getEditTypeOfShipping, api.editTypeOfShipping, api.deleteTypeOfShipping, api.getTypeOfShippingById]) {
      const body = { Id: 1, ...valid() };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getTypeOfShippings) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getSelectTypeOfShipping, {}, { token: listOnly.token })).status).toBe(403);
  });
});
