import { shelves as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { batchAddShelves, deleteShelves, editShelf, establishShelf, getShelfDetail, listShelves, listShelvesByPartition, setShelvesDeactivated, transferGoods } from './shelves.service.ts';
import { getPrintShelveData, getPrintShelveReport, getShelveLogs } from './shelvesPrint.ts';

export const shelvesRoutes = [
  route(api.getShelves, (ctx, body) => listShelves(ctx.tx, requireActor(ctx), body)),
  route(api.establishShelves, (ctx, body) => establishShelf(ctx.tx, requireActor(ctx), body)),
  route(api.getShelvesById, (ctx, body) => getShelfDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editShippingAddress, (ctx, body) => editShelf(ctx.tx, requireActor(ctx), body)),
  route(api.deleteShelves, (ctx, body) => deleteShelves(ctx.tx, requireActor(ctx), body.Ids)),
  route(api.batchAddShelves, (ctx, body) => batchAddShelves(ctx.tx, requireActor(ctx), body)),
  route(api.isDeactivateShelves, (ctx, body) => setShelvesDeactivated(ctx.tx, requireActor(ctx), body.Ids, body.IsDeactivate)),
  route(api.transferGoods, (ctx, body) => transferGoods(ctx.tx, requireActor(ctx), body.Id, body.TargetId, body.Quantity)),
  route(api.transferGoodsAll, (ctx, body) => transferGoods(ctx.tx, requireActor(ctx), body.Id, body.TargetId)),
  route(api.getShelvesByPartition, (ctx, body) => listShelvesByPartition(ctx.tx, requireActor(ctx), body)),
  route(api.getShelveLogs, (ctx, body) => getShelveLogs(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getPrintShelveData, (ctx, body) => getPrintShelveData(ctx.tx, requireActor(ctx), body)),
  route(api.getPrintShelveReport, (ctx, body) => getPrintShelveReport(ctx.tx, requireActor(ctx), body, ctx.language, ctx.services.config.pdfFont)),
];
