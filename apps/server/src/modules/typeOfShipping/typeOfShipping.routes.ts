import { typeOfShipping as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addTypeOfShipping,
  deleteTypeOfShipping,
  editTypeOfShipping,
  getEditTypeOfShipping,
  getTypeOfShippingDetail,
  listTypeOfShippings,
  selectTypeOfShippings,
} from './typeOfShipping.service.ts';

export const typeOfShippingRoutes = [
  route(api.getTypeOfShippings, (ctx, body) => listTypeOfShippings(ctx.tx, requireActor(ctx), body)),
  route(api.addTypeOfShipping, (ctx, body) => addTypeOfShipping(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTypeOfShipping, (ctx, body) => getEditTypeOfShipping(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTypeOfShipping, (ctx, body) => editTypeOfShipping(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTypeOfShipping, (ctx, body) => deleteTypeOfShipping(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTypeOfShippingById, (ctx, body) => getTypeOfShippingDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectTypeOfShipping, (ctx, body) => selectTypeOfShippings(ctx.tx, requireActor(ctx), body?.SiteId)),
];
