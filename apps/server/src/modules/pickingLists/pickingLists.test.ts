import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { logisticsOrders as orderApi, pickingLists as api } from '@lbo/contracts';
import { call, createTestApp, createUser, describeOnPostgres, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ok, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { carriers } from '../carriers/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { logisticsOrderPackages, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packages } from '../parcels/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { pickByRules } from './pickingLists.service.ts';
import { pickingListOrders } from './tables.ts';

const { OrderStatus, ApprovalStatus, OrderPaymentStatus, FreezeStatus } = orderApi;
const { PickingStatus, ClaimStatus, PickingOrderState } = api;

let t: TestApp;
let w: StaffWorld;
let picker: TestUser;
let carrierId: number;
let shelfCodes: string[];
let commodityId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
  picker = await createUser(t, { site: w.site, grants: 'all' });
  const [c] = await t.db.insert(carriers).values({ siteId: w.site.id, name: 'Post', interface: 1 }).returning({ id: carriers.id });
  carrierId = c!.id;
  shelfCodes = (await t.db.select({ code: shelves.shelvesNumber }).from(shelves).where(eq(shelves.warehouseId, w.warehouseId)).orderBy(shelves.id)).map((s) => s.code);
  const [commodity] = await t.db
    .insert(commodities)
    .values({ siteId: w.site.id, ownerId: w.customer.id, commodityCode: 'TEA-01', commoditySku: 'SKU-TEA', name: 'Tea', salesMode: 1, auditStatus: 2 })
    .returning({ id: commodities.id });
  commodityId = commodity!.id;
}, 240_000);
afterAll(() => t.close());

let serial = 0;
/**
 * An order as the order area leaves it once approved and paid (written directly: its own tests
 * cover that): `parcels` on the main warehouse's shelves, and `tea` of the commodity frozen on the
 * last shelf.
 */
async function paidOrder(opts: { parcels?: number[]; tea?: number; values?: Partial<typeof logisticsOrders.$inferInsert> } = {}) {
  serial += 1;
  const [o] = await t.db
    .insert(logisticsOrders)
    .values({
      siteId: w.site.id,
      ownerId: w.customer.id,
      serialNumber: `LOP${process.pid}${serial}`,
      source: 1,
      warehouseId: w.warehouseId,
      status: OrderStatus.Submitted,
      approvalStatus: ApprovalStatus.Approved,
      paymentStatus: OrderPaymentStatus.Paid,
      quotationId: 1,
      quotationName: 'Q',
      typeOfShippingName: 'Air',
      carrierId,
      packageCount: opts.parcels?.length ?? 0,
      pieceCount: 1,
      weight: '1',
      volumeWeight: '1',
      fareWeight: '1',
      declaredPrice: '10',
      declaredCurrency: 'USD',
      taxType: 1,
      totalAmount: '10',
      currencyCode: 'CNY',
      recipient: {} as never,
      recipientName: 'R',
      recipientCountryCode: 'US',
      goods: [],
      charges: [],
      approvedAt: new Date(),
      commodities: opts.tea
        ? [{ CommodityId: commodityId, CommodityCode: 'TEA-01', CommoditySku: 'SKU-TEA', CommodityName: 'Tea', Quantity: opts.tea, Weight: '0.1', Places: [{ ShelfId: w.shelfIds[2]!, Quantity: opts.tea }] }]
        : [],
      ...opts.values,
    })
    .returning();
  const numbers: string[] = [];
  for (const shelfIndex of opts.parcels ?? []) {
    const number = `PK${process.pid}N${serial}S${shelfIndex}X${numbers.length}`;
    const [p] = await t.db
      .insert(packages)
      .values({ siteId: w.site.id, ownerId: w.customer.id, warehouseId: w.warehouseId, courierNumber: number, productName: 'Shoes', status: 3, shelfId: w.shelfIds[shelfIndex]! })
      .returning({ id: packages.id });
    await t.db.insert(logisticsOrderPackages).values({ siteId: w.site.id, ownerId: w.customer.id, orderId: o!.id, packageId: p!.id });
    numbers.push(number);
  }
  return { order: o!, numbers };
}

