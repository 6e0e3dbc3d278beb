import crypto from 'node:crypto';
import { SmsNotSent, type SmsSender } from './sender.ts';
import { templateValues, type ProviderSettings } from './settings.ts';

/**
 * Alibaba Cloud SMS (dysmsapi SendSms, API version 2017-05-25), called in the RPC style with
 * signature version 1.0 (HMAC-SHA1 over the sorted, percent-encoded parameters).
 */
const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const ALIYUN_REGION = 'cn-hangzhou';

/** RFC 3986 encoding as Alibaba Cloud signs it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');

/** The Signature parameter of an RPC request: every parameter but Signature itself is signed. */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Mainland numbers go without the country code; others as country code + number, no "+". */
const aliyunPhone = (phoneCode: string, phoneNumber: string) => (phoneCode === '86' ? phoneNumber : `${phoneCode}${phoneNumber}`);

export function aliyunSmsSender(settings: ProviderSettings): SmsSender {
  const endpoint = settings.endpoint ?? ALIYUN_ENDPOINT;
  return {
    description: `Alibaba Cloud SMS (${endpoint})`,
    reachesPhones: true,
    async send(_tx, message) {
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: settings.region ?? ALIYUN_REGION,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: crypto.randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: aliyunPhone(message.phoneCode, message.phoneNumber),
        SignName: message.signName,
        TemplateCode: settings.verificationCodeTemplate,
        TemplateParam: JSON.stringify(Object.fromEntries(templateValues(settings, message.template))),
      };
      const body = canonicalQuery({ ...params, Signature: rpcSignature('POST', params, settings.accessKeySecret) });
      let answer: { Code?: unknown; Message?: unknown };
      try {
        const res = await fetch(`${endpoint}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        answer = (await res.json()) as typeof answer;
      } catch (error) {
        throw new SmsNotSent('aliyun', 'Unreachable', error instanceof Error ? error.message : String(error));
      }
      if (answer.Code !== 'OK') throw new SmsNotSent('aliyun', String(answer.Code ?? 'NoCode'), String(answer.Message ?? ''));
    },
  };
}
