import { currencies as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { currencyList as list } from './currencies.service.ts';

export const currenciesRoutes = [
  route(api.getCurrencies, (ctx, body) => list.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCurrency, (ctx, body) => list.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCurrency, (ctx, body) => list.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCurrency, (ctx, body) => list.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCurrency, (ctx, body) => list.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCurrencyById, (ctx, body) => list.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCurrency, (ctx, body) => list.select(ctx.tx, requireActor(ctx), body?.SiteId)),
];
