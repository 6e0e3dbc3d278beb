import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { ErrorCode, logisticsOrders as orderContract, texts, transportShifts as contract, type Lifecycle } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, notFound, refused } from '../../platform/errors.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { likeEscaped, ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { takeCustomsClearanceNumber } from '../customsClearance/index.ts';
import { logisticsOrders } from '../logisticsOrders/tables.ts';
import { packings } from '../packing/tables.ts';
import { transferQuotations } from '../transferQuotations/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { lockRefunds } from '../wallets/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { lockShift, type Shift } from './shifts.service.ts';
import { transportBagOrders, transportBags, transportShifts } from './tables.ts';

/**
 * Bags (contracts transportShifts.ts): the packaging scan (a bag number, then packed orders), taking
 * an order out, weighing, the lists, and the bag arrival receipt. Locks: the bag, then the order,
 * then the shift last (shifts.service.ts). The unique index on the bagged order decides two bags
 * racing for one order.
 */

const { ShiftStatus, BagStatus, BaggingStatus, bagLifecycle, baggingLifecycle, shiftLifecycle } = contract;
const { OrderStatus, FreezeStatus } = orderContract;
type Bag = typeof transportBags.$inferSelect;
type Order = typeof logisticsOrders.$inferSelect;

const upper = (text: string) => text.trim().toUpperCase();

function bagRowOf(b: Bag, shift: Pick<Shift, 'name' | 'serialNumber'>): contract.BagRow {
  return {
    Id: b.id,
    BagNumber: b.bagNumber,
    ShiftId: b.shiftId,
    ShiftName: shift.name,
    ShiftSerialNumber: shift.serialNumber,
    Status: b.status,
    OrderCount: b.orderCount,
    Weight: plainDecimal(b.weight),
    Weighed: b.weighed,
    WeighedWeight: b.weighedWeight === null ? '' : plainDecimal(b.weighedWeight),
    ArrivedTime: b.arrivedAt?.toISOString() ?? '',
    CreationTime: b.createdAt.toISOString(),
    Actions: bagLifecycle.actionsFrom(b.status as contract.BagStatus, 'backstage').filter((a) => a !== 'Create' && a !== 'AddOrder' && a !== 'Depart'),
  };
}

