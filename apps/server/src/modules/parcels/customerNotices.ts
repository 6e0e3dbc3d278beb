import { and, eq } from 'drizzle-orm';
import { AccountType, formatMessage, type MessageKey, type MessageParam } from '@lbo/contracts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { users } from '../access/tables.ts';
import { userMessages } from '../userMessages/tables.ts';

/** What staff actions on parcels tell a customer: an unread message, and a push once the change has committed. */
export interface Notice {
  infoType: 'PackageArrived' | 'PackageAssigned' | 'ClaimApproved' | 'ClaimRefused';
  title: MessageKey;
  message: MessageKey;
  params: Record<string, MessageParam>;
}

/**
 * Customers have no language of their own on record: the notice is stored as its keys and
 * parameters and read in the language the customer reads their messages in. The live push, sent
 * before any reader asks, is in the language of the staff member acting, who works for the same
 * site and its audience.
 */
export async function tellCustomer(ctx: CallContext, siteId: number, ownerId: number, notice: Notice): Promise<void> {
  const title = formatMessage(notice.title, ctx.language);
  const message = formatMessage(notice.message, ctx.language, notice.params);
  const texts = { title: notice.title, message: notice.message, params: notice.params };
  await ctx.tx.insert(userMessages).values({ siteId, ownerId, infoType: notice.infoType, title, message, texts });
  ctx.afterCommit(() => ctx.services.hub.pushToUser(ownerId, { InfoType: notice.infoType, Title: title, Message: message, MessageType: 0 }));
}

/** The customer (portal user) of a site with this member number, or MemberNumberNotFound on `field`. */
export async function customerByMemberNumber(tx: Executor, siteId: number, memberNumber: string, field = 'MemberNumber') {
  const [customer] = await tx
    .select({ id: users.id, userName: users.userName, number: users.number })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.number, memberNumber), eq(users.accountType, AccountType.SiteUser)));
  if (!customer) throw invalid(field, 'MemberNumberNotFound', { value: memberNumber });
  return customer;
}
