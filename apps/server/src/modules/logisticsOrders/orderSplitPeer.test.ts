import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, inventory, logisticsOrders as api, parcels, recipientInformation, transferQuotation as quotations } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import type { Actor } from '../../platform/auth.ts';
import { commodities } from '../commodities/tables.ts';
import { moveStock, stockOf } from '../inventory/index.ts';
import { packages } from '../parcels/tables.ts';
import { logisticsOrderPackages, logisticsOrders } from './tables.ts';

const { ApprovalStatus } = api;

let t: TestApp;
let site: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let peer: TestUser;
let recipient: number;

async function shelfParcel(number: string, weight = '2') {
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: alice.id, warehouseId: refs.warehouse, courierNumber: number, productName: `Shoes ${number}`, status: parcels.PackageStatus.Shippable, isCompleted: true, weight, length: '30', width: '20', height: '10' })
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
  peer = await createUser(t, { site, type: 'user', grants: 'all' });
  // Up to 30 kg: a shipment heavier than that is not taken (the split's refusal below).
  const added = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect(added.Code).toBe(0);
  // Cheaper from 10 kg: heavier orders take it, and a part split off below 10 kg is not taken by it.
  const bulk = await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Bulk', Ranges: [{ StartingRange: '10', EndRange: '30', FirstWeightUnitPrice: '10', UnitPrice: '1' }], CarrierIds: [refs.carrier] }), { token: staff.token });
  expect([bulk.Code, bulk.Message]).toEqual([0, 'Success']);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  expect(r.Code).toBe(0);
  recipient = r.Data.Id;
});
afterAll(() => t.close());

const draft = (PackageIds: number[], extra: Record<string, unknown> = {}) => ({ WarehouseId: refs.warehouse, PackageIds, RecipientInformationId: recipient, DeclaredPrice: '50', ...extra });

