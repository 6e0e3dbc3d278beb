import { warehousePartitions as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { partitionList as list, selectPartitions } from './warehousePartitions.service.ts';

export const warehousePartitionsRoutes = [
  route(api.getWarehousePartitions, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addWarehousePartition, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehousePartition, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehousePartition, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehousePartition, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehousePartitionById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehousePartitionBySiteId, (ctx, body) => selectPartitions(ctx.tx, requireActor(ctx), body)),
];
