import { z } from 'zod';
import { defineCall } from './call.ts';
import { idsBody, isCalendarDate, pagedQuery, requiredText } from './common.ts';
import { siteListCalls, wireOf } from './siteListCalls.ts';
import { boundedDecimal, displayOrder, recordId, siteChoice } from './siteRecords.ts';
import {
  BILLING_MODES,
  CALCULATION_METHODS,
  checkDeadline,
  checkRatio,
  checkTaxRate,
  surchargeIssues,
  TRIGGER_DATA_SOURCES,
  TRIGGER_RULES,
  weightRangeIssues,
} from './transferQuotationRules.ts';

export * from './transferQuotationRules.ts';

/**
 * Transfer quotations (spec domain §3 "Transfer quotation", glossary "Quotation"): a site's price
 * sheet for shipping a consolidated parcel abroad on one shipping method. The pricing engine
 * (apps/server/src/modules/pricing/engine) reads a stored quotation as its `TransferQuotation`.
 *
 * What the fields mean here (weights in kg, lengths in cm, money in the quotation's currency):
 * - Currency: one of the site's currencies; TypeOfShipping: the shipping method, whose aging (days)
 *   the calculator shows and ranks by.
 * - BillingMode: what the weight ranges are read against: the billed weight (Weight), the volume in
 *   CBM (Volume) or the number of pieces (Piece).
 * - VolumeRatio: cm³ per kg of volumetric weight (L × W × H / VolumeRatio), e.g. 5000 or 6000;
 *   greater than 0. SuperMaterialVolumeRatio: the ratio used instead for an over-size piece, one whose
 *   longest side is above SuperMaterialLongestSideCm (either 0: no piece is over-size).
 * - SplitThrowingRatio (split the volume, 0 to 1): when the volumetric weight is above the actual
 *   one, billed = actual + (volumetric − actual) × (1 − ratio); 0 bills the whole excess.
 * - MinimumBillingWeight: nothing is billed below it. Carry: the billed weight is rounded up to a
 *   multiple of this step (0.5 kg...); 0 does not round.
 * - TaxInclusive: the prices already hold tax; otherwise TaxInclusiveUnitPrice is the tax rate in
 *   percent added on top of freight and surcharges.
 * - IsEffective with EffectiveDate..Deadline (inclusive; no deadline: open-ended): when the
 *   quotation is offered. DisplayOrder: smaller first where quotations are listed.
 * - Scope: CarrierIds, WarehouseIds, CustomerGroupIds (portal roles) and CountryCodes (ISO 3166-1
 *   alpha-2); an empty list means all.
 * - Ranges: from StartingRange (exclusive) to EndRange (inclusive), contiguous: the first weight
 *   unit costs FirstWeightUnitPrice, each further unit UnitPrice, plus AdditionalCost once.
 * - Surcharges: an expense type charged when its trigger holds (TriggerDataSource TriggerRule
 *   TriggerValue, e.g. DeclaredValue GreaterThan 200, Country In "US,CA"; Always has none), worth
 *   AmountOfMoney by CalculationMethod, at least MiniMumMoney; FreeWeight kg and FreeQuantity
 *   pieces are not charged; FirstCharge charges once per shipment (else per matching piece);
 *   AllowRefunds lets the fee be refunded when the order is cancelled; CbmVolumeRatio,
 *   VolumeUnitPrice and VolumeAccumulation price by volume (PerCbm), summed over pieces when
 *   VolumeAccumulation is on.
 * A copy starts not effective, so it competes with nothing until someone reviews it.
 */

export const TRANSFER_QUOTATION_NAME_MAX = 64;
export const RANGES_MAX = 100;
export const SURCHARGES_MAX = 30;
export const SCOPE_ITEMS_MAX = 300;
export const SURCHARGE_CODE_MAX = 32;
export const TRIGGER_VALUE_MAX = 500;

/** kg, cm³/kg and ratios: numeric(12,3); money: numeric(14,4); the split ratio numeric(5,4). */
export const weightValue = () => boundedDecimal(3, 9);
export const moneyValue = () => boundedDecimal(4, 10);
const ratioValue = () => boundedDecimal(4, 1);

const date = z.string({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'DateFormat', abort: true }).refine(isCalendarDate, { message: 'DateFormat' });
const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'InvalidValue') });
const idList = () => z.array(recordId()).max(SCOPE_ITEMS_MAX).default([]);

export const weightRange = z.object({
  StartingRange: weightValue(),
  EndRange: weightValue(),
  FirstWeightUnitPrice: moneyValue(),
  UnitPrice: moneyValue(),
  AdditionalCost: moneyValue().default('0'),
});
export type WeightRangeFields = z.output<typeof weightRange>;

