import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, idsBody, listOf, missingIsEmpty, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { dimensionCm, historyEntry, weightKg, xlsxFile } from './parcels.ts';
import { boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';
import { imageAddress } from './site.ts';

/**
 * Commodities (spec domain §1, §3 Commodity, §5 "CommodityCode is required", §7 Commodities): a
 * merchant's SKUs the warehouse keeps stock of. Staff call /Commodity, the merchant (a portal user,
 * the commodity's owner) the same operations under /UserCommodity; staff name the merchant (UserId),
 * a merchant's calls always work on their own commodities (row-level security: owner_id).
 *
 * Two state axes, each with its own transition table:
 * - the specification audit (AuditStatus): the merchant declares sizes and weights; the warehouse
 *   measures the goods (CommoditySpecificationAcquisition, corrected by ...Modification) and passes
 *   or refuses the declaration (CommoditySpecificationsAuditStatus); a merchant who changes a
 *   passed or refused declaration sends it back to audit;
 * - the sales mode (SalesModes, spec §4 "on sale or halted: release or halt").
 * CommodityStatus (enabled or disabled) is a plain field: a disabled commodity is no longer offered
 * to orders. Stock quantities are the inventory area's (issue 19, later part).
 */

export const AuditStatus = { Pending: 1, Passed: 2, Refused: 3 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AUDIT_STATUSES = Object.values(AuditStatus);

/** The values of /Select/GetCommoditySaleStatus. */
export const SalesMode = { Halted: 0, OnSale: 1 } as const;
export type SalesMode = (typeof SalesMode)[keyof typeof SalesMode];
export const SALES_MODES = Object.values(SalesMode);

export const CommodityStatus = { Enabled: 1, Disabled: 2 } as const;
export type CommodityStatus = (typeof CommodityStatus)[keyof typeof CommodityStatus];
export const COMMODITY_STATUSES = Object.values(CommodityStatus);

/**
 * The specification audit. Delete is allowed only before the audit passed: a passed commodity has
 * been measured and approved by the warehouse and is what inbound documents and stock refer to;
 * it is disabled instead (ARCHITECTURE "Decisions").
 */
export const auditLifecycle = defineLifecycle('Commodity', AuditStatus, {
  Establish: { from: [null], to: AuditStatus.Pending, by: ['user', 'backstage'] },
  /** a change that leaves the declared sizes and weights as they were */
  Edit: { from: [AuditStatus.Pending, AuditStatus.Passed, AuditStatus.Refused], by: ['user', 'backstage'] },
  /** the declared sizes or weights changed: the warehouse audits them again */
  Redeclare: { from: [AuditStatus.Pending, AuditStatus.Passed, AuditStatus.Refused], to: AuditStatus.Pending, by: ['user', 'backstage'] },
  Acquire: { from: [AuditStatus.Pending, AuditStatus.Refused], by: ['backstage'] },
  Modify: { from: [AuditStatus.Pending, AuditStatus.Passed, AuditStatus.Refused], by: ['backstage'] },
  Approve: { from: [AuditStatus.Pending], to: AuditStatus.Passed, by: ['backstage'] },
  Refuse: { from: [AuditStatus.Pending], to: AuditStatus.Refused, by: ['backstage'] },
  Delete: { from: [AuditStatus.Pending, AuditStatus.Refused], to: null, by: ['user', 'backstage'] },
}, {
  record: texts('商品', '商品', 'commodity'),
  states: {
    [AuditStatus.Pending]: texts('待审核', '待審核', 'awaiting audit'),
    [AuditStatus.Passed]: texts('审核通过', '審核通過', 'audit passed'),
    [AuditStatus.Refused]: texts('审核未通过', '審核未通過', 'audit refused'),
  },
  actions: {
    Establish: texts('新增', '新增', 'created'),
    Edit: texts('修改', '修改', 'edited'),
    Redeclare: texts('重新申报规格', '重新申報規格', 'redeclared'),
    Acquire: texts('采集规格', '採集規格', 'measured'),
    Modify: texts('修改实测规格', '修改實測規格', 'measured again'),
    Approve: texts('审核通过', '審核通過', 'approved'),
    Refuse: texts('审核不通过', '審核不通過', 'refused'),
    Delete: texts('删除', '刪除', 'deleted'),
  },
});
export type AuditAction = keyof typeof auditLifecycle.actions;

export const salesLifecycle = defineLifecycle('CommoditySales', SalesMode, {
  Establish: { from: [null], to: SalesMode.OnSale, by: ['user', 'backstage'] },
  Release: { from: [SalesMode.Halted], to: SalesMode.OnSale, by: ['user', 'backstage'] },
  Halt: { from: [SalesMode.OnSale], to: SalesMode.Halted, by: ['user', 'backstage'] },
}, {
  record: texts('商品', '商品', 'commodity'),
  states: {
    [SalesMode.Halted]: texts('已停售', '已停售', 'halted'),
    [SalesMode.OnSale]: texts('在售', '在售', 'on sale'),
  },
  actions: {
    Establish: texts('新增', '新增', 'created'),
    Release: texts('上架销售', '上架銷售', 'released'),
    Halt: texts('停售', '停售', 'halted'),
  },
});
export type SalesAction = keyof typeof salesLifecycle.actions;

export const COMMODITY_CODE_MAX = 64;
export const COMMODITY_NAME_MAX = 128;
export const COMMODITY_REMARKS_MAX = 255;
export const COMMODITY_PICTURES_MAX = 9;
export const AUDIT_REASON_MAX = 255;
/** An Excel import (spec §5 "Excel files only, up to 5 MB"). */
export const COMMODITY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const COMMODITY_IMPORT_MAX_ROWS = 1000;
/** The report lists at most this many commodities (its counts cover all). */
export const COMMODITY_REPORT_MAX_ROWS = 2000;
export const LABELS_MAX = 500;
/** Label size, mm: a common thermal label. */
export const LABEL_SIZE = { width: 60, height: 40 } as const;

/** Codes, SKUs and barcodes print as Code 128: ASCII letters, digits and . _ - / only. */
const BARCODE_TEXT = /^[A-Za-z0-9._\-/]*$/;
const barcodeText = (max: number) => z.string().max(max).regex(BARCODE_TEXT, { message: 'CommodityCodeCharacters' });
const requiredBarcodeText = (max: number) => requiredText(max).regex(BARCODE_TEXT, { message: 'CommodityCodeCharacters' });
const money = boundedDecimal(2, 10);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'InvalidFormat' });
const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));

