import crypto from 'node:crypto';
import { SmsNotSent, type SmsSender } from './sender.ts';
import { templateValues, type ProviderSettings } from './settings.ts';

/** Tencent Cloud SMS (SendSms, API version 2021-01-11), signed with TC3-HMAC-SHA256. */
const TENCENT_ENDPOINT = 'https://sms.tencentcloudapi.com';
const TENCENT_REGION = 'ap-guangzhou';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const hmac = (key: crypto.BinaryLike, text: string) => crypto.createHmac('sha256', key).update(text).digest();

/** The UTC date of a timestamp in seconds, as the credential scope names it. */
const utcDate = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

export interface Tc3Request {
  secretKey: string;
  /** the product, as in its host name: "sms", "cvm" */
  service: string;
  /** the Host header as sent */
  host: string;
  /** seconds since the epoch, as sent in X-TC-Timestamp */
  timestamp: number;
  /** the JSON body, byte for byte as sent */
  payload: string;
}

/**
 * The signature of a POST with a JSON body, signing the content-type and host headers: the
 * canonical request is hashed into the string to sign, and the key is derived from the secret
 * through the date, the service and "tc3_request".
 */
export function tc3Signature(r: Tc3Request): string {
  const canonicalRequest = ['POST', '/', '', `content-type:${CONTENT_TYPE}\nhost:${r.host}\n`, 'content-type;host', sha256Hex(r.payload)].join('\n');
  const date = utcDate(r.timestamp);
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), `${date}/${r.service}/tc3_request`, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  return crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

export function tc3Authorization(secretId: string, r: Tc3Request): string {
  return `TC3-HMAC-SHA256 Credential=${secretId}/${utcDate(r.timestamp)}/${r.service}/tc3_request, SignedHeaders=content-type;host, Signature=${tc3Signature(r)}`;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string }[];
  };
}

export function tencentSmsSender(settings: ProviderSettings & { sdkAppId: string }): SmsSender {
  const endpoint = settings.endpoint ?? TENCENT_ENDPOINT;
  const host = new URL(endpoint).host;
  return {
    description: `Tencent Cloud SMS (${endpoint}, SdkAppId ${settings.sdkAppId})`,
    reachesPhones: true,
    async send(_tx, message) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+${message.phoneCode}${message.phoneNumber}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: message.signName,
        TemplateId: settings.verificationCodeTemplate,
        TemplateParamSet: templateValues(settings, message.template).map(([, value]) => value),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      let answer: SendSmsAnswer;
      try {
        const res = await fetch(`${endpoint}/`, {
          method: 'POST',
          headers: {
            authorization: tc3Authorization(settings.accessKeyId, { secretKey: settings.accessKeySecret, service: 'sms', host, timestamp, payload }),
            'content-type': CONTENT_TYPE,
            'x-tc-action': 'SendSms',
            'x-tc-timestamp': String(timestamp),
            'x-tc-version': '2021-01-11',
            'x-tc-region': settings.region ?? TENCENT_REGION,
          },
          body: payload,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        answer = (await res.json()) as SendSmsAnswer;
      } catch (error) {
        throw new SmsNotSent('tencent', 'Unreachable', error instanceof Error ? error.message : String(error));
      }
      const error = answer.Response?.Error;
      if (error) throw new SmsNotSent('tencent', error.Code ?? 'NoCode', error.Message ?? '');
      // One number per request, so one status; "Ok" is the only success.
      const status = answer.Response?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw new SmsNotSent('tencent', status?.Code ?? 'NoStatus', status?.Message ?? '');
    },
  };
}
