import { promotions as api, type ResponseOf } from '@lbo/contracts';

type Gift = ResponseOf<typeof api.getPromotionActivity>['Gifts'][number];
const { GiftType } = api;

/** A gift in words: a coupon, an amount to the wallet, or a percentage of the next recharge. */
export function giftText(t: (key: string, options?: Record<string, unknown>) => string, g: Gift) {
  if (g.GiftType === GiftType.Coupon) return t('coupons.couponGift', { name: g.CouponName, amount: g.PreferentialAmount, currency: g.CurrencyCode, quantity: g.Quantity });
  if (g.GiftType === GiftType.Amount) return t('coupons.amountGift', { amount: g.GiftAmount, currency: g.CurrencyCode });
  return t('coupons.percentageGift', { amount: g.GiftAmount });
}

