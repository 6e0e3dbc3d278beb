import type { z } from 'zod';

/**
 * Who may make a call:
 * - public: anyone, no token (login, captcha, control center);
 * - session: any signed-in user of the allowed populations (own user info, own menus, logout);
 * - granted: a signed-in user whose roles grant the call's API permission (or a super user).
 */
export type Access = 'public' | 'session' | 'granted';

/** The two populations of the spec: back-office staff and site (portal) users. */
export type Population = 'backstage' | 'user';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** `/<Area>/<Operation>`, the spec's wire path; also the API permission key of the call. */
  readonly path: `/${string}/${string}`;
  readonly area: string;
  readonly operation: string;
  readonly summary: string;
  readonly request: Req;
  readonly response: Res;
  readonly access: Access;
  readonly populations: readonly Population[];
  /** Body is multipart/form-data (uploads); the schema describes the non-file fields. */
  readonly multipart?: boolean;
  /**
   * The call changes nothing. It runs in a read-only transaction (a write fails), and on
   * PostgreSQL its statements are sent behind the caller's scope check without waiting for it
   * (apps/server/src/platform/tenancy.ts, `readInScope`).
   */
  readonly readOnly?: boolean;
}

export const BOTH_POPULATIONS = ['backstage', 'user'] as const satisfies readonly Population[];

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  path: `/${string}/${string}`,
  def: Omit<CallDefinition<Req, Res>, 'path' | 'area' | 'operation' | 'populations'> & {
    populations?: readonly Population[];
  },
): CallDefinition<Req, Res> {
  const [, area = '', operation = ''] = path.split('/');
  return { path, area, operation, populations: BOTH_POPULATIONS, ...def };
}

export type RequestOf<C extends CallDefinition> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDefinition> = z.output<C['request']>;
export type ResponseOf<C extends CallDefinition> = z.input<C['response']>;

/**
 * Get… calls that are more than reads (they store or send something, or belong to no page):
 * neither a page's menu nor a button grants them as reads.
 */
export const NOT_PLAIN_READS: Readonly<Record<string, string>> = {
  '/Account/GetCaptcha64': 'stores the puzzle it draws',
  '/Account/GetRegisterSmsCaptcha': 'sends a text message',
  '/Account/GetUserLoginSmsCaptcha': 'sends a text message',
  '/Account/GetUserRetrievePasswordSmsCaptcha': 'sends a text message',
  '/Account/GetWhetherToVerify': 'anonymous, before any session',
  '/ControlCenter/GetSiteApiUrl': 'anonymous, answered by the control centre',
  '/Menus/GetCurrentUserMenus': "every signed-in user's own menus, not a page's",
  '/User/GetUserInfoDetailedInfo': "every signed-in user's own profile, not a page's",
  '/Site/GetSitePageConfiguration': 'anonymous: the public home',
  '/Site/GetSmsCountrys': 'anonymous: the sign-in form',
};

/**
 * A call that only reads, which a page's menu grants and a button never does: `readOnly` (served
 * by the pipelined read path) or a Get… call that is not listed above. A few reads stay off the read
 * path because they name other sites through system rights, which only a transaction can take
 * (the users pages, the sites a caller may name).
 */
export const isRead = (call: CallDefinition) => call.readOnly === true || (call.operation.startsWith('Get') && !(call.path in NOT_PLAIN_READS));
