import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { commodities as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { cargoTypes } from '../cargoTypes/tables.ts';
import { commodityCategories } from '../commodityCategories/tables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { commodities } from './tables.ts';

const { AuditStatus, SalesMode, CommodityStatus } = api;

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let staff: TestUser;
let otherStaff: TestUser;
let alice: TestUser;
let bob: TestUser;
let categoryId: number;
let cargoTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: otherSite, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  [{ id: categoryId }] = (await t.db.insert(commodityCategories).values({ siteId: site.id, name: 'Toys' }).returning({ id: commodityCategories.id })) as [{ id: number }];
  [{ id: cargoTypeId }] = (await t.db.insert(cargoTypes).values({ siteId: site.id, name: 'Battery' }).returning({ id: cargoTypes.id })) as [{ id: number }];
});
afterAll(() => t.close());

let serial = 0;
const fresh = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return { CommodityCode: `C-${serial}`, CommoditySku: `SKU-${serial}`, CommodityName: `商品 ${serial}`, Length: '10', Width: '8', Height: '5', GrossOfWeight: '0.5', ...extra };
};
const establish = async (user: TestUser, body: Record<string, unknown> = fresh()) => {
  const res = user.accountType === 2 ? await call(t, api.establishUserCommodity, body, { token: user.token }) : await call(t, api.establishCommodity, body, { token: user.token });
  expect([res.Code, res.Message], JSON.stringify(body)).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(commodities).where(eq(commodities.id, id)))[0];
const measured = { Length: '10.5', Width: '8', Height: '5', ActualOfWeight: '0.42', GrossOfWeight: '0.5' };

/** An uploaded image of the site (the upload call is another area's). */
async function uploaded(user: TestUser, siteId = site.id) {
  const address = `/files/${siteId}/202611/${crypto.randomUUID()}.png`;
  await t.db.insert(uploadedFiles).values({ siteId, ownerId: user.id, uploadFileType: 1, classify: 'Image', originalName: 'front.png', mime: 'image/png', size: 100, address });
  return address;
}

