/**
 * The page audit (`npm run audit:pages`): every page of each demo role's menu, read from the app's
 * sidebar, opened in the three languages at phone, tablet and desktop widths, as a new user would.
 * It records what such a user trips over (errors, failed calls, raw translation keys, words of the
 * other language, duplicate ids, a page wider than a phone) and writes a markdown report with a
 * screenshot of every page, to be read and looked at. Not a test: nothing here fails a build.
 *
 *   npm run audit:pages                                   starts its own product (a fresh demo)
 *   npm run audit:pages -- --url http://localhost:8080    audits a running demo
 *   npm run audit:pages -- --roles operator --languages zh-TW --widths 390 --pages Inventory
 *
 * Simplified Chinese and English are read on Demo Express (localhost), Traditional Chinese on
 * Harbor Forwarding (127.0.0.1): each site's data is in its audience's language. Each page is
 * loaded at the widest width and narrowed from there; the report is rewritten after each role.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, LANGUAGES, signIn } from './browser.ts';
import { startServer } from './server.ts';

type Language = (typeof LANGUAGES)[number]['code'];

const ROLES = [
  { name: 'alice', password: 'Customer@2026', staff: false },
  { name: 'operator', password: 'Admin@2026', staff: true },
  { name: 'admin', password: 'Admin@2026', staff: true },
  { name: 'platform', password: 'Admin@2026', staff: true },
] as const;
const WIDTHS = [390, 768, 1440] as const;

/** Text of the interface (not data): where words of the other language are a missing translation. */
const INTERFACE_TEXT = [
  'button',
  'th',
  'label',
  '.ant-form-item-label',
  '.ant-menu-title-content',
  '.ant-tabs-tab',
  '.ant-breadcrumb',
  '.ant-card-head-title',
  '.ant-modal-title',
  '.ant-drawer-title',
  '.ant-empty-description',
  '.ant-pagination',
  '.ant-result-title',
  '.ant-result-subtitle',
  '.ant-select-selection-placeholder',
  '.ant-descriptions-item-label',
  '.ant-statistic-title',
  '.ant-alert-message',
  '.ant-tag',
  '[data-testid=tags-view]',
  'h1',
  'h2',
  'h3',
  'h4',
].join(',');
/**
 * Latin words a Chinese interface uses as they are: units, file kinds, brands, and the names the
 * payment providers' own consoles give their settings (WeChat Pay's AppId, MchId, APIv3 key).
 */
const LATIN_IN_CHINESE = new Set(['kg', 'cm', 'mm', 'Logo', 'Excel', 'Tab', 'Enter', 'Email', 'Ctrl', 'Shift', 'Alt', 'Esc', 'Hub', 'AppId', 'MchId', 'APIv3']);
/** A language is named in its own script in every language (the language menu, a site's per-language tabs). */
const AUTONYMS = LANGUAGES.map((l) => l.label);

interface Finding {
  kind: string;
  detail: string;
}
interface Visit {
  role: string;
  language: Language;
  path: string;
  title: string;
  screenshots: Record<number, string>;
  findings: (Finding & { widths: number[] })[];
  milliseconds: number;
}

const KINDS: Record<string, string> = {
  error: 'Console errors and page errors',
  call: 'Calls answered with an error while loading',
  key: 'Raw translation keys shown',
  language: 'Interface words of another language',
  id: 'Duplicate element ids',
  overflow: 'Page wider than a 390 px phone',
  load: 'Page did not finish loading',
};

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    roles: { type: 'string' },
    languages: { type: 'string' },
    widths: { type: 'string' },
    pages: { type: 'string' },
    out: { type: 'string', default: new URL('./audit/', import.meta.url).pathname },
  },
});
const pick = <T extends string | number>(all: readonly T[], chosen: string | undefined): T[] =>
  chosen ? all.filter((v) => chosen.split(',').includes(String(v))) : [...all];
