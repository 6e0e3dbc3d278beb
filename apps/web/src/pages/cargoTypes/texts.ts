import { defineTexts } from '../../i18n/defineTexts.ts';

export const cargoTypesTexts = defineTexts('cargoTypes', {
  en: { name: 'Cargo name', deleteConfirm: 'Delete this cargo type?', createTitle: 'New cargo type', editTitle: 'Edit cargo type' },
  'zh-CN': { name: '货物名称', deleteConfirm: '确定删除该货物类型吗？', createTitle: '新增货物类型', editTitle: '编辑货物类型' },
  'zh-TW': { name: '貨物名稱', deleteConfirm: '確定刪除該貨物類型嗎？', createTitle: '新增貨物類型', editTitle: '編輯貨物類型' },
});
