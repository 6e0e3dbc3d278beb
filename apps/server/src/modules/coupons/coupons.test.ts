import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { applyCoupons, expireUserCoupons } from './index.ts';
import { userCoupons } from './tables.ts';

let t: TestApp;
let site: TestSite;
let other: TestSite;
let refs: QuotationReferences;
let otherRefs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  otherRefs = await quotationReferences(t, other);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getCoupons] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
});
afterAll(() => t.close());

const ok = <T>(res: { Code: number; Message: string; Data: T }): T => {
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  Name: `Freight ${++serial}`,
  PreferentialAmount: '10',
  Superposition: true,
  ExpenseTypeId: refs.freight,
  CurrencyCode: 'CNY',
  EffectiveDays: 30,
  ...overrides,
});
const addCoupon = async (overrides: Record<string, unknown> = {}, who = staff) => ok(await call(t, api.addCoupon, couponBody(overrides), { token: who.token })).Id;
const grant = async (couponId: number, userIds: number[], quantity = 1) => ok(await call(t, api.addUserCoupons, { CouponId: couponId, UserIds: userIds, Quantity: quantity }, { token: staff.token }));
const held = async (owner: TestUser, couponId: number) =>
  (await t.db.select({ id: userCoupons.id }).from(userCoupons).where(sql`${userCoupons.ownerId} = ${owner.id} and ${userCoupons.couponId} = ${couponId}`).orderBy(userCoupons.id)).map((r) => r.id);

/** An order of `owner` with an unpaid bill: its total, lines by expense type, and billed weight. */
async function billOf(owner: TestUser, total: string, lines: { ExpenseTypeId: number | null; Amount: string }[], fareWeight = '2', currencyCode = 'CNY') {
  const n = ++serial;
  const [order] = await t.db
    .insert(logisticsOrders)
    .values({
      siteId: site.id,
      ownerId: owner.id,
      serialNumber: `LOT${n}`,
      source: 1,
      warehouseId: refs.warehouse,
      status: 1,
      approvalStatus: 2,
      paymentStatus: 2,
      quotationId: 1,
      quotationName: 'Express',
      carrierId: refs.carrier,
      packageCount: 1,
      pieceCount: 1,
      weight: fareWeight,
      volumeWeight: fareWeight,
      fareWeight,
      declaredPrice: '10',
      declaredCurrency: 'USD',
      taxType: 1,
      totalAmount: total,
      currencyCode,
      recipient: {} as never,
      recipientName: 'Chan',
      recipientCountryCode: 'HK',
      goods: [],
      charges: [],
    })
    .returning({ id: logisticsOrders.id });
  const [bill] = await t.db
    .insert(bills)
    .values({
      siteId: site.id,
      ownerId: owner.id,
      serialNumber: `BLT${n}`,
      logisticsOrderId: order!.id,
      billType: 1,
      paymentStatus: 1,
      totalAmount: total,
      currencyCode,
      details: lines.map((l) => ({ ...l, Name: 'Fee', Kind: 'Freight' })),
    })
    .returning();
  return bill!;
}

const actorOf = (u: TestUser): Actor => ({ userId: u.id, siteId: u.siteId, population: u.accountType === 2 ? 'user' : 'backstage', isSuperUser: false });
/** applyCoupons in its own transaction, as a payment would call it; answers the outcome or the refusal's message. */
async function apply(u: TestUser, bill: typeof bills.$inferSelect, ids: number[]) {
  try {
    return await t.db.transaction((tx) => applyCoupons(tx, actorOf(u), bill, ids));
  } catch (error) {
    const e = error as { key?: string; params?: Record<string, unknown> };
    return { refused: e.key, params: e.params };
  }
}

