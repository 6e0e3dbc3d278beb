import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { eq } from 'drizzle-orm';
import { customsClearanceCompany, menus as menuCalls, paymentConfiguration, roles as roleCalls, user as userCalls, userMessages, warehouse } from '@lbo/contracts';
import type { Hub } from '../../platform/hub.ts';
import { call, createSite, createTestApp, createUser, roleOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { menus, roleApiPermissions, roles, sites, userRoles, viewButtons, views } from '../../db/schema.ts';
import { defaultApiKeys } from './roles.service.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;
let adminA: TestUser;
let adminB: TestUser;
let platform: TestUser;
let pushes: MockInstance<Hub['pushToUsers']>;

/** Ids of the fixture menus and buttons. */
let warehouseMenu: number;
let shelfMenu: number;
let portalMenu: number;
let shelfButton: number;
let portalButton: number;

const customerGroup = {
  Name: 'VIP customers',
  Code: 'vip',
  Description: 'Frequent shippers',
  Priority: 5,
  IsCashOnDelivery: true,
  IsCreditAmount: true,
  DefaultCashOnDeliveryAmount: '1500.50',
  DefaultCreditAmount: 300,
  SettlementCycle: 4,
  FullBagCharge: '12.00',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db, { siteName: 'Alpha' });
  siteB = await createSite(t.db, { siteName: 'Beta' });
  adminA = await createUser(t, { site: siteA, grants: 'all' });
  adminB = await createUser(t, { site: siteB, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
  const [parent] = await t.db.insert(menus).values({ population: 1, name: 'Warehouse', path: '/warehouse', sort: 1 }).returning({ id: menus.id });
  const [child] = await t.db.insert(menus).values({ population: 1, parentId: parent!.id, name: 'ShelfIndex', path: 'ShelfIndex', router: 'ShelfIndex', sort: 1 }).returning({ id: menus.id });
  const [portal] = await t.db.insert(menus).values({ population: 2, name: 'MyParcels', path: '/parcels', router: 'MyParcels', sort: 1 }).returning({ id: menus.id });
  warehouseMenu = parent!.id;
  shelfMenu = child!.id;
  portalMenu = portal!.id;
  const [shelfView] = await t.db.insert(views).values({ population: 1, name: 'Shelves', code: 'RolesTestShelfIndex' }).returning({ id: views.id });
  const [portalView] = await t.db.insert(views).values({ population: 2, name: 'Parcels', code: 'RolesTestParcels' }).returning({ id: views.id });
  const [b1] = await t.db.insert(viewButtons).values({ viewId: shelfView!.id, key: 'RolesTestShelf.Add', name: 'Add' }).returning({ id: viewButtons.id });
  const [b2] = await t.db.insert(viewButtons).values({ viewId: portalView!.id, key: 'RolesTestParcels.Forecast', name: 'Forecast' }).returning({ id: viewButtons.id });
  shelfButton = b1!.id;
  portalButton = b2!.id;
});
afterAll(() => t.close());
beforeEach(() => {
  pushes = vi.spyOn(t.services.hub, 'pushToUsers');
  pushes.mockClear();
});

/** The users told of a permission change since the test began. */
const toldUsers = () => pushes.mock.calls.filter(([, info]) => info.InfoType === 'UserPermissionChange').flatMap(([ids]) => [...ids]);

async function newRole(token: string, side: 'user' | 'backstage', values: Record<string, unknown> = {}) {
  const res = await call(t, roleCalls.ROLE_CALLS[side].establish, { Name: 'Packers', Code: `c${Math.random().toString(36).slice(2, 10)}`, ...values }, { token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
}

describe('Role pickers (GetSelectUserRoles, GetSelectBackstageRoles)', () => {
  it('answer the enabled roles of the caller’s own site, highest priority first', async () => {
    await newRole(adminA.token, 'user', { Name: 'Standard', Priority: 1 });
    await newRole(adminA.token, 'user', { Name: 'Gold', Priority: 9 });
    await newRole(adminA.token, 'user', { Name: 'Retired', Priority: 20, IsEnabled: false });
    await newRole(adminB.token, 'user', { Name: 'Beta only', Priority: 99 });
    const res = await call(t, roleCalls.getSelectUserRoles, { SiteId: siteB.id }, { token: adminA.token });
    expect(res.Code).toBe(0);
    expect(res.Data.map((r) => r.Name)).toEqual(['Gold', 'Standard']);
  });

  it('let platform staff name the site; without one the site users’ list is empty', async () => {
    const named = await call(t, roleCalls.getSelectUserRoles, { SiteId: siteB.id }, { token: platform.token });
    expect(named.Data.map((r) => r.Name)).toEqual(['Beta only']);
    const none = await call(t, roleCalls.getSelectUserRoles, {}, { token: platform.token });
    expect(none.Data).toEqual([]);
  });

  it('refuse a caller without the permission with 403', async () => {
    const clerk = await createUser(t, { site: siteA, grants: [roleCalls.getSelectUserRoles] });
    expect((await call(t, roleCalls.getSelectUserRoles, {}, { token: clerk.token })).Code).toBe(0);
    const res = await call(t, roleCalls.getSelectBackstageRoles, {}, { token: clerk.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
  });
});

describe('Role create, edit, detail', () => {
  it('stores every field, money as exact decimal text, and shows the change history', async () => {
    const id = await newRole(adminA.token, 'user', customerGroup);
    const info = await call(t, roleCalls.getEditUserRoleInfo, { Id: id }, { token: adminA.token });
    expect(info.Data).toEqual({
      Id: id,
      SiteId: siteA.id,
      ...customerGroup,
      IsEnabled: true,
      DefaultApis: false,
      DefaultCashOnDeliveryAmount: '1500.5',
      DefaultCreditAmount: '300',
      FullBagCharge: '12',
    });
    const edited = await call(t, roleCalls.editUserRole, { ...customerGroup, Id: id, Name: 'VIP+', DefaultCreditAmount: '0.10' }, { token: adminA.token });
    expect([edited.Code, edited.Data.Name, edited.Data.DefaultCreditAmount]).toEqual([0, 'VIP+', '0.1']);
    const detail = await call(t, roleCalls.getUserRoleById, { Id: id }, { token: adminA.token });
    expect(detail.Data).toMatchObject({ Name: 'VIP+', SiteName: 'Alpha', UserCount: 0 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect(detail.Data.Audits[0]).toMatchObject({ Before: { Name: 'VIP customers' }, After: { Name: 'VIP+' } });
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const res = await call(t, roleCalls.establishUserRole, { Code: 'refused-role', DefaultCreditAmount: '-1', FullBagCharge: '1.234', SettlementCycle: 7, DefaultCashOnDeliveryAmount: '1234567890123' }, { token: adminA.token });
    expect(res.Code).toBe(2);
    expect(res.Message.split('; ').sort()).toEqual([
      'DefaultCashOnDeliveryAmount: at most 12 digits before the decimal point',
      'DefaultCreditAmount: cannot be negative',
      'FullBagCharge: too many decimal places',
      'Name: cannot be empty',
      'SettlementCycle: is not an allowed value',
    ]);
    const list = await call(t, roleCalls.getUserRoles, { Code: 'refused-role' }, { token: adminA.token });
    expect(list.Data.Total).toBe(0);
  });

  it('refuses a code already taken in the same site and population, but not in another', async () => {
    await newRole(adminA.token, 'backstage', { Code: 'packer' });
    const again = await call(t, roleCalls.establishBackstageRole, { Name: 'Other', Code: 'packer' }, { token: adminA.token });
    expect([again.Code, again.Message]).toEqual([2, 'Code: already exists']);
    await newRole(adminA.token, 'user', { Code: 'packer' });
    await newRole(adminB.token, 'backstage', { Code: 'packer' });
  });

  it('answers in the caller’s language', async () => {
    const res = await call(t, roleCalls.establishUserRole, { Code: 'y' }, { token: adminA.token, language: '1' });
    expect(res.Message).toBe('Name：不能为空');
  });
});

describe('Role scoping by site', () => {
  it('never shows or changes another site’s roles to site staff, whatever SiteId they send', async () => {
    const betaRole = await newRole(adminB.token, 'backstage', { Name: 'Beta secret' });
    const list = await call(t, roleCalls.getBackstageRoles, { SiteId: siteB.id, rows: 100 }, { token: adminA.token });
    expect(list.Data.Data.map((r) => r.Name)).not.toContain('Beta secret');
    expect(list.Data.Data.every((r) => r.SiteId === siteA.id)).toBe(true);
    for (const attempt of [
      call(t, roleCalls.getEditBackstageRoleInfo, { Id: betaRole }, { token: adminA.token }),
      call(t, roleCalls.editBackstageRole, { Id: betaRole, Name: 'Hijacked', Code: 'h' }, { token: adminA.token }),
      call(t, roleCalls.deleteBackstageRole, { Id: betaRole }, { token: adminA.token }),
      call(t, roleCalls.getBackstageRolePermissions, { Id: betaRole }, { token: adminA.token }),
      call(t, roleCalls.editBackstageRolePermissions, { Id: betaRole, MenuIds: [shelfMenu] }, { token: adminA.token }),
    ]) {
      expect((await attempt).Message).toBe('The record does not exist');
    }
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, betaRole));
    expect(stored!.name).toBe('Beta secret');
  });

  it('treats a role of the other population as not found on this side', async () => {
    const staffRole = await newRole(adminA.token, 'backstage');
    const res = await call(t, roleCalls.getEditUserRoleInfo, { Id: staffRole }, { token: adminA.token });
    expect(res.Message).toBe('The record does not exist');
  });

  it('lets platform staff work on a site they name, and asks for one for site users’ roles', async () => {
    const missing = await call(t, roleCalls.establishUserRole, { Name: 'Group', Code: 'g' }, { token: platform.token });
    expect([missing.Code, missing.Message]).toEqual([2, 'SiteId: platform staff must choose the site of a site users’ role']);
    const id = await newRole(platform.token, 'user', { SiteId: siteB.id, Name: 'Made by platform' });
    const betaList = await call(t, roleCalls.getUserRoles, { rows: 100 }, { token: adminB.token });
    expect(betaList.Data.Data.find((r) => r.Id === id)?.Name).toBe('Made by platform');
    const platformOwn = await newRole(platform.token, 'backstage', { Name: 'Platform auditors' });
    const own = await call(t, roleCalls.getBackstageRoles, { rows: 100 }, { token: platform.token });
    expect(own.Data.Data.map((r) => r.Id)).toContain(platformOwn);
    expect(own.Data.Data.every((r) => r.SiteId === null)).toBe(true);
  });

  it('refuses every role call to a caller without its permission with 403', async () => {
    const clerk = await createUser(t, { site: siteA, grants: [roleCalls.getUserRoles] });
    expect((await call(t, roleCalls.getUserRoles, {}, { token: clerk.token })).Code).toBe(0);
    for (const c of [roleCalls.establishUserRole, roleCalls.editUserRolePermissions, roleCalls.deleteUserRole, menuCalls.authorizationMenu]) {
      const res = await call(t, c, { Id: 1, RoleId: 1, Name: 'x', Code: 'x' }, { token: clerk.token });
      expect([c.path, res.status, res.Code]).toEqual([c.path, 403, 1]);
    }
  });

  it('refuses portal users', async () => {
    const portal = await createUser(t, { site: siteA, type: 'user' });
    const res = await call(t, roleCalls.getUserRoles, {}, { token: portal.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
  });
});

describe('Role delete', () => {
  it('is refused while users hold the role, saying how many', async () => {
    const holder = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, holder.id);
    await t.db.update(roles).set({ name: 'Held' }).where(eq(roles.id, roleId));
    const res = await call(t, roleCalls.deleteBackstageRole, { Id: roleId }, { token: adminA.token });
    expect([res.Code, res.Message]).toEqual([3, 'The role “Held” is still held by 1 user(s); remove it from them first']);
    expect(await t.db.select().from(roles).where(eq(roles.id, roleId))).toHaveLength(1);
  });

  it('is refused for the site’s default role', async () => {
    const id = await newRole(adminA.token, 'user', { Name: 'Newcomers' });
    await t.db.update(sites).set({ defaultRoleId: id }).where(eq(sites.id, siteA.id));
    const res = await call(t, roleCalls.deleteUserRole, { Id: id }, { token: adminA.token });
    expect(res.Message).toBe('The role “Newcomers” is the site’s default role for new users; choose another default role in the site settings first');
    await t.db.update(sites).set({ defaultRoleId: null }).where(eq(sites.id, siteA.id));
  });

  it('removes an unused role with its grants, recorded in the audit', async () => {
    const id = await newRole(adminA.token, 'backstage');
    await call(t, roleCalls.editBackstageRolePermissions, { Id: id, MenuIds: [shelfMenu] }, { token: adminA.token });
    const res = await call(t, roleCalls.deleteBackstageRole, { Id: id }, { token: adminA.token });
    expect(res.Code).toBe(0);
    expect(await t.db.select().from(roles).where(eq(roles.id, id))).toEqual([]);
    expect((await call(t, roleCalls.getBackstageRoleById, { Id: id }, { token: adminA.token })).Message).toBe('The record does not exist');
  });
});

describe('Role permissions', () => {
  it('list only what the role’s population can be granted, with the current grants', async () => {
    const id = await newRole(adminA.token, 'user');
    const res = await call(t, roleCalls.getUserRolePermissions, { Id: id }, { token: adminA.token });
    const keys = res.Data.Apis.flatMap((a) => a.Apis.map((x) => x.Key));
    expect(keys).toContain(userMessages.getUserMessages.path);
    expect(keys).not.toContain(roleCalls.getUserRoles.path);
    expect(keys).not.toContain(userCalls.getUserInfoDetailedInfo.path);
    expect(res.Data.Menus.map((m) => m.Id)).toEqual([portalMenu]);
    expect(res.Data.Views.flatMap((v) => v.Buttons.map((b) => b.Id))).toEqual([portalButton]);
    expect([res.Data.ApiKeys, res.Data.ButtonIds, res.Data.MenuIds]).toEqual([[], [], []]);
  });

  it('gives and takes a call, a menu and a button from a signed-in user without signing in again, telling only that role’s holders', async () => {
    const operator = await createUser(t, { site: siteA });
    const colleague = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, operator.id);
    await t.db.insert(userRoles).values({ siteId: siteA.id, userId: colleague.id, roleId });
    const outsider = await createUser(t, { site: siteA });
    const probe = () => call(t, roleCalls.getBackstageRoles, {}, { token: operator.token });
    expect((await probe()).status).toBe(403);

    const granted = await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, ApiKeys: [roleCalls.getBackstageRoles.path], MenuIds: [shelfMenu], ButtonIds: [shelfButton] }, { token: adminA.token });
    expect(granted.Code).toBe(0);
    expect([granted.Data.ApiKeys, granted.Data.MenuIds, granted.Data.ButtonIds]).toEqual([[roleCalls.getBackstageRoles.path], [shelfMenu], [shelfButton]]);
    expect(toldUsers()).toEqual([operator.id, colleague.id].sort((a, b) => a - b));
    expect((await probe()).Code).toBe(0);
    const sidebar = await call(t, menuCalls.getCurrentUserMenus, {}, { token: operator.token });
    expect(sidebar.Data.Children.map((m) => [m.Name, m.Children.map((c) => c.Name)])).toEqual([['Warehouse', ['ShelfIndex']]]);
    expect((await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: operator.token })).Data.Buttons).toEqual(['RolesTestShelf.Add']);
    expect(toldUsers()).not.toContain(outsider.id);

    pushes.mockClear();
    await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId }, { token: adminA.token });
    expect(toldUsers()).toEqual([operator.id, colleague.id].sort((a, b) => a - b));
    expect((await probe()).status).toBe(403);
    expect((await call(t, menuCalls.getCurrentUserMenus, {}, { token: operator.token })).Data.Children).toEqual([]);
    expect((await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: operator.token })).Data.Buttons).toEqual([]);
  });

  it('replaces all grants or none: one bad entry leaves the role as it was', async () => {
    const id = await newRole(adminA.token, 'backstage');
    await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ApiKeys: [roleCalls.getBackstageRoles.path], MenuIds: [shelfMenu] }, { token: adminA.token });
    const res = await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ApiKeys: [], MenuIds: [warehouseMenu, portalMenu] }, { token: adminA.token });
    expect([res.Code, res.Message]).toEqual([2, `MenuIds: ${portalMenu} does not exist or is not of the role’s population`]);
    const now = await call(t, roleCalls.getBackstageRolePermissions, { Id: id }, { token: adminA.token });
    expect([now.Data.ApiKeys, now.Data.MenuIds]).toEqual([[roleCalls.getBackstageRoles.path], [shelfMenu]]);
    expect(toldUsers()).toEqual([]);
    const wrongButton = await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ButtonIds: [portalButton] }, { token: adminA.token });
    expect(wrongButton.Message).toBe(`ButtonIds: ${portalButton} does not exist or is not of the role’s population`);
    const sessionCall = await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ApiKeys: [userCalls.getUserInfoDetailedInfo.path] }, { token: adminA.token });
    expect(sessionCall.Code).toBe(2);
  });

  it('grants nothing through a disabled role, and tells its holders when it is switched', async () => {
    const staff = await createUser(t, { site: siteA, grants: [roleCalls.getBackstageRoles] });
    const roleId = await roleOf(t, staff.id);
    const [row] = await t.db.select().from(roles).where(eq(roles.id, roleId));
    const off = await call(t, roleCalls.editBackstageRole, { Id: roleId, Name: row!.name, Code: row!.code, IsEnabled: false }, { token: adminA.token });
    expect(off.Code).toBe(0);
    expect(toldUsers()).toEqual([staff.id]);
    expect((await call(t, roleCalls.getBackstageRoles, {}, { token: staff.token })).status).toBe(403);
    await call(t, roleCalls.editBackstageRole, { Id: roleId, Name: row!.name, Code: row!.code, IsEnabled: true }, { token: adminA.token });
    expect((await call(t, roleCalls.getBackstageRoles, {}, { token: staff.token })).Code).toBe(0);
  });

  it('keeps the default APIs on a role that holds them, and refuses to take one away', async () => {
    const id = await newRole(adminA.token, 'user', { DefaultApis: true });
    const defaults = defaultApiKeys(2);
    const perms = await call(t, roleCalls.getUserRolePermissions, { Id: id }, { token: adminA.token });
    expect(perms.Data.ApiKeys).toEqual([...defaults].sort());
    expect(perms.Data.Apis.flatMap((a) => a.Apis.filter((x) => x.IsDefault).map((x) => x.Key)).sort()).toEqual([...defaults].sort());
    const res = await call(t, roleCalls.editUserRolePermissions, { Id: id, ApiKeys: defaults.slice(1) }, { token: adminA.token });
    expect([res.Code, res.Message]).toEqual([2, `ApiKeys: the role holds the default APIs; ${defaults[0]} cannot be taken away while that is on`]);
  });

  it('does not let a caller grant a call they do not hold themselves', async () => {
    const manager = await createUser(t, { site: siteA, grants: [roleCalls.editBackstageRolePermissions, roleCalls.getBackstageRoles] });
    const id = await newRole(adminA.token, 'backstage');
    const beyond = await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ApiKeys: [roleCalls.deleteBackstageRole.path] }, { token: manager.token });
    expect([beyond.Code, beyond.Message]).toEqual([2, `ApiKeys: you cannot grant ${roleCalls.deleteBackstageRole.path}, which you do not hold yourself`]);
    const within = await call(t, roleCalls.editBackstageRolePermissions, { Id: id, ApiKeys: [roleCalls.getBackstageRoles.path] }, { token: manager.token });
    expect(within.Code).toBe(0);
  });
});

