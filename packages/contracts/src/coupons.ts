import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { amount, isoDate, warehouseScopeFields } from './quotationScope.ts';
import { couponExpiryStatus, couponUseStatus } from './select.ts';
import { siteListCalls } from './siteListCalls.ts';
import { boundedDecimal, optionalText, recordId, siteChoice } from './siteRecords.ts';
import { zDecimal } from './validation.ts';

/**
 * Coupons (spec domain §3 "Coupon", "User coupon"; §4 used/unused, expired; §5; §7 "/UserCoupon").
 *
 * A coupon is a site's definition; a user coupon is one a customer holds, copied from the
 * definition when granted (so editing the definition later changes no coupon already held):
 * - PreferentialAmount: the fixed amount taken off, in CurrencyCode (one of the site's effective currencies).
 * - Superposition: stackable with other coupons; a coupon that is not (exclusive) is used alone.
 * - AvailableWeight: the order's billed weight (kg) must be at least this (0: any weight).
 * - AvailableAmount: the bill's (or the recharge's) amount must be at least this (0: any amount).
 * - ExpenseType: the fee the coupon is for: it applies to a bill with a line of that expense type.
 *   A coupon without one is a recharge coupon: it applies to a recharge, never to a bill.
 * - EffectiveDays: a granted coupon expires this many days after it was granted; Deadline: the last
 *   day (inclusive) it may be granted or used. At least one of the two; with both, the earlier wins.
 * Rules when using (§5): the same coupon type (CouponId) twice is refused; an exclusive coupon only
 * alone; the same user coupon twice is refused; the discount never exceeds what is paid.
 */

export const COUPON_NAME_MAX = 64;
export const COUPON_REMARKS_MAX = 255;
export const COUPON_EFFECTIVE_DAYS_MAX = 3650;
/** Coupons staff grant in one call: customers × quantity. */
export const COUPON_GRANT_MAX = 1000;
export const COUPON_GRANT_QUANTITY_MAX = 100;
/** Bills one payment takes at most (the bill-available coupons of several bills at once). */
export const COUPON_BILLS_MAX = 100;

/** A money amount that cannot be zero: decimal text, at most 2 decimals and 12 integer digits. */
const discount = () => zDecimal({ maxDecimal: 2, cannotBeZero: true }).refine((text) => (text.split('.')[0] ?? '').length <= 12, { message: 'DigitsTooMany' });

const couponShape = {
  Name: requiredText(COUPON_NAME_MAX),
  PreferentialAmount: discount(),
  Superposition: z.boolean().default(false),
  AvailableWeight: boundedDecimal(3, 9).default('0'),
  AvailableAmount: amount().default('0'),
  ExpenseTypeId: recordId().nullable().default(null),
  CurrencyCode: warehouseScopeFields.CurrencyCode,
  EffectiveDays: z.int32({ error: wholeNumberError }).min(0).max(COUPON_EFFECTIVE_DAYS_MAX).default(0),
  Deadline: isoDate().optional(),
  Remarks: optionalText(COUPON_REMARKS_MAX),
};
type CouponShape = z.output<z.ZodObject<typeof couponShape>>;

const validitySet = (f: CouponShape, ctx: z.RefinementCtx) => {
  if (f.EffectiveDays === 0 && f.Deadline === undefined) ctx.addIssue({ code: 'custom', path: ['EffectiveDays'], message: 'CouponValidityRequired' });
};

const couponList = siteListCalls('Coupon', {
  fields: couponShape,
  rules: (schema) => schema.superRefine(validitySet),
  query: pagedQuery.extend({
    Name: z.string().max(COUPON_NAME_MAX).optional(),
    Superposition: z.boolean().optional(),
    ExpenseTypeId: recordId().optional(),
    ...siteChoice,
  }),
  row: {
    /** the expense type's name; '' for a recharge coupon */
    ExpenseType: z.string(),
    /** how many customers' coupons were made from it */
    GrantedCount: z.int32(),
  },
  summaries: {
    list: 'Coupon definitions of the site for the list page, newest first, with how many were granted',
    add: 'Create a coupon definition; the name is unique in the site',
    getEdit: 'The edit form values of a coupon definition',
    edit: 'Save a coupon definition (coupons already granted keep the values they were granted with)',
    delete: 'Delete a coupon definition; refused once coupons were granted from it',
    detail: 'A coupon definition with its change history',
  },
});

export const { fields: couponFields, addBody: addCouponBody, editBody: editCouponBody, editInfo: couponEditInfo, row: couponRow, detail: couponDetail } = couponList;
export type CouponFields = z.output<typeof couponFields>;
export type CouponRow = z.output<typeof couponRow>;
export const couponQuery = couponList.calls.list.request;
export const { list: getCoupons, add: addCoupon, getEdit: getEditCoupon, edit: editCoupon, delete: deleteCoupon, detail: getCouponById } = couponList.calls;
/** The site list's calls, which SiteListPage takes whole. */
export const couponCalls = couponList.calls;

const staff = { access: 'granted', populations: ['backstage'] } as const;
const customer = { access: 'granted', populations: ['user'] } as const;

/** A coupon definition as the grant form's dropdown offers it (those whose deadline has not passed). */
export const couponOption = z.object({
  Id: z.int32(),
  Name: z.string(),
  PreferentialAmount: z.string(),
  CurrencyCode: z.string(),
  Superposition: z.boolean(),
  ExpenseType: z.string(),
});

export const getSelectCoupons = defineCall('/Coupon/GetSelectCoupons', {
  summary: 'The coupon definitions that can still be granted (deadline not passed), by name, for the grant form and the gifts of a promotion',
  request: z.object(siteChoice).optional(),
  response: z.array(couponOption),
  readOnly: true,
  ...staff,
});

