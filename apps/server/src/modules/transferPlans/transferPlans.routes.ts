import { transferPlans as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import * as service from './transferPlans.service.ts';

/** Staff's transfer plans and order warehouse transfers (/TransferPlan). */
export const transferPlansRoutes = [
  route(api.getTransferPlans, (ctx, body) => service.listPlans(ctx.tx, requireActor(ctx), body)),
  route(api.getTransferPlanById, (ctx, body) => service.planDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.findTransferParcel, (ctx, body) => service.findParcel(ctx.tx, requireActor(ctx), body)),
  route(api.getTransferStocks, (ctx, body) => service.listStocks(ctx.tx, requireActor(ctx), body)),
  route(api.addTransferPlan, (ctx, body) => service.addPlan(ctx.tx, requireActor(ctx), body)),
  route(api.editTransferPlan, (ctx, body) => service.editPlan(ctx.tx, requireActor(ctx), body)),
  route(api.dispatchTransferPlan, (ctx, body) => service.dispatchPlan(ctx, requireActor(ctx), body.Id)),
  route(api.cancelTransferPlan, (ctx, body) => service.cancelPlan(ctx.tx, requireActor(ctx), body)),
  route(api.receiveTransferPlan, (ctx, body) => service.receivePlan(ctx, requireActor(ctx), body.Id)),
  route(api.openForReceive, (ctx, body) => service.openForReceive(ctx.tx, requireActor(ctx), body)),
  route(api.receiveScan, (ctx, body) => service.receiveScan(ctx, requireActor(ctx), body)),
  route(api.transferOrder, (ctx, body) => service.transferOrder(ctx, requireActor(ctx), body)),
];
