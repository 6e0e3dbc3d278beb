import { summaries } from './define.ts';

const base = '/LogisticsValueAddedServicesQuotation';

export const valueAddedServiceQuotationSummaries = summaries({
  [`${base}/GetLogisticsValueAddedServicesQuotations`]: ['站点的增值服务列表，按分组和显示顺序', '站點的加值服務列表，按分組和顯示順序'],
  [`${base}/AddLogisticsValueAddedServicesQuotation`]: ['新增增值服务；名称在站点内唯一', '新增加值服務；名稱在站點內唯一'],
  [`${base}/GetEditLogisticsValueAddedServicesQuotation`]: ['增值服务的编辑表单值', '加值服務的編輯表單值'],
  [`${base}/EditLogisticsValueAddedServicesQuotation`]: ['保存增值服务', '儲存加值服務'],
  [`${base}/DeleteLogisticsValueAddedServicesQuotation`]: ['删除增值服务', '刪除加值服務'],
  [`${base}/GetLogisticsValueAddedServicesQuotationById`]: ['增值服务详情及变更记录', '加值服務詳情及變更記錄'],
  [`${base}/GetAvailableLogisticsValueAddedServices`]: ['订单可选的已启用增值服务，按分组（单选或多选）；给出仓库时只含该仓库的', '訂單可選的已啟用加值服務，按分組（單選或多選）；給出倉庫時只含該倉庫的'],
});