// ── User coupons ───────────────────────────────────────────────────────────────────────────────

/** A customer's coupon with the values it was granted with. */
export const userCouponRow = z.object({
  Id: z.int32(),
  CouponId: z.int32(),
  Name: z.string(),
  PreferentialAmount: z.string(),
  Superposition: z.boolean(),
  AvailableWeight: z.string(),
  AvailableAmount: z.string(),
  ExpenseTypeId: z.int32().nullable(),
  ExpenseType: z.string(),
  CurrencyCode: z.string(),
  ExpirationTime: z.string(),
  /** CouponUseStatus */
  UseStatus: z.int32(),
  /** CouponExpiryStatus: expired once its time has passed (the expiry job also marks it) */
  ExpiryStatus: z.int32(),
  /** the bill it paid for, once used */
  BillId: z.int32().nullable(),
  BillSerialNumber: z.string(),
  UsedTime: z.string().nullable(),
  /** the promotion activity it was claimed from; null when staff granted it */
  ActivityId: z.int32().nullable(),
  UserId: z.int32(),
  UserName: z.string(),
  SiteName: z.string(),
  CreationTime: z.string(),
});
export type UserCouponRow = z.output<typeof userCouponRow>;

/** What CouponSelector (components/coupon) lists: the selector's AvailableCoupon and the rules shown under it. */
export const availableCoupon = z.object({
  Id: z.int32(),
  CouponId: z.int32(),
  Name: z.string(),
  PreferentialAmount: z.string(),
  Superposition: z.boolean(),
  ExpirationTime: z.string(),
  CurrencyCode: z.string(),
  AvailableAmount: z.string(),
  AvailableWeight: z.string(),
  ExpenseType: z.string(),
});
export type AvailableCouponRow = z.output<typeof availableCoupon>;

const ids = (max: number) =>
  z
    .array(recordId())
    .min(1, { message: 'SelectAtLeastOne' })
    .max(max)
    .refine((list) => new Set(list).size === list.length, { message: 'DuplicateInList' });

export const getUserBillAvailableCoupons = defineCall('/UserCoupon/GetUserBillAvailableCoupons', {
  summary:
    "The coupons that can pay towards the bills: the customer's, unused, unexpired, in the bills' currency, of an expense type one of the bills has a line of, whose minimum amount and weight that bill meets (staff name the customer: OwnerId)",
  request: z.object({
    BillIds: ids(COUPON_BILLS_MAX),
    /** the currency paid in; the bills' own when absent */
    CurrencyId: recordId().optional(),
    OwnerId: recordId().optional(),
  }),
  response: z.array(availableCoupon),
  readOnly: true,
  access: 'granted',
});

const rechargeBody = {
  CurrencyId: recordId(),
  RechargeAmount: amount(),
};

export const getUserRechargeAvailableCoupons = defineCall('/UserCoupon/GetUserRechargeAvailableCoupons', {
  summary: "The customer's recharge coupons (no expense type) usable on a recharge of RechargeAmount in the currency, for staff recording a recharge",
  request: z.object({ ...rechargeBody, OwnerId: recordId() }),
  response: z.array(availableCoupon),
  readOnly: true,
  ...staff,
});

export const getCurrentUserRechargeAvailableCoupons = defineCall('/UserCoupon/GetCurrentUserRechargeAvailableCoupons', {
  summary: 'The signed-in customer’s recharge coupons usable on a recharge of RechargeAmount in the currency',
  request: z.object(rechargeBody),
  response: z.array(availableCoupon),
  readOnly: true,
  ...customer,
});

export const addUserCoupons = defineCall('/UserCoupon/AddUserCoupons', {
  summary: 'Grant a coupon to one or several customers of the site (Quantity each); each expires after the coupon’s days of validity or at its deadline',
  request: z.object({
    CouponId: recordId(),
    UserIds: ids(COUPON_GRANT_MAX),
    Quantity: z.int32({ error: wholeNumberError }).min(1).max(COUPON_GRANT_QUANTITY_MAX).default(1),
  }),
  response: z.object({ Count: z.int32() }),
  ...staff,
});

export const getUserCoupons = defineCall('/UserCoupon/GetUserCoupons', {
  summary: 'Coupons held: a customer’s own, or (staff) the site’s customers’, newest first, by use and expiry',
  request: pagedQuery.extend({
    UseStatus: z.literal(Object.values(couponUseStatus.values), { error: 'InvalidValue' }).optional(),
    ExpiryStatus: z.literal(Object.values(couponExpiryStatus.values), { error: 'InvalidValue' }).optional(),
    CouponId: recordId().optional(),
    OwnerId: z.int32({ error: numberTypeError }).positive().optional(),
    UserName: z.string().max(64).optional(),
    ...siteChoice,
  }),
  response: listOf(userCouponRow),
  readOnly: true,
  access: 'granted',
});

/** "The coupon type 1, 2 or 3 picks the first three" (spec §7): which call lists the coupons a selector offers. */
export const CouponQueryType = { Bill: 1, Recharge: 2, CurrentUserRecharge: 3 } as const;
export type CouponQueryType = (typeof CouponQueryType)[keyof typeof CouponQueryType];
export const AVAILABLE_COUPON_CALLS = {
  [CouponQueryType.Bill]: getUserBillAvailableCoupons,
  [CouponQueryType.Recharge]: getUserRechargeAvailableCoupons,
  [CouponQueryType.CurrentUserRecharge]: getCurrentUserRechargeAvailableCoupons,
} as const;
