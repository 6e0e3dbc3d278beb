import crypto from 'node:crypto';
import { Decimal } from 'decimal.js';
import { ProviderError, type Fetch } from './provider.ts';

/**
 * Alipay open platform, page pay (alipay.trade.page.pay) and query (alipay.trade.query), RSA2.
 *
 * - Signing: every parameter but `sign` with a non-empty value, sorted by name, joined as
 *   `name=value&…` with the raw (not URL-encoded) values, RSA-SHA256 with the app private key, base64.
 * - Page pay is a GET of the gateway with the signed parameters: the payer's browser goes there.
 * - An asynchronous notification is a form POST: `sign` and `sign_type` are removed, the rest sorted
 *   and joined the same way, and verified with the Alipay public key. It is taken only when its
 *   app_id, seller_id and total_amount are those of our record; the answer is the literal `success`.
 * - An answer of the gateway (`{"alipay_trade_query_response":{…},"sign":"…"}`) is signed over the
 *   exact text of the response object.
 * - Two modes, by the credentials the site holds: the public key mode (Alipay's public key verifies)
 *   and the public-key certificate mode, where every request also carries `app_cert_sn` (the SN of
 *   the app's certificate) and `alipay_root_cert_sn` (the SN of Alipay's root certificate file; see
 *   x509.ts for how an SN is computed), Alipay's messages are verified with the public key of its
 *   certificate, and an answer names that certificate in `alipay_cert_sn`.
 */

export const ALIPAY_PRODUCTION = 'https://openapi.alipay.com/gateway.do';

export interface AlipayCredentials {
  gatewayUrl: string;
  appId: string;
  /** the merchant's Alipay account id (PID, 2088…): notifications must name it */
  sellerId: string;
  appPrivateKey: string;
  /** the key that verifies Alipay: its public key, or in the certificate mode its certificate's */
  alipayPublicKey: string;
  /** the certificate mode: the SNs of the app's certificate, of Alipay's root file and of Alipay's certificate */
  certificates?: { appCertSn: string; alipayRootCertSn: string; alipayCertSn: string };
}

export type Params = Record<string, string>;

