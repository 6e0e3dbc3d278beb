import { defineTexts } from '../../i18n/defineTexts.ts';

/** The words every site list page shares (SiteListPage); an area's own words stay in its texts.ts. */
export const siteListTexts = defineTexts('siteList', {
  en: {
    status: 'Status', enabled: 'Enabled', disabled: 'Disabled', site: 'Site', remarks: 'Remarks', displayOrder: 'Display order', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted', allSites: 'All sites', platformRows: 'The platform’s own records', chooseSiteFirst: 'Choose a site first', loadFailed: 'The record could not be loaded',
  },
  'zh-CN': {
    status: '状态', enabled: '启用', disabled: '停用', site: '站点', remarks: '备注', displayOrder: '显示顺序', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', basics: '基本信息', saved: '保存成功', deleted: '删除成功', allSites: '全部站点', platformRows: '平台自身的记录', chooseSiteFirst: '请先选择站点', loadFailed: '记录加载失败',
  },
  'zh-TW': {
    status: '狀態', enabled: '啟用', disabled: '停用', site: '站點', remarks: '備註', displayOrder: '顯示順序', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功', allSites: '全部站點', platformRows: '平台自身的記錄', chooseSiteFirst: '請先選擇站點', loadFailed: '記錄載入失敗',
  },
});
