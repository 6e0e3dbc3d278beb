import { isIP } from 'node:net';
import path from 'node:path';
import { smsSettings, type SmsSettings } from './sms/settings.ts';

/** Every setting the server reads from the environment, with its default (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  /** postgres://… to use a PostgreSQL server; unset = the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Base address of this API as browsers reach it; empty = the address of the request. */
  publicUrl: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** AES-128-CBC key and IV (16 characters each) of the password cipher used on the wire at login. */
  loginCipherKey: string;
  loginCipherIv: string;
  /** AES-256-GCM key of the stored payment credentials (64 hex digits); unset = a key generated once into DATA_DIR (modules/paymentConfiguration/secretBox.ts). */
  paymentSecretsKey: string | undefined;
  /** The local payment sandbox (/sandbox/…, modules/onlinePayments/sandbox.ts) that plays WeChat Pay and Alipay with test keys: on by default only on the embedded database (`PAYMENT_SANDBOX=true|false`). */
  paymentSandbox: boolean;
  /** The secret (64 hex digits) the access-token and file-link keys are derived from; unset = a key generated once into DATA_DIR (platform/signingKeys.ts). */
  signingKey: string | undefined;
  /** Demo sites and accounts at the first start: by default only on the embedded database (`SEED_DEMO=true` asks for them on PostgreSQL). */
  seedDemo: boolean;
  /** The platform administrator created at the first start without demo data; no password: one is generated and printed once. */
  adminUserName: string;
  adminPassword: string | undefined;
  /** The host name of the platform console registered at that first start. */
  platformHost: string;
  logLevel: string;
  webDistDir: string;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): off,
   * a hop count, or their addresses/CIDR ranges. Off by default, so a client cannot pick the
   * address the per-address sign-in limits count.
   */
  trustProxy: boolean | number | string[];
  /** Requests per client address per minute for the calls anyone may make before signing in, and per customer per hour for claims (platform/rateLimits.ts). */
  rateLimits: RateLimits;
  /** A font with Chinese glyphs for the PDFs the server makes (shelf labels, reports): a .ttf/.otf, or `file.ttc#PostScriptName`; unset = the usual system CJK fonts (modules/shelves/shelfPdf.ts). */
  pdfFont: string | undefined;
  /** the SMS sender (SMS_PROVIDER and its credentials, platform/sms/settings.ts) */
  sms: SmsSettings;
}

export interface RateLimits {
  /** puzzles fetched (GetCaptcha64), and separately puzzles checked (CheckingCaptcha) */
  captcha: number;
  /** password and SMS sign-ins and GetWhetherToVerify, together */
  signIn: number;
  /** SMS codes requested (registration, sign-in, password retrieval), together */
  sms: number;
  /** registrations and password retrievals, together */
  account: number;
  /** claims of unknown parcels per customer per hour (each is a guess at a masked number) */
  claim: number;
  /** public trajectory queries (up to 30 numbers each) per client address */
  trajectory: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : fallback;
};

const DEFAULT_LOGIN_CIPHER_KEY = 'lbo-login-key-16';
const DEFAULT_LOGIN_CIPHER_IV = 'lbo-login-iv-016';

/** proxy-addr's names for the loopback, link-local and private ranges */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxy(value: string | undefined): Config['trustProxy'] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  const proxies = setting.split(',').map((p) => p.trim());
  for (const proxy of proxies) {
    const [address = '', prefix, ...rest] = proxy.split('/');
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.has(proxy) && (isIP(address) === 0 || !validPrefix || rest.length > 0)) {
      throw new Error(`TRUST_PROXY: "${proxy}" is not an address, a CIDR range, loopback, linklocal or uniquelocal (or use a hop count, true or false)`);
    }
  }
  return proxies;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Relative paths are taken from where npm was run (the project root for `npm start`), not the workspace folder.
  const root = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(root, env.DATA_DIR ?? './data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadDir: path.resolve(root, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? '',
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 900),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    loginCipherKey: env.LOGIN_CIPHER_KEY ?? DEFAULT_LOGIN_CIPHER_KEY,
    loginCipherIv: env.LOGIN_CIPHER_IV ?? DEFAULT_LOGIN_CIPHER_IV,
    paymentSecretsKey: env.PAYMENT_SECRETS_KEY || undefined,
    signingKey: env.SIGNING_KEY || undefined,
    paymentSandbox: env.PAYMENT_SANDBOX === 'true' || (env.PAYMENT_SANDBOX !== 'false' && !env.DATABASE_URL),
    seedDemo: env.SEED_DEMO === 'true' || (env.SEED_DEMO !== 'false' && !env.DATABASE_URL),
    adminUserName: env.ADMIN_USER_NAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    platformHost: env.PLATFORM_HOST || 'localhost',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    pdfFont: env.PDF_FONT || undefined,
    sms: smsSettings(env, !env.DATABASE_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    // Sized for an office behind one NAT address signing 50 people in within a few minutes.
    rateLimits: {
      captcha: int(env.RATE_LIMIT_CAPTCHA, 30),
      signIn: int(env.RATE_LIMIT_SIGN_IN, 120),
      sms: int(env.RATE_LIMIT_SMS, 10),
      account: int(env.RATE_LIMIT_ACCOUNT, 20),
      claim: int(env.RATE_LIMIT_CLAIM, 10),
      trajectory: int(env.RATE_LIMIT_TRAJECTORY, 60),
    },
  };
}
