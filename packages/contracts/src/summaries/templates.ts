import { summaries } from './define.ts';

export const templatesSummaries = summaries({
  '/Template/AddTemplate': ['新增模板；内容会清理为安全的 HTML，只能使用其类型的占位符', '新增範本；內容會清理為安全的 HTML，只能使用其類型的預留位置'],
  '/Template/DeleteTemplate': ['删除模板（删除默认模板后该类型没有默认模板）', '刪除範本（刪除預設範本後該類型沒有預設範本）'],
  '/Template/EditTemplate': ['保存模板', '儲存範本'],
  '/Template/GetEditTemplate': ['模板的编辑表单值', '範本的編輯表單值'],
  '/Template/GetTemplateById': ['模板详情及变更记录', '範本詳情及變更記錄'],
  '/Select/GetTemplateType': ['模板类型（值、调用者语言的名称）及各类型可用的占位符', '範本類型（值、呼叫者語言的名稱）及各類型可用的預留位置'],
  '/Template/GetTemplates': ['站点的模板列表（平台人员：全部站点或指定 SiteId）', '站點的範本列表（平台人員：全部站點或指定 SiteId）'],
  '/Template/PreviewTemplate': ['内容的打印效果：清理后，用其类型的示例值，按纸张尺寸', '內容的列印效果：清理後，用其類型的範例值，按紙張尺寸'],
  '/Template/SetDefaultTemplate': ['把已启用的模板设为其类型的默认模板；原默认模板同时取消', '把已啟用的範本設為其類型的預設範本；原預設範本同時取消'],
});
