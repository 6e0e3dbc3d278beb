import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, paymentConfiguration as api, site as siteCalls } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { createSecretBox, KEY_FILE, paymentSecretBox } from './secretBox.ts';
import { paymentConfigurations } from './tables.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./testCredentials/${name}`, import.meta.url), 'utf8');
const MERCHANT_KEY = fixture('merchant.key');
const MERCHANT_CERT = fixture('merchant.crt');
const OTHER_KEY = fixture('other.key');
const EXPIRED_CERT = fixture('expired.crt');
const ROOT_CHAIN = fixture('ca.crt') + fixture('merchant.crt');
const MERCHANT_PUBLIC_KEY = crypto.createPublicKey(MERCHANT_KEY).export({ type: 'spki', format: 'pem' }).toString();
const SERIAL = '3F9A2C0D5E6B7A8190';
const API_V3_KEY = 'Abcdefghijklmnopqrstuvwxyz12wXyZ';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

beforeAll(async () => {
  t = await createTestApp({ paymentSecretsKey: crypto.randomBytes(32).toString('hex') });
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

const weChat = (overrides: Record<string, unknown> = {}) => ({
  IsEnabled: true,
  NotifyUrl: 'https://pay.example.com/notify/wechat',
  AppId: 'wx1234567890abcdef',
  MchId: '1900000109',
  MerchantSerialNumber: SERIAL,
  ApiV3Key: API_V3_KEY,
  MerchantPrivateKey: MERCHANT_KEY,
  MerchantCertificate: MERCHANT_CERT,
  ...overrides,
});
const saveWeChat = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.editWeChatPayConfiguration, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};
const storedRow = async (siteId: number, provider: number) =>
  (await t.db.select().from(paymentConfigurations).where(sql`${paymentConfigurations.siteId} = ${siteId} and ${paymentConfigurations.provider} = ${provider}`))[0];

describe('credentials are encrypted at rest and never answered', () => {
  it('stores WeChat Pay credentials sealed, answers only masked hints, and keeps them through an edit that leaves them empty', async () => {
    const saved = await saveWeChat(admin, weChat());
    expect(saved).toMatchObject({
      Provider: 1,
      SiteId: site.id,
      Configured: true,
      IsEnabled: true,
      AppId: 'wx1234567890abcdef',
      MchId: '1900000109',
      ApiV3Key: { IsSet: true, Masked: '••••••••wXyZ', ValidTo: null },
      MerchantPrivateKey: { IsSet: true, Masked: 'RSA 2048', ValidTo: null },
      MerchantCertificate: { IsSet: true, Masked: `1900000109 · ${SERIAL}` },
    });
    expect(saved.MerchantCertificate.ValidTo).toMatch(/^2126-/);

    // The database holds no plaintext: not the key, not a line of the private key.
    const row = await storedRow(site.id, 1);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(API_V3_KEY);
    for (const line of MERCHANT_KEY.split('\n').filter((l) => l.length > 20)) expect(stored).not.toContain(line);
    expect(row!.credentials.ApiV3Key!.sealed).toMatch(/^v1\./);

    // And it opens with the key, in its place only.
    const box = paymentSecretBox(t.config);
    expect(box.open(row!.credentials.ApiV3Key!.sealed, `payment:${site.id}:1:ApiV3Key`)).toBe(API_V3_KEY);
    expect(box.open(row!.credentials.ApiV3Key!.sealed, `payment:${otherSite.id}:1:ApiV3Key`)).toBeNull();

    // No read answers a credential.
    const read = await call(t, api.getPaymentConfigurations, {}, { token: admin.token });
    const answered = JSON.stringify(read.Data);
    expect(answered).not.toContain(API_V3_KEY.slice(0, 20));
    expect(answered).not.toContain('PRIVATE KEY');
    expect(answered).not.toContain('BEGIN CERTIFICATE');
    expect(read.Data.WeChatPay.ApiV3Key).toEqual({ IsSet: true, Masked: '••••••••wXyZ', ValidTo: null });
    expect(read.Data.Alipay).toMatchObject({ Configured: false, IsEnabled: false, AppPrivateKey: { IsSet: false, Masked: '' } });

    // Nor does the audit trail.
    const audits = JSON.stringify(await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'PaymentConfiguration')));
    expect(audits).not.toContain(API_V3_KEY);
    expect(audits).not.toContain('PRIVATE KEY');

    // An edit without credentials keeps them; plain fields change.
    const edited = await saveWeChat(admin, { IsEnabled: true, IsSandbox: true, NotifyUrl: 'https://pay.example.com/v2/notify', AppId: 'wx1234567890abcdef', MchId: '1900000109', MerchantSerialNumber: SERIAL });
    expect(edited).toMatchObject({ IsSandbox: true, NotifyUrl: 'https://pay.example.com/v2/notify', ApiV3Key: { IsSet: true, Masked: '••••••••wXyZ' }, MerchantPrivateKey: { IsSet: true } });
    const after = await storedRow(site.id, 1);
    expect(after!.credentials.ApiV3Key!.sealed).toBe(row!.credentials.ApiV3Key!.sealed);

    // A new value replaces the old one.
    const replaced = await saveWeChat(admin, { ...weChat(), ApiV3Key: 'Z'.repeat(28) + '9876', MerchantPrivateKey: undefined, MerchantCertificate: undefined });
    expect(replaced.ApiV3Key.Masked).toBe('••••••••9876');
  });

  it('stores Alipay keys and a certificate chain the same way', async () => {
    const res = await call(
      t,
      api.editAlipayConfiguration,
      { IsEnabled: false, NotifyUrl: 'https://pay.example.com/notify/alipay', AppId: '2021000000000001', AppPrivateKey: MERCHANT_KEY, AlipayPublicKey: MERCHANT_PUBLIC_KEY, AlipayRootCertificate: ROOT_CHAIN },
      { token: admin.token },
    );
    expect(res.Code).toBe(0);
    expect(res.Data).toMatchObject({ Provider: 2, AppPrivateKey: { IsSet: true, Masked: 'RSA 2048' }, AlipayPublicKey: { IsSet: true, Masked: 'RSA 2048' }, AlipayRootCertificate: { IsSet: true, Masked: expect.stringMatching(/^Test CA · /) } });
    expect(JSON.stringify(await storedRow(site.id, 2))).not.toContain('PUBLIC KEY');
  });

  it('says so, instead of failing, when stored credentials no longer open (the key was changed)', async () => {
    const other = await createTestApp({ paymentSecretsKey: crypto.randomBytes(32).toString('hex') });
    try {
      const s = await createSite(other.db);
      const a = await createUser(other, { site: s, grants: 'all' });
      await call(other, api.editWeChatPayConfiguration, weChat(), { token: a.token });
      await other.db.update(paymentConfigurations).set({ credentials: sql`jsonb_set(credentials, '{MerchantCertificate,sealed}', to_jsonb('v1.AAAA.BBBB.CCCC'::text))` });
      const res = await call(other, api.editWeChatPayConfiguration, weChat({ MerchantCertificate: undefined }), { token: a.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'The stored payment credentials cannot be decrypted with the current encryption key; upload them again']);
    } finally {
      await other.close();
    }
  });
});

