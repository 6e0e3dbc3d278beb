import crypto from 'node:crypto';
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { onlinePayments as contract, texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Services } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { pageOf } from '../../platform/siteLists.ts';
import { users } from '../access/tables.ts';
import { holdRechargeCoupons, releaseRechargeCoupons } from '../coupons/index.ts';
import { creditOnlineRecharge } from '../wallets/index.ts';
import { openConfiguration, paymentSecretBox, type OpenedConfiguration } from '../paymentConfiguration/index.ts';
import * as alipay from './alipay.ts';
import { ProviderError } from './provider.ts';
import { sandboxBase } from './sandbox.ts';
import { recharges } from './tables.ts';
import * as wechat from './wechatPay.ts';
import * as x509 from '../../platform/x509.ts';

/**
 * Online recharge: a record first (Created), then the provider's word settles it — a verified
 * notification (notify.ts) or, when none came, our query of the provider — under a row lock, so
 * it is Paid exactly once however often the provider repeats itself.
 */

const { PaymentProvider, RechargeStatus, rechargeLifecycle, RECHARGE_CURRENCY, RECHARGE_EXPIRY_MINUTES } = contract;
export type Recharge = typeof recharges.$inferSelect;
type Provider = contract.PaymentProvider;
type Row = z.input<typeof contract.rechargeRow>;

const PROVIDER_NAMES = { [PaymentProvider.WeChatPay]: texts('微信支付', '微信支付', 'WeChat Pay'), [PaymentProvider.Alipay]: texts('支付宝', '支付寶', 'Alipay') } as const;
const PROVIDER_KEYS = { [PaymentProvider.WeChatPay]: 'WeChatPay', [PaymentProvider.Alipay]: 'Alipay' } as const;
export const providerOfKey = (key: string): Provider | undefined => (key === 'WeChatPay' ? PaymentProvider.WeChatPay : key === 'Alipay' ? PaymentProvider.Alipay : undefined);

/**
 * Crediting the customer's wallet with a paid recharge: called once per recharge, in the
 * transaction that marks it Paid, through the wallet ledger (its key makes a second call a no-op).
 */
export const creditPaidRecharge = (tx: Executor, r: Recharge) => creditOnlineRecharge(tx, r);

// ── Credentials ───────────────────────────────────────────────────────────────────────────────

function incomplete(provider: Provider, missing: string): never {
  throw refused('PaymentConfigurationIncomplete', { provider: PROVIDER_NAMES[provider], missing });
}

function gateway(services: Pick<Services, 'config'>, cfg: OpenedConfiguration, provider: Provider): string {
  if (cfg.isSandbox) {
    if (!services.config.paymentSandbox) throw refused('PaymentSandboxOff');
    return provider === PaymentProvider.WeChatPay ? sandboxBase(services).wechat : sandboxBase(services).alipay;
  }
  if (cfg.gatewayUrl) return cfg.gatewayUrl.replace(/\/+$/, '');
  return provider === PaymentProvider.WeChatPay ? wechat.WECHAT_PAY_PRODUCTION : alipay.ALIPAY_PRODUCTION;
}

/** WeChat Pay's key that verifies its messages: the public key (with its id), else a platform certificate (its serial number). */
function weChatPayKey(cfg: OpenedConfiguration): { platformKey: string; platformKeyId: string } | null {
  const publicKey = cfg.secrets.WeChatPayPublicKey;
  if (publicKey && cfg.publicKeyId) return { platformKey: publicKey, platformKeyId: cfg.publicKeyId };
  const certificate = cfg.secrets.PlatformCertificate;
  if (!certificate) return null;
  const x509 = new crypto.X509Certificate(certificate);
  return { platformKey: x509.publicKey.export({ type: 'spki', format: 'pem' }).toString(), platformKeyId: x509.serialNumber };
}

