import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages as calls } from '@lbo/contracts';
import { buildApp } from '../src/app.ts';
import { rowsOf } from '../src/platform/db.ts';
import { SIGNING_KEY_FILE, signingKeys } from '../src/platform/signingKeys.ts';
import { call, createSite, createTestApp, createUser, type TestApp } from './helpers.ts';

describe('signing keys live outside the database', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('keeps no signing key in the database, so a dump cannot forge a token', async () => {
    const [row] = rowsOf<{ stored: string | null }>(await t.db.execute(sql`select to_regclass('public.app_secrets')::text as stored`));
    expect(row?.stored).toBeNull();
  });

  it('accepts a token from another process only when both share SIGNING_KEY', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t, { site, type: 'user', grants: [calls.getUserMessages] });
    const build = async (signingKey: string) => {
      const { app } = await buildApp({ config: { ...t.config, signingKey }, database: t.services.database, logger: false });
      await app.ready();
      return app;
    };
    const ask = async (app: Awaited<ReturnType<typeof build>>) =>
      (await app.inject({ method: 'POST', url: calls.getUserMessages.path, headers: { authorization: `Bearer ${user.token}` }, payload: {} })).json<{ Code: number }>().Code;
    const sharing = await build(t.config.signingKey!);
    const other = await build(crypto.randomBytes(32).toString('hex'));
    try {
      expect(await ask(sharing)).toBe(0);
      expect(await ask(other)).toBe(1);
      expect((await call(t, calls.getUserMessages, {}, { token: user.token })).Code).toBe(0);
    } finally {
      await sharing.close();
      await other.close();
    }
  });
});

describe('signingKeys', () => {
  it('without SIGNING_KEY generates one secret into the data directory, readable only by its owner, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-signing-'));
    try {
      const first = signingKeys({ signingKey: undefined, dataDir });
      const file = path.join(dataDir, SIGNING_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = signingKeys({ signingKey: undefined, dataDir });
      expect(again.accessTokens.equals(first.accessTokens)).toBe(true);
      // The variable names the same secret as the file: a process given it accepts the same tokens.
      const given = signingKeys({ signingKey: fs.readFileSync(file, 'utf8').trim(), dataDir: '/nonexistent' });
      expect(given.fileLinks.equals(first.fileLinks)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('derives a different key for tokens and for file links, and refuses a malformed SIGNING_KEY', () => {
    const keys = signingKeys({ signingKey: 'ab'.repeat(32), dataDir: '/nonexistent' });
    expect(keys.accessTokens.equals(keys.fileLinks)).toBe(false);
    expect(() => signingKeys({ signingKey: 'short', dataDir: '/nonexistent' })).toThrow(/SIGNING_KEY must be 64 hexadecimal digits/);
  });
});
