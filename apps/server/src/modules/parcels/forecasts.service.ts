import { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { ErrorCode, formatMessage, parcels, type Language, type MessageKey, type MessageParam, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, keepingWrites, notFound } from '../../platform/errors.ts';
import { ruleOf } from '../../platform/payload.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { containing } from '../../platform/siteRecords.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { packageHistory, selectPackages, toPackageRow } from './packageRows.ts';
import { forecastAnomalies, packages } from './tables.ts';

/**
 * A customer's parcels (contracts parcels.ts, "Customers"): forecasts one by one, by lines of text
 * or from an Excel file, their list, detail, edit and delete. Row-level security keeps a customer to
 * their own parcels; the one look past it is whether a number is already held at the site
 * (`numbersHeld`), since a forecast for another account's number is an anomaly staff must see.
 */

const { packageLifecycle, PackageStatus } = parcels;
type PackageStatus = parcels.PackageStatus;

/** One parcel to forecast, as every way of forecasting gives it. */
export interface ForecastLine {
  CourierNumber: string;
  CourierCompany: string;
  ProductName: string;
  Quantity: number;
  Price?: string;
  PurchasePrice?: string;
  PurchaseCurrency: string;
  ShopNo: string;
  Remarks: string;
}

/** One message of a refusal that names several fields or lines. */
export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en'];

/** Code 2 with every problem found, joined as the validation of a body joins them (Data.Errors lists them). */
export function fieldProblems(problems: readonly FieldProblem[], language: Language): AppError {
  const message = (p: FieldProblem, l: Language) => formatMessage(p.key, l, { field: p.field, ...p.params });
  const list = Object.fromEntries(LANGUAGES.map((l) => [l, problems.map((p) => message(p, l)).join('; ')])) as Texts;
  const errors = problems.map((p) => ({ Field: p.field, Rule: p.key, Message: message(p, language) }));
  return new AppError(ErrorCode.InvalidInput, 'FieldErrors', { list }, 200, { Errors: errors });
}

/** What a schema refuses of one value, in the three languages and without a field name: the line or row is named instead. */
export function reasonOf(schema: z.ZodType, value: unknown): Texts | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const { rule, params } = ruleOf(parsed.error.issues[0]!);
  return ruleTexts(rule, params);
}

/** A field rule's message in the three languages with its "<field>:" left out. */
export function ruleTexts(key: MessageKey, params: Record<string, MessageParam> = {}): Texts {
  return Object.fromEntries(LANGUAGES.map((l) => [l, formatMessage(key, l, { ...params, field: '' }).replace(/^[：:]\s*/, '')])) as Texts;
}

/** The parcels of the site holding any of `numbers`, whoever owns them (a customer's scope sees only their own). */
async function numbersHeld(tx: Executor, siteId: number, numbers: readonly string[], exceptId?: number) {
  if (numbers.length === 0) return [];
  return withSystemRights(tx, () =>
    tx
      .select({ id: packages.id, ownerId: packages.ownerId, courierNumber: packages.courierNumber })
      .from(packages)
      .where(and(eq(packages.siteId, siteId), inArray(packages.courierNumber, [...numbers]), exceptId === undefined ? undefined : ne(packages.id, exceptId))),
  );
}

/**
 * Refuses numbers already held at the site: the caller's own (AlreadyForecast), or another
 * account's or an unknown parcel (a forecast anomaly, recorded for staff even though the forecast is
 * refused). `fieldOf` names the request field of a number.
 */
async function refuseHeldNumbers(tx: Executor, actor: Actor, siteId: number, lines: readonly ForecastLine[], fieldOf: (number: string) => string, exceptId?: number) {
  const held = await numbersHeld(
    tx,
    siteId,
    lines.map((l) => l.CourierNumber),
    exceptId,
  );
  const own = held.find((p) => p.ownerId === actor.userId);
  if (own) throw invalid(fieldOf(own.courierNumber), 'AlreadyForecast', { value: own.courierNumber });
  if (held.length === 0) return;
  // A customer who tries again does not add the same unresolved anomaly twice.
  const known = await tx
    .select({ packageId: forecastAnomalies.packageId })
    .from(forecastAnomalies)
    .where(and(eq(forecastAnomalies.ownerId, actor.userId), eq(forecastAnomalies.isResolved, false), inArray(forecastAnomalies.packageId, held.map((p) => p.id))));
  const knownIds = new Set(known.map((k) => k.packageId));
  const fresh = held.filter((p) => !knownIds.has(p.id));
  if (fresh.length > 0) {
    await tx.insert(forecastAnomalies).values(
      fresh.map((p) => ({
        siteId,
        ownerId: actor.userId,
        packageId: p.id,
        courierNumber: p.courierNumber,
        productName: lines.find((l) => l.CourierNumber === p.courierNumber)?.ProductName ?? '',
      })),
    );
  }
  const first = held[0]!;
  throw keepingWrites(
    new AppError(ErrorCode.BusinessRule, 'ForecastAnomaly', {
      field: fieldOf(first.courierNumber),
      value: held.map((p) => p.courierNumber).join(', '),
    }),
  );
}

