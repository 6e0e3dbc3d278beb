import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { controlCenter, site as calls, type ResponseOf } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestSite } from '../../../test/helpers.ts';
import { roles } from '../access/tables.ts';
import { organizes } from '../organizes/tables.ts';
import { siteHosts, sitePageConfigurations, sitePageSettings, sites } from './tables.ts';

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

const titleAndLogo = (data: { Title: string; Logo: string }) => ({ Title: data.Title, Logo: data.Logo });

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
      expect([res.Code, titleAndLogo(res.Data)]).toEqual([0, expected[language]]);
    }
  });

  it('defaults to language 1 and finds the site by a Host header with a port', async () => {
    const res = await call(t, calls.getSitePageConfiguration, {}, { host: `${siteA.host}:8080` });
    expect(titleAndLogo(res.Data)).toEqual({ Title: '阿尔法集运', Logo: '/alpha-zh-cn.png' });
  });

  it('falls back field by field to language 1, then to the site’s own name and logo', async () => {
    // No zh-tw row: both fields from zh-cn.
    const tw = await call(t, calls.getSitePageConfiguration, { Language: 2 }, { host: siteB.host });
    expect(titleAndLogo(tw.Data)).toEqual({ Title: '贝塔集运', Logo: '/beta-zh-cn.png' });
    // An English row with a blank title: its logo, the zh-cn title.
    const en = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: siteB.host });
    expect(titleAndLogo(en.Data)).toEqual({ Title: '贝塔集运', Logo: '/beta-en.png' });
    // Nothing configured: the site's name and logo.
    const none = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: siteC.host });
    expect(titleAndLogo(none.Data)).toEqual({ Title: 'Gamma Forwarding', Logo: '' });
  });

  it('uses the first enabled site for the platform console host', async () => {
    await t.db.insert(siteHosts).values({ host: 'console.test', siteId: null, apiBaseUrl: '' });
    const res = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: 'console.test' });
    expect(titleAndLogo(res.Data)).toEqual({ Title: 'Alpha Parcel', Logo: '/alpha-en.png' });
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

// ── Site administration ─────────────────────────────────────────────────────────────────────

/** The edit form's values of a site, as the web app sends them. */
const siteForm = (overrides: Record<string, unknown> = {}) => ({
  SiteName: 'Delta Forwarding',
  Code: `delta${process.pid}`,
  ApiUrl: '',
  UserUrl: 'https://delta.example',
  BackstagePath: 'https://delta.example/admin',
  OpenSms: false,
  DatabaseType: 1,
  ConnectionChannel: 'default',
  ...overrides,
});

/** The full edit body of an existing site, with changes. */
async function editBodyOf(id: number, changes: Record<string, unknown>) {
  const [row] = await t.db.select().from(sites).where(eq(sites.id, id));
  return {
    Id: id,
    SiteName: row!.siteName,
    Code: row!.code,
    UserUrl: row!.userUrl || 'https://portal.example',
    BackstagePath: row!.backstagePath || '/admin',
    DatabaseType: row!.databaseType,
    ConnectionChannel: row!.connectionChannel,
    OpenSms: row!.openSms,
    SmsSign: row!.smsSign,
    ...changes,
  };
}