describe('the secret box', () => {
  it('opens only with its key and place, and refuses a tampered value', () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const sealed = box.seal('secret value', 'payment:1:1:ApiV3Key');
    expect(box.open(sealed, 'payment:1:1:ApiV3Key')).toBe('secret value');
    expect(box.open(sealed, 'payment:1:1:MerchantPrivateKey')).toBeNull();
    expect(createSecretBox(crypto.randomBytes(32)).open(sealed, 'payment:1:1:ApiV3Key')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'payment:1:1:ApiV3Key')).toBeNull();
    expect(box.seal('secret value', 'p')).not.toBe(box.seal('secret value', 'p'));
  });

  it('without PAYMENT_SECRETS_KEY generates one key into the data directory, readable only by its owner, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-key-'));
    try {
      const sealed = paymentSecretBox({ paymentSecretsKey: undefined, dataDir }).seal('x', 'p');
      const file = path.join(dataDir, KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
      const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
      expect(createSecretBox(key).open(sealed, 'p')).toBe('x');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => paymentSecretBox({ paymentSecretsKey: 'too-short', dataDir: '/nonexistent' })).toThrow(/64 hexadecimal digits/);
  });
});

describe('bad input names the field and the rule, and writes nothing', () => {
  it('refuses malformed fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [weChat({ AppId: 'app-1' }), 'AppId: has the wrong format'],
      [weChat({ MchId: '12ab' }), 'MchId: has the wrong format'],
      [weChat({ ApiV3Key: 'short' }), 'ApiV3Key: must be exactly 32 letters and digits'],
      [weChat({ NotifyUrl: 'ftp://pay.example.com' }), 'NotifyUrl: must be a full http(s) address'],
      [weChat({ MerchantPrivateKey: 'not a pem' }), 'MerchantPrivateKey: is not a PEM file'],
      [weChat({ MerchantPrivateKey: MERCHANT_CERT }), 'MerchantPrivateKey: is not a valid PEM private key'],
      [weChat({ MerchantCertificate: MERCHANT_KEY }), 'MerchantCertificate: is not a valid PEM certificate'],
      [weChat({ MerchantCertificate: EXPIRED_CERT }), 'MerchantCertificate: the certificate expired on 2021-01-01'],
      [weChat({ MerchantPrivateKey: OTHER_KEY }), 'MerchantPrivateKey: the private key does not belong to the certificate'],
      [weChat({ MerchantSerialNumber: 'ABCDEF0123' }), `MerchantSerialNumber: does not match the merchant certificate’s serial number ${SERIAL}`],
      [weChat({ SiteId: 'one' }), 'SiteId: must be a valid number'],
    ];
    const fresh = await createSite(t.db);
    const user = await createUser(t, { site: fresh, grants: 'all' });
    for (const [body, message] of cases) {
      const res = await call(t, api.editWeChatPayConfiguration, body, { token: user.token });
      expect([res.status, res.Code, res.Message], message).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await storedRow(fresh.id, 1)).toBeUndefined();
  });

  it('refuses to enable a provider without what it needs, and accepts saving it disabled', async () => {
    const fresh = await createSite(t.db);
    const user = await createUser(t, { site: fresh, grants: 'all' });
    const noKey = await call(t, api.editWeChatPayConfiguration, weChat({ ApiV3Key: undefined }), { token: user.token });
    expect([noKey.Code, noKey.Message]).toEqual([ErrorCode.InvalidInput, 'ApiV3Key: is required to enable this payment method']);
    const noUrl = await call(t, api.editWeChatPayConfiguration, weChat({ NotifyUrl: '' }), { token: user.token });
    expect(noUrl.Message).toBe('NotifyUrl: is required to enable this payment method');
    const alipay = await call(t, api.editAlipayConfiguration, { IsEnabled: true, NotifyUrl: 'https://pay.example.com/a', AppId: '2021000000000001', AppPrivateKey: MERCHANT_KEY }, { token: user.token });
    expect(alipay.Message).toBe('AlipayPublicKey: enabling Alipay needs the Alipay public key, or the app, Alipay and Alipay root certificates');
    // Half of the certificate mode is refused naming what lacks, even beside a public key (any certificate means that mode).
    const halfCertificates = { IsEnabled: true, NotifyUrl: 'https://pay.example.com/a', AppId: '2021000000000001', AppPrivateKey: MERCHANT_KEY, AlipayPublicKey: MERCHANT_PUBLIC_KEY, AppCertificate: MERCHANT_CERT };
    const half = await call(t, api.editAlipayConfiguration, halfCertificates, { token: user.token });
    expect([half.Code, half.Message]).toEqual([ErrorCode.InvalidInput, 'AlipayCertificate: the certificate mode needs the app, Alipay and Alipay root certificates; this one is missing']);
    const noRoot = await call(t, api.editAlipayConfiguration, { ...halfCertificates, AlipayCertificate: MERCHANT_CERT }, { token: user.token });
    expect(noRoot.Message).toBe('AlipayRootCertificate: the certificate mode needs the app, Alipay and Alipay root certificates; this one is missing');
    const draft = await call(t, api.editWeChatPayConfiguration, { AppId: 'wx1234567890abcdef' }, { token: user.token });
    expect(draft.Data).toMatchObject({ Configured: true, IsEnabled: false, ApiV3Key: { IsSet: false } });
  });
});

