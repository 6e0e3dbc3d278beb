import { cbc } from '@noble/ciphers/aes.js';

const KEY = import.meta.env.VITE_LOGIN_CIPHER_KEY ?? 'lbo-login-key-16';
const IV = import.meta.env.VITE_LOGIN_CIPHER_IV ?? 'lbo-login-iv-016';

/**
 * The login password on the wire: AES-128-CBC, PKCS#7, base64, with the key and IV the server is
 * configured with (README "Login cipher"). Pure JS, so it works on plain-HTTP warehouse PCs where
 * the browser's Web Crypto is not available.
 */
export function encryptPassword(plain: string, key = KEY, iv = IV): string {
  const enc = new TextEncoder();
  const bytes = cbc(enc.encode(key), enc.encode(iv)).encrypt(enc.encode(plain));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}
