import { summaries } from './define.ts';

export const warehouseQuotationSummaries = summaries({
  '/WarehouseQuotation/GetWarehouseQuotations': ['站点的仓租报价列表，新建的在前', '站點的倉租報價列表，新建的在前'],
  '/WarehouseQuotation/AddWarehouseQuotation': ['新增仓租报价；名称在站点内唯一', '新增倉租報價；名稱在站點內唯一'],
  '/WarehouseQuotation/GetEditWarehouseQuotation': ['仓租报价的编辑表单值', '倉租報價的編輯表單值'],
  '/WarehouseQuotation/EditWarehouseQuotation': ['保存仓租报价', '儲存倉租報價'],
  '/WarehouseQuotation/DeleteWarehouseQuotation': ['删除仓租报价', '刪除倉租報價'],
  '/WarehouseQuotation/GetWarehouseQuotationById': ['仓租报价详情及变更记录', '倉租報價詳情及變更記錄'],
  '/WarehouseQuotation/CalculateStorageFee': ['按仓租报价计算库存到计费截止日的仓租：每行各区间天数与费用及合计', '按倉租報價計算庫存到計費截止日的倉租：每行各區間天數與費用及合計'],
  '/WarehouseQuotation/CalculateCustomerStorageFee': ['按仓租报价计算客户在某仓库的实际库存到计费截止日的仓租：按库存流水，每个商品每个入库日期一行', '按倉租報價計算客戶在某倉庫的實際庫存到計費截止日的倉租：按庫存流水，每個商品每個入庫日期一行'],
});
