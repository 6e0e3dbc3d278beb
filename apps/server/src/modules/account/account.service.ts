import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AccountType, isLockedIndefinitely, checkEmail, checkMobile, checkPassword, checkUserName, ErrorCode, type Language } from '@lbo/contracts';
import { recordAudit } from '../../platform/audit.ts';
import { decryptLoginPassword, hashPassword, verifyPassword } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, keepingWrites, refused, tooManyAttempts, unauthorized } from '../../platform/errors.ts';
import { roles, userRoles, users } from '../access/tables.ts';
import { organizes, userOrganizes } from '../organizes/tables.ts';
import { findSiteByHost } from '../sites/index.ts';
import { sites } from '../sites/tables.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { consumeSmsCode, sendSmsCode } from './smsCodes.service.ts';
import { loginAttempts } from './tables.ts';
import { endSessionsOf, issueTokens } from './tokens.service.ts';

/** Sign-in limits: a window, failures before the verification is asked, before lockout, per address. */
const LOGIN_WINDOW_SECONDS = 15 * 60;
const FAILURES_BEFORE_VERIFICATION = 3;
const FAILURES_BEFORE_LOCKOUT = 5;
const LOCKOUT_SECONDS = 15 * 60;
const ADDRESS_FAILURES_BEFORE_VERIFICATION = 5;
const ADDRESS_FAILURE_LIMIT = 20;

export type PopulationType = typeof AccountType.Backstage | typeof AccountType.SiteUser;

interface HostContext {
  siteId: number | null;
  requireCaptcha: boolean;
  openSms: boolean;
  smsSign: string;
}

async function hostContext(tx: Executor, host: string): Promise<HostContext> {
  const { siteId } = await findSiteByHost(tx, host);
  if (siteId === null) return { siteId: null, requireCaptcha: true, openSms: false, smsSign: '' };
  const [site] = await tx
    .select({ requireCaptcha: sites.requireCaptcha, openSms: sites.openSms, smsSign: sites.smsSign })
    .from(sites)
    .where(eq(sites.id, siteId));
  // findSiteByHost has refused a disabled site's host.
  if (!site) throw new AppError(ErrorCode.NotFound, 'SiteNotFound');
  return { siteId, requireCaptcha: site.requireCaptcha, openSms: site.openSms, smsSign: site.smsSign || 'LBO' };
}

async function recentFailures(tx: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_SECONDS * 1000))));
  return row?.n ?? 0;
}

/**
 * One account's failures: the same account (attemptsKey) signing in on the same host's site (and
 * population when known). Names are only unique per site and population, so "admin" failing on
 * one site must not make "admin" of another site solve puzzles.
 */
function accountFailures(site: HostContext, account: string, type: PopulationType | undefined): SQL | undefined {
  return and(
    eq(loginAttempts.userName, account),
    site.siteId === null ? isNull(loginAttempts.siteId) : eq(loginAttempts.siteId, site.siteId),
    type === undefined ? undefined : eq(loginAttempts.accountType, type),
  );
}

async function needsVerification(
  tx: Executor,
  site: HostContext,
  account: string | undefined,
  type: PopulationType | undefined,
  address: string,
): Promise<boolean> {
  if (site.requireCaptcha) return true;
  if ((await recentFailures(tx, eq(loginAttempts.address, address))) >= ADDRESS_FAILURES_BEFORE_VERIFICATION) return true;
  if (!account) return false;
  return (await recentFailures(tx, accountFailures(site, account, type))) >= FAILURES_BEFORE_VERIFICATION;
}

export async function whetherToVerify(ctx: CallContext, identifier: string | undefined, type?: PopulationType): Promise<boolean> {
  const site = await hostContext(ctx.tx, ctx.host);
  const account = identifier ? attemptsKey(await findAccount(ctx.tx, site, type, identifier, false), identifier) : undefined;
  return needsVerification(ctx.tx, site, account, type, ctx.address);
}

/** Users who may sign in on this host: the site's own of the population, and platform staff at the back office. */
function signInCandidates(site: HostContext, type: PopulationType) {
  const platformStaff = and(sql`${users.siteId} is null`, eq(users.accountType, AccountType.Backstage));
  if (site.siteId === null) return type === AccountType.Backstage ? platformStaff : sql`false`;
  const siteUsers = and(eq(users.siteId, site.siteId), eq(users.accountType, type));
  return type === AccountType.Backstage ? or(siteUsers, platformStaff) : siteUsers;
}

