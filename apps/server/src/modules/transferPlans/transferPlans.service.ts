import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, inventory, logisticsOrders as orderContract, parcels, transferPlans as contract, type Lifecycle } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { moveStock, type StockMove } from '../inventory/index.ts';
import { stocks } from '../inventory/tables.ts';
import { actOnOrder, findOrder } from '../logisticsOrders/index.ts';
import { logisticsOrderPackages, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { pickingListOrders } from '../pickingLists/tables.ts';
import { applyGoodsChanges, lockShelves, type GoodsChange } from '../shelves/index.ts';
import { shelves } from '../shelves/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { transferPlanLines, transferPlans } from './tables.ts';

/**
 * Transfer plans (contracts transferPlans.ts): drafts, dispatch (parcels off their shelves and in
 * transit, stock out of the from warehouse through the ledger), receiving line by line or whole, and
 * an order's warehouse transfer. The plan's state moves only through its table (transferPlanLifecycle),
 * a parcel's through the parcel's (TransferOut, TransferIn), an order's through the order's
 * (TransferWarehouse, ChangeWarehouse); each writes its history row.
 */

const { TransferPlanStatus, TransferLineKind, transferPlanLifecycle } = contract;
const { PackageStatus, packageLifecycle } = parcels;
const { StockBucket, StockMovementType } = inventory;
const { OrderStatus, FreezeStatus } = orderContract;
type Plan = typeof transferPlans.$inferSelect;
type Line = typeof transferPlanLines.$inferSelect;
type Order = typeof logisticsOrders.$inferSelect;

const DOCUMENT_TYPE = 'TransferPlan';
const upper = (text: string) => text.trim().toUpperCase();
const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');
const live = inArray(transferPlans.status, [...contract.LIVE_TRANSFER_PLAN_STATUSES]);

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

async function planRows(tx: Executor, actor: Actor, where: SQL, page?: { limit: number; offset: number }): Promise<contract.TransferPlanRow[]> {
  const lineCount = (extra: SQL) => sql<number>`(select count(*)::int from ${transferPlanLines} l where l.plan_id = ${transferPlans.id} and ${extra})`;
  const query = tx
    .select({
      p: transferPlans,
      fromName: sql<string>`(select w.name from ${warehouses} w where w.id = ${transferPlans.fromWarehouseId})`,
      toName: sql<string>`(select w.name from ${warehouses} w where w.id = ${transferPlans.toWarehouseId})`,
      creator: sql<string | null>`(select u.user_name from ${users} u where u.id = ${transferPlans.createdBy})`,
      orderSerial: logisticsOrders.serialNumber,
      orderUser: sql<string | null>`(select u.user_name from ${users} u where u.id = ${logisticsOrders.ownerId})`,
      packageCount: lineCount(sql`l.kind = 'Package'`),
      commodityQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${transferPlanLines} l where l.plan_id = ${transferPlans.id} and l.kind = 'Commodity')`,
      lineCount: lineCount(sql`true`),
      receivedCount: lineCount(sql`l.received_at is not null`),
    })
    .from(transferPlans)
    .leftJoin(logisticsOrders, eq(logisticsOrders.id, transferPlans.orderId))
    .where(where)
    .orderBy(desc(transferPlans.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((r) => ({
    Id: r.p.id,
    SerialNumber: r.p.serialNumber,
    Status: r.p.status,
    FromWarehouseId: r.p.fromWarehouseId,
    FromWarehouseName: r.fromName ?? '',
    ToWarehouseId: r.p.toWarehouseId,
    ToWarehouseName: r.toName ?? '',
    PlannedDate: r.p.plannedDate,
    Remark: r.p.remark,
    OrderId: r.p.orderId ?? 0,
    OrderSerialNumber: r.orderSerial ?? '',
    OrderUserName: r.orderUser ?? '',
    PackageCount: r.packageCount,
    CommodityQuantity: r.commodityQuantity,
    LineCount: r.lineCount,
    ReceivedLineCount: r.receivedCount,
    CreatorName: r.creator ?? '',
    CreationTime: r.p.createdAt.toISOString(),
    DispatchedTime: r.p.dispatchedAt?.toISOString() ?? '',
    ReceivedTime: r.p.receivedAt?.toISOString() ?? '',
    Actions: transferPlanLifecycle.actionsFrom(r.p.status as contract.TransferPlanStatus, actor.population).filter((a) => a !== 'Create' && a !== 'ReceiveLine' && !(a === 'Edit' && r.p.orderId !== null)),
  }));
}

async function linesOf(tx: Executor, planId: number): Promise<contract.TransferLine[]> {
  const rows = await tx
    .select({
      l: transferPlanLines,
      courierNumber: packages.courierNumber,
      productName: packages.productName,
      code: commodities.commodityCode,
      sku: commodities.commoditySku,
      name: commodities.name,
      userName: users.userName,
      shelfCode: shelves.shelvesNumber,
    })
    .from(transferPlanLines)
    .leftJoin(packages, eq(packages.id, transferPlanLines.packageId))
    .leftJoin(commodities, eq(commodities.id, transferPlanLines.commodityId))
    .leftJoin(users, eq(users.id, transferPlanLines.ownerId))
    .leftJoin(shelves, eq(shelves.id, transferPlanLines.shelfId))
    .where(eq(transferPlanLines.planId, planId))
    .orderBy(asc(transferPlanLines.id));
  return rows.map(({ l, ...r }) => ({
    Id: l.id,
    Kind: l.kind as contract.TransferLineKind,
    ItemId: l.packageId ?? l.commodityId ?? 0,
    Number: l.kind === TransferLineKind.Package ? (r.courierNumber ?? '') : (r.code ?? ''),
    Sku: r.sku ?? '',
    Name: l.kind === TransferLineKind.Package ? (r.productName ?? '') : (r.name ?? ''),
    UserName: r.userName ?? '',
    ShelfCode: r.shelfCode ?? '',
    Quantity: l.quantity,
    Received: l.receivedAt !== null,
    ReceivedTime: l.receivedAt?.toISOString() ?? '',
  }));
}

export async function planDetail(tx: Executor, actor: Actor, id: number): Promise<contract.TransferPlanDetail> {
  const [row] = await planRows(tx, actor, and(eq(transferPlans.id, id), ...ofCallerSite(transferPlans.siteId, actor))!);
  if (!row) throw notFoundPlan(id);
  const [lines, history] = await Promise.all([linesOf(tx, id), historyFor(tx, [transferPlanLifecycle as Lifecycle<number, string>], id, actor)]);
  return { ...row, Lines: lines, History: history };
}

const notFoundPlan = (value: string | number, field = 'Id') => new AppError(ErrorCode.NotFound, 'TransferPlanNotFound', { field, value });

export async function listPlans(tx: Executor, actor: Actor, q: z.output<typeof contract.transferPlanQuery>) {
  const site = await chosenSite(tx, actor, q.SiteId);
  const number = q.Number ? upper(q.Number) : undefined;
  const byParcel = (n: string) =>
    tx
      .select({ id: transferPlanLines.planId })
      .from(transferPlanLines)
      .innerJoin(packages, eq(packages.id, transferPlanLines.packageId))
      .where(eq(packages.courierNumber, n));
  const where = and(
    ...ofCallerSite(transferPlans.siteId, actor),
    ...(site === null ? [] : [eq(transferPlans.siteId, site)]),
    q.Status === undefined ? undefined : eq(transferPlans.status, q.Status),
    q.FromWarehouseId === undefined ? undefined : eq(transferPlans.fromWarehouseId, q.FromWarehouseId),
    q.ToWarehouseId === undefined ? undefined : eq(transferPlans.toWarehouseId, q.ToWarehouseId),
    q.OrdersOnly ? sql`${transferPlans.orderId} is not null` : undefined,
    number ? or(eq(transferPlans.serialNumber, number), eq(logisticsOrders.serialNumber, number), inArray(transferPlans.id, byParcel(number))) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    planRows(tx, actor, where, { limit: q.rows, offset: (q.index - 1) * q.rows }),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(transferPlans)
      .leftJoin(logisticsOrders, eq(logisticsOrders.id, transferPlans.orderId))
      .where(where),
  ]);
  return { Data: rows, Total: total?.n ?? 0 };
}

// ── The draft's editor: what a number or a commodity is ─────────────────────────────────────

/** A warehouse of the caller's site (any site for platform staff), enabled. */
async function warehouseOf(tx: Executor, actor: Actor, id: number, field: string) {
  const [w] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), ...ofCallerSite(warehouses.siteId, actor)));
  if (!w || !w.isEnabled) throw refused('TransferWarehouseNotOfSite', { field, value: id });
  return w;
}

/** Parcels in an active order, by id: the order's number. */
async function ordersOfParcels(tx: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ packageId: logisticsOrderPackages.packageId, serial: logisticsOrders.serialNumber })
    .from(logisticsOrderPackages)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderPackages.orderId))
    .where(and(inArray(logisticsOrderPackages.packageId, ids), eq(logisticsOrderPackages.active, true)));
  return new Map(rows.map((r) => [r.packageId, r.serial]));
}

/** Parcels in a live plan other than `planId`, by id: the plan's number. */
async function plansOfParcels(tx: Executor, ids: number[], planId: number | null) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ packageId: transferPlanLines.packageId, serial: transferPlans.serialNumber, planId: transferPlans.id })
    .from(transferPlanLines)
    .innerJoin(transferPlans, eq(transferPlans.id, transferPlanLines.planId))
    .where(and(inArray(transferPlanLines.packageId, ids), eq(transferPlanLines.live, true)));
  return new Map(rows.filter((r) => r.planId !== planId).map((r) => [r.packageId!, r.serial]));
}

export async function findParcel(tx: Executor, actor: Actor, q: z.output<typeof contract.transferParcelQuery>) {
  const w = await warehouseOf(tx, actor, q.WarehouseId, 'WarehouseId');
  const number = upper(q.Number);
  const [p] = await tx
    .select({ p: packages, userName: users.userName, shelfCode: shelves.shelvesNumber })
    .from(packages)
    .leftJoin(users, eq(users.id, packages.ownerId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .where(and(eq(packages.siteId, w.siteId), eq(packages.courierNumber, number)));
  if (!p || p.p.status !== PackageStatus.Shippable || p.p.warehouseId !== w.id || p.p.shelfId === null) throw refused('TransferParcelNotShippable', { field: 'Number', value: number });
  const inOrder = (await ordersOfParcels(tx, [p.p.id])).get(p.p.id);
  if (inOrder) throw refused('TransferParcelInOrder', { field: 'Number', value: number, number: inOrder });
  const inPlan = (await plansOfParcels(tx, [p.p.id], null)).get(p.p.id);
  if (inPlan) throw refused('TransferParcelInPlan', { field: 'Number', value: number, number: inPlan });
  return { Id: p.p.id, CourierNumber: p.p.courierNumber, ProductName: p.p.productName, UserName: p.userName ?? '', ShelfCode: p.shelfCode ?? '' };
}

const availableOf = (tx: Executor, warehouseId: number, where: SQL | undefined) =>
  tx
    .select({
      c: commodities,
      userName: users.userName,
      available: sql<number>`sum(${stocks.available})::int`,
    })
    .from(stocks)
    .innerJoin(commodities, eq(commodities.id, stocks.commodityId))
    .innerJoin(users, eq(users.id, commodities.ownerId))
    .where(and(eq(stocks.warehouseId, warehouseId), where))
    .groupBy(commodities.id, users.userName)
    .having(sql`sum(${stocks.available}) > 0`)
    .orderBy(asc(commodities.id));

export async function listStocks(tx: Executor, actor: Actor, q: z.output<typeof contract.transferStockQuery>) {
  const w = await warehouseOf(tx, actor, q.WarehouseId, 'WarehouseId');
  const like = `%${q.Content}%`;
  // A commodity whose stock here is in a live plan already is not offered: the plan holds it.
  const inPlan = sql`exists (select 1 from ${transferPlanLines} l where l.commodity_id = ${commodities.id} and l.warehouse_id = ${w.id} and l.live and not l.order_stock)`;
  const rows = await availableOf(
    tx,
    w.id,
    and(sql`not ${inPlan}`, q.Content ? or(sql`${commodities.commodityCode} ilike ${like}`, sql`${commodities.commoditySku} ilike ${like}`, sql`${commodities.name} ilike ${like}`, sql`${users.userName} ilike ${like}`) : undefined),
  ).limit(50);
  return rows.map((r) => ({ CommodityId: r.c.id, Code: r.c.commodityCode, Sku: r.c.commoditySku, Name: r.c.name, UserName: r.userName, Available: r.available }));
}

// ── Drafts ──────────────────────────────────────────────────────────────────────────────────

interface LineDraft {
  kind: contract.TransferLineKind;
  ownerId: number | null;
  packageId: number | null;
  commodityId: number | null;
  quantity: number;
  orderStock: boolean;
}

/** The two warehouses: of one site (the caller's), different, enabled. */
async function warehousesOf(tx: Executor, actor: Actor, body: { FromWarehouseId: number; ToWarehouseId: number }) {
  const from = await warehouseOf(tx, actor, body.FromWarehouseId, 'FromWarehouseId');
  if (body.ToWarehouseId === body.FromWarehouseId) throw refused('TransferSameWarehouse', { field: 'ToWarehouseId' });
  const to = await warehouseOf(tx, actor, body.ToWarehouseId, 'ToWarehouseId');
  if (to.siteId !== from.siteId) throw refused('TransferWarehouseNotOfSite', { field: 'ToWarehouseId', value: to.id });
  return { from, to };
}

/** The lines a body names, checked: shippable parcels on a shelf of the from warehouse in no order or other plan, commodities with enough Available stock there. */
async function draftLines(tx: Executor, siteId: number, fromId: number, body: contract.TransferPlanBody, planId: number | null): Promise<LineDraft[]> {
  if (body.CourierNumbers.length === 0 && body.Commodities.length === 0) throw refused('TransferPlanEmpty', { field: 'CourierNumbers' });
  const numbers = body.CourierNumbers.map(upper);
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice) throw refused('TransferDuplicateLine', { field: 'CourierNumbers', value: twice });
  const found = numbers.length === 0 ? [] : await tx.select().from(packages).where(and(eq(packages.siteId, siteId), inArray(packages.courierNumber, numbers)));
  const byNumber = new Map(found.map((p) => [p.courierNumber, p]));
  const lines: LineDraft[] = [];
  for (const [at, n] of numbers.entries()) {
    const p = byNumber.get(n);
    if (!p || p.status !== PackageStatus.Shippable || p.warehouseId !== fromId || p.shelfId === null) throw refused('TransferParcelNotShippable', { field: `CourierNumbers.${at}`, value: n });
    lines.push({ kind: TransferLineKind.Package, ownerId: p.ownerId, packageId: p.id, commodityId: null, quantity: 1, orderStock: false });
  }
  const ids = lines.map((l) => l.packageId!);
  const [inOrders, inPlans] = await Promise.all([ordersOfParcels(tx, ids), plansOfParcels(tx, ids, planId)]);
  for (const [at, l] of lines.entries()) {
    const order = inOrders.get(l.packageId!);
    if (order) throw refused('TransferParcelInOrder', { field: `CourierNumbers.${at}`, value: numbers[at]!, number: order });
    const plan = inPlans.get(l.packageId!);
    if (plan) throw refused('TransferParcelInPlan', { field: `CourierNumbers.${at}`, value: numbers[at]!, number: plan });
  }

  const commodityIds = body.Commodities.map((c) => c.CommodityId);
  const again = commodityIds.find((id, i) => commodityIds.indexOf(id) !== i);
  if (again !== undefined) throw refused('TransferDuplicateLine', { field: 'Commodities', value: again });
  if (commodityIds.length > 0) {
    const stock = await availableOf(tx, fromId, and(inArray(commodities.id, commodityIds), eq(commodities.siteId, siteId)));
    const byId = new Map(stock.map((s) => [s.c.id, s]));
    for (const [at, c] of body.Commodities.entries()) {
      const s = byId.get(c.CommodityId);
      if (!s || s.available < c.Quantity) throw refused('TransferStockNotEnough', { field: `Commodities.${at}.Quantity`, value: s?.c.commoditySku ?? c.CommodityId, have: s?.available ?? 0 });
      lines.push({ kind: TransferLineKind.Commodity, ownerId: s.c.ownerId, packageId: null, commodityId: c.CommodityId, quantity: c.Quantity, orderStock: false });
    }
  }
  return lines;
}

/** Writes the plan's lines; the partial unique indexes refuse a parcel or a stock in another live plan (one written meanwhile too). */
async function writeLines(tx: Executor, plan: Plan, lines: LineDraft[], fieldOf: (l: LineDraft, at: number) => string) {
  if (lines.length === 0) return;
  const written = await tx
    .insert(transferPlanLines)
    .values(lines.map((l) => ({ siteId: plan.siteId, planId: plan.id, warehouseId: plan.fromWarehouseId, ...l })))
    .onConflictDoNothing()
    .returning({ packageId: transferPlanLines.packageId, commodityId: transferPlanLines.commodityId });
  if (written.length === lines.length) return;
  const at = lines.findIndex((l) => !written.some((w) => (l.packageId !== null ? w.packageId === l.packageId : w.commodityId === l.commodityId)));
  const l = lines[at]!;
  const [other] = await tx
    .select({ serial: transferPlans.serialNumber, number: sql<string>`coalesce(${packages.courierNumber}, ${commodities.commoditySku})` })
    .from(transferPlanLines)
    .innerJoin(transferPlans, eq(transferPlans.id, transferPlanLines.planId))
    .leftJoin(packages, eq(packages.id, transferPlanLines.packageId))
    .leftJoin(commodities, eq(commodities.id, transferPlanLines.commodityId))
    .where(
      and(
        eq(transferPlanLines.live, true),
        l.packageId !== null ? eq(transferPlanLines.packageId, l.packageId) : and(eq(transferPlanLines.commodityId, l.commodityId!), eq(transferPlanLines.warehouseId, plan.fromWarehouseId), eq(transferPlanLines.orderStock, false)),
      ),
    );
  throw refused('TransferParcelInPlan', { field: fieldOf(l, at), value: other?.number ?? '', number: other?.serial ?? '' });
}

const fieldOfBodyLine = (packagesCount: number) => (l: LineDraft, at: number) => (l.kind === TransferLineKind.Package ? `CourierNumbers.${at}` : `Commodities.${at - packagesCount}.CommodityId`);

async function newPlan(tx: Executor, actor: Actor, siteId: number, values: { fromWarehouseId: number; toWarehouseId: number; plannedDate: string | null; remark: string; orderId: number | null }) {
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('transfer_plans', 'id'))::int as id`));
  const [plan] = await tx
    .insert(transferPlans)
    .values({ id: next!.id, siteId, serialNumber: `TP${day()}${String(next!.id).padStart(6, '0')}`, status: TransferPlanStatus.Draft, createdBy: actor.userId, ...values })
    .onConflictDoNothing()
    .returning();
  return plan;
}

