import { packing as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { findPackOrder, finishPacking, listPackings, orderBoxes, packingDetail, reopenPacking, scanItem } from './packing.service.ts';

/** Staff's packing (/Pack) and the customer's boxes (/UserPack). */
export const packingRoutes = [
  route(api.findPackOrder, (ctx, body) => findPackOrder(ctx.tx, requireActor(ctx), body)),
  route(api.scanPackItem, (ctx, body) => scanItem(ctx, requireActor(ctx), body)),
  route(api.finishPacking, (ctx, body) => finishPacking(ctx, requireActor(ctx), body)),
  route(api.reopenPacking, (ctx, body) => reopenPacking(ctx, requireActor(ctx), body)),
  route(api.getPackings, (ctx, body) => listPackings(ctx.tx, requireActor(ctx), body)),
  route(api.getPackingById, (ctx, body) => packingDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getOrderBoxes, (ctx, body) => orderBoxes(ctx.tx, requireActor(ctx), body.OrderId)),
];
