import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { paymentConfiguration as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { rootCertificateSn } from '../../platform/x509.ts';
import { sites } from '../sites/tables.ts';
import { auditHistory, requireSite } from '../../platform/siteResources.ts';
import type { SecretBox } from './secretBox.ts';
import { paymentConfigurations, type StoredCredential } from './tables.ts';

/**
 * Online payment configuration: per site, one row per provider.
 *
 * Credentials are checked before they are stored (a private key must parse as one, a certificate
 * must parse and not be expired, the merchant private key must belong to the merchant certificate
 * and the serial number must be the certificate's), then sealed (secretBox.ts) with the place they
 * belong to. Reads and audit rows carry only the masked hint computed at that moment; no call ever
 * answers a credential. A credential left out of an edit keeps its stored value. Enabling a provider
 * needs every field it cannot work without.
 *
 * The WeChat Pay configuration's switch is the one truth of whether the site offers WeChat Pay:
 * the site's OpenWeChatPay (spec "Site") follows it in the same transaction and cannot be set
 * on its own, so a site never shows WeChat Pay on without working credentials, nor off while
 * payments are taken.
 */

const { ALIPAY_CREDENTIALS, PaymentProvider, WECHAT_PAY_CREDENTIALS } = contract;
type CredentialState = contract.CredentialState;
type PemKind = contract.PemKind;
type Row = typeof paymentConfigurations.$inferSelect;
type Provider = (typeof PaymentProvider)[keyof typeof PaymentProvider];
type CredentialKind = 'secret' | PemKind;
type WeChatBody = z.output<typeof contract.editWeChatPayBody>;
type AlipayBody = z.output<typeof contract.editAlipayBody>;

const ENTITY = 'PaymentConfiguration';
const PROVIDER_NAME: Record<Provider, string> = { [PaymentProvider.WeChatPay]: 'WeChatPay', [PaymentProvider.Alipay]: 'Alipay' };

/** The audit trail's name of a site's provider configuration: it outlives a removal and a new configuration. */
const auditIdOf = (siteId: number, provider: Provider) => `${siteId}-${PROVIDER_NAME[provider]}`;

/** Where a sealed value belongs: it opens only there. */
const placeOf = (siteId: number, provider: Provider, field: string) => `payment:${siteId}:${provider}:${field}`;

const NOT_SET: CredentialState = { IsSet: false, Masked: '', ValidTo: null };
const stateOf = (stored: StoredCredential | undefined): CredentialState => (stored ? { IsSet: true, Masked: stored.masked, ValidTo: stored.validTo } : NOT_SET);

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/g;

function describeKey(key: crypto.KeyObject): string {
  const details = key.asymmetricKeyDetails;
  const type = (key.asymmetricKeyType ?? 'key').toUpperCase();
  if (details?.modulusLength) return `${type} ${details.modulusLength}`;
  if (details?.namedCurve) return `${type} ${details.namedCurve}`;
  return type;
}

function commonName(subject: string): string {
  const cn = /(?:^|\n)CN=([^\n]+)/.exec(subject);
  return cn?.[1] ?? subject.split('\n')[0] ?? '';
}

/** What a credential holds, checked; the hint reads may show of it. */
function inspect(field: string, kind: CredentialKind, text: string, now: Date): { masked: string; validTo: string | null } {
  if (kind === 'secret') return { masked: `••••••••${text.slice(-4)}`, validTo: null };
  if (kind === 'privateKey') {
    try {
      return { masked: describeKey(crypto.createPrivateKey(text)), validTo: null };
    } catch {
      throw invalid(field, 'PemPrivateKeyInvalid');
    }
  }
  if (kind === 'publicKey') {
    try {
      return { masked: describeKey(crypto.createPublicKey(text)), validTo: null };
    } catch {
      throw invalid(field, 'PemPublicKeyInvalid');
    }
  }
  // A certificate file may hold a chain (Alipay's root certificate): every block must be a certificate; the first one is described.
  const blocks = [...text.matchAll(PEM_BLOCK)];
  if (blocks.length === 0 || blocks.some((b) => b[1] !== 'CERTIFICATE')) throw invalid(field, 'PemCertificateInvalid');
  let certificates: crypto.X509Certificate[];
  try {
    certificates = blocks.map((b) => new crypto.X509Certificate(b[0]));
  } catch {
    throw invalid(field, 'PemCertificateInvalid');
  }
  const first = certificates[0]!;
  const validTo = new Date(first.validTo);
  if (validTo < now) throw invalid(field, 'PemCertificateExpired', { date: validTo.toISOString().slice(0, 10) });
  return { masked: `${commonName(first.subject)} · ${first.serialNumber}`, validTo: validTo.toISOString() };
}

interface ProviderRules<Body> {
  provider: Provider;
  credentials: Readonly<Record<string, CredentialKind>>;
  /** The plain columns of the body. */
  columns(body: Body): Partial<typeof paymentConfigurations.$inferInsert>;
  /** Field names (plain or credential) that must be filled in to enable it, in form order. */
  requiredToEnable: readonly string[];
  /** [private key, certificate] that must belong together when both are present. */
  keyPair: readonly [string, string];
}

const WECHAT_PAY: ProviderRules<WeChatBody> = {
  provider: PaymentProvider.WeChatPay,
  credentials: WECHAT_PAY_CREDENTIALS,
  columns: (b) => ({ appId: b.AppId, merchantId: b.MchId, merchantSerialNumber: b.MerchantSerialNumber, publicKeyId: b.WeChatPayPublicKeyId }),
  requiredToEnable: ['AppId', 'MchId', 'MerchantSerialNumber', 'ApiV3Key', 'MerchantPrivateKey', 'NotifyUrl'],
  keyPair: ['MerchantPrivateKey', 'MerchantCertificate'],
};

const ALIPAY: ProviderRules<AlipayBody> = {
  provider: PaymentProvider.Alipay,
  credentials: ALIPAY_CREDENTIALS,
  columns: (b) => ({ appId: b.AppId, merchantId: '', merchantSerialNumber: '', sellerId: b.SellerId }),
  requiredToEnable: ['AppId', 'AppPrivateKey', 'NotifyUrl'],
  keyPair: ['AppPrivateKey', 'AppCertificate'],
};

async function loadRow(tx: Executor, siteId: number, provider: Provider): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(paymentConfigurations)
    .where(and(eq(paymentConfigurations.siteId, siteId), eq(paymentConfigurations.provider, provider)));
  return row;
}

