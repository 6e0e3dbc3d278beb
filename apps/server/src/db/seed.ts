import { count, eq, inArray } from 'drizzle-orm';
import { AccountType, CALLS } from '@lbo/contracts';
import { hashPassword } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { memberNumber } from '../modules/account/account.service.ts';
import {
  menus,
  organizes,
  roleApiPermissions,
  roleButtons,
  roleMenus,
  roles,
  siteHosts,
  sitePageConfigurations,
  sites,
  userMessages,
  userOrganizes,
  userRoles,
  users,
  viewButtons,
  views,
} from './schema.ts';

export interface DemoAccount {
  site: string;
  host: string;
  loginType: 'backUserLogin' | 'userLogin';
  userName: string;
  password: string;
  role: string;
}

const STAFF_PASSWORD = 'Admin@2026';
const CUSTOMER_PASSWORD = 'Customer@2026';

/** Calls every signed-in person needs for the shell: own messages, settings, quick navigation, uploads. */
const PERSONAL_CALLS = CALLS.filter((c) => ['UserMessages', 'UserConfiguration', 'QuickNavigation', 'UpLoadFile'].includes(c.area)).map((c) => c.path);

type MenuSeed = { name: string; path?: string; router?: string; icon?: string; invisible?: boolean; children?: MenuSeed[] };

/** Menus of the pages that exist so far; each business area adds its own. */
const MENU_TREE: Record<1 | 2, MenuSeed[]> = {
  [AccountType.Backstage]: [
    {
      name: 'PersonalCenter',
      path: '/mine',
      icon: 'user',
      children: [
        { name: 'MineUserMessagesIndex', path: 'MineUserMessagesIndex', router: 'MineUserMessagesIndex', icon: 'bell' },
        { name: 'MineProfileIndex', path: 'MineProfileIndex', router: 'MineProfileIndex', icon: 'idcard', invisible: true },
      ],
    },
    // Spec domain §1: "User management" and "Back-office staff management" have the same sub-areas.
    { name: 'UserManagement', path: '/user', icon: 'team', children: [{ name: 'UserOrganizesIndex', path: 'UserOrganizesIndex', router: 'UserOrganizesIndex', icon: 'apartment' }] },
    {
      name: 'BackstageManagement',
      path: '/backstage',
      icon: 'solution',
      children: [{ name: 'BackstageOrganizesIndex', path: 'BackstageOrganizesIndex', router: 'BackstageOrganizesIndex', icon: 'apartment' }],
    },
  ],
  [AccountType.SiteUser]: [
    {
      name: 'PersonalCenter',
      path: '/mine',
      icon: 'user',
      children: [
        { name: 'MineUserMessagesIndex', path: 'MineUserMessagesIndex', router: 'MineUserMessagesIndex', icon: 'bell' },
        { name: 'MineProfileIndex', path: 'MineProfileIndex', router: 'MineProfileIndex', icon: 'idcard', invisible: true },
      ],
    },
  ],
};

async function insertMenus(tx: Executor, population: 1 | 2, tree: MenuSeed[], parentId: number | null): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, m] of tree.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({ population, parentId, name: m.name, path: m.path ?? '', router: m.router ?? '', icon: m.icon ?? '', invisible: m.invisible ?? false, sort: i })
      .returning({ id: menus.id });
    if (!row) continue;
    ids.push(row.id, ...(await insertMenus(tx, population, m.children ?? [], row.id)));
  }
  return ids;
}

async function grant(tx: Executor, siteId: number | null, roleId: number, apiKeys: string[], menuIds: number[], buttonIds: number[]) {
  if (apiKeys.length) await tx.insert(roleApiPermissions).values(apiKeys.map((apiKey) => ({ siteId, roleId, apiKey })));
  if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ siteId, roleId, menuId })));
  if (buttonIds.length) await tx.insert(roleButtons).values(buttonIds.map((buttonId) => ({ siteId, roleId, buttonId })));
}

