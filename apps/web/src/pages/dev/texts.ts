import { defineTexts } from '../../i18n/defineTexts.ts';

export const galleryTexts = defineTexts('gallery', {
  en: { title: 'Components gallery', query: 'Query form', table: 'Data table', form: 'Forms', media: 'Uploads, rich text and icons', pickers: 'Pickers', coupon: 'Coupon selector' },
  'zh-CN': { title: '组件库', query: '查询表单', table: '数据表格', form: '表单', media: '上传、富文本与图标', pickers: '选择器', coupon: '优惠券选择' },
  'zh-TW': { title: '元件庫', query: '查詢表單', table: '資料表格', form: '表單', media: '上傳、富文本與圖示', pickers: '選擇器', coupon: '優惠券選擇' },
});
