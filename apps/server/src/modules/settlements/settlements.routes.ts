import { settlements as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { listStatements, settle } from './settlements.service.ts';

/** Customers' calls (/UserSettlement) and staff's (/Settlement): the same handlers, scoped by the caller. */
export const settlementRoutes = [
  route(api.getUserStatements, (ctx, body) => listStatements(ctx.tx, requireActor(ctx), body)),
  route(api.settleUserStatement, (ctx, body) => settle(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getStatements, (ctx, body) => listStatements(ctx.tx, requireActor(ctx), body)),
  route(api.settleStatement, (ctx, body) => settle(ctx.tx, requireActor(ctx), body.Id)),
];