describe('Site/EstablishSite, GetSites, GetSiteById (platform staff)', () => {
  it('creates a site with its first host, reachable at once, and lists it with its hosts', async () => {
    const platform = await createUser(t, { site: null, grants: [calls.establishSite, calls.getSites, calls.getSiteById] });
    const res = await call(t, calls.establishSite, { ...siteForm(), Host: 'Delta.Example:8080', HostApiBaseUrl: 'https://api.delta.example' }, { token: platform.token });
    expect(res.Code).toBe(0);
    const id = res.Data.Id;
    const api = await call(t, controlCenter.getSiteApiUrl, { Host: 'delta.example:8080' });
    expect(api.Data).toBe('https://api.delta.example');

    const list = await call(t, calls.getSites, { Code: `delta${process.pid}` }, { token: platform.token });
    expect(list.Data.Total).toBe(1);
    expect(list.Data.Data[0]).toMatchObject({ Id: id, SiteName: 'Delta Forwarding', Hosts: ['delta.example:8080'], IsEnabled: true });
    const detail = await call(t, calls.getSiteById, { Id: id }, { token: platform.token });
    expect(detail.Data).toMatchObject({ SiteName: 'Delta Forwarding', Hosts: ['delta.example:8080'] });
    expect(detail.Data.Audits.map((a) => [a.Action, a.ActorName])).toEqual([['Establish', platform.userName]]);
  });

  it('refuses a taken code or host, bad URLs and a missing SMS signature, writing nothing', async () => {
    const platform = await createUser(t, { site: null, grants: [calls.establishSite] });
    const [a] = await t.db.select({ code: sites.code }).from(sites).where(eq(sites.id, siteA.id));
    const code = await call(t, calls.establishSite, { ...siteForm({ Code: a!.code }), Host: 'fresh.example' }, { token: platform.token });
    expect([code.Code, code.Message]).toEqual([2, 'Code: already exists']);
    const host = await call(t, calls.establishSite, { ...siteForm({ Code: 'fresh1' }), Host: siteA.host.toUpperCase() }, { token: platform.token });
    expect([host.Code, host.Message]).toEqual([2, 'Host: already exists']);
    const bad = await call(t, calls.establishSite, { ...siteForm({ Code: 'fresh2', UserUrl: 'delta.example', OpenSms: true, SmsSign: '' }), Host: 'bad host' }, { token: platform.token });
    expect(bad.Code).toBe(2);
    expect(bad.Message).toContain('UserUrl: must be a valid address starting with http:// or https://');
    expect(bad.Message).toContain('SmsSign: an SMS signature is required when SMS is on');
    expect(bad.Message).toContain('Host: not a valid host name');
    const zh = await call(t, calls.establishSite, { ...siteForm({ Code: 'a b' }), Host: 'fresh3.example' }, { token: platform.token, language: '1' });
    expect(zh.Message).toBe('Code：只能包含字母、数字、- 和 _');
    const written = await t.db.select().from(sites).where(inArray(sites.code, ['fresh1', 'fresh2', 'fresh3']));
    expect(written).toEqual([]);
  });

  it('refuses site staff, even super users, and answers 403 without the grant', async () => {
    const siteAdmin = await createUser(t, { site: siteA, isSuperUser: true });
    const res = await call(t, calls.establishSite, { ...siteForm({ Code: 'sneaky' }), Host: 'sneaky.example' }, { token: siteAdmin.token });
    expect([res.status, res.Code, res.Message]).toEqual([403, 1, 'Only platform staff can create or disable sites and manage host names']);
    const platform = await createUser(t, { site: null, grants: [] });
    const denied = await call(t, calls.establishSite, { ...siteForm({ Code: 'sneaky' }), Host: 'sneaky.example' }, { token: platform.token });
    expect([denied.status, denied.Code]).toEqual([403, 1]);
  });
});

