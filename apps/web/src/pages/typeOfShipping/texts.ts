import { defineTexts } from '../../i18n/defineTexts.ts';

export const typeOfShippingTexts = defineTexts('typeOfShipping', {
  en: {
    name: 'Name', minAging: 'Min aging (days)', maxAging: 'Max aging (days)', aging: 'Aging', agingDays: '{{min}}–{{max}} days', displayOrder: 'Display order', remarks: 'Remarks',
    enabled: 'Enabled', disabled: 'Disabled', status: 'Status', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', deleteConfirm: 'Delete this shipping method?',
    createTitle: 'New shipping method', editTitle: 'Edit shipping method', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted',
    allSites: 'All sites', chooseSiteFirst: 'Choose a site first', minAboveMax: 'The minimum aging cannot be above the maximum',
  },
  'zh-CN': {
    name: '名称', minAging: '最短时效（天）', maxAging: '最长时效（天）', aging: '时效', agingDays: '{{min}}–{{max}} 天', displayOrder: '显示顺序', remarks: '备注',
    enabled: '启用', disabled: '停用', status: '状态', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', deleteConfirm: '确定删除该运输方式吗？',
    createTitle: '新增运输方式', editTitle: '编辑运输方式', basics: '基本信息', saved: '保存成功', deleted: '删除成功',
    allSites: '全部站点', chooseSiteFirst: '请先选择站点', minAboveMax: '最短时效不能大于最长时效',
  },
  'zh-TW': {
    name: '名稱', minAging: '最短時效（天）', maxAging: '最長時效（天）', aging: '時效', agingDays: '{{min}}–{{max}} 天', displayOrder: '顯示順序', remarks: '備註',
    enabled: '啟用', disabled: '停用', status: '狀態', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', deleteConfirm: '確定刪除該運輸方式嗎？',
    createTitle: '新增運輸方式', editTitle: '編輯運輸方式', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功',
    allSites: '全部站點', chooseSiteFirst: '請先選擇站點', minAboveMax: '最短時效不能大於最長時效',
  },
});
