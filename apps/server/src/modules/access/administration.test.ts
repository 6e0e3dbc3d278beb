import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPermissions as apiCalls, menus as menuCalls, roles as roleCalls, user as userCalls, views as viewCalls } from '@lbo/contracts';
import type { Hub } from '../../platform/hub.ts';
import { call, createSite, createTestApp, createUser, roleOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { menus, roleButtons, roleMenus, viewButtons } from '../../db/schema.ts';

let t: TestApp;
let siteA: TestSite;
let platform: TestUser;
let siteAdmin: TestUser;
let pushes: MockInstance<Hub['pushToUsers']>;

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db, { siteName: 'Alpha' });
  platform = await createUser(t, { site: null, grants: 'all' });
  siteAdmin = await createUser(t, { site: siteA, grants: 'all' });
});
afterAll(() => t.close());
beforeEach(() => {
  pushes = vi.spyOn(t.services.hub, 'pushToUsers');
  pushes.mockClear();
});

const toldUsers = () => pushes.mock.calls.flatMap(([ids]) => [...ids]);

async function newMenu(values: Record<string, unknown>) {
  const res = await call(t, menuCalls.establishBackstageMenu, { Population: 1, ...values }, { token: platform.token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
}

describe('Menus administration', () => {
  it('lets platform staff build a tree that the sidebar of a granted user follows after the push', async () => {
    const parent = await newMenu({ Name: 'Depot', Path: '/depot', Icon: 'house', Sort: 3 });
    const child = await newMenu({ Name: 'DepotShelves', ParentId: parent, Path: 'DepotShelves', Router: 'DepotShelvesIndex', Sort: 1 });
    const staff = await createUser(t, { site: siteA });
    const granted = await call(t, menuCalls.authorizationMenu, { RoleId: await roleOf(t, staff.id), MenuIds: [child] }, { token: siteAdmin.token });
    expect(granted.Code).toBe(0);
    pushes.mockClear();

    const edited = await call(t, menuCalls.editBackstageMenu, { Id: child, Name: 'DepotBins', ParentId: parent, Path: 'DepotBins', Router: 'DepotBinsIndex', Sort: 1 }, { token: platform.token });
    expect(edited.Data).toMatchObject({ Name: 'DepotBins', Router: 'DepotBinsIndex', Population: 1 });
    expect(toldUsers()).toContain(staff.id);
    const sidebar = await call(t, menuCalls.getCurrentUserMenus, {}, { token: staff.token });
    expect(sidebar.Data.Children).toEqual([
      { Name: 'Depot', Path: '/depot', Router: '', Icon: 'house', Invisible: false, Children: [{ Name: 'DepotBins', Path: 'DepotBins', Router: 'DepotBinsIndex', Icon: '', Invisible: false, Children: [] }] },
    ]);

    const list = await call(t, menuCalls.getBackstageMenus, { Population: 1, Name: 'Depot' }, { token: siteAdmin.token });
    expect(list.Data.Data.map((m) => [m.Name, m.Children.map((c) => [c.Name, c.RoleCount])])).toEqual([['Depot', [['DepotBins', 1]]]]);
    const detail = await call(t, menuCalls.getBackstageMenuById, { Id: child }, { token: platform.token });
    expect(detail.Data).toMatchObject({ ParentName: 'Depot', RoleCount: 1, ChildCount: 0 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
  });

  it('refuses a parent of the other population, and a move under its own sub-menu', async () => {
    const top = await newMenu({ Name: 'Top' });
    const below = await newMenu({ Name: 'Below', ParentId: top });
    const portalTop = await newMenu({ Name: 'PortalTop', Population: 2 });
    const cross = await call(t, menuCalls.establishBackstageMenu, { Population: 1, Name: 'Cross', ParentId: portalTop }, { token: platform.token });
    expect([cross.Code, cross.Message]).toEqual([2, 'ParentId: the parent menu does not exist in this population']);
    const loop = await call(t, menuCalls.editBackstageMenu, { Id: top, Name: 'Top', ParentId: below }, { token: platform.token });
    expect([loop.Code, loop.Message]).toEqual([2, 'ParentId: a menu cannot be moved under itself or one of its sub-menus']);
    const bad = await call(t, menuCalls.establishBackstageMenu, { Population: 3, Sort: -1 }, { token: platform.token });
    expect(bad.Message.split('; ').sort()).toEqual(['Name: cannot be empty', 'Population: is not an allowed value', 'Sort: must be at least 0']);
  });

  it('refuses deleting a menu with sub-menus; deleting a leaf drops its grants and tells their holders', async () => {
    const top = await newMenu({ Name: 'Reports' });
    const leaf = await newMenu({ Name: 'DailyReport', ParentId: top });
    const staff = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, staff.id);
    await call(t, menuCalls.authorizationMenu, { RoleId: roleId, MenuIds: [leaf] }, { token: siteAdmin.token });
    const refused = await call(t, menuCalls.deleteBackstageMenu, { Id: top }, { token: platform.token });
    expect([refused.Code, refused.Message]).toEqual([3, 'The menu “Reports” still has 1 sub-menu(s); delete or move them first']);
    pushes.mockClear();
    expect((await call(t, menuCalls.deleteBackstageMenu, { Id: leaf }, { token: platform.token })).Code).toBe(0);
    expect(toldUsers()).toContain(staff.id);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId))).toEqual([]);
  });

  it('lets site staff read menus but never write them (403), leaving them unchanged', async () => {
    const id = await newMenu({ Name: 'Shared' });
    const read = await call(t, menuCalls.getSelectBackstageMenus, { Population: 1 }, { token: siteAdmin.token });
    expect(read.Data.map((m) => m.Name)).toContain('Shared');
    for (const attempt of [
      call(t, menuCalls.establishBackstageMenu, { Population: 1, Name: 'Mine' }, { token: siteAdmin.token }),
      call(t, menuCalls.editBackstageMenu, { Id: id, Name: 'Renamed' }, { token: siteAdmin.token }),
      call(t, menuCalls.deleteBackstageMenu, { Id: id }, { token: siteAdmin.token }),
    ]) {
      const res = await attempt;
      expect([res.status, res.Code, res.Message]).toEqual([403, 1, 'Menus and views are shared by every site; only platform staff may change them']);
    }
    const [row] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(row!.name).toBe('Shared');
  });

  it('leaves a menu and its sub-menus out of the parent choices for itself', async () => {
    const a = await newMenu({ Name: 'PickA', Population: 2 });
    await newMenu({ Name: 'PickB', Population: 2, ParentId: a });
    const other = await newMenu({ Name: 'PickC', Population: 2 });
    const res = await call(t, menuCalls.getSelectBackstageMenus, { Population: 2, ExcludeId: a }, { token: platform.token });
    const names = res.Data.map((m) => m.Name);
    expect(names).toContain('PickC');
    expect(names).not.toContain('PickA');
    expect(res.Data.find((m) => m.Id === other)?.HasChildren).toBe(false);
  });

  it('refuses a caller without the permission with 403', async () => {
    const clerk = await createUser(t, { site: siteA, grants: [menuCalls.getBackstageMenus] });
    expect((await call(t, menuCalls.getBackstageMenus, {}, { token: clerk.token })).Code).toBe(0);
    const res = await call(t, menuCalls.getSelectBackstageMenus, {}, { token: clerk.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
  });
});

describe('Views administration', () => {
  it('keeps the buttons it names (and their grants), adds new ones and removes the rest', async () => {
    const created = await call(
      t,
      viewCalls.establishView,
      { Population: 1, Name: 'Bins', Code: 'BinsIndex', Buttons: [{ Key: 'Bins.Add', Name: 'Add' }, { Key: 'Bins.Delete', Name: 'Delete' }] },
      { token: platform.token },
    );
    expect(created.Code).toBe(0);
    const info = await call(t, viewCalls.getEditViewInfo, { Id: created.Data.Id }, { token: platform.token });
    const [add, del] = info.Data.Buttons;
    const staff = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, staff.id);
    await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, ButtonIds: [add!.Id, del!.Id] }, { token: siteAdmin.token });
    pushes.mockClear();

    const saved = await call(
      t,
      viewCalls.editView,
      { Id: created.Data.Id, Name: 'Bins', Code: 'BinsIndex', Buttons: [{ Id: add!.Id, Key: 'Bins.Create', Name: 'Create' }, { Key: 'Bins.Print', Name: 'Print' }] },
      { token: platform.token },
    );
    expect(saved.Data.Buttons.map((b) => b.Key)).toEqual(['Bins.Create', 'Bins.Print']);
    expect(saved.Data.Buttons[0]!.Id).toBe(add!.Id);
    expect(toldUsers()).toContain(staff.id);
    expect((await t.db.select().from(roleButtons).where(eq(roleButtons.roleId, roleId))).map((g) => g.buttonId)).toEqual([add!.Id]);
    expect((await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: staff.token })).Data.Buttons).toEqual(['Bins.Create']);
    const detail = await call(t, viewCalls.getViewById, { Id: created.Data.Id }, { token: platform.token });
    expect(detail.Data).toMatchObject({ RoleCount: 1 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
  });

  it('refuses repeated and taken keys, a taken code, and another view’s button', async () => {
    const first = await call(t, viewCalls.establishView, { Population: 2, Name: 'Parcels', Code: 'ParcelsIndex', Buttons: [{ Key: 'Parcels.Forecast', Name: 'Forecast' }] }, { token: platform.token });
    const repeated = await call(t, viewCalls.establishView, { Population: 2, Name: 'X', Code: 'X1', Buttons: [{ Key: 'K.A', Name: 'A' }, { Key: 'K.A', Name: 'B' }] }, { token: platform.token });
    expect(repeated.Message).toBe('Buttons.1.Key: the button key K.A is repeated');
    const taken = await call(t, viewCalls.establishView, { Population: 2, Name: 'X', Code: 'X2', Buttons: [{ Key: 'Parcels.Forecast', Name: 'A' }] }, { token: platform.token });
    expect(taken.Message).toBe('Buttons.0.Key: the button key Parcels.Forecast is already used by another view');
    const code = await call(t, viewCalls.establishView, { Population: 2, Name: 'X', Code: 'ParcelsIndex' }, { token: platform.token });
    expect(code.Message).toBe('Code: already exists');
    const [foreign] = await t.db.select().from(viewButtons).where(eq(viewButtons.key, 'Parcels.Forecast'));
    const other = await call(t, viewCalls.establishView, { Population: 2, Name: 'Y', Code: 'Y1' }, { token: platform.token });
    const steal = await call(t, viewCalls.editView, { Id: other.Data.Id, Name: 'Y', Code: 'Y1', Buttons: [{ Id: foreign!.id, Key: 'Parcels.Forecast', Name: 'Mine' }] }, { token: platform.token });
    expect(steal.Message).toBe(`Buttons.0.Id: button ${foreign!.id} does not belong to this view`);
    const empty = await call(t, viewCalls.establishView, { Population: 2, Name: 'Z', Code: 'Z1', Buttons: [{ Key: '', Name: 'A' }] }, { token: platform.token });
    expect(empty.Message).toBe('Buttons.0.Key: cannot be empty');
    expect(first.Code).toBe(0);
  });

  it('filters by population, code and button key', async () => {
    const res = await call(t, viewCalls.getViews, { Population: 2, Key: 'forecast' }, { token: siteAdmin.token });
    expect(res.Data.Data.map((v) => v.Code)).toEqual(['ParcelsIndex']);
  });

  it('lets site staff read views but never write them (403)', async () => {
    const list = await call(t, viewCalls.getViews, {}, { token: siteAdmin.token });
    expect(list.Code).toBe(0);
    const id = list.Data.Data[0]!.Id;
    for (const attempt of [
      call(t, viewCalls.establishView, { Population: 1, Name: 'Mine', Code: 'MineIndex' }, { token: siteAdmin.token }),
      call(t, viewCalls.editView, { Id: id, Name: 'Mine', Code: 'MineIndex' }, { token: siteAdmin.token }),
      call(t, viewCalls.deleteView, { Id: id }, { token: siteAdmin.token }),
    ]) {
      expect((await attempt).status).toBe(403);
    }
    expect((await call(t, viewCalls.getViewById, { Id: id }, { token: siteAdmin.token })).Data.Id).toBe(id);
  });

  it('deletes a view with its buttons', async () => {
    const made = await call(t, viewCalls.establishView, { Population: 1, Name: 'Temp', Code: 'TempIndex', Buttons: [{ Key: 'Temp.Go', Name: 'Go' }] }, { token: platform.token });
    expect((await call(t, viewCalls.deleteView, { Id: made.Data.Id }, { token: platform.token })).Code).toBe(0);
    expect(await t.db.select().from(viewButtons).where(eq(viewButtons.key, 'Temp.Go'))).toEqual([]);
  });
});

