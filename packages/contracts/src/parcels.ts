import { z } from 'zod';
import { defineCall } from './call.ts';
import { empty, idBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';
import { imageAddress } from './site.ts';
import { zBatchSearch, zTrackingNumber } from './validation.ts';

/**
 * Parcels (spec domain §1 "packages, unknown items", §3 Package and Unknown item, §4 package
 * states and claim, §5 batch add packages and tracking numbers, §8 forecast anomaly, repeat arrival
 * at warehouse, no photos, claimed and cannot be selected). The spec names no calls for packages:
 * staff calls are under /Package, a customer's under /UserPackage, unknown parcels under
 * /UnknownPackage (staff) and /UserUnknownPackage (customers).
 *
 * A parcel is one courier parcel (CourierNumber, normalised: trimmed and upper-cased) at one site:
 * at most one parcel per number and site, which is what makes a scan idempotent. It is forecast by
 * its customer before it arrives, or signed without a forecast: then it is the customer's whose
 * member number is written on it, or an unknown parcel (no owner) until someone claims it.
 *
 * PackageStatus (the spec's labels) is the physical life of the parcel:
 *   NotReceived   forecast, not arrived
 *   ToBeCompleted signed for at the warehouse, not yet on a shelf (the warehouse still has to complete it)
 *   Shippable     on a shelf: it can go into a logistics order
 *   Outbound      left the warehouse in an order (issue 20/22)
 *   SignedFor     delivered to the order's recipient
 * IsCompleted is a separate axis (spec §4 "Package: to be completed or completed"): whether the
 * customer's declaration (product name, quantity, price) is filled in. A parcel signed by member
 * number or claimed from the unknown list starts incomplete; orders need complete parcels.
 */

/** InTransit: on its way to another warehouse of the site with a transfer plan (modules/transferPlans). */
export const PackageStatus = { NotReceived: 1, ToBeCompleted: 2, Shippable: 3, Outbound: 4, SignedFor: 5, InTransit: 6 } as const;
export type PackageStatus = (typeof PackageStatus)[keyof typeof PackageStatus];
export const PACKAGE_STATUSES = Object.values(PackageStatus);

/**
 * The parcel's one transition table: the server refuses what it does not allow (platform/lifecycles.ts),
 * the pages show a record's buttons from `packageLifecycle.actionsFrom(state, population)`.
 */
export const packageLifecycle = defineLifecycle('Package', PackageStatus, {
  /** the customer (or staff for them) announces the parcel */
  Forecast: { from: [null], to: PackageStatus.NotReceived, by: ['user', 'backstage'] },
  EditForecast: { from: [PackageStatus.NotReceived], by: ['user', 'backstage'] },
  DeleteForecast: { from: [PackageStatus.NotReceived], to: null, by: ['user', 'backstage'] },
  /** the warehouse signs for it: a forecast one, or (from no state) one without forecast */
  Sign: { from: [null, PackageStatus.NotReceived], to: PackageStatus.ToBeCompleted, by: ['backstage'] },
  PutOnShelf: { from: [PackageStatus.ToBeCompleted], to: PackageStatus.Shippable, by: ['backstage'] },
  MoveShelf: { from: [PackageStatus.Shippable], by: ['backstage'] },
  /** the customer fills in or corrects the declaration of a parcel that has arrived */
  CompleteDetails: { from: [PackageStatus.ToBeCompleted, PackageStatus.Shippable], by: ['user', 'backstage'] },
  /** staff correct a received parcel's measurements, photos or details (audited) */
  Edit: { from: [PackageStatus.ToBeCompleted, PackageStatus.Shippable], by: ['backstage'] },
  /** an unknown parcel given to a customer, by staff or by an approved claim */
  Assign: { from: [PackageStatus.ToBeCompleted, PackageStatus.Shippable], by: ['backstage'] },
  /** a transfer plan is dispatched: taken off its shelf, in transit to another warehouse */
  TransferOut: { from: [PackageStatus.Shippable], to: PackageStatus.InTransit, by: ['backstage'] },
  /** received at the transfer plan's to warehouse: it belongs there now, to be shelved as on arrival */
  TransferIn: { from: [PackageStatus.InTransit], to: PackageStatus.ToBeCompleted, by: ['backstage'] },
}, {
  record: texts('包裹', '包裹', 'parcel'),
  states: {
    [PackageStatus.NotReceived]: texts('未入库', '未入庫', 'not received'),
    [PackageStatus.ToBeCompleted]: texts('待完成', '待完成', 'to be completed'),
    [PackageStatus.Shippable]: texts('可发货', '可出貨', 'shippable'),
    [PackageStatus.Outbound]: texts('已出库', '已出庫', 'outbound'),
    [PackageStatus.SignedFor]: texts('已签收', '已簽收', 'signed for'),
    [PackageStatus.InTransit]: texts('调拨在途', '調撥在途', 'in transit between warehouses'),
  },
  actions: {
    Forecast: texts('预报', '預報', 'forecast'),
    EditForecast: texts('修改预报', '修改預報', 'edited as a forecast'),
    DeleteForecast: texts('删除', '刪除', 'deleted'),
    Sign: texts('签收', '簽收', 'signed for'),
    PutOnShelf: texts('上架', '上架', 'put on a shelf'),
    MoveShelf: texts('移架', '移架', 'moved to another shelf'),
    CompleteDetails: texts('补全申报', '補全申報', 'completed'),
    Edit: texts('修改', '修改', 'edited'),
    Assign: texts('分配给客户', '分配給客戶', 'given to a customer'),
    TransferOut: texts('调拨发出', '調撥發出', 'sent to another warehouse'),
    TransferIn: texts('调拨收货', '調撥收貨', 'received from another warehouse'),
  },
});
export type PackageAction = keyof typeof packageLifecycle.actions;

/** A claim of an unknown parcel (spec §4 "Claim: claimed or unclaimed"): pending until staff decide. */
export const ClaimStatus = { Pending: 1, Approved: 2, Refused: 3 } as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];
export const CLAIM_STATUSES = Object.values(ClaimStatus);