describe('a merchant’s commodities', () => {
  it('creates, lists only their own, edits and shows the detail with its history', async () => {
    const picture = await uploaded(alice);
    const id = await establish(alice, fresh({ CommodityCode: 'A-1', CommoditySku: 'A-SKU-1', EnglishName: 'Robot', CategoryId: categoryId, CargoTypeId: cargoTypeId, Price: '19.90', Pictures: [picture] }));
    await establish(bob, fresh({ CommodityCode: 'A-1' })); // another merchant may use the same code
    const mine = await call(t, api.getUserCommodity, { rows: 100 }, { token: alice.token });
    expect(mine.Data.Data.map((r) => r.Id)).toEqual([id]);
    expect(mine.Data.Data[0]).toMatchObject({ CommodityCode: 'A-1', CategoryName: 'Toys', CargoTypeName: 'Battery', Price: '19.9', Length: '10', AuditStatus: AuditStatus.Pending, SalesModes: SalesMode.OnSale, UserId: alice.id });
    expect(mine.Data.Data[0]!.Actions).toEqual(['Edit', 'Delete', 'Halt']);
    expect(mine.Data.Data[0]!.Pictures[0]).toMatch(/^\/files\/.+\?/); // a signed link
    const edited = await call(t, api.editUserCommodity, { ...fresh({ CommodityCode: 'A-1', CommoditySku: 'A-SKU-1' }), Id: id, CommodityName: '机器人', Remarks: 'fragile' }, { token: alice.token });
    expect(edited.Data).toMatchObject({ CommodityName: '机器人', Remarks: 'fragile', CategoryId: null, Pictures: [] });
    const detail = await call(t, api.getUserCommodityById, { Id: id }, { token: alice.token });
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['Establish', 'Edit']);
  });

  it('refuses bad input naming the field and the rule', async () => {
    await establish(alice, fresh({ CommodityCode: 'DUP', CommoditySku: 'DUP-SKU' }));
    const otherSiteCategory = (await t.db.insert(commodityCategories).values({ siteId: otherStaff.siteId!, name: 'Theirs' }).returning({ id: commodityCategories.id }))[0]!.id;
    const theirPicture = await uploaded(otherStaff, otherStaff.siteId!);
    const cases: [Record<string, unknown>, string][] = [
      [fresh({ CommodityCode: undefined }), 'CommodityCode: cannot be empty'],
      [fresh({ CommodityCode: 'has space' }), 'CommodityCode: letters, digits and . _ - / only'],
      [fresh({ CommoditySku: '货号1' }), 'CommoditySku: letters, digits and . _ - / only'],
      [fresh({ CommodityCode: 'DUP' }), 'CommodityCode: already exists'],
      [fresh({ CommoditySku: 'DUP-SKU' }), 'CommoditySku: already exists'],
      [fresh({ CommodityName: 'x'.repeat(129) }), 'CommodityName: must be at most 128'],
      [fresh({ CategoryId: otherSiteCategory }), 'CategoryId: the commodity category does not exist in this site or is disabled'],
      [fresh({ CargoTypeId: 999999 }), 'CargoTypeId: the cargo type does not exist in this site or is disabled'],
      [fresh({ Pictures: [theirPicture] }), 'Pictures: each photo must be an image uploaded to this site'],
      [fresh({ CommodityStatus: 7 }), 'CommodityStatus: is not an allowed value'],
      [fresh({ Currency: 'rmb' }), 'Currency: has the wrong format'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.establishUserCommodity, body, { token: alice.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    const decimals = await call(t, api.establishUserCommodity, fresh({ Length: '1.25' }), { token: alice.token });
    expect([decimals.Code, decimals.Message.startsWith('Length:')]).toEqual([ErrorCode.InvalidInput, true]);
    expect((await call(t, api.establishUserCommodity, fresh({ CommodityCode: undefined }), { token: alice.token, language: '1' })).Message).toBe('CommodityCode：不能为空');
  });

  it('halts and releases, and the order picker offers only enabled commodities on sale', async () => {
    const onSale = await establish(alice);
    const halted = await establish(alice);
    const disabled = await establish(alice, fresh({ CommodityStatus: CommodityStatus.Disabled }));
    expect((await call(t, api.haltUserCommodity, { Ids: [halted] }, { token: alice.token })).Data).toEqual({ Count: 1 });
    const again = await call(t, api.haltUserCommodity, { Ids: [onSale, halted] }, { token: alice.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'Ids: the commodity is halted; it cannot be halted now']);
    expect((await rowOf(onSale))!.salesMode).toBe(SalesMode.OnSale); // all or nothing
    const forOrder = (await call(t, api.getUserOrderCommodityByUserId, { rows: 100 }, { token: alice.token })).Data.Data.map((r) => r.Id);
    expect(forOrder).toContain(onSale);
    expect(forOrder).not.toContain(halted);
    expect(forOrder).not.toContain(disabled);
    const all = (await call(t, api.getUserCommodityByUserId, { rows: 100 }, { token: alice.token })).Data.Data.map((r) => r.Id);
    expect(all).toEqual(expect.arrayContaining([onSale, halted, disabled]));
    expect((await call(t, api.getOrderCommodityByUserId, { UserId: alice.id, rows: 100 }, { token: staff.token })).Data.Data.map((r) => r.Id)).toEqual(forOrder);
    expect((await call(t, api.releaseUserCommodity, { Ids: [halted] }, { token: alice.token })).Code).toBe(0);
    expect((await rowOf(halted))!.salesMode).toBe(SalesMode.OnSale);
    const history = (await call(t, api.getUserCommodityById, { Id: halted }, { token: alice.token })).Data.History.map((h) => h.Action);
    expect(history).toEqual(['Establish', 'Halt', 'Release']);
  });

  it('cannot reach another merchant’s commodities, nor another site’s', async () => {
    const bobs = await establish(bob);
    const body = { ...fresh(), Id: bobs };
    for (const [c, b] of [
      [api.getUserCommodityById, { Id: bobs }],
      [api.editUserCommodity, body],
      [api.deleteUserCommodity, { Id: bobs }],
      [api.haltUserCommodity, { Ids: [bobs] }],
      [api.printUserCommodityLabels, { Ids: [bobs] }],
    ] as const) {
      expect((await call(t, c, b, { token: alice.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await rowOf(bobs))!.salesMode).toBe(SalesMode.OnSale);
    expect((await call(t, api.getUserCommodity, { rows: 100 }, { token: alice.token })).Data.Data.map((r) => r.Id)).not.toContain(bobs);
    for (const [c, b] of [
      [api.getCommodityById, { Id: bobs }],
      [api.editCommodity, body],
      [api.deleteCommodity, { Id: bobs }],
      [api.commoditySpecificationAcquisition, { Id: bobs, ...measured }],
      [api.commoditySpecificationsAuditStatus, { Id: bobs, AuditStatus: AuditStatus.Refused, AuditReason: 'x' }],
    ] as const) {
      expect((await call(t, c, b, { token: otherStaff.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.getCommodity, { rows: 100 }, { token: otherStaff.token })).Data.Total).toBe(0);
    const foreignOwner = await call(t, api.establishCommodity, { ...fresh(), UserId: bob.id }, { token: otherStaff.token });
    expect([foreignOwner.Code, foreignOwner.Message]).toEqual([ErrorCode.InvalidInput, 'UserId: no customer of this site has this id']);
    const staffAsOwner = await call(t, api.establishCommodity, { ...fresh(), UserId: staff.id }, { token: staff.token });
    expect(staffAsOwner.Message).toBe('UserId: no customer of this site has this id');
  });

  it('refuses callers without the permission or of the other population', async () => {
    const nothing = await createUser(t, { site, grants: [] });
    const plainCustomer = await createUser(t, { site, type: 'user', grants: [] });
    // Bodies the schemas accept, so that only the caller is judged.
    const staffCalls = [
      [api.getCommodity, {}],
      [api.getCommodityByUserId, { UserId: alice.id }],
      [api.establishCommodity, { ...fresh(), UserId: alice.id }],
      [api.editCommodity, { ...fresh(), Id: 1 }],
      [api.deleteCommodity, { Id: 1 }],
      [api.haltCommodity, { Ids: [1] }],
      [api.commoditySpecificationAcquisition, { Id: 1, ...measured }],
      [api.commoditySpecificationModification, { Id: 1, ...measured }],
      [api.commoditySpecificationsAuditStatus, { Id: 1, AuditStatus: AuditStatus.Passed }],
      [api.getCommodityReport, {}],
      [api.printCommodityLabels, { Ids: [1] }],
    ] as const;
    for (const [c, body] of staffCalls) {
      expect((await call(t, c, body, { token: alice.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    const userCalls = [
      [api.getUserCommodity, {}],
      [api.establishUserCommodity, fresh()],
      [api.editUserCommodity, { ...fresh(), Id: 1 }],
      [api.deleteUserCommodity, { Id: 1 }],
      [api.releaseUserCommodity, { Ids: [1] }],
      [api.printUserCommodityReport, {}],
    ] as const;
    for (const [c, body] of userCalls) {
      expect((await call(t, c, body, { token: staff.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: plainCustomer.token })).status, c.path).toBe(403);
    }
  });
});

describe('the specification audit', () => {
  it('is measured, modified, refused with a reason, redeclared, approved; the merchant is told each result', async () => {
    const id = await establish(staff, { ...fresh(), UserId: alice.id });
    const approveFirst = await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Passed }, { token: staff.token });
    expect([approveFirst.Code, approveFirst.Message]).toEqual([ErrorCode.InvalidInput, 'Id: measure the commodity first']);
    const modifyFirst = await call(t, api.commoditySpecificationModification, { Id: id, ...measured }, { token: staff.token });
    expect(modifyFirst.Message).toBe('Id: measure the commodity first');
    const missing = await call(t, api.commoditySpecificationAcquisition, { Id: id, Length: '1' }, { token: staff.token });
    expect([missing.Code, missing.Message]).toEqual([ErrorCode.InvalidInput, expect.stringMatching(/^Width: /)]);

    const acquired = await call(t, api.commoditySpecificationAcquisition, { Id: id, ...measured }, { token: staff.token });
    expect(acquired.Data).toMatchObject({ MeasuredLength: '10.5', MeasuredActualOfWeight: '0.42', MeasuredByName: staff.userName, AuditStatus: AuditStatus.Pending });
    expect(acquired.Data.Actions).toEqual(['Edit', 'Modify', 'Approve', 'Refuse', 'Delete', 'Halt']);
    expect((await call(t, api.commoditySpecificationAcquisition, { Id: id, ...measured }, { token: staff.token })).Message).toBe('Id: already measured; modify the measurement instead');
    expect((await call(t, api.commoditySpecificationModification, { Id: id, ...measured, Length: '11' }, { token: staff.token })).Data.MeasuredLength).toBe('11');

    const noReason = await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Refused }, { token: staff.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'AuditReason: cannot be empty']);
    const refused = await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Refused, AuditReason: 'Length is 11 cm' }, { token: staff.token });
    expect(refused.Data).toMatchObject({ AuditStatus: AuditStatus.Refused, AuditReason: 'Length is 11 cm', AuditorName: staff.userName });
    const seen = (await call(t, api.getUserCommodityById, { Id: id }, { token: alice.token })).Data;
    expect(seen).toMatchObject({ AuditStatus: AuditStatus.Refused, AuditReason: 'Length is 11 cm', MeasuredLength: '11' });
    const told = await t.db.select().from(userMessages).where(and(eq(userMessages.ownerId, alice.id), eq(userMessages.infoType, 'CommodityAuditRefused')));
    expect(told.map((m) => m.message)).toContain(`The declared specification of your commodity ${seen.CommoditySku} (${seen.CommodityName}) was refused: Length is 11 cm`);

    // The merchant corrects the declaration: back to audit; staff approve.
    const redeclared = await call(t, api.editUserCommodity, { ...fresh({ CommodityCode: seen.CommodityCode, CommoditySku: seen.CommoditySku, CommodityName: seen.CommodityName }), Id: id, Length: '11' }, { token: alice.token });
    expect(redeclared.Data).toMatchObject({ AuditStatus: AuditStatus.Pending, AuditReason: '', Length: '11' });
    expect((await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Passed }, { token: staff.token })).Data.AuditStatus).toBe(AuditStatus.Passed);
    expect((await t.db.select().from(userMessages).where(and(eq(userMessages.ownerId, alice.id), eq(userMessages.infoType, 'CommodityAuditPassed')))).length).toBe(1);
    const twice = await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Passed }, { token: staff.token });
    expect([twice.Code, twice.Message]).toEqual([ErrorCode.BusinessRule, 'AuditStatus: the commodity is audit passed; it cannot be approved now']);

    // A passed commodity cannot be deleted (disable it instead); an edit that keeps the specification keeps the audit.
    const deleted = await call(t, api.deleteUserCommodity, { Id: id }, { token: alice.token });
    expect([deleted.Code, deleted.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the commodity is audit passed; it cannot be deleted now']);
    const kept = await call(t, api.editUserCommodity, { ...fresh({ CommodityCode: seen.CommodityCode, CommoditySku: seen.CommoditySku, CommodityName: seen.CommodityName }), Id: id, Length: '11.0', CommodityStatus: CommodityStatus.Disabled }, { token: alice.token });
    expect(kept.Data).toMatchObject({ AuditStatus: AuditStatus.Passed, CommodityStatus: CommodityStatus.Disabled });
    const history = (await call(t, api.getCommodityById, { Id: id }, { token: staff.token })).Data.History;
    expect(history.map((h) => h.Action)).toEqual(['Establish', 'Acquire', 'Modify', 'Refuse', 'Redeclare', 'Approve', 'Edit']);
    expect(history[3]).toMatchObject({ ActorName: staff.userName, Details: { AuditReason: 'Length is 11 cm' } });

    const customerAudits = await call(t, api.commoditySpecificationsAuditStatus, { Id: id, AuditStatus: AuditStatus.Passed }, { token: alice.token });
    expect(customerAudits.status).toBe(403);
  });

  it('deletes a commodity not yet passed', async () => {
    const id = await establish(alice);
    expect((await call(t, api.deleteUserCommodity, { Id: id }, { token: alice.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
  });
});

describe('staff’s list and report', () => {
  it('keeps the unfiltered Total to the rows, and finds a search anywhere in code, SKU or names within the site only', async () => {
    const total = async (user: TestUser, body: Record<string, unknown> = {}) => (await call(t, user.accountType === 2 ? api.getUserCommodity : api.getCommodity, body, { token: user.token })).Data.Total;
    const dora = await createUser(t, { site, type: 'user', grants: 'all' });
    const [siteBefore, otherBefore] = [await total(staff), await total(otherStaff)];
    const kept = await establish(dora, fresh({ CommodityCode: 'DORA-1', EnglishName: 'Blue 50% Teapot' }));
    const gone = await establish(staff, { ...fresh({ CommodityCode: 'DORA-2' }), UserId: dora.id });
    expect([await total(staff), await total(dora), await total(staff, { UserId: dora.id }), await total(otherStaff)]).toEqual([siteBefore + 2, 2, 2, otherBefore]);
    expect((await call(t, api.deleteUserCommodity, { Id: gone }, { token: dora.token })).Code).toBe(0);
    expect([await total(staff), await total(dora)]).toEqual([siteBefore + 1, 1]);

    // The same text in another site's commodity is not theirs to find; LIKE's wildcards match themselves.
    await establish(otherStaff, { ...fresh({ EnglishName: 'Blue 50% Teapot' }), UserId: (await createUser(t, { site: otherSite, type: 'user' })).id });
    const found = async (user: TestUser, Content: string) => (await call(t, user.accountType === 2 ? api.getUserCommodity : api.getCommodity, { Content, rows: 100 }, { token: user.token })).Data;
    for (const text of ['50% tea', 'DORA-1', 'ora-']) {
      expect((await found(staff, text)).Data.map((r) => r.Id), text).toEqual([kept]);
      expect((await found(dora, text)).Data.map((r) => r.Id), text).toEqual([kept]);
    }
    expect((await found(staff, '5_%')).Total).toBe(0);
  });

  it('lists the site’s commodities by merchant, counts them and prints the report and labels', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all' });
    const first = await establish(staff, { ...fresh({ CommodityCode: 'R-1' }), UserId: carol.id });
    const second = await establish(staff, { ...fresh({ CommodityCode: 'R-2' }), UserId: carol.id });
    await call(t, api.haltCommodity, { Ids: [second] }, { token: staff.token });
    const list = await call(t, api.getCommodity, { UserId: carol.id }, { token: staff.token });
    expect(list.Data.Data.map((r) => [r.Id, r.UserName])).toEqual([
      [second, carol.userName],
      [first, carol.userName],
    ]);
    expect((await call(t, api.getCommodity, { UserId: carol.id, SalesModes: SalesMode.Halted }, { token: staff.token })).Data.Data.map((r) => r.Id)).toEqual([second]);
    expect((await call(t, api.getCommodity, { Content: 'R-1', rows: 100 }, { token: staff.token })).Data.Data.map((r) => r.Id)).toEqual([first]);
    expect((await call(t, api.getCommodity, { MemberNumber: carol.userName, rows: 100 }, { token: staff.token })).Data.Total).toBe(2);

    const report = await call(t, api.getCommodityReport, { UserId: carol.id }, { token: staff.token });
    expect(report.Data).toMatchObject({
      Total: 2,
      ByAuditStatus: [
        { AuditStatus: AuditStatus.Pending, Count: 2 },
        { AuditStatus: AuditStatus.Passed, Count: 0 },
        { AuditStatus: AuditStatus.Refused, Count: 0 },
      ],
      BySalesMode: [
        { SalesModes: SalesMode.Halted, Count: 1 },
        { SalesModes: SalesMode.OnSale, Count: 1 },
      ],
    });
    expect(report.Data.Rows.map((r) => r.CommodityCode)).toEqual(['R-1', 'R-2']);
    const pdf = await call(t, api.printCommodityReport, { UserId: carol.id }, { token: staff.token });
    expect(Buffer.from(pdf.Data.Content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.Data.Pages).toBe(1);
    const labels = await call(t, api.printCommodityLabels, { Ids: [first, second], Copies: 3 }, { token: staff.token });
    expect(labels.Data.Pages).toBe(6);
    const more = [first, second];
    for (let i = 0; i < 4; i++) more.push(await establish(staff, { ...fresh(), UserId: carol.id }));
    const tooMany = await call(t, api.printCommodityLabels, { Ids: more, Copies: 100 }, { token: staff.token });
    expect([tooMany.Code, tooMany.Message]).toEqual([ErrorCode.InvalidInput, 'Copies: at most 500 labels per print']);
    // The merchant's report is their own.
    expect((await call(t, api.getUserCommodityReport, {}, { token: carol.token })).Data.Total).toBe(6);
  });
});

describe('the Excel import', () => {
  async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Commodities');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  async function upload(user: TestUser, bytes: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('FileStream', new Blob([new Uint8Array(bytes)]), 'commodities.xlsx');
    const path = user.accountType === 2 ? api.upLoadUserCommodity.path : api.upLoadCommodity.path;
    const res = await t.app.inject({ method: 'POST', url: path, payload: form, headers: { AcceptLanguage: '3', authorization: `Bearer ${user.token}` } });
    return res.json() as { Code: number; Message: string; Data: { Count: number } | null };
  }
  const header = ['SKU', '商品编码', 'Chinese name', 'Category', '长(cm)', 'Gross weight (kg)', 'Price'];

  it('creates every row, with category names and the header in any language and order', async () => {
    const dave = await createUser(t, { site, type: 'user', grants: 'all' });
    const res = await upload(dave, await workbook([header, ['IM-1', 'IMC-1', '杯子', 'Toys', '12.5', '0.3', '9.9'], [], ['IM-2', 'IMC-2', '盘子', null, null, null, null]]));
    expect([res.Code, res.Data]).toEqual([0, { Count: 2 }]);
    const rows = await t.db.select().from(commodities).where(eq(commodities.ownerId, dave.id));
    expect(rows.map((r) => [r.commoditySku, r.commodityCode, r.name, r.categoryId, r.length, r.grossWeight, r.price, r.auditStatus])).toEqual([
      ['IM-1', 'IMC-1', '杯子', categoryId, '12.5', '0.300', '9.90', AuditStatus.Pending],
      ['IM-2', 'IMC-2', '盘子', null, null, null, null, AuditStatus.Pending],
    ]);
    // Staff import for a merchant they name.
    const byStaff = await upload(staff, await workbook([header, ['IM-3', 'IMC-3', '碗', null, null, null, null]]), { UserId: String(dave.id) });
    expect(byStaff.Data).toEqual({ Count: 1 });
    const noOwner = await upload(staff, await workbook([header, ['IM-4', 'IMC-4', '碗', null, null, null, null]]));
    expect([noOwner.Code, noOwner.Message]).toEqual([ErrorCode.InvalidInput, 'UserId: cannot be empty']);
  });

  it('names every bad row and column and writes nothing', async () => {
    const erin = await createUser(t, { site, type: 'user', grants: 'all' });
    await establish(erin, fresh({ CommodityCode: 'HELD', CommoditySku: 'HELD-SKU' }));
    const res = await upload(
      erin,
      await workbook([
        header,
        ['OK-1', 'OK-C-1', '好', null, null, null, null],
        ['BAD SKU', 'OK-C-2', '坏', 'No such', '1.25', null, null],
        ['OK-1', 'HELD', null, null, null, null, 'abc'],
      ]),
    );
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message.split('; ')).toEqual([
      'row 3, SKU: letters, digits and . _ - / only',
      expect.stringMatching(/^row 3, Length \(cm\): /),
      'row 3, Category: the commodity category does not exist in this site or is disabled',
      'row 4, Chinese name: cannot be empty',
      expect.stringMatching(/^row 4, Price: /),
      'row 4, SKU: the same as row 2',
      'row 4, Commodity code: already exists',
    ]);
    expect((await t.db.select().from(commodities).where(eq(commodities.ownerId, erin.id))).map((r) => r.commodityCode)).toEqual(['HELD']);
  });

  it('takes only .xlsx files with the required columns, and offers a template that imports as is', async () => {
    const csv = await upload(alice, Buffer.from('SKU,Code\nA,B\n'));
    expect([csv.Code, csv.Message]).toEqual([ErrorCode.InvalidInput, 'FileStream: only Excel files (.xlsx) are accepted']);
    const noName = await upload(alice, await workbook([['SKU', 'Commodity code'], ['X', 'Y']]));
    expect(noName.Message).toBe('FileStream: the first row must name the columns; missing: Chinese name');
    const empty = await upload(alice, await workbook([header]));
    expect(empty.Message).toBe('FileStream: the file holds no commodities');
    const tooBig = await upload(alice, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(api.COMMODITY_IMPORT_MAX_BYTES)]));
    expect([tooBig.Code, tooBig.Message]).toEqual([ErrorCode.InvalidInput, 'The file must be under 5 MB']);

    const template = await call(t, api.getUserCommodityImportTemplate, {}, { token: alice.token, language: '2' });
    expect(template.Data.FileName).toBe('商品匯入範本.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.Data.Content, 'base64') as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    sheet.addRow(['TPL-1', 'TPL-SKU-1', '模板商品']);
    expect((await upload(alice, Buffer.from(await book.xlsx.writeBuffer()))).Data).toEqual({ Count: 1 });
  });
});
