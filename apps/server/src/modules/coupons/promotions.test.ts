import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { coupons as couponApi, ErrorCode, promotions as api, wallets as walletApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { localDateTime } from './promotions.service.ts';
import { uploadedFiles } from '../files/tables.ts';
import { walletEvents } from '../wallets/tables.ts';
import { promotionActivities, promotionClaims, userCoupons } from './tables.ts';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let alice: TestUser;
let bob: TestUser;
let coupon: number;
let serial = 0;

const { ClaimStatus, GiftType } = api;
const HOUR = 3_600_000;
const at = (offsetMs: number) => localDateTime(new Date(Date.now() + offsetMs));

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  await quotationReferences(t, other);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, couponApi.addCoupon, { Name: 'Freight 10 off', PreferentialAmount: '10', ExpenseTypeId: refs.freight, CurrencyCode: 'CNY', EffectiveDays: 30 }, { token: staff.token });
  coupon = added.Data.Id;
});
afterAll(() => t.close());

const ok = <T>(res: { Code: number; Message: string; Data: T }): T => {
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};

const activityBody = (overrides: Record<string, unknown> = {}) => ({
  Name: `Spring ${++serial}`,
  StartTime: at(-HOUR),
  EndTime: at(24 * HOUR),
  MaxDistribution: 100,
  LimitTimes: 1,
  Gifts: [
    { GiftType: GiftType.Coupon, CouponId: coupon, Quantity: 2 },
    { GiftType: GiftType.Amount, GiftAmount: '5', CurrencyCode: 'CNY' },
  ],
  PageContent: '<p>Spring <b>sale</b><script>alert(1)</script></p>',
  ...overrides,
});
const addActivity = async (overrides: Record<string, unknown> = {}) => ok(await call(t, api.addPromotionActivity, activityBody(overrides), { token: staff.token })).Id;
const claim = (who: TestUser, id: number) => call(t, api.claimPromotionActivity, { Id: id }, { token: who.token });

/** The customer's CNY balance ('0.00' before their first wallet). */
const balanceOf = async (user: TestUser) => ok(await call(t, walletApi.getUserWallets, undefined, { token: user.token })).find((w) => w.CurrencyCode === 'CNY')?.Balance ?? '0.00';

/** Money in as staff's approved offline recharge. */
async function offlineRecharge(user: TestUser, Amount: string) {
  const Voucher = `/files/${site.id}/recharge/${crypto.randomUUID()}.jpg`;
  await t.db.insert(uploadedFiles).values({ siteId: site.id, ownerId: staff.id, uploadFileType: 1, classify: 'recharge', originalName: 'v.jpg', mime: 'image/jpeg', size: 10, address: Voucher });
  const submitted = ok(await call(t, walletApi.submitRecharge, { UserId: user.id, CurrencyCode: 'CNY', Amount, Voucher }, { token: staff.token }));
  ok(await call(t, walletApi.approveRecharge, { Id: submitted.Id }, { token: staff.token }));
}

