import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import { randomToken, sha256 } from '../../platform/auth.ts';
import type { Services } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { unauthorized } from '../../platform/errors.ts';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';
import { refreshTokens } from './tables.ts';

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

export async function issueTokens(tx: Executor, services: Services, user: SignedInUser, familyId: string = crypto.randomUUID()) {
  const AccessToken = services.tokens.signAccess({
    userId: user.id,
    siteId: user.siteId,
    population: user.accountType === AccountType.SiteUser ? 'user' : 'backstage',
    isSuperUser: user.isSuperUser,
  });
  const RefreshToken = await storeRefreshToken(tx, services, user.id, familyId);
  return { AccessToken, RefreshToken };
}

const revokeFamily = (tx: Executor, familyId: string) =>
  tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/**
 * Rotation: a refresh token is good once. Presenting a spent one means someone else has it, so
 * the whole family is revoked and both holders must sign in again.
 */
export async function rotateRefreshToken(tx: Executor, services: Services, token: string): Promise<{ revokedFamily: boolean; tokens?: { AccessToken: string; RefreshToken: string } }> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))).for('update');
  if (!row || row.revokedAt) return { revokedFamily: false };
  if (row.spentAt) {
    await revokeFamily(tx, row.familyId);
    return { revokedFamily: true };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { revokedFamily: false };
  const [user] = await tx
    .select({ id: users.id, siteId: users.siteId, accountType: users.accountType, isSuperUser: users.isSuperUser, isEnabled: users.isEnabled, isFrozen: users.isFrozen })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return { revokedFamily: false };
  if (!user.isEnabled) throw unauthorized('AccountDisabled');
  if (user.isFrozen) throw unauthorized('AccountFrozen');
  // Sessions of a disabled site end at the next refresh, as its host refuses new sign-ins.
  if (user.siteId !== null) {
    const [site] = await tx.select({ isEnabled: sites.isEnabled }).from(sites).where(eq(sites.id, user.siteId));
    if (!site?.isEnabled) throw unauthorized('SiteDisabled');
  }
  await tx.update(refreshTokens).set({ spentAt: new Date() }).where(eq(refreshTokens.id, row.id));
  return { revokedFamily: false, tokens: await issueTokens(tx, services, user, row.familyId) };
}

export async function revokeRefreshToken(tx: Executor, token: string): Promise<void> {
  const [row] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(tx, row.familyId);
}

export const revokeAllOfUser = (tx: Executor, userId: number) =>
  tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
