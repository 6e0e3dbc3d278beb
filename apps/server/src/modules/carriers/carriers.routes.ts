import { carrier as api, carrierLocalTrackingNumber as numbersApi } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { getTrackingNumberDetail, importTrackingNumbers, listTrackingNumbers, setVoided } from './carrierLocalTrackingNumbers.service.ts';
import { addCarrier, deleteCarrier, editCarrier, getCarrierDetail, getEditCarrier, listCarriers, selectCarrierAliases, selectCarriers } from './carriers.service.ts';

export const carriersRoutes = [
  route(api.getCarriers, (ctx, body) => listCarriers(ctx.tx, requireActor(ctx), body)),
  route(api.addCarrier, (ctx, body) => addCarrier(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCarrier, (ctx, body) => getEditCarrier(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCarrier, (ctx, body) => editCarrier(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCarrier, (ctx, body) => deleteCarrier(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCarrierById, (ctx, body) => getCarrierDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCarriers, (ctx, body) => selectCarriers(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(api.getSelectCarrierAlias, (ctx, body) => selectCarrierAliases(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(numbersApi.getCarrierLocalTrackingNumbers, (ctx, body) => listTrackingNumbers(ctx.tx, requireActor(ctx), body)),
  route(numbersApi.importCarrierLocalTrackingNumbers, (ctx, body) => importTrackingNumbers(ctx.tx, requireActor(ctx), ctx.language, body)),
  route(numbersApi.voidCarrierLocalTrackingNumbers, (ctx, body) => setVoided(ctx.tx, requireActor(ctx), body.Ids, true)),
  route(numbersApi.unvoidCarrierLocalTrackingNumbers, (ctx, body) => setVoided(ctx.tx, requireActor(ctx), body.Ids, false)),
  route(numbersApi.getCarrierLocalTrackingNumberById, (ctx, body) => getTrackingNumberDetail(ctx.tx, requireActor(ctx), body.Id)),
];
