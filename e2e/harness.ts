import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export { launchBrowser, LANGUAGES, signIn, switchLanguage } from './browser.ts';

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

export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
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
 * Answers a confirmation (Modal.confirm) with its button. A click landing while the dialog still
 * zooms in is lost on a loaded machine: it is made again while the dialog stays open (a click that
 * did land leaves the button loading, where a second one does nothing).
 */
export async function confirmDialog(page: Page, button = 'Confirm', hasText?: string | RegExp) {
  const dialog = page.locator('.ant-modal-confirm').filter(hasText === undefined ? {} : { hasText });
  await dialog.getByRole('button', { name: button }).click();
  const closed = await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false);
  if (closed) return;
  await dialog.getByRole('button', { name: button }).click({ timeout: 5_000 }).catch(() => undefined);
  await dialog.waitFor({ state: 'hidden' });
}
