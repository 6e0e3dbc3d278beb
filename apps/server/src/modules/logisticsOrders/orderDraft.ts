import { and, asc, eq, gt, inArray, notExists, or, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { parcels, type Language, type logisticsOrders as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { carriers } from '../carriers/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { stocks } from '../inventory/tables.ts';
import { packages } from '../parcels/tables.ts';
import { priceOnBasis, readPricingBasis, rememberedUnder, type FreightReading, type PricingBasis } from '../pricing/index.ts';
import { regions } from '../globalCountries/tables.ts';
import { checkRecipientForDestination, findRecipient, type Recipient } from '../recipientInformation/index.ts';
import { recipientInformations } from '../recipientInformation/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { today } from '../transferQuotations/index.ts';
import { valueAddedServiceGroups, valueAddedServices } from '../valueAddedServices/tables.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { codTermsIn, readCodTerms, type CodReading } from './cashOnDelivery.ts';
import { transferPlanLines } from '../transferPlans/tables.ts';
import { logisticsOrderPackages, logisticsOrders } from './tables.ts';
import type { Customer } from '../../platform/siteResources.ts';

/**
 * What an order ships and what it costs: the customer's shippable goods, the pieces the pricing
 * engine reads (a parcel's measurements; a commodity's measured, else declared, size and weight),
 * the options of the freight calculator with their carriers, and the value-added services priced
 * for the shipment. Submitting (orders.service.ts) prices again through the same `priceDraft`.
 */

type Shipment = z.output<typeof contract.shipmentFields>;
const inActiveOrder = (tx: Executor) =>
  tx
    .select({ id: logisticsOrderPackages.id })
    .from(logisticsOrderPackages)
    .where(and(eq(logisticsOrderPackages.packageId, packages.id), eq(logisticsOrderPackages.active, true)));
/** A parcel in a live transfer plan (modules/transferPlans) is not offered or taken: it is leaving, or on its way to, another warehouse. */
const inLiveTransfer = sql<boolean>`exists (select 1 from ${transferPlanLines} where ${transferPlanLines.packageId} = ${packages.id} and ${transferPlanLines.live})`;

const commodityWeight = sql<string | null>`coalesce(${commodities.measuredActualWeight}, ${commodities.actualWeight})`;
const commodityLength = sql<string | null>`coalesce(${commodities.measuredLength}, ${commodities.length})`;
const commodityWidth = sql<string | null>`coalesce(${commodities.measuredWidth}, ${commodities.width})`;
const commodityHeight = sql<string | null>`coalesce(${commodities.measuredHeight}, ${commodities.height})`;
const decimalOrNull = (v: string | null) => (v === null ? null : plainDecimal(v));

/** The customer's complete parcels on a shelf, in no active order; their commodities' Available stock per warehouse. */
export async function shippable(tx: Executor, customer: Customer, warehouseId: number | undefined): Promise<z.input<typeof contract.shippableAnswer>> {
  const atWarehouse = (column: typeof packages.warehouseId | typeof stocks.warehouseId) => (warehouseId === undefined ? undefined : eq(column, warehouseId));
  const parcelRows = await tx
    .select({ p: packages, warehouseName: warehouses.name, shelfCode: shelves.shelvesNumber })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .where(
      and(
        eq(packages.siteId, customer.siteId),
        eq(packages.ownerId, customer.ownerId),
        eq(packages.status, parcels.PackageStatus.Shippable),
        eq(packages.isCompleted, true),
        notExists(inActiveOrder(tx)),
        sql`not ${inLiveTransfer}`,
        atWarehouse(packages.warehouseId),
      ),
    )
    .orderBy(asc(packages.id));
  const stockRows = await tx
    .select({
      c: commodities,
      warehouseId: stocks.warehouseId,
      warehouseName: warehouses.name,
      available: sql<number>`sum(${stocks.available})::int`,
      weight: commodityWeight,
      length: commodityLength,
      width: commodityWidth,
      height: commodityHeight,
    })
    .from(stocks)
    .innerJoin(commodities, eq(commodities.id, stocks.commodityId))
    .innerJoin(warehouses, eq(warehouses.id, stocks.warehouseId))
    .where(and(eq(stocks.siteId, customer.siteId), eq(stocks.ownerId, customer.ownerId), gt(stocks.available, 0), atWarehouse(stocks.warehouseId)))
    .groupBy(commodities.id, stocks.warehouseId, warehouses.name)
    .orderBy(asc(commodities.commodityCode), asc(stocks.warehouseId));
  return {
    Packages: parcelRows.map(({ p, warehouseName, shelfCode }) => ({
      Id: p.id,
      CourierNumber: p.courierNumber,
      ProductName: p.productName,
      Quantity: p.quantity,
      Price: decimalOrNull(p.price),
      WarehouseId: p.warehouseId,
      WarehouseName: warehouseName,
      ShelfCode: shelfCode ?? '',
      Weight: decimalOrNull(p.weight),
      Length: decimalOrNull(p.length),
      Width: decimalOrNull(p.width),
      Height: decimalOrNull(p.height),
      ShelvedTime: p.shelvedAt?.toISOString() ?? null,
    })),
    Commodities: stockRows.map((r) => ({
      CommodityId: r.c.id,
      CommodityCode: r.c.commodityCode,
      CommoditySku: r.c.commoditySku,
      CommodityName: r.c.name,
      DeclarationName: r.c.declarationName,
      Price: decimalOrNull(r.c.price),
      Currency: r.c.currency,
      WarehouseId: r.warehouseId,
      WarehouseName: r.warehouseName,
      AvailableQuantity: r.available,
      Weight: decimalOrNull(r.weight),
      Length: decimalOrNull(r.length),
      Width: decimalOrNull(r.width),
      Height: decimalOrNull(r.height),
    })),
  };
}

/** A parcel the order takes, as the draft read it. */
export interface DraftPackage {
  id: number;
  courierNumber: string;
  productName: string;
  quantity: number;
  weight: string;
  length: string;
  width: string;
  height: string;
  shelfCode: string;
}
export interface DraftCommodity {
  id: number;
  code: string;
  sku: string;
  name: string;
  quantity: number;
  weight: string;
  length: string;
  width: string;
  height: string;
}

export interface Draft {
  customer: Customer;
  recipient: Recipient;
  /** the recipient's country is one pricing knows */
  countryKnown: boolean;
  packages: DraftPackage[];
  commodities: DraftCommodity[];
  pieces: z.input<typeof contract.pricedPiece>[];
}

/** A read's rows, or its refusal thrown. */
function valueOf<T>(read: PromiseSettledResult<T>): T {
  if (read.status === 'rejected') throw read.reason;
  return read.value;
}

const measured = (...values: (string | null)[]) => values.every((v) => v !== null && /[1-9]/.test(v));

/**
 * Reads and checks what the draft ships: the warehouse, the customer's parcels (shippable,
 * complete, at the warehouse, in no active order, measured), their commodities (enough Available
 * at the warehouse, measured) and the recipient against the destination's rules.
 */
export async function readDraft(tx: Executor, actor: Actor, customer: Customer, body: Shipment, lockParcels = false): Promise<Draft> {
  const ids = body.Commodities.map((l) => l.CommodityId);
  const parcelQuery = tx
    .select({ p: packages, shelfCode: shelves.shelvesNumber, inTransfer: inLiveTransfer })
    .from(packages)
    .leftJoin(shelves, eq(shelves.id, packages.shelfId))
    .where(and(inArray(packages.id, body.PackageIds), eq(packages.siteId, customer.siteId), eq(packages.ownerId, customer.ownerId)))
    .orderBy(asc(packages.id));
  // Sent (`then`) right after the parcels' lock on the same connection, so it runs once the lock is held and
  // its own snapshot sees an order committed meanwhile, without waiting for the lock's answer first.
  const parcelRead = body.PackageIds.length === 0 ? [] : (lockParcels ? parcelQuery.for('update', { of: packages }) : parcelQuery).then((rows) => rows);
  const takenRead =
    body.PackageIds.length === 0
      ? []
      : tx
          .select({ packageId: logisticsOrderPackages.packageId, orderId: logisticsOrderPackages.orderId, serialNumber: logisticsOrders.serialNumber })
          .from(logisticsOrderPackages)
          .leftJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderPackages.orderId))
          .where(and(inArray(logisticsOrderPackages.packageId, body.PackageIds), eq(logisticsOrderPackages.active, true)))
          .then((rows) => rows);
  // The reads are independent: sent at once (one round trip on the pipelining pool), checked below in order.
  const reads = await Promise.allSettled([
    requireUsableWarehouse(tx, actor, body.WarehouseId),
    findRecipientOf(tx, actor, customer, body.RecipientInformationId),
    body.CargoTypeId === undefined ? [] : tx.select({ id: cargoTypes.id }).from(cargoTypes).where(and(eq(cargoTypes.id, body.CargoTypeId), eq(cargoTypes.siteId, customer.siteId))),
    parcelRead,
    ids.length === 0
      ? []
      : tx
          .select({ c: commodities, weight: commodityWeight, length: commodityLength, width: commodityWidth, height: commodityHeight })
          .from(commodities)
          .where(and(inArray(commodities.id, ids), eq(commodities.ownerId, customer.ownerId), eq(commodities.siteId, customer.siteId))),
    ids.length === 0
      ? []
      : tx
          .select({ commodityId: stocks.commodityId, n: sql<number>`sum(${stocks.available})::int` })
          .from(stocks)
          .where(and(inArray(stocks.commodityId, ids), eq(stocks.warehouseId, body.WarehouseId)))
          .groupBy(stocks.commodityId),
    takenRead,
    // The destination country, found by the recipient's own (pricing refuses a country it does not know).
    tx
      .select({ id: regions.id })
      .from(regions)
      .where(
        and(
          eq(regions.level, 1),
          sql`${regions.code} = (${tx.select({ code: recipientInformations.countryCode }).from(recipientInformations).where(eq(recipientInformations.id, body.RecipientInformationId))})`,
        ),
      ),
  ] as const);
  const [warehouse, recipient, cargo, parcelRows, commodityRows, available] = [valueOf(reads[0]), valueOf(reads[1]), valueOf(reads[2]), valueOf(reads[3]), valueOf(reads[4]), valueOf(reads[5])];
  if (warehouse.siteId !== customer.siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  checkRecipientForDestination(recipient, recipient.countryCode);
  if (body.CargoTypeId !== undefined && cargo.length === 0) throw invalid('CargoTypeId', 'InvalidValue');

  const draftPackages: DraftPackage[] = [];
  if (body.PackageIds.length > 0) {
    const byId = new Map(parcelRows.map((r) => [r.p.id, r]));
    const taken = valueOf(reads[6]);
    for (const id of body.PackageIds) {
      const row = byId.get(id);
      const p = row?.p;
      if (!p || p.status !== parcels.PackageStatus.Shippable || !p.isCompleted || p.warehouseId !== body.WarehouseId || row.inTransfer) throw refused('OrderPackageNotShippable', { field: 'PackageIds', value: p?.courierNumber ?? id });
      const other = taken.find((t) => t.packageId === id);
      if (other) throw refused('OrderPackageInActiveOrder', { field: 'PackageIds', value: p.courierNumber, order: other.serialNumber ?? String(other.orderId) });
      if (!measured(p.weight, p.length, p.width, p.height)) throw refused('OrderPieceNotMeasured', { field: 'PackageIds', value: p.courierNumber });
      draftPackages.push({ id: p.id, courierNumber: p.courierNumber, productName: p.productName, quantity: p.quantity, weight: p.weight!, length: p.length!, width: p.width!, height: p.height!, shelfCode: row.shelfCode ?? '' });
    }
  }

  const draftCommodities: DraftCommodity[] = [];
  if (body.Commodities.length > 0) {
    for (const line of body.Commodities) {
      const r = commodityRows.find((x) => x.c.id === line.CommodityId);
      if (!r) throw invalid('Commodities', 'InvalidValue');
      const n = available.find((a) => a.commodityId === line.CommodityId)?.n ?? 0;
      if (n < line.Quantity) throw refused('OrderCommodityNotAvailable', { field: 'Commodities', value: r.c.commoditySku, available: n, quantity: line.Quantity });
      if (!measured(r.weight, r.length, r.width, r.height)) throw refused('OrderPieceNotMeasured', { field: 'Commodities', value: r.c.commoditySku });
      draftCommodities.push({ id: r.c.id, code: r.c.commodityCode, sku: r.c.commoditySku, name: r.c.name, quantity: line.Quantity, weight: r.weight!, length: r.length!, width: r.width!, height: r.height! });
    }
  }

  const pieces = [
    ...draftPackages.map((p) => ({ Kind: 'Package' as const, Id: p.id, Name: p.courierNumber, WeightKg: plainDecimal(p.weight), LengthCm: plainDecimal(p.length), WidthCm: plainDecimal(p.width), HeightCm: plainDecimal(p.height), Quantity: 1 })),
    ...draftCommodities.map((c) => ({ Kind: 'Commodity' as const, Id: c.id, Name: c.sku, WeightKg: plainDecimal(c.weight), LengthCm: plainDecimal(c.length), WidthCm: plainDecimal(c.width), HeightCm: plainDecimal(c.height), Quantity: c.quantity })),
  ];
  return { customer, recipient, countryKnown: valueOf(reads[7]).length > 0, packages: draftPackages, commodities: draftCommodities, pieces };
}

async function findRecipientOf(tx: Executor, actor: Actor, customer: Customer, id: number): Promise<Recipient> {
  try {
    const r = await findRecipient(tx, actor, id);
    if (r.ownerId !== customer.ownerId) throw notFound();
    return r;
  } catch {
    throw invalid('RecipientInformationId', 'InvalidValue');
  }
}

/** The value-added services offered at the warehouse, with their groups. */
const serviceRows = (tx: Executor, siteId: number, warehouseId: number) =>
  tx
    .select({ s: valueAddedServices, g: valueAddedServiceGroups })
    .from(valueAddedServices)
    .innerJoin(valueAddedServiceGroups, eq(valueAddedServiceGroups.id, valueAddedServices.groupId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, valueAddedServiceGroups.expenseTypeId))
    .where(
      and(
        eq(valueAddedServices.siteId, siteId),
        eq(valueAddedServices.isEnabled, true),
        or(sql`cardinality(${valueAddedServices.warehouseIds}) = 0`, sql`${warehouseId} = any(${valueAddedServices.warehouseIds})`),
      ),
    )
    .orderBy(asc(valueAddedServiceGroups.name), asc(valueAddedServiceGroups.id), asc(valueAddedServices.displayOrder), asc(valueAddedServices.id));

/** The services by group, each priced for the shipment (per kg: its actual weight). */
function servicesFor(rows: Awaited<ReturnType<typeof serviceRows>>, pieceCount: number, actualWeight: string): z.input<typeof contract.serviceGroup>[] {
  const groups = new Map<number, z.input<typeof contract.serviceGroup>>();
  for (const { s, g } of rows) {
    let group = groups.get(g.id);
    if (!group) {
      group = { GroupId: g.id, GroupName: g.name, MultipleChoice: g.multipleChoice, ExpenseTypeId: g.expenseTypeId, Services: [] };
      groups.set(g.id, group);
    }
    const units = s.calculationMethod === 2 ? new Decimal(pieceCount) : s.calculationMethod === 3 ? new Decimal(actualWeight) : new Decimal(1);
    group.Services.push({
      Id: s.id,
      Name: s.name,
      CalculationMethod: s.calculationMethod,
      Price: plainDecimal(s.price),
      CurrencyCode: s.currencyCode,
      Amount: new Decimal(s.price).times(units).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      Explain: s.explain,
    });
  }
  return [...groups.values()];
}

/** The site's enabled carriers, by id. */
const siteCarriers = (tx: Executor, siteId: number) => tx.select().from(carriers).where(and(eq(carriers.siteId, siteId), eq(carriers.isEnabled, true))).orderBy(asc(carriers.id));

/** The carriers each quotation priced ships with: its own list, or every enabled carrier of the site. */
function carriersOf(site: Awaited<ReturnType<typeof siteCarriers>>, quotationIds: number[], inForce: FreightReading['inForce']) {
  const of = new Map<number, z.input<typeof contract.orderCarrier>[]>();
  for (const q of inForce) {
    if (!quotationIds.includes(q.quotation.Id)) continue;
    const ids = q.quotation.CarrierIds;
    of.set(
      q.quotation.Id,
      site.filter((c) => ids.length === 0 || ids.includes(c.id)).map((c) => ({ Id: c.id, Name: c.alias || c.name, IsCashOnDelivery: c.isCashOnDelivery })),
    );
  }
  return of;
}

export interface PricedDraft {
  price: z.output<typeof contract.draftPrice>;
  /** every currency's rate to the site's base currency, as pricing read them */
  rates: FreightReading['rates'];
  /** whether and up to how much the customer may ask for cash on delivery (submission checks it) */
  cod: CodReading;
}

/** What pricing reads of a draft: whose, where to and the pieces (a split's parts and peer orders give only these). */
export type PricingDraft = Pick<Draft, 'customer' | 'pieces'> & { recipient: Pick<Recipient, 'countryCode'> };
type PricingBody = Pick<Shipment, 'DeclaredPrice' | 'WarehouseId' | 'CargoTypeId' | 'CurrencyId'>;

/** Pricing's reads for the draft that do not depend on what it ships, started before it is read: they leave with the draft's reads. */
type PricingReads = Promise<
  [PromiseSettledResult<PricingBasis>, PromiseSettledResult<Awaited<ReturnType<typeof siteCarriers>>>, PromiseSettledResult<Awaited<ReturnType<typeof serviceRows>>>, PromiseSettledResult<CodReading>]
>;

function startPricing(tx: Executor, database: object, actor: Actor, customer: Draft['customer'], body: PricingBody, day: string): PricingReads {
  const { siteId } = customer;
  const basis = readPricingBasis(tx, database, actor, siteId, { UserId: actor.population === 'backstage' ? customer.ownerId : undefined, CurrencyId: body.CurrencyId }, day);
  // Settled (never rejected) so that a draft refused meanwhile leaves no unhandled refusal behind.
  return Promise.allSettled([
    basis,
    // Carriers and services are pricing's tables too: read again only when their version has moved.
    basis.then((b) => rememberedUnder(database, `carriers/${siteId}`, b.version, () => siteCarriers(tx, siteId))),
    basis.then((b) => rememberedUnder(database, `services/${siteId}/${body.WarehouseId}`, b.version, () => serviceRows(tx, siteId, body.WarehouseId))),
    readCodTerms(tx, customer),
  ]);
}

/**
 * The draft read and checked (`readDraft`) and every option for it, ranked, with carriers and the
 * value-added services. Pricing's reads leave with the draft's (one round trip on the pipelining
 * pool); the draft's refusals come first, then the country's, then pricing's.
 */
export async function readAndPriceDraft(tx: Executor, database: object, actor: Actor, customer: Customer, body: Shipment, language: Language, lockParcels = false): Promise<{ draft: Draft } & PricedDraft> {
  const day = today();
  const reads = startPricing(tx, database, actor, customer, body, day);
  const draft = await readDraft(tx, actor, customer, body, lockParcels);
  if (!draft.countryKnown) throw invalid('CountryCode', 'QuotationCountryNotFound', { value: draft.recipient.countryCode });
  return { draft, ...priceOn(await reads, draft, body, language, day) };
}

/** A draft made elsewhere (a split's parts, a peer order's pieces) priced the same way; its country is checked here. */
export async function priceDraft(tx: Executor, database: object, actor: Actor, draft: PricingDraft, body: PricingBody, language: Language): Promise<PricedDraft> {
  const day = today();
  const reads = startPricing(tx, database, actor, draft.customer, body, day);
  const [country] = await Promise.allSettled([
    tx
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.level, 1), eq(regions.code, draft.recipient.countryCode))),
  ]);
  if (country.status === 'rejected') throw country.reason;
  if (country.value.length === 0) throw invalid('CountryCode', 'QuotationCountryNotFound', { value: draft.recipient.countryCode });
  return priceOn(await reads, draft, body, language, day);
}