describe('ApiPermissions/GetApiPermissions', () => {
  it('answers the registry grouped by area, with access, populations and the roles holding each call', async () => {
    const res = await call(t, apiCalls.getApiPermissions, { Area: 'Role', rows: 10 }, { token: siteAdmin.token });
    expect(res.Data.Total).toBe(1);
    const area = res.Data.Data[0]!;
    expect(area.Area).toBe('Role');
    const list = area.Children.find((c) => c.Key === roleCalls.getUserRoles.path);
    // Held by the site admin's own role only: the platform admin's role is of no site and invisible to site staff.
    expect(list).toMatchObject({ Access: 'granted', Populations: ['backstage'], RoleCount: 1 });
  });

  it('filters by text, access and population', async () => {
    const res = await call(t, apiCalls.getApiPermissions, { Content: 'GetUserInfoDetailedInfo', Access: 'session' }, { token: siteAdmin.token });
    expect(res.Data.Data.flatMap((a) => a.Children.map((c) => [c.Key, c.Populations]))).toEqual([[userCalls.getUserInfoDetailedInfo.path, ['backstage', 'user']]]);
    const portalOnly = await call(t, apiCalls.getApiPermissions, { Population: 'user', Access: 'granted', rows: 100 }, { token: siteAdmin.token });
    expect(portalOnly.Data.Data.flatMap((a) => a.Children).every((c) => c.Populations.includes('user'))).toBe(true);
    const bad = await call(t, apiCalls.getApiPermissions, { Access: 'everyone' }, { token: siteAdmin.token });
    expect([bad.Code, bad.Message]).toEqual([2, 'Access: is not an allowed value']);
  });

  it('refuses a caller without the permission with 403', async () => {
    const clerk = await createUser(t, { site: siteA });
    const res = await call(t, apiCalls.getApiPermissions, {}, { token: clerk.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
  });
});
