import { summaries } from './define.ts';

export const transportShiftSummaries = summaries({
  '/TransportShift/GetTransportShifts': ['本站点的运输班次：限制、已用重量、袋数与状态', '本站點的運輸班次：限制、已用重量、袋數與狀態'],
  '/TransportShift/AddTransportShift': ['新增运输班次（自动生成班次号）；仓库、渠道与运输方式须属于本站点', '新增運輸班次（自動產生班次號）；倉庫、渠道與運輸方式須屬於本站點'],
  '/TransportShift/GetEditTransportShift': ['运输班次的编辑表单值', '運輸班次的編輯表單值'],
  '/TransportShift/EditTransportShift': ['保存未发车的运输班次', '儲存未發車的運輸班次'],
  '/TransportShift/DeleteTransportShift': ['删除未发车且没有袋子的运输班次', '刪除未發車且沒有袋子的運輸班次'],
  '/TransportShift/GetTransportShiftById': ['运输班次详情：轨迹与操作记录', '運輸班次詳情：軌跡與操作記錄'],
  '/TransportShift/GetSelectTransportShifts': ['按状态列出本站点的运输班次（装袋页面只列未发车的），供选择与筛选', '按狀態列出本站點的運輸班次（裝袋頁面只列未發車的），供選擇與篩選'],
  '/TransportShift/ConfirmDeparture': ['确认班次发车（不可撤销）：其订单的打包被锁定，订单变为已出库', '確認班次發車（無法復原）：其訂單的打包被鎖定，訂單變為已出庫'],
  '/TransportShift/AddShiftTrack': ['为班次添加轨迹：同步到班次内每个订单，客户可见', '為班次新增軌跡：同步到班次內每個訂單，客戶可見'],
  '/TransportShift/GetShiftTracks': ['班次的轨迹，最新的在前', '班次的軌跡，最新的在前'],
  '/TransportShift/ScanBag': ['扫描袋号打开未发车班次的袋子；新袋号在该班次中新建袋子', '掃描袋號開啟未發車班次的袋子；新袋號在該班次中新建袋子'],
  '/TransportShift/BagOrder': ['将扫描的已打包订单装袋：检查限制并取清关编号；重复扫描不重复处理', '將掃描的已打包訂單裝袋：檢查限制並取清關編號；重複掃描不重複處理'],
  '/TransportShift/RemoveBagOrder': ['班次发车前将订单移出袋子，重量随之扣回', '班次發車前將訂單移出袋子，重量隨之扣回'],
  '/TransportShift/WeighBag': ['记录袋子的称重重量（手输或电子秤）：袋子变为已称重', '記錄袋子的稱重重量（手輸或電子秤）：袋子變為已稱重'],
  '/TransportShift/GetBags': ['袋号列表：每个袋子的班次、状态、订单数、重量与是否称重', '袋號列表：每個袋子的班次、狀態、訂單數、重量與是否稱重'],
  '/TransportShift/GetBagById': ['袋子明细：订单的客户、重量、尺寸、清关编号与操作记录', '袋子明細：訂單的客戶、重量、尺寸、清關編號與操作記錄'],
  '/TransportShift/GetBagOrders': ['订单明细：按班次、袋号与单号查询已装袋订单', '訂單明細：按班次、袋號與單號查詢已裝袋訂單'],
  '/TransportShift/ReceiveBag': ['到仓签收：已发车班次的袋子到仓（不可撤销，锁定订单退款）；重复扫描不重复处理', '到倉簽收：已發車班次的袋子到倉（無法復原，鎖定訂單退款）；重複掃描不重複處理'],
});
