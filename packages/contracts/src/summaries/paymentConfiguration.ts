import { summaries } from './define.ts';

export const paymentConfigurationSummaries = summaries({
  '/PaymentConfiguration/DeletePaymentConfiguration': ['删除某支付方式的配置及其已保存的凭据', '刪除某支付方式的配置及其已儲存的憑據'],
  '/PaymentConfiguration/EditAlipayConfiguration': ['保存支付宝配置；凭据留空则保留原值', '儲存支付寶配置；憑據留空則保留原值'],
  '/PaymentConfiguration/EditWeChatPayConfiguration': ['保存微信支付配置；凭据留空则保留原值；其启用状态即站点是否提供微信支付', '儲存微信支付配置；憑據留空則保留原值；其啟用狀態即站點是否提供微信支付'],
  '/PaymentConfiguration/GetPaymentConfigurationHistory': ['谁在何时修改了某支付方式的配置，最新的在前（凭据仅显示掩码）', '誰在何時修改了某支付方式的配置，最新的在前（憑據僅顯示遮罩）'],
  '/PaymentConfiguration/GetPaymentConfigurations': ['站点的两种支付配置，凭据显示掩码（平台人员指定 SiteId）', '站點的兩種支付配置，憑據顯示遮罩（平台人員指定 SiteId）'],
});
