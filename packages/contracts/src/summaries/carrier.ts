import { summaries } from './define.ts';

export const carrierSummaries = summaries({
  '/Carrier/AddCarrier': ['新增承运商；名称和别名在站点内唯一，模板须为其面单模板之一', '新增承運商；名稱和別名在站點內唯一，範本須為其面單範本之一'],
  '/Carrier/DeleteCarrier': ['删除承运商；有本地单号时不能删除（可停用）', '刪除承運商；有本地單號時不能刪除（可停用）'],
  '/Carrier/EditCarrier': ['保存承运商', '儲存承運商'],
  '/Carrier/GetCarrierById': ['承运商详情：本地单号数量统计和变更记录', '承運商詳情：本地單號數量統計和變更記錄'],
  '/Carrier/GetCarriers': ['站点的承运商列表，含可用的本地单号数（平台人员：全部站点或指定 SiteId）', '站點的承運商列表，含可用的本地單號數（平台人員：全部站點或指定 SiteId）'],
  '/Carrier/GetEditCarrier': ['承运商的编辑表单值', '承運商的編輯表單值'],
  '/Carrier/GetSelectCarrierAlias': ['站点已启用的承运商，按客户看到的名称（别名，无别名时为名称）', '站點已啟用的承運商，按客戶看到的名稱（別名，無別名時為名稱）'],
  '/Carrier/GetSelectCarriers': ['站点已启用的承运商，按真实名称，供后台下拉框使用', '站點已啟用的承運商，按真實名稱，供後台下拉選單使用'],
});