/** The declared (or measured) specification: cm with 1 decimal, kg with 3. */
export const specificationFields = {
  Length: dimensionCm,
  Width: dimensionCm,
  Height: dimensionCm,
  ActualOfWeight: weightKg,
  GrossOfWeight: weightKg,
};
const SPECIFICATION_KEYS = Object.keys(specificationFields) as (keyof typeof specificationFields)[];
export { SPECIFICATION_KEYS };

/** What the merchant (or staff for them) edits. */
export const commodityFields = z.object({
  CommodityCode: requiredBarcodeText(COMMODITY_CODE_MAX),
  CommoditySku: requiredBarcodeText(COMMODITY_CODE_MAX),
  /** the Chinese name */
  CommodityName: requiredText(COMMODITY_NAME_MAX),
  EnglishName: optionalText(COMMODITY_NAME_MAX),
  Alias: optionalText(COMMODITY_NAME_MAX),
  /** the barcode printed on the goods (EAN, UPC...) */
  IdentificationCode: barcodeText(COMMODITY_CODE_MAX).default(''),
  Pictures: z.array(imageAddress).max(COMMODITY_PICTURES_MAX).default([]),
  CategoryId: recordId().nullable().default(null),
  CargoTypeId: recordId().nullable().default(null),
  Currency: currencyCode.default('CNY'),
  Price: money.nullable().default(null),
  DeclarationName: optionalText(COMMODITY_NAME_MAX),
  Length: dimensionCm.nullable().default(null),
  Width: dimensionCm.nullable().default(null),
  Height: dimensionCm.nullable().default(null),
  ActualOfWeight: weightKg.nullable().default(null),
  GrossOfWeight: weightKg.nullable().default(null),
  CommodityStatus: choice(COMMODITY_STATUSES).default(CommodityStatus.Enabled),
  Remarks: optionalText(COMMODITY_REMARKS_MAX),
});
export type CommodityFields = z.output<typeof commodityFields>;

