import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { ErrorCode, formatMessage, logisticsOrders as orderContract, packing as contract, type Lifecycle, type MessageKey } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { historyFor, recordHistory } from '../../platform/lifecycles.ts';
import { ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { checkPictures } from '../files/index.ts';
import { actOnOrder, axesOf, cancelBill, chargesFor, findOrder, generateBill, priceDraft, refuseUnlessOrderAllows } from '../logisticsOrders/index.ts';
import { bills, logisticsOrderPackages, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { sites } from '../sites/tables.ts';
import { tellCustomer, type Notice } from '../userMessages/index.ts';
import { refundPaidBill } from '../wallets/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { packings, packingScans } from './tables.ts';

/**
 * Packing (contracts packing.ts): the PackEdit screen's look-up and scans, the finish that packs
 * the order into boxes and prices it again, reopening, and the lists. The order's state moves only
 * through its own transition table (`actOnOrder`: Pack, ReopenPacking), money only through the
 * order's bill actions and the wallets' refund.
 */

const { OrderStatus, OrderPaymentStatus, BillPaymentStatus, BillType } = orderContract;
const { PackBilling, PackItemKind } = contract;
type Order = typeof logisticsOrders.$inferSelect;
type Packing = typeof packings.$inferSelect;
type Bill = typeof bills.$inferSelect;

const upper = (text: string) => text.trim().toUpperCase();

/** A fully packed order is refused at the screen (spec §5), naming it; the answer's Data carries it so the screen offers reopening. */
const fullyPacked = (o: Order, field: string) => new AppError(ErrorCode.BusinessRule, 'PackingOrderFullyPacked', { field, number: o.serialNumber }, 200, { Id: o.id, SerialNumber: o.serialNumber });

/** The order's packing may go on: Picked (Pack allowed by its table and needs); a Packed one is refused as fully packed. */
function refuseUnlessPackable(o: Order, actor: Actor, field: string) {
  if (o.status === OrderStatus.Packed) throw fullyPacked(o, field);
  refuseUnlessOrderAllows(o, 'Pack', actor.population);
}

/** What must go into the boxes: the order's active parcels one by one, its commodity lines by quantity. */
async function requiredItems(tx: Executor, o: Order): Promise<Omit<contract.PackItem, 'Scanned'>[]> {
  const parcels = await tx
    .select({ id: packages.id, number: packages.courierNumber, name: packages.productName })
    .from(logisticsOrderPackages)
    .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
    .where(and(eq(logisticsOrderPackages.orderId, o.id), eq(logisticsOrderPackages.active, true)))
    .orderBy(asc(packages.id));
  return [
    ...parcels.map((p) => ({ Kind: PackItemKind.Package, Id: p.id, Number: p.number, Sku: '', Name: p.name, Required: 1 })),
    ...o.commodities.map((c) => ({ Kind: PackItemKind.Commodity, Id: c.CommodityId, Number: c.CommodityCode, Sku: c.CommoditySku, Name: c.CommodityName, Required: c.Quantity })),
  ];
}

/** What the packing's current round has counted, per item. */
async function scannedOf(tx: Executor, p: Packing | undefined): Promise<Map<string, number>> {
  if (!p) return new Map();
  const rows = await tx
    .select({ kind: packingScans.kind, itemId: packingScans.itemId, n: sql<number>`sum(${packingScans.quantity})::int` })
    .from(packingScans)
    .where(and(eq(packingScans.packingId, p.id), eq(packingScans.round, p.round)))
    .groupBy(packingScans.kind, packingScans.itemId);
  return new Map(rows.map((r) => [`${r.kind}:${r.itemId}`, r.n]));
}

async function itemsOf(tx: Executor, o: Order, p: Packing | undefined): Promise<contract.PackItem[]> {
  const [items, scanned] = await Promise.all([requiredItems(tx, o), scannedOf(tx, p)]);
  return items.map((i) => ({ ...i, Scanned: scanned.get(`${i.Kind}:${i.Id}`) ?? 0 }));
}

/** What the screen shows of the order besides its items: the customer, the warehouse's volume ratio, the site's photo rule. */
const factsOf = (tx: Executor, o: Order) =>
  tx
    .select({ userName: users.userName, number: users.number, volumeRatio: warehouses.volumeRatio, photosRequired: sites.parcelPhotosRequired })
    .from(users)
    .innerJoin(warehouses, eq(warehouses.id, o.warehouseId))
    .innerJoin(sites, eq(sites.id, o.siteId))
    .where(eq(users.id, o.ownerId));

/** The order as the screen shows it: who, its states, the warehouse's volume ratio, the site's photo rule, and the items. */
async function packOrderOf(tx: Executor, actor: Actor, o: Order, p: Packing | undefined, read?: { items: contract.PackItem[]; facts: Awaited<ReturnType<typeof factsOf>> }): Promise<contract.PackOrder> {
  const [[facts], list] = read ? [read.facts, read.items] : await Promise.all([factsOf(tx, o), itemsOf(tx, o, p)]);
  return {
    OrderId: o.id,
    SerialNumber: o.serialNumber,
    CarrierNo: o.carrierNo,
    UserName: facts?.userName ?? '',
    MemberNumber: facts?.number ?? '',
    WarehouseId: o.warehouseId,
    OrderStatus: o.status,
    PrintStatus: o.printStatus,
    PaymentStatus: o.paymentStatus,
    PackingLocked: o.packingLocked,
    VolumeRatio: plainDecimal(facts?.volumeRatio ?? '6000'),
    PhotosRequired: facts?.photosRequired ?? false,
    Items: list,
    Actions: actionsOf(o, actor),
  };
}

/** The order actions the screen and the list offer: its tables' (all axes), less reopening once departure locked packing. */
const actionsOf = (o: Order, actor: Actor) => orderContract.orderActionsFor(axesOf(o), actor.population).filter((a) => !(a === 'ReopenPacking' && (o.packingLocked || o.baggingStatus !== 0)));

const packingOf = async (tx: Executor, orderId: number, forUpdate = false) => {
  const query = tx.select().from(packings).where(eq(packings.orderId, orderId));
  return (await (forUpdate ? query.for('update') : query))[0];
};

// ── The screen ───────────────────────────────────────────────────────────────────────────────

/**
 * The order a scanned number names at the warehouse: its order number, carrier number, or the
 * courier number of a parcel in it (active). Not found at this warehouse: "order does not exist".
 */
export async function findPackOrder(tx: Executor, actor: Actor, body: z.output<typeof contract.findPackOrderBody>) {
  const number = upper(body.Number);
  const byParcel = tx
    .select({ id: logisticsOrderPackages.orderId })
    .from(logisticsOrderPackages)
    .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
    .where(and(eq(packages.courierNumber, number), eq(logisticsOrderPackages.active, true)));
  const [o] = await tx
    .select()
    .from(logisticsOrders)
    .where(
      and(
        ...ofCallerSite(logisticsOrders.siteId, actor),
        eq(logisticsOrders.warehouseId, body.WarehouseId),
        or(eq(logisticsOrders.serialNumber, number), eq(logisticsOrders.carrierNo, number), inArray(logisticsOrders.id, byParcel)),
      ),
    )
    .orderBy(desc(logisticsOrders.id))
    .limit(1);
  if (!o) throw new AppError(ErrorCode.NotFound, 'OrderDoesNotExist');
  refuseUnlessPackable(o, actor, 'Number');
  return packOrderOf(tx, actor, o, await packingOf(tx, o.id));
}

/** The order's packing, made at its first scan (of two screens starting at once, one makes it), locked for this scan. */
async function openPacking(tx: Executor, o: Order): Promise<Packing> {
  await tx.insert(packings).values({ siteId: o.siteId, ownerId: o.ownerId, orderId: o.id, warehouseId: o.warehouseId, currencyCode: o.currencyCode }).onConflictDoNothing();
  return (await packingOf(tx, o.id, true))!;
}

/**
 * One scan: the item must be the order's (else refused aloud: "not in order"); a parcel counts once
 * however often it is scanned; a commodity adds its quantity, up to what the order holds, once per
 * ClientScanId. Locks the packing, so two scanners on one order count one after the other.
 */
export async function scanItem(ctx: CallContext, actor: Actor, body: z.output<typeof contract.packScanBody>) {
  const { tx } = ctx;
  const o = await findOrder(tx, actor, body.OrderId);
  refuseUnlessPackable(o, actor, 'OrderId');
  const p = await openPacking(tx, o);
  // The packing's items, the scan id's earlier use and the screen's facts, read at once (one round trip on the pipelining pool).
  const [items, [seen], facts] = await Promise.all([
    itemsOf(tx, o, p),
    tx.select({ id: packingScans.id }).from(packingScans).where(and(eq(packingScans.siteId, o.siteId), eq(packingScans.clientScanId, body.ClientScanId))),
    factsOf(tx, o),
  ]);
  const number = upper(body.Number);
  const item = items.find((i) => upper(i.Number) === number) ?? items.find((i) => i.Kind === PackItemKind.Commodity && upper(i.Sku) === number);
  if (!item) throw refused('PackingItemNotInOrder', { field: 'Number', value: body.Number, number: o.serialNumber });

  const parcel = item.Kind === PackItemKind.Package;
  let repeat = seen !== undefined || (parcel && item.Scanned >= 1);
  if (!repeat) {
    const quantity = parcel ? 1 : body.Quantity;
    if (item.Scanned + quantity > item.Required) throw refused('PackingItemTooMany', { field: 'Quantity', value: item.Sku || item.Number, left: item.Required - item.Scanned });
    const inserted = await tx
      .insert(packingScans)
      .values({ siteId: o.siteId, ownerId: o.ownerId, packingId: p.id, round: p.round, kind: item.Kind, itemId: item.Id, quantity, clientScanId: body.ClientScanId, scannedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: packingScans.id });
    repeat = inserted.length === 0;
    if (!repeat) item.Scanned += quantity;
  }
  return { Order: await packOrderOf(tx, actor, o, p, { items, facts }), Item: item, Repeat: repeat };
}

// ── Finishing ────────────────────────────────────────────────────────────────────────────────

/** A box's volume weight: L × W × H ÷ the warehouse's volume ratio, up to grams (as the signing screen shows). */
const volumeOf = (b: { Length: string; Width: string; Height: string }, ratio: string) =>
  new Decimal(b.Length).times(b.Width).times(b.Height).dividedBy(ratio).toDecimalPlaces(3, Decimal.ROUND_UP);

/** What the order has been charged so far: its live bills (not cancelled), less what was refunded of them. */
const chargedOf = (live: Bill[]) => live.reduce((sum, b) => sum.plus(b.totalAmount).minus(b.refundAmount), new Decimal(0));

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');

/**
 * Finish packing: every item of the round scanned ("existing orders that are not consolidation
 * unpacked" otherwise), the boxes' photos uploaded here (and present when the site requires them),
 * the boxes priced as the order's pieces by its own quotation and carrier, the order moved Picked →
 * Packed with its new weights and total (one history row), then its money by the payment axis
 * (contracts packing.ts). Locks: the order's bills (id order), then the order, then wallets, as
 * paying does.
 */
export async function finishPacking(ctx: CallContext, actor: Actor, body: z.output<typeof contract.finishBody>) {
  const { tx } = ctx;
  const lockedBills = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.logisticsOrderId, body.OrderId), ...ofCallerSite(bills.siteId, actor)))
    .orderBy(asc(bills.id))
    .for('update');
  const o = await findOrder(tx, actor, body.OrderId, true);
  refuseUnlessPackable(o, actor, 'OrderId');
  const p = await packingOf(tx, o.id, true);
  const items = await itemsOf(tx, o, p);
  const left = items.filter((i) => i.Scanned < i.Required);
  if (!p || left.length > 0) {
    const missing = p ? left : items;
    throw refused('PackingNotAllScanned', { field: 'OrderId', count: missing.reduce((n, i) => n + i.Required - i.Scanned, 0), items: missing.map((i) => i.Sku || i.Number).slice(0, 5).join(', ') });
  }

  const [[facts], currency] = await Promise.all([
    tx
      .select({ volumeRatio: warehouses.volumeRatio, photosRequired: sites.parcelPhotosRequired })
      .from(warehouses)
      .innerJoin(sites, eq(sites.id, warehouses.siteId))
      .where(eq(warehouses.id, o.warehouseId)),
    tx.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.siteId, o.siteId), eq(currencies.currencyCode, o.declaredCurrency))),
  ]);
  for (const [at, box] of body.Boxes.entries()) {
    if (facts?.photosRequired && box.Photos.length === 0) throw new AppError(ErrorCode.BusinessRule, 'PackingNoPhotos', { field: `Boxes.${at}.Photos` });
    await checkPictures(tx, o.siteId, box.Photos, `Boxes.${at}.Photos`);
  }
  const ratio = facts?.volumeRatio ?? '6000';
  const boxes = body.Boxes.map((b) => ({ Weight: plainDecimal(b.Weight), Length: plainDecimal(b.Length), Width: plainDecimal(b.Width), Height: plainDecimal(b.Height), VolumeWeight: volumeOf(b, ratio).toFixed(), Photos: b.Photos }));

  // The boxes are the order's pieces now: priced by the same route as the order was, its own quotation and carrier.
  const priced = await priceDraft(
    tx,
    ctx.services.database,
    actor,
    {
      customer: { siteId: o.siteId, ownerId: o.ownerId },
      recipient: { countryCode: o.recipientCountryCode },
      pieces: boxes.map((b, at) => ({ Kind: 'Package' as const, Id: at, Name: `#${at + 1}`, WeightKg: b.Weight, LengthCm: b.Length, WidthCm: b.Width, HeightCm: b.Height, Quantity: 1 })),
    },
    { DeclaredPrice: o.declaredPrice, WarehouseId: o.warehouseId, CargoTypeId: o.cargoTypeId ?? undefined, CurrencyId: currency[0]?.id },
    ctx.language,
  );
  const { option, charges, total, services } = chargesFor(o, priced, 'PackingNotPriced', 'Boxes');
  const weight = boxes.reduce((s, b) => s.plus(b.Weight), new Decimal(0));
  const volume = boxes.reduce((s, b) => s.plus(b.VolumeWeight), new Decimal(0));
  const before = axesOf(o);
  const live = lockedBills.filter((b) => b.paymentStatus !== BillPaymentStatus.Cancelled);
  const totalBefore = before.PaymentStatus === OrderPaymentStatus.Paid ? chargedOf(live) : new Decimal(o.totalAmount);

  await actOnOrder(
    ctx,
    actor,
    o.id,
    'Pack',
    { weight: weight.toFixed(3), volumeWeight: option.VolumetricWeight, fareWeight: option.BilledWeight, billedWeightSteps: option.BilledWeightSteps, totalAmount: total, charges, services },
    { Round: p.round, Boxes: boxes.length, BillingWeight: option.BilledWeight },
  );

  const difference = new Decimal(total).minus(totalBefore);
  let billing: contract.PackBilling = PackBilling.Unchanged;
  let billId: number | null = null;
  if (before.PaymentStatus === OrderPaymentStatus.NoBill) {
    if (!difference.isZero()) billing = PackBilling.NotBilled;
  } else if (before.PaymentStatus === OrderPaymentStatus.Unpaid) {
    if (!difference.isZero()) {
      await cancelBill(ctx, actor, o.id);
      billId = (await generateBill(ctx, actor, o.id)).Id;
      billing = PackBilling.BillRegenerated;
    }
  } else if (difference.greaterThan(0)) {
    billId = await billDifference(ctx, actor, o, difference);
    billing = PackBilling.DifferenceBilled;
  } else if (difference.lessThan(0)) {
    await refundDifference(ctx, actor, o, p, live, difference.negated());
    billing = PackBilling.DifferenceRefunded;
  }

  const [saved] = await tx
    .update(packings)
    .set({
      boxes,
      weight: weight.toFixed(3),
      volumeWeight: volume.toFixed(3),
      billingWeight: option.BilledWeight,
      totalBefore: totalBefore.toFixed(2),
      totalAfter: total,
      currencyCode: option.CurrencyCode,
      billing,
      billId,
      packedBy: actor.userId,
      packedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(packings.id, p.id))
    .returning();
  await tellCustomer(ctx, o.siteId, o.ownerId, packedNotice(o.serialNumber, boxes.length, plainDecimal(option.BilledWeight), billing, difference.abs().toFixed(2), total, option.CurrencyCode));
  const [row] = await packingRows(tx, actor, eq(packings.id, saved!.id));
  return row!;
}

