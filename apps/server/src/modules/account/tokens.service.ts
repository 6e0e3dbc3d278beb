import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import { randomToken, sha256 } from '../../platform/auth.ts';
import type { CallContext, Services } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { unauthorized } from '../../platform/errors.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';
import { refreshTokens, sessions } from './tables.ts';

export interface SignedInUser {
  id: number;
  siteId: number | null;
  accountType: number;
  isSuperUser: boolean;
}

async function storeRefreshToken(tx: Executor, services: Services, userId: number, familyId: string): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + services.config.refreshTokenSeconds * 1000),
  });
  return token;
}

/** A new session of `userId`: the id its access tokens carry and its refresh tokens' family. */
export async function openSession(tx: Executor, userId: number): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(sessions).values({ id, userId });
  return id;
}

/** A token pair in the session `sessionId`, or in a new one. */
export async function issueTokens(tx: Executor, services: Services, user: SignedInUser, sessionId?: string) {
  const session = sessionId ?? (await openSession(tx, user.id));
  const actor = { userId: user.id, siteId: user.siteId, population: user.accountType === AccountType.SiteUser ? ('user' as const) : ('backstage' as const), isSuperUser: user.isSuperUser };
  const AccessToken = services.tokens.signAccess(actor, session);
  const RefreshToken = await storeRefreshToken(tx, services, user.id, session);
  return { AccessToken, RefreshToken };
}

// Ending a session bumps the security version (a trigger, platform/tenancy.ts) in the same
// transaction, so its access tokens are refused from the commit on.
const endSession = (tx: Executor, sessionId: string) =>
  tx.update(sessions).set({ endedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));

/**
 * Rotation: a refresh token is good once. Presenting a spent one means someone else has it, so
 * its session ends and both holders must sign in again.
 */
export async function rotateRefreshToken(tx: Executor, services: Services, token: string): Promise<{ endedSession?: string; tokens?: { AccessToken: string; RefreshToken: string } }> {
  const [row] = await tx
    .select({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt, spentAt: refreshTokens.spentAt, endedAt: sessions.endedAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .for('update', { of: refreshTokens });
  if (!row || row.endedAt) return {};
  if (row.spentAt) {
    await endSession(tx, row.familyId);
    return { endedSession: row.familyId };
  }
  if (row.expiresAt.getTime() <= Date.now()) return {};
  const [user] = await tx
    .select({ id: users.id, siteId: users.siteId, accountType: users.accountType, isSuperUser: users.isSuperUser, isEnabled: users.isEnabled, isFrozen: users.isFrozen })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return {};
  if (!user.isEnabled) throw unauthorized('AccountDisabled');
  if (user.isFrozen) throw unauthorized('AccountFrozen');
  // Sessions of a disabled site end at the next refresh, as its host refuses new sign-ins.
  if (user.siteId !== null) {
    const [site] = await tx.select({ isEnabled: sites.isEnabled }).from(sites).where(eq(sites.id, user.siteId));
    if (!site?.isEnabled) throw unauthorized('SiteDisabled');
  }
  await tx.update(refreshTokens).set({ spentAt: new Date() }).where(eq(refreshTokens.id, row.id));
  return { tokens: await issueTokens(tx, services, user, row.familyId) };
}

/** Sign-out: ends the session of the refresh token. Answers the session ended, if there was one. */
export async function revokeRefreshToken(tx: Executor, token: string): Promise<string | null> {
  const [row] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return null;
  await endSession(tx, row.familyId);
  return row.familyId;
}

/**
 * Every session of an account ends (staff locked, froze or disabled it, a new password was set),
 * and once that commits its hub connections close, so no push reaches it any more. Sessions are a
 * system table: call this only after the caller's rights over the account were checked.
 */
export async function endSessionsOf(ctx: CallContext, userId: number): Promise<void> {
  await withSystemRights(ctx.tx, () =>
    ctx.tx.update(sessions).set({ endedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt))),
  );
  ctx.afterCommit(() => ctx.services.hub.disconnectUser(userId));
}
