import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menus as menuCalls, user as userCalls, type MenuNode } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, roleOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { menus, roleButtons, roleMenus, roles, userRoles, users, viewButtons, views } from './tables.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;

/** Menu ids by name, buttons ids by key. */
const menu: Record<string, number> = {};
const button: Record<string, number> = {};

type MenuSeed = { name: string; population: 1 | 2; parent?: string; sort: number; invisible?: boolean; icon?: string; router?: string };

async function seedMenus(seeds: readonly MenuSeed[]) {
  for (const m of seeds) {
    const [row] = await t.db
      .insert(menus)
      .values({
        population: m.population,
        parentId: m.parent ? menu[m.parent] : null,
        name: m.name,
        path: `/${m.name.toLowerCase()}`,
        router: m.router ?? m.name,
        icon: m.icon ?? '',
        invisible: m.invisible ?? false,
        sort: m.sort,
      })
      .returning({ id: menus.id });
    menu[m.name] = row!.id;
  }
}

async function seedView(population: 1 | 2, code: string, keys: readonly string[]) {
  const [view] = await t.db.insert(views).values({ population, name: code, code }).returning({ id: views.id });
  for (const key of keys) {
    const [b] = await t.db.insert(viewButtons).values({ viewId: view!.id, key, name: key }).returning({ id: viewButtons.id });
    button[key] = b!.id;
  }
}

/** Grant buttons and menus to a role; the link rows carry the role's site, as site administration writes them. */
async function grant(roleId: number, grants: { buttons?: readonly string[]; menus?: readonly string[]; siteId?: number | null }) {
  const [role] = await t.db.select({ siteId: roles.siteId }).from(roles).where(eq(roles.id, roleId));
  const siteId = grants.siteId === undefined ? role!.siteId : grants.siteId;
  if (grants.buttons?.length) await t.db.insert(roleButtons).values(grants.buttons.map((k) => ({ siteId, roleId, buttonId: button[k]! })));
  if (grants.menus?.length) await t.db.insert(roleMenus).values(grants.menus.map((n) => ({ siteId, roleId, menuId: menu[n]! })));
}

/** A second role for the user, enabled or not. */
async function extraRole(u: TestUser, population: 1 | 2, isEnabled: boolean): Promise<number> {
  const [role] = await t.db
    .insert(roles)
    .values({ siteId: u.siteId, population, name: 'extra', code: `extra${u.id}${isEnabled ? 'on' : 'off'}`, isEnabled })
    .returning({ id: roles.id });
  await t.db.insert(userRoles).values({ siteId: u.siteId, userId: u.id, roleId: role!.id });
  return role!.id;
}

const node = (name: string, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode => ({
  Name: name,
  Path: `/${name.toLowerCase()}`,
  Router: name,
  Icon: '',
  Invisible: false,
  Children: children,
  ...extra,
});
/** Names only, for order checks. */
const names = (nodes: MenuNode[]): unknown[] => nodes.map((n) => (n.Children.length ? { [n.Name]: names(n.Children) } : n.Name));

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db, { siteName: 'Alpha' });
  siteB = await createSite(t.db, { siteName: 'Beta' });
  await seedView(1, 'WarehouseIndex', ['warehouse.edit', 'warehouse.add', 'warehouse.delete']);
  await seedView(2, 'ParcelIndex', ['parcel.forecast', 'parcel.cancel']);
  // Inserted out of display order on purpose: the tree follows `sort`.
  await seedMenus([
    { name: 'Warehouse', population: 1, sort: 2, icon: 'house', router: '' },
    { name: 'WarehouseIndex', population: 1, parent: 'Warehouse', sort: 2 },
    { name: 'Partition', population: 1, parent: 'Warehouse', sort: 1, router: '' },
    { name: 'ShelfIndex', population: 1, parent: 'Partition', sort: 1 },
    { name: 'Orders', population: 1, sort: 1, router: '' },
    { name: 'OrderIndex', population: 1, parent: 'Orders', sort: 1 },
    { name: 'Dashboard', population: 1, sort: 0, invisible: true, icon: 'dashboard' },
    { name: 'MyParcels', population: 2, sort: 1 },
    { name: 'MyAccount', population: 2, sort: 0, router: '' },
    { name: 'Profile', population: 2, parent: 'MyAccount', sort: 1 },
  ]);
});
afterAll(() => t.close());

