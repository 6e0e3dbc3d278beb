import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, logisticsOrders as orders, packing, parcels, recipientInformation, transferQuotation as quotations, transportShifts as api, wallets as money } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { carriers } from '../carriers/tables.ts';
import { customsClearanceCompanies, customsClearanceNumbers } from '../customsClearance/tables.ts';
import { bills, logisticsOrders } from '../logisticsOrders/tables.ts';
import { packings } from '../packing/tables.ts';
import { packages } from '../parcels/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { transportBags, transportShifts } from './tables.ts';

const { OrderStatus, ApprovalStatus, FreezeStatus, BillPaymentStatus, OrderPaymentStatus } = orders;
const { ShiftStatus, BagStatus, BaggingStatus } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let recipient: number;
let company: number;
let otherWarehouse: number;
let otherCarrier: number;
let otherSiteWarehouse: number;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getTransportShifts, api.getBags] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '100', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect(r.Code).toBe(0);
  recipient = r.Data.Id;
  const [c] = await t.db.insert(customsClearanceCompanies).values({ siteId: site.id, name: 'HK Customs Co', prefix: 'HKC' }).returning({ id: customsClearanceCompanies.id });
  company = c!.id;
  await t.db.insert(customsClearanceNumbers).values({ siteId: site.id, companyId: company, number: '0001', maxQuantity: 1000 });
  const [w] = await t.db.insert(warehouses).values({ siteId: site.id, name: 'Yiwu', personInCharge: 'Wu' }).returning({ id: warehouses.id });
  otherWarehouse = w!.id;
  const [oc] = await t.db.insert(carriers).values({ siteId: site.id, name: 'SF', interface: 3 }).returning({ id: carriers.id });
  otherCarrier = oc!.id;
  const [ow] = await t.db.insert(warehouses).values({ siteId: other.id, name: 'Elsewhere', personInCharge: 'X' }).returning({ id: warehouses.id });
  otherSiteWarehouse = ow!.id;
}, 240_000);
afterAll(() => t.close());

let serial = 0;
const number = (prefix: string) => `${prefix}${process.pid}X${(serial += 1)}`;

const shiftBody = (overrides: Record<string, unknown> = {}) => ({
  Name: number('Flight '),
  MaxLength: '60',
  MaxWidth: '50',
  MaxHeight: '50',
  MaxWeight: '30',
  BearableWeight: '500',
  WarehouseIds: [refs.warehouse],
  TypeOfShippingIds: [refs.air],
  CarrierIds: [refs.carrier],
  CustomsClearanceCompanyId: company,
  DestinationCountryCode: 'HK',
  DepartureDate: '2026-12-01',
  EstimatedArrivalDate: '2026-12-03',
  ...overrides,
});
async function openShift(overrides: Record<string, unknown> = {}) {
  const added = await call(t, api.addTransportShift, shiftBody(overrides), { token: staff.token });
  expect([added.Code, added.Message]).toEqual([0, 'Success']);
  return added.Data.Id;
}

/** An order of alice's, packed into one box (packing is another area's: its rows are written directly). */
async function packedOrder(box: { Weight?: string; Length?: string } = {}, status: number = OrderStatus.Packed) {
  const courierNumber = number('PK');
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: alice.id, warehouseId: refs.warehouse, courierNumber, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight: '2', length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  const body = { WarehouseId: refs.warehouse, PackageIds: [p!.id], Commodities: [], RecipientInformationId: recipient, DeclaredPrice: '50' };
  const priced = await call(t, orders.priceUserOrder, body, { token: alice.token });
  expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
  const option = priced.Data.Options[0]!;
  const added = await call(t, orders.addUserOrder, { ...body, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }] }, { token: alice.token });
  expect([added.Code, added.Message]).toEqual([0, 'Success']);
  const id = added.Data.Id;
  await t.db.update(logisticsOrders).set({ status, approvalStatus: ApprovalStatus.Approved, carrierNo: number('CN') }).where(eq(logisticsOrders.id, id));
  const weight = box.Weight ?? '4';
  await t.db.insert(packings).values({ siteId: site.id, ownerId: alice.id, orderId: id, warehouseId: refs.warehouse, boxes: [{ Weight: weight, Length: box.Length ?? '40', Width: '30', Height: '20', VolumeWeight: '4', Photos: [] }], weight, packedAt: new Date(), packedBy: staff.id });
  return { id, serial: added.Data.SerialNumber };
}

