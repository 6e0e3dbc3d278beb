import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Decimal } from 'decimal.js';
import { onlinePayments } from '@lbo/contracts';
import type { Services } from '../../platform/context.ts';
import * as alipay from './alipay.ts';
import { sandboxKeys, type SandboxKeys } from './sandboxKeys.ts';
import * as wechat from './wechatPay.ts';
import { rawBodyOf } from '../../platform/rawBodies.ts';
import { certificateSn, rootCertificateSn } from '../../platform/x509.ts';

const { PaymentProvider } = onlinePayments;
type PaymentProvider = onlinePayments.PaymentProvider;

/**
 * The payment sandbox: a local stand-in of WeChat Pay and Alipay on our own server, with its own
 * test keys (sandboxKeys.ts), for the demo and the tests. It speaks the providers' protocols as
 * the adapters expect them from the real ones:
 * - `/sandbox/wechatpay/v3/pay/transactions/native` and `…/out-trade-no/{no}?mchid=`: requests
 *   verified with the test merchant's key, answers signed with the sandbox's WeChat Pay key;
 * - `/sandbox/alipay/gateway.do`: GET (page pay: the payer's browser) and POST (alipay.trade.query),
 *   requests verified with the test app's key, answers signed with the sandbox's Alipay key; in both
 *   of Alipay's modes: a request with `app_cert_sn` and `alipay_root_cert_sn` (the certificate
 *   mode) must name the sandbox's app and root certificates, and its answers name the sandbox's
 *   Alipay certificate in `alipay_cert_sn`;
 * - `/sandbox/pay/{code}`: the page the QR code or the pay address opens, where a click "pays"; the
 *   sandbox then sends the signed notification to the order's notify URL, and again on demand.
 * Orders live in this process's memory: a restart forgets them (a recharge then stays Created until
 * it is queried, and the query answers that the order does not exist). Off in production
 * (`PAYMENT_SANDBOX`).
 */

interface SandboxOrder {
  code: string;
  provider: PaymentProvider;
  merchant: string;
  appId: string;
  outTradeNo: string;
  /** yuan, two decimals */
  amount: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  paid: boolean;
  transactionId: string;
  paidAt: Date | null;
  createdAt: Date;
  /** what our notify URL answered, last delivery first */
  deliveries: string[];
}

export const SANDBOX_PREFIX = '/sandbox';

/** Where the adapters reach the sandbox of this server: its public address, else the local port. */
export function sandboxBase(services: Pick<Services, 'config'>): { wechat: string; alipay: string } {
  const origin = services.config.publicUrl.replace(/\/+$/, '') || `http://127.0.0.1:${services.config.port}`;
  return { wechat: `${origin}${SANDBOX_PREFIX}/wechatpay`, alipay: `${origin}${SANDBOX_PREFIX}/alipay/gateway.do` };
}

const PAGE_TEXTS = {
  'zh-CN': { title: '支付沙箱', wechat: '微信支付（沙箱）', alipay: '支付宝（沙箱）', merchant: '商户', order: '商户订单号', subject: '商品', amount: '金额', pay: '确认支付', paid: '已支付', notPaid: '待支付', again: '再次发送支付通知', delivered: '通知已发送，商户答复：', back: '返回商户', unknown: '订单不存在', note: '这是测试环境，不会发生真实扣款。' },
  'zh-TW': { title: '支付沙箱', wechat: '微信支付（沙箱）', alipay: '支付寶（沙箱）', merchant: '商戶', order: '商戶訂單號', subject: '商品', amount: '金額', pay: '確認支付', paid: '已支付', notPaid: '待支付', again: '再次傳送支付通知', delivered: '通知已傳送，商戶回覆：', back: '返回商戶', unknown: '訂單不存在', note: '這是測試環境，不會發生真實扣款。' },
  en: { title: 'Payment sandbox', wechat: 'WeChat Pay (sandbox)', alipay: 'Alipay (sandbox)', merchant: 'Merchant', order: 'Merchant order number', subject: 'Item', amount: 'Amount', pay: 'Pay', paid: 'Paid', notPaid: 'Awaiting payment', again: 'Send the payment notification again', delivered: 'Notification sent; the merchant answered:', back: 'Back to the merchant', unknown: 'No such order', note: 'A test environment: no real money moves.' },
} as const;