export async function addPlan(tx: Executor, actor: Actor, body: contract.TransferPlanBody) {
  const { from, to } = await warehousesOf(tx, actor, body);
  const lines = await draftLines(tx, from.siteId, from.id, body, null);
  const plan = (await newPlan(tx, actor, from.siteId, { fromWarehouseId: from.id, toWarehouseId: to.id, plannedDate: body.PlannedDate, remark: body.Remark, orderId: null }))!;
  await writeLines(tx, plan, lines, fieldOfBodyLine(body.CourierNumbers.length));
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Create', from: null, details: { SerialNumber: plan.serialNumber, From: from.name, To: to.name, Lines: lines.length } });
  return planDetail(tx, actor, plan.id);
}

async function lockPlan(tx: Executor, actor: Actor, id: number, action: contract.TransferPlanAction): Promise<Plan> {
  const [plan] = await tx
    .select()
    .from(transferPlans)
    .where(and(eq(transferPlans.id, id), ...ofCallerSite(transferPlans.siteId, actor)))
    .for('update');
  if (!plan) throw notFoundPlan(id);
  refuseUnlessAllowed(transferPlanLifecycle, plan.status as contract.TransferPlanStatus, action, actor.population, 'Id');
  return plan;
}

export async function editPlan(tx: Executor, actor: Actor, body: z.output<typeof contract.editTransferPlanBody>) {
  const plan = await lockPlan(tx, actor, body.Id, 'Edit');
  if (plan.orderId !== null) throw refused('TransferOrderLines', { field: 'Id' });
  const { from, to } = await warehousesOf(tx, actor, body);
  if (from.siteId !== plan.siteId) throw refused('TransferWarehouseNotOfSite', { field: 'FromWarehouseId', value: from.id });
  await tx.delete(transferPlanLines).where(eq(transferPlanLines.planId, plan.id));
  const lines = await draftLines(tx, from.siteId, from.id, body, plan.id);
  const [edited] = await tx
    .update(transferPlans)
    .set({ fromWarehouseId: from.id, toWarehouseId: to.id, plannedDate: body.PlannedDate, remark: body.Remark, updatedAt: new Date() })
    .where(eq(transferPlans.id, plan.id))
    .returning();
  await writeLines(tx, edited!, lines, fieldOfBodyLine(body.CourierNumbers.length));
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Edit', from: plan.status as contract.TransferPlanStatus, details: { From: from.name, To: to.name, Lines: lines.length } });
  return planDetail(tx, actor, plan.id);
}

