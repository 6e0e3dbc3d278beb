import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { account, ErrorCode, user as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs, roles, userRoles, users } from '../access/tables.ts';
import { organizes, userOrganizes } from '../organizes/tables.ts';
import { sites } from '../sites/tables.ts';
import { userAvailableSites } from './tables.ts';
import { wallets } from '../wallets/tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
/** grants every call, not a super user */
let admin: TestUser;
let superAdmin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;
let customerRole: number;
let vipRole: number;
let staffRole: number;
let otherSiteCustomerRole: number;
let customersOrg: number;
let staffOrg: number;

const insertRole = async (siteId: number | null, population: 1 | 2, name: string) =>
  (await t.db.insert(roles).values({ siteId, population, name, code: `${name}-${siteId}` }).returning({ id: roles.id }))[0]!.id;
const insertOrganize = async (siteId: number, population: 1 | 2, name: string) =>
  (await t.db.insert(organizes).values({ siteId, population, name, type: 1 }).returning({ id: organizes.id }))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db, { siteName: 'Demo Express' });
  otherSite = await createSite(t.db, { siteName: 'Harbor Forwarding' });
  admin = await createUser(t, { site, grants: 'all' });
  superAdmin = await createUser(t, { site, grants: 'all', isSuperUser: true });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all', isSuperUser: true });
  customerRole = await insertRole(site.id, 2, 'Customer');
  vipRole = await insertRole(site.id, 2, 'VIP');
  staffRole = await insertRole(site.id, 1, 'Packer');
  otherSiteCustomerRole = await insertRole(otherSite.id, 2, 'Customer');
  customersOrg = await insertOrganize(site.id, 2, 'Customers');
  staffOrg = await insertOrganize(site.id, 1, 'Packing team');
});
afterAll(() => t.close());

let seq = 0;
const uniqueName = (prefix = 'cust') => `${prefix}${++seq}`;
const nextPhone = () => `1370000${String(++seq).padStart(4, '0')}`;

const customerBody = (extra: Record<string, unknown> = {}) => ({ UserName: uniqueName(), Password: 'Parcel#2026', ConfirmPassword: 'Parcel#2026', ...extra });

