import { summaries } from './define.ts';

export const warehouseSummaries = summaries({
  '/Warehouse/AddWarehouse': ['新增仓库；填写的编码在站点内唯一', '新增倉庫；填寫的編碼在站點內唯一'],
  '/Warehouse/DeleteWarehouse': ['删除仓库；有分区时不能删除', '刪除倉庫；有分區時不能刪除'],
  '/Warehouse/EditWarehouse': ['保存仓库（停用后不再出现在选择器中，旧记录保留）', '儲存倉庫（停用後不再出現在選擇器中，舊記錄保留）'],
  '/SiteJoinWarehouse/GetAllWarehouses': ['站点中调用者可用的全部仓库，含已停用的（列表筛选、旧记录）', '站點中呼叫者可用的全部倉庫，含已停用的（列表篩選、舊記錄）'],
  '/Warehouse/GetEditWarehouse': ['仓库的编辑表单值', '倉庫的編輯表單值'],
  '/SiteJoinWarehouse/GetSiteJoinWarehouseBySiteId': ['站点中调用者可用的已启用仓库，供仓库选择器使用', '站點中呼叫者可用的已啟用倉庫，供倉庫選擇器使用'],
  '/Warehouse/GetWarehouseById': ['仓库详情：分区和货架数量及变更记录', '倉庫詳情：分區和貨架數量及變更記錄'],
  '/Warehouse/GetWarehouses': ['调用者可用的仓库，按名称（平台人员：全部站点或指定 SiteId）', '呼叫者可用的倉庫，按名稱（平台人員：全部站點或指定 SiteId）'],
});
