import { summaries } from './define.ts';

export const walletsSummaries = summaries({
  '/UserBill/GetBills': ['我的账单及每次支付前后的钱包余额，可按单号（批量）、状态、类型和时间查询', '我的帳單及每次支付前後的錢包餘額，可按單號（批次）、狀態、類型和時間查詢'],
  '/UserBill/PayBills': ['用余额、余额加信用额度或货到付款订单的代收款支付一张或多张未支付账单，全部成功或全部不支付', '用餘額、餘額加信用額度或貨到付款訂單的代收款支付一張或多張未支付帳單，全部成功或全部不支付'],
  '/UserBill/GetPaymentRecords': ['我的支付和退款记录，最新在前', '我的支付和退款紀錄，最新在前'],
  '/Bill/GetBills': ['站点账单，可按客户、单号（批量）、状态、类型和时间查询', '站點帳單，可按客戶、單號（批次）、狀態、類型和時間查詢'],
  '/Bill/RefundBill': ['将已支付账单（部分或全部）退回客户钱包，先还信用额度；订单已锁定退款时拒绝', '將已支付帳單（部分或全部）退回客戶錢包，先還信用額度；訂單已鎖定退款時拒絕'],
  '/Bill/GetPaymentRecords': ['站点的支付和退款记录，最新在前，可按客户或账单查询', '站點的支付和退款紀錄，最新在前，可按客戶或帳單查詢'],
  '/UserWallet/GetWallets': ['我的钱包（每个币种一个）：余额、冻结、信用额度和欠款', '我的錢包（每個幣種一個）：餘額、凍結、信用額度和欠款'],
  '/UserWallet/GetAmountStatement': ['我的金额对账单：期间内的流水及期初、期末余额', '我的金額對帳單：期間內的流水及期初、期末餘額'],
  '/UserWallet/ExportAmountStatement': ['导出我的金额对账单（Excel）', '匯出我的金額對帳單（Excel）'],
  '/UserWallet/GetRecharges': ['我的充值记录', '我的儲值紀錄'],
  '/Wallet/GetWallets': ['站点客户的钱包，可按客户和币种查询', '站點客戶的錢包，可按客戶和幣種查詢'],
  '/Wallet/SetCredit': ['开通或关闭客户的信用额度并设置额度（不低于已使用部分）', '開通或關閉客戶的信用額度並設定額度（不低於已使用部分）'],
  '/Wallet/CorrectBalance': ['人工调整客户余额（须填写原因），记入站点调整账户', '人工調整客戶餘額（須填寫原因），記入站點調整帳戶'],
  '/Wallet/GetAmountStatement': ['客户的金额对账单：期间内的流水及期初、期末余额', '客戶的金額對帳單：期間內的流水及期初、期末餘額'],
  '/Wallet/ExportAmountStatement': ['导出客户的金额对账单（Excel）', '匯出客戶的金額對帳單（Excel）'],
  '/Recharge/SubmitOfflineRecharge': ['登记客户线下付款（附凭证图片），审核通过后入账', '登記客戶線下付款（附憑證圖片），審核通過後入帳'],
  '/Recharge/ApproveOfflineRecharge': ['审核通过线下充值：款项进入客户钱包（先还信用额度）', '審核通過線下儲值：款項進入客戶錢包（先還信用額度）'],
  '/Recharge/RejectOfflineRecharge': ['驳回线下充值（须填写原因），钱包不变', '駁回線下儲值（須填寫原因），錢包不變'],
  '/Recharge/GetOfflineRecharges': ['站点的线下充值记录，可按客户和状态查询', '站點的線下儲值紀錄，可按客戶和狀態查詢'],
});