async function establishCustomer(by: TestUser, extra: Record<string, unknown> = {}) {
  const res = await call(t, api.establishSiteUser, customerBody(extra), { token: by.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
}

const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('establish and read', () => {
  it('creates a customer with every field, lists, reads and signs them in', async () => {
    const userName = uniqueName('Lee');
    const phone = nextPhone();
    const created = await establishCustomer(admin, {
      UserName: userName,
      NickName: 'Lee Wen',
      Email: 'lee@example.com',
      EmailConfirmed: true,
      PhoneCode: '86',
      PhoneNumber: phone,
      Gender: 2,
      BirthDate: '1990-04-01',
      Referrer: 'alice',
      RoleIds: [customerRole, vipRole],
      OrganizeIds: [customersOrg],
      IsCreditAmount: true,
      CreditAmount: '500.50',
      CashOnDeliveryAmount: '800',
    });
    // The member number customers write on their parcels is generated from the id.
    expect(created.Number).toBe(`C${String(created.Id).padStart(6, '0')}`);

    const list = await call(t, api.getSiteUsers, { UserName: userName.toUpperCase() }, { token: admin.token });
    expect(list.Data.Total).toBe(1);
    expect(list.Data.Data[0]).toMatchObject({
      Id: created.Id,
      SiteName: 'Demo Express',
      AccountTypeCode: 2,
      NickName: 'Lee Wen',
      PhoneNumber: phone,
      IsEnabled: true,
      IsFrozen: false,
      IsLocked: false,
      Roles: [{ Id: customerRole, Name: 'Customer' }, { Id: vipRole, Name: 'VIP' }],
      Organizes: [{ Id: customersOrg, Name: 'Customers' }],
      Balance: '0.00',
      IsCreditAmount: true,
      CreditAmount: '500.50',
    });

    const info = await call(t, api.getEditSiteUserInfo, { Id: created.Id }, { token: admin.token });
    expect(info.Data).toEqual({
      Id: created.Id,
      SiteId: site.id,
      Number: created.Number,
      UserName: userName,
      NickName: 'Lee Wen',
      Avatar: '',
      Email: 'lee@example.com',
      EmailConfirmed: true,
      PhoneCode: '86',
      PhoneNumber: phone,
      PhoneNumberConfirmed: false,
      Gender: 2,
      BirthDate: '1990-04-01',
      IsLockoutEnabled: true,
      IsEnabled: true,
      IsSuperUser: false,
      Referrer: 'alice',
      MainUserId: null,
      MainUserName: '',
      RoleIds: [customerRole, vipRole],
      OrganizeIds: [customersOrg],
      SiteIds: [],
      SiteJoinWarehouseIds: [],
      IsCreditAmount: true,
      CreditAmount: '500.50',
      CashOnDeliveryAmount: '800.00',
    });

    // Wallet figures are the wallet's (modules/wallets), derived exactly: 120.25 owed of a 500.50 credit line.
    const [{ siteId }] = (await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, created.Id))) as [{ siteId: number }];
    await t.db.insert(wallets).values({ siteId, ownerId: created.Id, currencyCode: 'CNY', creditUsed: '120.25', isCredit: true, creditLimit: '500.50', arrearsAt: new Date('2026-01-02T03:04:05Z') });
    const detail = await call(t, api.getSiteUserById, { Id: created.Id }, { token: admin.token });
    expect(detail.Data).toMatchObject({
      Balance: '-120.25',
      Arrears: '120.25',
      ArrearsTime: '2026-01-02T03:04:05.000Z',
      CreditAmount: '500.50',
      CreditArrears: '120.25',
      CreditBalance: '380.25',
      SiteName: 'Demo Express',
      IsLocked: false,
      Roles: [{ Id: customerRole, Name: 'Customer' }, { Id: vipRole, Name: 'VIP' }],
    });
    expect(detail.Data.Audits).toMatchObject([{ Action: 'Establish', ActorName: admin.userName }]);
    expect(JSON.stringify(detail.Data.Audits)).not.toMatch(/argon2|Parcel#2026/);

    const signIn = await call(t, account.loginUser, { UserName: userName, Password: encrypt(t, 'Parcel#2026') }, { host: site.host, address: '10.9.0.1' });
    expect(signIn.Code).toBe(0);
  });

  it('gives a customer created without roles or organisations the site’s defaults', async () => {
    await t.db.update(sites).set({ defaultRoleId: customerRole, defaultOrganizationId: customersOrg }).where(eq(sites.id, site.id));
    const created = await establishCustomer(admin);
    const info = await call(t, api.getEditSiteUserInfo, { Id: created.Id }, { token: admin.token });
    expect([info.Data.RoleIds, info.Data.OrganizeIds]).toEqual([[customerRole], [customersOrg]]);
    // A chosen role replaces the default.
    const chosen = await establishCustomer(admin, { RoleIds: [vipRole] });
    expect((await call(t, api.getEditSiteUserInfo, { Id: chosen.Id }, { token: admin.token })).Data.RoleIds).toEqual([vipRole]);
    await t.db.update(sites).set({ defaultRoleId: null, defaultOrganizationId: null }).where(eq(sites.id, site.id));
  });

  it('creates back-office staff with a staff number, their roles and organisations, on their side only', async () => {
    const res = await call(t, api.establishBackstageUser, customerBody({ UserName: uniqueName('packer'), RoleIds: [staffRole], OrganizeIds: [staffOrg] }), { token: admin.token });
    expect(res.Code).toBe(0);
    expect(res.Data.Number).toBe(`S${String(res.Data.Id).padStart(6, '0')}`);
    expect((await row(res.Data.Id))!.accountType).toBe(1);
    expect((await call(t, api.getEditSiteUserInfo, { Id: res.Data.Id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const staffList = await call(t, api.getBackstageUsers, { RoleId: staffRole }, { token: admin.token });
    expect(staffList.Data.Data.map((u) => u.Id)).toEqual([res.Data.Id]);
    // A customer role is not a staff role.
    const wrongSide = await call(t, api.establishBackstageUser, customerBody({ RoleIds: [customerRole] }), { token: admin.token });
    expect([wrongSide.Code, wrongSide.Message]).toEqual([ErrorCode.InvalidInput, `RoleIds: role ${customerRole} does not exist in this site and population`]);
  });

  it('filters the list by state, role, organisation and text', async () => {
    const frozen = await establishCustomer(admin, { NickName: 'Filter frozen', OrganizeIds: [customersOrg] });
    const disabled = await establishCustomer(admin, { NickName: 'Filter disabled', IsEnabled: false, RoleIds: [vipRole] });
    await t.db.update(users).set({ isFrozen: true }).where(eq(users.id, frozen.Id));
    const ids = async (q: Record<string, unknown>) => (await call(t, api.getSiteUsers, { NickName: 'filter', ...q }, { token: admin.token })).Data.Data.map((u) => u.Id);
    expect(await ids({ IsFrozen: true })).toEqual([frozen.Id]);
    expect(await ids({ IsEnabled: false })).toEqual([disabled.Id]);
    expect(await ids({ RoleId: vipRole })).toEqual([disabled.Id]);
    expect(await ids({ OrganizeId: customersOrg })).toEqual([frozen.Id]);
    expect(await ids({})).toEqual([disabled.Id, frozen.Id]);
    expect(await ids({ Number: frozen.Number })).toEqual([frozen.Id]);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each field breaking its rule, and writes nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: undefined }, 'UserName: cannot be empty'],
      [{ UserName: 'li lei' }, 'UserName: letters and digits only'],
      [{ UserName: 'x'.repeat(65) }, 'UserName'],
      [{ Password: 'abcdefgh', ConfirmPassword: 'abcdefgh' }, 'Password: 6 to 16 characters combining at least two of digits, letters and symbols'],
      [{ ConfirmPassword: 'Parcel#2027' }, 'ConfirmPassword: does not match the password'],
      [{ Email: 'lee@' }, 'Email: not a valid email address'],
      [{ PhoneCode: '86', PhoneNumber: '12345' }, 'PhoneNumber: not a valid mobile number for the area code'],
      [{ PhoneCode: '+86' }, 'PhoneCode: has the wrong format'],
      [{ Number: 'C 01' }, "Number: no spaces or special characters ~!@#$%^&*<>|'"],
      [{ Gender: 3 }, 'Gender: is not an allowed value'],
      [{ BirthDate: '01/04/1990' }, 'BirthDate: date must be yyyy-MM-dd HH:mm:ss'],
      [{ CreditAmount: '-5' }, 'CreditAmount: cannot be negative'],
      [{ CreditAmount: '1.234' }, 'CreditAmount: too many decimal places'],
      [{ CreditAmount: '1234567890123' }, 'CreditAmount: at most 12 digits before the decimal point'],
      [{ MainUserId: 'x' }, 'MainUserId: must be a valid number'],
      [{ RoleIds: [otherSiteCustomerRole] }, `RoleIds: role ${otherSiteCustomerRole} does not exist in this site and population`],
      [{ OrganizeIds: [staffOrg] }, `OrganizeIds: organisation ${staffOrg} does not exist in this site and population`],
    ];
    for (const [extra, message] of cases) {
      const res = await call(t, api.establishSiteUser, customerBody(extra), { token: admin.token });
      expect([res.status, res.Code], JSON.stringify(extra)).toEqual([200, ErrorCode.InvalidInput]);
      expect(res.Message.startsWith(message), `${res.Message} / ${message}`).toBe(true);
    }
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('answers in the caller’s language', async () => {
    const zh = await call(t, api.establishSiteUser, customerBody({ ConfirmPassword: 'x1234567' }), { token: admin.token, language: '1' });
    expect(zh.Message).toBe('ConfirmPassword：两次输入的密码不一致');
    const tw = await call(t, api.establishSiteUser, customerBody({ UserName: 'a-b' }), { token: admin.token, language: '2' });
    expect(tw.Message).toBe('UserName：只能包含字母和數字');
  });

  it('refuses a taken number, user name (any case) or phone in the site, and allows them elsewhere', async () => {
    const phone = nextPhone();
    const first = await establishCustomer(admin, { UserName: 'HarborFan', Number: 'VIP-001', PhoneCode: '86', PhoneNumber: phone });
    const cases: [Record<string, unknown>, string][] = [
      [{ Number: 'VIP-001' }, 'Number: this number is already used by another account of the site'],
      [{ UserName: 'harborfan' }, 'UserName: this user name is taken'],
      [{ PhoneCode: '86', PhoneNumber: phone }, 'PhoneNumber: this phone number is taken'],
    ];
    for (const [extra, message] of cases) {
      const res = await call(t, api.establishSiteUser, customerBody(extra), { token: admin.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, message]);
    }
    // Staff may use a customer's user name; another site may use all of it.
    expect((await call(t, api.establishBackstageUser, customerBody({ UserName: 'HarborFan' }), { token: admin.token })).Code).toBe(0);
    await establishCustomer(otherAdmin, { UserName: 'HarborFan', Number: 'VIP-001', PhoneCode: '86', PhoneNumber: phone });
    // Saving the account itself with its own values is no conflict.
    const info = await call(t, api.getEditSiteUserInfo, { Id: first.Id }, { token: admin.token });
    expect((await call(t, api.editSiteUser, { ...info.Data, NickName: 'Fan' }, { token: admin.token })).Code).toBe(0);
  });
});

describe('edit', () => {
  it('saves the fields, replaces roles and organisations, audits before and after, and tells the account its permissions changed', async () => {
    const created = await establishCustomer(admin, { RoleIds: [customerRole], CreditAmount: '100' });
    const push = vi.spyOn(t.services.hub, 'pushToUsers');
    const info = (await call(t, api.getEditSiteUserInfo, { Id: created.Id }, { token: admin.token })).Data;
    const res = await call(
      t,
      api.editSiteUser,
      { ...info, NickName: 'Renamed', RoleIds: [vipRole], OrganizeIds: [customersOrg], CreditAmount: '250.75', IsCreditAmount: true, Number: 'C-SPECIAL' },
      { token: admin.token },
    );
    expect(res.Code).toBe(0);
    expect(res.Data).toMatchObject({ NickName: 'Renamed', RoleIds: [vipRole], OrganizeIds: [customersOrg], CreditAmount: '250.75', Number: 'C-SPECIAL' });
    expect(push).toHaveBeenCalledWith([created.Id], expect.objectContaining({ InfoType: 'UserPermissionChange' }));
    push.mockRestore();
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'User'), eq(auditLogs.entityId, String(created.Id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({
      siteId: site.id,
      actorId: admin.id,
      before: { CreditAmount: '100.00', RoleIds: [customerRole], IsCreditAmount: false },
      after: { CreditAmount: '250.75', RoleIds: [vipRole], IsCreditAmount: true },
    });
    expect(JSON.stringify(audit)).not.toMatch(/argon2/);
  });

  it('does not push when roles and the super-user flag stay the same', async () => {
    const created = await establishCustomer(admin, { RoleIds: [customerRole] });
    const push = vi.spyOn(t.services.hub, 'pushToUsers');
    const info = (await call(t, api.getEditSiteUserInfo, { Id: created.Id }, { token: admin.token })).Data;
    expect((await call(t, api.editSiteUser, { ...info, NickName: 'Same roles' }, { token: admin.token })).Code).toBe(0);
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });

  it('refuses disabling yourself', async () => {
    const info = (await call(t, api.getEditBackstageUserInfo, { Id: admin.id }, { token: admin.token })).Data;
    const res = await call(t, api.editBackstageUser, { ...info, IsEnabled: false }, { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'You cannot lock, freeze or disable your own account']);
    expect((await row(admin.id))!.isEnabled).toBe(true);
  });
});

describe('super users', () => {
  it('only a super user grants the flag or changes a super user’s account', async () => {
    const grant = await call(t, api.establishBackstageUser, customerBody({ IsSuperUser: true }), { token: admin.token });
    expect([grant.Code, grant.Message]).toEqual([ErrorCode.InvalidInput, 'IsSuperUser: only a super user may grant or take away the super-user flag']);
    const granted = await call(t, api.establishBackstageUser, customerBody({ UserName: uniqueName('boss'), IsSuperUser: true }), { token: superAdmin.token });
    expect(granted.Code).toBe(0);
    const boss = granted.Data.Id;
    const info = (await call(t, api.getEditBackstageUserInfo, { Id: boss }, { token: admin.token })).Data;
    const edit = await call(t, api.editBackstageUser, { ...info, NickName: 'Taken over' }, { token: admin.token });
    expect([edit.Code, edit.Message]).toEqual([ErrorCode.BusinessRule, `Only a super user may change, lock or delete the super user “${info.UserName}”`]);
    const remove = await call(t, api.deleteBackstageUser, { Id: boss }, { token: admin.token });
    expect(remove.Code).toBe(ErrorCode.BusinessRule);
    const reset = await call(t, api.resetUserPassword, { Id: boss, Password: 'Taken#123', ConfirmPassword: 'Taken#123' }, { token: admin.token });
    expect(reset.Code).toBe(ErrorCode.BusinessRule);
    // Promoting someone is refused too, without changing anything.
    const plain = await call(t, api.establishBackstageUser, customerBody(), { token: admin.token });
    const plainInfo = (await call(t, api.getEditBackstageUserInfo, { Id: plain.Data.Id }, { token: admin.token })).Data;
    expect((await call(t, api.editBackstageUser, { ...plainInfo, IsSuperUser: true }, { token: admin.token })).Code).toBe(ErrorCode.InvalidInput);
    expect((await row(plain.Data.Id))!.isSuperUser).toBe(false);
    expect((await call(t, api.deleteBackstageUser, { Id: boss }, { token: superAdmin.token })).Code).toBe(0);
  });
});

describe('sub-accounts', () => {
  it('links a sub-account to a main account, lists it on the main account, and keeps the chain one level deep', async () => {
    const main = await establishCustomer(admin, { NickName: 'Main shop' });
    const sub = await establishCustomer(admin, { NickName: 'Branch', MainUserId: main.Id });
    const detail = await call(t, api.getSiteUserById, { Id: main.Id }, { token: admin.token });
    expect(detail.Data.SubAccounts).toMatchObject([{ Id: sub.Id, NickName: 'Branch', IsEnabled: true }]);
    const subRow = (await call(t, api.getSiteUsers, { NickName: 'Branch' }, { token: admin.token })).Data.Data.find((u) => u.Id === sub.Id)!;
    expect(subRow.MainUserId).toBe(main.Id);
    expect((await call(t, api.getSiteUsers, { NickName: 'Main shop' }, { token: admin.token })).Data.Data[0]!.SubAccountCount).toBe(1);

    const underSub = await call(t, api.establishSiteUser, customerBody({ MainUserId: sub.Id }), { token: admin.token });
    expect([underSub.Code, underSub.Message]).toEqual([
      ErrorCode.InvalidInput,
      'MainUserId: the main account must be another main account of the same site and population (a sub-account cannot have sub-accounts)',
    ]);
    const staffMain = await call(t, api.establishSiteUser, customerBody({ MainUserId: admin.id }), { token: admin.token });
    expect(staffMain.Code).toBe(ErrorCode.InvalidInput);
    const mainInfo = (await call(t, api.getEditSiteUserInfo, { Id: main.Id }, { token: admin.token })).Data;
    const other = await establishCustomer(admin);
    const mainBecomesSub = await call(t, api.editSiteUser, { ...mainInfo, MainUserId: other.Id }, { token: admin.token });
    expect([mainBecomesSub.Code, mainBecomesSub.Message]).toEqual([ErrorCode.InvalidInput, 'MainUserId: this account has 1 sub-account(s) of its own, so it cannot become a sub-account']);
    const itself = await call(t, api.editSiteUser, { ...mainInfo, MainUserId: main.Id }, { token: admin.token });
    expect(itself.Code).toBe(ErrorCode.InvalidInput);

    const removeMain = await call(t, api.deleteSiteUser, { Id: main.Id }, { token: admin.token });
    expect([removeMain.Code, removeMain.Message]).toEqual([ErrorCode.BusinessRule, `The account “${mainInfo.UserName}” still has 1 sub-account(s); delete or move them first`]);
    expect(await row(main.Id)).toBeDefined();
    expect((await call(t, api.deleteSiteUser, { Id: sub.Id }, { token: admin.token })).Code).toBe(0);
    expect((await call(t, api.deleteSiteUser, { Id: main.Id }, { token: admin.token })).Code).toBe(0);
  });
});

describe('delete', () => {
  it('deletes an account with its memberships and records it', async () => {
    const created = await establishCustomer(admin, { RoleIds: [customerRole], OrganizeIds: [customersOrg] });
    expect((await call(t, api.deleteSiteUser, { Id: created.Id }, { token: admin.token })).Code).toBe(0);
    expect(await row(created.Id)).toBeUndefined();
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, created.Id))).toEqual([]);
    expect(await t.db.select().from(userOrganizes).where(eq(userOrganizes.userId, created.Id))).toEqual([]);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, String(created.Id)), eq(auditLogs.action, 'Delete')));
    expect(audit).toMatchObject({ entity: 'User', actorId: admin.id, before: { Number: created.Number }, after: null });
  });

  it('refuses deleting yourself, and an account still holding or owing money', async () => {
    const self = await call(t, api.deleteBackstageUser, { Id: admin.id }, { token: admin.token });
    expect([self.Code, self.Message]).toEqual([ErrorCode.BusinessRule, 'You cannot delete your own account']);
    const created = await establishCustomer(admin);
    const [{ siteId }] = (await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, created.Id))) as [{ siteId: number }];
    await t.db.insert(wallets).values({ siteId, ownerId: created.Id, currencyCode: 'CNY', creditUsed: '0.5', isCredit: true, creditLimit: '1' });
    const owing = await call(t, api.deleteSiteUser, { Id: created.Id }, { token: admin.token });
    expect(owing.Message).toMatch(/has a balance of -0\.50; an account whose balance is not 0 cannot be deleted$/);
    expect(await row(created.Id)).toBeDefined();
  });
});

