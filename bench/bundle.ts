import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from '../e2e/harness.ts';
import { startServer } from '../e2e/server.ts';
import type { BenchReport } from './report.ts';

const KB = 1024;
const TARGET_INDEX_KB = 250;

/** Gzipped bytes of every script a page loads, as Chromium fetches them from the built app. */
async function scriptsOf(load: (page: Page) => Promise<void>) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(new URL(res.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
  });
  await load(page);
  await page.waitForLoadState('networkidle');
  await browser.close();
  return scripts;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Issue 3: the JavaScript a new visitor downloads for /index, and a signed-in user for the dashboard. */
export async function benchBundle(): Promise<BenchReport> {
  const server = await startServer();
  try {
    const index = await scriptsOf(async (page) => {
      await page.goto(`${server.url}/index`);
      await page.getByTestId('login-panel').waitFor();
    });
    const dashboard = await scriptsOf(async (page) => {
      await signIn(page, server.url, { userName: 'admin', password: 'Admin@2026', staff: true });
      await page.getByTestId('dashboard').waitFor();
    });
    const onlyDashboard = new Map([...dashboard].filter(([path]) => !index.has(path)));
    const largest = [...dashboard].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return {
      title: 'Web bundle (gzipped JavaScript, issue 3)',
      lines: [
        `/index:     ${(total(index) / KB).toFixed(1)} KB in ${index.size} scripts  (target < ${TARGET_INDEX_KB} KB: ${total(index) / KB < TARGET_INDEX_KB ? 'met' : 'NOT MET'})`,
        `dashboard:  ${(total(dashboard) / KB).toFixed(1)} KB in ${dashboard.size} scripts (${(total(onlyDashboard) / KB).toFixed(1)} KB more than /index after sign-in)`,
        `largest:    ${largest.map(([p, n]) => `${p.replace('/assets/', '')} ${(n / KB).toFixed(1)} KB`).join(', ')}`,
      ],
    };
  } finally {
    await server.stop();
  }
}