/** Alice's order of the cheapest route for what `shipment` names. */
async function order(PackageIds: number[], extra: Record<string, unknown> = {}) {
  const priced = await call(t, api.priceUserOrder, draft(PackageIds, extra), { token: alice.token });
  expect([priced.Code, priced.Message]).toEqual([0, 'Success']);
  const option = priced.Data.Options[0]!;
  const res = await call(t, api.addUserOrder, { ...draft(PackageIds, extra), QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: [{ Name: 'Shoes', Quantity: 3, UnitValue: '10' }] }, { token: alice.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
}

async function stockedCommodity(sku: string, quantity: number) {
  const [c] = await t.db
    .insert(commodities)
    .values({ siteId: site.id, ownerId: alice.id, commodityCode: sku, commoditySku: sku, name: 'Mug', salesMode: 1, auditStatus: 2, length: '10', width: '10', height: '10', actualWeight: '0.5' })
    .returning({ id: commodities.id });
  const actor: Actor = { userId: staff.id, siteId: site.id, population: 'backstage', isSuperUser: false };
  await t.db.transaction((tx) =>
    moveStock(tx, actor, { key: `test:${crypto.randomUUID()}`, documentType: 'Test', documentId: null }, [
      { ownerId: alice.id, commodityId: c!.id, warehouseId: refs.warehouse, from: null, to: inventory.StockBucket.Available, quantity, type: inventory.StockMovementType.Adjust },
    ]),
  );
  return c!.id;
}

const split = (body: Record<string, unknown>, token = staff.token) => call(t, api.splitOrder, { Reason: 'Too heavy for one box', ...body }, { token });
const detail = (Id: number) => call(t, api.getOrderById, { Id }, { token: staff.token });

describe('splitting an order', () => {
  it('moves parcels to a new order priced for its own goods, re-prices the original, and keeps split data and the number change', async () => {
    const a = await shelfParcel('SPLIT-A', '2');
    const b = await shelfParcel('SPLIT-B', '5');
    const c = await shelfParcel('SPLIT-C', '1');
    const o = await order([a, b, c]);
    expect(o.Actions).not.toContain('Split');
    const before = await detail(o.Id);
    expect(before.Data.Actions).toContain('Split');

    const res = await split({ Id: o.Id, PackageIds: [b], DeclaredPrice: '20' });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    const { Original, Split } = res.Data;
    expect(Split.SerialNumber).toMatch(/^LO\d{12}$/);
    expect(Split.SerialNumber).not.toBe(Original.SerialNumber);
    expect(Original).toMatchObject({ Id: o.Id, SerialNumber: o.SerialNumber, PackageCount: 2, Weight: '3', DeclaredPrice: '30.00' });
    expect(Split).toMatchObject({ PackageCount: 1, Weight: '5', DeclaredPrice: '20.00', QuotationId: o.QuotationId, CarrierId: o.CarrierId, UserId: alice.id, ApprovalStatus: ApprovalStatus.Pending, RecipientName: 'Chan Tai Man' });
    // Each priced by the engine for its own goods, as a new order of parcels like them would be.
    const like = async (weights: string[], declared: string) => {
      const ids = await Promise.all(weights.map((w) => shelfParcel(`LIKE-${crypto.randomUUID().slice(0, 8)}`, w)));
      const priced = await call(t, api.priceUserOrder, draft(ids, { DeclaredPrice: declared }), { token: alice.token });
      return priced.Data.Options.find((x) => x.QuotationId === o.QuotationId)!.Total;
    };
    expect(Original.TotalAmount).toBe(await like(['2', '1'], '30'));
    expect(Split.TotalAmount).toBe(await like(['5'], '20'));

    const parent = await detail(o.Id);
    expect(parent.Data.Packages.map((p) => p.CourierNumber)).toEqual(['SPLIT-A', 'SPLIT-C']);
    expect(parent.Data.SplitInto).toEqual([{ Id: Split.Id, SerialNumber: Split.SerialNumber }]);
    expect(parent.Data.History.map((h) => h.Action)).toEqual(expect.arrayContaining(['Submit', 'Split']));
    expect(parent.Data.Charges.reduce((s, x) => s + Number(x.Amount), 0).toFixed(2)).toBe(Original.TotalAmount);
    const child = await detail(Split.Id);
    expect(child.Data.Packages.map((p) => p.CourierNumber)).toEqual(['SPLIT-B']);
    expect(child.Data.SplitFrom).toEqual({ Id: o.Id, SerialNumber: o.SerialNumber });
    expect(child.Data.Goods).toEqual([{ Name: 'Shoes SPLIT-B', Quantity: 1, UnitValue: '0', CurrencyCode: 'USD' }]);
    expect(child.Data.NumberChanges).toEqual([expect.objectContaining({ OldNumber: o.SerialNumber, NewNumber: Split.SerialNumber, Reason: 'Too heavy for one box' })]);
    expect(child.Data.NumberChanges[0]!.OperatorName).not.toBe('');
    expect(parent.Data.NumberChanges).toEqual(child.Data.NumberChanges);
    // The customer sees both orders and the change, never a staff member's name.
    const hers = await call(t, api.getUserOrderById, { Id: Split.Id }, { token: alice.token });
    expect(hers.Data.NumberChanges[0]!.OperatorName).toBe('');
    // The parcel is in the new order only; cancelling the new order makes it shippable again.
    const rows = await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, b));
    expect(rows.map((r) => [r.orderId, r.active])).toEqual([[Split.Id, true]]);
    expect((await call(t, api.cancelOrder, { Id: Split.Id }, { token: staff.token })).Code).toBe(0);
    expect((await call(t, api.getUserShippable, {}, { token: alice.token })).Data.Packages.map((p) => p.CourierNumber)).toContain('SPLIT-B');
  });

  it('moves commodity quantities with their frozen stock, which the new order then holds', async () => {
    const mug = await stockedCommodity('SPLIT-MUG', 10);
    const p = await shelfParcel('SPLIT-D');
    const o = await order([p], { Commodities: [{ CommodityId: mug, Quantity: 6 }] });
    expect(await stockOf(t.db, mug, refs.warehouse)).toMatchObject({ available: 4, frozen: 6 });
    const res = await split({ Id: o.Id, Commodities: [{ CommodityId: mug, Quantity: 4 }] });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    // Nothing moved in the warehouse: the stock stays frozen, now held by two orders.
    expect(await stockOf(t.db, mug, refs.warehouse)).toMatchObject({ available: 4, frozen: 6 });
    expect((await detail(o.Id)).Data.Commodities).toEqual([expect.objectContaining({ CommodityId: mug, Quantity: 2 })]);
    expect((await detail(res.Data.Split.Id)).Data.Commodities).toEqual([expect.objectContaining({ CommodityId: mug, Quantity: 4 })]);
    expect(res.Data.Split.PieceCount).toBe(4);
    // Each cancel unfreezes exactly what its order holds.
    expect((await call(t, api.cancelOrder, { Id: res.Data.Split.Id }, { token: staff.token })).Code).toBe(0);
    expect(await stockOf(t.db, mug, refs.warehouse)).toMatchObject({ available: 8, frozen: 2 });
    expect((await call(t, api.cancelOrder, { Id: o.Id }, { token: staff.token })).Code).toBe(0);
    expect(await stockOf(t.db, mug, refs.warehouse)).toMatchObject({ available: 10, frozen: 0 });
  });

  it('refuses bad input naming the field, what the order does not hold, a split leaving nothing, a part its quotation does not take, and writes nothing', async () => {
    const a = await shelfParcel('SPLIT-E', '12');
    const b = await shelfParcel('SPLIT-F', '1');
    const stray = await shelfParcel('SPLIT-G');
    const o = await order([a, b]);
    // 13 kg: Bulk (from 10 kg) is the cheapest and chosen.
    expect(o.QuotationName).toBe('Bulk');
    const noReason = await call(t, api.splitOrder, { Id: o.Id, PackageIds: [a] }, { token: staff.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'Reason: cannot be empty']);
    expect((await split({ Id: o.Id })).Message).toBe('PackageIds: select at least one');
    expect((await split({ Id: o.Id, PackageIds: [stray] })).Message).toBe(`PackageIds: ${stray} is not in this order`);
    expect((await split({ Id: o.Id, PackageIds: [a, b] })).Message).toBe('PackageIds: the original order must keep something to ship');
    expect((await split({ Id: o.Id, PackageIds: [a], DeclaredPrice: '51' })).Message).toBe('DeclaredPrice: more than the original order declares (50)');
    const before = await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, o.Id));
    // The 1 kg parcel alone is below Bulk's range: the order's quotation does not take it.
    const light = await split({ Id: o.Id, PackageIds: [b] });
    expect([light.Code, light.Message]).toEqual([ErrorCode.BusinessRule, 'PackageIds: the quotation “Bulk” does not take the goods split off (weight, size or destination)']);
    const rest = await split({ Id: o.Id, PackageIds: [a] });
    expect(rest.Message).toBe('PackageIds: the quotation “Bulk” does not take what the original order keeps (weight, size or destination)');
    expect(await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, o.Id))).toEqual(before);
    expect((await t.db.select().from(logisticsOrderPackages).where(eq(logisticsOrderPackages.packageId, b))).map((r) => r.orderId)).toEqual([o.Id]);
  });

  it('is refused by the transition table: approved, billed, frozen or cancelled orders; other sites and staff without the grant', async () => {
    const a = await shelfParcel('SPLIT-I');
    const b = await shelfParcel('SPLIT-J');
    const o = await order([a, b]);
    expect((await split({ Id: o.Id, PackageIds: [a] }, otherStaff.token)).Message).toBe('The order does not exist');
    expect((await split({ Id: o.Id, PackageIds: [a] }, clerk.token)).status).toBe(403);
    expect((await split({ Id: o.Id, PackageIds: [a] }, alice.token)).status).toBe(403);
    expect((await call(t, api.approveOutbound, { Id: o.Id }, { token: staff.token })).Code).toBe(0);
    const approved = await split({ Id: o.Id, PackageIds: [a] });
    expect([approved.Code, approved.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is approved for outbound; it cannot be split now']);
    expect((await call(t, api.cancelApproval, { Id: o.Id }, { token: staff.token })).Code).toBe(0);
    expect((await call(t, api.freezeOrder, { Id: o.Id, Reason: 'Check' }, { token: staff.token })).Code).toBe(0);
    expect((await split({ Id: o.Id, PackageIds: [a] })).Message).toBe('Id: the logistics order is frozen; it cannot be split now');
    expect((await call(t, api.unfreezeOrder, { Id: o.Id }, { token: staff.token })).Code).toBe(0);
    expect((await call(t, api.cancelOrder, { Id: o.Id }, { token: staff.token })).Code).toBe(0);
    expect((await split({ Id: o.Id, PackageIds: [a] })).Message).toBe('Id: the logistics order is cancelled; it cannot be split now');
    expect((await detail(o.Id)).Data.SplitInto).toEqual([]);
  });
});