/** A commodity as both populations read it. Decimals are text; measured values null until measured. */
export const commodityRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  SiteName: z.string(),
  /** the merchant who owns it */
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  EnglishName: z.string(),
  Alias: z.string(),
  IdentificationCode: z.string(),
  Pictures: z.array(z.string()),
  CategoryId: z.int32().nullable(),
  CategoryName: z.string(),
  CargoTypeId: z.int32().nullable(),
  CargoTypeName: z.string(),
  Currency: z.string(),
  Price: z.string().nullable(),
  DeclarationName: z.string(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
  ActualOfWeight: z.string().nullable(),
  GrossOfWeight: z.string().nullable(),
  MeasuredLength: z.string().nullable(),
  MeasuredWidth: z.string().nullable(),
  MeasuredHeight: z.string().nullable(),
  MeasuredActualOfWeight: z.string().nullable(),
  MeasuredGrossOfWeight: z.string().nullable(),
  MeasuredTime: z.string().nullable(),
  MeasuredByName: z.string(),
  CommodityStatus: z.int32(),
  SalesModes: z.int32(),
  AuditStatus: z.int32(),
  AuditorName: z.string(),
  AuditTime: z.string().nullable(),
  /** why the declaration was refused ('' otherwise) */
  AuditReason: z.string(),
  Remarks: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  /** the actions the caller may take now, from `auditLifecycle` and `salesLifecycle` */
  Actions: z.array(z.string()),
});
export type CommodityRow = z.output<typeof commodityRow>;
export const commodityDetail = commodityRow.extend({ History: z.array(historyEntry) });
export type CommodityDetail = z.output<typeof commodityDetail>;

