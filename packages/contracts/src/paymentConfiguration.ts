import { z } from 'zod';
import { defineCall } from './call.ts';
import { numberTypeError } from './common.ts';

/**
 * Online payment configuration (spec domain §3 "Payment configurations"): per site, one
 * configuration of each of the two providers, a chat-pay provider (WeChat Pay, API v3) and an
 * alipay-type provider (Alipay open platform).
 *
 * Credentials (keys, private keys, certificates) are write-only: the server stores them encrypted
 * and answers only whether each is set and a masked hint (the last characters of a key, the
 * algorithm of a private key, the subject and end date of a certificate). An edit that leaves a
 * credential empty keeps the stored one. PEM files are read in the browser and sent as text.
 */

export const PaymentProvider = { WeChatPay: 1, Alipay: 2 } as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];
export const paymentProvider = z.literal([PaymentProvider.WeChatPay, PaymentProvider.Alipay], { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'InvalidValue') });

/** What a PEM credential must hold. */
export type PemKind = 'privateKey' | 'publicKey' | 'certificate';

/** The credentials of each provider: a plain secret (text) or a PEM of a kind. */
export const WECHAT_PAY_CREDENTIALS = {
  ApiV3Key: 'secret',
  MerchantPrivateKey: 'privateKey',
  MerchantCertificate: 'certificate',
  /** verifies WeChat Pay's answers and notifications (the public key mode; its id is WeChatPayPublicKeyId) */
  WeChatPayPublicKey: 'publicKey',
  /** or, in the older mode, a platform certificate (its serial number names it) */
  PlatformCertificate: 'certificate',
} as const satisfies Record<string, 'secret' | PemKind>;
export const ALIPAY_CREDENTIALS = {
  AppPrivateKey: 'privateKey',
  AlipayPublicKey: 'publicKey',
  AppCertificate: 'certificate',
  AlipayCertificate: 'certificate',
  AlipayRootCertificate: 'certificate',
} as const satisfies Record<string, 'secret' | PemKind>;
export type WeChatPayCredential = keyof typeof WECHAT_PAY_CREDENTIALS;
export type AlipayCredential = keyof typeof ALIPAY_CREDENTIALS;

/** WeChat Pay's API v3 key is exactly 32 letters and digits. */
export const API_V3_KEY_PATTERN = /^[A-Za-z0-9]{32}$/;
export const WECHAT_APP_ID_PATTERN = /^wx[0-9a-f]{16}$/i;
export const WECHAT_MCH_ID_PATTERN = /^\d{6,12}$/;
/** The merchant certificate's serial number, in hexadecimal. */
export const CERTIFICATE_SERIAL_PATTERN = /^[0-9A-Fa-f]{8,64}$/;
export const ALIPAY_APP_ID_PATTERN = /^\d{16}$/;
/** The merchant's Alipay account (PID): 2088 and twelve digits. */
export const ALIPAY_SELLER_ID_PATTERN = /^2088\d{12}$/;
/** The id of a WeChat Pay public key, as `Wechatpay-Serial` names it. */
export const WECHAT_PAY_PUBLIC_KEY_ID_PATTERN = /^PUB_KEY_ID_[0-9A-Za-z_]{1,53}$/;
export const NOTIFY_URL_MAX = 255;
/** A PEM file is a few kilobytes; a root certificate chain somewhat more. */
export const PEM_MAX = 20_000;

/** Platform staff (no site) name the site; site staff always work on their own site and SiteId is ignored. */
const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

const pattern = (max: number, shape: RegExp) => z.string().max(max).regex(shape, { error: 'InvalidFormat' });
const pem = z.string().max(PEM_MAX).regex(/-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----/, { error: 'PemInvalid' });

/** Where the provider sends payment results: an absolute http(s) address. */
const notifyUrl = z
  .string()
  .max(NOTIFY_URL_MAX)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), { error: 'PaymentNotifyUrlInvalid' })
  .default('');

/** The provider's API address; empty: its production address. */
const gatewayUrl = z
  .string()
  .max(NOTIFY_URL_MAX)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), { error: 'PaymentNotifyUrlInvalid' })
  .default('');

const commonFields = {
  ...siteChoice,
  IsEnabled: z.boolean().default(false),
  /** Calls go to this server's payment sandbox (modules/onlinePayments/sandbox), for trying payments without real money. */
  IsSandbox: z.boolean().default(false),
  NotifyUrl: notifyUrl,
  GatewayUrl: gatewayUrl,
};

