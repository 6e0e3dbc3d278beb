import { and, eq } from 'drizzle-orm';
import { AccountType, type freightCalculator as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { regions } from '../globalCountries/tables.ts';
import { requireSite } from '../../platform/siteResources.ts';
import { today } from '../transferQuotations/index.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { compileQuotations, priceShipment, PricingRangeError } from './engine/index.ts';
import type { ExchangeRates, Shipment } from './engine/types.ts';
import { customerGroupsOf, quotationsInForce, quotationTablesVersion, rememberedQuotationsInForce, rememberedUnder, type QuotationInForce, type RememberedQuotations } from './quotationsInForce.ts';

/**
 * The freight calculator (contracts/freightCalculator.ts): reads the shipment's references in the
 * caller's site, the customer groups whose prices apply and the site's exchange rates, then lets
 * the pricing engine price every quotation in force today and rank the options.
 */

type Body = z.output<typeof contract.freightTrialBody>;

/** Whose prices: a portal user's own groups; for staff, the named customer's, or every group (null). */
async function groupsFor(tx: Executor, actor: Actor, siteId: number, userId: number | undefined): Promise<number[] | null> {
  if (actor.population === 'user') {
    if (userId !== undefined && userId !== actor.userId) throw invalid('UserId', 'CalculatorCustomerStaffOnly');
    return customerGroupsOf(tx, actor.userId);
  }
  if (userId === undefined) return null;
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), eq(users.accountType, AccountType.SiteUser)));
  if (!customer) throw invalid('UserId', 'CalculatorCustomerNotFound');
  return customerGroupsOf(tx, customer.id);
}

/** The site's currencies, remembered under pricing's version. */
const siteCurrencies = (tx: Executor, database: object, siteId: number, version: string) =>
  rememberedUnder(database, `currencies/${siteId}`, version, () => tx.select().from(currencies).where(eq(currencies.siteId, siteId)));

/** Every currency's rate to the site's base currency, and the customer's currency code. */
function ratesOf(rows: Awaited<ReturnType<typeof siteCurrencies>>, currencyId: number | undefined): { rates: ExchangeRates; customerCurrency: string } {
  const rates = Object.fromEntries(rows.map((c) => [c.currencyCode, plainDecimal(c.exchangeRate)]));
  const effective = rows.filter((c) => c.effectiveOrNot);
  const chosen = currencyId === undefined ? effective.find((c) => plainDecimal(c.exchangeRate) === '1') : effective.find((c) => c.id === currencyId);
  if (!chosen) throw currencyId === undefined ? invalid('CurrencyId', 'CalculatorNoBaseCurrency') : invalid('CurrencyId', 'QuotationCurrencyNotFound', { value: currencyId });
  return { rates, customerCurrency: chosen.currencyCode };
}

async function checkShipmentReferences(tx: Executor, actor: Actor, siteId: number, body: Body) {
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  if (warehouse.siteId !== siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  const [country] = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.level, 1), eq(regions.code, body.CountryCode)));
  if (!country) throw invalid('CountryCode', 'QuotationCountryNotFound', { value: body.CountryCode });
  if (body.CarrierId !== undefined) {
    const [carrier] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.id, body.CarrierId), eq(carriers.siteId, siteId), eq(carriers.isEnabled, true)));
    if (!carrier) throw invalid('CarrierId', 'QuotationCarrierNotFound', { value: body.CarrierId });
  }
  if (body.CargoTypeId !== undefined) {
    const [cargo] = await tx
      .select({ id: cargoTypes.id })
      .from(cargoTypes)
      .where(and(eq(cargoTypes.id, body.CargoTypeId), eq(cargoTypes.siteId, siteId)));
    if (!cargo) throw invalid('CargoTypeId', 'InvalidValue');
  }
}

/** Quantities beyond what the engine prices exactly are bad input on the pieces, not a server failure. */
function priceOrRefuse<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (error instanceof PricingRangeError) throw invalid('Pieces', 'NumberTooLarge');
    throw error;
  }
}

/** What pricing read besides the options, for an order to reuse rather than read again. */
export interface FreightReading {
  trial: z.input<typeof contract.freightTrialResult>;
  /** the quotations priced, with their carriers */
  inForce: QuotationInForce[];
  /** every currency's rate to the site's base currency (decimal text) */
  rates: ExchangeRates;
}

/** Every option for the shipment, cheapest first, its breakdown written in the caller's language. */
export async function calculateFreight(
  tx: Executor,
  database: object,
  actor: Actor,
  body: Body,
  language: Language,
  day = today(),
): Promise<z.input<typeof contract.freightTrialResult>> {
  const siteId = actor.population === 'user' ? actor.siteId! : await requireSite(tx, actor, body.SiteId);
  await checkShipmentReferences(tx, actor, siteId, body);
  return priceOnBasis(await readPricingBasis(tx, database, actor, siteId, body, day), body, language, day).trial;
}

/** What pricing reads of a site for one customer, whatever the shipment: their groups, the exchange rates and the quotations in force. */
export interface PricingBasis {
  groups: number[] | null;
  rates: ExchangeRates;
  customerCurrency: string;
  quotations: RememberedQuotations;
  /** the version of the site's pricing tables it was read under (`rememberedUnder` keeps more under it) */
  version: string;
}