export const claimLifecycle = defineLifecycle('PackageClaim', ClaimStatus, {
  Claim: { from: [null], to: ClaimStatus.Pending, by: ['user'] },
  Approve: { from: [ClaimStatus.Pending], to: ClaimStatus.Approved, by: ['backstage'] },
  Refuse: { from: [ClaimStatus.Pending], to: ClaimStatus.Refused, by: ['backstage'] },
}, {
  record: texts('认领', '認領', 'claim'),
  states: {
    [ClaimStatus.Pending]: texts('待审核', '待審核', 'pending'),
    [ClaimStatus.Approved]: texts('已通过', '已通過', 'approved'),
    [ClaimStatus.Refused]: texts('已拒绝', '已拒絕', 'refused'),
  },
  actions: {
    Claim: texts('认领', '認領', 'made'),
    Approve: texts('通过', '通過', 'approved'),
    Refuse: texts('拒绝', '拒絕', 'refused'),
  },
});
export type ClaimAction = keyof typeof claimLifecycle.actions;

export const COURIER_NUMBER_MAX = 40;
export const COURIER_COMPANY_MAX = 64;
export const PRODUCT_NAME_MAX = 128;
export const SHOP_NO_MAX = 64;
export const PACKAGE_REMARKS_MAX = 255;
export const PACKAGE_PICTURES_MAX = 9;
/** lines of a batch forecast, and numbers of a batch search (spec §5: at most 200) */
export const BATCH_FORECAST_MAX = 200;
/** an Excel import of forecasts (spec §5 "Excel files only, up to 5 MB") */
export const FORECAST_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const FORECAST_IMPORT_MAX_ROWS = 1000;

/** A courier number as typed or scanned: no spaces, special characters or Chinese (spec §5), compared upper-cased. */
export const courierNumber = zTrackingNumber
  .max(COURIER_NUMBER_MAX)
  .transform((n) => n.toUpperCase());

/** A price or purchase price: up to 2 decimals, 10 digits before the point. */
const money = boundedDecimal(2, 10);
/** Weights in kg with 3 decimals; dimensions in cm with 1 decimal. */
export const weightKg = boundedDecimal(3, 6);
export const dimensionCm = boundedDecimal(1, 5);
const quantity = z.int32({ error: numberTypeError }).min(1).max(99_999);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: 'InvalidFormat' });

/** What the customer declares of a parcel's goods (one product line per parcel). */
export const declaration = {
  ProductName: requiredText(PRODUCT_NAME_MAX),
  Quantity: quantity.default(1),
  /** unit price, in the purchase currency */
  Price: money.optional(),
  PurchasePrice: money.optional(),
  PurchaseCurrency: currencyCode.default('CNY'),
  ShopNo: optionalText(SHOP_NO_MAX),
};

