import { warehouse as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { selectWarehouses, warehouseList as list, withRegionName, withRegionNames } from './warehouses.service.ts';

export const warehousesRoutes = [
  route(api.getWarehouses, async (ctx, body) => withRegionNames(ctx.tx, await list.list(ctx.tx, requireActor(ctx), body), ctx.language)),
  route(api.addWarehouse, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehouse, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehouse, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehouse, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehouseById, async (ctx, body) => withRegionName(ctx.tx, await list.detail(ctx.tx, requireActor(ctx), body.Id), ctx.language)),
  route(api.getSiteJoinWarehouseBySiteId, (ctx, body) => selectWarehouses(ctx.tx, requireActor(ctx), body?.SiteId, true)),
  route(api.getAllWarehouses, (ctx, body) => selectWarehouses(ctx.tx, requireActor(ctx), body?.SiteId, false)),
];
