import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '@lbo/contracts';
import type { Actor, TokenService } from './auth.ts';
import type { Config } from './config.ts';
import type { Database, Tx } from './db.ts';
import type { FileLinks } from './fileLinks.ts';
import type { Hub } from './hub.ts';
import type { JobRunner } from './jobs.ts';
import type { SmsSender } from './sms/sender.ts';

/** The long-lived pieces a handler may use; built once in app.ts. */
export interface Services {
  config: Config;
  database: Database;
  tokens: TokenService;
  hub: Hub;
  /** null when no sender is configured (platform/sms/settings.ts) */
  sms: SmsSender | null;
  log: FastifyBaseLogger;
  /** signed links of uploaded files (platform/fileLinks.ts) */
  fileLinks: FileLinks;
  /** scheduled jobs (platform/jobs.ts), running from the app's start to its close */
  jobs: JobRunner;
  /** how payment adapters reach WeChat Pay and Alipay: `fetch`; tests reach the sandbox through the app itself */
  paymentFetch: typeof fetch;
}

export interface UploadedPart {
  buffer: Buffer;
  filename: string;
  /** what the browser claimed; never trusted, the content is sniffed */
  claimedType: string;
}

/** What a handler receives besides its validated body. */
export interface CallContext {
  /** the request's transaction, already scoped to the caller's site (and ownership) */
  tx: Tx;
  actor: Actor | null;
  language: Language;
  requestId: string;
  /** client address, for rate limits */
  address: string;
  /** the Host the browser used; selects the site for the calls made before sign-in */
  host: string;
  file: UploadedPart | undefined;
  services: Services;
  request: FastifyRequest;
  /**
   * Run once the transaction has committed (pushes, so nobody hears of a change that was rolled
   * back; files, so none is left without its row); the answer waits for each in turn.
   */
  afterCommit(effect: () => void | Promise<void>): void;
}

/** A signed-in caller; handlers of session and granted calls use this. */
export function requireActor(ctx: CallContext): Actor {
  if (!ctx.actor) throw new Error('requireActor on a public call');
  return ctx.actor;
}