/** The account an identifier typed at sign-in names on this host: by user name (any case) or member number. */
async function findAccount(tx: Executor, site: HostContext, type: PopulationType | undefined, identifier: string, lock: boolean) {
  const name = identifier.toLowerCase();
  const population = type === undefined ? or(signInCandidates(site, AccountType.Backstage), signInCandidates(site, AccountType.SiteUser)) : signInCandidates(site, type);
  const query = tx
    .select()
    .from(users)
    .where(and(population, or(sql`lower(${users.userName}) = ${name}`, eq(users.number, identifier))))
    // A user name can look like someone else's member number: the user name match wins, then the site's own over platform staff.
    .orderBy(sql`lower(${users.userName}) = ${name} desc`, sql`${users.siteId} is null`)
    .limit(1);
  const [user] = await (lock ? query.for('update') : query);
  return user;
}

/**
 * Attempts are counted by the account, whatever identifier was typed (user name or member
 * number), so switching to the member number does not skip the verification. An identifier that
 * names no account is counted as typed, so unknown and known names behave alike.
 */
const attemptsKey = (user: { userName: string } | undefined, identifier: string) => (user?.userName ?? identifier).toLowerCase();

function assertCanSignIn(user: { isEnabled: boolean; isFrozen: boolean }) {
  if (!user.isEnabled) throw unauthorized('AccountDisabled');
  if (user.isFrozen) throw unauthorized('AccountFrozen');
}

function decryptPassword(ctx: CallContext, cipherText: string): string {
  const plain = decryptLoginPassword(cipherText, ctx.services.config.loginCipherKey, ctx.services.config.loginCipherIv);
  if (plain === null) throw invalid('Password', 'PasswordDecryptFailed');
  return plain;
}

export async function login(
  ctx: CallContext,
  type: PopulationType,
  body: { UserName: string; Password: string; Captcha?: string; CaptchaKey?: string },
) {
  const { tx } = ctx;
  const site = await hostContext(tx, ctx.host);
  if ((await recentFailures(tx, eq(loginAttempts.address, ctx.address))) >= ADDRESS_FAILURE_LIMIT) {
    throw tooManyAttempts(LOGIN_WINDOW_SECONDS);
  }
  const user = await findAccount(tx, site, type, body.UserName, true);
  const account = attemptsKey(user, body.UserName);
  if (await needsVerification(tx, site, account, type, ctx.address)) await consumeCaptcha(tx, body.CaptchaKey, body.Captcha);
  const password = decryptPassword(ctx, body.Password);

  const record = (succeeded: boolean) =>
    tx.insert(loginAttempts).values({ siteId: site.siteId, accountType: type, userName: account, address: ctx.address, succeeded });

  if (user?.lockoutEnd && user.lockoutEnd.getTime() > Date.now()) {
    throw unauthorizedLocked(user.lockoutEnd, ctx.language);
  }
  // An unknown account costs the same hash check as a known one, so timing does not tell them apart.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !passwordMatches) {
    await record(false);
    if (user) {
      const failed = user.accessFailedCount + 1;
      const lock = user.isLockoutEnabled && failed >= FAILURES_BEFORE_LOCKOUT;
      await tx
        .update(users)
        .set({ accessFailedCount: lock ? 0 : failed, lockoutEnd: lock ? new Date(Date.now() + LOCKOUT_SECONDS * 1000) : user.lockoutEnd })
        .where(eq(users.id, user.id));
    }
    throw keepingWrites(new AppError(ErrorCode.Refused, 'WrongAccountOrPassword'));
  }
  assertCanSignIn(user);
  await record(true);
  if (user.accessFailedCount !== 0 || user.lockoutEnd) {
    await tx.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
  }
  return issueTokens(tx, ctx.services, user);
}

function unauthorizedLocked(until: Date, language: Language): AppError {
  // Staff lock an account "until further notice" with the far-future end; no date is worth showing then.
  if (isLockedIndefinitely(until)) return new AppError(ErrorCode.Refused, 'AccountLockedIndefinitely', {}, 401);
  const locale = language === 'en' ? 'en-GB' : language;
  // Refused like a frozen or disabled account (401, Code 1), saying when the lock ends.
  return new AppError(ErrorCode.Refused, 'AccountLocked', { until: until.toLocaleString(locale, { timeZone: 'UTC', hour12: false }) + ' UTC' }, 401);
}

const populationName = (type: PopulationType) => (type === AccountType.SiteUser ? 'user' : 'backstage');

