import { summaries } from './define.ts';

export const warehousingQuotationSummaries = summaries({
  '/WarehousingQuotation/GetWarehousingQuotations': ['站点的入库报价列表，新建的在前', '站點的入庫報價列表，新建的在前'],
  '/WarehousingQuotation/AddWarehousingQuotation': ['新增入库报价；名称在站点内唯一', '新增入庫報價；名稱在站點內唯一'],
  '/WarehousingQuotation/GetEditWarehousingQuotation': ['入库报价的编辑表单值', '入庫報價的編輯表單值'],
  '/WarehousingQuotation/EditWarehousingQuotation': ['保存入库报价', '儲存入庫報價'],
  '/WarehousingQuotation/DeleteWarehousingQuotation': ['删除入库报价', '刪除入庫報價'],
  '/WarehousingQuotation/GetWarehousingQuotationById': ['入库报价详情及变更记录', '入庫報價詳情及變更記錄'],
});
