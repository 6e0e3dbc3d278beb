import crypto from 'node:crypto';
import { ProviderError, type Fetch } from './provider.ts';

/**
 * WeChat Pay API v3, Native payment (a QR code the payer scans), with node crypto only.
 *
 * - Requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`,
 *   the signature being RSA-SHA256 (PKCS#1 v1.5) with the merchant private key over
 *   `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`.
 * - Answers and notifications are signed by WeChat Pay over `TIMESTAMP\nNONCE\nBODY\n`
 *   (`Wechatpay-Timestamp`, `Wechatpay-Nonce`, `Wechatpay-Signature`), with the key whose id is in
 *   `Wechatpay-Serial`: the WeChat Pay public key (its id `PUB_KEY_ID_…`) or a platform certificate.
 * - A notification's `resource` is AEAD_AES_256_GCM with the API v3 key: base64 of ciphertext then
 *   the 16-byte tag, with its `nonce` (12 bytes) and `associated_data`.
 */

export const WECHAT_PAY_PRODUCTION = 'https://api.mch.weixin.qq.com';
/** Signatures older or newer than this are refused: a captured notification cannot be replayed days later. */
export const SIGNATURE_SKEW_SECONDS = 300;

export interface WeChatPayCredentials {
  /** e.g. https://api.mch.weixin.qq.com, no trailing slash */
  baseUrl: string;
  mchId: string;
  appId: string;
  /** serial number of the merchant API certificate: which key signed a request */
  merchantSerialNumber: string;
  merchantPrivateKey: string;
  apiV3Key: string;
  /** WeChat Pay public key (PEM) or the platform certificate (PEM) */
  platformKey: string;
  /** its id (`PUB_KEY_ID_…`) or the certificate's serial number, as `Wechatpay-Serial` names it */
  platformKeyId: string;
}

export interface SignedMessage {
  timestamp: string;
  nonce: string;
  body: string;
  signature: string;
  serial: string;
}

const signWith = (privateKey: string, message: string) => crypto.createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');

export const nonce = () => crypto.randomBytes(16).toString('hex').toUpperCase();
export const unixSeconds = (now = Date.now()) => String(Math.floor(now / 1000));

/** The Authorization header of a request to WeChat Pay. `pathWithQuery` is the URL without scheme and host. */
export function authorization(c: Pick<WeChatPayCredentials, 'mchId' | 'merchantSerialNumber' | 'merchantPrivateKey'>, method: string, pathWithQuery: string, body: string, at = { timestamp: unixSeconds(), nonce: nonce() }): string {
  const signature = signWith(c.merchantPrivateKey, `${method}\n${pathWithQuery}\n${at.timestamp}\n${at.nonce}\n${body}\n`);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchId}",nonce_str="${at.nonce}",signature="${signature}",timestamp="${at.timestamp}",serial_no="${c.merchantSerialNumber}"`;
}

/** The parts of an Authorization header (the sandbox reads them as WeChat Pay does). */
export function parseAuthorization(header: string): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return null;
  const parts: Record<string, string> = {};
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) parts[m[1]!] = m[2]!;
  return parts;
}

/** Whether a request's Authorization was made with `publicKey`'s private half over this request. */
export function verifyAuthorization(header: string, publicKey: string, method: string, pathWithQuery: string, body: string): { mchId: string; serial: string } | null {
  const p = parseAuthorization(header);
  if (!p?.signature || !p.timestamp || !p.nonce_str || !p.mchid) return null;
  const message = `${method}\n${pathWithQuery}\n${p.timestamp}\n${p.nonce_str}\n${body}\n`;
  if (!safeVerify(publicKey, message, p.signature)) return null;
  return { mchId: p.mchid, serial: p.serial_no ?? '' };
}

function safeVerify(publicKey: string, message: string, signature: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** WeChat Pay's side: the headers of a signed answer or notification. */
export function signMessage(privateKey: string, keyId: string, body: string, at = { timestamp: unixSeconds(), nonce: nonce() }): Record<string, string> {
  return {
    'Wechatpay-Timestamp': at.timestamp,
    'Wechatpay-Nonce': at.nonce,
    'Wechatpay-Signature': signWith(privateKey, `${at.timestamp}\n${at.nonce}\n${body}\n`),
    'Wechatpay-Serial': keyId,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

export type VerifyRefusal = 'missing' | 'serial' | 'stale' | 'signature';

/** The signed parts of a message from its headers (names in any case). */
export function signedMessage(headers: Record<string, string | string[] | undefined> | Headers, body: string): SignedMessage {
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name) ?? '';
    const v = headers[name.toLowerCase()] ?? headers[name];
    return (Array.isArray(v) ? v[0] : v) ?? '';
  };
  return { timestamp: get('Wechatpay-Timestamp'), nonce: get('Wechatpay-Nonce'), signature: get('Wechatpay-Signature'), serial: get('Wechatpay-Serial'), body };
}

/** Checks a message's signature with the configured WeChat Pay key: the key named, fresh, and signed over exactly this body. */
export function verifyMessage(c: Pick<WeChatPayCredentials, 'platformKey' | 'platformKeyId'>, m: SignedMessage, now = Date.now()): VerifyRefusal | null {
  if (!m.timestamp || !m.nonce || !m.signature || !m.serial) return 'missing';
  if (m.serial !== c.platformKeyId) return 'serial';
  if (!/^\d+$/.test(m.timestamp) || Math.abs(now / 1000 - Number(m.timestamp)) > SIGNATURE_SKEW_SECONDS) return 'stale';
  return safeVerify(c.platformKey, `${m.timestamp}\n${m.nonce}\n${m.body}\n`, m.signature) ? null : 'signature';
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
}

const TAG_BYTES = 16;

export function encryptResource(apiV3Key: string, plain: string, associatedData: string, originalType = 'transaction'): EncryptedResource {
  const iv = crypto.randomBytes(6).toString('hex'); // WeChat Pay's nonces are 12 printable characters
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce: iv, original_type: originalType };
}

