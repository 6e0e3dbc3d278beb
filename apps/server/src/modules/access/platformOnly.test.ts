import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, menus as menuCalls, ROLE_CALLS, site, user } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, roleOf, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { menus, viewButtons, views } from './tables.ts';

/** Pages only platform staff use (menus.PLATFORM_ONLY_PAGES: the Sites page) never reach site staff, super users included. */
let t: TestApp;
let siteSuperUser: TestUser;
let siteAdmin: TestUser;
let platformSuperUser: TestUser;
const ids = { container: 0, sites: 0, settings: 0, sitesButton: 0, settingsButton: 0 };

type Node = { Name: string; Children: Node[] };
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.Name, ...names(n.Children)]);

beforeAll(async () => {
  t = await createTestApp();
  const own = await createSite(t.db);
  siteSuperUser = await createUser(t, { site: own, isSuperUser: true });
  siteAdmin = await createUser(t, { site: own, grants: 'all' });
  platformSuperUser = await createUser(t, { site: null, isSuperUser: true });
  const Backstage = AccountType.Backstage;
  const [container] = await t.db.insert(menus).values({ population: Backstage, name: 'SiteManagement', path: '/site' }).returning();
  const [sitesMenu, settingsMenu] = await t.db
    .insert(menus)
    .values([
      { population: Backstage, parentId: container!.id, name: 'SitesIndex', path: 'SitesIndex', router: 'SitesIndex' },
      { population: Backstage, parentId: container!.id, name: 'SiteSettingsIndex', path: 'SiteSettingsIndex', router: 'SiteSettingsIndex', sort: 1 },
    ])
    .returning();
  const [sitesView, settingsView] = await t.db
    .insert(views)
    .values([
      { population: Backstage, name: 'Sites', code: 'SitesIndex' },
      { population: Backstage, name: 'Site settings', code: 'SiteSettingsIndex' },
    ])
    .returning();
  const [sitesButton, settingsButton] = await t.db
    .insert(viewButtons)
    .values([
      { viewId: sitesView!.id, key: 'Sites.Establish', name: 'Establish' },
      { viewId: settingsView!.id, key: 'SiteSettings.Edit', name: 'Edit' },
    ])
    .returning();
  Object.assign(ids, { container: container!.id, sites: sitesMenu!.id, settings: settingsMenu!.id, sitesButton: sitesButton!.id, settingsButton: settingsButton!.id });
});
afterAll(() => t.close());

describe('platform-only pages', () => {
  it('are left out of a site super user’s menus and buttons, and kept for platform staff', async () => {
    const siteMenus = await call(t, menuCalls.getCurrentUserMenus, {}, { token: siteSuperUser.token });
    expect(names(siteMenus.Data.Children)).toEqual(['SiteManagement', 'SiteSettingsIndex']);
    const siteInfo = await call(t, user.getUserInfoDetailedInfo, {}, { token: siteSuperUser.token });
    expect(siteInfo.Data.Buttons).toContain('SiteSettings.Edit');
    expect(siteInfo.Data.Buttons).not.toContain('Sites.Establish');

    const platformMenus = await call(t, menuCalls.getCurrentUserMenus, {}, { token: platformSuperUser.token });
    expect(names(platformMenus.Data.Children)).toEqual(['SiteManagement', 'SitesIndex', 'SiteSettingsIndex']);
    expect((await call(t, user.getUserInfoDetailedInfo, {}, { token: platformSuperUser.token })).Data.Buttons).toContain('Sites.Establish');
  });

  it('keep their calls refused to a site super user', async () => {
    for (const [c, body] of [
      [site.establishSite, { SiteName: 'Mine', Code: 'mine', UserUrl: 'https://mine.example', BackstagePath: '/admin', ConnectionChannel: 'default', DatabaseType: 1, Host: 'mine.example' }],
      [site.disableSite, { Id: siteSuperUser.siteId }],
      [site.getSiteHosts, { SiteId: siteSuperUser.siteId }],
      [site.establishSiteHost, { SiteId: siteSuperUser.siteId, Host: 'another.example' }],
    ] as const) {
      const res = await call(t, c, body, { token: siteSuperUser.token });
      expect([res.status, res.Code], c.path).toEqual([403, 1]);
    }
  });

  it('cannot be granted to a site’s role, and are not offered in its permission tree', async () => {
    const roleId = await roleOf(t, siteAdmin.id);
    const tree = await call(t, ROLE_CALLS.backstage.permissions, { Id: roleId }, { token: siteAdmin.token });
    expect(names(tree.Data.Menus)).toEqual(['SiteManagement', 'SiteSettingsIndex']);
    expect(tree.Data.Views.map((v) => v.Code)).not.toContain('SitesIndex');

    const withMenu = await call(t, ROLE_CALLS.backstage.editPermissions, { Id: roleId, ApiKeys: tree.Data.ApiKeys, MenuIds: [ids.container, ids.sites] }, { token: siteAdmin.token });
    expect([withMenu.Code, withMenu.Message]).toEqual([2, 'MenuIds: SitesIndex is for platform staff only and cannot be granted to a site’s role']);
    const withButton = await call(t, ROLE_CALLS.backstage.editPermissions, { Id: roleId, ApiKeys: tree.Data.ApiKeys, ButtonIds: [ids.settingsButton, ids.sitesButton] }, { token: siteAdmin.token });
    expect([withButton.Code, withButton.Message]).toEqual([2, 'ButtonIds: Sites.Establish is for platform staff only and cannot be granted to a site’s role']);
    const byMenuCall = await call(t, menuCalls.authorizationMenu, { RoleId: roleId, MenuIds: [ids.sites] }, { token: siteAdmin.token });
    expect(byMenuCall.Code).toBe(2);

    const allowed = await call(t, ROLE_CALLS.backstage.editPermissions, { Id: roleId, ApiKeys: tree.Data.ApiKeys, MenuIds: [ids.container, ids.settings], ButtonIds: [ids.settingsButton] }, { token: siteAdmin.token });
    expect(allowed.Code).toBe(0);
  });

  it('stay grantable to the platform’s own roles', async () => {
    const platformAdmin = await createUser(t, { site: null, grants: 'all' });
    const roleId = await roleOf(t, platformAdmin.id);
    const tree = await call(t, ROLE_CALLS.backstage.permissions, { Id: roleId }, { token: platformAdmin.token });
    expect(names(tree.Data.Menus)).toContain('SitesIndex');
    const granted = await call(t, ROLE_CALLS.backstage.editPermissions, { Id: roleId, ApiKeys: tree.Data.ApiKeys, MenuIds: [ids.container, ids.sites], ButtonIds: [ids.sitesButton] }, { token: platformAdmin.token });
    expect(granted.Code).toBe(0);
  });
});
