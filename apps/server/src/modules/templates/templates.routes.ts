import { templates as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addTemplate,
  deleteTemplate,
  editTemplate,
  getEditTemplate,
  getTemplateDetail,
  listTemplates,
  previewTemplate,
  setDefaultTemplate,
  templateTypeOptions,
} from './templates.service.ts';

export const templatesRoutes = [
  route(api.getTemplates, (ctx, body) => listTemplates(ctx.tx, requireActor(ctx), body)),
  route(api.addTemplate, (ctx, body) => addTemplate(ctx.tx, requireActor(ctx), body)),
  route(api.getEditTemplate, (ctx, body) => getEditTemplate(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editTemplate, (ctx, body) => editTemplate(ctx.tx, requireActor(ctx), body)),
  route(api.deleteTemplate, (ctx, body) => deleteTemplate(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getTemplateById, (ctx, body) => getTemplateDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.setDefaultTemplate, (ctx, body) => setDefaultTemplate(ctx.tx, requireActor(ctx), body.Id)),
  route(api.previewTemplate, async (_ctx, body) => previewTemplate(body)),
  route(api.getTemplateType, async (ctx) => templateTypeOptions(ctx.language)),
];
