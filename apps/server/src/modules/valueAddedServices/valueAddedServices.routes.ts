import { logisticsValueAddedServicesQuotationGrouping as groupApi, valueAddedServiceQuotation as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { availableServices, selectTableGroups, serviceGroupList as groups, serviceList as services } from './valueAddedServices.service.ts';

export const valueAddedServicesRoutes = [
  route(groupApi.getQuotationGroupings, (ctx, body) => groups.list(ctx.tx, requireActor(ctx), body)),
  route(groupApi.addQuotationGrouping, (ctx, body) => groups.add(ctx.tx, requireActor(ctx), body)),
  route(groupApi.getEditQuotationGrouping, (ctx, body) => groups.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(groupApi.editQuotationGrouping, (ctx, body) => groups.edit(ctx.tx, requireActor(ctx), body)),
  route(groupApi.deleteQuotationGrouping, (ctx, body) => groups.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(groupApi.getQuotationGroupingById, (ctx, body) => groups.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(groupApi.getSelectTableQuotationGroupings, (ctx, body) => selectTableGroups(ctx.tx, requireActor(ctx), body)),
  route(api.getServices, (ctx, body) => services.list(ctx.tx, requireActor(ctx), body)),
  route(api.addService, (ctx, body) => services.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditService, (ctx, body) => services.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editService, (ctx, body) => services.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteService, (ctx, body) => services.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getServiceById, (ctx, body) => services.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getAvailableServices, (ctx, body) => availableServices(ctx.tx, requireActor(ctx), body)),
];
