import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { account, controlCenter, ErrorCode, logisticsOrders, parcels, site, type CallDefinition, type MessageKey } from '@lbo/contracts';
import type { Config, RateLimits } from './config.ts';
import { AppError, tooManyAttempts } from './errors.ts';
import { requestLanguage, sendError } from './rpc.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitedGroup {
  group: string;
  limit: keyof RateLimits;
  calls: readonly CallDefinition[];
  /** what is counted: the client address (the default), or the signed-in account whatever its address */
  per?: 'address' | 'account';
  /** the window the limit is counted over; a minute by default */
  windowMs?: number;
  /** the refusal's words ({max}, {minutes}); TooManyAttempts ({seconds}) by default */
  refusal?: MessageKey;
}

/**
 * The calls anyone may make before signing in, counted per client address (`request.ip`, so it
 * depends on TRUST_PROXY) and minute. The calls of a group share one count; the sizes are the
 * configuration's (`limit`). These limits come on top of the database's per-account and
 * per-address sign-in failure counts (modules/account): they bound the work and the guessing an
 * address can do, whether its attempts succeed or not.
 */
export const RATE_LIMITED_GROUPS: readonly RateLimitedGroup[] = [
  // A puzzle allows one check; fetching and checking are bounded so blind guessing over new puzzles is too.
  { group: 'captcha', limit: 'captcha', calls: [account.getCaptcha64] },
  { group: 'captcha-check', limit: 'captcha', calls: [account.checkingCaptcha] },
  {
    group: 'sign-in',
    limit: 'signIn',
    calls: [account.login, account.loginUser, account.signInPhoneCode, account.signInPhoneCodeUser, account.getWhetherToVerify],
  },
  { group: 'sms', limit: 'sms', calls: [account.getRegisterSmsCaptcha, account.getUserLoginSmsCaptcha, account.getUserRetrievePasswordSmsCaptcha] },
  { group: 'account', limit: 'account', calls: [account.register, account.retrievePasswordPhoneSms, account.retrievePasswordPhoneSmsUser] },
  // A claim is a guess at a masked number: each customer gets a few an hour, from any address.
  // Each query tries up to 30 numbers: bounded so an address cannot sweep a site's numbers.
  { group: 'trajectory', limit: 'trajectory', calls: [logisticsOrders.queryTrajectories] },
  { group: 'claim', limit: 'claim', per: 'account', windowMs: HOUR_MS, refusal: 'ClaimAttemptsExceeded', calls: [parcels.claimUnknownPackage] },
];

/**
 * Public calls left unlimited: they read public data or take a token nobody can guess (256 random
 * bits). A new public call must be added to a group above or here (a test checks).
 */
export const UNLIMITED_PUBLIC_CALLS: readonly CallDefinition[] = [
  account.refreshToken,
  account.revokeToken,
  controlCenter.getSiteApiUrl,
  site.getSitePageConfiguration,
  site.getSmsCountrys,
];

/**
 * Register @fastify/rate-limit and attach each group's limit to its calls' routes (call before the
 * routes are registered). With REDIS_URL the counts live in Redis, so they hold across processes.
 * A refused call answers the envelope: Code TooManyAttempts, saying how long to wait. `accountOf`
 * names the signed-in caller of a request (null without a valid token: counted by address then,
 * and refused by the call itself).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, accountOf: (request: FastifyRequest) => number | null): Promise<void> {
  // Fail fast instead of queueing while Redis is away; skipOnError then lets calls through,
  // still bounded by the database's sign-in failure counts.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit counts: Redis unavailable, limits skipped'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: 'lbo-rate-limit:', skipOnError: true });

  let proxyWarned = config.trustProxy !== false;
  const limitOf = new Map<string, (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>>();
  for (const { group, limit, calls, per = 'address', windowMs = MINUTE_MS, refusal } of RATE_LIMITED_GROUPS) {
    const max = config.rateLimits[limit];
    const count = app.createRateLimit({
      max,
      timeWindow: windowMs,
      // The group is part of the key: limiters made by createRateLimit share one Redis key prefix.
      keyGenerator: (request) => {
        const accountId = per === 'account' ? accountOf(request) : null;
        return accountId === null ? `${group}:${normalizeIP(request.ip)}` : `${group}:account:${accountId}`;
      },
    });
    const refuse = (seconds: number) =>
      refusal ? new AppError(ErrorCode.TooManyAttempts, refusal, { max, seconds, minutes: Math.ceil(seconds / 60) }) : tooManyAttempts(seconds);
    const hook = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!proxyWarned && request.headers['x-forwarded-for'] !== undefined) {
        proxyWarned = true;
        request.log.warn({ address: request.ip }, 'a request came through a proxy but TRUST_PROXY is off: every client behind it counts as this one address');
      }
      const counted = await count(request);
      if (counted.isAllowed || !counted.isExceeded) return undefined;
      return sendError(reply, refuse(Math.max(1, counted.ttlInSeconds)), requestLanguage(request));
    };
    for (const c of calls) limitOf.set(c.path, hook);
  }
  app.addHook('onRoute', (route) => {
    const hook = limitOf.get(route.url ?? '');
    if (!hook || route.method !== 'POST') return;
    route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), hook];
  });
}