const peerRecipient = { RecipientName: 'Wong Siu Ming', PhoneCode: '852', Phone: '61234568', CountryCode: 'hk', DetailedAddress: '2 Nathan Road' };
const peerOrder = (extra: Record<string, unknown> = {}) => ({
  UserId: peer.id,
  WarehouseId: refs.warehouse,
  PeerNumber: 'PX-1',
  Pieces: [{ Name: 'BOX-1', WeightKg: '3', LengthCm: '30', WidthCm: '20', HeightCm: '10', Quantity: 2 }],
  Recipient: peerRecipient,
  DeclaredPrice: '40',
  Goods: [{ Name: 'Books', Quantity: 10, UnitValue: '4' }],
  ...extra,
});

describe('peer orders by form', () => {
  it('enters the peer’s pieces, prices them with the engine (the cheapest quotation) and lists them as peer orders', async () => {
    const res = await call(t, api.addPeerOrder, peerOrder(), { token: staff.token });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(res.Data).toMatchObject({ Source: api.OrderSource.Peer, UserId: peer.id, PackageCount: 0, PieceCount: 2, Weight: '6', RecipientName: 'Wong Siu Ming', RecipientCountryCode: 'HK', QuotationName: 'Express' });
    // The same pieces through the freight calculator's engine, as a customer's order would be priced.
    const priced = await call(t, api.priceUserOrder, draft([await shelfParcel('PEER-CMP', '3')]), { token: alice.token });
    expect(Number(res.Data.TotalAmount)).toBeGreaterThan(Number(priced.Data.Options[0]!.Total));
    const d = await detail(res.Data.Id);
    expect(d.Data.Pieces).toEqual([{ Name: 'BOX-1', WeightKg: '3', LengthCm: '30', WidthCm: '20', HeightCm: '10', Quantity: 2 }]);
    expect(d.Data.PeerNumber).toBe('PX-1');
    expect(d.Data.Recipient).toMatchObject({ RecipientInformationId: null, CountryCode: 'HK', DetailedAddress: '2 Nathan Road' });
    const list = await call(t, api.getOrders, { Source: api.OrderSource.Peer, index: 1, rows: 20 }, { token: staff.token });
    expect(list.Data.Data.map((o) => o.Id)).toContain(res.Data.Id);
    expect(list.Data.Data.every((o) => o.Source === api.OrderSource.Peer)).toBe(true);
    // The peer sees it as their own order, entered by the warehouse.
    const theirs = await call(t, api.getUserOrderById, { Id: res.Data.Id }, { token: peer.token });
    expect(theirs.Data.History.map((h) => [h.Action, h.ActorKind])).toEqual([['Submit', 'Warehouse']]);
    // A peer order's pieces are split like parcels.
    const two = await call(t, api.addPeerOrder, peerOrder({ PeerNumber: 'PX-2' }), { token: staff.token });
    const parts = await split({ Id: two.Data.Id, Pieces: [{ Line: 0, Quantity: 1 }] });
    expect([parts.Code, parts.Message]).toEqual([0, 'Success']);
    expect([parts.Data.Original.PieceCount, parts.Data.Split.PieceCount, parts.Data.Split.Source]).toEqual([1, 1, api.OrderSource.Peer]);
    expect((await split({ Id: two.Data.Id, Pieces: [{ Line: 0, Quantity: 2 }] })).Message).toBe('Pieces: the order holds only 1 of BOX-1');
  });

  it('prices the pieces before the order is entered: the routes cheapest first, the one entry takes by default at the same total', async () => {
    const body = { UserId: peer.id, WarehouseId: refs.warehouse, Pieces: peerOrder().Pieces, CountryCode: 'hk', DeclaredPrice: '40' };
    const priced = await call(t, api.pricePeerOrder, body, { token: staff.token });
    expect([priced.Code, priced.Data.CountryCode, priced.Data.ActualWeight]).toEqual([0, 'HK', '6']);
    const totals = priced.Data.Options.map((o) => Number(o.Total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const entered = await call(t, api.addPeerOrder, peerOrder({ PeerNumber: 'PX-PRICE' }), { token: staff.token });
    expect([entered.Data.QuotationId, entered.Data.TotalAmount]).toEqual([priced.Data.Options[0]!.QuotationId, priced.Data.Options[0]!.Total]);
    // Refused as the entry would be, naming the field: no route, another site's peer, bad pieces, no grant.
    const heavy = await call(t, api.pricePeerOrder, { ...body, Pieces: [{ WeightKg: '40', LengthCm: '30', WidthCm: '20', HeightCm: '10' }] }, { token: staff.token });
    expect([heavy.Code, heavy.Data?.Options]).toEqual([0, []]);
    expect((await call(t, api.pricePeerOrder, { ...body, CountryCode: 'X1' }, { token: staff.token })).Message).toBe('CountryCode: has the wrong format');
    expect((await call(t, api.pricePeerOrder, body, { token: otherStaff.token })).Message).toBe('UserId: no customer of this site has this id');
    expect((await call(t, api.pricePeerOrder, body, { token: peer.token })).status).toBe(403);
  });

  it('refuses bad input naming the field and rule, a recipient breaking the destination’s rules, a quotation not offered, other sites and staff without the grant', async () => {
    const noPieces = await call(t, api.addPeerOrder, peerOrder({ Pieces: [] }), { token: staff.token });
    expect([noPieces.Code, noPieces.Message]).toEqual([ErrorCode.InvalidInput, 'Pieces: select at least one']);
    const zero = await call(t, api.addPeerOrder, peerOrder({ Pieces: [{ WeightKg: '0', LengthCm: '30', WidthCm: '20', HeightCm: '10' }] }), { token: staff.token });
    expect(zero.Code).toBe(ErrorCode.InvalidInput);
    expect(zero.Message).toMatch(/^Pieces\.0\.WeightKg: /);
    const badPhone = await call(t, api.addPeerOrder, peerOrder({ Recipient: { ...peerRecipient, Phone: '123' } }), { token: staff.token });
    expect(badPhone.Code).toBe(ErrorCode.InvalidInput);
    expect(badPhone.Message).toMatch(/^Recipient\.Phone: /);
    const taiwan = await call(t, api.addPeerOrder, peerOrder({ Recipient: { ...peerRecipient, CountryCode: 'TW', PhoneCode: '886', Phone: '912345678' } }), { token: staff.token });
    expect(taiwan.Message).toContain('Recipient.IdentityNumber: deliveries to Taiwan need the recipient’s ID');
    const heavy = await call(t, api.addPeerOrder, peerOrder({ Pieces: [{ WeightKg: '40', LengthCm: '30', WidthCm: '20', HeightCm: '10' }] }), { token: staff.token });
    expect([heavy.Code, heavy.Message]).toEqual([ErrorCode.BusinessRule, 'Pieces: no quotation takes these pieces to HK']);
    expect((await call(t, api.addPeerOrder, peerOrder({ QuotationId: 999_999 }), { token: staff.token })).Message).toBe('QuotationId: the quotation chosen no longer applies to this order; choose again');
    expect((await call(t, api.addPeerOrder, peerOrder({ UserId: staff.id }), { token: staff.token })).Message).toBe('UserId: no customer of this site has this id');
    expect((await call(t, api.addPeerOrder, peerOrder(), { token: otherStaff.token })).Message).toBe('UserId: no customer of this site has this id');
    expect((await call(t, api.addPeerOrder, peerOrder(), { token: clerk.token })).status).toBe(403);
    expect((await call(t, api.addPeerOrder, peerOrder(), { token: peer.token })).status).toBe(403);
    const orders = await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.ownerId, peer.id));
    expect(orders.every((o) => o.peerNumber !== '' && o.source === api.OrderSource.Peer)).toBe(true);
  });
});