describe('Menus/AuthorizationMenu', () => {
  it('replaces only the role’s menus and tells its holders', async () => {
    const staff = await createUser(t, { site: siteA, grants: [roleCalls.getBackstageRoles] });
    const roleId = await roleOf(t, staff.id);
    const res = await call(t, menuCalls.authorizationMenu, { RoleId: roleId, MenuIds: [warehouseMenu, shelfMenu] }, { token: adminA.token });
    expect(res.Data).toEqual({ MenuIds: [warehouseMenu, shelfMenu].sort((a, b) => a - b) });
    expect(toldUsers()).toEqual([staff.id]);
    expect((await t.db.select().from(roleApiPermissions).where(eq(roleApiPermissions.roleId, roleId))).map((r) => r.apiKey)).toEqual([roleCalls.getBackstageRoles.path]);
    const sidebar = await call(t, menuCalls.getCurrentUserMenus, {}, { token: staff.token });
    expect(sidebar.Data.Children[0]?.Name).toBe('Warehouse');
  });

  it('refuses another site’s role and menus of the other population', async () => {
    const betaStaff = await createUser(t, { site: siteB });
    const other = await call(t, menuCalls.authorizationMenu, { RoleId: await roleOf(t, betaStaff.id), MenuIds: [] }, { token: adminA.token });
    expect(other.Message).toBe('The record does not exist');
    const mine = await createUser(t, { site: siteA });
    const wrong = await call(t, menuCalls.authorizationMenu, { RoleId: await roleOf(t, mine.id), MenuIds: [portalMenu] }, { token: adminA.token });
    expect(wrong.Code).toBe(2);
  });
});