export const editWeChatPayBody = z.object({
  ...commonFields,
  AppId: pattern(32, WECHAT_APP_ID_PATTERN).default(''),
  MchId: pattern(12, WECHAT_MCH_ID_PATTERN).default(''),
  MerchantSerialNumber: pattern(64, CERTIFICATE_SERIAL_PATTERN).default(''),
  // Absent (or empty): the stored credential stays.
  ApiV3Key: z.string().regex(API_V3_KEY_PATTERN, { error: 'PaymentApiV3KeyFormat' }).optional(),
  MerchantPrivateKey: pem.optional(),
  MerchantCertificate: pem.optional(),
  WeChatPayPublicKeyId: pattern(64, WECHAT_PAY_PUBLIC_KEY_ID_PATTERN).default(''),
  WeChatPayPublicKey: pem.optional(),
  PlatformCertificate: pem.optional(),
});

export const editAlipayBody = z.object({
  ...commonFields,
  AppId: pattern(16, ALIPAY_APP_ID_PATTERN).default(''),
  SellerId: pattern(16, ALIPAY_SELLER_ID_PATTERN).default(''),
  AppPrivateKey: pem.optional(),
  AlipayPublicKey: pem.optional(),
  AppCertificate: pem.optional(),
  AlipayCertificate: pem.optional(),
  AlipayRootCertificate: pem.optional(),
});

/** What a read tells of a stored credential: never the credential itself. */
export const credentialState = z.object({
  IsSet: z.boolean(),
  /** e.g. "••••••••3f9A" for a key, "RSA 2048" for a private key, "CN=…" for a certificate; empty when not set */
  Masked: z.string(),
  /** a certificate's last valid day (ISO time), else null */
  ValidTo: z.string().nullable(),
});
export type CredentialState = z.output<typeof credentialState>;

const viewBase = {
  Provider: z.int32(),
  SiteId: z.int32(),
  /** false until the first save */
  Configured: z.boolean(),
  IsEnabled: z.boolean(),
  IsSandbox: z.boolean(),
  NotifyUrl: z.string(),
  GatewayUrl: z.string(),
  AppId: z.string(),
  UpdateTime: z.string().nullable(),
};

export const weChatPayView = z.object({
  ...viewBase,
  MchId: z.string(),
  MerchantSerialNumber: z.string(),
  ApiV3Key: credentialState,
  MerchantPrivateKey: credentialState,
  MerchantCertificate: credentialState,
  WeChatPayPublicKeyId: z.string(),
  WeChatPayPublicKey: credentialState,
  PlatformCertificate: credentialState,
});

export const alipayView = z.object({
  ...viewBase,
  SellerId: z.string(),
  AppPrivateKey: credentialState,
  AlipayPublicKey: credentialState,
  AppCertificate: credentialState,
  AlipayCertificate: credentialState,
  AlipayRootCertificate: credentialState,
});

const common = { access: 'granted', populations: ['backstage'] } as const;

export const getPaymentConfigurations = defineCall('/PaymentConfiguration/GetPaymentConfigurations', {
  summary: 'Both payment configurations of the site, credentials masked (platform staff name SiteId)',
  request: z.object(siteChoice),
  response: z.object({ SiteId: z.int32(), WeChatPay: weChatPayView, Alipay: alipayView }),
  readOnly: true,
  ...common,
});

export const editWeChatPayConfiguration = defineCall('/PaymentConfiguration/EditWeChatPayConfiguration', {
  summary: 'Save the WeChat Pay configuration; an empty credential keeps the stored one; its switch is whether the site offers WeChat Pay',
  request: editWeChatPayBody,
  response: weChatPayView,
  ...common,
});

export const editAlipayConfiguration = defineCall('/PaymentConfiguration/EditAlipayConfiguration', {
  summary: 'Save the Alipay configuration; an empty credential keeps the stored one',
  request: editAlipayBody,
  response: alipayView,
  ...common,
});

export const getPaymentConfigurationHistory = defineCall('/PaymentConfiguration/GetPaymentConfigurationHistory', {
  summary: 'Who changed a provider’s configuration and when, newest first (credentials appear masked only)',
  request: z.object({ Provider: paymentProvider, ...siteChoice }),
  response: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
  readOnly: true,
  ...common,
});

export const deletePaymentConfiguration = defineCall('/PaymentConfiguration/DeletePaymentConfiguration', {
  summary: 'Remove a provider’s configuration and its stored credentials',
  request: z.object({ Provider: paymentProvider, ...siteChoice }),
  response: z.null(),
  ...common,
});