const admin = () => ({ token: w.admin.token });
const addList = async (orderIds: number[]) => ok(await call(t, api.addPickingList, { OrderIds: orderIds }, admin()));
const detailOf = async (id: number, token = w.admin.token) => ok(await call(t, api.getPickingById, { Id: id }, { token }));
const scan = (id: number, shelf: string, code: string, extra: Record<string, unknown> = {}, token = w.admin.token) =>
  call(t, api.pickingScan, { Id: id, ShelfCode: shelf, Code: code, ScanId: crypto.randomUUID(), ...extra }, { token });

describe('making picking lists', () => {
  it('puts chosen pickable orders on a list with their parcels and commodities by shelf, and the orders leave the pickable ones', async () => {
    const a = await paidOrder({ parcels: [1, 0] });
    const b = await paidOrder({ tea: 3 });
    const push = vi.spyOn(t.services.hub, 'pushToUsers');
    const made = await addList([a.order.id, b.order.id]);
    // The site's staff are told (shell §3: Message is JSON {PickingId, WarehouseId}); their browsers print it.
    const [userIds, info] = push.mock.calls.at(-1)!;
    expect(userIds).toEqual(expect.arrayContaining([w.admin.id, picker.id, w.clerk.id]));
    expect(userIds).not.toContain(w.customer.id);
    expect(info).toMatchObject({ InfoType: 'AddPickingList', Message: JSON.stringify({ PickingId: made.Ids[0], WarehouseId: w.warehouseId }) });
    push.mockRestore();
    expect(made.Numbers[0]).toMatch(/^PK\d{6}\d{6}$/);
    const d = await detailOf(made.Ids[0]!);
    expect(d).toMatchObject({ Status: PickingStatus.ToBePicked, ClaimStatus: ClaimStatus.Unclaimed, OrderCount: 2, LineCount: 3, PickedLineCount: 0, Actions: expect.arrayContaining(['Start', 'Delete', 'Assign', 'ClaimForMe']) });
    // walking order: by shelf code
    expect(d.Lines.map((l) => l.ShelfCode)).toEqual([shelfCodes[0], shelfCodes[1], shelfCodes[2]]);
    expect(d.Lines[2]).toMatchObject({ Code: 'TEA-01', Sku: 'SKU-TEA', Quantity: 3, Kind: api.PickingLineKind.Commodity });
    expect(d.History).toMatchObject([{ Action: 'Create', ToState: PickingStatus.ToBePicked }]);
    const pickable = ok(await call(t, api.getPickableOrders, { WarehouseId: w.warehouseId, rows: 100 }, admin()));
    expect(pickable.Data.map((o) => o.Id)).not.toContain(a.order.id);
    const again = await call(t, api.addPickingList, { OrderIds: [a.order.id] }, admin());
    expect([again.Code, again.Message]).toEqual([2, `OrderIds: order ${a.order.serialNumber} cannot be picked now (it must be approved for outbound, paid, not frozen, submitted and on no other list)`]);
  });

  it('refuses orders that are unpaid, frozen, unknown, of two warehouses, or neither orders nor a rule', async () => {
    const unpaid = await paidOrder({ parcels: [0], values: { paymentStatus: OrderPaymentStatus.Unpaid } });
    const frozen = await paidOrder({ parcels: [0], values: { freezeStatus: FreezeStatus.Frozen } });
    const elsewhere = await paidOrder({ parcels: [0], values: { warehouseId: w.secondWarehouseId } });
    const fine = await paidOrder({ parcels: [0] });
    for (const o of [unpaid, frozen]) expect((await call(t, api.addPickingList, { OrderIds: [o.order.id] }, admin())).Code).toBe(2);
    expect((await call(t, api.addPickingList, { OrderIds: [999999] }, admin())).Message).toBe('OrderIds: the order does not exist (999999)');
    expect((await call(t, api.addPickingList, { OrderIds: [fine.order.id, elsewhere.order.id] }, admin())).Message).toBe('OrderIds: the orders of one picking list must be in one warehouse');
    expect((await call(t, api.addPickingList, {}, admin())).Message).toBe('OrderIds: choose either orders or a picking rule');
    expect((await call(t, api.addPickingList, { OrderIds: [fine.order.id], RuleId: 1 }, admin())).Message).toBe('OrderIds: choose either orders or a picking rule');
  });

  it('keeps other sites and callers without the permission out', async () => {
    const o = await paidOrder({ parcels: [0] });
    expect((await call(t, api.addPickingList, { OrderIds: [o.order.id] }, { token: w.other.token })).Message).toBe(`OrderIds: the order does not exist (${o.order.id})`);
    const denied = await call(t, api.addPickingList, { OrderIds: [o.order.id] }, { token: w.clerk.token });
    expect([denied.status, denied.Code]).toEqual([403, 1]);
    const made = await addList([o.order.id]);
    for (const c of [api.getPickingById, api.startPickingList, api.deletePickingList, api.printPicking, api.printPickingData, api.sortingCompleted]) {
      expect((await call(t, c, { Id: made.Ids[0] }, { token: w.other.token })).Code, c.path).toBe(4);
      expect((await call(t, c, { Id: made.Ids[0] }, { token: w.clerk.token })).status, c.path).toBe(403);
    }
    expect(ok(await call(t, api.getPickingLists, { rows: 100 }, { token: w.other.token })).Data).toEqual([]);
  });

  it('makes lists by a rule: grouped, at most so many orders a list', async () => {
    const rule = ok(await call(t, api.addPickingRule, { Name: 'Small carts', WarehouseId: w.warehouseId, GroupBy: api.PickingGroupBy.Carrier, MaxOrders: 2, MaxLines: 50 }, admin()));
    // every pickable order of the warehouse goes: clear the ones other tests left
    const before = ok(await call(t, api.getPickableOrders, { WarehouseId: w.warehouseId, rows: 100 }, admin()));
    const orders = [await paidOrder({ parcels: [0] }), await paidOrder({ parcels: [1] }), await paidOrder({ parcels: [2] })];
    const made = ok(await call(t, api.addPickingList, { RuleId: rule.Id }, admin()));
    const expected = Math.ceil((before.Total + orders.length) / 2);
    expect(made.Ids).toHaveLength(expected);
    const nothing = await call(t, api.addPickingList, { RuleId: rule.Id }, admin());
    expect(nothing.Message).toBe('RuleId: the rule “Small carts” has no pickable orders now');
    const dup = await call(t, api.addPickingRule, { Name: 'Small carts', WarehouseId: w.warehouseId }, admin());
    expect(dup.Code).toBe(2);
    const other = await call(t, api.addPickingRule, { Name: 'Theirs', WarehouseId: w.warehouseId }, { token: w.other.token });
    expect(other.Message).toBe('WarehouseId: the warehouse does not exist, is disabled or is not available to you');
  });

  it('makes lists by the automatic rules on schedule, pushed to staff once the run has committed', async () => {
    const rule = ok(await call(t, api.addPickingRule, { Name: 'Every five minutes', WarehouseId: w.warehouseId, IsAutomatic: true, MaxOrders: 50 }, admin()));
    const o = await paidOrder({ parcels: [0] });
    const push = vi.spyOn(t.services.hub, 'pushToUsers');
    const afterCommit: (() => void)[] = [];
    await t.db.transaction((tx) => pickByRules(() => t.services).run(tx, (step) => afterCommit.push(step)));
    expect(push).not.toHaveBeenCalled();
    for (const step of afterCommit) step();
    const [list] = await t.db.select({ id: pickingListOrders.pickingListId }).from(pickingListOrders).where(eq(pickingListOrders.orderId, o.order.id));
    expect(push).toHaveBeenCalledWith(expect.arrayContaining([w.admin.id, picker.id]), expect.objectContaining({ InfoType: 'AddPickingList', Message: JSON.stringify({ PickingId: list!.id, WarehouseId: w.warehouseId }) }));
    push.mockRestore();
    ok(await call(t, api.deletePickingRule, { Id: rule.Id }, admin()));
  });
});

