import { summaries } from './define.ts';

export const currenciesSummaries = summaries({
  '/Currencies/AddCurrency': ['为站点新增币种；币种代码在站点内唯一', '為站點新增幣種；幣種代碼在站點內唯一'],
  '/Currencies/DeleteCurrency': ['删除币种（记录仍在使用的币种请设为不生效）', '刪除幣種（記錄仍在使用的幣種請設為不生效）'],
  '/Currencies/EditCurrency': ['保存币种', '儲存幣種'],
  '/Currencies/GetCurrencies': ['站点的币种列表（平台人员：全部站点或指定 SiteId）', '站點的幣種列表（平台人員：全部站點或指定 SiteId）'],
  '/Currencies/GetCurrencyById': ['币种详情及变更记录', '幣種詳情及變更記錄'],
  '/Currencies/GetEditCurrency': ['币种的编辑表单值', '幣種的編輯表單值'],
  '/Currencies/GetSelectCurrency': ['调用者站点（平台人员：指定 SiteId）生效的币种，供下拉框使用', '呼叫者站點（平台人員：指定 SiteId）生效的幣種，供下拉選單使用'],
});
