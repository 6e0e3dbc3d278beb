import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { formatMessage, shelves as contract, templates as templateContract, type Language, type MessageKey, type ParsedRequestOf } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { auditLogs, users } from '../access/tables.ts';
import { siteNames } from '../../platform/siteResources.ts';
import { templates } from '../templates/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { hasCjkFont, labelsPdf, occupancyPdf, type OccupancyReport } from './shelfPdf.ts';
import { ENTITY, findShelf, selectNamed, shelfScope, startsWith, type NamedShelf, type ShelfSnapshot } from './shelfRecords.ts';
import { shelves } from './tables.ts';

// Shelf logs, label data and the PDFs.

type Selection = ParsedRequestOf<typeof contract.getPrintShelveData>;

/** Label size when the site has no default shelf-label template (mm). */
const DEFAULT_LABEL = { width: 60, height: 40 };

const two = (n: number) => String(n).padStart(2, '0');
const printTime = (d = new Date()) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

async function selectionWhere(tx: Executor, actor: Actor, s: Selection): Promise<SQL | undefined> {
  const conditions = await shelfScope(tx, actor);
  if (s.Ids !== undefined) conditions.push(inArray(shelves.id, s.Ids));
  if (s.WarehouseId !== undefined) conditions.push(eq(shelves.warehouseId, s.WarehouseId));
  if (s.PartitionId !== undefined) conditions.push(eq(shelves.partitionId, s.PartitionId));
  if (s.Content !== undefined) conditions.push(startsWith(s.Content));
  if (s.IsDeactivate !== undefined) conditions.push(eq(shelves.isDeactivate, s.IsDeactivate));
  return and(...conditions);
}

const printOrder = [asc(warehouses.name), asc(shelves.shelvesNumber), asc(shelves.id)];

/** The shelves a print covers, refused when none or more than contract.PRINT_SHELVES_MAX. */
async function shelvesToPrint(tx: Executor, actor: Actor, s: Selection): Promise<NamedShelf[]> {
  const where = await selectionWhere(tx, actor, s);
  const [total] = await tx.select({ n: count() }).from(shelves).where(where);
  const n = total?.n ?? 0;
  if (n === 0) throw refused('ShelvesPrintNone');
  if (n > contract.PRINT_SHELVES_MAX) throw invalid(s.Ids ? 'Ids' : 'WarehouseId', 'ShelvesPrintTooMany', { max: contract.PRINT_SHELVES_MAX, count: n });
  return selectNamed(tx, where, printOrder);
}

async function labelsOf(tx: Executor, named: NamedShelf[]) {
  const sites = await siteNames(
    tx,
    named.map((r) => r.shelf.siteId),
  );
  const codes = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(inArray(warehouses.id, [...new Set(named.map((r) => r.shelf.warehouseId))]));
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  const time = printTime();
  return named.map((r) => ({
    Id: r.shelf.id,
    ShelfCode: r.shelf.shelvesNumber,
    WarehouseName: r.warehouseName,
    WarehouseCode: codeOf.get(r.shelf.warehouseId) ?? '',
    PartitionName: r.partitionName,
    SiteName: sites.get(r.shelf.siteId) ?? '',
    PrintTime: time,
  }));
}

/** The site's enabled default shelf-label template (one site: the shelves printed belong to the caller's). */
async function defaultLabelTemplate(tx: Executor, siteId: number) {
  const [template] = await tx
    .select()
    .from(templates)
    .where(and(eq(templates.siteId, siteId), eq(templates.templateType, templateContract.TemplateType.ShelfLabel), eq(templates.isDefault, true), eq(templates.isEnabled, true)))
    .limit(1);
  return template ?? null;
}

