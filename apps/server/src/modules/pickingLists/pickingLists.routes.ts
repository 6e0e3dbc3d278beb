import { pickingLists as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { pickingRuleList as rules, selectPickingRules } from './pickingRules.service.ts';
import * as service from './pickingLists.service.ts';
import { pickingPdf } from './pickingPdf.ts';

export const pickingListsRoutes = [
  route(api.getPickingRules, (ctx, body) => rules.list(ctx.tx, requireActor(ctx), body)),
  route(api.addPickingRule, (ctx, body) => rules.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditPickingRule, (ctx, body) => rules.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editPickingRule, (ctx, body) => rules.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deletePickingRule, (ctx, body) => rules.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getPickingRuleById, (ctx, body) => rules.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectPickingRules, (ctx, body) => selectPickingRules(ctx.tx, requireActor(ctx), body)),

  route(api.getPickingLists, (ctx, body) => service.listPickingLists(ctx.tx, requireActor(ctx), body)),
  route(api.addPickingList, (ctx, body) => service.addPickingList(ctx, requireActor(ctx), body)),
  route(api.deletePickingList, (ctx, body) => service.deletePickingList(ctx.tx, requireActor(ctx), body.Id)),
  route(api.printPickingData, (ctx, body) => service.printData(ctx.tx, requireActor(ctx), body.Id)),
  route(api.printPicking, (ctx, body) => pickingPdf(ctx, requireActor(ctx), body.Id)),
  route(api.getPickingById, (ctx, body) => service.pickingDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.startPickingList, (ctx, body) => service.startPickingList(ctx.tx, requireActor(ctx), body.Id)),
  route(api.deletePickingListOrder, (ctx, body) => service.deletePickingListOrder(ctx.tx, requireActor(ctx), body)),
  route(api.batchClaimPickingList, (ctx, body) => service.assignPickingLists(ctx.tx, requireActor(ctx), body)),
  route(api.batchReleaseClaim, (ctx, body) => service.releaseClaims(ctx.tx, requireActor(ctx), body.Ids)),
  route(api.getIndividualAssignmentPickingList, (ctx, body) => service.myPickingLists(ctx.tx, requireActor(ctx), body)),
  route(api.batchClaimPickingListCurrentUser, (ctx, body) => service.claimForMe(ctx.tx, requireActor(ctx), body.Ids)),
  route(api.addPickingListTask, (ctx, body) => service.addPickingListTask(ctx, requireActor(ctx), body)),
  route(api.sortingCompleted, (ctx, body) => service.sortingCompleted(ctx, requireActor(ctx), body.Id)),
  route(api.getPickableOrders, (ctx, body) => service.pickableOrders(ctx.tx, requireActor(ctx), body)),
  route(api.openPickingList, (ctx, body) => service.openPickingList(ctx.tx, requireActor(ctx), body)),
  route(api.pickingScan, (ctx, body) => service.pickingScan(ctx.tx, requireActor(ctx), body)),
  route(api.reportMissing, (ctx, body) => service.reportMissing(ctx.tx, requireActor(ctx), body)),
  route(api.markFound, (ctx, body) => service.markFound(ctx.tx, requireActor(ctx), body)),
];
