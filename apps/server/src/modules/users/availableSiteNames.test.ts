import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, user } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { userAvailableSites } from './tables.ts';

/**
 * Site staff read only their own row of `sites`, yet the users pages name the other sites their
 * staff may work on: through GetSelectSiteInfos and the user detail, never as "#id".
 */
let t: TestApp;
let home: TestSite;
let harbour: TestSite;
let river: TestSite;
let elsewhere: TestSite;
let admin: TestUser;
let clerk: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  home = await createSite(t.db, { siteName: 'Home Express' });
  harbour = await createSite(t.db, { siteName: 'Harbour Freight' });
  river = await createSite(t.db, { siteName: 'River Cargo', isEnabled: false });
  elsewhere = await createSite(t.db, { siteName: 'Elsewhere Post' });
  admin = await createUser(t, { site: home, grants: 'all' });
  clerk = await createUser(t, { site: home });
  otherAdmin = await createUser(t, { site: elsewhere, grants: 'all' });
  // The platform made two other sites available to the clerk (one of them since disabled).
  await t.db.insert(userAvailableSites).values([
    { siteId: home.id, userId: clerk.id, availableSiteId: harbour.id },
    { siteId: home.id, userId: clerk.id, availableSiteId: river.id },
  ]);
});
afterAll(() => t.close());

describe('the names of the sites available to a site’s staff', () => {
  it('are answered by GetSelectSiteInfos to the staff of that site, and to nobody else', async () => {
    const mine = await call(t, site.getSelectSiteInfos, {}, { token: admin.token });
    expect(mine.Data).toEqual([
      { Id: home.id, Name: 'Home Express' },
      { Id: harbour.id, Name: 'Harbour Freight' },
      { Id: river.id, Name: 'River Cargo' },
    ]);
    const theirs = await call(t, site.getSelectSiteInfos, {}, { token: otherAdmin.token });
    expect(theirs.Data).toEqual([{ Id: elsewhere.id, Name: 'Elsewhere Post' }]);
  });

  it('are shown on the staff member’s detail, while the rest of the other sites stays hidden from site staff', async () => {
    const detail = await call(t, user.getBackstageUserById, { Id: clerk.id }, { token: admin.token });
    expect(detail.Data.Sites).toEqual([
      { Id: harbour.id, Name: 'Harbour Freight' },
      { Id: river.id, Name: 'River Cargo' },
    ]);
    const list = await call(t, site.getSites, { index: 1, rows: 50 }, { token: admin.token });
    expect(list.Data.Data.map((s) => s.Id)).toEqual([home.id]);
    expect((await call(t, site.getSiteById, { Id: harbour.id }, { token: admin.token })).Code).not.toBe(0);
  });
});
