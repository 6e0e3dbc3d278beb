import { i18n, LOCALES } from './index.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The texts of one part of the app in the three languages, kept next to the part that shows them
 * (`components/table/texts.ts`), mounted under `namespace` (`t('table.…')`) when the module is first
 * imported: a part's texts travel in its chunk, so the first page does not download every page's
 * texts. A module showing a part's texts imports that part's texts.ts (a test checks it).
 * The type makes every language carry every English key.
 */
export function defineTexts<const T extends object>(namespace: string, texts: { en: T; 'zh-CN': Widen<T>; 'zh-TW': Widen<T> }) {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', { [namespace]: texts[locale] }, true, true);
  return texts;
}