export async function cancelPlan(tx: Executor, actor: Actor, body: z.output<typeof contract.cancelTransferPlanBody>) {
  const plan = await lockPlan(tx, actor, body.Id, 'Cancel');
  await tx.update(transferPlanLines).set({ live: false }).where(eq(transferPlanLines.planId, plan.id));
  await tx.update(transferPlans).set({ status: TransferPlanStatus.Cancelled, updatedAt: new Date() }).where(eq(transferPlans.id, plan.id));
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Cancel', from: plan.status as contract.TransferPlanStatus, details: { Reason: body.Reason } });
  return planDetail(tx, actor, plan.id);
}

// ── Dispatch ────────────────────────────────────────────────────────────────────────────────

/**
 * The goods leave: each parcel must still be a shippable parcel on a shelf of the from warehouse (in
 * no order, unless the plan is that order's), each stock must still be there. Locks: the plan, the
 * parcels (id order), then every shelf touched (lockShelves, id order) before the ledger takes its
 * stock rows, as every staff stock event does. Parcels become InTransit off their shelves (the
 * parcel's table: TransferOut); stock leaves the from warehouse and is in transit at the to
 * warehouse, one ledger event `transfer-plan:<id>:dispatch`.
 */
export async function dispatchPlan(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  const plan = await lockPlan(tx, actor, id, 'Dispatch');
  const order = plan.orderId === null ? null : await findOrder(tx, actor, plan.orderId, true);
  if (order && (order.status !== OrderStatus.Submitted || order.freezeStatus !== FreezeStatus.NotFrozen)) throw refused('TransferOrderNotMovable', { field: 'Id', number: order.serialNumber });
  const lines = await tx.select().from(transferPlanLines).where(eq(transferPlanLines.planId, plan.id)).orderBy(asc(transferPlanLines.id));
  const parcelLines = lines.filter((l) => l.packageId !== null);
  const parcelIds = parcelLines.map((l) => l.packageId!).sort((a, b) => a - b);
  const parcelRows = parcelIds.length === 0 ? [] : await tx.select().from(packages).where(inArray(packages.id, parcelIds)).orderBy(asc(packages.id)).for('update');
  const byId = new Map(parcelRows.map((p) => [p.id, p]));
  const inOrders = await ordersOfParcels(tx, parcelIds);
  for (const l of parcelLines) {
    const p = byId.get(l.packageId!)!;
    if (p.status !== PackageStatus.Shippable || p.warehouseId !== plan.fromWarehouseId || p.shelfId === null) throw refused('TransferParcelNotShippable', { field: 'Id', value: p.courierNumber });
    const inOrder = inOrders.get(p.id);
    if (inOrder && inOrder !== order?.serialNumber) throw refused('TransferParcelInOrder', { field: 'Id', value: p.courierNumber, number: inOrder });
  }

  // The stock's moves: an order's from where its stock was frozen, others' from Available shelf by shelf.
  const moves: StockMove[] = [];
  for (const l of lines.filter((x) => x.commodityId !== null)) {
    const arrive: StockMove = { ownerId: l.ownerId!, commodityId: l.commodityId!, warehouseId: plan.toWarehouseId, from: null, to: StockBucket.InTransit, quantity: l.quantity, type: StockMovementType.TransferOut };
    if (l.orderStock) {
      const placed = order?.commodities.find((c) => c.CommodityId === l.commodityId);
      for (const p of placed?.Places ?? []) moves.push({ ownerId: l.ownerId!, commodityId: l.commodityId!, warehouseId: plan.fromWarehouseId, from: StockBucket.Frozen, to: null, fromShelfId: p.ShelfId, quantity: p.Quantity, type: StockMovementType.TransferOut });
    } else {
      const places = await tx
        .select({ shelfId: stocks.shelfId, available: stocks.available })
        .from(stocks)
        .where(and(eq(stocks.commodityId, l.commodityId!), eq(stocks.warehouseId, plan.fromWarehouseId), sql`${stocks.available} > 0`))
        .orderBy(sql`${stocks.shelfId} nulls first`);
      let left = l.quantity;
      for (const place of places) {
        if (left === 0) break;
        const n = Math.min(left, place.available);
        moves.push({ ownerId: l.ownerId!, commodityId: l.commodityId!, warehouseId: plan.fromWarehouseId, from: StockBucket.Available, to: null, fromShelfId: place.shelfId, quantity: n, type: StockMovementType.TransferOut });
        left -= n;
      }
      // Short: the ledger refuses the whole event, naming the bucket.
      if (left > 0) moves.push({ ownerId: l.ownerId!, commodityId: l.commodityId!, warehouseId: plan.fromWarehouseId, from: StockBucket.Available, to: null, fromShelfId: null, quantity: left, type: StockMovementType.TransferOut });
    }
    moves.push(arrive);
  }

  const shelfIds = [...new Set([...parcelRows.map((p) => p.shelfId!), ...moves.map((m) => m.fromShelfId ?? null).filter((s): s is number => s !== null)])];
  const locked = shelfIds.length === 0 ? new Map() : await lockShelves(tx, actor, shelfIds);
  if (parcelRows.length > 0) {
    const changes: GoodsChange[] = parcelRows.map((p) => ({ shelfId: p.shelfId!, quantity: -1, space: { wide: '0', high: '0', length: '0' }, action: 'TransferOut', details: { CourierNumber: p.courierNumber, TransferPlan: plan.serialNumber } }));
    await applyGoodsChanges(tx, actor, locked, changes);
    const moved = await tx
      .update(packages)
      .set({ status: PackageStatus.InTransit, shelfId: null, updatedAt: new Date() })
      .where(and(inArray(packages.id, parcelIds), eq(packages.status, PackageStatus.Shippable)))
      .returning({ id: packages.id });
    if (moved.length !== parcelIds.length) throw refused('TransferParcelNotShippable', { field: 'Id', value: '' });
    for (const p of parcelRows) {
      await tx.update(transferPlanLines).set({ shelfId: p.shelfId }).where(and(eq(transferPlanLines.planId, plan.id), eq(transferPlanLines.packageId, p.id)));
      await recordHistory(tx, packageLifecycle, actor, {
        siteId: p.siteId,
        ownerId: p.ownerId,
        recordId: p.id,
        action: 'TransferOut',
        from: PackageStatus.Shippable,
        details: { TransferPlan: plan.serialNumber, ShelfCode: locked.get(p.shelfId!)?.shelf.shelvesNumber ?? '' },
      });
    }
  }
  if (moves.length > 0) await moveStock(ctx, actor, { key: `transfer-plan:${plan.id}:dispatch`, documentType: DOCUMENT_TYPE, documentId: plan.id }, moves);

  await tx.update(transferPlans).set({ status: TransferPlanStatus.Dispatched, dispatchedAt: sql`now()`, updatedAt: new Date() }).where(eq(transferPlans.id, plan.id));
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Dispatch', from: TransferPlanStatus.Draft, details: { Parcels: parcelRows.length, Commodities: lines.length - parcelRows.length } });
  return planDetail(tx, actor, plan.id);
}

