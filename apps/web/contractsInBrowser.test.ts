import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractsInBrowser } from './contractsInBrowser.ts';
import { sideEffectFree } from './sideEffectFree.ts';

/** A browser module using calls, constants and rules of the contracts the way the web app does. */
const ENTRY = `
import { account, site, user, checkRequired, DEFAULT_THEME_COLOR } from '@lbo/contracts';
export const used = [account.login.path, account.getCaptcha64.multipart, site.getSitePageConfiguration.path, site.SMS_PHONE_CODES, user.USER_CALLS.backstage.list.path, checkRequired(''), DEFAULT_THEME_COLOR];
`;

const entry: Plugin = {
  name: 'entry',
  resolveId: (id) => (id === 'entry' ? '\0entry' : null),
  load: (id) => (id === '\0entry' ? ENTRY : null),
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry', preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('contracts in the browser', () => {
  it('keeps the paths, constants and rules the web uses, without zod or any schema', { timeout: 60_000 }, async () => {
    const code = await bundle([contractsInBrowser(), sideEffectFree()]);
    for (const kept of ['/Account/Login', '/Site/GetSitePageConfiguration', 'Get${side}Users', 'CannotBeEmpty']) expect(code).toContain(kept);
    // Nor the calls it does not use.
    for (const gone of ['_zod', 'ZodObject', 'zod/v4', 'decimal.js', '/Account/LoginUser']) expect(code).not.toContain(gone);
    // Without the plugin the same module brings zod along: the check above can fail.
    expect(await bundle([])).toContain('_zod');
  });
});

/**
 * A contract module of a few lines, in TypeScript and with Chinese text before what is removed:
 * what the plugin rests on in Vite, Rolldown and oxc (contractsInBrowser.ts) shows here first.
 */
const TINY_ID = '/tiny/packages/contracts/src/tinyArea.ts';
const TINY = `
const 说明: string = '中文说明，在删掉的字段之前';
const schema = (name: string): { name: string } => ({ name: name.trim() });
const shared = { response: schema('shared-response') };
export const TINY_LIMIT: number = 4711;
export const unusedTable = Object.freeze({ note: schema('unused-table') });
export const login = { path: '/Tiny/Login', request: schema('login-request'), ...shared, multipart: false, label: 说明 };
export const logout = { path: '/Tiny/Logout', response: schema('logout-response') };
`;
const tinyEntry: Plugin = {
  name: 'tiny-entry',
  resolveId: (id) => (id === 'entry' ? '\0entry' : id === 'tiny-area' ? TINY_ID : null),
  load: (id) => (id === '\0entry' ? `import { login, TINY_LIMIT } from 'tiny-area';\nexport const used = [login.path, login.multipart, login.label, TINY_LIMIT];\n` : id === TINY_ID ? TINY : null),
};

type TransformHandler = (code: string, id: string) => { code: string; moduleSideEffects: boolean } | null;
const { filter, handler } = contractsInBrowser().transform as { filter: { id: RegExp }; handler: TransformHandler };

describe('the contracts-in-browser plugin', () => {
  it('takes only contract modules, not their tests nor the web’s own', () => {
    expect(filter.id.test('/repo/packages/contracts/src/user.ts')).toBe(true);
    expect(filter.id.test('C:\\repo\\packages\\contracts\\src\\user.ts')).toBe(true);
    expect(filter.id.test('/repo/packages/contracts/src/user.test.ts')).toBe(false);
    expect(filter.id.test('/repo/apps/web/src/api/client.ts')).toBe(false);
  });

  it('removes a call’s schemas, keeps the rest as written, and marks what runs code pure', () => {
    const code = `export const a = { path: '/A/B', request: z.object({}), multipart: true, response: z.string() };\nexport const K = 3;\nexport const m = { 名: '中文', response: s() };\n`;
    const out = handler.call(undefined, code, TINY_ID);
    expect(out).toEqual({
      code: `export const a = /* @__PURE__ */ (() => ({ path: '/A/B', multipart: true,  }))();\nexport const K = 3;\nexport const m = /* @__PURE__ */ (() => ({ 名: '中文',  }))();\n`,
      map: expect.anything(),
      moduleSideEffects: false,
    });
  });

  it('builds a contract module into only what is used: no schema, no unused export, the Chinese text whole', { timeout: 60_000 }, async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: import.meta.dirname,
      plugins: [tinyEntry, contractsInBrowser()],
      build: { write: false, minify: false, rolldownOptions: { input: 'entry', preserveEntrySignatures: 'strict' } },
    })) as Rolldown.RolldownOutput;
    const code = output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    for (const kept of ['/Tiny/Login', '4711', '中文说明，在删掉的字段之前', 'multipart: false']) expect(code).toContain(kept);
    for (const gone of ['login-request', 'shared-response', 'logout-response', '/Tiny/Logout', 'unused-table', 'Object.freeze', 'trim()']) expect(code).not.toContain(gone);
  });
});
