import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { commodities as commoditiesApi, ErrorCode, formatMessage, inboundDocuments as api, userMessages as messagesApi } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ok, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { stocks } from '../inventory/tables.ts';
import { warehousingQuotations } from '../warehousingQuotations/tables.ts';
import { inboundBoxes } from './tables.ts';

const { InboundStatus, BoxStatus, PaymentStatus, InboundType } = api;

let t: TestApp;
let w: StaffWorld;
let bob: TestUser;
/** the customer's commodities, and one of bob's */
let robot: number;
let car: number;
let bobs: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
  bob = await createUser(t, { site: w.site, type: 'user', grants: 'all' });
  const commodity = async (owner: TestUser, code: string) =>
    ok(await call(t, commoditiesApi.establishUserCommodity, { CommodityCode: code, CommoditySku: `${code}-SKU`, CommodityName: code }, { token: owner.token })).Id;
  robot = await commodity(w.customer, 'ROBOT');
  car = await commodity(w.customer, 'CAR');
  bobs = await commodity(bob, 'BOBS');
}, 240_000);
afterAll(() => t.close());

const box = (lines: [number, number][], extra: Record<string, unknown> = {}) => ({ Weight: '2', Length: '50', Width: '40', Height: '30', Lines: lines.map(([CommodityId, ExpectedQuantity]) => ({ CommodityId, ExpectedQuantity })), ...extra });
const submit = (body: Record<string, unknown>, user: TestUser = w.customer) => call(t, api.addUserInboundDocument, { WarehouseId: w.warehouseId, Carrier: 'SF', CourierNumbers: ['sf100'], Boxes: [box([[robot, 10]])], ...body }, { token: user.token });
const detail = async (id: number) => ok(await call(t, api.getInboundDocumentById, { Id: id }, { token: w.admin.token }));
const sign = (Number: string, WarehouseId = w.warehouseId) => call(t, api.signFor, { Number, WarehouseId }, { token: w.admin.token });
const shelve = (ContainerNo: string, ShelfId = w.shelfIds[0]!) => call(t, api.binPutOnShelves, { ContainerNo, ShelfId }, { token: w.admin.token });
const lower = (ContainerNo: string) => call(t, api.binLowerShelf, { ContainerNo, WarehouseId: w.warehouseId }, { token: w.admin.token });
/** Counts every line of a box: good and defective by line, in order. */
const inspect = async (boxId: number, counts: [number, number][], extra: Record<string, unknown> = {}) => {
  const found = (await detail((await t.db.select().from(inboundBoxes).where(eq(inboundBoxes.id, boxId)))[0]!.documentId)).Boxes.find((b) => b.Id === boxId)!;
  const Lines = found.Lines.map((l, i) => ({ Id: l.Id, GoodQuantity: counts[i]![0], DefectiveQuantity: counts[i]![1] }));
  return call(t, api.inspect, { BoxId: boxId, Lines, ...extra }, { token: w.admin.token });
};
/** A commodity's stock in the main warehouse by shelf ('none' off shelves): the buckets that hold something. */
async function stockOf(commodityId: number) {
  const rows = await t.db.select().from(stocks).where(and(eq(stocks.commodityId, commodityId), eq(stocks.warehouseId, w.warehouseId)));
  const byShelf: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    const held = Object.fromEntries(Object.entries({ InTransit: r.inTransit, Available: r.available, Defective: r.defective }).filter(([, n]) => n !== 0));
    if (Object.keys(held).length > 0) byShelf[r.shelfId === null ? 'none' : String(r.shelfId)] = held;
  }
  return byShelf;
}

