import { summaries } from './define.ts';

export const helpTutorialTypeSummaries = summaries({
  '/HelpTutorialType/AddHelpTutorialType': ['新增帮助教程类型；名称在站点内唯一', '新增幫助教學類型；名稱在站點內唯一'],
  '/HelpTutorialType/DeleteHelpTutorialType': ['删除帮助教程类型', '刪除幫助教學類型'],
  '/HelpTutorialType/EditHelpTutorialType': ['保存帮助教程类型', '儲存幫助教學類型'],
  '/HelpTutorialType/GetEditHelpTutorialType': ['帮助教程类型的编辑表单值', '幫助教學類型的編輯表單值'],
  '/HelpTutorialType/GetHelpTutorialTypeById': ['帮助教程类型详情及变更记录', '幫助教學類型詳情及變更記錄'],
  '/HelpTutorialType/GetHelpTutorialTypes': ['站点的帮助教程类型列表，按显示顺序（平台人员：全部站点或指定 SiteId）', '站點的幫助教學類型列表，按顯示順序（平台人員：全部站點或指定 SiteId）'],
  '/HelpTutorialType/GetSelects': ['调用者站点（平台人员：指定 SiteId）已启用的帮助教程类型，按显示顺序，供下拉框使用', '呼叫者站點（平台人員：指定 SiteId）已啟用的幫助教學類型，按顯示順序，供下拉選單使用'],
});