describe('delete', () => {
  it('removes a provider’s configuration and its credentials', async () => {
    const fresh = await createSite(t.db);
    const user = await createUser(t, { site: fresh, grants: 'all' });
    await saveWeChat(user, weChat());
    expect((await call(t, api.deletePaymentConfiguration, { Provider: 1 }, { token: user.token })).Code).toBe(0);
    expect(await storedRow(fresh.id, 1)).toBeUndefined();
    const read = await call(t, api.getPaymentConfigurations, {}, { token: user.token });
    expect(read.Data.WeChatPay).toMatchObject({ Configured: false, ApiV3Key: { IsSet: false } });
    // The history outlives the removal, and holds masked values only.
    const history = await call(t, api.getPaymentConfigurationHistory, { Provider: 1 }, { token: user.token });
    expect(history.Data.map((h) => [h.Action, h.ActorName])).toEqual([
      ['Delete', user.userName],
      ['Establish', user.userName],
    ]);
    expect(history.Data[1]!.After).toMatchObject({ ApiV3Key: { IsSet: true, Masked: '••••••••wXyZ' } });
    expect(JSON.stringify(history.Data)).not.toContain(API_V3_KEY);
    const bad = await call(t, api.deletePaymentConfiguration, { Provider: 3 }, { token: user.token });
    expect([bad.Code, bad.Message]).toEqual([ErrorCode.InvalidInput, 'Provider: is not an allowed value']);
  });
});