export function weChatCredentials(services: Pick<Services, 'config'>, cfg: OpenedConfiguration): wechat.WeChatPayCredentials {
  const p = PaymentProvider.WeChatPay;
  const { ApiV3Key: apiV3Key, MerchantPrivateKey: merchantPrivateKey } = cfg.secrets;
  if (!cfg.appId) incomplete(p, 'AppId');
  if (!cfg.merchantId) incomplete(p, 'MchId');
  if (!cfg.merchantSerialNumber) incomplete(p, 'MerchantSerialNumber');
  if (!apiV3Key) incomplete(p, 'ApiV3Key');
  if (!merchantPrivateKey) incomplete(p, 'MerchantPrivateKey');
  const key = weChatPayKey(cfg);
  if (!key) incomplete(p, 'WeChatPayPublicKey / WeChatPayPublicKeyId');
  return { baseUrl: gateway(services, cfg, p), mchId: cfg.merchantId, appId: cfg.appId, merchantSerialNumber: cfg.merchantSerialNumber, merchantPrivateKey, apiV3Key, ...key };
}

/** Alipay's certificate mode's credentials, in the order a configuration names them. */
export const ALIPAY_CERTIFICATES = ['AppCertificate', 'AlipayCertificate', 'AlipayRootCertificate'] as const;

/**
 * Alipay's credentials. The mode is the configuration's: any of the certificates → the certificate
 * mode (all three needed; what lacks is named), else the public key mode (Alipay's public key).
 */
export function alipayCredentials(services: Pick<Services, 'config'>, cfg: OpenedConfiguration): alipay.AlipayCredentials {
  const p = PaymentProvider.Alipay;
  const { AppPrivateKey: appPrivateKey, AlipayPublicKey: alipayPublicKey } = cfg.secrets;
  if (!cfg.appId) incomplete(p, 'AppId');
  if (!cfg.sellerId) incomplete(p, 'SellerId');
  if (!appPrivateKey) incomplete(p, 'AppPrivateKey');
  const base = { gatewayUrl: gateway(services, cfg, p), appId: cfg.appId, sellerId: cfg.sellerId, appPrivateKey };
  if (ALIPAY_CERTIFICATES.some((field) => cfg.secrets[field])) {
    const missing = ALIPAY_CERTIFICATES.filter((field) => !cfg.secrets[field]);
    if (missing.length > 0) incomplete(p, missing.join(', '));
    const { AppCertificate: app, AlipayCertificate: alipayCertificate, AlipayRootCertificate: root } = cfg.secrets as Record<(typeof ALIPAY_CERTIFICATES)[number], string>;
    return {
      ...base,
      alipayPublicKey: x509.publicKeyOf(alipayCertificate),
      certificates: { appCertSn: x509.certificateSn(app), alipayRootCertSn: x509.rootCertificateSn(root), alipayCertSn: x509.certificateSn(alipayCertificate) },
    };
  }
  if (!alipayPublicKey) incomplete(p, 'AlipayPublicKey');
  return { ...base, alipayPublicKey };
}

async function enabledConfiguration(tx: Executor, services: Services, siteId: number, provider: Provider, field = 'Provider'): Promise<OpenedConfiguration> {
  const cfg = await openConfiguration(tx, paymentSecretBox(services.config), siteId, provider);
  if (!cfg?.isEnabled) throw invalid(field, 'RechargeProviderNotOffered');
  return cfg;
}

// ── Rows ──────────────────────────────────────────────────────────────────────────────────────

const fenOf = (amount: string) => new Decimal(amount).times(100).toNumber();

async function toRows(tx: Executor, rows: Recharge[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const owners = ids.length === 0 ? [] : await tx.select({ id: users.id, name: users.userName, number: users.number }).from(users).where(inArray(users.id, ids));
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => ({
    Id: r.id,
    OutTradeNo: r.outTradeNo,
    Provider: r.provider,
    Currency: r.currency,
    Amount: new Decimal(r.amount).toFixed(2),
    CouponAmount: new Decimal(r.couponAmount).toFixed(2),
    Status: r.status,
    PayTarget: r.status === RechargeStatus.Created ? r.payTarget : '',
    ProviderTransactionId: r.providerTransactionId,
    PaidTime: r.paidAt?.toISOString() ?? null,
    CreationTime: r.createdAt.toISOString(),
    UserId: r.ownerId,
    UserName: byId.get(r.ownerId)?.name ?? '',
    MemberNumber: byId.get(r.ownerId)?.number ?? '',
  }));
}

const rowOf = async (tx: Executor, r: Recharge) => (await toRows(tx, [r]))[0]!;

const scopeOf = (actor: Actor): SQL[] => [...ofCallerSite(recharges.siteId, actor), ...(actor.population === 'user' ? [eq(recharges.ownerId, actor.userId)] : [])];

