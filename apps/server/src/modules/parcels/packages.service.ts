import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parcels, texts, type Language, type ParsedRequestOf, type Texts } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { containing, startingWith } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { checkPictures } from '../files/index.ts';
import { shelves } from '../shelves/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { packageHistory, selectPackages, toPackageRow } from './packageRows.ts';
import { billingWeightOf, storableVolumeWeight } from './signing.service.ts';
import { forecastAnomalies, packages } from './tables.ts';

const { packageLifecycle } = parcels;
type PackageQuery = ParsedRequestOf<typeof parcels.getPackages>;
type ExportQuery = ParsedRequestOf<typeof parcels.exportPackages>;
type EditBody = ParsedRequestOf<typeof parcels.editPackage>;
type AnomalyQuery = ParsedRequestOf<typeof parcels.getForecastAnomalies>;

/** The most rows an export holds (the contract's summary promises it). */
export const EXPORT_MAX_ROWS = 10_000;

/** A date filter: a day alone covers the whole day. */
const dayStart = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00Z` : `${text.replace(' ', 'T')}Z`);
const dayEnd = (text: string) => (text.length === 10 ? new Date(dayStart(text).getTime() + 86_400_000) : new Date(dayStart(text).getTime() + 1000));

function between(column: Column, start: string | undefined, end: string | undefined): SQL[] {
  return [...(start ? [gte(column, dayStart(start))] : []), ...(end ? [lt(column, dayEnd(end))] : [])];
}

/** The caller's reach: their site (or the one platform staff name) and the warehouses available to them. */
async function reachOf(tx: Executor, actor: Actor, siteId: number | undefined): Promise<(SQL | undefined)[]> {
  const [site, available] = await Promise.all([chosenSite(tx, actor, siteId), availableWarehouseIds(tx, actor)]);
  return [site === null ? undefined : eq(packages.siteId, site), withinAvailable(available, packages.warehouseId)];
}

/** Staff's filters (contracts packageQuery), within the caller's reach. */
async function conditionsOf(tx: Executor, actor: Actor, q: Omit<PackageQuery, 'index' | 'rows'>): Promise<SQL | undefined> {
  const c: (SQL | undefined)[] = await reachOf(tx, actor, q.SiteId);
  if (q.PackageStatus !== undefined) c.push(eq(packages.status, q.PackageStatus));
  if (q.CourierNumbers && q.CourierNumbers.length > 0) c.push(inArray(packages.courierNumber, q.CourierNumbers.map((n) => n.toUpperCase())));
  if (q.WarehouseId !== undefined) c.push(eq(packages.warehouseId, q.WarehouseId));
  if (q.ProductName) c.push(containing(packages.productName, q.ProductName));
  if (q.IsCompleted !== undefined) c.push(eq(packages.isCompleted, q.IsCompleted));
  if (q.UserId !== undefined) c.push(eq(packages.ownerId, q.UserId));
  if (q.MemberNumber) c.push(eq(users.number, q.MemberNumber));
  if (q.IsUnknown === true) c.push(isNull(packages.ownerId));
  if (q.IsUnknown === false) c.push(sql`${packages.ownerId} is not null`);
  if (q.ShelfCode) c.push(startingWith(shelves.shelvesNumber, q.ShelfCode));
  if (q.CourierCompany) c.push(containing(packages.courierCompany, q.CourierCompany));
  if (q.ShopNo) c.push(containing(packages.shopNo, q.ShopNo));
  c.push(...between(packages.signedAt, q.SignedStartDate, q.SignedEndDate), ...between(packages.createdAt, q.StartDate, q.EndDate));
  return and(...c);
}

const countOf = (tx: Executor, where: SQL | undefined) =>
  tx
    .select({ n: count() })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .leftJoin(users, eq(users.id, packages.ownerId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .where(where);

export async function listPackages(tx: Executor, actor: Actor, q: PackageQuery) {
  const where = await conditionsOf(tx, actor, q);
  const [records, [total]] = await Promise.all([
    selectPackages(tx)
      .where(where)
      .orderBy(desc(packages.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    countOf(tx, where),
  ]);
  const now = new Date();
  return { Data: records.map((r) => toPackageRow(r, actor.population, now)), Total: total?.n ?? 0 };
}

export async function packageStateCounts(tx: Executor, actor: Actor, q: { WarehouseId?: number; SiteId?: number } | undefined) {
  const reach = await reachOf(tx, actor, q?.SiteId);
  const rows = await tx
    .select({ status: packages.status, n: count() })
    .from(packages)
    .where(and(...reach, q?.WarehouseId === undefined ? undefined : eq(packages.warehouseId, q.WarehouseId)))
    .groupBy(packages.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return parcels.PACKAGE_STATUSES.map((s) => ({ PackageStatus: s, Count: byStatus.get(s) ?? 0 }));
}

export async function packageDetail(tx: Executor, actor: Actor, id: number) {
  const [record] = await selectPackages(tx).where(and(eq(packages.id, id), ...(await reachOf(tx, actor, undefined))));
  if (!record) throw notFound();
  return { ...toPackageRow(record, actor.population), History: await packageHistory(tx, id, actor) };
}

// ── Export ───────────────────────────────────────────────────────────────────────────────────

type Row = parcels.PackageRow;
interface ExportColumn {
  header: Texts;
  width: number;
  value: (r: Row, language: Language) => string | number | Date | null;
  numFmt?: string;
}

const asNumber = (v: string | null) => (v === null ? null : new Decimal(v).toNumber());
const asDate = (v: string | null) => (v === null ? null : new Date(v));
const WEIGHT = '0.000';
const DIMENSION = '0.0';
const MONEY = '0.00';
const TIME = 'yyyy-mm-dd hh:mm';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: texts('快递单号', '快遞單號', 'Courier number'), width: 24, value: (r) => r.CourierNumber },
  { header: texts('快递公司', '快遞公司', 'Courier company'), width: 16, value: (r) => r.CourierCompany },
  { header: texts('状态', '狀態', 'State'), width: 12, value: (r, l) => packageLifecycle.names.states[r.PackageStatus as parcels.PackageStatus][l] },
  { header: texts('会员号', '會員號', 'Member number'), width: 14, value: (r) => r.MemberNumber },
  { header: texts('客户', '客戶', 'Customer'), width: 16, value: (r) => r.UserName },
  { header: texts('仓库', '倉庫', 'Warehouse'), width: 16, value: (r) => r.WarehouseName },
  { header: texts('货架', '貨架', 'Shelf'), width: 12, value: (r) => r.ShelfCode },
  { header: texts('品名', '品名', 'Product name'), width: 24, value: (r) => r.ProductName },
  { header: texts('数量', '數量', 'Quantity'), width: 8, value: (r) => r.Quantity, numFmt: '0' },
  { header: texts('单价', '單價', 'Unit price'), width: 10, value: (r) => asNumber(r.Price), numFmt: MONEY },
  { header: texts('店铺单号', '店鋪單號', 'Shop no.'), width: 16, value: (r) => r.ShopNo },
  { header: texts('重量 (kg)', '重量 (kg)', 'Weight (kg)'), width: 11, value: (r) => asNumber(r.Weight), numFmt: WEIGHT },
  { header: texts('长 (cm)', '長 (cm)', 'Length (cm)'), width: 10, value: (r) => asNumber(r.Length), numFmt: DIMENSION },
  { header: texts('宽 (cm)', '寬 (cm)', 'Width (cm)'), width: 10, value: (r) => asNumber(r.Width), numFmt: DIMENSION },
  { header: texts('高 (cm)', '高 (cm)', 'Height (cm)'), width: 10, value: (r) => asNumber(r.Height), numFmt: DIMENSION },
  { header: texts('体积重 (kg)', '體積重 (kg)', 'Volume weight (kg)'), width: 13, value: (r) => asNumber(r.VolumeWeight), numFmt: WEIGHT },
  { header: texts('计费重 (kg)', '計費重 (kg)', 'Billing weight (kg)'), width: 13, value: (r) => asNumber(r.BillingWeight), numFmt: WEIGHT },
  { header: texts('签收时间', '簽收時間', 'Signed'), width: 17, value: (r) => asDate(r.SignedTime), numFmt: TIME },
  { header: texts('上架时间', '上架時間', 'Shelved'), width: 17, value: (r) => asDate(r.ShelvedTime), numFmt: TIME },
  { header: texts('创建时间', '建立時間', 'Created'), width: 17, value: (r) => asDate(r.CreationTime), numFmt: TIME },
  { header: texts('备注', '備註', 'Remarks'), width: 24, value: (r) => r.Remarks },
];
const FILE_NAME = texts('包裹', '包裹', 'parcels');

export async function exportPackages(tx: Executor, actor: Actor, q: ExportQuery, language: Language) {
  const where = await conditionsOf(tx, actor, q);
  const records = await selectPackages(tx).where(where).orderBy(desc(packages.id)).limit(EXPORT_MAX_ROWS);
  const now = new Date();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(FILE_NAME[language]);
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header[language], width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    const row = toPackageRow(record, actor.population, now);
    sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(row, language)));
  }
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    FileName: `${FILE_NAME[language]}-${now.toISOString().slice(0, 10)}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: content.toString('base64'),
  };
}

