// What other areas use of coupons and promotions: the wallets' bill payment applies coupons and recharges use
// recharge coupons and waiting percentage gifts, the job runner expires them. Nothing here may reach the wallets.
export { applyCoupons, type AppliedCoupons } from './applyCoupons.ts';
export { expireUserCoupons } from './expiry.ts';
export { takePercentageGift } from './percentageGifts.ts';
export { holdRechargeCoupons, releaseRechargeCoupons, useRechargeCoupons, type RechargeHold } from './rechargeCoupons.ts';
