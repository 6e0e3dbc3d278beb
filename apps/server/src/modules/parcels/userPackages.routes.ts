import { parcels as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { claimUnknownPackage, listPublicUnknownPackages, listUserClaims } from './claims.service.ts';
import { importForecasts, importTemplate } from './forecastImport.ts';
import { addForecast, batchForecast, deleteUserPackage, editUserPackage, listUserPackages, userPackageDetail, userStateCounts } from './forecasts.service.ts';

/** A customer's calls on their parcels and on the site's unknown parcels. */
export const userPackagesRoutes = [
  route(api.addUserPackage, (ctx, body) => addForecast(ctx.tx, requireActor(ctx), body)),
  route(api.batchAddUserPackages, (ctx, body) => batchForecast(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.upLoadUserPackages, (ctx, body) => importForecasts(ctx.tx, requireActor(ctx), body.WarehouseId, ctx.file, ctx.language)),
  route(api.getForecastImportTemplate, (ctx) => importTemplate(ctx.language)),
  route(api.getUserPackages, (ctx, body) => listUserPackages(ctx.tx, requireActor(ctx), body)),
  route(api.getUserPackageStateCounts, (ctx, body) => userStateCounts(ctx.tx, requireActor(ctx), body?.WarehouseId)),
  route(api.getUserPackageById, (ctx, body) => userPackageDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editUserPackage, (ctx, body) => editUserPackage(ctx.tx, requireActor(ctx), body)),
  route(api.deleteUserPackage, (ctx, body) => deleteUserPackage(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getPublicUnknownPackages, (ctx, body) => listPublicUnknownPackages(ctx.tx, requireActor(ctx), body)),
  route(api.claimUnknownPackage, (ctx, body) => claimUnknownPackage(ctx.tx, requireActor(ctx), body)),
  route(api.getUserClaims, (ctx, body) => listUserClaims(ctx.tx, requireActor(ctx), body)),
];
