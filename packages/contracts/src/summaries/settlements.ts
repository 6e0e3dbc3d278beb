import { summaries } from './define.ts';

export const settlementsSummaries = summaries({
  '/UserSettlement/GetStatements': ['我的结算单及其账单，可按状态和账期查询', '我的結算單及其帳單，可按狀態和帳期查詢'],
  '/UserSettlement/Settle': ['用钱包余额结算一张待结算或已逾期的结算单，归还已用信用额度', '用錢包餘額結算一張待結算或已逾期的結算單，歸還已用信用額度'],
  '/Settlement/GetStatements': ['本站的结算单及其账单，可按客户、状态和账期查询', '本站的結算單及其帳單，可按客戶、狀態和帳期查詢'],
  '/Settlement/Settle': ['用客户钱包余额结算其待结算或已逾期的结算单，归还已用信用额度', '用客戶錢包餘額結算其待結算或已逾期的結算單，歸還已用信用額度'],
});
