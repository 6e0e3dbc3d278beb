import { cargoType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { cargoTypeList as list } from './cargoTypes.service.ts';

export const cargoTypesRoutes = [
  route(api.getCargoTypes, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCargoType, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCargoType, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCargoType, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCargoType, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCargoTypeById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCargoTypes, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
];