function pageLanguage(request: FastifyRequest): keyof typeof PAGE_TEXTS {
  const accepted = String(request.headers['accept-language'] ?? '').toLowerCase();
  if (/zh-(tw|hk|hant)/.test(accepted)) return 'zh-TW';
  if (accepted.startsWith('zh')) return 'zh-CN';
  return 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function payPage(request: FastifyRequest, order: SandboxOrder | undefined): string {
  const t = PAGE_TEXTS[pageLanguage(request)];
  const style =
    'body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:24px}main{max-width:420px;margin:auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}' +
    'h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}.amount{font-size:28px;font-weight:600}button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;color:#fff;cursor:pointer}' +
    '.wechat button{background:#07c160}.alipay button{background:#1677ff}.again{background:#888!important;margin-top:12px}.state{font-weight:600}.note{color:#999;font-size:12px}pre{white-space:pre-wrap;background:#f0f0f0;padding:8px}';
  if (!order) return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t.title}</title><style>${style}</style></head><body><main><h1>${t.unknown}</h1></main></body></html>`;
  const kind = order.provider === PaymentProvider.WeChatPay ? 'wechat' : 'alipay';
  const action = `${SANDBOX_PREFIX}/pay/${order.code}`;
  const last = order.deliveries[0];
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t.title}</title><style>${style}</style></head>
<body><main class="${kind}"><h1>${kind === 'wechat' ? t.wechat : t.alipay}</h1>
<div class="amount" data-testid="sandbox-amount">¥ ${escapeHtml(order.amount)}</div>
<dl><dt>${t.merchant}</dt><dd>${escapeHtml(order.merchant)}</dd><dt>${t.order}</dt><dd>${escapeHtml(order.outTradeNo)}</dd><dt>${t.subject}</dt><dd>${escapeHtml(order.description)}</dd>
<dt></dt><dd class="state" data-testid="sandbox-state">${order.paid ? t.paid : t.notPaid}</dd></dl>
${order.paid ? '' : `<form method="post" action="${action}/pay"><button type="submit" data-testid="sandbox-pay">${t.pay}</button></form>`}
${order.paid ? `<form method="post" action="${action}/notify"><button type="submit" class="again" data-testid="sandbox-notify-again">${t.again}</button></form>` : ''}
${last ? `<p>${t.delivered}</p><pre data-testid="sandbox-delivery">${escapeHtml(last)}</pre>` : ''}
${order.paid && order.returnUrl ? `<p><a href="${escapeHtml(order.returnUrl)}">${t.back}</a></p>` : ''}
<p class="note">${t.note}</p></main></body></html>`;
}

const fen = (amount: string) => new Decimal(amount).times(100).toNumber();
const yuan = (totalFen: number) => new Decimal(totalFen).dividedBy(100).toFixed(2);

export interface PaymentSandbox {
  /** Pays an order as the payer's click does, and sends the notification; what our notify URL answered. */
  pay(code: string): Promise<string>;
  /** Sends the paid order's notification again. */
  notifyAgain(code: string): Promise<string>;
  /** The order's pay-page code by its merchant order number. */
  codeOf(outTradeNo: string): string | undefined;
}

