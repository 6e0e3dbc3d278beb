import { receivingAddresses as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { receivingAddressesOf } from './receivingAddresses.service.ts';

export const receivingAddressesRoutes = [route(api.getReceivingAddresses, (ctx) => receivingAddressesOf(ctx.tx, requireActor(ctx), ctx.language))];
