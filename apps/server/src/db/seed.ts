import crypto from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AccountType, CALLS, checkPassword, checkUserName, formatMessage } from '@lbo/contracts';
import { advisoryKey } from '../platform/advisoryLocks.ts';
import { hashPassword } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { memberNumber } from '../modules/account/account.service.ts';
import { sitePageSettings } from '../modules/sites/tables.ts';
import { demoText, wordsOf } from './demoLanguage.ts';
import { seedLogisticsLists } from './seedLogisticsLists.ts';
import { seedReferenceData } from './seedReferenceData.ts';
import { seedCommodityPages } from './seedCommodityPages.ts';
import { seedInventoryPages } from './seedInventoryPages.ts';
import { seedRecipientPages } from './seedRecipientPages.ts';
import { seedInboundDemo, seedInboundDocumentPages } from './seedInboundDocumentPages.ts';
import { seedOnlinePaymentDemo, seedOnlinePaymentPages } from './seedOnlinePayments.ts';
import { seedCouponPages } from './seedCouponPages.ts';
import { seedLogisticsOrderPages } from './seedLogisticsOrderPages.ts';
import { seedPackingDemo, seedPackingPages } from './seedPackingPages.ts';
import { seedTransferPlanDemo, seedTransferPlanPages } from './seedTransferPlanPages.ts';
import { seedPickingDemo, seedPickingPages } from './seedPickingPages.ts';
import { seedTransportShiftDemo, seedTransportShiftPages } from './seedTransportShiftPages.ts';
import { seedCodDemo, seedSettlementDemo, seedWalletPages } from './seedWalletPages.ts';
import { seedParcelPortal } from './seedParcelPortal.ts';
import { seedServiceQuotations } from './seedServiceQuotations.ts';
import { seedSiteResources } from './seedSiteResources.ts';
import { seedTransferQuotations } from './seedTransferQuotations.ts';
import { seedParcelPages } from './seedParcelPages.ts';
import { seedWarehouses } from './seedWarehouses.ts';
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

interface DemoAccount {
  site: string;
  host: string;
  loginType: 'backUserLogin' | 'userLogin';
  userName: string;
  password: string;
  role: string;
}

/** What the first start of a new installation created, for the console. */
export type FirstStart =
  | { kind: 'demo'; accounts: DemoAccount[] }
  | { kind: 'administrator'; userName: string; host: string; password: string; generated: boolean };

export interface InstallationOptions {
  port: number;
  /** the demo sites and accounts; otherwise one platform administrator */
  seedDemo: boolean;
  adminUserName: string;
  /** unset: a strong password is generated and shown once */
  adminPassword: string | undefined;
  /** the host name the platform console is reached at */
  platformHost: string;
  /** the demo's payment configuration uses the payment sandbox when it runs (its keys are in dataDir) */
  paymentSandbox?: boolean;
  dataDir?: string;
  paymentSecretsKey?: string | undefined;
  publicUrl?: string;
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
  u: { siteId: number | null; accountType: 1 | 2; userName: string; nickName: string; password: string; isSuperUser?: boolean; mustChangePassword?: boolean; phoneNumber?: string; roleId: number },
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
      mustChangePassword: u.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const number = u.accountType === AccountType.SiteUser ? memberNumber(row.id) : `S${String(row.id).padStart(6, '0')}`;
  await tx.update(users).set({ number }).where(eq(users.id, row.id));
  await tx.insert(userRoles).values({ siteId: u.siteId, userId: row.id, roleId: u.roleId });
  return row.id;
}

/**
 * A new installation (no user yet): the product's menus, pages, buttons and the platform
 * administrator role, then either the demo data (two sites to try isolation, their staff and
 * customers, a platform admin with a known password) or one platform administrator who must change
 * the password at first sign-in. Null when the installation already has users.
 */
