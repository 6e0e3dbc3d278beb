import { defineTexts } from '../../i18n/defineTexts.ts';

/** The words every scan screen shares (useScanScreen): the warehouse it works in and the scans waiting their turn. */
export const scanTexts = defineTexts('scan', {
  en: { warehouse: 'Warehouse', chooseWarehouse: 'Choose the warehouse first', waiting: 'Next: {{numbers}}' },
  'zh-CN': { warehouse: '仓库', chooseWarehouse: '请先选择仓库', waiting: '排队中：{{numbers}}' },
  'zh-TW': { warehouse: '倉庫', chooseWarehouse: '請先選擇倉庫', waiting: '排隊中：{{numbers}}' },
});