describe('Site/EditSite and GetSiteById by site staff', () => {
  it('lets site staff read and edit their own site, without host names', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite, calls.getSiteById, calls.getSites] });
    const res = await call(t, calls.editSite, await editBodyOf(siteB.id, { SiteName: 'Beta Parcel', SmsSign: 'Beta' }), { token: staff.token });
    expect([res.Code, res.Data.SiteName, res.Data.SmsSign]).toEqual([0, 'Beta Parcel', 'Beta']);
    const detail = await call(t, calls.getSiteById, { Id: siteB.id }, { token: staff.token });
    expect([detail.Data.SiteName, detail.Data.Hosts]).toEqual(['Beta Parcel', null]);
    expect(detail.Data.Audits[0]).toMatchObject({ Action: 'Edit', ActorName: staff.userName, Before: { SiteName: 'Beta Forwarding' }, After: { SiteName: 'Beta Parcel' } });
    const list = await call(t, calls.getSites, {}, { token: staff.token });
    expect(list.Data.Data.map((s) => [s.Id, s.Hosts])).toEqual([[siteB.id, null]]);
    await t.db.update(sites).set({ siteName: 'Beta Forwarding', openSms: false, smsSign: '' }).where(eq(sites.id, siteB.id));
  });

  it('refuses to switch SMS on while only the outbox sender is configured, and keeps a site that has it on', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite] });
    const on = await call(t, calls.editSite, await editBodyOf(siteB.id, { SiteName: 'Beta SMS', OpenSms: true, SmsSign: 'Beta' }), { token: staff.token });
    expect([on.Code, on.Message]).toEqual([2, 'OpenSms: SMS cannot be switched on until an SMS provider is configured on the server; contact the platform administrator']);
    const zh = await call(t, calls.editSite, await editBodyOf(siteB.id, { OpenSms: true, SmsSign: 'Beta' }), { token: staff.token, language: '1' });
    expect(zh.Message).toBe('OpenSms：服务器尚未配置短信服务商，暂不能开通短信，请联系平台管理员');
    const [b] = await t.db.select({ name: sites.siteName, openSms: sites.openSms }).from(sites).where(eq(sites.id, siteB.id));
    expect(b).toEqual({ name: 'Beta Forwarding', openSms: false });

    const platform = await createUser(t, { site: null, grants: [calls.establishSite] });
    const created = await call(t, calls.establishSite, { ...siteForm({ Code: 'smsfresh', OpenSms: true, SmsSign: 'Fresh' }), Host: 'smsfresh.example' }, { token: platform.token });
    expect([created.Code, created.Message]).toEqual([2, 'OpenSms: SMS cannot be switched on until an SMS provider is configured on the server; contact the platform administrator']);

    // The demo sites are seeded with SMS on and the outbox: saving them keeps SMS on.
    const demo = await createSite(t.db, { openSms: true, smsSign: 'Demo' });
    const demoStaff = await createUser(t, { site: demo, grants: [calls.editSite] });
    const kept = await call(t, calls.editSite, await editBodyOf(demo.id, { SiteName: 'Demo renamed' }), { token: demoStaff.token });
    expect([kept.Code, kept.Data.OpenSms]).toEqual([0, true]);
  });

  it('keeps the site’s time zone (Asia/Shanghai unless set), an IANA name the runtime knows or UTC', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite, calls.getSiteById] });
    expect((await call(t, calls.getSiteById, { Id: siteB.id }, { token: staff.token })).Data.TimeZone).toBe('Asia/Shanghai');
    for (const TimeZone of ['Europe/Berlin', 'UTC', 'America/Los_Angeles']) {
      const res = await call(t, calls.editSite, await editBodyOf(siteB.id, { TimeZone }), { token: staff.token });
      expect([res.Code, res.Data.TimeZone]).toEqual([0, TimeZone]);
    }
    for (const TimeZone of ['Mars/Olympus_Mons', 'asia/shanghai', '+08:00']) {
      const res = await call(t, calls.editSite, await editBodyOf(siteB.id, { TimeZone }), { token: staff.token });
      expect([res.Code, res.Message], TimeZone).toEqual([2, 'TimeZone: is not a known time zone (an IANA name such as Asia/Shanghai)']);
    }
    const zh = await call(t, calls.editSite, await editBodyOf(siteB.id, { TimeZone: 'Mars/Olympus_Mons' }), { token: staff.token, language: '1' });
    expect(zh.Message).toBe('TimeZone：不是可用的时区（IANA 名称，如 Asia/Shanghai）');
    expect((await t.db.select({ zone: sites.timeZone }).from(sites).where(eq(sites.id, siteB.id)))[0]!.zone).toBe('America/Los_Angeles');
    // Blank counts as not sent: the default zone.
    expect((await call(t, calls.editSite, await editBodyOf(siteB.id, { TimeZone: '' }), { token: staff.token })).Data.TimeZone).toBe('Asia/Shanghai');
    await t.db.update(sites).set({ timeZone: 'Asia/Shanghai' }).where(eq(sites.id, siteB.id));
  });

  it('refuses another site’s Id for reading and editing, and changes nothing there', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite, calls.getSiteById] });
    const read = await call(t, calls.getSiteById, { Id: siteA.id }, { token: staff.token });
    expect([read.status, read.Code, read.Message]).toEqual([403, 1, 'You can only view and change your own site']);
    const edit = await call(t, calls.editSite, await editBodyOf(siteA.id, { SiteName: 'Taken over' }), { token: staff.token });
    expect([edit.status, edit.Code]).toEqual([403, 1]);
    const [a] = await t.db.select({ name: sites.siteName }).from(sites).where(eq(sites.id, siteA.id));
    expect(a!.name).toBe('Alpha Forwarding');
  });

  it('keeps the code and the database placement to platform staff', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite] });
    const code = await call(t, calls.editSite, await editBodyOf(siteB.id, { Code: 'renamed' }), { token: staff.token });
    expect([code.Code, code.Message]).toEqual([2, 'Only platform staff can create or disable sites and manage host names']);
    const channel = await call(t, calls.editSite, await editBodyOf(siteB.id, { ConnectionChannel: 'cluster-2' }), { token: staff.token });
    expect(channel.Code).toBe(2);
    const platform = await createUser(t, { site: null, grants: [calls.editSite] });
    const moved = await call(t, calls.editSite, await editBodyOf(siteB.id, { ConnectionChannel: 'cluster-2' }), { token: platform.token });
    expect([moved.Code, moved.Data.ConnectionChannel]).toEqual([0, 'cluster-2']);
    await t.db.update(sites).set({ connectionChannel: 'default' }).where(eq(sites.id, siteB.id));
  });

  it('accepts only enabled site-user organisations and roles of the same site as defaults', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSite] });
    const [ownOrg] = await t.db.insert(organizes).values({ siteId: siteB.id, population: 2, name: 'Customers', type: 1 }).returning({ id: organizes.id });
    const [staffOrg] = await t.db.insert(organizes).values({ siteId: siteB.id, population: 1, name: 'Staff', type: 1 }).returning({ id: organizes.id });
    const [otherOrg] = await t.db.insert(organizes).values({ siteId: siteA.id, population: 2, name: 'Alpha customers', type: 1 }).returning({ id: organizes.id });
    const [ownRole] = await t.db.insert(roles).values({ siteId: siteB.id, population: 2, name: 'Customer', code: `c${process.pid}` }).returning({ id: roles.id });
    const [otherRole] = await t.db.insert(roles).values({ siteId: siteA.id, population: 2, name: 'Alpha customer', code: `c${process.pid}` }).returning({ id: roles.id });

    const ok = await call(t, calls.editSite, await editBodyOf(siteB.id, { DefaultOrganizationId: ownOrg!.id, DefaultRoleId: ownRole!.id }), { token: staff.token });
    expect([ok.Code, ok.Data.DefaultOrganizationId, ok.Data.DefaultRoleId]).toEqual([0, ownOrg!.id, ownRole!.id]);
    for (const [field, value] of [
      ['DefaultOrganizationId', staffOrg!.id],
      ['DefaultOrganizationId', otherOrg!.id],
      ['DefaultRoleId', otherRole!.id],
    ] as const) {
      const res = await call(t, calls.editSite, await editBodyOf(siteB.id, { [field]: value }), { token: staff.token });
      expect([res.Code, res.Message]).toEqual([2, `${field}: choose an enabled site-user organisation or role of this site`]);
    }
  });

  it('refuses portal users (403) and staff without the grant (403)', async () => {
    const portal = await createUser(t, { site: siteB, type: 'user', grants: 'all' });
    const wrong = await call(t, calls.getSiteById, { Id: siteB.id }, { token: portal.token });
    expect([wrong.status, wrong.Code, wrong.Message]).toEqual([403, 1, 'This kind of account cannot use this function']);
    const staff = await createUser(t, { site: siteB, grants: [calls.getSiteById] });
    const denied = await call(t, calls.editSite, await editBodyOf(siteB.id, {}), { token: staff.token });
    expect([denied.status, denied.Code, denied.Message]).toEqual([403, 1, 'You do not have permission for this action']);
  });
});

