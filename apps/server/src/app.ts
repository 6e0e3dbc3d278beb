import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { CALLS, ErrorCode, formatMessage, MAX_NESTING_DEPTH, nestingDepthExceeds, type MessageKey } from '@lbo/contracts';
import { apiPermissions } from './db/schema.ts';
import { createTokenService } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import type { Services } from './platform/context.ts';
import type { Database, Executor } from './platform/db.ts';
import { createFileLinks } from './platform/fileLinks.ts';
import { createHub } from './platform/hub.ts';
import { createJobRunner } from './platform/jobs.ts';
import { buildOpenApi } from './platform/openapi.ts';
import { AppError } from './platform/errors.ts';
import { registerRateLimits } from './platform/rateLimits.ts';
import { accountOfRequest, declaredType, registerRoute, requestLanguage, sendError, signedInScope, UPLOAD_LIMITS } from './platform/rpc.ts';
import { callerIsActive } from './platform/tenancy.ts';
import { SIGNING_KEY_FILE, signingKeys } from './platform/signingKeys.ts';
import { createSmsSender } from './platform/sms/configuredSender.ts';
import { dispositionOf, FILE_SECURITY_HEADERS, servedOnHost } from './modules/files/fileServing.ts';
import { expireUserCoupons } from './modules/coupons/index.ts';
import { settleCycles } from './modules/settlements/index.ts';
import { pickByRules } from './modules/pickingLists/index.ts';
import { queryUnpaidRecharges } from './modules/onlinePayments/index.ts';
import { purgeSignInLeftovers } from './modules/account/purge.ts';
import { FILES_PREFIX } from './modules/files/files.routes.ts';
import { ROUTES } from './routes.ts';
import { registerPaymentNotifications } from './modules/onlinePayments/notify.ts';
import { rawBodies } from './platform/rawBodies.ts';
import { registerPaymentSandbox, type PaymentSandbox } from './modules/onlinePayments/sandbox.ts';

