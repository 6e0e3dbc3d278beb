import { defineTexts } from '../../i18n/defineTexts.ts';

/** Texts of the inventory pages: staff's stock with its actions, the stock-take, and the merchant's own stock. */
export const inventoryTexts = defineTexts('inventory', {
  en: {
    stock: 'Stock', warnings: 'Early warnings', content: 'Code, SKU or name', warehouse: 'Warehouse', belowWarning: 'Below early warning', yes: 'Yes', no: 'No',
    code: 'Commodity code', sku: 'SKU', name: 'Name', customer: 'Customer', total: 'Total', available: 'Available', frozen: 'Frozen', defective: 'Defective',
    question: 'In question', inTransit: 'In transit', earlyWarning: 'Early warning', updatedAt: 'Last change', shelf: 'Shelf', notOnShelf: 'Not on a shelf',
    places: 'Shelves and movements', movements: 'Movements', type: 'Type', quantity: 'Quantity', from: 'From', to: 'To', outside: 'Outside the books',
    document: 'Document', reason: 'Reason', operator: 'By', time: 'Time', warehouseStaff: 'The warehouse',
    freeze: 'Freeze', unfreeze: 'Unfreeze', adjust: 'Adjust', moveShelf: 'Move shelf', setWarning: 'Set early warning', stockTake: 'Stock-take',
    bucket: 'Stock kind', toShelf: 'To shelf', adjustHelp: 'A positive quantity adds stock, a negative one takes it away.',
    warningHelp: 'When the available stock falls below this quantity the customer is told; 0 turns the warning off.',
    chooseShelf: 'Choose the shelf to count', counted: 'Counted', noStockOnShelf: 'The books hold nothing on this shelf.', takeStockHelp: 'Enter what you counted; differences from the books are recorded as stock-take adjustments.',
    noDifferences: 'The count matches the books: nothing changed.', differences: '{{count}} differences recorded', done: 'Done', shelfSearch: 'Shelf number',
    notZero: 'Cannot be 0',
  },
  'zh-CN': {
    stock: '库存', warnings: '库存预警', content: '编码、SKU 或名称', warehouse: '仓库', belowWarning: '低于预警', yes: '是', no: '否',
    code: '商品编码', sku: 'SKU', name: '名称', customer: '客户', total: '总数', available: '可用', frozen: '冻结', defective: '不良品',
    question: '问题件', inTransit: '在途', earlyWarning: '预警数量', updatedAt: '最近变动', shelf: '货架', notOnShelf: '未上架',
    places: '货架与流水', movements: '库存流水', type: '类型', quantity: '数量', from: '来源', to: '去向', outside: '账外',
    document: '单据', reason: '原因', operator: '操作人', time: '时间', warehouseStaff: '仓库',
    freeze: '冻结', unfreeze: '解冻', adjust: '调整', moveShelf: '移库', setWarning: '设置预警', stockTake: '盘点',
    bucket: '库存类别', toShelf: '目标货架', adjustHelp: '正数为增加库存，负数为减少库存。',
    warningHelp: '可用库存低于此数量时通知客户；0 为关闭预警。',
    chooseShelf: '选择要盘点的货架', counted: '实盘', noStockOnShelf: '账面上该货架没有库存。', takeStockHelp: '填写实盘数量；与账面的差异记为盘点调整。',
    noDifferences: '实盘与账面一致，未做变更。', differences: '已记录 {{count}} 项差异', done: '操作成功', shelfSearch: '货架编号',
    notZero: '不能为 0',
  },
  'zh-TW': {
    stock: '庫存', warnings: '庫存預警', content: '編碼、SKU 或名稱', warehouse: '倉庫', belowWarning: '低於預警', yes: '是', no: '否',
    code: '商品編碼', sku: 'SKU', name: '名稱', customer: '客戶', total: '總數', available: '可用', frozen: '凍結', defective: '不良品',
    question: '問題件', inTransit: '在途', earlyWarning: '預警數量', updatedAt: '最近變動', shelf: '貨架', notOnShelf: '未上架',
    places: '貨架與流水', movements: '庫存流水', type: '類型', quantity: '數量', from: '來源', to: '去向', outside: '帳外',
    document: '單據', reason: '原因', operator: '操作人', time: '時間', warehouseStaff: '倉庫',
    freeze: '凍結', unfreeze: '解凍', adjust: '調整', moveShelf: '移庫', setWarning: '設定預警', stockTake: '盤點',
    bucket: '庫存類別', toShelf: '目標貨架', adjustHelp: '正數為增加庫存，負數為減少庫存。',
    warningHelp: '可用庫存低於此數量時通知客戶；0 為關閉預警。',
    chooseShelf: '選擇要盤點的貨架', counted: '實盤', noStockOnShelf: '帳面上該貨架沒有庫存。', takeStockHelp: '填寫實盤數量；與帳面的差異記為盤點調整。',
    noDifferences: '實盤與帳面一致，未做變更。', differences: '已記錄 {{count}} 項差異', done: '操作成功', shelfSearch: '貨架編號',
    notZero: '不能為 0',
  },
});
