import { summaries } from './define.ts';

export const commonFilesSummaries = summaries({
  '/CommonFile/AddCommonFile': ['把已上传的文件（本站点的附件）作为常用文件提供', '把已上傳的檔案（本站點的附件）作為常用檔案提供'],
  '/CommonFile/DeleteCommonFile': ['不再提供该常用文件（已上传的文件保留）', '不再提供該常用檔案（已上傳的檔案保留）'],
  '/CommonFile/EditCommonFile': ['保存常用文件（名称、分类、文件、可见范围、排序）', '儲存常用檔案（名稱、分類、檔案、可見範圍、排序）'],
  '/CommonFile/GetCommonFileById': ['常用文件详情及变更记录', '常用檔案詳情及變更記錄'],
  '/CommonFile/GetCommonFiles': ['站点的常用文件列表，按排序再按名称（平台人员：全部站点或指定 SiteId）', '站點的常用檔案列表，按排序再按名稱（平台人員：全部站點或指定 SiteId）'],
  '/CommonFile/GetEditCommonFile': ['常用文件的编辑表单值', '常用檔案的編輯表單值'],
  '/UserCommonFile/GetUserCommonFiles': ['客户所在站点对用户可见的常用文件，按排序再按名称', '客戶所在站點對使用者可見的常用檔案，按排序再按名稱'],
});