describe('Host mapping and disabling a site', () => {
  it('adds, renames and removes hosts; hosts are unique; the last host of an enabled site stays', async () => {
    const platform = await createUser(t, { site: null, grants: [calls.getSiteHosts, calls.establishSiteHost, calls.editSiteHost, calls.deleteSiteHost, calls.disableSite, calls.enableSite] });
    const site = await createSite(t.db, { siteName: 'Epsilon' });
    const added = await call(t, calls.establishSiteHost, { SiteId: site.id, Host: 'WWW.Epsilon.example', ApiBaseUrl: '' }, { token: platform.token });
    expect(added.Code).toBe(0);
    const taken = await call(t, calls.establishSiteHost, { SiteId: siteA.id, Host: 'www.epsilon.example' }, { token: platform.token });
    expect([taken.Code, taken.Message]).toEqual([2, 'Host: already exists']);
    const renamed = await call(t, calls.editSiteHost, { Id: added.Data.Id, Host: 'shop.epsilon.example', ApiBaseUrl: 'https://api.epsilon.example' }, { token: platform.token });
    expect(renamed.Data).toMatchObject({ Host: 'shop.epsilon.example', ApiBaseUrl: 'https://api.epsilon.example' });
    const hosts = await call(t, calls.getSiteHosts, { SiteId: site.id }, { token: platform.token });
    expect(hosts.Data.map((h) => h.Host)).toEqual([site.host, 'shop.epsilon.example']);

    const first = hosts.Data[0]!.Id;
    expect((await call(t, calls.deleteSiteHost, { Id: first }, { token: platform.token })).Code).toBe(0);
    const last = await call(t, calls.deleteSiteHost, { Id: added.Data.Id }, { token: platform.token });
    expect([last.Code, last.Message]).toEqual([3, '“shop.epsilon.example” is the last host name of the enabled site “Epsilon”; add another one or disable the site first']);

    // Disabled, the site may lose its last host; it cannot be enabled again without one.
    expect((await call(t, calls.disableSite, { Id: site.id }, { token: platform.token })).Code).toBe(0);
    expect((await call(t, calls.deleteSiteHost, { Id: added.Data.Id }, { token: platform.token })).Code).toBe(0);
    const enable = await call(t, calls.enableSite, { Id: site.id }, { token: platform.token });
    expect([enable.Code, enable.Message]).toEqual([3, 'The site “Epsilon” has no host name yet; add one before enabling it']);
    const [row] = await t.db.select({ on: sites.isEnabled }).from(sites).where(eq(sites.id, site.id));
    expect(row!.on).toBe(false);
  });

  it('refuses host management to site staff, super users included', async () => {
    const siteAdmin = await createUser(t, { site: siteA, isSuperUser: true });
    const res = await call(t, calls.getSiteHosts, { SiteId: siteA.id }, { token: siteAdmin.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
    const disable = await call(t, calls.disableSite, { Id: siteA.id }, { token: siteAdmin.token });
    expect([disable.status, disable.Code]).toEqual([403, 1]);
  });
});

describe('Site/GetSmsCountrys', () => {
  it('lists the four supported phone codes with names in the caller’s language', async () => {
    const en = await call(t, calls.getSmsCountrys, {});
    expect(en.Data).toEqual([
      { PhoneCode: '86', Name: 'Chinese mainland' },
      { PhoneCode: '852', Name: 'Hong Kong, China' },
      { PhoneCode: '853', Name: 'Macao, China' },
      { PhoneCode: '886', Name: 'Taiwan, China' },
    ]);
    const tw = await call(t, calls.getSmsCountrys, {}, { language: '2' });
    expect(tw.Data[0]).toEqual({ PhoneCode: '86', Name: '中國大陸' });
  });
});

// ── Page configuration ──────────────────────────────────────────────────────────────────────

/** The multipart form the web app sends (site.encodePageConfigurationForm). */
function toForm(body: calls.PageConfigurationForm): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(calls.encodePageConfigurationForm(body))) if (value !== undefined) form.append(key, String(value));
  return form;
}

