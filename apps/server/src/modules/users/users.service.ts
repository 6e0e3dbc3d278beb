import crypto from 'node:crypto';
import { and, count, desc, eq, exists, gt, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { AccountType, walletFigures, type ParsedRequestOf, type user, type UserSide } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword, type Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { notifyPermissionChange } from '../access/index.ts';
import { auditLogs, roles, userRoles, users } from '../access/tables.ts';
import { endSessionsOf, memberNumber } from '../account/index.ts';
import { organizes, userOrganizes } from '../organizes/tables.ts';
import { siteNamesOf } from '../sites/index.ts';
import { sites } from '../sites/tables.ts';
import { userAvailableSites } from './tables.ts';
import { checkUserWarehouses, replaceUserWarehouses, warehousesOfUsers } from '../warehouses/index.ts';
import { applyCreditSetting, figuresOf, holdsMoney, walletOfUser, walletsOfUsers } from '../wallets/index.ts';

/**
 * User administration: site users (customers) and back-office staff, managed by back-office staff.
 *
 * Reach: site staff work on their own site's accounts. Row-level security already hides every other
 * site's rows (an Id of another site is "not found"); the queries still name the site so the rules
 * read plainly and platform staff, who bypass RLS, get the same answers. Platform staff (no site) work
 * on every site, name the site of a new account, and alone choose a staff member's available sites.
 *
 * Rules beyond the field rules of the contract: number, user name and phone are unique (number per
 * site, the others per site and population); roles, organisations and the main account belong to the
 * same site and population; a sub-account cannot have sub-accounts; only a super user grants the
 * super-user flag or changes a super user's account; nobody deletes, locks, freezes or disables
 * themselves. Every change writes an audit row (never the password hash) in the same transaction, and
 * a change of roles or of the super-user flag pushes UserPermissionChange to the account.
 */

type UserRecord = typeof users.$inferSelect;
type EditInfo = z.output<typeof user.userEditInfo>;
type Population = typeof AccountType.Backstage | typeof AccountType.SiteUser;

const POPULATION_OF: Record<UserSide, Population> = { backstage: AccountType.Backstage, user: AccountType.SiteUser };
export const ENTITY = 'User';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const parseDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));
const sameSite = (siteId: number | null): SQL => (siteId === null ? isNull(users.siteId) : eq(users.siteId, siteId));
const isLocked = (u: { lockoutEnd: Date | null }) => u.lockoutEnd !== null && u.lockoutEnd.getTime() > Date.now();
/** Staff numbers, like the member numbers of customers, derive from the row id. */
const staffNumber = (id: number) => `S${String(id).padStart(6, '0')}`;

/**
 * A page of users for the user picker. The transaction is already scoped to the caller's site by
 * row-level security, so site staff see only their site's users and nobody else's.
 */
