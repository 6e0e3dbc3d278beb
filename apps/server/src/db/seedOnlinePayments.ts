import { inArray } from 'drizzle-orm';
import { AccountType, onlinePayments } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { installConfiguration, paymentSecretBox } from '../modules/paymentConfiguration/index.ts';
import { sandboxKeys } from '../modules/onlinePayments/index.ts';
import { DEMO_SITE_CODES } from './demoLanguage.ts';
import { sites } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

const { PaymentProvider } = onlinePayments;

/**
 * Online recharge on both sides, in a "Finance" group: the customer's "Recharge" (the button
 * `UserRecharge.Create` starts one and asks the provider about it) and "Recharge records"; staff's
 * "Recharge records" (the button `Recharge.Query` asks the provider about an unsettled one), granted
 * to the platform and site administrators.
 */
export async function seedOnlinePaymentPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'FinanceCenter',
    path: '/finance',
    icon: 'AccountBookOutlined',
    sort: 7,
    firstPageSort: 20,
    pages: [{ router: 'RechargeRecordsIndex', name: 'Recharge records', icon: 'TransactionOutlined', buttons: ['Recharge.Query'] }],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'FinanceCenter',
    path: '/finance',
    icon: 'AccountBookOutlined',
    sort: 6,
    firstPageSort: 20,
    pages: [
      { router: 'UserRechargeIndex', name: 'Recharge', icon: 'WalletOutlined', buttons: ['UserRecharge.Create'] },
      { router: 'UserRechargeRecordsIndex', name: 'Recharge records', icon: 'TransactionOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
}

/**
 * The demo sites pay through this server's payment sandbox: both providers enabled, in sandbox
 * mode, with the sandbox's test keys (modules/onlinePayments/sandboxKeys.ts), notifications to this
 * server's notify endpoints at the address of the first start. Alipay speaks the public key mode on
 * the first demo site and the public-key certificate mode (the sandbox's certificates) on the
 * others, so both can be tried.
 */
export async function seedOnlinePaymentDemo(tx: Executor, options: { port: number; publicUrl?: string; dataDir: string; paymentSecretsKey?: string | undefined }) {
  const keys = await sandboxKeys(options.dataDir);
  const box = paymentSecretBox({ dataDir: options.dataDir, paymentSecretsKey: options.paymentSecretsKey });
  const origin = options.publicUrl?.replace(/\/+$/, '') || `http://127.0.0.1:${options.port}`;
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const { id, code } of demoSites) {
    const alipayKeys: Record<string, string> =
      code === DEMO_SITE_CODES[0]
        ? { AppPrivateKey: keys.alipay.appPrivateKey, AlipayPublicKey: keys.alipay.alipayPublicKey }
        : { AppPrivateKey: keys.alipay.appPrivateKey, AppCertificate: keys.alipay.appCertificate, AlipayCertificate: keys.alipay.alipayCertificate, AlipayRootCertificate: keys.alipay.rootCertificate };
    const common = { isEnabled: true, isSandbox: true, gatewayUrl: '' };
    await installConfiguration(
      tx,
      box,
      id,
      PaymentProvider.WeChatPay,
      { ...common, notifyUrl: `${origin}/PaymentNotify/WeChatPay/${id}`, appId: keys.wechat.appId, merchantId: keys.wechat.mchId, merchantSerialNumber: keys.wechat.merchantSerialNumber, publicKeyId: keys.wechat.publicKeyId },
      { ApiV3Key: keys.wechat.apiV3Key, MerchantPrivateKey: keys.wechat.merchantPrivateKey, WeChatPayPublicKey: keys.wechat.platformPublicKey },
    );
    await installConfiguration(
      tx,
      box,
      id,
      PaymentProvider.Alipay,
      { ...common, notifyUrl: `${origin}/PaymentNotify/Alipay/${id}`, appId: keys.alipay.appId, sellerId: keys.alipay.sellerId },
      alipayKeys,
    );
  }
}
