import { transferQuotation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { copyQuotation, setEffective, transferQuotationList as list } from './transferQuotations.service.ts';

export const transferQuotationsRoutes = [
  route(api.getTransferQuotations, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addTransferQuotation, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTransferQuotation, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTransferQuotation, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTransferQuotation, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTransferQuotationById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.enableTransferQuotations, (ctx, body) => setEffective(ctx.tx, requireActor(ctx), body.Ids, true)),
  route(api.disableTransferQuotations, (ctx, body) => setEffective(ctx.tx, requireActor(ctx), body.Ids, false)),
  route(api.copyTransferQuotation, (ctx, body) => copyQuotation(ctx.tx, requireActor(ctx), body.Id, body.Name)),
];
