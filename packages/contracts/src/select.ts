import { z } from 'zod';
import { BOTH_POPULATIONS, defineCall, type CallDefinition } from './call.ts';
import { option } from './common.ts';
import type { Language } from './messages.ts';
import { OrganizeType } from './organizes.ts';
import { SettlementCycle } from './roles.ts';

/**
 * Selection lists (spec domain §4 states, §7 "Selection lists"): the enumerations a dropdown offers,
 * each a numeric Value with a Name in the three languages. Every list is declared once here and
 * served by one route factory (apps/server/src/modules/selections) as `/Select/Get<Thing>`,
 * answering `[{ Value, Name }]` in the caller's language to any signed-in person.
 *
 * Values: a two-state flag is 0 (the "not" side) and 1 (the state itself), so it maps onto a
 * boolean column; a status with more steps counts from 1 in the order of its flow. The spec names
 * the states but not their values, and names only the operations of shop authorisation, logistics
 * orders and return orders: their statuses here are the states those operations move between.
 * /Select/GetTemplateType stays with the templates (it also answers each type's placeholders).
 */

type Names = readonly [zhCN: string, zhTW: string, en: string];
type Entries = Readonly<Record<string, readonly [value: number, ...names: Names]>>;

export interface SelectionOption {
  Value: number;
  Names: Readonly<Record<Language, string>>;
}

export interface Selection<E extends Entries = Entries> {
  /** The enumeration's name: `/Select/Get<Thing>`. */
  thing: string;
  /** Each state's value by its name in code, e.g. `PickingStatus.ToBePicked`. */
  values: { readonly [K in keyof E]: E[K][0] };
  options: readonly SelectionOption[];
  call: CallDefinition<z.ZodOptional<z.ZodObject<Record<string, never>>>, z.ZodArray<typeof option>>;
}

function selection<const E extends Entries>(thing: string, summary: string, entries: E): Selection<E> {
  const list = Object.entries(entries);
  return {
    thing,
    values: Object.fromEntries(list.map(([key, [value]]) => [key, value])) as Selection<E>['values'],
    options: list.map(([, [value, zhCN, zhTW, en]]) => ({ Value: value, Names: { 'zh-CN': zhCN, 'zh-TW': zhTW, en } })),
    call: defineCall(`/Select/Get${thing}`, {
      summary: `${summary} (Value, Name in the caller’s language)`,
      request: z.object({}).optional(),
      response: z.array(option),
      access: 'session',
      populations: BOTH_POPULATIONS,
      readOnly: true,
    }),
  };
}

/** A list's options in one language, in their declared order. */
export const optionsIn = (list: Selection, language: Language) => list.options.map((o) => ({ Value: o.Value, Name: o.Names[language] }));

// ── Two-state flags (0 / 1) ──────────────────────────────────────────────────────────────────
export const claimStatus = selection('ClaimStatus', 'Claimed or not: picking lists, unknown items', {
  Unclaimed: [0, '未认领', '未認領', 'Unclaimed'],
  Claimed: [1, '已认领', '已認領', 'Claimed'],
});
export const messageReadStatus = selection('MessageReadStatus', 'Messages read or unread', {
  Unread: [0, '未读', '未讀', 'Unread'],
  Read: [1, '已读', '已讀', 'Read'],
});
export const couponUseStatus = selection('CouponUseStatus', 'Coupons used or unused', {
  Unused: [0, '未使用', '未使用', 'Unused'],
  Used: [1, '已使用', '已使用', 'Used'],
});
export const couponExpiryStatus = selection('CouponExpiryStatus', 'Coupons expired or not', {
  NotExpired: [0, '未过期', '未過期', 'Not expired'],
  Expired: [1, '已过期', '已過期', 'Expired'],
});
export const printStatus = selection('PrintStatus', 'Printed or unprinted: face sheets, picking lists, labels', {
  Unprinted: [0, '未打印', '未列印', 'Unprinted'],
  Printed: [1, '已打印', '已列印', 'Printed'],
});
export const freezeStatus = selection('FreezeStatus', 'Frozen or not: accounts, orders', {
  NotFrozen: [0, '未冻结', '未凍結', 'Not frozen'],
  Frozen: [1, '已冻结', '已凍結', 'Frozen'],
});
export const signForStatus = selection('SignForStatus', 'Signed for or not: packages, receipts, bags', {
  NotSignedFor: [0, '未签收', '未簽收', 'Not signed for'],
  SignedFor: [1, '已签收', '已簽收', 'Signed for'],
});
export const onlineStatus = selection('OnlineStatus', 'Online or not', {
  Offline: [0, '不在线', '離線', 'Not online'],
  Online: [1, '在线', '線上', 'Online'],
});
export const baggingStatus = selection('BaggingStatus', 'Orders bagged or not', {
  NotBagged: [0, '未装袋', '未裝袋', 'Not bagged'],
  Bagged: [1, '已装袋', '已裝袋', 'Bagged'],
});
export const weighingStatus = selection('WeighingStatus', 'Weighed or not', {
  NotWeighed: [0, '未称重', '未秤重', 'Not weighed'],
  Weighed: [1, '已称重', '已秤重', 'Weighed'],
});
export const commoditySaleStatus = selection('CommoditySaleStatus', 'Commodities on sale or halted', {
  Halted: [0, '已停售', '已停售', 'Halted'],
  OnSale: [1, '在售', '在售', 'On sale'],
});
export const localTrackingNumberVoidStatus = selection('LocalTrackingNumberVoidStatus', 'Carrier local tracking numbers voided or not', {
  NotVoided: [0, '未作废', '未作廢', 'Not voided'],
  Voided: [1, '已作废', '已作廢', 'Voided'],
});
export const shopOrderStagingStatus = selection('ShopOrderStagingStatus', 'Shop orders staging or not', {
  NotStaging: [0, '未暂存', '未暫存', 'Not staging'],
  Staging: [1, '暂存', '暫存', 'Staging'],
});
export const packageCompletionStatus = selection('PackageCompletionStatus', 'Packages whose details are to be completed or completed', {
  ToBeCompleted: [0, '待完善', '待完善', 'To be completed'],
  Completed: [1, '已完善', '已完善', 'Completed'],
});
export const enableStatus = selection('EnableStatus', 'Enabled or disabled: mall shops, currencies (EffectiveOrNot), expense types and other lists', {
  Disabled: [0, '停用', '停用', 'Disabled'],
  Enabled: [1, '启用', '啟用', 'Enabled'],
});
export const returnProhibitionStatus = selection('ReturnProhibitionStatus', 'Return orders whose return is prohibited or allowed', {
  Allowed: [0, '允许退货', '允許退貨', 'Return allowed'],
  Prohibited: [1, '禁止退货', '禁止退貨', 'Return prohibited'],
});

