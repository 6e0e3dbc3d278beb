import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { controlCenter, site as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestSite } from '../../../test/helpers.ts';
import { siteHosts, sitePageConfigurations, sites } from './tables.ts';

let t: TestApp;
/** Created first and disabled: the platform host must not fall back to it. */
let disabled: TestSite;
let siteA: TestSite;
let siteB: TestSite;
let siteC: TestSite;

beforeAll(async () => {
  t = await createTestApp();
  disabled = await createSite(t.db, { isEnabled: false, siteName: 'Closed site', logo: '/closed.png' });
  siteA = await createSite(t.db, { siteName: 'Alpha Forwarding', logo: '/alpha-site.png' });
  siteB = await createSite(t.db, { siteName: 'Beta Forwarding', logo: '/beta-site.png' });
  siteC = await createSite(t.db, { siteName: 'Gamma Forwarding', logo: '' });
  await t.db.insert(sitePageConfigurations).values([
    { siteId: siteA.id, language: 1, title: '阿尔法集运', logo: '/alpha-zh-cn.png' },
    { siteId: siteA.id, language: 2, title: '阿爾法集運', logo: '/alpha-zh-tw.png' },
    { siteId: siteA.id, language: 3, title: 'Alpha Parcel', logo: '/alpha-en.png' },
    // Site B: only Simplified Chinese, plus an English row that leaves the title blank.
    { siteId: siteB.id, language: 1, title: '贝塔集运', logo: '/beta-zh-cn.png' },
    { siteId: siteB.id, language: 3, title: '', logo: '/beta-en.png' },
    { siteId: disabled.id, language: 1, title: 'Closed', logo: '/closed-zh.png' },
  ]);
});
afterAll(() => t.close());

describe('ControlCenter/GetSiteApiUrl', () => {
  it('answers the API base address of a known host, with or without a port, in any case', async () => {
    const plain = await call(t, controlCenter.getSiteApiUrl, { Host: siteA.host });
    expect([plain.status, plain.Code, plain.Data]).toEqual([200, 0, `https://api.${siteA.host}`]);
    const withPort = await call(t, controlCenter.getSiteApiUrl, { Host: `${siteA.host}:8080` });
    expect([withPort.Code, withPort.Data]).toEqual([0, `https://api.${siteA.host}`]);
    const upper = await call(t, controlCenter.getSiteApiUrl, { Host: `  ${siteB.host.toUpperCase()}  ` });
    expect([upper.Code, upper.Data]).toEqual([0, `https://api.${siteB.host}`]);
  });

  it('prefers an exact "name:port" entry over the bare name', async () => {
    await t.db.insert(siteHosts).values({ host: `${siteB.host}:8443`, siteId: siteB.id, apiBaseUrl: 'https://staging-api.example' });
    const exact = await call(t, controlCenter.getSiteApiUrl, { Host: `${siteB.host}:8443` });
    expect(exact.Data).toBe('https://staging-api.example');
    const other = await call(t, controlCenter.getSiteApiUrl, { Host: `${siteB.host}:9000` });
    expect(other.Data).toBe(`https://api.${siteB.host}`);
  });

  it('answers http://<Host> when the host has no separate API address', async () => {
    await t.db.insert(siteHosts).values({ host: 'same-origin.test', siteId: siteC.id, apiBaseUrl: '' });
    const res = await call(t, controlCenter.getSiteApiUrl, { Host: 'same-origin.test' });
    expect([res.Code, res.Data]).toEqual([0, 'http://same-origin.test']);
    const withPort = await call(t, controlCenter.getSiteApiUrl, { Host: 'same-origin.test:3000' });
    expect([withPort.Code, withPort.Data]).toEqual([0, 'http://same-origin.test:3000']);
  });

  it('refuses an unknown host with Code 4 naming the host', async () => {
    const res = await call(t, controlCenter.getSiteApiUrl, { Host: 'nowhere.example' });
    expect([res.status, res.Code, res.Data]).toEqual([200, 4, null]);
    expect(res.Message).toBe('No site is configured for the host nowhere.example');
    const zh = await call(t, controlCenter.getSiteApiUrl, { Host: 'nowhere.example' }, { language: '1' });
    expect(zh.Message).toBe('未找到域名 nowhere.example 对应的站点');
  });

  it('requires Host (Code 2 naming the field); blank counts as missing', async () => {
    const missing = await call(t, controlCenter.getSiteApiUrl, {});
    expect([missing.status, missing.Code]).toEqual([200, 2]);
    expect(missing.Message).toBe('Host: cannot be empty');
    const blank = await call(t, controlCenter.getSiteApiUrl, { Host: '   ' });
    expect([blank.Code, blank.Message]).toEqual([2, 'Host: cannot be empty']);
  });
});