const roles = ROLES.filter((r) => pick(ROLES.map((x) => x.name), options.roles).includes(r.name));
const languages = pick(LANGUAGES.map((l) => l.code), options.languages);
// Widest first: each page is loaded as on a desktop, then narrowed (a page loaded on a phone starts with the menu closed).
const widths = pick(WIDTHS, options.widths).sort((a, b) => b - a);
const pageFilter = options.pages?.split(',').map((p) => p.toLowerCase());
const outDir = path.resolve(options.out!);

/** The host a language is read on: each demo site's data is in its audience's language. */
function hostFor(base: string, language: Language): string {
  const url = new URL(base);
  url.hostname = language === 'zh-TW' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

/** The pages of the signed-in user's menu, as the sidebar lists them (every group opened in turn). */
async function menuPaths(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  const found = new Set<string>(['/dashboard']);
  const groups = sidebar.locator('.ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await sidebar.locator('.ant-menu-root > li.ant-menu-submenu').nth(i).locator('[data-path]').first().waitFor();
    for (const p of await sidebar.locator('[data-path]').evaluateAll((spans) => spans.map((s) => s.getAttribute('data-path')!))) found.add(p);
  }
  for (const p of await sidebar.locator('[data-path]').evaluateAll((spans) => spans.map((s) => s.getAttribute('data-path')!))) found.add(p);
  return [...found];
}

/** What the page shows that a reader of `language` trips over; runs in the page. */
function inspectPage([language, interfaceSelector, latinAllowed, autonyms]: [Language, string, string[], string[]]) {
  const findings: { kind: string; detail: string }[] = [];
  const allowed = new Set(latinAllowed);
  const visible = (el: Element | null) => Boolean(el && (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }));
  const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

  const keyLike = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
  const notKey = /\.(com|cn|tw|net|org|pdf|png|jpe?g|xlsx?|csv|zip|txt|docx?)$/i;
  const texts: { text: string; el: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && visible(node.parentElement)) texts.push({ text, el: node.parentElement! });
  }
  // Not `title`: the access pages show a button's key on hover on purpose, beside its translated name.
  for (const el of document.querySelectorAll('[placeholder],[aria-label]')) {
    // Ant Design names its icons by their shape ("bell"): not words a reader is shown.
    if (!visible(el) || el.classList.contains('anticon')) continue;
    for (const attr of ['placeholder', 'aria-label']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push({ text: value, el });
    }
  }
  const keys = new Set(texts.map((t) => t.text).filter((t) => keyLike.test(t) && !notKey.test(t)));
  for (const key of keys) findings.push({ kind: 'key', detail: key });

  const interfaceTexts = texts.filter(({ el }) => el.closest(interfaceSelector) && !el.closest('td,[data-testid=sidebar] strong,.ant-select-selection-item'));
  const foreign = new Set<string>();
  for (const { text } of interfaceTexts) {
    if (keys.has(text) || autonyms.includes(text)) continue;
    if (language === 'en') {
      if (/\p{Script=Han}/u.test(text)) foreign.add(snippet(text));
    } else {
      // A file's name (apiclient_key.pem) is typed as it is.
      const words = text.replace(/[\w.-]+\.[a-z]{2,4}\b/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
      // Acronyms (SKU, API, HS) are read as they are in Chinese.
      if (words.some((w) => w.length > 1 && w !== w.toUpperCase() && !allowed.has(w))) foreign.add(snippet(text));
    }
  }
  for (const text of foreign) findings.push({ kind: 'language', detail: text });

  const ids = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) if (el.id) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
  for (const [id, n] of ids) if (n > 1) findings.push({ kind: 'id', detail: `#${id} ×${n}` });

  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    // The outermost elements reaching past the right edge, none inside a box that scrolls or clips.
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const culprits: string[] = [];
    const walk = (el: Element) => {
      for (const child of el.children) {
        const rect = child.getBoundingClientRect();
        if (rect.right > window.innerWidth + 1 && rect.width > 0 && visible(child)) {
          const inner = [...child.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1);
          if (!inner || clips(child)) culprits.push(`${describe(child)} (${Math.round(rect.right)} px) "${snippet(child.textContent ?? '')}"`);
          else walk(child);
        } else if (!clips(child)) walk(child);
        if (culprits.length >= 3) return;
      }
    };
    walk(document.body);
    findings.push({ kind: 'overflow', detail: `${document.documentElement.scrollWidth} px wide: ${culprits.join('; ')}` });
  }
  return findings;
}

