import { defineTexts } from '../../i18n/defineTexts.ts';

export const freightCalculatorTexts = defineTexts('freightCalculator', {
  en: {
    shipment: 'Shipment', customer: 'Customer', anyCustomer: 'Every customer group', warehouse: 'Leaves from', country: 'Destination', carrier: 'Carrier', anyCarrier: 'Any carrier',
    cargoType: 'Cargo type', declaredValue: 'Declared value', currency: 'Show totals in', baseCurrency: 'Base currency', pieces: 'Pieces',
    weight: 'Weight (kg)', length: 'Length (cm)', width: 'Width (cm)', height: 'Height (cm)', quantity: 'Quantity', calculate: 'Calculate',
    results: 'Options', resultsHelp: 'Priced on {{date}}, cheapest first; click a row to see how its price is made.', noOptions: 'No quotation accepts this shipment.',
    rank: '#', quotation: 'Quotation', shippingMethod: 'Shipping method', aging: 'Aging', days: '{{min}}–{{max}} days', billedWeight: 'Billed weight', total: 'Total', totalCustomer: 'Total ({{currency}})',
    actualWeight: 'Actual weight', volumetricWeight: 'Volumetric weight', steps: 'How the billed weight is reached', items: 'Charges', amount: 'Amount', why: 'How', refundable: 'Refundable',
    kinds: { Freight: 'Freight', Tax: 'Tax', Surcharge: 'Surcharge' }, chooseSite: 'Site',
  },
  'zh-CN': {
    shipment: '货件', customer: '客户', anyCustomer: '全部客户组', warehouse: '发货仓库', country: '目的地', carrier: '承运商', anyCarrier: '不限承运商',
    cargoType: '货物类型', declaredValue: '申报价值', currency: '金额币种', baseCurrency: '本位币', pieces: '包裹',
    weight: '重量 (kg)', length: '长 (cm)', width: '宽 (cm)', height: '高 (cm)', quantity: '件数', calculate: '试算',
    results: '可选方案', resultsHelp: '按 {{date}} 的报价计算，价格从低到高；点击一行查看价格明细。', noOptions: '没有可承运该货件的报价。',
    rank: '#', quotation: '报价', shippingMethod: '运输方式', aging: '时效', days: '{{min}}–{{max}} 天', billedWeight: '计费重', total: '合计', totalCustomer: '合计（{{currency}}）',
    actualWeight: '实重', volumetricWeight: '体积重', steps: '计费重的计算过程', items: '费用明细', amount: '金额', why: '计算方式', refundable: '可退款',
    kinds: { Freight: '运费', Tax: '税费', Surcharge: '附加费' }, chooseSite: '站点',
  },
  'zh-TW': {
    shipment: '貨件', customer: '客戶', anyCustomer: '全部客戶組', warehouse: '發貨倉庫', country: '目的地', carrier: '承運商', anyCarrier: '不限承運商',
    cargoType: '貨物類型', declaredValue: '申報價值', currency: '金額幣別', baseCurrency: '本位幣', pieces: '包裹',
    weight: '重量 (kg)', length: '長 (cm)', width: '寬 (cm)', height: '高 (cm)', quantity: '件數', calculate: '試算',
    results: '可選方案', resultsHelp: '按 {{date}} 的報價計算，價格從低到高；點擊一列查看價格明細。', noOptions: '沒有可承運該貨件的報價。',
    rank: '#', quotation: '報價', shippingMethod: '運輸方式', aging: '時效', days: '{{min}}–{{max}} 天', billedWeight: '計費重', total: '合計', totalCustomer: '合計（{{currency}}）',
    actualWeight: '實重', volumetricWeight: '體積重', steps: '計費重的計算過程', items: '費用明細', amount: '金額', why: '計算方式', refundable: '可退款',
    kinds: { Freight: '運費', Tax: '稅費', Surcharge: '附加費' }, chooseSite: '站點',
  },
});
