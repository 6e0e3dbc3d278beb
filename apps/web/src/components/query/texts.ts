import { defineTexts } from '../../i18n/defineTexts.ts';

export const queryTexts = defineTexts({
  en: { title: 'query' },
  'zh-CN': { title: 'query' },
  'zh-TW': { title: 'query' },
});
