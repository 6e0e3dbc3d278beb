import { expenseType as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addExpenseType,
  deleteExpenseType,
  editExpenseType,
  getEditExpenseType,
  getExpenseTypeDetail,
  listExpenseTypes,
  selectTableExpenseTypes,
} from './expenseTypes.service.ts';

export const expenseTypesRoutes = [
  route(api.getExpenseTypes, (ctx, body) => listExpenseTypes(ctx.tx, requireActor(ctx), body)),
  route(api.addExpenseType, (ctx, body) => addExpenseType(ctx.tx, requireActor(ctx), body)),
  route(api.getEditExpenseType, (ctx, body) => getEditExpenseType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editExpenseType, (ctx, body) => editExpenseType(ctx.tx, requireActor(ctx), body)),
  route(api.deleteExpenseType, (ctx, body) => deleteExpenseType(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getExpenseTypeById, (ctx, body) => getExpenseTypeDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectTableExpenseTypes, (ctx, body) => selectTableExpenseTypes(ctx.tx, requireActor(ctx), body)),
];
