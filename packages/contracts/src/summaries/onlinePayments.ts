import { summaries } from './define.ts';

export const onlinePaymentsSummaries = summaries({
  '/UserRecharge/GetOnlineRechargeProviders': ['站点提供的在线充值方式（微信支付、支付宝）', '站點提供的線上儲值方式（微信支付、支付寶）'],
  '/UserRecharge/CreateOnlineRecharge': ['发起在线充值：微信支付返回二维码内容，支付宝返回支付地址', '發起線上儲值：微信支付返回二維碼內容，支付寶返回支付網址'],
  '/UserRecharge/GetRecharges': ['本人的充值记录，最新在前，可按状态、支付方式、单号和日期查询', '本人的儲值記錄，最新在前，可按狀態、支付方式、單號和日期查詢'],
  '/UserRecharge/GetRechargeById': ['本人的一条充值记录及其处理记录（充值页轮询至支付完成）', '本人的一筆儲值記錄及其處理記錄（儲值頁輪詢至支付完成）'],
  '/UserRecharge/QueryRechargeState': ['未收到通知时向支付平台查询本人未完成的充值，并按其结果处理', '未收到通知時向支付平台查詢本人未完成的儲值，並按其結果處理'],
  '/Recharge/GetRecharges': ['站点的在线充值记录，最新在前，可按客户、状态、支付方式、单号和日期查询', '站點的線上儲值記錄，最新在前，可按客戶、狀態、支付方式、單號和日期查詢'],
  '/Recharge/GetRechargeById': ['站点的一条在线充值记录及其处理记录', '站點的一筆線上儲值記錄及其處理記錄'],
  '/Recharge/QueryRechargeState': ['向支付平台查询站点未完成的充值，并按其结果处理', '向支付平台查詢站點未完成的儲值，並按其結果處理'],
});
