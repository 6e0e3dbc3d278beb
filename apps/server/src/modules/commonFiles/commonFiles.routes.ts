import { commonFiles as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addCommonFile, deleteCommonFile, editCommonFile, getCommonFileDetail, getEditCommonFile, listCommonFiles, listUserCommonFiles } from './commonFiles.service.ts';

export const commonFilesRoutes = [
  route(api.getCommonFiles, (ctx, body) => listCommonFiles(ctx.tx, requireActor(ctx), body)),
  route(api.addCommonFile, (ctx, body) => addCommonFile(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCommonFile, (ctx, body) => getEditCommonFile(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCommonFile, (ctx, body) => editCommonFile(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCommonFile, (ctx, body) => deleteCommonFile(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommonFileById, (ctx, body) => getCommonFileDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getUserCommonFiles, (ctx, body) => listUserCommonFiles(ctx.tx, requireActor(ctx), body)),
];
