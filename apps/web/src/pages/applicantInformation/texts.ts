import { defineTexts } from '../../i18n/defineTexts.ts';

export const applicantInformationTexts = defineTexts('applicantInformation', {
  en: {
    contacts: 'Contact', countryCode: 'Country code', phone: 'Mobile', receiveTel: 'Landline', detailedAddress: 'Detailed address', mailboxCode: 'Postal code', usageCount: 'Orders',
    isDeactivate: 'Deactivated', active: 'In use', deactivated: 'Deactivated',
    createTitle: 'New applicant', editTitle: 'Edit applicant', deleteConfirm: 'Delete this applicant?',
    phoneHelp: 'Mobile and landline follow the rules of the country code.',
  },
  'zh-CN': {
    contacts: '联系人', countryCode: '国家区号', phone: '手机', receiveTel: '座机', detailedAddress: '详细地址', mailboxCode: '邮编', usageCount: '使用次数',
    isDeactivate: '停用', active: '使用中', deactivated: '已停用',
    createTitle: '新增申报人信息', editTitle: '编辑申报人信息', deleteConfirm: '确定删除该申报人信息吗？',
    phoneHelp: '手机和座机按国家区号校验格式。',
  },
  'zh-TW': {
    contacts: '聯絡人', countryCode: '國家區號', phone: '手機', receiveTel: '市話', detailedAddress: '詳細地址', mailboxCode: '郵遞區號', usageCount: '使用次數',
    isDeactivate: '停用', active: '使用中', deactivated: '已停用',
    createTitle: '新增申報人資訊', editTitle: '編輯申報人資訊', deleteConfirm: '確定刪除該申報人資訊嗎？',
    phoneHelp: '手機和市話依國家區號檢查格式。',
  },
});
