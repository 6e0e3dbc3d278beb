import { warehouse as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addWarehouse, deleteWarehouse, editWarehouse, getEditWarehouse, getWarehouseDetail, listWarehouses, selectWarehouses } from './warehouses.service.ts';

export const warehousesRoutes = [
  route(api.getWarehouses, (ctx, body) => listWarehouses(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.addWarehouse, (ctx, body) => addWarehouse(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehouse, (ctx, body) => getEditWarehouse(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehouse, (ctx, body) => editWarehouse(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehouse, (ctx, body) => deleteWarehouse(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehouseById, (ctx, body) => getWarehouseDetail(ctx.tx, requireActor(ctx), body.Id, ctx.language)),
  route(api.getSiteJoinWarehouseBySiteId, (ctx, body) => selectWarehouses(ctx.tx, requireActor(ctx), body?.SiteId, true)),
  route(api.getAllWarehouses, (ctx, body) => selectWarehouses(ctx.tx, requireActor(ctx), body?.SiteId, false)),
];
