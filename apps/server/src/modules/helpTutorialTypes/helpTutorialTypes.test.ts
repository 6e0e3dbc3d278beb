import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, helpTutorialType as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { helpTutorialTypes } from './tables.ts';

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

const valid = (overrides: Record<string, unknown> = {}) => ({ Name: 'Getting started', DisplayOrder: 1, ...overrides });
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addHelpTutorialType, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(helpTutorialTypes).where(eq(helpTutorialTypes.id, id)))[0];

describe('create, read, edit, delete', () => {
  it('adds, lists by display order, edits with an audit row, deletes', async () => {
    const second = await add(admin, valid({ Name: 'Shipping', DisplayOrder: 2 }));
    const first = await add(admin, valid({ Name: 'Getting started', DisplayOrder: 1, Remarks: 'For new customers' }));
    const list = await call(t, api.getHelpTutorialTypes, {}, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).toEqual([first, second]);
    expect(list.Data.Data[0]).toMatchObject({ Name: 'Getting started', Remarks: 'For new customers', IsEnabled: true, SiteId: site.id });

    const edited = await call(t, api.editHelpTutorialType, { Id: second, ...valid({ Name: 'Shipping and delivery', DisplayOrder: 0 }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Shipping and delivery', DisplayOrder: 0 });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'HelpTutorialType'), eq(auditLogs.entityId, String(second)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { Name: 'Shipping' }, after: { Name: 'Shipping and delivery' } });
    const detail = await call(t, api.getHelpTutorialTypeById, { Id: second }, { token: admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);

    expect((await call(t, api.deleteHelpTutorialType, { Id: second }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(second)).toBeUndefined();
  });

  it('offers the enabled types of the caller’s site to staff and customers', async () => {
    const payment = await add(admin, valid({ Name: 'Payment', DisplayOrder: 5 }));
    const hidden = await add(admin, valid({ Name: 'Retired section', IsEnabled: false }));
    await add(otherAdmin, valid({ Name: 'Their section' }));
    const customer = await createUser(t, { site, type: 'user' });
    for (const user of [admin, customer]) {
      const res = await call(t, api.getSelects, {}, { token: user.token });
      expect(res.Data).toContainEqual({ Id: payment, Name: 'Payment' });
      expect(res.Data.map((o) => o.Id)).not.toContain(hidden);
      expect(res.Data.map((o) => o.Name)).not.toContain('Their section');
    }
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    await add(admin, valid({ Name: 'Customs' }));
    const before = await t.db.$count(helpTutorialTypes);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: '   ' }), 'Name: cannot be empty'],
      [valid({ Name: 'x'.repeat(65) }), 'Name: must be at most 64'],
      [valid({ Name: 'Customs' }), 'Name: already exists'],
      [valid({ DisplayOrder: 100_000 }), 'DisplayOrder: must be at most 99999'],
      [valid({ Remarks: 'x'.repeat(256) }), 'Remarks: must be at most 255'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addHelpTutorialType, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(helpTutorialTypes)).toBe(before);
  });
});

describe('access', () => {
  it('hides another site’s types and lets platform staff choose the site', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Their FAQ' }));
    expect((await call(t, api.getHelpTutorialTypes, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditHelpTutorialType, api.getHelpTutorialTypeById, api.deleteHelpTutorialType]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editHelpTutorialType, { Id: theirs, ...valid({ Name: 'Mine' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Their FAQ');

    const noSite = await call(t, api.addHelpTutorialType, valid({ Name: 'Platform made' }), { token: platform.token });
    expect(noSite.Message).toBe('SiteId: platform staff must choose the site');
    const id = await add(platform, valid({ Name: 'Platform made', SiteId: otherSite.id }));
    expect((await rowOf(id))!.siteId).toBe(otherSite.id);
    expect((await call(t, api.getSelects, { SiteId: otherSite.id }, { token: platform.token })).Data.map((o) => o.Id)).toContain(id);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getHelpTutorialTypes] });
    const calls = [api.getHelpTutorialTypes, api.addHelpTutorialType, api.getEditHelpTutorialType, api.editHelpTutorialType, api.deleteHelpTutorialType, api.getHelpTutorialTypeById];
    const before = await t.db.$count(helpTutorialTypes);
    for (const c of calls) {
      const body = { Id: 1, ...valid({ Name: 'Forbidden' }) };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getHelpTutorialTypes) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getSelects, {})).status).toBe(401);
    expect(await t.db.$count(helpTutorialTypes)).toBe(before);
  });
});
