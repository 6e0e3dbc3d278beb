import { templates as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { previewTemplate, setDefaultTemplate, templateList as list, templateTypeOptions } from './templates.service.ts';

export const templatesRoutes = [
  route(api.getTemplates, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addTemplate, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTemplate, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTemplate, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTemplate, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTemplateById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.setDefaultTemplate, (ctx, body) => setDefaultTemplate(ctx.tx, requireActor(ctx), body.Id)),
  route(api.previewTemplate, async (_ctx, body) => previewTemplate(body)),
  route(api.getTemplateType, async (ctx) => templateTypeOptions(ctx.language)),
];
