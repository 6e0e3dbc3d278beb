import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';

export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Start the product as a new user would (`npm start`), on a fresh data directory and a free port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbo-e2e-'));
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  const root = new URL('..', import.meta.url).pathname;
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A fresh start migrates and seeds: 2 minutes on a loaded 2-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    port,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For a test file: the product started with `npm start` and a browser, both ended after the file's tests. */
export function productForTests(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await startServer(env);
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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
