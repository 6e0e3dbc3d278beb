import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A 256-bit key given as 64 hex digits by the environment, else generated once into a file of
 * DATA_DIR readable by its owner only. Keys live outside the database on purpose: a dump or backup
 * alone must not reveal what they protect. Processes sharing one database must share the key (set
 * the variable).
 */
export function keyFromHex(hex: string, origin: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hex.trim())) throw new Error(`${origin} must be 64 hexadecimal digits (a 256-bit key)`);
  return Buffer.from(hex.trim(), 'hex');
}

/** The development default: generated once, then read back; a concurrent first start reads the winner's key. */
export function keyFromFile(dataDir: string, fileName: string): Buffer {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyFromHex(fs.readFileSync(file, 'utf8'), file);
}