export async function sendSignInOrRetrieveCode(
  ctx: CallContext,
  purpose: 'login' | 'retrieve',
  type: PopulationType,
  body: { PhoneCode: string; PhoneNumber: string; Captcha: string; CaptchaKey: string },
) {
  const site = await hostContext(ctx.tx, ctx.host);
  if (!site.openSms) throw refused('SmsDisabled');
  if (checkMobile(body.PhoneNumber, body.PhoneCode)) throw invalid('PhoneNumber', 'PhoneError');
  await consumeCaptcha(ctx.tx, body.CaptchaKey, body.Captcha);
  // Say nothing about whether the number is registered: the code is only useful to its owner anyway.
  return sendSmsCode(ctx.tx, ctx.services, {
    siteId: site.siteId,
    smsSign: site.smsSign,
    purpose: `${purpose}:${populationName(type)}`,
    phone: body,
    captchaKey: body.CaptchaKey,
    language: ctx.language,
  });
}

export async function sendRegisterCode(ctx: CallContext, body: { PhoneCode: string; PhoneNumber: string; Captcha: string; CaptchaKey: string }) {
  const site = await hostContext(ctx.tx, ctx.host);
  if (site.siteId === null || !site.openSms) throw refused('SmsDisabled');
  if (checkMobile(body.PhoneNumber, body.PhoneCode)) throw invalid('PhoneNumber', 'PhoneError');
  await consumeCaptcha(ctx.tx, body.CaptchaKey, body.Captcha);
  return sendSmsCode(ctx.tx, ctx.services, {
    siteId: site.siteId,
    smsSign: site.smsSign,
    purpose: 'register',
    phone: body,
    captchaKey: body.CaptchaKey,
    language: ctx.language,
  });
}

async function userByPhone(tx: Executor, site: HostContext, type: PopulationType, phone: { PhoneCode: string; PhoneNumber: string }) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(signInCandidates(site, type), eq(users.phoneCode, phone.PhoneCode), eq(users.phoneNumber, phone.PhoneNumber)))
    .limit(1);
  if (!user) throw refused('PhoneNotRegistered');
  return user;
}

export async function signInWithPhone(
  ctx: CallContext,
  type: PopulationType,
  body: { PhoneCode: string; PhoneNumber: string; PhoneNumberCode: string; PhoneKey: string; CaptchaKey: string },
) {
  const site = await hostContext(ctx.tx, ctx.host);
  await consumeSmsCode(ctx.tx, {
    siteId: site.siteId,
    purpose: `login:${populationName(type)}`,
    phone: body,
    phoneKey: body.PhoneKey,
    code: body.PhoneNumberCode,
    captchaKey: body.CaptchaKey,
  });
  const user = await userByPhone(ctx.tx, site, type, body);
  // A lock from wrong passwords holds for SMS codes too; retrieving the password lifts it.
  if (user.lockoutEnd && user.lockoutEnd.getTime() > Date.now()) throw unauthorizedLocked(user.lockoutEnd, ctx.language);
  assertCanSignIn(user);
  return issueTokens(ctx.tx, ctx.services, user);
}

export async function retrievePassword(
  ctx: CallContext,
  type: PopulationType,
  body: { PhoneCode: string; PhoneNumber: string; PhoneNumberCode: string; PhoneKey: string; Password: string },
) {
  const site = await hostContext(ctx.tx, ctx.host);
  const password = decryptPassword(ctx, body.Password);
  if (checkPassword(password)) throw invalid('Password', 'PasswordError');
  await consumeSmsCode(ctx.tx, {
    siteId: site.siteId,
    purpose: `retrieve:${populationName(type)}`,
    phone: body,
    phoneKey: body.PhoneKey,
    code: body.PhoneNumberCode,
  });
  const user = await userByPhone(ctx.tx, site, type, body);
  await ctx.tx
    .update(users)
    // A password the user chose themselves: a required change is done.
    .set({ passwordHash: await hashPassword(password), accessFailedCount: 0, lockoutEnd: null, mustChangePassword: false })
    .where(eq(users.id, user.id));
  // A new password ends every session signed in with the old one.
  await endSessionsOf(ctx, user.id);
  await recordAudit(ctx.tx, { siteId: user.siteId, actorId: user.id, entity: 'User', entityId: user.id, action: 'RetrievePassword' });
  return null;
}

export interface RegisterBody {
  UserName: string;
  Password: string;
  NickName?: string;
  Email?: string;
  PhoneCode?: string;
  PhoneNumber?: string;
  PhoneNumberCode?: string;
  PhoneKey?: string;
  Referrer?: string;
  Captcha: string;
  CaptchaKey: string;
}