/** Orders in bags as the lists show them, with their customer, bag and shift. */
async function bagOrderRows(tx: Executor, where: SQL, page?: { limit: number; offset: number }): Promise<contract.BagOrderRow[]> {
  const bagger = sql<string | null>`(select u.user_name from users u where u.id = ${transportBagOrders.createdBy})`;
  const query = tx
    .select({ bo: transportBagOrders, o: { serialNumber: logisticsOrders.serialNumber, carrierNo: logisticsOrders.carrierNo, status: logisticsOrders.status, customs: logisticsOrders.customsClearanceNumber }, userName: users.userName, number: users.number, bag: transportBags.bagNumber, shift: transportShifts.name, bagger })
    .from(transportBagOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, transportBagOrders.orderId))
    .innerJoin(users, eq(users.id, transportBagOrders.ownerId))
    .innerJoin(transportBags, eq(transportBags.id, transportBagOrders.bagId))
    .innerJoin(transportShifts, eq(transportShifts.id, transportBagOrders.shiftId))
    .where(where)
    .orderBy(desc(transportBagOrders.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map((r) => ({
    Id: r.bo.id,
    OrderId: r.bo.orderId,
    SerialNumber: r.o.serialNumber,
    CarrierNo: r.o.carrierNo,
    UserName: r.userName,
    MemberNumber: r.number,
    BagId: r.bo.bagId,
    BagNumber: r.bag,
    ShiftId: r.bo.shiftId,
    ShiftName: r.shift,
    Weight: plainDecimal(r.bo.weight),
    Length: plainDecimal(r.bo.length),
    Width: plainDecimal(r.bo.width),
    Height: plainDecimal(r.bo.height),
    CustomsClearanceNumber: r.o.customs,
    OrderStatus: r.o.status,
    BaggedBy: r.bagger ?? '',
    BaggedTime: r.bo.createdAt.toISOString(),
  }));
}

// ── The packaging scan ───────────────────────────────────────────────────────────────────────

/**
 * A bag number scanned with an open shift chosen: the bag of that number in the site, or a new bag
 * of the shift (of two screens making it at once, the unique index keeps one). A bag of another
 * shift is refused, naming the shift.
 */
export async function scanBag(ctx: CallContext, actor: Actor, body: z.output<typeof contract.scanBagBody>) {
  const { tx } = ctx;
  const shift = await lockShift(tx, actor, body.ShiftId);
  refuseUnlessAllowed(shiftLifecycle, shift.status as contract.ShiftStatus, 'AddBag', 'backstage', 'ShiftId');
  const inserted = await tx.insert(transportBags).values({ siteId: shift.siteId, shiftId: shift.id, bagNumber: body.BagNumber, createdBy: actor.userId }).onConflictDoNothing().returning();
  const created = inserted.length > 0;
  const [bag] = created ? inserted : await tx.select().from(transportBags).where(and(eq(transportBags.siteId, shift.siteId), eq(transportBags.bagNumber, body.BagNumber)));
  if (!bag) throw notFound();
  if (bag.shiftId !== shift.id) {
    const [other] = await tx.select({ name: transportShifts.name, serial: transportShifts.serialNumber }).from(transportShifts).where(eq(transportShifts.id, bag.shiftId));
    throw refused('BagOfOtherShift', { field: 'BagNumber', value: bag.bagNumber, name: `${other?.name ?? ''} ${other?.serial ?? ''}`.trim() });
  }
  if (created) await recordHistory(tx, bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: bag.id, action: 'Create', from: null, details: { BagNumber: bag.bagNumber, Shift: shift.serialNumber } });
  return { Bag: bagRowOf(bag, shift), Created: created, Orders: await bagOrderRows(tx, eq(transportBagOrders.bagId, bag.id)), ShiftUsedWeight: plainDecimal(shift.usedWeight), ShiftBearableWeight: plainDecimal(shift.bearableWeight), MaxWeight: plainDecimal(shift.maxWeight) };
}

/** The bag of the caller's site, locked, with its shift as it is (not locked: see the module's lock order). */
async function lockBag(tx: Executor, actor: Actor, bagId: number, field: string): Promise<{ bag: Bag; shift: Shift }> {
  const [row] = await tx
    .select({ bag: transportBags, shift: transportShifts })
    .from(transportBags)
    .innerJoin(transportShifts, eq(transportShifts.id, transportBags.shiftId))
    .where(and(eq(transportBags.id, bagId), ...ofCallerSite(transportBags.siteId, actor)))
    .for('update', { of: transportBags });
  if (!row) throw refused('BagDoesNotExist', { field, value: bagId });
  return row;
}

/**
 * The shift's UsedWeight grows (or shrinks) by `delta`, judged on the row as it is now: refused
 * when the shift is no longer open (departure meanwhile) or would carry more than it bears. The
 * last write of a bagging, so the shift's row is locked for the shortest time.
 */
async function addToShift(tx: Executor, shift: Shift, delta: Decimal, field: string) {
  const [after] = await tx
    .update(transportShifts)
    .set({ usedWeight: sql`${transportShifts.usedWeight} + ${delta.toFixed(3)}` })
    .where(and(eq(transportShifts.id, shift.id), eq(transportShifts.status, ShiftStatus.Open), sql`${transportShifts.usedWeight} + ${delta.toFixed(3)} <= ${transportShifts.bearableWeight}`))
    .returning({ used: transportShifts.usedWeight });
  if (after) return after.used;
  const [now] = await tx.select().from(transportShifts).where(eq(transportShifts.id, shift.id));
  refuseUnlessAllowed(shiftLifecycle, now!.status as contract.ShiftStatus, 'AddBag', 'backstage', field);
  throw refused('ShiftWeightExceeded', { field, weight: delta.plus(now!.usedWeight).toFixed(), max: plainDecimal(now!.bearableWeight) });
}