describe('the list’s life', () => {
  it('deletes a list only before picking starts; its orders become pickable again', async () => {
    const o = await paidOrder({ parcels: [0] });
    const made = await addList([o.order.id]);
    ok(await call(t, api.deletePickingList, { Id: made.Ids[0] }, admin()));
    const again = await addList([o.order.id]);
    const started = ok(await call(t, api.startPickingList, { Id: again.Ids[0] }, admin()));
    expect(started).toMatchObject({ Status: PickingStatus.PartiallyPicked, Actions: expect.not.arrayContaining(['Delete', 'Start']) });
    const refused = await call(t, api.deletePickingList, { Id: again.Ids[0] }, admin());
    expect([refused.Code, refused.Message]).toEqual([3, 'Id: the picking list is partially picked; it cannot be deleted now']);
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'PickingList'), eq(recordHistories.recordId, made.Ids[0]!)));
    expect(history.map((h) => [h.action, h.toState])).toEqual([['Create', PickingStatus.ToBePicked], ['Delete', null]]);
  });

  it('picks by scan: the shelf first, a wrong shelf or item refused, the same parcel or scan twice counted once, then sorting moves the order to Picked', async () => {
    const o = await paidOrder({ parcels: [0], tea: 2 });
    const other = await paidOrder({ parcels: [1] });
    const made = await addList([o.order.id, other.order.id]);
    const id = made.Ids[0]!;
    const opened = ok(await call(t, api.openPickingList, { Number: made.Numbers[0]!.toLowerCase(), WarehouseId: w.warehouseId }, { token: picker.token }));
    expect(opened).toMatchObject({ ClaimStatus: ClaimStatus.Claimed, ClaimerName: picker.userName });
    const taken = await call(t, api.openPickingList, { Number: made.Numbers[0], WarehouseId: w.warehouseId }, admin());
    expect([taken.Code, taken.Message]).toEqual([3, `${made.Numbers[0]}: claimed and cannot be selected`]);
    expect((await call(t, api.openPickingList, { Number: made.Numbers[0], WarehouseId: w.secondWarehouseId }, { token: picker.token })).Message).toBe(`Number: picking list ${made.Numbers[0]} belongs to the warehouse Main`);
    expect((await call(t, api.openPickingList, { Number: 'PK0', WarehouseId: w.warehouseId }, { token: picker.token })).Message).toBe('Number: picking list PK0 does not exist');

    const p = picker.token;
    expect((await scan(id, shelfCodes[1]!, o.numbers[0]!, {}, p)).Message).toBe(`Code: no matching goods found: ${o.numbers[0]} is not to be picked from shelf ${shelfCodes[1]}`);
    expect((await scan(id, 'NOPE', o.numbers[0]!, {}, p)).Message).toBe('ShelfCode: shelf NOPE holds nothing of this picking list');
    expect((await scan(id, shelfCodes[0]!, o.numbers[0]!, {}, w.admin.token)).Message).toBe(`${made.Numbers[0]}: claimed and cannot be selected`);
    const first = ok(await scan(id, shelfCodes[0]!, o.numbers[0]!.toLowerCase(), {}, p));
    expect(first).toMatchObject({ AlreadyPicked: false, OrderPicked: false, Status: PickingStatus.PartiallyPicked, PickedLineCount: 1, LineCount: 3 });
    expect(ok(await scan(id, shelfCodes[0]!, o.numbers[0]!, {}, p))).toMatchObject({ AlreadyPicked: true, PickedLineCount: 1 });
    const scanId = crypto.randomUUID();
    expect(ok(await scan(id, shelfCodes[2]!, 'sku-tea', { ScanId: scanId }, p))).toMatchObject({ AlreadyPicked: false, Line: { PickedQuantity: 1 } });
    expect(ok(await scan(id, shelfCodes[2]!, 'SKU-TEA', { ScanId: scanId }, p))).toMatchObject({ AlreadyPicked: true, Line: { PickedQuantity: 1 } });
    expect((await scan(id, shelfCodes[2]!, 'TEA-01', { Quantity: 5 }, p)).Message).toBe(`Quantity: only 1 of TEA-01 are left to pick from shelf ${shelfCodes[2]}`);
    expect(ok(await scan(id, shelfCodes[2]!, 'TEA-01', {}, p))).toMatchObject({ OrderPicked: true, PickedLineCount: 2 });
    expect((await scan(id, shelfCodes[0]!, o.numbers[0]!, { Quantity: 0 }, p)).Message).toBe('Quantity: must be at least 1');

    const removed = await call(t, api.deletePickingListOrder, { Id: id, OrderId: o.order.id }, admin());
    expect(removed.Message).toBe(`OrderId: order ${o.order.serialNumber} is picked already; it cannot be taken off`);
    const sorted = ok(await call(t, api.sortingCompleted, { Id: id }, admin()));
    expect(sorted).toMatchObject({ Status: PickingStatus.PickingFinished, Actions: [] });
    const [after] = await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, o.order.id));
    expect(after!.status).toBe(OrderStatus.Picked);
    const orderHistory = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'LogisticsOrder'), eq(recordHistories.recordId, o.order.id)));
    expect(orderHistory).toMatchObject([{ action: 'Pick', fromState: OrderStatus.Submitted, toState: OrderStatus.Picked }]);
    // the order not picked is pickable again
    expect((await addList([other.order.id])).Ids).toHaveLength(1);
    expect((await scan(id, shelfCodes[0]!, o.numbers[0]!, {}, p)).Message).toBe('Id: the picking list is picking finished; it cannot be picked now');
  });

  it('a missing report holds sorting until staff mark the order found or take it off', async () => {
    const o = await paidOrder({ parcels: [0] });
    const made = await addList([o.order.id]);
    const id = made.Ids[0]!;
    ok(await call(t, api.reportMissing, { Id: id, OrderId: o.order.id, Reason: 'not on the shelf' }, admin()));
    expect((await detailOf(id)).Orders[0]).toMatchObject({ State: PickingOrderState.Missing, MissingReason: 'not on the shelf' });
    expect((await scan(id, shelfCodes[0]!, o.numbers[0]!)).Message).toBe(`Code: order ${o.order.serialNumber} was reported missing; mark it found first`);
    expect((await call(t, api.sortingCompleted, { Id: id }, admin())).Message).toBe(`Id: order ${o.order.serialNumber} was reported missing; mark it found first`);
    ok(await call(t, api.markFound, { Id: id, OrderId: o.order.id }, admin()));
    expect((await call(t, api.markFound, { Id: id, OrderId: o.order.id }, admin())).Message).toBe(`OrderId: order ${o.order.serialNumber} was not reported missing`);
    ok(await scan(id, shelfCodes[0]!, o.numbers[0]!));
    ok(await call(t, api.reportMissing, { Id: id, OrderId: o.order.id }, admin()));
    const off = ok(await call(t, api.deletePickingListOrder, { Id: id, OrderId: o.order.id }, admin()));
    expect(off).toMatchObject({ OrderCount: 0, LineCount: 0 });
    expect((await call(t, api.deletePickingListOrder, { Id: id, OrderId: o.order.id }, admin())).Message).toBe('OrderId: the order is not on this picking list');
  });

  it('adds orders to an open list of the same warehouse', async () => {
    const o = await paidOrder({ parcels: [0] });
    const made = await addList([o.order.id]);
    const more = await paidOrder({ parcels: [1] });
    const row = ok(await call(t, api.addPickingListTask, { Id: made.Ids[0], OrderIds: [more.order.id] }, admin()));
    expect(row).toMatchObject({ OrderCount: 2, LineCount: 2 });
    const elsewhere = await paidOrder({ parcels: [0], values: { warehouseId: w.secondWarehouseId } });
    expect((await call(t, api.addPickingListTask, { Id: made.Ids[0], OrderIds: [elsewhere.order.id] }, admin())).Message).toBe('OrderIds: the orders of one picking list must be in one warehouse');
  });

  it('prints the list: data by shelf and a PDF', async () => {
    const o = await paidOrder({ parcels: [2, 0] });
    const made = await addList([o.order.id]);
    const data = ok(await call(t, api.printPickingData, { Id: made.Ids[0] }, admin()));
    expect(data.Lines.map((l) => l.ShelfCode)).toEqual([shelfCodes[0], shelfCodes[2]]);
    const pdf = ok(await call(t, api.printPicking, { Id: made.Ids[0] }, admin()));
    expect(pdf).toMatchObject({ FileName: `${made.Numbers[0]}.pdf`, Pages: 1 });
    expect(Buffer.from(pdf.Content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('claims', () => {
  it('staff assign to a picker of the site, a picker claims for themselves, release', async () => {
    const made = await addList([(await paidOrder({ parcels: [0] })).order.id]);
    const id = made.Ids[0]!;
    const [assigned] = ok(await call(t, api.batchClaimPickingList, { Ids: [id], UserId: picker.id }, admin()));
    expect(assigned).toMatchObject({ ClaimStatus: ClaimStatus.Claimed, ClaimerId: picker.id, Actions: expect.arrayContaining(['Assign', 'Release']) });
    expect(ok(await call(t, api.getIndividualAssignmentPickingList, { rows: 100 }, { token: picker.token })).Data.map((r) => r.Id)).toContain(id);
    const found = ok(await call(t, api.getPickingLists, { ClaimStatus: ClaimStatus.Claimed, ClaimerId: picker.id, Number: made.Numbers[0]!.slice(-6), StartDate: '2020-01-01 00:00:00', rows: 100 }, admin()));
    expect(found.Data.map((r) => r.Id)).toEqual([id]);
    expect((await call(t, api.getPickingLists, { Status: 9 }, admin())).Message).toBe('Status: is not an allowed value');
    expect((await call(t, api.batchClaimPickingListCurrentUser, { Ids: [id] }, admin())).Message).toBe(`${made.Numbers[0]}: claimed and cannot be selected`);
    expect(ok(await call(t, api.batchClaimPickingListCurrentUser, { Ids: [id] }, { token: picker.token }))[0]).toMatchObject({ ClaimerId: picker.id });
    expect((await call(t, api.batchClaimPickingList, { Ids: [id], UserId: w.customer.id }, admin())).Message).toBe('UserId: no staff member of this site has this id');
    expect((await call(t, api.batchClaimPickingList, { Ids: [id], UserId: w.other.id }, admin())).Message).toBe('UserId: no staff member of this site has this id');
    expect(ok(await call(t, api.batchReleaseClaim, { Ids: [id] }, admin()))[0]).toMatchObject({ ClaimStatus: ClaimStatus.Unclaimed, ClaimerId: null });
    expect((await call(t, api.batchReleaseClaim, { Ids: [id] }, admin())).Message).toBe('Ids: the picking list is unclaimed; it cannot be released now');
    expect(ok(await call(t, api.batchClaimPickingListCurrentUser, { Ids: [id] }, admin()))[0]).toMatchObject({ ClaimerId: w.admin.id });
    expect((await call(t, api.batchClaimPickingListCurrentUser, { Ids: [] }, admin())).Code).toBe(2);
    expect((await call(t, api.batchClaimPickingListCurrentUser, { Ids: [id] }, { token: w.other.token })).Code).toBe(4);
    const claims = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'PickingListClaim'), eq(recordHistories.recordId, id)));
    // the picker's claim of a list already theirs changes nothing and writes nothing
    expect(claims.map((h) => h.action)).toEqual(['Assign', 'Release', 'ClaimForMe']);
  });
});

describeOnPostgres('at once (PostgreSQL)', () => {
  it('two lists taking the same order at once: one gets it, the other is refused, and the order is on one live list', async () => {
    const o = await paidOrder({ parcels: [0] });
    const answers = await Promise.all([0, 1, 2].map(() => call(t, api.addPickingList, { OrderIds: [o.order.id] }, admin())));
    expect(answers.map((a) => a.Code).sort()).toEqual([0, 2, 2]);
    // Refused by the check when the winner committed before the call read the order, else by the live-order index.
    for (const a of answers.filter((x) => x.Code !== 0)) expect(a.Message).toMatch(/^OrderIds: (order LOP\d+ cannot be picked now|an order was just put on another picking list)/);
    const pickable = ok(await call(t, api.getPickableOrders, { WarehouseId: w.warehouseId, rows: 100 }, admin()));
    expect(pickable.Data.map((r) => r.Id)).not.toContain(o.order.id);
  });


  it('10 pickers claiming the same 5 lists: each list ends with exactly one claimer', async () => {
    const lists: number[] = [];
    for (let i = 0; i < 5; i++) lists.push((await addList([(await paidOrder({ parcels: [i % 3] })).order.id])).Ids[0]!);
    const pickers = await Promise.all(Array.from({ length: 10 }, () => createUser(t, { site: w.site, grants: [api.batchClaimPickingListCurrentUser] })));
    // Five claim all five lists at once (all or none), five claim one list each.
    const answers = await Promise.all(pickers.map((p, i) => call(t, api.batchClaimPickingListCurrentUser, { Ids: i < 5 ? lists : [lists[i - 5]!] }, { token: p.token })));
    for (const a of answers) expect([0, 3]).toContain(a.Code);
    expect(answers.filter((a) => a.Code === 3).every((a) => a.Message.endsWith('claimed and cannot be selected'))).toBe(true);
    for (const id of lists) {
      const claims = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'PickingListClaim'), eq(recordHistories.recordId, id)));
      expect(claims, `list ${id}`).toHaveLength(1);
      const row = ok(await call(t, api.getPickingById, { Id: id }, admin()));
      expect(row.ClaimerId).toBe(claims[0]!.actorId);
    }
  });
});
