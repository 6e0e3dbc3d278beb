import { expenseType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { expenseTypeList as list, selectTableExpenseTypes } from './expenseTypes.service.ts';

export const expenseTypesRoutes = [
  route(api.getExpenseTypes, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addExpenseType, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditExpenseType, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editExpenseType, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteExpenseType, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getExpenseTypeById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectTableExpenseTypes, (ctx, body) => selectTableExpenseTypes(ctx.tx, requireActor(ctx), body)),
];
