import { summaries } from './define.ts';

export const transferPlanSummaries = summaries({
  '/TransferPlan/GetTransferPlans': ['本站仓库之间的调拨计划：按状态、仓库和单号查询', '本站倉庫之間的調撥計劃：按狀態、倉庫和單號查詢'],
  '/TransferPlan/GetTransferPlanById': ['调拨计划详情：明细与操作记录', '調撥計劃詳情：明細與操作記錄'],
  '/TransferPlan/FindParcel': ['按快递单号查找仓库货架上的可发货包裹，用于调拨明细', '按快遞單號查找倉庫貨架上的可出貨包裹，用於調撥明細'],
  '/TransferPlan/GetStocks': ['仓库中有可用库存的商品，用于调拨明细', '倉庫中有可用庫存的商品，用於調撥明細'],
  '/TransferPlan/AddTransferPlan': ['新建调拨计划草稿：调出和调入仓库、包裹与商品数量', '新增調撥計劃草稿：調出和調入倉庫、包裹與商品數量'],
  '/TransferPlan/EditTransferPlan': ['修改调拨计划草稿（仓库、日期、备注与明细）', '修改調撥計劃草稿（倉庫、日期、備註與明細）'],
  '/TransferPlan/Dispatch': ['发出调拨计划：包裹下架在途，库存调出', '發出調撥計劃：包裹下架在途，庫存調出'],
  '/TransferPlan/Cancel': ['取消调拨计划草稿', '取消調撥計劃草稿'],
  '/TransferPlan/Receive': ['在调入仓库收下在途计划剩余的全部明细', '在調入倉庫收下在途計劃剩餘的全部明細'],
  '/TransferPlan/OpenForReceive': ['按计划单号（或其中的快递单号）在收货扫描页打开在途计划', '按計劃單號（或其中的快遞單號）在收貨掃描頁開啟在途計劃'],
  '/TransferPlan/ReceiveScan': ['收下扫描的一个包裹或一行商品；重复扫描只收一次', '收下掃描的一個包裹或一行商品；重複掃描只收一次'],
  '/TransferPlan/TransferOrder': ['订单转仓：按订单的货物生成调拨计划，收货后从新仓库发货', '訂單轉倉：按訂單的貨物產生調撥計劃，收貨後從新倉庫出貨'],
});
