import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { onlinePayments as contract } from '@lbo/contracts';
import type { Services } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { runInScope } from '../../platform/tenancy.ts';
import { openConfiguration, paymentSecretBox } from '../paymentConfiguration/index.ts';
import * as alipay from './alipay.ts';
import { alipayCredentials, alipayOutcome, settle, weChatCredentials, weChatOutcome } from './onlinePayments.service.ts';
import { recharges } from './tables.ts';
import * as wechat from './wechatPay.ts';
import { rawBodyOf } from '../../platform/rawBodies.ts';

const { PaymentProvider } = contract;

/**
 * Where the providers post payment results: `/PaymentNotify/WeChatPay/{siteId}` and
 * `/PaymentNotify/Alipay/{siteId}` (the configuration's NotifyUrl names this server's one for the
 * site). Not contract calls: the providers speak their own formats and expect their own answers
 * (WeChat Pay: 204, or 4xx/5xx with `{"code":"FAIL","message"}`; Alipay: the literal `success`,
 * anything else makes it retry). The site's keys verify the message before anything in it is
 * believed; the recharge is then settled under its row lock (service `settle`), so a repeated
 * delivery changes nothing. Runs in the system scope: the provider is nobody signed in.
 */

export const NOTIFY_PREFIX = '/PaymentNotify';

export async function registerPaymentNotifications(app: FastifyInstance, services: Services): Promise<void> {
  const box = paymentSecretBox(services.config);
  const inSystemScope = <T>(fn: Parameters<typeof runInScope<T>>[2]) => runInScope(services.database.db, { kind: 'system' }, fn);
  const findRecharge = async (tx: Parameters<Parameters<typeof runInScope>[2]>[0], siteId: number, outTradeNo: string) => {
    const [row] = await tx
      .select()
      .from(recharges)
      .where(and(eq(recharges.siteId, siteId), eq(recharges.outTradeNo, outTradeNo)));
    return row;
  };

  await app.register(async (scope) => {
    // Alipay posts a form; WeChat Pay's JSON keeps its exact text for the signature (platform/rawBodies.ts).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

    const wechatFail = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ code: 'FAIL', message });

    scope.post<{ Params: { siteId: string } }>(`${NOTIFY_PREFIX}/WeChatPay/:siteId`, async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const raw = rawBodyOf(request);
      if (!Number.isInteger(siteId) || siteId <= 0 || siteId > 2_147_483_647) return wechatFail(reply, 404, 'unknown site');
      const message = wechat.signedMessage(request.headers, raw);
      try {
        // Answered after the commit: a provider told 204 must find the recharge paid (it may query at once).
        const answered = await inSystemScope(async (tx): Promise<{ status: number; message: string }> => {
          const cfg = await openConfiguration(tx, box, siteId, PaymentProvider.WeChatPay);
          if (!cfg) return { status: 404, message: 'unknown site' };
          const c = weChatCredentials(services, cfg);
          const read = wechat.readNotification(c, message);
          if ('refusal' in read) {
            request.log.warn({ siteId, refusal: read.refusal }, 'WeChat Pay notification refused');
            return { status: 401, message: `notification refused: ${read.refusal}` };
          }
          const r = await findRecharge(tx, siteId, read.transaction.out_trade_no);
          if (!r || r.provider !== PaymentProvider.WeChatPay) return { status: 404, message: 'unknown out_trade_no' };
          const headers = { 'Wechatpay-Timestamp': message.timestamp, 'Wechatpay-Nonce': message.nonce, 'Wechatpay-Serial': message.serial, 'Wechatpay-Signature': message.signature };
          const outcome = weChatOutcome(r, c, read.transaction, { source: 'notification', body: raw, headers, transaction: read.transaction });
          if (!outcome) {
            request.log.error({ siteId, outTradeNo: r.outTradeNo }, 'WeChat Pay notification names another merchant, app or amount');
            return { status: 400, message: 'merchant, app or amount does not match' };
          }
          await settle(tx, r.id, outcome);
          return { status: 204, message: '' };
        });
        return answered.status === 204 ? reply.status(204).send() : wechatFail(reply, answered.status, answered.message);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // An incomplete or unreadable configuration: WeChat Pay retries later, when it may be fixed.
        return wechatFail(reply, 500, error.key);
      }
    });

    scope.post<{ Params: { siteId: string } }>(`${NOTIFY_PREFIX}/Alipay/:siteId`, async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const form = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
      const answer = (text: 'success' | 'fail') => reply.type('text/plain; charset=utf-8').send(text);
      if (!Number.isInteger(siteId) || siteId <= 0 || siteId > 2_147_483_647) return answer('fail');
      try {
        // Answered after the commit, as WeChat Pay's.
        const answered = await inSystemScope(async (tx): Promise<'success' | 'fail'> => {
          const cfg = await openConfiguration(tx, box, siteId, PaymentProvider.Alipay);
          if (!cfg) return 'fail';
          const c = alipayCredentials(services, cfg);
          // The signature first: nothing in a form we cannot attribute to Alipay is looked up.
          if (!form.sign || !alipay.rsa2Verify(c.alipayPublicKey, alipay.signingText(form, ['sign', 'sign_type']), form.sign)) {
            request.log.warn({ siteId }, 'Alipay notification refused: signature');
            return 'fail';
          }
          const r = await findRecharge(tx, siteId, form.out_trade_no ?? '');
          if (!r || r.provider !== PaymentProvider.Alipay) return 'fail';
          const refusal = alipay.checkNotification(c, form, { outTradeNo: r.outTradeNo, totalAmount: r.amount });
          if (refusal) {
            request.log.error({ siteId, outTradeNo: r.outTradeNo, refusal }, 'Alipay notification refused');
            return 'fail';
          }
          await settle(tx, r.id, alipayOutcome(form.trade_status, form.trade_no ?? '', { source: 'notification', form }));
          return 'success';
        });
        return answer(answered);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return answer('fail');
      }
    });
  });
}