/**
 * The pricing basis for the customer `who` names (staff: `UserId`, or every group) in `CurrencyId`
 * (or the base currency). The groups and the version of the site's pricing tables are read at once
 * (one round trip on the pipelining pool; an order sends them with its draft's reads); the
 * currencies and the quotations are read again only when the version has moved since `database`
 * last read them. A refusal of the groups comes before one of the currency.
 */
export async function readPricingBasis(tx: Executor, database: object, actor: Actor, siteId: number, who: { UserId?: number | undefined; CurrencyId?: number | undefined }, day: string): Promise<PricingBasis> {
  const [groupsRead, versionRead] = await Promise.allSettled([groupsFor(tx, actor, siteId, who.UserId), quotationTablesVersion(tx, siteId)]);
  if (groupsRead.status === 'rejected') throw groupsRead.reason;
  if (versionRead.status === 'rejected') throw versionRead.reason;
  const groups = groupsRead.value;
  const version = versionRead.value;
  const [currencyRows, quotations] = await Promise.all([siteCurrencies(tx, database, siteId, version), rememberedQuotationsInForce(tx, database, version, siteId, day, groups)]);
  return { groups, ...ratesOf(currencyRows, who.CurrencyId), quotations, version };
}

/**
 * The shipment priced on a basis, for a caller that has checked its warehouse, cargo type, carrier
 * and country (the calculator's own references, or an order's draft).
 */
export function priceOnBasis(basis: PricingBasis, body: Pick<Body, 'Pieces' | 'DeclaredValue' | 'CountryCode' | 'WarehouseId' | 'CarrierId' | 'CargoTypeId'>, language: Language, day: string): FreightReading {
  const { groups, rates, customerCurrency, quotations } = basis;
  const { inForce } = quotations;
  const shippingNames = new Map(inForce.map((q) => [q.quotation.Id, q.typeOfShippingName]));
  const shipment: Shipment = {
    Pieces: body.Pieces,
    DeclaredValue: body.DeclaredValue,
    CountryCode: body.CountryCode,
    WarehouseId: body.WarehouseId,
    CarrierId: body.CarrierId,
    // Staff pricing for nobody in particular: every quotation's groups are the shipment's.
    CustomerGroupIds: groups ?? [...new Set(inForce.flatMap((q) => q.quotation.CustomerGroupIds))],
    CargoTypeCode: body.CargoTypeId === undefined ? undefined : String(body.CargoTypeId),
    Date: day,
    CustomerCurrencyCode: customerCurrency,
  };
  // Compiled once per remembered set (the engine keeps no state of a shipment in it between calls).
  const priced = priceOrRefuse(() => priceShipment((quotations.compiled ??= compileQuotations(inForce.map((q) => q.quotation))), shipment, rates, language));
  return {
    trial: {
      Options: priced.map((p) => ({ ...p, TypeOfShippingName: shippingNames.get(p.QuotationId) ?? '' })),
      CustomerCurrencyCode: customerCurrency,
      Date: day,
    },
    inForce,
    rates,
  };
}

/** The quotations in force today for the portal user's groups, summarised for reading. */
export async function availableQuotations(tx: Executor, actor: Actor, countryCode: string | undefined) {
  const inForce = await quotationsInForce(tx, actor.siteId!, today(), await customerGroupsOf(tx, actor.userId));
  const country = countryCode?.toUpperCase();
  return inForce
    .filter(({ quotation: q }) => country === undefined || q.CountryCodes.length === 0 || q.CountryCodes.includes(country))
    .map(({ quotation: q, typeOfShippingName, carrierNames, warehouseNames }) => ({
      Id: q.Id,
      Name: q.Name,
      CurrencyCode: q.CurrencyCode,
      TypeOfShippingName: typeOfShippingName,
      MinAging: q.MinAgingDays,
      MaxAging: q.MaxAgingDays,
      BillingMode: q.BillingMode,
      VolumeRatio: plainDecimal(q.VolumeRatio),
      SplitThrowingRatio: plainDecimal(q.SplitThrowingRatio),
      MinimumBillingWeight: plainDecimal(q.MinimumBillingWeight),
      Carry: plainDecimal(q.Carry),
      TaxInclusive: q.TaxInclusive,
      TaxInclusiveUnitPrice: plainDecimal(q.TaxInclusiveUnitPrice),
      EffectiveDate: q.EffectiveDate,
      Deadline: q.Deadline,
      CountryCodes: q.CountryCodes,
      Carriers: carrierNames,
      Warehouses: warehouseNames,
      Ranges: q.Ranges,
      Surcharges: q.Surcharges.map((s) => ({
        ExpenseTypeName: s.ExpenseTypeName,
        Code: s.Code,
        TriggerDataSource: s.TriggerDataSource,
        TriggerRule: s.TriggerRule,
        TriggerValue: s.TriggerValue,
        AmountOfMoney: s.AmountOfMoney,
        CalculationMethod: s.CalculationMethod,
        MiniMumMoney: s.MiniMumMoney,
        FreeWeight: s.FreeWeight,
        FreeQuantity: s.FreeQuantity,
      })),
    }));
}
