import { defineTexts } from '../../i18n/defineTexts.ts';

export const applicantInformationTexts = defineTexts('applicantInformation', {
  en: {
    contacts: 'Contact', countryCode: 'Country code', phone: 'Mobile', receiveTel: 'Landline', detailedAddress: 'Detailed address', mailboxCode: 'Postal code', usageCount: 'Orders',
    isDeactivate: 'Deactivated', active: 'In use', deactivated: 'Deactivated', status: 'Status', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', deleteConfirm: 'Delete this applicant?',
    createTitle: 'New applicant', editTitle: 'Edit applicant', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted', allSites: 'All sites', chooseSiteFirst: 'Choose a site first',
    phoneHelp: 'Mobile and landline follow the rules of the country code.',
  },
  'zh-CN': {
    contacts: '联系人', countryCode: '国家区号', phone: '手机', receiveTel: '座机', detailedAddress: '详细地址', mailboxCode: '邮编', usageCount: '使用次数',
    isDeactivate: '停用', active: '使用中', deactivated: '已停用', status: '状态', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', deleteConfirm: '确定删除该申报人信息吗？',
    createTitle: '新增申报人信息', editTitle: '编辑申报人信息', basics: '基本信息', saved: '保存成功', deleted: '删除成功', allSites: '全部站点', chooseSiteFirst: '请先选择站点',
    phoneHelp: '手机和座机按国家区号校验格式。',
  },
  'zh-TW': {
    contacts: '聯絡人', countryCode: '國家區號', phone: '手機', receiveTel: '市話', detailedAddress: '詳細地址', mailboxCode: '郵遞區號', usageCount: '使用次數',
    isDeactivate: '停用', active: '使用中', deactivated: '已停用', status: '狀態', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', deleteConfirm: '確定刪除該申報人資訊嗎？',
    createTitle: '新增申報人資訊', editTitle: '編輯申報人資訊', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功', allSites: '全部站點', chooseSiteFirst: '請先選擇站點',
    phoneHelp: '手機和市話依國家區號檢查格式。',
  },
});
