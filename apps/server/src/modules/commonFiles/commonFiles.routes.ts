import { commonFiles as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { commonFileList as list, listUserCommonFiles } from './commonFiles.service.ts';

export const commonFilesRoutes = [
  route(api.getCommonFiles, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCommonFile, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCommonFile, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCommonFile, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCommonFile, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommonFileById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getUserCommonFiles, (ctx, body) => listUserCommonFiles(ctx.tx, requireActor(ctx), body)),
];
