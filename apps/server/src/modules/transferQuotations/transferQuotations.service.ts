import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType, isMessageKey, transferQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { converted, given, siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { containing, ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { roles } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { regions } from '../globalCountries/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { transferQuotationRanges, transferQuotations, transferQuotationSurcharges } from './tables.ts';

/**
 * Transfer quotations of a site (contracts/transferQuotation.ts). A quotation's ranges and
 * surcharges are saved with it in the same transaction, replaced whole, ranges sorted by their
 * start; everything it names (currency, shipping method, scope, expense types, cargo types,
 * countries) must exist in its site, and the audit row holds the whole quotation before and after.
 */

type Row = SiteListRow<typeof transferQuotations>;
type Fields = contract.TransferQuotationFields;
type EditInfo = z.input<typeof contract.transferQuotationEditInfo>;
const ENTITY = 'TransferQuotation';

/** A scope list is stored without repeats. */
const distinct = <V>(values: V[]) => [...new Set(values)];

/** The ranges and surcharges of quotations, by quotation, as the edit form reads them. */
export async function quotationRows(tx: Executor, ids: readonly number[]) {
  const byQuotation = new Map<number, Pick<EditInfo, 'Ranges' | 'Surcharges'>>(ids.map((id) => [id, { Ranges: [], Surcharges: [] }]));
  if (ids.length === 0) return byQuotation;
  // Both read at once (one round trip on the pipelining pool).
  const [ranges, surcharges] = await Promise.all([
    tx
      .select()
      .from(transferQuotationRanges)
      .where(inArray(transferQuotationRanges.quotationId, [...ids]))
      .orderBy(asc(transferQuotationRanges.quotationId), asc(transferQuotationRanges.sequence)),
    tx
      .select({ s: transferQuotationSurcharges, expenseTypeName: expenseTypes.name })
      .from(transferQuotationSurcharges)
      .leftJoin(expenseTypes, eq(expenseTypes.id, transferQuotationSurcharges.expenseTypeId))
      .where(inArray(transferQuotationSurcharges.quotationId, [...ids]))
      .orderBy(asc(transferQuotationSurcharges.quotationId), asc(transferQuotationSurcharges.sequence)),
  ]);
  for (const r of ranges) {
    byQuotation.get(r.quotationId)?.Ranges.push({
      StartingRange: plainDecimal(r.startingRange),
      EndRange: plainDecimal(r.endRange),
      FirstWeightUnitPrice: plainDecimal(r.firstWeightUnitPrice),
      UnitPrice: plainDecimal(r.unitPrice),
      AdditionalCost: plainDecimal(r.additionalCost),
    });
  }
  for (const { s, expenseTypeName } of surcharges) {
    byQuotation.get(s.quotationId)?.Surcharges.push({
      ExpenseTypeId: s.expenseTypeId,
      ExpenseTypeName: expenseTypeName ?? s.code,
      Code: s.code,
      TriggerDataSource: s.triggerDataSource,
      TriggerRule: s.triggerRule,
      TriggerValue: s.triggerValue,
      AmountOfMoney: plainDecimal(s.amountOfMoney),
      CalculationMethod: s.calculationMethod,
      MiniMumMoney: plainDecimal(s.miniMumMoney),
      FreeWeight: plainDecimal(s.freeWeight),
      FreeQuantity: s.freeQuantity,
      FirstCharge: s.firstCharge,
      AllowRefunds: s.allowRefunds,
      CbmVolumeRatio: plainDecimal(s.cbmVolumeRatio),
      VolumeUnitPrice: plainDecimal(s.volumeUnitPrice),
      VolumeAccumulation: s.volumeAccumulation,
    });
  }
  return byQuotation;
}

async function ownedOf(tx: Executor, id: number) {
  return (await quotationRows(tx, [id])).get(id) ?? { Ranges: [], Surcharges: [] };
}

/** Ranges sorted by their start (the rules already made them contiguous); surcharges in the order sent. */
async function replaceOwned(tx: Executor, q: Row, f: Fields, expenseCodes: Map<number, string>) {
  await tx.delete(transferQuotationRanges).where(eq(transferQuotationRanges.quotationId, q.id));
  await tx.delete(transferQuotationSurcharges).where(eq(transferQuotationSurcharges.quotationId, q.id));
  const ranges = [...f.Ranges].sort((a, b) => new Decimal(a.StartingRange).comparedTo(b.StartingRange));
  await tx.insert(transferQuotationRanges).values(
    ranges.map((r, sequence) => ({
      siteId: q.siteId,
      quotationId: q.id,
      sequence,
      startingRange: r.StartingRange,
      endRange: r.EndRange,
      firstWeightUnitPrice: r.FirstWeightUnitPrice,
      unitPrice: r.UnitPrice,
      additionalCost: r.AdditionalCost,
    })),
  );
  if (f.Surcharges.length === 0) return;
  await tx.insert(transferQuotationSurcharges).values(
    f.Surcharges.map((s, sequence) => ({
      siteId: q.siteId,
      quotationId: q.id,
      sequence,
      expenseTypeId: s.ExpenseTypeId,
      code: s.Code || (expenseCodes.get(s.ExpenseTypeId) ?? ''),
      triggerDataSource: s.TriggerDataSource,
      triggerRule: s.TriggerDataSource === 'Always' ? 'GreaterThan' : s.TriggerRule,
      triggerValue: contract.normalTriggerValue(s.TriggerDataSource, s.TriggerValue),
      amountOfMoney: s.AmountOfMoney,
      calculationMethod: s.CalculationMethod,
      miniMumMoney: s.MiniMumMoney,
      freeWeight: s.FreeWeight,
      freeQuantity: s.FreeQuantity,
      firstCharge: s.FirstCharge,
      allowRefunds: s.AllowRefunds,
      cbmVolumeRatio: s.CbmVolumeRatio,
      volumeUnitPrice: s.VolumeUnitPrice,
      volumeAccumulation: s.VolumeAccumulation,
    })),
  );
}

/** The first of `wanted` not among `found`, named as `field.<index>`. */
function firstMissing<T>(field: string, wanted: readonly T[], found: ReadonlySet<T>, key: Parameters<typeof invalid>[1]) {
  const index = wanted.findIndex((v) => !found.has(v));
  if (index >= 0) throw invalid(`${field}.${index}`, key, { value: String(wanted[index]) });
}

const idsOf = async (tx: Executor, rows: Promise<{ id: number }[]>) => new Set((await rows).map((r) => r.id));

/** Everything the quotation names must exist in its site; answers the expense types' codes. */
async function checkReferences(tx: Executor, siteId: number, f: Fields): Promise<Map<number, string>> {
  const [currency] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.id, f.CurrencyId), eq(currencies.siteId, siteId), eq(currencies.effectiveOrNot, true)));
  if (!currency) throw invalid('CurrencyId', 'QuotationCurrencyNotFound', { value: f.CurrencyId });
  const [shipping] = await tx
    .select({ id: typeOfShippings.id })
    .from(typeOfShippings)
    .where(and(eq(typeOfShippings.id, f.TypeOfShippingId), eq(typeOfShippings.siteId, siteId), eq(typeOfShippings.isEnabled, true)));
  if (!shipping) throw invalid('TypeOfShippingId', 'QuotationShippingMethodNotFound');
  if (f.CarrierIds.length > 0) {
    const found = await idsOf(tx, tx.select({ id: carriers.id }).from(carriers).where(and(eq(carriers.siteId, siteId), inArray(carriers.id, f.CarrierIds))));
    firstMissing('CarrierIds', f.CarrierIds, found, 'QuotationCarrierNotFound');
  }
  if (f.WarehouseIds.length > 0) {
    const found = await idsOf(tx, tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, siteId), inArray(warehouses.id, f.WarehouseIds))));
    firstMissing('WarehouseIds', f.WarehouseIds, found, 'QuotationWarehouseNotFound');
  }
  if (f.CustomerGroupIds.length > 0) {
    const found = await idsOf(
      tx,
      tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.siteId, siteId), eq(roles.population, AccountType.SiteUser), inArray(roles.id, f.CustomerGroupIds))),
    );
    firstMissing('CustomerGroupIds', f.CustomerGroupIds, found, 'QuotationCustomerGroupNotFound');
  }
  const triggerCountries = f.Surcharges.flatMap((s) => (s.TriggerDataSource === 'Country' ? contract.normalTriggerValue('Country', s.TriggerValue).split(',') : []));
  const countries = [...new Set([...f.CountryCodes, ...triggerCountries])];
  if (countries.length > 0) {
    const known = new Set((await tx.select({ code: regions.code }).from(regions).where(and(eq(regions.level, 1), inArray(regions.code, countries)))).map((r) => r.code));
    firstMissing('CountryCodes', f.CountryCodes, known, 'QuotationCountryNotFound');
    f.Surcharges.forEach((s, i) => {
      if (s.TriggerDataSource !== 'Country') return;
      const codes = contract.normalTriggerValue('Country', s.TriggerValue).split(',');
      const missing = codes.find((code) => !known.has(code));
      if (missing) throw invalid(`Surcharges.${i}.TriggerValue`, 'QuotationCountryNotFound', { value: missing });
    });
  }
  const cargoIds = [...new Set(f.Surcharges.flatMap((s) => (s.TriggerDataSource === 'CargoType' ? contract.triggerValueItems(s.TriggerValue).map(Number) : [])))];
  if (cargoIds.length > 0) {
    const found = await idsOf(tx, tx.select({ id: cargoTypes.id }).from(cargoTypes).where(and(eq(cargoTypes.siteId, siteId), inArray(cargoTypes.id, cargoIds))));
    f.Surcharges.forEach((s, i) => {
      if (s.TriggerDataSource === 'CargoType' && contract.triggerValueItems(s.TriggerValue).some((id) => !found.has(Number(id)))) {
        throw invalid(`Surcharges.${i}.TriggerValue`, 'InvalidValue');
      }
    });
  }
  const expenseIds = [...new Set(f.Surcharges.map((s) => s.ExpenseTypeId))];
  const codes = new Map<number, string>();
  if (expenseIds.length > 0) {
    const rows = await tx
      .select({ id: expenseTypes.id, code: expenseTypes.code })
      .from(expenseTypes)
      .where(and(eq(expenseTypes.siteId, siteId), eq(expenseTypes.isEnabled, true), inArray(expenseTypes.id, expenseIds)));
    for (const r of rows) codes.set(r.id, r.code);
    const index = f.Surcharges.findIndex((s) => !codes.has(s.ExpenseTypeId));
    if (index >= 0) throw invalid(`Surcharges.${index}.ExpenseTypeId`, 'QuotationExpenseTypeNotFound');
  }
  return codes;
}

