import { onlinePayments as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { createOnlineRecharge, listRecharges, queryRecharge, rechargeDetail, rechargeProviders } from './onlinePayments.service.ts';

export const onlinePaymentsRoutes = [
  route(api.getRechargeProviders, (ctx) => rechargeProviders(ctx.tx, ctx.services, requireActor(ctx))),
  route(api.createOnlineRecharge, (ctx, body) => createOnlineRecharge(ctx.tx, ctx.services, requireActor(ctx), body)),
  route(api.getUserRecharges, (ctx, body) => listRecharges(ctx.tx, requireActor(ctx), body)),
  route(api.getUserRechargeById, (ctx, body) => rechargeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.queryUserRecharge, (ctx, body) => queryRecharge(ctx.tx, ctx.services, requireActor(ctx), body.Id)),
  route(api.getRecharges, (ctx, body) => listRecharges(ctx.tx, requireActor(ctx), body)),
  route(api.getRechargeById, (ctx, body) => rechargeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.queryRecharge, (ctx, body) => queryRecharge(ctx.tx, ctx.services, requireActor(ctx), body.Id)),
];
