import { selfPickupAddress, shippingAddress as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addShippingAddress,
  availableSelfPickupAddresses,
  deleteShippingAddress,
  editShippingAddress,
  getEditShippingAddress,
  getShippingAddressDetail,
  listShippingAddresses,
} from './shippingAddresses.service.ts';

export const shippingAddressesRoutes = [
  route(api.getShippingAddresses, (ctx, body) => listShippingAddresses(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.addShippingAddress, (ctx, body) => addShippingAddress(ctx.tx, requireActor(ctx), body)),
  route(api.getEditShippingAddress, (ctx, body) => getEditShippingAddress(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editShippingAddress, (ctx, body) => editShippingAddress(ctx.tx, requireActor(ctx), body)),
  route(api.deleteShippingAddress, (ctx, body) => deleteShippingAddress(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getShippingAddressById, (ctx, body) => getShippingAddressDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(selfPickupAddress.getAvailableSelfPickupAddress, (ctx, body) => availableSelfPickupAddresses(ctx.tx, requireActor(ctx), body, ctx.language)),
];
