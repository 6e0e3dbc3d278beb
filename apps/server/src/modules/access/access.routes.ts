import { menus, user } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { userInfo, userMenus } from './access.service.ts';

export const accessRoutes = [
  route(user.getUserInfoDetailedInfo, (ctx) => userInfo(ctx.tx, requireActor(ctx))),
  route(menus.getCurrentUserMenus, (ctx) => userMenus(ctx.tx, requireActor(ctx))),
];
