import { warehousePartitions as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addPartition, deletePartition, editPartition, getEditPartition, getPartitionDetail, listPartitions, selectPartitions } from './warehousePartitions.service.ts';

export const warehousePartitionsRoutes = [
  route(api.getWarehousePartitions, (ctx, body) => listPartitions(ctx.tx, requireActor(ctx), body)),
  route(api.addWarehousePartition, (ctx, body) => addPartition(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehousePartition, (ctx, body) => getEditPartition(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehousePartition, (ctx, body) => editPartition(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehousePartition, (ctx, body) => deletePartition(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehousePartitionById, (ctx, body) => getPartitionDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehousePartitionBySiteId, (ctx, body) => selectPartitions(ctx.tx, requireActor(ctx), body)),
];
