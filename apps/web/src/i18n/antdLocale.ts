import dayjs from 'dayjs';
// The ES modules: antd/locale/* are CommonJS copies that the bundle cannot share with the rest of antd.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { Locale as AntdLocale } from 'antd/es/locale';
// Ant Design's date pickers take month and weekday names from dayjs: without these they stay English.
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useTranslation } from 'react-i18next';
import { i18n, LOCALES, type Locale } from './index.ts';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS };
const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

const localeOf = (language: string): Locale => (LOCALES.includes(language as Locale) ? (language as Locale) : 'zh-CN');

// Dates formatted outside a picker (dayjs().format('MMMM')) follow the language as well.
const followLanguage = (language: string) => void dayjs.locale(DAYJS_LOCALES[localeOf(language)]);
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

/** Ant Design's own texts (ConfigProvider `locale`) in the chosen language; re-renders when it changes. */
export function useAntdLocale(): AntdLocale {
  const { i18n: current } = useTranslation();
  return ANTD_LOCALES[localeOf(current.language)];
}
