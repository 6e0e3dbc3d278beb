import crypto from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { ErrorCode, type Language } from '@lbo/contracts';
import { sha256 } from '../../platform/auth.ts';
import type { Services } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, keepingWrites, refused } from '../../platform/errors.ts';
import { SmsNotSent } from '../../platform/sms/sender.ts';
import { smsCodes } from './tables.ts';

const SMS_CODE_SECONDS = 300;
const SMS_RESEND_SECONDS = 60;
const SMS_MAX_ATTEMPTS = 5;

/** register | login:user | login:backstage | retrieve:user | retrieve:backstage */
export type SmsPurpose = string;

interface Phone {
  PhoneCode: string;
  PhoneNumber: string;
}

export async function sendSmsCode(
  tx: Executor,
  services: Services,
  opts: { siteId: number | null; smsSign: string; purpose: SmsPurpose; phone: Phone; captchaKey: string; language: Language },
) {
  const [recent] = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneCode, opts.phone.PhoneCode),
        eq(smsCodes.phoneNumber, opts.phone.PhoneNumber),
        eq(smsCodes.purpose, opts.purpose),
        gt(smsCodes.createdAt, new Date(Date.now() - SMS_RESEND_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (recent) {
    const seconds = Math.ceil(SMS_RESEND_SECONDS - (Date.now() - recent.createdAt.getTime()) / 1000);
    throw refused('SmsTooFrequent', { seconds: Math.max(seconds, 1) });
  }
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  // The captcha stays spent when nothing is sent, so each new attempt costs a new puzzle.
  if (!services.sms) {
    services.log.warn({ siteId: opts.siteId }, 'text message not sent: no SMS sender is configured (SMS_PROVIDER)');
    throw keepingWrites(refused('SmsNotSent'));
  }
  // Sent before the code is stored: a code the provider refused is never kept as sent.
  try {
    await services.sms.send(tx, {
      siteId: opts.siteId,
      phoneCode: opts.phone.PhoneCode,
      phoneNumber: opts.phone.PhoneNumber,
      signName: opts.smsSign,
      template: { kind: 'VerificationCode', code, minutes: SMS_CODE_SECONDS / 60 },
      language: opts.language,
    });
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    services.log.warn({ siteId: opts.siteId, provider: error.provider, providerCode: error.providerCode, providerMessage: error.providerMessage }, 'text message not sent');
    throw keepingWrites(refused('SmsNotSent'));
  }
  const phoneKey = crypto.randomUUID();
  await tx.insert(smsCodes).values({
    phoneKey,
    siteId: opts.siteId,
    purpose: opts.purpose,
    phoneCode: opts.phone.PhoneCode,
    phoneNumber: opts.phone.PhoneNumber,
    codeHash: sha256(`${phoneKey}:${code}`),
    captchaKey: opts.captchaKey,
    expiresAt: new Date(Date.now() + SMS_CODE_SECONDS * 1000),
  });
  return { PhoneKey: phoneKey, ResendAfterSeconds: SMS_RESEND_SECONDS };
}

/**
 * Spend an SMS code: same site (the host it was requested on), same phone, same purpose, not
 * expired, not used, at most five tries. When a captcha key is given it must be the one the code
 * was requested with.
 */
export async function consumeSmsCode(
  tx: Executor,
  opts: { siteId: number | null; purpose: SmsPurpose; phone: Phone; phoneKey: string; code: string; captchaKey?: string },
): Promise<void> {
  const invalid = () => new AppError(ErrorCode.BusinessRule, 'SmsCodeInvalid', { field: 'PhoneNumberCode' });
  if (!/^[0-9a-f-]{36}$/i.test(opts.phoneKey)) throw invalid();
  const [row] = await tx.select().from(smsCodes).where(eq(smsCodes.phoneKey, opts.phoneKey)).for('update');
  if (
    !row ||
    row.usedAt ||
    row.expiresAt.getTime() <= Date.now() ||
    row.attempts >= SMS_MAX_ATTEMPTS ||
    row.siteId !== opts.siteId ||
    row.purpose !== opts.purpose ||
    row.phoneCode !== opts.phone.PhoneCode ||
    row.phoneNumber !== opts.phone.PhoneNumber ||
    (opts.captchaKey !== undefined && row.captchaKey !== opts.captchaKey)
  ) {
    throw invalid();
  }
  if (row.codeHash !== sha256(`${opts.phoneKey}:${opts.code}`)) {
    await tx.update(smsCodes).set({ attempts: row.attempts + 1 }).where(eq(smsCodes.phoneKey, opts.phoneKey));
    throw keepingWrites(invalid());
  }
  await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.phoneKey, opts.phoneKey));
}
