import { apiPermissions, menus, user, views } from '@lbo/contracts';
import { requireActor, type CallContext } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { notifyPermissionChange, userInfo, userMenus } from './access.service.ts';
import { listApiPermissions } from './apiPermissions.service.ts';
import { menuList } from './menus.service.ts';
import { viewList } from './views.service.ts';

/** The users a change concerns hear of it once it has committed. */
const announcer = (ctx: CallContext) => (userIds: readonly number[]) => ctx.afterCommit(() => notifyPermissionChange(ctx.services.hub, userIds));

export const accessRoutes = [
  route(user.getUserInfoDetailedInfo, (ctx) => userInfo(ctx.tx, requireActor(ctx))),
  route(menus.getCurrentUserMenus, (ctx) => userMenus(ctx.tx, requireActor(ctx))),
  route(menus.getBackstageMenus, (ctx, body) => menuList.list(ctx.tx, body)),
  route(menus.establishBackstageMenu, (ctx, body) => menuList.add(ctx.tx, requireActor(ctx), body)),
  route(menus.getEditBackstageMenuInfo, (ctx, body) => menuList.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(menus.editBackstageMenu, (ctx, body) => menuList.edit(ctx.tx, requireActor(ctx), body, announcer(ctx))),
  route(menus.deleteBackstageMenu, (ctx, body) => menuList.delete(ctx.tx, requireActor(ctx), body.Id, announcer(ctx))),
  route(menus.getBackstageMenuById, (ctx, body) => menuList.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(menus.getSelectBackstageMenus, (ctx, body) => menuList.select(ctx.tx, body)),
  route(views.getViews, (ctx, body) => viewList.list(ctx.tx, requireActor(ctx), body)),
  route(views.establishView, (ctx, body) => viewList.add(ctx.tx, requireActor(ctx), body)),
  route(views.getEditViewInfo, (ctx, body) => viewList.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(views.editView, (ctx, body) => viewList.edit(ctx.tx, requireActor(ctx), body, announcer(ctx))),
  route(views.deleteView, (ctx, body) => viewList.delete(ctx.tx, requireActor(ctx), body.Id, announcer(ctx))),
  route(views.getViewById, (ctx, body) => viewList.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(apiPermissions.getApiPermissions, (ctx, body) => listApiPermissions(ctx.tx, body, ctx.language)),
];
