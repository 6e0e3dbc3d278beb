import { summaries } from './define.ts';

/** The logistics orders' documents and trajectories (the end section of logisticsOrders.ts). */
export const logisticsOrderDocumentsSummaries = summaries({
  '/LogisticsOrder/PrintFaceSheet': [
    '打印已审核订单的面单（默认 100 × 150 mm，或站点默认面单模板的尺寸）：订单无转单号时从渠道本地单号池取号，Code 128 条码，每次打印记一条打印日志；已打印的订单须勾选重新打印',
    '列印已審核訂單的面單（預設 100 × 150 mm，或站點預設面單範本的尺寸）：訂單無轉單號時從渠道本地單號池取號，Code 128 條碼，每次列印記一條列印日誌；已列印的訂單須勾選重新列印',
  ],
  '/LogisticsOrder/GetPrintLogs': ['订单的面单打印记录，最新在前：打印人、时间、转单号、首次打印或重新打印', '訂單的面單列印紀錄，最新在前：列印人、時間、轉單號、首次列印或重新列印'],
  '/LogisticsOrder/ApplyTrajectoryScheme': [
    '为订单套用轨迹方案：每个步骤成为一条轨迹，按步骤间隔从开始时间排定；客户在到期后看到',
    '為訂單套用軌跡方案：每個步驟成為一條軌跡，按步驟間隔從開始時間排定；客戶在到期後看到',
  ],
  '/UserLogisticsOrder/GetTrajectories': ['按订单号或转单号查询本人最多 30 个订单的轨迹', '按訂單號或轉單號查詢本人最多 30 個訂單的軌跡'],
  '/Trajectory/QueryTrajectories': [
    '任何人无需登录：按订单号或转单号查询本站（按域名）最多 30 个订单的轨迹；只有轨迹，不含隐私',
    '任何人無需登入：按訂單號或轉單號查詢本站（按網域）最多 30 個訂單的軌跡；只有軌跡，不含隱私',
  ],
  '/LogisticsOrder/GetLogisticsOrderReport': ['按列表的筛选条件导出订单报表（Excel，最新 10,000 条）', '按列表的篩選條件匯出訂單報表（Excel，最新 10,000 筆）'],
  '/UserLogisticsOrder/GetLogisticsOrderReport': ['按列表的筛选条件导出本人的订单报表（Excel，最新 10,000 条）', '按列表的篩選條件匯出本人的訂單報表（Excel，最新 10,000 筆）'],
  '/LogisticsOrder/PrintLogisticsInvoice': [
    '随货的商业发票：货物明细、申报价值和币种、寄件人、收件人、订单号和转单号；站点默认发票模板的尺寸（默认 A4）',
    '隨貨的商業發票：貨物明細、申報價值和幣種、寄件人、收件人、訂單號和轉單號；站點預設發票範本的尺寸（預設 A4）',
  ],
});
