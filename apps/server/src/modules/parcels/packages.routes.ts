import { parcels as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { editPackage, exportPackages, listForecastAnomalies, listPackages, packageDetail, packageStateCounts, resolveForecastAnomaly } from './packages.service.ts';
import { putOnShelf } from './shelving.service.ts';
import { getSigningInfo, signPackage } from './signing.service.ts';
import { approveClaim, assignUnknownPackage, listClaims, listUnknownPackages, refuseClaim } from './unknownPackages.service.ts';

/** Staff's parcel calls: /Package/* and /UnknownPackage/*. */
export const packagesRoutes = [
  route(api.getPackages, (ctx, body) => listPackages(ctx.tx, requireActor(ctx), body)),
  route(api.getPackageStateCounts, (ctx, body) => packageStateCounts(ctx.tx, requireActor(ctx), body)),
  route(api.exportPackages, (ctx, body) => exportPackages(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getPackageById, (ctx, body) => packageDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editPackage, (ctx, body) => editPackage(ctx.tx, requireActor(ctx), body)),
  route(api.getSigningInfo, (ctx, body) => getSigningInfo(ctx.tx, requireActor(ctx), body)),
  route(api.signPackage, (ctx, body) => signPackage(ctx, requireActor(ctx), body)),
  route(api.putPackageOnShelf, (ctx, body) => putOnShelf(ctx.tx, requireActor(ctx), body)),
  route(api.getForecastAnomalies, (ctx, body) => listForecastAnomalies(ctx.tx, requireActor(ctx), body)),
  route(api.resolveForecastAnomaly, (ctx, body) => resolveForecastAnomaly(ctx.tx, requireActor(ctx), body)),
  route(api.getUnknownPackages, (ctx, body) => listUnknownPackages(ctx.tx, requireActor(ctx), body)),
  route(api.assignUnknownPackage, (ctx, body) => assignUnknownPackage(ctx, requireActor(ctx), body)),
  route(api.getClaims, (ctx, body) => listClaims(ctx.tx, requireActor(ctx), body)),
  route(api.approveClaim, (ctx, body) => approveClaim(ctx, requireActor(ctx), body)),
  route(api.refuseClaim, (ctx, body) => refuseClaim(ctx, requireActor(ctx), body)),
];
