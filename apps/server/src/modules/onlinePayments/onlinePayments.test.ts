import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { coupons as couponApi, ErrorCode, onlinePayments as api, paymentConfiguration, wallets } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import * as alipay from './alipay.ts';
import { SANDBOX_KEY_FILE, sandboxKeys, type SandboxKeys } from './sandboxKeys.ts';
import { userCoupons } from '../coupons/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { walletEvents, walletPostings } from '../wallets/tables.ts';
import { queryUnpaidRecharges, settle } from './onlinePayments.service.ts';
import { recharges } from './tables.ts';
import * as wechat from './wechatPay.ts';
import { certificateSn, issueCertificate, rootCertificateSn } from '../../platform/x509.ts';

const { PaymentProvider, RechargeStatus } = api;

/** The adapters' HTTP, answered by the app itself (the sandbox and the notify endpoints) through app.inject. */
function injectFetch(app: FastifyInstance, lose: { notifications: boolean }): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    if (lose.notifications && url.pathname.startsWith('/PaymentNotify/')) return new Response('lost on the way', { status: 503 });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...(init?.headers as Record<string, string>), host: url.host },
      payload: init?.body as string | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers });
  };
}

let t: TestApp;
let keys: SandboxKeys;
let site: TestSite;
let otherSite: TestSite;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
const lose = { notifications: false };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-payments-'));

const notifyUrl = (provider: 'WeChatPay' | 'Alipay', siteId: number) => `http://127.0.0.1/PaymentNotify/${provider}/${siteId}`;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  t.services.paymentFetch = injectFetch(t.app, lose);
  keys = await sandboxKeys(dataDir);
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  const customerCalls = [api.createOnlineRecharge, api.getUserRecharges, api.getUserRechargeById, api.queryUserRecharge, api.getRechargeProviders, wallets.getUserWallets, couponApi.getCurrentUserRechargeAvailableCoupons];
  alice = await createUser(t, { site, type: 'user', grants: customerCalls });
  bob = await createUser(t, { site, type: 'user', grants: customerCalls });
  stranger = await createUser(t, { site, type: 'user', grants: [] });
  staff = await createUser(t, { site, grants: [api.getRecharges, api.getRechargeById, api.queryRecharge, paymentConfiguration.editWeChatPayConfiguration, paymentConfiguration.editAlipayConfiguration] });
  otherStaff = await createUser(t, { site: otherSite, grants: [api.getRecharges, api.getRechargeById, api.queryRecharge] });
  // The site's configuration points at the sandbox, with the sandbox's test keys, as the demo's does.
  const w = keys.wechat;
  const configured = await call(
    t,
    paymentConfiguration.editWeChatPayConfiguration,
    { IsEnabled: true, IsSandbox: true, NotifyUrl: notifyUrl('WeChatPay', site.id), AppId: w.appId, MchId: w.mchId, MerchantSerialNumber: w.merchantSerialNumber, ApiV3Key: w.apiV3Key, MerchantPrivateKey: w.merchantPrivateKey, WeChatPayPublicKeyId: w.publicKeyId, WeChatPayPublicKey: w.platformPublicKey },
    { token: staff.token },
  );
  expect(configured.Code, configured.Message).toBe(0);
  const a = keys.alipay;
  const alipayConfigured = await call(
    t,
    paymentConfiguration.editAlipayConfiguration,
    { IsEnabled: true, IsSandbox: true, NotifyUrl: notifyUrl('Alipay', site.id), AppId: a.appId, SellerId: a.sellerId, AppPrivateKey: a.appPrivateKey, AlipayPublicKey: a.alipayPublicKey },
    { token: staff.token },
  );
  expect(alipayConfigured.Code, alipayConfigured.Message).toBe(0);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function recharge(user: TestUser, Amount: string, Provider: number, UserCouponIds: number[] = []) {
  const res = await call(t, api.createOnlineRecharge, { Amount, Provider, UserCouponIds }, { token: user.token });
  expect(res.Code, res.Message).toBe(0);
  return res.Data;
}

