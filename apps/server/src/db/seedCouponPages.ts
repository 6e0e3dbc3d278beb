import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, promotions } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { coupons, expenseTypes, promotionActivities, sites, userCoupons, users } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

const crud = (prefix: string) => ['Add', 'Edit', 'Delete', 'Detail'].map((action) => `${prefix}.${action}`);
const DAY = 86_400_000;

/**
 * Coupons and promotions (spec domain §1 menu titles: coupons, user coupons, promotion activities
 * with their page configuration and claim records): staff's "Marketing" group granted to the
 * platform and site administrators; the customer's "My coupons" and "Promotions" granted to the
 * customer groups. Demo sites get a freight coupon, a welcome coupon alice holds, and a running
 * promotion giving freight coupons alice can claim.
 */
export async function seedCouponPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'MarketingCenter',
    path: '/marketing',
    icon: 'GiftOutlined',
    sort: 8,
    firstPageSort: 0,
    pages: [
      { router: 'CouponsIndex', name: 'Coupons', icon: 'TagsOutlined', buttons: crud('Coupons') },
      { router: 'UserCouponsIndex', name: 'User coupons', icon: 'IdcardOutlined', buttons: ['UserCoupons.Grant'] },
      { router: 'PromotionActivitiesIndex', name: 'Promotion activities', icon: 'GiftOutlined', buttons: crud('PromotionActivities') },
      { router: 'PromotionClaimsIndex', name: 'Claim records', icon: 'UnorderedListOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'MarketingCenter',
    path: '/marketing',
    icon: 'GiftOutlined',
    sort: 6,
    firstPageSort: 0,
    pages: [
      { router: 'UserPromotionActivitiesIndex', name: 'Promotions', icon: 'GiftOutlined', buttons: ['UserPromotionActivities.Claim'] },
      { router: 'MyCouponsIndex', name: 'My coupons', icon: 'TagsOutlined', buttons: [] },
    ],
  });
  // The promotion page of a shared link (PreviewPromotionActivitiesIndex) has no menu of its own.
  await grantPages(tx, PORTAL_ROLE_CODES, portal, [promotions.getPromotionActivity.path]);

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const { id: siteId, code } of demoSites) {
    const w = wordsOf(code);
    const [freight] = await tx
      .select({ id: expenseTypes.id })
      .from(expenseTypes)
      .where(and(eq(expenseTypes.siteId, siteId), eq(expenseTypes.code, 'FRT')));
    if (!freight) continue;
    const [welcome, spring] = await tx
      .insert(coupons)
      .values([
        { siteId, name: w(['新客运费券', '新客運費券']), preferentialAmount: '10', superposition: true, expenseTypeId: freight.id, currencyCode: 'CNY', effectiveDays: 90 },
        { siteId, name: w(['春季运费券', '春季運費券']), preferentialAmount: '15', superposition: false, availableAmount: '50', expenseTypeId: freight.id, currencyCode: 'CNY', effectiveDays: 30 },
      ])
      .returning();
    const [alice] = await tx
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.userName, 'alice')));
    if (alice && welcome) {
      await tx.insert(userCoupons).values({
        siteId,
        ownerId: alice.id,
        couponId: welcome.id,
        name: welcome.name,
        preferentialAmount: welcome.preferentialAmount,
        superposition: welcome.superposition,
        availableWeight: welcome.availableWeight,
        availableAmount: welcome.availableAmount,
        expenseTypeId: welcome.expenseTypeId,
        currencyCode: welcome.currencyCode,
        expirationTime: new Date(Date.now() + 90 * DAY),
      });
    }
    await tx.insert(promotionActivities).values({
      siteId,
      name: w(['春季运费特惠', '春季運費特惠']),
      pageContent: w([
        '<h2>春季运费特惠</h2><p>活动期间每位客户可领取一张 <strong>15 元运费券</strong>，运费满 50 元可用。</p>',
        '<h2>春季運費特惠</h2><p>活動期間每位客戶可領取一張 <strong>15 元運費券</strong>，運費滿 50 元可用。</p>',
      ]),
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() + 60 * DAY),
      maxDistribution: 500,
      limitTimes: 1,
      gifts: [{ GiftType: promotions.GiftType.Coupon, CouponId: spring!.id, Quantity: 1, GiftAmount: '0', CurrencyCode: '' }],
    });
  }
}
