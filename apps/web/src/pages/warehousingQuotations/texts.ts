import { defineTexts } from '../../i18n/defineTexts.ts';

export const warehousingQuotationsTexts = defineTexts('warehousingQuotations', {
  en: {
    name: 'Quotation name', pieceAmount: 'Per piece', weightAmount: 'Per kg', cubicAmount: 'Per m³', minimumCharge: 'Minimum per document', rates: 'Rates',
    createTitle: 'New warehousing quotation', editTitle: 'Edit warehousing quotation', deleteConfirm: 'Delete this warehousing quotation?',
    ratesHelp: 'An inbound document costs pieces × per piece + kg × per kg + m³ × per m³, and at least the minimum. Leave the end date empty for an open-ended quotation.',
  },
  'zh-CN': {
    name: '报价名称', pieceAmount: '每件', weightAmount: '每公斤', cubicAmount: '每立方', minimumCharge: '每单最低收费', rates: '费率',
    createTitle: '新增入库报价', editTitle: '编辑入库报价', deleteConfirm: '确定删除该入库报价吗？',
    ratesHelp: '每张入库单收费 = 件数 × 每件 + 公斤 × 每公斤 + 立方 × 每立方，且不低于最低收费。结束日期留空表示长期有效。',
  },
  'zh-TW': {
    name: '報價名稱', pieceAmount: '每件', weightAmount: '每公斤', cubicAmount: '每立方', minimumCharge: '每單最低收費', rates: '費率',
    createTitle: '新增入庫報價', editTitle: '編輯入庫報價', deleteConfirm: '確定刪除該入庫報價嗎？',
    ratesHelp: '每張入庫單收費 = 件數 × 每件 + 公斤 × 每公斤 + 立方 × 每立方，且不低於最低收費。結束日期留空表示長期有效。',
  },
});
