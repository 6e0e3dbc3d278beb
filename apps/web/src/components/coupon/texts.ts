import { defineTexts } from '../../i18n/defineTexts.ts';

export const couponTexts = defineTexts({
  en: { title: 'coupon' },
  'zh-CN': { title: 'coupon' },
  'zh-TW': { title: 'coupon' },
});
