import { defineTexts } from '../../i18n/defineTexts.ts';

/** The words of the quotation scope controls (warehouses, customer groups, currency, dates). */
export const quotationsTexts = defineTexts('quotations', {
  en: {
    warehouses: 'Warehouses', allWarehouses: 'All warehouses', customerGroups: 'Customer groups', allCustomers: 'All customers', currency: 'Currency',
    effective: 'In force', perOrder: '{{price}} {{currency}} per order', perPiece: '{{price}} {{currency}} per piece', perKg: '{{price}} {{currency}} per kg', noServices: 'No value-added services are offered', notEffective: 'Not in force', isEffective: 'In force', startDate: 'Start date', endDate: 'End date', openEnded: 'Open-ended', chooseDate: 'Choose a date',
  },
  'zh-CN': {
    warehouses: '适用仓库', allWarehouses: '全部仓库', customerGroups: '客户组', allCustomers: '全部客户', currency: '币种',
    effective: '生效', perOrder: '{{price}} {{currency}}/单', perPiece: '{{price}} {{currency}}/件', perKg: '{{price}} {{currency}}/公斤', noServices: '暂无可选的增值服务', notEffective: '未生效', isEffective: '是否生效', startDate: '开始日期', endDate: '结束日期', openEnded: '长期', chooseDate: '请选择日期',
  },
  'zh-TW': {
    warehouses: '適用倉庫', allWarehouses: '全部倉庫', customerGroups: '客戶組', allCustomers: '全部客戶', currency: '幣別',
    effective: '生效', perOrder: '{{price}} {{currency}}/單', perPiece: '{{price}} {{currency}}/件', perKg: '{{price}} {{currency}}/公斤', noServices: '暫無可選的加值服務', notEffective: '未生效', isEffective: '是否生效', startDate: '開始日期', endDate: '結束日期', openEnded: '長期', chooseDate: '請選擇日期',
  },
});
