import { menus, ROLE_CALLS, type RoleSide } from '@lbo/contracts';
import { requireActor, type CallContext } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { notifyPermissionChange } from '../access/index.ts';
import { authorizeMenus, editRolePermissions, getRolePermissions } from './rolePermissions.service.ts';
import { roleLists } from './roles.service.ts';
import type { Announce } from '../../platform/siteLists.ts';

/** Holders of a changed role hear of it once the change has committed. */
const announcer =
  (ctx: CallContext): Announce =>
  (userIds) =>
    ctx.afterCommit(() => notifyPermissionChange(ctx.services.hub, userIds));

/** The calls of one side; both sides follow the same rules on their own roles. */
const sideRoutes = (side: RoleSide) => {
  const calls = ROLE_CALLS[side];
  const list = roleLists[side];
  return [
    route(calls.list, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
    route(calls.establish, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
    route(calls.editInfo, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.edit, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body, announcer(ctx))),
    route(calls.remove, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.byId, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
    route(calls.select, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
    route(calls.permissions, (ctx, body) => getRolePermissions(ctx.tx, requireActor(ctx), side, body.Id, ctx.language)),
    route(calls.editPermissions, (ctx, body) => editRolePermissions(ctx.tx, requireActor(ctx), side, body, announcer(ctx), ctx.language)),
  ];
};

export const rolesRoutes = [
  ...sideRoutes('user'),
  ...sideRoutes('backstage'),
  route(menus.authorizationMenu, (ctx, body) => authorizeMenus(ctx.tx, requireActor(ctx), body.RoleId, body.MenuIds, announcer(ctx))),
];
