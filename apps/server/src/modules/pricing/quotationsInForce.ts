import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AccountType } from '@lbo/contracts';
import { runPlainRead, type Executor, type PlainRead } from '../../platform/db.ts';
import { roles, userRoles } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { transferQuotationRanges, transferQuotations, transferQuotationSurcharges } from '../transferQuotations/tables.ts';
import { inForceOn, quotationRows } from '../transferQuotations/index.ts';
import { valueAddedServiceGroups, valueAddedServices } from '../valueAddedServices/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import type { CompiledQuotations } from './engine/index.ts';
import type { BillingMode, CalculationMethod, TransferQuotation, TriggerDataSource, TriggerRule } from './engine/types.ts';

/**
 * The transfer quotations of a site in force on a day, read as the pricing engine's input. A
 * quotation whose currency or shipping method has been deleted since cannot be priced and is left
 * out, as are surcharges whose expense type is gone (they no longer name a fee).
 */

export interface QuotationInForce {
  quotation: TransferQuotation;
  typeOfShippingName: string;
  carrierNames: string[];
  warehouseNames: string[];
}

/** The enabled customer groups (portal roles) a portal user holds. */
export async function customerGroupsOf(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.isEnabled, true), eq(roles.population, AccountType.SiteUser)));
  return rows.map((r) => r.id);
}

/**
 * Quotations of `siteId` in force on `day` (yyyy-mm-dd) for customers in `groups` (a quotation
 * for no group in particular is for everyone), or for every group when `groups` is null.
 */
export async function quotationsInForce(tx: Executor, siteId: number, day: string, groups: readonly number[] | null): Promise<QuotationInForce[]> {
  const forGroups = groups === null ? undefined : sql`(cardinality(${transferQuotations.customerGroupIds}) = 0 or ${transferQuotations.customerGroupIds} && ${sql.param([...groups])}::int[])`;
  const rows = await tx
    .select({ q: transferQuotations, currencyCode: currencies.currencyCode, shipping: typeOfShippings })
    .from(transferQuotations)
    .innerJoin(currencies, eq(currencies.id, transferQuotations.currencyId))
    .innerJoin(typeOfShippings, eq(typeOfShippings.id, transferQuotations.typeOfShippingId))
    .where(and(eq(transferQuotations.siteId, siteId), inForceOn(day), forGroups))
    .orderBy(asc(transferQuotations.displayOrder), asc(transferQuotations.name));
  const carrierIds = [...new Set(rows.flatMap((r) => r.q.carrierIds))];
  const warehouseIds = [...new Set(rows.flatMap((r) => r.q.warehouseIds))];
  // What the quotations own and name, read at once (one round trip on the pipelining pool).
  const [owned, carrierRows, warehouseRows] = await Promise.all([
    quotationRows(
      tx,
      rows.map((r) => r.q.id),
    ),
    carrierIds.length ? tx.select({ id: carriers.id, name: carriers.name, alias: carriers.alias }).from(carriers).where(inArray(carriers.id, carrierIds)) : [],
    warehouseIds.length ? tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, warehouseIds)) : [],
  ]);
  const carrierNames = new Map(carrierRows.map((c) => [c.id, c.alias || c.name]));
  const warehouseNames = new Map(warehouseRows.map((w) => [w.id, w.name]));
  return rows.map(({ q, currencyCode, shipping }) => {
    const { Ranges, Surcharges } = owned.get(q.id) ?? { Ranges: [], Surcharges: [] };
    return {
      typeOfShippingName: shipping.name,
      carrierNames: q.carrierIds.flatMap((id) => carrierNames.get(id) ?? []),
      warehouseNames: q.warehouseIds.flatMap((id) => warehouseNames.get(id) ?? []),
      quotation: {
        Id: q.id,
        Name: q.name,
        CurrencyCode: currencyCode,
        BillingMode: q.billingMode as BillingMode,
        VolumeRatio: q.volumeRatio,
        SuperMaterialVolumeRatio: q.superMaterialVolumeRatio,
        SuperMaterialLongestSideCm: q.superMaterialLongestSide,
        SplitThrowingRatio: q.splitThrowingRatio,
        MinimumBillingWeight: q.minimumBillingWeight,
        Carry: q.carry,
        TaxInclusive: q.taxInclusive,
        TaxInclusiveUnitPrice: q.taxInclusiveUnitPrice,
        IsEffective: q.isEffective,
        EffectiveDate: q.effectiveDate,
        Deadline: q.deadline,
        DisplayOrder: q.displayOrder,
        CarrierIds: q.carrierIds,
        WarehouseIds: q.warehouseIds,
        CustomerGroupIds: q.customerGroupIds,
        CountryCodes: q.countryCodes,
        MinAgingDays: shipping.minAging,
        MaxAgingDays: shipping.maxAging,
        Ranges,
        Surcharges: Surcharges.flatMap((s) =>
          s.ExpenseTypeId === null
            ? []
            : [
                {
                  ...s,
                  ExpenseTypeId: s.ExpenseTypeId,
                  TriggerDataSource: s.TriggerDataSource as TriggerDataSource,
                  TriggerRule: s.TriggerRule as TriggerRule,
                  CalculationMethod: s.CalculationMethod as CalculationMethod,
                },
              ],
        ),
      },
    };
  });
}