async function findRecharge(tx: Executor, actor: Actor, id: number): Promise<Recharge> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), ...scopeOf(actor)));
  if (!row) throw notFound();
  return row;
}

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────

/** The providers the customer's site has switched on. */
export async function rechargeProviders(tx: Executor, services: Services, actor: Actor) {
  const offered = [];
  for (const provider of [PaymentProvider.WeChatPay, PaymentProvider.Alipay]) {
    const cfg = await openConfiguration(tx, paymentSecretBox(services.config), actor.siteId!, provider);
    if (cfg?.isEnabled) offered.push({ Provider: provider, IsSandbox: cfg.isSandbox });
  }
  return offered;
}

/** R + Beijing date and time + 8 random digits: unique, and readable by the person who asks support about it. */
function newOutTradeNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function createOnlineRecharge(tx: Executor, services: Services, actor: Actor, body: z.output<typeof contract.createRechargeBody>) {
  const siteId = actor.siteId!;
  refuseUnlessAllowed(rechargeLifecycle, null, 'Create', actor.population, 'Id');
  const provider = body.Provider as Provider;
  const cfg = await enabledConfiguration(tx, services, siteId, provider);
  const amount = new Decimal(body.Amount).toFixed(2);
  const credentials = provider === PaymentProvider.WeChatPay ? weChatCredentials(services, cfg) : alipayCredentials(services, cfg);
  const outTradeNo = newOutTradeNo();
  const [created] = await tx
    .insert(recharges)
    .values({ siteId, ownerId: actor.userId, outTradeNo, provider, currency: RECHARGE_CURRENCY, amount, status: RechargeStatus.Created })
    .returning();
  // The coupons are held by the recharge until the provider settles it (used when paid, set free when it closes or fails).
  const couponAmount = await holdRechargeCoupons(tx, { siteId, ownerId: actor.userId, currencyCode: RECHARGE_CURRENCY, amount }, body.UserCouponIds, { rechargeId: created!.id });
  await recordHistory(tx, rechargeLifecycle, actor, { siteId, ownerId: actor.userId, recordId: created!.id, action: 'Create', from: null, details: { Amount: amount, CouponAmount: couponAmount, Provider: PROVIDER_KEYS[provider] } });
  const description = `充值 ${amount} 元`;
  // The provider refuses payment after this, so the job closing it then (queryUnpaidRecharges) never closes one that could still be paid.
  const expiresAt = new Date(created!.createdAt.getTime() + RECHARGE_EXPIRY_MINUTES * 60_000);
  let payTarget: string;
  try {
    payTarget =
      provider === PaymentProvider.WeChatPay
        ? await wechat.createNativeOrder(credentials as wechat.WeChatPayCredentials, services.paymentFetch, { outTradeNo, description, totalFen: fenOf(amount), notifyUrl: cfg.notifyUrl, expiresAt })
        : alipay.pagePayUrl(credentials as alipay.AlipayCredentials, { outTradeNo, totalAmount: amount, subject: description, notifyUrl: cfg.notifyUrl, expiresAt });
  } catch (error) {
    services.log.warn({ err: error, outTradeNo }, 'online recharge: the provider refused or could not be reached');
    throw refused('PaymentProviderFailed', { provider: PROVIDER_NAMES[provider] });
  }
  const [saved] = await tx.update(recharges).set({ payTarget, couponAmount }).where(eq(recharges.id, created!.id)).returning();
  return rowOf(tx, saved!);
}

export async function listRecharges(tx: Executor, actor: Actor, q: z.output<typeof contract.rechargeQuery> | z.output<typeof contract.userRechargeQuery>) {
  const staff = q as Partial<z.output<typeof contract.rechargeQuery>>;
  const site = actor.population === 'backstage' && actor.siteId === null ? await chosenSite(tx, actor, staff.SiteId) : null;
  const where = and(
    ...scopeOf(actor),
    site === null ? undefined : eq(recharges.siteId, site),
    q.Status === undefined ? undefined : eq(recharges.status, q.Status),
    q.Provider === undefined ? undefined : eq(recharges.provider, q.Provider),
    q.OutTradeNo === undefined ? undefined : eq(recharges.outTradeNo, q.OutTradeNo.toUpperCase()),
    staff.UserId === undefined ? undefined : eq(recharges.ownerId, staff.UserId),
    q.StartDate === undefined ? undefined : sql`${recharges.createdAt} >= ${q.StartDate}::timestamp`,
    q.EndDate === undefined ? undefined : sql`${recharges.createdAt} <= ${q.EndDate}::timestamp`,
  );
  const { rows, total } = await pageOf(tx, recharges, where, [q.descendingOrder ? desc(recharges.id) : asc(recharges.id)], q);
  return { Data: await toRows(tx, rows as Recharge[]), Total: total };
}

