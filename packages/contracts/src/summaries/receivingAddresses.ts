import { summaries } from './define.ts';

export const receivingAddressesSummaries = summaries({
  '/UserPackage/GetReceivingAddresses': ['客户可用的已启用仓库的收货地址，收件人和详细地址中写有其会员号', '客戶可用的已啟用倉庫的收貨地址，收件人與詳細地址中寫有其會員編號'],
});
