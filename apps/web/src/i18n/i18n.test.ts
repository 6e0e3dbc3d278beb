import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { i18n, localeFromBrowser, LOCALES } from './index.ts';

// Every part's texts, mounted as the app mounts them when the part is loaded.
import.meta.glob('../**/texts.ts', { eager: true });

/** The app's modules by path relative to this folder ('../pages/users/UsersListPage.tsx'). */
const source: Record<string, string> = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], { query: '?raw', import: 'default', eager: true });
const files = Object.keys(source);

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

/** `specifier` as imported by `file`, both relative to this folder. */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The texts module of each part's namespace, from `defineTexts('<namespace>', …)`. */
const textsModules = files.flatMap((file) => [...source[file]!.matchAll(/defineTexts\(\s*'(\w+)'/g)].map((m) => ({ namespace: m[1]!, file })));
const textsOf = new Map(textsModules.map((t) => [t.namespace, t.file]));

/** The modules a module imports for their values, relative ones only (`import type` brings no texts). */
function staticImports(file: string): string[] {
  const imports = source[file]!.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm);
  return [...imports].map((m) => resolve(file, m[1]!)).filter((f) => f in source);
}

function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of staticImports(file)) reachable(imported, seen);
  return seen;
}

describe('i18n', () => {
  it('picks the language from the browser as the spec says', () => {
    expect(['us', 'en', 'en_us', 'en-US'].map(localeFromBrowser)).toEqual(['en', 'en', 'en', 'en']);
    expect(localeFromBrowser('zh-TW')).toBe('zh-TW');
    expect(['zh-CN', 'fr', 'ja', 'zh-HK'].map(localeFromBrowser)).toEqual(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
  });

  it('has every text in the three languages, none left empty', () => {
    const bundles = Object.fromEntries(LOCALES.map((l) => [l, i18n.getResourceBundle(l, 'translation') as object]));
    const english = keys(bundles.en!);
    for (const locale of LOCALES) {
      expect(keys(bundles[locale]!), locale).toEqual(english);
      expect(english.filter((k) => !i18n.t(k, { lng: locale })), locale).toEqual([]);
    }
  });

  it('says nothing in English to a Chinese reader but names, codes and figures', () => {
    // Product names, brands and formats read the same in every language (capitals alone, SKU or N/A, pass).
    const sameInEveryLanguage = new Set(['carriers.interfaces.8', 'siteHome.copyright', 'paymentConfiguration.appId', 'sites.postgreSql', 'sites.logo', 'sites.languages.us_en', 'templates.sizeMm', 'transferQuotations.available.plus']);
    const english = keys(i18n.getResourceBundle('en', 'translation') as object).filter((k) => !sameInEveryLanguage.has(k));
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      expect(english.filter((k) => /[a-z]/.test(i18n.t(k, { lng: locale }).replace(/\{\{\w+\}\}/g, '')) && i18n.t(k, { lng: locale }) === i18n.t(k, { lng: 'en' })), locale).toEqual([]);
    }
  });

  it('gives each part its own namespace', () => {
    const namespaces = textsModules.map((t) => t.namespace);
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i || n in en)).toEqual([]);
  });

  it('shows a part’s texts only in modules that load them', () => {
    const partKey = new RegExp(`['"\`](${[...textsOf.keys()].join('|')})\\.[\\w$]`, 'g');
    /** An area's texts load with its pages (pages/registry.ts: `<area>/*Index.tsx`), so the area's modules may show them. */
    const routedArea = (file: string) => {
      const area = /^\.\.\/pages\/\w+\//.exec(file)?.[0];
      return area && files.some((f) => f.startsWith(area) && /^\w+Index\.tsx$/.test(f.slice(area.length))) ? area : undefined;
    };
    const missing = files.flatMap((file) => {
      const used = new Set([...source[file]!.matchAll(partKey)].map((m) => m[1]!));
      const loaded = reachable(file);
      return [...used]
        .map((namespace) => textsOf.get(namespace)!)
        .filter((texts) => !loaded.has(texts) && !(routedArea(texts) && routedArea(texts) === routedArea(file)))
        .map((texts) => `${file} shows texts of ${texts} without importing it`);
    });
    expect(missing).toEqual([]);
  });
});
