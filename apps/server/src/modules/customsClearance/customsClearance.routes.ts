import { customsClearanceCompany as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addNumber, companyList as list, deleteNumber, editNumber, listNumbers } from './customsClearance.service.ts';

export const customsClearanceRoutes = [
  route(api.getCustomsClearanceCompanies, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCustomsClearanceCompany, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCustomsClearanceCompany, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCustomsClearanceCompany, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCustomsClearanceCompany, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCustomsClearanceCompanyById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCustomsClearanceCompanies, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(api.getCustomsClearanceNumbers, (ctx, body) => listNumbers(ctx.tx, requireActor(ctx), body)),
  route(api.addCustomsClearanceNumber, (ctx, body) => addNumber(ctx.tx, requireActor(ctx), body)),
  route(api.editCustomsClearanceNumber, (ctx, body) => editNumber(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCustomsClearanceNumber, (ctx, body) => deleteNumber(ctx.tx, requireActor(ctx), body.Id)),
];