export async function rechargeDetail(tx: Executor, actor: Actor, id: number) {
  const r = await findRecharge(tx, actor, id);
  return { ...(await rowOf(tx, r)), History: await historyFor(tx, [rechargeLifecycle], r.id, actor) };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────

export type Outcome = { kind: 'Pay'; transactionId: string; raw: Record<string, unknown> } | { kind: 'Close' | 'Fail'; raw: Record<string, unknown> } | { kind: 'Wait' };

/**
 * Applies the provider's word to a recharge under a row lock: from Created only, so the first
 * delivery settles it and every later one (or a concurrent query) finds it settled and changes nothing.
 */
export async function settle(tx: Executor, rechargeId: number, outcome: Outcome): Promise<Recharge> {
  const [locked] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for('update');
  if (!locked) throw notFound();
  if (outcome.kind === 'Wait' || !rechargeLifecycle.allows(locked.status as contract.RechargeStatus, outcome.kind)) return locked;
  const to = rechargeLifecycle.next(locked.status as contract.RechargeStatus, outcome.kind)!;
  const [updated] = await tx
    .update(recharges)
    .set({
      status: to,
      rawNotification: outcome.raw,
      ...(outcome.kind === 'Pay' ? { providerTransactionId: outcome.transactionId, paidAt: new Date() } : {}),
    })
    .where(and(eq(recharges.id, locked.id), eq(recharges.status, locked.status)))
    .returning();
  await recordHistory(tx, rechargeLifecycle, null, {
    siteId: locked.siteId,
    ownerId: locked.ownerId,
    recordId: locked.id,
    action: outcome.kind,
    from: locked.status as contract.RechargeStatus,
    details: outcome.kind === 'Pay' ? { TransactionId: outcome.transactionId } : {},
  });
  if (outcome.kind === 'Pay') await creditPaidRecharge(tx, updated!);
  else await releaseRechargeCoupons(tx, { rechargeId: locked.id });
  return updated!;
}

/** What a WeChat Pay transaction (notification or query answer) says of a recharge; null when it is not about it. */
export function weChatOutcome(r: Recharge, c: wechat.WeChatPayCredentials, t: wechat.WeChatTransaction, raw: Record<string, unknown>): Outcome | null {
  if (t.out_trade_no !== r.outTradeNo || t.mchid !== c.mchId || t.appid !== c.appId) return null;
  if (t.trade_state === 'SUCCESS') {
    if (t.amount?.total !== fenOf(r.amount) || (t.amount.currency ?? 'CNY') !== r.currency) return null;
    return { kind: 'Pay', transactionId: t.transaction_id ?? '', raw };
  }
  if (t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED') return { kind: 'Close', raw };
  if (t.trade_state === 'PAYERROR') return { kind: 'Fail', raw };
  return { kind: 'Wait' };
}

/** What an Alipay trade status (already checked to be about this recharge) says of it. */
export function alipayOutcome(status: string | undefined, tradeNo: string, raw: Record<string, unknown>): Outcome {
  if (alipay.isPaidStatus(status)) return { kind: 'Pay', transactionId: tradeNo, raw };
  if (status === 'TRADE_CLOSED') return { kind: 'Close', raw };
  return { kind: 'Wait' };
}

/**
 * What the provider says of an unsettled recharge: an outcome to settle, or null when it answered
 * about another order or amount (never believed). Refused (PaymentProviderFailed) when it cannot be asked.
 */
async function askProvider(tx: Executor, services: Services, r: Recharge): Promise<Outcome | null> {
  const provider = r.provider as Provider;
  const cfg = await openConfiguration(tx, paymentSecretBox(services.config), r.siteId, provider);
  if (!cfg) incomplete(provider, 'AppId');
  try {
    if (provider === PaymentProvider.WeChatPay) {
      const c = weChatCredentials(services, cfg);
      const t = await wechat.queryOrder(c, services.paymentFetch, r.outTradeNo);
      return weChatOutcome(r, c, t, { source: 'query', answer: t });
    }
    const c = alipayCredentials(services, cfg);
    const t = await alipay.queryTrade(c, services.paymentFetch, r.outTradeNo);
    // Not found: the payer has not opened the pay page yet.
    if (t.code !== '10000') return { kind: 'Wait' };
    if (t.out_trade_no !== r.outTradeNo || !t.total_amount || !new Decimal(t.total_amount).equals(r.amount)) return null;
    return alipayOutcome(t.trade_status, t.trade_no ?? '', { source: 'query', answer: t });
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof TypeError) && (error as Error).name !== 'TimeoutError') throw error;
    // WeChat Pay knows no order the payer never scanned for: still awaiting payment, as far as anyone knows.
    if (error instanceof ProviderError && error.detail.startsWith('ORDER_NOT_EXIST')) return { kind: 'Wait' };
    services.log.warn({ err: error, outTradeNo: r.outTradeNo }, 'online recharge: the provider query failed');
    throw refused('PaymentProviderFailed', { provider: PROVIDER_NAMES[provider] });
  }
}

