import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the recharge pages: the customer's recharge, and both sides' recharge records. */
export const onlinePaymentsTexts = defineTexts('recharge', {
  en: {
    amount: 'Amount (CNY)', amountHelp: 'Up to 50,000 yuan, at most two decimals', provider: 'Pay with', weChatPay: 'WeChat Pay', alipay: 'Alipay', sandbox: 'sandbox',
    start: 'Recharge', noProvider: 'This site offers no online payment yet. Contact the site to recharge.', scan: 'Scan the QR code with WeChat to pay', openAlipay: 'Pay with Alipay', openSandbox: 'Open the sandbox pay page',
    alipayHint: 'Alipay opens in a new window; come back here once you have paid. You can also scan the code with the Alipay app.', waiting: 'Waiting for the payment…',
    check: 'I have paid: check now', paid: 'Paid', paidDetail: '{{amount}} CNY paid ({{number}}). It will be credited to your balance.', closed: 'This recharge was closed.', failed: 'The payment failed.',
    again: 'Recharge again', records: 'Recharge records', outTradeNo: 'Recharge number', status: 'State', transactionId: 'Provider transaction', createdAt: 'Created', paidAt: 'Paid at',
    coupons: 'Recharge coupons', couponAmount: 'Coupon bonus (CNY)', bonus: '+ {{amount}} CNY bonus from coupons', paidWithBonus: '{{amount}} CNY paid ({{number}}). It will be credited to your balance with the coupons’ bonus of {{bonus}} CNY.',
    customer: 'Customer', query: 'Ask the provider', queried: 'Checked with the provider', history: 'History', detail: 'Details', actor: 'By', action: 'Action', time: 'Time', you: 'You', system: 'Payment provider', warehouse: 'Staff',
  },
  'zh-CN': {
    amount: '金额（人民币元）', amountHelp: '最多 50000 元，最多两位小数', provider: '支付方式', weChatPay: '微信支付', alipay: '支付宝', sandbox: '沙箱',
    start: '充值', noProvider: '本站尚未开通在线支付，请联系站点充值。', scan: '请使用微信扫描二维码支付', openAlipay: '前往支付宝支付', openSandbox: '打开沙箱支付页面',
    alipayHint: '支付宝将在新窗口打开，支付完成后请回到本页。也可以用支付宝 App 扫码。', waiting: '等待支付…',
    check: '我已支付，立即查询', paid: '支付成功', paidDetail: '已支付 {{amount}} 元（{{number}}），将计入您的余额。', closed: '该充值已关闭。', failed: '支付失败。',
    again: '再次充值', records: '充值记录', outTradeNo: '充值单号', status: '状态', transactionId: '支付平台交易号', createdAt: '创建时间', paidAt: '支付时间',
    coupons: '充值优惠券', couponAmount: '优惠券赠送（元）', bonus: '优惠券赠送 {{amount}} 元', paidWithBonus: '已支付 {{amount}} 元（{{number}}），将连同优惠券赠送的 {{bonus}} 元计入您的余额。',
    customer: '客户', query: '向支付平台查询', queried: '已向支付平台查询', history: '处理记录', detail: '详情', actor: '操作人', action: '操作', time: '时间', you: '您', system: '支付平台', warehouse: '工作人员',
  },
  'zh-TW': {
    amount: '金額（人民幣元）', amountHelp: '最多 50000 元，最多兩位小數', provider: '支付方式', weChatPay: '微信支付', alipay: '支付寶', sandbox: '沙箱',
    start: '儲值', noProvider: '本站尚未開通線上支付，請聯絡站點儲值。', scan: '請使用微信掃描 QR 碼支付', openAlipay: '前往支付寶支付', openSandbox: '開啟沙箱支付頁面',
    alipayHint: '支付寶將在新視窗開啟，支付完成後請回到本頁。也可以用支付寶 App 掃碼。', waiting: '等待支付…',
    check: '我已支付，立即查詢', paid: '支付成功', paidDetail: '已支付 {{amount}} 元（{{number}}），將計入您的餘額。', closed: '該儲值已關閉。', failed: '支付失敗。',
    again: '再次儲值', records: '儲值記錄', outTradeNo: '儲值單號', status: '狀態', transactionId: '支付平台交易號', createdAt: '建立時間', paidAt: '支付時間',
    coupons: '儲值優惠券', couponAmount: '優惠券贈送（元）', bonus: '優惠券贈送 {{amount}} 元', paidWithBonus: '已支付 {{amount}} 元（{{number}}），將連同優惠券贈送的 {{bonus}} 元計入您的餘額。',
    customer: '客戶', query: '向支付平台查詢', queried: '已向支付平台查詢', history: '處理記錄', detail: '詳情', actor: '操作人', action: '操作', time: '時間', you: '您', system: '支付平台', warehouse: '工作人員',
  },
});
