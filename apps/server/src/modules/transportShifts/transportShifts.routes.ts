import { transportShifts as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import * as bags from './bags.service.ts';
import { addShiftTrack, departShift, listShifts, selectShifts, shiftDetail, shiftList, shiftTracks } from './shifts.service.ts';

/** Transport shifts, their bags, the packaging scan, departure, tracks and the bag arrival receipt (/TransportShift). */
export const transportShiftsRoutes = [
  route(api.getTransportShifts, (ctx, body) => listShifts(ctx, requireActor(ctx), body)),
  route(api.addTransportShift, (ctx, body) => shiftList.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTransportShift, (ctx, body) => shiftList.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTransportShift, (ctx, body) => shiftList.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTransportShift, (ctx, body) => shiftList.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTransportShiftById, (ctx, body) => shiftDetail(ctx, requireActor(ctx), body.Id)),
  route(api.getSelectTransportShifts, (ctx, body) => selectShifts(ctx.tx, requireActor(ctx), body)),
  route(api.departTransportShift, (ctx, body) => departShift(ctx, requireActor(ctx), body.Id)),
  route(api.addShiftTrack, (ctx, body) => addShiftTrack(ctx, requireActor(ctx), body)),
  route(api.getShiftTracks, (ctx, body) => shiftTracks(ctx, requireActor(ctx), body.Id)),
  route(api.scanBag, (ctx, body) => bags.scanBag(ctx, requireActor(ctx), body)),
  route(api.bagOrder, (ctx, body) => bags.bagOrder(ctx, requireActor(ctx), body)),
  route(api.removeBagOrder, (ctx, body) => bags.removeBagOrder(ctx, requireActor(ctx), body.OrderId)),
  route(api.weighBag, (ctx, body) => bags.weighBag(ctx, requireActor(ctx), body)),
  route(api.getBags, (ctx, body) => bags.listBags(ctx.tx, requireActor(ctx), body)),
  route(api.getBagById, (ctx, body) => bags.bagDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getBagOrders, (ctx, body) => bags.listBagOrders(ctx.tx, requireActor(ctx), body)),
  route(api.receiveBag, (ctx, body) => bags.receiveBag(ctx, requireActor(ctx), body.BagNumber)),
];
