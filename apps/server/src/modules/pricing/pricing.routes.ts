import { freightCalculator, transferQuotation } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { availableQuotations, calculateFreight } from './freightCalculator.service.ts';

export const pricingRoutes = [
  route(freightCalculator.calculateFreight, (ctx, body) => calculateFreight(ctx.tx, ctx.services.database, requireActor(ctx), body, ctx.language)),
  route(transferQuotation.getAvailableTransferQuotations, (ctx, body) => availableQuotations(ctx.tx, requireActor(ctx), body?.CountryCode)),
];
