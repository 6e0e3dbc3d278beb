import { z } from 'zod';
import { defineCall } from './call.ts';
import { dateTime, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { billRow } from './logisticsOrders.ts';
import { texts, type Texts } from './messages.ts';
import { xlsxFile } from './parcels.ts';
import { MONEY_INTEGER_DIGITS_MAX, money } from './roles.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';
import { zBatchSearch, zDecimal } from './validation.ts';

/**
 * Money (issue 21, first part; spec §1 wallets, §3 Wallet and Bill): a wallet per site, customer and
 * currency; every movement an immutable double-entry posting written by the server's one entry
 * point (modules/wallets `post`); paying bills with the balance or credit; refunds, offline
 * recharges with approval and corrections as postings; the amount statement.
 *
 * A wallet keeps two customer accounts: Cash (the customer's money the site holds, never below
 * zero) and Credit (what the customer owes on their credit line, never beyond its limit). The
 * balance the spec shows is Cash − credit used (negative: arrears). Money enters Cash only once
 * the credit used is repaid. The site's side of every event is one of its own accounts, so the
 * postings of an event always sum to zero.
 */

export const LedgerAccount = {
  /** the customer's money held by the site (balance ≥ 0: the sum of its postings) */
  CustomerCash: 1,
  /** the customer's credit line: its postings sum to minus the credit used */
  CustomerCredit: 2,
  /** the site's income from bills paid (minus refunds) */
  SiteRevenue: 3,
  /** money that came in from outside (recharges) */
  SiteClearing: 4,
  /** the site's side of staff corrections */
  SiteAdjustment: 5,
  /** what the site gives away: recharge coupons' bonuses, promotion gift amounts */
  SitePromotionExpense: 6,
  /**
   * what carriers owe the site for cash on delivery: a bill paid from an order's collection takes it
   * out (−) to the site's revenue; the carrier's remittance (COD collected) puts it back (+)
   */
  CodReceivable: 7,
} as const;
export type LedgerAccount = (typeof LedgerAccount)[keyof typeof LedgerAccount];
export const CUSTOMER_ACCOUNTS: readonly LedgerAccount[] = [LedgerAccount.CustomerCash, LedgerAccount.CustomerCredit];

/** Why money moved: every event carries one. */
/**
 * Settlement: a settlement statement settled, the cash repaying the credit used (contracts settlements.ts).
 * CodCollected: the carrier remitted an order's collection; what bills did not take of it reaches the customer.
 */
export const WalletEventType = { BillPayment: 1, Refund: 2, Recharge: 3, Correction: 4, Settlement: 5, PromotionGift: 6, CodCollected: 7 } as const;
export type WalletEventType = (typeof WalletEventType)[keyof typeof WalletEventType];

export const PaymentMethod = {
  /** the wallet's cash only */
  Balance: 1,
  /** the cash first, then the credit line (only where credit is enabled) */
  Credit: 2,
  /**
   * the order's collection (cash on delivery): only the bill of a COD order whose collection covers
   * it; no customer money moves (CodReceivable to SiteRevenue)
   */
  CashOnDelivery: 3,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export const RechargeStatus = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];

const staffOnly = ['backstage'] as const;

/** Offline recharge: staff submit it with the voucher, another step approves it (the posting) or rejects it. */
export const rechargeLifecycle = defineLifecycle('OfflineRecharge', RechargeStatus, {
  Submit: { from: [null], to: RechargeStatus.Pending, by: staffOnly },
  Approve: { from: [RechargeStatus.Pending], to: RechargeStatus.Approved, by: staffOnly },
  Reject: { from: [RechargeStatus.Pending], to: RechargeStatus.Rejected, by: staffOnly },
}, {
  record: texts('充值记录', '儲值紀錄', 'recharge'),
  states: {
    [RechargeStatus.Pending]: texts('待审核', '待審核', 'awaiting approval'),
    [RechargeStatus.Approved]: texts('已到账', '已入帳', 'approved'),
    [RechargeStatus.Rejected]: texts('已驳回', '已駁回', 'rejected'),
  },
  actions: {
    Submit: texts('提交', '提交', 'submitted'),
    Approve: texts('审核通过', '審核通過', 'approved'),
    Reject: texts('驳回', '駁回', 'rejected'),
  },
});

export const WALLET_NAMES = {
  account: {
    [LedgerAccount.CustomerCash]: texts('余额', '餘額', 'Balance'),
    [LedgerAccount.CustomerCredit]: texts('信用额度', '信用額度', 'Credit'),
    [LedgerAccount.SiteRevenue]: texts('站点收入', '站點收入', 'Site revenue'),
    [LedgerAccount.SiteClearing]: texts('站点收款', '站點收款', 'Site clearing'),
    [LedgerAccount.SiteAdjustment]: texts('站点调整', '站點調整', 'Site adjustment'),
    [LedgerAccount.SitePromotionExpense]: texts('站点促销支出', '站點促銷支出', 'Site promotion expense'),
    [LedgerAccount.CodReceivable]: texts('应收代收货款', '應收代收貨款', 'COD receivable'),
  },
  eventType: {
    [WalletEventType.BillPayment]: texts('账单支付', '帳單支付', 'Bill payment'),
    [WalletEventType.Refund]: texts('退款', '退款', 'Refund'),
    [WalletEventType.Recharge]: texts('充值', '儲值', 'Recharge'),
    [WalletEventType.Correction]: texts('人工调整', '人工調整', 'Correction'),
    [WalletEventType.Settlement]: texts('结算单结算', '結算單結算', 'Statement settled'),
    [WalletEventType.PromotionGift]: texts('促销赠送', '促銷贈送', 'Promotion gift'),
    [WalletEventType.CodCollected]: texts('代收货款回款', '代收貨款回款', 'COD collected'),
  },
  paymentMethod: {
    [PaymentMethod.Balance]: texts('余额支付', '餘額支付', 'Balance'),
    [PaymentMethod.Credit]: texts('信用支付', '信用支付', 'Credit'),
    [PaymentMethod.CashOnDelivery]: texts('货到付款', '貨到付款', 'Cash on delivery'),
  },
} satisfies Record<string, Record<number, Texts>>;

// ── Limits and field pieces ──────────────────────────────────────────────────────────────────

/** Bills paid in one call. */
export const PAY_BILLS_MAX = 50;
/** coupons on one bill */
export const PAY_COUPONS_MAX = 10;
export const WALLET_REASON_MAX = 255;
/** Rows of one statement export. */
export const STATEMENT_EXPORT_MAX_ROWS = 10_000;

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));
const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { message: 'InvalidFormat' })
  .transform((c) => c.toUpperCase());