describe('promotion activities', () => {
  it('creates an activity with a cleaned page, lists it, and shows the customer a claimable page', async () => {
    const id = await addActivity({ Name: 'Opening' });
    const edit = ok(await call(t, api.getEditPromotionActivity, { Id: id }, { token: staff.token }));
    expect(edit.PageContent).toBe('<p>Spring <b>sale</b></p>');
    const list = ok(await call(t, api.getPromotionActivities, { Name: 'Opening' }, { token: staff.token }));
    expect(list.Data.map((r) => [r.Name, r.IssuedQuantity, r.ClaimCount])).toEqual([['Opening', 0, 0]]);
    const page = ok(await call(t, api.getPromotionActivity, { Id: id }, { token: alice.token }));
    expect(page).toMatchObject({ ClaimStatus: ClaimStatus.Claimable, ClaimedTimes: 0 });
    expect(page.Gifts.map((g) => [g.GiftType, g.CouponName, g.Quantity, g.GiftAmount])).toEqual([
      [GiftType.Coupon, 'Freight 10 off', 2, '0'],
      [GiftType.Amount, '', 1, '5'],
    ]);
    // Staff preview: not claimable.
    expect(ok(await call(t, api.getPromotionActivity, { Id: id }, { token: staff.token })).ClaimStatus).toBe(ClaimStatus.NotClaimable);
    expect(ok(await call(t, api.getUserPromotionActivities, {}, { token: alice.token })).Data.map((a) => a.Id)).toContain(id);
  });

  it('claims: coupons issued to the customer, the gift amount credited to the wallet, then received; the record listed for staff', async () => {
    const id = await addActivity();
    const before = await balanceOf(alice);
    const got = ok(await claim(alice, id));
    expect(await balanceOf(alice)).toBe(new Decimal(before).plus(5).toFixed(2));
    const [credited] = await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `promotion-claim:${got.ClaimId}:gift`));
    expect(credited).toMatchObject({ type: walletApi.WalletEventType.PromotionGift, ownerId: alice.id, documentId: got.ClaimId });
    expect(got).toMatchObject({ GiftAmount: '5', CurrencyCode: 'CNY', ClaimStatus: ClaimStatus.Received });
    expect(got.UserCouponIds).toHaveLength(2);
    const mine = ok(await call(t, couponApi.getUserCoupons, { CouponId: coupon }, { token: alice.token })).Data.filter((c) => got.UserCouponIds.includes(c.Id));
    expect(mine.map((c) => [c.ActivityId, c.UseStatus])).toEqual([
      [id, 0],
      [id, 0],
    ]);
    const again = await claim(alice, id);
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'This activity cannot be claimed now: Received']);
    expect(ok(await call(t, api.getPromotionActivity, { Id: id }, { token: alice.token })).ClaimStatus).toBe(ClaimStatus.Received);
    const records = ok(await call(t, api.getPromotionClaims, { ActivityId: id }, { token: staff.token }));
    expect(records.Data.map((r) => [r.UserName, r.CouponCount, r.GiftAmount, r.Credited])).toEqual([[alice.userName, 2, '5', true]]);
    expect(ok(await call(t, api.getPromotionClaims, { ActivityId: id }, { token: otherStaff.token })).Total).toBe(0);
  });

  it('a Percentage gift waits on the claim and gives that percentage of the next paid recharge, once', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all' });
    const id = await addActivity({ Gifts: [{ GiftType: GiftType.Percentage, GiftAmount: '12.5' }] });
    const got = ok(await claim(carol, id));
    expect(await balanceOf(carol)).toBe('0.00');
    const waiting = ok(await call(t, api.getPromotionClaims, { ActivityId: id }, { token: staff.token })).Data[0]!;
    expect(waiting).toMatchObject({ GiftPercentage: '12.5', PercentageAmount: null, PercentageUsedTime: null });

    await offlineRecharge(carol, '80.08');
    // 12.5 % of 80.08 is 10.01, to the cent.
    expect(await balanceOf(carol)).toBe('90.09');
    await offlineRecharge(carol, '100');
    expect(await balanceOf(carol)).toBe('190.09');
    const given = ok(await call(t, api.getPromotionClaims, { ActivityId: id }, { token: staff.token })).Data[0]!;
    expect(given).toMatchObject({ GiftPercentage: '12.5', PercentageAmount: '10.01' });
    expect(given.PercentageUsedTime).not.toBeNull();
    expect(await t.db.select().from(walletEvents).where(eq(walletEvents.eventKey, `promotion-claim:${got.ClaimId}:percentage`))).toHaveLength(1);
  });

  it('says not yet started, expired, no stock, and refuses claiming in each state', async () => {
    const later = await addActivity({ StartTime: at(2 * HOUR), EndTime: at(4 * HOUR) });
    const single = await addActivity({ MaxDistribution: 1 });
    const ended = await addActivity();
    await t.db.update(promotionActivities).set({ startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() - HOUR) }).where(eq(promotionActivities.id, ended));
    ok(await claim(bob, single));
    for (const [id, status, name] of [
      [later, ClaimStatus.NotYetStarted, 'Not yet started'],
      [ended, ClaimStatus.ActivityExpired, 'Activity expired'],
      [single, ClaimStatus.NoStock, 'No stock'],
    ] as const) {
      expect(ok(await call(t, api.getPromotionActivity, { Id: id }, { token: alice.token })).ClaimStatus).toBe(status);
      const res = await claim(alice, id);
      expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, `This activity cannot be claimed now: ${name}`]);
    }
    const zh = await call(t, api.claimPromotionActivity, { Id: single }, { token: alice.token, language: '2' });
    expect(zh.Message).toBe('該活動現在不能領取：已領完');
  });

  it('lets a customer claim again after the reset period', async () => {
    const id = await addActivity({ StartTime: at(-25 * HOUR), ResetDays: 1, LimitTimes: 1 });
    ok(await claim(alice, id));
    // The first claim counted in the period before the current one.
    await t.db.execute(sql`update promotion_claim_counts set period = period - 1 where activity_id = ${id} and owner_id = ${alice.id}`);
    expect(ok(await call(t, api.getPromotionActivity, { Id: id }, { token: alice.token })).ClaimStatus).toBe(ClaimStatus.Claimable);
    ok(await claim(alice, id));
  });

  it('refuses bad input naming the rule: duplicate gifts, percentage range, end before start, maximum below issued', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [activityBody({ Gifts: [{ GiftType: GiftType.Coupon, CouponId: coupon }, { GiftType: GiftType.Coupon, CouponId: coupon, Quantity: 3 }] }), 'Gifts.1: the same gift cannot be added to an activity twice'],
      [activityBody({ Gifts: [{ GiftType: GiftType.Percentage, GiftAmount: '0' }] }), 'Gifts.0.GiftAmount: the gift percentage must be from 0.01 to 100'],
      [activityBody({ Gifts: [{ GiftType: GiftType.Percentage, GiftAmount: '100.01' }] }), 'Gifts.0.GiftAmount: the gift percentage must be from 0.01 to 100'],
      [activityBody({ Gifts: [] }), 'Gifts: select at least one'],
      [activityBody({ EndTime: at(-2 * HOUR) }), 'EndTime: cannot be before the start date'],
      [activityBody({ MaxDistribution: 0 }), 'MaxDistribution: must be at least 1'],
      [activityBody({ Gifts: [{ GiftType: GiftType.Coupon }] }), 'Gifts.0.CouponId: cannot be empty'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addPromotionActivity, body, { token: staff.token });
      expect([res.Code, res.Message], JSON.stringify(body.Gifts)).toEqual([ErrorCode.InvalidInput, message]);
    }
    const theirCoupon = ok(await call(t, couponApi.addCoupon, { Name: 'Theirs', PreferentialAmount: '1', CurrencyCode: 'CNY', EffectiveDays: 1 }, { token: otherStaff.token })).Id;
    const foreign = await call(t, api.addPromotionActivity, activityBody({ Gifts: [{ GiftType: GiftType.Coupon, CouponId: theirCoupon }] }), { token: staff.token });
    expect([foreign.Code, foreign.Message]).toEqual([ErrorCode.InvalidInput, 'Gifts.0.CouponId: no coupon of this site has this id']);

    const id = await addActivity({ MaxDistribution: 5 });
    ok(await claim(alice, id));
    ok(await claim(bob, id));
    const body = ok(await call(t, api.getEditPromotionActivity, { Id: id }, { token: staff.token }));
    const { SiteId: _site, ...fields } = body;
    const res = await call(t, api.editPromotionActivity, { ...fields, MaxDistribution: 1 }, { token: staff.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'MaxDistribution: cannot be below the 2 already issued']);
    const del = await call(t, api.deletePromotionActivity, { Id: id }, { token: staff.token });
    expect(del.Code).toBe(ErrorCode.BusinessRule);
  });

  it('keeps other sites’ activities out of reach and refuses callers without the permission', async () => {
    const id = await addActivity();
    const stranger = await createUser(t, { site: other, type: 'user', grants: 'all' });
    for (const res of [await call(t, api.getPromotionActivity, { Id: id }, { token: stranger.token }), await claim(stranger, id)]) {
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'Id: no promotion activity of this site has this id']);
    }
    expect((await call(t, api.getEditPromotionActivity, { Id: id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    const clerk = await createUser(t, { site, grants: [api.getPromotionActivities] });
    expect((await call(t, api.addPromotionActivity, activityBody(), { token: clerk.token })).status).toBe(403);
    expect((await claim(staff, id)).status).toBe(403);
    const noGrant = await createUser(t, { site, type: 'user' });
    expect((await claim(noGrant, id)).status).toBe(403);
  });
});