/** What the customer is told of their packed order: its boxes, and what the packing did to the money. */
const PACKED_MESSAGES: Partial<Record<contract.PackBilling, MessageKey>> = {
  [PackBilling.DifferenceBilled]: 'OrderPackedBilledMessage',
  [PackBilling.DifferenceRefunded]: 'OrderPackedRefundedMessage',
  [PackBilling.BillRegenerated]: 'OrderPackedRebilledMessage',
};
function packedNotice(number: string, boxes: number, weight: string, billing: contract.PackBilling, difference: string, total: string, currency: string): Notice {
  const amount = billing === PackBilling.BillRegenerated ? total : difference;
  return { infoType: 'LogisticsOrderPacked', title: 'OrderPackedTitle', message: PACKED_MESSAGES[billing] ?? 'OrderPackedMessage', params: { number, boxes, weight, amount, currency } };
}

/** A positive difference on a paid order: a new PackingDifference bill, unpaid, for the customer to pay (the bill's own table: Generate). */
async function billDifference(ctx: CallContext, actor: Actor, o: Order, difference: Decimal): Promise<number> {
  const { tx } = ctx;
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('bills', 'id'))::int as id`));
  const [bill] = await tx
    .insert(bills)
    .values({
      id: next!.id,
      siteId: o.siteId,
      ownerId: o.ownerId,
      serialNumber: `BL${day()}${String(next!.id).padStart(6, '0')}`,
      logisticsOrderId: o.id,
      billType: BillType.PackingDifference,
      paymentStatus: BillPaymentStatus.Unpaid,
      totalAmount: difference.toFixed(2),
      currencyCode: o.currencyCode,
      details: [{ ExpenseTypeId: null, Name: formatMessage('PackingDifferenceName', ctx.language), Kind: 'PackingDifference', Amount: difference.toFixed(2) }],
    })
    .returning();
  await recordHistory(tx, orderContract.billLifecycle, actor, { siteId: o.siteId, ownerId: o.ownerId, recordId: bill!.id, action: 'Generate', from: null, details: { SerialNumber: bill!.serialNumber, OrderSerialNumber: o.serialNumber, TotalAmount: bill!.totalAmount, BillType: BillType.PackingDifference } });
  return bill!.id;
}

/**
 * A negative difference on a paid order goes back to the wallet through the wallets' refund, from
 * its paid bills newest first (each up to what it has left to refund); the event key names the
 * packing's round and the bill, so the same finish never refunds twice. Locked refunds refuse it.
 */
async function refundDifference(ctx: CallContext, actor: Actor, o: Order, p: Packing, live: Bill[], amount: Decimal) {
  let left = amount;
  const reason = formatMessage('PackingRefundReason', ctx.language, { number: o.serialNumber });
  for (const b of [...live].filter((x) => x.paymentStatus === BillPaymentStatus.Paid).reverse()) {
    if (left.isZero()) break;
    const part = Decimal.min(left, new Decimal(b.paymentMoney).minus(b.refundAmount));
    if (!part.greaterThan(0)) continue;
    await refundPaidBill(ctx.tx, actor, b, part, reason, `packing:${p.id}:${p.round}:refund:${b.id}`, { bill: 'OrderId', amount: 'Boxes' });
    left = left.minus(part);
  }
}

/**
 * Reopens a packed order's packing: refused once departure locked it (`PackingLocked`); the order
 * goes back to Picked by its table (ReopenPacking, with the reason) and a new round of scans starts.
 * Its bills stay as they are: the next finish prices the new boxes against what was charged.
 */
export async function reopenPacking(ctx: CallContext, actor: Actor, body: z.output<typeof contract.reopenBody>) {
  const { tx } = ctx;
  const o = await findOrder(tx, actor, body.OrderId, true);
  if (o.packingLocked) throw refused('PackingLocked', { field: 'OrderId', number: o.serialNumber });
  // A bagged order's boxes are counted in its bag and shift (modules/transportShifts): it is taken out first.
  if (o.baggingStatus !== 0) throw refused('PackingOrderBagged', { field: 'OrderId', number: o.serialNumber });
  const after = await actOnOrder(ctx, actor, o.id, 'ReopenPacking', {}, { Reason: body.Reason });
  const [p] = await tx
    .update(packings)
    .set({ round: sql`${packings.round} + 1`, packedAt: null, updatedAt: new Date() })
    .where(eq(packings.orderId, o.id))
    .returning();
  return packOrderOf(tx, actor, after, p);
}

// ── Lists ────────────────────────────────────────────────────────────────────────────────────

async function packingRows(tx: Executor, actor: Actor, where: SQL, page?: { limit: number; offset: number }): Promise<contract.PackingRow[]> {
  const query = tx
    .select({ p: packings, o: logisticsOrders, userName: users.userName, number: users.number, warehouseName: warehouses.name, packer: sql<string | null>`(select u.user_name from users u where u.id = ${packings.packedBy})`, billSerial: bills.serialNumber })
    .from(packings)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, packings.orderId))
    .innerJoin(users, eq(users.id, packings.ownerId))
    .innerJoin(warehouses, eq(warehouses.id, packings.warehouseId))
    .leftJoin(bills, eq(bills.id, packings.billId))
    .where(where)
    .orderBy(desc(packings.packedAt), desc(packings.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(({ p, o, userName, number, warehouseName, packer, billSerial }) => ({
    Id: p.id,
    OrderId: o.id,
    SerialNumber: o.serialNumber,
    CarrierNo: o.carrierNo,
    UserId: o.ownerId,
    UserName: userName,
    MemberNumber: number,
    WarehouseId: p.warehouseId,
    WarehouseName: warehouseName,
    Round: p.round,
    BoxCount: p.boxes.length,
    Weight: plainDecimal(p.weight),
    VolumeWeight: plainDecimal(p.volumeWeight),
    BillingWeight: plainDecimal(p.billingWeight),
    TotalBefore: p.totalBefore,
    TotalAfter: p.totalAfter,
    CurrencyCode: p.currencyCode,
    Billing: p.billing ?? PackBilling.Unchanged,
    BillSerialNumber: billSerial ?? '',
    PhotoCount: p.boxes.reduce((n, b) => n + b.Photos.length, 0),
    PackedBy: packer ?? '',
    PackedTime: p.packedAt?.toISOString() ?? '',
    OrderStatus: o.status,
    PackingLocked: o.packingLocked,
    Boxes: p.boxes,
    Actions: actionsOf(o, actor),
  }));
}

/** Packed orders (the last finish of each), newest first, by numbers (order, carrier, parcel), warehouse, customer and packing time. */
export async function listPackings(tx: Executor, actor: Actor, q: z.output<typeof contract.packingQuery>) {
  const numbers = q.Numbers?.map(upper);
  const site = await chosenSite(tx, actor, q.SiteId);
  const byParcel = (list: string[]) =>
    tx
      .select({ id: logisticsOrderPackages.orderId })
      .from(logisticsOrderPackages)
      .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
      .where(inArray(packages.courierNumber, list));
  const where = and(
    isNotNull(packings.packedAt),
    ...ofCallerSite(packings.siteId, actor),
    ...(site === null ? [] : [eq(packings.siteId, site)]),
    q.WarehouseId === undefined ? undefined : eq(packings.warehouseId, q.WarehouseId),
    q.UserId === undefined ? undefined : eq(packings.ownerId, q.UserId),
    q.PackedFrom === undefined ? undefined : gte(packings.packedAt, new Date(`${q.PackedFrom.slice(0, 10)}T00:00:00Z`)),
    q.PackedTo === undefined ? undefined : lte(packings.packedAt, new Date(`${q.PackedTo.slice(0, 10)}T23:59:59.999Z`)),
    numbers && numbers.length > 0 ? or(inArray(logisticsOrders.serialNumber, numbers), inArray(logisticsOrders.carrierNo, numbers), inArray(packings.orderId, byParcel(numbers))) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    packingRows(tx, actor, where, { limit: q.rows, offset: (q.index - 1) * q.rows }),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(packings)
      .innerJoin(logisticsOrders, eq(logisticsOrders.id, packings.orderId))
      .where(where),
  ]);
  return { Data: rows, Total: total?.n ?? 0 };
}

/** A packing with its boxes and the order's packing history (Pack and ReopenPacking rows). */
export async function packingDetail(tx: Executor, actor: Actor, id: number) {
  const [row] = await packingRows(tx, actor, and(eq(packings.id, id), ...ofCallerSite(packings.siteId, actor))!);
  if (!row) throw new AppError(ErrorCode.NotFound, 'OrderDoesNotExist');
  const history = await historyFor(tx, [orderContract.orderLifecycle as Lifecycle<number, string>], row.OrderId, actor);
  return { ...row, History: history.filter((h) => h.Action === 'Pack' || h.Action === 'ReopenPacking') };
}

/** The customer's boxes of one of their orders, once packed. */
export async function orderBoxes(tx: Executor, actor: Actor, orderId: number) {
  const o = await findOrder(tx, actor, orderId);
  const p = await packingOf(tx, o.id);
  const packed = p?.packedAt != null && o.status !== OrderStatus.Picked;
  return {
    OrderId: o.id,
    Packed: packed,
    BoxCount: packed ? p!.boxes.length : 0,
    Weight: packed ? plainDecimal(p!.weight) : '0',
    BillingWeight: packed ? plainDecimal(p!.billingWeight) : '0',
    PackedTime: packed ? p!.packedAt!.toISOString() : '',
    Boxes: packed ? p!.boxes.map(({ Photos: _photos, ...b }) => b) : [],
  };
}