const orderOf = async (id: number) => (await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, id)))[0]!;
const shiftOf = async (id: number) => (await t.db.select().from(transportShifts).where(eq(transportShifts.id, id)))[0]!;
const scanBag = (ShiftId: number, BagNumber: string, token = staff.token) => call(t, api.scanBag, { ShiftId, BagNumber }, { token });
const bagIt = (BagId: number, Number: string, token = staff.token) => call(t, api.bagOrder, { BagId, Number }, { token });
async function bagOf(shiftId: number) {
  const opened = await scanBag(shiftId, number('BAG'));
  expect([opened.Code, opened.Message]).toEqual([0, 'Success']);
  return opened.Data.Bag;
}

describe('transport shifts', () => {
  it('creates a shift with a generated serial number, refuses bad fields by name, edits it while open and lists it in the site only', async () => {
    for (const [overrides, message] of [
      [{ MaxWeight: '0' }, 'MaxWeight: cannot be zero'],
      [{ MaxLength: '-3' }, undefined],
      [{ Name: '' }, 'Name: cannot be empty'],
      [{ EstimatedArrivalDate: '2026-11-30' }, 'EstimatedArrivalDate: cannot be before the start date'],
      [{ WarehouseIds: [] }, 'WarehouseIds: select at least one'],
      [{ WarehouseIds: [otherSiteWarehouse] }, `WarehouseIds: warehouse ${otherSiteWarehouse} does not exist in this site`],
      [{ CarrierIds: [999_999] }, 'CarrierIds: carrier 999999 does not exist in this site'],
      [{ TypeOfShippingIds: [999_999] }, 'TypeOfShippingIds: shipping type 999999 does not exist in this site'],
      [{ CustomsClearanceCompanyId: 999_999 }, 'CustomsClearanceCompanyId: the customs clearance company does not exist in this site'],
      [{ DestinationCountryCode: 'ZZ' }, 'DestinationCountryCode: there is no country ZZ'],
      [{ DepartureDate: '2026-02-30' }, 'DepartureDate: date must be yyyy-MM-dd'],
    ] as const) {
      const res = await call(t, api.addTransportShift, shiftBody(overrides), { token: staff.token });
      expect(res.Code, JSON.stringify(overrides)).toBe(ErrorCode.InvalidInput);
      if (message) expect(res.Message).toBe(message);
      else expect(res.Message).toMatch(/^MaxLength: /);
    }
    const id = await openShift({ Name: 'Flight HK-1', DestinationCountryCode: 'hk' });
    const row = await shiftOf(id);
    expect(row.serialNumber).toMatch(/^TS\d{6}\d{5}$/);
    expect([row.status, row.usedWeight, row.destinationCountryCode]).toEqual([ShiftStatus.Open, '0.000', 'HK']);

    const list = await call(t, api.getTransportShifts, { Name: 'Flight HK-1' }, { token: clerk.token });
    expect([list.Code, list.Data.Total]).toEqual([0, 1]);
    expect(list.Data.Data[0]).toMatchObject({ Id: id, SerialNumber: row.serialNumber, Status: ShiftStatus.Open, UsedWeight: '0', BagCount: 0, WarehouseNames: ['Shenzhen'], CarrierNames: ['YunExpress'], TypeOfShippingNames: ['Air express'], CustomsClearanceCompanyName: 'HK Customs Co', Actions: ['Edit', 'Delete', 'Depart', 'AddTrack'] });
    expect(list.Data.Data[0]!.DestinationCountryName).not.toBe('HK');

    const edited = await call(t, api.editTransportShift, { ...shiftBody({ Name: 'Flight HK-1b' }), Id: id }, { token: staff.token });
    expect([edited.Code, edited.Data.Name, edited.Data.SerialNumber]).toEqual([0, 'Flight HK-1b', row.serialNumber]);
    const detail = await call(t, api.getTransportShiftById, { Id: id }, { token: staff.token });
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Create', 'Edit']);

    // Another site's staff neither list nor open nor change it; a caller without the permission is refused.
    expect((await call(t, api.getTransportShifts, { Name: 'Flight HK-1' }, { token: otherStaff.token })).Data.Total).toBe(0);
    expect((await call(t, api.getEditTransportShift, { Id: id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.deleteTransportShift, { Id: id }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await scanBag(id, 'B1', otherStaff.token)).Code).toBe(ErrorCode.NotFound);
    for (const res of [await call(t, api.addTransportShift, shiftBody(), { token: clerk.token }), await call(t, api.departTransportShift, { Id: id }, { token: clerk.token }), await scanBag(id, 'B1', clerk.token), await call(t, api.getBags, {}, { token: alice.token })]) expect(res.status).toBe(403);

    // Deleted only while open and with no bags.
    await bagOf(id);
    const busy = await call(t, api.deleteTransportShift, { Id: id }, { token: staff.token });
    expect([busy.Code, busy.Message]).toEqual([ErrorCode.BusinessRule, 'The shift “Flight HK-1b” has 1 bags: it cannot be deleted']);
    const empty = await openShift();
    expect((await call(t, api.deleteTransportShift, { Id: empty }, { token: staff.token })).Code).toBe(0);
    expect(await shiftOf(empty)).toBeUndefined();
  });
});

describe('the packaging scan', () => {
  it('makes a bag of a new number, refuses a bag of another shift, bags a packed order with a customs number and the weights, and a repeat does nothing', async () => {
    const shift = await openShift();
    const bagNumber = number('bag');
    const first = await scanBag(shift, bagNumber);
    expect([first.Code, first.Data.Created, first.Data.Bag.BagNumber, first.Data.Bag.Status]).toEqual([0, true, bagNumber.toUpperCase(), BagStatus.Open]);
    const again = await scanBag(shift, bagNumber);
    expect([again.Code, again.Data.Created, again.Data.Bag.Id]).toEqual([0, false, first.Data.Bag.Id]);
    const otherShift = await openShift({ Name: 'Flight Other' });
    const foreign = await scanBag(otherShift, bagNumber);
    expect(foreign.Code).toBe(ErrorCode.BusinessRule);
    expect(foreign.Message).toMatch(new RegExp(`^BagNumber: bag ${bagNumber.toUpperCase()} belongs to the shift “Flight `));
    expect((await scanBag(shift, 'bad number!')).Message).toBe('BagNumber: has the wrong format');

    const o = await packedOrder({ Weight: '4.5' });
    const bagged = await bagIt(first.Data.Bag.Id, o.serial.toLowerCase());
    expect([bagged.Code, bagged.Message]).toEqual([0, 'Success']);
    expect(bagged.Data).toMatchObject({ Repeat: false, ShiftUsedWeight: '4.5', Bag: { OrderCount: 1, Weight: '4.5' }, Order: { OrderId: o.id, Weight: '4.5', Length: '40', CustomsClearanceNumber: 'HKC0001', UserName: alice.userName } });
    const order = await orderOf(o.id);
    expect([order.baggingStatus, order.customsClearanceNumber]).toEqual([BaggingStatus.Bagged, 'HKC0001']);

    // The same scan twice (by the carrier number now): "already in this bag", nothing grows.
    const repeat = await bagIt(first.Data.Bag.Id, order.carrierNo);
    expect([repeat.Code, repeat.Data.Repeat, repeat.Data.ShiftUsedWeight, repeat.Data.Bag.OrderCount]).toEqual([0, true, '4.5', 1]);
    expect((await shiftOf(shift)).usedWeight).toBe('4.500');

    // Already in another bag (named), in any shift.
    const otherBag = await bagOf(shift);
    const elsewhere = await bagIt(otherBag.Id, o.serial);
    expect([elsewhere.Code, elsewhere.Message]).toEqual([ErrorCode.BusinessRule, `Number: order ${o.serial} is already in bag ${bagNumber.toUpperCase()} (shift “${(await shiftOf(shift)).name}”)`]);

    // The bag detail, the bag numbers list and the order detail show it; another site sees none of it.
    const detail = await call(t, api.getBagById, { Id: first.Data.Bag.Id }, { token: staff.token });
    expect(detail.Data.Orders.map((r) => [r.SerialNumber, r.CustomsClearanceNumber])).toEqual([[o.serial, 'HKC0001']]);
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Create', 'AddOrder']);
    const bagsList = await call(t, api.getBags, { BagNumbers: bagNumber }, { token: clerk.token });
    expect(bagsList.Data.Data.map((b) => [b.BagNumber, b.OrderCount, b.Weighed])).toEqual([[bagNumber.toUpperCase(), 1, false]]);
    const byOrder = await call(t, api.getBagOrders, { Numbers: o.serial }, { token: staff.token });
    expect(byOrder.Data.Data.map((r) => r.BagNumber)).toEqual([bagNumber.toUpperCase()]);
    expect((await call(t, api.getBags, { BagNumbers: bagNumber }, { token: otherStaff.token })).Data.Total).toBe(0);
    expect((await call(t, api.getBagOrders, { Numbers: o.serial }, { token: otherStaff.token })).Data.Total).toBe(0);
    expect((await bagIt(first.Data.Bag.Id, o.serial, otherStaff.token)).Message).toBe(`BagId: bag ${first.Data.Bag.Id} does not exist`);

    // Weighing sets it weighed.
    const weighed = await call(t, api.weighBag, { BagId: first.Data.Bag.Id, Weight: '4.7' }, { token: staff.token });
    expect([weighed.Code, weighed.Data.Weighed, weighed.Data.WeighedWeight]).toEqual([0, true, '4.7']);
    expect((await call(t, api.weighBag, { BagId: first.Data.Bag.Id, Weight: '0' }, { token: staff.token })).Message).toBe('Weight: cannot be zero');

    // Taken out while open: the weights go back, it is not bagged; its customs number stays for the next bag.
    const out = await call(t, api.removeBagOrder, { OrderId: o.id }, { token: staff.token });
    expect([out.Code, out.Data.OrderCount, out.Data.Weight]).toEqual([0, 0, '0']);
    expect((await shiftOf(shift)).usedWeight).toBe('0.000');
    expect((await orderOf(o.id)).baggingStatus).toBe(BaggingStatus.NotBagged);
    expect((await call(t, api.removeBagOrder, { OrderId: o.id }, { token: staff.token })).Message).toBe(`OrderId: order ${o.serial} is in no bag`);
    const back = await bagIt(otherBag.Id, o.serial);
    expect([back.Code, back.Data.Order.CustomsClearanceNumber]).toEqual([0, 'HKC0001']);
  });

  it('refuses every order the shift does not take, each naming its rule, and writes nothing', async () => {
    const shift = await openShift();
    const bag = await bagOf(shift);
    const picked = await packedOrder({}, OrderStatus.Picked);
    expect((await bagIt(bag.Id, picked.serial)).Message).toBe(`Number: order ${picked.serial} is picked; only packed orders are bagged`);
    expect((await bagIt(bag.Id, 'NOSUCHORDER')).Message).toBe('The order does not exist');
    const frozen = await packedOrder();
    await t.db.update(logisticsOrders).set({ freezeStatus: FreezeStatus.Frozen }).where(eq(logisticsOrders.id, frozen.id));
    expect((await bagIt(bag.Id, frozen.serial)).Message).toBe(`Number: order ${frozen.serial} is frozen; it cannot be bagged`);

    const o = await packedOrder({ Weight: '4' });
    const refusedBy = async (overrides: Record<string, unknown>) => {
      const narrow = await bagOf(await openShift(overrides));
      const res = await bagIt(narrow.Id, o.serial);
      expect(res.Code).toBe(ErrorCode.BusinessRule);
      return res.Message;
    };
    expect(await refusedBy({ WarehouseIds: [otherWarehouse] })).toBe(`Number: order ${o.serial} is at warehouse Shenzhen, not one of the shift’s`);
    expect(await refusedBy({ CarrierIds: [otherCarrier] })).toBe(`Number: the carrier YunExpress of order ${o.serial} is not one of the shift’s`);
    const [sea] = await t.db.insert(typeOfShippings).values({ siteId: site.id, name: 'Sea', minAging: 20, maxAging: 30 }).returning();
    expect(await refusedBy({ TypeOfShippingIds: [sea!.id] })).toBe(`Number: the shipping type Air express of order ${o.serial} is not one of the shift’s`);
    expect(await refusedBy({ DestinationCountryCode: 'US' })).toBe(`Number: order ${o.serial} goes to HK; the shift goes to US`);
    expect(await refusedBy({ MaxLength: '39.5' })).toBe(`Number: a box of order ${o.serial} is 40 cm in length, more than the shift’s 39.5 cm`);
    expect(await refusedBy({ MaxWeight: '3.999' })).toBe(`Number: bag ${(await t.db.select().from(transportBags).orderBy(transportBags.id)).at(-1)!.bagNumber} would weigh 4 kg, more than the 3.999 kg a bag may`);
    expect(await refusedBy({ BearableWeight: '3' })).toBe('Number: the shift would carry 4 kg, more than the 3 kg it bears');

    // A bag near its MaxWeight takes nothing more; the shift's BearableWeight counts every bag.
    const tight = await openShift({ MaxWeight: '6', BearableWeight: '10' });
    const [a, b] = [await bagOf(tight), await bagOf(tight)];
    expect((await bagIt(a.Id, o.serial)).Code).toBe(0);
    const second = await packedOrder({ Weight: '4' });
    expect((await bagIt(a.Id, second.serial)).Message).toBe(`Number: bag ${a.BagNumber} would weigh 8 kg, more than the 6 kg a bag may`);
    expect((await bagIt(b.Id, second.serial)).Code).toBe(0);
    const third = await packedOrder({ Weight: '4' });
    const c = await bagOf(tight);
    expect((await bagIt(c.Id, third.serial)).Message).toBe('Number: the shift would carry 12 kg, more than the 10 kg it bears');
    expect((await shiftOf(tight)).usedWeight).toBe('8.000');
    const untouched = await orderOf(third.id);
    expect([untouched.baggingStatus, untouched.customsClearanceNumber]).toEqual([BaggingStatus.NotBagged, '']);
    // Packing is not reopened while bagged.
    const reopen = await call(t, packing.reopenPacking, { OrderId: o.id, Reason: 'again' }, { token: staff.token });
    expect([reopen.Code, reopen.Message]).toEqual([ErrorCode.BusinessRule, `OrderId: order ${o.serial} is bagged; take it out of its bag first`]);
  });
});

describe('departure, shift tracks and the bag arrival receipt', () => {
  it('departs irreversibly (packing locked, orders Outbound), sends a track to every order, and receives bags once, locking refunds', async () => {
    const shift = await openShift();
    const none = await call(t, api.departTransportShift, { Id: shift }, { token: staff.token });
    expect([none.Code, none.Message]).toEqual([ErrorCode.BusinessRule, `Id: the shift “${(await shiftOf(shift)).name}” has no bagged orders; it cannot depart`]);
    const [bag1, bag2] = [await bagOf(shift), await bagOf(shift)];
    const [o1, o2] = [await packedOrder(), await packedOrder()];
    expect((await bagIt(bag1.Id, o1.serial)).Code).toBe(0);
    expect((await bagIt(bag2.Id, o2.serial)).Code).toBe(0);
    // A paid bill of o1's, to try refunding after arrival.
    const [bill] = await t.db
      .insert(bills)
      .values({ siteId: site.id, ownerId: alice.id, serialNumber: number('BL'), logisticsOrderId: o1.id, billType: orders.BillType.Freight, paymentStatus: BillPaymentStatus.Paid, totalAmount: '10', paymentMoney: '10', currencyCode: 'CNY', details: [] })
      .returning();
    await t.db.update(logisticsOrders).set({ paymentStatus: OrderPaymentStatus.Paid }).where(eq(logisticsOrders.id, o1.id));

    const departed = await call(t, api.departTransportShift, { Id: shift }, { token: staff.token });
    expect([departed.Code, departed.Data]).toEqual([0, { Id: shift, Status: ShiftStatus.Departed, OrderCount: 2, BagCount: 2 }]);
    for (const o of [o1, o2]) {
      const row = await orderOf(o.id);
      expect([row.status, row.packingLocked]).toEqual([OrderStatus.Outbound, true]);
    }
    const history = await call(t, orders.getOrderById, { Id: o1.id }, { token: staff.token });
    expect(history.Data.History.map((h) => h.Action)).toContain('Depart');
    const reopen = await call(t, packing.reopenPacking, { OrderId: o1.id, Reason: 'again' }, { token: staff.token });
    expect([reopen.Code, reopen.Message]).toEqual([ErrorCode.BusinessRule, `OrderId: order ${o1.serial} has departed; its packing is locked`]);
    // Nothing more goes in or out; the shift is not edited, deleted or departed again.
    const late = await packedOrder();
    expect((await bagIt(bag1.Id, late.serial)).Message).toMatch(/^BagId: .*departed/);
    expect((await call(t, api.removeBagOrder, { OrderId: o1.id }, { token: staff.token })).Message).toMatch(/^OrderId: .*departed/);
    expect((await call(t, api.editTransportShift, { ...shiftBody(), Id: shift }, { token: staff.token })).Message).toMatch(/^Id: .*departed/);
    expect((await call(t, api.departTransportShift, { Id: shift }, { token: staff.token })).Code).toBe(ErrorCode.BusinessRule);
    expect((await scanBag(shift, number('BAG'))).Message).toMatch(/^ShiftId: .*departed/);

    // A shift track reaches each order's tracks, and the customer's view of it.
    const track = await call(t, api.addShiftTrack, { Id: shift, TrackTime: '2026-12-01 10:00:00', Place: 'HKG', Text: 'Departed from Shenzhen airport' }, { token: staff.token });
    expect([track.Code, track.Data.OrderCount, track.Data.Text]).toEqual([0, 2, 'Departed from Shenzhen airport']);
    expect((await call(t, api.addShiftTrack, { Id: shift, TrackTime: '2026-12-01 10:00:00' }, { token: staff.token })).Message).toBe('Text: cannot be empty');
    for (const o of [o1, o2]) {
      const mine = await call(t, orders.getUserOrderById, { Id: o.id }, { token: alice.token });
      expect(mine.Data.Tracks.map((r) => [r.Place, r.Text])).toContainEqual(['HKG', 'Departed from Shenzhen airport']);
    }
    expect((await call(t, api.getShiftTracks, { Id: shift }, { token: staff.token })).Data.map((r) => r.Place)).toEqual(['HKG']);
    expect((await call(t, api.getShiftTracks, { Id: shift }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);

    // Arrival: an open shift's bag is not received; a departed one is, once; the shift arrives with its last bag.
    const openBag = await bagOf(await openShift());
    expect((await call(t, api.receiveBag, { BagNumber: openBag.BagNumber }, { token: staff.token })).Message).toMatch(/^BagNumber: .*open/);
    expect((await call(t, api.receiveBag, { BagNumber: 'NOSUCHBAG' }, { token: staff.token })).Message).toBe('BagNumber: bag NOSUCHBAG does not exist');
    expect((await call(t, api.receiveBag, { BagNumber: bag1.BagNumber }, { token: otherStaff.token })).Message).toBe(`BagNumber: bag ${bag1.BagNumber} does not exist`);
    const first = await call(t, api.receiveBag, { BagNumber: bag1.BagNumber.toLowerCase() }, { token: staff.token });
    expect([first.Code, first.Data.Repeat, first.Data.ShiftArrived, first.Data.Bag.Status, first.Data.OrderCount]).toEqual([0, false, false, BagStatus.Arrived, 1]);
    expect((await orderOf(o1.id)).refundLocked).toBe(true);
    expect((await orderOf(o2.id)).refundLocked).toBe(false);
    const repeat = await call(t, api.receiveBag, { BagNumber: bag1.BagNumber }, { token: staff.token });
    expect([repeat.Code, repeat.Data.Repeat]).toEqual([0, true]);
    const refund = await call(t, money.refundBill, { Id: bill!.id, Amount: '1', Reason: 'goodwill' }, { token: staff.token });
    expect([refund.Code, refund.Message]).toEqual([ErrorCode.BusinessRule, `Id: the refunds of order ${o1.serial} are locked; it cannot be refunded`]);
    const last = await call(t, api.receiveBag, { BagNumber: bag2.BagNumber }, { token: staff.token });
    expect([last.Code, last.Data.ShiftArrived]).toEqual([0, true]);
    expect((await shiftOf(shift)).status).toBe(ShiftStatus.Arrived);
    const detail = await call(t, api.getTransportShiftById, { Id: shift }, { token: staff.token });
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Create', 'Depart', 'AddTrack', 'Arrive']);
    expect(detail.Data.Tracks.map((r) => [r.Place, r.OrderCount])).toEqual([['HKG', 2]]);
  });
});

describeOnPostgres('two bags racing for one order', () => {
  it('puts the order in one bag only, and one arrival receipt of two at once locks its refunds', async () => {
    const shift = await openShift();
    const [a, b] = [await bagOf(shift), await bagOf(shift)];
    const o = await packedOrder({ Weight: '2' });
    const both = await Promise.all([bagIt(a.Id, o.serial), bagIt(b.Id, o.serial)]);
    expect(both.map((r) => r.Code).sort()).toEqual([0, ErrorCode.BusinessRule]);
    expect((await shiftOf(shift)).usedWeight).toBe('2.000');
    const rows = await t.db.select().from(transportBags).where(and(eq(transportBags.shiftId, shift)));
    expect(rows.map((r) => r.orderCount).sort()).toEqual([0, 1]);

    expect((await call(t, api.departTransportShift, { Id: shift }, { token: staff.token })).Code).toBe(0);
    const full = rows.find((r) => r.orderCount === 1)!;
    const receipts = await Promise.all([call(t, api.receiveBag, { BagNumber: full.bagNumber }, { token: staff.token }), call(t, api.receiveBag, { BagNumber: full.bagNumber }, { token: staff.token })]);
    expect(receipts.map((r) => r.Data.Repeat).sort()).toEqual([false, true]);
  });
  it('arrives the shift when its last two bags are received at once', async () => {
    const shift = await openShift();
    const [a, b] = [await bagOf(shift), await bagOf(shift)];
    expect((await bagIt(a.Id, (await packedOrder({ Weight: '1' })).serial)).Code).toBe(0);
    expect((await bagIt(b.Id, (await packedOrder({ Weight: '1' })).serial)).Code).toBe(0);
    expect((await call(t, api.departTransportShift, { Id: shift }, { token: staff.token })).Code).toBe(0);
    const both = await Promise.all([call(t, api.receiveBag, { BagNumber: a.BagNumber }, { token: staff.token }), call(t, api.receiveBag, { BagNumber: b.BagNumber }, { token: staff.token })]);
    expect(both.map((r) => r.Code)).toEqual([0, 0]);
    expect(both.filter((r) => r.Data.ShiftArrived)).toHaveLength(1);
    expect((await shiftOf(shift)).status).toBe(ShiftStatus.Arrived);
  });
});
