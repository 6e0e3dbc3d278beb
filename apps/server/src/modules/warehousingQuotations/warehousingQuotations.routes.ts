import { warehousingQuotation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { warehousingQuotationList as list } from './warehousingQuotations.service.ts';

export const warehousingQuotationsRoutes = [
  route(api.getWarehousingQuotations, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addWarehousingQuotation, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehousingQuotation, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehousingQuotation, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehousingQuotation, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehousingQuotationById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
];
