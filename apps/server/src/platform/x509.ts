import 'reflect-metadata'; // @peculiar/x509 needs a Reflect polyfill, imported before it
import crypto from 'node:crypto';
import * as x509 from '@peculiar/x509';

/**
 * The little of X.509 the Alipay certificate mode needs:
 * - reading: a certificate's serial number ("SN") as Alipay's open platform defines it — MD5 (hex) of
 *   the issuer's distinguished name as Alipay's SDKs write it (RFC 2253 order: last RDN first,
 *   `CN=…,OU=…,O=…,C=…`) followed by the serial number in decimal; a root chain's SN joins the SNs of
 *   its certificates signed with SHA1 or SHA256 with RSA by `_` (Alipay's chain also holds an SM2
 *   certificate, left out). Node's X509Certificate reads serial numbers and keys; @peculiar/x509 reads
 *   what node does not tell (the issuer's RDNs one by one, the signature algorithm);
 * - writing: a small certificate authority for the payment sandbox and the tests, with @peculiar/x509
 *   (node can parse certificates but not make them).
 */

const webcrypto = crypto.webcrypto as Crypto;

/** The PEM blocks of a file that may hold a chain. */
export const certificatesOf = (pem: string): string[] => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

/** Alipay's SN of one certificate: md5(issuer name, last RDN first, + serial number in decimal), lower-case hex. */
export function certificateSn(certificate: crypto.X509Certificate | string): string {
  const node = typeof certificate === 'string' ? new crypto.X509Certificate(certificate) : certificate;
  const rdns = new x509.X509Certificate(node.raw).issuerName.toJSON();
  const issuer = rdns
    .reverse()
    .map((rdn) => Object.entries(rdn).flatMap(([type, values]) => values.map((value) => `${type}=${value}`)).join('+'))
    .join(',');
  return crypto.createHash('md5').update(issuer + BigInt(`0x${node.serialNumber}`).toString(10), 'utf8').digest('hex');
}

/** Alipay's SN of its root certificate file: the SNs of its SHA1/SHA256-with-RSA certificates, joined by `_`. */
export function rootCertificateSn(chain: string): string {
  return certificatesOf(chain)
    .filter((pem) => {
      const algorithm = new x509.X509Certificate(pem).signatureAlgorithm as RsaHashedKeyAlgorithm;
      return algorithm.name === 'RSASSA-PKCS1-v1_5' && ['SHA-1', 'SHA-256'].includes(algorithm.hash?.name);
    })
    .map((pem) => certificateSn(pem))
    .join('_');
}

/** The public key (SPKI PEM) a certificate carries. */
export const publicKeyOf = (certificate: string) => new crypto.X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'pem' }).toString();

// ── Writing (the sandbox's and the tests' certificate authority) ─────────────────────────────

/** A distinguished name, its RDNs in DER order (country first, common name last, as certificates usually are). */
export type DistinguishedName = readonly (readonly [string, string])[];

export interface IssueOptions {
  subject: DistinguishedName;
  /** the subject's public key (PEM or key object) */
  publicKey: string | crypto.KeyObject;
  issuer: DistinguishedName;
  issuerPrivateKey: string | crypto.KeyObject;
  /** hexadecimal; a random positive one when left out */
  serialNumber?: string;
  notBefore?: Date;
  notAfter?: Date;
  isCertificateAuthority?: boolean;
  /** the signature: SHA-256 (default) or SHA-1 with the issuer's RSA key, or ECDSA with SHA-256 for an EC issuer */
  hash?: 'sha256' | 'sha1';
}

const CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };
const nameOf = (name: DistinguishedName): x509.JsonName => name.map(([type, value]) => ({ [type]: [value] }));

/** A certificate (PEM) for a public key, signed by the issuer's private key. */
export async function issueCertificate(o: IssueOptions): Promise<string> {
  const issuerKey = typeof o.issuerPrivateKey === 'string' ? crypto.createPrivateKey(o.issuerPrivateKey) : o.issuerPrivateKey;
  const algorithm =
    issuerKey.asymmetricKeyType === 'ec'
      ? { name: 'ECDSA', namedCurve: CURVES[issuerKey.asymmetricKeyDetails?.namedCurve ?? ''] ?? 'P-256', hash: 'SHA-256' }
      : { name: 'RSASSA-PKCS1-v1_5', hash: o.hash === 'sha1' ? 'SHA-1' : 'SHA-256' };
  const signingKey = await webcrypto.subtle.importKey('pkcs8', issuerKey.export({ type: 'pkcs8', format: 'der' }), algorithm, false, ['sign']);
  const notBefore = o.notBefore ?? new Date(Date.now() - 24 * 3600_000);
  const certificate = await x509.X509CertificateGenerator.create(
    {
      subject: nameOf(o.subject),
      issuer: nameOf(o.issuer),
      publicKey: (typeof o.publicKey === 'string' ? crypto.createPublicKey(o.publicKey) : o.publicKey).export({ type: 'spki', format: 'der' }),
      signingKey,
      signingAlgorithm: algorithm,
      ...(o.serialNumber ? { serialNumber: o.serialNumber } : {}),
      notBefore,
      notAfter: o.notAfter ?? new Date(notBefore.getTime() + 10 * 365 * 24 * 3600_000),
      extensions: [new x509.BasicConstraintsExtension(o.isCertificateAuthority ?? false, undefined, true)],
    },
    webcrypto,
  );
  return `${certificate.toString('pem')}\n`;
}
