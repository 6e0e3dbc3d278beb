import ExcelJS from 'exceljs';
import { Decimal } from 'decimal.js';
import { desc } from 'drizzle-orm';
import { logisticsOrders as contract, texts, type Language, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { filtersOf, toRows } from './orders.service.ts';
import { logisticsOrders } from './tables.ts';

/**
 * The order report (menu "order report"): the orders a list's own filters find, as an Excel
 * workbook, newest first and at most ORDER_REPORT_MAX_ROWS. It reads through the list's filters and
 * rows (`filtersOf`, `toRows`), so it holds exactly what the list shows the caller: site staff their
 * site's, platform staff the site they name, a customer their own (with carriers by their alias).
 */

type Row = contract.OrderRow;
interface Column {
  header: Texts;
  width: number;
  value: (r: Row, language: Language) => string | number | Date | null;
  numFmt?: string;
  /** staff only: a customer's report leaves it out */
  staff?: boolean;
}

const n = (v: string) => new Decimal(v).toNumber();
const date = (v: string | null) => (v === null ? null : new Date(v));
const state = (axis: contract.OrderAxis, value: number, language: Language) => contract.ORDER_AXES[axis].names.states[value as never]?.[language] ?? String(value);
const WEIGHT = '0.000';
const MONEY = '0.00';
const TIME = 'yyyy-mm-dd hh:mm';
const yes = texts('是', '是', 'Yes');
const no = texts('否', '否', 'No');

const COLUMNS: Column[] = [
  { header: texts('订单号', '訂單號', 'Order number'), width: 20, value: (r) => r.SerialNumber },
  { header: texts('转单号', '轉單號', 'Carrier number'), width: 20, value: (r) => r.CarrierNo },
  { header: texts('会员号', '會員號', 'Member number'), width: 14, value: (r) => r.MemberNumber, staff: true },
  { header: texts('客户', '客戶', 'Customer'), width: 16, value: (r) => r.UserName, staff: true },
  { header: texts('来源', '來源', 'Source'), width: 16, value: (r, l) => contract.ORDER_NAMES.source[r.Source as contract.OrderSource]?.[l] ?? '', staff: true },
  { header: texts('仓库', '倉庫', 'Warehouse'), width: 16, value: (r) => r.WarehouseName },
  { header: texts('订单状态', '訂單狀態', 'Order status'), width: 12, value: (r, l) => state('OrderStatus', r.OrderStatus, l) },
  { header: texts('审核状态', '審核狀態', 'Approval'), width: 14, value: (r, l) => state('ApprovalStatus', r.ApprovalStatus, l) },
  { header: texts('支付状态', '支付狀態', 'Payment'), width: 14, value: (r, l) => state('PaymentStatus', r.PaymentStatus, l) },
  { header: texts('冻结', '凍結', 'Freeze'), width: 10, value: (r, l) => state('FreezeStatus', r.FreezeStatus, l) },
  { header: texts('打印', '列印', 'Print'), width: 10, value: (r, l) => state('PrintStatus', r.PrintStatus, l) },
  { header: texts('最新轨迹', '最新軌跡', 'Latest track'), width: 28, value: (r) => r.LatestTrack },
  { header: texts('轨迹时间', '軌跡時間', 'Track time'), width: 17, value: (r) => date(r.LatestTrackTime), numFmt: TIME },
  { header: texts('报价', '報價', 'Quotation'), width: 18, value: (r) => r.QuotationName },
  { header: texts('运输方式', '運輸方式', 'Shipping method'), width: 14, value: (r) => r.TypeOfShippingName },
  { header: texts('渠道', '渠道', 'Carrier'), width: 14, value: (r) => r.CarrierName },
  { header: texts('货物类型', '貨物類型', 'Cargo type'), width: 12, value: (r) => r.CargoTypeName },
  { header: texts('包裹数', '包裹數', 'Parcels'), width: 8, value: (r) => r.PackageCount, numFmt: '0' },
  { header: texts('件数', '件數', 'Pieces'), width: 8, value: (r) => r.PieceCount, numFmt: '0' },
  { header: texts('实重 (kg)', '實重 (kg)', 'Weight (kg)'), width: 11, value: (r) => n(r.Weight), numFmt: WEIGHT },
  { header: texts('体积重 (kg)', '體積重 (kg)', 'Volume weight (kg)'), width: 13, value: (r) => n(r.VolumeWeight), numFmt: WEIGHT },
  { header: texts('计费重 (kg)', '計費重 (kg)', 'Fare weight (kg)'), width: 13, value: (r) => n(r.FareWeight), numFmt: WEIGHT },
  { header: texts('申报价值', '申報價值', 'Declared value'), width: 12, value: (r) => n(r.DeclaredPrice), numFmt: MONEY },
  { header: texts('申报币种', '申報幣種', 'Declared currency'), width: 10, value: (r) => r.DeclaredCurrency },
  { header: texts('货到付款', '貨到付款', 'COD'), width: 8, value: (r, l) => (r.IsCod ? yes : no)[l] },
  { header: texts('代收金额', '代收金額', 'Collection'), width: 11, value: (r) => n(r.Collection), numFmt: MONEY },
  { header: texts('总金额', '總金額', 'Total'), width: 11, value: (r) => n(r.TotalAmount), numFmt: MONEY },
  { header: texts('币种', '幣種', 'Currency'), width: 8, value: (r) => r.CurrencyCode },
  { header: texts('收件人', '收件人', 'Recipient'), width: 16, value: (r) => r.RecipientName },
  { header: texts('收件国家', '收件國家', 'Country'), width: 8, value: (r) => r.RecipientCountryCode },
  { header: texts('收件人电话', '收件人電話', 'Recipient phone'), width: 14, value: (r) => r.RecipientPhone },
  { header: texts('驳回原因', '駁回原因', 'Reject reason'), width: 20, value: (r) => r.RejectReason },
  { header: texts('审核时间', '審核時間', 'Approved'), width: 17, value: (r) => date(r.ApprovalTime), numFmt: TIME },
  { header: texts('创建时间', '建立時間', 'Created'), width: 17, value: (r) => date(r.CreationTime), numFmt: TIME },
  { header: texts('备注', '備註', 'Remarks'), width: 24, value: (r) => r.Remarks },
];
const FILE_NAME = texts('物流订单', '物流訂單', 'logistics-orders');

type Query = Parameters<typeof filtersOf>[2];

export async function orderReport(tx: Executor, actor: Actor, q: z.output<typeof contract.userOrderQuery> | Omit<Query, 'index' | 'rows'>, language: Language) {
  const where = await filtersOf(tx, actor, q as Query);
  const orders = await tx.select().from(logisticsOrders).where(where).orderBy(desc(logisticsOrders.id)).limit(contract.ORDER_REPORT_MAX_ROWS);
  const rows = await toRows(tx, orders, actor, language);
  const columns = COLUMNS.filter((c) => !c.staff || actor.population === 'backstage');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(FILE_NAME[language]);
  sheet.columns = columns.map((c) => ({ header: c.header[language], width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row, language)));
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    FileName: `${FILE_NAME[language]}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: content.toString('base64'),
  };
}
