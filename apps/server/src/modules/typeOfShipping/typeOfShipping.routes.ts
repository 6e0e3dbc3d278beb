import { typeOfShipping as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { typeOfShippingList as list } from './typeOfShipping.service.ts';

export const typeOfShippingRoutes = [
  route(api.getTypeOfShippings, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addTypeOfShipping, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTypeOfShipping, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTypeOfShipping, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTypeOfShipping, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTypeOfShippingById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectTypeOfShipping, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
];