export async function selectUsers(tx: Executor, q: ParsedRequestOf<typeof user.getSelectTableUsers>) {
  const conditions: SQL[] = [];
  if (q.Content) {
    const like = contains(q.Content);
    conditions.push(or(ilike(users.userName, like), ilike(users.nickName, like), ilike(users.number, like), ilike(users.phoneNumber, like))!);
  }
  if (q.AccountTypeCode) conditions.push(eq(users.accountType, q.AccountTypeCode));
  if (q.StartDate) conditions.push(gte(users.createdAt, parseDate(q.StartDate)));
  if (q.EndDate) conditions.push(lte(users.createdAt, parseDate(q.EndDate)));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const order = q.descendingOrder ? [desc(users.createdAt), desc(users.id)] : [users.createdAt, users.id];
  const rows = await tx
    .select({ user: users, siteName: sites.siteName })
    .from(users)
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(where)
    .orderBy(...order)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  return {
    Data: rows.map(({ user: u, siteName }) => ({
      Id: u.id,
      Number: u.number,
      UserName: u.userName,
      NickName: u.nickName,
      PhoneNumber: u.phoneNumber,
      Email: u.email,
      AccountTypeCode: u.accountType === 2 ? (2 as const) : (1 as const),
      IsEnabled: u.isEnabled,
      SiteName: siteName ?? '',
      CreationTime: u.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

// ── Reach ─────────────────────────────────────────────────────────────────────────────────────

/** One account in the caller's reach (of `population` when given); another site's is "not found". */
export async function findUser(tx: Executor, actor: Actor, id: number, population?: Population): Promise<UserRecord> {
  const conditions = [eq(users.id, id)];
  if (population !== undefined) conditions.push(eq(users.accountType, population));
  if (actor.siteId !== null) conditions.push(eq(users.siteId, actor.siteId));
  const [row] = await tx.select().from(users).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

/** The stored flag, not the token's: a demoted super user loses the right at once. */
async function callerIsSuperUser(tx: Executor, actor: Actor): Promise<boolean> {
  const [row] = await tx.select({ isSuperUser: users.isSuperUser }).from(users).where(eq(users.id, actor.userId));
  return row?.isSuperUser ?? false;
}

/** A super user's account is changed only by a super user (else a site admin could take it over by resetting its password). */
export async function assertMayManage(tx: Executor, actor: Actor, target: UserRecord) {
  if (target.isSuperUser && !(await callerIsSuperUser(tx, actor))) throw refused('SuperUserProtected', { name: target.userName });
}

/** The site of a new account: site staff's own; platform staff name it (required for site users; none makes platform staff). */
async function siteOfNewUser(tx: Executor, actor: Actor, side: UserSide, siteId: number | undefined): Promise<number | null> {
  if (actor.siteId !== null) return actor.siteId;
  if (siteId === undefined) {
    if (side === 'user') throw invalid('SiteId', 'UserSiteRequired');
    return null;
  }
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw invalid('SiteId', 'UserSiteNotFound', { value: siteId });
  return siteId;
}

// ── Checks of the fields ─────────────────────────────────────────────────────────────────────

interface Target {
  siteId: number | null;
  population: Population;
  /** the account being edited */
  selfId?: number;
}

const notSelf = (target: Target) => (target.selfId === undefined ? undefined : ne(users.id, target.selfId));

async function checkUnique(tx: Executor, target: Target, body: { Number?: string; UserName: string; PhoneCode?: string; PhoneNumber?: string }) {
  if (body.Number) {
    const [taken] = await tx.select({ id: users.id }).from(users).where(and(sameSite(target.siteId), eq(users.number, body.Number), notSelf(target))).limit(1);
    if (taken) throw invalid('Number', 'UserNumberTaken');
  }
  const population = and(sameSite(target.siteId), eq(users.accountType, target.population), notSelf(target));
  const [nameTaken] = await tx.select({ id: users.id }).from(users).where(and(population, sql`lower(${users.userName}) = ${body.UserName.toLowerCase()}`)).limit(1);
  if (nameTaken) throw invalid('UserName', 'UserNameTaken');
  if (body.PhoneNumber) {
    const [phoneTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(population, eq(users.phoneCode, body.PhoneCode ?? ''), eq(users.phoneNumber, body.PhoneNumber)))
      .limit(1);
    if (phoneTaken) throw invalid('PhoneNumber', 'PhoneTaken');
  }
}

/** The main account: another main account of the same site and population; an account with sub-accounts cannot become one. */
async function checkMainUser(tx: Executor, target: Target, mainUserId: number | null | undefined) {
  if (mainUserId == null) return;
  const [main] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, mainUserId), sameSite(target.siteId), eq(users.accountType, target.population), isNull(users.mainUserId), notSelf(target)));
  if (!main) throw invalid('MainUserId', 'MainUserInvalid');
  if (target.selfId !== undefined) {
    const subs = await subAccountCount(tx, target.selfId);
    if (subs > 0) throw invalid('MainUserId', 'MainUserHasSubAccounts', { count: subs });
  }
}

async function subAccountCount(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.mainUserId, userId));
  return row?.n ?? 0;
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

async function checkRoles(tx: Executor, target: Target, roleIds: readonly number[]): Promise<number[]> {
  const wanted = unique(roleIds);
  if (wanted.length === 0) return [];
  const site = target.siteId === null ? isNull(roles.siteId) : eq(roles.siteId, target.siteId);
  const found = await tx.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, wanted), eq(roles.population, target.population), site));
  const known = new Set(found.map((r) => r.id));
  const missing = wanted.find((roleId) => !known.has(roleId));
  if (missing !== undefined) throw invalid('RoleIds', 'UserRoleNotFound', { value: missing });
  return wanted;
}

