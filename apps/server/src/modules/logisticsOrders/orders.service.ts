import { and, asc, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { ErrorCode, inventory, logisticsOrders as contract, transferPlans as transferPlanContract, type Language, type Lifecycle, type Population } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound, refused } from '../../platform/errors.ts';
import { historyFor, recordHistory } from '../../platform/lifecycles.ts';
import { chosenSite, customerOf } from '../../platform/siteResources.ts';
import { ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { pageOf } from '../../platform/siteLists.ts';
import { users } from '../access/tables.ts';
import { recordApplicantInformationUse } from '../applicantInformation/index.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { moveStock, type StockMove } from '../inventory/index.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { transferPlans } from '../transferPlans/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { refuseUnlessCodAllowed } from './cashOnDelivery.ts';
import { availablePlaces, convert, readAndPriceDraft, shippable } from './orderDraft.ts';
import { splitDataOf } from './orderSplitData.ts';
import { bills, logisticsOrderCounts, logisticsOrderPackages, logisticsOrders, logisticsOrderTracks, type OrderCommodityLine } from './tables.ts';

/**
 * Submitting, listing and running logistics orders (contracts logisticsOrders.ts). Every action
 * goes through `act`: the action's own table and its needs of the other axes
 * (`orderAllows`), an update guarded by the state read, and a history row (the update log) in the
 * same transaction.
 */

const { OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus, BillPaymentStatus, BillType, ORDER_AXES, AXIS_OF_ACTION } = contract;
const { StockBucket, StockMovementType } = inventory;
type Order = typeof logisticsOrders.$inferSelect;
type Fields = contract.OrderFields & { UserId?: number };
type UserQuery = z.output<typeof contract.userOrderQuery>;
type StaffQuery = z.output<typeof contract.orderQuery>;
type OrderAction = contract.OrderAction;
export const DOCUMENT_TYPE = 'LogisticsOrder';

export const scopeOf = (actor: Actor): SQL[] => [...ofCallerSite(logisticsOrders.siteId, actor), ...(actor.population === 'user' ? [eq(logisticsOrders.ownerId, actor.userId)] : [])];

export async function findOrder(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<Order> {
  const query = tx.select().from(logisticsOrders).where(and(eq(logisticsOrders.id, id), ...scopeOf(actor)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new AppError(ErrorCode.NotFound, 'OrderDoesNotExist');
  return row;
}

export const axesOf = (o: Order): contract.OrderAxes => ({
  OrderStatus: o.status as contract.OrderStatus,
  ApprovalStatus: o.approvalStatus as contract.ApprovalStatus,
  PaymentStatus: o.paymentStatus as contract.OrderPaymentStatus,
  FreezeStatus: o.freezeStatus as contract.FreezeStatus,
  PrintStatus: o.printStatus as contract.PrintStatus,
  CodStatus: o.codStatus as contract.CodStatus,
});
const COLUMN = { OrderStatus: 'status', ApprovalStatus: 'approvalStatus', PaymentStatus: 'paymentStatus', FreezeStatus: 'freezeStatus', PrintStatus: 'printStatus', CodStatus: 'codStatus' } as const;

/** Refuses (Code 3) what the action's table or its needs do not allow, naming the state that stands in the way. */
export function refuseUnlessOrderAllows(o: Order, action: OrderAction, population: Population) {
  const axes = axesOf(o);
  if (contract.orderAllows(axes, action, population)) return;
  const own = AXIS_OF_ACTION[action];
  const blocking = (ORDER_AXES[own] as Lifecycle<number, string>).allows(axes[own], action, population) ? contract.unmetNeed(axes, action)! : own;
  const lifecycle = ORDER_AXES[blocking] as Lifecycle<number, string>;
  const actionLifecycle = ORDER_AXES[own] as Lifecycle<number, string>;
  throw new AppError(ErrorCode.BusinessRule, 'ActionNotAllowedNow', {
    field: 'Id',
    record: lifecycle.names.record,
    state: lifecycle.names.states[axes[blocking]]!,
    action: actionLifecycle.names.actions[action]!,
  });
}

/** What an order may not do while its warehouse transfer (modules/transferPlans) is live: its goods are on the move. */
const HELD_BY_TRANSFER: readonly OrderAction[] = ['Cancel', 'Split', 'Pick'];
async function refuseWhileTransferred(tx: Executor, o: Order) {
  const [plan] = await tx
    .select({ serial: transferPlans.serialNumber })
    .from(transferPlans)
    .where(and(eq(transferPlans.orderId, o.id), inArray(transferPlans.status, [...transferPlanContract.LIVE_TRANSFER_PLAN_STATUSES])));
  if (plan) throw refused('TransferOrderInPlan', { field: 'Id', number: o.serialNumber, value: plan.serial });
}

/**
 * Takes an action on an order: checks it, moves its axis (guarded by the state read, so of two
 * concurrent actions one wins), sets the other columns it changes and writes the update log.
 */
export async function act(ctx: CallContext, actor: Actor, id: number, action: OrderAction, set: Partial<typeof logisticsOrders.$inferInsert> = {}, details: Record<string, unknown> = {}): Promise<Order> {
  const { tx } = ctx;
  const o = await findOrder(tx, actor, id, true);
  refuseUnlessOrderAllows(o, action, actor.population);
  if (HELD_BY_TRANSFER.includes(action)) await refuseWhileTransferred(tx, o);
  const axis = AXIS_OF_ACTION[action];
  const lifecycle = ORDER_AXES[axis] as Lifecycle<number, string>;
  const from = axesOf(o)[axis];
  const to = lifecycle.next(from, action)!;
  const column = COLUMN[axis];
  const [after] = await tx
    .update(logisticsOrders)
    .set({ ...set, [column]: to, updatedAt: new Date() })
    .where(and(eq(logisticsOrders.id, o.id), eq(logisticsOrders[column], from)))
    .returning();
  if (!after) throw notFound();
  const changed = Object.fromEntries(
    Object.keys(set)
      .filter((k) => JSON.stringify((o as Record<string, unknown>)[k]) !== JSON.stringify((after as Record<string, unknown>)[k]))
      .map((k) => [k, { before: (o as Record<string, unknown>)[k], after: (after as Record<string, unknown>)[k] }]),
  );
  await recordHistory(tx, lifecycle, actor, { siteId: o.siteId, ownerId: o.ownerId, recordId: o.id, action, from, to, details: { SerialNumber: o.serialNumber, ...changed, ...details } });
  return after;
}

// ── Submitting ───────────────────────────────────────────────────────────────────────────────

export async function shippableFor(tx: Executor, actor: Actor, userId: number | undefined, warehouseId: number | undefined) {
  return shippable(tx, await customerOf(tx, actor, userId), warehouseId);
}

export async function priceOrder(tx: Executor, database: object, actor: Actor, body: z.output<typeof contract.shipmentFields> & { UserId?: number }, language: Language) {
  const customer = await customerOf(tx, actor, body.UserId);
  return (await readAndPriceDraft(tx, database, actor, customer, body, language)).price;
}

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');

/**
 * A new order: the draft read again with its parcels locked, priced again, the choice checked
 * against the options now (a quotation gone or a different total is refused), then the order, its
 * parcels (the partial unique index decides two orders taking one parcel), the commodities' stock
 * frozen in place, the declarant's use counted and the update log written.
 */
export async function addOrder(ctx: CallContext, actor: Actor, body: Fields) {
  const { tx } = ctx;
  // The order's number is drawn with the first reads (a round trip less); a refused order leaves a gap in the
  // numbers, as one rolled back always has (a sequence does not roll back).
  const numbering = Promise.allSettled([tx.execute(sql`select nextval(pg_get_serial_sequence('logistics_orders', 'id'))::int as id`)]);
  const customer = await customerOf(tx, actor, body.UserId);
  const { draft, price: priced, rates, cod } = await readAndPriceDraft(tx, ctx.services.database, actor, customer, body, ctx.language, true);
  const option = priced.Options.find((o) => o.QuotationId === body.QuotationId);
  if (!option) throw refused('OrderQuotationNotAvailable', { field: 'QuotationId' });
  const carrier = option.Carriers.find((c) => c.Id === body.CarrierId);
  if (!carrier) throw refused('OrderCarrierNotOfQuotation', { field: 'CarrierId' });
  if (body.IsCod && !carrier.IsCashOnDelivery) throw refused('OrderCarrierNoCod', { field: 'IsCod', value: carrier.Name });
  if (body.IsCod) refuseUnlessCodAllowed(cod, body.Collection);

  // Value-added services: offered here, at most one of a single-choice group.
  const chosen = priced.ValueAddedServices.flatMap((g) => g.Services.filter((s) => body.ValueAddedServiceIds.includes(s.Id)).map((s) => ({ g, s })));
  const missing = body.ValueAddedServiceIds.find((id) => !chosen.some((c) => c.s.Id === id));
  if (missing !== undefined) throw refused('OrderServiceNotAvailable', { field: 'ValueAddedServiceIds', value: missing });
  for (const g of priced.ValueAddedServices) {
    if (!g.MultipleChoice && chosen.filter((c) => c.g.GroupId === g.GroupId).length > 1) throw refused('OrderServiceSingleChoice', { field: 'ValueAddedServiceIds', value: g.GroupName });
  }
  const serviceCharges = chosen.map(({ g, s }) => ({
    Kind: 'ValueAddedService' as const,
    Code: `VAS${s.Id}`,
    Name: s.Name,
    Amount: convert(s.Amount, s.CurrencyCode, option.CurrencyCode, rates),
    ExpenseTypeId: g.ExpenseTypeId,
    AllowRefunds: true,
    Explanation: `${s.Name}: ${s.Amount} ${s.CurrencyCode}`,
  }));
  const charges = [...option.Items, ...serviceCharges];
  const total = charges.reduce((sum, c) => sum.plus(c.Amount), new Decimal(0)).toFixed(2);
  if (!new Decimal(total).equals(body.ExpectedTotal)) throw new AppError(ErrorCode.BusinessRule, 'OrderPriceChanged', { field: 'ExpectedTotal', total, currency: option.CurrencyCode, expected: body.ExpectedTotal }, 200, { Total: total });

  const [[declarantRead], [numbered]] = await Promise.all([
    Promise.allSettled([body.ApplicantInformationId === undefined ? null : recordApplicantInformationUse(tx, actor, body.ApplicantInformationId)]),
    numbering,
  ]);
  if (declarantRead.status === 'rejected') throw invalid('ApplicantInformationId', 'InvalidValue');
  if (numbered.status === 'rejected') throw numbered.reason;
  const declarant = declarantRead.value;
  const id = rowsOf<{ id: number }>(numbered.value)[0]!.id;
  // The commodities' stock is frozen where it lies, shelf by shelf, read in one statement for all lines.
  const lines: OrderCommodityLine[] = [];
  const moves: StockMove[] = [];
  if (draft.commodities.length > 0) {
    const available = await availablePlaces(
      tx,
      draft.commodities.map((c) => c.id),
      body.WarehouseId,
    );
    for (const c of draft.commodities) {
      let left = c.quantity;
      const places: { ShelfId: number | null; Quantity: number }[] = [];
      for (const place of available) {
        if (left === 0) break;
        if (place.commodityId !== c.id) continue;
        const n = Math.min(left, place.available);
        places.push({ ShelfId: place.shelfId, Quantity: n });
        left -= n;
      }
      for (const p of places) moves.push({ ownerId: customer.ownerId, commodityId: c.id, warehouseId: body.WarehouseId, from: StockBucket.Available, to: StockBucket.Frozen, fromShelfId: p.ShelfId, toShelfId: p.ShelfId, quantity: p.Quantity, type: StockMovementType.Freeze });
      lines.push({ CommodityId: c.id, CommodityCode: c.code, CommoditySku: c.sku, CommodityName: c.name, Quantity: c.quantity, Weight: plainDecimal(c.weight), Places: places });
    }
  }
  const r = draft.recipient;
  const codes = (level: number) => r.regions[level]?.Code ?? '';
  const [order] = await tx
    .insert(logisticsOrders)
    .values({
      id,
      siteId: customer.siteId,
      ownerId: customer.ownerId,
      serialNumber: `LO${day()}${String(id).padStart(6, '0')}`,
      source: actor.population === 'user' ? contract.OrderSource.Customer : contract.OrderSource.Staff,
      warehouseId: body.WarehouseId,
      ...contract.SUBMITTED_ORDER,
      status: OrderStatus.Submitted,
      approvalStatus: ApprovalStatus.Pending,
      paymentStatus: OrderPaymentStatus.NoBill,
      freezeStatus: FreezeStatus.NotFrozen,
      printStatus: contract.PrintStatus.Unprinted,
      codStatus: contract.submittedAxes(body.IsCod).CodStatus,
      quotationId: option.QuotationId,
      quotationName: option.QuotationName,
      typeOfShippingName: option.TypeOfShippingName,
      carrierId: carrier.Id,
      cargoTypeId: body.CargoTypeId ?? null,
      packageCount: draft.packages.length,
      pieceCount: draft.pieces.reduce((n, p) => n + p.Quantity, 0),
      weight: option.ActualWeight,
      volumeWeight: option.VolumetricWeight,
      fareWeight: option.BilledWeight,
      billedWeightSteps: option.BilledWeightSteps,
      declaredPrice: body.DeclaredPrice,
      declaredCurrency: priced.CustomerCurrencyCode,
      isCod: body.IsCod,
      collection: body.Collection,
      taxType: body.TaxType,
      totalAmount: total,
      currencyCode: option.CurrencyCode,
      recipient: {
        RecipientInformationId: r.id,
        RecipientInformationType: r.type,
        RecipientName: r.recipientName,
        PhoneCode: r.phoneCode,
        Phone: r.phone,
        Tel: r.tel,
        IdentityNumber: r.identityNumber,
        CountryCode: r.countryCode,
        ProvinceCode: codes(1),
        CityCode: codes(2),
        CountyCode: codes(3),
        TownCode: codes(4),
        RegionName: r.regions.map((x) => x.Name).join(' '),
        DetailedAddress: r.detailedAddress,
        MailboxCode: r.mailboxCode,
        SelfPickupAddress: '',
      },
      recipientName: r.recipientName,
      recipientCountryCode: r.countryCode,
      recipientPhone: r.phone,
      declarant: declarant && {
        ApplicantInformationId: declarant.Id,
        Contacts: declarant.Contacts,
        CountryCode: declarant.CountryCode,
        Phone: declarant.Phone,
        ReceiveTel: declarant.ReceiveTel,
        DetailedAddress: declarant.DetailedAddress,
        MailboxCode: declarant.MailboxCode,
      },
      goods: body.Goods,
      commodities: lines,
      services: chosen.map(({ g, s }) => ({ ValueAddedServiceId: s.Id, GroupName: g.GroupName, Name: s.Name, CalculationMethod: s.CalculationMethod, Price: s.Price, CurrencyCode: s.CurrencyCode, Amount: s.Amount })),
      charges,
      remarks: body.Remarks,
    })
    .returning();
  if (moves.length > 0) await moveStock(ctx, actor, { key: `logistics-order:${id}:submit`, documentType: DOCUMENT_TYPE, documentId: id }, moves);
  // The order's parcels (the partial unique index refuses a parcel taken meanwhile), its update log and
  // the names of its row, sent at once (one round trip on the pipelining pool); a failure is thrown in this order.
  const [taken, logged, rows] = await Promise.allSettled([
    draft.packages.length === 0 ? null : tx.insert(logisticsOrderPackages).values(draft.packages.map((p) => ({ siteId: customer.siteId, ownerId: customer.ownerId, orderId: id, packageId: p.id }))),
    recordHistory(tx, contract.orderLifecycle, actor, {
      siteId: customer.siteId,
      ownerId: customer.ownerId,
      recordId: id,
      action: 'Submit',
      from: null,
      details: { SerialNumber: order!.serialNumber, QuotationName: option.QuotationName, TotalAmount: total, CurrencyCode: option.CurrencyCode, Packages: draft.packages.map((p) => p.courierNumber) },
    }),
    toRows(tx, [order!], actor, ctx.language),
  ]);
  for (const step of [taken, logged]) if (step.status === 'rejected') throw step.reason;
  if (rows.status === 'rejected') throw rows.reason;
  return rows.value[0]!;
}

// ── Actions ──────────────────────────────────────────────────────────────────────────────────

/** Cancel: its parcels leave it (shippable again), its commodities' stock is Available again where it was frozen. */
export async function cancelOrder(ctx: CallContext, actor: Actor, body: { Id: number; Reason: string }) {
  const o = await act(ctx, actor, body.Id, 'Cancel', { cancelReason: body.Reason });
  await ctx.tx.update(logisticsOrderPackages).set({ active: false }).where(and(eq(logisticsOrderPackages.orderId, o.id), eq(logisticsOrderPackages.active, true)));
  const moves: StockMove[] = o.commodities.flatMap((c) =>
    c.Places.map((p) => ({ ownerId: o.ownerId, commodityId: c.CommodityId, warehouseId: o.warehouseId, from: StockBucket.Frozen, to: StockBucket.Available, fromShelfId: p.ShelfId, toShelfId: p.ShelfId, quantity: p.Quantity, type: StockMovementType.Unfreeze })),
  );
  if (moves.length > 0) await moveStock(ctx, actor, { key: `logistics-order:${o.id}:cancel`, documentType: DOCUMENT_TYPE, documentId: o.id }, moves);
  return rowOf(ctx.tx, actor, o.id);
}

export async function approve(ctx: CallContext, actor: Actor, id: number) {
  const o = await act(ctx, actor, id, 'Approve', { approvedAt: new Date(), rejectReason: '' });
  await tellCustomer(ctx, o.siteId, o.ownerId, { infoType: 'LogisticsOrderApproved', title: 'OrderApprovedTitle', message: 'OrderApprovedMessage', params: { number: o.serialNumber } });
  return rowOf(ctx.tx, actor, o.id);
}

export async function reject(ctx: CallContext, actor: Actor, body: { Id: number; Reason: string }) {
  const o = await act(ctx, actor, body.Id, 'Reject', { rejectReason: body.Reason });
  await tellCustomer(ctx, o.siteId, o.ownerId, { infoType: 'LogisticsOrderRejected', title: 'OrderRejectedTitle', message: 'OrderRejectedMessage', params: { number: o.serialNumber, reason: body.Reason } });
  return rowOf(ctx.tx, actor, o.id);
}

export async function cancelApproval(ctx: CallContext, actor: Actor, id: number) {
  return rowOf(ctx.tx, actor, (await act(ctx, actor, id, 'CancelApproval', { approvedAt: null })).id);
}
export async function freeze(ctx: CallContext, actor: Actor, body: { Id: number; Reason: string }) {
  return rowOf(ctx.tx, actor, (await act(ctx, actor, body.Id, 'Freeze', { freezeReason: body.Reason })).id);
}
export async function unfreeze(ctx: CallContext, actor: Actor, id: number) {
  return rowOf(ctx.tx, actor, (await act(ctx, actor, id, 'Unfreeze', { freezeReason: '' })).id);
}

/**
 * A freight bill of the accepted breakdown: one detail per expense type. Freight and tax come from
 * the pricing engine without one: they take the site's expense type whose SystemVariables names
 * their kind (`Freight`, `Tax`), so a coupon for that fee finds them; without one, their own names.
 */
export async function generateBill(ctx: CallContext, actor: Actor, id: number) {
  const o = await act(ctx, actor, id, 'GenerateBill');
  const typeIds = [...new Set(o.charges.map((c) => c.ExpenseTypeId).filter((x): x is number => x !== null))];
  const kinds = [...new Set(o.charges.filter((c) => c.ExpenseTypeId === null).map((c) => c.Kind))];
  const types = await ctx.tx
    .select({ id: expenseTypes.id, name: expenseTypes.name, variable: expenseTypes.systemVariables })
    .from(expenseTypes)
    .where(and(eq(expenseTypes.siteId, o.siteId), or(typeIds.length ? inArray(expenseTypes.id, typeIds) : sql`false`, kinds.length ? and(inArray(expenseTypes.systemVariables, kinds), eq(expenseTypes.isEnabled, true)) : sql`false`)));
  const typeNames = new Map(types.map((t) => [t.id, t.name]));
  const typeOfKind = new Map(types.filter((t) => kinds.includes(t.variable as never)).map((t) => [t.variable, t.id]));
  const details = new Map<string, z.output<typeof contract.billDetail>>();
  for (const charge of o.charges) {
    const c = { ...charge, ExpenseTypeId: charge.ExpenseTypeId ?? typeOfKind.get(charge.Kind) ?? null };
    const key = c.ExpenseTypeId === null ? `${c.Kind}:${c.Code}` : `type:${c.ExpenseTypeId}`;
    const d = details.get(key) ?? { ExpenseTypeId: c.ExpenseTypeId, Name: (c.ExpenseTypeId !== null && typeNames.get(c.ExpenseTypeId)) || c.Name, Kind: c.Kind, Amount: '0.00' };
    d.Amount = new Decimal(d.Amount).plus(c.Amount).toFixed(2);
    details.set(key, d);
  }
  const [next] = rowsOf<{ id: number }>(await ctx.tx.execute(sql`select nextval(pg_get_serial_sequence('bills', 'id'))::int as id`));
  const [bill] = await ctx.tx
    .insert(bills)
    .values({
      id: next!.id,
      siteId: o.siteId,
      ownerId: o.ownerId,
      serialNumber: `BL${day()}${String(next!.id).padStart(6, '0')}`,
      logisticsOrderId: o.id,
      billType: BillType.Freight,
      paymentStatus: BillPaymentStatus.Unpaid,
      totalAmount: o.totalAmount,
      currencyCode: o.currencyCode,
      details: [...details.values()],
    })
    .returning();
  await recordHistory(ctx.tx, contract.billLifecycle, actor, { siteId: o.siteId, ownerId: o.ownerId, recordId: bill!.id, action: 'Generate', from: null, details: { SerialNumber: bill!.serialNumber, OrderSerialNumber: o.serialNumber, TotalAmount: bill!.totalAmount } });
  return billRowOf(bill!, o.serialNumber);
}

/** Cancels the order's unpaid bill (the payment axis's table allows it only while unpaid). */
export async function cancelBill(ctx: CallContext, actor: Actor, id: number) {
  const o = await act(ctx, actor, id, 'CancelBill');
  const [bill] = await ctx.tx
    .update(bills)
    .set({ paymentStatus: BillPaymentStatus.Cancelled, cancelledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bills.logisticsOrderId, o.id), eq(bills.paymentStatus, BillPaymentStatus.Unpaid)))
    .returning();
  if (!bill) throw notFound();
  await recordHistory(ctx.tx, contract.billLifecycle, actor, { siteId: o.siteId, ownerId: o.ownerId, recordId: bill.id, action: 'Cancel', from: BillPaymentStatus.Unpaid, details: { SerialNumber: bill.serialNumber } });
  return rowOf(ctx.tx, actor, o.id);
}

/** A track: in three languages, or one text for all three. */
export async function addTrack(ctx: CallContext, actor: Actor, body: z.output<typeof contract.trackBody>) {
  const texts = { 'zh-CN': body.TextZhCn || body.Text || body.TextEn || body.TextZhTw, 'zh-TW': body.TextZhTw || body.Text || body.TextZhCn || body.TextEn, en: body.TextEn || body.Text || body.TextZhCn || body.TextZhTw };
  const trackTime = new Date(`${body.TrackTime.length === 10 ? `${body.TrackTime} 00:00:00` : body.TrackTime}Z`.replace(' ', 'T'));
  const o = await findOrder(ctx.tx, actor, body.Id, true);
  const later = o.latestTrackAt === null || o.latestTrackAt <= trackTime;
  await act(ctx, actor, body.Id, 'AddTrack', later ? { latestTrack: texts, latestTrackAt: trackTime } : {}, { Track: texts[ctx.language], TrackTime: body.TrackTime });
  const [track] = await ctx.tx.insert(logisticsOrderTracks).values({ siteId: o.siteId, ownerId: o.ownerId, orderId: o.id, trackTime, place: body.Place, texts, createdBy: actor.userId }).returning();
  return trackRowOf(track!, ctx.language);
}

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────

const trackRowOf = (t: typeof logisticsOrderTracks.$inferSelect, language: Language) => ({
  Id: t.id,
  TrackTime: t.trackTime.toISOString(),
  Place: t.place,
  Text: t.texts[language],
  Texts: t.texts,
  CreationTime: t.createdAt.toISOString(),
});

const billRowOf = (b: typeof bills.$inferSelect, orderSerial: string): contract.BillRow => ({
  Id: b.id,
  SerialNumber: b.serialNumber,
  LogisticsOrderId: b.logisticsOrderId,
  OrderSerialNumber: orderSerial,
  UserId: b.ownerId,
  BillType: b.billType,
  PaymentStatus: b.paymentStatus,
  TotalAmount: b.totalAmount,
  PaymentMoney: b.paymentMoney,
  DiscountAmount: b.discountAmount,
  RefundAmount: b.refundAmount,
  CurrencyCode: b.currencyCode,
  Details: b.details,
  CreationTime: b.createdAt.toISOString(),
  CancelledTime: b.cancelledAt?.toISOString() ?? null,
});

/**
 * Each order's newest track that has happened: a trajectory scheme writes its later steps ahead,
 * so what was stored when it was applied is not what a reader sees now.
 */
const latestTracks = (tx: Executor, orderIds: number[]) =>
  tx
    .selectDistinctOn([logisticsOrderTracks.orderId], { orderId: logisticsOrderTracks.orderId, trackTime: logisticsOrderTracks.trackTime, texts: logisticsOrderTracks.texts })
    .from(logisticsOrderTracks)
    .where(and(inArray(logisticsOrderTracks.orderId, orderIds), lte(logisticsOrderTracks.trackTime, sql`now()`)))
    .orderBy(logisticsOrderTracks.orderId, desc(logisticsOrderTracks.trackTime), desc(logisticsOrderTracks.id));

/** Where an order is on its way: its status decides the ends, a track that has happened the rest. */
export function trackStatusOf(o: Order, hasEvents: boolean): contract.TrackStatus {
  if (o.status === contract.OrderStatus.Cancelled) return contract.TrackStatus.Cancelled;
  if (o.status === contract.OrderStatus.Delivered) return contract.TrackStatus.Delivered;
  return hasEvents ? contract.TrackStatus.InTransit : contract.TrackStatus.AwaitingEvents;
}

/** The names and latest tracks the rows of `orders` show, read in one statement (creation and every list page answer rows). */
async function rowNames(tx: Executor, orders: readonly Order[]) {
  const ids = (xs: number[]) => [...new Set(xs)];
  const list = (columns: SQLWrapper[], from: SQL) => sql`(select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), '[]'::json) from ${from})`;
  const tracks = latestTracks(tx, ids(orders.map((o) => o.id))).as('t');
  const [names] = rowsOf<{
    owners: [number, string, string][];
    houses: [number, string][];
    carriers: [number, string, string][];
    cargo: [number, string][];
    tracks: [number, string, Record<Language, string>][];
  }>(
    await tx.execute(sql`select
      ${list([users.id, users.userName, users.number], sql`${users} where ${inArray(users.id, ids(orders.map((o) => o.ownerId)))}`)} as owners,
      ${list([warehouses.id, warehouses.name], sql`${warehouses} where ${inArray(warehouses.id, ids(orders.map((o) => o.warehouseId)))}`)} as houses,
      ${list([carriers.id, carriers.name, carriers.alias], sql`${carriers} where ${inArray(carriers.id, ids(orders.map((o) => o.carrierId)))}`)} as carriers,
      ${list([cargoTypes.id, cargoTypes.name], sql`${cargoTypes} where ${inArray(cargoTypes.id, ids(orders.flatMap((o) => (o.cargoTypeId === null ? [] : [o.cargoTypeId]))))}`)} as cargo,
      ${list([tracks.orderId, tracks.trackTime, tracks.texts], sql`${tracks}`)} as tracks`),
  );
  const byId = <T extends [number, ...unknown[]]>(rows: T[]) => new Map(rows.map((r) => [r[0], r]));
  return {
    ownerOf: byId(names!.owners),
    houseOf: byId(names!.houses),
    carrierOf: byId(names!.carriers),
    cargoOf: byId(names!.cargo),
    latestOf: new Map(names!.tracks.map(([orderId, time, texts]) => [orderId, { trackTime: new Date(time), texts }])),
  };
}

export async function toRows(tx: Executor, orders: readonly Order[], actor: Actor, language: Language): Promise<contract.OrderRow[]> {
  if (orders.length === 0) return [];
  const { ownerOf, houseOf, carrierOf, cargoOf, latestOf } = await rowNames(tx, orders);
  return orders.map((o) => ({
    Id: o.id,
    SiteId: o.siteId,
    SerialNumber: o.serialNumber,
    CarrierNo: o.carrierNo,
    CustomsClearanceNumber: o.customsClearanceNumber,
    UserId: o.ownerId,
    UserName: ownerOf.get(o.ownerId)?.[1] ?? '',
    MemberNumber: ownerOf.get(o.ownerId)?.[2] ?? '',
    Source: o.source,
    WarehouseId: o.warehouseId,
    WarehouseName: houseOf.get(o.warehouseId)?.[1] ?? '',
    OrderStatus: o.status,
    ApprovalStatus: o.approvalStatus,
    PaymentStatus: o.paymentStatus,
    FreezeStatus: o.freezeStatus,
    PrintStatus: o.printStatus,
    CodStatus: o.codStatus,
    QuotationId: o.quotationId,
    QuotationName: o.quotationName,
    TypeOfShippingName: o.typeOfShippingName,
    CarrierId: o.carrierId,
    // customers see the carrier's alias, staff its real name
    CarrierName: (actor.population === 'user' ? carrierOf.get(o.carrierId)?.[2] || carrierOf.get(o.carrierId)?.[1] : carrierOf.get(o.carrierId)?.[1]) ?? '',
    CargoTypeId: o.cargoTypeId,
    CargoTypeName: o.cargoTypeId === null ? '' : (cargoOf.get(o.cargoTypeId)?.[1] ?? ''),
    PackageCount: o.packageCount,
    PieceCount: o.pieceCount,
    Weight: plainDecimal(o.weight),
    VolumeWeight: plainDecimal(o.volumeWeight),
    FareWeight: plainDecimal(o.fareWeight),
    DeclaredPrice: o.declaredPrice,
    DeclaredCurrency: o.declaredCurrency,
    IsCod: o.isCod,
    Collection: o.collection,
    TaxType: o.taxType,
    TotalAmount: o.totalAmount,
    CurrencyCode: o.currencyCode,
    RecipientName: o.recipientName,
    RecipientCountryCode: o.recipientCountryCode,
    RecipientPhone: o.recipientPhone,
    RejectReason: o.rejectReason,
    FreezeReason: o.freezeReason,
    CancelReason: o.cancelReason,
    Remarks: o.remarks,
    LatestTrack: latestOf.get(o.id)?.texts[language] ?? '',
    LatestTrackTime: latestOf.get(o.id)?.trackTime.toISOString() ?? null,
    TrackStatus: trackStatusOf(o, latestOf.has(o.id)),
    ApprovalTime: o.approvedAt?.toISOString() ?? null,
    CreationTime: o.createdAt.toISOString(),
    Actions: contract.orderActionsFor(axesOf(o), actor.population),
  }));
}

async function rowOf(tx: Executor, actor: Actor, id: number, language: Language = 'en') {
  return (await toRows(tx, [await findOrder(tx, actor, id)], actor, language))[0]!;
}

export async function orderRow(tx: Executor, actor: Actor, id: number, language: Language) {
  return rowOf(tx, actor, id, language);
}

export async function orderDetail(tx: Executor, actor: Actor, id: number, language: Language): Promise<z.input<typeof contract.orderDetail>> {
  const o = await findOrder(tx, actor, id);
  const [row] = await toRows(tx, [o], actor, language);
  const parcelRows = await tx
    .select({ p: packages, shelfCode: shelves.shelvesNumber })
    .from(logisticsOrderPackages)
    .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .where(eq(logisticsOrderPackages.orderId, o.id))
    .orderBy(asc(packages.id));
  const billRows = await tx.select().from(bills).where(eq(bills.logisticsOrderId, o.id)).orderBy(asc(bills.id));
  const tracks = await tx.select().from(logisticsOrderTracks).where(eq(logisticsOrderTracks.orderId, o.id)).orderBy(desc(logisticsOrderTracks.trackTime), desc(logisticsOrderTracks.id));
  const lifecycles = Object.values(ORDER_AXES) as Lifecycle<number, string>[];
  return {
    ...row!,
    Recipient: o.recipient,
    Declarant: o.declarant,
    Packages: parcelRows.map(({ p, shelfCode }) => ({
      PackageId: p.id,
      CourierNumber: p.courierNumber,
      ProductName: p.productName,
      Quantity: p.quantity,
      Weight: plainDecimal(p.weight ?? '0'),
      Length: plainDecimal(p.length ?? '0'),
      Width: plainDecimal(p.width ?? '0'),
      Height: plainDecimal(p.height ?? '0'),
      ShelfCode: shelfCode ?? '',
    })),
    Commodities: o.commodities.map(({ Places: _places, ...c }) => c),
    Goods: o.goods,
    ValueAddedServices: o.services,
    Charges: o.charges,
    BilledWeightSteps: o.billedWeightSteps,
    Bills: billRows.map((b) => billRowOf(b, o.serialNumber)),
    Tracks: tracks.map((t) => trackRowOf(t, language)),
    History: await historyFor(tx, lifecycles, o.id, actor),
    Pieces: o.pieces,
    PeerNumber: o.peerNumber,
    ...(await splitDataOf(tx, actor, o)),
  };
}

/**
 * The orders a batch search names by order, carrier or parcel number, each looked up by its own
 * index (one condition OR-ing the three made PostgreSQL walk the whole site by id): up to 200
 * numbers give at most a few hundred ids, which the page then reads.
 */
async function ordersNumbered(tx: Executor, siteId: number | null, numbers: string[]): Promise<number[]> {
  const ofSite = (column: typeof logisticsOrders.siteId | typeof packages.siteId) => (siteId === null ? undefined : eq(column, siteId));
  const rows = await tx
    .select({ id: logisticsOrders.id })
    .from(logisticsOrders)
    .where(and(ofSite(logisticsOrders.siteId), inArray(logisticsOrders.serialNumber, numbers)))
    // `<> ''` lets the partial index on carrier numbers serve a list longer than PostgreSQL proves it from.
    .union(tx.select({ id: logisticsOrders.id }).from(logisticsOrders).where(and(ofSite(logisticsOrders.siteId), ne(logisticsOrders.carrierNo, ''), inArray(logisticsOrders.carrierNo, numbers))))
    .union(
      tx
        .select({ id: logisticsOrderPackages.orderId })
        .from(packages)
        .innerJoin(logisticsOrderPackages, eq(logisticsOrderPackages.packageId, packages.id))
        .where(and(ofSite(packages.siteId), inArray(packages.courierNumber, numbers))),
    );
  return rows.length === 0 ? [0] : rows.map((r) => r.id);
}

export async function filtersOf(tx: Executor, actor: Actor, q: UserQuery | StaffQuery): Promise<SQL | undefined> {
  const staff = q as Partial<StaffQuery>;
  const site = actor.population === 'backstage' && actor.siteId === null ? await chosenSite(tx, actor, staff.SiteId) : null;
  const numbers = q.Numbers && q.Numbers.length > 0 ? q.Numbers.map((n) => n.toUpperCase()) : undefined;
  const eqIf = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => (value === undefined ? undefined : eq(column, value));
  return and(
    ...scopeOf(actor),
    site === null ? undefined : eq(logisticsOrders.siteId, site),
    numbers === undefined ? undefined : inArray(logisticsOrders.id, await ordersNumbered(tx, actor.siteId ?? site, numbers)),
    eqIf(logisticsOrders.status, q.OrderStatus),
    eqIf(logisticsOrders.approvalStatus, q.ApprovalStatus),
    eqIf(logisticsOrders.paymentStatus, q.PaymentStatus),
    eqIf(logisticsOrders.freezeStatus, q.FreezeStatus),
    eqIf(logisticsOrders.printStatus, q.PrintStatus),
    eqIf(logisticsOrders.warehouseId, q.WarehouseId),
    eqIf(logisticsOrders.carrierId, q.CarrierId),
    eqIf(logisticsOrders.quotationId, q.QuotationId),
    eqIf(logisticsOrders.cargoTypeId, q.CargoTypeId),
    eqIf(logisticsOrders.recipientCountryCode, q.CountryCode),
    eqIf(logisticsOrders.isCod, q.IsCod),
    eqIf(logisticsOrders.codStatus, q.CodStatus),
    q.Recipient === undefined ? undefined : or(ilike(logisticsOrders.recipientName, `%${q.Recipient}%`), ilike(logisticsOrders.recipientPhone, `%${q.Recipient}%`)),
    eqIf(logisticsOrders.ownerId, staff.UserId),
    eqIf(logisticsOrders.source, staff.Source),
    staff.MemberNumber === undefined ? undefined : inArray(logisticsOrders.ownerId, tx.select({ id: users.id }).from(users).where(eq(users.number, staff.MemberNumber))),
    q.StartDate === undefined ? undefined : sql`${logisticsOrders.createdAt} >= ${q.StartDate}::timestamp`,
    q.EndDate === undefined ? undefined : sql`${logisticsOrders.createdAt} <= ${q.EndDate}::timestamp`,
  );
}

/** The filters the kept counts answer: the site, the customer and the three counted axes. */
const COUNTED_FILTERS = new Set(['index', 'rows', 'sortType', 'descendingOrder', 'SiteId', 'UserId', 'OrderStatus', 'ApprovalStatus', 'PaymentStatus']);

/** The kept counts (logistics_order_counts) in the caller's scope, narrowed to one site or customer. */
async function countsOf(tx: Executor, actor: Actor, q: { SiteId?: number | undefined; UserId?: number | undefined }, axes: SQL[] = []) {
  const scope = await countScope(tx, actor, q);
  return tx
    .select({ status: logisticsOrderCounts.status, approval: logisticsOrderCounts.approvalStatus, payment: logisticsOrderCounts.paymentStatus, n: sql<number>`sum(${logisticsOrderCounts.orders})::int` })
    .from(logisticsOrderCounts)
    .where(and(...scope(logisticsOrderCounts), ...axes))
    .groupBy(logisticsOrderCounts.status, logisticsOrderCounts.approvalStatus, logisticsOrderCounts.paymentStatus);
}

/** The caller's orders to count: their site (a platform user's chosen one), a customer's own, or the customer staff name. */
async function countScope(tx: Executor, actor: Actor, q: { SiteId?: number | undefined; UserId?: number | undefined }) {
  const site = actor.population === 'backstage' && actor.siteId === null ? await chosenSite(tx, actor, q.SiteId) : null;
  const owner = actor.population === 'user' ? actor.userId : (q.UserId ?? null);
  return (table: typeof logisticsOrderCounts | typeof logisticsOrders) => [
    ...ofCallerSite(table.siteId, actor),
    site === null ? undefined : eq(table.siteId, site),
    owner === null ? undefined : eq(table.ownerId, owner),
  ];
}

/**
 * The list's tabs, from the kept counts (counting a site's orders row by row grows with the site);
 * frozen orders, few at any time, are counted from their own index.
 */
export async function stateCounts(tx: Executor, actor: Actor, q: { SiteId?: number | undefined; UserId?: number | undefined } | undefined) {
  const [rows, [frozen]] = await Promise.all([
    countsOf(tx, actor, q ?? {}),
    countScope(tx, actor, q ?? {}).then((scope) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(logisticsOrders)
        .where(and(...scope(logisticsOrders), eq(logisticsOrders.freezeStatus, contract.FreezeStatus.Frozen))),
    ),
  ]);
  const sum = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((n, r) => n + r.n, 0);
  return {
    OrderStatus: contract.ORDER_STATUSES.map((s) => ({ Status: s, Count: sum((r) => r.status === s) })),
    PendingApproval: sum((r) => r.status === OrderStatus.Submitted && r.approval === ApprovalStatus.Pending),
    Approved: sum((r) => r.status === OrderStatus.Submitted && r.approval === ApprovalStatus.Approved),
    Rejected: sum((r) => r.approval === ApprovalStatus.Rejected),
    Unpaid: sum((r) => r.payment === OrderPaymentStatus.Unpaid),
    Frozen: frozen?.n ?? 0,
    Total: sum(() => true),
  };
}

/**
 * A page of orders and the Total. A list filtered by nothing but the site, the customer and the
 * counted axes (the page as it opens, and its tabs) takes its Total from the kept counts.
 */
export async function listOrders(tx: Executor, actor: Actor, q: UserQuery | StaffQuery, language: Language) {
  const where = await filtersOf(tx, actor, q);
  const order = [q.descendingOrder ? desc(logisticsOrders.id) : asc(logisticsOrders.id)];
  if (!Object.entries(q).every(([k, v]) => v === undefined || (Array.isArray(v) && v.length === 0) || COUNTED_FILTERS.has(k))) {
    const { rows, total } = await pageOf(tx, logisticsOrders, where, order, q);
    return { Data: await toRows(tx, rows as Order[], actor, language), Total: total };
  }
  const axes = [
    q.OrderStatus === undefined ? undefined : eq(logisticsOrderCounts.status, q.OrderStatus),
    q.ApprovalStatus === undefined ? undefined : eq(logisticsOrderCounts.approvalStatus, q.ApprovalStatus),
    q.PaymentStatus === undefined ? undefined : eq(logisticsOrderCounts.paymentStatus, q.PaymentStatus),
  ].filter((c): c is SQL => c !== undefined);
  const [rows, counted] = await Promise.all([
    tx.select().from(logisticsOrders).where(where).orderBy(...order).limit(q.rows).offset((q.index - 1) * q.rows),
    countsOf(tx, actor, q as Partial<StaffQuery>, axes),
  ]);
  return { Data: await toRows(tx, rows, actor, language), Total: counted.reduce((n, r) => n + r.n, 0) };
}
