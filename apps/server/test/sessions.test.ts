import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user as users, userMessages } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite, type TestUser } from './helpers.ts';

/** Sign-out and sessions ended by staff refuse the access token in hand at once, for reads and writes alike. */
let t: TestApp;
let site: TestSite;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
});
afterAll(() => t.close());

let addressSeq = 0;
const nextAddress = () => `10.30.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

/** A customer signed in through the sign-in page: the token pair a browser holds. */
async function signedIn(customer?: TestUser) {
  const who = customer ?? (await createUser(t, { site, type: 'user', grants: [userMessages.getUserMessages, userMessages.userMessagesRead] }));
  const session = await call(t, account.loginUser, { UserName: who.userName, Password: encrypt(t, who.password) }, { host: site.host, address: nextAddress() });
  expect(session.Code).toBe(0);
  return { who, ...session.Data };
}

const SESSION_ENDED = 'You have signed out or your session was ended; please sign in again';
/** One read-only call and one writing call with the token in hand. */
const read = (token: string) => call(t, userMessages.getUserMessages, {}, { token });
const write = (token: string) => call(t, userMessages.userMessagesRead, { Ids: [1] }, { token });
const outcome = (res: { status: number; Code: number; Message: string }) => [res.status, res.Code, res.Message];

describe('sign-out', () => {
  it('refuses the signed-out access token at once on a read call and a write call (401, Code 1)', async () => {
    const { AccessToken, RefreshToken } = await signedIn();
    // Read twice first: the server now remembers this caller's state.
    expect((await read(AccessToken)).Code).toBe(0);
    expect((await read(AccessToken)).Code).toBe(0);
    expect((await write(AccessToken)).Code).toBe(0);

    expect((await call(t, account.revokeToken, { Token: RefreshToken })).Code).toBe(0);

    expect(outcome(await read(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
    expect(outcome(await write(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
    expect((await call(t, userMessages.getUserMessages, {}, { token: AccessToken, language: '1' })).Message).toBe('您已退出登录或登录已被终止，请重新登录');
    expect((await call(t, account.refreshToken, { Token: RefreshToken })).Code).toBe(1);
  });

  it('ends only that session: the same person signed in elsewhere carries on', async () => {
    const first = await signedIn();
    const second = await signedIn(first.who);
    expect((await call(t, account.revokeToken, { Token: first.RefreshToken })).Code).toBe(0);
    expect((await read(first.AccessToken)).status).toBe(401);
    expect((await read(second.AccessToken)).Code).toBe(0);
    expect((await write(second.AccessToken)).Code).toBe(0);
  });

  it('ends the session of a replayed refresh token, access tokens included', async () => {
    const { AccessToken, RefreshToken } = await signedIn();
    const renewed = await call(t, account.refreshToken, { Token: RefreshToken });
    expect((await read(renewed.Data.AccessToken)).Code).toBe(0);
    expect((await call(t, account.refreshToken, { Token: RefreshToken })).Code).toBe(1);
    for (const token of [AccessToken, renewed.Data.AccessToken]) {
      expect(outcome(await read(token))).toEqual([401, 1, SESSION_ENDED]);
    }
  });
});

describe('sessions ended by staff', () => {
  it('refuses a locked account’s access token at once, and after unlocking it still needs a new sign-in', async () => {
    const { who, AccessToken } = await signedIn();
    expect((await read(AccessToken)).Code).toBe(0);
    expect((await call(t, users.lockUser, { Id: who.id }, { token: admin.token })).Code).toBe(0);
    expect(outcome(await read(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
    expect(outcome(await write(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
    expect((await call(t, users.unlockUser, { Id: who.id }, { token: admin.token })).Code).toBe(0);
    expect((await read(AccessToken)).status).toBe(401);
    expect((await read((await signedIn(who)).AccessToken)).Code).toBe(0);
  });

  it('refuses a disabled or frozen account’s access token at once, read and write', async () => {
    for (const operation of [users.disableUser, users.freezeUser]) {
      const { who, AccessToken } = await signedIn();
      expect((await read(AccessToken)).Code).toBe(0);
      expect((await call(t, operation, { Id: who.id }, { token: admin.token })).Code).toBe(0);
      expect([(await read(AccessToken)).status, (await write(AccessToken)).status]).toEqual([401, 401]);
    }
  });

  it('ends the sessions of an account disabled through its edit form, as DisableUser does', async () => {
    const { who, AccessToken, RefreshToken } = await signedIn();
    expect((await read(AccessToken)).Code).toBe(0);
    const info = (await call(t, users.getEditSiteUserInfo, { Id: who.id }, { token: admin.token })).Data;
    expect((await call(t, users.editSiteUser, { ...info, IsEnabled: false }, { token: admin.token })).Code).toBe(0);
    expect((await read(AccessToken)).status).toBe(401);
    expect((await call(t, users.editSiteUser, { ...info, IsEnabled: true }, { token: admin.token })).Code).toBe(0);
    // Enabled again, the account signs in afresh: the session in hand stays ended.
    expect(outcome(await read(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
    expect((await call(t, account.refreshToken, { Token: RefreshToken })).Code).toBe(1);
  });

  it('refuses the old sessions after a staff password reset', async () => {
    const { who, AccessToken } = await signedIn();
    expect((await read(AccessToken)).Code).toBe(0);
    expect((await call(t, users.resetUserPassword, { Id: who.id, Password: 'N3w-Passw0rd', ConfirmPassword: 'N3w-Passw0rd' }, { token: admin.token })).Code).toBe(0);
    expect(outcome(await read(AccessToken))).toEqual([401, 1, SESSION_ENDED]);
  });
});
