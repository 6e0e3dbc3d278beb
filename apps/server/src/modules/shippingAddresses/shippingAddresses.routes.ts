import { selfPickupAddress, shippingAddress as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { withRegionName, withRegionNames } from '../warehouses/index.ts';
import { availableSelfPickupAddresses, shippingAddressList as list } from './shippingAddresses.service.ts';

export const shippingAddressesRoutes = [
  route(api.getShippingAddresses, async (ctx, body) => withRegionNames(ctx.tx, await list.list(ctx.tx, requireActor(ctx), body), ctx.language)),
  route(api.addShippingAddress, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditShippingAddress, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editShippingAddress, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteShippingAddress, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getShippingAddressById, async (ctx, body) => withRegionName(ctx.tx, await list.detail(ctx.tx, requireActor(ctx), body.Id), ctx.language)),
  route(selfPickupAddress.getAvailableSelfPickupAddress, (ctx, body) => availableSelfPickupAddresses(ctx.tx, requireActor(ctx), body, ctx.language)),
];
