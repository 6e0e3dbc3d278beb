import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { localeFromBrowser } from './index.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('i18n', () => {
  it('picks the language from the browser as the spec says', () => {
    expect(['us', 'en', 'en_us', 'en-US'].map(localeFromBrowser)).toEqual(['en', 'en', 'en', 'en']);
    expect(localeFromBrowser('zh-TW')).toBe('zh-TW');
    expect(['zh-CN', 'fr', 'ja', 'zh-HK'].map(localeFromBrowser)).toEqual(['zh-CN', 'zh-CN', 'zh-CN', 'zh-CN']);
  });

  it('has every text in the three languages, none left empty', () => {
    expect(keys(zhCN)).toEqual(keys(en));
    expect(keys(zhTW)).toEqual(keys(en));
    for (const texts of [en, zhCN, zhTW]) {
      expect(keys(texts).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], texts))).toEqual([]);
    }
  });
});
