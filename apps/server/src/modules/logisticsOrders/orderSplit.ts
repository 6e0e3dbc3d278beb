import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { logisticsOrders as contract, type MessageKey } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf } from '../../platform/db.ts';
import { refused } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/lifecycles.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { commodities } from '../commodities/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { packages } from '../parcels/tables.ts';
import { convert, priceDraft, type PricedDraft, type PricingDraft } from './orderDraft.ts';
import { act, findOrder, orderRow, refuseUnlessOrderAllows } from './orders.service.ts';
import { logisticsOrderNumberChanges, logisticsOrderPackages, logisticsOrders, type OrderCommodityLine } from './tables.ts';

/**
 * Splitting an order (SplitLogisticsOrder, the `Split` action of the order's table): some of its
 * parcels, commodity quantities or peer piece quantities become a new order by the same quotation,
 * carrier and recipient; both are priced again for what each ships, the new order gets its own
 * number, and the split is kept as split data (`parent_order_id`), a number change record (the
 * original's number → the new one) and a history row on each order.
 *
 * Commodity stock does not move in the ledger: it stays Frozen on the same shelves, and only which
 * order holds it changes (the lines' `Places` move with the quantities), so cancelling either
 * order later unfreezes exactly what it holds. A ledger event here would record a movement that
 * did not happen.
 */

type Order = typeof logisticsOrders.$inferSelect;
type Body = z.output<typeof contract.splitBody>;
type Piece = z.input<typeof contract.pricedPiece>;
type PeerPiece = Order['pieces'][number];

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');

/** Both sides of the split: what the new order takes and what the original keeps. */
interface Side {
  packageIds: number[];
  commodities: OrderCommodityLine[];
  pieces: PeerPiece[];
}

/**
 * The priced option of the order's own quotation and carrier for what it ships now (one side of a
 * split, the packed boxes), its services priced for it, and the total; `refusal` names why the
 * quotation no longer takes it, on `field`.
 */
export function chargesFor(o: Order, { price, rates }: PricedDraft, refusal: MessageKey, field = 'PackageIds') {
  const option = price.Options.find((x) => x.QuotationId === o.quotationId);
  if (!option) throw refused(refusal, { field, value: o.quotationName });
  if (!option.Carriers.some((c) => c.Id === o.carrierId)) throw refused('OrderCarrierNotOfQuotation', { field: 'Id' });
  const offered = price.ValueAddedServices.flatMap((g) => g.Services.map((s) => ({ g, s })));
  const services = o.services.map((kept) => {
    const found = offered.find((x) => x.s.Id === kept.ValueAddedServiceId);
    if (!found) throw refused('OrderServiceNotAvailable', { field: 'Id', value: kept.Name });
    return found;
  });
  const charges = [
    ...option.Items,
    ...services.map(({ g, s }) => ({
      Kind: 'ValueAddedService' as const,
      Code: `VAS${s.Id}`,
      Name: s.Name,
      Amount: convert(s.Amount, s.CurrencyCode, option.CurrencyCode, rates),
      ExpenseTypeId: g.ExpenseTypeId,
      AllowRefunds: true,
      Explanation: `${s.Name}: ${s.Amount} ${s.CurrencyCode}`,
    })),
  ];
  return {
    option,
    charges,
    total: charges.reduce((sum, c) => sum.plus(c.Amount), new Decimal(0)).toFixed(2),
    services: services.map(({ g, s }) => ({ ValueAddedServiceId: s.Id, GroupName: g.GroupName, Name: s.Name, CalculationMethod: s.CalculationMethod, Price: s.Price, CurrencyCode: s.CurrencyCode, Amount: s.Amount })),
  };
}

/** Takes `quantity` of a commodity line's frozen places, first place first: the part that moves, and what stays. */
function takePlaces(places: OrderCommodityLine['Places'], quantity: number) {
  const moved: OrderCommodityLine['Places'] = [];
  const kept: OrderCommodityLine['Places'] = [];
  let left = quantity;
  for (const p of places) {
    const n = Math.min(left, p.Quantity);
    if (n > 0) moved.push({ ShelfId: p.ShelfId, Quantity: n });
    if (p.Quantity - n > 0) kept.push({ ShelfId: p.ShelfId, Quantity: p.Quantity - n });
    left -= n;
  }
  return { moved, kept };
}