function baseView(siteId: number, provider: Provider, row: Row | undefined) {
  return {
    Provider: provider,
    SiteId: siteId,
    Configured: Boolean(row),
    IsEnabled: row?.isEnabled ?? false,
    IsSandbox: row?.isSandbox ?? false,
    NotifyUrl: row?.notifyUrl ?? '',
    GatewayUrl: row?.gatewayUrl ?? '',
    AppId: row?.appId ?? '',
    UpdateTime: row?.updatedAt.toISOString() ?? null,
  };
}

const credentialStates = (fields: Readonly<Record<string, CredentialKind>>, row: Row | undefined) =>
  Object.fromEntries(Object.keys(fields).map((f) => [f, stateOf(row?.credentials[f])]));

function weChatPayView(siteId: number, row: Row | undefined): z.input<typeof contract.weChatPayView> {
  return {
    ...baseView(siteId, PaymentProvider.WeChatPay, row),
    MchId: row?.merchantId ?? '',
    MerchantSerialNumber: row?.merchantSerialNumber ?? '',
    WeChatPayPublicKeyId: row?.publicKeyId ?? '',
    ...(credentialStates(WECHAT_PAY_CREDENTIALS, row) as Record<keyof typeof WECHAT_PAY_CREDENTIALS, CredentialState>),
  };
}

function alipayView(siteId: number, row: Row | undefined): z.input<typeof contract.alipayView> {
  return { ...baseView(siteId, PaymentProvider.Alipay, row), SellerId: row?.sellerId ?? '', ...(credentialStates(ALIPAY_CREDENTIALS, row) as Record<keyof typeof ALIPAY_CREDENTIALS, CredentialState>) };
}

export async function getPaymentConfigurations(tx: Executor, actor: Actor, siteIdChoice: number | undefined) {
  const siteId = await requireSite(tx, actor, siteIdChoice);
  return {
    SiteId: siteId,
    WeChatPay: weChatPayView(siteId, await loadRow(tx, siteId, PaymentProvider.WeChatPay)),
    Alipay: alipayView(siteId, await loadRow(tx, siteId, PaymentProvider.Alipay)),
  };
}