const DIMENSIONS = [
  { key: 'Length', limit: 'maxLength', name: texts('长', '長', 'length') },
  { key: 'Width', limit: 'maxWidth', name: texts('宽', '寬', 'width') },
  { key: 'Height', limit: 'maxHeight', name: texts('高', '高', 'height') },
] as const;

/** Whether the order goes where the shift goes: its warehouse, carrier, shipping type and destination country. */
async function refuseUnlessOfShift(tx: Executor, o: Order, shift: Shift, q: { typeId: number | null; name: string | null } | undefined) {
  const number = o.serialNumber;
  if (!shift.warehouseIds.includes(o.warehouseId)) {
    const [w] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, o.warehouseId));
    throw refused('BagOrderWarehouse', { field: 'Number', number, value: w?.name ?? String(o.warehouseId) });
  }
  if (!shift.carrierIds.includes(o.carrierId)) {
    const [c] = await tx.select({ name: carriers.name }).from(carriers).where(eq(carriers.id, o.carrierId));
    throw refused('BagOrderCarrier', { field: 'Number', number, value: c?.name ?? String(o.carrierId) });
  }
  if (!q?.typeId || !shift.typeOfShippingIds.includes(q.typeId)) throw refused('BagOrderShippingType', { field: 'Number', number, value: q?.name ?? o.typeOfShippingName });
  if (o.recipientCountryCode !== shift.destinationCountryCode) throw refused('BagOrderCountry', { field: 'Number', number, value: o.recipientCountryCode, country: shift.destinationCountryCode });
}

/**
 * One packed order scanned into a bag. Refused, each naming its rule: the shift not open; the order
 * unknown, not Packed or frozen, in another bag (named), of another warehouse, carrier, shipping
 * type or country than the shift's, a box larger than the shift takes, the bag's MaxWeight or the
 * shift's BearableWeight exceeded. The same order in the same bag again: "already in this bag",
 * nothing done. Otherwise, in this transaction: the order's bag row (the unique index decides a
 * race), a customs clearance number if it has none, its Bagging axis Bagged (history), the bag's
 * weight and count and the shift's UsedWeight grown.
 */
