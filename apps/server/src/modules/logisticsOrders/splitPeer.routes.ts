import { logisticsOrders as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { splitOrder } from './orderSplit.ts';
import { importPeerOrders, peerImportTemplate } from './peerImport.ts';
import { addPeerOrder, pricePeerOrder } from './peerOrders.ts';

/** Splitting an order, and peer orders by form (priced first) and by Excel import. */
export const splitAndPeerOrderRoutes = [
  route(api.splitOrder, (ctx, body) => splitOrder(ctx, requireActor(ctx), body)),
  route(api.pricePeerOrder, async (ctx, body) => (await pricePeerOrder(ctx, requireActor(ctx), body)).price),
  route(api.addPeerOrder, (ctx, body) => addPeerOrder(ctx, requireActor(ctx), body)),
  route(api.importPeerOrders, (ctx, body) => importPeerOrders(ctx, requireActor(ctx), body, ctx.language)),
  route(api.getPeerOrderImportTemplate, (ctx) => peerImportTemplate(ctx.language)),
];
