import { customsClearanceCompany as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addCompany,
  addNumber,
  deleteCompany,
  deleteNumber,
  editCompany,
  editNumber,
  getCompanyDetail,
  getEditCompany,
  listCompanies,
  listNumbers,
  selectCompanies,
} from './customsClearance.service.ts';

export const customsClearanceRoutes = [
  route(api.getCustomsClearanceCompanies, (ctx, body) => listCompanies(ctx.tx, requireActor(ctx), body)),
  route(api.addCustomsClearanceCompany, (ctx, body) => addCompany(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCustomsClearanceCompany, (ctx, body) => getEditCompany(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCustomsClearanceCompany, (ctx, body) => editCompany(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCustomsClearanceCompany, (ctx, body) => deleteCompany(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCustomsClearanceCompanyById, (ctx, body) => getCompanyDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCustomsClearanceCompanies, (ctx, body) => selectCompanies(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(api.getCustomsClearanceNumbers, (ctx, body) => listNumbers(ctx.tx, requireActor(ctx), body)),
  route(api.addCustomsClearanceNumber, (ctx, body) => addNumber(ctx.tx, requireActor(ctx), body)),
  route(api.editCustomsClearanceNumber, (ctx, body) => editNumber(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCustomsClearanceNumber, (ctx, body) => deleteNumber(ctx.tx, requireActor(ctx), body.Id)),
];