describe('Site/GetSitePageConfiguration', () => {
  it('answers the title and logo of the Host’s site in each language', async () => {
    const expected = {
      1: { Title: '阿尔法集运', Logo: '/alpha-zh-cn.png' },
      2: { Title: '阿爾法集運', Logo: '/alpha-zh-tw.png' },
      3: { Title: 'Alpha Parcel', Logo: '/alpha-en.png' },
    } as const;
    for (const language of [1, 2, 3] as const) {
      const res = await call(t, calls.getSitePageConfiguration, { Language: language }, { host: siteA.host });
      expect([res.Code, res.Data]).toEqual([0, expected[language]]);
    }
  });

  it('defaults to language 1 and finds the site by a Host header with a port', async () => {
    const res = await call(t, calls.getSitePageConfiguration, {}, { host: `${siteA.host}:8080` });
    expect(res.Data).toEqual({ Title: '阿尔法集运', Logo: '/alpha-zh-cn.png' });
  });

  it('falls back field by field to language 1, then to the site’s own name and logo', async () => {
    // No zh-tw row: both fields from zh-cn.
    const tw = await call(t, calls.getSitePageConfiguration, { Language: 2 }, { host: siteB.host });
    expect(tw.Data).toEqual({ Title: '贝塔集运', Logo: '/beta-zh-cn.png' });
    // An English row with a blank title: its logo, the zh-cn title.
    const en = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: siteB.host });
    expect(en.Data).toEqual({ Title: '贝塔集运', Logo: '/beta-en.png' });
    // Nothing configured: the site's name and logo.
    const none = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: siteC.host });
    expect(none.Data).toEqual({ Title: 'Gamma Forwarding', Logo: '' });
  });

  it('uses the first enabled site for the platform console host', async () => {
    await t.db.insert(siteHosts).values({ host: 'console.test', siteId: null, apiBaseUrl: '' });
    const res = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: 'console.test' });
    expect(res.Data).toEqual({ Title: 'Alpha Parcel', Logo: '/alpha-en.png' });
  });

  it('refuses language 4 (Code 2 naming Language) and an unknown host (Code 4)', async () => {
    const bad = await call(t, calls.getSitePageConfiguration, { Language: 4 }, { host: siteA.host });
    expect([bad.Code, bad.Message]).toEqual([2, 'Language: is not an allowed value']);
    const text = await call(t, calls.getSitePageConfiguration, { Language: 'en' }, { host: siteA.host });
    expect(text.Code).toBe(2);
    const unknown = await call(t, calls.getSitePageConfiguration, { Language: 1 }, { host: 'unknown.example' });
    expect([unknown.Code, unknown.Message]).toEqual([4, 'No site is configured for the host unknown.example']);
  });
});

describe('Site/GetSelectSiteInfos', () => {
  it('gives site staff only their own site', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.getSelectSiteInfos] });
    const res = await call(t, calls.getSelectSiteInfos, {}, { token: staff.token });
    expect([res.Code, res.Data]).toEqual([0, [{ Id: siteB.id, Name: 'Beta Forwarding' }]]);
  });

  it('gives platform staff every enabled site, in id order', async () => {
    const platform = await createUser(t, { site: null, grants: [calls.getSelectSiteInfos] });
    const res = await call(t, calls.getSelectSiteInfos, {}, { token: platform.token });
    expect(res.Code).toBe(0);
    expect(res.Data).toEqual([
      { Id: siteA.id, Name: 'Alpha Forwarding' },
      { Id: siteB.id, Name: 'Beta Forwarding' },
      { Id: siteC.id, Name: 'Gamma Forwarding' },
    ]);
    // A site switched off later disappears from the choice.
    await t.db.update(sites).set({ isEnabled: false }).where(eq(sites.id, siteC.id));
    try {
      const after = await call(t, calls.getSelectSiteInfos, {}, { token: platform.token });
      expect(after.Data.map((s) => s.Id)).toEqual([siteA.id, siteB.id]);
    } finally {
      await t.db.update(sites).set({ isEnabled: true }).where(eq(sites.id, siteC.id));
    }
  });

  it('refuses portal users (403 WrongPopulation), staff without the grant (403) and no token (401)', async () => {
    const portal = await createUser(t, { site: siteA, type: 'user', grants: [calls.getSelectSiteInfos] });
    const wrong = await call(t, calls.getSelectSiteInfos, {}, { token: portal.token });
    expect([wrong.status, wrong.Code, wrong.Message]).toEqual([403, 1, 'This kind of account cannot use this function']);
    const staff = await createUser(t, { site: siteA, grants: [] });
    const denied = await call(t, calls.getSelectSiteInfos, {}, { token: staff.token });
    expect([denied.status, denied.Code, denied.Message]).toEqual([403, 1, 'You do not have permission for this action']);
    const none = await call(t, calls.getSelectSiteInfos, {});
    expect([none.status, none.Code]).toEqual([401, 1]);
  });
});
