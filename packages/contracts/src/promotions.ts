import { z } from 'zod';
import { defineCall } from './call.ts';
import { dateTime, listOf, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { amount, warehouseScopeFields } from './quotationScope.ts';
import { promotionClaimStatus } from './select.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Promotion activities (spec domain §3 "Activity and promotion activity", §4 "Promotion claim",
 * §5; shell §2 PreviewPromotionActivitiesIndex): a page (rich text, a cover image) customers open
 * and claim gifts from, between StartTime and EndTime.
 * - MaxDistribution: claims the activity gives at most; IssuedQuantity: claims given so far.
 * - LimitTimes: claims one customer may make in a period; ResetDays: the period's length in days
 *   counted from StartTime (0: one period, the whole activity).
 * - Gifts: per claim, coupons (CouponId, Quantity), an amount credited to the wallet (GiftAmount in
 *   CurrencyCode), or a percentage (GiftAmount 0.01 to 100, of the customer's next recharge,
 *   recorded on the claim). The same coupon, a second amount or a second percentage cannot be added (§5).
 * The claim states (§4) are `promotionClaimStatus`: claimable, not claimable (staff previewing, a
 * disabled activity), received (the customer's limit for the period is reached), no stock, activity
 * expired, not yet started.
 */

export const PROMOTION_NAME_MAX = 64;
export const PROMOTION_PAGE_MAX = 100_000;
export const PROMOTION_GIFTS_MAX = 20;
export const PROMOTION_QUANTITY_MAX = 1_000_000;
export const PROMOTION_LIMIT_MAX = 1000;
export const PROMOTION_RESET_DAYS_MAX = 366;
export const GIFT_PERCENTAGE_MIN = '0.01';
export const GIFT_PERCENTAGE_MAX = '100';

export const GiftType = { Coupon: 1, Amount: 2, Percentage: 3 } as const;
export type GiftType = (typeof GiftType)[keyof typeof GiftType];
export const ClaimStatus = promotionClaimStatus.values;

export const promotionGift = z
  .object({
    GiftType: z.literal(Object.values(GiftType), { error: 'InvalidValue' }),
    /** GiftType Coupon */
    CouponId: recordId().nullable().default(null),
    Quantity: z.int32({ error: wholeNumberError }).min(1).max(100).default(1),
    /** GiftType Amount: the amount; Percentage: the percentage (0.01 to 100) */
    GiftAmount: amount().default('0'),
    /** GiftType Amount: its currency */
    CurrencyCode: warehouseScopeFields.CurrencyCode.or(z.literal('')).default(''),
  })
  .superRefine((gift, ctx) => {
    if (gift.GiftType === GiftType.Coupon && gift.CouponId === null) ctx.addIssue({ code: 'custom', path: ['CouponId'], message: 'CannotBeEmpty' });
    if (gift.GiftType === GiftType.Amount) {
      if (Number(gift.GiftAmount) <= 0) ctx.addIssue({ code: 'custom', path: ['GiftAmount'], message: 'CannotBeZero' });
      if (gift.CurrencyCode === '') ctx.addIssue({ code: 'custom', path: ['CurrencyCode'], message: 'CannotBeEmpty' });
    }
    // Compared as decimal text: two decimals at most, so 0.01 is the smallest above zero.
    if (gift.GiftType === GiftType.Percentage && (Number(gift.GiftAmount) < 0.01 || Number(gift.GiftAmount) > 100))
      ctx.addIssue({ code: 'custom', path: ['GiftAmount'], message: 'GiftPercentageRange' });
  });
export type PromotionGift = z.output<typeof promotionGift>;

/** The key that makes two gifts the same (§5 "duplicates cannot be added to an activity"). */
export const giftKey = (g: Pick<PromotionGift, 'GiftType' | 'CouponId'>) =>
  g.GiftType === GiftType.Coupon ? `coupon:${g.CouponId}` : g.GiftType === GiftType.Amount ? 'amount' : 'percentage';

const activityShape = {
  Name: requiredText(PROMOTION_NAME_MAX),
  StartTime: dateTime,
  EndTime: dateTime,
  MaxDistribution: z.int32({ error: wholeNumberError }).min(1).max(PROMOTION_QUANTITY_MAX),
  LimitTimes: z.int32({ error: wholeNumberError }).min(1).max(PROMOTION_LIMIT_MAX).default(1),
  ResetDays: z.int32({ error: wholeNumberError }).min(0).max(PROMOTION_RESET_DAYS_MAX).default(0),
  Gifts: z.array(promotionGift).min(1, { message: 'SelectAtLeastOne' }).max(PROMOTION_GIFTS_MAX),
  IsEnabled: z.boolean().default(true),
  CoverImage: optionalText(255),
  PageContent: z.string().max(PROMOTION_PAGE_MAX).default(''),
  Remarks: optionalText(255),
};
type ActivityShape = z.output<z.ZodObject<typeof activityShape>>;

const activityRules = (f: ActivityShape, ctx: z.RefinementCtx) => {
  // Both are yyyy-MM-dd[ HH:mm:ss]: text order is time order once a date alone means its midnight.
  const full = (t: string) => (t.length === 10 ? `${t} 00:00:00` : t);
  if (full(f.EndTime) <= full(f.StartTime)) ctx.addIssue({ code: 'custom', path: ['EndTime'], message: 'EndBeforeStart' });
  const seen = new Set<string>();
  f.Gifts.forEach((g, i) => {
    const key = giftKey(g);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['Gifts', i], message: 'DuplicateGift' });
    seen.add(key);
  });
};