export async function seedNewInstallation(tx: Executor, options: InstallationOptions): Promise<FirstStart | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('seed')})`);
  const [existing] = await tx.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;
  const core = await seedCorePages(tx);
  const accounts = options.seedDemo ? await seedDemoSites(tx, options.port, core) : null;
  await seedSiteAdministration(tx, options.port);
  await seedAccessAdministration(tx);
  await seedSiteResources(tx);
  await seedUserAdministration(tx);
  await seedLogisticsLists(tx);
  await seedReferenceData(tx);
  await seedWarehouses(tx);
  await seedParcelPages(tx);
  await seedServiceQuotations(tx);
  await seedTransferQuotations(tx);
  await seedParcelPortal(tx);
  await seedCommodityPages(tx);
  await seedInventoryPages(tx);
  await seedRecipientPages(tx);
  await seedInboundDocumentPages(tx);
  await seedLogisticsOrderPages(tx);
  await seedPickingPages(tx);
  await seedWalletPages(tx);
  await seedOnlinePaymentPages(tx);
  await seedCouponPages(tx);
  await seedPackingPages(tx);
  await seedTransferPlanPages(tx);
  await seedTransportShiftPages(tx);
  if (accounts) await seedInboundDemo(tx);
  if (accounts) await seedPackingDemo(tx);
  if (accounts) await seedPickingDemo(tx);
  if (accounts) await seedTransportShiftDemo(tx);
  if (accounts) await seedSettlementDemo(tx);
  if (accounts) await seedCodDemo(tx);
  if (accounts) await seedTransferPlanDemo(tx);
  if (accounts && options.paymentSandbox && options.dataDir) await seedOnlinePaymentDemo(tx, { ...options, dataDir: options.dataDir });
  if (accounts) return { kind: 'demo', accounts };
  return { kind: 'administrator', ...(await createFirstAdministrator(tx, options, core.platformRoleId)) };
}

interface CorePages {
  backstageMenus: number[];
  userMenus: number[];
  messagesMenu: { id: number; population: number }[];
  buttonIds: number[];
  platformRoleId: number;
}

/** The shell's own pages (personal centre, organisations) and the platform administrator role holding every back-office call. */
async function seedCorePages(tx: Executor): Promise<CorePages> {
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
  return { backstageMenus, userMenus, messagesMenu, buttonIds, platformRoleId: platformRole!.id };
}

/** The demo's platform admin, two sites with their hosts, roles, organisations, staff and customers, and the platform console's host. */
async function seedDemoSites(tx: Executor, port: number, { backstageMenus, userMenus, messagesMenu, buttonIds, platformRoleId }: CorePages): Promise<DemoAccount[]> {
  await createUser(tx, { siteId: null, accountType: AccountType.Backstage, userName: 'platform', nickName: 'Platform admin', password: STAFF_PASSWORD, isSuperUser: true, roleId: platformRoleId });

  const accounts: DemoAccount[] = [
    { site: 'platform console', host: `platform.localhost:${port}`, loginType: 'backUserLogin', userName: 'platform', password: STAFF_PASSWORD, role: 'platform super user' },
  ];
  const demoSites = [
    { code: 'demo', host: 'localhost', titles: ['演示速运', '演示速運', 'Demo Express'] as const, phonePrefix: '1380000' },
    { code: 'harbor', host: '127.0.0.1', titles: ['港湾转运', '港灣轉運', 'Harbor Forwarding'] as const, phonePrefix: '1390000' },
  ].map((s) => ({ ...s, name: demoText(s.code, { 'zh-CN': s.titles[0], 'zh-TW': s.titles[1] }) }));
  for (const s of demoSites) {
    const [site] = await tx
      .insert(sites)
      .values({ code: s.code, siteName: s.name, openSms: true, smsSign: s.name })
      .returning({ id: sites.id });
    const siteId = site!.id;
    await tx.insert(siteHosts).values({ host: s.host, siteId, apiBaseUrl: '' });
    await tx.insert(sitePageConfigurations).values(s.titles.map((title, i) => ({ siteId, language: i + 1, title })));

    const [adminRole, operatorRole, customerRole] = await tx
      .insert(roles)
      .values([
        { siteId, population: AccountType.Backstage, name: demoText(s.code, { 'zh-CN': '站点管理员', 'zh-TW': '站點管理員' }), code: 'site-admin', priority: 90 },
        { siteId, population: AccountType.Backstage, name: demoText(s.code, { 'zh-CN': '仓库操作员', 'zh-TW': '倉庫作業員' }), code: 'operator', priority: 10 },
        { siteId, population: AccountType.SiteUser, name: demoText(s.code, { 'zh-CN': '客户', 'zh-TW': '客戶' }), code: 'customer', priority: 0 },
      ])
      .returning({ id: roles.id });
    await tx.update(sites).set({ defaultRoleId: customerRole!.id }).where(eq(sites.id, siteId));
    const siteCalls = CALLS.filter((c) => c.access === 'granted' && c.populations.includes('backstage')).map((c) => c.path);
    await grant(tx, siteId, adminRole!.id, siteCalls, backstageMenus, buttonIds);
    // The operator reads messages but may not delete them: a limited role to try permissions with. Uploads
    // come only with the buttons that take photos (signing, inspection: BUTTON_CALLS), not on their own.
    await grant(tx, siteId, operatorRole!.id, PERSONAL_CALLS.filter((p) => !p.endsWith('Delete') && !p.startsWith('/UpLoadFile')), messagesMenu.filter((m) => m.population === 1).map((m) => m.id), buttonIds.slice(0, 1));
    await grant(tx, siteId, customerRole!.id, PERSONAL_CALLS, userMenus, []);

    const w = wordsOf(s.code);
    const [headOffice] = await tx
      .insert(organizes)
      .values({ siteId, population: AccountType.Backstage, name: w(['总部', '總部']), type: 1, code: 'HQ', priority: 10 })
      .returning({ id: organizes.id });
    const teams = await tx
      .insert(organizes)
      .values([
        { siteId, population: AccountType.Backstage, parentId: headOffice!.id, name: w(['收货组', '收貨組']), type: 4, code: 'RCV', priority: 2 },
        { siteId, population: AccountType.Backstage, parentId: headOffice!.id, name: w(['打包组', '包裝組']), type: 4, code: 'PCK', priority: 1 },
      ])
      .returning({ id: organizes.id });
    const [customersOrg] = await tx
      .insert(organizes)
      .values({ siteId, population: AccountType.SiteUser, name: w(['客户', '客戶']), type: 1, code: 'CUST' })
      .returning({ id: organizes.id });
    await tx.insert(organizes).values({ siteId, population: AccountType.SiteUser, parentId: customersOrg!.id, name: w(['VIP 客户', 'VIP 客戶']), type: 4, code: 'VIP' });
    const organizeOf = { admin: headOffice!.id, operator: teams[0]!.id, alice: customersOrg!.id, bob: customersOrg!.id } as const;

    const people = [
      { userName: 'admin', nickName: demoText(s.code, { 'zh-CN': `${s.name}管理员`, 'zh-TW': `${s.name}管理員` }), accountType: AccountType.Backstage, password: STAFF_PASSWORD, isSuperUser: true, roleId: adminRole!.id, role: 'site super user' },
      { userName: 'operator', nickName: demoText(s.code, { 'zh-CN': '仓库操作员', 'zh-TW': '倉庫作業員' }), accountType: AccountType.Backstage, password: STAFF_PASSWORD, roleId: operatorRole!.id, role: 'limited staff role' },
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
          title: demoText(s.code, { 'zh-CN': `欢迎使用${s.name}（${n}）`, 'zh-TW': `歡迎使用${s.name}（${n}）` }),
          message: demoText(s.code, { 'zh-CN': `这是发给 ${p.userName} 的第 ${n} 条演示消息。`, 'zh-TW': `這是發給 ${p.userName} 的第 ${n} 則示範訊息。` }),
          isRead: n === 3,
        })),
      );
      accounts.push({
        site: s.name,
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

const PASSWORD_ALPHABETS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '#%+-=@_'];

/** 16 characters (the longest the password rule allows, about 95 bits) with every kind of character, none easily misread. */
function generatePassword(): string {
  const all = PASSWORD_ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet[crypto.randomInt(alphabet.length)]!;
  const chars = [...PASSWORD_ALPHABETS.map(pick), ...Array.from({ length: 12 }, () => pick(all))];
  // Shuffled (Fisher–Yates), so the guaranteed kinds are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * The one platform administrator of an installation without demo data, with the platform console's
 * host. The password comes from the environment or is generated; either way it is known outside
 * the system (a console, a deployment file), so it must be changed at first sign-in.
 */
async function createFirstAdministrator(tx: Executor, options: InstallationOptions, roleId: number) {
  const userName = options.adminUserName;
  if (checkUserName(userName)) throw new Error(formatMessage('UserNameError', 'en', { field: 'ADMIN_USER_NAME' }));
  if (options.adminPassword !== undefined && checkPassword(options.adminPassword)) throw new Error(formatMessage('PasswordError', 'en', { field: 'ADMIN_PASSWORD' }));
  const password = options.adminPassword ?? generatePassword();
  await createUser(tx, { siteId: null, accountType: AccountType.Backstage, userName, nickName: 'Platform administrator', password, isSuperUser: true, mustChangePassword: true, roleId });
  await tx.insert(siteHosts).values({ host: options.platformHost, siteId: null, apiBaseUrl: '' });
  return { userName, host: options.platformHost, password, generated: options.adminPassword === undefined };
}

type Feature = { Title: string; Description: string; Icon: string; Image: string };
const feature = (Icon: string, Title: string, Description: string): Feature => ({ Title, Description, Icon, Image: '' });

/** What the demo sites' home pages say, per language (zh_cn, zh_tw, us_en). */
const DEMO_PAGE_TEXTS: Record<1 | 2 | 3, { agreement: string; services: Feature[]; technologies: Feature[] }> = {
  1: {
    agreement:
      '<h3>服务协议</h3><p>欢迎使用本站的仓储与集运服务。注册即表示您同意：</p><ol><li>本站为您代收、保管并合箱发运包裹，入库后免费仓储 30 天；</li><li>您如实申报包裹内容，不寄递违禁物品；</li><li>运费按报价单计算，出库前从账户余额扣除。</li></ol><p>个人信息仅用于完成您的运单。</p>',
    services: [
      feature('InboxOutlined', '代收入库', '国内网购包裹寄到我们的仓库，签收、称重、拍照后通知您。'),
      feature('GiftOutlined', '合箱打包', '多个包裹合为一箱，去除多余包装，运费更省。'),
      feature('RocketOutlined', '国际运输', '空运、海运、陆运多条线路，时效与价格任您挑选。'),
      feature('SafetyOutlined', '增值服务', '加固、拍照、验货，贵重物品全程保价。'),
    ],
    technologies: [
      feature('ScanOutlined', '扫码作业', '条码扫描枪与电子秤直连，入库出库零差错。'),
      feature('GlobalOutlined', '全程追踪', '从入库到签收，每个节点实时推送。'),
      feature('CloudServerOutlined', '多站点云平台', '多品牌、多仓库数据隔离，随业务扩容。'),
    ],
  },
  2: {
    agreement:
      '<h3>服務協議</h3><p>歡迎使用本站的倉儲與集運服務。註冊即表示您同意：</p><ol><li>本站為您代收、保管並合箱發運包裹，入庫後免費倉儲 30 天；</li><li>您如實申報包裹內容，不寄遞違禁物品；</li><li>運費按報價單計算，出庫前從帳戶餘額扣除。</li></ol><p>個人資料僅用於完成您的運單。</p>',
    services: [
      feature('InboxOutlined', '代收入庫', '網購包裹寄到我們的倉庫，簽收、稱重、拍照後通知您。'),
      feature('GiftOutlined', '合箱打包', '多個包裹合為一箱，去除多餘包裝，運費更省。'),
      feature('RocketOutlined', '國際運輸', '空運、海運、陸運多條路線，時效與價格任您挑選。'),
      feature('SafetyOutlined', '加值服務', '加固、拍照、驗貨，貴重物品全程保價。'),
    ],
    technologies: [
      feature('ScanOutlined', '掃碼作業', '條碼掃描槍與電子秤直連，入庫出庫零差錯。'),
      feature('GlobalOutlined', '全程追蹤', '從入庫到簽收，每個節點即時推播。'),
      feature('CloudServerOutlined', '多站點雲端平台', '多品牌、多倉庫資料隔離，隨業務擴充。'),
    ],
  },
  3: {
    agreement:
      '<h3>Service agreement</h3><p>Welcome to our warehousing and parcel forwarding service. By registering you agree that:</p><ol><li>we receive, store and consolidate your parcels, with 30 days of free storage after arrival;</li><li>you declare the contents of your parcels truthfully and send no prohibited goods;</li><li>shipping is charged by the published quotations and taken from your balance before dispatch.</li></ol><p>Your personal data is used only to deliver your shipments.</p>',
    services: [
      feature('InboxOutlined', 'Receiving', 'Send your online purchases to our warehouse; we sign, weigh and photograph them and tell you.'),
      feature('GiftOutlined', 'Consolidation', 'Several parcels in one box, extra packaging removed, lower shipping costs.'),
      feature('RocketOutlined', 'International shipping', 'Air, sea and road lines: choose the speed and the price.'),
      feature('SafetyOutlined', 'Value-added services', 'Reinforcement, photos, inspection and insurance for valuable goods.'),
    ],
    technologies: [
      feature('ScanOutlined', 'Scan-driven warehouse', 'Barcode scanners and scales connected directly: no mistakes in or out.'),
      feature('GlobalOutlined', 'End-to-end tracking', 'Every step from arrival to delivery, pushed as it happens.'),
      feature('CloudServerOutlined', 'Multi-site cloud', 'Brands and warehouses kept apart, growing with your business.'),
    ],
  },
};

/**
 * Site administration for the demo: the menus, views and buttons of the site pages, granted to the
 * platform administrator (all three pages) and the site administrators (their own site's settings and
 * home page); the demo sites' settings and a complete home page configuration in three languages.
 */
async function seedSiteAdministration(tx: Executor, port: number) {
  const [parent] = await tx
    .insert(menus)
    .values({ population: AccountType.Backstage, parentId: null, name: 'SiteManagement', path: '/site', icon: 'setting', sort: 3 })
    .returning({ id: menus.id });
  const pages = await tx
    .insert(menus)
    .values([
      { population: AccountType.Backstage, parentId: parent!.id, name: 'SitesIndex', path: 'SitesIndex', router: 'SitesIndex', icon: 'shop', sort: 0 },
      { population: AccountType.Backstage, parentId: parent!.id, name: 'SiteSettingsIndex', path: 'SiteSettingsIndex', router: 'SiteSettingsIndex', icon: 'setting', sort: 1 },
      { population: AccountType.Backstage, parentId: parent!.id, name: 'SitePageConfigurationIndex', path: 'SitePageConfigurationIndex', router: 'SitePageConfigurationIndex', icon: 'setting', sort: 2 },
    ])
    .returning({ id: menus.id, name: menus.name });
  const menuOf = (name: string) => pages.find((p) => p.name === name)!.id;

  const buttonsOf = async (code: string, name: string, keys: string[]) => {
    const [view] = await tx.insert(views).values({ population: AccountType.Backstage, name, code }).returning({ id: views.id });
    const rows = await tx.insert(viewButtons).values(keys.map((key) => ({ viewId: view!.id, key, name: key.split('.')[1]! }))).returning({ id: viewButtons.id });
    return rows.map((r) => r.id);
  };
  const siteListButtons = await buttonsOf('SitesIndex', 'Sites', ['Sites.Establish', 'Sites.Edit', 'Sites.Detail', 'Sites.Hosts', 'Sites.Disable', 'Sites.PageConfiguration']);
  const settingsButtons = await buttonsOf('SiteSettingsIndex', 'Site settings', ['SiteSettings.Edit']);
  const pageButtons = await buttonsOf('SitePageConfigurationIndex', 'Site home page', ['SitePageConfiguration.Edit']);

  const [platformRole] = await tx.select({ id: roles.id }).from(roles).where(and(isNull(roles.siteId), eq(roles.code, 'platform-admin')));
  await grant(tx, null, platformRole!.id, [], [parent!.id, ...pages.map((p) => p.id)], [...siteListButtons, ...settingsButtons, ...pageButtons]);
  const siteAdmins = await tx.select({ id: roles.id, siteId: roles.siteId }).from(roles).where(and(isNotNull(roles.siteId), eq(roles.code, 'site-admin')));
  for (const role of siteAdmins) {
    await grant(tx, role.siteId, role.id, [], [parent!.id, menuOf('SiteSettingsIndex'), menuOf('SitePageConfigurationIndex')], [...settingsButtons, ...pageButtons]);
  }

  const demo = [
    { code: 'demo', host: 'localhost', logo: '/home/logo-demo.svg', primary: '#1668dc', secondary: '#fa8c16', filing: '粤ICP备2026010001号' },
    { code: 'harbor', host: '127.0.0.1', logo: '/home/logo-harbor.svg', primary: '#0e7c86', secondary: '#f5a623', filing: '沪ICP备2026020002号' },
  ];
  for (const d of demo) {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.code, d.code));
    if (!site) continue;
    const [customers] = await tx
      .select({ id: organizes.id })
      .from(organizes)
      .where(and(eq(organizes.siteId, site.id), eq(organizes.population, AccountType.SiteUser), eq(organizes.code, 'CUST')));
    const base = `http://${d.host}:${port}`;
    await tx
      .update(sites)
      .set({ userUrl: base, backstagePath: `${base}/index?activeIndex=1`, resourceServerPath: `${base}/files`, logo: d.logo, defaultOrganizationId: customers?.id ?? null })
      .where(eq(sites.id, site.id));
    await tx.insert(sitePageSettings).values({
      siteId: site.id,
      primaryColor: d.primary,
      secondaryColor: d.secondary,
      filingNumber: d.filing,
      filingLink: 'https://beian.miit.gov.cn/',
      carousel: [
        { Image: '/home/slide-warehouse.svg', Link: '' },
        { Image: '/home/slide-consolidation.svg', Link: '' },
        { Image: '/home/slide-delivery.svg', Link: '' },
      ],
    });
    for (const language of [1, 2, 3] as const) {
      const texts = DEMO_PAGE_TEXTS[language];
      await tx
        .update(sitePageConfigurations)
        .set({ logo: d.logo, agreement: texts.agreement, services: texts.services, technologies: texts.technologies })
        .where(and(eq(sitePageConfigurations.siteId, site.id), eq(sitePageConfigurations.language, language)));
    }
  }
}

