import { and, asc, count, desc, eq, exists, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { AccountType, ErrorCode, formatMessage, logisticsOrders as orderContract, pickingLists as contract, transferPlans as transferPlanContract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext, Services } from '../../platform/context.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { violationOf } from '../../platform/constraints.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { chosenSite, siteNames } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { actOnOrder } from '../logisticsOrders/index.ts';
import { logisticsOrderPackages, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { transferPlans } from '../transferPlans/tables.ts';
import { availableWarehouseIds, warehouseNames, withinAvailable } from '../warehouses/index.ts';
import { pickingListLines, pickingListOrders, pickingLists, pickingRules, pickingScans } from './tables.ts';

/**
 * Picking lists (contracts pickingLists.ts). Every state change goes through `refuseUnlessAllowed`,
 * an update guarded by the state read and `recordHistory`, in the call's transaction. Picking moves
 * no stock: the order's commodities were frozen on their shelves when it was submitted and stay
 * Frozen there (its `Places`) until they leave the books at outbound; taking an order off a list, or
 * a missing report, then needs no movement back.
 */

const { PickingStatus, ClaimStatus, PickingLineKind, PickingOrderState, PickingGroupBy, pickingLifecycle, claimLifecycle } = contract;
const { OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus } = orderContract;
type List = typeof pickingLists.$inferSelect;
type LineRow = typeof pickingListLines.$inferSelect;
type LineDraft = Omit<typeof pickingListLines.$inferInsert, 'siteId' | 'pickingListId' | 'listOrderId'> & { partitionId: number | null };
type ListQuery = z.output<typeof contract.pickingListQuery>;

/** The partial unique index keeping an order on one live list (tables.ts). */
const LIVE_ORDER_INDEX = 'picking_list_orders_live_order';
const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ── Finding ──────────────────────────────────────────────────────────────────────────────────

async function listScope(tx: Executor, actor: Actor): Promise<(SQL | undefined)[]> {
  return [...ofCallerSite(pickingLists.siteId, actor), withinAvailable(await availableWarehouseIds(tx, actor), pickingLists.warehouseId)];
}

/** One list of the caller's site and available warehouses; any other is "not found". */
export async function findList(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<List> {
  const query = tx
    .select()
    .from(pickingLists)
    .where(and(eq(pickingLists.id, id), ...(await listScope(tx, actor))));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

/** Moves the list's status (guarded by the state read) and writes the history row. */
async function moveList(tx: Executor, actor: Actor | null, list: List, action: contract.PickingAction, set: Partial<typeof pickingLists.$inferInsert> = {}, details: Record<string, unknown> = {}): Promise<List> {
  const from = list.status as contract.PickingStatus;
  const to = pickingLifecycle.next(from, action)!;
  const [after] = await tx
    .update(pickingLists)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(pickingLists.id, list.id), eq(pickingLists.status, from)))
    .returning();
  if (!after) throw notFound();
  await recordHistory(tx, pickingLifecycle, actor, { siteId: list.siteId, ownerId: null, recordId: list.id, action, from, to, details: { Number: list.number, ...details } });
  return after;
}

// ── Pickable orders and their lines ──────────────────────────────────────────────────────────

const onLiveList = exists(
  sql`(select 1 from ${pickingListOrders} where ${pickingListOrders.orderId} = ${logisticsOrders.id} and ${pickingListOrders.live})`,
);
const hasGoods = or(
  exists(sql`(select 1 from ${logisticsOrderPackages} where ${logisticsOrderPackages.orderId} = ${logisticsOrders.id} and ${logisticsOrderPackages.active})`),
  sql`jsonb_array_length(${logisticsOrders.commodities}) > 0`,
)!;

/** An order whose warehouse transfer (modules/transferPlans) is not received yet: its goods are not where it ships from. */
const inLiveTransfer = exists(
  sql`(select 1 from ${transferPlans} where ${transferPlans.orderId} = ${logisticsOrders.id} and ${transferPlans.status} in (${sql.join(transferPlanContract.LIVE_TRANSFER_PLAN_STATUSES.map((s) => sql`${s}`), sql`, `)}))`,
);

/** Approved for outbound, bill paid, not frozen, Submitted, with goods to take off a shelf, on no live list, in no unreceived warehouse transfer. */
export const pickable = and(
  eq(logisticsOrders.status, OrderStatus.Submitted),
  eq(logisticsOrders.approvalStatus, ApprovalStatus.Approved),
  eq(logisticsOrders.paymentStatus, OrderPaymentStatus.Paid),
  eq(logisticsOrders.freezeStatus, FreezeStatus.NotFrozen),
  hasGoods,
  not(onLiveList),
  not(inLiveTransfer),
)!;

const orderBasis = {
  id: logisticsOrders.id,
  siteId: logisticsOrders.siteId,
  serialNumber: logisticsOrders.serialNumber,
  warehouseId: logisticsOrders.warehouseId,
  carrierId: logisticsOrders.carrierId,
  typeOfShippingName: logisticsOrders.typeOfShippingName,
  commodities: logisticsOrders.commodities,
};
type OrderBasis = { id: number; siteId: number; serialNumber: string; warehouseId: number; carrierId: number; typeOfShippingName: string; commodities: (typeof logisticsOrders.$inferSelect)['commodities'] };

/** What each order's picker takes: its active parcels on their shelves, its commodities on the shelves their stock was frozen on. */
async function linesOf(tx: Executor, orders: readonly OrderBasis[]): Promise<Map<number, LineDraft[]>> {
  const byOrder = new Map<number, LineDraft[]>(orders.map((o) => [o.id, []]));
  if (orders.length === 0) return byOrder;
  const parcels = await tx
    .select({
      orderId: logisticsOrderPackages.orderId,
      packageId: packages.id,
      code: packages.courierNumber,
      name: packages.productName,
      shelfId: packages.shelfId,
      shelfCode: shelves.shelvesNumber,
      partitionId: shelves.partitionId,
      partitionName: warehousePartitions.name,
    })
    .from(logisticsOrderPackages)
    .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .leftJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId))
    .where(and(inArray(logisticsOrderPackages.orderId, orders.map((o) => o.id)), eq(logisticsOrderPackages.active, true)));
  for (const p of parcels) {
    byOrder.get(p.orderId)!.push({
      orderId: p.orderId,
      kind: PickingLineKind.Parcel,
      packageId: p.packageId,
      shelfId: p.shelfId,
      shelfCode: p.shelfCode ?? '',
      partitionId: p.partitionId,
      partitionName: p.partitionName ?? '',
      code: p.code,
      name: p.name,
      quantity: 1,
    });
  }
  const shelfIds = [...new Set(orders.flatMap((o) => o.commodities.flatMap((c) => c.Places.map((p) => p.ShelfId)).filter((id): id is number => id !== null)))];
  const places = shelfIds.length
    ? await tx
        .select({ id: shelves.id, code: shelves.shelvesNumber, partitionId: shelves.partitionId, partitionName: warehousePartitions.name })
        .from(shelves)
        .innerJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId))
        .where(inArray(shelves.id, shelfIds))
    : [];
  const shelfOf = new Map(places.map((s) => [s.id, s]));
  for (const o of orders) {
    for (const c of o.commodities) {
      for (const place of c.Places) {
        const shelf = place.ShelfId === null ? undefined : shelfOf.get(place.ShelfId);
        byOrder.get(o.id)!.push({
          orderId: o.id,
          kind: PickingLineKind.Commodity,
          commodityId: c.CommodityId,
          shelfId: place.ShelfId,
          shelfCode: shelf?.code ?? '',
          partitionId: shelf?.partitionId ?? null,
          partitionName: shelf?.partitionName ?? '',
          code: c.CommodityCode,
          sku: c.CommoditySku,
          name: c.CommodityName,
          quantity: place.Quantity,
        });
      }
    }
  }
  return byOrder;
}