describe('Granting a page grants the calls its screens make (PAGE_CALLS)', () => {
  it('lets a role holding only the Warehouses menu list warehouses, not change them; taking the menu away takes the list', async () => {
    const [group] = await t.db.insert(menus).values({ population: 1, name: 'Warehousing', path: '/warehousing', sort: 2 }).returning({ id: menus.id });
    const [page] = await t.db.insert(menus).values({ population: 1, parentId: group!.id, name: 'WarehousesIndex', path: 'WarehousesIndex', router: 'WarehousesIndex', sort: 1 }).returning({ id: menus.id });
    const keeper = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, keeper.id);
    const list = () => call(t, warehouse.getWarehouses, {}, { token: keeper.token });
    const deleteOne = () => call(t, warehouse.deleteWarehouse, { Id: 999_999 }, { token: keeper.token });
    expect((await list()).status).toBe(403);

    expect((await call(t, menuCalls.authorizationMenu, { RoleId: roleId, MenuIds: [group!.id, page!.id] }, { token: adminA.token })).Code).toBe(0);
    expect((await list()).Code).toBe(0);
    // Writes are API permissions of their own.
    expect((await deleteOne()).status).toBe(403);
    expect((await call(t, roleCalls.getBackstageRoles, {}, { token: keeper.token })).status).toBe(403);

    await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, MenuIds: [group!.id, page!.id], ApiKeys: [warehouse.deleteWarehouse.path] }, { token: adminA.token });
    const missing = await deleteOne();
    expect([missing.status, missing.Message]).toEqual([200, 'The record does not exist']);

    await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, ApiKeys: [warehouse.deleteWarehouse.path] }, { token: adminA.token });
    expect((await list()).status).toBe(403);
  });

  it('lets a role holding only the staff users menu list and open staff, reads that name other sites and so stay off the read path', async () => {
    const [group] = await t.db.insert(menus).values({ population: 1, name: 'People', path: '/people', sort: 4 }).returning({ id: menus.id });
    const [page] = await t.db.insert(menus).values({ population: 1, parentId: group!.id, name: 'BackstageUsersIndex', path: 'BackstageUsersIndex', router: 'BackstageUsersIndex', sort: 1 }).returning({ id: menus.id });
    const lead = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, lead.id);
    const list = () => call(t, userCalls.getBackstageUsers, {}, { token: lead.token });
    expect((await list()).status).toBe(403);

    expect((await call(t, menuCalls.authorizationMenu, { RoleId: roleId, MenuIds: [group!.id, page!.id] }, { token: adminA.token })).Code).toBe(0);
    const listed = await list();
    expect(listed.Code).toBe(0);
    expect((await call(t, userCalls.getBackstageUserById, { Id: lead.id }, { token: lead.token })).Code).toBe(0);
    // The page's writes are its buttons', not the menu's.
    expect((await call(t, userCalls.deleteBackstageUser, { Id: 999_999 }, { token: lead.token })).status).toBe(403);
  });

  it('lets a role holding the Warehouses menu and its Add button create a warehouse, not delete one; taking the button away takes the create', async () => {
    const [group] = await t.db.insert(menus).values({ population: 1, name: 'Stock', path: '/stock', sort: 3 }).returning({ id: menus.id });
    const [page] = await t.db.insert(menus).values({ population: 1, parentId: group!.id, name: 'WarehousesIndex', path: 'WarehousesIndex', router: 'WarehousesIndex', sort: 1 }).returning({ id: menus.id });
    const [view] = await t.db.insert(views).values({ population: 1, name: 'Warehouses', code: 'WarehousesIndex' }).returning({ id: views.id });
    const [add, remove] = await t.db
      .insert(viewButtons)
      .values([
        { viewId: view!.id, key: 'Warehouses.Add', name: 'Add' },
        { viewId: view!.id, key: 'Warehouses.Delete', name: 'Delete' },
      ])
      .returning({ id: viewButtons.id });
    const clerk = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, clerk.id);
    const grant = (ButtonIds: number[]) => call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, MenuIds: [group!.id, page!.id], ButtonIds }, { token: adminA.token });
    const create = () => call(t, warehouse.addWarehouse, { Name: `Dock ${Math.random().toString(36).slice(2, 8)}`, PersonInCharge: 'Li' }, { token: clerk.token });

    expect((await grant([add!.id])).Code).toBe(0);
    const created = await create();
    expect(created.Code).toBe(0);
    expect((await call(t, warehouse.getWarehouses, {}, { token: clerk.token })).Data.Data.map((w) => w.Id)).toContain(created.Data.Id);
    expect((await call(t, warehouse.deleteWarehouse, { Id: created.Data.Id }, { token: clerk.token })).status).toBe(403);

    // A button grants its calls, so only someone holding them may hand it out.
    const manager = await createUser(t, { site: siteA, grants: [roleCalls.editBackstageRolePermissions, roleCalls.getBackstageRoles, warehouse.addWarehouse] });
    const beyond = await call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, MenuIds: [group!.id, page!.id], ButtonIds: [add!.id, remove!.id] }, { token: manager.token });
    expect([beyond.Code, beyond.Message]).toEqual([2, `ButtonIds: you cannot grant ${warehouse.deleteWarehouse.path}, which you do not hold yourself`]);

    // The Delete button grants the delete; the Add button taken away takes the create.
    expect((await grant([remove!.id])).Code).toBe(0);
    expect((await call(t, warehouse.deleteWarehouse, { Id: created.Data.Id }, { token: clerk.token })).Code).toBe(0);
    expect((await create()).status).toBe(403);
  });

  it('lets a role holding a button make the writes of the dialog the button opens: Numbers adds a clearance number in its drawer', async () => {
    const [group] = await t.db.insert(menus).values({ population: 1, name: 'Logistics', path: '/logistics', sort: 4 }).returning({ id: menus.id });
    const [page] = await t.db
      .insert(menus)
      .values({ population: 1, parentId: group!.id, name: 'CustomsClearanceCompanyIndex', path: 'CustomsClearanceCompanyIndex', router: 'CustomsClearanceCompanyIndex', sort: 1 })
      .returning({ id: menus.id });
    const [view] = await t.db.insert(views).values({ population: 1, name: 'Customs clearance', code: 'CustomsClearanceCompanyIndex' }).returning({ id: views.id });
    const [numbers] = await t.db.insert(viewButtons).values({ viewId: view!.id, key: 'CustomsClearanceCompany.Numbers', name: 'Numbers' }).returning({ id: viewButtons.id });
    const company = await call(t, customsClearanceCompany.addCustomsClearanceCompany, { Name: 'Broker for grants', Prefix: 'GR' }, { token: adminA.token });
    expect(company.Code).toBe(0);
    const broker = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, broker.id);
    const grant = (ButtonIds: number[]) => call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, MenuIds: [group!.id, page!.id], ButtonIds }, { token: adminA.token });
    const addNumber = () => call(t, customsClearanceCompany.addCustomsClearanceNumber, { CompanyId: company.Data.Id, Number: `N${Math.random().toString(36).slice(2, 8)}`, MaxQuantity: 2 }, { token: broker.token });

    // The menu alone lets the broker look, not add.
    expect((await grant([])).Code).toBe(0);
    expect((await addNumber()).status).toBe(403);
    // The number form opens in the drawer the Numbers button opens: granting the button grants its save.
    expect((await grant([numbers!.id])).Code).toBe(0);
    expect((await addNumber()).Code).toBe(0);
  });

  it('lets a role holding the online payment menu and its Edit button save a WeChat Pay configuration and see its history, not remove it', async () => {
    const [group] = await t.db.insert(menus).values({ population: 1, name: 'Site configuration', path: '/site-configuration', sort: 5 }).returning({ id: menus.id });
    const [page] = await t.db
      .insert(menus)
      .values({ population: 1, parentId: group!.id, name: 'PaymentConfigurationIndex', path: 'PaymentConfigurationIndex', router: 'PaymentConfigurationIndex', sort: 1 })
      .returning({ id: menus.id });
    const [view] = await t.db.insert(views).values({ population: 1, name: 'Online payment configuration', code: 'PaymentConfigurationIndex' }).returning({ id: views.id });
    const [edit] = await t.db.insert(viewButtons).values({ viewId: view!.id, key: 'PaymentConfiguration.Edit', name: 'Save' }).returning({ id: viewButtons.id });
    const cashier = await createUser(t, { site: siteA });
    const roleId = await roleOf(t, cashier.id);
    const grant = (ButtonIds: number[]) => call(t, roleCalls.editBackstageRolePermissions, { Id: roleId, MenuIds: [group!.id, page!.id], ButtonIds }, { token: adminA.token });
    const save = () => call(t, paymentConfiguration.editWeChatPayConfiguration, { AppId: 'wx1234567890abcdef', MchId: '1900000109' }, { token: cashier.token });
    const { WeChatPay } = paymentConfiguration.PaymentProvider;

    // The menu alone shows the cards and their history, and saves nothing.
    expect((await grant([])).Code).toBe(0);
    expect((await call(t, paymentConfiguration.getPaymentConfigurations, {}, { token: cashier.token })).Code).toBe(0);
    expect((await save()).status).toBe(403);
    // Granting the cards' Save button grants the save; Remove is a button of its own.
    expect((await grant([edit!.id])).Code).toBe(0);
    const saved = await save();
    expect([saved.Code, saved.Data.Configured]).toEqual([0, true]);
    const history = await call(t, paymentConfiguration.getPaymentConfigurationHistory, { Provider: WeChatPay }, { token: cashier.token });
    expect([history.Code, history.Data.length]).toEqual([0, 1]);
    expect((await call(t, paymentConfiguration.deletePaymentConfiguration, { Provider: WeChatPay }, { token: cashier.token })).status).toBe(403);
  });
});