export const surcharge = z.object({
  ExpenseTypeId: recordId(),
  /** Shown on the breakdown; the expense type's code when empty. */
  Code: z.string().max(SURCHARGE_CODE_MAX).default(''),
  TriggerDataSource: enumOf(TRIGGER_DATA_SOURCES),
  TriggerRule: enumOf(TRIGGER_RULES).default('GreaterThan'),
  TriggerValue: z.string().max(TRIGGER_VALUE_MAX).default(''),
  AmountOfMoney: moneyValue(),
  CalculationMethod: enumOf(CALCULATION_METHODS),
  MiniMumMoney: moneyValue().default('0'),
  FreeWeight: weightValue().default('0'),
  FreeQuantity: z.number({ error: 'NumberTypeError' }).int({ error: 'NumberErrorFormat' }).min(0, { error: 'NumberNegative' }).max(99_999).default(0),
  FirstCharge: z.boolean().default(true),
  AllowRefunds: z.boolean().default(false),
  CbmVolumeRatio: weightValue().default('0'),
  VolumeUnitPrice: moneyValue().default('0'),
  VolumeAccumulation: z.boolean().default(false),
});
export type SurchargeFields = z.output<typeof surcharge>;

const quotationShape = {
  Name: requiredText(TRANSFER_QUOTATION_NAME_MAX),
  CurrencyId: recordId(),
  TypeOfShippingId: recordId(),
  BillingMode: enumOf(BILLING_MODES).default('Weight'),
  VolumeRatio: boundedDecimal(3, 9).refine((text) => /[1-9]/.test(text), { message: 'NumberZeroError' }),
  SuperMaterialVolumeRatio: weightValue().default('0'),
  SuperMaterialLongestSideCm: boundedDecimal(2, 8).default('0'),
  SplitThrowingRatio: ratioValue().default('0'),
  MinimumBillingWeight: weightValue().default('0'),
  Carry: weightValue().default('0'),
  TaxInclusive: z.boolean().default(true),
  TaxInclusiveUnitPrice: moneyValue().default('0'),
  IsEffective: z.boolean().default(true),
  EffectiveDate: date,
  Deadline: date.nullable().optional(),
  DisplayOrder: displayOrder(),
  CarrierIds: idList(),
  WarehouseIds: idList(),
  CustomerGroupIds: idList(),
  CountryCodes: z
    .array(z.string().regex(/^[A-Za-z]{2}$/, { message: 'TriggerValueCountryCodes' }).transform((code) => code.toUpperCase()))
    .max(SCOPE_ITEMS_MAX)
    .default([]),
  Ranges: z.array(weightRange, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }).min(1, { error: 'CannotBeEmpty' }).max(RANGES_MAX),
  Surcharges: z.array(surcharge).max(SURCHARGES_MAX).default([]),
};

type QuotationShape = z.output<z.ZodObject<typeof quotationShape>>;

/** The rules between fields and rows (transferQuotationRules.ts), as issues on the fields they name. */
function refineQuotation<S extends z.ZodType<QuotationShape>>(schema: S): S {
  return schema.superRefine((q, ctx) => {
    const ratio = checkRatio(q.SplitThrowingRatio);
    if (ratio) ctx.addIssue({ code: 'custom', path: ['SplitThrowingRatio'], message: ratio });
    const taxRate = checkTaxRate(q.TaxInclusive, q.TaxInclusiveUnitPrice);
    if (taxRate) ctx.addIssue({ code: 'custom', path: ['TaxInclusiveUnitPrice'], message: taxRate });
    const deadline = checkDeadline(q.EffectiveDate, q.Deadline);
    if (deadline) ctx.addIssue({ code: 'custom', path: ['Deadline'], message: deadline });
    for (const issue of weightRangeIssues(q.Ranges)) ctx.addIssue({ code: 'custom', ...issue });
    q.Surcharges.forEach((s, index) => {
      for (const issue of surchargeIssues(s, index)) ctx.addIssue({ code: 'custom', ...issue });
    });
  });
}

const surchargeOut = z.object({
  ExpenseTypeId: z.int32().nullable(),
  ExpenseTypeName: z.string(),
  Code: z.string(),
  TriggerDataSource: z.string(),
  TriggerRule: z.string(),
  TriggerValue: z.string(),
  AmountOfMoney: z.string(),
  CalculationMethod: z.string(),
  MiniMumMoney: z.string(),
  FreeWeight: z.string(),
  FreeQuantity: z.int32(),
  FirstCharge: z.boolean(),
  AllowRefunds: z.boolean(),
  CbmVolumeRatio: z.string(),
  VolumeUnitPrice: z.string(),
  VolumeAccumulation: z.boolean(),
});

const named = z.object({ Id: z.int32(), Name: z.string() });