describe('a merchant’s documents', () => {
  it('submits with numbered boxes, lists only their own, and the goods are in transit', async () => {
    const before = await stockOf(car);
    const row = ok(await submit({ Boxes: [box([[car, 4]]), box([[car, 6], [robot, 1]])] }));
    expect(row.OrderNo).toMatch(/^IN\d{12}$/);
    expect(row).toMatchObject({ Status: InboundStatus.Submitted, TrajectoryStatus: api.TrajectoryStatus.OnTheWay, ExpectedQuantity: 11, BoxCount: 2, ConfirmedBoxCount: 0, CourierNumbers: ['SF100'], PaymentStatus: PaymentStatus.NoCharge, InboundFee: null, Actions: ['Edit', 'Cancel', 'Delete'] });
    const mine = ok(await call(t, api.getUserInboundDocuments, { rows: 100 }, { token: w.customer.token }));
    expect(mine.Data.map((d) => d.Id)).toContain(row.Id);
    ok(await submit({ Boxes: [box([[bobs, 1]])] }, bob));
    expect(ok(await call(t, api.getUserInboundDocuments, { rows: 100 }, { token: bob.token })).Data.every((d) => d.UserId === bob.id)).toBe(true);
    const found = ok(await call(t, api.getUserInboundDocuments, { Numbers: `${row.OrderNo}-002`, rows: 10 }, { token: w.customer.token }));
    expect(found.Data.map((d) => d.Id)).toEqual([row.Id]);
    const byCourier = ok(await call(t, api.getInboundDocuments, { Numbers: 'SF100', UserId: w.customer.id, rows: 100 }, { token: w.admin.token }));
    expect(byCourier.Data.map((d) => d.Id)).toContain(row.Id);
    const d = ok(await call(t, api.getUserInboundDocumentById, { Id: row.Id }, { token: w.customer.token }));
    expect(d.Boxes.map((b) => b.ContainerNo)).toEqual([`${row.OrderNo}-001`, `${row.OrderNo}-002`]);
    expect(d.History.map((h) => [h.Action, h.ActorKind])).toEqual([['Create', 'You']]);
    expect((await stockOf(car)).none!.InTransit).toBe((before.none?.InTransit ?? 0) + 10);
    const counts = ok(await call(t, api.getUserInboundStateCounts, {}, { token: w.customer.token }));
    expect(counts.find((c) => c.Status === InboundStatus.Submitted)!.Count).toBeGreaterThan(0);
  });

  it('edits (the transit follows), cancels and deletes a submitted document', async () => {
    const before = (await stockOf(car)).none?.InTransit ?? 0;
    const row = ok(await submit({ Boxes: [box([[car, 5]])] }));
    const edited = ok(await call(t, api.editUserInboundDocument, { Id: row.Id, WarehouseId: w.warehouseId, Remarks: 'fragile', Boxes: [box([[car, 2]]), box([[car, 1]])] }, { token: w.customer.token }));
    expect(edited).toMatchObject({ Remarks: 'fragile', ExpectedQuantity: 3, BoxCount: 2 });
    expect((await stockOf(car)).none!.InTransit).toBe(before + 3);
    ok(await call(t, api.cancelUserInboundDocument, { Id: row.Id }, { token: w.customer.token }));
    expect((await detail(row.Id)).Status).toBe(InboundStatus.Cancelled);
    expect((await stockOf(car)).none?.InTransit ?? 0).toBe(before);
    const again = await call(t, api.editUserInboundDocument, { Id: row.Id, WarehouseId: w.warehouseId, Boxes: [box([[car, 2]])] }, { token: w.customer.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the inbound document is cancelled; it cannot be edited now']);
    const gone = ok(await submit({ Boxes: [box([[car, 7]])] }));
    ok(await call(t, api.deleteUserInboundDocument, { Id: gone.Id }, { token: w.customer.token }));
    expect((await call(t, api.getUserInboundDocumentById, { Id: gone.Id }, { token: w.customer.token })).Code).toBe(ErrorCode.NotFound);
    expect((await stockOf(car)).none?.InTransit ?? 0).toBe(before);
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Boxes: [] }, 'Boxes: select at least one'],
      [{ Boxes: [box([[bobs, 1]])] }, `Boxes.0.Lines.0.CommodityId: commodity ${bobs} is not one of this customer’s commodities`],
      [{ Boxes: [box([[robot, 0]])] }, 'Boxes.0.Lines.0.ExpectedQuantity: must be at least 1'],
      [{ InboundType: InboundType.Transfer }, 'TransportWarehouseId: cannot be empty'],
      [{ InboundType: InboundType.Transfer, TransportWarehouseId: w.warehouseId }, 'TransportWarehouseId: cannot be the warehouse the goods go to'],
      [{ WarehouseId: w.otherWarehouseId }, expect.stringMatching(/^WarehouseId: /) as unknown as string],
      [{ CourierNumbers: ['has space'] }, expect.stringMatching(/^CourierNumbers\.0: /) as unknown as string],
    ];
    const total = ok(await call(t, api.getUserInboundDocuments, { rows: 10 }, { token: w.customer.token })).Total;
    for (const [body, message] of cases) {
      const res = await submit(body);
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect(ok(await call(t, api.getUserInboundDocuments, { rows: 10 }, { token: w.customer.token })).Total).toBe(total);
  });

  it('keeps other merchants, other sites and people without the grant out', async () => {
    const row = ok(await submit({}));
    expect((await call(t, api.getUserInboundDocumentById, { Id: row.Id }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.cancelUserInboundDocument, { Id: row.Id }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getInboundDocumentById, { Id: row.Id }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.finish, { Id: row.Id }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getInboundDocuments, {}, { token: w.clerk.token })).status).toBe(403);
    expect((await call(t, api.signFor, { Number: row.OrderNo, WarehouseId: w.warehouseId }, { token: w.clerk.token })).status).toBe(403);
    expect((await call(t, api.signFor, { Number: row.OrderNo, WarehouseId: w.warehouseId }, { token: w.customer.token })).status).toBe(403);
    const theirs = await call(t, api.signFor, { Number: row.OrderNo, WarehouseId: w.otherWarehouseId }, { token: w.other.token });
    expect([theirs.Code, theirs.Message]).toEqual([ErrorCode.InvalidInput, `Number: no inbound document or box has number ${row.OrderNo}`]);
    // Staff submit for a customer of their own site only.
    const staffMade = await call(t, api.addInboundDocument, { UserId: w.customer.id, WarehouseId: w.otherWarehouseId, Boxes: [box([[robot, 1]])] }, { token: w.other.token });
    expect(staffMade.Code).toBe(ErrorCode.InvalidInput);
    expect(ok(await call(t, api.addInboundDocument, { UserId: w.customer.id, WarehouseId: w.warehouseId, Boxes: [box([[robot, 1]])] }, { token: w.admin.token })).UserId).toBe(w.customer.id);
  });
});

