import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { quotationScopeFields, quotationScopeInfo, quotationScopeNames, isoDate, rate } from './quotationScope.ts';
import { auditTrail, boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';

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

const warehouseQuotationObject = z.object({
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
});
export type WarehouseQuotationFields = z.output<typeof warehouseQuotationObject>;

/** Ultra-long stock starts after the rent-free days. */
const ultraLongAfterFreeDays = (f: WarehouseQuotationFields, ctx: z.RefinementCtx) => {
  if (f.UltraLongInventoryTime <= f.RentFreeDays) ctx.addIssue({ code: 'custom', path: ['UltraLongInventoryTime'], message: 'UltraLongNotAfterFreeDays' });
};

export const warehouseQuotationFields = warehouseQuotationObject.superRefine(ultraLongAfterFreeDays);
export const addWarehouseQuotationBody = warehouseQuotationObject.extend(siteChoice).superRefine(ultraLongAfterFreeDays);
export const editWarehouseQuotationBody = warehouseQuotationObject.extend({ Id: recordId() }).superRefine(ultraLongAfterFreeDays);

export const warehouseQuotationEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  ...quotationScopeInfo,
  RentFreeDays: z.int32(),
  CubicAmount: z.string(),
  SinglePieceAmount: z.string(),
  UltraLongInventoryTime: z.int32(),
  UltraLongInventoryCubicAmount: z.string(),
  UltraLongInventorySinglePieceAmount: z.string(),
  StartDate: z.string(),
  IsEffective: z.boolean(),
  Remarks: z.string(),
});

export const warehouseQuotationRow = warehouseQuotationEditInfo.extend({ ...quotationScopeNames, SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });
export type WarehouseQuotationRow = z.output<typeof warehouseQuotationRow>;
export const warehouseQuotationDetail = warehouseQuotationRow.extend({ Audits: auditTrail });

export const warehouseQuotationQuery = pagedQuery.extend({
  Name: z.string().max(WAREHOUSE_QUOTATION_NAME_MAX).optional(),
  IsEffective: z.boolean().optional(),
  SiteJoinWarehouseId: recordId().optional(),
  ...siteChoice,
});

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

export const getWarehouseQuotations = defineCall('/WarehouseQuotation/GetWarehouseQuotations', {
  summary: 'Warehouse (storage) quotations of the site for the list page, newest first',
  request: warehouseQuotationQuery,
  response: listOf(warehouseQuotationRow),
  readOnly: true,
  ...backstage,
});

export const addWarehouseQuotation = defineCall('/WarehouseQuotation/AddWarehouseQuotation', {
  summary: 'Create a warehouse quotation; the name is unique in the site',
  request: addWarehouseQuotationBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditWarehouseQuotation = defineCall('/WarehouseQuotation/GetEditWarehouseQuotation', {
  summary: 'The edit form values of a warehouse quotation',
  request: idBody,
  response: warehouseQuotationEditInfo,
  readOnly: true,
  ...backstage,
});

export const editWarehouseQuotation = defineCall('/WarehouseQuotation/EditWarehouseQuotation', {
  summary: 'Save a warehouse quotation',
  request: editWarehouseQuotationBody,
  response: warehouseQuotationEditInfo,
  ...backstage,
});

export const deleteWarehouseQuotation = defineCall('/WarehouseQuotation/DeleteWarehouseQuotation', {
  summary: 'Delete a warehouse quotation',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getWarehouseQuotationById = defineCall('/WarehouseQuotation/GetWarehouseQuotationById', {
  summary: 'A warehouse quotation with its change history',
  request: idBody,
  response: warehouseQuotationDetail,
  readOnly: true,
  ...backstage,
});

export const calculateStorageFee = defineCall('/WarehouseQuotation/CalculateStorageFee', {
  summary: 'The storage fee of stock lines up to a period end under a warehouse quotation: days in each band and fee per line, and the total',
  request: calculateStorageFeeBody,
  response: storageFeeResult,
  readOnly: true,
  ...backstage,
});