async function checkOrganizes(tx: Executor, target: Target, organizeIds: readonly number[]): Promise<number[]> {
  const wanted = unique(organizeIds);
  if (wanted.length === 0) return [];
  const site = target.siteId === null ? isNull(organizes.siteId) : eq(organizes.siteId, target.siteId);
  const found = await tx.select({ id: organizes.id }).from(organizes).where(and(inArray(organizes.id, wanted), eq(organizes.population, target.population), site));
  const known = new Set(found.map((r) => r.id));
  const missing = wanted.find((organizeId) => !known.has(organizeId));
  if (missing !== undefined) throw invalid('OrganizeIds', 'UserOrganizeNotFound', { value: missing });
  return wanted;
}

/** Available sites: staff only (a customer belongs to one site; the field is ignored for them); only platform staff change them. */
async function checkAvailableSites(tx: Executor, actor: Actor, target: Target, siteIds: readonly number[], current: readonly number[]): Promise<number[]> {
  if (target.population !== AccountType.Backstage) return [];
  const wanted = unique(siteIds).sort((a, b) => a - b);
  const unchanged = wanted.length === current.length && [...current].sort((a, b) => a - b).every((siteId, i) => siteId === wanted[i]);
  if (unchanged) return wanted;
  if (actor.siteId !== null) throw invalid('SiteIds', 'AvailableSitesPlatformOnly');
  if (wanted.length === 0) return [];
  const found = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.id, wanted));
  const known = new Set(found.map((s) => s.id));
  const missing = wanted.find((siteId) => !known.has(siteId));
  if (missing !== undefined) throw invalid('SiteIds', 'UserSiteNotFound', { value: missing });
  return wanted;
}

async function memberships(tx: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return { roles: [], organizes: [], sites: [], warehouses: [] };
  const [roleRows, organizeRows, siteRows, warehouseRows] = await Promise.all([
    tx.select({ userId: userRoles.userId, Id: roles.id, Name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, [...userIds])).orderBy(roles.id),
    tx
      .select({ userId: userOrganizes.userId, Id: organizes.id, Name: organizes.name })
      .from(userOrganizes)
      .innerJoin(organizes, eq(organizes.id, userOrganizes.organizeId))
      .where(inArray(userOrganizes.userId, [...userIds]))
      .orderBy(organizes.id),
    tx
      .select({ userId: userAvailableSites.userId, Id: userAvailableSites.availableSiteId })
      .from(userAvailableSites)
      .where(inArray(userAvailableSites.userId, [...userIds]))
      .orderBy(userAvailableSites.availableSiteId),
    warehousesOfUsers(tx, userIds),
  ]);
  // Site staff read only their own row of `sites`: the names of the others come from siteNamesOf, after the queries above.
  const siteNames = await siteNamesOf(tx, siteRows.map((s) => s.Id));
  return { roles: roleRows, organizes: organizeRows, sites: siteRows.map((s) => ({ ...s, Name: siteNames.get(s.Id) ?? '' })), warehouses: warehouseRows };
}

type Membership = { userId: number; Id: number; Name: string };
const of = (rows: readonly Membership[], userId: number) => rows.filter((r) => r.userId === userId).map(({ Id, Name }) => ({ Id, Name }));

async function nameOf(tx: Executor, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName ?? '';
}