describe('receiving', () => {
  it('signs a box, then the document; a repeat scan signs nothing; the fee is priced from the warehousing quotation', async () => {
    await t.db.insert(warehousingQuotations).values({ siteId: w.site.id, name: 'Inbound', currencyCode: 'CNY', pieceAmount: '0.5', weightAmount: '1', cubicAmount: '0', minimumCharge: '5', startDate: '2020-01-01' });
    const row = ok(await submit({ Boxes: [box([[robot, 4]]), box([[robot, 6]])] }));
    const first = ok(await sign(`${row.OrderNo.toLowerCase()}-001`));
    expect(first).toMatchObject({ ContainerNos: [`${row.OrderNo}-001`], Document: { Status: InboundStatus.PartiallySigned, ConfirmedBoxCount: 1 } });
    const repeat = await sign(`${row.OrderNo}-001`);
    expect(repeat.Code).toBe(ErrorCode.BusinessRule);
    expect(repeat.Message).toMatch(new RegExp(`^Number: repeat arrival at warehouse: ${row.OrderNo}-001 was signed for at \\d{4}-`));
    const rest = ok(await sign(row.OrderNo));
    // 10 pieces × 0.5 + 4 kg × 1 = 9.00 (above the minimum 5)
    expect(rest).toMatchObject({ ContainerNos: [`${row.OrderNo}-002`], Document: { Status: InboundStatus.Signed, PaymentStatus: PaymentStatus.Unpaid, InboundFee: '9', FeeCurrency: 'CNY', TrajectoryStatus: api.TrajectoryStatus.AtWarehouse } });
    expect((await sign(row.OrderNo)).Code).toBe(ErrorCode.BusinessRule);
    expect((await detail(row.Id)).History.map((h) => h.Action)).toEqual(['Create', 'SignFor', 'SignFor']);
    const elsewhere = await sign(row.OrderNo, w.secondWarehouseId);
    expect([elsewhere.Code, elsewhere.Message]).toEqual([ErrorCode.InvalidInput, `Number: ${row.OrderNo} goes to warehouse Main, not this one`]);
  });

  it('tells the merchant each time their boxes are signed for, in the language they read their messages in, live and in the list', async () => {
    const row = ok(await submit({ Boxes: [box([[robot, 1]]), box([[robot, 1]]), box([[robot, 1]])] }));
    const push = vi.spyOn(t.services.hub, 'pushToUser');
    // Signed by a Chinese-speaking operator: the merchant still reads it in their own language.
    ok(await call(t, api.signFor, { Number: `${row.OrderNo}-002`, WarehouseId: w.warehouseId }, { token: w.admin.token, language: '1' }));
    const [[to, info]] = push.mock.calls as [[number, messagesApi.PushInformation]];
    push.mockRestore();
    expect(to).toBe(w.customer.id);
    expect(formatMessage(info.Texts!.message, 'en', info.Texts!.params)).toBe(`Your inbound document ${row.OrderNo} arrived at Main: 1 of 3 boxes signed for`);
    ok(await sign(row.OrderNo));
    const read = async (language: '2' | '3') => {
      const page = ok(await call(t, messagesApi.getUserMessages, { rows: 10, IsRead: false, descendingOrder: true }, { token: w.customer.token, language }));
      return page.Data.filter((m) => m.Message.includes(row.OrderNo)).map((m) => [m.Title, m.Message]);
    };
    expect(await read('3')).toEqual([
      ['Inbound document arrived', `Your inbound document ${row.OrderNo} arrived at Main: 3 of 3 boxes signed for`],
      ['Inbound document arrived', `Your inbound document ${row.OrderNo} arrived at Main: 1 of 3 boxes signed for`],
    ]);
    expect((await read('2'))[0]).toEqual(['入庫單已到庫', `您的入庫單 ${row.OrderNo} 已到達 Main：已簽收 3/3 箱`]);
    // A repeat scan signs nothing and tells nobody.
    expect((await sign(row.OrderNo)).Code).toBe(ErrorCode.BusinessRule);
    expect(await read('3')).toHaveLength(2);
  });

  it('asks for confirmation before saving an inspection that changes nothing', async () => {
    const row = ok(await submit({ Boxes: [box([[robot, 3]])] }));
    ok(await sign(row.OrderNo));
    const [b] = (await detail(row.Id)).Boxes;
    const unchanged = await inspect(b!.Id, [[3, 0]]);
    expect([unchanged.Code, unchanged.Message, unchanged.Data]).toEqual([ErrorCode.BusinessRule, 'Confirm: nothing changed since the last count; confirm to save it as it is', { ConfirmRequired: true }]);
    expect((await detail(row.Id)).Boxes[0]!.Status).toBe(BoxStatus.Signed);
    expect(ok(await inspect(b!.Id, [[3, 0]], { Confirm: true })).Lines[0]).toMatchObject({ GoodQuantity: 3, DefectiveQuantity: 0, ShortQuantity: 0 });
    expect(ok(await inspect(b!.Id, [[2, 0]])).Lines[0]).toMatchObject({ GoodQuantity: 2, ShortQuantity: 1 });
    expect((await inspect(b!.Id, [[2, 0]])).Code).toBe(ErrorCode.BusinessRule);
    const missing = await call(t, api.inspect, { BoxId: b!.Id, Lines: [{ Id: 999_999, GoodQuantity: 1, DefectiveQuantity: 0 }] }, { token: w.admin.token });
    expect([missing.Code, missing.Message]).toEqual([ErrorCode.InvalidInput, 'Lines.0.Id: line 999999 is not a line of this box']);
    expect((await detail(row.Id)).Status).toBe(InboundStatus.Inspected);
  });

  it('shelves a box: good goods Available, defective Defective, short leaves and over enters the books; twice moves nothing', async () => {
    const row = ok(await submit({ Boxes: [box([[car, 10], [robot, 5]])] }));
    const before = { car: await stockOf(car), robot: await stockOf(robot) };
    ok(await sign(row.OrderNo));
    const b = (await detail(row.Id)).Boxes[0]!;
    ok(await inspect(b.Id, [[7, 2], [6, 1]]));
    const shelf = String(w.shelfIds[1]);
    const first = ok(await shelve(b.ContainerNo, w.shelfIds[1]));
    expect(first).toMatchObject({ AlreadyDone: false, GoodQuantity: 13, DefectiveQuantity: 3, Box: { Status: BoxStatus.OnShelf, ShelfId: w.shelfIds[1] } });
    const after = { car: await stockOf(car), robot: await stockOf(robot) };
    expect(after.car[shelf]).toEqual({ Available: (before.car[shelf]?.Available ?? 0) + 7, Defective: (before.car[shelf]?.Defective ?? 0) + 2 });
    expect(after.robot[shelf]).toEqual({ Available: (before.robot[shelf]?.Available ?? 0) + 6, Defective: (before.robot[shelf]?.Defective ?? 0) + 1 });
    // Announced 10 cars arrived 9 (one short), 5 robots arrived 7 (two over): the transit of this document is gone.
    expect(after.car.none?.InTransit ?? 0).toBe((before.car.none?.InTransit ?? 0) - 10);
    expect(after.robot.none?.InTransit ?? 0).toBe((before.robot.none?.InTransit ?? 0) - 5);
    expect(ok(await shelve(b.ContainerNo, w.shelfIds[1])).AlreadyDone).toBe(true);
    expect(await stockOf(car)).toEqual(after.car);
    expect((await detail(row.Id)).Status).toBe(InboundStatus.Shelved);

    // Off the shelf (its goods on no shelf), then onto another.
    const lowered = ok(await lower(b.ContainerNo));
    expect(lowered).toMatchObject({ AlreadyDone: false, ShelfCode: expect.any(String), Box: { Status: BoxStatus.Lowered, ShelfId: null } });
    expect((await stockOf(car)).none).toMatchObject({ Available: 7, Defective: 2 });
    expect(ok(await lower(b.ContainerNo)).AlreadyDone).toBe(true);
    ok(await shelve(b.ContainerNo, w.shelfIds[2]));
    expect((await stockOf(car))[String(w.shelfIds[2])]).toEqual({ Available: 7, Defective: 2 });
    const wrongShelf = await shelve(b.ContainerNo, w.secondShelfId);
    expect(wrongShelf.Code).toBe(ErrorCode.InvalidInput);
  });

  it('unpacks the boxes of an unpacking document: goods loose on the shelf, the box cannot come off or go elsewhere', async () => {
    const row = ok(await submit({ IsUnpacking: true, Boxes: [box([[car, 4], [robot, 2]])] }));
    expect(row.IsUnpacking).toBe(true);
    ok(await sign(row.OrderNo));
    const b = (await detail(row.Id)).Boxes[0]!;
    ok(await inspect(b.Id, [[3, 1], [2, 0]]));
    const shelf = String(w.shelfIds[2]);
    const before = await stockOf(car);
    const put = ok(await shelve(b.ContainerNo, w.shelfIds[2]));
    expect(put).toMatchObject({ AlreadyDone: false, GoodQuantity: 5, DefectiveQuantity: 1, Box: { Status: BoxStatus.Unpacked, ShelfId: w.shelfIds[2] } });
    expect((await stockOf(car))[shelf]).toEqual({ Available: (before[shelf]?.Available ?? 0) + 3, Defective: (before[shelf]?.Defective ?? 0) + 1 });
    expect((await detail(row.Id)).Status).toBe(InboundStatus.Shelved);
    expect(ok(await shelve(b.ContainerNo, w.shelfIds[2])).AlreadyDone).toBe(true);
    const lowered = await lower(b.ContainerNo);
    expect([lowered.Code, lowered.Message]).toEqual([ErrorCode.BusinessRule, 'ContainerNo: the box is unpacked onto a shelf; it cannot be taken off its shelf now']);
    const elsewhere = await shelve(b.ContainerNo, w.shelfIds[0]);
    expect([elsewhere.Code, elsewhere.Message]).toEqual([ErrorCode.BusinessRule, 'ContainerNo: the inbound document is shelved; it cannot be put on a shelf now']);
    expect((await stockOf(car))[shelf]).toEqual({ Available: (before[shelf]?.Available ?? 0) + 3, Defective: (before[shelf]?.Defective ?? 0) + 1 });
    expect((await detail(row.Id)).History.at(-1)).toMatchObject({ Action: 'PutOnShelf' });
    expect(ok(await call(t, api.finish, { Id: row.Id }, { token: w.admin.token })).Status).toBe(InboundStatus.Finished);
  });

  it('finishes: refused while a signed box is off the shelves; boxes never signed leave transit; then signing, inspection and shelving are refused', async () => {
    const row = ok(await submit({ Boxes: [box([[car, 2]]), box([[car, 3]])] }));
    const transit = (await stockOf(car)).none!.InTransit!;
    const [one, two] = (await detail(row.Id)).Boxes;
    ok(await sign(one!.ContainerNo));
    ok(await inspect(one!.Id, [[2, 0]], { Confirm: true }));
    const early = await call(t, api.finish, { Id: row.Id }, { token: w.admin.token });
    expect([early.Code, early.Message]).toEqual([ErrorCode.BusinessRule, `Id: boxes ${one!.ContainerNo} are signed for but not on a shelf; shelve them first`]);
    ok(await shelve(one!.ContainerNo));
    const finished = ok(await call(t, api.finish, { Id: row.Id }, { token: w.admin.token }));
    expect(finished).toMatchObject({ Status: InboundStatus.Finished, TrajectoryStatus: api.TrajectoryStatus.Closed, Actions: [] });
    expect((await stockOf(car)).none?.InTransit ?? 0).toBe(transit - 5);
    const late = await sign(two!.ContainerNo);
    expect([late.Code, late.Message]).toEqual([ErrorCode.BusinessRule, 'Number: the inbound document is finished; it cannot be signed for now']);
    expect((await inspect(one!.Id, [[1, 1]])).Message).toBe('BoxId: the inbound document is finished; it cannot be inspected now');
    expect((await lower(one!.ContainerNo)).Message).toBe('ContainerNo: the inbound document is finished; it cannot be taken off its shelf now');
    expect((await call(t, api.finish, { Id: row.Id }, { token: w.admin.token })).Code).toBe(ErrorCode.BusinessRule);
  });

  it('prints a label per box and copy', async () => {
    const row = ok(await submit({ Boxes: [box([[robot, 1]]), box([[robot, 1]])] }));
    const pdf = ok(await call(t, api.printUserBoxLabels, { Id: row.Id, Copies: 2 }, { token: w.customer.token }));
    expect(pdf).toMatchObject({ ContentType: 'application/pdf', Pages: 4, FileName: `${row.OrderNo}-labels.pdf` });
    expect((await call(t, api.printUserBoxLabels, { Id: row.Id }, { token: bob.token })).Code).toBe(ErrorCode.NotFound);
  });
});

describe('the document’s state follows its boxes', () => {
  it('from none arrived to all on a shelf', () => {
    const { documentStateOf } = api;
    expect(documentStateOf([BoxStatus.NotArrived, BoxStatus.NotArrived])).toBe(InboundStatus.Submitted);
    expect(documentStateOf([BoxStatus.Signed, BoxStatus.NotArrived])).toBe(InboundStatus.PartiallySigned);
    expect(documentStateOf([BoxStatus.Signed, BoxStatus.Inspected])).toBe(InboundStatus.Signed);
    expect(documentStateOf([BoxStatus.Lowered, BoxStatus.Inspected])).toBe(InboundStatus.Inspected);
    expect(documentStateOf([BoxStatus.OnShelf, BoxStatus.Inspected])).toBe(InboundStatus.PartiallyShelved);
    expect(documentStateOf([BoxStatus.OnShelf, BoxStatus.OnShelf])).toBe(InboundStatus.Shelved);
  });
});