export async function bagOrder(ctx: CallContext, actor: Actor, body: z.output<typeof contract.bagOrderBody>) {
  const { tx } = ctx;
  const { bag, shift } = await lockBag(tx, actor, body.BagId, 'BagId');
  refuseUnlessAllowed(bagLifecycle, bag.status as contract.BagStatus, 'AddOrder', 'backstage', 'BagId');
  const number = upper(body.Number);
  const [o] = await tx
    .select()
    .from(logisticsOrders)
    // `carrier_no <> ''` as the partial index on carrier numbers states it, so the look-up uses both indexes.
    .where(and(eq(logisticsOrders.siteId, shift.siteId), or(eq(logisticsOrders.serialNumber, number), and(eq(logisticsOrders.carrierNo, number), ne(logisticsOrders.carrierNo, '')))))
    .orderBy(desc(logisticsOrders.id))
    .limit(1)
    .for('update');
  if (!o) throw new AppError(ErrorCode.NotFound, 'OrderDoesNotExist', { field: 'Number' });
  const order = o;
  const [[existing], [packing], [quotation]] = await Promise.all([
    tx
      .select({ bagId: transportBagOrders.bagId, bag: transportBags.bagNumber, shift: transportShifts.name })
      .from(transportBagOrders)
      .innerJoin(transportBags, eq(transportBags.id, transportBagOrders.bagId))
      .innerJoin(transportShifts, eq(transportShifts.id, transportBagOrders.shiftId))
      .where(eq(transportBagOrders.orderId, order.id)),
    tx.select({ weight: packings.weight, boxes: packings.boxes }).from(packings).where(eq(packings.orderId, order.id)),
    tx.select({ typeId: transferQuotations.typeOfShippingId, name: typeOfShippings.name }).from(transferQuotations).leftJoin(typeOfShippings, eq(typeOfShippings.id, transferQuotations.typeOfShippingId)).where(eq(transferQuotations.id, order.quotationId)),
  ]);
  if (existing?.bagId === bag.id) {
    const [row] = await bagOrderRows(tx, eq(transportBagOrders.orderId, order.id));
    return { Order: row!, Bag: bagRowOf(bag, shift), Repeat: true, ShiftUsedWeight: plainDecimal(shift.usedWeight) };
  }
  if (existing) throw refused('BagOrderInOtherBag', { field: 'Number', number: order.serialNumber, bag: existing.bag, name: existing.shift });
  if (order.status !== OrderStatus.Packed) throw refused('BagOrderNotPacked', { field: 'Number', number: order.serialNumber, state: orderContract.orderLifecycle.names.states[order.status as orderContract.OrderStatus] });
  if (order.freezeStatus === FreezeStatus.Frozen) throw refused('BagOrderFrozen', { field: 'Number', number: order.serialNumber });
  await refuseUnlessOfShift(tx, order, shift, quotation);

  const boxes = packing?.boxes ?? [];
  for (const box of boxes) {
    for (const d of DIMENSIONS) {
      if (new Decimal(box[d.key]).greaterThan(shift[d.limit])) throw refused('BagOrderBoxTooLarge', { field: 'Number', number: order.serialNumber, dimension: d.name, value: plainDecimal(box[d.key]), max: plainDecimal(shift[d.limit]) });
    }
  }
  const weight = new Decimal(packing?.weight ?? order.weight);
  const bagWeight = weight.plus(bag.weight);
  if (bagWeight.greaterThan(shift.maxWeight)) throw refused('BagWeightExceeded', { field: 'Number', bag: bag.bagNumber, weight: bagWeight.toFixed(), max: plainDecimal(shift.maxWeight) });
  const used = weight.plus(shift.usedWeight);
  if (used.greaterThan(shift.bearableWeight)) throw refused('ShiftWeightExceeded', { field: 'Number', weight: used.toFixed(), max: plainDecimal(shift.bearableWeight) });
  refuseUnlessAllowed(baggingLifecycle, order.baggingStatus as contract.BaggingStatus, 'Bag', 'backstage', 'Number');

  const largest = (key: 'Length' | 'Width' | 'Height') => boxes.reduce((m, b) => Decimal.max(m, b[key]), new Decimal(0)).toFixed();
  const inserted = await tx
    .insert(transportBagOrders)
    .values({ siteId: order.siteId, ownerId: order.ownerId, shiftId: shift.id, bagId: bag.id, orderId: order.id, weight: weight.toFixed(3), length: largest('Length'), width: largest('Width'), height: largest('Height'), createdBy: actor.userId })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw refused('BagOrderInOtherBag', { field: 'Number', number: order.serialNumber, bag: '', name: '' });
  // Written before the waits other scanners share (one round trip on the pipelining pool): the bag, its history, the customer's name.
  const [[after], , [user]] = await Promise.all([
    tx
      .update(transportBags)
      .set({ weight: sql`${transportBags.weight} + ${weight.toFixed(3)}`, orderCount: sql`${transportBags.orderCount} + 1`, updatedAt: new Date() })
      .where(eq(transportBags.id, bag.id))
      .returning(),
    tx.insert(recordHistories).values(historyRow(bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: bag.id, action: 'AddOrder', from: bag.status, to: bag.status, details: { SerialNumber: order.serialNumber, Weight: weight.toFixed() } })),
    tx.select({ userName: users.userName, number: users.number }).from(users).where(eq(users.id, order.ownerId)),
  ]);
  // The two waits other scanners share come last: the clearance company's quote and the shift's weight.
  const customs = order.customsClearanceNumber || (await takeCustomsClearanceNumber(tx, actor, shift.customsClearanceCompanyId, `order:${order.serialNumber}`)).FullNumber;
  await Promise.all([
    tx.update(logisticsOrders).set({ baggingStatus: BaggingStatus.Bagged, customsClearanceNumber: customs, updatedAt: new Date() }).where(eq(logisticsOrders.id, order.id)),
    tx.insert(recordHistories).values(historyRow(baggingLifecycle, actor, { siteId: order.siteId, ownerId: order.ownerId, recordId: order.id, action: 'Bag', from: BaggingStatus.NotBagged, to: BaggingStatus.Bagged, details: { SerialNumber: order.serialNumber, BagNumber: bag.bagNumber, Shift: shift.serialNumber, CustomsClearanceNumber: customs } })),
  ]);
  const shiftUsed = await addToShift(tx, shift, weight, 'Number');
  const bo = inserted[0]!;
  const row: contract.BagOrderRow = {
    Id: bo.id,
    OrderId: order.id,
    SerialNumber: order.serialNumber,
    CarrierNo: order.carrierNo,
    UserName: user?.userName ?? '',
    MemberNumber: user?.number ?? '',
    BagId: bag.id,
    BagNumber: bag.bagNumber,
    ShiftId: shift.id,
    ShiftName: shift.name,
    Weight: plainDecimal(bo.weight),
    Length: plainDecimal(bo.length),
    Width: plainDecimal(bo.width),
    Height: plainDecimal(bo.height),
    CustomsClearanceNumber: customs,
    OrderStatus: order.status,
    BaggedBy: '',
    BaggedTime: bo.createdAt.toISOString(),
  };
  return { Order: row, Bag: bagRowOf(after!, shift), Repeat: false, ShiftUsedWeight: plainDecimal(shiftUsed) };
}