async function editInfoOf(tx: Executor, u: UserRecord): Promise<EditInfo> {
  const m = await memberships(tx, [u.id]);
  return {
    Id: u.id,
    SiteId: u.siteId,
    Number: u.number,
    UserName: u.userName,
    NickName: u.nickName,
    Avatar: u.avatar,
    Email: u.email,
    EmailConfirmed: u.emailConfirmed,
    PhoneCode: u.phoneCode,
    PhoneNumber: u.phoneNumber,
    PhoneNumberConfirmed: u.phoneNumberConfirmed,
    Gender: u.gender,
    BirthDate: u.birthDate,
    IsLockoutEnabled: u.isLockoutEnabled,
    IsEnabled: u.isEnabled,
    IsSuperUser: u.isSuperUser,
    Referrer: u.referrer,
    MainUserId: u.mainUserId,
    MainUserName: await nameOf(tx, u.mainUserId),
    RoleIds: m.roles.map((r) => r.Id),
    OrganizeIds: m.organizes.map((o) => o.Id),
    SiteIds: m.sites.map((s) => s.Id),
    SiteJoinWarehouseIds: m.warehouses.map((w) => w.Id),
    IsCreditAmount: u.isCreditAmount,
    CreditAmount: walletFigures(u.balance, u.isCreditAmount, u.creditAmount).CreditAmount,
    CashOnDeliveryAmount: u.cashOnDeliveryAmount === null ? null : new Decimal(u.cashOnDeliveryAmount).toFixed(2),
  };
}

/**
 * The wallet figures the detail shows (userWallet's shape): the customer's wallet in their site's
 * base currency, kept by the ledger (modules/wallets); before they have one, zero with their
 * account's credit setting.
 */
async function walletOf(tx: Executor, u: typeof users.$inferSelect) {
  const w = await walletOfUser(tx, u.id, u.siteId);
  if (!w) return { ...walletFigures('0', u.isCreditAmount, u.creditAmount), ArrearsTime: null };
  return { ...walletFigures(figuresOf(w).balance, w.isCredit, w.creditLimit), ArrearsTime: w.arrearsAt?.toISOString() ?? null };
}

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────

type Query = z.output<typeof user.userQuery>;

export async function listUsers(tx: Executor, actor: Actor, side: UserSide, q: Query) {
  const conditions: (SQL | undefined)[] = [eq(users.accountType, POPULATION_OF[side])];
  if (actor.siteId !== null) conditions.push(eq(users.siteId, actor.siteId));
  else if (q.SiteId !== undefined) conditions.push(eq(users.siteId, q.SiteId));
  for (const [text, column] of [
    [q.Number, users.number],
    [q.UserName, users.userName],
    [q.NickName, users.nickName],
    [q.PhoneNumber, users.phoneNumber],
    [q.Email, users.email],
  ] as const) {
    if (text) conditions.push(ilike(column, contains(text)));
  }
  if (q.IsEnabled !== undefined) conditions.push(eq(users.isEnabled, q.IsEnabled));
  if (q.IsFrozen !== undefined) conditions.push(eq(users.isFrozen, q.IsFrozen));
  if (q.IsLocked !== undefined) {
    const locked = gt(users.lockoutEnd, new Date());
    conditions.push(q.IsLocked ? locked : or(isNull(users.lockoutEnd), lte(users.lockoutEnd, new Date())));
  }
  if (q.RoleId !== undefined) conditions.push(exists(tx.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, q.RoleId)))));
  if (q.OrganizeId !== undefined) {
    conditions.push(exists(tx.select({ one: sql`1` }).from(userOrganizes).where(and(eq(userOrganizes.userId, users.id), eq(userOrganizes.organizeId, q.OrganizeId)))));
  }
  if (q.StartDate) conditions.push(gte(users.createdAt, parseDate(q.StartDate)));
  if (q.EndDate) conditions.push(lte(users.createdAt, parseDate(q.EndDate)));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  const order = q.descendingOrder ? [desc(users.createdAt), desc(users.id)] : [users.createdAt, users.id];
  const rows = await tx
    .select({ user: users, siteName: sites.siteName })
    .from(users)
    .leftJoin(sites, eq(sites.id, users.siteId))
    .where(where)
    .orderBy(...order)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const ids = rows.map((r) => r.user.id);
  const m = await memberships(tx, ids);
  const mainIds = unique(rows.flatMap((r) => (r.user.mainUserId === null ? [] : [r.user.mainUserId])));
  const mains = mainIds.length === 0 ? [] : await tx.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, mainIds));
  const subs = ids.length === 0 ? [] : await tx.select({ id: users.mainUserId, n: count() }).from(users).where(inArray(users.mainUserId, ids)).groupBy(users.mainUserId);
  const walletsOf = await walletsOfUsers(tx, ids);
  return {
    Data: rows.map(({ user: u, siteName }) => {
      const w = walletsOf.get(u.id);
      const wallet = w ? walletFigures(figuresOf(w).balance, w.isCredit, w.creditLimit) : walletFigures('0', u.isCreditAmount, u.creditAmount);
      return {
        Id: u.id,
        SiteId: u.siteId,
        SiteName: siteName ?? '',
        AccountTypeCode: u.accountType,
        Number: u.number,
        UserName: u.userName,
        NickName: u.nickName,
        Avatar: u.avatar,
        Email: u.email,
        PhoneCode: u.phoneCode,
        PhoneNumber: u.phoneNumber,
        IsEnabled: u.isEnabled,
        IsFrozen: u.isFrozen,
        IsLocked: isLocked(u),
        LockoutEnd: u.lockoutEnd?.toISOString() ?? null,
        IsSuperUser: u.isSuperUser,
        Roles: of(m.roles, u.id),
        Organizes: of(m.organizes, u.id),
        MainUserId: u.mainUserId,
        MainUserName: mains.find((x) => x.id === u.mainUserId)?.userName ?? '',
        SubAccountCount: subs.find((s) => s.id === u.id)?.n ?? 0,
        Balance: wallet.Balance,
        IsCreditAmount: wallet.IsCreditAmount,
        CreditAmount: wallet.CreditAmount,
        CreationTime: u.createdAt.toISOString(),
      };
    }),
    Total: total?.n ?? 0,
  };
}

