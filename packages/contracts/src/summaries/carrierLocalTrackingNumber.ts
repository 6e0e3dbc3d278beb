import { summaries } from './define.ts';

export const carrierLocalTrackingNumberSummaries = summaries({
  '/CarrierLocalTrackingNumber/GetCarrierLocalTrackingNumberById': ['本地单号详情及其记录（导入、分配、作废）', '本地單號詳情及其記錄（匯入、分配、作廢）'],
  '/CarrierLocalTrackingNumber/GetCarrierLocalTrackingNumbers': ['站点承运商的本地单号，最新的在前，可按承运商、部分单号、是否使用和作废筛选', '站點承運商的本地單號，最新的在前，可按承運商、部分單號、是否使用和作廢篩選'],
  '/CarrierLocalTrackingNumber/ImportCarrierLocalTrackingNumbers': ['把一批单号加入承运商的单号池：全部成功或全部失败；重复或已存在的单号会被拒绝并列出', '把一批單號加入承運商的單號池：全部成功或全部失敗；重複或已存在的單號會被拒絕並列出'],
  '/CarrierLocalTrackingNumber/UnvoidCarrierLocalTrackingNumbers': ['撤销单号作废；未使用的单号可再分配给订单', '撤銷單號作廢；未使用的單號可再分配給訂單'],
  '/CarrierLocalTrackingNumber/VoidCarrierLocalTrackingNumbers': ['作废单号：不再分配给订单', '作廢單號：不再分配給訂單'],
});
