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
  /** Demo sites and accounts at the first start: by default only on the embedded database (`SEED_DEMO=true` asks for them on PostgreSQL). */
  seedDemo: boolean;
  /** The platform administrator created at the first start without demo data; no password: one is generated and printed once. */
  adminUserName: string;
  adminPassword: string | undefined;
  /** The host name of the platform console registered at that first start. */
  platformHost: string;
  logLevel: string;
  webDistDir: string;
  /** A font with Chinese glyphs for the PDFs the server makes (shelf labels, reports): a .ttf/.otf, or `file.ttc#PostScriptName`; unset = the usual system CJK fonts (modules/shelves/shelfPdf.ts). */
  pdfFont: string | undefined;
  /** the SMS sender (SMS_PROVIDER and its credentials, platform/sms/settings.ts) */
  sms: SmsSettings;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : fallback;
};

export const DEFAULT_LOGIN_CIPHER_KEY = 'lbo-login-key-16';
export const DEFAULT_LOGIN_CIPHER_IV = 'lbo-login-iv-016';

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
    seedDemo: env.SEED_DEMO === 'true' || (env.SEED_DEMO !== 'false' && !env.DATABASE_URL),
    adminUserName: env.ADMIN_USER_NAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    platformHost: env.PLATFORM_HOST || 'localhost',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    pdfFont: env.PDF_FONT || undefined,
    sms: smsSettings(env, !env.DATABASE_URL),
  };
}
