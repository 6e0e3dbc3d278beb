import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, controlCenter, ErrorCode, site as calls } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';

/** A disabled site's host refuses everything before sign-in with one clear message, and its sessions end. */
let t: TestApp;
let site: TestSite;
let staff: TestUser;
let customer: TestUser;
let platform: TestUser;

const DISABLED = 'This site is disabled and is not open for use';
const signIn = (def: typeof account.login, who: TestUser, address: string) => call(t, def, { UserName: who.userName, Password: encrypt(t, who.password) }, { host: site.host, address });

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  staff = await createUser(t, { site });
  customer = await createUser(t, { site, type: 'user' });
  platform = await createUser(t, { site: null, grants: [calls.disableSite, calls.enableSite] });
});
afterAll(() => t.close());

describe('a disabled site', () => {
  it('refuses the control center lookup, the public home, sign-in and registration on its host, and ends its sessions at the next refresh', async () => {
    const session = await signIn(account.login, staff, '10.9.0.1');
    expect(session.Code).toBe(0);
    expect((await call(t, calls.disableSite, { Id: site.id }, { token: platform.token })).Code).toBe(0);

    // The web app asks the control center first and shows its message in an alert (shell §8 "start-up").
    const lookup = await call(t, controlCenter.getSiteApiUrl, { Host: site.host });
    expect([lookup.status, lookup.Code, lookup.Message, lookup.Data]).toEqual([200, ErrorCode.BusinessRule, DISABLED, null]);
    expect((await call(t, controlCenter.getSiteApiUrl, { Host: site.host }, { language: '1' })).Message).toBe('该站点已停用，暂不提供服务');
    expect((await call(t, controlCenter.getSiteApiUrl, { Host: site.host }, { language: '2' })).Message).toBe('該站點已停用，暫不提供服務');

    const home = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: site.host });
    expect([home.Code, home.Message]).toEqual([ErrorCode.BusinessRule, DISABLED]);

    for (const attempt of [
      signIn(account.login, staff, '10.9.0.2'),
      signIn(account.loginUser, customer, '10.9.0.3'),
      call(t, account.getWhetherToVerify, { UserName: customer.userName }, { host: site.host }),
      call(t, account.register, { UserName: 'newcomer', Password: encrypt(t, 'Passw0rd!'), AgreeServiceAgreement: true, Captcha: '1', CaptchaKey: 'k' }, { host: site.host }),
    ]) {
      const res = await attempt;
      expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, DISABLED]);
    }

    const refresh = await call(t, account.refreshToken, { Token: session.Data.RefreshToken }, { host: site.host });
    expect([refresh.status, refresh.Code, refresh.Message]).toEqual([401, ErrorCode.Refused, DISABLED]);
  });

  it('answers again once enabled', async () => {
    expect((await call(t, calls.enableSite, { Id: site.id }, { token: platform.token })).Code).toBe(0);
    expect((await call(t, controlCenter.getSiteApiUrl, { Host: site.host })).Code).toBe(0);
    expect((await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: site.host })).Code).toBe(0);
    expect((await signIn(account.login, staff, '10.9.0.4')).Code).toBe(0);
  });
});