/** A history row as `recordHistory` writes it, for writing several in one insert. */
function historyRow<S extends number, N extends string>(lifecycle: Lifecycle<S, N>, actor: Actor, e: { siteId: number; ownerId: number | null; recordId: number; action: N; from: S | null; to: S | null; details: Record<string, unknown> }) {
  return { siteId: e.siteId, ownerId: e.ownerId, record: lifecycle.record, recordId: e.recordId, action: e.action, fromState: e.from, toState: e.to, actorId: actor.userId, details: e.details };
}

/** Takes an order out of its bag while the shift is open: the bag's and the shift's weights go back, its Bagging axis is NotBagged again. */
export async function removeBagOrder(ctx: CallContext, actor: Actor, orderId: number) {
  const { tx } = ctx;
  const [found] = await tx
    .select()
    .from(transportBagOrders)
    .where(and(eq(transportBagOrders.orderId, orderId), ...ofCallerSite(transportBagOrders.siteId, actor)));
  if (!found) {
    const [o] = await tx.select({ serial: logisticsOrders.serialNumber }).from(logisticsOrders).where(and(eq(logisticsOrders.id, orderId), ...ofCallerSite(logisticsOrders.siteId, actor)));
    if (!o) throw new AppError(ErrorCode.NotFound, 'OrderDoesNotExist', { field: 'OrderId' });
    throw refused('BagOrderNotBagged', { field: 'OrderId', number: o.serial });
  }
  const { bag, shift } = await lockBag(tx, actor, found.bagId, 'OrderId');
  refuseUnlessAllowed(bagLifecycle, bag.status as contract.BagStatus, 'RemoveOrder', 'backstage', 'OrderId');
  const [o] = await tx.select().from(logisticsOrders).where(eq(logisticsOrders.id, orderId)).for('update');
  const deleted = await tx.delete(transportBagOrders).where(eq(transportBagOrders.id, found.id)).returning({ weight: transportBagOrders.weight });
  if (deleted.length === 0) throw notFound();
  const weight = deleted[0]!.weight;
  await tx.update(logisticsOrders).set({ baggingStatus: BaggingStatus.NotBagged, updatedAt: new Date() }).where(eq(logisticsOrders.id, orderId));
  await recordHistory(tx, baggingLifecycle, actor, { siteId: o!.siteId, ownerId: o!.ownerId, recordId: orderId, action: 'Unbag', from: BaggingStatus.Bagged, details: { SerialNumber: o!.serialNumber, BagNumber: bag.bagNumber } });
  const [after] = await tx
    .update(transportBags)
    .set({ weight: sql`${transportBags.weight} - ${weight}`, orderCount: sql`${transportBags.orderCount} - 1`, updatedAt: new Date() })
    .where(eq(transportBags.id, bag.id))
    .returning();
  await recordHistory(tx, bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: bag.id, action: 'RemoveOrder', from: bag.status as contract.BagStatus, details: { SerialNumber: o!.serialNumber, Weight: plainDecimal(weight) } });
  await addToShift(tx, shift, new Decimal(weight).negated(), 'OrderId');
  return bagRowOf(after!, shift);
}

