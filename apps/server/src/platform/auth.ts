import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Population } from '@lbo/contracts';
import { tokenExpired, unauthorized } from './errors.ts';

/** Who is calling, from the access token. */
export interface Actor {
  userId: number;
  /** null for platform staff, who work across all sites */
  siteId: number | null;
  population: Population;
  isSuperUser: boolean;
}

/** An access token's holder and the session (refresh-token family) it was issued in. */
export interface SignedIn {
  actor: Actor;
  /** checked on every call with the caller's state, so a session ended by sign-out or by staff is refused at once */
  sessionId: string;
}

interface AccessClaims {
  sub: string;
  sid: number | null;
  pop: 'b' | 'u';
  su: boolean;
  ses: string;
}

export interface TokenService {
  signAccess(actor: Actor, sessionId: string): string;
  verifyAccess(token: string): SignedIn;
}

export function createTokenService(secret: string | Buffer, accessTokenSeconds: number): TokenService {
  const sign = createSigner({ key: secret, expiresIn: accessTokenSeconds * 1000, algorithm: 'HS256' });
  // Verified tokens are cached until they expire (fast-jwt honours exp on a cache hit), so a busy
  // client's every call does not recompute the signature.
  const verifyToken = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  return {
    signAccess: (actor, sessionId) =>
      sign({
        sub: String(actor.userId),
        sid: actor.siteId,
        pop: actor.population === 'backstage' ? 'b' : 'u',
        su: actor.isSuperUser,
        ses: sessionId,
      } satisfies AccessClaims),
    verifyAccess(token) {
      let claims: AccessClaims;
      try {
        claims = verifyToken(token) as AccessClaims;
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired) throw tokenExpired();
        throw unauthorized('TokenInvalid');
      }
      // A token of an older version names no session: it cannot be checked, so it is not accepted.
      if (typeof claims.ses !== 'string') throw unauthorized('TokenInvalid');
      return {
        actor: { userId: Number(claims.sub), siteId: claims.sid, population: claims.pop === 'b' ? 'backstage' : 'user', isSuperUser: claims.su },
        sessionId: claims.ses,
      };
    },
  };
}

/** argon2id with the OWASP minimum parameters (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

export const randomToken = () => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * The login screens send the password AES-128-CBC encrypted (PKCS#7, base64) with a key and IV the
 * site configures. It keeps the password out of casual logs and proxies; TLS is what protects it.
 * Returns null when the text does not decrypt.
 */
export function decryptLoginPassword(cipherText: string, key: string, iv: string): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}

export function encryptLoginPassword(plain: string, key: string, iv: string): string {
  const cipher = crypto.createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
