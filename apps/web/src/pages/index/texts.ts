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

/** The public trajectory query's texts. */
export const trajectoryTexts = defineTexts('trajectory', {
  en: {
    title: 'Track your shipment', lead: 'Enter up to {{max}} order or carrier numbers, one a line or separated by commas.',
    placeholder: 'Order or carrier numbers', query: 'Track', notFound: 'No shipment of this site has this number',
    order: 'Order {{number}}', carrier: '{{name}} {{number}}', noEvents: 'No tracking events yet',
  },
  'zh-CN': {
    title: '轨迹查询', lead: '输入订单号或转单号，最多 {{max}} 个，每行一个或以逗号分隔。',
    placeholder: '订单号或转单号', query: '查询', notFound: '本站没有此单号的货件',
    order: '订单 {{number}}', carrier: '{{name}} {{number}}', noEvents: '暂无轨迹',
  },
  'zh-TW': {
    title: '軌跡查詢', lead: '輸入訂單號或轉單號，最多 {{max}} 個，每行一個或以逗號分隔。',
    placeholder: '訂單號或轉單號', query: '查詢', notFound: '本站沒有此單號的貨件',
    order: '訂單 {{number}}', carrier: '{{name}} {{number}}', noEvents: '暫無軌跡',
  },
});
