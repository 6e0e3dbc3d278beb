import { defineTexts } from '../../i18n/defineTexts.ts';

export const mediaTexts = defineTexts({
  en: { title: 'media' },
  'zh-CN': { title: 'media' },
  'zh-TW': { title: 'media' },
});