describe('peer orders by Excel import', () => {
  async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Peer orders');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  async function upload(token: string, bytes: Buffer, fields: Record<string, string> = { UserId: String(peer.id), WarehouseId: String(refs.warehouse) }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('FileStream', new Blob([new Uint8Array(bytes)]), 'peer.xlsx');
    const res = await t.app.inject({ method: 'POST', url: api.importPeerOrders.path, payload: form, headers: { AcceptLanguage: '3', authorization: `Bearer ${token}` } });
    return { status: res.statusCode, ...(res.json() as { Code: number; Message: string; Data: { Count: number; SerialNumbers: string[] } | null }) };
  }
  const header = ['Peer number', '收件人', 'Calling code', 'Mobile', 'Country code', 'Address', 'Pieces', 'Weight per piece (kg)', '长(cm)', 'Width (cm)', 'Height (cm)', 'Goods', 'Quotation'];
  const row = (number: string, weight = '2', extra: Partial<Record<'phone' | 'quotation', string>> = {}) => [number, 'Lee', '852', extra.phone ?? '61234569', 'HK', '3 Des Voeux Road', '1', weight, '30', '20', '10', 'Toys', extra.quotation ?? null];
  const peerOrderCount = async () => (await t.db.select().from(logisticsOrders).where(eq(logisticsOrders.ownerId, peer.id))).length;

  it('enters one priced peer order per row, the header in any language and order', async () => {
    const template = await call(t, api.getPeerOrderImportTemplate, {}, { token: staff.token });
    expect(template.Data.FileName).toBe('peer-order-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.Data.Content, 'base64') as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).text).toBe('Peer number');

    const before = await peerOrderCount();
    const res = await upload(staff.token, await workbook([header, row('IMP-1'), [], row('IMP-2', '4', { quotation: 'Express' })]));
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(res.Data!.Count).toBe(2);
    expect(await peerOrderCount()).toBe(before + 2);
    const list = await call(t, api.getOrders, { Numbers: res.Data!.SerialNumbers.join(','), index: 1, rows: 20 }, { token: staff.token });
    expect(list.Data.Data.map((o) => [o.Source, o.Weight]).sort()).toEqual([
      [api.OrderSource.Peer, '2'],
      [api.OrderSource.Peer, '4'],
    ]);
  });

  it('refuses the whole file, naming each bad row and column, and writes nothing', async () => {
    const before = await peerOrderCount();
    const bad = await upload(staff.token, await workbook([header, row('BAD-1'), row('BAD-2', '0'), row('BAD-3', '2', { phone: '1' }), row('BAD-1'), row('BAD-5', '40'), row('BAD-6', '2', { quotation: 'Slow boat' })]));
    expect(bad.Code).toBe(ErrorCode.InvalidInput);
    expect(bad.Message).toContain('row 3, Weight per piece (kg): cannot be zero');
    expect(bad.Message).toContain('row 4, Mobile: not a valid mobile number');
    expect(bad.Message).toContain('row 5, Peer number: the same as row 2');
    expect(await peerOrderCount()).toBe(before);
    // Rows that pass the schema are then priced; a refusal there names its row too, and nothing is kept.
    const unpriced = await upload(staff.token, await workbook([header, row('OK-1'), row('HEAVY-1', '40'), row('SLOW-1', '2', { quotation: 'Slow boat' })]));
    expect(unpriced.Code).toBe(ErrorCode.InvalidInput);
    expect(unpriced.Message).toBe('row 3, Weight per piece (kg): no quotation takes these pieces to HK; row 4, Quotation: the quotation “Slow boat” does not exist or does not apply');
    expect(await peerOrderCount()).toBe(before);
    const noHeader = await upload(staff.token, await workbook([['Peer number', 'Mobile'], ['X', '1']]));
    expect(noHeader.Message).toMatch(/^FileStream: the first row must name the columns; missing: Recipient, Country code/);
    const empty = await upload(staff.token, await workbook([header]));
    expect(empty.Message).toBe('FileStream: the file holds no orders');
  });

  it('refuses a peer of another site, staff without the grant and customers', async () => {
    const file = await workbook([header, row('SEC-1')]);
    expect((await upload(otherStaff.token, file)).Message).toBe('UserId: no customer of this site has this id');
    expect((await upload(staff.token, file, { UserId: 'x', WarehouseId: String(refs.warehouse) })).Code).toBe(ErrorCode.InvalidInput);
    expect((await upload(clerk.token, file)).status).toBe(403);
    expect((await upload(peer.token, file)).status).toBe(403);
  });
});
