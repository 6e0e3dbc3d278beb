import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export type Locale = 'zh-CN' | 'zh-TW' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW', 'en'];
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };
/** The spec's language codes: the AcceptLanguage header and the site page configuration use them. */
export const LANGUAGE_CODE: Record<Locale, 1 | 2 | 3> = { 'zh-CN': 1, 'zh-TW': 2, en: 3 };

const LANGUAGE_KEY = 'language';

/** Spec §1: "us", "en" or "en_us" → English, "zh-tw" → Traditional Chinese, anything else Simplified Chinese. */
export function localeFromBrowser(browserLanguage: string): Locale {
  const l = browserLanguage.toLowerCase().replace('-', '_');
  if (l === 'us' || l === 'en' || l === 'en_us') return 'en';
  if (l === 'zh_tw') return 'zh-TW';
  return 'zh-CN';
}

function savedLocale(): Locale {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return LOCALES.includes(saved as Locale) ? (saved as Locale) : localeFromBrowser(navigator.language);
}

export function saveLocale(locale: Locale) {
  localStorage.setItem(LANGUAGE_KEY, locale);
}

void i18n.use(initReactI18next).init({
  // Copies: the parts' texts are added to these objects as the parts load (defineTexts).
  resources: { en: { translation: { ...en } }, 'zh-CN': { translation: { ...zhCN } }, 'zh-TW': { translation: { ...zhTW } } },
  lng: typeof localStorage === 'undefined' ? 'zh-CN' : savedLocale(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

export const currentLocale = (): Locale => (LOCALES.includes(i18n.language as Locale) ? (i18n.language as Locale) : 'zh-CN');
export { i18n };
