import { formatMessage, type Language } from '@lbo/contracts';
import type { Executor } from '../db.ts';
import { smsOutbox } from '../../db/schema.ts';

/**
 * What a text message says. Providers send only templates approved beforehand, filled with
 * parameters, never free text: each kind here is one configured template.
 */
export interface SmsTemplate {
  kind: 'VerificationCode';
  code: string;
  minutes: number;
}

interface SmsMessage {
  siteId: number | null;
  phoneCode: string;
  phoneNumber: string;
  /** the site's SMS signature (SmsSign): the sign name registered with the provider */
  signName: string;
  template: SmsTemplate;
  /** the language the outbox writes the message in (a provider's template has its own) */
  language: Language;
}

/** Sends text messages: the outbox (demo and tests) or a provider's adapter (aliyun.ts, tencent.ts). */
export interface SmsSender {
  /** for the start-up log */
  readonly description: string;
  /** whether messages reach phones: only then may a site switch SMS on */
  readonly reachesPhones: boolean;
  /** Throws SmsNotSent when the provider refuses or cannot be reached. */
  send(tx: Executor, message: SmsMessage): Promise<void>;
}

/** A provider refused a message or could not be reached; its own code and message go to the log. */
export class SmsNotSent extends Error {
  constructor(
    readonly provider: string,
    readonly providerCode: string,
    readonly providerMessage: string,
  ) {
    super(`${provider} did not send the text message: ${providerCode} ${providerMessage}`);
  }
}

/** The message as a phone would show it, for the outbox. */
function readableText(message: SmsMessage): string {
  const { code, minutes } = message.template;
  return formatMessage('SmsCodeText', message.language, { sign: message.signName, code, minutes });
}

/** Keeps each message in the sms_outbox table instead of sending it. */
export const outboxSmsSender: SmsSender = {
  description: 'outbox (messages are written to the sms_outbox table, not sent)',
  reachesPhones: false,
  async send(tx, message) {
    await tx.insert(smsOutbox).values({ siteId: message.siteId, phoneCode: message.phoneCode, phoneNumber: message.phoneNumber, text: readableText(message) });
  },
};