/** Requests in flight per page: a resize may load more (a lazy icon, a chunk), after the load state was reached. */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Waits until nothing has been in flight for half a second and no spinner turns (at most 30 s), then for a painted frame. */
async function settle(page: Page) {
  const open = inFlight.get(page)!;
  const until = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const busy = open.size > 0 || (await page.locator('.ant-spin-spinning, .ant-skeleton-active').count()) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function auditPage(page: Page, base: string, role: string, language: Language, pagePath: string): Promise<Visit> {
  const started = Date.now();
  const raw: { finding: Finding; width: number }[] = [];
  let width: number = widths[0]!;
  const pending: Promise<void>[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'error') raw.push({ finding: { kind: 'error', detail: msg.text().slice(0, 300) }, width });
  };
  const onPageError = (error: Error) => raw.push({ finding: { kind: 'error', detail: `${error.name}: ${error.message}`.slice(0, 300) }, width });
  const onResponse = (response: Response) => {
    const request = response.request();
    if (!['fetch', 'xhr'].includes(request.resourceType()) || !response.url().startsWith(base)) return;
    const call = new URL(response.url()).pathname;
    const at = width;
    if (response.status() >= 400) raw.push({ finding: { kind: 'call', detail: `${call}: HTTP ${response.status()}` }, width: at });
    else if ((response.headers()['content-type'] ?? '').includes('json'))
      pending.push(
        response
          .json()
          .then((body: { Code?: number; Message?: string }) => {
            if (typeof body?.Code === 'number' && body.Code !== 0) raw.push({ finding: { kind: 'call', detail: `${call}: Code ${body.Code} "${body.Message ?? ''}"` }, width: at });
          })
          .catch(() => undefined),
      );
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);

  const slug = pagePath.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home';
  const screenshots: Record<number, string> = {};
  let title: string | undefined;
  try {
    // Each page is opened on its own, as from a bookmark: no tags left open by the page before.
    await page.evaluate((l) => {
      localStorage.setItem('language', l);
      localStorage.removeItem('openTabs');
    }, language);
    await page.setViewportSize({ width, height: 900 });
    const loaded = await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 60_000 }).then(
      () => true,
      (error: Error) => {
        raw.push({ finding: { kind: 'load', detail: error.message.split('\n')[0]! }, width });
        return false;
      },
    );
    for (const w of widths) {
      width = w;
      if (!loaded) break;
      await page.setViewportSize({ width: w, height: 900 });
      await settle(page);
      const file = path.join(outDir, role, language, `${slug}-${w}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file });
      screenshots[w] = path.relative(outDir, file);
      // Sent as source: tsx names functions with a helper (`__name`) the page does not have.
      const found = (await page.evaluate(`(() => { const __name = (f) => f; return (${inspectPage.toString()})(${JSON.stringify([language, INTERFACE_TEXT, [...LATIN_IN_CHINESE], AUTONYMS])}); })()`)) as Finding[];
      for (const finding of found) if (finding.kind !== 'overflow' || w === 390) raw.push({ finding, width: w });
    }
    title = (await page.locator('[data-testid=tags-view] [data-active=true]').first().textContent({ timeout: 1_000 }).catch(() => null)) ?? (await page.title());
  } finally {
    await Promise.all(pending);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }
  const merged = new Map<string, Finding & { widths: number[] }>();
  for (const { finding, width: w } of raw) {
    const key = `${finding.kind}\u0000${finding.detail}`;
    const entry = merged.get(key) ?? { ...finding, widths: [] };
    if (!entry.widths.includes(w)) entry.widths.push(w);
    merged.set(key, entry);
  }
  return { role, language, path: pagePath, title: (title ?? '').trim(), screenshots, findings: [...merged.values()], milliseconds: Date.now() - started };
}

async function signedIn(browser: Browser, base: string, role: (typeof ROLES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  trackRequests(page);
  await page.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'en'));
  await signIn(page, base, { userName: role.name, password: role.password, staff: role.staff });
  await page.getByTestId('sidebar').waitFor({ timeout: 60_000 });
  return { context, page };
}

function report(visits: Visit[], started: Date): string {
  const lines = [`# Page audit`, '', `${started.toISOString()}: ${visits.length} page openings (roles ${roles.map((r) => r.name).join(', ')}; ${languages.join(', ')}; ${widths.join(', ')} px), ${Math.round((Date.now() - started.getTime()) / 1000)} s.`, ''];
  lines.push('| role | language | pages | with findings |', '|---|---|---|---|');
  for (const role of roles)
    for (const language of languages) {
      const of = visits.filter((v) => v.role === role.name && v.language === language);
      lines.push(`| ${role.name} | ${language} | ${of.length} | ${of.filter((v) => v.findings.length).length} |`);
    }
  for (const [kind, heading] of Object.entries(KINDS)) {
    const rows = visits.flatMap((v) => v.findings.filter((f) => f.kind === kind).map((f) => ({ v, f })));
    lines.push('', `## ${heading} (${rows.length})`, '');
    if (!rows.length) lines.push('None.');
    for (const { v, f } of rows) lines.push(`- ${v.role} · ${v.language} · \`${v.path}\` (${v.title}) at ${f.widths.join('/')} px: ${f.detail.replace(/\|/g, '\\|')} ([screenshot](${v.screenshots[f.widths[0]!] ?? v.screenshots[widths[0]!] ?? ''}))`);
  }
  lines.push('', '## Pages opened', '', '| role | language | page | title | ms | screenshots |', '|---|---|---|---|---|---|');
  for (const v of visits) lines.push(`| ${v.role} | ${v.language} | \`${v.path}\` | ${v.title} | ${v.milliseconds} | ${Object.entries(v.screenshots).map(([w, f]) => `[${w}](${f})`).join(' ')} |`);
  return `${lines.join('\n')}\n`;
}

async function main() {
  const started = new Date();
  const server = options.url ? undefined : await startServer();
  const base = options.url ?? server!.url;
  const browser = await launchBrowser();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const visits: Visit[] = [];
  const reportFile = path.join(outDir, 'report.md');
  try {
    for (const role of roles) {
      // One sign-in per site: Traditional Chinese is read on the other demo site.
      for (const host of [...new Set(languages.map((l) => hostFor(base, l)))]) {
        const { context, page } = await signedIn(browser, host, role);
        try {
          const paths = (await menuPaths(page)).filter((p) => !pageFilter || pageFilter.some((f) => p.toLowerCase().includes(f)));
          for (const language of languages.filter((l) => hostFor(base, l) === host))
            for (const pagePath of paths) {
              const visit = await auditPage(page, host, role.name, language, pagePath);
              visits.push(visit);
              console.log(`${role.name} ${language} ${pagePath}: ${visit.findings.length ? visit.findings.map((f) => f.kind).join(', ') : 'ok'} (${visit.milliseconds} ms)`);
            }
        } finally {
          await context.close();
        }
        // Written as it goes: a long run can be read, or stopped, before its end.
        fs.writeFileSync(reportFile, report(visits, started));
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
    fs.writeFileSync(reportFile, report(visits, started));
    console.log(`\nReport: ${reportFile}`);
  }
}

await main();
