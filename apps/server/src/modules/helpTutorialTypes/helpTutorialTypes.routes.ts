import { helpTutorialType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addHelpTutorialType,
  deleteHelpTutorialType,
  editHelpTutorialType,
  getEditHelpTutorialType,
  getHelpTutorialTypeDetail,
  listHelpTutorialTypes,
  selectHelpTutorialTypes,
} from './helpTutorialTypes.service.ts';

export const helpTutorialTypesRoutes = [
  route(api.getHelpTutorialTypes, (ctx, body) => listHelpTutorialTypes(ctx.tx, requireActor(ctx), body)),
  route(api.addHelpTutorialType, (ctx, body) => addHelpTutorialType(ctx.tx, requireActor(ctx), body)),
  route(api.getEditHelpTutorialType, (ctx, body) => getEditHelpTutorialType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editHelpTutorialType, (ctx, body) => editHelpTutorialType(ctx.tx, requireActor(ctx), body)),
  route(api.deleteHelpTutorialType, (ctx, body) => deleteHelpTutorialType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getHelpTutorialTypeById, (ctx, body) => getHelpTutorialTypeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelects, (ctx, body) => selectHelpTutorialTypes(ctx.tx, requireActor(ctx), body?.SiteId)),
];