/** The tables pricing remembers what it read of (under `quotationTablesVersion`), each with the condition naming a site's rows ($1). */
const VERSIONED_TABLES: [PgTable, string][] = [
  [transferQuotations, 'site_id = $1'],
  [transferQuotationRanges, `quotation_id in (select id from ${getTableName(transferQuotations)} where site_id = $1)`],
  [transferQuotationSurcharges, `quotation_id in (select id from ${getTableName(transferQuotations)} where site_id = $1)`],
  [currencies, 'site_id = $1'],
  [typeOfShippings, 'site_id = $1'],
  [expenseTypes, 'site_id = $1'],
  [carriers, 'site_id = $1'],
  [warehouses, 'site_id = $1'],
  [valueAddedServices, 'site_id = $1'],
  [valueAddedServiceGroups, 'site_id = $1'],
];

/** One statement, planned once per connection (it runs with every price). */
const VERSION_READ: PlainRead = {
  name: 'lbo_pricing_tables_version',
  text: `select concat_ws(' ', ${VERSIONED_TABLES.map(([table, where]) => `(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${getTableName(table)} where ${where})`).join(', ')})`,
};

/**
 * The version of what pricing reads of a site (the quotations, their ranges and surcharges, and the
 * currencies, shipping methods, expense types, carriers, warehouses and value-added services): per
 * table, its rows' count and the sum of their `xmin` (the transaction that wrote each row version).
 * Every insert, update or delete changes one of the two, so the version moves with any change, and
 * reading it costs the server a pass over these few rows instead of sending them.
 */
export async function quotationTablesVersion(tx: Executor, siteId: number): Promise<string> {
  const [row] = await runPlainRead(tx, VERSION_READ, [siteId]);
  return String(row![0]);
}

/** Per database (tests open many, whose sites and versions may coincide): what was read under which version. */
const rememberedOf = new WeakMap<object, Map<string, { version: string; value: unknown }>>();
const MAX_REMEMBERED = 1000;

/**
 * What `read` reads of the site's versioned tables (`VERSIONED_TABLES`), remembered for `database`
 * and `key` under `version` (read by `quotationTablesVersion` in the caller's transaction, before
 * `read` runs): while the version holds, nothing is read again. Rows read after the version are at
 * least as new as it, so nothing remembered is older than the version it is kept under. The value
 * is shared by every caller: nobody may change it.
 */
export async function rememberedUnder<T>(database: object, key: string, version: string, read: () => Promise<T>): Promise<T> {
  let remembered = rememberedOf.get(database);
  if (!remembered) rememberedOf.set(database, (remembered = new Map()));
  const known = remembered.get(key);
  if (known?.version === version) return known.value as T;
  const value = await read();
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, { version, value });
  return value;
}

/** Quotations in force as read under one version of their tables, compiled once for the pricing engine when first priced. */
export interface RememberedQuotations {
  inForce: QuotationInForce[];
  compiled?: CompiledQuotations;
}

/** `quotationsInForce`, remembered (`rememberedUnder`) per site, day and customer groups. */
export function rememberedQuotationsInForce(tx: Executor, database: object, version: string, siteId: number, day: string, groups: readonly number[] | null): Promise<RememberedQuotations> {
  const key = `quotations/${siteId}/${day}/${groups === null ? '*' : [...groups].sort((a, b) => a - b).join(',')}`;
  return rememberedUnder(database, key, version, async () => ({ inForce: await quotationsInForce(tx, siteId, day, groups) }));
}