// ── Edit ─────────────────────────────────────────────────────────────────────────────────────

/** Staff correct a received parcel: measurements (volume and billing weight recomputed), photos, declaration. */
export async function editPackage(tx: Executor, actor: Actor, body: EditBody) {
  const [before] = await tx
    .select({ p: packages, volumeRatio: warehouses.volumeRatio })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .where(and(eq(packages.id, body.Id), ...(await reachOf(tx, actor, undefined))))
    .for('update', { of: packages });
  if (!before) throw notFound();
  const p = before.p;
  const status = p.status as parcels.PackageStatus;
  refuseUnlessAllowed(packageLifecycle, status, 'Edit', actor.population, 'Id');
  await checkPictures(tx, p.siteId, body.Pictures);

  const weight = body.Weight ?? p.weight;
  const length = body.Length ?? null;
  const width = body.Width ?? null;
  const height = body.Height ?? null;
  const volumeWeight = storableVolumeWeight(length, width, height, before.volumeRatio);
  const next = {
    courierCompany: body.CourierCompany ?? '',
    productName: body.ProductName ?? '',
    quantity: body.Quantity,
    price: body.Price ?? null,
    purchasePrice: body.PurchasePrice ?? null,
    purchaseCurrency: body.PurchaseCurrency,
    shopNo: body.ShopNo ?? '',
    remarks: body.Remarks ?? '',
    weight,
    length,
    width,
    height,
    volumeWeight,
    billingWeight: billingWeightOf(weight, volumeWeight),
    pictures: body.Pictures,
  };
  const changed: Record<string, { Before: unknown; After: unknown }> = {};
  for (const [key, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
    if (!sameValue(p[key], value)) changed[fieldName(key)] = { Before: p[key], After: value };
  }
  if (Object.keys(changed).length === 0) return null;
  const [updated] = await tx
    .update(packages)
    .set(next)
    .where(and(eq(packages.id, p.id), eq(packages.status, status)))
    .returning({ id: packages.id });
  if (!updated) throw notFound();
  await recordHistory(tx, packageLifecycle, actor, { siteId: p.siteId, ownerId: p.ownerId, recordId: p.id, action: 'Edit', from: status, details: changed });
  return null;
}

/** Decimals compare by value (12.50 is 12.5), lists by their items. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'string' && typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b)) return new Decimal(a).equals(b);
  return (a ?? null) === (b ?? null);
}

/** The wire name of a column, as the history's details name fields. */
const fieldName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

// ── Forecast anomalies ───────────────────────────────────────────────────────────────────────

const owners = alias(users, 'anomaly_owner');

export async function listForecastAnomalies(tx: Executor, actor: Actor, q: AnomalyQuery) {
  const site = await chosenSite(tx, actor, q.SiteId);
  const where = and(
    site === null ? undefined : eq(forecastAnomalies.siteId, site),
    q.IsResolved === undefined ? undefined : eq(forecastAnomalies.isResolved, q.IsResolved),
    q.CourierNumbers && q.CourierNumbers.length > 0 ? inArray(forecastAnomalies.courierNumber, q.CourierNumbers.map((n) => n.toUpperCase())) : undefined,
    ...between(forecastAnomalies.createdAt, q.StartDate, q.EndDate),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ a: forecastAnomalies, userName: users.userName, memberNumber: users.number, packageStatus: packages.status, ownerName: owners.userName })
      .from(forecastAnomalies)
      .innerJoin(users, eq(users.id, forecastAnomalies.ownerId))
      .innerJoin(packages, eq(packages.id, forecastAnomalies.packageId))
      .leftJoin(owners, eq(owners.id, packages.ownerId))
      .where(where)
      .orderBy(desc(forecastAnomalies.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(forecastAnomalies).where(where),
  ]);
  return {
    Data: rows.map((r) => ({
      Id: r.a.id,
      CourierNumber: r.a.courierNumber,
      UserId: r.a.ownerId,
      UserName: r.userName,
      MemberNumber: r.memberNumber,
      PackageId: r.a.packageId,
      PackageStatus: r.packageStatus,
      OwnerName: r.ownerName ?? '',
      ProductName: r.a.productName,
      IsResolved: r.a.isResolved,
      CreationTime: r.a.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

export async function resolveForecastAnomaly(tx: Executor, actor: Actor, body: { Id: number; Remarks?: string }) {
  const [resolved] = await tx
    .update(forecastAnomalies)
    .set({ isResolved: true, resolvedBy: actor.userId, resolvedRemarks: body.Remarks ?? '' })
    .where(and(eq(forecastAnomalies.id, body.Id), actor.siteId === null ? undefined : eq(forecastAnomalies.siteId, actor.siteId)))
    .returning({ id: forecastAnomalies.id });
  if (!resolved) throw notFound();
  return null;
}