/** A commodity as the pickers offer it (orders, inbound documents). */
export const commodityChoice = z.object({
  Id: z.int32(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  CommodityName: z.string(),
  Price: z.string().nullable(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
  ActualOfWeight: z.string().nullable(),
  GrossOfWeight: z.string().nullable(),
  /** over all warehouses (the inventory) */
  AvailableQuantity: z.int32(),
  FrozenQuantity: z.int32(),
});
export type CommodityChoice = z.output<typeof commodityChoice>;

/** The merchant's own list: Content matches the code, SKU or names. */
export const userCommodityQuery = pagedQuery.extend({
  Content: z.string().max(100).optional(),
  CategoryId: recordId().optional(),
  AuditStatus: choice(AUDIT_STATUSES).optional(),
  SalesModes: choice(SALES_MODES).optional(),
  CommodityStatus: choice(COMMODITY_STATUSES).optional(),
});
/** Staff's list: also by merchant, and for platform staff by site. */
export const commodityQuery = userCommodityQuery.extend({ UserId: recordId().optional(), MemberNumber: z.string().max(32).optional(), ...siteChoice });
const unpaged = { index: true, rows: true } as const;

/** Picker queries (spec: "By-user calls are scoped to a UserId or OwnerId"). */
const choiceQuery = pagedQuery.extend({ Content: z.string().max(100).optional() });

export const auditBody = z
  .object({
    Id: recordId(),
    AuditStatus: z.number({ error: numberTypeError }).pipe(z.union([z.literal(AuditStatus.Passed), z.literal(AuditStatus.Refused)], { error: 'InvalidValue' })),
    AuditReason: optionalText(AUDIT_REASON_MAX),
  })
  .refine((b) => b.AuditStatus !== AuditStatus.Refused || b.AuditReason !== '', { path: ['AuditReason'], message: 'CannotBeEmpty' });

export const specificationBody = z.object({ Id: recordId(), ...specificationFields });

const report = z.object({
  Total: z.int32(),
  ByAuditStatus: z.array(z.object({ AuditStatus: z.int32(), Count: z.int32() })),
  BySalesMode: z.array(z.object({ SalesModes: z.int32(), Count: z.int32() })),
  /** the first COMMODITY_REPORT_MAX_ROWS commodities the filters find, by code */
  Rows: z.array(commodityRow.omit({ Actions: true, Pictures: true })),
});
export const pdfFile = z.object({ FileName: z.string(), ContentType: z.literal('application/pdf'), Pages: z.int32(), Content: z.string().describe('the PDF, base64') });
export const labelsBody = idsBody.extend({
  Ids: idsBody.shape.Ids.max(LABELS_MAX),
  /** labels per commodity */
  Copies: z.int32({ error: numberTypeError }).min(1).max(100).default(1),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;
const merchant = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

// ── Staff: /Commodity ──────────────────────────────────────────────────────────────────────────

export const getCommodity = defineCall('/Commodity/GetCommodity', {
  summary: 'The site’s commodities, by merchant, code, SKU or name, category, audit status, sales mode and status',
  request: commodityQuery,
  response: listOf(commodityRow),
  ...staff,
  ...read,
});

export const getCommodityByUserId = defineCall('/Commodity/GetCommodityByUserId', {
  summary: 'A page of the commodities of one customer (UserId)',
  request: choiceQuery.extend({ UserId: recordId() }),
  response: listOf(commodityChoice),
  ...staff,
  ...read,
});

export const getOrderCommodityByUserId = defineCall('/Commodity/GetOrderCommodityByUserId', {
  summary: 'The commodities of one customer (UserId) an order may take: enabled and on sale',
  request: choiceQuery.extend({ UserId: recordId() }),
  response: listOf(commodityChoice),
  ...staff,
  ...read,
});

export const establishCommodity = defineCall('/Commodity/EstablishCommodity', {
  summary: 'Create a commodity for a merchant (UserId); code and SKU are unique per merchant',
  request: commodityFields.extend({ UserId: recordId() }),
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getCommodityById = defineCall('/Commodity/GetCommodityById', {
  summary: 'A commodity with both specifications, its audit and its history',
  request: idBody,
  response: commodityDetail,
  ...staff,
  ...read,
});

export const editCommodity = defineCall('/Commodity/EditCommodity', {
  summary: 'Save a commodity; a changed declared specification goes back to audit',
  request: commodityFields.extend({ Id: recordId() }),
  response: commodityRow,
  ...staff,
});

export const deleteCommodity = defineCall('/Commodity/DeleteCommodity', {
  summary: 'Delete a commodity whose audit has not passed',
  request: idBody,
  response: z.null(),
  ...staff,
});

export const releaseCommodity = defineCall('/Commodity/ReleaseCommodity', {
  summary: 'Put halted commodities on sale again',
  request: idsBody,
  response: z.object({ Count: z.int32() }),
  ...staff,
});

export const haltCommodity = defineCall('/Commodity/HaltCommodity', {
  summary: 'Halt the sale of commodities',
  request: idsBody,
  response: z.object({ Count: z.int32() }),
  ...staff,
});

export const getCommodityReport = defineCall('/Commodity/GetCommodityReport', {
  summary: 'The commodities the filters find, counted by audit status and sales mode',
  request: commodityQuery.omit(unpaged),
  response: report,
  ...staff,
  ...read,
});

export const printCommodityReport = defineCall('/Commodity/PrintCommodityReport', {
  summary: 'The commodity report as an A4 PDF',
  request: commodityQuery.omit(unpaged),
  response: pdfFile,
  ...staff,
  ...read,
});

export const printCommodityLabels = defineCall('/Commodity/PrintCommodityLabels', {
  summary: 'Barcode labels (Code 128 of the SKU) of the chosen commodities, as a PDF',
  request: labelsBody,
  response: pdfFile,
  ...staff,
  ...read,
});

export const upLoadCommodity = defineCall('/Commodity/UpLoadCommodity', {
  summary: 'Create a merchant’s commodities from an Excel file (multipart UserId, FileStream: .xlsx, at most 5 MB); errors by row; all or nothing',
  request: z.object({ UserId: z.string({ error: missingIsEmpty }).pipe(z.coerce.number({ error: numberTypeError })).pipe(recordId()) }),
  response: z.object({ Count: z.int32() }),
  ...staff,
  multipart: true,
});

export const getCommodityImportTemplate = defineCall('/Commodity/GetImportTemplate', {
  summary: 'An empty Excel file with the columns a commodity import reads, named in the caller’s language',
  request: z.object({}).strict().optional(),
  response: xlsxFile,
  ...staff,
  ...read,
});

export const commoditySpecificationAcquisition = defineCall('/Commodity/CommoditySpecificationAcquisition', {
  summary: 'Record the sizes and weights the warehouse measured of a commodity',
  request: specificationBody,
  response: commodityRow,
  ...staff,
});

export const commoditySpecificationModification = defineCall('/Commodity/CommoditySpecificationModification', {
  summary: 'Correct the measured sizes and weights of a commodity',
  request: specificationBody,
  response: commodityRow,
  ...staff,
});

export const commoditySpecificationsAuditStatus = defineCall('/Commodity/CommoditySpecificationsAuditStatus', {
  summary: 'Pass or refuse (with a reason) the merchant’s declared specification of a measured commodity; the merchant is told',
  request: auditBody,
  response: commodityRow,
  ...staff,
});

// ── Merchants: /UserCommodity ──────────────────────────────────────────────────────────────────

export const getUserCommodity = defineCall('/UserCommodity/GetCommodity', {
  summary: 'The caller’s own commodities, by code, SKU or name, category, audit status, sales mode and status',
  request: userCommodityQuery,
  response: listOf(commodityRow),
  ...merchant,
  ...read,
});

export const getUserCommodityByUserId = defineCall('/UserCommodity/GetCommodityByUserId', {
  summary: "A page of the signed-in customer's own commodities",
  request: choiceQuery,
  response: listOf(commodityChoice),
  ...merchant,
  ...read,
});

export const getUserOrderCommodityByUserId = defineCall('/UserCommodity/GetOrderCommodityByUserId', {
  summary: 'The caller’s commodities an order may take: enabled and on sale',
  request: choiceQuery,
  response: listOf(commodityChoice),
  ...merchant,
  ...read,
});

export const establishUserCommodity = defineCall('/UserCommodity/EstablishCommodity', {
  summary: 'Create a commodity; code and SKU are unique among the caller’s commodities',
  request: commodityFields,
  response: z.object({ Id: z.int32() }),
  ...merchant,
});

export const getUserCommodityById = defineCall('/UserCommodity/GetCommodityById', {
  summary: 'One of the caller’s commodities with both specifications, the audit result and its history',
  request: idBody,
  response: commodityDetail,
  ...merchant,
  ...read,
});

export const editUserCommodity = defineCall('/UserCommodity/EditCommodity', {
  summary: 'Save one of the caller’s commodities; a changed declared specification goes back to audit',
  request: commodityFields.extend({ Id: recordId() }),
  response: commodityRow,
  ...merchant,
});

export const deleteUserCommodity = defineCall('/UserCommodity/DeleteCommodity', {
  summary: 'Delete one of the caller’s commodities whose audit has not passed',
  request: idBody,
  response: z.null(),
  ...merchant,
});

export const releaseUserCommodity = defineCall('/UserCommodity/ReleaseCommodity', {
  summary: 'Put the caller’s halted commodities on sale again',
  request: idsBody,
  response: z.object({ Count: z.int32() }),
  ...merchant,
});

export const haltUserCommodity = defineCall('/UserCommodity/HaltCommodity', {
  summary: 'Halt the sale of the caller’s commodities',
  request: idsBody,
  response: z.object({ Count: z.int32() }),
  ...merchant,
});

export const getUserCommodityReport = defineCall('/UserCommodity/GetCommodityReport', {
  summary: 'The caller’s commodities the filters find, counted by audit status and sales mode',
  request: userCommodityQuery.omit(unpaged),
  response: report,
  ...merchant,
  ...read,
});

export const printUserCommodityReport = defineCall('/UserCommodity/PrintCommodityReport', {
  summary: 'The caller’s commodity report as an A4 PDF',
  request: userCommodityQuery.omit(unpaged),
  response: pdfFile,
  ...merchant,
  ...read,
});

export const printUserCommodityLabels = defineCall('/UserCommodity/PrintCommodityLabels', {
  summary: 'Barcode labels (Code 128 of the SKU) of the caller’s chosen commodities, as a PDF',
  request: labelsBody,
  response: pdfFile,
  ...merchant,
  ...read,
});

export const upLoadUserCommodity = defineCall('/UserCommodity/UpLoadCommodity', {
  summary: 'Create commodities from an Excel file (multipart FileStream: .xlsx, at most 5 MB); errors by row; all or nothing',
  request: z.object({}),
  response: z.object({ Count: z.int32() }),
  ...merchant,
  multipart: true,
});

export const getUserCommodityImportTemplate = defineCall('/UserCommodity/GetImportTemplate', {
  summary: 'An empty Excel file with the columns a commodity import reads, named in the caller’s language',
  request: z.object({}).strict().optional(),
  response: xlsxFile,
  ...merchant,
  ...read,
});

/** The same operations of both populations, by the page's side (as USER_CALLS of users). */
export const COMMODITY_CALLS = {
  backstage: {
    list: getCommodity,
    establish: establishCommodity,
    detail: getCommodityById,
    edit: editCommodity,
    delete: deleteCommodity,
    release: releaseCommodity,
    halt: haltCommodity,
    report: getCommodityReport,
    printReport: printCommodityReport,
    printLabels: printCommodityLabels,
    upload: upLoadCommodity,
    template: getCommodityImportTemplate,
  },
  user: {
    list: getUserCommodity,
    establish: establishUserCommodity,
    detail: getUserCommodityById,
    edit: editUserCommodity,
    delete: deleteUserCommodity,
    release: releaseUserCommodity,
    halt: haltUserCommodity,
    report: getUserCommodityReport,
    printReport: printUserCommodityReport,
    printLabels: printUserCommodityLabels,
    upload: upLoadUserCommodity,
    template: getUserCommodityImportTemplate,
  },
} as const;
export type CommoditySide = keyof typeof COMMODITY_CALLS;
