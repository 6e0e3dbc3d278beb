import { summaries } from './define.ts';

export const logisticsOrderTrajectorySchemeSummaries = summaries({
  '/LogisticsOrderTrajectoryScheme/AddLogisticsOrderTrajectoryScheme': ['新增轨迹方案及其有序步骤；名称在站点内唯一', '新增軌跡方案及其有序步驟；名稱在站點內唯一'],
  '/LogisticsOrderTrajectoryScheme/DeleteLogisticsOrderTrajectoryScheme': ['删除轨迹方案及其步骤', '刪除軌跡方案及其步驟'],
  '/LogisticsOrderTrajectoryScheme/EditLogisticsOrderTrajectoryScheme': ['保存轨迹方案；其步骤按提交的顺序整体替换', '儲存軌跡方案；其步驟按提交的順序整體取代'],
  '/LogisticsOrderTrajectoryScheme/GetEditLogisticsOrderTrajectoryScheme': ['轨迹方案的编辑表单值，步骤按顺序', '軌跡方案的編輯表單值，步驟按順序'],
  '/LogisticsOrderTrajectoryScheme/GetLogisticsOrderTrajectorySchemeById': ['轨迹方案详情：步骤和变更记录', '軌跡方案詳情：步驟和變更記錄'],
  '/LogisticsOrderTrajectoryScheme/GetLogisticsOrderTrajectorySchemes': ['站点的轨迹方案列表（平台人员：全部站点或指定 SiteId）', '站點的軌跡方案列表（平台人員：全部站點或指定 SiteId）'],
  '/LogisticsOrderTrajectoryScheme/GetSelectLogisticsOrderTrajectorySchemes': ['站点（平台人员：指定 SiteId）已启用的轨迹方案，供下拉框使用', '站點（平台人員：指定 SiteId）已啟用的軌跡方案，供下拉選單使用'],
});