describeOnPostgres('claiming under concurrency (PostgreSQL)', () => {
  it('never issues past the maximum nor past a customer’s limit', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => createUser(t, { site, type: 'user', grants: 'all' })));
    const id = await addActivity({ MaxDistribution: 20, LimitTimes: 3 });
    // 12 customers × 4 attempts each at once: at most 3 each, and 20 in all.
    const attempts = customers.flatMap((c) => Array.from({ length: 4 }, () => claim(c, id)));
    const results = await Promise.all(attempts);
    const won = results.filter((r) => r.Code === 0);
    expect(won).toHaveLength(20);
    expect(results.filter((r) => r.Code !== 0).every((r) => r.Code === ErrorCode.BusinessRule)).toBe(true);
    const [row] = await t.db.select().from(promotionActivities).where(eq(promotionActivities.id, id));
    expect(row!.issuedQuantity).toBe(20);
    const perCustomer = await t.db
      .select({ owner: promotionClaims.ownerId, n: sql<number>`count(*)::int` })
      .from(promotionClaims)
      .where(eq(promotionClaims.activityId, id))
      .groupBy(promotionClaims.ownerId);
    expect(perCustomer.reduce((n, r) => n + r.n, 0)).toBe(20);
    expect(perCustomer.every((r) => r.n <= 3)).toBe(true);
    const issued = await t.db.select({ n: sql<number>`count(*)::int` }).from(userCoupons).where(eq(userCoupons.activityId, id));
    expect(issued[0]!.n).toBe(40);
  });
});
