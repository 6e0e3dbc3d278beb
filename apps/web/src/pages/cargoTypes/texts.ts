import { defineTexts } from '../../i18n/defineTexts.ts';

export const cargoTypesTexts = defineTexts('cargoTypes', {
  en: {
    name: 'Cargo name', displayOrder: 'Display order', remarks: 'Remarks', enabled: 'Enabled', disabled: 'Disabled', status: 'Status', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', deleteConfirm: 'Delete this cargo type?',
    createTitle: 'New cargo type', editTitle: 'Edit cargo type', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted', allSites: 'All sites', chooseSiteFirst: 'Choose a site first',
  },
  'zh-CN': {
    name: '货物名称', displayOrder: '显示顺序', remarks: '备注', enabled: '启用', disabled: '停用', status: '状态', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', deleteConfirm: '确定删除该货物类型吗？',
    createTitle: '新增货物类型', editTitle: '编辑货物类型', basics: '基本信息', saved: '保存成功', deleted: '删除成功', allSites: '全部站点', chooseSiteFirst: '请先选择站点',
  },
  'zh-TW': {
    name: '貨物名稱', displayOrder: '顯示順序', remarks: '備註', enabled: '啟用', disabled: '停用', status: '狀態', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', deleteConfirm: '確定刪除該貨物類型嗎？',
    createTitle: '新增貨物類型', editTitle: '編輯貨物類型', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功', allSites: '全部站點', chooseSiteFirst: '請先選擇站點',
  },
});
