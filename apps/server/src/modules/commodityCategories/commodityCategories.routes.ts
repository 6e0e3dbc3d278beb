import { commodityCategories as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addCategory, categoryTree, deleteCategory, editCategory, getCategoryDetail, getEditCategory, listCategories } from './commodityCategories.service.ts';

export const commodityCategoriesRoutes = [
  route(api.getCommodityCategories, (ctx, body) => listCategories(ctx.tx, requireActor(ctx), body)),
  route(api.addCommodityCategory, (ctx, body) => addCategory(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCommodityCategory, (ctx, body) => getEditCategory(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCommodityCategory, (ctx, body) => editCategory(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCommodityCategory, (ctx, body) => deleteCategory(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommodityCategoryById, (ctx, body) => getCategoryDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCommodityCategoriesByOneAllList, (ctx, body) => categoryTree(ctx.tx, requireActor(ctx), body?.SiteId)),
];
