import { ORGANIZE_CALLS, type OrganizeSide } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { organizeLists } from './organizes.service.ts';

/** The seven calls of one side; both sides follow the same rules on their own trees. */
const sideRoutes = (side: OrganizeSide) => {
  const calls = ORGANIZE_CALLS[side];
  const list = organizeLists[side];
  return [
    route(calls.list, (ctx, body) => list.listTree(ctx.tx, requireActor(ctx), body)),
    route(calls.add, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
    route(calls.getEdit, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.edit, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
    route(calls.delete, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.detail, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.select, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body.SiteId)),
  ];
};

export const organizesRoutes = [...sideRoutes('user'), ...sideRoutes('backstage')];