/**
 * Access administration for the demo: the role, API permission, view and menu pages of both
 * populations under "User management" and "Back-office staff management", with their views and
 * buttons, granted to the platform and site administrators; two more customer groups per site
 * (so the role pages show the customer terms), and the customer role holds the default APIs.
 */
async function seedAccessAdministration(tx: Executor) {
  const parents = await tx
    .select({ id: menus.id, name: menus.name })
    .from(menus)
    .where(and(eq(menus.population, AccountType.Backstage), isNull(menus.parentId), inArray(menus.name, ['UserManagement', 'BackstageManagement'])));
  const menuIds: number[] = [];
  const buttonIds: number[] = [];
  for (const side of ['User', 'Backstage'] as const) {
    const parent = parents.find((p) => p.name === `${side}Management`);
    if (!parent) continue;
    const pages = [
      { page: 'Roles', actions: ['Establish', 'Edit', 'Delete', 'Detail', 'Permissions'], icon: 'team' },
      { page: 'ApiPermissions', actions: [], icon: 'setting' },
      { page: 'Views', actions: ['Establish', 'Edit', 'Delete', 'Detail'], icon: 'setting' },
      { page: 'Menus', actions: ['Establish', 'Edit', 'Delete', 'Detail'], icon: 'setting' },
    ];
    for (const [i, p] of pages.entries()) {
      const router = `${side}${p.page}Index`;
      const [menu] = await tx
        .insert(menus)
        .values({ population: AccountType.Backstage, parentId: parent.id, name: router, path: router, router, icon: p.icon, sort: 10 + i })
        .returning({ id: menus.id });
      menuIds.push(menu!.id);
      if (p.actions.length === 0) continue;
      const [view] = await tx.insert(views).values({ population: AccountType.Backstage, name: `${side} ${p.page.toLowerCase()}`, code: router }).returning({ id: views.id });
      const rows = await tx
        .insert(viewButtons)
        .values(p.actions.map((action) => ({ viewId: view!.id, key: `${side}${p.page}.${action}`, name: action })))
        .returning({ id: viewButtons.id });
      buttonIds.push(...rows.map((r) => r.id));
    }
  }
  const admins = await tx
    .select({ id: roles.id, siteId: roles.siteId })
    .from(roles)
    .where(inArray(roles.code, ['platform-admin', 'site-admin']));
  for (const role of admins) await grant(tx, role.siteId, role.id, [], menuIds, buttonIds);

  await tx.update(roles).set({ defaultApis: true }).where(eq(roles.code, 'customer'));
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites);
  // The customer groups start with the customer role's own pages (personal centre, messages: where their settlement notices arrive); the areas' pages follow (PORTAL_ROLE_CODES).
  const coreUserMenus = (await tx.select({ id: menus.id }).from(menus).where(eq(menus.population, AccountType.SiteUser))).map((m) => m.id);
  for (const site of demoSites) {
    const w = wordsOf(site.code);
    const groups = await tx.insert(roles).values([
      {
        siteId: site.id,
        population: AccountType.SiteUser,
        name: w(['VIP 客户', 'VIP 客戶']),
        code: 'vip',
        description: w(['常发货客户：货到付款、授信和月结', '常出貨客戶：貨到付款、授信和月結']),
        priority: 20,
        isCashOnDelivery: true,
        isCreditAmount: true,
        defaultCashOnDeliveryAmount: '2000',
        defaultCreditAmount: '500',
        settlementCycle: 4,
        fullBagCharge: '30',
        defaultApis: true,
      },
      { siteId: site.id, population: AccountType.SiteUser, name: w(['批发客户', '批發客戶']), code: 'wholesale', description: w(['每周发货的卖家', '每週出貨的賣家']), priority: 10, isCreditAmount: true, defaultCreditAmount: '2000', settlementCycle: 2, fullBagCharge: '25.5', defaultApis: true },
    ]).returning({ id: roles.id });
    for (const group of groups) await grant(tx, site.id, group.id, PERSONAL_CALLS, coreUserMenus, []);
  }
}

