import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { issueCertificate, type DistinguishedName } from '../../platform/x509.ts';

/**
 * The payment sandbox's test keys: both sides of both providers (the provider's signing keys, and
 * the test merchant's keys the demo configuration stores). Generated on first use into
 * `DATA_DIR/payment-sandbox-keys.json` (mode 600), like the signing key (platform/keyFile.ts), so
 * they survive a restart and a demo's stored configuration keeps working. Test money only.
 */

export const SANDBOX_KEY_FILE = 'payment-sandbox-keys.json';

export interface SandboxKeys {
  wechat: {
    mchId: string;
    appId: string;
    merchantSerialNumber: string;
    merchantPrivateKey: string;
    merchantPublicKey: string;
    apiV3Key: string;
    /** WeChat Pay's own key (the public key mode) and its id */
    platformPrivateKey: string;
    platformPublicKey: string;
    publicKeyId: string;
  };
  alipay: {
    appId: string;
    sellerId: string;
    appPrivateKey: string;
    appPublicKey: string;
    alipayPrivateKey: string;
    alipayPublicKey: string;
    /**
     * The certificate mode: the sandbox's root (a chain of an RSA root and an EC one, as Alipay's
     * root file holds an RSA and an SM2 root), the app's certificate (for appPublicKey) and Alipay's
     * (for alipayPublicKey), both issued by the RSA root.
     */
    rootCertificate: string;
    appCertificate: string;
    alipayCertificate: string;
  };
}

function rsaPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) => Array.from(crypto.randomBytes(length), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
const digits = (length: number) => Array.from(crypto.randomBytes(length), (b) => String(b % 10)).join('');

const SANDBOX_ROOT: DistinguishedName = [
  ['C', 'CN'],
  ['O', 'LBO Payment Sandbox'],
  ['OU', 'Certification Authority'],
  ['CN', 'LBO Payment Sandbox Root Class 2 R1'],
];
const SANDBOX_EC_ROOT: DistinguishedName = [
  ['C', 'CN'],
  ['O', 'LBO Payment Sandbox'],
  ['CN', 'LBO Payment Sandbox Root EC'],
];

/** The sandbox's Alipay certificates for its app and Alipay keys (made once, with the keys). */
async function alipayCertificates(alipay: { appId: string; appPublicKey: string; alipayPublicKey: string }) {
  const root = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const notAfter = new Date(Date.now() + 20 * 365 * 24 * 3600_000);
  const rootCertificate =
    (await issueCertificate({ subject: SANDBOX_ROOT, issuer: SANDBOX_ROOT, publicKey: root.publicKey, issuerPrivateKey: root.privateKey, isCertificateAuthority: true, hash: 'sha1', notAfter })) +
    (await issueCertificate({ subject: SANDBOX_EC_ROOT, issuer: SANDBOX_EC_ROOT, publicKey: ec.publicKey, issuerPrivateKey: ec.privateKey, isCertificateAuthority: true, notAfter }));
  const leaf = (cn: string, publicKey: string) =>
    issueCertificate({ subject: [['C', 'CN'], ['O', 'LBO Payment Sandbox'], ['OU', 'Alipay'], ['CN', cn]], issuer: SANDBOX_ROOT, publicKey, issuerPrivateKey: root.privateKey, notAfter });
  return { rootCertificate, appCertificate: await leaf(alipay.appId, alipay.appPublicKey), alipayCertificate: await leaf('Alipay (sandbox)', alipay.alipayPublicKey) };
}

async function generate(): Promise<SandboxKeys> {
  const merchant = rsaPair();
  const platform = rsaPair();
  const app = rsaPair();
  const alipay = rsaPair();
  const alipayKeys = { appId: '2021000000000001', sellerId: '2088000000000001', appPrivateKey: app.privateKey, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey, alipayPublicKey: alipay.publicKey };
  return {
    wechat: {
      mchId: '1900000001',
      appId: 'wx5a4db0c0ffee0001',
      merchantSerialNumber: crypto.randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: randomText(32),
      platformPrivateKey: platform.privateKey,
      platformPublicKey: platform.publicKey,
      publicKeyId: `PUB_KEY_ID_01${digits(20)}`,
    },
    alipay: { ...alipayKeys, ...(await alipayCertificates(alipayKeys)) },
  };
}

const loaded = new Map<string, SandboxKeys>();

/** The sandbox's keys of this data directory: generated once, then read back; a concurrent first start reads the winner's. */
export async function sandboxKeys(dataDir: string): Promise<SandboxKeys> {
  const file = path.join(dataDir, SANDBOX_KEY_FILE);
  const known = loaded.get(file);
  if (known) return known;
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, JSON.stringify(await generate(), null, 2), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let keys = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxKeys;
  if (!keys.alipay.appCertificate) {
    // A key file of before the certificate mode: its keys get their certificates, written back whole (rename).
    keys = { ...keys, alipay: { ...keys.alipay, ...(await alipayCertificates(keys.alipay)) } };
    const next = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(next, JSON.stringify(keys, null, 2), { mode: 0o600 });
    fs.renameSync(next, file);
  }
  loaded.set(file, keys);
  return keys;
}