/** Registers the sandbox's routes; answers the sandbox's handle (tests drive it through it or its pages). */
export async function registerPaymentSandbox(app: FastifyInstance, services: Services): Promise<PaymentSandbox> {
  const keys: SandboxKeys = await sandboxKeys(services.config.dataDir);
  const alipaySn = { app: certificateSn(keys.alipay.appCertificate), root: rootCertificateSn(keys.alipay.rootCertificate), alipay: certificateSn(keys.alipay.alipayCertificate) };
  /** Alipay's certificate mode: a request naming certificates must name the sandbox's (null: fine; the mode is the request's). */
  const certificateRefusal = (p: alipay.Params): string | null => {
    if (p.app_cert_sn === undefined && p.alipay_root_cert_sn === undefined) return null;
    if (p.app_cert_sn !== alipaySn.app) return 'isv.app-cert-sn-mismatch';
    if (p.alipay_root_cert_sn !== alipaySn.root) return 'isv.alipay-root-cert-sn-mismatch';
    return null;
  };
  const orders = new Map<string, SandboxOrder>();
  const byTrade = new Map<string, string>();
  const tradeKey = (provider: PaymentProvider, merchant: string, outTradeNo: string) => `${provider}:${merchant}:${outTradeNo}`;

  function open(provider: PaymentProvider, fields: Omit<SandboxOrder, 'code' | 'provider' | 'paid' | 'transactionId' | 'paidAt' | 'createdAt' | 'deliveries'>): SandboxOrder | 'conflict' {
    const key = tradeKey(provider, fields.merchant, fields.outTradeNo);
    const existing = byTrade.get(key);
    if (existing) {
      const order = orders.get(existing)!;
      // As the providers do: the same order again gets the same answer, another amount is refused.
      return order.amount === fields.amount ? order : 'conflict';
    }
    const order: SandboxOrder = { ...fields, code: crypto.randomBytes(12).toString('hex'), provider, paid: false, transactionId: '', paidAt: null, createdAt: new Date(), deliveries: [] };
    orders.set(order.code, order);
    byTrade.set(key, order.code);
    return order;
  }

  const wechatTransaction = (o: SandboxOrder): wechat.WeChatTransaction & Record<string, unknown> => ({
    appid: o.appId,
    mchid: o.merchant,
    out_trade_no: o.outTradeNo,
    ...(o.paid ? { transaction_id: o.transactionId, success_time: wechat.rfc3339Beijing(o.paidAt!), payer: { openid: 'oSandboxPayer000000000000000' } } : {}),
    trade_type: 'NATIVE',
    trade_state: o.paid ? 'SUCCESS' : 'NOTPAY',
    trade_state_desc: o.paid ? '支付成功' : '订单未支付',
    bank_type: 'OTHERS',
    attach: '',
    amount: { total: fen(o.amount), currency: 'CNY', ...(o.paid ? { payer_total: fen(o.amount), payer_currency: 'CNY' } : {}) },
  });

  async function deliver(o: SandboxOrder): Promise<string> {
    let body: string;
    let headers: Record<string, string>;
    if (o.provider === PaymentProvider.WeChatPay) {
      const resource = wechat.encryptResource(keys.wechat.apiV3Key, JSON.stringify(wechatTransaction(o)), 'transaction');
      body = JSON.stringify({ id: crypto.randomUUID(), create_time: wechat.rfc3339Beijing(new Date()), resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS', summary: '支付成功', resource });
      headers = { 'Content-Type': 'application/json', ...wechat.signMessage(keys.wechat.platformPrivateKey, keys.wechat.publicKeyId, body) };
    } else {
      const form = alipay.signNotification(keys.alipay.alipayPrivateKey, {
        notify_time: alipay.beijingTime(new Date()),
        notify_type: 'trade_status_sync',
        notify_id: crypto.randomBytes(16).toString('hex'),
        app_id: o.appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: o.transactionId,
        out_trade_no: o.outTradeNo,
        total_amount: o.amount,
        receipt_amount: o.amount,
        buyer_pay_amount: o.amount,
        seller_id: keys.alipay.sellerId,
        trade_status: 'TRADE_SUCCESS',
        subject: o.description,
        gmt_create: alipay.beijingTime(o.createdAt),
        gmt_payment: alipay.beijingTime(o.paidAt!),
      });
      body = new URLSearchParams(form).toString();
      headers = { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' };
    }
    let outcome: string;
    try {
      const response = await services.paymentFetch(o.notifyUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      outcome = `HTTP ${response.status} ${(await response.text()).slice(0, 200)}`.trim();
    } catch (error) {
      outcome = `not delivered: ${(error as Error).message}`;
    }
    o.deliveries.unshift(outcome);
    return outcome;
  }

  const handle: PaymentSandbox = {
    async pay(code) {
      const o = orders.get(code);
      if (!o) return 'no such order';
      if (!o.paid) {
        o.paid = true;
        o.paidAt = new Date();
        o.transactionId = o.provider === PaymentProvider.WeChatPay ? `42000${Date.now()}${crypto.randomInt(1000, 9999)}` : `2026${Date.now()}${crypto.randomInt(1000, 9999)}`;
      }
      return deliver(o);
    },
    async notifyAgain(code) {
      const o = orders.get(code);
      return o?.paid ? deliver(o) : 'not paid';
    },
    codeOf: (outTradeNo) => [...orders.values()].find((o) => o.outTradeNo === outTradeNo)?.code,
  };

  await app.register(async (sandbox) => {
    // Alipay posts forms; WeChat Pay's signatures cover the JSON body's exact text (platform/rawBodies.ts).
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

    const wechatError = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ code, message });
    const signedWechat = (reply: FastifyReply, answer: object) => {
      const text = JSON.stringify(answer);
      return reply.headers(wechat.signMessage(keys.wechat.platformPrivateKey, keys.wechat.publicKeyId, text)).type('application/json').send(text);
    };
    const verifiedWechat = (request: FastifyRequest, body: string) => {
      const verified = wechat.verifyAuthorization(String(request.headers.authorization ?? ''), keys.wechat.merchantPublicKey, request.method, request.url.slice(`${SANDBOX_PREFIX}/wechatpay`.length), body);
      return verified && verified.serial === keys.wechat.merchantSerialNumber && verified.mchId === keys.wechat.mchId ? verified : null;
    };

    sandbox.post(`${SANDBOX_PREFIX}/wechatpay/v3/pay/transactions/native`, async (request, reply) => {
      const text = rawBodyOf(request);
      if (!verifiedWechat(request, text)) return wechatError(reply, 401, 'SIGN_ERROR', '签名错误');
      let order: { appid?: string; mchid?: string; description?: string; out_trade_no?: string; notify_url?: string; amount?: { total?: number; currency?: string } };
      try {
        order = JSON.parse(text) as typeof order;
      } catch {
        return wechatError(reply, 400, 'PARAM_ERROR', '请求体不是 JSON');
      }
      const total = order.amount?.total;
      if (order.mchid !== keys.wechat.mchId || !order.appid || !order.out_trade_no || !order.notify_url || !order.description || !Number.isInteger(total) || total! <= 0) {
        return wechatError(reply, 400, 'PARAM_ERROR', '参数错误');
      }
      const opened = open(PaymentProvider.WeChatPay, { merchant: order.mchid, appId: order.appid, outTradeNo: order.out_trade_no, amount: yuan(total!), description: order.description, notifyUrl: order.notify_url, returnUrl: '' });
      if (opened === 'conflict') return wechatError(reply, 400, 'INVALID_REQUEST', '订单号重复');
      return signedWechat(reply, { code_url: `${request.protocol}://${request.headers.host}${SANDBOX_PREFIX}/pay/${opened.code}` });
    });

    sandbox.get<{ Params: { no: string }; Querystring: { mchid?: string } }>(`${SANDBOX_PREFIX}/wechatpay/v3/pay/transactions/out-trade-no/:no`, async (request, reply) => {
      if (!verifiedWechat(request, '')) return wechatError(reply, 401, 'SIGN_ERROR', '签名错误');
      const code = byTrade.get(tradeKey(PaymentProvider.WeChatPay, request.query.mchid ?? '', request.params.no));
      const o = code ? orders.get(code) : undefined;
      if (!o) return wechatError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      return signedWechat(reply, wechatTransaction(o));
    });

    // Page pay: the payer's browser arrives with the signed parameters; the pay page takes over.
    sandbox.get<{ Querystring: alipay.Params }>(`${SANDBOX_PREFIX}/alipay/gateway.do`, async (request, reply) => {
      const p = request.query;
      if (p.method !== 'alipay.trade.page.pay' || p.app_id !== keys.alipay.appId || !alipay.verifyRequest(keys.alipay.appPublicKey, p)) {
        return reply.status(400).type('text/plain; charset=utf-8').send('INVALID_SIGNATURE / invalid-app-id');
      }
      const certificates = certificateRefusal(p);
      if (certificates) return reply.status(400).type('text/plain; charset=utf-8').send(certificates);
      let biz: { out_trade_no?: string; total_amount?: string; subject?: string };
      try {
        biz = JSON.parse(p.biz_content ?? '') as typeof biz;
      } catch {
        return reply.status(400).type('text/plain; charset=utf-8').send('invalid biz_content');
      }
      if (!biz.out_trade_no || !biz.total_amount || !/^\d+(\.\d{1,2})?$/.test(biz.total_amount) || !biz.subject) return reply.status(400).type('text/plain; charset=utf-8').send('invalid biz_content');
      const amount = new Decimal(biz.total_amount).toFixed(2);
      const opened = open(PaymentProvider.Alipay, { merchant: p.app_id, appId: p.app_id, outTradeNo: biz.out_trade_no, amount, description: biz.subject, notifyUrl: p.notify_url ?? '', returnUrl: p.return_url ?? '' });
      if (opened === 'conflict') return reply.status(400).type('text/plain; charset=utf-8').send('TRADE_HAS_EXIST');
      return reply.redirect(`${SANDBOX_PREFIX}/pay/${opened.code}`);
    });

    sandbox.post<{ Body: alipay.Params }>(`${SANDBOX_PREFIX}/alipay/gateway.do`, async (request, reply) => {
      const p = typeof request.body === 'object' && request.body ? request.body : {};
      const key = 'alipay_trade_query_response';
      const inCertificateMode = p.app_cert_sn !== undefined;
      const answer = (response: object) => reply.type('application/json; charset=utf-8').send(alipay.signedAnswer(keys.alipay.alipayPrivateKey, key, response, inCertificateMode ? alipaySn.alipay : undefined));
      if (p.method !== 'alipay.trade.query') return answer({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
      if (p.app_id !== keys.alipay.appId || !alipay.verifyRequest(keys.alipay.appPublicKey, p)) return answer({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
      const certificates = certificateRefusal(p);
      if (certificates) return answer({ code: '40002', msg: 'Invalid Arguments', sub_code: certificates });
      let outTradeNo = '';
      try {
        outTradeNo = String((JSON.parse(p.biz_content ?? '{}') as { out_trade_no?: string }).out_trade_no ?? '');
      } catch {
        /* answered as not found below */
      }
      const code = byTrade.get(tradeKey(PaymentProvider.Alipay, p.app_id, outTradeNo));
      const o = code ? orders.get(code) : undefined;
      if (!o) return answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
      return answer({ code: '10000', msg: 'Success', out_trade_no: o.outTradeNo, trade_no: o.transactionId, trade_status: o.paid ? 'TRADE_SUCCESS' : 'WAIT_BUYER_PAY', total_amount: o.amount, buyer_logon_id: 'san***@sandbox.com' });
    });

    sandbox.get<{ Params: { code: string } }>(`${SANDBOX_PREFIX}/pay/:code`, async (request, reply) => reply.type('text/html; charset=utf-8').send(payPage(request, orders.get(request.params.code))));
    sandbox.post<{ Params: { code: string } }>(`${SANDBOX_PREFIX}/pay/:code/pay`, async (request, reply) => {
      await handle.pay(request.params.code);
      return reply.redirect(`${SANDBOX_PREFIX}/pay/${request.params.code}`, 303);
    });
    sandbox.post<{ Params: { code: string } }>(`${SANDBOX_PREFIX}/pay/:code/notify`, async (request, reply) => {
      await handle.notifyAgain(request.params.code);
      return reply.redirect(`${SANDBOX_PREFIX}/pay/${request.params.code}`, 303);
    });
  });
  return handle;
}
