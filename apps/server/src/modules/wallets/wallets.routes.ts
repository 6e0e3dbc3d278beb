import { logisticsOrders as orderApi, wallets as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { statementReport } from './statementReport.ts';
import {
  amountStatement,
  approveRecharge,
  collectCod,
  correctBalance,
  listBills,
  listPaymentRecords,
  listRecharges,
  listWallets,
  myWallets,
  payBills,
  refundBill,
  rejectRecharge,
  setCredit,
  submitRecharge,
} from './wallets.service.ts';

/** Customers' calls (/UserBill, /UserWallet) and staff's (/Bill, /Wallet, /Recharge): the same handlers, scoped by the caller. */
export const walletRoutes = [
  route(api.getUserBills, (ctx, body) => listBills(ctx.tx, requireActor(ctx), body)),
  route(api.payBills, (ctx, body) => payBills(ctx, requireActor(ctx), body)),
  route(api.getUserPaymentRecords, (ctx, body) => listPaymentRecords(ctx.tx, requireActor(ctx), body)),
  route(api.getBills, (ctx, body) => listBills(ctx.tx, requireActor(ctx), body)),
  route(api.refundBill, (ctx, body) => refundBill(ctx, requireActor(ctx), body)),
  route(api.getPaymentRecords, (ctx, body) => listPaymentRecords(ctx.tx, requireActor(ctx), body)),
  route(api.getUserWallets, (ctx) => myWallets(ctx.tx, requireActor(ctx))),
  route(api.getUserAmountStatement, (ctx, body) => amountStatement(ctx.tx, requireActor(ctx), body)),
  route(api.exportUserAmountStatement, (ctx, body) => statementReport(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.getUserRecharges, (ctx, body) => listRecharges(ctx.tx, requireActor(ctx), body)),
  route(api.getWallets, (ctx, body) => listWallets(ctx.tx, requireActor(ctx), body)),
  route(api.setCredit, (ctx, body) => setCredit(ctx.tx, requireActor(ctx), body)),
  route(api.correctBalance, (ctx, body) => correctBalance(ctx.tx, requireActor(ctx), body)),
  route(api.getAmountStatement, (ctx, body) => amountStatement(ctx.tx, requireActor(ctx), body)),
  route(api.exportAmountStatement, (ctx, body) => statementReport(ctx.tx, requireActor(ctx), body, ctx.language)),
  route(api.submitRecharge, (ctx, body) => submitRecharge(ctx.tx, requireActor(ctx), body)),
  route(api.approveRecharge, (ctx, body) => approveRecharge(ctx.tx, requireActor(ctx), body.Id)),
  route(api.rejectRecharge, (ctx, body) => rejectRecharge(ctx.tx, requireActor(ctx), body)),
  route(api.getRecharges, (ctx, body) => listRecharges(ctx.tx, requireActor(ctx), body)),
  // An order's action, but all of it is money: the order's CodStatus moves through its table (actOnOrder), the rest is the ledger.
  route(orderApi.collectCod, (ctx, body) => collectCod(ctx, requireActor(ctx), body.Id)),
];