/** Today as yyyy-mm-dd in the server's time zone: the day quotations are judged in force on. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Effective and within its dates on `day`. */
export const inForceOn = (day: string) =>
  and(eq(transferQuotations.isEffective, true), sql`${transferQuotations.effectiveDate} <= ${day}::date`, sql`(${transferQuotations.deadline} is null or ${transferQuotations.deadline} >= ${day}::date)`);

/** Rows whose scope list is empty (all) or holds `value`. */
const inScope = (column: typeof transferQuotations.carrierIds | typeof transferQuotations.countryCodes, value: number | string) =>
  sql`(cardinality(${column}) = 0 or ${value} = any(${column}))`;

/** Names by id of the records a page of quotations names. */
async function namesOf(tx: Executor, rows: Row[]) {
  const all = (pick: (r: Row) => (number | null)[]) => [...new Set(rows.flatMap(pick).filter((id): id is number => id !== null))];
  const lookup = async (ids: number[], read: (ids: number[]) => Promise<{ id: number; name: string }[]>) => new Map(ids.length ? (await read(ids)).map((r) => [r.id, r.name]) : []);
  const currencyIds = all((r) => [r.currencyId]);
  const shippingIds = all((r) => [r.typeOfShippingId]);
  const currencyCodes = await lookup(currencyIds, (ids) => tx.select({ id: currencies.id, name: currencies.currencyCode }).from(currencies).where(inArray(currencies.id, ids)));
  const shippings = new Map(
    shippingIds.length
      ? (await tx.select({ id: typeOfShippings.id, name: typeOfShippings.name, min: typeOfShippings.minAging, max: typeOfShippings.maxAging }).from(typeOfShippings).where(inArray(typeOfShippings.id, shippingIds))).map((r) => [r.id, r])
      : [],
  );
  const carrierNames = await lookup(all((r) => r.carrierIds), (ids) => tx.select({ id: carriers.id, name: carriers.name }).from(carriers).where(inArray(carriers.id, ids)));
  const warehouseNames = await lookup(all((r) => r.warehouseIds), (ids) => tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, ids)));
  const groupNames = await lookup(all((r) => r.customerGroupIds), (ids) => tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids)));
  return { currencyCodes, shippings, carrierNames, warehouseNames, groupNames };
}