/** Asks the provider about an unsettled recharge (its notification never came) and settles it as the provider says. */
export async function queryRecharge(tx: Executor, services: Services, actor: Actor, id: number) {
  const r = await findRecharge(tx, actor, id);
  if (r.status !== RechargeStatus.Created) return rowOf(tx, r);
  const outcome = await askProvider(tx, services, r);
  if (!outcome) {
    services.log.error({ outTradeNo: r.outTradeNo }, 'online recharge: the provider answered about another order or amount');
    throw refused('PaymentProviderFailed', { provider: PROVIDER_NAMES[r.provider as Provider] });
  }
  return rowOf(tx, await settle(tx, r.id, outcome));
}

/** Recharges asked about per run at most: a run holds its transaction while the providers answer. */
const QUERY_BATCH = 20;

/**
 * Every minute, the recharges still awaiting payment RECHARGE_QUERY_AFTER_MINUTES after they were
 * made are asked about (their notification may be lost): each is settled as the provider says,
 * under the same row lock as a notification (settle), so a notification arriving meanwhile and the
 * job never pay one twice. One the provider still calls unpaid once past its expiry (the time it was
 * told the order expires) is closed, which sets its coupons free. A provider that cannot be reached
 * leaves its recharges for the next run; the oldest unsettled are asked first.
 */
export function queryUnpaidRecharges(services: () => Services): ScheduledJob {
  return {
    name: 'query-unpaid-recharges',
    everySeconds: 60,
    async run(tx) {
      const due = await tx
        .select()
        .from(recharges)
        .where(and(eq(recharges.status, RechargeStatus.Created), lte(recharges.createdAt, sql`now() - make_interval(mins => ${contract.RECHARGE_QUERY_AFTER_MINUTES})`)))
        .orderBy(asc(recharges.updatedAt), asc(recharges.id))
        .limit(QUERY_BATCH);
      for (const r of due) {
        let outcome: Outcome | null;
        try {
          outcome = await askProvider(tx, services(), r);
        } catch (error) {
          // Not reachable (or its configuration incomplete): nothing is known, so nothing is closed either.
          if (!(error instanceof AppError)) throw error;
          await tx.update(recharges).set({ updatedAt: new Date() }).where(eq(recharges.id, r.id));
          continue;
        }
        if (!outcome) {
          services().log.error({ outTradeNo: r.outTradeNo }, 'online recharge: the provider answered about another order or amount');
          await tx.update(recharges).set({ updatedAt: new Date() }).where(eq(recharges.id, r.id));
          continue;
        }
        if (outcome.kind === 'Wait' && r.createdAt.getTime() + RECHARGE_EXPIRY_MINUTES * 60_000 <= Date.now()) outcome = { kind: 'Close', raw: { source: 'expiry' } };
        await settle(tx, r.id, outcome);
        // Asked: the next run starts with those asked least recently.
        await tx.update(recharges).set({ updatedAt: new Date() }).where(eq(recharges.id, r.id));
      }
    },
  };
}