async function createUser(
  tx: Executor,
  u: { siteId: number | null; accountType: 1 | 2; userName: string; nickName: string; password: string; isSuperUser?: boolean; phoneNumber?: string; roleId: number },
) {
  const [row] = await tx
    .insert(users)
    .values({
      siteId: u.siteId,
      accountType: u.accountType,
      number: `pending-${u.siteId}-${u.userName}`,
      userName: u.userName,
      nickName: u.nickName,
      phoneCode: u.phoneNumber ? '86' : '',
      phoneNumber: u.phoneNumber ?? '',
      phoneNumberConfirmed: Boolean(u.phoneNumber),
      passwordHash: await hashPassword(u.password),
      isSuperUser: u.isSuperUser ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const number = u.accountType === AccountType.SiteUser ? memberNumber(row.id) : `S${String(row.id).padStart(6, '0')}`;
  await tx.update(users).set({ number }).where(eq(users.id, row.id));
  await tx.insert(userRoles).values({ siteId: u.siteId, userId: row.id, roleId: u.roleId });
  return row.id;
}

/** Demo data for a new installation: two sites (to try isolation), their staff and customers, and a platform admin. */
export async function seedDemo(tx: Executor, port: number): Promise<DemoAccount[] | null> {
  const [existing] = await tx.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return null;

  const backstageMenus = await insertMenus(tx, AccountType.Backstage, MENU_TREE[AccountType.Backstage], null);
  const userMenus = await insertMenus(tx, AccountType.SiteUser, MENU_TREE[AccountType.SiteUser], null);
  const messagesMenu = await tx.select({ id: menus.id, population: menus.population }).from(menus).where(inArray(menus.name, ['PersonalCenter', 'MineUserMessagesIndex']));
  const [messagesView] = await tx.insert(views).values({ population: AccountType.Backstage, name: 'Messages', code: 'MineUserMessagesIndex' }).returning({ id: views.id });
  const buttons = await tx
    .insert(viewButtons)
    .values([
      { viewId: messagesView!.id, key: 'MineUserMessages.Read', name: 'MarkRead' },
      { viewId: messagesView!.id, key: 'MineUserMessages.Delete', name: 'Delete' },
    ])
    .returning({ id: viewButtons.id });
  const buttonIds = buttons.map((b) => b.id);
  // The organisation pages and their buttons (the keys the pages check with usePermission).
  for (const side of ['User', 'Backstage'] as const) {
    const [view] = await tx.insert(views).values({ population: AccountType.Backstage, name: `${side} organisations`, code: `${side}OrganizesIndex` }).returning({ id: views.id });
    const sideButtons = await tx
      .insert(viewButtons)
      .values(['Establish', 'Edit', 'Delete', 'Detail'].map((action) => ({ viewId: view!.id, key: `${side}Organizes.${action}`, name: action })))
      .returning({ id: viewButtons.id });
    buttonIds.push(...sideButtons.map((b) => b.id));
  }

  const [platformRole] = await tx
    .insert(roles)
    .values({ siteId: null, population: AccountType.Backstage, name: 'Platform administrator', code: 'platform-admin', priority: 100 })
    .returning({ id: roles.id });
  await grant(tx, null, platformRole!.id, CALLS.filter((c) => c.access === 'granted' && c.populations.includes('backstage')).map((c) => c.path), backstageMenus, buttonIds);
  await createUser(tx, { siteId: null, accountType: AccountType.Backstage, userName: 'platform', nickName: 'Platform admin', password: STAFF_PASSWORD, isSuperUser: true, roleId: platformRole!.id });

  const accounts: DemoAccount[] = [
    { site: 'platform console', host: `platform.localhost:${port}`, loginType: 'backUserLogin', userName: 'platform', password: STAFF_PASSWORD, role: 'platform super user' },
  ];
  const demoSites = [
    { code: 'demo', host: 'localhost', titles: ['演示速运', '演示速運', 'Demo Express'] as const, phonePrefix: '1380000' },
    { code: 'harbor', host: '127.0.0.1', titles: ['港湾转运', '港灣轉運', 'Harbor Forwarding'] as const, phonePrefix: '1390000' },
  ];
  for (const s of demoSites) {
    const [site] = await tx
      .insert(sites)
      .values({ code: s.code, siteName: s.titles[2], openSms: true, smsSign: s.titles[2] })
      .returning({ id: sites.id });
    const siteId = site!.id;
    await tx.insert(siteHosts).values({ host: s.host, siteId, apiBaseUrl: '' });
    await tx.insert(sitePageConfigurations).values(s.titles.map((title, i) => ({ siteId, language: i + 1, title })));

    const [adminRole, operatorRole, customerRole] = await tx
      .insert(roles)
      .values([
        { siteId, population: AccountType.Backstage, name: 'Site administrator', code: 'site-admin', priority: 90 },
        { siteId, population: AccountType.Backstage, name: 'Warehouse operator', code: 'operator', priority: 10 },
        { siteId, population: AccountType.SiteUser, name: 'Customer', code: 'customer', priority: 0 },
      ])
      .returning({ id: roles.id });
    await tx.update(sites).set({ defaultRoleId: customerRole!.id }).where(eq(sites.id, siteId));
    const siteCalls = CALLS.filter((c) => c.access === 'granted' && c.populations.includes('backstage')).map((c) => c.path);
    await grant(tx, siteId, adminRole!.id, siteCalls, backstageMenus, buttonIds);
    // The operator reads messages but may not delete them or upload: a limited role to try permissions with.
    await grant(tx, siteId, operatorRole!.id, PERSONAL_CALLS.filter((p) => !p.endsWith('Delete') && !p.startsWith('/UpLoadFile')), messagesMenu.filter((m) => m.population === 1).map((m) => m.id), buttonIds.slice(0, 1));
    await grant(tx, siteId, customerRole!.id, PERSONAL_CALLS, userMenus, []);

    const [headOffice] = await tx
      .insert(organizes)
      .values({ siteId, population: AccountType.Backstage, name: 'Head office', type: 1, code: 'HQ', priority: 10 })
      .returning({ id: organizes.id });
    const teams = await tx
      .insert(organizes)
      .values([
        { siteId, population: AccountType.Backstage, parentId: headOffice!.id, name: 'Receiving team', type: 4, code: 'RCV', priority: 2 },
        { siteId, population: AccountType.Backstage, parentId: headOffice!.id, name: 'Packing team', type: 4, code: 'PCK', priority: 1 },
      ])
      .returning({ id: organizes.id });
    const [customersOrg] = await tx
      .insert(organizes)
      .values({ siteId, population: AccountType.SiteUser, name: 'Customers', type: 1, code: 'CUST' })
      .returning({ id: organizes.id });
    await tx.insert(organizes).values({ siteId, population: AccountType.SiteUser, parentId: customersOrg!.id, name: 'VIP customers', type: 4, code: 'VIP' });
    const organizeOf = { admin: headOffice!.id, operator: teams[0]!.id, alice: customersOrg!.id, bob: customersOrg!.id } as const;

    const people = [
      { userName: 'admin', nickName: `${s.titles[2]} admin`, accountType: AccountType.Backstage, password: STAFF_PASSWORD, isSuperUser: true, roleId: adminRole!.id, role: 'site super user' },
      { userName: 'operator', nickName: 'Warehouse operator', accountType: AccountType.Backstage, password: STAFF_PASSWORD, roleId: operatorRole!.id, role: 'limited staff role' },
      { userName: 'alice', nickName: 'Alice', accountType: AccountType.SiteUser, password: CUSTOMER_PASSWORD, roleId: customerRole!.id, phoneNumber: `${s.phonePrefix}001`, role: 'customer' },
      { userName: 'bob', nickName: 'Bob', accountType: AccountType.SiteUser, password: CUSTOMER_PASSWORD, roleId: customerRole!.id, phoneNumber: `${s.phonePrefix}002`, role: 'customer' },
    ] as const;
    for (const p of people) {
      const userId = await createUser(tx, { siteId, ...p });
      await tx.insert(userOrganizes).values({ siteId, userId, organizeId: organizeOf[p.userName] });
      await tx.insert(userMessages).values(
        [1, 2, 3].map((n) => ({
          siteId,
          ownerId: userId,
          infoType: 'Notice',
          title: `Welcome to ${s.titles[2]} (${n})`,
          message: `Demo message ${n} for ${p.userName}.`,
          isRead: n === 3,
        })),
      );
      accounts.push({
        site: s.titles[2],
        host: `${s.host}:${port}`,
        loginType: p.accountType === AccountType.Backstage ? 'backUserLogin' : 'userLogin',
        userName: p.userName,
        password: p.password,
        role: p.role,
      });
    }
  }
  await tx.insert(siteHosts).values({ host: 'platform.localhost', siteId: null, apiBaseUrl: '' });
  return accounts;
}