/** The plaintext of a credential: as sent, or opened from storage. */
function plainOf(box: SecretBox, siteId: number, provider: Provider, field: string, sent: string | undefined, stored: StoredCredential | undefined): string | undefined {
  if (sent !== undefined) return sent;
  if (!stored) return undefined;
  const plain = box.open(stored.sealed, placeOf(siteId, provider, field));
  if (plain === null) throw refused('PaymentCredentialsUnreadable');
  return plain;
}

/** The site's OpenWeChatPay follows its WeChat Pay configuration's switch (Alipay has no site flag). */
async function followOnSite(tx: Executor, siteId: number, provider: Provider, enabled: boolean): Promise<void> {
  if (provider === PaymentProvider.WeChatPay) await tx.update(sites).set({ openWeChatPay: enabled }).where(eq(sites.id, siteId));
}

async function saveProvider<Body extends WeChatBody | AlipayBody>(tx: Executor, actor: Actor, box: SecretBox, rules: ProviderRules<Body>, body: Body): Promise<Row> {
  const siteId = await requireSite(tx, actor, body.SiteId);
  const provider = rules.provider;
  // One editor of a site's provider at a time: the merge of kept credentials must not lose a concurrent change.
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('paymentProviders', provider)}::int, ${siteId}::int)`);
  const before = await loadRow(tx, siteId, provider);
  const sent = body as unknown as Record<string, string | boolean | number | undefined>;
  const now = new Date();

  const credentials: Record<string, StoredCredential> = { ...before?.credentials };
  for (const [field, kind] of Object.entries(rules.credentials)) {
    const text = sent[field];
    if (typeof text !== 'string') continue;
    credentials[field] = { sealed: box.seal(text, placeOf(siteId, provider, field)), ...inspect(field, kind, text, now) };
  }

  const [keyField, certificateField] = rules.keyPair;
  const sentText = (field: string) => (typeof sent[field] === 'string' ? (sent[field] as string) : undefined);
  const certificate = () => new crypto.X509Certificate(plainOf(box, siteId, provider, certificateField, sentText(certificateField), before?.credentials[certificateField])!);
  // A stored pair was checked when it was saved: only a change needs the check again.
  if ((sentText(keyField) !== undefined || sentText(certificateField) !== undefined) && credentials[keyField] && credentials[certificateField]) {
    const key = crypto.createPrivateKey(plainOf(box, siteId, provider, keyField, sentText(keyField), before?.credentials[keyField])!);
    if (!certificate().checkPrivateKey(key)) throw invalid(keyField, 'PaymentKeyCertificateMismatch');
  }
  const serial = 'MerchantSerialNumber' in body ? body.MerchantSerialNumber : '';
  if (serial && credentials[certificateField] && (sentText(certificateField) !== undefined || serial !== before?.merchantSerialNumber)) {
    const actual = certificate().serialNumber;
    if (serial.toUpperCase() !== actual.toUpperCase()) throw invalid('MerchantSerialNumber', 'PaymentSerialMismatch', { serial: actual });
  }

  const columns = { ...rules.columns(body), isEnabled: body.IsEnabled, isSandbox: body.IsSandbox, notifyUrl: body.NotifyUrl, gatewayUrl: body.GatewayUrl, credentials };
  if (body.IsEnabled) {
    const filled = (field: string) => (field in rules.credentials ? Boolean(credentials[field]) : Boolean(sent[field]));
    const missing = rules.requiredToEnable.find((field) => !filled(field));
    if (missing) throw invalid(missing, 'PaymentRequiredWhenEnabled');
    if (provider === PaymentProvider.Alipay) {
      // Alipay's mode is the credentials': any certificate → the certificate mode, which needs all three.
      const certificates = ['AppCertificate', 'AlipayCertificate', 'AlipayRootCertificate'];
      if (certificates.some(filled)) {
        const lacking = certificates.find((field) => !filled(field));
        if (lacking) throw invalid(lacking, 'AlipayCertificatesIncomplete');
      } else if (!filled('AlipayPublicKey')) throw invalid('AlipayPublicKey', 'AlipayKeyOrCertificatesRequired');
    }
  }
  if (provider === PaymentProvider.Alipay && sentText('AlipayRootCertificate') !== undefined && !rootCertificateSn(sentText('AlipayRootCertificate')!)) {
    throw invalid('AlipayRootCertificate', 'AlipayRootCertificateNoRsa');
  }

  const [after] = before
    ? await tx.update(paymentConfigurations).set(columns).where(eq(paymentConfigurations.id, before.id)).returning()
    : await tx
        .insert(paymentConfigurations)
        .values({ siteId, provider, ...columns })
        .returning();
  if (!after) throw new Error('payment configuration not saved');
  await followOnSite(tx, siteId, provider, after.isEnabled);
  const view = provider === PaymentProvider.WeChatPay ? weChatPayView : alipayView;
  await recordAudit(tx, {
    siteId,
    actorId: actor.userId,
    entity: ENTITY,
    entityId: auditIdOf(siteId, provider),
    action: before ? 'Edit' : 'Establish',
    before: before ? view(siteId, before) : undefined,
    after: view(siteId, after),
  });
  return after;
}

export async function editWeChatPay(tx: Executor, actor: Actor, box: SecretBox, body: WeChatBody) {
  const row = await saveProvider(tx, actor, box, WECHAT_PAY, body);
  return weChatPayView(row.siteId, row);
}

export async function editAlipay(tx: Executor, actor: Actor, box: SecretBox, body: AlipayBody) {
  const row = await saveProvider(tx, actor, box, ALIPAY, body);
  return alipayView(row.siteId, row);
}

export async function deletePaymentConfiguration(tx: Executor, actor: Actor, provider: Provider, siteIdChoice: number | undefined): Promise<null> {
  const siteId = await requireSite(tx, actor, siteIdChoice);
  const row = await loadRow(tx, siteId, provider);
  if (!row) return null;
  await tx.delete(paymentConfigurations).where(eq(paymentConfigurations.id, row.id));
  await followOnSite(tx, siteId, provider, false);
  const view = provider === PaymentProvider.WeChatPay ? weChatPayView : alipayView;
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: auditIdOf(siteId, provider), action: 'Delete', before: view(siteId, row) });
  return null;
}

/** A provider's changes, newest first; the audit rows hold masked views only. */
export async function paymentConfigurationHistory(tx: Executor, actor: Actor, provider: Provider, siteIdChoice: number | undefined) {
  const siteId = await requireSite(tx, actor, siteIdChoice);
  return auditHistory(tx, ENTITY, auditIdOf(siteId, provider));
}

/** A site's configuration of a provider with its credentials opened: what the payment adapters need. */
export interface OpenedConfiguration {
  siteId: number;
  isEnabled: boolean;
  isSandbox: boolean;
  notifyUrl: string;
  gatewayUrl: string;
  appId: string;
  merchantId: string;
  merchantSerialNumber: string;
  sellerId: string;
  publicKeyId: string;
  /** plaintext by the contract's field name; a credential that is not set is absent */
  secrets: Record<string, string>;
}

/** Opens a site's provider configuration for a payment; null when the site has none. */
export async function openConfiguration(tx: Executor, box: SecretBox, siteId: number, provider: Provider): Promise<OpenedConfiguration | null> {
  const row = await loadRow(tx, siteId, provider);
  if (!row) return null;
  const secrets: Record<string, string> = {};
  for (const [field, stored] of Object.entries(row.credentials)) {
    const plain = box.open(stored.sealed, placeOf(siteId, provider, field));
    if (plain === null) throw refused('PaymentCredentialsUnreadable');
    secrets[field] = plain;
  }
  const { isEnabled, isSandbox, notifyUrl, gatewayUrl, appId, merchantId, merchantSerialNumber, sellerId, publicKeyId } = row;
  return { siteId, isEnabled, isSandbox, notifyUrl, gatewayUrl, appId, merchantId, merchantSerialNumber, sellerId, publicKeyId, secrets };
}

/** Stores a site's provider configuration as given (the demo's sandbox setup at the first start): credentials sealed, nothing audited. */
export async function installConfiguration(
  tx: Executor,
  box: SecretBox,
  siteId: number,
  provider: Provider,
  values: Omit<typeof paymentConfigurations.$inferInsert, 'siteId' | 'provider' | 'credentials'>,
  plain: Record<string, string>,
): Promise<void> {
  const kinds: Readonly<Record<string, CredentialKind>> = provider === PaymentProvider.WeChatPay ? WECHAT_PAY_CREDENTIALS : ALIPAY_CREDENTIALS;
  const now = new Date();
  const credentials = Object.fromEntries(
    Object.entries(plain).map(([field, text]) => [field, { sealed: box.seal(text, placeOf(siteId, provider, field)), ...inspect(field, kinds[field]!, text, now) }]),
  );
  await tx.insert(paymentConfigurations).values({ ...values, siteId, provider, credentials });
  await followOnSite(tx, siteId, provider, values.isEnabled ?? false);
}
