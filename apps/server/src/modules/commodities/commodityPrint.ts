import { asc, count } from 'drizzle-orm';
import { commodities as contract, texts, type Language, type Texts } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { barcodeLabelsPdf, hasCjkFont, reportPdf, type ReportTable } from '../shelves/index.ts';
import { filtersOf, findCommodity, type CommodityFilter } from './commodities.service.ts';
import { selectCommodities, toCommodityRows } from './commodityRows.ts';
import { commodities } from './tables.ts';

/**
 * The commodity report (GetCommodityReport), its A4 print (PrintCommodityReport) and the barcode
 * labels per SKU: what the list's filters find, counted by audit status and sales mode, the first
 * COMMODITY_REPORT_MAX_ROWS by code.
 */

const { auditLifecycle, salesLifecycle } = contract;

export async function commodityReport(tx: Executor, actor: Actor, q: CommodityFilter) {
  const where = await filtersOf(tx, actor, q);
  const byAudit = await tx.select({ status: commodities.auditStatus, n: count() }).from(commodities).where(where).groupBy(commodities.auditStatus);
  const bySales = await tx.select({ mode: commodities.salesMode, n: count() }).from(commodities).where(where).groupBy(commodities.salesMode);
  const records = await selectCommodities(tx)
    .where(where)
    .orderBy(asc(commodities.commodityCode), asc(commodities.id))
    .limit(contract.COMMODITY_REPORT_MAX_ROWS);
  const rows = (await toCommodityRows(tx, records, actor.population)).map(({ Actions: _a, Pictures: _p, ...row }) => row);
  return {
    Total: byAudit.reduce((sum, r) => sum + r.n, 0),
    ByAuditStatus: contract.AUDIT_STATUSES.map((s) => ({ AuditStatus: s, Count: byAudit.find((r) => r.status === s)?.n ?? 0 })),
    BySalesMode: contract.SALES_MODES.map((m) => ({ SalesModes: m, Count: bySales.find((r) => r.mode === m)?.n ?? 0 })),
    Rows: rows,
  };
}

const WORDS = {
  title: texts('商品报表', '商品報表', 'Commodity report'),
  printed: texts('打印时间', '列印時間', 'Printed'),
  total: texts('商品总数', '商品總數', 'Commodities'),
  truncated: texts('仅列出前 {shown} 个', '僅列出前 {shown} 個', 'Only the first {shown} are listed'),
  code: texts('编码', '編碼', 'Code'),
  sku: texts('SKU', 'SKU', 'SKU'),
  name: texts('名称', '名稱', 'Name'),
  merchant: texts('客户', '客戶', 'Customer'),
  declared: texts('申报', '申報', 'Declared'),
  measured: texts('实测', '實測', 'Measured'),
  units: texts('规格：长×宽×高（cm）/ 毛重（kg）', '規格：長×寬×高（cm）/ 毛重（kg）', 'Specifications: L×W×H (cm) / gross weight (kg)'),
  audit: texts('审核', '審核', 'Audit'),
  sales: texts('销售', '銷售', 'Sales'),
} satisfies Record<string, Texts>;

const two = (n: number) => String(n).padStart(2, '0');
const printTime = (d = new Date()) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
const spec = (l: string | null, w: string | null, h: string | null, kg: string | null) => (l === null && kg === null ? '-' : `${l ?? '-'}×${w ?? '-'}×${h ?? '-'} / ${kg ?? '-'}`);
/** State names sit inside messages ("cannot be halted"); alone in a cell they start with a capital. */
const alone = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
const pdfAnswer = (pdf: Buffer, name: string) => ({ FileName: `${name}-${printTime().replace(/[-: ]/g, '')}.pdf`, ContentType: 'application/pdf' as const, Pages: pageCount(pdf), Content: pdf.toString('base64') });

export async function printCommodityReport(tx: Executor, actor: Actor, q: CommodityFilter, requested: Language, fontSetting: string | undefined) {
  // Chinese words cannot print without a CJK font: the report then speaks English.
  const language = hasCjkFont(fontSetting) ? requested : 'en';
  const w = (key: keyof typeof WORDS) => WORDS[key][language];
  const report = await commodityReport(tx, actor, q);
  const staff = actor.population === 'backstage';
  const table: ReportTable = {
    columns: [
      { title: w('code'), width: staff ? 56 : 60 },
      { title: w('sku'), width: staff ? 60 : 66 },
      { title: w('name'), width: staff ? 72 : 110 },
      ...(staff ? [{ title: w('merchant'), width: 50 }] : []),
      { title: w('declared'), width: 78 },
      { title: w('measured'), width: 78 },
      { title: w('audit'), width: 76 },
      { title: w('sales'), width: staff ? 40 : 42 },
    ],
    rows: report.Rows.map((r) => [
      r.CommodityCode,
      r.CommoditySku,
      r.CommodityName,
      ...(staff ? [r.UserName] : []),
      spec(r.Length, r.Width, r.Height, r.GrossOfWeight),
      spec(r.MeasuredLength, r.MeasuredWidth, r.MeasuredHeight, r.MeasuredGrossOfWeight),
      alone(auditLifecycle.names.states[r.AuditStatus as contract.AuditStatus][language]),
      alone(salesLifecycle.names.states[r.SalesModes as contract.SalesMode][language]),
    ]),
  };
  const counts = [
    ...report.ByAuditStatus.map((c) => `${alone(auditLifecycle.names.states[c.AuditStatus as contract.AuditStatus][language])} ${c.Count}`),
    ...report.BySalesMode.map((c) => `${alone(salesLifecycle.names.states[c.SalesModes as contract.SalesMode][language])} ${c.Count}`),
  ];
  const pdf = await reportPdf(
    {
      title: w('title'),
      subtitle: `${w('printed')}: ${printTime()} · ${w('units')}`,
      summary: `${w('total')}: ${report.Total} · ${counts.join(' · ')}`,
      tables: [table],
      note: report.Total > report.Rows.length ? w('truncated').replace('{shown}', String(report.Rows.length)) : undefined,
    },
    fontSetting,
  );
  return pdfAnswer(pdf, 'commodity-report');
}

/** Labels of the chosen commodities, `Copies` of each, in the order chosen: Code 128 of the SKU, the name below. */
export async function printLabels(tx: Executor, actor: Actor, body: { Ids: number[]; Copies: number }, fontSetting: string | undefined) {
  const ids = [...new Set(body.Ids)];
  if (ids.length * body.Copies > contract.LABELS_MAX) throw invalid('Copies', 'CommodityLabelsTooMany', { max: contract.LABELS_MAX });
  const found = [];
  for (const id of ids) found.push(await findCommodity(tx, actor, id));
  const labels = found.flatMap((c) => Array.from({ length: body.Copies }, () => ({ code: c.commoditySku, caption: c.name })));
  return pdfAnswer(await barcodeLabelsPdf(labels, contract.LABEL_SIZE, fontSetting), 'commodity-labels');
}