/** The resource's plaintext, or null when it does not open with this key (forged, altered, another merchant's). */
export function decryptResource(apiV3Key: string, resource: Partial<EncryptedResource>): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= TAG_BYTES) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A transaction as WeChat Pay describes it (query answer, decrypted notification). */
export interface WeChatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  /** SUCCESS, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR, REFUND */
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  amount?: { total: number; currency: string; payer_total?: number; payer_currency?: string };
}

async function send(c: WeChatPayCredentials, http: Fetch, method: 'GET' | 'POST', pathWithQuery: string, body: string): Promise<unknown> {
  const response = await http(`${c.baseUrl}${pathWithQuery}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      Authorization: authorization(c, method, pathWithQuery, body),
    },
    body: body || undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status >= 300) {
    let code = `HTTP ${response.status}`;
    try {
      const e = JSON.parse(text) as { code?: string; message?: string };
      code = `${e.code ?? code} ${e.message ?? ''}`.trim();
    } catch {
      /* not JSON: the status says enough */
    }
    throw new ProviderError('WeChatPay', code);
  }
  // An answer we cannot attribute to WeChat Pay is not trusted, whatever it says.
  const refusal = verifyMessage(c, signedMessage(response.headers, text));
  if (refusal) throw new ProviderError('WeChatPay', `answer signature ${refusal}`);
  return text ? JSON.parse(text) : null;
}

/** POST /v3/pay/transactions/native: the code_url to show as a QR code. */
export async function createNativeOrder(
  c: WeChatPayCredentials,
  http: Fetch,
  order: { outTradeNo: string; description: string; totalFen: number; notifyUrl: string; expiresAt?: Date },
): Promise<string> {
  const body = JSON.stringify({
    appid: c.appId,
    mchid: c.mchId,
    description: order.description,
    out_trade_no: order.outTradeNo,
    ...(order.expiresAt ? { time_expire: rfc3339Beijing(order.expiresAt) } : {}),
    notify_url: order.notifyUrl,
    amount: { total: order.totalFen, currency: 'CNY' },
  });
  const answer = (await send(c, http, 'POST', '/v3/pay/transactions/native', body)) as { code_url?: string } | null;
  if (!answer?.code_url) throw new ProviderError('WeChatPay', 'no code_url');
  return answer.code_url;
}

/** GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=: for a payment whose notification never came. */
export async function queryOrder(c: WeChatPayCredentials, http: Fetch, outTradeNo: string): Promise<WeChatTransaction> {
  return (await send(c, http, 'GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(c.mchId)}`, '')) as WeChatTransaction;
}

export interface WeChatNotification {
  id: string;
  event_type: string;
  resource: Partial<EncryptedResource>;
}

export type NotificationRefusal = VerifyRefusal | 'body' | 'decrypt';

/** A notification verified and decrypted, or why it was refused. */
export function readNotification(c: Pick<WeChatPayCredentials, 'platformKey' | 'platformKeyId' | 'apiV3Key'>, message: SignedMessage, now = Date.now()): { transaction: WeChatTransaction; eventType: string } | { refusal: NotificationRefusal } {
  const refusal = verifyMessage(c, message, now);
  if (refusal) return { refusal };
  let notification: WeChatNotification;
  try {
    notification = JSON.parse(message.body) as WeChatNotification;
  } catch {
    return { refusal: 'body' };
  }
  if (!notification?.resource) return { refusal: 'body' };
  const plain = decryptResource(c.apiV3Key, notification.resource);
  if (plain === null) return { refusal: 'decrypt' };
  try {
    return { transaction: JSON.parse(plain) as WeChatTransaction, eventType: String(notification.event_type ?? '') };
  } catch {
    return { refusal: 'body' };
  }
}

/** RFC 3339 in Beijing time, as WeChat Pay writes times. */
export function rfc3339Beijing(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
