import { DATE_TIME_FORMAT_DAYJS, type Language, type Texts } from '@lbo/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';

/** A name the contract gives in three languages (a lifecycle's states and actions), in the page's language. */
export const inLanguage = (texts: Texts | undefined): string => (texts ? texts[(i18n.language as Language) in texts ? (i18n.language as Language) : 'en'] : '');

/** The contract's names are written to sit inside a message ("cannot be signed for"); alone on a tab or tag they start with a capital. */
export const alone = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `alone` in the reader's language, for a component that renders again when the language changes. */
export function useNamed() {
  const { i18n: current } = useTranslation();
  const locale = (['zh-CN', 'zh-TW', 'en'].includes(current.language) ? current.language : 'zh-CN') as Language;
  return (texts: Texts) => alone(texts[locale]);
}

/** A time as the lists and details show it; '-' for none. */
export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');
