import type { SmsTemplate } from './sender.ts';

/** How long a provider may take to answer: the request's transaction waits for it. */
export const SMS_TIMEOUT_MS = 10_000;

const TEMPLATE_PARAMS = ['code', 'minutes'] as const;
type TemplateParam = (typeof TEMPLATE_PARAMS)[number];

export interface ProviderSettings {
  /** Alibaba Cloud AccessKey ID / Tencent Cloud SecretId */
  accessKeyId: string;
  /** Alibaba Cloud AccessKey secret / Tencent Cloud SecretKey */
  accessKeySecret: string;
  /** the approved verification-code template: Alibaba's TemplateCode (SMS_…) or Tencent's TemplateId */
  verificationCodeTemplate: string;
  /** the template's variables in order: Alibaba's ${name}s, Tencent's {1}, {2}… */
  templateParams: readonly TemplateParam[];
  region: string | undefined;
  /** another address for the provider's API (tests use a local stand-in) */
  endpoint: string | undefined;
  timeoutMs: number;
}

/**
 * Which sender the server uses. `none`: no sender is configured, so no code can be sent and no
 * site may switch SMS on; `outbox`: messages are kept in sms_outbox (demo, development, tests).
 */
export type SmsSettings =
  | { provider: 'none' }
  | { provider: 'outbox' }
  | ({ provider: 'aliyun' } & ProviderSettings)
  | ({ provider: 'tencent'; sdkAppId: string } & ProviderSettings);

/** The template's parameters with their values, in the configured order. */
export function templateValues(settings: ProviderSettings, template: SmsTemplate): [TemplateParam, string][] {
  return settings.templateParams.map((name) => [name, String(template[name])]);
}

/**
 * SMS_PROVIDER chooses the sender; unset, the embedded database (the demo installation) uses the
 * outbox and a PostgreSQL installation has none until a provider is configured.
 */
export function smsSettings(env: NodeJS.ProcessEnv, embeddedDatabase: boolean): SmsSettings {
  const provider = env.SMS_PROVIDER || (embeddedDatabase ? 'outbox' : 'none');
  if (provider === 'none' || provider === 'outbox') return { provider };
  if (provider !== 'aliyun' && provider !== 'tencent') throw new Error(`SMS_PROVIDER must be outbox, aliyun or tencent, not "${provider}"`);
  const required = ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_VERIFICATION_CODE', ...(provider === 'tencent' ? ['SMS_SDK_APP_ID'] : [])];
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  const templateParams = (env.SMS_TEMPLATE_PARAMS || 'code').split(',').map((p) => p.trim());
  const unknown = templateParams.filter((p) => !TEMPLATE_PARAMS.some((known) => known === p));
  if (unknown.length > 0) throw new Error(`SMS_TEMPLATE_PARAMS may list ${TEMPLATE_PARAMS.join(', ')}, not ${unknown.join(', ')}`);
  const settings: ProviderSettings = {
    accessKeyId: env.SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.SMS_ACCESS_KEY_SECRET ?? '',
    verificationCodeTemplate: env.SMS_TEMPLATE_VERIFICATION_CODE ?? '',
    templateParams: templateParams as TemplateParam[],
    region: env.SMS_REGION || undefined,
    endpoint: env.SMS_ENDPOINT?.replace(/\/+$/, '') || undefined,
    timeoutMs: SMS_TIMEOUT_MS,
  };
  return provider === 'aliyun' ? { provider, ...settings } : { provider, sdkAppId: env.SMS_SDK_APP_ID ?? '', ...settings };
}
