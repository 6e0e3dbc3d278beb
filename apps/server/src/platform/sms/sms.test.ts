import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, site as siteCalls } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite } from '../../../test/helpers.ts';
import { captchas, sites, smsCodes, smsOutbox } from '../../db/schema.ts';
import { rpcSignature } from './aliyun.ts';
import { describeSmsSender } from './configuredSender.ts';
import { SMS_TIMEOUT_MS, smsSettings, type ProviderSettings } from './settings.ts';
import { tc3Authorization, tc3Signature } from './tencent.ts';

const ACCESS_KEY_ID = 'LTAItestkey';
const ACCESS_KEY_SECRET = 'test-secret-of-the-stand-in';
const NOT_SENT = 'The text message could not be sent; try again later or use another way';
const NOT_SENT_ZH = '短信发送失败，请稍后重试或改用其他方式';

// ── The providers' published worked examples ────────────────────────────────────────────────

describe('signature functions', () => {
  it('match the Alibaba Cloud RPC signature examples (DescribeRegions, and dysmsapi SendSms with a Chinese sign name)', () => {
    const describeRegions = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', describeRegions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    const sendSms = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', sendSms, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('match the Tencent Cloud TC3-HMAC-SHA256 example (CVM DescribeInstances)', () => {
    const example = {
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    };
    expect(tc3Signature(example)).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(tc3Authorization('AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE', example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

// ── Configuration ────────────────────────────────────────────────────────────────────────────

describe('SMS_PROVIDER', () => {
  const provider = { SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 'secret', SMS_TEMPLATE_VERIFICATION_CODE: 'SMS_1' };

  it('uses the outbox on the embedded database and no sender on PostgreSQL unless one is chosen', () => {
    expect(smsSettings({}, true)).toEqual({ provider: 'outbox' });
    expect(smsSettings({}, false)).toEqual({ provider: 'none' });
    expect(smsSettings({ SMS_PROVIDER: 'outbox' }, false)).toEqual({ provider: 'outbox' });
    expect(describeSmsSender({ provider: 'outbox' })).toBe('outbox (messages are written to the sms_outbox table, not sent)');
    expect(describeSmsSender({ provider: 'none' })).toMatch(/^none configured \(set SMS_PROVIDER\)/);
    expect(describeSmsSender(smsSettings({ SMS_PROVIDER: 'aliyun', ...provider }, false))).toBe('Alibaba Cloud SMS (https://dysmsapi.aliyuncs.com)');
  });

  it('refuses to start with an unknown provider or without the provider’s credentials', () => {
    expect(() => smsSettings({ SMS_PROVIDER: 'twilio' }, true)).toThrow('SMS_PROVIDER must be outbox, aliyun or tencent, not "twilio"');
    expect(() => smsSettings({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' }, true)).toThrow('SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET, SMS_TEMPLATE_VERIFICATION_CODE');
    expect(() => smsSettings({ SMS_PROVIDER: 'tencent', ...provider }, true)).toThrow('SMS_PROVIDER=tencent needs SMS_SDK_APP_ID');
    expect(() => smsSettings({ SMS_PROVIDER: 'tencent', SMS_SDK_APP_ID: '1400', SMS_TEMPLATE_PARAMS: 'code,name', ...provider }, true)).toThrow(
      'SMS_TEMPLATE_PARAMS may list code, minutes, not name',
    );
  });
});

// ── Local stand-ins of the providers ─────────────────────────────────────────────────────────

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP server on 127.0.0.1 that plays a provider: it checks each request's signature with `secret`. */
async function standIn(answer: (request: Received, secret: string) => { status: number; json: unknown }) {
  const received: Received[] = [];
  const state = { secret: ACCESS_KEY_SECRET, received, url: '', close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const { status, json } = answer(request, state.secret);
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** Alibaba Cloud dysmsapi: form parameters signed in the RPC style; answers as the real service does. */
function playAliyun(request: Received, secret: string): { status: number; json: unknown } {
  const params = Object.fromEntries(new URLSearchParams(request.body));
  const { Signature: signature, ...signed } = params;
  const requestId = crypto.randomUUID();
  if (params.AccessKeyId !== ACCESS_KEY_ID) return { status: 404, json: { RequestId: requestId, Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' } };
  if (signature !== rpcSignature('POST', signed, secret)) {
    return { status: 400, json: { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' } };
  }
  if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return { status: 400, json: { RequestId: requestId, Code: 'InvalidAction', Message: 'not SendSms' } };
  if (params.PhoneNumbers?.startsWith('170')) return { status: 200, json: { RequestId: requestId, Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'invalid mobile number' } };
  return { status: 200, json: { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' } };
}

/** Tencent Cloud SMS: a JSON body signed with TC3-HMAC-SHA256 in the Authorization header. */
function playTencent(request: Received, secret: string): { status: number; json: unknown } {
  const h = request.headers;
  const requestId = crypto.randomUUID();
  const error = (Code: string, Message: string) => ({ status: 200, json: { Response: { Error: { Code, Message }, RequestId: requestId } } });
  const expected = tc3Authorization(ACCESS_KEY_ID, { secretKey: secret, service: 'sms', host: String(h.host), timestamp: Number(h['x-tc-timestamp']), payload: request.body });
  if (h['content-type'] !== 'application/json; charset=utf-8' || h.authorization !== expected) {
    return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.');
  }
  if (h['x-tc-action'] !== 'SendSms' || h['x-tc-version'] !== '2021-01-11') return error('InvalidAction', 'not SendSms');
  const body = JSON.parse(request.body) as { PhoneNumberSet: string[] };
  const phone = body.PhoneNumberSet[0] ?? '';
  const status = phone.startsWith('+86170')
    ? { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'the number of SMS messages sent from a single mobile number every day exceeds the upper limit' }
    : { Code: 'Ok', Message: 'send success' };
  return { status: 200, json: { Response: { SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: phone, Fee: 1, SessionContext: '', IsoCode: 'CN', ...status }], RequestId: requestId } } };
}

const providerSettings = (endpoint: string, templateParams: ProviderSettings['templateParams']): ProviderSettings => ({
  accessKeyId: ACCESS_KEY_ID,
  accessKeySecret: ACCESS_KEY_SECRET,
  verificationCodeTemplate: 'SMS_000001',
  templateParams,
  region: undefined,
  endpoint,
  timeoutMs: SMS_TIMEOUT_MS,
});

let phoneSeq = 0;
const nextPhone = (prefix = '139') => `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
let addressSeq = 0;
const nextAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

/** A solved slider puzzle, as if the person had dragged the piece. */
async function verifiedCaptcha(t: TestApp) {
  const key = crypto.randomUUID();
  await t.db.insert(captchas).values({ key, answerX: 100, expiresAt: new Date(Date.now() + 120_000), verifiedAt: new Date(), verifiedX: 100 });
  return { Captcha: '100', CaptchaKey: key };
}

async function customerWithPhone(t: TestApp, site: TestSite, phone = nextPhone()) {
  await createUser(t, { site, type: 'user', values: { phoneCode: '86', phoneNumber: phone } });
  return phone;
}

const askCode = (t: TestApp, site: TestSite, phone: string, captcha: { Captcha: string; CaptchaKey: string }, language: '1' | '3' = '3') =>
  call(t, account.getUserLoginSmsCaptcha, { PhoneCode: '86', PhoneNumber: phone, ...captcha }, { host: site.host, address: nextAddress(), language });

const signInWithCode = (t: TestApp, site: TestSite, phone: string, phoneKey: string, code: string, captcha: { Captcha: string; CaptchaKey: string }) =>
  call(t, account.signInPhoneCodeUser, { PhoneCode: '86', PhoneNumber: phone, PhoneKey: phoneKey, PhoneNumberCode: code, ...captcha }, { host: site.host, address: nextAddress() });

const codesOf = (t: TestApp, phone: string) => t.db.select().from(smsCodes).where(eq(smsCodes.phoneNumber, phone));
const outboxOf = (t: TestApp, phone: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone));

describe('Alibaba Cloud SMS (SMS_PROVIDER=aliyun) against a local stand-in', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof standIn>>;
  let site: TestSite;

  beforeAll(async () => {
    provider = await standIn(playAliyun);
    t = await createTestApp({ sms: { provider: 'aliyun', ...providerSettings(provider.url, ['code']) } });
    site = await createSite(t.db, { openSms: true, requireCaptcha: false, smsSign: '演示快递' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends the sign-in code as the verification template, signed, and the code signs the customer in', async () => {
    const phone = await customerWithPhone(t, site);
    const captcha = await verifiedCaptcha(t);
    const res = await askCode(t, site, phone, captcha);
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    const request = provider.received.at(-1)!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const { Signature: signature, ...signed } = params;
    expect(signature).toBe(rpcSignature('POST', signed, ACCESS_KEY_SECRET));
    expect(params).toMatchObject({ AccessKeyId: ACCESS_KEY_ID, Action: 'SendSms', PhoneNumbers: phone, SignName: '演示快递', TemplateCode: 'SMS_000001', RegionId: 'cn-hangzhou' });
    const { code } = JSON.parse(params.TemplateParam!) as { code: string };
    expect(Object.keys(JSON.parse(params.TemplateParam!) as object)).toEqual(['code']);
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxOf(t, phone)).toEqual([]);

    const signedIn = await signInWithCode(t, site, phone, res.Data.PhoneKey, code, captcha);
    expect(signedIn.Code).toBe(0);
    expect(signedIn.Data.AccessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers "could not be sent" when the secret is wrong, keeps no code and spends the puzzle', async () => {
    const phone = await customerWithPhone(t, site);
    const captcha = await verifiedCaptcha(t);
    const warn = vi.spyOn(t.services.log, 'warn');
    provider.secret = 'the-key-was-rotated';
    try {
      const res = await askCode(t, site, phone, captcha);
      expect([res.status, res.Code, res.Message, res.Data]).toEqual([200, 3, NOT_SENT, null]);
    } finally {
      provider.secret = ACCESS_KEY_SECRET;
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'aliyun', providerCode: 'SignatureDoesNotMatch' }), 'text message not sent');
    warn.mockRestore();
    // The stand-in saw a code, but none was kept: it signs nobody in.
    const seen = JSON.parse(Object.fromEntries(new URLSearchParams(provider.received.at(-1)!.body)).TemplateParam!) as { code: string };
    expect(await codesOf(t, phone)).toEqual([]);
    const signIn = await signInWithCode(t, site, phone, crypto.randomUUID(), seen.code, captcha);
    expect(signIn.Code).not.toBe(0);
    const [puzzle] = await t.db.select({ consumedAt: captchas.consumedAt }).from(captchas).where(eq(captchas.key, captcha.CaptchaKey));
    expect(puzzle!.consumedAt).not.toBeNull();
  });

  it('answers a number the provider refuses in the caller’s language, keeping no code', async () => {
    const phone = await customerWithPhone(t, site, nextPhone('170'));
    const warn = vi.spyOn(t.services.log, 'warn');
    const res = await askCode(t, site, phone, await verifiedCaptcha(t), '1');
    expect([res.Code, res.Message]).toEqual([3, NOT_SENT_ZH]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'aliyun', providerCode: 'isv.MOBILE_NUMBER_ILLEGAL' }), 'text message not sent');
    warn.mockRestore();
    expect(await codesOf(t, phone)).toEqual([]);
  });
});

describe('Tencent Cloud SMS (SMS_PROVIDER=tencent) against a local stand-in', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof standIn>>;
  let site: TestSite;

  beforeAll(async () => {
    provider = await standIn(playTencent);
    t = await createTestApp({ sms: { provider: 'tencent', sdkAppId: '1400006666', ...providerSettings(provider.url, ['code', 'minutes']), region: 'ap-nanjing' } });
    site = await createSite(t.db, { openSms: false, requireCaptcha: false, smsSign: '港湾货代' });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('lets the site switch SMS on, then sends the sign-in code as the template, signed, and the code signs the customer in', async () => {
    const staff = await createUser(t, { site, grants: [siteCalls.editSite] });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    const switched = await call(
      t,
      siteCalls.editSite,
      { Id: site.id, SiteName: row!.siteName, Code: row!.code, UserUrl: 'https://harbor.example', BackstagePath: '/admin', DatabaseType: row!.databaseType, ConnectionChannel: row!.connectionChannel, OpenSms: true, SmsSign: '港湾货代' },
      { token: staff.token },
    );
    expect([switched.Code, switched.Data.OpenSms]).toEqual([0, true]);

    const phone = await customerWithPhone(t, site);
    const captcha = await verifiedCaptcha(t);
    const res = await askCode(t, site, phone, captcha);
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    const request = provider.received.at(-1)!;
    expect(request.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-nanjing' });
    expect(request.headers.authorization).toMatch(new RegExp(`^TC3-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{4}-\\d{2}-\\d{2}/sms/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$`));
    const body = JSON.parse(request.body) as { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet: string[] };
    expect(body).toMatchObject({ PhoneNumberSet: [`+86${phone}`], SmsSdkAppId: '1400006666', SignName: '港湾货代', TemplateId: 'SMS_000001' });
    const [code, minutes] = body.TemplateParamSet;
    expect([code, minutes]).toEqual([expect.stringMatching(/^\d{6}$/), '5']);

    const signedIn = await signInWithCode(t, site, phone, res.Data.PhoneKey, code!, captcha);
    expect(signedIn.Code).toBe(0);
  });

  it('answers "could not be sent" when the secret is wrong and keeps no code', async () => {
    await t.db.update(sites).set({ openSms: true }).where(eq(sites.id, site.id));
    const phone = await customerWithPhone(t, site);
    const captcha = await verifiedCaptcha(t);
    const warn = vi.spyOn(t.services.log, 'warn');
    provider.secret = 'not-the-configured-secret';
    try {
      const res = await askCode(t, site, phone, captcha, '1');
      expect([res.Code, res.Message]).toEqual([3, NOT_SENT_ZH]);
    } finally {
      provider.secret = ACCESS_KEY_SECRET;
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'tencent', providerCode: 'AuthFailure.SignatureFailure' }), 'text message not sent');
    warn.mockRestore();
    const [seen] = (JSON.parse(provider.received.at(-1)!.body) as { TemplateParamSet: string[] }).TemplateParamSet;
    expect(await codesOf(t, phone)).toEqual([]);
    expect((await signInWithCode(t, site, phone, crypto.randomUUID(), seen!, captcha)).Code).not.toBe(0);
  });

  it('answers a refusal of the number itself (its send status) as not sent', async () => {
    await t.db.update(sites).set({ openSms: true }).where(eq(sites.id, site.id));
    const phone = await customerWithPhone(t, site, nextPhone('170'));
    const warn = vi.spyOn(t.services.log, 'warn');
    const res = await askCode(t, site, phone, await verifiedCaptcha(t));
    expect([res.Code, res.Message]).toEqual([3, NOT_SENT]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: 'tencent', providerCode: 'LimitExceeded.PhoneNumberDailyLimit' }), 'text message not sent');
    warn.mockRestore();
    expect(await codesOf(t, phone)).toEqual([]);
  });
});

describe('no SMS sender configured (PostgreSQL installation without SMS_PROVIDER)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: { provider: 'none' } });
  });
  afterAll(() => t.close());

  it('answers "could not be sent" on a site that has SMS on, and refuses to switch SMS on', async () => {
    const site = await createSite(t.db, { openSms: true, requireCaptcha: false, smsSign: 'Old' });
    const phone = await customerWithPhone(t, site);
    const res = await askCode(t, site, phone, await verifiedCaptcha(t));
    expect([res.Code, res.Message]).toEqual([3, NOT_SENT]);
    expect(await codesOf(t, phone)).toEqual([]);
    expect(await outboxOf(t, phone)).toEqual([]);

    const quiet = await createSite(t.db, { openSms: false });
    const platform = await createUser(t, { site: null, grants: [siteCalls.editSite] });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, quiet.id));
    const on = await call(
      t,
      siteCalls.editSite,
      { Id: quiet.id, SiteName: row!.siteName, Code: row!.code, UserUrl: 'https://quiet.example', BackstagePath: '/admin', DatabaseType: row!.databaseType, ConnectionChannel: row!.connectionChannel, OpenSms: true, SmsSign: 'Quiet' },
      { token: platform.token },
    );
    expect([on.Code, on.Message]).toEqual([2, 'OpenSms: SMS cannot be switched on until an SMS provider is configured on the server; contact the platform administrator']);
  });
});
