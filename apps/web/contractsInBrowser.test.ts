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
