import { paymentConfiguration as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { deletePaymentConfiguration, editAlipay, editWeChatPay, getPaymentConfigurations, paymentConfigurationHistory } from './paymentConfiguration.service.ts';
import { paymentSecretBox } from './secretBox.ts';

export const paymentConfigurationRoutes = [
  route(api.getPaymentConfigurations, (ctx, body) => getPaymentConfigurations(ctx.tx, requireActor(ctx), body.SiteId)),
  route(api.editWeChatPayConfiguration, (ctx, body) => editWeChatPay(ctx.tx, requireActor(ctx), paymentSecretBox(ctx.services.config), body)),
  route(api.editAlipayConfiguration, (ctx, body) => editAlipay(ctx.tx, requireActor(ctx), paymentSecretBox(ctx.services.config), body)),
  route(api.getPaymentConfigurationHistory, (ctx, body) => paymentConfigurationHistory(ctx.tx, requireActor(ctx), body.Provider, body.SiteId)),
  route(api.deletePaymentConfiguration, (ctx, body) => deletePaymentConfiguration(ctx.tx, requireActor(ctx), body.Provider, body.SiteId)),
];