// ── Statuses with more steps (from 1, in the order of the flow) ──────────────────────────────
export const pickingStatus = selection('PickingStatus', 'Picking status of picking lists', {
  ToBePicked: [1, '待拣货', '待揀貨', 'To be picked'],
  PartiallyPicked: [2, '部分拣货', '部分揀貨', 'Partially picked'],
  PickingFinished: [3, '拣货完成', '揀貨完成', 'Picking finished'],
});
export const packageStatus = selection('PackageStatus', 'Package states from forecast to signed for', {
  NotReceived: [1, '未入库', '未入庫', 'Not received'],
  ToBeCompleted: [2, '待完善', '待完善', 'To be completed'],
  Shippable: [3, '可发货', '可出貨', 'Shippable'],
  Outbound: [4, '已出库', '已出庫', 'Outbound'],
  SignedFor: [5, '已签收', '已簽收', 'Signed for'],
});
export const promotionClaimStatus = selection('PromotionClaimStatus', 'What a customer can do with a promotion activity', {
  Claimable: [1, '可领取', '可領取', 'Claimable'],
  NotClaimable: [2, '不可领取', '不可領取', 'Not claimable'],
  Received: [3, '已领取', '已領取', 'Received'],
  NoStock: [4, '已领完', '已領完', 'No stock'],
  ActivityExpired: [5, '活动已结束', '活動已結束', 'Activity expired'],
  NotYetStarted: [6, '活动未开始', '活動未開始', 'Not yet started'],
});
export const shopAuthorizationStatus = selection('ShopAuthorizationStatus', 'Shop authorisation status (authorise, re-authorise, cancel)', {
  ToBeAuthorized: [1, '待授权', '待授權', 'To be authorised'],
  Authorized: [2, '已授权', '已授權', 'Authorised'],
  Expired: [3, '授权已过期', '授權已過期', 'Authorisation expired'],
  Cancelled: [4, '已取消授权', '已取消授權', 'Authorisation cancelled'],
});
export const logisticsOrderStatus = selection('LogisticsOrderStatus', 'Logistics order status from submission to delivery (approval, payment, freeze and print are axes of their own)', {
  Submitted: [1, '已提交', '已提交', 'Submitted'],
  Picked: [2, '已拣货', '已揀貨', 'Picked'],
  Packed: [3, '已打包', '已打包', 'Packed'],
  Outbound: [4, '已出库', '已出庫', 'Outbound'],
  Delivered: [5, '已送达', '已送達', 'Delivered'],
  Cancelled: [6, '已取消', '已取消', 'Cancelled'],
});
export const returnOrderStatus = selection('ReturnOrderStatus', 'Return order status (sign, claim, warehousing, shelving, available or removed)', {
  ToBeSigned: [1, '待签收', '待簽收', 'To be signed for'],
  Signed: [2, '已签收', '已簽收', 'Signed for'],
  Claimed: [3, '已认领', '已認領', 'Claimed'],
  Warehoused: [4, '已入库', '已入庫', 'Warehoused'],
  OnShelves: [5, '已上架', '已上架', 'On shelves'],
  Available: [6, '可用库存', '可用庫存', 'Available stock'],
  Removed: [7, '已移除', '已移除', 'Removed'],
});
export const returnReason = selection('ReturnReason', 'Why a parcel came back', {
  ChangedMind: [1, '买家不想要了', '買家不想要了', 'Buyer changed their mind'],
  WrongItem: [2, '发错货', '發錯貨', 'Wrong item sent'],
  Damaged: [3, '运输损坏', '運輸損壞', 'Damaged in transit'],
  QualityProblem: [4, '质量问题', '品質問題', 'Quality problem'],
  UndeliverableAddress: [5, '地址无法派送', '地址無法派送', 'Address undeliverable'],
  RefusedByRecipient: [6, '收件人拒收', '收件人拒收', 'Refused by the recipient'],
  Other: [7, '其他', '其他', 'Other'],
});
export const billStatus = selection('BillStatus', 'Bill status', {
  Unpaid: [1, '未支付', '未支付', 'Unpaid'],
  Paid: [2, '已支付', '已支付', 'Paid'],
  Cancelled: [3, '已取消', '已取消', 'Cancelled'],
  Refunded: [4, '已退款', '已退款', 'Refunded'],
});
export const paymentMethod = selection('PaymentMethod', 'How a bill or recharge is paid', {
  Wallet: [1, '余额支付', '餘額支付', 'Wallet balance'],
  WeChatPay: [2, '微信支付', '微信支付', 'WeChat Pay'],
  Alipay: [3, '支付宝', '支付寶', 'Alipay'],
  StaffEntry: [4, '后台录入', '後台錄入', 'Entered by staff'],
  CashOnDelivery: [5, '货到付款', '貨到付款', 'Cash on delivery'],
});
export const paymentStatus = selection('PaymentStatus', 'Status of an online payment or recharge', {
  Pending: [1, '待支付', '待支付', 'Pending'],
  Succeeded: [2, '支付成功', '支付成功', 'Succeeded'],
  Failed: [3, '支付失败', '支付失敗', 'Failed'],
  Closed: [4, '已关闭', '已關閉', 'Closed'],
});
export const taxType = selection('TaxType', 'Who pays the import duties and taxes of a shipment', {
  DutiesUnpaid: [1, '收件人缴税（DDU）', '收件人繳稅（DDU）', 'Recipient pays duties (DDU)'],
  DutiesPaid: [2, '寄件人包税（DDP）', '寄件人包稅（DDP）', 'Sender pays duties (DDP)'],
});
export const settlementCycle = selection('SettlementCycle', 'How a customer group’s bills fall due', {
  PerOrder: [SettlementCycle.PerOrder, '按单结算', '按單結算', 'Per order'],
  Weekly: [SettlementCycle.Weekly, '周结', '週結', 'Weekly'],
  HalfMonthly: [SettlementCycle.HalfMonthly, '半月结', '半月結', 'Half-monthly'],
  Monthly: [SettlementCycle.Monthly, '月结', '月結', 'Monthly'],
});
export const organizeType = selection('OrganizeType', 'What kind of unit an organisation is', {
  Company: [OrganizeType.Company, '公司', '公司', 'Company'],
  Branch: [OrganizeType.Branch, '分公司', '分公司', 'Branch'],
  Department: [OrganizeType.Department, '部门', '部門', 'Department'],
  Team: [OrganizeType.Team, '小组', '小組', 'Team'],
});
export const valueAddedServiceCalculationMethod = selection('ValueAddedServiceCalculationMethod', 'How a value-added service’s price is charged on an order', {
  PerOrder: [1, '按单', '按單', 'Per order'],
  PerPiece: [2, '按件', '按件', 'Per piece'],
  PerKg: [3, '按公斤', '按公斤', 'Per kg'],
});

