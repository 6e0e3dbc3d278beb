import { defineTexts } from '../../i18n/defineTexts.ts';

export const warehouseQuotationsTexts = defineTexts('warehouseQuotations', {
  en: {
    name: 'Quotation name', rentFreeDays: 'Rent-free days', cubicAmount: 'Per m³ per day', singlePieceAmount: 'Per piece per day', ultraLongInventoryTime: 'Ultra-long after (days)',
    ultraLongInventoryCubicAmount: 'Ultra-long per m³ per day', ultraLongInventorySinglePieceAmount: 'Ultra-long per piece per day', rates: 'Rates',
    createTitle: 'New warehouse quotation', editTitle: 'Edit warehouse quotation', deleteConfirm: 'Delete this warehouse quotation?',
    ratesHelp: 'A day costs the larger of volume × per-m³ and pieces × per-piece. Days count from the inbound day (day 1); ultra-long rates apply from the day after "ultra-long after".',
    calculator: 'Storage fee calculator', quotation: 'Quotation', periodEndDate: 'Period end date', pieces: 'Pieces', length: 'Length (cm)', width: 'Width (cm)', height: 'Height (cm)',
    cubicMeters: 'Volume (m³)', inboundDate: 'Inbound date', calculate: 'Calculate', line: 'Line', daysInStock: 'Days in stock', freeDays: 'Free', daysBeforeStart: 'Before start',
    normalDays: 'Normal', ultraLongDays: 'Ultra-long', normalDailyRate: 'Daily rate', ultraLongDailyRate: 'Ultra-long daily rate', normalFee: 'Normal fee', ultraLongFee: 'Ultra-long fee', fee: 'Fee',
    total: 'Total: {{total}} {{currency}}',
    calculatorHelp: 'Give each line either its length, width and height (of one piece) or its total volume.',
  },
  'zh-CN': {
    name: '报价名称', rentFreeDays: '免租天数', cubicAmount: '每立方每天', singlePieceAmount: '每件每天', ultraLongInventoryTime: '超长库存天数',
    ultraLongInventoryCubicAmount: '超长库存每立方每天', ultraLongInventorySinglePieceAmount: '超长库存每件每天', rates: '费率',
    createTitle: '新增仓租报价', editTitle: '编辑仓租报价', deleteConfirm: '确定删除该仓租报价吗？',
    ratesHelp: '每天按“体积 × 每立方单价”与“件数 × 每件单价”取较大者计费。天数从入库当天（第 1 天）算起；超过超长库存天数的次日起按超长库存单价计费。',
    calculator: '仓租试算', quotation: '报价', periodEndDate: '计费截止日期', pieces: '件数', length: '长 (cm)', width: '宽 (cm)', height: '高 (cm)',
    cubicMeters: '体积 (m³)', inboundDate: '入库日期', calculate: '计算', line: '行', daysInStock: '在库天数', freeDays: '免租', daysBeforeStart: '报价生效前',
    normalDays: '正常', ultraLongDays: '超长', normalDailyRate: '日费率', ultraLongDailyRate: '超长日费率', normalFee: '正常费用', ultraLongFee: '超长费用', fee: '费用',
    total: '合计：{{total}} {{currency}}',
    calculatorHelp: '每行填写单件的长、宽、高，或整行的总体积，二选一。',
  },
  'zh-TW': {
    name: '報價名稱', rentFreeDays: '免租天數', cubicAmount: '每立方每天', singlePieceAmount: '每件每天', ultraLongInventoryTime: '超長庫存天數',
    ultraLongInventoryCubicAmount: '超長庫存每立方每天', ultraLongInventorySinglePieceAmount: '超長庫存每件每天', rates: '費率',
    createTitle: '新增倉租報價', editTitle: '編輯倉租報價', deleteConfirm: '確定刪除該倉租報價嗎？',
    ratesHelp: '每天按「體積 × 每立方單價」與「件數 × 每件單價」取較大者計費。天數從入庫當天（第 1 天）算起；超過超長庫存天數的次日起按超長庫存單價計費。',
    calculator: '倉租試算', quotation: '報價', periodEndDate: '計費截止日期', pieces: '件數', length: '長 (cm)', width: '寬 (cm)', height: '高 (cm)',
    cubicMeters: '體積 (m³)', inboundDate: '入庫日期', calculate: '計算', line: '行', daysInStock: '在庫天數', freeDays: '免租', daysBeforeStart: '報價生效前',
    normalDays: '正常', ultraLongDays: '超長', normalDailyRate: '日費率', ultraLongDailyRate: '超長日費率', normalFee: '正常費用', ultraLongFee: '超長費用', fee: '費用',
    total: '合計：{{total}} {{currency}}',
    calculatorHelp: '每行填寫單件的長、寬、高，或整行的總體積，二選一。',
  },
});
