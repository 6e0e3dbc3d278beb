import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermissions as api, CALLS, ROLE_CALLS, site } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

/** The pages that list calls show each call's summary in the caller's language (contracts' callSummaries.ts). */
let t: TestApp;
let admin: TestUser;
let roleId: number;

const english = CALLS.find((c) => c.path === site.getSites.path)!.summary;
const summaryOf = (areas: { Children: { Key: string; Summary: string }[] }[], key: string) => areas.flatMap((a) => a.Children).find((c) => c.Key === key)?.Summary;

beforeAll(async () => {
  t = await createTestApp();
  const own = await createSite(t.db);
  admin = await createUser(t, { site: own, grants: 'all' });
  const role = await call(t, ROLE_CALLS.backstage.establish, { Name: 'Clerks', Code: 'clerks' }, { token: admin.token });
  expect(role.Code).toBe(0);
  roleId = role.Data.Id;
});
afterAll(() => t.close());

describe('API summaries in the caller’s language', () => {
  it('answers the API permission registry in zh-CN, zh-TW and en', async () => {
    const query = { index: 1, rows: 100, Area: 'Site' };
    const zhCN = await call(t, api.getApiPermissions, query, { token: admin.token, language: '1' });
    const zhTW = await call(t, api.getApiPermissions, query, { token: admin.token, language: '2' });
    const en = await call(t, api.getApiPermissions, query, { token: admin.token, language: '3' });
    expect(summaryOf(zhCN.Data.Data, site.getSites.path)).toBe('站点列表：平台人员看到全部站点，站点人员看到本站点');
    expect(summaryOf(zhTW.Data.Data, site.getSites.path)).toBe('站點列表：平台人員看到全部站點，站點人員看到本站點');
    expect(summaryOf(en.Data.Data, site.getSites.path)).toBe(english);
  });

  it('finds a call by its summary in any of the three languages, whatever the caller’s language', async () => {
    for (const content of ['平台人员看到全部站点', '平台人員看到全部站點', 'the own site for site staff']) {
      const res = await call(t, api.getApiPermissions, { index: 1, rows: 100, Content: content }, { token: admin.token, language: '3' });
      expect(res.Data.Data.flatMap((a) => a.Children.map((c) => c.Key)), content).toEqual([site.getSites.path]);
    }
  });

  it('answers a role’s permission tree in the caller’s language', async () => {
    const tree = await call(t, ROLE_CALLS.backstage.permissions, { Id: roleId }, { token: admin.token, language: '2' });
    const apis = tree.Data.Apis.flatMap((a) => a.Apis);
    expect(apis.find((a) => a.Key === site.getSites.path)?.Summary).toBe('站點列表：平台人員看到全部站點，站點人員看到本站點');
    expect(apis.every((a) => /[\u4e00-\u9fff]/.test(a.Summary)), 'every grantable call is translated').toBe(true);
  });
});
