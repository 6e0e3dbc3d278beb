import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the public home's configurable parts (the rest of the home's texts are under `home` and `login`). */
export const siteHomeTexts = defineTexts('siteHome', {
  en: {
    services: 'Our services', technologies: 'Our technology', servicesLead: 'Everything between the shop and your door.',
    technologiesLead: 'How we keep every parcel in sight.', agreementTitle: 'Service agreement', agree: 'I have read and agree', copyright: '© {{year}} {{title}}',
    slide: 'Slide {{n}}', previousSlide: 'Previous slide', nextSlide: 'Next slide',
  },
  'zh-CN': {
    services: '我们的服务', technologies: '我们的技术', servicesLead: '从网店到您家门口，一站搞定。',
    technologiesLead: '让每个包裹都在掌握之中。', agreementTitle: '服务协议', agree: '我已阅读并同意', copyright: '© {{year}} {{title}}',
    slide: '第 {{n}} 张', previousSlide: '上一张', nextSlide: '下一张',
  },
  'zh-TW': {
    services: '我們的服務', technologies: '我們的技術', servicesLead: '從網店到您家門口，一站搞定。',
    technologiesLead: '讓每個包裹都在掌握之中。', agreementTitle: '服務協議', agree: '我已閱讀並同意', copyright: '© {{year}} {{title}}',
    slide: '第 {{n}} 張', previousSlide: '上一張', nextSlide: '下一張',
  },
});
