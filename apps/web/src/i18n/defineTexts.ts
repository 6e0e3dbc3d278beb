type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The texts of one part of the app in the three languages, kept next to the part that shows them
 * (`components/table/texts.ts`); en.ts, zh-CN.ts and zh-TW.ts mount each under its namespace.
 * The type makes every language carry every English key.
 */
export function defineTexts<const T extends object>(texts: { en: T; 'zh-CN': Widen<T>; 'zh-TW': Widen<T> }) {
  return texts;
}
