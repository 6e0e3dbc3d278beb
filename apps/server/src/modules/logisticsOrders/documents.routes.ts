import { logisticsOrders as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { printLogisticsInvoices } from './commercialInvoice.ts';
import { printFaceSheets, printLogs } from './faceSheets.ts';
import { orderReport } from './orderReport.ts';
import { applyTrajectoryScheme, publicTrajectories, userTrajectories } from './trajectory.ts';

/** The orders' documents and trajectories: face sheets and print logs, schemes and the trajectory query, the order report, the commercial invoice. */
export const orderDocumentsRoutes = [
  route(api.printFaceSheet, (ctx, body) => printFaceSheets(ctx, requireActor(ctx), body)),
  route(api.getPrintLogs, (ctx, body) => printLogs(ctx.tx, requireActor(ctx), body.Id)),
  route(api.applyTrajectoryScheme, (ctx, body) => applyTrajectoryScheme(ctx, requireActor(ctx), body)),
  route(api.getUserTrajectories, (ctx, body) => userTrajectories(ctx.tx, requireActor(ctx), body.Numbers, ctx.language)),
  route(api.queryTrajectories, (ctx, body) => publicTrajectories(ctx, body.Numbers)),
  route(api.getOrderReport, (ctx, body) => orderReport(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getUserOrderReport, (ctx, body) => orderReport(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.printLogisticsInvoice, (ctx, body) => printLogisticsInvoices(ctx.tx, requireActor(ctx), body.Ids, ctx.services.config.pdfFont, ctx.language)),
];
