import { describe, expect, it } from 'vitest';
import { screenshot, productForTests } from './harness.ts';

const product = productForTests();

describe('a new user after `npm start`', () => {
  it('reads the API documentation generated from the contracts', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.server.url}/docs`);
    await page.getByText('Logistics back office API').first().waitFor();
    // Every area is listed, collapsed; opening one shows its calls.
    await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
    await page.locator('.opblock-tag[data-tag="Account"]').click();
    await page.getByText('/Account/LoginUser').first().waitFor();
    await screenshot(page, 'api-docs');
  });

  it('signs in as a demo customer from the browser and reads their messages', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/version.json`);
    const result = await page.evaluate(async () => {
      const post = async (path: string, body: unknown, token?: string) => {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', AcceptLanguage: '3', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        return res.json();
      };
      // The login screens encrypt the password with the site's AES key (README: "Login cipher").
      const enc = new TextEncoder();
      const key = await crypto.subtle.importKey('raw', enc.encode('lbo-login-key-16'), 'AES-CBC', false, ['encrypt']);
      const cipher = await crypto.subtle.encrypt({ name: 'AES-CBC', iv: enc.encode('lbo-login-iv-016') }, key, enc.encode('Customer@2026'));
      const password = btoa(String.fromCharCode(...new Uint8Array(cipher)));
      const login = await post('/Account/LoginUser', { UserName: 'alice', Password: password });
      const token = login.Data.AccessToken;
      const info = await post('/User/GetUserInfoDetailedInfo', {}, token);
      const messages = await post('/UserMessages/GetUserMessages', { index: 1, rows: 20 }, token);
      const unauthorised = await fetch('/UserMessages/GetUserMessages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return { login: login.Code, user: info.Data.NickName, site: info.Data.SiteName, total: messages.Data.Total, status: unauthorised.status };
    });
    // The demo's three messages, and those other files' stories sent her meanwhile (they share the product).
    expect(result).toEqual({ login: 0, user: 'Alice', site: '演示速运', total: expect.any(Number), status: 401 });
    expect(result.total).toBeGreaterThanOrEqual(3);
  });
});
