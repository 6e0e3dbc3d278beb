import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as alipay from './alipay.ts';
import * as wechat from './wechatPay.ts';
import type { Fetch } from './provider.ts';
type Params = alipay.Params;

const pair = () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const merchant = pair();
const platform = pair();
const stranger = pair();
const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);

const wechatCredentials: wechat.WeChatPayCredentials = {
  baseUrl: 'https://pay.test',
  mchId: '1900000001',
  appId: 'wx0123456789abcdef',
  merchantSerialNumber: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  merchantPrivateKey: merchant.privateKey,
  apiV3Key: API_V3_KEY,
  platformKey: platform.publicKey,
  platformKeyId: 'PUB_KEY_ID_0119000000012024',
};

const json = (body: string, headers: Record<string, string>, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

describe('WeChat Pay v3 signatures', () => {
  it('signs a request so that the merchant public key verifies exactly that request', () => {
    const body = '{"amount":{"total":100}}';
    const header = wechat.authorization(wechatCredentials, 'POST', '/v3/pay/transactions/native', body);
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="\w+",signature="[^"]+",timestamp="\d+",serial_no="5157F09E/);
    expect(wechat.verifyAuthorization(header, merchant.publicKey, 'POST', '/v3/pay/transactions/native', body)).toEqual({ mchId: '1900000001', serial: wechatCredentials.merchantSerialNumber });
    expect(wechat.verifyAuthorization(header, merchant.publicKey, 'POST', '/v3/pay/transactions/native', '{"amount":{"total":1}}')).toBeNull();
    expect(wechat.verifyAuthorization(header, merchant.publicKey, 'GET', '/v3/pay/transactions/native', body)).toBeNull();
    expect(wechat.verifyAuthorization(header, stranger.publicKey, 'POST', '/v3/pay/transactions/native', body)).toBeNull();
  });

  it('accepts a message signed by the WeChat Pay key it names, and nothing else', () => {
    const body = '{"id":"1"}';
    const signed = wechat.signedMessage(wechat.signMessage(platform.privateKey, wechatCredentials.platformKeyId, body), body);
    expect(wechat.verifyMessage(wechatCredentials, signed)).toBeNull();
    expect(wechat.verifyMessage(wechatCredentials, { ...signed, body: '{"id":"2"}' })).toBe('signature');
    expect(wechat.verifyMessage(wechatCredentials, { ...signed, serial: 'PUB_KEY_ID_OTHER' })).toBe('serial');
    expect(wechat.verifyMessage(wechatCredentials, { ...signed, signature: '' })).toBe('missing');
    const forged = wechat.signedMessage(wechat.signMessage(stranger.privateKey, wechatCredentials.platformKeyId, body), body);
    expect(wechat.verifyMessage(wechatCredentials, forged)).toBe('signature');
    const old = wechat.signedMessage(wechat.signMessage(platform.privateKey, wechatCredentials.platformKeyId, body, { timestamp: '1700000000', nonce: 'N' }), body);
    expect(wechat.verifyMessage(wechatCredentials, old)).toBe('stale');
  });

  it('decrypts an AEAD_AES_256_GCM resource it encrypted, and refuses another key or altered data', () => {
    const resource = wechat.encryptResource(API_V3_KEY, '{"out_trade_no":"R1"}', 'transaction');
    expect(wechat.decryptResource(API_V3_KEY, resource)).toBe('{"out_trade_no":"R1"}');
    expect(wechat.decryptResource('z'.repeat(32), resource)).toBeNull();
    expect(wechat.decryptResource(API_V3_KEY, { ...resource, associated_data: 'other' })).toBeNull();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(wechat.decryptResource(API_V3_KEY, { ...resource, ciphertext: bytes.toString('base64') })).toBeNull();
  });

  it('reads a notification: verified, then decrypted; a forged one is refused', () => {
    const transaction = { appid: wechatCredentials.appId, mchid: wechatCredentials.mchId, out_trade_no: 'R1', transaction_id: '42', trade_state: 'SUCCESS', amount: { total: 1234, currency: 'CNY' } };
    const body = JSON.stringify({ id: 'n1', event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource: wechat.encryptResource(API_V3_KEY, JSON.stringify(transaction), 'transaction') });
    const read = wechat.readNotification(wechatCredentials, wechat.signedMessage(wechat.signMessage(platform.privateKey, wechatCredentials.platformKeyId, body), body));
    expect(read).toEqual({ transaction, eventType: 'TRANSACTION.SUCCESS' });
    const forged = wechat.readNotification(wechatCredentials, wechat.signedMessage(wechat.signMessage(stranger.privateKey, wechatCredentials.platformKeyId, body), body));
    expect(forged).toEqual({ refusal: 'signature' });
  });

  it('creates a Native order with a signed request, and trusts only a signed answer', async () => {
    let seen: { url: string; authorization: string; body: string } | undefined;
    const signedAnswer: Fetch = async (url, init) => {
      const body = String(init?.body ?? '');
      seen = { url: String(url), authorization: String((init?.headers as Record<string, string>).Authorization), body };
      const answer = '{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}';
      return json(answer, wechat.signMessage(platform.privateKey, wechatCredentials.platformKeyId, answer));
    };
    const order = { outTradeNo: 'R20261127', description: 'Recharge', totalFen: 1050, notifyUrl: 'https://shop.test/notify' };
    await expect(wechat.createNativeOrder(wechatCredentials, signedAnswer, order)).resolves.toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(seen!.url).toBe('https://pay.test/v3/pay/transactions/native');
    expect(JSON.parse(seen!.body)).toMatchObject({ appid: wechatCredentials.appId, mchid: '1900000001', out_trade_no: 'R20261127', amount: { total: 1050, currency: 'CNY' } });
    expect(wechat.verifyAuthorization(seen!.authorization, merchant.publicKey, 'POST', '/v3/pay/transactions/native', seen!.body)).not.toBeNull();

    const unsigned: Fetch = async () => json('{"code_url":"weixin://wxpay/bizpayurl?pr=evil"}', {});
    await expect(wechat.createNativeOrder(wechatCredentials, unsigned, order)).rejects.toThrow(/answer signature missing/);
    const refused: Fetch = async () => json('{"code":"PARAM_ERROR","message":"bad"}', {}, 400);
    await expect(wechat.createNativeOrder(wechatCredentials, refused, order)).rejects.toThrow(/PARAM_ERROR/);
  });

  it('queries an order by out_trade_no with the merchant id', async () => {
    let url = '';
    const http: Fetch = async (u) => {
      url = String(u);
      const answer = JSON.stringify({ out_trade_no: 'R 1', trade_state: 'NOTPAY' });
      return json(answer, wechat.signMessage(platform.privateKey, wechatCredentials.platformKeyId, answer));
    };
    await expect(wechat.queryOrder(wechatCredentials, http, 'R 1')).resolves.toMatchObject({ trade_state: 'NOTPAY' });
    expect(url).toBe('https://pay.test/v3/pay/transactions/out-trade-no/R%201?mchid=1900000001');
  });
});

