import { defineTexts } from '../../i18n/defineTexts.ts';

export const formTexts = defineTexts({
  en: { title: 'form' },
  'zh-CN': { title: 'form' },
  'zh-TW': { title: 'form' },
});
