import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, logisticsOrders as api, parcels, recipientInformation, transferQuotation as quotations, userMessages } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { packages } from '../parcels/tables.ts';
import { logisticsOrderPackages } from './tables.ts';

const { OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let recipient: number;

async function shelfParcel(owner: TestUser, number: string, weight = '2') {
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: owner.id, warehouseId: refs.warehouse, courierNumber: number, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight, length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  return p!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getOrders] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect([r.Code, r.Message]).toEqual([0, 'Success']);
  recipient = r.Data.Id;
});
afterAll(() => t.close());

const draft = (PackageIds: number[], extra: Record<string, unknown> = {}) => ({ WarehouseId: refs.warehouse, PackageIds, RecipientInformationId: recipient, DeclaredPrice: '50', ...extra });

/** Prices the draft and submits the cheapest option as the customer saw it. */
async function submit(PackageIds: number[], token = alice.token, extra: Record<string, unknown> = {}) {
  const priced = await call(t, api.priceUserOrder, draft(PackageIds), { token });
  expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
  const option = priced.Data.Options[0]!;
  return call(t, api.addUserOrder, { ...draft(PackageIds), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }], ...extra }, { token });
}

describe('submitting an order', () => {
  it('offers the customer’s shippable parcels, prices them and stores the choice with its breakdown', async () => {
    const a = await shelfParcel(alice, 'SUBMIT1');
    const b = await shelfParcel(alice, 'SUBMIT2', '3');
    const shippable = await call(t, api.getUserShippable, {}, { token: alice.token });
    expect(shippable.Data.Packages.map((p) => p.CourierNumber)).toEqual(expect.arrayContaining(['SUBMIT1', 'SUBMIT2']));
    const priced = await call(t, api.priceUserOrder, draft([a, b]), { token: alice.token });
    expect(priced.Data.ActualWeight).toBe('5');
    expect(priced.Data.Options.map((o) => o.QuotationName)).toEqual(['Express']);
    expect(priced.Data.Options[0]!.Carriers.map((c) => c.Id)).toEqual([refs.carrier]);

    const res = await submit([a, b]);
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(res.Data).toMatchObject({ OrderStatus: OrderStatus.Submitted, ApprovalStatus: ApprovalStatus.Pending, PaymentStatus: OrderPaymentStatus.NoBill, PackageCount: 2, TotalAmount: priced.Data.Options[0]!.Total, RecipientName: 'Chan Tai Man', Actions: ['Cancel'] });
    expect(res.Data.SerialNumber).toMatch(/^LO\d{6}\d{6}$/);
    const detail = await call(t, api.getUserOrderById, { Id: res.Data.Id }, { token: alice.token });
    expect(detail.Data.Packages.map((p) => p.CourierNumber)).toEqual(['SUBMIT1', 'SUBMIT2']);
    expect(detail.Data.Charges.reduce((s, c) => s + Number(c.Amount), 0).toFixed(2)).toBe(res.Data.TotalAmount);
    expect(detail.Data.History.map((h) => [h.Action, h.ActorKind])).toEqual([['Submit', 'You']]);
    // In an active order: no longer offered, and refused in a second order.
    expect((await call(t, api.getUserShippable, {}, { token: alice.token })).Data.Packages.map((p) => p.CourierNumber)).not.toContain('SUBMIT1');
    const again = await call(t, api.priceUserOrder, draft([a]), { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, `PackageIds: parcel SUBMIT1 is already in order ${res.Data.SerialNumber}`]);
  });

  it('refuses a stale price, another customer’s parcel and bad input, naming the field and rule', async () => {
    const p = await shelfParcel(alice, 'STALE1');
    const stale = await submit([p], alice.token, { ExpectedTotal: '1.00' });
    expect(stale.Code).toBe(ErrorCode.BusinessRule);
    expect(stale.Message).toMatch(/^ExpectedTotal: the price is now \d+\.\d\d CNY \(it was 1\.00\)/);
    const theirs = await shelfParcel(bob, 'BOBS1');
    const notHers = await call(t, api.priceUserOrder, draft([theirs]), { token: alice.token });
    expect(notHers.Message).toBe('PackageIds: parcel ' + theirs + ' cannot be shipped (it must be yours, completed and on a shelf of the warehouse)');
    const empty = await call(t, api.priceUserOrder, draft([]), { token: alice.token });
    expect([empty.Code, empty.Message]).toEqual([ErrorCode.InvalidInput, 'PackageIds: select at least one']);
    const cod = await submit([p], alice.token, { IsCod: true, Collection: '10' });
    expect(cod.Message).toBe('IsCod: the carrier YunExpress does not collect cash on delivery');
    expect(await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, p))).toEqual([]);
  });
});

