import { summaries } from './define.ts';

export const couponsSummaries = summaries({
  '/Coupon/GetCoupons': ['站点的优惠券定义列表，最新在前，含已发放数量', '站點的優惠券定義列表，最新在前，含已發放數量'],
  '/Coupon/AddCoupon': ['新增优惠券定义；名称在站点内唯一', '新增優惠券定義；名稱在站點內唯一'],
  '/Coupon/GetEditCoupon': ['优惠券定义的编辑表单值', '優惠券定義的編輯表單值'],
  '/Coupon/EditCoupon': ['保存优惠券定义（已发放的优惠券保持发放时的值）', '儲存優惠券定義（已發放的優惠券保持發放時的值）'],
  '/Coupon/DeleteCoupon': ['删除优惠券定义；已发放过的不能删除', '刪除優惠券定義；已發放過的不能刪除'],
  '/Coupon/GetCouponById': ['优惠券定义详情及变更记录', '優惠券定義詳情及變更記錄'],
  '/Coupon/GetSelectCoupons': ['仍可发放（未过截止日期）的优惠券定义，供发放表单及促销活动赠品使用', '仍可發放（未過截止日期）的優惠券定義，供發放表單及促銷活動贈品使用'],
  '/UserCoupon/GetUserBillAvailableCoupons': [
    '可用于支付账单的优惠券：客户本人的、未使用、未过期、与账单同币种、费用类型为账单某一行的费用类型，且该账单满足最低金额和重量（人员以 OwnerId 指定客户）',
    '可用於支付帳單的優惠券：客戶本人的、未使用、未過期、與帳單同幣別、費用類型為帳單某一行的費用類型，且該帳單符合最低金額和重量（人員以 OwnerId 指定客戶）',
  ],
  '/UserCoupon/GetUserRechargeAvailableCoupons': ['客户可用于该币种 RechargeAmount 充值的充值优惠券（无费用类型），供人员登记充值', '客戶可用於該幣別 RechargeAmount 儲值的儲值優惠券（無費用類型），供人員登記儲值'],
  '/UserCoupon/GetCurrentUserRechargeAvailableCoupons': ['当前客户可用于该币种 RechargeAmount 充值的充值优惠券', '目前客戶可用於該幣別 RechargeAmount 儲值的儲值優惠券'],
  '/UserCoupon/AddUserCoupons': ['向站点的一个或多个客户发放优惠券（每人 Quantity 张）；按有效天数或截止日期过期', '向站點的一個或多個客戶發放優惠券（每人 Quantity 張）；依有效天數或截止日期過期'],
  '/UserCoupon/GetUserCoupons': ['持有的优惠券：客户本人的，或（人员）站点客户的，最新在前，可按使用与过期状态筛选', '持有的優惠券：客戶本人的，或（人員）站點客戶的，最新在前，可依使用與過期狀態篩選'],
});
