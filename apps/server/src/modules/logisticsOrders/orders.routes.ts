import { logisticsOrders as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import * as orders from './orders.service.ts';

/** Customers' calls (/UserLogisticsOrder) and staff's (/LogisticsOrder): the same handlers, scoped by the caller. */
export const logisticsOrdersRoutes = [
  route(api.getUserShippable, (ctx, body) => orders.shippableFor(ctx.tx, requireActor(ctx), undefined, body?.WarehouseId)),
  route(api.priceUserOrder, (ctx, body) => orders.priceOrder(ctx.tx, ctx.services.database, requireActor(ctx), body, ctx.language)),
  route(api.addUserOrder, (ctx, body) => orders.addOrder(ctx, requireActor(ctx), body)),
  route(api.getUserOrders, (ctx, body) => orders.listOrders(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getUserOrderStateCounts, (ctx) => orders.stateCounts(ctx.tx, requireActor(ctx), undefined)),
  route(api.getUserOrderById, (ctx, body) => orders.orderDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.cancelUserOrder, (ctx, body) => orders.cancelOrder(ctx, requireActor(ctx), body)),
  route(api.getShippable, (ctx, body) => orders.shippableFor(ctx.tx, requireActor(ctx), body.UserId, body.WarehouseId)),
  route(api.priceOrder, (ctx, body) => orders.priceOrder(ctx.tx, ctx.services.database, requireActor(ctx), body, ctx.language)),
  route(api.addOrder, (ctx, body) => orders.addOrder(ctx, requireActor(ctx), body)),
  route(api.getOrders, (ctx, body) => orders.listOrders(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getOrderStateCounts, (ctx, body) => orders.stateCounts(ctx.tx, requireActor(ctx), body)),
  route(api.getOrderById, (ctx, body) => orders.orderDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.approveOutbound, (ctx, body) => orders.approve(ctx, requireActor(ctx), body.Id)),
  route(api.rejectOrder, (ctx, body) => orders.reject(ctx, requireActor(ctx), body)),
  route(api.cancelApproval, (ctx, body) => orders.cancelApproval(ctx, requireActor(ctx), body.Id)),
  route(api.freezeOrder, (ctx, body) => orders.freeze(ctx, requireActor(ctx), body)),
  route(api.unfreezeOrder, (ctx, body) => orders.unfreeze(ctx, requireActor(ctx), body.Id)),
  route(api.cancelOrder, (ctx, body) => orders.cancelOrder(ctx, requireActor(ctx), body)),
  route(api.generateBill, (ctx, body) => orders.generateBill(ctx, requireActor(ctx), body.Id)),
  route(api.cancelBill, (ctx, body) => orders.cancelBill(ctx, requireActor(ctx), body.Id)),
  route(api.addTrack, (ctx, body) => orders.addTrack(ctx, requireActor(ctx), body)),
];
