import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AccountType, warehouseQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing, plainDecimal } from '../../platform/siteRecords.ts';
import { userRoles, users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { appliesToWarehouse, checkQuotationScope, scopeNames } from './quotationScope.ts';
import { storageFees } from './storageFee.ts';
import { stockLayers } from './stockLayers.ts';
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

/**
 * The fees of a customer's real stock in a warehouse up to a period end (stockLayers.ts): one line
 * per commodity and inbound date, priced with the commodity's measured dimensions (its declared ones
 * until the warehouse measures it; none known: by the piece alone). The quotation must apply to the
 * warehouse and to the customer's groups; customer and warehouse must be the quotation's site's, the
 * warehouse one the caller may use.
 */
export async function calculateCustomerStorageFee(tx: Executor, actor: Actor, body: z.output<typeof contract.calculateCustomerStorageFeeBody>) {
  const row = await warehouseQuotationList.find(tx, actor, body.QuotationId);
  const quotation = warehouseQuotationList.editInfo(row);
  const siteId = row.siteId;
  const [customer] = await tx
    .select({ id: users.id, number: users.number, name: users.userName })
    .from(users)
    .where(and(eq(users.id, body.UserId), eq(users.siteId, siteId), eq(users.accountType, AccountType.SiteUser)));
  if (!customer) throw invalid('UserId', 'CalculatorCustomerNotFound');
  const [warehouse] = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.id, body.WarehouseId), eq(warehouses.siteId, siteId), withinAvailable(await availableWarehouseIds(tx, actor), warehouses.id)));
  if (!warehouse) throw invalid('WarehouseId', 'QuotationWarehouseNotFound', { value: body.WarehouseId });
  if (quotation.SiteJoinWarehouseIds.length > 0 && !quotation.SiteJoinWarehouseIds.includes(warehouse.id)) throw invalid('WarehouseId', 'QuotationNotForWarehouse');
  if (quotation.CustomerGroupIds.length > 0) {
    const [member] = await tx
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, customer.id), inArray(userRoles.roleId, quotation.CustomerGroupIds)))
      .limit(1);
    if (!member) throw invalid('UserId', 'QuotationNotForCustomer');
  }

  const layers = await stockLayers(tx, { siteId, ownerId: customer.id, warehouseId: warehouse.id, periodEndDate: body.PeriodEndDate });
  const goods = layers.length === 0 ? [] : await tx.select().from(commodities).where(inArray(commodities.id, [...new Set(layers.map((l) => l.commodityId))]));
  const byId = new Map(goods.map((c) => [c.id, c]));
  const stock = layers
    .map((layer) => {
      const c = byId.get(layer.commodityId)!;
      const measured = c.measuredAt !== null;
      const [Length, Width, Height] = [measured ? c.measuredLength : c.length, measured ? c.measuredWidth : c.width, measured ? c.measuredHeight : c.height].map((v) => (v === null ? null : plainDecimal(v)));
      return { layer, c, size: { Length: Length ?? null, Width: Width ?? null, Height: Height ?? null } };
    })
    .sort((a, b) => a.c.commodityCode.localeCompare(b.c.commodityCode) || a.layer.inboundDate.localeCompare(b.layer.inboundDate));
  const { Lines, Total } = storageFees(
    quotation,
    stock.map(({ layer, size: { Length, Width, Height } }) => ({
      Pieces: layer.pieces,
      InboundDate: layer.inboundDate,
      ...(Length !== null && Width !== null && Height !== null ? { Length, Width, Height } : { CubicMeters: '0' }),
    })),
    body.PeriodEndDate,
  );
  const lines = Lines.map((fee, i) => {
    const { layer, c, size } = stock[i]!;
    return { ...fee, CommodityId: c.id, CommodityCode: c.commodityCode, CommoditySku: c.commoditySku, CommodityName: c.name, InboundDate: layer.inboundDate, ...size };
  });
  return {
    QuotationId: quotation.Id,
    QuotationName: quotation.Name,
    CurrencyCode: quotation.CurrencyCode,
    PeriodEndDate: body.PeriodEndDate,
    UserId: customer.id,
    MemberNumber: customer.number,
    UserName: customer.name,
    WarehouseId: warehouse.id,
    WarehouseName: warehouse.name,
    Lines: lines,
    Total,
  };
}
