import { summaries } from './define.ts';

export const applicantInformationSummaries = summaries({
  '/ApplicantInformation/AddApplicantInformation': ['新增申报人信息；手机和座机按国家区号的规则校验', '新增申報人資訊；手機和市話按國家區號的規則校驗'],
  '/ApplicantInformation/DeleteApplicantInformation': ['删除从未被订单引用的申报人信息（已引用的可停用）', '刪除從未被訂單引用的申報人資訊（已引用的可停用）'],
  '/ApplicantInformation/EditApplicantInformation': ['保存申报人信息', '儲存申報人資訊'],
  '/ApplicantInformation/GetApplicantInformationById': ['申报人信息详情及变更记录', '申報人資訊詳情及變更記錄'],
  '/ApplicantInformation/GetApplicantInformations': ['站点的申报人信息列表，最新的在前', '站點的申報人資訊列表，最新的在前'],
  '/ApplicantInformation/GetAvailableApplicantInformation': ['在用的申报人信息分页，供申报人选择器使用', '使用中的申報人資訊分頁，供申報人選擇器使用'],
  '/ApplicantInformation/GetEditApplicantInformation': ['申报人信息的编辑表单值', '申報人資訊的編輯表單值'],
});
