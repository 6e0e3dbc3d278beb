import { inboundDocuments as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { printBoxLabels } from './boxLabels.ts';
import { documentDetail } from './documentRows.ts';
import { addDocument, editDocument, endDocument, listDocuments, stateCounts } from './documents.service.ts';
import { binLowerShelf, binPutOnShelves, finish, inspect, signFor } from './receiving.service.ts';

/** Staff's calls (/InboundWarehouseDocument) and a merchant's (/UserInboundWarehouseDocument): the same handlers, scoped by the caller. */
export const inboundDocumentsRoutes = [
  route(api.getUserInboundDocuments, (ctx, body) => listDocuments(ctx.tx, requireActor(ctx), body)),
  route(api.getUserInboundStateCounts, (ctx, body) => stateCounts(ctx.tx, requireActor(ctx), body)),
  route(api.getUserInboundDocumentById, (ctx, body) => documentDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.addUserInboundDocument, (ctx, body) => addDocument(ctx, requireActor(ctx), body)),
  route(api.editUserInboundDocument, (ctx, body) => editDocument(ctx, requireActor(ctx), body)),
  route(api.cancelUserInboundDocument, (ctx, body) => endDocument(ctx, requireActor(ctx), body.Id, 'Cancel')),
  route(api.deleteUserInboundDocument, (ctx, body) => endDocument(ctx, requireActor(ctx), body.Id, 'Delete')),
  route(api.printUserBoxLabels, (ctx, body) => printBoxLabels(ctx.tx, requireActor(ctx), body, ctx.services.config.pdfFont)),
  route(api.getInboundDocuments, (ctx, body) => listDocuments(ctx.tx, requireActor(ctx), body)),
  route(api.getInboundStateCounts, (ctx, body) => stateCounts(ctx.tx, requireActor(ctx), body)),
  route(api.getInboundDocumentById, (ctx, body) => documentDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.addInboundDocument, (ctx, body) => addDocument(ctx, requireActor(ctx), body)),
  route(api.editInboundDocument, (ctx, body) => editDocument(ctx, requireActor(ctx), body)),
  route(api.cancelInboundDocument, (ctx, body) => endDocument(ctx, requireActor(ctx), body.Id, 'Cancel')),
  route(api.deleteInboundDocument, (ctx, body) => endDocument(ctx, requireActor(ctx), body.Id, 'Delete')),
  route(api.printBoxLabels, (ctx, body) => printBoxLabels(ctx.tx, requireActor(ctx), body, ctx.services.config.pdfFont)),
  route(api.signFor, (ctx, body) => signFor(ctx, requireActor(ctx), body)),
  route(api.inspect, (ctx, body) => inspect(ctx, requireActor(ctx), body)),
  route(api.binPutOnShelves, (ctx, body) => binPutOnShelves(ctx, requireActor(ctx), body)),
  route(api.binLowerShelf, (ctx, body) => binLowerShelf(ctx, requireActor(ctx), body)),
  route(api.finish, (ctx, body) => finish(ctx, requireActor(ctx), body.Id)),
];
