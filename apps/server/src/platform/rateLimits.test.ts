import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, CALLS, type CallDefinition } from '@lbo/contracts';
import { createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite } from '../../test/helpers.ts';
import { captchas, loginAttempts } from '../db/schema.ts';
import { loadConfig, type RateLimits } from './config.ts';
import { RATE_LIMITED_GROUPS, UNLIMITED_PUBLIC_CALLS } from './rateLimits.ts';

interface Sent {
  address: string;
  forwardedFor?: string;
  host?: string;
  language?: '1' | '2' | '3';
}

/** POST a call from a client address, optionally through a proxy that says whom it forwards for. */
async function post(t: TestApp, def: CallDefinition, body: Record<string, unknown>, sent: Sent) {
  const res = await t.app.inject({
    method: 'POST',
    url: def.path,
    remoteAddress: sent.address,
    headers: {
      'content-type': 'application/json',
      AcceptLanguage: sent.language ?? '3',
      ...(sent.host ? { host: sent.host } : {}),
      ...(sent.forwardedFor ? { 'x-forwarded-for': sent.forwardedFor } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json<{ Code: number; Message: string; Data: unknown }>() };
}

let addressSeq = 0;
/** An address no other test of the file uses, so counts never couple tests. */
const nextAddress = () => `10.77.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
const tooMany = (seconds: string | RegExp = /\d+/) => new RegExp(`^Too many attempts; try again in ${typeof seconds === 'string' ? seconds : seconds.source} seconds$`);

async function wrongPasswords(t: TestApp, site: TestSite, count: number, sent: (i: number) => Sent) {
  for (let i = 0; i < count; i++) {
    const res = await post(t, account.loginUser, { UserName: `ghost${i}`, Password: encrypt(t, 'Wrong0ne!') }, { host: site.host, ...sent(i) });
    expect(res.body.Code).toBe(1);
  }
}

describe('TRUST_PROXY', () => {
  it('is off unless set; takes a hop count, true, or addresses and CIDR ranges; refuses anything else at start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.10', 'loopback', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: "proxy.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  describe('off (the default)', () => {
    let t: TestApp;
    let site: TestSite;
    beforeAll(async () => {
      t = await createTestApp();
      site = await createSite(t.db, { requireCaptcha: false });
    });
    afterAll(() => t.close());

    it('counts the connecting address: rotating X-Forwarded-For does not escape the per-address sign-in limit', async () => {
      const address = nextAddress();
      await wrongPasswords(t, site, 5, (i) => ({ address, forwardedFor: `198.51.100.${i + 1}` }));
      const recorded = await t.db.select({ address: loginAttempts.address }).from(loginAttempts).where(eq(loginAttempts.siteId, site.id));
      expect(new Set(recorded.map((r) => r.address))).toEqual(new Set([address]));
      // Five failures from one address make every account of it solve the slider, whatever the header says.
      const ask = await post(t, account.getWhetherToVerify, { UserName: 'someoneElse', LoginType: 'userLogin' }, { address, forwardedFor: '198.51.100.99', host: site.host });
      expect(ask.body.Data).toBe(true);
    });
  });

  describe('set', () => {
    let hops: TestApp;
    let listed: TestApp;
    let site: TestSite;
    let listedSite: TestSite;
    beforeAll(async () => {
      [hops, listed] = await Promise.all([createTestApp({ trustProxy: 1, rateLimits: { ...loadConfig({}).rateLimits, captcha: 2 } }), createTestApp({ trustProxy: ['10.77.0.0/16'] })]);
      site = await createSite(hops.db, { requireCaptcha: false });
      listedSite = await createSite(listed.db, { requireCaptcha: false });
    });
    afterAll(() => Promise.all([hops.close(), listed.close()]));

    it('with a hop count, the address the proxy forwards for is the one counted', async () => {
      const proxy = nextAddress();
      await wrongPasswords(hops, site, 5, (i) => ({ address: proxy, forwardedFor: `198.51.100.${i + 1}` }));
      const recorded = await hops.db.select({ address: loginAttempts.address }).from(loginAttempts).where(eq(loginAttempts.siteId, site.id));
      expect(recorded.map((r) => r.address).sort()).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']);
      const ask = await post(hops, account.getWhetherToVerify, { UserName: 'someoneElse', LoginType: 'userLogin' }, { address: proxy, forwardedFor: '198.51.100.99', host: site.host });
      expect(ask.body.Data).toBe(false);
      // The rate limits count the forwarded address too: one client's puzzles do not use up the proxy's.
      for (let i = 0; i < 2; i++) expect((await post(hops, account.getCaptcha64, {}, { address: proxy, forwardedFor: '198.51.100.7' })).body.Code).toBe(0);
      expect((await post(hops, account.getCaptcha64, {}, { address: proxy, forwardedFor: '198.51.100.7' })).body.Message).toMatch(tooMany());
      expect((await post(hops, account.getCaptcha64, {}, { address: proxy, forwardedFor: '198.51.100.8' })).body.Code).toBe(0);
    });

    it('with an address list, only the listed proxies are believed', async () => {
      await wrongPasswords(listed, listedSite, 1, () => ({ address: '10.77.200.1', forwardedFor: '198.51.100.50' }));
      await wrongPasswords(listed, listedSite, 1, () => ({ address: '192.0.2.66', forwardedFor: '198.51.100.51' }));
      const recorded = await listed.db.select({ address: loginAttempts.address }).from(loginAttempts).where(eq(loginAttempts.siteId, listedSite.id));
      expect(recorded.map((r) => r.address).sort()).toEqual(['192.0.2.66', '198.51.100.50']);
    });
  });
});

describe('rate limits of the calls made before signing in', () => {
  it('covers every public call, or says why one is left unlimited', () => {
    // Counts per account are for signed-in calls (claims); the public ones are counted per address.
    const limited = RATE_LIMITED_GROUPS.filter((g) => g.per !== 'account').flatMap((g) => g.calls.map((c) => c.path));
    const unlimited = UNLIMITED_PUBLIC_CALLS.map((c) => c.path);
    expect(new Set(limited).size).toBe(limited.length);
    expect(limited.filter((p) => unlimited.includes(p))).toEqual([]);
    expect(CALLS.filter((c) => c.access === 'public').map((c) => c.path).sort()).toEqual([...limited, ...unlimited].sort());
  });

  describe('with the default numbers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('stops blind guessing: each puzzle takes one check, and one address gets 30 puzzles a minute, however it rotates X-Forwarded-For', async () => {
      const address = nextAddress();
      const { captcha } = t.config.rateLimits;
      expect(captcha).toBe(30);
      const puzzles: { key: string; answerX: number }[] = [];
      for (let i = 0; i < captcha; i++) {
        const puzzle = await post(t, account.getCaptcha64, {}, { address, forwardedFor: `203.0.113.${i}` });
        expect(puzzle.body.Code).toBe(0);
        const key = (puzzle.body.Data as { CaptchaKey: string }).CaptchaKey;
        const [row] = await t.db.select({ answerX: captchas.answerX }).from(captchas).where(eq(captchas.key, key));
        puzzles.push({ key, answerX: row!.answerX });
      }
      // A wrong guess on each puzzle but the last, then the true answer on the first: it was spent by its guess.
      for (const { key, answerX } of puzzles.slice(0, -1)) {
        const guess = answerX > 150 ? answerX - 60 : answerX + 60;
        expect((await post(t, account.checkingCaptcha, { CaptchaKey: key, Captcha: guess }, { address })).body.Data).toEqual({ Verified: false });
      }
      expect((await post(t, account.checkingCaptcha, { CaptchaKey: puzzles[0]!.key, Captcha: puzzles[0]!.answerX }, { address })).body.Data).toEqual({ Verified: false });
      const refused = await post(t, account.getCaptcha64, {}, { address, forwardedFor: '203.0.113.250', language: '1' });
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ Code: 6, Message: expect.stringMatching(/^尝试次数过多，请 \d+ 秒后再试$/), Data: null });
      const seconds = Number(/\d+/.exec(refused.body.Message)![0]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      // Checks have their own count (the 30 made above), and it is spent too: not even the last puzzle can be tried.
      const last = puzzles.at(-1)!;
      expect((await post(t, account.checkingCaptcha, { CaptchaKey: last.key, Captcha: last.answerX }, { address })).body.Message).toMatch(tooMany());
      // Another address is not affected.
      expect((await post(t, account.getCaptcha64, {}, { address: nextAddress() })).body.Code).toBe(0);
    });
  });

  describe('with numbers set by configuration', () => {
    const limits: RateLimits = { captcha: 1, signIn: 2, sms: 1, account: 1, claim: 1, trajectory: 1 };
    let t: TestApp;
    let site: TestSite;
    beforeAll(async () => {
      t = await createTestApp({ rateLimits: limits });
      site = await createSite(t.db, { requireCaptcha: false, openSms: true });
    });
    afterAll(() => t.close());

    it('answers a refused sign-in with the envelope in the caller language, saying how long to wait', async () => {
      const customer = await createUser(t, { site, type: 'user' });
      const address = nextAddress();
      const signIn = (language: '1' | '2' | '3') =>
        post(t, account.loginUser, { UserName: customer.userName, Password: encrypt(t, customer.password) }, { address, host: site.host, language });
      expect((await signIn('3')).body.Code).toBe(0);
      expect((await signIn('3')).body.Code).toBe(0);
      const refused = await signIn('2');
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ Code: 6, Message: expect.stringMatching(/^嘗試次數過多，請 \d+ 秒後再試$/), Data: null });
      // The refused call did no work: no attempt was recorded for it.
      expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.address, address))).toHaveLength(2);
      expect((await post(t, account.loginUser, { UserName: customer.userName, Password: encrypt(t, customer.password) }, { address: nextAddress(), host: site.host })).body.Code).toBe(0);
    });

    it.each(RATE_LIMITED_GROUPS.filter((g) => g.per !== 'account').map((g) => [g.group, g] as const))('counts the %s calls together per address', async (_name, group) => {
      const address = nextAddress();
      const max = limits[group.limit];
      // Even refused input counts: the limit bounds the work an address makes the server do.
      for (let i = 0; i < max; i++) {
        const res = await post(t, group.calls[i % group.calls.length]!, {}, { address, host: site.host });
        expect(res.body.Code).not.toBe(6);
      }
      for (const c of group.calls) {
        const res = await post(t, c, {}, { address, host: site.host });
        expect([res.status, res.body.Code, res.body.Message]).toEqual([200, 6, expect.stringMatching(tooMany())]);
      }
    });
  });

  describe.skipIf(!process.env.REDIS_URL)('across processes (REDIS_URL)', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const config = { redisUrl: process.env.REDIS_URL, rateLimits: { ...loadConfig({}).rateLimits, captcha: 2 } };
      [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
    });
    afterAll(() => Promise.all([first.close(), second.close()]));

    it('shares the counts, so more processes do not mean more tries', async () => {
      // Counts outlive a run in Redis for their minute: an address of this run only.
      const address = `10.78.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
      expect((await post(first, account.getCaptcha64, {}, { address })).body.Code).toBe(0);
      expect((await post(second, account.getCaptcha64, {}, { address })).body.Code).toBe(0);
      expect((await post(first, account.getCaptcha64, {}, { address })).body.Message).toMatch(tooMany());
      expect((await post(second, account.getCaptcha64, {}, { address })).body.Message).toMatch(tooMany());
    });
  });
});
