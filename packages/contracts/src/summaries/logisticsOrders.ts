import { summaries } from './define.ts';

export const logisticsOrdersSummaries = summaries({
  '/UserLogisticsOrder/GetShippable': ['本人可发货的内容：已完善、已上架且不在有效订单中的包裹，以及各仓库商品的可用库存', '本人可出貨的內容：已完善、已上架且不在有效訂單中的包裹，以及各倉庫商品的可用庫存'],
  '/UserLogisticsOrder/PriceLogisticsOrder': ['按实际重量、尺寸和目的地为订单草稿计价：适用报价按价格排序，含明细、渠道和增值服务', '按實際重量、尺寸和目的地為訂單草稿計價：適用報價按價格排序，含明細、渠道和加值服務'],
  '/UserLogisticsOrder/AddLogisticsOrder': ['提交订单：服务器重新计价（选择已过时或不可用时拒绝），占用包裹，冻结商品库存', '提交訂單：伺服器重新計價（選擇已過時或不可用時拒絕），佔用包裹，凍結商品庫存'],
  '/UserLogisticsOrder/GetLogisticsOrders': ['本人的订单，最新在前，可按单号（最多 200 个）、各状态、仓库、渠道、线路、目的地和日期查询', '本人的訂單，最新在前，可按單號（最多 200 個）、各狀態、倉庫、渠道、線路、目的地和日期查詢'],
  '/UserLogisticsOrder/GetLogisticsOrderById': ['本人的订单详情：包裹、货物、收件人、申报、费用明细、账单、轨迹和修改日志', '本人的訂單詳情：包裹、貨物、收件人、申報、費用明細、帳單、軌跡和修改日誌'],
  '/UserLogisticsOrder/CancelLogisticsOrder': ['取消未审核、未出账的订单：包裹恢复可发货，库存恢复可用', '取消未審核、未出帳的訂單：包裹恢復可出貨，庫存恢復可用'],
  '/LogisticsOrder/GetShippable': ['客户（UserId）可发货的内容：已完善、已上架且不在有效订单中的包裹，以及各仓库商品的可用库存', '客戶（UserId）可出貨的內容：已完善、已上架且不在有效訂單中的包裹，以及各倉庫商品的可用庫存'],
  '/LogisticsOrder/PriceLogisticsOrder': ['为客户（UserId）的订单草稿计价：其客户组的适用报价按价格排序，含明细、渠道和增值服务', '為客戶（UserId）的訂單草稿計價：其客戶組的適用報價按價格排序，含明細、渠道和加值服務'],
  '/LogisticsOrder/AddLogisticsOrder': ['为客户（UserId）提交订单，由服务器重新计价', '為客戶（UserId）提交訂單，由伺服器重新計價'],
  '/LogisticsOrder/GetLogisticsOrders': ['站点的订单，最新在前，可按单号（最多 200 个）、客户、各状态、仓库、渠道、线路、目的地、来源和日期查询', '站點的訂單，最新在前，可按單號（最多 200 個）、客戶、各狀態、倉庫、渠道、線路、目的地、來源和日期查詢'],
  '/LogisticsOrder/GetLogisticsOrderById': ['订单详情：包裹、货物、收件人、申报、费用明细、账单、轨迹和修改日志', '訂單詳情：包裹、貨物、收件人、申報、費用明細、帳單、軌跡和修改日誌'],
  '/LogisticsOrder/ApproveOutbound': ['审核订单出库，并通知客户', '審核訂單出庫，並通知客戶'],
  '/LogisticsOrder/RejectLogisticsOrder': ['驳回待审核的订单，并告知客户原因', '駁回待審核的訂單，並告知客戶原因'],
  '/LogisticsOrder/CancelApproval': ['取消审核（出账和打印面单之前）：订单回到待审核', '取消審核（出帳和列印面單之前）：訂單回到待審核'],
  '/LogisticsOrder/FreezeOrder': ['冻结订单并填写原因：解冻前不能进行任何操作', '凍結訂單並填寫原因：解凍前不能進行任何操作'],
  '/LogisticsOrder/UnfreezeOrder': ['解冻已冻结的订单', '解凍已凍結的訂單'],
  '/LogisticsOrder/CancelLogisticsOrder': ['取消未审核、未出账的订单：包裹恢复可发货，库存恢复可用', '取消未審核、未出帳的訂單：包裹恢復可出貨，庫存恢復可用'],
  '/LogisticsOrder/GenerateBill': ['为已审核的订单生成运费账单：按已确认的费用明细和费用类型，状态为未支付', '為已審核的訂單產生運費帳單：按已確認的費用明細和費用類型，狀態為未支付'],
  '/LogisticsOrder/CancelBill': ['取消订单未支付的账单', '取消訂單未支付的帳單'],
  '/LogisticsOrder/AddLogisticsOrderTrack': ['添加订单轨迹：时间、地点，以及一种语言或三种语言的内容', '新增訂單軌跡：時間、地點，以及一種語言或三種語言的內容'],
});
