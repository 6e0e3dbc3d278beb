import { asc, desc, eq } from 'drizzle-orm';
import { warehouseQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { appliesToWarehouse, checkQuotationScope, scopeNames } from './quotationScope.ts';
import { storageFees } from './storageFee.ts';
import { warehouseQuotations } from './tables.ts';

/**
 * Warehouse (storage) quotations of a site. Rules: the name is unique in the site; the scope
 * (warehouses, customer groups, currency) is the site's; ultra-long stock starts after the
 * rent-free days (the contract, and a check constraint). Fees: storageFee.ts.
 */

export const warehouseQuotationList = siteList({
  table: warehouseQuotations,
  entity: 'WarehouseQuotation',
  contract: contract.warehouseQuotationFields,
  fields: {
    Name: warehouseQuotations.name,
    SiteJoinWarehouseIds: warehouseQuotations.warehouseIds,
    CustomerGroupIds: warehouseQuotations.customerGroupIds,
    CurrencyCode: warehouseQuotations.currencyCode,
    RentFreeDays: warehouseQuotations.rentFreeDays,
    CubicAmount: warehouseQuotations.cubicAmount,
    SinglePieceAmount: warehouseQuotations.singlePieceAmount,
    UltraLongInventoryTime: warehouseQuotations.ultraLongInventoryTime,
    UltraLongInventoryCubicAmount: warehouseQuotations.ultraLongInventoryCubicAmount,
    UltraLongInventorySinglePieceAmount: warehouseQuotations.ultraLongInventorySinglePieceAmount,
    StartDate: warehouseQuotations.startDate,
    IsEffective: warehouseQuotations.isEffective,
    Remarks: warehouseQuotations.remarks,
  },
  unique: [{ field: 'Name', column: warehouseQuotations.name, value: (f) => f.Name }],
  hooks: { beforeWrite: (tx, { actor, siteId, fields, before }) => checkQuotationScope(tx, actor, siteId, fields, before) },
  filters: (q: z.output<typeof contract.warehouseQuotationQuery>) => [
    given(q.Name, (v) => containing(warehouseQuotations.name, v)),
    given(q.IsEffective, (v) => eq(warehouseQuotations.isEffective, v)),
    given(q.SiteJoinWarehouseId, (v) => appliesToWarehouse(warehouseQuotations.warehouseIds, v)),
  ],
  order: (q) => [q.descendingOrder ? desc(warehouseQuotations.createdAt) : asc(warehouseQuotations.createdAt), desc(warehouseQuotations.id)],
  extra: scopeNames,
});

/** The fees of stock lines under one of the caller's site's quotations (any, effective or not: it is a trial). */
export async function calculateStorageFee(tx: Executor, actor: Actor, body: z.output<typeof contract.calculateStorageFeeBody>) {
  const quotation = warehouseQuotationList.editInfo(await warehouseQuotationList.find(tx, actor, body.QuotationId));
  return {
    QuotationId: quotation.Id,
    QuotationName: quotation.Name,
    CurrencyCode: quotation.CurrencyCode,
    PeriodEndDate: body.PeriodEndDate,
    ...storageFees(quotation, body.Lines, body.PeriodEndDate),
  };
}
