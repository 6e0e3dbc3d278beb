/**
 * The demo sites' stored data (names of warehouses, zones, lists, services, quotations, roles,
 * messages) is written in the language each site's audience reads: Demo Express (localhost) in
 * Simplified Chinese, Harbor Forwarding (127.0.0.1) in Traditional Chinese.
 */
const DEMO_SITE_LANGUAGE = { demo: 'zh-CN', harbor: 'zh-TW' } as const;

export type DemoSiteCode = keyof typeof DEMO_SITE_LANGUAGE;
type DemoLanguage = (typeof DEMO_SITE_LANGUAGE)[DemoSiteCode];

/** One demo text in each demo site's language. */
export type DemoText = Record<DemoLanguage, string>;

export const DEMO_SITE_CODES = Object.keys(DEMO_SITE_LANGUAGE) as DemoSiteCode[];

/** The language a demo site's audience reads (what the seed's calls answer and record in). */
export function demoLanguageOf(siteCode: string): DemoLanguage {
  const language = DEMO_SITE_LANGUAGE[siteCode as DemoSiteCode];
  if (!language) throw new Error(`${siteCode} is not a demo site`);
  return language;
}

/** `text` as a demo site reads it. */
export function demoText(siteCode: string, text: DemoText): string {
  return text[demoLanguageOf(siteCode)];
}

/** A demo text in Simplified, then Traditional Chinese. */
export type DemoWords = readonly [zhCN: string, zhTW: string];

/** The demo site's words: `w(['仓库', '倉庫'])` answers the one its audience reads. */
export function wordsOf(siteCode: string): (words: DemoWords) => string {
  return ([zhCN, zhTW]) => demoText(siteCode, { 'zh-CN': zhCN, 'zh-TW': zhTW });
}
