import { eq } from 'drizzle-orm';
import { LOCKED_INDEFINITELY } from '@lbo/contracts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword, type Actor } from '../../platform/auth.ts';
import { requireActor, type CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused, unauthorized } from '../../platform/errors.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { users } from '../access/tables.ts';
import { endSessionsOf, issueTokens } from '../account/index.ts';
import { assertMayManage, ENTITY, findUser } from './users.service.ts';

/**
 * The named operations on one account, whichever its population: lock, unlock, freeze, unfreeze,
 * enable, disable, reset password. A frozen or disabled account is refused at sign-in and on every
 * call at once (the platform reads both flags per request); a locked one is refused at sign-in.
 * Locking, freezing, disabling and a new password also end the account's sessions: their access
 * tokens are refused on the next call, their refresh tokens no longer refresh, and their hub
 * connections are closed.
 */

type Restriction = 'Lock' | 'Freeze' | 'Disable';

/** The account, after the rules every operation shares: in reach, a super user only by a super user, and never restricting yourself. */
async function targetOf(tx: Executor, actor: Actor, id: number, restriction?: Restriction) {
  const target = await findUser(tx, actor, id);
  if (restriction && target.id === actor.userId) throw refused('CannotRestrictSelf');
  await assertMayManage(tx, actor, target);
  return target;
}

const audit = (tx: Executor, actor: Actor, target: { id: number; siteId: number | null }, action: string, before?: unknown, after?: unknown) =>
  recordAudit(tx, { siteId: target.siteId, actorId: actor.userId, entity: ENTITY, entityId: target.id, action, before, after });

export async function lockUser(ctx: CallContext, body: { Id: number; LockoutEnd?: string }): Promise<null> {
  const { tx } = ctx;
  const actor = requireActor(ctx);
  const target = await targetOf(tx, actor, body.Id, 'Lock');
  const lockoutEnd = new Date(body.LockoutEnd ?? LOCKED_INDEFINITELY);
  if (lockoutEnd.getTime() <= Date.now()) throw invalid('LockoutEnd', 'LockoutEndPast');
  await tx.update(users).set({ lockoutEnd, accessFailedCount: 0 }).where(eq(users.id, target.id));
  await endSessionsOf(ctx, target.id);
  await audit(tx, actor, target, 'Lock', { LockoutEnd: target.lockoutEnd?.toISOString() ?? null }, { LockoutEnd: lockoutEnd.toISOString() });
  return null;
}

export async function unlockUser(tx: Executor, actor: Actor, id: number): Promise<null> {
  const target = await targetOf(tx, actor, id);
  await tx.update(users).set({ lockoutEnd: null, accessFailedCount: 0 }).where(eq(users.id, target.id));
  await audit(tx, actor, target, 'Unlock', { LockoutEnd: target.lockoutEnd?.toISOString() ?? null }, { LockoutEnd: null });
  return null;
}

export async function setFrozen(ctx: CallContext, id: number, frozen: boolean): Promise<null> {
  const { tx } = ctx;
  const actor = requireActor(ctx);
  const target = await targetOf(tx, actor, id, frozen ? 'Freeze' : undefined);
  await tx.update(users).set({ isFrozen: frozen }).where(eq(users.id, target.id));
  if (frozen) await endSessionsOf(ctx, target.id);
  await audit(tx, actor, target, frozen ? 'Freeze' : 'Unfreeze', { IsFrozen: target.isFrozen }, { IsFrozen: frozen });
  return null;
}

export async function setEnabled(ctx: CallContext, id: number, enabled: boolean): Promise<null> {
  const { tx } = ctx;
  const actor = requireActor(ctx);
  const target = await targetOf(tx, actor, id, enabled ? undefined : 'Disable');
  await tx.update(users).set({ isEnabled: enabled }).where(eq(users.id, target.id));
  if (!enabled) await endSessionsOf(ctx, target.id);
  await audit(tx, actor, target, enabled ? 'Enable' : 'Disable', { IsEnabled: target.isEnabled }, { IsEnabled: enabled });
  return null;
}

/** Staff set a new password (the rule and its confirmation are the contract's); the audit row says it happened, never what. */
export async function resetPassword(ctx: CallContext, body: { Id: number; Password: string }): Promise<null> {
  const { tx } = ctx;
  const actor = requireActor(ctx);
  const target = await targetOf(tx, actor, body.Id);
  await tx.update(users).set({ passwordHash: await hashPassword(body.Password) }).where(eq(users.id, target.id));
  await endSessionsOf(ctx, target.id);
  await audit(tx, actor, target, 'ResetPassword');
  return null;
}

/**
 * A user changes their own password. The current one proves it is them (a token in hand may be a
 * stolen one) and the new one must differ from it, since a required change would otherwise be
 * dismissed by typing the same password. It clears the must-change flag, ends every session of the
 * account and answers a new token pair, so only the device that changed it stays signed in.
 */
export async function changeOwnPassword(ctx: CallContext, actor: Actor, body: { CurrentPassword: string; Password: string }) {
  const { tx } = ctx;
  const [me] = await tx
    .select({ id: users.id, siteId: users.siteId, accountType: users.accountType, isSuperUser: users.isSuperUser, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!me) throw unauthorized('AccountDisabled');
  if (!(await verifyPassword(me.passwordHash, body.CurrentPassword))) throw invalid('CurrentPassword', 'CurrentPasswordWrong');
  if (await verifyPassword(me.passwordHash, body.Password)) throw invalid('Password', 'PasswordUnchanged');
  await tx.update(users).set({ passwordHash: await hashPassword(body.Password), mustChangePassword: false }).where(eq(users.id, me.id));
  await endSessionsOf(ctx, me.id);
  // Sessions and refresh tokens are system tables, and a customer may not write the site's audit
  // rows: the caller is the account's owner, proven by the current password above.
  return withSystemRights(tx, async () => {
    await recordAudit(tx, { siteId: me.siteId, actorId: me.id, entity: ENTITY, entityId: me.id, action: 'ChangePassword' });
    return issueTokens(tx, ctx.services, me);
  });
}