const activityList = siteListCalls('PromotionActivity', {
  plural: 'PromotionActivities',
  fields: activityShape,
  rules: (schema) => schema.superRefine(activityRules),
  query: pagedQuery.extend({ Name: z.string().max(PROMOTION_NAME_MAX).optional(), IsEnabled: z.boolean().optional(), ...siteChoice }),
  row: {
    IssuedQuantity: z.int32(),
    /** how many claims are recorded */
    ClaimCount: z.int32(),
  },
  summaries: {
    list: 'Promotion activities of the site, newest first, with how many were issued',
    add: 'Create a promotion activity with its page, stock, per-customer limit and gifts',
    getEdit: 'The edit form values of a promotion activity',
    edit: 'Save a promotion activity; the maximum cannot go below what was issued',
    delete: 'Delete a promotion activity; refused once claimed (disable it instead)',
    detail: 'A promotion activity with its change history',
  },
});

export const {
  fields: activityFields,
  addBody: addActivityBody,
  editBody: editActivityBody,
  editInfo: activityEditInfo,
  row: activityRow,
  detail: activityDetail,
} = activityList;
export type ActivityFields = z.output<typeof activityFields>;
export type ActivityRow = z.output<typeof activityRow>;
export const activityQuery = activityList.calls.list.request;
export const {
  list: getPromotionActivities,
  add: addPromotionActivity,
  getEdit: getEditPromotionActivity,
  edit: editPromotionActivity,
  delete: deletePromotionActivity,
  detail: getPromotionActivityById,
} = activityList.calls;
export const promotionActivityCalls = activityList.calls;

/** A gift as the promotion page shows it. */
export const giftView = z.object({
  GiftType: z.int32(),
  CouponId: z.int32().nullable(),
  CouponName: z.string(),
  PreferentialAmount: z.string(),
  Quantity: z.int32(),
  GiftAmount: z.string(),
  CurrencyCode: z.string(),
});

/** The promotion page as a customer (or staff previewing it) sees it, with the caller's claim state. */
export const promotionView = z.object({
  Id: z.int32(),
  Name: z.string(),
  CoverImage: z.string(),
  PageContent: z.string(),
  StartTime: z.string(),
  EndTime: z.string(),
  MaxDistribution: z.int32(),
  IssuedQuantity: z.int32(),
  LimitTimes: z.int32(),
  ResetDays: z.int32(),
  /** claims the caller made in the current period */
  ClaimedTimes: z.int32(),
  Gifts: z.array(giftView),
  /** PromotionClaimStatus */
  ClaimStatus: z.int32(),
});
export type PromotionView = z.output<typeof promotionView>;

const customer = { access: 'granted', populations: ['user'] } as const;
const staff = { access: 'granted', populations: ['backstage'] } as const;

export const getPromotionActivity = defineCall('/PromotionActivity/GetPromotionActivity', {
  summary: 'A promotion page with the caller’s claim state (staff preview it: not claimable)',
  request: z.object({ Id: recordId() }),
  response: promotionView,
  readOnly: true,
  access: 'granted',
});

export const getUserPromotionActivities = defineCall('/UserPromotionActivity/GetPromotionActivities', {
  summary: 'The enabled promotion activities of the customer’s site that have not ended, each with the customer’s claim state',
  request: pagedQuery.pick({ index: true, rows: true }),
  response: listOf(promotionView),
  readOnly: true,
  ...customer,
});

export const claimPromotionActivity = defineCall('/UserPromotionActivity/ClaimPromotionActivity', {
  summary: 'Claim a promotion activity’s gifts: atomic, never past its maximum nor the customer’s limit for the period',
  request: z.object({ Id: recordId() }),
  response: z.object({ ClaimId: z.int32(), UserCouponIds: z.array(z.int32()), GiftAmount: z.string(), CurrencyCode: z.string(), ClaimStatus: z.int32() }),
  ...customer,
});

export const claimRecordRow = z.object({
  Id: z.int32(),
  ActivityId: z.int32(),
  ActivityName: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  Gifts: z.array(giftView),
  CouponCount: z.int32(),
  GiftAmount: z.string(),
  CurrencyCode: z.string(),
  /** the gift amount reached the wallet (with the claim) */
  Credited: z.boolean(),
  /** a Percentage gift: the percentage ('0' without), and the bonus it gave on the next paid recharge (null while it waits) */
  GiftPercentage: z.string(),
  PercentageAmount: z.string().nullable(),
  PercentageUsedTime: z.string().nullable(),
  CreationTime: z.string(),
});

export const getPromotionClaims = defineCall('/PromotionActivity/GetPromotionClaims', {
  summary: 'Claim records of the site’s promotion activities (or of one), newest first',
  request: pagedQuery.extend({ ActivityId: recordId().optional(), UserName: z.string().max(64).optional(), ...siteChoice }),
  response: listOf(claimRecordRow),
  readOnly: true,
  ...staff,
});
