import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts } from './messages.ts';
import { historyEntry } from './parcels.ts';
import { PaymentProvider, paymentProvider } from './paymentConfiguration.ts';
import { recordId, siteChoice } from './siteRecords.ts';
import { zDecimal } from './validation.ts';
import { couponIds } from './wallets.ts';

/**
 * Online recharge (spec domain §1 "online payment and recharge", menu "recharge records"): a
 * customer pays an amount into their wallet through WeChat Pay (Native: a QR code) or Alipay (page
 * pay), with the site's online payment configuration. The record is made first (Created), then the
 * provider's signed notification, or our query of the provider when none came, settles it: Paid
 * exactly once, or Closed / Failed. Customers call /UserRecharge, staff /Recharge.
 */

export const RechargeStatus = { Created: 1, Paid: 2, Closed: 3, Failed: 4 } as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];
const { Created, Paid, Closed, Failed } = RechargeStatus;
export const RECHARGE_STATUSES = [Created, Paid, Closed, Failed] as const;

/** Both providers charge yuan. */
export const RECHARGE_CURRENCY = 'CNY';
/** How long an online recharge may be paid: the provider is told it expires then, and an unpaid one is closed after it. */
export const RECHARGE_EXPIRY_MINUTES = 30;
/** A recharge whose notification has not come this long after it was made is asked about (a scheduled job). */
export const RECHARGE_QUERY_AFTER_MINUTES = 5;
/** The most one online recharge may be (yuan). */
export const RECHARGE_MAX = 50_000;

/**
 * A recharge's life. Only the customer makes one; only the provider's word (a verified
 * notification or a query answer) settles it, so Pay, Close and Fail are taken by nobody's call.
 */
export const rechargeLifecycle = defineLifecycle(
  'Recharge',
  RechargeStatus,
  {
    Create: { from: [null], to: Created, by: ['user'] },
    Pay: { from: [Created], to: Paid, by: [] },
    Close: { from: [Created], to: Closed, by: [] },
    Fail: { from: [Created], to: Failed, by: [] },
  },
  {
    record: texts('充值记录', '充值記錄', 'recharge'),
    states: {
      [Created]: texts('待支付', '待支付', 'awaiting payment'),
      [Paid]: texts('已支付', '已支付', 'paid'),
      [Closed]: texts('已关闭', '已關閉', 'closed'),
      [Failed]: texts('支付失败', '支付失敗', 'failed'),
    },
    actions: {
      Create: texts('创建', '建立', 'created'),
      Pay: texts('支付', '支付', 'paid'),
      Close: texts('关闭', '關閉', 'closed'),
      Fail: texts('失败', '失敗', 'failed'),
    },
  },
);

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));

export const rechargeAmount = zDecimal({ maxDecimal: 2, cannotBeZero: true }).refine((text) => Number(text) <= RECHARGE_MAX, { error: 'RechargeAmountTooLarge' });

export const createRechargeBody = z.object({
  /** yuan, at most two decimals */
  Amount: rechargeAmount,
  Provider: paymentProvider,
  /** the caller's recharge coupons (GetCurrentUserRechargeAvailableCoupons): held while it awaits payment, their bonus credited when it is paid */
  UserCouponIds: couponIds(),
});

export const rechargeRow = z.object({
  Id: z.int32(),
  OutTradeNo: z.string(),
  Provider: z.int32(),
  Currency: z.string(),
  Amount: z.string(),
  /** the recharge coupons' bonus credited with the amount once paid (0.00 without coupons) */
  CouponAmount: z.string(),
  Status: z.int32(),
  /** WeChat Pay: the QR code's content (code_url); Alipay: the address to open; empty once settled */
  PayTarget: z.string(),
  ProviderTransactionId: z.string(),
  PaidTime: z.string().nullable(),
  CreationTime: z.string(),
  /** staff lists: the customer */
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
});
export const rechargeDetail = rechargeRow.extend({ History: z.array(historyEntry) });

export const userRechargeQuery = pagedQuery.extend({
  Status: choice(RECHARGE_STATUSES).optional(),
  Provider: paymentProvider.optional(),
  OutTradeNo: z.string().max(32).optional(),
});
export const rechargeQuery = userRechargeQuery.extend({ UserId: recordId().optional(), ...siteChoice });

/** Which providers the caller's site offers for recharge. */
export const rechargeProviders = z.array(z.object({ Provider: z.int32(), IsSandbox: z.boolean() }));

const customer = { access: 'granted', populations: ['user'] } as const;
const staff = { access: 'granted', populations: ['backstage'] } as const;
const read = { readOnly: true } as const;

export const getRechargeProviders = defineCall('/UserRecharge/GetOnlineRechargeProviders', {
  summary: 'The online payment providers the site offers for recharge (WeChat Pay, Alipay)',
  request: z.object({}).optional(),
  response: rechargeProviders,
  ...customer,
  ...read,
});

export const createOnlineRecharge = defineCall('/UserRecharge/CreateOnlineRecharge', {
  summary: 'Start an online recharge of an amount with WeChat Pay (answers the QR code content) or Alipay (answers the address to pay at)',
  request: createRechargeBody,
  response: rechargeRow,
  ...customer,
});

export const getUserRecharges = defineCall('/UserRecharge/GetRecharges', {
  summary: 'The caller’s recharge records, newest first, by state, provider, number and dates',
  request: userRechargeQuery,
  response: listOf(rechargeRow),
  ...customer,
  ...read,
});

export const getUserRechargeById = defineCall('/UserRecharge/GetRechargeById', {
  summary: 'One of the caller’s recharges with its history (the recharge page polls it until it is settled)',
  request: idBody,
  response: rechargeDetail,
  ...customer,
  ...read,
});

export const queryUserRecharge = defineCall('/UserRecharge/QueryRechargeState', {
  summary: 'Ask the provider about one of the caller’s unsettled recharges (when its notification has not come) and settle it as the provider says',
  request: idBody,
  response: rechargeRow,
  ...customer,
});

export const getRecharges = defineCall('/Recharge/GetRecharges', {
  summary: 'The site’s online recharges, newest first, by customer, state, provider, number and dates',
  request: rechargeQuery,
  response: listOf(rechargeRow),
  ...staff,
  ...read,
});

export const getRechargeById = defineCall('/Recharge/GetRechargeById', {
  summary: 'One online recharge of the site with its history',
  request: idBody,
  response: rechargeDetail,
  ...staff,
  ...read,
});

export const queryRecharge = defineCall('/Recharge/QueryRechargeState', {
  summary: 'Ask the provider about an unsettled recharge of the site and settle it as the provider says',
  request: idBody,
  response: rechargeRow,
  ...staff,
});

export { PaymentProvider };

/** Each side's recharge record calls, for the list page both sides share. */
export const RECHARGE_CALLS = {
  backstage: { list: getRecharges, detail: getRechargeById, query: queryRecharge },
  user: { list: getUserRecharges, detail: getUserRechargeById, query: queryUserRecharge },
} as const;
export type RechargeSide = keyof typeof RECHARGE_CALLS;
