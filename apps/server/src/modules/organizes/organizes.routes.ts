import { ORGANIZE_CALLS, type OrganizeSide } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { deleteOrganize, editOrganize, establishOrganize, getEditInfo, getOrganizeDetail, listOrganizes, selectOrganizes } from './organizes.service.ts';

/** The seven calls of one side; both sides follow the same rules on their own trees. */
const sideRoutes = (side: OrganizeSide) => {
  const calls = ORGANIZE_CALLS[side];
  return [
    route(calls.list, (ctx, body) => listOrganizes(ctx.tx, requireActor(ctx), side, body)),
    route(calls.establish, (ctx, body) => establishOrganize(ctx.tx, requireActor(ctx), side, body)),
    route(calls.editInfo, (ctx, body) => getEditInfo(ctx.tx, requireActor(ctx), side, body.Id)),
    route(calls.edit, (ctx, body) => editOrganize(ctx.tx, requireActor(ctx), side, body)),
    route(calls.remove, (ctx, body) => deleteOrganize(ctx.tx, requireActor(ctx), side, body.Id)),
    route(calls.byId, (ctx, body) => getOrganizeDetail(ctx.tx, requireActor(ctx), side, body.Id)),
    route(calls.select, (ctx, body) => selectOrganizes(ctx.tx, requireActor(ctx), side, body.SiteId)),
  ];
};

export const organizesRoutes = [...sideRoutes('user'), ...sideRoutes('backstage')];