export async function getEditInfo(tx: Executor, actor: Actor, side: UserSide, id: number): Promise<EditInfo> {
  return editInfoOf(tx, await findUser(tx, actor, id, POPULATION_OF[side]));
}

export async function getUserDetail(tx: Executor, actor: Actor, side: UserSide, id: number): Promise<z.input<typeof user.userDetail>> {
  const u = await findUser(tx, actor, id, POPULATION_OF[side]);
  const info = await editInfoOf(tx, u);
  const m = await memberships(tx, [u.id]);
  const [site] = u.siteId === null ? [] : await tx.select({ name: sites.siteName }).from(sites).where(eq(sites.id, u.siteId));
  const subAccounts = await tx
    .select({ Id: users.id, Number: users.number, UserName: users.userName, NickName: users.nickName, IsEnabled: users.isEnabled })
    .from(users)
    .where(eq(users.mainUserId, u.id))
    .orderBy(users.id);
  const audits = await tx
    .select({ action: auditLogs.action, actorName: users.userName, createdAt: auditLogs.createdAt, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entity, ENTITY), eq(auditLogs.entityId, String(u.id))))
    .orderBy(desc(auditLogs.id))
    .limit(50);
  return {
    ...info,
    ...(await walletOf(tx, u)),
    SiteName: site?.name ?? '',
    AccountTypeCode: u.accountType,
    IsFrozen: u.isFrozen,
    IsLocked: isLocked(u),
    LockoutEnd: u.lockoutEnd?.toISOString() ?? null,
    AccessFailedCount: u.accessFailedCount,
    Roles: of(m.roles, u.id),
    Organizes: of(m.organizes, u.id),
    Sites: of(m.sites, u.id),
    Warehouses: of(m.warehouses, u.id),
    SubAccounts: subAccounts,
    CreationTime: u.createdAt.toISOString(),
    UpdateTime: u.updatedAt.toISOString(),
    Audits: audits.map((a) => ({ Action: a.action, ActorName: a.actorName ?? '', CreationTime: a.createdAt.toISOString(), Before: a.before, After: a.after })),
  };
}

