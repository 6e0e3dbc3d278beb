import { asc, desc, eq } from 'drizzle-orm';
import { warehousingQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { converted, given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { appliesToWarehouse, checkQuotationScope, scopeNames } from '../warehouseQuotations/index.ts';
import { warehousingQuotations } from './tables.ts';

/**
 * Warehousing (inbound) quotations of a site. Rules: the name is unique in the site; the scope is
 * the site's; the end date, when given, is not before the start date (the contract, and a check
 * constraint).
 */

export const warehousingQuotationList = siteList({
  table: warehousingQuotations,
  entity: 'WarehousingQuotation',
  contract: contract.warehousingQuotationFields,
  fields: {
    Name: warehousingQuotations.name,
    SiteJoinWarehouseIds: warehousingQuotations.warehouseIds,
    CustomerGroupIds: warehousingQuotations.customerGroupIds,
    CurrencyCode: warehousingQuotations.currencyCode,
    PieceAmount: warehousingQuotations.pieceAmount,
    WeightAmount: warehousingQuotations.weightAmount,
    CubicAmount: warehousingQuotations.cubicAmount,
    MinimumCharge: warehousingQuotations.minimumCharge,
    StartDate: warehousingQuotations.startDate,
    // Open-ended reads as '' on the form.
    EndDate: converted(warehousingQuotations.endDate, { read: (end) => end ?? '' }),
    IsEffective: warehousingQuotations.isEffective,
    Remarks: warehousingQuotations.remarks,
  },
  unique: [{ field: 'Name', column: warehousingQuotations.name, value: (f) => f.Name }],
  hooks: { beforeWrite: (tx, { actor, siteId, fields, before }) => checkQuotationScope(tx, actor, siteId, fields, before) },
  filters: (q: z.output<typeof contract.warehousingQuotationQuery>) => [
    given(q.Name, (v) => containing(warehousingQuotations.name, v)),
    given(q.IsEffective, (v) => eq(warehousingQuotations.isEffective, v)),
    given(q.SiteJoinWarehouseId, (v) => appliesToWarehouse(warehousingQuotations.warehouseIds, v)),
  ],
  order: (q) => [q.descendingOrder ? desc(warehousingQuotations.createdAt) : asc(warehousingQuotations.createdAt), desc(warehousingQuotations.id)],
  extra: scopeNames,
});