describe('coupon definitions', () => {
  it('creates, lists with the expense type and granted count, edits, and refuses deleting a granted one', async () => {
    const id = await addCoupon({ Name: 'Spring freight', AvailableAmount: '50', AvailableWeight: '1.5' });
    const list = ok(await call(t, api.getCoupons, { Name: 'Spring' }, { token: staff.token }));
    expect(list.Data.map((r) => [r.Name, r.PreferentialAmount, r.AvailableAmount, r.AvailableWeight, r.ExpenseType, r.GrantedCount])).toEqual([['Spring freight', '10', '50', '1.5', 'Fuel surcharge', 0]]);
    expect(ok(await call(t, api.getEditCoupon, { Id: id }, { token: staff.token }))).toMatchObject({ Deadline: '', EffectiveDays: 30, ExpenseTypeId: refs.freight });
    ok(await call(t, api.editCoupon, { Id: id, ...couponBody({ Name: 'Spring freight', PreferentialAmount: '12' }) }, { token: staff.token }));
    await grant(id, [alice.id]);
    expect(ok(await call(t, api.getCoupons, { Name: 'Spring' }, { token: staff.token })).Data[0]!.GrantedCount).toBe(1);
    const del = await call(t, api.deleteCoupon, { Id: id }, { token: staff.token });
    expect([del.Code, del.Message]).toEqual([ErrorCode.BusinessRule, '1 coupons were granted from “Spring freight”: it cannot be deleted']);
    const spare = await addCoupon();
    ok(await call(t, api.deleteCoupon, { Id: spare }, { token: staff.token }));
  });

  it('refuses bad input naming the field and the rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [couponBody({ PreferentialAmount: '0' }), 'PreferentialAmount: cannot be zero'],
      [couponBody({ PreferentialAmount: '1.234' }), 'PreferentialAmount: too many decimal places'],
      [couponBody({ EffectiveDays: 0 }), 'EffectiveDays: give the days of validity or a deadline'],
      [couponBody({ Deadline: '2026-02-30' }), 'Deadline: date must be yyyy-MM-dd'],
      [couponBody({ CurrencyCode: 'EUR' }), 'CurrencyCode: EUR is not an effective currency of this site'],
      [couponBody({ ExpenseTypeId: otherRefs.freight }), 'ExpenseTypeId: the expense type does not exist in this site or is disabled'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCoupon, body, { token: staff.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
  });

  it('keeps other sites’ coupons out of reach and refuses callers without the permission', async () => {
    const theirs = await addCoupon({ ExpenseTypeId: otherRefs.freight }, otherStaff);
    expect(ok(await call(t, api.getCoupons, { rows: 100 }, { token: staff.token })).Data.map((r) => r.Id)).not.toContain(theirs);
    expect((await call(t, api.getEditCoupon, { Id: theirs }, { token: staff.token })).Code).toBe(ErrorCode.NotFound);
    const granted = await call(t, api.addUserCoupons, { CouponId: theirs, UserIds: [alice.id] }, { token: staff.token });
    expect([granted.Code, granted.Message]).toEqual([ErrorCode.InvalidInput, 'CouponId: no coupon of this site has this id']);
    expect((await call(t, api.addCoupon, couponBody(), { token: clerk.token })).status).toBe(403);
    expect((await call(t, api.getCoupons, {}, { token: alice.token })).status).toBe(403);
  });
});

describe('user coupons', () => {
  it('grants to several customers, each seeing only their own, with use and expiry states', async () => {
    const id = await addCoupon({ Name: 'Welcome' });
    expect(await grant(id, [alice.id, bob.id], 2)).toEqual({ Count: 4 });
    const mine = ok(await call(t, api.getUserCoupons, { CouponId: id }, { token: alice.token }));
    expect(mine.Total).toBe(2);
    expect(mine.Data.every((c) => c.UserId === alice.id && c.UseStatus === 0 && c.ExpiryStatus === 0 && c.Name === 'Welcome')).toBe(true);
    const expires = new Date(mine.Data[0]!.ExpirationTime).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(30);
    expect(ok(await call(t, api.getUserCoupons, { CouponId: id }, { token: staff.token })).Total).toBe(4);
    expect(ok(await call(t, api.getUserCoupons, { CouponId: id }, { token: otherStaff.token })).Total).toBe(0);
    // A definition edited later changes no coupon held.
    ok(await call(t, api.editCoupon, { Id: id, ...couponBody({ Name: 'Welcome', PreferentialAmount: '99' }) }, { token: staff.token }));
    expect(ok(await call(t, api.getUserCoupons, { CouponId: id }, { token: alice.token })).Data[0]!.PreferentialAmount).toBe('10');
  });

  it('ends a coupon at the earlier of its days and its deadline, and refuses granting past the deadline', async () => {
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const soon = await addCoupon({ EffectiveDays: 30, Deadline: day(2) });
    await grant(soon, [alice.id]);
    const [c] = ok(await call(t, api.getUserCoupons, { CouponId: soon }, { token: alice.token })).Data;
    expect(new Date(c!.ExpirationTime).getTime()).toBeLessThan(today.getTime() + 4 * 86_400_000);
    const past = await addCoupon({ EffectiveDays: 0, Deadline: day(-2) });
    const res = await call(t, api.addUserCoupons, { CouponId: past, UserIds: [alice.id] }, { token: staff.token });
    expect(res.Message).toMatch(/^CouponId: the coupon “.*” is past its deadline$/);
  });

  it('refuses granting to a customer of another site, staff, or the same customer twice in the list', async () => {
    const id = await addCoupon();
    const stranger = await createUser(t, { site: other, type: 'user' });
    for (const [userIds, message] of [
      [[stranger.id], 'UserIds: no customer of this site has this id'],
      [[staff.id], 'UserIds: no customer of this site has this id'],
      [[alice.id, alice.id], 'UserIds: the list holds the same value twice'],
    ] as const) {
      const res = await call(t, api.addUserCoupons, { CouponId: id, UserIds: userIds }, { token: staff.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect((await call(t, api.addUserCoupons, { CouponId: id, UserIds: [alice.id] }, { token: alice.token })).status).toBe(403);
  });

  it('the expiry job marks coupons whose time has passed, and they are no longer offered', async () => {
    const id = await addCoupon();
    await grant(id, [alice.id]);
    const [mine] = await held(alice, id);
    await t.db.update(userCoupons).set({ expirationTime: new Date(Date.now() - 1000) }).where(eq(userCoupons.id, mine!));
    const bill = await billOf(alice, '100', [{ ExpenseTypeId: refs.freight, Amount: '100' }]);
    const offered = ok(await call(t, api.getUserBillAvailableCoupons, { BillIds: [bill.id] }, { token: alice.token }));
    expect(offered.map((c) => c.Id)).not.toContain(mine);
    await t.db.transaction((tx) => expireUserCoupons().run(tx, () => undefined));
    const [row] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, mine!));
    expect(row!.expired).toBe(true);
    expect(ok(await call(t, api.getUserCoupons, { CouponId: id, ExpiryStatus: 1 }, { token: alice.token })).Data.map((c) => c.Id)).toEqual([mine]);
  });
});

describe('available coupons', () => {
  it('offers for bills the customer’s unused coupons of a line’s expense type whose minimum amount and weight the bill meets', async () => {
    const fits = await addCoupon({ Name: 'Fits', AvailableAmount: '80', AvailableWeight: '2' });
    const tooHigh = await addCoupon({ Name: 'Amount too high', AvailableAmount: '150' });
    const tooHeavy = await addCoupon({ Name: 'Weight too high', AvailableWeight: '5' });
    const otherFee = await addCoupon({ Name: 'Insurance', ExpenseTypeId: refs.insurance });
    const dollars = await addCoupon({ Name: 'Dollars', CurrencyCode: 'USD' });
    const recharge = await addCoupon({ Name: 'Recharge', ExpenseTypeId: null });
    for (const id of [fits, tooHigh, tooHeavy, otherFee, dollars, recharge]) await grant(id, [alice.id]);
    await grant(fits, [bob.id]);
    const bill = await billOf(alice, '100', [{ ExpenseTypeId: refs.freight, Amount: '100' }], '2');
    const offered = ok(await call(t, api.getUserBillAvailableCoupons, { BillIds: [bill.id], CurrencyId: refs.cny }, { token: alice.token }));
    expect(offered.filter((c) => [fits, tooHigh, tooHeavy, otherFee, dollars, recharge].includes(c.CouponId)).map((c) => c.Name)).toEqual(['Fits']);
    expect(offered[0]).toMatchObject({ PreferentialAmount: '10', Superposition: true, CurrencyCode: 'CNY' });
    // Staff name the customer.
    const forStaff = ok(await call(t, api.getUserBillAvailableCoupons, { BillIds: [bill.id], OwnerId: alice.id }, { token: staff.token }));
    expect(forStaff.map((c) => c.Id)).toEqual(offered.map((c) => c.Id));
    // Recharge coupons: the customer's own and, for staff, the one named.
    const mine = ok(await call(t, api.getCurrentUserRechargeAvailableCoupons, { CurrencyId: refs.cny, RechargeAmount: '100' }, { token: alice.token }));
    expect(mine.map((c) => c.CouponId)).toContain(recharge);
    expect(mine.every((c) => c.ExpenseType === '')).toBe(true);
    expect(ok(await call(t, api.getUserRechargeAvailableCoupons, { OwnerId: alice.id, CurrencyId: refs.cny, RechargeAmount: '100' }, { token: staff.token })).map((c) => c.Id)).toEqual(mine.map((c) => c.Id));
    expect(ok(await call(t, api.getCurrentUserRechargeAvailableCoupons, { CurrencyId: refs.usd, RechargeAmount: '100' }, { token: alice.token })).map((c) => c.CouponId)).not.toContain(recharge);
  });

  it('refuses another customer’s bills, another site’s currency, staff naming no customer, and bad input', async () => {
    const bobs = await billOf(bob, '50', [{ ExpenseTypeId: refs.freight, Amount: '50' }]);
    const alices = await billOf(alice, '50', [{ ExpenseTypeId: refs.freight, Amount: '50' }]);
    const cases: [TestUser, Record<string, unknown>, string][] = [
      [alice, { BillIds: [bobs.id] }, 'BillIds: the bills must be unpaid bills of one customer in one currency'],
      [alice, { BillIds: [alices.id], CurrencyId: otherRefs.cny }, 'CurrencyId: no currency of this site has this id'],
      [alice, { BillIds: [alices.id], CurrencyId: refs.usd }, 'CurrencyId: the bills must be unpaid bills of one customer in one currency'],
      [alice, { BillIds: [] }, 'BillIds: select at least one'],
      [staff, { BillIds: [alices.id] }, 'OwnerId: cannot be empty'],
      [otherStaff, { BillIds: [alices.id], OwnerId: alice.id }, 'OwnerId: no customer of this site has this id'],
    ];
    for (const [who, body, message] of cases) {
      const res = await call(t, api.getUserBillAvailableCoupons, body, { token: who.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    const res = await call(t, api.getCurrentUserRechargeAvailableCoupons, { CurrencyId: refs.cny, RechargeAmount: '-1' }, { token: alice.token });
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect((await call(t, api.getCurrentUserRechargeAvailableCoupons, { CurrencyId: refs.cny, RechargeAmount: '1' }, { token: staff.token })).status).toBe(403);
  });
});

describe('applyCoupons', () => {
  it('takes stackable coupons off a bill once, never more than the bill, and answers the same again for the same bill', async () => {
    const a = await addCoupon({ PreferentialAmount: '30' });
    const b = await addCoupon({ PreferentialAmount: '25' });
    await grant(a, [alice.id]);
    await grant(b, [alice.id]);
    const ids = [...(await held(alice, a)), ...(await held(alice, b))];
    const bill = await billOf(alice, '40', [{ ExpenseTypeId: refs.freight, Amount: '40' }]);
    expect(await apply(alice, bill, ids)).toEqual({ discountAmount: '40.00', userCouponIds: ids });
    const rows = await t.db.select().from(userCoupons).where(inArray(userCoupons.id, ids));
    expect(rows.every((r) => r.useStatus === 1 && r.billId === bill.id)).toBe(true);
    // A retried payment: same answer, nothing written; other coupons for the same bill are refused.
    expect(await apply(alice, bill, [...ids].reverse())).toEqual({ discountAmount: '40.00', userCouponIds: ids });
    expect(await apply(alice, bill, [ids[0]!])).toMatchObject({ refused: 'BillCouponsAlreadyApplied' });
    // Used coupons are no longer offered nor usable on another bill.
    const next = await billOf(alice, '90', [{ ExpenseTypeId: refs.freight, Amount: '90' }]);
    expect(await apply(alice, next, [ids[0]!])).toMatchObject({ refused: 'UserCouponNotAvailable' });
    const used = ok(await call(t, api.getUserCoupons, { UseStatus: 1 }, { token: alice.token }));
    expect(used.Data.filter((c) => ids.includes(c.Id)).map((c) => c.BillSerialNumber)).toEqual([bill.serialNumber, bill.serialNumber]);
  });

  it('refuses the rules of §5: the same coupon twice, the same type twice, an exclusive coupon with others', async () => {
    const stackable = await addCoupon();
    const exclusive = await addCoupon({ Superposition: false });
    const exclusive2 = await addCoupon({ Superposition: false });
    await grant(stackable, [alice.id], 2);
    await grant(exclusive, [alice.id]);
    await grant(exclusive2, [alice.id]);
    const [s1, s2] = await held(alice, stackable);
    const [e1] = await held(alice, exclusive);
    const [e2] = await held(alice, exclusive2);
    const bill = await billOf(alice, '100', [{ ExpenseTypeId: refs.freight, Amount: '100' }]);
    expect(await apply(alice, bill, [s1!, s1!])).toMatchObject({ refused: 'DuplicateInList' });
    expect(await apply(alice, bill, [s1!, s2!])).toMatchObject({ refused: 'SameCouponTypeSelected' });
    expect(await apply(alice, bill, [s1!, e1!])).toMatchObject({ refused: 'OnlyOneExclusionCoupon' });
    expect(await apply(alice, bill, [e1!, e2!])).toMatchObject({ refused: 'OnlyOneExclusionCoupon' });
    // Nothing was marked by the refusals.
    expect((await t.db.select().from(userCoupons).where(inArray(userCoupons.id, [s1!, s2!, e1!, e2!]))).every((r) => r.useStatus === 0)).toBe(true);
    expect(await apply(alice, bill, [e1!])).toEqual({ discountAmount: '10.00', userCouponIds: [e1] });
  });

  it('refuses another customer’s coupon and a coupon whose rules the bill does not meet', async () => {
    const id = await addCoupon({ AvailableAmount: '200' });
    await grant(id, [alice.id, bob.id]);
    const [bobs] = await held(bob, id);
    const [alices] = await held(alice, id);
    const bill = await billOf(alice, '100', [{ ExpenseTypeId: refs.freight, Amount: '100' }]);
    expect(await apply(alice, bill, [bobs!])).toMatchObject({ refused: 'UserCouponNotAvailable' });
    expect(await apply(alice, bill, [alices!])).toMatchObject({ refused: 'UserCouponNotAvailable' });
    expect(await apply(bob, bill, [bobs!])).toMatchObject({ refused: 'NotFound' });
  });
});