/** A bag's weight (typed or the scale's): the bag is weighed (spec §4 "weighed or not weighed"). */
export async function weighBag(ctx: CallContext, actor: Actor, body: z.output<typeof contract.weighBagBody>) {
  const { tx } = ctx;
  const { bag, shift } = await lockBag(tx, actor, body.BagId, 'BagId');
  refuseUnlessAllowed(bagLifecycle, bag.status as contract.BagStatus, 'Weigh', 'backstage', 'BagId');
  const [after] = await tx.update(transportBags).set({ weighed: true, weighedWeight: body.Weight, updatedAt: new Date() }).where(eq(transportBags.id, bag.id)).returning();
  await recordHistory(tx, bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: bag.id, action: 'Weigh', from: bag.status as contract.BagStatus, details: { Weight: plainDecimal(body.Weight), OrdersWeight: plainDecimal(bag.weight) } });
  return bagRowOf(after!, shift);
}

// ── Lists ────────────────────────────────────────────────────────────────────────────────────

export async function listBags(tx: Executor, actor: Actor, q: z.output<typeof contract.bagQuery>) {
  const site = await chosenSite(tx, actor, q.SiteId);
  const numbers = q.BagNumbers?.map(upper);
  const where = and(
    ...ofCallerSite(transportBags.siteId, actor),
    site === null ? undefined : eq(transportBags.siteId, site),
    q.ShiftId === undefined ? undefined : eq(transportBags.shiftId, q.ShiftId),
    q.Status === undefined ? undefined : eq(transportBags.status, q.Status),
    q.Weighed === undefined ? undefined : eq(transportBags.weighed, q.Weighed),
    numbers && numbers.length > 0 ? inArray(transportBags.bagNumber, numbers) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ b: transportBags, name: transportShifts.name, serialNumber: transportShifts.serialNumber })
      .from(transportBags)
      .innerJoin(transportShifts, eq(transportShifts.id, transportBags.shiftId))
      .where(where)
      .orderBy(desc(transportBags.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: sql<number>`count(*)::int` }).from(transportBags).where(where),
  ]);
  return { Data: rows.map((r) => bagRowOf(r.b, r)), Total: total?.n ?? 0 };
}

export async function bagDetail(tx: Executor, actor: Actor, id: number) {
  const [row] = await tx
    .select({ b: transportBags, name: transportShifts.name, serialNumber: transportShifts.serialNumber })
    .from(transportBags)
    .innerJoin(transportShifts, eq(transportShifts.id, transportBags.shiftId))
    .where(and(eq(transportBags.id, id), ...ofCallerSite(transportBags.siteId, actor)));
  if (!row) throw refused('BagDoesNotExist', { field: 'Id', value: id });
  const [orders, history] = await Promise.all([bagOrderRows(tx, eq(transportBagOrders.bagId, id)), historyFor(tx, [bagLifecycle as Lifecycle<number, string>], id, actor)]);
  return { ...bagRowOf(row.b, row), Orders: orders, History: history };
}

