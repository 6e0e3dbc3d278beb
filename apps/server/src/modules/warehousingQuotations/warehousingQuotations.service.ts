import { asc, desc, eq } from 'drizzle-orm';
import type { warehousingQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { given, siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { containing, plainDecimal } from '../../platform/siteRecords.ts';
import { appliesToWarehouse, checkQuotationScope, scopeNames } from '../warehouseQuotations/index.ts';
import { warehousingQuotations } from './tables.ts';

/**
 * Warehousing (inbound) quotations of a site. Rules: the name is unique in the site; the scope is
 * the site's; the end date, when given, is not before the start date (the contract, and a check
 * constraint).
 */

type Row = SiteListRow<typeof warehousingQuotations>;

const editInfo = (r: Row): z.output<typeof contract.warehousingQuotationEditInfo> => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  SiteJoinWarehouseIds: r.warehouseIds,
  CustomerGroupIds: r.customerGroupIds,
  CurrencyCode: r.currencyCode,
  PieceAmount: plainDecimal(r.pieceAmount),
  WeightAmount: plainDecimal(r.weightAmount),
  CubicAmount: plainDecimal(r.cubicAmount),
  MinimumCharge: plainDecimal(r.minimumCharge),
  StartDate: r.startDate,
  EndDate: r.endDate ?? '',
  IsEffective: r.isEffective,
  Remarks: r.remarks,
});

const columns = (f: contract.WarehousingQuotationFields) => ({
  name: f.Name,
  warehouseIds: f.SiteJoinWarehouseIds,
  customerGroupIds: f.CustomerGroupIds,
  currencyCode: f.CurrencyCode,
  pieceAmount: f.PieceAmount,
  weightAmount: f.WeightAmount,
  cubicAmount: f.CubicAmount,
  minimumCharge: f.MinimumCharge,
  startDate: f.StartDate,
  endDate: f.EndDate ?? null,
  isEffective: f.IsEffective,
  remarks: f.Remarks,
});

export const warehousingQuotationList = siteList({
  table: warehousingQuotations,
  entity: 'WarehousingQuotation',
  editInfo,
  columns,
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