function priceOn([basis, site, services, codRead]: Awaited<PricingReads>, draft: PricingDraft, body: PricingBody, language: Language, day: string): PricedDraft {
  const { recipient, pieces } = draft;
  const actual = pieces.reduce((sum, p) => sum.plus(new Decimal(p.WeightKg).times(p.Quantity)), new Decimal(0));
  const pieceCount = pieces.reduce((n, p) => n + p.Quantity, 0);
  const shipment = {
    Pieces: pieces.map((p) => ({ WeightKg: p.WeightKg, LengthCm: p.LengthCm, WidthCm: p.WidthCm, HeightCm: p.HeightCm, Quantity: p.Quantity })),
    DeclaredValue: body.DeclaredPrice,
    CountryCode: recipient.countryCode,
    WarehouseId: body.WarehouseId,
    CargoTypeId: body.CargoTypeId,
  };
  const { trial, inForce, rates } = priceOnBasis(valueOf(basis), shipment, language, day);
  const carrierLists = carriersOf(
    valueOf(site),
    trial.Options.map((o) => o.QuotationId),
    inForce,
  );
  const price = {
    Pieces: pieces,
    ActualWeight: actual.toFixed(),
    CountryCode: recipient.countryCode,
    Options: trial.Options.map((o) => ({ ...o, Carriers: carrierLists.get(o.QuotationId) ?? [] })),
    ValueAddedServices: servicesFor(valueOf(services), pieceCount, actual.toFixed()),
    CustomerCurrencyCode: trial.CustomerCurrencyCode,
    CashOnDelivery: codTermsIn(valueOf(codRead), language),
    Date: trial.Date,
  } as z.output<typeof contract.draftPrice>;
  return { price, rates, cod: valueOf(codRead) };
}

/** An amount from one currency into another through the base currency, half up to cents. */
export function convert(amount: string, from: string, to: string, rates: PricedDraft['rates']): string {
  if (from === to) return new Decimal(amount).toFixed(2);
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate || new Decimal(toRate).isZero()) throw invalid('CurrencyId', 'OrderNoBaseCurrency');
  return new Decimal(amount).times(fromRate).div(toRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Stock rows holding the commodities' Available quantity at the warehouse, shelf by shelf per commodity (the order freezes in place). */
export async function availablePlaces(tx: Executor, commodityIds: number[], warehouseId: number) {
  return tx
    .select({ commodityId: stocks.commodityId, shelfId: stocks.shelfId, available: stocks.available })
    .from(stocks)
    .where(and(inArray(stocks.commodityId, commodityIds), eq(stocks.warehouseId, warehouseId), gt(stocks.available, 0)))
    .orderBy(asc(stocks.commodityId), sql`${stocks.shelfId} nulls last`, asc(stocks.id));
}
