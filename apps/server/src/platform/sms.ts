import type { Executor } from './db.ts';
import { smsOutbox } from '../db/schema.ts';

export interface SmsMessage {
  siteId: number | null;
  phoneCode: string;
  phoneNumber: string;
  text: string;
}

/** Sends text messages. The default keeps them in the sms_outbox table; a provider is an adapter of this. */
export interface SmsSender {
  send(tx: Executor, message: SmsMessage): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    await tx.insert(smsOutbox).values(message);
  },
};
