import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { quotationScopeFields, quotationScopeNames, isoDate, rate } from './quotationScope.ts';
import { siteListCalls } from './siteListCalls.ts';
import { boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Warehouse (storage) quotations (spec domain §3 "Warehouse quotation"): the rent a site charges for
 * goods kept in its warehouses, per day, after the rent-free days. Meanings of the spec's fields:
 *
 * - RentFreeDays: the first days in stock cost nothing (the inbound day is day 1).
 * - CubicAmount: per cubic metre per day; SinglePieceAmount: per piece per day. A day costs the
 *   larger of the two (volume × CubicAmount, pieces × SinglePieceAmount), not their sum: both
 *   price the same occupancy, the cubic rate for bulky goods and the piece rate as the floor for
 *   small ones; a quotation that charges only one way leaves the other at 0.
 * - UltraLongInventoryTime: the days in stock after which goods are "ultra-long" stock; from day
 *   UltraLongInventoryTime + 1 the UltraLongInventory amounts apply instead. It must be greater than
 *   RentFreeDays.
 * - StartDate: the quotation prices days from this date on; earlier days are not charged by it
 *   (the rent-free days still count from the inbound date).
 * - IsEffective: whether the quotation is in force; a draft or retired quotation is kept but off.
 * The fee of a stock line is worked out by the storage-fee calculator (CalculateStorageFee; rules in
 * apps/server/src/modules/warehouseQuotations/storageFee.ts and docs/ARCHITECTURE.md "Storage fees").
 */

export const WAREHOUSE_QUOTATION_NAME_MAX = 64;
export const WAREHOUSE_QUOTATION_REMARKS_MAX = 255;
/** Days are whole numbers up to ten years. */
export const STORAGE_DAYS_MAX = 3650;
/** At most this many stock lines per calculation. */
export const STORAGE_FEE_LINES_MAX = 200;

const days = () => z.int32({ error: wholeNumberError }).min(0).max(STORAGE_DAYS_MAX);

const warehouseQuotationShape = {
  Name: requiredText(WAREHOUSE_QUOTATION_NAME_MAX),
  ...quotationScopeFields,
  RentFreeDays: days(),
  CubicAmount: rate(),
  SinglePieceAmount: rate(),
  UltraLongInventoryTime: days(),
  UltraLongInventoryCubicAmount: rate(),
  UltraLongInventorySinglePieceAmount: rate(),
  StartDate: isoDate(),
  IsEffective: z.boolean().default(true),
  Remarks: optionalText(WAREHOUSE_QUOTATION_REMARKS_MAX),
};
export type WarehouseQuotationFields = z.output<z.ZodObject<typeof warehouseQuotationShape>>;

/** Ultra-long stock starts after the rent-free days. */
const ultraLongAfterFreeDays = (f: WarehouseQuotationFields, ctx: z.RefinementCtx) => {
  if (f.UltraLongInventoryTime <= f.RentFreeDays) ctx.addIssue({ code: 'custom', path: ['UltraLongInventoryTime'], message: 'UltraLongNotAfterFreeDays' });
};

const quotationList = siteListCalls('WarehouseQuotation', {
  fields: warehouseQuotationShape,
  rules: (schema) => schema.superRefine(ultraLongAfterFreeDays),
  query: pagedQuery.extend({
    Name: z.string().max(WAREHOUSE_QUOTATION_NAME_MAX).optional(),
    IsEffective: z.boolean().optional(),
    SiteJoinWarehouseId: recordId().optional(),
    ...siteChoice,
  }),
  row: quotationScopeNames,
  summaries: {
    list: 'Warehouse (storage) quotations of the site for the list page, newest first',
    add: 'Create a warehouse quotation; the name is unique in the site',
    getEdit: 'The edit form values of a warehouse quotation',
    edit: 'Save a warehouse quotation',
    delete: 'Delete a warehouse quotation',
    detail: 'A warehouse quotation with its change history',
  },
});

export const {
  fields: warehouseQuotationFields,
  addBody: addWarehouseQuotationBody,
  editBody: editWarehouseQuotationBody,
  editInfo: warehouseQuotationEditInfo,
  row: warehouseQuotationRow,
  detail: warehouseQuotationDetail,
} = quotationList;
export type WarehouseQuotationRow = z.output<typeof warehouseQuotationRow>;
export const warehouseQuotationQuery = quotationList.calls.list.request;

export const {
  list: getWarehouseQuotations,
  add: addWarehouseQuotation,
  getEdit: getEditWarehouseQuotation,
  edit: editWarehouseQuotation,
  delete: deleteWarehouseQuotation,
  detail: getWarehouseQuotationById,
} = quotationList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const warehouseQuotationCalls = quotationList.calls;

/** One stock line: pieces, and either each piece's length × width × height (cm) or the line's volume (m³). */
export const storageStockLine = z
  .object({
    Pieces: z.int32({ error: wholeNumberError }).min(0).max(1_000_000),
    Length: boundedDecimal(2, 6).optional(),
    Width: boundedDecimal(2, 6).optional(),
    Height: boundedDecimal(2, 6).optional(),
    CubicMeters: boundedDecimal(6, 9).optional(),
    InboundDate: isoDate(),
  })
  .refine((l) => (l.CubicMeters === undefined ? l.Length !== undefined && l.Width !== undefined && l.Height !== undefined : l.Length === undefined && l.Width === undefined && l.Height === undefined), {
    path: ['CubicMeters'],
    message: 'DimensionsOrVolume',
  });
export type StorageStockLine = z.output<typeof storageStockLine>;

export const calculateStorageFeeBody = z
  .object({
    QuotationId: recordId(),
    PeriodEndDate: isoDate(),
    Lines: z.array(storageStockLine).min(1, { message: 'SelectAtLeastOne' }).max(STORAGE_FEE_LINES_MAX),
  })
  .superRefine((body, ctx) => {
    body.Lines.forEach((line, i) => {
      if (line.InboundDate > body.PeriodEndDate) ctx.addIssue({ code: 'custom', path: ['Lines', i, 'InboundDate'], message: 'InboundAfterPeriodEnd' });
    });
  });

/** A line's fee: the days in each band, the daily rates that applied and the fee (2 decimals, half up). */
export const storageFeeLine = z.object({
  Pieces: z.int32(),
  CubicMeters: z.string(),
  DaysInStock: z.int32(),
  FreeDays: z.int32(),
  /** charged days before the quotation's StartDate: not charged by it */
  DaysBeforeStart: z.int32(),
  NormalDays: z.int32(),
  UltraLongDays: z.int32(),
  /** the larger of volume × CubicAmount and pieces × SinglePieceAmount, exact */
  NormalDailyRate: z.string(),
  UltraLongDailyRate: z.string(),
  NormalFee: z.string(),
  UltraLongFee: z.string(),
  Fee: z.string(),
});
export type StorageFeeLine = z.output<typeof storageFeeLine>;

export const storageFeeResult = z.object({
  QuotationId: z.int32(),
  QuotationName: z.string(),
  CurrencyCode: z.string(),
  PeriodEndDate: z.string(),
  Lines: z.array(storageFeeLine),
  Total: z.string(),
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const calculateStorageFee = defineCall('/WarehouseQuotation/CalculateStorageFee', {
  summary: 'The storage fee of stock lines up to a period end under a warehouse quotation: days in each band and fee per line, and the total',
  request: calculateStorageFeeBody,
  response: storageFeeResult,
  readOnly: true,
  ...backstage,
});

/**
 * A customer's real stock in a warehouse, priced up to a period end: the stock lines come from the
 * inventory ledger (stock_movements), one per commodity and inbound date (rules in
 * apps/server/src/modules/warehouseQuotations/stockLayers.ts).
 */
export const calculateCustomerStorageFeeBody = z.object({
  QuotationId: recordId(),
  /** the customer (a portal user of the site) */
  UserId: recordId(),
  WarehouseId: recordId(),
  PeriodEndDate: isoDate(),
});

/** A line of a customer's stock: the commodity, the day its pieces came in and the dimensions priced (null: not known, charged by the piece). */
export const customerStorageFeeLine = storageFeeLine.extend({
  CommodityId: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  InboundDate: z.string(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
});
export type CustomerStorageFeeLine = z.output<typeof customerStorageFeeLine>;

export const customerStorageFeeResult = storageFeeResult.extend({
  UserId: z.int32(),
  MemberNumber: z.string(),
  UserName: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  Lines: z.array(customerStorageFeeLine),
});

export const calculateCustomerStorageFee = defineCall('/WarehouseQuotation/CalculateCustomerStorageFee', {
  summary: "The storage fee of a customer's stock in a warehouse up to a period end under a warehouse quotation, from the inventory movements: one line per commodity and inbound date",
  request: calculateCustomerStorageFeeBody,
  response: customerStorageFeeResult,
  readOnly: true,
  ...backstage,
});
