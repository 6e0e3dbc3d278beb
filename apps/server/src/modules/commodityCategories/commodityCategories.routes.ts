import { commodityCategories as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { categoryList as list, categoryTree, listCategories } from './commodityCategories.service.ts';

export const commodityCategoriesRoutes = [
  route(api.getCommodityCategories, (ctx, body) => listCategories(ctx.tx, requireActor(ctx), body)),
  route(api.addCommodityCategory, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCommodityCategory, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCommodityCategory, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCommodityCategory, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommodityCategoryById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommodityCategoriesByOneAllList, (ctx, body) => categoryTree(ctx.tx, requireActor(ctx), body?.SiteId)),
];