export async function register(ctx: CallContext, body: RegisterBody) {
  const { tx } = ctx;
  const site = await hostContext(tx, ctx.host);
  if (site.siteId === null) throw new AppError(ErrorCode.NotFound, 'SiteNotFound');
  const siteId = site.siteId;
  if (checkUserName(body.UserName)) throw invalid('UserName', 'UserNameError');
  if (body.Email && checkEmail(body.Email)) throw invalid('Email', 'EmailError');
  if (body.PhoneNumber && checkMobile(body.PhoneNumber, body.PhoneCode)) throw invalid('PhoneNumber', 'PhoneError');
  const password = decryptPassword(ctx, body.Password);
  if (checkPassword(password)) throw invalid('Password', 'PasswordError');
  await consumeCaptcha(tx, body.CaptchaKey, body.Captcha);

  const sameSite = and(eq(users.siteId, siteId), eq(users.accountType, AccountType.SiteUser));
  const [taken] = await tx.select({ id: users.id }).from(users).where(and(sameSite, sql`lower(${users.userName}) = ${body.UserName.toLowerCase()}`));
  if (taken) throw invalid('UserName', 'UserNameTaken');
  if (site.openSms) {
    if (!body.PhoneCode || !body.PhoneNumber) throw invalid('PhoneNumber', 'CannotBeEmpty');
    if (!body.PhoneNumberCode || !body.PhoneKey) throw invalid('PhoneNumberCode', 'CannotBeEmpty');
  }
  if (body.PhoneCode && body.PhoneNumber) {
    const [phoneTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sameSite, eq(users.phoneCode, body.PhoneCode), eq(users.phoneNumber, body.PhoneNumber)));
    if (phoneTaken) throw invalid('PhoneNumber', 'PhoneTaken');
  }
  if (site.openSms && body.PhoneCode && body.PhoneNumber && body.PhoneKey && body.PhoneNumberCode) {
    await consumeSmsCode(tx, {
      siteId,
      purpose: 'register',
      phone: { PhoneCode: body.PhoneCode, PhoneNumber: body.PhoneNumber },
      phoneKey: body.PhoneKey,
      code: body.PhoneNumberCode,
    });
  }
  const [created] = await tx
    .insert(users)
    .values({
      siteId,
      accountType: AccountType.SiteUser,
      // Temporary number until the id is known (the column holds 32 characters).
      number: `pending-${crypto.randomBytes(12).toString('hex')}`,
      userName: body.UserName,
      nickName: body.NickName ?? body.UserName,
      email: body.Email ?? '',
      phoneCode: body.PhoneCode ?? '',
      phoneNumber: body.PhoneNumber ?? '',
      phoneNumberConfirmed: site.openSms,
      referrer: body.Referrer ?? '',
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!created) throw new Error('insert returned no row');
  // The member number customers write on their parcels: short, unique, derived from the row id.
  const number = memberNumber(created.id);
  await tx.update(users).set({ number }).where(eq(users.id, created.id));
  await grantDefaultRole(tx, siteId, created.id);
  await joinDefaultOrganization(tx, siteId, created.id);
  await recordAudit(tx, { siteId, actorId: created.id, entity: 'User', entityId: created.id, action: 'Register', after: { UserName: created.userName, Number: number } });
  return issueTokens(tx, ctx.services, created);
}

let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

export const memberNumber = (id: number) => `C${String(id).padStart(6, '0')}`;

/** New portal users get the site's DefaultRole (a portal role of the same site); a site without one grants nothing. */
async function grantDefaultRole(tx: Executor, siteId: number, userId: number) {
  const [site] = await tx.select({ defaultRoleId: sites.defaultRoleId }).from(sites).where(eq(sites.id, siteId));
  if (!site?.defaultRoleId) return;
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, site.defaultRoleId), eq(roles.siteId, siteId), eq(roles.population, AccountType.SiteUser)));
  if (role) await tx.insert(userRoles).values({ siteId, userId, roleId: role.id });
}

/** New portal users join the site's DefaultOrganization (a site users' organisation of the same site); a site without one places them nowhere. */
async function joinDefaultOrganization(tx: Executor, siteId: number, userId: number) {
  const [site] = await tx.select({ defaultOrganizationId: sites.defaultOrganizationId }).from(sites).where(eq(sites.id, siteId));
  if (!site?.defaultOrganizationId) return;
  const [organize] = await tx
    .select({ id: organizes.id })
    .from(organizes)
    .where(and(eq(organizes.id, site.defaultOrganizationId), eq(organizes.siteId, siteId), eq(organizes.population, AccountType.SiteUser)));
  if (organize) await tx.insert(userOrganizes).values({ siteId, userId, organizeId: organize.id });
}