const quotationList = siteListCalls('TransferQuotation', {
  fields: quotationShape,
  rules: refineQuotation,
  /** A currency, shipping method or expense type deleted since reads as null. */
  wire: {
    CurrencyId: z.int32().nullable(),
    TypeOfShippingId: z.int32().nullable(),
    Surcharges: z.array(surchargeOut),
  },
  owned: ['Ranges', 'Surcharges'],
  query: pagedQuery.extend({
    Name: z.string().max(TRANSFER_QUOTATION_NAME_MAX).optional(),
    IsEffective: z.boolean().optional(),
    CarrierId: recordId().optional(),
    CountryCode: z.string().max(2).optional(),
    ...siteChoice,
  }),
  /** A row of the list: the scope by name, ranges and surcharges counted. */
  row: {
    CurrencyCode: z.string(),
    TypeOfShippingName: z.string(),
    MinAging: z.int32(),
    MaxAging: z.int32(),
    Carriers: z.array(named),
    Warehouses: z.array(named),
    CustomerGroups: z.array(named),
    RangeCount: z.int32(),
    SurchargeCount: z.int32(),
    /** Effective, started and not past its deadline today. */
    InForce: z.boolean(),
  },
  summaries: {
    list: 'Transfer quotations of the site for the list page, by display order (platform staff: of every site, or of SiteId)',
    add: 'Create a transfer quotation with its weight ranges and surcharges; its name is unique in the site',
    getEdit: 'The edit form values of a transfer quotation, ranges and surcharges in order',
    edit: 'Save a transfer quotation; its weight ranges and surcharges are replaced by the ones sent',
    delete: 'Delete a transfer quotation with its ranges and surcharges',
    detail: 'A transfer quotation with its scope, ranges, surcharges and change history',
  },
});

export const {
  fields: transferQuotationFields,
  addBody: addTransferQuotationBody,
  editBody: editTransferQuotationBody,
  editInfo: transferQuotationEditInfo,
  row: transferQuotationRow,
  detail: transferQuotationDetail,
} = quotationList;
export type TransferQuotationFields = z.output<typeof transferQuotationFields>;
export type TransferQuotationEditInfo = z.output<typeof transferQuotationEditInfo>;
export type TransferQuotationRow = z.output<typeof transferQuotationRow>;
export const transferQuotationQuery = quotationList.calls.list.request;

export const {
  list: getTransferQuotations,
  add: addTransferQuotation,
  getEdit: getEditTransferQuotation,
  edit: editTransferQuotation,
  delete: deleteTransferQuotation,
  detail: getTransferQuotationById,
} = quotationList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const transferQuotationCalls = quotationList.calls;

/** A quotation offered to the caller (portal): what it costs, summarised for reading. */
export const availableQuotation = z.object({
  Id: z.int32(),
  Name: z.string(),
  CurrencyCode: z.string(),
  TypeOfShippingName: z.string(),
  MinAging: z.int32(),
  MaxAging: z.int32(),
  BillingMode: z.string(),
  VolumeRatio: z.string(),
  SplitThrowingRatio: z.string(),
  MinimumBillingWeight: z.string(),
  Carry: z.string(),
  TaxInclusive: z.boolean(),
  TaxInclusiveUnitPrice: z.string(),
  EffectiveDate: z.string(),
  Deadline: z.string().nullable(),
  CountryCodes: z.array(z.string()),
  Carriers: z.array(z.string()),
  Warehouses: z.array(z.string()),
  Ranges: z.array(wireOf(weightRange)),
  Surcharges: z.array(surchargeOut.pick({ ExpenseTypeName: true, Code: true, TriggerDataSource: true, TriggerRule: true, TriggerValue: true, AmountOfMoney: true, CalculationMethod: true, MiniMumMoney: true, FreeWeight: true, FreeQuantity: true })),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;
const base = '/TransferQuotation' as const;

export const enableTransferQuotations = defineCall(`${base}/EnableTransferQuotations`, {
  summary: 'Make transfer quotations effective (offered from their effective date to their deadline)',
  request: idsBody,
  response: z.object({ Changed: z.int32() }),
  ...staff,
});

export const disableTransferQuotations = defineCall(`${base}/DisableTransferQuotations`, {
  summary: 'Make transfer quotations not effective: no longer offered nor priced',
  request: idsBody,
  response: z.object({ Changed: z.int32() }),
  ...staff,
});

export const copyTransferQuotation = defineCall(`${base}/CopyTransferQuotation`, {
  summary: 'Copy a transfer quotation with its scope, ranges and surcharges under a new name; the copy starts not effective',
  request: z.object({ Id: recordId(), Name: requiredText(TRANSFER_QUOTATION_NAME_MAX) }),
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getAvailableTransferQuotations = defineCall(`${base}/GetAvailableTransferQuotations`, {
  summary: 'The transfer quotations in force today for the caller’s customer groups, with their ranges and surcharges',
  request: z.object({ CountryCode: z.string().max(2).optional() }).optional(),
  response: z.array(availableQuotation),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