const named = (ids: number[], names: Map<number, string>) => ids.flatMap((id) => (names.has(id) ? [{ Id: id, Name: names.get(id)! }] : []));

/** The expense types' codes found while checking a save, for `replace` to name each surcharge by. */
const expenseCodes = new WeakMap<Fields, Map<number, string>>();

export const transferQuotationList = siteList({
  table: transferQuotations,
  entity: ENTITY,
  contract: contract.transferQuotationFields,
  fields: {
    Name: transferQuotations.name,
    CurrencyId: transferQuotations.currencyId,
    TypeOfShippingId: transferQuotations.typeOfShippingId,
    BillingMode: transferQuotations.billingMode,
    VolumeRatio: transferQuotations.volumeRatio,
    SuperMaterialVolumeRatio: transferQuotations.superMaterialVolumeRatio,
    SuperMaterialLongestSideCm: transferQuotations.superMaterialLongestSide,
    SplitThrowingRatio: transferQuotations.splitThrowingRatio,
    MinimumBillingWeight: transferQuotations.minimumBillingWeight,
    Carry: transferQuotations.carry,
    TaxInclusive: transferQuotations.taxInclusive,
    TaxInclusiveUnitPrice: transferQuotations.taxInclusiveUnitPrice,
    IsEffective: transferQuotations.isEffective,
    EffectiveDate: transferQuotations.effectiveDate,
    Deadline: transferQuotations.deadline,
    DisplayOrder: transferQuotations.displayOrder,
    CarrierIds: converted(transferQuotations.carrierIds, { write: distinct<number> }),
    WarehouseIds: converted(transferQuotations.warehouseIds, { write: distinct<number> }),
    CustomerGroupIds: converted(transferQuotations.customerGroupIds, { write: distinct<number> }),
    CountryCodes: converted(transferQuotations.countryCodes, { write: distinct<string> }),
  },
  owned: {
    read: (tx, row) => ownedOf(tx, row.id),
    replace: async (tx, row, f) => replaceOwned(tx, row, f, expenseCodes.get(f) ?? new Map()),
  },
  unique: [{ field: 'Name', column: transferQuotations.name, value: (f) => f.Name }],
  hooks: {
    beforeWrite: async (tx, { siteId, fields }) => {
      expenseCodes.set(fields, await checkReferences(tx, siteId, fields));
    },
  },
  filters: (q: z.output<typeof contract.transferQuotationQuery>) => [
    given(q.Name, (v) => containing(transferQuotations.name, v)),
    given(q.IsEffective, (v) => eq(transferQuotations.isEffective, v)),
    given(q.CarrierId, (v) => inScope(transferQuotations.carrierIds, v)),
    given(q.CountryCode, (v) => inScope(transferQuotations.countryCodes, v.toUpperCase())),
  ],
  order: () => [asc(transferQuotations.siteId), asc(transferQuotations.displayOrder), asc(transferQuotations.name)],
  extra: async (tx, rows) => {
    const names = await namesOf(tx, rows);
    const owned = await quotationRows(
      tx,
      rows.map((r) => r.id),
    );
    const day = today();
    return (r) => {
      const shipping = r.typeOfShippingId === null ? undefined : names.shippings.get(r.typeOfShippingId);
      return {
        CurrencyCode: r.currencyId === null ? '' : (names.currencyCodes.get(r.currencyId) ?? ''),
        TypeOfShippingName: shipping?.name ?? '',
        MinAging: shipping?.min ?? 0,
        MaxAging: shipping?.max ?? 0,
        Carriers: named(r.carrierIds, names.carrierNames),
        Warehouses: named(r.warehouseIds, names.warehouseNames),
        CustomerGroups: named(r.customerGroupIds, names.groupNames),
        RangeCount: owned.get(r.id)?.Ranges.length ?? 0,
        SurchargeCount: owned.get(r.id)?.Surcharges.length ?? 0,
        InForce: r.isEffective && r.effectiveDate <= day && (r.deadline === null || r.deadline >= day),
      };
    };
  },
  detailExtra: (tx, row) => ownedOf(tx, row.id),
});