/**
 * User administration for the demo: the users and staff pages under "User management" and
 * "Back-office staff management" with their buttons, granted to the platform and site
 * administrators; and per site a few more accounts so the pages show every state: a VIP customer
 * with credit and a sub-account, a frozen, a locked and a disabled customer, and a packer.
 */
async function seedUserAdministration(tx: Executor) {
  const parents = await tx
    .select({ id: menus.id, name: menus.name })
    .from(menus)
    .where(and(eq(menus.population, AccountType.Backstage), isNull(menus.parentId), inArray(menus.name, ['UserManagement', 'BackstageManagement'])));
  const menuIds: number[] = [];
  const buttonIds: number[] = [];
  for (const side of ['User', 'Backstage'] as const) {
    const parent = parents.find((p) => p.name === `${side}Management`);
    if (!parent) continue;
    const router = `${side}UsersIndex`;
    const [menu] = await tx.insert(menus).values({ population: AccountType.Backstage, parentId: parent.id, name: router, path: router, router, icon: side === 'User' ? 'user' : 'idcard', sort: 1 }).returning({ id: menus.id });
    menuIds.push(menu!.id);
    const [view] = await tx.insert(views).values({ population: AccountType.Backstage, name: `${side} users`, code: router }).returning({ id: views.id });
    const rows = await tx
      .insert(viewButtons)
      .values(['Establish', 'Edit', 'Delete', 'Detail', 'Lock', 'Freeze', 'Enable', 'ResetPassword'].map((action) => ({ viewId: view!.id, key: `${side}Users.${action}`, name: action })))
      .returning({ id: viewButtons.id });
    buttonIds.push(...rows.map((r) => r.id));
  }
  const admins = await tx.select({ id: roles.id, siteId: roles.siteId }).from(roles).where(inArray(roles.code, ['platform-admin', 'site-admin']));
  for (const role of admins) await grant(tx, role.siteId, role.id, [], menuIds, buttonIds);

  const customerHash = await hashPassword(CUSTOMER_PASSWORD);
  const staffHash = await hashPassword(STAFF_PASSWORD);
  for (const site of await tx.select({ id: sites.id, code: sites.code }).from(sites)) {
    const siteRoles = await tx.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.siteId, site.id));
    const roleOf = (code: string) => siteRoles.find((r) => r.code === code)?.id;
    const siteOrganizes = await tx.select({ id: organizes.id, code: organizes.code }).from(organizes).where(eq(organizes.siteId, site.id));
    const organizeOf = (code: string) => siteOrganizes.find((o) => o.code === code)?.id;
    const [alice] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'alice')));
    const w = wordsOf(site.code);
    await tx.update(users).set({ isCreditAmount: true, creditAmount: '500' }).where(eq(users.id, alice!.id));
    const people = [
      { userName: 'carol', nickName: w(['Carol（已冻结）', 'Carol（已凍結）']), accountType: AccountType.SiteUser, role: 'customer', organize: 'CUST', values: { isFrozen: true } },
      { userName: 'dave', nickName: w(['Dave（已锁定）', 'Dave（已鎖定）']), accountType: AccountType.SiteUser, role: 'customer', organize: 'CUST', values: { lockoutEnd: new Date('9999-12-31T23:59:59.000Z') } },
      { userName: 'erin', nickName: w(['Erin（Alice 的店铺）', 'Erin（Alice 的店鋪）']), accountType: AccountType.SiteUser, role: 'customer', organize: 'CUST', values: { mainUserId: alice!.id } },
      { userName: 'frank', nickName: w(['Frank（已停用）', 'Frank（已停用）']), accountType: AccountType.SiteUser, role: 'wholesale', organize: 'CUST', values: { isEnabled: false } },
      { userName: 'grace', nickName: 'Grace', accountType: AccountType.SiteUser, role: 'vip', organize: 'VIP', values: { isCreditAmount: true, creditAmount: '2000', email: 'grace@example.com', emailConfirmed: true } },
      { userName: 'packer', nickName: w(['打包员', '包裝員']), accountType: AccountType.Backstage, role: 'operator', organize: 'PCK', values: {} },
    ] as const;
    for (const p of people) {
      const [row] = await tx
        .insert(users)
        .values({ siteId: site.id, accountType: p.accountType, number: `pending-${site.id}-${p.userName}`, userName: p.userName, nickName: p.nickName, passwordHash: p.accountType === AccountType.SiteUser ? customerHash : staffHash, ...p.values })
        .returning({ id: users.id });
      const userId = row!.id;
      await tx.update(users).set({ number: p.accountType === AccountType.SiteUser ? memberNumber(userId) : `S${String(userId).padStart(6, '0')}` }).where(eq(users.id, userId));
      const roleId = roleOf(p.role);
      if (roleId) await tx.insert(userRoles).values({ siteId: site.id, userId, roleId });
      const organizeId = organizeOf(p.organize);
      if (organizeId) await tx.insert(userOrganizes).values({ siteId: site.id, userId, organizeId });
    }
  }
}
