import { summaries } from './define.ts';

const base = '/LogisticsValueAddedServicesQuotationGrouping';

export const logisticsValueAddedServicesQuotationGroupingSummaries = summaries({
  [`${base}/GetLogisticsValueAddedServicesQuotationGroupings`]: ['站点的增值服务分组列表，含各组的服务数', '站點的加值服務分組列表，含各組的服務數'],
  [`${base}/AddLogisticsValueAddedServicesQuotationGrouping`]: ['新增增值服务分组；名称在站点内唯一', '新增加值服務分組；名稱在站點內唯一'],
  [`${base}/GetEditLogisticsValueAddedServicesQuotationGrouping`]: ['增值服务分组的编辑表单值', '加值服務分組的編輯表單值'],
  [`${base}/EditLogisticsValueAddedServicesQuotationGrouping`]: ['保存增值服务分组', '儲存加值服務分組'],
  [`${base}/DeleteLogisticsValueAddedServicesQuotationGrouping`]: ['删除增值服务分组；组内还有服务时拒绝', '刪除加值服務分組；組內還有服務時拒絕'],
  [`${base}/GetLogisticsValueAddedServicesQuotationGroupingById`]: ['增值服务分组详情及变更记录', '加值服務分組詳情及變更記錄'],
  [`${base}/GetSelectTableLogisticsValueAddedServicesQuotationGroupings`]: ['增值服务报价分组的分页，供报价分组选择器使用', '加值服務報價分組的分頁，供報價分組選擇器使用'],
});