/** A money amount greater than zero (a recharge, a refund, a correction): at most 2 decimals. */
const positiveMoney = () =>
  zDecimal({ maxDecimal: 2, cannotBeZero: true }).refine((text) => (text.split('.')[0] ?? '').length <= MONEY_INTEGER_DIGITS_MAX, { message: 'AmountTooLarge' });

/** The caller's coupons used on one bill or recharge: none by default. */
export const couponIds = () =>
  z
    .array(recordId())
    .max(PAY_COUPONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' })
    .default([]);

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────

export const walletRow = z.object({
  Id: z.int32(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  SiteId: z.int32(),
  CurrencyCode: z.string(),
  /** Cash − credit used: negative is arrears */
  Balance: z.string(),
  Cash: z.string(),
  FrozenAmount: z.string(),
  /** Cash − frozen: what a payment may take from the balance */
  AvailableAmount: z.string(),
  IsCreditAmount: z.boolean(),
  CreditAmount: z.string(),
  /** the part of the credit line in use */
  CreditArrears: z.string(),
  /** what is left of the credit line */
  CreditBalance: z.string(),
  Arrears: z.string(),
  UpdateTime: z.string(),
});
export type WalletRow = z.output<typeof walletRow>;

/** A bill as the money lists show it: the order's bill with the customer and what its payment did to the wallet. */
export const moneyBillRow = billRow.extend({
  UserName: z.string(),
  MemberNumber: z.string(),
  PaymentMethod: z.int32().nullable(),
  PaymentTime: z.string().nullable(),
  /** the wallet before and after the payment (balance: cash − credit used; credit: what was left of the line) */
  BalanceBefore: z.string().nullable(),
  BalanceAfter: z.string().nullable(),
  CreditBefore: z.string().nullable(),
  CreditAfter: z.string().nullable(),
  RefundLocked: z.boolean(),
  /** unpaid and payable from its order's collection (PaymentMethod CashOnDelivery): the pay dialog offers it only then */
  CashOnDeliveryPayable: z.boolean(),
  Actions: z.array(z.string()),
});
export type MoneyBillRow = z.output<typeof moneyBillRow>;

export const paymentRecordRow = z.object({
  Id: z.int32(),
  UserId: z.int32(),
  UserName: z.string(),
  BillId: z.int32(),
  BillSerialNumber: z.string(),
  OrderSerialNumber: z.string(),
  /** WalletEventType: a payment or a refund */
  Type: z.int32(),
  PaymentMethod: z.int32(),
  Amount: z.string(),
  /** of it, taken from (or, a refund, returned to) the cash and the credit line */
  CashAmount: z.string(),
  CreditAmount: z.string(),
  CurrencyCode: z.string(),
  BalanceBefore: z.string(),
  BalanceAfter: z.string(),
  Remarks: z.string(),
  OperatorName: z.string(),
  CreationTime: z.string(),
});

export const postingRow = z.object({
  Id: z.int32(),
  EventId: z.int32(),
  /** WalletEventType */
  Type: z.int32(),
  /** LedgerAccount: the customer's cash or credit */
  Account: z.int32(),
  /** + into the account, − out of it (credit: + repays, − uses) */
  Amount: z.string(),
  /** the customer's balance (cash − credit used) after the posting */
  BalanceAfter: z.string(),
  DocumentType: z.string(),
  DocumentNumber: z.string(),
  Reason: z.string(),
  CreationTime: z.string(),
});
export type PostingRow = z.output<typeof postingRow>;

export const statement = z.object({
  UserId: z.int32(),
  UserName: z.string(),
  CurrencyCode: z.string(),
  /** the balance (cash − credit used) at StartDate and at EndDate */
  OpeningBalance: z.string(),
  ClosingBalance: z.string(),
  /** sums of the period's postings into and out of the customer's accounts */
  Income: z.string(),
  Expense: z.string(),
  Data: z.array(postingRow),
  Total: z.int32(),
});

export const rechargeRow = z.object({
  Id: z.int32(),
  SerialNumber: z.string(),
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  CurrencyCode: z.string(),
  Amount: z.string(),
  /** the recharge coupons' bonus credited with it on approval (0.00 without coupons) */
  CouponAmount: z.string(),
  Voucher: z.string(),
  Status: z.int32(),
  Remarks: z.string(),
  RejectReason: z.string(),
  SubmittedByName: z.string(),
  ApprovedByName: z.string(),
  ApprovalTime: z.string().nullable(),
  CreationTime: z.string(),
  Actions: z.array(z.string()),
});
export type RechargeRow = z.output<typeof rechargeRow>;

// ── Queries and bodies ───────────────────────────────────────────────────────────────────────

const BILL_PAYMENT_STATUSES = [1, 2, 3] as const;
const BILL_TYPES = [1, 2] as const;
export const userBillQuery = pagedQuery.extend({
  /** bill or order numbers, one per line (up to 200) */
  Numbers: zBatchSearch.optional(),
  PaymentStatus: choice(BILL_PAYMENT_STATUSES).optional(),
  BillType: choice(BILL_TYPES).optional(),
});
export const billQuery = userBillQuery.extend({ UserId: recordId().optional(), ...siteChoice });

export const payBillsBody = z.object({
  BillIds: z
    .array(recordId())
    .min(1, { message: 'SelectAtLeastOne' })
    .max(PAY_BILLS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'DuplicateInList' }),
  PaymentMethod: choice(Object.values(PaymentMethod)),
  /** the caller's coupons (GetUserBillAvailableCoupons) taken off the bill: one bill at a time */
  UserCouponIds: couponIds(),
});
export const payBillsResult = z.object({ Bills: z.array(moneyBillRow), Wallets: z.array(walletRow) });

export const refundBody = z.object({ Id: recordId(), Amount: positiveMoney(), Reason: requiredText(WALLET_REASON_MAX) });

export const userPaymentRecordQuery = pagedQuery.extend({ BillId: recordId().optional() });
export const paymentRecordQuery = userPaymentRecordQuery.extend({ UserId: recordId().optional(), ...siteChoice });

export const walletQuery = pagedQuery.extend({ UserId: recordId().optional(), CurrencyCode: currencyCode.optional(), ...siteChoice });
export const creditBody = z.object({ UserId: recordId(), CurrencyCode: currencyCode, IsCreditAmount: z.boolean(), CreditAmount: money() });

export const userStatementQuery = pagedQuery.extend({ CurrencyCode: currencyCode.optional() });
export const statementQuery = userStatementQuery.extend({ UserId: recordId() });
const unpaged = { index: true, rows: true } as const;

/** Increase true adds Amount to the balance, false takes it away (never below zero cash). */
export const correctionBody = z.object({ UserId: recordId(), CurrencyCode: currencyCode, Increase: z.boolean(), Amount: positiveMoney(), Reason: requiredText(WALLET_REASON_MAX) });

export const rechargeBody = z.object({
  UserId: recordId(),
  CurrencyCode: currencyCode,
  Amount: positiveMoney(),
  /** the voucher image: an uploaded file's address */
  Voucher: requiredText(512),
  Remarks: optionalText(WALLET_REASON_MAX),
  /** the customer's recharge coupons (GetUserRechargeAvailableCoupons): held with the recharge, their bonus credited on approval */
  UserCouponIds: couponIds(),
});
export const rejectRechargeBody = z.object({ Id: recordId(), Reason: requiredText(WALLET_REASON_MAX) });
export const userRechargeQuery = pagedQuery.extend({ Status: choice(Object.values(RechargeStatus)).optional() });
export const rechargeQuery = userRechargeQuery.extend({ UserId: recordId().optional(), ...siteChoice });

export const walletTimeRange = z.object({ StartDate: dateTime.optional(), EndDate: dateTime.optional() });

// ── Calls ────────────────────────────────────────────────────────────────────────────────────

const staff = { access: 'granted', populations: ['backstage'] } as const;
const customer = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;

export const getUserBills = defineCall('/UserBill/GetBills', {
  summary: 'The caller’s bills with what each payment did to the wallet, by number (batch), state, type and time',
  request: userBillQuery,
  response: listOf(moneyBillRow),
  ...customer,
  ...read,
});
export const payBills = defineCall('/UserBill/PayBills', {
  summary: 'Pay one or several of the caller’s unpaid bills with the balance, the balance then the credit line, or their COD orders’ collections; all or none',
  request: payBillsBody,
  response: payBillsResult,
  ...customer,
});
export const getUserPaymentRecords = defineCall('/UserBill/GetPaymentRecords', {
  summary: 'The caller’s payments and refunds, newest first',
  request: userPaymentRecordQuery,
  response: listOf(paymentRecordRow),
  ...customer,
  ...read,
});
export const getBills = defineCall('/Bill/GetBills', {
  summary: 'The site’s bills by customer, number (batch), state, type and time',
  request: billQuery,
  response: listOf(moneyBillRow),
  ...staff,
  ...read,
});
export const refundBill = defineCall('/Bill/RefundBill', {
  summary: 'Refund (part of) a paid bill to the customer’s wallet, repaying credit first; refused once the order’s refunds are locked',
  request: refundBody,
  response: moneyBillRow,
  ...staff,
});
export const getPaymentRecords = defineCall('/Bill/GetPaymentRecords', {
  summary: 'The site’s payments and refunds, newest first, by customer or bill',
  request: paymentRecordQuery,
  response: listOf(paymentRecordRow),
  ...staff,
  ...read,
});
export const getUserWallets = defineCall('/UserWallet/GetWallets', {
  summary: 'The caller’s wallets, one per currency: balance, frozen, credit line and arrears',
  request: z.object({}).optional(),
  response: z.array(walletRow),
  ...customer,
  ...read,
});
export const getUserAmountStatement = defineCall('/UserWallet/GetAmountStatement', {
  summary: 'The caller’s amount statement: postings over a period with opening and closing balance',
  request: userStatementQuery,
  response: statement,
  ...customer,
  ...read,
});
export const exportUserAmountStatement = defineCall('/UserWallet/ExportAmountStatement', {
  summary: 'The caller’s amount statement as an Excel file',
  request: userStatementQuery.omit(unpaged),
  response: xlsxFile,
  ...customer,
  ...read,
});
export const getUserRecharges = defineCall('/UserWallet/GetRecharges', {
  summary: 'The caller’s recharge records',
  request: userRechargeQuery,
  response: listOf(rechargeRow),
  ...customer,
  ...read,
});
export const getWallets = defineCall('/Wallet/GetWallets', {
  summary: 'The site’s customer wallets by customer and currency',
  request: walletQuery,
  response: listOf(walletRow),
  ...staff,
  ...read,
});
export const setCredit = defineCall('/Wallet/SetCredit', {
  summary: 'Turn a customer’s credit line on or off and set its limit (not below what is in use)',
  request: creditBody,
  response: walletRow,
  ...staff,
});
export const correctBalance = defineCall('/Wallet/CorrectBalance', {
  summary: 'A manual correction of a customer’s balance with a reason: a posting against the site’s adjustment account',
  request: correctionBody,
  response: walletRow,
  ...staff,
});
export const getAmountStatement = defineCall('/Wallet/GetAmountStatement', {
  summary: 'A customer’s amount statement: postings over a period with opening and closing balance',
  request: statementQuery,
  response: statement,
  ...staff,
  ...read,
});
export const exportAmountStatement = defineCall('/Wallet/ExportAmountStatement', {
  summary: 'A customer’s amount statement as an Excel file',
  request: statementQuery.omit(unpaged),
  response: xlsxFile,
  ...staff,
  ...read,
});
export const submitRecharge = defineCall('/Recharge/SubmitOfflineRecharge', {
  summary: 'Record money a customer paid offline, with the voucher image; it reaches the wallet when approved',
  request: rechargeBody,
  response: rechargeRow,
  ...staff,
});
export const approveRecharge = defineCall('/Recharge/ApproveOfflineRecharge', {
  summary: 'Approve an offline recharge: the money reaches the customer’s wallet (credit used is repaid first)',
  request: z.object({ Id: recordId() }),
  response: rechargeRow,
  ...staff,
});
export const rejectRecharge = defineCall('/Recharge/RejectOfflineRecharge', {
  summary: 'Reject an offline recharge with a reason; the wallet is unchanged',
  request: rejectRechargeBody,
  response: rechargeRow,
  ...staff,
});
export const getRecharges = defineCall('/Recharge/GetOfflineRecharges', {
  summary: 'The site’s recharge records by customer and state',
  request: rechargeQuery,
  response: listOf(rechargeRow),
  ...staff,
  ...read,
});