/** A forecast: the courier number, which warehouse it is sent to, and the declaration. */
export const forecastFields = z.object({
  CourierNumber: courierNumber,
  CourierCompany: optionalText(COURIER_COMPANY_MAX),
  WarehouseId: recordId(),
  ...declaration,
  Remarks: optionalText(PACKAGE_REMARKS_MAX),
});
export type ForecastFields = z.output<typeof forecastFields>;

/**
 * A batch forecast (spec §5): one value per line. The counts of product names, unit prices and
 * purchase prices must each match the count of courier numbers (a separate message for each);
 * prices may be left out entirely. All or nothing.
 */
export const batchForecastBody = z.object({
  WarehouseId: recordId(),
  CourierCompany: optionalText(COURIER_COMPANY_MAX),
  CourierNumbers: z.string().min(1, { error: 'CannotBeEmpty' }),
  ProductNames: z.string().min(1, { error: 'CannotBeEmpty' }),
  Prices: z.string().default(''),
  PurchasePrices: z.string().default(''),
  PurchaseCurrency: currencyCode.default('CNY'),
  Remarks: optionalText(PACKAGE_REMARKS_MAX),
});

/** Where a parcel is and how it measured, as both populations read it. */
export const packageRow = z.object({
  Id: z.int32(),
  CourierNumber: z.string(),
  CourierCompany: z.string(),
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  ProductName: z.string(),
  Quantity: z.int32(),
  Price: z.string().nullable(),
  PurchasePrice: z.string().nullable(),
  PurchaseCurrency: z.string(),
  ShopNo: z.string(),
  Remarks: z.string(),
  PackageStatus: z.int32(),
  IsCompleted: z.boolean(),
  /** null for an unknown parcel */
  UserId: z.int32().nullable(),
  UserName: z.string(),
  MemberNumber: z.string(),
  /** the logistics order it left in (issue 20), '' until then */
  LogisticsSerialNumber: z.string(),
  Weight: z.string().nullable(),
  Length: z.string().nullable(),
  Width: z.string().nullable(),
  Height: z.string().nullable(),
  /** L × W × H ÷ the warehouse's volume ratio, kg */
  VolumeWeight: z.string().nullable(),
  /** the larger of Weight and VolumeWeight */
  BillingWeight: z.string().nullable(),
  Pictures: z.array(z.string()),
  ShelfId: z.int32().nullable(),
  ShelfCode: z.string(),
  /** whole days since it was put on a shelf (storage fees read them) */
  DaysOnShelf: z.int32().nullable(),
  SignedTime: z.string().nullable(),
  ShelvedTime: z.string().nullable(),
  CreationTime: z.string(),
  /** the actions the caller may take on it now, from `packageLifecycle` */
  Actions: z.array(z.string()),
});
export type PackageRow = z.output<typeof packageRow>;

/** One step of a record's life: who did what, when, from which state to which (history rows). */
export const historyEntry = z.object({
  Action: z.string(),
  FromState: z.int32().nullable(),
  ToState: z.int32().nullable(),
  /** the account's name, for staff only ('' for a customer, who is never told a staff member's name, and for the system) */
  ActorName: z.string(),
  /** who acted, as the caller is told: themselves, the parcel's customer, the warehouse (the site's staff) or the system */
  ActorKind: z.enum(['You', 'Customer', 'Warehouse', 'System']),
  /** what the action changed or recorded (weight, shelf, claim remarks...), by field */
  Details: z.record(z.string(), z.unknown()),
  CreationTime: z.string(),
});
export const packageDetail = packageRow.extend({ History: z.array(historyEntry) });
export type PackageDetail = z.output<typeof packageDetail>;

const statusFilter = z.number({ error: numberTypeError }).pipe(z.union(PACKAGE_STATUSES.map((s) => z.literal(s)), { error: 'InvalidValue' }));

/** A customer's list: by state, a batch search of up to 200 numbers, warehouse, forecast dates. */
export const userPackageQuery = pagedQuery.extend({
  PackageStatus: statusFilter.optional(),
  CourierNumbers: zBatchSearch.optional(),
  WarehouseId: recordId().optional(),
  ProductName: z.string().max(PRODUCT_NAME_MAX).optional(),
  IsCompleted: z.boolean().optional(),
});

/** Staff's list: every filter the fields allow. */
export const packageQuery = userPackageQuery.extend({
  UserId: recordId().optional(),
  MemberNumber: z.string().max(32).optional(),
  /** only parcels nobody owns */
  IsUnknown: z.boolean().optional(),
  ShelfCode: z.string().max(64).optional(),
  CourierCompany: z.string().max(COURIER_COMPANY_MAX).optional(),
  ShopNo: z.string().max(SHOP_NO_MAX).optional(),
  SignedStartDate: pagedQuery.shape.StartDate,
  SignedEndDate: pagedQuery.shape.StartDate,
  ...siteChoice,
});

