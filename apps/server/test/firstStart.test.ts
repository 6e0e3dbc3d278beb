import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, checkPassword, ErrorCode, menus, pickingLists, shelves, transferPlans, user, userConfiguration, userMessages, warehouse } from '@lbo/contracts';
import { seedNewInstallation } from '../src/db/seed.ts';
import { captchas } from '../src/modules/account/tables.ts';
import { openSession } from '../src/modules/account/tokens.service.ts';
import {
  auditLogs,
  cargoTypes,
  commonFiles,
  currencies,
  expenseTypes,
  organizes,
  roles,
  siteHosts,
  templates,
  sites,
  transferQuotations,
  typeOfShippings,
  userMessages as messageRows,
  users,
  valueAddedServiceGroups,
  valueAddedServices,
  warehousePartitions,
  warehouseQuotations,
  warehouses,
  warehousingQuotations,
} from '../src/db/schema.ts';
import { loadConfig } from '../src/platform/config.ts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp } from './helpers.ts';

/** The configuration of a server started with DATABASE_URL and nothing else. */
const postgresInstallation = () => loadConfig({ DATABASE_URL: 'postgres://db.example/lbo' });

/** A test that seeds the whole demo (two sites, every area's data) on PGlite: seconds on a quiet machine, more on a busy one. */
const DEMO_SEED_TIMEOUT_MS = 90_000;

