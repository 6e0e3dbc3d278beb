import { summaries } from './define.ts';

export const inventorySummaries = summaries({
  '/Inventory/GetInventory': ['站点按商品和仓库的库存：六项数量与预警数量，可按商品、仓库、货架、客户或低于预警筛选', '站點按商品和倉庫的庫存：六項數量與預警數量，可按商品、倉庫、貨架、客戶或低於預警篩選'],
  '/Inventory/GetInventoryShelves': ['某商品在某仓库按货架的库存', '某商品在某倉庫按貨架的庫存'],
  '/Inventory/GetShelfStock': ['某货架上按商品的库存', '某貨架上按商品的庫存'],
  '/Inventory/GetStockMovements': ['某商品在某仓库的库存流水，最新在前', '某商品在某倉庫的庫存流水，最新在前'],
  '/Inventory/GetEarlyWarnings': ['可用库存低于预警数量的库存', '可用庫存低於預警數量的庫存'],
  '/Inventory/Freeze': ['冻结可用库存（货架上或未上架）', '凍結可用庫存（貨架上或未上架）'],
  '/Inventory/Unfreeze': ['解冻库存，使其重新可用', '解凍庫存，使其重新可用'],
  '/Inventory/Adjust': ['调整可用、不良品或问题件库存（增加或减少），须填写原因', '調整可用、不良品或問題件庫存（增加或減少），須填寫原因'],
  '/Inventory/MoveShelf': ['将某类库存从一个货架（或未上架）移到另一货架', '將某類庫存從一個貨架（或未上架）移到另一貨架'],
  '/Inventory/StockTake': ['记录货架盘点结果；与账面的差异记为盘点调整', '記錄貨架盤點結果；與帳面的差異記為盤點調整'],
  '/Inventory/SetEarlyWarningQuantity': ['设置商品在某仓库的预警数量（0 为关闭）', '設定商品在某倉庫的預警數量（0 為關閉）'],
  '/UserInventory/GetInventory': ['客户按商品和仓库的库存', '客戶按商品和倉庫的庫存'],
  '/UserInventory/GetStockMovements': ['客户某项库存的流水，最新在前', '客戶某項庫存的流水，最新在前'],
  '/UserInventory/SetEarlyWarningQuantity': ['设置自己商品在某仓库的预警数量', '設定自己商品在某倉庫的預警數量'],
});