/** The sandbox's pay page code of a recharge: WeChat Pay's code_url is the page; Alipay's pay address redirects to it. */
async function payPageOf(payTarget: string): Promise<string> {
  const url = new URL(payTarget);
  if (url.pathname.startsWith('/sandbox/pay/')) return url.pathname;
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** The payer's click on the sandbox page: it pays, then sends the notification; answers what our endpoint said. */
async function pay(payTarget: string): Promise<string> {
  const page = await payPageOf(payTarget);
  const res = await t.app.inject({ method: 'POST', url: `${page}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(res.statusCode).toBe(303);
  return (await t.app.inject({ method: 'GET', url: page })).body;
}

async function notifyAgain(payTarget: string): Promise<string> {
  const page = await payPageOf(payTarget);
  await t.app.inject({ method: 'POST', url: `${page}/notify`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return (await t.app.inject({ method: 'GET', url: page })).body;
}

const detail = async (user: TestUser, id: number) => (await call(t, api.getUserRechargeById, { Id: id }, { token: user.token })).Data;
/** The customer's CNY balance as their wallets answer it ('0.00' before their first wallet). */
const balance = async (user: TestUser) => (await call(t, wallets.getUserWallets, undefined, { token: user.token })).Data.find((w) => w.CurrencyCode === 'CNY')?.Balance ?? '0.00';
const stored = async (id: number) => (await t.db.select().from(recharges).where(eq(recharges.id, id)))[0]!;

describe('online recharge through the sandbox', () => {
  it('offers the providers the site switched on', async () => {
    const offered = await call(t, api.getRechargeProviders, {}, { token: alice.token });
    expect(offered.Data).toEqual([
      { Provider: PaymentProvider.WeChatPay, IsSandbox: true },
      { Provider: PaymentProvider.Alipay, IsSandbox: true },
    ]);
  });

  it('WeChat Pay: a QR code, paid once however many times the notification is delivered', async () => {
    const before = await balance(alice);
    const created = await recharge(alice, '88.5', PaymentProvider.WeChatPay);
    expect(created).toMatchObject({ Amount: '88.50', Currency: 'CNY', Status: RechargeStatus.Created, Provider: PaymentProvider.WeChatPay });
    expect(created.OutTradeNo).toMatch(/^R\d{22}$/);
    expect(created.PayTarget).toMatch(/\/sandbox\/pay\/[0-9a-f]{24}$/);

    expect(await pay(created.PayTarget)).toContain('HTTP 204');
    const paid = await detail(alice, created.Id);
    expect(paid.Status).toBe(RechargeStatus.Paid);
    expect(paid.ProviderTransactionId).toMatch(/^42000\d+/);
    expect(paid.PayTarget).toBe('');
    const first = await stored(created.Id);
    expect(first.rawNotification).toMatchObject({ source: 'notification', transaction: { out_trade_no: created.OutTradeNo, trade_state: 'SUCCESS' } });

    for (let i = 0; i < 9; i++) expect(await notifyAgain(created.PayTarget)).toContain('HTTP 204');
    const after = await stored(created.Id);
    expect(after.paidAt).toEqual(first.paidAt);
    expect(after.rawNotification).toEqual(first.rawNotification);
    expect((await detail(alice, created.Id)).History.map((h) => h.Action)).toEqual(['Create', 'Pay']);
    expect(await balance(alice)).toBe(new Decimal(before).plus('88.50').toFixed(2));
  });

  it('Alipay: a pay address, the literal success, paid once however many times it is delivered', async () => {
    const created = await recharge(alice, '12.30', PaymentProvider.Alipay);
    const target = new URL(created.PayTarget);
    expect(target.pathname).toBe('/sandbox/alipay/gateway.do');
    expect(target.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(await pay(created.PayTarget)).toContain('HTTP 200 success');
    expect((await detail(alice, created.Id)).Status).toBe(RechargeStatus.Paid);
    for (let i = 0; i < 9; i++) expect(await notifyAgain(created.PayTarget)).toContain('HTTP 200 success');
    expect((await detail(alice, created.Id)).History.map((h) => h.Action)).toEqual(['Create', 'Pay']);
  });

  it('refuses a forged WeChat Pay notification, and one of another amount even when signed', async () => {
    const created = await recharge(alice, '10', PaymentProvider.WeChatPay);
    const notification = (key: string, total: number) => {
      const transaction = { appid: keys.wechat.appId, mchid: keys.wechat.mchId, out_trade_no: created.OutTradeNo, transaction_id: '4200000000', trade_state: 'SUCCESS', amount: { total, currency: 'CNY' } };
      const body = JSON.stringify({ id: 'x', event_type: 'TRANSACTION.SUCCESS', resource: wechat.encryptResource(keys.wechat.apiV3Key, JSON.stringify(transaction), 'transaction') });
      return { body, headers: { 'content-type': 'application/json', ...wechat.signMessage(key, keys.wechat.publicKeyId, body) } };
    };
    const post = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: `/PaymentNotify/WeChatPay/${site.id}`, headers: n.headers, payload: n.body });

    const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = await post(notification(forger, 1000));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'FAIL' });
    const genuine = notification(keys.wechat.platformPrivateKey, 1000);
    expect((await post({ ...genuine, body: genuine.body.replace('"x"', '"y"') })).statusCode).toBe(401);
    expect((await post(notification(keys.wechat.platformPrivateKey, 1))).statusCode).toBe(400);
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Created);
    // The same notification, genuine and of the right amount, is taken.
    expect((await post(genuine)).statusCode).toBe(204);
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Paid);
  });

  it('refuses a forged Alipay notification, and one of another amount, app or seller', async () => {
    const created = await recharge(alice, '20.00', PaymentProvider.Alipay);
    const form = (key: string, over: alipay.Params = {}) =>
      new URLSearchParams(
        alipay.signNotification(key, { notify_type: 'trade_status_sync', app_id: keys.alipay.appId, seller_id: keys.alipay.sellerId, out_trade_no: created.OutTradeNo, trade_no: 'T1', total_amount: '20.00', trade_status: 'TRADE_SUCCESS', ...over }),
      ).toString();
    const post = (payload: string) => t.app.inject({ method: 'POST', url: `/PaymentNotify/Alipay/${site.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await post(form(keys.alipay.appPrivateKey))).body).toBe('fail');
    expect((await post(form(keys.alipay.alipayPrivateKey, { total_amount: '0.01' }))).body).toBe('fail');
    expect((await post(form(keys.alipay.alipayPrivateKey, { seller_id: '2088999999999999' }))).body).toBe('fail');
    expect((await post(form(keys.alipay.alipayPrivateKey, { app_id: '2021999999999999' }))).body).toBe('fail');
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Created);
    expect((await post(form(keys.alipay.alipayPrivateKey))).body).toBe('success');
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Paid);
  });

  it('asks the provider about a payment whose notification never came', async () => {
    for (const provider of [PaymentProvider.WeChatPay, PaymentProvider.Alipay]) {
      const created = await recharge(alice, '5.00', provider);
      // Not paid yet: the provider says so, and nothing changes.
      expect((await call(t, api.queryUserRecharge, { Id: created.Id }, { token: alice.token })).Data.Status).toBe(RechargeStatus.Created);
      lose.notifications = true;
      try {
        expect(await pay(created.PayTarget)).toContain('HTTP 503');
      } finally {
        lose.notifications = false;
      }
      expect((await stored(created.Id)).status).toBe(RechargeStatus.Created);
      const queried = await call(t, api.queryRecharge, { Id: created.Id }, { token: staff.token });
      expect(queried.Code, queried.Message).toBe(0);
      expect(queried.Data.Status).toBe(RechargeStatus.Paid);
      expect((await stored(created.Id)).rawNotification).toMatchObject({ source: 'query' });
    }
  });
});

