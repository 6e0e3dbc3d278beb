import { formatMessage, type MessageKey, type MessageParam } from '@lbo/contracts';
import type { CallContext } from '../../platform/context.ts';
import { userMessages } from './tables.ts';

/** What a staff action tells a customer: an unread message, and a push once the change has committed. */
export interface Notice {
  /** the push's InfoType ("PackageArrived", "CommodityAuditRefused"...) */
  infoType: string;
  title: MessageKey;
  message: MessageKey;
  params: Record<string, MessageParam>;
}

/**
 * Customers have no language of their own on record: the notice is stored as its keys and
 * parameters and read in the language the customer reads their messages in. The live push carries
 * them too, and the customer's browser formats them in its language (Title and Message, in the
 * acting staff member's, are for a client that does not).
 */
export async function tellCustomer(ctx: CallContext, siteId: number, ownerId: number, notice: Notice): Promise<void> {
  const title = formatMessage(notice.title, ctx.language);
  const message = formatMessage(notice.message, ctx.language, notice.params);
  const texts = { title: notice.title, message: notice.message, params: notice.params };
  await ctx.tx.insert(userMessages).values({ siteId, ownerId, infoType: notice.infoType, title, message, texts });
  ctx.afterCommit(() => ctx.services.hub.pushToUser(ownerId, { InfoType: notice.infoType, Title: title, Message: message, MessageType: 0, Texts: texts }));
}