/** The chosen orders, locked, checked pickable, all of one warehouse: refusals name the order. */
async function chosenOrders(tx: Executor, actor: Actor, ids: readonly number[], warehouseId?: number): Promise<OrderBasis[]> {
  const available = await availableWarehouseIds(tx, actor);
  const rows = await tx
    .select({ ...orderBasis, pickable: sql<boolean>`${pickable}` })
    .from(logisticsOrders)
    .where(and(inArray(logisticsOrders.id, [...ids]), ...(actor.siteId === null ? [] : [eq(logisticsOrders.siteId, actor.siteId)]), withinAvailable(available, logisticsOrders.warehouseId)))
    .orderBy(asc(logisticsOrders.id))
    .for('update', { of: logisticsOrders });
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw invalid('OrderIds', 'OrdersNotFound', { ids: missing.join(', ') });
  const blocked = rows.find((r) => !r.pickable);
  if (blocked) throw invalid('OrderIds', 'PickingOrderNotPickable', { number: blocked.serialNumber });
  const warehouses = new Set([...rows.map((r) => r.warehouseId), ...(warehouseId === undefined ? [] : [warehouseId])]);
  if (warehouses.size > 1) throw invalid('OrderIds', 'PickingOrdersOfSeveralWarehouses');
  return rows;
}

/**
 * Writes a list's orders and lines, two statements whatever their number (the lines as one JSON
 * parameter: 5,000 orders' rows built as parameters cost more than the database's work). A
 * concurrent list taking one of the orders is refused by the live-order index.
 */
async function addOrdersToList(tx: Executor, list: { id: number; siteId: number }, orders: readonly OrderBasis[], lines: Map<number, LineDraft[]>) {
  const listOrders = rowsOf<{ id: number; order_id: number }>(
    await tx
      .execute(
        sql`
      insert into ${pickingListOrders} (site_id, picking_list_id, order_id)
      select ${list.siteId}, ${list.id}, unnest(${sql.param(orders.map((o) => o.id))}::int[])
      returning id, order_id`,
      )
      .catch((error: unknown) => {
        // Another list took one of the orders meanwhile (committed after this call read them pickable).
        if (violationOf(error)?.constraint === LIVE_ORDER_INDEX) throw invalid('OrderIds', 'PickingOrderTakenMeanwhile');
        throw error;
      }),
  );
  const listOrderOf = new Map(listOrders.map((r) => [r.order_id, r.id]));
  const rows = orders.flatMap((o) =>
    lines.get(o.id)!.map((l) => ({
      list_order_id: listOrderOf.get(o.id),
      order_id: o.id,
      kind: l.kind,
      package_id: l.packageId ?? null,
      commodity_id: l.commodityId ?? null,
      shelf_id: l.shelfId ?? null,
      shelf_code: l.shelfCode ?? '',
      partition_name: l.partitionName ?? '',
      code: l.code,
      sku: l.sku ?? '',
      name: l.name ?? '',
      quantity: l.quantity,
    })),
  );
  if (rows.length === 0) return 0;
  await tx.execute(sql`
    insert into ${pickingListLines} (site_id, picking_list_id, list_order_id, order_id, kind, package_id, commodity_id, shelf_id, shelf_code, partition_name, code, sku, name, quantity)
    select ${list.siteId}, ${list.id}, l.list_order_id, l.order_id, l.kind, l.package_id, l.commodity_id, l.shelf_id, l.shelf_code, l.partition_name, l.code, l.sku, l.name, l.quantity
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(list_order_id int, order_id int, kind smallint, package_id int, commodity_id int, shelf_id int,
                                                               shelf_code text, partition_name text, code text, sku text, name text, quantity int)`);
  return rows.length;
}