describe('demo data only where asked for', () => {
  it('is on by default for the embedded database only; SEED_DEMO=true asks for it on PostgreSQL', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(postgresInstallation().seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/lbo', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('the embedded start still creates the demo sites and accounts, none of which must change its password', async () => {
    const t = await createTestApp();
    try {
      const first = await t.db.transaction((tx) => seedNewInstallation(tx, loadConfig({})));
      expect(first?.kind).toBe('demo');
      expect(first?.kind === 'demo' && first.accounts).toContainEqual(expect.objectContaining({ userName: 'platform', password: 'Admin@2026', loginType: 'backUserLogin' }));
      expect((await t.db.select({ n: count() }).from(sites))[0]?.n).toBe(2);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.mustChangePassword, true))).toEqual([]);

      // The demo operator works in the warehouse pages: lists them, moves goods, but deletes nothing.
      const [operator] = await t.db.select({ id: users.id, siteId: users.siteId }).from(users).where(eq(users.userName, 'operator')).limit(1);
      const token = t.services.tokens.signAccess({ userId: operator!.id, siteId: operator!.siteId, population: 'backstage', isSuperUser: false }, await openSession(t.db, operator!.id));
      const sidebar = await call(t, menus.getCurrentUserMenus, {}, { token });
      expect(sidebar.Data.Children.flatMap((m) => m.Children.map((c) => c.Name))).toEqual(expect.arrayContaining(['WarehousesIndex', 'WarehousePartitionsIndex', 'ShelvesIndex', 'ShippingAddressesIndex']));
      for (const list of [warehouse.getWarehouses, shelves.getShelves]) expect((await call(t, list, {}, { token })).Code).toBe(0);
      expect((await call(t, shelves.transferGoods, { Id: 999_999, TargetId: 999_998, Quantity: 1 }, { token })).status).toBe(200);
      expect((await call(t, warehouse.deleteWarehouse, { Id: 999_999 }, { token })).status).toBe(403);

      // Orders: the operator follows them (peer orders too), adds tracks, prints face sheets and invoices, and freezes; approving, billing and cancelling are the office's.
      // Picking: the lists, their own lists and the scan screen (claiming, printing, picking), not the rules nor the sorting.
      // Packing: the PackEdit screen and the packing list, not reopening.
      // Order warehouse transfer: followed, dispatched and received, not started nor cancelled.
      expect(sidebar.Data.Children.find((m) => m.Name === 'OrderCenter')?.Children.map((c) => c.Name)).toEqual(['LogisticsOrdersIndex', 'PeerOrdersIndex', 'PickingListIndex', 'PersonalPickingListIndex', 'PickingScanIndex', 'PackEdit', 'PackingsIndex', 'OrderWarehouseTransferIndex']);
      const transferKeys = (await call(t, user.getUserInfoDetailedInfo, {}, { token })).Data.Buttons.filter((k) => k.startsWith('OrderWarehouseTransfer.') || k.startsWith('TransferPlan'));
      expect(transferKeys.sort()).toEqual(['OrderWarehouseTransfer.Dispatch', 'OrderWarehouseTransfer.Receive', 'TransferPlan.Dispatch', 'TransferPlan.Receive', 'TransferPlanReceive.Receive']);
      expect((await call(t, transferPlans.addTransferPlan, { FromWarehouseId: 1, ToWarehouseId: 2, CourierNumbers: ['X'] }, { token })).status).toBe(403);
      expect((await call(t, pickingLists.getPickingLists, {}, { token })).Code).toBe(0);
      expect((await call(t, pickingLists.batchClaimPickingListCurrentUser, { Ids: [999_999] }, { token })).Code).toBe(4);
      expect((await call(t, pickingLists.sortingCompleted, { Id: 999_999 }, { token })).status).toBe(403);
      const operatorKeys = (await call(t, user.getUserInfoDetailedInfo, {}, { token })).Data.Buttons.filter((k) => k.startsWith('LogisticsOrder.'));
      expect(operatorKeys.sort()).toEqual(['LogisticsOrder.AddTrack', 'LogisticsOrder.Freeze', 'LogisticsOrder.PrintFaceSheet', 'LogisticsOrder.PrintInvoice', 'LogisticsOrder.Unfreeze']);
      const [alice] = await t.db.select({ id: users.id, siteId: users.siteId }).from(users).where(eq(users.userName, 'alice')).limit(1);
      const aliceToken = t.services.tokens.signAccess({ userId: alice!.id, siteId: alice!.siteId, population: 'user', isSuperUser: false }, await openSession(t.db, alice!.id));
      const portal = await call(t, menus.getCurrentUserMenus, {}, { token: aliceToken });
      expect(portal.Data.Children.find((m) => m.Name === 'OrderCenter')?.Children.map((c) => c.Name)).toEqual(['UserAddLogisticsOrderIndex', 'UserLogisticsOrdersIndex', 'UserRecipientInformationIndex']);
      expect((await call(t, user.getUserInfoDetailedInfo, {}, { token: aliceToken })).Data.Buttons).toEqual(expect.arrayContaining(['UserLogisticsOrder.Add', 'UserLogisticsOrder.Cancel']));
    } finally {
      await t.close();
    }
  }, DEMO_SEED_TIMEOUT_MS);
});

