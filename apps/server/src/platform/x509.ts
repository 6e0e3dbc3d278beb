import crypto from 'node:crypto';

/**
 * The little of X.509 the Alipay certificate mode needs, with node's crypto only:
 * - reading: a certificate's serial number ("SN") as Alipay's open platform defines it — MD5 (hex) of
 *   the issuer's distinguished name written as RFC 2253 does (last RDN first, `CN=…,OU=…,O=…,C=…`)
 *   followed by the serial number in decimal; a root chain's SN joins the SNs of its certificates
 *   signed with SHA1 or SHA256 with RSA by `_` (Alipay's chain also holds an SM2 certificate, left out);
 * - writing: a small certificate authority for the payment sandbox and the tests (node can parse
 *   certificates but not make them), DER written by hand: version 3, RSA or EC keys, SHA-256 (or
 *   SHA-1) signatures, basic constraints.
 */

// ── DER ──────────────────────────────────────────────────────────────────────────────────────

function lengthOf(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const set = (...parts: Buffer[]) => tlv(0x31, ...parts);
const explicit = (n: number, ...parts: Buffer[]) => tlv(0xa0 + n, ...parts);
const nullValue = Buffer.from([0x05, 0x00]);

function integerOfHex(hex: string): Buffer {
  let bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1);
  return tlv(0x02, bytes[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function objectId(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const n of rest) {
    const groups: number[] = [];
    for (let v = n; ; v = Math.floor(v / 128)) {
      groups.unshift((v & 0x7f) | (groups.length ? 0x80 : 0));
      if (v < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function readObjectId(content: Buffer): string {
  const parts = [Math.floor(content[0]! / 40), content[0]! % 40];
  let value = 0;
  for (const byte of content.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

interface Element {
  tag: number;
  content: Buffer;
}

/** The elements of a constructed DER value's content, in order. */
function childrenOf(content: Buffer): Element[] {
  const out: Element[] = [];
  let at = 0;
  while (at < content.length) {
    const tag = content[at]!;
    let length = content[at + 1]!;
    let start = at + 2;
    if (length & 0x80) {
      const count = length & 0x7f;
      length = 0;
      for (let i = 0; i < count; i++) length = length * 256 + content[start + i]!;
      start += count;
    }
    out.push({ tag, content: content.subarray(start, start + length) });
    at = start + length;
  }
  return out;
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

export const OID = {
  sha1WithRSA: '1.2.840.113549.1.1.5',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  ecdsaWithSHA256: '1.2.840.10045.4.3.2',
} as const;

/** The PEM blocks of a file that may hold a chain. */
export const certificatesOf = (pem: string): string[] => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];

/** The algorithm the issuer signed the certificate with (its OID): node 20's X509Certificate does not tell it. */
export function signatureAlgorithmOf(certificate: crypto.X509Certificate): string {
  const [outer] = childrenOf(certificate.raw);
  const algorithm = childrenOf(outer!.content)[1];
  const oid = algorithm && childrenOf(algorithm.content)[0];
  if (!oid || oid.tag !== 0x06) throw new Error('not a certificate');
  return readObjectId(oid.content);
}

/** The issuer's name as RFC 2253 writes it (Java's getIssuerX500Principal().getName()): last RDN first, comma-separated. */
export const issuerName = (certificate: crypto.X509Certificate) => certificate.issuer.split('\n').reverse().join(',');

/** Alipay's SN of one certificate: md5(issuer name + serial number in decimal), lower-case hex. */
export function certificateSn(certificate: crypto.X509Certificate | string): string {
  const x509 = typeof certificate === 'string' ? new crypto.X509Certificate(certificate) : certificate;
  const serial = BigInt(`0x${x509.serialNumber}`).toString(10);
  return crypto.createHash('md5').update(issuerName(x509) + serial, 'utf8').digest('hex');
}

/** Alipay's SN of its root certificate file: the SNs of its SHA1/SHA256-with-RSA certificates, joined by `_`. */
export function rootCertificateSn(chain: string): string {
  return certificatesOf(chain)
    .map((pem) => new crypto.X509Certificate(pem))
    .filter((x509) => [OID.sha1WithRSA, OID.sha256WithRSA].includes(signatureAlgorithmOf(x509) as typeof OID.sha1WithRSA))
    .map((x509) => certificateSn(x509))
    .join('_');
}

/** The public key (SPKI PEM) a certificate carries. */
export const publicKeyOf = (certificate: string) => new crypto.X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'pem' }).toString();

// ── Writing (the sandbox's and the tests' certificate authority) ─────────────────────────────

const ATTRIBUTE_OIDS: Record<string, string> = { C: '2.5.4.6', ST: '2.5.4.8', L: '2.5.4.7', O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3' };

/** A distinguished name, its RDNs in DER order (country first, common name last, as certificates usually are). */
export type DistinguishedName = readonly (readonly [keyof typeof ATTRIBUTE_OIDS | string, string])[];

const nameOf = (name: DistinguishedName) =>
  sequence(...name.map(([type, value]) => set(sequence(objectId(ATTRIBUTE_OIDS[type] ?? type), type === 'C' ? tlv(0x13, Buffer.from(value, 'ascii')) : tlv(0x0c, Buffer.from(value, 'utf8'))))));

function timeOf(at: Date): Buffer {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return at.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(text.slice(2), 'ascii')) : tlv(0x18, Buffer.from(text, 'ascii'));
}

export interface IssueOptions {
  subject: DistinguishedName;
  /** the subject's public key (PEM or key object) */
  publicKey: string | crypto.KeyObject;
  issuer: DistinguishedName;
  issuerPrivateKey: string | crypto.KeyObject;
  /** hexadecimal */
  serialNumber: string;
  notBefore?: Date;
  notAfter?: Date;
  isCertificateAuthority?: boolean;
  /** the signature: SHA-256 (default) or SHA-1 with the issuer's RSA key, or ECDSA with SHA-256 for an EC issuer */
  hash?: 'sha256' | 'sha1';
}

/** A certificate (PEM) for a public key, signed by the issuer's private key. */
export function issueCertificate(o: IssueOptions): string {
  const issuerKey = typeof o.issuerPrivateKey === 'string' ? crypto.createPrivateKey(o.issuerPrivateKey) : o.issuerPrivateKey;
  const isEc = issuerKey.asymmetricKeyType === 'ec';
  const hash = isEc ? 'sha256' : (o.hash ?? 'sha256');
  const algorithm = isEc ? sequence(objectId(OID.ecdsaWithSHA256)) : sequence(objectId(hash === 'sha1' ? OID.sha1WithRSA : OID.sha256WithRSA), nullValue);
  const spki = (typeof o.publicKey === 'string' ? crypto.createPublicKey(o.publicKey) : o.publicKey).export({ type: 'spki', format: 'der' });
  const notBefore = o.notBefore ?? new Date(Date.now() - 24 * 3600_000);
  const notAfter = o.notAfter ?? new Date(notBefore.getTime() + 10 * 365 * 24 * 3600_000);
  const basicConstraints = sequence(objectId('2.5.29.19'), tlv(0x01, Buffer.from([0xff])), tlv(0x04, o.isCertificateAuthority ? sequence(tlv(0x01, Buffer.from([0xff]))) : sequence()));
  const tbs = sequence(
    explicit(0, tlv(0x02, Buffer.from([2]))),
    integerOfHex(o.serialNumber),
    algorithm,
    nameOf(o.issuer),
    sequence(timeOf(notBefore), timeOf(notAfter)),
    nameOf(o.subject),
    spki,
    explicit(3, sequence(basicConstraints)),
  );
  const signature = crypto.sign(hash, tbs, issuerKey);
  const der = sequence(tbs, algorithm, tlv(0x03, Buffer.from([0]), signature));
  return `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
}

/** A random positive serial number (hexadecimal, upper case, 16 bytes). */
export const randomSerial = () => (crypto.randomBytes(16).toString('hex').replace(/^[89a-f]/, '1') || '01').toUpperCase();
