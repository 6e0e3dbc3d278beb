import { globalCountries as api } from '@lbo/contracts';
import { route } from '../../platform/rpc.ts';
import { listRegions, regionsByParent } from './globalCountries.service.ts';

export const globalCountriesRoutes = [
  route(api.getRegionsByParentId, (ctx, body) => regionsByParent(ctx.tx, body.ParentId, ctx.language)),
  route(api.getGlobalCountries, (ctx, body) => listRegions(ctx.tx, body, ctx.language)),
];
