import { userMessages } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from './userMessages.service.ts';

export const userMessagesRoutes = [
  route(userMessages.getUserMessages, (ctx, body) => listMessages(ctx.tx, requireActor(ctx).userId, body, ctx.language)),
  route(userMessages.getUserMessagesUnreadCount, (ctx) => unreadCount(ctx.tx, requireActor(ctx).userId)),
  route(userMessages.userMessagesRead, async (ctx, body) => {
    await markRead(ctx.tx, requireActor(ctx).userId, body.Ids);
    return null;
  }),
  route(userMessages.userMessagesDelete, async (ctx, body) => {
    await deleteMessages(ctx.tx, requireActor(ctx).userId, body.Ids);
    return null;
  }),
];