// ── Receiving ───────────────────────────────────────────────────────────────────────────────

/**
 * One line arrives at the to warehouse. The conditional update (`received_at is null`) decides: of two
 * scans of one parcel, the second (waiting on the plan's lock, then on the line) finds it received and
 * does nothing. A parcel belongs to the to warehouse, ToBeCompleted, off shelves (TransferIn); stock
 * moves in transit → Available (an order's: Frozen), not on a shelf (`transfer-plan-line:<id>:receive`).
 */
async function receiveLine(ctx: CallContext, actor: Actor, plan: Plan, line: Line): Promise<boolean> {
  const { tx } = ctx;
  const [taken] = await tx
    .update(transferPlanLines)
    .set({ receivedAt: sql`now()`, receivedBy: actor.userId, live: false })
    .where(and(eq(transferPlanLines.id, line.id), isNull(transferPlanLines.receivedAt)))
    .returning({ id: transferPlanLines.id });
  if (!taken) return false;
  if (line.packageId !== null) {
    const [p] = await tx
      .update(packages)
      .set({ status: PackageStatus.ToBeCompleted, warehouseId: plan.toWarehouseId, shelfId: null, updatedAt: new Date() })
      .where(and(eq(packages.id, line.packageId), eq(packages.status, PackageStatus.InTransit)))
      .returning();
    if (!p) throw refused('TransferParcelNotShippable', { field: 'Number', value: line.packageId });
    await recordHistory(tx, packageLifecycle, actor, { siteId: p.siteId, ownerId: p.ownerId, recordId: p.id, action: 'TransferIn', from: PackageStatus.InTransit, details: { TransferPlan: plan.serialNumber } });
  } else {
    await moveStock(ctx, actor, { key: `transfer-plan-line:${line.id}:receive`, documentType: DOCUMENT_TYPE, documentId: plan.id }, [
      { ownerId: line.ownerId!, commodityId: line.commodityId!, warehouseId: plan.toWarehouseId, from: StockBucket.InTransit, to: line.orderStock ? StockBucket.Frozen : StockBucket.Available, toShelfId: null, quantity: line.quantity, type: StockMovementType.TransferIn },
    ]);
  }
  return true;
}

