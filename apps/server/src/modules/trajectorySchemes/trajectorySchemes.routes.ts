import { logisticsOrderTrajectoryScheme as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addTrajectoryScheme,
  deleteTrajectoryScheme,
  editTrajectoryScheme,
  getEditTrajectoryScheme,
  getTrajectorySchemeDetail,
  listTrajectorySchemes,
  selectTrajectorySchemes,
} from './trajectorySchemes.service.ts';

export const trajectorySchemesRoutes = [
  route(api.getLogisticsOrderTrajectorySchemes, (ctx, body) => listTrajectorySchemes(ctx.tx, requireActor(ctx), body)),
  route(api.addLogisticsOrderTrajectoryScheme, (ctx, body) => addTrajectoryScheme(ctx.tx, requireActor(ctx), body)),
  route(api.getEditLogisticsOrderTrajectoryScheme, (ctx, body) => getEditTrajectoryScheme(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editLogisticsOrderTrajectoryScheme, (ctx, body) => editTrajectoryScheme(ctx.tx, requireActor(ctx), body)),
  route(api.deleteLogisticsOrderTrajectoryScheme, (ctx, body) => deleteTrajectoryScheme(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getLogisticsOrderTrajectorySchemeById, (ctx, body) => getTrajectorySchemeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectLogisticsOrderTrajectorySchemes, (ctx, body) => selectTrajectorySchemes(ctx.tx, requireActor(ctx), body?.SiteId)),
];