const columnsOf = (body: user.EstablishUserBody | user.EditUserBody) => ({
  userName: body.UserName,
  nickName: body.NickName || body.UserName,
  avatar: body.Avatar,
  email: body.Email,
  emailConfirmed: body.EmailConfirmed,
  phoneCode: body.PhoneNumber ? (body.PhoneCode ?? '') : '',
  phoneNumber: body.PhoneNumber ?? '',
  phoneNumberConfirmed: body.PhoneNumberConfirmed,
  gender: body.Gender,
  birthDate: body.BirthDate ?? null,
  isLockoutEnabled: body.IsLockoutEnabled,
  isEnabled: body.IsEnabled,
  isSuperUser: body.IsSuperUser,
  referrer: body.Referrer,
  mainUserId: body.MainUserId ?? null,
  isCreditAmount: body.IsCreditAmount,
  creditAmount: body.CreditAmount,
  cashOnDeliveryAmount: body.CashOnDeliveryAmount,
});

async function replaceMemberships(tx: Executor, u: { id: number; siteId: number | null }, roleIds: number[], organizeIds: number[], siteIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, u.id));
  await tx.delete(userOrganizes).where(eq(userOrganizes.userId, u.id));
  await tx.delete(userAvailableSites).where(eq(userAvailableSites.userId, u.id));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ siteId: u.siteId, userId: u.id, roleId })));
  if (organizeIds.length) await tx.insert(userOrganizes).values(organizeIds.map((organizeId) => ({ siteId: u.siteId, userId: u.id, organizeId })));
  if (siteIds.length) await tx.insert(userAvailableSites).values(siteIds.map((availableSiteId) => ({ siteId: u.siteId, userId: u.id, availableSiteId })));
}

/** A new customer with no role or organisation chosen gets the site's defaults, as one who registers does. */
async function siteDefaults(tx: Executor, siteId: number) {
  const [site] = await tx.select({ roleId: sites.defaultRoleId, organizeId: sites.defaultOrganizationId }).from(sites).where(eq(sites.id, siteId));
  const target: Target = { siteId, population: AccountType.SiteUser };
  // A default deleted or moved since the site was configured is skipped; any other failure is not.
  const valid = async (check: typeof checkRoles, wanted: number | null | undefined): Promise<number[]> => {
    if (!wanted) return [];
    try {
      return await check(tx, target, [wanted]);
    } catch (error) {
      if (error instanceof AppError && (error.key === 'UserRoleNotFound' || error.key === 'UserOrganizeNotFound')) return [];
      throw error;
    }
  };
  return { roleIds: await valid(checkRoles, site?.roleId), organizeIds: await valid(checkOrganizes, site?.organizeId) };
}

export async function establishUser(ctx: CallContext, actor: Actor, side: UserSide, body: user.EstablishUserBody) {
  const { tx } = ctx;
  const population = POPULATION_OF[side];
  const siteId = await siteOfNewUser(tx, actor, side, body.SiteId);
  const target: Target = { siteId, population };
  if (body.IsSuperUser && !(await callerIsSuperUser(tx, actor))) throw invalid('IsSuperUser', 'SuperUserOnly');
  await checkUnique(tx, target, body);
  await checkMainUser(tx, target, body.MainUserId);
  let roleIds = await checkRoles(tx, target, body.RoleIds);
  let organizeIds = await checkOrganizes(tx, target, body.OrganizeIds);
  const siteIds = await checkAvailableSites(tx, actor, target, body.SiteIds, []);
  const warehouseIds = await checkUserWarehouses(tx, actor, siteId, body.SiteJoinWarehouseIds, []);
  if (siteId !== null && population === AccountType.SiteUser) {
    const defaults = await siteDefaults(tx, siteId);
    if (roleIds.length === 0) roleIds = defaults.roleIds;
    if (organizeIds.length === 0) organizeIds = defaults.organizeIds;
  }
  const [created] = await tx
    .insert(users)
    .values({
      siteId,
      accountType: population,
      // A temporary number, replaced once the id gives the generated one (the column holds 32 characters).
      number: body.Number ?? `pending-${crypto.randomBytes(12).toString('hex')}`,
      passwordHash: await hashPassword(body.Password),
      ...columnsOf(body),
    })
    .returning();
  if (!created) throw new Error('user not created');
  let account = created;
  if (!body.Number) {
    const number = population === AccountType.SiteUser ? memberNumber(created.id) : staffNumber(created.id);
    await checkUnique(tx, { ...target, selfId: created.id }, { UserName: created.userName, Number: number });
    const [numbered] = await tx.update(users).set({ number }).where(eq(users.id, created.id)).returning();
    if (!numbered) throw notFound();
    account = numbered;
  }
  await replaceMemberships(tx, account, roleIds, organizeIds, siteIds);
  await replaceUserWarehouses(tx, account, warehouseIds);
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: account.id, action: 'Establish', after: await editInfoOf(tx, account) });
  return { Id: account.id, Number: account.number };
}

