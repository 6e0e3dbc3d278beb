import { coupons as api, promotions } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  addUserCoupons,
  billAvailableCoupons,
  couponList,
  currentUserRechargeAvailableCoupons,
  listUserCoupons,
  rechargeAvailableCoupons,
  selectCoupons,
} from './coupons.service.ts';
import { activityList, claimPromotion, listClaims, promotionView, userPromotions } from './promotions.service.ts';

export const couponsRoutes = [
  route(api.getCoupons, (ctx, body) => couponList.list(ctx.tx, requireActor(ctx), body)),
  route(api.addCoupon, (ctx, body) => couponList.add(ctx.tx, requireActor(ctx), body)),
  route(api.getEditCoupon, (ctx, body) => couponList.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(api.editCoupon, (ctx, body) => couponList.edit(ctx.tx, requireActor(ctx), body)),
  route(api.deleteCoupon, (ctx, body) => couponList.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getCouponById, (ctx, body) => couponList.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(api.getSelectCoupons, (ctx, body) => selectCoupons(ctx.tx, requireActor(ctx), body?.SiteId)),
  route(api.getUserBillAvailableCoupons, (ctx, body) => billAvailableCoupons(ctx.tx, requireActor(ctx), body)),
  route(api.getUserRechargeAvailableCoupons, (ctx, body) => rechargeAvailableCoupons(ctx.tx, requireActor(ctx), body)),
  route(api.getCurrentUserRechargeAvailableCoupons, (ctx, body) => currentUserRechargeAvailableCoupons(ctx.tx, requireActor(ctx), body)),
  route(api.addUserCoupons, (ctx, body) => addUserCoupons(ctx.tx, requireActor(ctx), body)),
  route(api.getUserCoupons, (ctx, body) => listUserCoupons(ctx.tx, requireActor(ctx), body)),
  route(promotions.getPromotionActivities, (ctx, body) => activityList.list(ctx.tx, requireActor(ctx), body)),
  route(promotions.addPromotionActivity, (ctx, body) => activityList.add(ctx.tx, requireActor(ctx), body)),
  route(promotions.getEditPromotionActivity, (ctx, body) => activityList.getEdit(ctx.tx, requireActor(ctx), body.Id)),
  route(promotions.editPromotionActivity, (ctx, body) => activityList.edit(ctx.tx, requireActor(ctx), body)),
  route(promotions.deletePromotionActivity, (ctx, body) => activityList.delete(ctx.tx, requireActor(ctx), body.Id)),
  route(promotions.getPromotionActivityById, (ctx, body) => activityList.detail(ctx.tx, requireActor(ctx), body.Id)),
  route(promotions.getPromotionActivity, (ctx, body) => promotionView(ctx.tx, requireActor(ctx), body.Id)),
  route(promotions.getUserPromotionActivities, (ctx, body) => userPromotions(ctx.tx, requireActor(ctx), body)),
  route(promotions.claimPromotionActivity, (ctx, body) => claimPromotion(ctx.tx, requireActor(ctx), body.Id)),
  route(promotions.getPromotionClaims, (ctx, body) => listClaims(ctx.tx, requireActor(ctx), body)),
];
