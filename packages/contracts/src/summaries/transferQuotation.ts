import { summaries } from './define.ts';

export const transferQuotationSummaries = summaries({
  '/TransferQuotation/GetTransferQuotations': ['站点的转运报价列表，按显示顺序（平台人员：全部站点或指定 SiteId）', '站點的轉運報價列表，按顯示順序（平台人員：全部站點或指定 SiteId）'],
  '/TransferQuotation/AddTransferQuotation': ['新增转运报价及其重量段和附加费；名称在站点内唯一', '新增轉運報價及其重量段和附加費；名稱在站點內唯一'],
  '/TransferQuotation/GetEditTransferQuotation': ['转运报价的编辑表单值，重量段和附加费按顺序', '轉運報價的編輯表單值，重量段和附加費按順序'],
  '/TransferQuotation/EditTransferQuotation': ['保存转运报价；其重量段和附加费按提交的内容整体替换', '儲存轉運報價；其重量段和附加費按提交的內容整體取代'],
  '/TransferQuotation/DeleteTransferQuotation': ['删除转运报价及其重量段和附加费', '刪除轉運報價及其重量段和附加費'],
  '/TransferQuotation/GetTransferQuotationById': ['转运报价详情：适用范围、重量段、附加费和变更记录', '轉運報價詳情：適用範圍、重量段、附加費和變更記錄'],
  '/TransferQuotation/EnableTransferQuotations': ['启用转运报价（在生效日期至截止日期内提供）', '啟用轉運報價（在生效日期至截止日期內提供）'],
  '/TransferQuotation/DisableTransferQuotations': ['停用转运报价：不再提供，也不参与计费', '停用轉運報價：不再提供，也不參與計費'],
  '/TransferQuotation/CopyTransferQuotation': ['以新名称复制转运报价及其适用范围、重量段和附加费；副本默认未启用', '以新名稱複製轉運報價及其適用範圍、重量段和附加費；副本預設未啟用'],
  '/TransferQuotation/GetAvailableTransferQuotations': ['当前客户的客户组今天可用的转运报价，含重量段和附加费', '目前客戶的客戶組今天可用的轉運報價，含重量段和附加費'],
});