/** Divides the order's goods by the body, refusing what the order does not hold and a split that leaves the original nothing. */
function divide(o: Order, body: Body, held: { id: number; courierNumber: string }[]): { split: Side; rest: Side } {
  for (const id of body.PackageIds) if (!held.some((p) => p.id === id)) throw refused('OrderSplitNotInOrder', { field: 'PackageIds', value: id });
  const split: Side = { packageIds: body.PackageIds, commodities: [], pieces: [] };
  const rest: Side = { packageIds: held.filter((p) => !body.PackageIds.includes(p.id)).map((p) => p.id), commodities: [], pieces: [] };
  for (const line of body.Commodities) {
    if (!o.commodities.some((c) => c.CommodityId === line.CommodityId)) throw refused('OrderSplitNotInOrder', { field: 'Commodities', value: line.CommodityId });
  }
  for (const c of o.commodities) {
    const quantity = body.Commodities.find((l) => l.CommodityId === c.CommodityId)?.Quantity ?? 0;
    if (quantity > c.Quantity) throw refused('OrderSplitTooMany', { field: 'Commodities', value: c.CommoditySku, quantity: c.Quantity });
    const { moved, kept } = takePlaces(c.Places, quantity);
    if (quantity > 0) split.commodities.push({ ...c, Quantity: quantity, Places: moved });
    if (c.Quantity - quantity > 0) rest.commodities.push({ ...c, Quantity: c.Quantity - quantity, Places: kept });
  }
  for (const line of body.Pieces) if (!o.pieces[line.Line]) throw refused('OrderSplitNotInOrder', { field: 'Pieces', value: line.Line + 1 });
  o.pieces.forEach((p, at) => {
    const quantity = body.Pieces.find((l) => l.Line === at)?.Quantity ?? 0;
    if (quantity > p.Quantity) throw refused('OrderSplitTooMany', { field: 'Pieces', value: p.Name || at + 1, quantity: p.Quantity });
    if (quantity > 0) split.pieces.push({ ...p, Quantity: quantity });
    if (p.Quantity - quantity > 0) rest.pieces.push({ ...p, Quantity: p.Quantity - quantity });
  });
  if (rest.packageIds.length + rest.commodities.length + rest.pieces.length === 0) throw refused('OrderSplitNothingLeft', { field: 'PackageIds' });
  return { split, rest };
}

/** The pieces the engine prices for one side: each parcel, each commodity line (unit × quantity), each peer piece line. */
function piecesOf(side: Side, parcels: Map<number, typeof packages.$inferSelect>, sizes: Map<number, { length: string; width: string; height: string }>): Piece[] {
  return [
    ...side.packageIds.map((id) => {
      const p = parcels.get(id)!;
      return { Kind: 'Package' as const, Id: p.id, Name: p.courierNumber, WeightKg: plainDecimal(p.weight ?? '0'), LengthCm: plainDecimal(p.length ?? '0'), WidthCm: plainDecimal(p.width ?? '0'), HeightCm: plainDecimal(p.height ?? '0'), Quantity: 1 };
    }),
    ...side.commodities.map((c) => {
      const size = sizes.get(c.CommodityId)!;
      return { Kind: 'Commodity' as const, Id: c.CommodityId, Name: c.CommoditySku, WeightKg: c.Weight, LengthCm: size.length, WidthCm: size.width, HeightCm: size.height, Quantity: c.Quantity };
    }),
    // A peer piece has no record of its own: the engine reads only its measurements.
    ...side.pieces.map((p, at) => ({ Kind: 'Package' as const, Id: at, Name: p.Name, WeightKg: p.WeightKg, LengthCm: p.LengthCm, WidthCm: p.WidthCm, HeightCm: p.HeightCm, Quantity: p.Quantity })),
  ];
}

