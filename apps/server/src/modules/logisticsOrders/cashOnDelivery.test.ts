import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, logisticsOrders as api, parcels, recipientInformation, transferQuotation as quotations } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, roleOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { roles, users } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { packages } from '../parcels/tables.ts';
import { sites } from '../sites/tables.ts';

const { CodStatus } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let alice: TestUser;
let aliceGroup: number;
let recipient: number;

let parcelNumber = 0;
async function shelfParcel() {
  parcelNumber += 1;
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: alice.id, warehouseId: refs.warehouse, courierNumber: `COD${parcelNumber}`, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight: '2', length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  return p!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  refs = await quotationReferences(t, site);
  await t.db.update(carriers).set({ isCashOnDelivery: true }).where(eq(carriers.id, refs.carrier));
  staff = await createUser(t, { site, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  aliceGroup = await roleOf(t, alice.id);
  await t.db.update(roles).set({ defaultCashOnDeliveryAmount: '100' }).where(eq(roles.id, aliceGroup));
  expect((await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token })).Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  recipient = r.Data.Id;
}, 240_000);
afterAll(() => t.close());

const draft = (PackageIds: number[]) => ({ WarehouseId: refs.warehouse, PackageIds, RecipientInformationId: recipient, DeclaredPrice: '50' });

/** Prices a new parcel as the wizard does and submits it with COD of `collection` (the customer's own call, or staff's for her). */
async function codOrder(collection: string, by: 'customer' | 'staff' = 'customer') {
  const body = { ...draft([await shelfParcel()]), ...(by === 'staff' ? { UserId: alice.id } : {}) };
  const priced = await call(t, by === 'staff' ? api.priceOrder : api.priceUserOrder, body as never, { token: by === 'staff' ? staff.token : alice.token });
  const option = priced.Data.Options[0]!;
  const order = { ...body, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 1, UnitValue: '50' }], IsCod: true, Collection: collection };
  const res = by === 'staff' ? await call(t, api.addOrder, order as never, { token: staff.token }) : await call(t, api.addUserOrder, order, { token: alice.token });
  return { priced: priced.Data, res };
}

const peerOrder = (collection: string) => ({
  UserId: alice.id,
  WarehouseId: refs.warehouse,
  PeerNumber: `PX-${collection}`,
  Pieces: [{ Name: 'BOX-1', WeightKg: '3', LengthCm: '30', WidthCm: '20', HeightCm: '10', Quantity: 1 }],
  Recipient: { RecipientName: 'Wong Siu Ming', PhoneCode: '852', Phone: '61234568', CountryCode: 'hk', DetailedAddress: '2 Nathan Road' },
  DeclaredPrice: '40',
  Goods: [{ Name: 'Books', Quantity: 10, UnitValue: '4' }],
  IsCod: true,
  Collection: collection,
});

const setSite = (open: boolean) => t.db.update(sites).set({ openCashOnDelivery: open }).where(eq(sites.id, site.id));
const setGroup = (allows: boolean) => t.db.update(roles).set({ isCashOnDelivery: allows }).where(eq(roles.id, aliceGroup));
const setOwnLimit = (limit: string | null) => t.db.update(users).set({ cashOnDeliveryAmount: limit }).where(eq(users.id, alice.id));

describe('who may ask for cash on delivery', () => {
  it('refuses it while the site does not offer it, naming the field and rule; the price says so', async () => {
    await setSite(false);
    await setGroup(true);
    const { priced, res } = await codOrder('10');
    expect(priced.CashOnDelivery).toEqual({ Allowed: false, Limit: '100.00', Refusal: 'IsCod: this site does not offer cash on delivery' });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'IsCod: this site does not offer cash on delivery']);
    const chinese = await call(t, api.priceUserOrder, draft([await shelfParcel()]), { token: alice.token, language: '1' });
    expect(chinese.Data.CashOnDelivery.Refusal).toBe('IsCod：本站未开通货到付款');
  });

  it('refuses it while none of the customer’s groups allows it', async () => {
    await setSite(true);
    await setGroup(false);
    const { priced, res } = await codOrder('10');
    expect(priced.CashOnDelivery).toEqual({ Allowed: false, Limit: '0.00', Refusal: 'IsCod: your customer group does not allow cash on delivery' });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'IsCod: your customer group does not allow cash on delivery']);
    expect((await call(t, api.addPeerOrder, peerOrder('10'), { token: staff.token })).Message).toBe('IsCod: your customer group does not allow cash on delivery');
  });

  it('takes the group’s default limit: over it is refused for the customer, staff and peer orders alike; within it the order awaits its collection', async () => {
    await setSite(true);
    await setGroup(true);
    await setOwnLimit(null);
    const over = await codOrder('100.01');
    expect(over.priced.CashOnDelivery).toEqual({ Allowed: true, Limit: '100.00', Refusal: '' });
    expect([over.res.Code, over.res.Message]).toEqual([ErrorCode.BusinessRule, 'Collection: the collection 100.01 is over the cash on delivery limit 100.00']);
    expect((await codOrder('150', 'staff')).res.Message).toBe('Collection: the collection 150.00 is over the cash on delivery limit 100.00');
    expect((await call(t, api.addPeerOrder, peerOrder('150'), { token: staff.token })).Message).toBe('Collection: the collection 150.00 is over the cash on delivery limit 100.00');

    const within = await codOrder('100');
    expect([within.res.Code, within.res.Message]).toEqual([0, 'Success']);
    expect(within.res.Data).toMatchObject({ IsCod: true, Collection: '100.00', CodStatus: CodStatus.AwaitingCollection });
    // Not outbound yet: nothing to collect.
    expect(within.res.Data.Actions).not.toContain('CollectCod');
    const peer = await call(t, api.addPeerOrder, peerOrder('80'), { token: staff.token });
    expect([peer.Code, peer.Data.CodStatus]).toEqual([0, CodStatus.AwaitingCollection]);
    // The staff list filters by it.
    const awaiting = await call(t, api.getOrders, { CodStatus: CodStatus.AwaitingCollection }, { token: staff.token });
    expect(awaiting.Data.Data.map((o) => o.Id).sort()).toEqual([within.res.Data.Id, peer.Data.Id].sort());
  });

  it('takes the customer’s own limit over the group’s, higher or lower', async () => {
    await setOwnLimit('300');
    const higher = await codOrder('250');
    expect(higher.priced.CashOnDelivery.Limit).toBe('300.00');
    expect(higher.res.Code).toBe(0);
    await setOwnLimit('20');
    expect((await codOrder('50')).res.Message).toBe('Collection: the collection 50.00 is over the cash on delivery limit 20.00');
    await setOwnLimit(null);
  });
});