/** The lists made, to be pushed to the site's staff after the commit (shell §3: AddPickingList, Message {PickingId, WarehouseId}). */
interface MadeList {
  id: number;
  number: string;
  siteId: number;
  warehouseId: number;
  orders: number;
}

async function makeList(tx: Executor, actor: Actor | null, rule: { id: number; name: string } | null, orders: readonly OrderBasis[], lines: Map<number, LineDraft[]>): Promise<MadeList> {
  const { siteId, warehouseId } = orders[0]!;
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('picking_lists', 'id'))::int as id`));
  const id = next!.id;
  const number = `PK${day()}${String(id).padStart(6, '0')}`;
  await tx.insert(pickingLists).values({ id, siteId, warehouseId, number, ruleId: rule?.id ?? null, ruleName: rule?.name ?? '', status: PickingStatus.ToBePicked, createdBy: actor?.userId ?? null });
  const lineCount = await addOrdersToList(tx, { id, siteId }, orders, lines);
  await recordHistory(tx, pickingLifecycle, actor, { siteId, ownerId: null, recordId: id, action: 'Create', from: null, details: { Number: number, Orders: orders.length, Lines: lineCount, Rule: rule?.name ?? '' } });
  return { id, number, siteId, warehouseId, orders: orders.length };
}

/** Tells the site's enabled staff of the lists made; their browsers print those of their auto-print warehouses. */
async function announce(tx: Executor, hub: Services['hub'], made: readonly MadeList[], language: Language): Promise<() => void> {
  if (made.length === 0) return () => undefined;
  const siteIds = [...new Set(made.map((m) => m.siteId))];
  const staff = await tx
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(and(inArray(users.siteId, siteIds), eq(users.accountType, AccountType.Backstage), eq(users.isEnabled, true)));
  const names = await warehouseNames(
    tx,
    made.map((m) => m.warehouseId),
  );
  return () => {
    for (const m of made) {
      const message: contract.PickingPushMessage = { PickingId: m.id, WarehouseId: m.warehouseId };
      hub.pushToUsers(
        staff.filter((s) => s.siteId === m.siteId).map((s) => s.id),
        {
          InfoType: 'AddPickingList',
          Title: formatMessage('PickingListAddedMessage', language, { number: m.number, warehouse: names.get(m.warehouseId) ?? '', orders: m.orders }),
          Message: JSON.stringify(message),
          MessageType: 0,
        },
      );
    }
  };
}

/**
 * Groups a rule's orders into lists: by carrier or shipping method and/or partition (an order's
 * partition is that of its first line by shelf code), then in turn, closing a list before it would
 * pass the rule's most orders or lines (an order with more lines than that goes alone).
 */
export function groupOrders(rule: { groupBy: number; byPartition: boolean; maxOrders: number; maxLines: number }, orders: readonly OrderBasis[], lines: Map<number, LineDraft[]>): OrderBasis[][] {
  const groups = new Map<string, OrderBasis[]>();
  for (const o of orders) {
    const own = lines.get(o.id)!;
    if (own.length === 0) continue;
    const first = [...own].sort((a, b) => (a.shelfCode ?? '').localeCompare(b.shelfCode ?? ''))[0]!;
    const key = [
      rule.groupBy === PickingGroupBy.Carrier ? `c${o.carrierId}` : rule.groupBy === PickingGroupBy.ShippingMethod ? `s${o.typeOfShippingName}` : '',
      rule.byPartition ? `p${first.partitionId ?? 0}` : '',
    ].join('|');
    const group = groups.get(key) ?? [];
    group.push(o);
    groups.set(key, group);
  }
  const lists: OrderBasis[][] = [];
  for (const group of groups.values()) {
    let current: OrderBasis[] = [];
    let currentLines = 0;
    for (const o of group) {
      const n = lines.get(o.id)!.length;
      if (current.length > 0 && (current.length >= rule.maxOrders || currentLines + n > rule.maxLines)) {
        lists.push(current);
        current = [];
        currentLines = 0;
      }
      current.push(o);
      currentLines += n;
    }
    if (current.length) lists.push(current);
  }
  return lists;
}

/** Pickable orders a rule run takes at most: a run holds its transaction. */
const RULE_ORDERS_MAX = 10_000;

async function listsByRule(tx: Executor, actor: Actor | null, rule: typeof pickingRules.$inferSelect): Promise<MadeList[]> {
  // Orders another run is taking right now are skipped, not waited for.
  const orders = await tx
    .select(orderBasis)
    .from(logisticsOrders)
    .where(and(eq(logisticsOrders.siteId, rule.siteId), eq(logisticsOrders.warehouseId, rule.warehouseId), pickable))
    .orderBy(asc(logisticsOrders.approvedAt), asc(logisticsOrders.id))
    .limit(RULE_ORDERS_MAX)
    .for('update', { of: logisticsOrders, skipLocked: true });
  const lines = await linesOf(tx, orders);
  const made: MadeList[] = [];
  for (const group of groupOrders(rule, orders, lines)) made.push(await makeList(tx, actor, { id: rule.id, name: rule.name }, group, lines));
  return made;
}

// ── AddPickingList, AddPickingListTask ───────────────────────────────────────────────────────

export async function addPickingList(ctx: CallContext, actor: Actor, body: z.output<typeof contract.addPickingListBody>) {
  const { tx } = ctx;
  let made: MadeList[];
  if (body.RuleId !== undefined) {
    const siteId = await chosenSite(tx, actor, body.SiteId);
    const [rule] = await tx
      .select()
      .from(pickingRules)
      .where(and(eq(pickingRules.id, body.RuleId), eq(pickingRules.isEnabled, true), ...(siteId === null ? [] : [eq(pickingRules.siteId, siteId)]), withinAvailable(await availableWarehouseIds(tx, actor), pickingRules.warehouseId)));
    if (!rule) throw invalid('RuleId', 'NotFound');
    made = await listsByRule(tx, actor, rule);
    if (made.length === 0) throw invalid('RuleId', 'PickingRuleNothingToPick', { name: rule.name });
  } else {
    const orders = await chosenOrders(tx, actor, body.OrderIds!);
    const lines = await linesOf(tx, orders);
    const lineCount = [...lines.values()].reduce((n, l) => n + l.length, 0);
    if (lineCount > contract.PICKING_LIST_LINES_MAX) throw invalid('OrderIds', 'PickingListTooManyLines', { count: lineCount, max: contract.PICKING_LIST_LINES_MAX });
    made = [await makeList(tx, actor, null, orders, lines)];
  }
  ctx.afterCommit(await announce(tx, ctx.services.hub, made, ctx.language));
  return { Ids: made.map((m) => m.id), Numbers: made.map((m) => m.number) };
}

export async function addPickingListTask(ctx: CallContext, actor: Actor, body: { Id: number; OrderIds: number[] }) {
  const { tx } = ctx;
  const list = await findList(tx, actor, body.Id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'AddOrders', actor.population, 'Id');
  const orders = await chosenOrders(tx, actor, body.OrderIds, list.warehouseId);
  const lines = await linesOf(tx, orders);
  const [held] = await tx.select({ n: count() }).from(pickingListLines).where(eq(pickingListLines.pickingListId, list.id));
  const lineCount = (held?.n ?? 0) + [...lines.values()].reduce((n, l) => n + l.length, 0);
  if (lineCount > contract.PICKING_LIST_LINES_MAX) throw invalid('OrderIds', 'PickingListTooManyLines', { count: lineCount, max: contract.PICKING_LIST_LINES_MAX });
  await addOrdersToList(tx, list, orders, lines);
  await moveList(tx, actor, list, 'AddOrders', {}, { Orders: orders.map((o) => o.serialNumber) });
  return listRow(tx, actor, list.id);
}

/**
 * The automatic rules' job: each enabled automatic rule makes lists of its warehouse's pickable
 * orders, pushed to the site's staff once the run commits (auto-print, as for a list staff make).
 */
export const pickByRules = (services: () => Services): ScheduledJob => ({
  name: 'picking-lists-by-rule',
  everySeconds: 300,
  async run(tx, afterCommit) {
    const rules = await tx
      .select()
      .from(pickingRules)
      .where(and(eq(pickingRules.isAutomatic, true), eq(pickingRules.isEnabled, true)))
      .orderBy(asc(pickingRules.id));
    const made: MadeList[] = [];
    for (const rule of rules) made.push(...(await listsByRule(tx, null, rule)));
    // A job has no reader: its push title is in the product's first language, as its messages are.
    afterCommit(await announce(tx, services().hub, made, 'zh-CN'));
  },
});

// ── Rows and details ─────────────────────────────────────────────────────────────────────────

async function rowsFor(tx: Executor, lists: readonly List[]): Promise<contract.PickingListRow[]> {
  if (lists.length === 0) return [];
  const ids = lists.map((l) => l.id);
  const [counts, orderCounts, names, sites, people] = await Promise.all([
    tx
      .select({
        listId: pickingListLines.pickingListId,
        lines: count(),
        picked: sql<number>`count(*) filter (where ${pickingListLines.pickedQuantity} >= ${pickingListLines.quantity})::int`,
      })
      .from(pickingListLines)
      .where(inArray(pickingListLines.pickingListId, ids))
      .groupBy(pickingListLines.pickingListId),
    tx
      .select({ listId: pickingListOrders.pickingListId, orders: count(), missing: sql<number>`count(*) filter (where ${pickingListOrders.missing})::int` })
      .from(pickingListOrders)
      .where(inArray(pickingListOrders.pickingListId, ids))
      .groupBy(pickingListOrders.pickingListId),
    warehouseNames(
      tx,
      lists.map((l) => l.warehouseId),
    ),
    siteNames(
      tx,
      lists.map((l) => l.siteId),
    ),
    (async () => {
      const userIds = [...new Set(lists.flatMap((l) => [l.claimerId, l.createdBy]).filter((id): id is number => id !== null))];
      return userIds.length ? tx.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, userIds)) : [];
    })(),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  return lists.map((l) => {
    const c = counts.find((x) => x.listId === l.id);
    const o = orderCounts.find((x) => x.listId === l.id);
    return {
      Id: l.id,
      SiteId: l.siteId,
      SiteName: sites.get(l.siteId) ?? '',
      Number: l.number,
      WarehouseId: l.warehouseId,
      WarehouseName: names.get(l.warehouseId) ?? '',
      RuleName: l.ruleName,
      Status: l.status,
      ClaimStatus: l.claimStatus,
      ClaimerId: l.claimerId,
      ClaimerName: l.claimerId === null ? '' : (nameOf.get(l.claimerId) ?? ''),
      OrderCount: o?.orders ?? 0,
      LineCount: c?.lines ?? 0,
      PickedLineCount: c?.picked ?? 0,
      MissingOrderCount: o?.missing ?? 0,
      CreatorName: l.createdBy === null ? '' : (nameOf.get(l.createdBy) ?? ''),
      CreationTime: l.createdAt.toISOString(),
      StartTime: iso(l.startedAt),
      FinishTime: iso(l.finishedAt),
      Actions: contract.pickingListActions(l.status as contract.PickingStatus, l.claimStatus as contract.ClaimStatus),
    };
  });
}

export async function listRow(tx: Executor, actor: Actor, id: number) {
  return (await rowsFor(tx, [await findList(tx, actor, id)]))[0]!;
}

const lineOf = (l: LineRow, serial: string): contract.PickingLine => ({
  Id: l.id,
  OrderId: l.orderId,
  OrderSerialNumber: serial,
  Kind: l.kind,
  Code: l.code,
  Sku: l.sku,
  Name: l.name,
  ShelfId: l.shelfId,
  ShelfCode: l.shelfCode,
  PartitionName: l.partitionName,
  Quantity: l.quantity,
  PickedQuantity: l.pickedQuantity,
});

/** A list's lines in walking order: by shelf code (goods on no shelf last), then order and code. */
async function linesOfList(tx: Executor, listId: number) {
  const rows = await tx
    .select({ line: pickingListLines, serial: logisticsOrders.serialNumber })
    .from(pickingListLines)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListLines.orderId))
    .where(eq(pickingListLines.pickingListId, listId))
    .orderBy(sql`${pickingListLines.shelfCode} = ''`, asc(pickingListLines.shelfCode), asc(logisticsOrders.serialNumber), asc(pickingListLines.code), asc(pickingListLines.id));
  return rows.map((r) => lineOf(r.line, r.serial));
}

const fullyPicked = (lines: readonly { Quantity: number; PickedQuantity: number }[]) => lines.length > 0 && lines.every((l) => l.PickedQuantity >= l.Quantity);

export async function pickingDetail(tx: Executor, actor: Actor, id: number): Promise<contract.PickingListDetail> {
  const list = await findList(tx, actor, id);
  const [row] = await rowsFor(tx, [list]);
  const lines = await linesOfList(tx, list.id);
  const orders = await tx
    .select({ listOrder: pickingListOrders, serial: logisticsOrders.serialNumber, customer: users.userName, carrier: carriers.name })
    .from(pickingListOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListOrders.orderId))
    .innerJoin(users, eq(users.id, logisticsOrders.ownerId))
    .innerJoin(carriers, eq(carriers.id, logisticsOrders.carrierId))
    .where(eq(pickingListOrders.pickingListId, list.id))
    .orderBy(asc(logisticsOrders.serialNumber));
  return {
    ...row!,
    Orders: orders.map((o) => {
      const own = lines.filter((l) => l.OrderId === o.listOrder.orderId);
      return {
        OrderId: o.listOrder.orderId,
        SerialNumber: o.serial,
        CustomerName: o.customer,
        CarrierName: o.carrier,
        State: o.listOrder.missing ? PickingOrderState.Missing : fullyPicked(own) ? PickingOrderState.Picked : PickingOrderState.Waiting,
        MissingReason: o.listOrder.missingReason,
        Lines: own.length,
        PickedLines: own.filter((l) => l.PickedQuantity >= l.Quantity).length,
      };
    }),
    Lines: lines,
    History: await historyFor(tx, [pickingLifecycle, claimLifecycle], list.id, actor),
  };
}

function filtersOf(q: ListQuery | z.output<typeof contract.myPickingListQuery>): SQL[] {
  const where: SQL[] = [];
  if (q.Status !== undefined) where.push(eq(pickingLists.status, q.Status));
  if (q.Number) where.push(containing(pickingLists.number, q.Number));
  // The query's dates as the other lists read them (the spec's pickers send the day's start and end times).
  if (q.StartDate !== undefined) where.push(sql`${pickingLists.createdAt} >= ${q.StartDate}::timestamp`);
  if (q.EndDate !== undefined) where.push(sql`${pickingLists.createdAt} <= ${q.EndDate}::timestamp`);
  return where;
}

async function pageOfLists(tx: Executor, where: SQL | undefined, q: { index: number; rows: number; descendingOrder: boolean }) {
  const lists = await tx
    .select()
    .from(pickingLists)
    .where(where)
    .orderBy(q.descendingOrder ? desc(pickingLists.id) : asc(pickingLists.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(pickingLists).where(where);
  return { Data: await rowsFor(tx, lists), Total: total?.n ?? 0 };
}

export async function listPickingLists(tx: Executor, actor: Actor, q: ListQuery) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const where: (SQL | undefined)[] = [...(await listScope(tx, actor)), ...filtersOf(q)];
  if (siteId !== null) where.push(eq(pickingLists.siteId, siteId));
  if (q.WarehouseId !== undefined) where.push(eq(pickingLists.warehouseId, q.WarehouseId));
  if (q.ClaimStatus !== undefined) where.push(eq(pickingLists.claimStatus, q.ClaimStatus));
  if (q.ClaimerId !== undefined) where.push(eq(pickingLists.claimerId, q.ClaimerId));
  return pageOfLists(tx, and(...where), q);
}

export async function myPickingLists(tx: Executor, actor: Actor, q: z.output<typeof contract.myPickingListQuery>) {
  return pageOfLists(tx, and(...(await listScope(tx, actor)), eq(pickingLists.claimerId, actor.userId), ...filtersOf(q)), q);
}

export async function pickableOrders(tx: Executor, actor: Actor, q: z.output<typeof contract.pickableOrderQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const available = await availableWarehouseIds(tx, actor);
  const where = and(
    pickable,
    siteId === null ? undefined : eq(logisticsOrders.siteId, siteId),
    withinAvailable(available, logisticsOrders.warehouseId),
    q.WarehouseId === undefined ? undefined : eq(logisticsOrders.warehouseId, q.WarehouseId),
    q.SerialNumber ? containing(logisticsOrders.serialNumber, q.SerialNumber) : undefined,
  );
  const rows = await tx
    .select({ order: logisticsOrders, customer: users.userName, carrier: carriers.name })
    .from(logisticsOrders)
    .innerJoin(users, eq(users.id, logisticsOrders.ownerId))
    .innerJoin(carriers, eq(carriers.id, logisticsOrders.carrierId))
    .where(where)
    .orderBy(asc(logisticsOrders.approvedAt), asc(logisticsOrders.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(logisticsOrders).where(where);
  const names = await warehouseNames(
    tx,
    rows.map((r) => r.order.warehouseId),
  );
  return {
    Data: rows.map(({ order: o, customer, carrier }) => ({
      Id: o.id,
      SerialNumber: o.serialNumber,
      CustomerName: customer,
      WarehouseId: o.warehouseId,
      WarehouseName: names.get(o.warehouseId) ?? '',
      CarrierName: carrier,
      TypeOfShippingName: o.typeOfShippingName,
      PackageCount: o.packageCount,
      CommodityQuantity: o.commodities.reduce((n, c) => n + c.Quantity, 0),
      ApprovedTime: iso(o.approvedAt),
    })),
    Total: total?.n ?? 0,
  };
}

// ── The list's life ──────────────────────────────────────────────────────────────────────────

export async function startPickingList(tx: Executor, actor: Actor, id: number) {
  const list = await findList(tx, actor, id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'Start', actor.population, 'Id');
  await moveList(tx, actor, list, 'Start', { startedAt: new Date() });
  return listRow(tx, actor, id);
}

export async function deletePickingList(tx: Executor, actor: Actor, id: number) {
  const list = await findList(tx, actor, id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'Delete', actor.population, 'Id');
  await recordHistory(tx, pickingLifecycle, actor, { siteId: list.siteId, ownerId: null, recordId: list.id, action: 'Delete', from: list.status as contract.PickingStatus, details: { Number: list.number } });
  // Its orders and lines go with it (cascade): the orders are pickable again.
  await tx.delete(pickingLists).where(and(eq(pickingLists.id, list.id), eq(pickingLists.status, list.status)));
  return null;
}

async function listOrderOf(tx: Executor, list: List, orderId: number) {
  const [row] = await tx
    .select({ listOrder: pickingListOrders, serial: logisticsOrders.serialNumber })
    .from(pickingListOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListOrders.orderId))
    .where(and(eq(pickingListOrders.pickingListId, list.id), eq(pickingListOrders.orderId, orderId)));
  if (!row) throw invalid('OrderId', 'PickingOrderNotOnList');
  const lines = await tx.select().from(pickingListLines).where(eq(pickingListLines.listOrderId, row.listOrder.id));
  return { ...row, lines };
}

/** Takes an order off: only before any of it is picked, or once it was reported missing (what was picked goes back to its shelf). */
export async function deletePickingListOrder(tx: Executor, actor: Actor, body: { Id: number; OrderId: number }) {
  const list = await findList(tx, actor, body.Id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'RemoveOrder', actor.population, 'Id');
  const { listOrder, serial, lines } = await listOrderOf(tx, list, body.OrderId);
  if (!listOrder.missing && lines.some((l) => l.pickedQuantity > 0)) throw invalid('OrderId', 'PickingOrderAlreadyPicked', { number: serial });
  await tx.delete(pickingListOrders).where(eq(pickingListOrders.id, listOrder.id));
  await moveList(tx, actor, list, 'RemoveOrder', {}, { OrderId: body.OrderId, SerialNumber: serial });
  return listRow(tx, actor, list.id);
}

export async function reportMissing(tx: Executor, actor: Actor, body: { Id: number; OrderId: number; Reason: string }) {
  const list = await findList(tx, actor, body.Id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'ReportMissing', actor.population, 'Id');
  const { listOrder, serial } = await listOrderOf(tx, list, body.OrderId);
  if (listOrder.missing) throw invalid('OrderId', 'PickingOrderMissing', { number: serial });
  await tx.update(pickingListOrders).set({ missing: true, missingReason: body.Reason }).where(eq(pickingListOrders.id, listOrder.id));
  await moveList(tx, actor, list, 'ReportMissing', { startedAt: list.startedAt ?? new Date() }, { OrderId: body.OrderId, SerialNumber: serial, Reason: body.Reason });
  return listRow(tx, actor, list.id);
}

export async function markFound(tx: Executor, actor: Actor, body: { Id: number; OrderId: number }) {
  const list = await findList(tx, actor, body.Id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'MarkFound', actor.population, 'Id');
  const { listOrder, serial } = await listOrderOf(tx, list, body.OrderId);
  if (!listOrder.missing) throw invalid('OrderId', 'PickingOrderNotMissing', { number: serial });
  await tx.update(pickingListOrders).set({ missing: false, missingReason: '' }).where(eq(pickingListOrders.id, listOrder.id));
  await moveList(tx, actor, list, 'MarkFound', {}, { OrderId: body.OrderId, SerialNumber: serial });
  return listRow(tx, actor, list.id);
}

/**
 * Sorting done: every order fully picked moves Submitted → Picked through the order's own table
 * (with its history row); the others leave the list and are pickable again. A missing report still
 * open stops it: staff resolve it first.
 */
export async function sortingCompleted(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  const list = await findList(tx, actor, id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'SortingCompleted', actor.population, 'Id');
  const detail = await pickingDetail(tx, actor, id);
  const missing = detail.Orders.find((o) => o.State === PickingOrderState.Missing);
  if (missing) throw invalid('Id', 'PickingOrderMissing', { number: missing.SerialNumber });
  const picked = detail.Orders.filter((o) => o.State === PickingOrderState.Picked);
  for (const o of picked) await actOnOrder(ctx, actor, o.OrderId, 'Pick', {}, { PickingListNumber: list.number });
  await tx.update(pickingListOrders).set({ live: false }).where(eq(pickingListOrders.pickingListId, list.id));
  await moveList(tx, actor, list, 'SortingCompleted', { finishedAt: new Date() }, {
    Picked: picked.map((o) => o.SerialNumber),
    Returned: detail.Orders.filter((o) => o.State !== PickingOrderState.Picked).map((o) => o.SerialNumber),
  });
  return listRow(tx, actor, id);
}

// ── Claims ───────────────────────────────────────────────────────────────────────────────────

/** Moves the claim axis of each list, in id order (two batches over the same lists never deadlock), all or none. */
async function claimEach(tx: Executor, actor: Actor, ids: readonly number[], action: contract.ClaimAction, claimerId: number | null, claimerName: string) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted) {
    const list = await findList(tx, actor, id);
    if (!contract.CLAIM_NEEDS.includes(list.status as contract.PickingStatus)) {
      throw new AppError(ErrorCode.BusinessRule, 'ActionNotAllowedNow', {
        field: 'Ids',
        record: pickingLifecycle.names.record,
        state: pickingLifecycle.names.states[list.status as contract.PickingStatus],
        action: claimLifecycle.names.actions[action],
      });
    }
    const from = list.claimStatus as contract.ClaimStatus;
    if (action === 'ClaimForMe' && from === ClaimStatus.Claimed) {
      if (list.claimerId === actor.userId) continue;
      throw refused('ClaimedCannotSelect', { field: list.number });
    }
    refuseUnlessAllowed(claimLifecycle, from, action, actor.population, 'Ids');
    const to = claimLifecycle.next(from, action)!;
    const [after] = await tx
      .update(pickingLists)
      .set({ claimStatus: to, claimerId, updatedAt: new Date() })
      .where(and(eq(pickingLists.id, id), eq(pickingLists.claimStatus, from), list.claimerId === null ? isNull(pickingLists.claimerId) : eq(pickingLists.claimerId, list.claimerId)))
      .returning({ id: pickingLists.id });
    // Another picker's claim committed between the read and the update.
    if (!after) throw refused('ClaimedCannotSelect', { field: list.number });
    await recordHistory(tx, claimLifecycle, actor, { siteId: list.siteId, ownerId: null, recordId: id, action, from, to, details: { Number: list.number, Claimer: claimerName } });
  }
  return rowsFor(tx, await tx.select().from(pickingLists).where(inArray(pickingLists.id, sorted)).orderBy(asc(pickingLists.id)));
}

export async function assignPickingLists(tx: Executor, actor: Actor, body: { Ids: number[]; UserId: number }) {
  const [picker] = await tx
    .select({ id: users.id, name: users.userName, siteId: users.siteId })
    .from(users)
    .where(and(eq(users.id, body.UserId), eq(users.accountType, AccountType.Backstage), eq(users.isEnabled, true)));
  if (!picker || picker.siteId === null) throw invalid('UserId', 'PickingPickerNotOfSite');
  const lists = await tx.select({ siteId: pickingLists.siteId }).from(pickingLists).where(inArray(pickingLists.id, body.Ids));
  if (lists.some((l) => l.siteId !== picker.siteId)) throw invalid('UserId', 'PickingPickerNotOfSite');
  return claimEach(tx, actor, body.Ids, 'Assign', picker.id, picker.name);
}

export async function claimForMe(tx: Executor, actor: Actor, ids: number[]) {
  const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, actor.userId));
  return claimEach(tx, actor, ids, 'ClaimForMe', actor.userId, me?.name ?? '');
}

export const releaseClaims = (tx: Executor, actor: Actor, ids: number[]) => claimEach(tx, actor, ids, 'Release', null, '');

// ── Picking by scan ──────────────────────────────────────────────────────────────────────────

/** The list scanned on the picking screen: of the screen's warehouse; claimed for the caller when nobody holds it. */
export async function openPickingList(tx: Executor, actor: Actor, body: { Number: string; WarehouseId: number }) {
  const [list] = await tx
    .select()
    .from(pickingLists)
    .where(and(sql`upper(${pickingLists.number}) = ${body.Number.toUpperCase()}`, ...(await listScope(tx, actor))));
  if (!list) throw invalid('Number', 'PickingListDoesNotExist', { value: body.Number });
  if (list.warehouseId !== body.WarehouseId) {
    const names = await warehouseNames(tx, [list.warehouseId]);
    throw invalid('Number', 'PickingListOtherWarehouse', { value: list.number, warehouse: names.get(list.warehouseId) ?? '' });
  }
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'Pick', actor.population, 'Number');
  if (list.claimStatus === ClaimStatus.Claimed && list.claimerId !== actor.userId) throw refused('ClaimedCannotSelect', { field: list.number });
  if (list.claimStatus === ClaimStatus.Unclaimed) await claimForMe(tx, actor, [list.id]);
  return pickingDetail(tx, actor, list.id);
}

/**
 * One scan: the item must be on the list's lines of that shelf. A parcel is picked once (the same
 * parcel again answers AlreadyPicked and writes nothing); a commodity scan counts its quantity once
 * per ScanId, spread over the lines of that commodity on the shelf in order.
 */
export async function pickingScan(tx: Executor, actor: Actor, body: z.output<typeof contract.pickingScanBody>) {
  const list = await findList(tx, actor, body.Id, true);
  refuseUnlessAllowed(pickingLifecycle, list.status as contract.PickingStatus, 'Pick', actor.population, 'Id');
  if (list.claimStatus === ClaimStatus.Claimed && list.claimerId !== actor.userId) throw refused('ClaimedCannotSelect', { field: list.number });
  const onShelf = await tx
    .select({ line: pickingListLines, missing: pickingListOrders.missing, serial: logisticsOrders.serialNumber })
    .from(pickingListLines)
    .innerJoin(pickingListOrders, eq(pickingListOrders.id, pickingListLines.listOrderId))
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListLines.orderId))
    .where(and(eq(pickingListLines.pickingListId, list.id), sql`upper(${pickingListLines.shelfCode}) = ${body.ShelfCode.toUpperCase()}`))
    .orderBy(asc(pickingListLines.id));
  if (onShelf.length === 0) throw invalid('ShelfCode', 'PickingShelfNotOnList', { value: body.ShelfCode });
  const code = body.Code.toUpperCase();
  const matching = onShelf.filter((r) => r.line.code.toUpperCase() === code || (r.line.kind === PickingLineKind.Commodity && r.line.sku.toUpperCase() === code));
  if (matching.length === 0) throw invalid('Code', 'PickingNoMatchingGoods', { value: body.Code, shelf: body.ShelfCode });
  const open = matching.filter((r) => !r.missing);
  if (open.length === 0) throw invalid('Code', 'PickingOrderMissing', { number: matching[0]!.serial });

  const answer = async (line: LineRow, serial: string, alreadyPicked: boolean, status: number) => {
    const [totals] = await tx
      .select({ lines: count(), picked: sql<number>`count(*) filter (where ${pickingListLines.pickedQuantity} >= ${pickingListLines.quantity})::int` })
      .from(pickingListLines)
      .where(eq(pickingListLines.pickingListId, list.id));
    const orderLines = await tx.select({ Quantity: pickingListLines.quantity, PickedQuantity: pickingListLines.pickedQuantity }).from(pickingListLines).where(eq(pickingListLines.listOrderId, line.listOrderId));
    return { Line: lineOf(line, serial), AlreadyPicked: alreadyPicked, OrderPicked: fullyPicked(orderLines), Status: status, PickedLineCount: totals?.picked ?? 0, LineCount: totals?.lines ?? 0 };
  };

  const first = open[0]!;
  if (first.line.kind === PickingLineKind.Parcel) {
    const waiting = open.find((r) => r.line.pickedQuantity < r.line.quantity);
    if (!waiting) return answer(first.line, first.serial, true, list.status);
    const [after] = await tx
      .update(pickingListLines)
      .set({ pickedQuantity: waiting.line.quantity })
      .where(and(eq(pickingListLines.id, waiting.line.id), eq(pickingListLines.pickedQuantity, waiting.line.pickedQuantity)))
      .returning();
    const moved = await moveList(tx, actor, list, 'Pick', { startedAt: list.startedAt ?? new Date() }, { ShelfCode: waiting.line.shelfCode, Code: waiting.line.code, Quantity: 1, SerialNumber: waiting.serial });
    return answer(after!, waiting.serial, false, moved.status);
  }

  const [seen] = await tx
    .select({ lineId: pickingScans.lineId })
    .from(pickingScans)
    .where(and(eq(pickingScans.pickingListId, list.id), eq(pickingScans.scanId, body.ScanId)));
  if (seen) {
    const [line] = await tx.select().from(pickingListLines).where(eq(pickingListLines.id, seen.lineId));
    return answer(line!, onShelf.find((r) => r.line.id === seen.lineId)?.serial ?? first.serial, true, list.status);
  }
  const left = open.reduce((n, r) => n + r.line.quantity - r.line.pickedQuantity, 0);
  if (body.Quantity > left) throw invalid('Quantity', 'PickingQuantityTooMany', { value: first.line.code, shelf: body.ShelfCode, left });
  let toPick = body.Quantity;
  let touched: { line: LineRow; serial: string } | null = null;
  for (const r of open) {
    const take = Math.min(toPick, r.line.quantity - r.line.pickedQuantity);
    if (take <= 0) continue;
    const [after] = await tx
      .update(pickingListLines)
      .set({ pickedQuantity: r.line.pickedQuantity + take })
      .where(and(eq(pickingListLines.id, r.line.id), eq(pickingListLines.pickedQuantity, r.line.pickedQuantity)))
      .returning();
    touched ??= { line: after!, serial: r.serial };
    toPick -= take;
    if (toPick === 0) break;
  }
  await tx.insert(pickingScans).values({ siteId: list.siteId, pickingListId: list.id, scanId: body.ScanId, lineId: touched!.line.id, quantity: body.Quantity, scannedBy: actor.userId });
  const moved = await moveList(tx, actor, list, 'Pick', { startedAt: list.startedAt ?? new Date() }, { ShelfCode: body.ShelfCode, Code: first.line.code, Quantity: body.Quantity, ScanId: body.ScanId });
  return answer(touched!.line, touched!.serial, false, moved.status);
}

// ── Printing ─────────────────────────────────────────────────────────────────────────────────

export async function printData(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.pickingPrintData>> {
  const detail = await pickingDetail(tx, actor, id);
  return { Number: detail.Number, WarehouseName: detail.WarehouseName, ClaimerName: detail.ClaimerName, CreationTime: detail.CreationTime, OrderCount: detail.OrderCount, Lines: detail.Lines };
}