/** Every line received: the plan is Received; an order's plan moves the order to the to warehouse (its table: ChangeWarehouse) and tells the customer. */
async function finishIfAllReceived(ctx: CallContext, actor: Actor, plan: Plan): Promise<boolean> {
  const { tx } = ctx;
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(transferPlanLines)
    .where(and(eq(transferPlanLines.planId, plan.id), isNull(transferPlanLines.receivedAt)));
  if ((left?.n ?? 0) > 0) return false;
  await tx.update(transferPlans).set({ status: TransferPlanStatus.Received, receivedAt: sql`now()`, updatedAt: new Date() }).where(eq(transferPlans.id, plan.id));
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Receive', from: TransferPlanStatus.Dispatched, details: {} });
  if (plan.orderId !== null) {
    const order = await findOrder(tx, actor, plan.orderId, true);
    const [[from], [to]] = await Promise.all([
      tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, plan.fromWarehouseId)),
      tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, plan.toWarehouseId)),
    ]);
    const commodityLines = order.commodities.map((c) => ({ ...c, Places: [{ ShelfId: null, Quantity: c.Quantity }] }));
    await actOnOrder(ctx, actor, order.id, 'ChangeWarehouse', { warehouseId: plan.toWarehouseId, commodities: commodityLines }, { TransferPlan: plan.serialNumber, FromWarehouse: from?.name ?? '', ToWarehouse: to?.name ?? '' });
    await tellCustomer(ctx, order.siteId, order.ownerId, { infoType: 'OrderWarehouseChanged', title: 'OrderWarehouseChangedTitle', message: 'OrderWarehouseChangedMessage', params: { number: order.serialNumber, warehouse: to?.name ?? '' } });
  }
  return true;
}

