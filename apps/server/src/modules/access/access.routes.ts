import { apiPermissions, menus, user, views } from '@lbo/contracts';
import { requireActor, type CallContext } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { notifyPermissionChange, userInfo, userMenus } from './access.service.ts';
import { listApiPermissions } from './apiPermissions.service.ts';
import { deleteMenu, editMenu, establishMenu, getMenuDetail, getMenuEditInfo, listMenus, selectMenus } from './menus.service.ts';
import { deleteView, editView, establishView, getViewDetail, getViewEditInfo, listViews } from './views.service.ts';

/** The users a change concerns hear of it once it has committed. */
const announcer = (ctx: CallContext) => (userIds: readonly number[]) => ctx.afterCommit(() => notifyPermissionChange(ctx.services.hub, userIds));

export const accessRoutes = [
  route(user.getUserInfoDetailedInfo, (ctx) => userInfo(ctx.tx, requireActor(ctx))),
  route(menus.getCurrentUserMenus, (ctx) => userMenus(ctx.tx, requireActor(ctx))),
  route(menus.getBackstageMenus, (ctx, body) => listMenus(ctx.tx, body)),
  route(menus.establishBackstageMenu, (ctx, body) => establishMenu(ctx.tx, requireActor(ctx), body)),
  route(menus.getEditBackstageMenuInfo, (ctx, body) => getMenuEditInfo(ctx.tx, body.Id)),
  route(menus.editBackstageMenu, (ctx, body) => editMenu(ctx.tx, requireActor(ctx), body, announcer(ctx))),
  route(menus.deleteBackstageMenu, (ctx, body) => deleteMenu(ctx.tx, requireActor(ctx), body.Id, announcer(ctx))),
  route(menus.getBackstageMenuById, (ctx, body) => getMenuDetail(ctx.tx, body.Id)),
  route(menus.getSelectBackstageMenus, (ctx, body) => selectMenus(ctx.tx, body)),
  route(views.getViews, (ctx, body) => listViews(ctx.tx, body)),
  route(views.establishView, (ctx, body) => establishView(ctx.tx, requireActor(ctx), body)),
  route(views.getEditViewInfo, (ctx, body) => getViewEditInfo(ctx.tx, body.Id)),
  route(views.editView, (ctx, body) => editView(ctx.tx, requireActor(ctx), body, announcer(ctx))),
  route(views.deleteView, (ctx, body) => deleteView(ctx.tx, requireActor(ctx), body.Id, announcer(ctx))),
  route(views.getViewById, (ctx, body) => getViewDetail(ctx.tx, body.Id)),
  route(apiPermissions.getApiPermissions, (ctx, body) => listApiPermissions(ctx.tx, body, ctx.language)),
];
