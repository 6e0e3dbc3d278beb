import crypto from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { keyFromFile, keyFromHex } from '../../platform/keyFile.ts';

/**
 * Encryption at rest of payment credentials: AES-256-GCM with a random 96-bit IV per value, and the
 * value's place (site, provider, field) as additional data, so a sealed value copied into another
 * row or field does not open.
 *
 * The key is `PAYMENT_SECRETS_KEY` (64 hex digits). Unset, a key is generated on first use into
 * `DATA_DIR/payment-secrets.key` (mode 600, platform/keyFile.ts), like the signing key, and
 * kept out of the database on purpose: a database dump or backup alone does not reveal the
 * credentials. Processes sharing one database must share the key (set the variable); a lost key
 * makes the stored credentials unreadable, and they must be uploaded again.
 */

export interface SecretBox {
  seal(plain: string, place: string): string;
  /** null when the value does not open with this key and place (another key, tampered, moved) */
  open(sealed: string, place: string): string | null;
}

const VERSION = 'v1';
export const KEY_FILE = 'payment-secrets.key';

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain, place) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(place, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed, place) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(place, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** The box of this configuration, made once per key source. */
export function paymentSecretBox(config: Pick<Config, 'paymentSecretsKey' | 'dataDir'>): SecretBox {
  const source = config.paymentSecretsKey ?? path.join(config.dataDir, KEY_FILE);
  let box = boxes.get(source);
  if (!box) {
    box = createSecretBox(config.paymentSecretsKey ? keyFromHex(config.paymentSecretsKey, 'PAYMENT_SECRETS_KEY') : keyFromFile(config.dataDir, KEY_FILE));
    boxes.set(source, box);
  }
  return box;
}
