import crypto from 'node:crypto';
import type { Config } from './config.ts';
import { keyFromFile, keyFromHex } from './keyFile.ts';

export const SIGNING_KEY_FILE = 'signing.key';

/** The keys that sign what the server hands out: access tokens (HS256) and file links (HMAC-SHA256). */
export interface SigningKeys {
  accessTokens: Buffer;
  fileLinks: Buffer;
}

/**
 * One secret, `SIGNING_KEY` (else generated into `DATA_DIR/signing.key`), never the database: whoever
 * holds it can forge any session, so a dump must not be enough. Each use gets its own key derived
 * with HKDF, so a file link's signature can never pass as a token's.
 */
export function signingKeys(config: Pick<Config, 'signingKey' | 'dataDir'>): SigningKeys {
  const secret = config.signingKey ? keyFromHex(config.signingKey, 'SIGNING_KEY') : keyFromFile(config.dataDir, SIGNING_KEY_FILE);
  const derive = (purpose: string) => Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), `lbo ${purpose}`, 32));
  return { accessTokens: derive('access tokens'), fileLinks: derive('file links') };
}