const APP_VERSION = process.env.APP_VERSION ?? '0.1.0';
/** The customer portal's addresses (/app, /app/, /app/…): the phone layout's own index.html. */
const PORTAL_PATH = /^\/app(?:[/?#]|$)/;

/** The API permission registry mirrors the contracts: one row per call, refreshed at every start. */
async function syncApiPermissions(db: Executor): Promise<void> {
  const rows = CALLS.map((c) => ({ key: c.path, area: c.area, summary: c.summary.slice(0, 255), access: c.access, populations: c.populations.join(',') }));
  await db
    .insert(apiPermissions)
    .values(rows)
    .onConflictDoUpdate({
      target: apiPermissions.key,
      set: { area: sql`excluded.area`, summary: sql`excluded.summary`, access: sql`excluded.access`, populations: sql`excluded.populations` },
    });
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The largest JSON body a call takes; uploads have their own limit (rpc.ts UPLOAD_LIMITS). */
const BODY_LIMIT_MEGABYTES = 2;

/** What a refusal of Fastify's body reading (content-type parsing, body limit) says to the caller. */
function bodyRefusal(error: Error & { code?: string }, request: FastifyRequest): { key: MessageKey; params?: Record<string, string | number> } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { key: 'BodyTooLarge', params: { max: BODY_LIMIT_MEGABYTES } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { key: 'ContentTypeNotAccepted', params: { type: declaredType(request), expected: 'application/json' } };
    default:
      // Invalid or empty JSON, a prototype-poisoning key, a wrong content length.
      return { key: 'InvalidBody' };
  }
}

export interface BuildOptions {
  config: Config;
  /** an opened and migrated database; the app does not close it */
  database: Database;
  logger?: boolean;
}

export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; services: Services; paymentSandbox: PaymentSandbox | null }> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    // Fastify refuses bare hop counts; as Express does, a count trusts that many hops nearest the server.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_MEGABYTES * 1024 * 1024,
    // A URL Fastify cannot decode is answered like any unknown address, in the envelope.
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(404).send({ Code: ErrorCode.NotFound, Message: formatMessage('NotFound', requestLanguage(request)), Data: null });
    },
  });
  // A body nested deeper than any call takes is refused as it is parsed, before trimming or validation walks it (and overflows the stack).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestingDepthExceeds(text)) return done(new AppError(ErrorCode.InvalidInput, 'NestedTooDeep', { max: MAX_NESTING_DEPTH }), undefined);
    // WeChat Pay signs a body's exact text: its notifications (and the sandbox's requests) are verified over it.
    rawBodies.set(request, text);
    parseJson(request, text, done);
  });
  const keys = signingKeys(config);
  if (!config.signingKey && config.databaseUrl) {
    app.log.warn({ file: `${config.dataDir}/${SIGNING_KEY_FILE}` }, 'SIGNING_KEY is not set: every process on this database must share the generated key');
  }
  const tokens = createTokenService(keys.accessTokens, config.accessTokenSeconds);
  const fileLinks = createFileLinks(keys.fileLinks);
  await syncApiPermissions(database.db);
  const hub = createHub(tokens, app.log, (signedIn) => callerIsActive(database.db, signedInScope(signedIn)), config.redisUrl);
  // The recharge query reads the services when it runs (a test swaps their payment HTTP).
  const jobs = createJobRunner(database.db, [purgeSignInLeftovers(config), expireUserCoupons(), settleCycles(), queryUnpaidRecharges(() => services), pickByRules(() => services)], app.log);
  const services: Services = { config, database, tokens, hub, sms: createSmsSender(config.sms), log: app.log, fileLinks, jobs, paymentFetch: fetch };

  const registered = new Set(ROUTES.map((r) => r.call.path));
  const missing = CALLS.filter((c) => !registered.has(c.path)).map((c) => c.path);
  if (missing.length > 0 || registered.size !== ROUTES.length) {
    throw new Error(`Every contract call needs exactly one route; missing: ${missing.join(', ') || 'none'}`);
  }

  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.fileMegabytes * 1024 * 1024 + 1, files: UPLOAD_LIMITS.files, fields: UPLOAD_LIMITS.fields } });
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(async (files) => {
    // A file is served only through a signed link (platform/fileLinks.ts): a bare address is refused.
    files.addHook('onRequest', async (request, reply) => {
      reply.headers(FILE_SECURITY_HEADERS);
      const [pathPart = ''] = request.url.split('?');
      const address = decodeURIComponent(pathPart);
      const verdict = fileLinks.verify(address, request.query as Record<string, unknown>);
      const refuse = (key: 'FileLinkExpired' | 'FileLinkRequired' | 'FileOfAnotherSite') =>
        reply.status(403).send({ Code: ErrorCode.Refused, Message: formatMessage(key, requestLanguage(request)), Data: null });
      if (verdict !== 'ok') return refuse(verdict === 'expired' ? 'FileLinkExpired' : 'FileLinkRequired');
      // A verified address is /files/<site id | platform>/…: the link works only on that site's hosts.
      if (!(await servedOnHost(database.db, address.split('/')[2] ?? '', request.headers.host ?? ''))) return refuse('FileOfAnotherSite');
      reply.header('content-disposition', await dispositionOf(database.db, address));
      const expires = (request.query as { exp?: string }).exp;
      reply.header('cache-control', expires ? `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}` : 'public, max-age=86400');
    });
    await files.register(fastifyStatic, { root: config.uploadDir, prefix: FILES_PREFIX, decorateReply: false, index: false, cacheControl: false });
  });

  const openapi = buildOpenApi(APP_VERSION);
  await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  // Areas start collapsed: Swagger UI stops drawing part-way when it expands 120+ operations at once.
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
  app.get('/openapi.json', async () => openapi);
  app.get('/healthz', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  app.get('/version.json', async () => ({ version: APP_VERSION }));

  await registerRateLimits(app, config, (request) => accountOfRequest(request, services));
  for (const r of ROUTES) registerRoute(app, services, r);

  if (fs.existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, { root: config.webDistDir, prefix: '/', wildcard: false });
  }

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) return sendError(reply, error, language);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Refused while reading the body, before the call's handler: bad input, answered in the envelope.
      const refusal = bodyRefusal(error, request);
      return reply.status(200).send({ Code: ErrorCode.InvalidInput, Message: formatMessage(refusal.key, language, refusal.params), Data: null });
    }
    // The details (SQL, stack) go to the log only; the caller gets a fixed message and the request id to quote.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ Code: ErrorCode.Internal, Message: formatMessage('InternalError', language, { requestId: request.id }), Data: null });
  });
  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request);
    // Two single-page apps: the customer portal in a phone layout under /app/, the back office everywhere else.
    const spaIndex = `${config.webDistDir}${PORTAL_PATH.test(request.url) ? '/app' : ''}/index.html`;
    if (request.method === 'GET' && fs.existsSync(spaIndex) && !request.url.startsWith(FILES_PREFIX)) {
      return reply.type('text/html').send(fs.createReadStream(spaIndex));
    }
    return reply.status(404).send({ Code: ErrorCode.NotFound, Message: formatMessage('NotFound', language), Data: null });
  });

  // Plain routes in plugins of their own (the providers' formats), registered last: awaiting a plugin builds the routes declared so far, with the handlers set by then.
  await registerPaymentNotifications(app, services);
  const paymentSandbox = config.paymentSandbox ? await registerPaymentSandbox(app, services) : null;

  await hub.attach(app.server);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await hub.close();
  });
  return { app, services, paymentSandbox };
}
