import { logisticsOrderTrajectoryScheme as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { trajectorySchemeList as list, selectTrajectorySchemes } from './trajectorySchemes.service.ts';

export const trajectorySchemesRoutes = [
  route(api.getLogisticsOrderTrajectorySchemes, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addLogisticsOrderTrajectoryScheme, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditLogisticsOrderTrajectoryScheme, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editLogisticsOrderTrajectoryScheme, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteLogisticsOrderTrajectoryScheme, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getLogisticsOrderTrajectorySchemeById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectLogisticsOrderTrajectorySchemes, (ctx, body) => selectTrajectorySchemes(ctx.tx, requireActor(ctx), body?.SiteId)),
];
