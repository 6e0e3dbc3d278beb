import { defineTexts } from '../../i18n/defineTexts.ts';

export const tableTexts = defineTexts({
  en: { title: 'table' },
  'zh-CN': { title: 'table' },
  'zh-TW': { title: 'table' },
});
