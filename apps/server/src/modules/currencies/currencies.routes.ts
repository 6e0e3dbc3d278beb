import { currencies as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { addCurrency, deleteCurrency, editCurrency, getCurrencyDetail, getEditCurrency, listCurrencies, selectCurrencies } from './currencies.service.ts';

export const currenciesRoutes = [
  route(api.getCurrencies, (ctx, body) => listCurrencies(ctx.tx, requireActor(ctx), body)),
  route(api.addCurrency, (ctx, body) => addCurrency(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCurrency, (ctx, body) => getEditCurrency(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCurrency, (ctx, body) => editCurrency(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCurrency, (ctx, body) => deleteCurrency(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCurrencyById, (ctx, body) => getCurrencyDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCurrency, (ctx, body) => selectCurrencies(ctx.tx, requireActor(ctx), body?.SiteId)),
];