export async function receivePlan(ctx: CallContext, actor: Actor, id: number) {
  const plan = await lockPlan(ctx.tx, actor, id, 'Receive');
  // Locks in the order dispatching takes them: the plan, its order, then parcels and stock.
  if (plan.orderId !== null) await findOrder(ctx.tx, actor, plan.orderId, true);
  const lines = await ctx.tx.select().from(transferPlanLines).where(and(eq(transferPlanLines.planId, plan.id), isNull(transferPlanLines.receivedAt))).orderBy(asc(transferPlanLines.id));
  for (const l of lines) await receiveLine(ctx, actor, plan, l);
  await finishIfAllReceived(ctx, actor, plan);
  return planDetail(ctx.tx, actor, plan.id);
}

/** The receive screen opens a dispatched plan of its warehouse by the plan's number or one of its courier numbers. */
export async function openForReceive(tx: Executor, actor: Actor, body: z.output<typeof contract.openForReceiveBody>) {
  const number = upper(body.Number);
  const byParcel = tx
    .select({ id: transferPlanLines.planId })
    .from(transferPlanLines)
    .innerJoin(packages, eq(packages.id, transferPlanLines.packageId))
    .where(and(eq(packages.courierNumber, number), eq(transferPlanLines.live, true)));
  const [plan] = await tx
    .select()
    .from(transferPlans)
    .where(and(...ofCallerSite(transferPlans.siteId, actor), or(eq(transferPlans.serialNumber, number), inArray(transferPlans.id, byParcel))))
    .orderBy(desc(transferPlans.id))
    .limit(1);
  if (!plan) throw notFoundPlan(body.Number, 'Number');
  if (plan.toWarehouseId !== body.WarehouseId) throw refused('TransferNotHere', { field: 'Number', number: plan.serialNumber });
  refuseUnlessAllowed(transferPlanLifecycle, plan.status as contract.TransferPlanStatus, 'ReceiveLine', actor.population, 'Number');
  return planDetail(tx, actor, plan.id);
}