export async function listBagOrders(tx: Executor, actor: Actor, q: z.output<typeof contract.bagOrderQuery>) {
  const site = await chosenSite(tx, actor, q.SiteId);
  const numbers = q.Numbers?.map(upper);
  const where = and(
    ...ofCallerSite(transportBagOrders.siteId, actor),
    site === null ? undefined : eq(transportBagOrders.siteId, site),
    q.ShiftId === undefined ? undefined : eq(transportBagOrders.shiftId, q.ShiftId),
    q.BagNumber ? ilike(transportBags.bagNumber, `%${likeEscaped(q.BagNumber.trim())}%`) : undefined,
    numbers && numbers.length > 0 ? or(inArray(logisticsOrders.serialNumber, numbers), inArray(logisticsOrders.carrierNo, numbers)) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    bagOrderRows(tx, where, { limit: q.rows, offset: (q.index - 1) * q.rows }),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(transportBagOrders)
      .innerJoin(logisticsOrders, eq(logisticsOrders.id, transportBagOrders.orderId))
      .innerJoin(transportBags, eq(transportBags.id, transportBagOrders.bagId))
      .where(where),
  ]);
  return { Data: rows, Total: total?.n ?? 0 };
}

// ── Bag arrival receipt ──────────────────────────────────────────────────────────────────────

/**
 * A bag scanned at the destination: a departed shift's bag arrives, and in the same transaction its
 * orders' refunds are locked (irreversible, modules/wallets). Received before: the spec's "repeat
 * arrival at warehouse", nothing done (two screens at once queue on the shift; the second sees it
 * arrived). The shift arrives with its last bag.
 */
export async function receiveBag(ctx: CallContext, actor: Actor, bagNumber: string) {
  const { tx } = ctx;
  const [found] = await tx
    .select({ id: transportBags.id })
    .from(transportBags)
    .where(and(eq(transportBags.bagNumber, bagNumber), ...ofCallerSite(transportBags.siteId, actor)))
    .orderBy(asc(transportBags.id))
    .limit(1);
  if (!found) throw refused('BagDoesNotExist', { field: 'BagNumber', value: bagNumber });
  const { bag, shift } = await lockBag(tx, actor, found.id, 'BagNumber');
  if (bag.status === BagStatus.Arrived) return { Bag: bagRowOf(bag, shift), Repeat: true, ShiftArrived: shift.status === ShiftStatus.Arrived, OrderCount: bag.orderCount };
  refuseUnlessAllowed(bagLifecycle, bag.status as contract.BagStatus, 'Arrive', 'backstage', 'BagNumber');
  const now = new Date();
  const [after] = await tx.update(transportBags).set({ status: BagStatus.Arrived, arrivedAt: now, updatedAt: now }).where(eq(transportBags.id, bag.id)).returning();
  const orderIds = (await tx.select({ id: transportBagOrders.orderId }).from(transportBagOrders).where(eq(transportBagOrders.bagId, bag.id))).map((r) => r.id);
  await lockRefunds(tx, orderIds);
  await recordHistory(tx, bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: bag.id, action: 'Arrive', from: BagStatus.Departed, details: { BagNumber: bag.bagNumber, Orders: orderIds.length, RefundsLocked: true } });
  // Two last bags received at once: the shift's lock orders them, the second counts the first as arrived.
  await tx.select({ id: transportShifts.id }).from(transportShifts).where(eq(transportShifts.id, shift.id)).for('update');
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(transportBags)
    .where(and(eq(transportBags.shiftId, shift.id), ne(transportBags.status, BagStatus.Arrived)));
  const shiftArrived = (left?.n ?? 0) === 0 && shift.status === ShiftStatus.Departed;
  if (shiftArrived) {
    await tx.update(transportShifts).set({ status: ShiftStatus.Arrived, arrivedAt: now, updatedAt: now }).where(eq(transportShifts.id, shift.id));
    await recordHistory(tx, shiftLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: shift.id, action: 'Arrive', from: ShiftStatus.Departed });
  }
  return { Bag: bagRowOf(after!, shift), Repeat: false, ShiftArrived: shiftArrived, OrderCount: orderIds.length };
}
