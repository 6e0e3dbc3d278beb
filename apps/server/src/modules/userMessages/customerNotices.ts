import { formatMessage, type userMessages as userMessagesContract, type Language, type MessageKey, type MessageParam } from '@lbo/contracts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { userMessages } from './tables.ts';

/** What a staff action tells a customer: an unread message, and a push once the change has committed. */
export interface Notice {
  /** the push's InfoType, named for the reader in contracts' INFO_TYPES */
  infoType: userMessagesContract.InfoType;
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
  const { title, message, texts } = await leaveCustomerMessage(ctx.tx, siteId, ownerId, notice, ctx.language);
  ctx.afterCommit(() => ctx.services.hub.pushToUser(ownerId, { InfoType: notice.infoType, Title: title, Message: message, MessageType: 0, Texts: texts }));
}

/**
 * The unread message alone, for work no request carries (a scheduled job has no live connection
 * to push through): the customer reads it in their language from its keys; Title and Message are
 * in `language`.
 */
export async function leaveCustomerMessage(tx: Executor, siteId: number, ownerId: number, notice: Notice, language: Language) {
  const title = formatMessage(notice.title, language);
  const message = formatMessage(notice.message, language, notice.params);
  const texts = { title: notice.title, message: notice.message, params: notice.params };
  await tx.insert(userMessages).values({ siteId, ownerId, infoType: notice.infoType, title, message, texts });
  return { title, message, texts };
}