/** The text that is signed: sorted, non-empty, `sign` (and for notifications `sign_type`) left out. */
export function signingText(params: Params, leaveOut: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2Sign = (privateKey: string, text: string) => crypto.createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');

export function rsa2Verify(publicKey: string, text: string, signature: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's timestamp: yyyy-MM-dd HH:mm:ss in Beijing time. */
export const beijingTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function commonParams(c: AlipayCredentials, method: string, now: Date): Params {
  return {
    app_id: c.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingTime(now),
    version: '1.0',
    ...(c.certificates ? { app_cert_sn: c.certificates.appCertSn, alipay_root_cert_sn: c.certificates.alipayRootCertSn } : {}),
  };
}

export function signedParams(c: AlipayCredentials, params: Params): Params {
  return { ...params, sign: rsa2Sign(c.appPrivateKey, signingText(params)) };
}

/** The address the payer's browser opens to pay (alipay.trade.page.pay, GET). */
export function pagePayUrl(c: AlipayCredentials, order: { outTradeNo: string; totalAmount: string; subject: string; notifyUrl: string; returnUrl?: string; expiresAt?: Date }, now = new Date()): string {
  const params = signedParams(c, {
    ...commonParams(c, 'alipay.trade.page.pay', now),
    notify_url: order.notifyUrl,
    ...(order.returnUrl ? { return_url: order.returnUrl } : {}),
    biz_content: JSON.stringify({
      out_trade_no: order.outTradeNo,
      total_amount: order.totalAmount,
      subject: order.subject,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      // Alipay's absolute expiry, in Beijing time (yyyy-MM-dd HH:mm:ss).
      ...(order.expiresAt ? { time_expire: new Date(order.expiresAt.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') } : {}),
    }),
  });
  return `${c.gatewayUrl}?${new URLSearchParams(params).toString()}`;
}

/** Verifies a request to the gateway as Alipay does (the sandbox), with the app's public key. */
export function verifyRequest(appPublicKey: string, params: Params): boolean {
  return Boolean(params.sign) && rsa2Verify(appPublicKey, signingText(params), params.sign!);
}

/** Alipay's side: a notification form, signed with Alipay's private key. */
export function signNotification(alipayPrivateKey: string, params: Params): Params {
  const withType = { ...params, sign_type: 'RSA2' };
  return { ...withType, sign: rsa2Sign(alipayPrivateKey, signingText(withType, ['sign', 'sign_type'])) };
}

export type AlipayRefusal = 'signature' | 'app' | 'seller' | 'amount' | 'trade';

/** Checks a notification: Alipay's signature, then that it is about this record (app, seller, amount). */
export function checkNotification(c: Pick<AlipayCredentials, 'appId' | 'sellerId' | 'alipayPublicKey'>, form: Params, expected: { outTradeNo: string; totalAmount: string }): AlipayRefusal | null {
  if (!form.sign || !rsa2Verify(c.alipayPublicKey, signingText(form, ['sign', 'sign_type']), form.sign)) return 'signature';
  if (form.app_id !== c.appId) return 'app';
  if (c.sellerId && form.seller_id !== c.sellerId) return 'seller';
  if (form.out_trade_no !== expected.outTradeNo) return 'trade';
  if (!sameAmount(form.total_amount, expected.totalAmount)) return 'amount';
  return null;
}

function sameAmount(a: string | undefined, b: string): boolean {
  try {
    return a !== undefined && new Decimal(a).equals(b);
  } catch {
    return false;
  }
}

/** Whether a trade status means the money arrived. */
export const isPaidStatus = (status: string | undefined) => status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';

/**
 * The signed text of an answer: the response object exactly as it appears in the body (its braces
 * matched, strings skipped), whatever follows it (`alipay_cert_sn`, `sign`).
 */
export function answerContent(body: string, responseKey: string): string | null {
  const key = body.indexOf(`"${responseKey}"`);
  if (key < 0) return null;
  const start = body.indexOf('{', key + responseKey.length + 2);
  if (start < 0 || body.slice(key + responseKey.length + 2, start).trim() !== ':') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i++) {
    const ch = body[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return body.slice(start, i + 1);
  }
  return null;
}

export interface AlipayTrade {
  code: string;
  msg: string;
  sub_code?: string;
  out_trade_no?: string;
  trade_no?: string;
  /** WAIT_BUYER_PAY, TRADE_CLOSED, TRADE_SUCCESS, TRADE_FINISHED */
  trade_status?: string;
  total_amount?: string;
}

/** alipay.trade.query: for a payment whose notification never came. */
export async function queryTrade(c: AlipayCredentials, http: Fetch, outTradeNo: string, now = new Date()): Promise<AlipayTrade> {
  const params = signedParams(c, { ...commonParams(c, 'alipay.trade.query', now), biz_content: JSON.stringify({ out_trade_no: outTradeNo }) });
  const response = await http(c.gatewayUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status >= 300) throw new ProviderError('Alipay', `HTTP ${response.status}`);
  const key = 'alipay_trade_query_response';
  const content = answerContent(text, key);
  let parsed: { sign?: string; alipay_cert_sn?: string } & Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new ProviderError('Alipay', 'answer is not JSON');
  }
  // The certificate mode: an answer signed with another certificate of Alipay (it renews them) is not
  // verified with ours; the site's administrator uploads Alipay's new certificate.
  if (c.certificates && parsed.alipay_cert_sn && parsed.alipay_cert_sn !== c.certificates.alipayCertSn) {
    throw new ProviderError('Alipay', `answer signed with Alipay certificate ${parsed.alipay_cert_sn}, not the configured ${c.certificates.alipayCertSn}`);
  }
  if (!content || !parsed.sign || !rsa2Verify(c.alipayPublicKey, content, parsed.sign)) throw new ProviderError('Alipay', 'answer signature');
  return parsed[key] as AlipayTrade;
}

/** Alipay's side: an answer signed over its response object's text (in the certificate mode naming its certificate). */
export function signedAnswer(alipayPrivateKey: string, responseKey: string, response: object, alipayCertSn?: string): string {
  const content = JSON.stringify(response);
  return `{"${responseKey}":${content},${alipayCertSn ? `"alipay_cert_sn":"${alipayCertSn}",` : ''}"sign":"${rsa2Sign(alipayPrivateKey, content)}"}`;
}