describe('access', () => {
  it('never shows or changes another site’s accounts', async () => {
    const theirs = await establishCustomer(otherAdmin, { NickName: 'Their customer' });
    expect((await call(t, api.getSiteUsers, { rows: 100 }, { token: admin.token })).Data.Data.map((u) => u.Id)).not.toContain(theirs.Id);
    for (const c of [api.getEditSiteUserInfo, api.getSiteUserById, api.deleteSiteUser, api.freezeUser, api.disableUser, api.lockUser, api.unlockUser]) {
      expect((await call(t, c, { Id: theirs.Id }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    const info = (await call(t, api.getEditSiteUserInfo, { Id: theirs.Id }, { token: otherAdmin.token })).Data;
    expect((await call(t, api.editSiteUser, { ...info, NickName: 'Mine now', RoleIds: [], OrganizeIds: [] }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.resetUserPassword, { Id: theirs.Id, Password: 'Taken#123', ConfirmPassword: 'Taken#123' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const sub = await call(t, api.establishSiteUser, customerBody({ MainUserId: theirs.Id }), { token: admin.token });
    expect(sub.Code).toBe(ErrorCode.InvalidInput);
    expect(await row(theirs.Id)).toMatchObject({ nickName: 'Their customer', isFrozen: false, isEnabled: true });
  });

  it('lets platform staff work on any site, naming the site of a new customer, and alone choose staff’s available sites', async () => {
    const noSite = await call(t, api.establishSiteUser, customerBody(), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site of a site user']);
    const unknownSite = await call(t, api.establishSiteUser, customerBody({ SiteId: 999_999 }), { token: platform.token });
    expect(unknownSite.Message).toBe('SiteId: site 999999 does not exist');
    const created = await call(t, api.establishSiteUser, customerBody({ SiteId: otherSite.id, RoleIds: [otherSiteCustomerRole] }), { token: platform.token });
    expect(created.Code).toBe(0);
    expect((await row(created.Data.Id))!.siteId).toBe(otherSite.id);
    expect((await call(t, api.getSiteUsers, { SiteId: otherSite.id, rows: 100 }, { token: platform.token })).Data.Data.map((u) => u.Id)).toContain(created.Data.Id);

    const staff = await call(t, api.establishBackstageUser, customerBody({ SiteId: site.id, SiteIds: [otherSite.id] }), { token: platform.token });
    expect(staff.Code).toBe(0);
    expect(await t.db.select({ availableSiteId: userAvailableSites.availableSiteId, siteId: userAvailableSites.siteId }).from(userAvailableSites).where(eq(userAvailableSites.userId, staff.Data.Id))).toEqual([
      { availableSiteId: otherSite.id, siteId: site.id },
    ]);
    // The site's admin sees the choice but cannot change it; saving it unchanged is fine.
    const info = (await call(t, api.getEditBackstageUserInfo, { Id: staff.Data.Id }, { token: admin.token })).Data;
    expect(info.SiteIds).toEqual([otherSite.id]);
    expect((await call(t, api.editBackstageUser, { ...info, NickName: 'Kept' }, { token: admin.token })).Code).toBe(0);
    const change = await call(t, api.editBackstageUser, { ...info, SiteIds: [] }, { token: admin.token });
    expect([change.Code, change.Message]).toEqual([ErrorCode.InvalidInput, 'SiteIds: only platform staff may choose the sites a staff member can use']);
    const siteAdminChoice = await call(t, api.establishBackstageUser, customerBody({ SiteIds: [otherSite.id] }), { token: admin.token });
    expect(siteAdminChoice.Code).toBe(ErrorCode.InvalidInput);
  });

  it('refuses staff without the API permission (403) for every call, and portal users (403)', async () => {
    const noGrant = await createUser(t, { site, grants: [api.getSelectTableUsers] });
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const target = await establishCustomer(admin);
    const calls = [
      api.getSiteUsers, api.establishSiteUser, api.getEditSiteUserInfo, api.editSiteUser, api.deleteSiteUser, api.getSiteUserById,
      api.getBackstageUsers, api.establishBackstageUser, api.getEditBackstageUserInfo, api.editBackstageUser, api.deleteBackstageUser, api.getBackstageUserById,
      api.lockUser, api.unlockUser, api.freezeUser, api.unfreezeUser, api.enableUser, api.disableUser, api.resetUserPassword,
    ];
    for (const c of calls) {
      const body = { Id: target.Id, ...customerBody() };
      const refused = await call(t, c, body, { token: noGrant.token });
      expect([refused.status, refused.Code, refused.Message], c.path).toEqual([403, 1, 'You do not have permission for this action']);
      const portal = await call(t, c, body, { token: customer.token });
      expect([portal.status, portal.Code, portal.Message], c.path).toEqual([403, 1, 'This kind of account cannot use this function']);
    }
    expect(await row(target.Id)).toMatchObject({ isEnabled: true, isFrozen: false, lockoutEnd: null });
  });
});
