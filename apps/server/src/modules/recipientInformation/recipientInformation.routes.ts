import { recipientInformation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addRecipient, auditRecipient, defaultRecipient, deleteRecipient, editRecipient, listRecipients, recipientDetail, setDefault } from './recipientInformation.service.ts';

/** A customer's calls (/UserRecipientInformation) and staff's (/RecipientInformation): the same handlers, scoped by the caller. */
export const recipientInformationRoutes = [
  route(api.getUserRecipientInformations, (ctx, body) => listRecipients(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getUserRecipientInformationById, (ctx, body) => recipientDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.getDefaultRecipientInformation, (ctx) => defaultRecipient(ctx.tx, requireActor(ctx), ctx.language)),
  route(api.addUserRecipientInformation, (ctx, body) => addRecipient(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.editUserRecipientInformation, (ctx, body) => editRecipient(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.deleteUserRecipientInformation, (ctx, body) => deleteRecipient(ctx.tx, requireActor(ctx), body.Id)),
  route(api.setDefaultRecipientInformation, (ctx, body) => setDefault(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.getRecipientInformations, (ctx, body) => listRecipients(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getRecipientInformationById, (ctx, body) => recipientDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.editRecipientInformation, (ctx, body) => editRecipient(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.auditRecipientInformation, (ctx, body) => auditRecipient(ctx, requireActor(ctx), body)),
];