export const stateCounts = z.array(z.object({ PackageStatus: z.int32(), Count: z.int32() }));

const userOnly = { access: 'granted', populations: ['user'] } as const;
const staffOnly = { access: 'granted', populations: ['backstage'] } as const;

/** A file the server made (an Excel export), as the PDFs of shelves are answered. */
export const xlsxFile = z.object({
  FileName: z.string(),
  ContentType: z.literal('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  Content: z.string().describe('the file, base64'),
});

// ── Customers ────────────────────────────────────────────────────────────────────────────────

export const addUserPackage = defineCall('/UserPackage/AddPackage', {
  summary: 'Forecast a parcel: its courier number, the warehouse it is sent to and what it holds',
  request: forecastFields,
  response: z.int32(),
  ...userOnly,
});

export const batchAddUserPackages = defineCall('/UserPackage/BatchAddPackage', {
  summary: 'Forecast several parcels at once, one value per line; all or nothing',
  request: batchForecastBody,
  response: z.object({ Count: z.int32() }),
  ...userOnly,
});

export const upLoadUserPackages = defineCall('/UserPackage/UpLoadPackage', {
  summary: 'Forecast parcels from an Excel file (multipart WarehouseId, FileStream: .xlsx, at most 5 MB); errors by row; all or nothing',
  /** the columns of the file name no warehouse: every parcel of one import goes to the one chosen */
  request: z.object({ WarehouseId: z.coerce.number({ error: numberTypeError }).pipe(recordId()) }),
  response: z.object({ Count: z.int32() }),
  ...userOnly,
  multipart: true,
});

export const getForecastImportTemplate = defineCall('/UserPackage/GetImportTemplate', {
  summary: 'An empty Excel file with the columns an import reads, named in the caller’s language',
  request: empty,
  response: xlsxFile,
  ...userOnly,
  readOnly: true,
});

export const getUserPackages = defineCall('/UserPackage/GetPackages', {
  summary: 'The caller’s parcels by state, newest first, with a batch search of up to 200 numbers',
  request: userPackageQuery,
  response: listOf(packageRow),
  ...userOnly,
  readOnly: true,
});

export const getUserPackageStateCounts = defineCall('/UserPackage/GetPackageStateCounts', {
  summary: 'How many of the caller’s parcels are in each state',
  request: z.object({ WarehouseId: recordId().optional() }).optional(),
  response: stateCounts,
  ...userOnly,
  readOnly: true,
});

export const getUserPackageById = defineCall('/UserPackage/GetPackageById', {
  summary: 'One of the caller’s parcels with its photos, measurements, shelf and history',
  request: idBody,
  response: packageDetail,
  ...userOnly,
  readOnly: true,
});

export const editUserPackage = defineCall('/UserPackage/EditPackage', {
  summary: 'Change a forecast not yet received, or complete the declaration of a received parcel',
  request: forecastFields.extend({ Id: recordId() }),
  response: z.null(),
  ...userOnly,
});

export const deleteUserPackage = defineCall('/UserPackage/DeletePackage', {
  summary: 'Delete a forecast not yet received',
  request: idBody,
  response: z.null(),
  ...userOnly,
});

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

export const getPackages = defineCall('/Package/GetPackages', {
  summary: 'The site’s parcels with every filter their fields allow and a batch search of up to 200 numbers',
  request: packageQuery,
  response: listOf(packageRow),
  ...staffOnly,
  readOnly: true,
});

export const getPackageStateCounts = defineCall('/Package/GetPackageStateCounts', {
  summary: 'How many of the site’s parcels are in each state',
  request: z.object({ WarehouseId: recordId().optional(), ...siteChoice }).optional(),
  response: stateCounts,
  ...staffOnly,
  readOnly: true,
});

export const exportPackages = defineCall('/Package/ExportPackages', {
  summary: 'The parcels the filters find as an Excel file (at most 10,000 rows)',
  request: packageQuery.omit({ index: true, rows: true }),
  response: xlsxFile,
  ...staffOnly,
  readOnly: true,
});

export const getPackageById = defineCall('/Package/GetPackageById', {
  summary: 'A parcel with its photos, measurements, shelf, owner and history',
  request: idBody,
  response: packageDetail,
  ...staffOnly,
  readOnly: true,
});

/** What staff may correct on a received parcel. */
export const editPackageBody = z.object({
  Id: recordId(),
  CourierCompany: optionalText(COURIER_COMPANY_MAX),
  ...declaration,
  ProductName: optionalText(PRODUCT_NAME_MAX),
  Weight: weightKg.optional(),
  Length: dimensionCm.optional(),
  Width: dimensionCm.optional(),
  Height: dimensionCm.optional(),
  Pictures: z.array(imageAddress).max(PACKAGE_PICTURES_MAX).default([]),
  Remarks: optionalText(PACKAGE_REMARKS_MAX),
});

export const editPackage = defineCall('/Package/EditPackage', {
  summary: 'Correct a received parcel’s measurements, photos or declaration (recorded in its history)',
  request: editPackageBody,
  response: z.null(),
  ...staffOnly,
});

/** What a scan of a courier number finds, before anything is written. */
export const signingInfo = z.object({
  /** Forecast: a customer forecast it; Received: it was already signed (repeat arrival); None: neither */
  Found: z.enum(['Forecast', 'Received', 'None']),
  Package: packageRow.nullable(),
  /** whose it will be: the forecaster, or the customer of the member number given */
  UserId: z.int32().nullable(),
  UserName: z.string(),
  MemberNumber: z.string(),
  /** the warehouse's volume ratio, for the billing weight shown while typing */
  VolumeRatio: z.string(),
  /** the site refuses signing without a photo */
  PhotosRequired: z.boolean(),
});

export const getSigningInfo = defineCall('/Package/GetSigningInfo', {
  summary: 'What a scanned courier number is: a forecast and its customer, a repeat arrival, or unknown',
  request: z.object({ CourierNumber: courierNumber, WarehouseId: recordId(), MemberNumber: z.string().max(32).optional() }),
  response: signingInfo,
  ...staffOnly,
  readOnly: true,
});

export const signPackageBody = z.object({
  CourierNumber: courierNumber,
  WarehouseId: recordId(),
  /** for a parcel without forecast: the member number written on it; none makes it unknown */
  MemberNumber: z.string().max(32).default(''),
  CourierCompany: optionalText(COURIER_COMPANY_MAX),
  Weight: weightKg,
  Length: dimensionCm.optional(),
  Width: dimensionCm.optional(),
  Height: dimensionCm.optional(),
  Pictures: z.array(imageAddress).max(PACKAGE_PICTURES_MAX).default([]),
  Remarks: optionalText(PACKAGE_REMARKS_MAX),
});

export const signPackage = defineCall('/Package/SigningPackage', {
  summary: 'Sign for a parcel at the warehouse: weight, dimensions, photos; a repeat scan signs nothing',
  request: signPackageBody,
  response: packageRow,
  ...staffOnly,
});

export const putPackageOnShelf = defineCall('/Package/PutOnShelf', {
  summary: 'Put a scanned parcel on a shelf, or move it from the shelf it is on; the same scan twice moves nothing',
  request: z.object({ CourierNumber: courierNumber, ShelfId: recordId() }),
  // Everything the scan screen says of one scan, so that a scan is one call.
  response: z.object({
    Package: packageRow,
    AlreadyThere: z.boolean(),
    /** the shelf it was moved from; '' when it was on none (or already there) */
    FromShelfCode: z.string(),
    /** the shelf's parcel count after the scan */
    ShelfGoodsQuantity: z.int32(),
  }),
  ...staffOnly,
});

/** A forecast for a number that another customer's parcel already holds (spec §8 "forecast anomaly"). */
export const forecastAnomalyRow = z.object({
  Id: z.int32(),
  CourierNumber: z.string(),
  /** who forecast it second */
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  /** the parcel that already holds the number, and whose it is ('' when unknown) */
  PackageId: z.int32(),
  PackageStatus: z.int32(),
  OwnerName: z.string(),
  ProductName: z.string(),
  IsResolved: z.boolean(),
  CreationTime: z.string(),
});

export const getForecastAnomalies = defineCall('/Package/GetForecastAnomalies', {
  summary: 'Forecasts refused because another account’s parcel holds the number',
  request: pagedQuery.extend({ CourierNumbers: zBatchSearch.optional(), IsResolved: z.boolean().optional(), ...siteChoice }),
  response: listOf(forecastAnomalyRow),
  ...staffOnly,
  readOnly: true,
});

export const resolveForecastAnomaly = defineCall('/Package/ResolveForecastAnomaly', {
  summary: 'Mark a forecast anomaly as dealt with, with a remark',
  request: z.object({ Id: recordId(), Remarks: optionalText(PACKAGE_REMARKS_MAX) }),
  response: z.null(),
  ...staffOnly,
});

// ── Unknown parcels and claims ───────────────────────────────────────────────────────────────

/** An unknown parcel as every customer of the site may see it: the number partly masked. */
export const publicUnknownPackageRow = z.object({
  Id: z.int32(),
  /** e.g. SF12****7890: enough to recognise, not enough to claim */
  MaskedCourierNumber: z.string(),
  CourierCompany: z.string(),
  WarehouseName: z.string(),
  Weight: z.string().nullable(),
  SignedTime: z.string().nullable(),
  /** a pending claim holds it: it cannot be claimed again (spec §8 "claimed and cannot be selected") */
  IsClaimed: z.boolean(),
});

export const getPublicUnknownPackages = defineCall('/UserUnknownPackage/GetUnknownPackages', {
  summary: 'The site’s unknown parcels with their numbers partly masked, newest first',
  request: pagedQuery.extend({ WarehouseId: recordId().optional() }),
  response: listOf(publicUnknownPackageRow),
  ...userOnly,
  readOnly: true,
});

export const claimUnknownPackage = defineCall('/UserUnknownPackage/ClaimUnknownPackage', {
  summary: 'Claim an unknown parcel: its full courier number and a proof image (an order screenshot)',
  request: z.object({
    Id: recordId(),
    CourierNumber: courierNumber,
    Proof: imageAddress,
    Remarks: optionalText(PACKAGE_REMARKS_MAX),
  }),
  response: z.int32(),
  ...userOnly,
});

const claimStatusFilter = z.number({ error: numberTypeError }).pipe(z.union(CLAIM_STATUSES.map((s) => z.literal(s)), { error: 'InvalidValue' }));

export const claimRow = z.object({
  Id: z.int32(),
  PackageId: z.int32(),
  CourierNumber: z.string(),
  WarehouseName: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  Proof: z.string(),
  Remarks: z.string(),
  ClaimStatus: z.int32(),
  /** why staff refused it, or their note on approval */
  Reply: z.string(),
  CreationTime: z.string(),
  DecidedTime: z.string().nullable(),
  Actions: z.array(z.string()),
});

export const getUserClaims = defineCall('/UserUnknownPackage/GetClaims', {
  summary: 'The caller’s claims of unknown parcels and what staff decided',
  request: pagedQuery.extend({ ClaimStatus: claimStatusFilter.optional() }),
  response: listOf(claimRow),
  ...userOnly,
  readOnly: true,
});

export const getUnknownPackages = defineCall('/UnknownPackage/GetUnknownPackages', {
  summary: 'The site’s unknown parcels (full numbers) with their pending claim counts',
  request: pagedQuery.extend({ CourierNumbers: zBatchSearch.optional(), WarehouseId: recordId().optional(), ...siteChoice }),
  response: listOf(packageRow.extend({ PendingClaims: z.int32() })),
  ...staffOnly,
  readOnly: true,
});

export const assignUnknownPackage = defineCall('/UnknownPackage/AssignUnknownPackage', {
  summary: 'Give an unknown parcel to a customer (by member number); the customer is told',
  request: z.object({ Id: recordId(), MemberNumber: requiredText(32), Remarks: optionalText(PACKAGE_REMARKS_MAX) }),
  response: z.null(),
  ...staffOnly,
});

export const getClaims = defineCall('/UnknownPackage/GetClaims', {
  summary: 'Claims of unknown parcels, pending first',
  request: pagedQuery.extend({ ClaimStatus: claimStatusFilter.optional(), CourierNumbers: zBatchSearch.optional(), ...siteChoice }),
  response: listOf(claimRow),
  ...staffOnly,
  readOnly: true,
});

export const approveClaim = defineCall('/UnknownPackage/ApproveClaim', {
  summary: 'Approve a claim: the parcel becomes the claimant’s, other pending claims of it are refused; the customers are told',
  request: z.object({ Id: recordId(), Reply: optionalText(PACKAGE_REMARKS_MAX) }),
  response: z.null(),
  ...staffOnly,
});

export const refuseClaim = defineCall('/UnknownPackage/RefuseClaim', {
  summary: 'Refuse a claim with the reason; the customer is told',
  request: z.object({ Id: recordId(), Reply: requiredText(PACKAGE_REMARKS_MAX) }),
  response: z.null(),
  ...staffOnly,
});
