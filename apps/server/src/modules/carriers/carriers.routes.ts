import { carrier as api, carrierLocalTrackingNumber as numbersApi } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { getTrackingNumberDetail, importTrackingNumbers, listTrackingNumbers, setVoided } from './carrierLocalTrackingNumbers.service.ts';
import { carrierList as list, selectCarrierAliases } from './carriers.service.ts';

export const carriersRoutes = [
  route(api.getCarriers, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCarrier, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCarrier, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCarrier, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCarrier, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCarrierById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCarriers, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(api.getSelectCarrierAlias, (ctx, body) => selectCarrierAliases(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(numbersApi.getCarrierLocalTrackingNumbers, (ctx, body) => listTrackingNumbers(ctx.tx, requireActor(ctx), body)),
  route(numbersApi.importCarrierLocalTrackingNumbers, (ctx, body) => importTrackingNumbers(ctx.tx, requireActor(ctx), ctx.language, body)),
  route(numbersApi.voidCarrierLocalTrackingNumbers, (ctx, body) => setVoided(ctx.tx, requireActor(ctx), body.Ids, true)),
  route(numbersApi.unvoidCarrierLocalTrackingNumbers, (ctx, body) => setVoided(ctx.tx, requireActor(ctx), body.Ids, false)),
  route(numbersApi.getCarrierLocalTrackingNumberById, (ctx, body) => getTrackingNumberDetail(ctx.tx, requireActor(ctx), body.Id)),
];