describe('demo data in the language of each demo site’s audience', () => {
  it('names warehouses, zones, lists, services, quotations, roles, organisations, templates, common files, messages and the demo staff and customer states in Simplified Chinese on Demo Express and Traditional Chinese on Harbor Forwarding', async () => {
    const t = await createTestApp();
    try {
      await t.db.transaction((tx) => seedNewInstallation(tx, loadConfig({})));
      const [demo, harbor] = await Promise.all(
        ['demo', 'harbor'].map(async (code) => {
          const [site] = await t.db.select({ id: sites.id, name: sites.siteName }).from(sites).where(eq(sites.code, code));
          const siteId = site!.id;
          const named = async (table: typeof warehouses | typeof warehousePartitions | typeof currencies | typeof typeOfShippings | typeof expenseTypes | typeof cargoTypes | typeof valueAddedServiceGroups | typeof valueAddedServices | typeof transferQuotations | typeof warehouseQuotations | typeof warehousingQuotations | typeof roles | typeof organizes) =>
            (await t.db.select({ name: table.name }).from(table).where(eq(table.siteId, siteId))).map((r) => r.name);
          return {
            site: site!.name,
            warehouses: await named(warehouses),
            zones: await named(warehousePartitions),
            currencies: await named(currencies),
            shippingMethods: await named(typeOfShippings),
            expenseTypes: await named(expenseTypes),
            cargoTypes: await named(cargoTypes),
            services: [...(await named(valueAddedServiceGroups)), ...(await named(valueAddedServices))],
            quotations: [...(await named(transferQuotations)), ...(await named(warehouseQuotations)), ...(await named(warehousingQuotations))],
            roles: await named(roles),
            organisations: await named(organizes),
            // A template's remarks may be empty; what it prints is checked on the face sheet below.
            templates: (await t.db.select({ name: templates.name, remarks: templates.remarks }).from(templates).where(eq(templates.siteId, siteId))).flatMap((r) => [r.name, ...(r.remarks ? [r.remarks] : [])]),
            files: (await t.db.select({ name: commonFiles.name, category: commonFiles.category, description: commonFiles.description }).from(commonFiles).where(eq(commonFiles.siteId, siteId))).flatMap((f) => [f.name, f.category, f.description]),
            messages: (await t.db.select({ title: messageRows.title, message: messageRows.message }).from(messageRows).where(eq(messageRows.siteId, siteId))).flatMap((m) => [m.title, m.message]),
            // Staff are named by their job, a customer in a special state says so beside the name.
            people: (await t.db.select({ nickName: users.nickName }).from(users).where(and(eq(users.siteId, siteId), inArray(users.userName, ['admin', 'operator', 'packer', 'carol', 'dave', 'erin', 'frank'])))).map((u) => u.nickName),
          };
        }),
      );
      // Every stored name reads in Chinese (brands and codes such as VIP or EMS may stand inside it).
      const notChinese = (shown: Record<string, string | string[]>) => Object.values(shown).flat().filter((name) => !/\p{Script=Han}/u.test(name));
      expect(notChinese(demo!)).toEqual([]);
      expect(notChinese(harbor!)).toEqual([]);
      expect(demo).toMatchObject({ site: '演示速运', warehouses: ['深圳宝安仓', '香港葵涌仓'], shippingMethods: expect.arrayContaining(['空运特快', '海运']), roles: expect.arrayContaining(['站点管理员', '仓库操作员', '客户']) });
      expect(harbor).toMatchObject({ site: '港灣轉運', warehouses: ['深圳寶安倉', '香港葵涌倉'], shippingMethods: expect.arrayContaining(['空運特快', '海運']), roles: expect.arrayContaining(['站點管理員', '倉庫作業員', '客戶']) });
      expect(demo).toMatchObject({ organisations: expect.arrayContaining(['总部', '收货组', 'VIP 客户']), templates: expect.arrayContaining(['面单 100 × 150', '热敏标签打印机']), files: expect.arrayContaining(['2026 年价目表', '价格']) });
      expect(harbor).toMatchObject({ organisations: expect.arrayContaining(['總部', '收貨組', 'VIP 客戶']), templates: expect.arrayContaining(['面單 100 × 150', '熱感標籤印表機']), files: expect.arrayContaining(['2026 年價目表', '價格']) });
      const [faceSheet] = await t.db.select({ content: templates.content }).from(templates).where(eq(templates.name, '面單 100 × 150'));
      expect(faceSheet!.content).toContain('收件人');
      // Its words, not its {{Placeholders}}, are in the site's language.
      expect(faceSheet!.content.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/\b(To|From|Order|Weight)\b/);
      expect(demo!.people).toEqual(expect.arrayContaining(['打包员', 'Carol（已冻结）']));
      expect(harbor!.people).toEqual(expect.arrayContaining(['包裝員', 'Carol（已凍結）']));
      expect(demo!.messages).toContain('欢迎使用演示速运（1）');
      expect(harbor!.messages).toContain('歡迎使用港灣轉運（1）');
    } finally {
      await t.close();
    }
  }, DEMO_SEED_TIMEOUT_MS);
});

