import { defineTexts } from '../../i18n/defineTexts.ts';

/**
 * The words every scan screen shares (useScanScreen, ScanLog, ShelfThenItemScreen): the warehouse
 * it works in, the scans waiting their turn, the chosen shelf and the log's columns.
 */
export const scanTexts = defineTexts('scan', {
  en: { warehouse: 'Warehouse', chooseWarehouse: 'Choose the warehouse first', waiting: 'Next: {{numbers}}', shelfChosen: 'Shelf {{shelf}}', currentShelf: 'Shelf', outcome: 'Outcome', time: 'Time' },
  'zh-CN': { warehouse: '仓库', chooseWarehouse: '请先选择仓库', waiting: '排队中：{{numbers}}', shelfChosen: '货架 {{shelf}}', currentShelf: '当前货架', outcome: '结果', time: '时间' },
  'zh-TW': { warehouse: '倉庫', chooseWarehouse: '請先選擇倉庫', waiting: '排隊中：{{numbers}}', shelfChosen: '貨架 {{shelf}}', currentShelf: '目前貨架', outcome: '結果', time: '時間' },
});