export async function getPrintShelveData(tx: Executor, actor: Actor, s: Selection) {
  const named = await shelvesToPrint(tx, actor, s);
  const template = await defaultLabelTemplate(tx, named[0]!.shelf.siteId);
  return {
    Template: template && { Id: template.id, Name: template.name, Width: template.widthMm, Height: template.heightMm, Content: template.content },
    Labels: await labelsOf(tx, named),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${new Decimal(part).times(100).dividedBy(whole).toDecimalPlaces(1).toFixed(1)}%`);
const space = (l: string, w: string, h: string) => `${l}×${w}×${h}`;
const residual = (a: string, b: string) => new Decimal(a).minus(b).toFixed(2);

async function occupancyReport(tx: Executor, actor: Actor, s: Selection, language: Language, fontSetting: string | undefined) {
  const where = await selectionWhere(tx, actor, s);
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage(key, language, params);
  const byPartition = await tx
    .select({
      warehouse: warehouses.name,
      partition: warehousePartitions.name,
      total: count(),
      occupied: sql<number>`count(*) filter (where ${shelves.goodsQuantity} > 0)::int`,
      deactivated: sql<number>`count(*) filter (where ${shelves.isDeactivate})::int`,
      goods: sum(shelves.goodsQuantity),
    })
    .from(shelves)
    .innerJoin(warehouses, eq(warehouses.id, shelves.warehouseId))
    .innerJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId))
    .where(where)
    .groupBy(warehouses.name, warehousePartitions.name)
    .orderBy(asc(warehouses.name), asc(warehousePartitions.name));
  const totals = byPartition.reduce((a, p) => ({ total: a.total + p.total, occupied: a.occupied + p.occupied, deactivated: a.deactivated + p.deactivated, goods: a.goods + Number(p.goods ?? 0) }), {
    total: 0,
    occupied: 0,
    deactivated: 0,
    goods: 0,
  });
  if (totals.total === 0) throw refused('ShelvesPrintNone');
  const listed = await selectNamed(tx, where, printOrder).limit(contract.PRINT_SHELVES_MAX);
  const [first] = listed;
  const sites = await siteNames(tx, first ? [first.shelf.siteId] : []);
  const report: OccupancyReport = {
    title: t('ShelfReportTitle'),
    subtitle: t('ShelfReportPrinted', { site: (first && sites.get(first.shelf.siteId)) ?? '', time: printTime() }),
    summary: t('ShelfReportSummary', {
      total: totals.total,
      occupied: totals.occupied,
      empty: totals.total - totals.occupied,
      deactivated: totals.deactivated,
      goods: totals.goods,
      rate: percent(totals.occupied, totals.total),
    }),
    partitions: {
      columns: [
        { title: t('ShelfFieldWarehouse'), width: 120 },
        { title: t('ShelfFieldPartition'), width: 120 },
        { title: t('ShelfReportShelves'), width: 60, align: 'right' },
        { title: t('ShelfReportOccupied'), width: 60, align: 'right' },
        { title: t('ShelfStatusDeactivated'), width: 55, align: 'right' },
        { title: t('ShelfFieldGoods'), width: 55, align: 'right' },
        { title: t('ShelfReportRate'), width: 50, align: 'right' },
      ],
      rows: byPartition.map((p) => [p.warehouse, p.partition, String(p.total), String(p.occupied), String(p.deactivated), String(Number(p.goods ?? 0)), percent(p.occupied, p.total)]),
    },
    shelves: {
      columns: [
        { title: t('ShelfFieldNumber'), width: 85 },
        { title: t('ShelfFieldPartition'), width: 90 },
        { title: t('ShelfFieldStatus'), width: 50 },
        { title: t('ShelfFieldGoods'), width: 50, align: 'right' },
        { title: t('ShelfReportUsedSpace'), width: 122, align: 'right' },
        { title: t('ShelfReportFreeSpace'), width: 122, align: 'right' },
      ],
      rows: listed.map(({ shelf: x, partitionName }) => [
        x.shelvesNumber,
        partitionName,
        t(x.isDeactivate ? 'ShelfStatusDeactivated' : 'ShelfStatusActive'),
        String(x.goodsQuantity),
        space(x.usedLength, x.usedWide, x.usedHigh),
        space(residual(x.shelvesLength, x.usedLength), residual(x.shelvesWide, x.usedWide), residual(x.shelvesHigh, x.usedHigh)),
      ]),
    },
    note: totals.total > listed.length ? t('ShelfReportTruncated', { shown: listed.length, total: totals.total }) : undefined,
  };
  return occupancyPdf(report, fontSetting);
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

export async function getPrintShelveReport(tx: Executor, actor: Actor, s: ParsedRequestOf<typeof contract.getPrintShelveReport>, language: Language, fontSetting: string | undefined) {
  let pdf: Buffer;
  let name: string;
  if (s.ReportType === contract.ShelfReportType.Labels) {
    const named = await shelvesToPrint(tx, actor, s);
    const template = await defaultLabelTemplate(tx, named[0]!.shelf.siteId);
    const labels = await labelsOf(tx, named);
    pdf = await labelsPdf(labels, template ? { width: template.widthMm, height: template.heightMm } : DEFAULT_LABEL, fontSetting);
    name = 'shelf-labels';
  } else {
    // Chinese words cannot print without a CJK font: the report then speaks English.
    pdf = await occupancyReport(tx, actor, s, hasCjkFont(fontSetting) ? language : 'en', fontSetting);
    name = 'shelf-occupancy';
  }
  const stamp = printTime().replace(/[-: ]/g, '').slice(0, 12);
  return { FileName: `${name}-${stamp}.pdf`, ContentType: 'application/pdf' as const, Pages: pageCount(pdf), Content: pdf.toString('base64') };
}

// ── Logs ────────────────────────────────────────────────────────────────────────────────────

const OPERATIONS: Record<string, { type: number; name: MessageKey }> = {
  Establish: { type: contract.ShelfOperationType.Establish, name: 'ShelfOperationEstablish' },
  BatchAdd: { type: contract.ShelfOperationType.BatchAdd, name: 'ShelfOperationBatchAdd' },
  Edit: { type: contract.ShelfOperationType.Edit, name: 'ShelfOperationEdit' },
  Deactivate: { type: contract.ShelfOperationType.Deactivate, name: 'ShelfOperationDeactivate' },
  Activate: { type: contract.ShelfOperationType.Activate, name: 'ShelfOperationActivate' },
  TransferOut: { type: contract.ShelfOperationType.TransferOut, name: 'ShelfOperationTransferOut' },
  TransferIn: { type: contract.ShelfOperationType.TransferIn, name: 'ShelfOperationTransferIn' },
  GoodsChange: { type: contract.ShelfOperationType.GoodsChange, name: 'ShelfOperationGoodsChange' },
  Delete: { type: contract.ShelfOperationType.Delete, name: 'ShelfOperationDelete' },
};

type LoggedSnapshot = Partial<ShelfSnapshot> & Record<string, unknown>;

/** The fields an edit can change, with their label. */
const EDITABLE: [keyof ShelfSnapshot, MessageKey][] = [
  ['ShelvesNumber', 'ShelfFieldNumber'],
  ['PartitionName', 'ShelfFieldPartition'],
  ['ShelvesLength', 'ShelfFieldLength'],
  ['ShelvesWide', 'ShelfFieldWide'],
  ['ShelvesHigh', 'ShelfFieldHigh'],
  ['IsDeactivate', 'ShelfFieldStatus'],
];

/** The log line of one audit row, in the reader's language. */
function logContent(action: string, before: LoggedSnapshot, after: LoggedSnapshot, language: Language): string {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage(key, language, params);
  const text = (v: unknown) => (typeof v === 'boolean' ? t(v ? 'ShelfStatusDeactivated' : 'ShelfStatusActive') : String(v ?? ''));
  switch (action) {
    case 'Establish':
      return t('ShelfLogEstablish', { number: text(after.ShelvesNumber), warehouse: text(after.WarehouseName), partition: text(after.PartitionName) });
    case 'BatchAdd':
      return t('ShelfLogBatchAdd', { number: text(after.ShelvesNumber), first: text(after.First), last: text(after.Last) });
    case 'Edit': {
      const changes = EDITABLE.filter(([field]) => before[field] !== after[field]).map(([field, label]) => `${t(label)} ${text(before[field])} → ${text(after[field])}`);
      return t('ShelfLogEdit', { changes: changes.join('; ') || '—' });
    }
    case 'Deactivate':
      return t('ShelfLogDeactivate');
    case 'Activate':
      return t('ShelfLogActivate');
    case 'TransferOut':
    case 'TransferIn':
      return t(action === 'TransferOut' ? 'ShelfLogTransferOut' : 'ShelfLogTransferIn', { quantity: text(after.Quantity), other: text(after.Other), remaining: text(after.GoodsQuantity) });
    case 'GoodsChange':
      return t('ShelfLogGoodsChange', { reason: text(after.Reason), before: text(before.GoodsQuantity), after: text(after.GoodsQuantity) });
    case 'Delete':
      return t('ShelfLogDelete', { number: text(before.ShelvesNumber) });
    default:
      return action;
  }
}

export async function getShelveLogs(tx: Executor, actor: Actor, q: ParsedRequestOf<typeof contract.getShelveLogs>, language: Language) {
  const shelf = await findShelf(tx, actor, q.Id);
  const where = and(eq(auditLogs.entity, ENTITY), eq(auditLogs.entityId, String(shelf.shelf.id)));
  const rows = await tx
    .select({ id: auditLogs.id, action: auditLogs.action, before: auditLogs.before, after: auditLogs.after, createdAt: auditLogs.createdAt, operator: users.userName })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(where)
    .orderBy(desc(auditLogs.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(auditLogs).where(where);
  return {
    Data: rows.map((r) => {
      const operation = OPERATIONS[r.action];
      return {
        Id: r.id,
        OperationType: operation?.type ?? 0,
        OperationTypeName: operation ? formatMessage(operation.name, language) : r.action,
        Content: logContent(r.action, (r.before ?? {}) as LoggedSnapshot, (r.after ?? {}) as LoggedSnapshot, language),
        OperatorName: r.operator ?? '',
        CreationTime: r.createdAt.toISOString(),
      };
    }),
    Total: total?.n ?? 0,
  };
}
