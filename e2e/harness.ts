import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { startServer, type RunningServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the product globalSetup.ts started */
    productUrl: string;
  }
}

export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/**
 * For a test file: the product and a browser. Files run one after another against the one product
 * the global setup started (each start migrates and seeds: a quarter of the run when every file
 * had its own), so a file makes its own records and changes none another file reads. A file that
 * needs other settings (`env`) starts its own product, stopped after its tests.
 */
export function productForTests(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  const own = Object.keys(env).length > 0;
  beforeAll(async () => {
    const shared = inject('productUrl');
    running.server = own ? await startServer(env) : { url: shared, port: Number(new URL(shared).port), stop: async () => undefined };
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Reduced motion turns the app's animations off: a click never lands on a dialog or menu still
    // opening, and nothing waits for one to settle.
    args: ['--headless', '--no-sandbox', '--force-prefers-reduced-motion', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
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

/** Call inside a test: if it fails, the page is saved as screenshots/failed-<name>.png. */
export function screenshotOnFailure(page: Page, name: string) {
  onTestFailed(async () => {
    await screenshot(page, `failed-${name.replace(/[^\w-]+/g, '-').slice(0, 80)}`).catch(() => undefined);
  });
}

/**
 * Opens a page from the sidebar as a person would: expands its group unless the group is already
 * open (a click on an open group closes it), waits until the group shows its pages, then clicks the page.
 */
export async function openFromSidebar(page: Page, group: string, item: string) {
  // An inner locator (`has`) is looked for inside the outer element: it starts from the page.
  const groupTitle = page.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) });
  const sidebar = page.getByTestId('sidebar');
  const title = sidebar.locator(groupTitle);
  const entry = sidebar
    .locator('li.ant-menu-submenu')
    .filter({ has: groupTitle })
    .locator('li.ant-menu-item')
    .filter({ has: page.getByText(item, { exact: true }) });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await entry.waitFor();
  // A click landing while the group still slides open is lost on a loaded machine: the entry
  // then never becomes the selected one, and is clicked again.
  for (let attempt = 1; ; attempt++) {
    await entry.click();
    try {
      await sidebar.locator('li.ant-menu-item-selected').filter({ has: page.getByText(item, { exact: true }) }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
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