/** The new order's declaration when the body names none: a line per thing it takes, valued at nothing (staff fill values in the body when customs need them). */
function goodsOf(side: Side, parcels: Map<number, typeof packages.$inferSelect>): Order['goods'] {
  return [
    ...side.packageIds.map((id) => ({ Name: parcels.get(id)!.productName || parcels.get(id)!.courierNumber, Quantity: parcels.get(id)!.quantity, UnitValue: '0', CurrencyCode: 'USD' })),
    ...side.commodities.map((c) => ({ Name: c.CommodityName, Quantity: c.Quantity, UnitValue: '0', CurrencyCode: 'USD' })),
    ...side.pieces.map((p) => ({ Name: p.Name || '-', Quantity: p.Quantity, UnitValue: '0', CurrencyCode: 'USD' })),
  ].slice(0, contract.ORDER_GOODS_LINES_MAX);
}

export async function splitOrder(ctx: CallContext, actor: Actor, body: Body) {
  const { tx } = ctx;
  const o = await findOrder(tx, actor, body.Id, true);
  refuseUnlessOrderAllows(o, 'Split', actor.population);
  if (new Decimal(body.DeclaredPrice).greaterThan(o.declaredPrice)) throw refused('OrderSplitDeclaredTooHigh', { field: 'DeclaredPrice', value: plainDecimal(o.declaredPrice) });

  const commodityIds = o.commodities.map((c) => c.CommodityId);
  const [parcelRows, sizeRows, currencyRows] = await Promise.all([
    tx
      .select({ p: packages })
      .from(logisticsOrderPackages)
      .innerJoin(packages, eq(packages.id, logisticsOrderPackages.packageId))
      .where(and(eq(logisticsOrderPackages.orderId, o.id), eq(logisticsOrderPackages.active, true)))
      .orderBy(asc(packages.id)),
    commodityIds.length === 0
      ? []
      : tx
          .select({ id: commodities.id, length: sql<string>`coalesce(${commodities.measuredLength}, ${commodities.length}, 0)`, width: sql<string>`coalesce(${commodities.measuredWidth}, ${commodities.width}, 0)`, height: sql<string>`coalesce(${commodities.measuredHeight}, ${commodities.height}, 0)` })
          .from(commodities)
          .where(inArray(commodities.id, commodityIds)),
    tx.select({ id: currencies.id }).from(currencies).where(and(eq(currencies.siteId, o.siteId), eq(currencies.currencyCode, o.declaredCurrency))),
  ]);
  const parcels = new Map(parcelRows.map(({ p }) => [p.id, p]));
  const sizes = new Map(sizeRows.map((r) => [r.id, { length: plainDecimal(r.length), width: plainDecimal(r.width), height: plainDecimal(r.height) }]));
  const { split, rest } = divide(
    o,
    body,
    parcelRows.map(({ p }) => ({ id: p.id, courierNumber: p.courierNumber })),
  );

  // Each side priced as an order of its own, by the same route (read at once: one round trip on the pipelining pool).
  const restDeclared = new Decimal(o.declaredPrice).minus(body.DeclaredPrice).toFixed(2);
  const shipment = (declared: string) => ({ DeclaredPrice: declared, WarehouseId: o.warehouseId, CargoTypeId: o.cargoTypeId ?? undefined, CurrencyId: currencyRows[0]?.id });
  const draft = (side: Side): PricingDraft => ({ customer: { siteId: o.siteId, ownerId: o.ownerId }, recipient: { countryCode: o.recipientCountryCode }, pieces: piecesOf(side, parcels, sizes) });
  const [pricedSplit, pricedRest] = await Promise.allSettled([priceDraft(tx, ctx.services.database, actor, draft(split), shipment(body.DeclaredPrice), ctx.language), priceDraft(tx, ctx.services.database, actor, draft(rest), shipment(restDeclared), ctx.language)]);
  if (pricedSplit.status === 'rejected') throw pricedSplit.reason;
  if (pricedRest.status === 'rejected') throw pricedRest.reason;
  const newOne = chargesFor(o, pricedSplit.value, 'OrderSplitNewNotPriced');
  const kept = chargesFor(o, pricedRest.value, 'OrderSplitRestNotPriced');
  const pieceCount = (side: Side) => side.packageIds.length + side.commodities.reduce((n, c) => n + c.Quantity, 0) + side.pieces.reduce((n, p) => n + p.Quantity, 0);

  const [numbered] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('logistics_orders', 'id'))::int as id`));
  const id = numbered!.id;
  const serialNumber = `LO${day()}${String(id).padStart(6, '0')}`;
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = o;
  await tx.insert(logisticsOrders).values({
    ...copied,
    ...contract.SUBMITTED_ORDER,
    id,
    serialNumber,
    carrierNo: '',
    status: contract.OrderStatus.Submitted,
    approvalStatus: contract.ApprovalStatus.Pending,
    paymentStatus: contract.OrderPaymentStatus.NoBill,
    freezeStatus: contract.FreezeStatus.NotFrozen,
    printStatus: contract.PrintStatus.Unprinted,
    packageCount: split.packageIds.length,
    pieceCount: pieceCount(split),
    weight: newOne.option.ActualWeight,
    volumeWeight: newOne.option.VolumetricWeight,
    fareWeight: newOne.option.BilledWeight,
    billedWeightSteps: newOne.option.BilledWeightSteps,
    declaredPrice: body.DeclaredPrice,
    // Cash on delivery is the original's: its amount was agreed for that shipment.
    isCod: false,
    collection: '0',
    codStatus: contract.CodStatus.None,
    totalAmount: newOne.total,
    currencyCode: newOne.option.CurrencyCode,
    goods: body.Goods.length > 0 ? body.Goods : goodsOf(split, parcels),
    commodities: split.commodities,
    pieces: split.pieces,
    services: newOne.services,
    charges: newOne.charges,
    rejectReason: '',
    freezeReason: '',
    cancelReason: '',
    latestTrack: null,
    latestTrackAt: null,
    approvedAt: null,
    parentOrderId: o.id,
  });
  await act(
    ctx,
    actor,
    o.id,
    'Split',
    {
      packageCount: rest.packageIds.length,
      pieceCount: pieceCount(rest),
      weight: kept.option.ActualWeight,
      volumeWeight: kept.option.VolumetricWeight,
      fareWeight: kept.option.BilledWeight,
      billedWeightSteps: kept.option.BilledWeightSteps,
      declaredPrice: restDeclared,
      totalAmount: kept.total,
      commodities: rest.commodities,
      pieces: rest.pieces,
      services: kept.services,
      charges: kept.charges,
    },
    { NewOrder: serialNumber, Reason: body.Reason, Packages: split.packageIds.map((p) => parcels.get(p)!.courierNumber) },
  );
  // The parcels move with their rows (the partial unique index keeps each in one active order), the
  // new order's history and the number change record: sent at once, a failure thrown in this order.
  const steps = await Promise.allSettled([
    split.packageIds.length === 0
      ? null
      : tx
          .update(logisticsOrderPackages)
          .set({ orderId: id })
          .where(and(eq(logisticsOrderPackages.orderId, o.id), eq(logisticsOrderPackages.active, true), inArray(logisticsOrderPackages.packageId, split.packageIds))),
    recordHistory(tx, contract.orderLifecycle, actor, {
      siteId: o.siteId,
      ownerId: o.ownerId,
      recordId: id,
      action: 'Submit',
      from: null,
      details: { SerialNumber: serialNumber, SplitFrom: o.serialNumber, Reason: body.Reason, QuotationName: o.quotationName, TotalAmount: newOne.total, CurrencyCode: newOne.option.CurrencyCode },
    }),
    tx.insert(logisticsOrderNumberChanges).values({ siteId: o.siteId, ownerId: o.ownerId, orderId: id, fromOrderId: o.id, oldNumber: o.serialNumber, newNumber: serialNumber, reason: body.Reason, createdBy: actor.userId }),
  ]);
  for (const step of steps) if (step.status === 'rejected') throw step.reason;
  return { Original: await orderRow(tx, actor, o.id, ctx.language), Split: await orderRow(tx, actor, id, ctx.language) };
}