describe('running an order', () => {
  it('approves, bills and cancels through the tables, telling the customer and logging each change', async () => {
    const order = (await submit([await shelfParcel(alice, 'RUN1')])).Data;
    const approved = await call(t, api.approveOutbound, { Id: order.Id }, { token: staff.token });
    expect(approved.Data).toMatchObject({ ApprovalStatus: ApprovalStatus.Approved, Actions: ['AddTrack', 'CancelApproval', 'GenerateBill', 'Freeze', 'Print'] });
    const messages = await call(t, userMessages.getUserMessages, {}, { token: alice.token });
    expect(JSON.stringify(messages.Data)).toContain(`Your order ${order.SerialNumber} was approved for outbound`);
    const cancel = await call(t, api.cancelUserOrder, { Id: order.Id }, { token: alice.token });
    expect([cancel.Code, cancel.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is approved for outbound; it cannot be cancelled now']);
    const bill = await call(t, api.generateBill, { Id: order.Id }, { token: staff.token });
    expect(bill.Data).toMatchObject({ PaymentStatus: api.BillPaymentStatus.Unpaid, TotalAmount: order.TotalAmount, OrderSerialNumber: order.SerialNumber });
    expect(bill.Data.SerialNumber).toMatch(/^BL/);
    const unapprove = await call(t, api.cancelApproval, { Id: order.Id }, { token: staff.token });
    expect(unapprove.Message).toBe('Id: the logistics order is billed and unpaid; it cannot be unapproved now');
    expect((await call(t, api.cancelBill, { Id: order.Id }, { token: staff.token })).Data.PaymentStatus).toBe(OrderPaymentStatus.NoBill);
    expect((await call(t, api.cancelApproval, { Id: order.Id }, { token: staff.token })).Data.ApprovalStatus).toBe(ApprovalStatus.Pending);
    const frozen = await call(t, api.freezeOrder, { Id: order.Id, Reason: 'Address check' }, { token: staff.token });
    expect(frozen.Data).toMatchObject({ FreezeStatus: FreezeStatus.Frozen, Actions: ['AddTrack', 'Unfreeze'] });
    expect((await call(t, api.cancelOrder, { Id: order.Id }, { token: staff.token })).Message).toBe('Id: the logistics order is frozen; it cannot be cancelled now');
    await call(t, api.unfreezeOrder, { Id: order.Id }, { token: staff.token });
    const track = await call(t, api.addTrack, { Id: order.Id, TrackTime: '2026-03-01 10:00:00', Place: 'Shenzhen', TextEn: 'Arrived at the hub', TextZhCn: '到达转运中心', TextZhTw: '到達轉運中心' }, { token: staff.token, language: '2' });
    expect(track.Data.Text).toBe('到達轉運中心');
    const cancelled = await call(t, api.cancelUserOrder, { Id: order.Id, Reason: 'Changed my mind' }, { token: alice.token });
    expect(cancelled.Data).toMatchObject({ OrderStatus: OrderStatus.Cancelled, Actions: [] });
    // The parcel is shippable again.
    expect((await call(t, api.getUserShippable, {}, { token: alice.token })).Data.Packages.map((p) => p.CourierNumber)).toContain('RUN1');
    const detail = await call(t, api.getOrderById, { Id: order.Id }, { token: staff.token });
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Submit', 'Approve', 'GenerateBill', 'CancelBill', 'CancelApproval', 'Freeze', 'Unfreeze', 'AddTrack', 'Cancel']);
    expect(detail.Data.History.find((h) => h.Action === 'Freeze')!.Details).toMatchObject({ freezeReason: { before: '', after: 'Address check' } });
    expect(detail.Data.Bills.map((b) => b.PaymentStatus)).toEqual([api.BillPaymentStatus.Cancelled]);
    expect(detail.Data.Tracks[0]!.Texts.en).toBe('Arrived at the hub');
  });

  it('rejects with a reason the customer reads, and keeps other sites, other customers and ungranted staff out', async () => {
    const order = (await submit([await shelfParcel(alice, 'REJ1')])).Data;
    const noReason = await call(t, api.rejectOrder, { Id: order.Id }, { token: staff.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    const rejected = await call(t, api.rejectOrder, { Id: order.Id, Reason: 'Batteries are not accepted' }, { token: staff.token });
    expect(rejected.Data).toMatchObject({ ApprovalStatus: ApprovalStatus.Rejected, RejectReason: 'Batteries are not accepted' });
    expect((await call(t, api.getUserOrderById, { Id: order.Id }, { token: alice.token })).Data.RejectReason).toBe('Batteries are not accepted');
    expect((await call(t, api.approveOutbound, { Id: order.Id }, { token: otherStaff.token })).Message).toBe('The order does not exist');
    expect((await call(t, api.getUserOrderById, { Id: order.Id }, { token: bob.token })).Message).toBe('The order does not exist');
    expect((await call(t, api.approveOutbound, { Id: order.Id }, { token: clerk.token })).status).toBe(403);
    const list = await call(t, api.getOrders, { Numbers: `${order.SerialNumber} REJ1`, ApprovalStatus: ApprovalStatus.Rejected }, { token: clerk.token });
    expect(list.Data.Data.map((o) => o.Id)).toEqual([order.Id]);
    expect((await call(t, api.getUserOrders, {}, { token: bob.token })).Data.Total).toBe(0);
  });
});

describe('the order’s axes', () => {
  const actions = Object.keys(api.ORDER_ACTION_NEEDS) as api.OrderAction[];
  const walk = (needs: typeof api.ORDER_ACTION_NEEDS) =>
    fc.property(fc.array(fc.tuple(fc.constantFrom(...actions), fc.constantFrom('user' as const, 'backstage' as const)), { maxLength: 40 }), (steps) => {
      let axes = { ...api.SUBMITTED_ORDER };
      for (const [action, population] of steps) {
        const axis = api.AXIS_OF_ACTION[action];
        const lifecycle = api.ORDER_AXES[axis] as unknown as { allows(s: number, a: string, p: string): boolean; next(s: number, a: string): number };
        const met = Object.entries(needs[action]).every(([a, states]) => (states as number[]).includes(axes[a as api.OrderAxis]));
        if (!lifecycle.allows(axes[axis], action, population) || !met) continue;
        axes = { ...axes, [axis]: lifecycle.next(axes[axis], action) };
        if (!api.isAllowedCombination(axes)) return false;
      }
      return true;
    });

  it('stay in allowed combinations whatever actions are taken', () => {
    fc.assert(walk(api.ORDER_ACTION_NEEDS), { numRuns: 2000 });
  });

  it('would leave them without the needs between axes', () => {
    expect(() => fc.assert(walk({ ...api.ORDER_ACTION_NEEDS, Cancel: {} }), { numRuns: 2000 })).toThrow();
  });
});

describeOnPostgres('two orders at once', () => {
  it('lets one of two orders with the same parcel win', async () => {
    const p = await shelfParcel(alice, 'RACE1');
    const results = await Promise.all([submit([p]), submit([p])]);
    expect(results.map((r) => r.Code).sort()).toEqual([0, expect.any(Number)].sort());
    expect(results.filter((r) => r.Code === 0)).toHaveLength(1);
    expect(await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, p))).toHaveLength(1);
  });
});