export async function editUser(ctx: CallContext, actor: Actor, side: UserSide, body: user.EditUserBody): Promise<EditInfo> {
  const { tx } = ctx;
  const population = POPULATION_OF[side];
  const before = await findUser(tx, actor, body.Id, population);
  await assertMayManage(tx, actor, before);
  const beforeInfo = await editInfoOf(tx, before);
  if (body.IsSuperUser !== before.isSuperUser && !(await callerIsSuperUser(tx, actor))) throw invalid('IsSuperUser', 'SuperUserOnly');
  if (before.id === actor.userId && !body.IsEnabled) throw refused('CannotRestrictSelf');
  const target: Target = { siteId: before.siteId, population, selfId: before.id };
  const number = body.Number ?? before.number;
  await checkUnique(tx, target, { ...body, Number: number });
  await checkMainUser(tx, target, body.MainUserId);
  const roleIds = await checkRoles(tx, target, body.RoleIds);
  const organizeIds = await checkOrganizes(tx, target, body.OrganizeIds);
  const siteIds = await checkAvailableSites(tx, actor, target, body.SiteIds, beforeInfo.SiteIds);
  const warehouseIds = await checkUserWarehouses(tx, actor, before.siteId, body.SiteJoinWarehouseIds, beforeInfo.SiteJoinWarehouseIds);
  const [after] = await tx.update(users).set({ number, ...columnsOf(body) }).where(eq(users.id, before.id)).returning();
  if (!after) throw notFound();
  // The customer's wallets follow their credit setting (a wallet made later starts from it).
  if (after.isCreditAmount !== before.isCreditAmount || after.creditAmount !== before.creditAmount) await applyCreditSetting(tx, after.id, after.isCreditAmount, after.creditAmount);
  // Disabling here is disabling: the account's sessions end, as with DisableUser.
  if (before.isEnabled && !after.isEnabled) await endSessionsOf(ctx, after.id);
  await replaceMemberships(tx, after, roleIds, organizeIds, siteIds);
  await replaceUserWarehouses(tx, after, warehouseIds);
  const afterInfo = await editInfoOf(tx, after);
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: beforeInfo, after: afterInfo });
  const sameRoles = beforeInfo.RoleIds.join() === afterInfo.RoleIds.join();
  if (!sameRoles || before.isSuperUser !== after.isSuperUser) ctx.afterCommit(() => notifyPermissionChange(ctx.services.hub, [after.id]));
  return afterInfo;
}

export async function deleteUser(tx: Executor, actor: Actor, side: UserSide, id: number): Promise<null> {
  const target = await findUser(tx, actor, id, POPULATION_OF[side]);
  if (target.id === actor.userId) throw refused('CannotDeleteSelf');
  await assertMayManage(tx, actor, target);
  const subs = await subAccountCount(tx, target.id);
  if (subs > 0) throw refused('UserHasSubAccounts', { name: target.userName, count: subs });
  // Money held or owed must be settled through the wallet first; deleting would lose it.
  if (await holdsMoney(tx, target.id)) throw refused('UserHasBalance', { name: target.userName, balance: (await walletOf(tx, target)).Balance });
  const before = await editInfoOf(tx, target);
  await tx.delete(users).where(eq(users.id, target.id));
  await recordAudit(tx, { siteId: target.siteId, actorId: actor.userId, entity: ENTITY, entityId: target.id, action: 'Delete', before });
  return null;
}