export const PickingStatus = pickingStatus.values;
export const PackageStatus = packageStatus.values;
export const LogisticsOrderStatus = logisticsOrderStatus.values;
export const ReturnOrderStatus = returnOrderStatus.values;
export const BillStatus = billStatus.values;
export const PaymentMethod = paymentMethod.values;

/** Every selection list, in the order the API documentation lists them. */
export const SELECTIONS: readonly Selection[] = [
  claimStatus,
  messageReadStatus,
  couponUseStatus,
  couponExpiryStatus,
  printStatus,
  freezeStatus,
  signForStatus,
  onlineStatus,
  baggingStatus,
  weighingStatus,
  commoditySaleStatus,
  localTrackingNumberVoidStatus,
  shopOrderStagingStatus,
  packageCompletionStatus,
  enableStatus,
  returnProhibitionStatus,
  pickingStatus,
  packageStatus,
  promotionClaimStatus,
  shopAuthorizationStatus,
  logisticsOrderStatus,
  returnOrderStatus,
  returnReason,
  billStatus,
  paymentMethod,
  paymentStatus,
  taxType,
  settlementCycle,
  organizeType,
  valueAddedServiceCalculationMethod,
];

/** The calls of the selection lists by path, for the registry of every call (index.ts). */
export const SELECTION_CALLS: Readonly<Record<string, CallDefinition>> = Object.fromEntries(SELECTIONS.map((s) => [s.call.path, s.call]));