const siteOf = (actor: Actor) => {
  // Portal users always belong to a site; the contract admits no other population.
  if (actor.siteId === null) throw notFound();
  return actor.siteId;
};

/**
 * Forecasts the lines into one warehouse, all or nothing: the warehouse must be usable by the caller,
 * no number may already be held at the site. Answers the new parcels' ids in the lines' order.
 */
export async function forecast(tx: Executor, actor: Actor, warehouseId: number, lines: readonly ForecastLine[], fieldOf: (number: string) => string): Promise<number[]> {
  const siteId = siteOf(actor);
  await requireUsableWarehouse(tx, actor, warehouseId);
  refuseUnlessAllowed(packageLifecycle, null, 'Forecast', actor.population, 'CourierNumber');
  await refuseHeldNumbers(tx, actor, siteId, lines, fieldOf);
  const created = await tx
    .insert(packages)
    .values(
      lines.map((l) => ({
        siteId,
        ownerId: actor.userId,
        warehouseId,
        courierNumber: l.CourierNumber,
        courierCompany: l.CourierCompany,
        productName: l.ProductName,
        quantity: l.Quantity,
        price: l.Price ?? null,
        purchasePrice: l.PurchasePrice ?? null,
        purchaseCurrency: l.PurchaseCurrency,
        shopNo: l.ShopNo,
        remarks: l.Remarks,
        status: PackageStatus.NotReceived,
        isCompleted: l.ProductName !== '',
      })),
    )
    .returning({ id: packages.id });
  for (const { id } of created) {
    await recordHistory(tx, packageLifecycle, actor, { siteId, ownerId: actor.userId, recordId: id, action: 'Forecast', from: null });
  }
  return created.map((c) => c.id);
}

export async function addForecast(tx: Executor, actor: Actor, body: parcels.ForecastFields): Promise<number> {
  const { WarehouseId, ...line } = body;
  const [id] = await forecast(tx, actor, WarehouseId, [line], () => 'CourierNumber');
  return id!;
}

/** A line as a message quotes it: a pasted paragraph is cut short. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The values of a batch field, one a line: trimmed, empty lines dropped. */
const linesOf = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/**
 * A batch forecast (spec §5): every problem of the text is answered at once (a message for each
 * count that does not match, each invalid line, each number given twice), and nothing is forecast
 * unless all of it is right.
 */
export async function batchForecast(tx: Executor, actor: Actor, body: z.output<typeof parcels.batchForecastBody>, language: Language): Promise<{ Count: number }> {
  const numbers = linesOf(body.CourierNumbers);
  const names = linesOf(body.ProductNames);
  const prices = linesOf(body.Prices);
  const purchasePrices = linesOf(body.PurchasePrices);
  if (numbers.length > parcels.BATCH_FORECAST_MAX) throw invalid('CourierNumbers', 'BatchForecastTooMany', { max: parcels.BATCH_FORECAST_MAX, count: numbers.length });
  const problems: FieldProblem[] = [];
  const counted = (field: string, values: string[], mayBeEmpty: boolean) => {
    if (values.length === numbers.length || (mayBeEmpty && values.length === 0)) return;
    problems.push({ field, key: 'BatchCountMismatch', params: { count: values.length, expected: numbers.length } });
  };
  counted('ProductNames', names, false);
  counted('Prices', prices, true);
  counted('PurchasePrices', purchasePrices, true);
  const { declaration } = parcels;
  const checkLines = (field: string, values: string[], schema: z.ZodType) =>
    values.forEach((value, i) => {
      const reason = reasonOf(schema, value);
      if (reason) problems.push({ field, key: 'BatchLineInvalid', params: { line: i + 1, value: shown(value), reason } });
    });
  checkLines('CourierNumbers', numbers, parcels.courierNumber);
  checkLines('ProductNames', names, declaration.ProductName);
  checkLines('Prices', prices, declaration.Price);
  checkLines('PurchasePrices', purchasePrices, declaration.PurchasePrice);
  const normalised = numbers.map((n) => n.toUpperCase());
  const twice = [...new Set(normalised.filter((n, i) => normalised.indexOf(n) !== i))];
  for (const value of twice) problems.push({ field: 'CourierNumbers', key: 'BatchDuplicateNumber', params: { value } });
  if (problems.length > 0) throw fieldProblems(problems, language);
  const lines = normalised.map((CourierNumber, i) => ({
    CourierNumber,
    CourierCompany: body.CourierCompany,
    ProductName: names[i]!,
    Quantity: 1,
    Price: prices[i],
    PurchasePrice: purchasePrices[i],
    PurchaseCurrency: body.PurchaseCurrency,
    ShopNo: '',
    Remarks: body.Remarks,
  }));
  const ids = await forecast(tx, actor, body.WarehouseId, lines, () => 'CourierNumbers');
  return { Count: ids.length };
}

const parseDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00:00` : text.replace(' ', 'T'));

/** The caller's own parcels (row-level security too; the condition keeps to the owner index). */
const ownedBy = (actor: Actor) => eq(packages.ownerId, actor.userId);

export async function listUserPackages(tx: Executor, actor: Actor, q: z.output<typeof parcels.userPackageQuery>) {
  const conditions: (SQL | undefined)[] = [ownedBy(actor)];
  if (q.PackageStatus !== undefined) conditions.push(eq(packages.status, q.PackageStatus));
  if (q.CourierNumbers && q.CourierNumbers.length > 0) conditions.push(inArray(packages.courierNumber, q.CourierNumbers.map((n) => n.toUpperCase())));
  if (q.WarehouseId !== undefined) conditions.push(eq(packages.warehouseId, q.WarehouseId));
  if (q.ProductName) conditions.push(containing(packages.productName, q.ProductName));
  if (q.IsCompleted !== undefined) conditions.push(eq(packages.isCompleted, q.IsCompleted));
  if (q.StartDate) conditions.push(gte(packages.createdAt, parseDate(q.StartDate)));
  if (q.EndDate) conditions.push(lte(packages.createdAt, parseDate(q.EndDate)));
  const where = and(...conditions);
  const order = q.descendingOrder ? [desc(packages.createdAt), desc(packages.id)] : [asc(packages.createdAt), asc(packages.id)];
  const [rows, [total]] = await Promise.all([
    selectPackages(tx)
      .where(where)
      .orderBy(...order)
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(packages).where(where),
  ]);
  const now = new Date();
  return { Data: rows.map((r) => toPackageRow(r, 'user', now)), Total: total?.n ?? 0 };
}

/** Every state with how many of the caller's parcels are in it (zero included, so the tabs need no gaps filled). */
export async function userStateCounts(tx: Executor, actor: Actor, warehouseId: number | undefined) {
  const rows = await tx
    .select({ status: packages.status, n: count() })
    .from(packages)
    .where(and(ownedBy(actor), warehouseId === undefined ? undefined : eq(packages.warehouseId, warehouseId)))
    .groupBy(packages.status);
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  return parcels.PACKAGE_STATUSES.map((s) => ({ PackageStatus: s, Count: counts.get(s) ?? 0 }));
}

async function ownPackage(tx: Executor, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), ownedBy(actor)));
  if (!row) throw notFound();
  return row;
}

export async function userPackageDetail(tx: Executor, actor: Actor, id: number): Promise<parcels.PackageDetail> {
  const [row] = await selectPackages(tx).where(and(eq(packages.id, id), ownedBy(actor)));
  if (!row) throw notFound();
  return { ...toPackageRow(row, 'user'), History: await packageHistory(tx, id, actor) };
}

/** Refuses the action from the state the parcel is in now: another request changed it since it was read. */
async function refuseLostRace(tx: Executor, actor: Actor, id: number, action: parcels.PackageAction, field: string): Promise<never> {
  const now = await ownPackage(tx, actor, id);
  refuseUnlessAllowed(packageLifecycle, now.status as PackageStatus, action, actor.population, field);
  throw notFound();
}

/**
 * Before arrival the whole forecast may change (EditForecast); after it only the declaration
 * (CompleteDetails): the warehouse signed for that number in that warehouse, so changing either is
 * refused on its field. Either way the declaration is then complete.
 */
export async function editUserPackage(tx: Executor, actor: Actor, body: z.output<typeof parcels.editUserPackage.request>): Promise<null> {
  const siteId = siteOf(actor);
  const before = await ownPackage(tx, actor, body.Id);
  const from = before.status as PackageStatus;
  const declaration = {
    productName: body.ProductName,
    quantity: body.Quantity,
    price: body.Price ?? null,
    purchasePrice: body.PurchasePrice ?? null,
    purchaseCurrency: body.PurchaseCurrency,
    shopNo: body.ShopNo,
    remarks: body.Remarks,
    isCompleted: true,
  };
  let action: parcels.PackageAction;
  let changes: Partial<typeof packages.$inferInsert>;
  if (from === PackageStatus.NotReceived) {
    action = 'EditForecast';
    refuseUnlessAllowed(packageLifecycle, from, action, actor.population, 'Id');
    if (body.WarehouseId !== before.warehouseId) await requireUsableWarehouse(tx, actor, body.WarehouseId);
    if (body.CourierNumber !== before.courierNumber) await refuseHeldNumbers(tx, actor, siteId, [body], () => 'CourierNumber', before.id);
    changes = { ...declaration, courierNumber: body.CourierNumber, courierCompany: body.CourierCompany, warehouseId: body.WarehouseId };
  } else {
    action = 'CompleteDetails';
    refuseUnlessAllowed(packageLifecycle, from, action, actor.population, 'Id');
    const fixed: [string, boolean][] = [
      ['CourierNumber', body.CourierNumber !== before.courierNumber],
      ['WarehouseId', body.WarehouseId !== before.warehouseId],
      ['CourierCompany', body.CourierCompany !== before.courierCompany],
    ];
    const moved = fixed.find(([, changed]) => changed);
    if (moved) throw invalid(moved[0], 'PackageFixedAfterArrival');
    changes = declaration;
  }
  const updated = await tx
    .update(packages)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(packages.id, before.id), eq(packages.status, from)))
    .returning({ id: packages.id });
  if (updated.length === 0) await refuseLostRace(tx, actor, before.id, action, 'Id');
  await recordHistory(tx, packageLifecycle, actor, { siteId, ownerId: actor.userId, recordId: before.id, action, from, details: changedFields(before, changes) });
  return null;
}

const FIELD_OF: Record<string, string> = {
  courierNumber: 'CourierNumber',
  courierCompany: 'CourierCompany',
  warehouseId: 'WarehouseId',
  productName: 'ProductName',
  quantity: 'Quantity',
  price: 'Price',
  purchasePrice: 'PurchasePrice',
  purchaseCurrency: 'PurchaseCurrency',
  shopNo: 'ShopNo',
  remarks: 'Remarks',
  isCompleted: 'IsCompleted',
};

/** What an edit changed, by contract field, as the history shows it (numbers compared as decimals: 5 and 5.00 are one price). */
function changedFields(before: typeof packages.$inferSelect, changes: Partial<typeof packages.$inferInsert>) {
  const details: Record<string, unknown> = {};
  for (const [key, after] of Object.entries(changes)) {
    const field = FIELD_OF[key];
    if (!field) continue;
    const was = before[key as keyof typeof before];
    const same = typeof was === 'string' && typeof after === 'string' && (key === 'price' || key === 'purchasePrice') ? new Decimal(was).eq(after) : was === after;
    if (!same) details[field] = after;
  }
  return details;
}

/** Deletes a forecast not yet received; its history stays, ending in DeleteForecast. */
export async function deleteUserPackage(tx: Executor, actor: Actor, id: number): Promise<null> {
  const siteId = siteOf(actor);
  const before = await ownPackage(tx, actor, id);
  const from = before.status as PackageStatus;
  refuseUnlessAllowed(packageLifecycle, from, 'DeleteForecast', actor.population, 'Id');
  const deleted = await tx
    .delete(packages)
    .where(and(eq(packages.id, id), eq(packages.status, from)))
    .returning({ id: packages.id });
  if (deleted.length === 0) await refuseLostRace(tx, actor, id, 'DeleteForecast', 'Id');
  await recordHistory(tx, packageLifecycle, actor, { siteId, ownerId: actor.userId, recordId: id, action: 'DeleteForecast', from, details: { CourierNumber: before.courierNumber } });
  return null;
}