describe('Alipay RSA2', () => {
  const app = pair();
  const alipayKeys = pair();
  const credentials: alipay.AlipayCredentials = { gatewayUrl: 'https://gw.test/gateway.do', appId: '2021000000000001', sellerId: '2088000000000001', appPrivateKey: app.privateKey, alipayPublicKey: alipayKeys.publicKey };

  it('signs the sorted non-empty parameters without sign', () => {
    expect(alipay.signingText({ b: '2', a: '1', sign: 'x', c: '', d: 'x y&z' })).toBe('a=1&b=2&d=x y&z');
    expect(alipay.signingText({ sign_type: 'RSA2', a: '1', sign: 'x' }, ['sign', 'sign_type'])).toBe('a=1');
  });

  it('builds a page pay address the app public key verifies', () => {
    const url = new URL(alipay.pagePayUrl(credentials, { outTradeNo: 'R1', totalAmount: '10.50', subject: '充值', notifyUrl: 'https://shop.test/n' }));
    const params = Object.fromEntries(url.searchParams);
    expect(url.origin + url.pathname).toBe('https://gw.test/gateway.do');
    expect(params).toMatchObject({ app_id: credentials.appId, method: 'alipay.trade.page.pay', sign_type: 'RSA2', charset: 'utf-8', notify_url: 'https://shop.test/n' });
    expect(JSON.parse(params.biz_content!)).toEqual({ out_trade_no: 'R1', total_amount: '10.50', subject: '充值', product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(alipay.verifyRequest(app.publicKey, params)).toBe(true);
    expect(alipay.verifyRequest(app.publicKey, { ...params, biz_content: params.biz_content!.replace('10.50', '0.01') })).toBe(false);
  });

  const notification = (over: Params = {}, key = alipayKeys.privateKey) =>
    alipay.signNotification(key, { notify_type: 'trade_status_sync', notify_id: 'n1', app_id: credentials.appId, seller_id: credentials.sellerId, out_trade_no: 'R1', trade_no: '2026112722001', total_amount: '10.50', trade_status: 'TRADE_SUCCESS', charset: 'utf-8', version: '1.0', ...over });
  const expected = { outTradeNo: 'R1', totalAmount: '10.5' };

  it('takes a notification signed by Alipay about this record', () => {
    expect(alipay.checkNotification(credentials, notification(), expected)).toBeNull();
  });

  it('refuses a forged or altered notification, and one of another app, seller, trade or amount', () => {
    expect(alipay.checkNotification(credentials, notification({}, app.privateKey), expected)).toBe('signature');
    expect(alipay.checkNotification(credentials, { ...notification(), total_amount: '1000.00' }, expected)).toBe('signature');
    expect(alipay.checkNotification(credentials, notification({ app_id: '2021000000000002' }), expected)).toBe('app');
    expect(alipay.checkNotification(credentials, notification({ seller_id: '2088000000000009' }), expected)).toBe('seller');
    expect(alipay.checkNotification(credentials, notification({ out_trade_no: 'R2' }), expected)).toBe('trade');
    expect(alipay.checkNotification(credentials, notification({ total_amount: '0.01' }), expected)).toBe('amount');
  });

  it('queries a trade and trusts only an answer Alipay signed', async () => {
    let sent: Params = {};
    const http = (key: string): Fetch => async (_url, init) => {
      sent = Object.fromEntries(new URLSearchParams(String(init?.body)));
      return new Response(alipay.signedAnswer(key, 'alipay_trade_query_response', { code: '10000', msg: 'Success', out_trade_no: 'R1', trade_no: 'T1', trade_status: 'TRADE_SUCCESS', total_amount: '10.50' }));
    };
    await expect(alipay.queryTrade(credentials, http(alipayKeys.privateKey), 'R1')).resolves.toMatchObject({ trade_status: 'TRADE_SUCCESS', total_amount: '10.50' });
    expect(sent.method).toBe('alipay.trade.query');
    expect(alipay.verifyRequest(app.publicKey, sent)).toBe(true);
    await expect(alipay.queryTrade(credentials, http(app.privateKey), 'R1')).rejects.toThrow(/answer signature/);
  });
});
