import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the settlement statement pages (customer's and staff's). */
export const settlementTexts = defineTexts('settlements', {
  en: {
    all: 'All', serialNumber: 'Statement number', customer: 'Customer', memberNumber: 'Member number', cycle: 'Cycle', period: 'Period', dueDate: 'Due date',
    amount: 'Amount', currency: 'Currency', state: 'State', settledAt: 'Settled at', createdAt: 'Made at', bills: 'Bills', billNumber: 'Bill number', orderNumber: 'Order number',
    creditAmount: 'On credit', paidAt: 'Paid at', settle: 'Settle', settleTitle: 'Settle statement {{number}}', cashAvailable: 'Cash available', creditUsed: 'Credit used',
    toRepay: 'Repaid from the cash', cashAfter: 'Cash after', cashShort: 'The cash is not enough: recharge first.', nothingOwed: 'The credit of this statement is already repaid: settling moves no money.',
    done: 'Settled', detail: 'Bills of {{number}}', noBills: 'No bills', overdueHint: 'Overdue',
    cycles: { 1: 'Per order', 2: 'Weekly', 3: 'Half-monthly', 4: 'Monthly' },
  },
  'zh-CN': {
    all: '全部', serialNumber: '结算单号', customer: '客户', memberNumber: '会员号', cycle: '结算周期', period: '账期', dueDate: '到期日',
    amount: '金额', currency: '币种', state: '状态', settledAt: '结算时间', createdAt: '生成时间', bills: '账单', billNumber: '账单号', orderNumber: '订单号',
    creditAmount: '信用支付金额', paidAt: '支付时间', settle: '结算', settleTitle: '结算 {{number}}', cashAvailable: '可用余额', creditUsed: '已用信用额度',
    toRepay: '从余额归还', cashAfter: '结算后余额', cashShort: '余额不足，请先充值。', nothingOwed: '本结算单的信用额度已归还，结算不会扣款。',
    done: '结算成功', detail: '{{number}} 的账单', noBills: '没有账单', overdueHint: '已逾期',
    cycles: { 1: '按单结算', 2: '周结', 3: '半月结', 4: '月结' },
  },
  'zh-TW': {
    all: '全部', serialNumber: '結算單號', customer: '客戶', memberNumber: '會員號', cycle: '結算週期', period: '帳期', dueDate: '到期日',
    amount: '金額', currency: '幣種', state: '狀態', settledAt: '結算時間', createdAt: '生成時間', bills: '帳單', billNumber: '帳單號', orderNumber: '訂單號',
    creditAmount: '信用支付金額', paidAt: '支付時間', settle: '結算', settleTitle: '結算 {{number}}', cashAvailable: '可用餘額', creditUsed: '已用信用額度',
    toRepay: '從餘額歸還', cashAfter: '結算後餘額', cashShort: '餘額不足，請先儲值。', nothingOwed: '本結算單的信用額度已歸還，結算不會扣款。',
    done: '結算成功', detail: '{{number}} 的帳單', noBills: '沒有帳單', overdueHint: '已逾期',
    cycles: { 1: '按單結算', 2: '週結', 3: '半月結', 4: '月結' },
  },
});