/** Makes quotations effective or not; every Id must be a quotation of the caller's site. */
export async function setEffective(tx: Executor, actor: Actor, ids: readonly number[], isEffective: boolean) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(transferQuotations)
    .where(and(inArray(transferQuotations.id, unique), ...ofCallerSite(transferQuotations.siteId, actor)));
  if (rows.length !== unique.length) throw notFound();
  const changing = rows.filter((r) => r.isEffective !== isEffective);
  if (changing.length === 0) return { Changed: 0 };
  await tx
    .update(transferQuotations)
    .set({ isEffective })
    .where(
      inArray(
        transferQuotations.id,
        changing.map((r) => r.id),
      ),
    );
  for (const r of changing) {
    await recordAudit(tx, { siteId: r.siteId, actorId: actor.userId, entity: ENTITY, entityId: r.id, action: 'Edit', before: { IsEffective: r.isEffective }, after: { IsEffective: isEffective } });
  }
  return { Changed: changing.length };
}

/** A new quotation with the source's fields, scope, ranges and surcharges under `name`, not effective yet. */
export async function copyQuotation(tx: Executor, actor: Actor, id: number, name: string) {
  const source = await transferQuotationList.getEdit(tx, actor, id);
  if (source.CurrencyId === null) throw invalid('CurrencyId', 'QuotationCurrencyNotFound', { value: '' });
  if (source.TypeOfShippingId === null) throw invalid('TypeOfShippingId', 'QuotationShippingMethodNotFound');
  const removed = source.Surcharges.findIndex((s) => s.ExpenseTypeId === null);
  if (removed >= 0) throw invalid(`Surcharges.${removed}.ExpenseTypeId`, 'QuotationExpenseTypeNotFound');
  const { Id: _id, ...values } = source;
  // Read back as the form would send it: a quotation stored under older rules is refused like a form would be.
  const parsed = contract.addTransferQuotationBody.safeParse({
    ...values,
    Name: name,
    IsEffective: false,
    Deadline: source.Deadline ?? undefined,
    Surcharges: source.Surcharges.map(({ ExpenseTypeName: _name, ...s }) => s),
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw invalid(issue?.path.join('.') ?? 'Id', issue && isMessageKey(issue.message) ? issue.message : 'InvalidValue');
  }
  return transferQuotationList.add(tx, actor, parsed.data);
}
