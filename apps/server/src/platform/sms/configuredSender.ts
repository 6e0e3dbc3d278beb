import { aliyunSmsSender } from './aliyun.ts';
import { outboxSmsSender, type SmsSender } from './sender.ts';
import type { SmsSettings } from './settings.ts';
import { tencentSmsSender } from './tencent.ts';

/** The sender SMS_PROVIDER chose; null when none is configured. */
export function createSmsSender(settings: SmsSettings): SmsSender | null {
  switch (settings.provider) {
    case 'none':
      return null;
    case 'outbox':
      return outboxSmsSender;
    case 'aliyun':
      return aliyunSmsSender(settings);
    case 'tencent':
      return tencentSmsSender(settings);
  }
}

/** The start-up line naming the sender in use. */
export function describeSmsSender(settings: SmsSettings): string {
  return createSmsSender(settings)?.description ?? 'none configured (set SMS_PROVIDER): codes cannot be sent and sites cannot switch SMS on';
}