describe('a PostgreSQL installation: one platform administrator who must change the password', () => {
  let t: TestApp;
  let password = '';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verifiedCaptcha = async () => {
    const key = crypto.randomUUID();
    await t.db.insert(captchas).values({ key, answerX: 100, expiresAt: new Date(Date.now() + 120_000), verifiedAt: new Date(), verifiedX: 100 });
    return { Captcha: '100', CaptchaKey: key };
  };
  const signIn = async (secret: string) =>
    call(t, account.login, { UserName: 'admin', Password: encrypt(t, secret), ...(await verifiedCaptcha()) }, { host: 'localhost:8080', address: '198.51.100.7' });

  it('creates no site and one super user with a strong generated password, on the console host; a second start adds nothing', async () => {
    const first = await t.db.transaction((tx) => seedNewInstallation(tx, postgresInstallation()));
    expect(first).toMatchObject({ kind: 'administrator', userName: 'admin', host: 'localhost', generated: true });
    if (first?.kind !== 'administrator') throw new Error('no administrator');
    password = first.password;
    expect(password).toHaveLength(16);
    expect(checkPassword(password)).toBeNull();
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);

    expect((await t.db.select({ n: count() }).from(sites))[0]?.n).toBe(0);
    const people = await t.db.select({ userName: users.userName, siteId: users.siteId, isSuperUser: users.isSuperUser, mustChangePassword: users.mustChangePassword }).from(users);
    expect(people).toEqual([{ userName: 'admin', siteId: null, isSuperUser: true, mustChangePassword: true }]);
    expect(await t.db.select({ host: siteHosts.host, siteId: siteHosts.siteId }).from(siteHosts)).toEqual([{ host: 'localhost', siteId: null }]);

    expect(await t.db.transaction((tx) => seedNewInstallation(tx, postgresInstallation()))).toBeNull();
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('takes the name and password from ADMIN_USER_NAME and ADMIN_PASSWORD, and refuses a password breaking the rule', async () => {
    const other = await createTestApp();
    try {
      const weak = loadConfig({ DATABASE_URL: 'postgres://db.example/lbo', ADMIN_PASSWORD: '123456' });
      await expect(other.db.transaction((tx) => seedNewInstallation(tx, weak))).rejects.toThrow('ADMIN_PASSWORD: 6 to 16 characters');
      const given = loadConfig({ DATABASE_URL: 'postgres://db.example/lbo', ADMIN_USER_NAME: 'boss', ADMIN_PASSWORD: 'Given#Pass1', PLATFORM_HOST: 'console.example.com' });
      expect(await other.db.transaction((tx) => seedNewInstallation(tx, given))).toEqual({
        kind: 'administrator',
        userName: 'boss',
        host: 'console.example.com',
        password: 'Given#Pass1',
        generated: false,
      });
      expect(await other.db.select({ mustChangePassword: users.mustChangePassword }).from(users)).toEqual([{ mustChangePassword: true }]);
    } finally {
      await other.close();
    }
  });

  it('refuses every call but the own user info and the password change until the password is changed; then everything works', async () => {
    const signedIn = await signIn(password);
    expect(signedIn.Code).toBe(0);
    const token = signedIn.Data.AccessToken;

    const info = await call(t, user.getUserInfoDetailedInfo, {}, { token });
    expect(info.Code).toBe(0);
    expect(info.Data).toMatchObject({ IsSuperUser: true, SiteId: null, MustChangePassword: true });

    const menu = await call(t, menus.getCurrentUserMenus, {}, { token, language: '1' });
    expect(menu).toMatchObject({ status: 403, Code: ErrorCode.PasswordChangeRequired, Message: '请先修改初始密码，修改后才能继续使用系统', Data: null });
    const read = await call(t, userMessages.getUserMessages, { index: 1, size: 10 }, { token, language: '2' });
    expect(read).toMatchObject({ Code: ErrorCode.PasswordChangeRequired, Message: '請先修改初始密碼，修改後才能繼續使用系統' });
    const write = await call(t, userConfiguration.editUserConfigure, { PickingListColumns: 4, PickingListRows: 10 }, { token });
    expect(write).toMatchObject({ Code: ErrorCode.PasswordChangeRequired, Message: 'Change your initial password first; nothing else can be done until you have' });

    const change = (body: Record<string, unknown>) => call(t, user.changePassword, body, { token });
    const wrong = await change({ CurrentPassword: 'Not#Mine1', Password: 'Fresh#Pass1', ConfirmPassword: 'Fresh#Pass1' });
    expect(wrong).toMatchObject({ Code: ErrorCode.InvalidInput, Message: 'CurrentPassword: is not your current password' });
    const same = await change({ CurrentPassword: password, Password: password, ConfirmPassword: password });
    expect(same).toMatchObject({ Code: ErrorCode.InvalidInput, Message: 'Password: must differ from the current password' });
    const unconfirmed = await change({ CurrentPassword: password, Password: 'Fresh#Pass1', ConfirmPassword: 'Fresh#Pass2' });
    expect(unconfirmed.Code).toBe(ErrorCode.InvalidInput);
    expect(unconfirmed.Message).toContain('ConfirmPassword');
    expect((await call(t, menus.getCurrentUserMenus, {}, { token })).Code).toBe(ErrorCode.PasswordChangeRequired);

    const changed = await change({ CurrentPassword: password, Password: 'Fresh#Pass1', ConfirmPassword: 'Fresh#Pass1' });
    expect(changed.Code).toBe(0);
    // Every other session ended: the refresh token of the first sign-in is spent.
    expect((await call(t, account.refreshToken, { Token: signedIn.Data.RefreshToken })).Code).not.toBe(0);
    const renewed = changed.Data.AccessToken;

    expect((await call(t, user.getUserInfoDetailedInfo, {}, { token: renewed })).Data.MustChangePassword).toBe(false);
    const menuAfter = await call(t, menus.getCurrentUserMenus, {}, { token: renewed });
    expect(menuAfter.Code).toBe(0);
    expect(menuAfter.Data.Children.map((m) => m.Name)).toContain('SiteManagement');
    expect((await call(t, userMessages.getUserMessages, { index: 1, size: 10 }, { token: renewed })).Code).toBe(0);
    expect((await call(t, userConfiguration.editUserConfigure, { PickingListColumns: 4, PickingListRows: 10 }, { token: renewed })).Code).toBe(0);
    expect((await call(t, account.refreshToken, { Token: changed.Data.RefreshToken })).Code).toBe(0);

    expect((await signIn(password)).Code).not.toBe(0);
    expect((await signIn('Fresh#Pass1')).Code).toBe(0);
  });
});

describe('/User/ChangePassword for any signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes the password of a customer and of site staff, each in their own scope, and records it in the account history', async () => {
    const site = await createSite(t.db);
    for (const type of ['user', 'backstage'] as const) {
      const who = await createUser(t, { site, type, values: { mustChangePassword: true } });
      const res = await call(t, user.changePassword, { CurrentPassword: who.password, Password: 'Fresh#Pass1', ConfirmPassword: 'Fresh#Pass1' }, { token: who.token });
      expect(res.Code).toBe(0);
      expect((await call(t, user.getUserInfoDetailedInfo, {}, { token: res.Data.AccessToken })).Data.MustChangePassword).toBe(false);
      const history = await t.db.select({ action: auditLogs.action, actorId: auditLogs.actorId, siteId: auditLogs.siteId }).from(auditLogs).where(eq(auditLogs.entityId, String(who.id)));
      expect(history).toEqual([{ action: 'ChangePassword', actorId: who.id, siteId: site.id }]);
    }
  });
});
