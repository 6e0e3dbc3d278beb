import { commodities as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { audit, commodityChoices, commodityDetail, deleteCommodity, editCommodity, establishCommodity, listCommodities, measure, setSalesMode } from './commodities.service.ts';
import { importCommodities, importTemplate } from './commodityImport.ts';
import { commodityReport, printCommodityReport, printLabels } from './commodityPrint.ts';

/** Staff's calls (/Commodity) and a merchant's (/UserCommodity): the same handlers, scoped by the caller. */
export const commoditiesRoutes = [
  route(api.getCommodity, (ctx, body) => listCommodities(ctx.tx, requireActor(ctx), body)),
  route(api.getCommodityByUserId, (ctx, body) => commodityChoices(ctx.tx, requireActor(ctx), body, false)),
  route(api.getOrderCommodityByUserId, (ctx, body) => commodityChoices(ctx.tx, requireActor(ctx), body, true)),
  route(api.establishCommodity, (ctx, body) => establishCommodity(ctx.tx, requireActor(ctx), body)),
  route(api.getCommodityById, (ctx, body) => commodityDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCommodity, (ctx, body) => editCommodity(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCommodity, (ctx, body) => deleteCommodity(ctx.tx, requireActor(ctx), body.Id)),
  route(api.releaseCommodity, (ctx, body) => setSalesMode(ctx.tx, requireActor(ctx), body.Ids, 'Release')),
  route(api.haltCommodity, (ctx, body) => setSalesMode(ctx.tx, requireActor(ctx), body.Ids, 'Halt')),
  route(api.getCommodityReport, (ctx, body) => commodityReport(ctx.tx, requireActor(ctx), body)),
  route(api.printCommodityReport, (ctx, body) => printCommodityReport(ctx.tx, requireActor(ctx), body, ctx.language, ctx.services.config.pdfFont)),
  route(api.printCommodityLabels, (ctx, body) => printLabels(ctx.tx, requireActor(ctx), body, ctx.services.config.pdfFont)),
  route(api.upLoadCommodity, (ctx, body) => importCommodities(ctx.tx, requireActor(ctx), body.UserId, ctx.file, ctx.language)),
  route(api.getCommodityImportTemplate, (ctx) => importTemplate(ctx.language)),
  route(api.commoditySpecificationAcquisition, (ctx, body) => measure(ctx.tx, requireActor(ctx), body, 'Acquire')),
  route(api.commoditySpecificationModification, (ctx, body) => measure(ctx.tx, requireActor(ctx), body, 'Modify')),
  route(api.commoditySpecificationsAuditStatus, (ctx, body) => audit(ctx, requireActor(ctx), body)),
  route(api.getUserCommodity, (ctx, body) => listCommodities(ctx.tx, requireActor(ctx), body)),
  route(api.getUserCommodityByUserId, (ctx, body) => commodityChoices(ctx.tx, requireActor(ctx), body, false)),
  route(api.getUserOrderCommodityByUserId, (ctx, body) => commodityChoices(ctx.tx, requireActor(ctx), body, true)),
  route(api.establishUserCommodity, (ctx, body) => establishCommodity(ctx.tx, requireActor(ctx), body)),
  route(api.getUserCommodityById, (ctx, body) => commodityDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editUserCommodity, (ctx, body) => editCommodity(ctx.tx, requireActor(ctx), body)),
  route(api.deleteUserCommodity, (ctx, body) => deleteCommodity(ctx.tx, requireActor(ctx), body.Id)),
  route(api.releaseUserCommodity, (ctx, body) => setSalesMode(ctx.tx, requireActor(ctx), body.Ids, 'Release')),
  route(api.haltUserCommodity, (ctx, body) => setSalesMode(ctx.tx, requireActor(ctx), body.Ids, 'Halt')),
  route(api.getUserCommodityReport, (ctx, body) => commodityReport(ctx.tx, requireActor(ctx), body)),
  route(api.printUserCommodityReport, (ctx, body) => printCommodityReport(ctx.tx, requireActor(ctx), body, ctx.language, ctx.services.config.pdfFont)),
  route(api.printUserCommodityLabels, (ctx, body) => printLabels(ctx.tx, requireActor(ctx), body, ctx.services.config.pdfFont)),
  route(api.upLoadUserCommodity, (ctx) => importCommodities(ctx.tx, requireActor(ctx), undefined, ctx.file, ctx.language)),
  route(api.getUserCommodityImportTemplate, (ctx) => importTemplate(ctx.language)),
];