describe('User/GetUserInfoDetailedInfo', () => {
  it('answers the user’s fields and only the button keys their enabled roles grant', async () => {
    const staff = await createUser(t, { site: siteA, values: { nickName: 'Alice Chen', avatar: '/avatars/alice.png' } });
    // parcel.cancel belongs to a portal view: a staff role granting it by mistake gives nothing.
    await grant(await roleOf(t, staff.id), { buttons: ['warehouse.edit', 'warehouse.add', 'parcel.cancel'] });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: staff.token });
    expect(res.Code).toBe(0);
    expect(res.Data).toEqual({
      UserId: staff.id,
      NickName: 'Alice Chen',
      Avatar: '/avatars/alice.png',
      IsSuperUser: false,
      AccountTypeCode: 1,
      Buttons: ['warehouse.add', 'warehouse.edit'],
      SiteId: siteA.id,
      SiteName: 'Alpha',
      MustChangePassword: false,
    });
  });

  it('ignores a disabled role, and counts it once it is enabled', async () => {
    const staff = await createUser(t, { site: siteA });
    await grant(await roleOf(t, staff.id), { buttons: ['warehouse.add'] });
    const off = await extraRole(staff, 1, false);
    await grant(off, { buttons: ['warehouse.delete'] });
    const before = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: staff.token });
    expect(before.Data.Buttons).toEqual(['warehouse.add']);
    await t.db.update(roles).set({ isEnabled: true }).where(eq(roles.id, off));
    const after = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: staff.token });
    expect(after.Data.Buttons).toEqual(['warehouse.add', 'warehouse.delete']);
  });

  it('does not count link rows written for another site', async () => {
    const staff = await createUser(t, { site: siteA });
    await grant(await roleOf(t, staff.id), { buttons: ['warehouse.delete'], siteId: siteB.id });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: staff.token });
    expect(res.Data.Buttons).toEqual([]);
  });

  it('gives a super user every button key of their population', async () => {
    const boss = await createUser(t, { site: siteB, isSuperUser: true });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: boss.token });
    expect(res.Data.IsSuperUser).toBe(true);
    expect(res.Data.Buttons).toEqual(['warehouse.add', 'warehouse.delete', 'warehouse.edit']);
  });

  it('marks portal users with AccountTypeCode 2 and shows their own keys; the nick name falls back to the user name', async () => {
    const portal = await createUser(t, { site: siteA, type: 'user', values: { nickName: '' } });
    await grant(await roleOf(t, portal.id), { buttons: ['parcel.forecast'] });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: portal.token });
    expect(res.Data).toMatchObject({ UserId: portal.id, NickName: portal.userName, AccountTypeCode: 2, Buttons: ['parcel.forecast'], SiteId: siteA.id });
  });

  it('answers platform staff (no site) with an empty site name', async () => {
    const platform = await createUser(t, { site: null });
    await grant(await roleOf(t, platform.id), { buttons: ['warehouse.edit'] });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: platform.token });
    expect(res.Data).toMatchObject({ SiteId: null, SiteName: '', Buttons: ['warehouse.edit'], AccountTypeCode: 1 });
  });
});

