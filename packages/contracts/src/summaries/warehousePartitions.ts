import { summaries } from './define.ts';

export const warehousePartitionsSummaries = summaries({
  '/WarehousePartitions/AddWarehousePartition': ['在已启用的仓库中新增分区；名称在仓库内唯一', '在已啟用的倉庫中新增分區；名稱在倉庫內唯一'],
  '/WarehousePartitions/DeleteWarehousePartition': ['删除分区；有货架时不能删除', '刪除分區；有貨架時不能刪除'],
  '/WarehousePartitions/EditWarehousePartition': ['保存分区；只有没有货架时才能移到其他仓库', '儲存分區；只有沒有貨架時才能移到其他倉庫'],
  '/WarehousePartitions/GetEditWarehousePartition': ['分区的编辑表单值', '分區的編輯表單值'],
  '/WarehousePartitions/GetWarehousePartitionById': ['分区详情：货架数量和变更记录', '分區詳情：貨架數量和變更記錄'],
  '/WarehousePartitions/GetWarehousePartitionBySiteId': ['站点可用仓库（或某仓库）的已启用分区，供分区选择器使用', '站點可用倉庫（或某倉庫）的已啟用分區，供分區選擇器使用'],
  '/WarehousePartitions/GetWarehousePartitions': ['调用者可用仓库的分区，按仓库再按名称', '呼叫者可用倉庫的分區，按倉庫再按名稱'],
});