/** One scan on the receive screen: a courier number of the plan, or a commodity's code or SKU (its whole line). */
export async function receiveScan(ctx: CallContext, actor: Actor, body: z.output<typeof contract.receiveScanBody>) {
  const { tx } = ctx;
  // The plan's lock queues the scans of one plan: the last line's scan finishes it once.
  const [plan] = await tx
    .select()
    .from(transferPlans)
    .where(and(eq(transferPlans.id, body.Id), ...ofCallerSite(transferPlans.siteId, actor)))
    .for('update');
  if (!plan) throw notFoundPlan(body.Id);
  if (plan.orderId !== null && plan.status === TransferPlanStatus.Dispatched) await findOrder(tx, actor, plan.orderId, true);
  const number = upper(body.Number);
  const lines = await tx
    .select({ l: transferPlanLines, courierNumber: packages.courierNumber, code: commodities.commodityCode, sku: commodities.commoditySku })
    .from(transferPlanLines)
    .leftJoin(packages, eq(packages.id, transferPlanLines.packageId))
    .leftJoin(commodities, eq(commodities.id, transferPlanLines.commodityId))
    .where(eq(transferPlanLines.planId, plan.id));
  const hit = lines.find((r) => r.courierNumber === number) ?? lines.find((r) => r.l.kind === TransferLineKind.Commodity && (upper(r.code ?? '') === number || upper(r.sku ?? '') === number));
  // A repeat of a received line answers as a repeat, even once the plan is received (the other screen's scan finished it).
  const repeatOfReceived = hit?.l.receivedAt != null && plan.status === TransferPlanStatus.Received;
  if (!repeatOfReceived) refuseUnlessAllowed(transferPlanLifecycle, plan.status as contract.TransferPlanStatus, 'ReceiveLine', actor.population, 'Id');
  if (!hit) throw refused('TransferNotInPlan', { field: 'Number', value: body.Number, number: plan.serialNumber });
  const received = await receiveLine(ctx, actor, plan, hit.l);
  if (received) await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'ReceiveLine', from: TransferPlanStatus.Dispatched, details: { Number: hit.courierNumber ?? hit.sku ?? '', Quantity: hit.l.quantity } });
  const finished = received && (await finishIfAllReceived(ctx, actor, plan));
  const detail = await planDetail(tx, actor, plan.id);
  return { Plan: detail, Line: detail.Lines.find((l) => l.Id === hit.l.id)!, Repeat: !received, PlanReceived: finished };
}