describe('Menus/GetCurrentUserMenus', () => {
  it('builds the tree of the granted menus with their parent containers, in sort order', async () => {
    const staff = await createUser(t, { site: siteA });
    // A grandchild, a top-level entry, and a portal menu (other population: ignored).
    await grant(await roleOf(t, staff.id), { menus: ['ShelfIndex', 'Dashboard', 'MyParcels'] });
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: staff.token });
    expect(res.Code).toBe(0);
    expect(res.Data.Children).toEqual([
      node('Dashboard', [], { Invisible: true, Icon: 'dashboard' }),
      node('Warehouse', [node('Partition', [node('ShelfIndex')], { Router: '' })], { Icon: 'house', Router: '' }),
    ]);
  });

  it('gives a super user every menu of their population, ordered by sort at every level', async () => {
    const boss = await createUser(t, { site: siteB, isSuperUser: true });
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: boss.token });
    expect(names(res.Data.Children)).toEqual([
      'Dashboard',
      { Orders: ['OrderIndex'] },
      { Warehouse: [{ Partition: ['ShelfIndex'] }, 'WarehouseIndex'] },
    ]);
  });

  it('gives portal users only portal menus', async () => {
    const portal = await createUser(t, { site: siteA, type: 'user' });
    await grant(await roleOf(t, portal.id), { menus: ['Profile', 'MyParcels', 'OrderIndex'] });
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: portal.token });
    expect(names(res.Data.Children)).toEqual([{ MyAccount: ['Profile'] }, 'MyParcels']);
  });

  it('grants nothing through a disabled role; no roles means no menus', async () => {
    const staff = await createUser(t, { site: siteA });
    const off = await extraRole(staff, 1, false);
    await grant(off, { menus: ['OrderIndex'] });
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: staff.token });
    expect([res.Code, res.Data.Children]).toEqual([0, []]);
    await t.db.update(roles).set({ isEnabled: true }).where(eq(roles.id, off));
    const enabled = await call(t, menuCalls.getCurrentUserMenus, {}, { token: staff.token });
    expect(names(enabled.Data.Children)).toEqual([{ Orders: ['OrderIndex'] }]);
  });

  it('follows the stored super-user flag, like the user info does', async () => {
    const boss = await createUser(t, { site: siteA, isSuperUser: true });
    await t.db.update(users).set({ isSuperUser: false }).where(eq(users.id, boss.id));
    const info = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: boss.token });
    expect([info.Data.IsSuperUser, info.Data.Buttons]).toEqual([false, []]);
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: boss.token });
    expect(res.Data.Children).toEqual([]);
  });

  it('survives a parent cycle in the menu table (the cycle is not reachable from the top)', async () => {
    await seedMenus([
      { name: 'LoopA', population: 2, sort: 5 },
      { name: 'LoopB', population: 2, parent: 'LoopA', sort: 5 },
    ]);
    await t.db.update(menus).set({ parentId: menu.LoopB }).where(eq(menus.id, menu.LoopA!));
    const portal = await createUser(t, { site: siteA, type: 'user' });
    await grant(await roleOf(t, portal.id), { menus: ['LoopB', 'MyParcels'] });
    const res = await call(t, menuCalls.getCurrentUserMenus, {}, { token: portal.token });
    expect(names(res.Data.Children)).toEqual(['MyParcels']);
  });
});

describe('account state and tokens', () => {
  it('refuses a frozen user’s token with 401 AccountFrozen, also when frozen after sign-in', async () => {
    const frozen = await createUser(t, { site: siteA, values: { isFrozen: true } });
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: frozen.token });
    expect([res.status, res.Code, res.Message]).toEqual([401, 1, 'This account is frozen; contact the administrator']);

    const later = await createUser(t, { site: siteA, type: 'user' });
    expect((await call(t, menuCalls.getCurrentUserMenus, {}, { token: later.token })).Code).toBe(0);
    await t.db.update(users).set({ isFrozen: true }).where(eq(users.id, later.id));
    const menusRes = await call(t, menuCalls.getCurrentUserMenus, {}, { token: later.token });
    expect([menusRes.status, menusRes.Code, menusRes.Message]).toEqual([401, 1, 'This account is frozen; contact the administrator']);
  });

  it('refuses a disabled user’s token with 401 AccountDisabled', async () => {
    const u = await createUser(t, { site: siteB });
    expect((await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: u.token })).Code).toBe(0);
    await t.db.update(users).set({ isEnabled: false }).where(eq(users.id, u.id));
    const res = await call(t, userCalls.getUserInfoDetailedInfo, {}, { token: u.token });
    expect([res.status, res.Code, res.Message]).toEqual([401, 1, 'This account is disabled']);
    const menusRes = await call(t, menuCalls.getCurrentUserMenus, {}, { token: u.token });
    expect([menusRes.status, menusRes.Code]).toEqual([401, 1]);
  });

  it('refuses both calls without a token', async () => {
    const info = await call(t, userCalls.getUserInfoDetailedInfo, {});
    expect([info.status, info.Code, info.Message]).toEqual([401, 1, 'Please sign in']);
    const menusRes = await call(t, menuCalls.getCurrentUserMenus, {}, { token: 'not-a-jwt' });
    expect([menusRes.status, menusRes.Code]).toEqual([401, 1]);
  });
});