describe('Alipay in the public-key certificate mode', () => {
  const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../paymentConfiguration/testCredentials', name), 'utf8');
  const md5 = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex');
  let certSite: TestSite;
  let dora: TestUser;
  let certStaff: TestUser;

  beforeAll(async () => {
    certSite = await createSite(t.db);
    dora = await createUser(t, { site: certSite, type: 'user', grants: [api.createOnlineRecharge, api.getUserRechargeById, wallets.getUserWallets] });
    certStaff = await createUser(t, { site: certSite, grants: [api.queryRecharge, paymentConfiguration.editAlipayConfiguration] });
    const a = keys.alipay;
    // Certificates only, no public key: the certificate mode.
    const configured = await call(
      t,
      paymentConfiguration.editAlipayConfiguration,
      { IsEnabled: true, IsSandbox: true, NotifyUrl: notifyUrl('Alipay', certSite.id), AppId: a.appId, SellerId: a.sellerId, AppPrivateKey: a.appPrivateKey, AppCertificate: a.appCertificate, AlipayCertificate: a.alipayCertificate, AlipayRootCertificate: a.rootCertificate },
      { token: certStaff.token },
    );
    expect(configured.Code, configured.Message).toBe(0);
  });

  it('computes a certificate’s SN from its issuer (RFC 2253, last RDN first) and its serial number in decimal', async () => {
    // merchant.crt: issuer CN=1900000109 then O=Demo Merchant in the DER; serial 3F9A2C0D5E6B7A8190 (README).
    // Worked out apart from this code (openssl x509 -issuer -serial -nameopt RFC2253; python int(…, 16) and hashlib.md5):
    // md5("O=Demo Merchant,CN=1900000109" + "1173254145723699200400").
    expect(certificateSn(fixture('merchant.crt'))).toBe('fd8b4a3c90940377f704cfa6be7758ce');
    expect(md5(`O=Demo Merchant,CN=1900000109${BigInt('0x3F9A2C0D5E6B7A8190').toString()}`)).toBe('fd8b4a3c90940377f704cfa6be7758ce');
    // A root file: the SHA1/SHA256-with-RSA certificates' SNs joined by "_"; an ECDSA root (Alipay's SM2 one) left out.
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const ecRoot = await issueCertificate({ subject: [['CN', 'EC Root']], issuer: [['CN', 'EC Root']], publicKey: ec.publicKey, issuerPrivateKey: ec.privateKey, serialNumber: '0A', isCertificateAuthority: true });
    const ca = new crypto.X509Certificate(fixture('ca.crt'));
    const expected = `${md5(`CN=Test CA${BigInt(`0x${ca.serialNumber}`).toString()}`)}_${md5(`O=Demo Merchant,CN=1900000109${BigInt('0x3F9A2C0D5E6B7A8190').toString()}`)}`;
    expect(rootCertificateSn(fixture('ca.crt') + ecRoot + fixture('merchant.crt'))).toBe(expected);
    // A SHA-1 root counts as well.
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const name = [['C', 'CN'], ['O', 'Ant Financial'], ['OU', 'Certification Authority'], ['CN', 'Ant Financial Certification Authority R1']] as const;
    const sha1Root = await issueCertificate({ subject: name, issuer: name, publicKey: rsa.publicKey, issuerPrivateKey: rsa.privateKey, serialNumber: '623DCFB6A9A4E1C3', isCertificateAuthority: true, hash: 'sha1' });
    expect(rootCertificateSn(ecRoot + sha1Root)).toBe(md5(`CN=Ant Financial Certification Authority R1,OU=Certification Authority,O=Ant Financial,C=CN${BigInt('0x623DCFB6A9A4E1C3').toString()}`));
  });

  it('leaves an SM2 root (as in Alipay’s root file) out of the root SN, and reads it without failing', () => {
    const ca = new crypto.X509Certificate(fixture('ca.crt'));
    expect(rootCertificateSn(fixture('sm2root.crt') + fixture('ca.crt'))).toBe(md5(`CN=Test CA${BigInt(`0x${ca.serialNumber}`).toString()}`));
  });

  it('pays a recharge round trip: the request names the certificates, the sandbox’s notification credits the wallet', async () => {
    const res = await call(t, api.createOnlineRecharge, { Amount: '66.60', Provider: PaymentProvider.Alipay, UserCouponIds: [] }, { token: dora.token });
    expect(res.Code, res.Message).toBe(0);
    const target = new URL(res.Data.PayTarget);
    expect(target.searchParams.get('app_cert_sn')).toBe(certificateSn(keys.alipay.appCertificate));
    expect(target.searchParams.get('alipay_root_cert_sn')).toBe(rootCertificateSn(keys.alipay.rootCertificate));
    expect(target.searchParams.get('alipay_root_cert_sn')).not.toContain('_'); // the sandbox's EC root is left out
    expect(await pay(res.Data.PayTarget)).toContain('HTTP 200 success');
    expect((await stored(res.Data.Id)).status).toBe(RechargeStatus.Paid);
    expect(await balance(dora)).toBe('66.60');
    // Requests of the public key mode (the other site) carry no certificate SN.
    const plain = await recharge(alice, '1.00', PaymentProvider.Alipay);
    expect(new URL(plain.PayTarget).searchParams.has('app_cert_sn')).toBe(false);
  });

  it('refuses a notification signed with another certificate’s key, and takes the one signed with Alipay’s', async () => {
    const res = await call(t, api.createOnlineRecharge, { Amount: '9.90', Provider: PaymentProvider.Alipay, UserCouponIds: [] }, { token: dora.token });
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherKey = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // A look-alike certificate: Alipay's subject, issued by a forger, for another key.
    const lookAlike = await issueCertificate({ subject: [['CN', 'Alipay (sandbox)']], issuer: [['CN', 'LBO Payment Sandbox Root Class 2 R1']], publicKey: other.publicKey, issuerPrivateKey: otherKey, serialNumber: '01' });
    expect(new crypto.X509Certificate(lookAlike).checkPrivateKey(other.privateKey)).toBe(true);
    const form = (key: string) =>
      new URLSearchParams(
        alipay.signNotification(key, { notify_type: 'trade_status_sync', app_id: keys.alipay.appId, seller_id: keys.alipay.sellerId, out_trade_no: res.Data.OutTradeNo, trade_no: 'T9', total_amount: '9.90', trade_status: 'TRADE_SUCCESS' }),
      ).toString();
    const post = (payload: string) => t.app.inject({ method: 'POST', url: `/PaymentNotify/Alipay/${certSite.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await post(form(otherKey))).body).toBe('fail');
    expect((await stored(res.Data.Id)).status).toBe(RechargeStatus.Created);
    expect((await post(form(keys.alipay.alipayPrivateKey))).body).toBe('success');
    expect((await stored(res.Data.Id)).status).toBe(RechargeStatus.Paid);
  });

  it('queries the sandbox in the certificate mode, and refuses an answer naming another Alipay certificate', async () => {
    const res = await call(t, api.createOnlineRecharge, { Amount: '3.00', Provider: PaymentProvider.Alipay, UserCouponIds: [] }, { token: dora.token });
    lose.notifications = true;
    try {
      await pay(res.Data.PayTarget);
    } finally {
      lose.notifications = false;
    }
    const queried = await call(t, api.queryRecharge, { Id: res.Data.Id }, { token: certStaff.token });
    expect([queried.Code, queried.Message]).toEqual([0, 'Success']);
    expect(queried.Data.Status).toBe(RechargeStatus.Paid);
    // Alipay renewed its certificate: the answer names another one, and is not believed.
    const c = { gatewayUrl: 'https://alipay.test/gateway.do', appId: keys.alipay.appId, sellerId: keys.alipay.sellerId, appPrivateKey: keys.alipay.appPrivateKey, alipayPublicKey: keys.alipay.alipayPublicKey };
    const sns = { appCertSn: certificateSn(keys.alipay.appCertificate), alipayRootCertSn: rootCertificateSn(keys.alipay.rootCertificate), alipayCertSn: certificateSn(keys.alipay.alipayCertificate) };
    const answered = (sn: string) => async () => new Response(alipay.signedAnswer(keys.alipay.alipayPrivateKey, 'alipay_trade_query_response', { code: '10000', msg: 'Success', trade_status: 'TRADE_SUCCESS' }, sn), { status: 200 });
    await expect(alipay.queryTrade({ ...c, certificates: sns }, answered(sns.alipayCertSn), 'X1')).resolves.toMatchObject({ trade_status: 'TRADE_SUCCESS' });
    await expect(alipay.queryTrade({ ...c, certificates: sns }, answered('0'.repeat(32)), 'X1')).rejects.toThrow(/another|not the configured/);
  });

  it('gives a sandbox key file of before the certificate mode certificates for its keys, and keeps them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-sandbox-keys-'));
    try {
      const { appCertificate: _a, alipayCertificate: _b, rootCertificate: _c, ...olderAlipay } = keys.alipay;
      fs.writeFileSync(path.join(dir, SANDBOX_KEY_FILE), JSON.stringify({ wechat: keys.wechat, alipay: olderAlipay }));
      const upgraded = await sandboxKeys(dir);
      const spki = (pem: string) => crypto.createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64');
      expect(upgraded.alipay.alipayPrivateKey).toBe(keys.alipay.alipayPrivateKey);
      expect(spki(upgraded.alipay.alipayCertificate)).toBe(spki(keys.alipay.alipayPublicKey));
      expect(spki(upgraded.alipay.appCertificate)).toBe(spki(keys.alipay.appPublicKey));
      expect(new crypto.X509Certificate(upgraded.alipay.appCertificate).verify(new crypto.X509Certificate(upgraded.alipay.rootCertificate).publicKey)).toBe(true);
      expect([new crypto.X509Certificate(upgraded.alipay.rootCertificate).ca, new crypto.X509Certificate(upgraded.alipay.appCertificate).ca]).toEqual([true, false]); // basic constraints
      expect(JSON.parse(fs.readFileSync(path.join(dir, SANDBOX_KEY_FILE), 'utf8')).alipay.appCertificate).toBe(upgraded.alipay.appCertificate);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to pay with half of the certificate mode, naming what is missing', async () => {
    const halfSite = await createSite(t.db);
    const admin = await createUser(t, { site: halfSite, grants: [paymentConfiguration.editAlipayConfiguration] });
    const eve = await createUser(t, { site: halfSite, type: 'user', grants: [api.createOnlineRecharge] });
    const a = keys.alipay;
    // Saved switched off (a draft may be half done), then the certificate mode's half is installed directly as enabled.
    const draft = await call(t, paymentConfiguration.editAlipayConfiguration, { IsEnabled: false, IsSandbox: true, NotifyUrl: notifyUrl('Alipay', halfSite.id), AppId: a.appId, SellerId: a.sellerId, AppPrivateKey: a.appPrivateKey, AlipayPublicKey: a.alipayPublicKey, AppCertificate: a.appCertificate }, { token: admin.token });
    expect(draft.Code, draft.Message).toBe(0);
    const enable = await call(t, paymentConfiguration.editAlipayConfiguration, { IsEnabled: true, IsSandbox: true, NotifyUrl: notifyUrl('Alipay', halfSite.id), AppId: a.appId, SellerId: a.sellerId }, { token: admin.token });
    expect([enable.Code, enable.Message]).toEqual([ErrorCode.InvalidInput, 'AlipayCertificate: the certificate mode needs the app, Alipay and Alipay root certificates; this one is missing']);
    await t.db.execute(sql`update payment_configurations set is_enabled = true where site_id = ${halfSite.id}`);
    const res = await call(t, api.createOnlineRecharge, { Amount: '1.00', Provider: PaymentProvider.Alipay, UserCouponIds: [] }, { token: eve.token });
    expect(res.Code).not.toBe(0);
    expect(res.Message).toContain('AlipayCertificate, AlipayRootCertificate');
  });
});

describe('recharge calls', () => {
  it('refuses bad input naming the field', async () => {
    for (const Amount of ['0', '-1', '1.234', '50000.01', 'abc']) {
      const res = await call(t, api.createOnlineRecharge, { Amount, Provider: PaymentProvider.WeChatPay }, { token: alice.token });
      expect(res.Code, Amount).toBe(ErrorCode.InvalidInput);
      expect(res.Message).toContain('Amount');
    }
    const provider = await call(t, api.createOnlineRecharge, { Amount: '1', Provider: 3 }, { token: alice.token });
    expect(provider.Code).toBe(ErrorCode.InvalidInput);
    expect(provider.Message).toContain('Provider');
    expect((await t.db.select().from(recharges).where(eq(recharges.ownerId, alice.id))).every((r) => r.amount !== '0.00')).toBe(true);
  });

  it('refuses a provider the site does not offer', async () => {
    const carol = await createUser(t, { site: otherSite, type: 'user', grants: [api.createOnlineRecharge] });
    const res = await call(t, api.createOnlineRecharge, { Amount: '1', Provider: PaymentProvider.Alipay }, { token: carol.token });
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message).toBe('Provider: this site does not offer this online payment method');
  });

  it('keeps a customer to their own recharges and staff to their site', async () => {
    const mine = await recharge(alice, '1.00', PaymentProvider.WeChatPay);
    expect((await call(t, api.getUserRechargeById, { Id: mine.Id }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.queryUserRecharge, { Id: mine.Id }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getUserRecharges, {}, { token: bob.token })).Data.Total).toBe(0);
    const listed = await call(t, api.getUserRecharges, { Status: RechargeStatus.Created }, { token: alice.token });
    expect(listed.Data.Data.map((r) => r.Id)).toContain(mine.Id);
    expect(listed.Data.Data.every((r) => r.Status === RechargeStatus.Created)).toBe(true);

    const siteList = await call(t, api.getRecharges, { UserId: alice.id }, { token: staff.token });
    expect(siteList.Data.Data.find((r) => r.Id === mine.Id)).toMatchObject({ UserName: alice.userName });
    expect((await call(t, api.getRechargeById, { Id: mine.Id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.queryRecharge, { Id: mine.Id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getRecharges, {}, { token: otherStaff.token })).Data.Total).toBe(0);
  });

  it('refuses callers without the grant', async () => {
    expect((await call(t, api.createOnlineRecharge, { Amount: '1', Provider: PaymentProvider.WeChatPay }, { token: stranger.token })).status).toBe(403);
    expect((await call(t, api.getUserRecharges, {}, { token: stranger.token })).status).toBe(403);
    expect((await call(t, api.getRecharges, {}, { token: alice.token })).status).toBe(403);
    expect((await call(t, api.createOnlineRecharge, { Amount: '1', Provider: PaymentProvider.WeChatPay }, { token: staff.token })).status).toBe(403);
  });
});

describe('recharge coupons on an online recharge', () => {
  let cny: number;
  let couponManager: TestUser;
  /** A recharge coupon definition of the site granted once to the customer: answers the coupon held. */
  const grant = async (user: TestUser, fields: { Name: string; PreferentialAmount: string; Superposition: boolean; AvailableAmount?: string }) => {
    const added = await call(t, couponApi.addCoupon, { ...fields, CurrencyCode: 'CNY', EffectiveDays: 30 }, { token: couponManager.token });
    expect(added.Code, added.Message).toBe(0);
    expect((await call(t, couponApi.addUserCoupons, { CouponId: added.Data.Id, UserIds: [user.id] }, { token: couponManager.token })).Code).toBe(0);
    const [held] = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, added.Data.Id));
    return held!.id;
  };
  const offered = async (user: TestUser, RechargeAmount: string) => (await call(t, couponApi.getCurrentUserRechargeAvailableCoupons, { CurrencyId: cny, RechargeAmount }, { token: user.token })).Data.map((c) => c.Id);
  const coupon = async (id: number) => (await t.db.select().from(userCoupons).where(eq(userCoupons.id, id)))[0]!;
  const rechargeCount = async () => (await t.db.select().from(recharges)).length;

  beforeAll(async () => {
    const [currency] = await t.db.insert(currencies).values({ siteId: site.id, name: '人民币', currencyCode: 'CNY', exchangeRate: '1' }).returning({ id: currencies.id });
    cny = currency!.id;
    couponManager = await createUser(t, { site, grants: [couponApi.addCoupon, couponApi.addUserCoupons] });
  });

  it('holds the coupons while the recharge awaits payment, then credits the amount and their bonus once, as a separate posting', async () => {
    const five = await grant(alice, { Name: 'Recharge 5', PreferentialAmount: '5', Superposition: true, AvailableAmount: '50' });
    const three = await grant(alice, { Name: 'Recharge 3', PreferentialAmount: '3', Superposition: true });
    expect(await offered(alice, '100')).toEqual(expect.arrayContaining([five, three]));
    // Below the coupon's minimum amount it is not offered.
    expect(await offered(alice, '20')).not.toContain(five);

    const before = await balance(alice);
    const created = await recharge(alice, '100', PaymentProvider.WeChatPay, [five, three]);
    expect(created.CouponAmount).toBe('8.00');
    expect(await offered(alice, '100')).not.toContain(five);
    expect(await coupon(five)).toMatchObject({ rechargeId: created.Id, useStatus: 0 });
    // Held: another recharge cannot take it.
    const again = await call(t, api.createOnlineRecharge, { Amount: '100', Provider: PaymentProvider.WeChatPay, UserCouponIds: [five] }, { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.InvalidInput, `UserCouponIds: coupon ${five} cannot be used for this recharge (used, expired, held by another recharge, or not a recharge coupon for this currency and amount)`]);

    expect(await pay(created.PayTarget)).toContain('HTTP 204');
    for (let i = 0; i < 5; i++) expect(await notifyAgain(created.PayTarget)).toContain('HTTP 204');
    expect(await balance(alice)).toBe(new Decimal(before).plus('108').toFixed(2));
    expect(await coupon(five)).toMatchObject({ useStatus: 1, rechargeId: created.Id });
    expect((await coupon(three)).useStatus).toBe(1);
    const bonus = await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `online-recharge:${created.Id}:bonus`));
    expect(bonus).toHaveLength(1);
    const postings = await t.db.select().from(walletPostings).where(eq(walletPostings.eventId, bonus[0]!.id));
    expect(postings.map((p) => [p.account, p.amount]).sort()).toEqual([
      [wallets.LedgerAccount.CustomerCash, '8.00'],
      [wallets.LedgerAccount.SitePromotionExpense, '-8.00'],
    ]);
  });

  it('sets the coupons free when the recharge closes', async () => {
    const exclusive = await grant(alice, { Name: 'Recharge 8 alone', PreferentialAmount: '8', Superposition: false });
    const created = await recharge(alice, '30', PaymentProvider.Alipay, [exclusive]);
    expect(await offered(alice, '30')).not.toContain(exclusive);
    await t.db.transaction((tx) => settle(tx, created.Id, { kind: 'Close', raw: { source: 'test' } }));
    expect(await coupon(exclusive)).toMatchObject({ rechargeId: null, useStatus: 0 });
    expect(await offered(alice, '30')).toContain(exclusive);
  });

  it('refuses coupons of another customer, one twice, an exclusive one with another, or below the minimum, and makes no recharge', async () => {
    const bobs = await grant(bob, { Name: 'Bob recharge 2', PreferentialAmount: '2', Superposition: true });
    const exclusive = await grant(alice, { Name: 'Alone 4', PreferentialAmount: '4', Superposition: false });
    const stackable = await grant(alice, { Name: 'Stack 1', PreferentialAmount: '1', Superposition: true });
    const minimum = await grant(alice, { Name: 'From 500', PreferentialAmount: '20', Superposition: true, AvailableAmount: '500' });
    const count = await rechargeCount();
    const refusal = async (UserCouponIds: number[], Amount = '100') => {
      const res = await call(t, api.createOnlineRecharge, { Amount, Provider: PaymentProvider.WeChatPay, UserCouponIds }, { token: alice.token });
      expect(res.Code).toBe(ErrorCode.InvalidInput);
      return res.Message;
    };
    expect(await refusal([bobs])).toContain(`UserCouponIds: coupon ${bobs} cannot be used`);
    expect(await refusal([exclusive, stackable])).toBe('UserCouponIds: only one exclusive (non-stackable) coupon can be used, and on its own');
    expect(await refusal([minimum])).toContain(`coupon ${minimum} cannot be used`);
    expect(await refusal([stackable, stackable])).toContain('UserCouponIds');
    expect(await rechargeCount()).toBe(count);
    expect((await coupon(stackable)).rechargeId).toBeNull();
  });
});

describe('the scheduled query of unpaid recharges', () => {
  const runJob = () => t.db.transaction((tx) => queryUnpaidRecharges(() => t.services).run(tx, () => undefined));
  const madeMinutesAgo = (id: number, minutes: number) => t.db.update(recharges).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(recharges.id, id));

  it('settles a paid recharge whose notification was lost, once however often it runs and the notification comes', async () => {
    for (const provider of [PaymentProvider.WeChatPay, PaymentProvider.Alipay]) {
      const created = await recharge(bob, '7.25', provider);
      lose.notifications = true;
      try {
        await pay(created.PayTarget);
      } finally {
        lose.notifications = false;
      }
      const before = await balance(bob);
      // Too recent to be asked about yet.
      await runJob();
      expect((await stored(created.Id)).status).toBe(RechargeStatus.Created);
      await madeMinutesAgo(created.Id, api.RECHARGE_QUERY_AFTER_MINUTES + 1);
      await runJob();
      expect((await stored(created.Id)).status).toBe(RechargeStatus.Paid);
      expect((await stored(created.Id)).rawNotification).toMatchObject({ source: 'query' });
      await runJob();
      await notifyAgain(created.PayTarget);
      expect(await balance(bob)).toBe(new Decimal(before).plus('7.25').toFixed(2));
      expect((await detail(bob, created.Id)).History.map((h) => h.Action)).toEqual(['Create', 'Pay']);
    }
  });

  it('leaves an unpaid recharge awaiting payment until its expiry, then closes it and sets its coupons free', async () => {
    const [held] = await t.db.select().from(userCoupons).where(and(eq(userCoupons.ownerId, alice.id), eq(userCoupons.useStatus, 0), isNull(userCoupons.rechargeId))).limit(1);
    const created = await recharge(alice, '40', PaymentProvider.WeChatPay, [held!.id]);
    await madeMinutesAgo(created.Id, api.RECHARGE_EXPIRY_MINUTES - 5);
    await runJob();
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Created);
    await madeMinutesAgo(created.Id, api.RECHARGE_EXPIRY_MINUTES + 1);
    await runJob();
    expect((await stored(created.Id)).status).toBe(RechargeStatus.Closed);
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, held!.id)))[0]).toMatchObject({ rechargeId: null, useStatus: 0 });
    expect((await detail(alice, created.Id)).History.map((h) => h.Action)).toEqual(['Create', 'Close']);
  });
});
