import { warehouseQuotation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { calculateCustomerStorageFee, calculateStorageFee, warehouseQuotationList as list } from './warehouseQuotations.service.ts';

export const warehouseQuotationsRoutes = [
  route(api.getWarehouseQuotations, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addWarehouseQuotation, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditWarehouseQuotation, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editWarehouseQuotation, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteWarehouseQuotation, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getWarehouseQuotationById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.calculateStorageFee, (ctx, body) => calculateStorageFee(ctx.tx, requireActor(ctx), body)),
  route(api.calculateCustomerStorageFee, (ctx, body) => calculateCustomerStorageFee(ctx.tx, requireActor(ctx), body)),
];
