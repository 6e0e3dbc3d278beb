import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productForTests, screenshot, screenshotOnFailure, signIn } from './harness.ts';

const product = productForTests();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A browser whose print view is recorded instead of opened, and whose clipboard the test reads. */
async function newContext(options: Parameters<NonNullable<typeof product.browser>['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ locale: 'en-US', ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.server.url });
  const page = await context.newPage();
  screenshotOnFailure(page, expect.getState().currentTestName ?? 'test');
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    const w = window as unknown as { print: () => void; printed: number };
    w.printed = 0;
    w.print = () => {
      w.printed += 1;
    };
  });
  return { context, page };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function switchLanguage(page: Page, label: string) {
  await page.getByTestId('language-switch').first().click();
  await page.locator('.ant-dropdown-menu-item', { hasText: label }).click();
}

describe('where to send goods', () => {
  it('gives alice each warehouse’s address with her member number, to copy line by line or whole, and to print one card', async () => {
    const { context, page } = await newContext({ viewport: { width: 1440, height: 900 } });
    await signIn(page, product.server.url, { userName: 'alice', password: 'Customer@2026' });
    await page.getByTestId('dashboard').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('My parcels', { exact: true }).click();
    await sidebar.getByText('Where to send goods', { exact: true }).click();

    const number = (await page.getByTestId('member-number').textContent()) ?? '';
    expect(number).toMatch(/^C\d{6}$/);
    const cards = page.getByTestId('receiving-address');
    expect(await cards.count()).toBe(2);
    const shenzhen = cards.filter({ hasText: '深圳宝安仓' });
    await shenzhen.getByText(`李明-${number}`, { exact: true }).waitFor();
    await shenzhen.getByText(`西乡街道航城大道18号B栋3楼 (${number})`, { exact: true }).waitFor();
    await shenzhen.getByText('+86 13800138000', { exact: true }).waitFor();
    await screenshot(page, 'receiving-addresses-1440-en', true);

    await shenzhen.getByRole('button', { name: 'Copy Recipient' }).click();
    expect(await clipboard(page)).toBe(`李明-${number}`);
    await shenzhen.getByRole('button', { name: 'Copy all' }).click();
    const all = await clipboard(page);
    expect(all.split('\n')[0]).toBe(`Recipient: 李明-${number}`);
    expect(all).toContain(`Detailed address: 西乡街道航城大道18号B栋3楼 (${number})`);

    // The print view shows the chosen card alone, without its buttons.
    await cards.filter({ hasText: '香港葵涌仓' }).getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('receiving-print-sheet');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(`陈大文-${number}`);
    expect(await cards.first().isVisible()).toBe(false);
    await screenshot(page, 'receiving-addresses-print-en');
    await page.emulateMedia({ media: 'screen' });

    await switchLanguage(page, '简体中文');
    await page.getByText('您的会员号', { exact: true }).waitFor();
    await shenzhen.getByText('中国 广东省 深圳市 宝安区', { exact: true }).waitFor();
    await screenshot(page, 'receiving-addresses-1440-zh-CN', true);
    await context.close();
  });

  it('works in the phone portal, from the home grid', async () => {
    const { context, page } = await newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${product.server.url}/`);
    await page.getByTestId('home-sign-in').click();
    await page.locator('#UserName').fill('alice');
    await page.locator('#Password').fill('Customer@2026');
    await page.locator('[data-testid=login-panel] .ant-checkbox-input').last().check();
    await page.locator('[data-testid=login-panel] button[type=submit]').click();
    await page.getByText('Hello, Alice').waitFor();
    await screenshot(page, 'receiving-addresses-portal-home-en');
    await page.locator('.portal-grid').getByText('Where to send goods').click();
    const cards = page.getByTestId('receiving-address');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'receiving-addresses-390-en', true);
    await cards.first().getByRole('button', { name: 'Copy Detailed address' }).click();
    expect(await clipboard(page)).toMatch(/\(C\d{6}\)$/);

    await switchLanguage(page, '简体中文');
    await page.getByText('您的会员号', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'receiving-addresses-390-zh-CN', true);
    await context.close();
  });
});
