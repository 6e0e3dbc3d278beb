import { helpTutorialType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { helpTutorialTypeList as list } from './helpTutorialTypes.service.ts';

export const helpTutorialTypesRoutes = [
  route(api.getHelpTutorialTypes, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addHelpTutorialType, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditHelpTutorialType, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editHelpTutorialType, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteHelpTutorialType, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getHelpTutorialTypeById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelects, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
];
