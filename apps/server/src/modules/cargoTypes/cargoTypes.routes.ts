import { cargoType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addCargoType, deleteCargoType, editCargoType, getCargoTypeDetail, getEditCargoType, listCargoTypes, selectCargoTypes } from './cargoTypes.service.ts';

export const cargoTypesRoutes = [
  route(api.getCargoTypes, (ctx, body) => listCargoTypes(ctx.tx, requireActor(ctx), body)),
  route(api.addCargoType, (ctx, body) => addCargoType(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCargoType, (ctx, body) => getEditCargoType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCargoType, (ctx, body) => editCargoType(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCargoType, (ctx, body) => deleteCargoType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCargoTypeById, (ctx, body) => getCargoTypeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCargoTypes, (ctx, body) => selectCargoTypes(ctx.tx, requireActor(ctx), body?.SiteId)),
];