// ── An order's warehouse transfer ────────────────────────────────────────────────────────────

/**
 * An order Submitted, not frozen, on no live picking list, in no other live plan, with goods, gets a
 * draft plan of its active parcels and commodity quantities (its frozen stock) to the chosen
 * warehouse; the order's table records TransferWarehouse. One live plan per order: the unique index.
 */
export async function transferOrder(ctx: CallContext, actor: Actor, body: z.output<typeof contract.transferOrderBody>) {
  const { tx } = ctx;
  const o: Order = await findOrder(tx, actor, body.OrderId, true);
  const { from, to } = await warehousesOf(tx, actor, { FromWarehouseId: o.warehouseId, ToWarehouseId: body.ToWarehouseId });
  const [onList] = await tx.select({ id: pickingListOrders.id }).from(pickingListOrders).where(and(eq(pickingListOrders.orderId, o.id), eq(pickingListOrders.live, true)));
  if (o.status !== OrderStatus.Submitted || o.freezeStatus !== FreezeStatus.NotFrozen || onList) throw refused('TransferOrderNotMovable', { field: 'OrderId', number: o.serialNumber });
  const parcelRows = await tx
    .select({ id: packages.id, ownerId: packages.ownerId })
    .from(logisticsOrderPackages)
    .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
    .where(and(eq(logisticsOrderPackages.orderId, o.id), eq(logisticsOrderPackages.active, true)))
    .orderBy(asc(packages.id));
  const lines: LineDraft[] = [
    ...parcelRows.map((p) => ({ kind: TransferLineKind.Package, ownerId: p.ownerId, packageId: p.id, commodityId: null, quantity: 1, orderStock: false })),
    ...o.commodities.map((c) => ({ kind: TransferLineKind.Commodity, ownerId: o.ownerId, packageId: null, commodityId: c.CommodityId, quantity: c.Quantity, orderStock: true })),
  ];
  if (lines.length === 0) throw refused('TransferOrderNoGoods', { field: 'OrderId', number: o.serialNumber });
  const plan = await newPlan(tx, actor, o.siteId, { fromWarehouseId: from.id, toWarehouseId: to.id, plannedDate: body.PlannedDate, remark: body.Remark, orderId: o.id });
  if (!plan) {
    const [other] = await tx.select({ serial: transferPlans.serialNumber }).from(transferPlans).where(and(eq(transferPlans.orderId, o.id), live));
    throw refused('TransferOrderInPlan', { field: 'OrderId', number: o.serialNumber, value: other?.serial ?? '' });
  }
  await writeLines(tx, plan, lines, () => 'OrderId');
  await recordHistory(tx, transferPlanLifecycle, actor, { siteId: plan.siteId, ownerId: null, recordId: plan.id, action: 'Create', from: null, details: { SerialNumber: plan.serialNumber, Order: o.serialNumber, From: from.name, To: to.name, Lines: lines.length } });
  await actOnOrder(ctx, actor, o.id, 'TransferWarehouse', {}, { TransferPlan: plan.serialNumber, FromWarehouse: from.name, ToWarehouse: to.name });
  return planDetail(tx, actor, plan.id);
}
