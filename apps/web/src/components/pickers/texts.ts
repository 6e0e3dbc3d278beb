import { defineTexts } from '../../i18n/defineTexts.ts';

export const pickersTexts = defineTexts({
  en: { title: 'pickers' },
  'zh-CN': { title: 'pickers' },
  'zh-TW': { title: 'pickers' },
});
