import { chromium, type Browser, type Page } from 'playwright-core';

/** Driving the product's browser as a person would: shared by the e2e tests (harness.ts) and the page audit (audit/). */

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Reduced motion turns the app's animations off: a click never lands on a dialog or menu still
    // opening, and nothing waits for one to settle.
    args: ['--headless', '--no-sandbox', '--force-prefers-reduced-motion', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const LANGUAGES = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'zh-TW', label: '繁體中文' },
  { code: 'en', label: 'English' },
] as const;

/** Sign in through the public home as a person would; waits for the dashboard. */
export async function signIn(page: Page, base: string, opts: { userName: string; password: string; staff?: boolean; path?: string }) {
  await page.goto(`${base}${opts.path ?? '/'}`);
  await page.getByTestId('login-panel').waitFor();
  if (opts.staff) await page.getByRole('tab').nth(1).click();
  await page.locator('#UserName').fill(opts.userName);
  await page.locator('#Password').fill(opts.password);
  const agreement = page.locator('[data-testid=login-panel] .ant-checkbox-input').last();
  if (!(await agreement.isChecked())) await agreement.check();
  await page.locator('[data-testid=login-panel] button[type=submit]').click();
}

/**
 * Switches the language from the navbar as a person would. The menu is loaded on the first click;
 * a choice clicked while it still opens is lost on a loaded machine, and is made again.
 */
export async function switchLanguage(page: Page, code: (typeof LANGUAGES)[number]['code']) {
  const { label } = LANGUAGES.find((l) => l.code === code)!;
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').filter({ has: page.locator('.ant-dropdown-menu-item', { hasText: label }) });
  for (let attempt = 1; ; attempt++) {
    if (!(await menu.isVisible())) await page.getByTestId('language-switch').click();
    await menu.locator('.ant-dropdown-menu-item', { hasText: label }).click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
