import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { roles, userRoles } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { transferQuotations } from '../transferQuotations/tables.ts';
import { inForceOn, quotationRows } from '../transferQuotations/index.ts';
import { warehouses } from '../warehouses/tables.ts';
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