async function savePage(body: calls.PageConfigurationForm, token: string, language: '1' | '3' = '3') {
  const res = await t.app.inject({ method: 'POST', url: calls.editSitePageConfiguration.path, payload: toForm(body), headers: { AcceptLanguage: language, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, ...(res.json() as { Code: number; Message: string; Data: ResponseOf<typeof calls.editSitePageConfiguration> }) };
}

const pageBody = {
  PrimaryColor: '#0A6CFF',
  SecondaryColor: '#ffb300',
  FilingNumber: '粤ICP备2026000001号',
  FilingLink: 'https://beian.miit.gov.cn/',
  BackgroundImage: '/files/1/bg.png',
  Carousel: [
    { Image: '/files/1/slide-1.png', Link: 'https://gamma.example/offer' },
    { Image: '/files/1/slide-2.png' },
  ],
  zh_cn: {
    Title: '伽马集运',
    Logo: '/files/1/logo-zh.png',
    Agreement: '<p>服务协议<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    Services: [
      { Title: '仓储', Description: '免费仓储 30 天', Icon: 'home' },
      { Title: '集运', Description: '合箱发货' },
    ],
    Technologies: [{ Title: '实时追踪', Description: '全程可查' }],
  },
  us_en: { Title: 'Gamma Parcel', Agreement: '<p>Terms <a href="javascript:alert(3)">here</a></p>', Services: [{ Title: 'Storage', Description: '30 days free' }] },
} satisfies calls.PageConfigurationForm;

describe('Site/EditSitePageConfiguration and its public reading', () => {
  it('saves the multipart form, cleans the agreement and shows it on the site’s host per language', async () => {
    const staff = await createUser(t, { site: siteC, grants: [calls.editSitePageConfiguration, calls.getEditSitePageConfiguration] });
    const res = await savePage({ ...pageBody, SiteId: siteA.id }, staff.token);
    expect(res.Code).toBe(0);
    // SiteId is ignored for site staff: their own site is configured.
    expect(res.Data.SiteId).toBe(siteC.id);
    expect(res.Data.PrimaryColor).toBe('#0a6cff');
    expect(res.Data.zh_cn.Agreement).toBe('<p>服务协议</p>');
    expect(res.Data.us_en.Agreement).toBe('<p>Terms <a>here</a></p>');
    expect(res.Data.zh_cn.Services.map((s) => s.Title)).toEqual(['仓储', '集运']);

    const zh = await call(t, calls.getSitePageConfiguration, { Language: 1 }, { host: siteC.host });
    expect(zh.Data).toMatchObject({
      Title: '伽马集运',
      Logo: '/files/1/logo-zh.png',
      Agreement: '<p>服务协议</p>',
      PrimaryColor: '#0a6cff',
      FilingNumber: '粤ICP备2026000001号',
      Carousel: [
        { Image: '/files/1/slide-1.png', Link: 'https://gamma.example/offer' },
        { Image: '/files/1/slide-2.png', Link: '' },
      ],
    });
    const en = await call(t, calls.getSitePageConfiguration, { Language: 3 }, { host: siteC.host });
    // English: its own title, services and agreement; no logo or technology of its own, so the Chinese ones.
    expect(en.Data).toMatchObject({ Title: 'Gamma Parcel', Logo: '/files/1/logo-zh.png', Services: [{ Title: 'Storage' }], Technologies: [{ Title: '实时追踪' }] });
    // Another site's home is untouched.
    const other = await call(t, calls.getSitePageConfiguration, { Language: 1 }, { host: siteA.host });
    expect([other.Data.Title, other.Data.Carousel]).toEqual(['阿尔法集运', []]);
  });

  it('saves a reordered list in the new order and an emptied list as empty', async () => {
    const staff = await createUser(t, { site: siteC, grants: [calls.editSitePageConfiguration, calls.getEditSitePageConfiguration] });
    await savePage(pageBody, staff.token);
    const reordered = { ...pageBody, Carousel: [pageBody.Carousel[1]!, pageBody.Carousel[0]!], zh_cn: { ...pageBody.zh_cn, Services: [], Technologies: [] } };
    const res = await savePage(reordered, staff.token);
    expect(res.Data.Carousel.map((c) => c.Image)).toEqual(['/files/1/slide-2.png', '/files/1/slide-1.png']);
    const form = await call(t, calls.getEditSitePageConfiguration, {}, { token: staff.token });
    expect([form.Data.zh_cn.Services, form.Data.zh_cn.Technologies, form.Data.us_en.Title]).toEqual([[], [], 'Gamma Parcel']);
  });

  it('refuses bad colours, links and image addresses naming the field, and saves nothing', async () => {
    const staff = await createUser(t, { site: siteB, grants: [calls.editSitePageConfiguration, calls.getEditSitePageConfiguration] });
    const res = await savePage(
      // A service without its title, as a hand-made request could send it.
      { ...pageBody, PrimaryColor: 'blue', FilingLink: 'beian', Carousel: [{ Image: 'javascript:alert(1)' }], zh_cn: { ...pageBody.zh_cn, Services: [{ Description: 'no title' } as calls.PageFeature] } },
      staff.token,
    );
    expect(res.Code).toBe(2);
    expect(res.Message).toContain('PrimaryColor: a colour must look like #RRGGBB');
    expect(res.Message).toContain('FilingLink: must be a valid address starting with http:// or https://');
    expect(res.Message).toContain('Carousel.0.Image: not a valid image address');
    expect(res.Message).toContain('zh_cn.Services.0.Title: cannot be empty');
    const stored = await t.db.select().from(sitePageSettings).where(eq(sitePageSettings.siteId, siteB.id));
    expect(stored).toEqual([]);
  });

  it('lets platform staff configure any site they name, and asks them to name one', async () => {
    const platform = await createUser(t, { site: null, grants: [calls.editSitePageConfiguration, calls.getEditSitePageConfiguration] });
    const none = await call(t, calls.getEditSitePageConfiguration, {}, { token: platform.token });
    expect([none.Code, none.Message]).toEqual([2, 'SiteId: platform staff must choose a site']);
    const saved = await savePage({ SiteId: siteB.id, zh_cn: { Title: '贝塔新标题' } }, platform.token);
    expect([saved.Code, saved.Data.SiteId, saved.Data.zh_cn.Title]).toEqual([0, siteB.id, '贝塔新标题']);
    const form = await call(t, calls.getEditSitePageConfiguration, { SiteId: siteB.id }, { token: platform.token });
    expect(form.Data.zh_cn.Title).toBe('贝塔新标题');
  });

  it('refuses a JSON body, portal users and staff without the grant', async () => {
    const staff = await createUser(t, { site: siteB, grants: [] });
    const denied = await savePage(pageBody, staff.token);
    expect([denied.status, denied.Code]).toEqual([403, 1]);
    const portal = await createUser(t, { site: siteB, type: 'user', grants: 'all' });
    const wrong = await savePage(pageBody, portal.token);
    expect([wrong.status, wrong.Code]).toEqual([403, 1]);
    const granted = await createUser(t, { site: siteB, grants: [calls.editSitePageConfiguration] });
    const json = await call(t, calls.editSitePageConfiguration, pageBody, { token: granted.token });
    expect(json.Code).toBe(2);
  });
});