describe('access', () => {
  it('keeps each site’s configuration to itself; platform staff name the site', async () => {
    await saveWeChat(otherAdmin, weChat({ AppId: 'wxffffffffffffffff' }));
    const mine = await call(t, api.getPaymentConfigurations, { SiteId: otherSite.id }, { token: admin.token });
    expect(mine.Data.SiteId).toBe(site.id);
    expect(mine.Data.WeChatPay.AppId).not.toBe('wxffffffffffffffff');
    // A site admin's SiteId is ignored: the save lands on their own site.
    await saveWeChat(admin, weChat({ SiteId: otherSite.id, AppId: 'wx0000000000000001' }));
    expect((await storedRow(otherSite.id, 1))!.appId).toBe('wxffffffffffffffff');

    const noSite = await call(t, api.getPaymentConfigurations, {}, { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const theirs = await call(t, api.getPaymentConfigurations, { SiteId: otherSite.id }, { token: platform.token });
    expect(theirs.Data.WeChatPay).toMatchObject({ AppId: 'wxffffffffffffffff', ApiV3Key: { IsSet: true } });
    const edited = await call(t, api.editWeChatPayConfiguration, { SiteId: otherSite.id, AppId: 'wxeeeeeeeeeeeeeeee' }, { token: platform.token });
    expect([edited.Code, edited.Data.SiteId]).toEqual([0, otherSite.id]);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const readOnly = await createUser(t, { site, grants: [api.getPaymentConfigurations] });
    const before = JSON.stringify(await t.db.select().from(paymentConfigurations));
    for (const c of [api.getPaymentConfigurations, api.editWeChatPayConfiguration, api.editAlipayConfiguration, api.deletePaymentConfiguration, api.getPaymentConfigurationHistory]) {
      const body = { Provider: 1 };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getPaymentConfigurations) expect((await call(t, c, body, { token: readOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getPaymentConfigurations, {}, { token: readOnly.token })).Code).toBe(0);
    expect(JSON.stringify(await t.db.select().from(paymentConfigurations))).toBe(before);
  });
});

describe('one switch: the site offers WeChat Pay exactly while its WeChat Pay configuration is enabled', () => {
  it('turns the site’s OpenWeChatPay on and off with the configuration, and a site edit cannot set it', async () => {
    const own = await createSite(t.db);
    const ownAdmin = await createUser(t, { site: own, grants: 'all' });
    const flag = async () => (await call(t, siteCalls.getSiteById, { Id: own.id }, { token: ownAdmin.token })).Data.OpenWeChatPay;
    expect(await flag()).toBe(false);

    // An incomplete configuration cannot be enabled, so the site never offers WeChat Pay without credentials.
    const incomplete = await call(t, api.editWeChatPayConfiguration, { IsEnabled: true, AppId: 'wx1234567890abcdef' }, { token: ownAdmin.token });
    expect(incomplete.Code).toBe(ErrorCode.InvalidInput);
    expect(await flag()).toBe(false);

    await saveWeChat(ownAdmin, weChat());
    expect(await flag()).toBe(true);
    await saveWeChat(ownAdmin, weChat({ IsEnabled: false, MerchantPrivateKey: undefined, MerchantCertificate: undefined }));
    expect(await flag()).toBe(false);

    // The site form no longer carries the flag: sending it changes nothing.
    const info = (await call(t, siteCalls.getSiteById, { Id: own.id }, { token: ownAdmin.token })).Data;
    const edited = await call(t, siteCalls.editSite, { ...info, UserUrl: 'https://own.example', BackstagePath: '/admin', OpenWeChatPay: true }, { token: ownAdmin.token });
    expect([edited.Code, edited.Message, edited.Data.OpenWeChatPay]).toEqual([0, 'Success', false]);

    // Alipay has no site flag; removing an enabled WeChat Pay configuration turns the flag off.
    await saveWeChat(ownAdmin, weChat({ MerchantPrivateKey: undefined, MerchantCertificate: undefined }));
    expect(await flag()).toBe(true);
    await call(t, api.editAlipayConfiguration, { IsEnabled: false, AppId: '2021000000000001' }, { token: ownAdmin.token });
    expect(await flag()).toBe(true);
    expect((await call(t, api.deletePaymentConfiguration, { Provider: api.PaymentProvider.WeChatPay }, { token: ownAdmin.token })).Code).toBe(0);
    expect(await flag()).toBe(false);
  });
});
