import { defineTexts } from '../../i18n/defineTexts.ts';

export const typeOfShippingTexts = defineTexts('typeOfShipping', {
  en: {
    name: 'Name', minAging: 'Min aging (days)', maxAging: 'Max aging (days)', aging: 'Aging', agingDays: '{{min}}–{{max}} days',
    deleteConfirm: 'Delete this shipping method?', createTitle: 'New shipping method', editTitle: 'Edit shipping method', minAboveMax: 'The minimum aging cannot be above the maximum',
  },
  'zh-CN': {
    name: '名称', minAging: '最短时效（天）', maxAging: '最长时效（天）', aging: '时效', agingDays: '{{min}}–{{max}} 天',
    deleteConfirm: '确定删除该运输方式吗？', createTitle: '新增运输方式', editTitle: '编辑运输方式', minAboveMax: '最短时效不能大于最长时效',
  },
  'zh-TW': {
    name: '名稱', minAging: '最短時效（天）', maxAging: '最長時效（天）', aging: '時效', agingDays: '{{min}}–{{max}} 天',
    deleteConfirm: '確定刪除該運輸方式嗎？', createTitle: '新增運輸方式', editTitle: '編輯運輸方式', minAboveMax: '最短時效不能大於最長時效',
  },
});
