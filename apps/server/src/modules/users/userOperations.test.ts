import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { account, ErrorCode, user as api, userMessages } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { users } from '../access/tables.ts';
import { sessions } from '../account/tables.ts';

let t: TestApp;
let site: TestSite;
/** site staff granted every call, not a super user */
let admin: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db, { siteName: 'Demo Express' });
  admin = await createUser(t, { site, grants: 'all' });
  superAdmin = await createUser(t, { site, grants: 'all', isSuperUser: true });
});
afterAll(() => t.close());

let addressSeq = 0;
/** A remote address no other test uses, so failed sign-ins never make another test solve a puzzle. */
const nextAddress = () => `10.20.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const signIn = (who: TestUser, password = who.password, language: '1' | '2' | '3' = '3') =>
  call(t, who.accountType === 2 ? account.loginUser : account.login, { UserName: who.userName, Password: encrypt(t, password) }, { host: site.host, address: nextAddress(), language });

/** A customer signed in once: their access token and refresh token, as a browser holds them. */
async function signedInCustomer() {
  const customer = await createUser(t, { site, type: 'user', grants: [userMessages.getUserMessages] });
  const session = await signIn(customer);
  expect(session.Code).toBe(0);
  return { customer, ...session.Data };
}

/** The account's own call with its token still in hand. */
const ownMessages = (token: string) => call(t, userMessages.getUserMessages, {}, { token });
const SESSION_ENDED = 'You have signed out or your session was ended; please sign in again';
const refresh = (token: string) => call(t, account.refreshToken, { Token: token });
const liveSessions = async (userId: number) => (await t.db.select().from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))).length;

describe('lock and unlock', () => {
  it('locks indefinitely: sign-in is refused with a clear message, sessions end; unlocking lets the customer in again', async () => {
    const { customer, RefreshToken } = await signedInCustomer();
    expect((await call(t, api.lockUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    expect((await t.db.select({ lockoutEnd: users.lockoutEnd }).from(users).where(eq(users.id, customer.id)))[0]!.lockoutEnd!.getUTCFullYear()).toBe(9999);

    const refused = await signIn(customer);
    expect([refused.status, refused.Code, refused.Message]).toEqual([401, 1, 'This account is locked; contact the administrator']);
    expect((await signIn(customer, customer.password, '1')).Message).toBe('账号已锁定，请联系管理员');
    expect((await signIn(customer, customer.password, '2')).Message).toBe('帳號已鎖定，請聯絡管理員');
    expect((await refresh(RefreshToken)).Code).toBe(1);
    expect(await liveSessions(customer.id)).toBe(0);

    const list = await call(t, api.getSiteUsers, { IsLocked: true, rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((u) => u.Id)).toEqual([customer.id]);
    expect(list.Data.Data[0]).toMatchObject({ IsLocked: true, LockoutEnd: '9999-12-31T23:59:59.000Z' });

    expect((await call(t, api.unlockUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    expect((await signIn(customer)).Code).toBe(0);
    const detail = await call(t, api.getSiteUserById, { Id: customer.id }, { token: admin.token });
    expect(detail.Data.IsLocked).toBe(false);
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Unlock', 'Lock']);
  });

  it('locks until a chosen time, saying until when; a time in the past is refused', async () => {
    const customer = await createUser(t, { site, type: 'user' });
    const until = new Date(Date.now() + 3 * 3600_000);
    until.setUTCMilliseconds(0);
    expect((await call(t, api.lockUser, { Id: customer.id, LockoutEnd: until.toISOString() }, { token: admin.token })).Code).toBe(0);
    const refused = await signIn(customer);
    expect(refused.Message).toBe(`This account is locked until ${until.toLocaleString('en-GB', { timeZone: 'UTC', hour12: false })} UTC`);

    const past = await call(t, api.lockUser, { Id: customer.id, LockoutEnd: '2020-01-01T00:00:00Z' }, { token: admin.token });
    expect([past.Code, past.Message]).toEqual([ErrorCode.InvalidInput, 'LockoutEnd: the lock must end in the future']);
    const garbage = await call(t, api.lockUser, { Id: customer.id, LockoutEnd: 'tomorrow' }, { token: admin.token });
    expect([garbage.Code, garbage.Message]).toEqual([ErrorCode.InvalidInput, 'LockoutEnd: has the wrong format']);
  });
});

describe('freeze and disable', () => {
  it('freezing refuses the token in hand at once and the next sign-in; unfreezing restores both', async () => {
    const { customer, AccessToken } = await signedInCustomer();
    expect((await ownMessages(AccessToken)).Code).toBe(0);
    expect((await call(t, api.freezeUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    const refused = await ownMessages(AccessToken);
    expect([refused.status, refused.Code, refused.Message]).toEqual([401, 1, 'This account is frozen; contact the administrator']);
    expect((await signIn(customer)).Message).toBe('This account is frozen; contact the administrator');
    expect((await signIn(customer, customer.password, '1')).Message).toBe('账号已冻结，请联系管理员');
    expect((await call(t, api.getSiteUsers, { IsFrozen: true }, { token: admin.token })).Data.Data.map((u) => u.Id)).toEqual([customer.id]);

    expect((await call(t, api.unfreezeUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    // Freezing ended the session: the token in hand stays refused, a new sign-in works.
    expect((await ownMessages(AccessToken)).Message).toBe(SESSION_ENDED);
    expect((await signIn(customer)).Code).toBe(0);
  });

  it('disabling refuses the token in hand at once and the next sign-in, saying so in three languages; enabling restores both', async () => {
    const { customer, AccessToken, RefreshToken } = await signedInCustomer();
    expect((await call(t, api.disableUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    const refused = await ownMessages(AccessToken);
    expect([refused.status, refused.Code, refused.Message]).toEqual([401, 1, 'This account is disabled']);
    expect((await signIn(customer)).Message).toBe('This account is disabled');
    expect((await signIn(customer, customer.password, '1')).Message).toBe('账号已停用');
    expect((await signIn(customer, customer.password, '2')).Message).toBe('帳號已停用');
    expect((await refresh(RefreshToken)).Code).toBe(1);

    expect((await call(t, api.enableUser, { Id: customer.id }, { token: admin.token })).Code).toBe(0);
    expect((await ownMessages(AccessToken)).Message).toBe(SESSION_ENDED);
    expect((await signIn(customer)).Code).toBe(0);
    const detail = await call(t, api.getSiteUserById, { Id: customer.id }, { token: admin.token });
    expect(detail.Data.Audits).toMatchObject([
      { Action: 'Enable', ActorName: admin.userName, Before: { IsEnabled: false }, After: { IsEnabled: true } },
      { Action: 'Disable', ActorName: admin.userName, Before: { IsEnabled: true }, After: { IsEnabled: false } },
    ]);
  });

  it('works on back-office staff the same way', async () => {
    const clerk = await createUser(t, { site, grants: [userMessages.getUserMessages] });
    expect((await call(t, api.freezeUser, { Id: clerk.id }, { token: admin.token })).Code).toBe(0);
    expect((await ownMessages(clerk.token)).Message).toBe('This account is frozen; contact the administrator');
    expect((await signIn(clerk)).Message).toBe('This account is frozen; contact the administrator');
  });

  it('refuses locking, freezing or disabling yourself, and a non-super user doing it to a super user', async () => {
    for (const c of [api.lockUser, api.freezeUser, api.disableUser]) {
      const self = await call(t, c, { Id: admin.id }, { token: admin.token });
      expect([self.Code, self.Message], c.path).toEqual([ErrorCode.BusinessRule, 'You cannot lock, freeze or disable your own account']);
      const boss = await call(t, c, { Id: superAdmin.id }, { token: admin.token });
      expect([boss.Code, boss.Message], c.path).toEqual([ErrorCode.BusinessRule, `Only a super user may change, lock or delete the super user “${superAdmin.userName}”`]);
    }
    const [me] = await t.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(me).toMatchObject({ isEnabled: true, isFrozen: false, lockoutEnd: null });
  });
});

describe('reset password', () => {
  it('sets a new password: the old one stops working and every session ends', async () => {
    const { customer, RefreshToken } = await signedInCustomer();
    const res = await call(t, api.resetUserPassword, { Id: customer.id, Password: 'NewParcel#1', ConfirmPassword: 'NewParcel#1' }, { token: admin.token });
    expect(res.Code).toBe(0);
    expect((await signIn(customer)).Message).toBe('Wrong account or password');
    expect((await signIn(customer, 'NewParcel#1')).Code).toBe(0);
    expect((await refresh(RefreshToken)).Code).toBe(1);
    const detail = await call(t, api.getSiteUserById, { Id: customer.id }, { token: admin.token });
    expect(detail.Data.Audits[0]).toMatchObject({ Action: 'ResetPassword', ActorName: admin.userName, Before: null, After: null });
  });

  it('refuses a password breaking the rule or an unmatched confirmation, and keeps the old one', async () => {
    const customer = await createUser(t, { site, type: 'user' });
    const weak = await call(t, api.resetUserPassword, { Id: customer.id, Password: '123456', ConfirmPassword: '123456' }, { token: admin.token });
    expect([weak.Code, weak.Message]).toEqual([ErrorCode.InvalidInput, 'Password: 6 to 16 characters combining at least two of digits, letters and symbols']);
    const unmatched = await call(t, api.resetUserPassword, { Id: customer.id, Password: 'NewParcel#1', ConfirmPassword: 'NewParcel#2' }, { token: admin.token });
    expect([unmatched.Code, unmatched.Message]).toEqual([ErrorCode.InvalidInput, 'ConfirmPassword: does not match the password']);
    const missing = await call(t, api.resetUserPassword, { Id: customer.id, Password: 'NewParcel#1' }, { token: admin.token, language: '2' });
    expect(missing.Message).toBe('ConfirmPassword：不能為空');
    expect((await signIn(customer)).Code).toBe(0);
  });
});
