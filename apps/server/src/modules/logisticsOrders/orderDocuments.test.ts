import fs from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import * as mupdf from 'mupdf';
import { and, eq } from 'drizzle-orm';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierLocalTrackingNumber as pool,
  ErrorCode,
  logisticsOrders as api,
  logisticsOrderTrajectoryScheme as schemes,
  parcels,
  recipientInformation,
  templates as templateApi,
  transferQuotation as quotations,
} from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { carrierLocalTrackingNumbers, carriers } from '../carriers/tables.ts';
import { packages } from '../parcels/tables.ts';
import { DEFAULT_FACE_SHEET } from './faceSheets.ts';
import { logisticsOrderTracks } from './tables.ts';

/**
 * The orders' documents read back as people use them: face sheets rendered by MuPDF and their
 * barcodes decoded by ZXing (as shelvesPrint.test.ts), the invoice's text, the report opened with
 * exceljs, and the public trajectory query asked through a site's host without signing in.
 */

prepareZXingModule({ overrides: { wasmBinary: fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer } });

let t: TestApp;
let site: TestSite;
let other: TestSite;
let refs: QuotationReferences;
let staff: TestUser;
let otherStaff: TestUser;
let clerk: TestUser;
let alice: TestUser;
let bob: TestUser;
let recipient: number;
let parcelNo = 0;

async function shelfParcel(owner: TestUser) {
  const [p] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId: owner.id, warehouseId: refs.warehouse, courierNumber: `DOC${++parcelNo}`, productName: 'Shoes', status: parcels.PackageStatus.Shippable, isCompleted: true, weight: '2', length: '30', width: '20', height: '10' })
    .returning({ id: packages.id });
  return p!.id;
}

/** A submitted order of one parcel of alice's, approved unless told not to. */
async function order(approve = true) {
  const draft = { WarehouseId: refs.warehouse, PackageIds: [await shelfParcel(alice)], RecipientInformationId: recipient, DeclaredPrice: '50' };
  const option = (await call(t, api.priceUserOrder, draft, { token: alice.token })).Data.Options[0]!;
  const goods = [
    { Name: 'Running shoes', Quantity: 2, UnitValue: '20', CurrencyCode: 'USD' },
    { Name: 'Socks', Quantity: 5, UnitValue: '2' },
  ];
  const added = await call(t, api.addUserOrder, { ...draft, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: goods }, { token: alice.token });
  expect([added.Code, added.Message]).toEqual([0, 'Success']);
  if (approve) expect((await call(t, api.approveOutbound, { Id: added.Data.Id }, { token: staff.token })).Code).toBe(0);
  return added.Data;
}

const pdfOf = (content: string) => mupdf.Document.openDocument(Buffer.from(content, 'base64'), 'application/pdf');
const pageSizeMm = (doc: mupdf.Document) => {
  const b = doc.loadPage(0).getBounds();
  return [Math.round(((b[2] - b[0]) * 25.4) / 72), Math.round(((b[3] - b[1]) * 25.4) / 72)];
};
const textOf = (doc: mupdf.Document) => Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('preserve-whitespace').asText()).join('\n');
async function barcodesOf(doc: mupdf.Document, page = 0) {
  const png = doc.loadPage(page).toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
  return (await readBarcodes(png, { formats: ['Code128'], maxNumberOfSymbols: 4 })).map((b) => b.text);
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  other = await createSite(t.db);
  refs = await quotationReferences(t, site);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  clerk = await createUser(t, { site, grants: [api.getOrders] });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  expect((await call(t, quotations.addTransferQuotation, quotationBody(refs, { Name: 'Express', Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }], CarrierIds: [refs.carrier] }), { token: staff.token })).Code).toBe(0);
  const r = await call(t, recipientInformation.addUserRecipientInformation, { RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Regions: await regionRefs(t.db, ['HK']), DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
  recipient = r.Data.Id;
});
afterAll(() => t.close());

describe('face sheets', () => {
  it('refuse, with the spec’s code, a carrier that gives no number; then take one from its pool and print it as a scannable 100 × 150 mm label', async () => {
    const o = await order();
    const noNumbering = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token });
    expect([noNumbering.Code, noNumbering.Message]).toEqual([ErrorCode.BusinessRule, `Ids: error in getting the delivery note of order ${o.SerialNumber}, code 2: the carrier YunExpress uses no local tracking numbers and has no label interface`]);
    expect(noNumbering.Data).toEqual({ Id: o.Id, SerialNumber: o.SerialNumber, DeliveryNoteError: api.DeliveryNoteError.NoLocalNumbering });
    await t.db.update(carriers).set({ isLocalNumbering: true }).where(eq(carriers.id, refs.carrier));
    const empty = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token, language: '2' });
    expect(empty.Message).toBe(`Ids：訂單 ${o.SerialNumber} 取得面單出錯，錯誤代碼 3：渠道 YunExpress 的本地單號已用完`);
    expect((await call(t, pool.importCarrierLocalTrackingNumbers, { CarrierId: refs.carrier, Numbers: ['YT0000000001', 'YT0000000002', 'YT0000000003', 'YT0000000004'] }, { token: staff.token })).Code).toBe(0);

    const printed = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token });
    expect([printed.Code, printed.Message]).toEqual([0, 'Success']);
    expect(printed.Data).toMatchObject({ Pages: 1, Template: null, FaceSheets: [{ OrderNumber: o.SerialNumber, CarrierNo: 'YT0000000001', CarrierName: 'YunExpress', ReceiverName: 'Chan Tai Man', ReceiverPhone: '+852 61234567', PackageCount: '1' }] });
    const pdf = pdfOf(printed.Data.Content);
    expect(pageSizeMm(pdf)).toEqual([DEFAULT_FACE_SHEET.width, DEFAULT_FACE_SHEET.height]);
    expect((await barcodesOf(pdf)).sort()).toEqual([o.SerialNumber, 'YT0000000001'].sort());
    expect(textOf(pdf)).toContain('Chan Tai Man');

    const row = (await call(t, api.getOrderById, { Id: o.Id }, { token: staff.token })).Data;
    expect(row).toMatchObject({ CarrierNo: 'YT0000000001', PrintStatus: api.PrintStatus.Printed });
    expect(row.Actions).toContain('Reprint');
    expect(row.Actions).not.toContain('CancelApproval');
    const [used] = await t.db.select().from(carrierLocalTrackingNumbers).where(eq(carrierLocalTrackingNumbers.number, 'YT0000000001'));
    expect(used).toMatchObject({ whetherToUse: true, usedBy: o.SerialNumber });
  });

  it('refuse orders printed before unless reprint is ticked, keep their number and log each print', async () => {
    const o = await order();
    const first = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token });
    const number = first.Data.FaceSheets[0]!.CarrierNo;
    const again = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, `Ids: duplicate printed orders found (${o.SerialNumber}); tick “reprint” to print them again`]);
    // The page offers exactly these orders to reprint.
    expect(again.Data).toEqual({ Printed: [{ Id: o.Id, SerialNumber: o.SerialNumber }] });
    const reprint = await call(t, api.printFaceSheet, { Ids: [o.Id], Reprint: true }, { token: staff.token });
    expect(reprint.Data.FaceSheets[0]!.CarrierNo).toBe(number);
    const logs = await call(t, api.getPrintLogs, { Id: o.Id }, { token: staff.token });
    expect(logs.Data.map((l) => [l.CarrierNo, l.Reprint, l.PrinterName])).toEqual([
      [number, true, staff.userName],
      [number, false, staff.userName],
    ]);
    const history = (await call(t, api.getOrderById, { Id: o.Id }, { token: staff.token })).Data.History.map((h) => h.Action);
    expect(history.slice(-2)).toEqual(['Print', 'Reprint']);
  });

  it('print all or nothing: an unapproved order in the choice leaves every order as it was', async () => {
    const approved = await order();
    const pending = await order(false);
    const res = await call(t, api.printFaceSheet, { Ids: [approved.Id, pending.Id] }, { token: staff.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the logistics order is pending approval; it cannot be printed now']);
    const row = (await call(t, api.getOrderById, { Id: approved.Id }, { token: staff.token })).Data;
    expect([row.PrintStatus, row.CarrierNo]).toEqual([api.PrintStatus.Unprinted, '']);
  });

  it('take the size of the site’s default face-sheet template and give its values to the printing service', async () => {
    const template = await call(t, templateApi.addTemplate, { Name: 'Thermal 76', TemplateType: 1, Width: 76, Height: 130, Content: '<p>{{CarrierNo}}</p><p>{{ReceiverName}}</p>', IsDefault: true }, { token: staff.token });
    expect(template.Code).toBe(0);
    const res = await call(t, api.printFaceSheet, { Ids: [(await order()).Id] }, { token: staff.token });
    expect(res.Data.Template).toMatchObject({ Id: template.Data.Id, Width: 76, Height: 130 });
    const pdf = pdfOf(res.Data.Content);
    expect(pageSizeMm(pdf)).toEqual([76, 130]);
    expect(await barcodesOf(pdf)).toContain(res.Data.FaceSheets[0]!.CarrierNo);
    // Every value is one of the template's placeholders.
    expect(Object.keys(res.Data.FaceSheets[0]!).filter((k) => k !== 'Id').sort()).toEqual(templateApi.TEMPLATE_PLACEHOLDERS[templateApi.TemplateType.FaceSheet].map((p) => p.Name).sort());
  });

  it('keep out bad input, other sites, customers and staff without the permission', async () => {
    const o = await order();
    expect((await call(t, api.printFaceSheet, { Ids: [] }, { token: staff.token })).Message).toBe('Ids: select at least one');
    expect((await call(t, api.printFaceSheet, { Ids: [o.Id, o.Id] }, { token: staff.token })).Message).toBe('Ids: the list holds the same value twice');
    const foreign = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: otherStaff.token });
    expect([foreign.Code, foreign.Message]).toEqual([ErrorCode.NotFound, `Ids: the order does not exist (${o.Id})`]);
    expect((await call(t, api.getPrintLogs, { Id: o.Id }, { token: otherStaff.token })).Message).toBe('The order does not exist');
    expect((await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: alice.token })).status).toBe(403);
    expect((await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: clerk.token })).status).toBe(403);
  });
});

describe('trajectories', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

  it('apply a scheme’s steps as timed events; the public query shows the due ones by order or carrier number, and nothing private', async () => {
    const scheme = await call(
      t,
      schemes.addLogisticsOrderTrajectoryScheme,
      {
        Name: 'Air to Hong Kong',
        Steps: [
          { Content: 'Picked up', Location: 'Shenzhen', IntervalHours: 0 },
          { Content: 'Departed the hub', Location: 'Shenzhen', IntervalHours: 2 },
          { Content: 'Delivered', Location: 'Hong Kong', IntervalHours: 720 },
        ],
      },
      { token: staff.token },
    );
    expect(scheme.Code).toBe(0);
    const o = await order();
    const printed = await call(t, api.printFaceSheet, { Ids: [o.Id] }, { token: staff.token });
    const carrierNo = printed.Data.FaceSheets[0]!.CarrierNo;
    const applied = await call(t, api.applyTrajectoryScheme, { Ids: [o.Id], SchemeId: scheme.Data.Id, StartTime: hoursAgo(3) }, { token: staff.token });
    expect(applied.Data).toEqual({ Orders: 1, Tracks: 3 });

    const res = await call(t, api.queryTrajectories, { Numbers: `${o.SerialNumber.toLowerCase()}\n${carrierNo}，NOSUCH1` }, { host: site.host });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    const [byOrder, byCarrier, unknown] = res.Data;
    expect(byOrder).toMatchObject({ Found: true, SerialNumber: o.SerialNumber, CarrierNo: carrierNo, TrackStatus: api.TrackStatus.InTransit });
    expect(byOrder!.Events.map((e) => [e.Text, e.Place])).toEqual([
      ['Departed the hub', 'Shenzhen'],
      ['Picked up', 'Shenzhen'],
    ]);
    expect(byCarrier!.SerialNumber).toBe(o.SerialNumber);
    expect(unknown).toMatchObject({ Number: 'NOSUCH1', Found: false, Events: [] });
    expect(JSON.stringify(res.Data)).not.toMatch(/Chan Tai Man|61234567|Queen|TotalAmount|Price/);
    // Another site's home does not know the order.
    expect((await call(t, api.queryTrajectories, { Numbers: o.SerialNumber }, { host: other.host })).Data[0]!.Found).toBe(false);
    // The list shows the latest event that happened.
    expect((await call(t, api.getOrderById, { Id: o.Id }, { token: staff.token })).Data).toMatchObject({ LatestTrack: 'Departed the hub', TrackStatus: api.TrackStatus.InTransit });
    // The scheme's last step, once due, is the list's latest track without anything written to the order.
    await t.db.update(logisticsOrderTracks).set({ trackTime: new Date(Date.now() - 60_000) }).where(and(eq(logisticsOrderTracks.orderId, o.Id), eq(logisticsOrderTracks.place, 'Hong Kong')));
    const list = await call(t, api.getUserOrders, { index: 1, rows: 50 }, { token: alice.token });
    expect(list.Data.Data.find((r) => r.Id === o.Id)).toMatchObject({ LatestTrack: 'Delivered', TrackStatus: api.TrackStatus.InTransit });
  });

  it('answer customers for their own orders only, and refuse more than 30 numbers', async () => {
    const o = await order();
    const mine = await call(t, api.getUserTrajectories, { Numbers: o.SerialNumber }, { token: alice.token });
    expect(mine.Data[0]).toMatchObject({ Found: true, TrackStatus: api.TrackStatus.AwaitingEvents });
    expect((await call(t, api.getUserTrajectories, { Numbers: o.SerialNumber }, { token: bob.token })).Data[0]!.Found).toBe(false);
    const many = Array.from({ length: 31 }, (_, i) => `N${i}`).join(',');
    const tooMany = await call(t, api.queryTrajectories, { Numbers: many }, { host: site.host });
    expect([tooMany.Code, tooMany.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: at most 30 numbers in a trajectory query']);
    expect((await call(t, api.getUserTrajectories, { Numbers: '' }, { token: alice.token })).Message).toBe('Numbers: is required');
    expect((await call(t, api.getUserTrajectories, { Numbers: o.SerialNumber }, { token: staff.token })).status).toBe(403);
  });

  it('refuse another site’s or a disabled scheme, and staff without the permission', async () => {
    const o = await order();
    const theirs = await call(t, schemes.addLogisticsOrderTrajectoryScheme, { Name: 'Theirs', Steps: [{ Content: 'Picked up' }] }, { token: otherStaff.token });
    expect((await call(t, api.applyTrajectoryScheme, { Ids: [o.Id], SchemeId: theirs.Data.Id }, { token: staff.token })).Message).toBe('SchemeId: the trajectory scheme does not exist or is disabled');
    const off = await call(t, schemes.addLogisticsOrderTrajectoryScheme, { Name: 'Off', IsEnabled: false, Steps: [{ Content: 'Picked up' }] }, { token: staff.token });
    expect((await call(t, api.applyTrajectoryScheme, { Ids: [o.Id], SchemeId: off.Data.Id }, { token: staff.token })).Message).toBe('SchemeId: the trajectory scheme does not exist or is disabled');
    expect((await call(t, api.applyTrajectoryScheme, { Ids: [o.Id], SchemeId: off.Data.Id }, { token: clerk.token })).status).toBe(403);
    expect((await call(t, api.applyTrajectoryScheme, { Ids: [o.Id], SchemeId: theirs.Data.Id }, { token: otherStaff.token })).Message).toBe(`Ids: the order does not exist (${o.Id})`);
  });
});

describe('order report', () => {
  async function sheetOf(content: string) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(content, 'base64') as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    return sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
  }

  it('exports what the list’s filters find, scoped as the list is', async () => {
    const o = await order();
    const staffReport = await call(t, api.getOrderReport, { Numbers: o.SerialNumber }, { token: staff.token });
    expect([staffReport.Code, staffReport.Message]).toEqual([0, 'Success']);
    expect(staffReport.Data.FileName).toMatch(/^logistics-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetOf(staffReport.Data.Content);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 4)).toEqual(['Order number', 'Carrier number', 'Member number', 'Customer']);
    expect(rows[1]!.slice(0, 4)).toEqual([o.SerialNumber, '', alice.userName, alice.userName]);

    const pending = await order(false);
    const aliceRows = await sheetOf((await call(t, api.getUserOrderReport, { ApprovalStatus: api.ApprovalStatus.Approved }, { token: alice.token, language: '1' })).Data.Content);
    expect(aliceRows[0]!.slice(0, 3)).toEqual(['订单号', '转单号', '仓库']);
    expect(aliceRows.slice(1).map((r) => r[0])).toContain(o.SerialNumber);
    expect(aliceRows.slice(1).map((r) => r[0])).not.toContain(pending.SerialNumber);
    expect(await sheetOf((await call(t, api.getUserOrderReport, {}, { token: bob.token })).Data.Content)).toHaveLength(1);
    expect(await sheetOf((await call(t, api.getOrderReport, { Numbers: o.SerialNumber }, { token: otherStaff.token })).Data.Content)).toHaveLength(1);
    expect((await call(t, api.getOrderReport, { OrderStatus: 99 }, { token: staff.token })).Message).toBe('OrderStatus: is not an allowed value');
    expect((await call(t, api.getOrderReport, {}, { token: clerk.token })).status).toBe(403);
  });
});

describe('logistics invoice', () => {
  it('prints the commercial invoice of each order with its goods, values, parties and numbers', async () => {
    const o = await order();
    const res = await call(t, api.printLogisticsInvoice, { Ids: [o.Id] }, { token: staff.token });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    const pdf = pdfOf(res.Data.Content);
    expect(pageSizeMm(pdf)).toEqual([210, 297]);
    const text = textOf(pdf);
    for (const expected of ['COMMERCIAL INVOICE', `INV-${o.SerialNumber}`, 'Chan Tai Man', 'Running shoes', '40.00', 'Socks', '10.00', 'Declared value: 50.00', 'DDU']) expect(text).toContain(expected);
    expect(await barcodesOf(pdf)).toEqual([o.SerialNumber]);
    // An English caller reads English labels only.
    for (const chinese of ['商业发票', '商業發票', '发票号码', '申报价值', '数量']) expect(text).not.toContain(chinese);
    expect((await call(t, api.printLogisticsInvoice, { Ids: [o.Id] }, { token: otherStaff.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.printLogisticsInvoice, { Ids: [o.Id] }, { token: alice.token })).status).toBe(403);
    expect((await call(t, api.printLogisticsInvoice, {}, { token: staff.token })).Message).toBe('Ids: is required');
  });

  it('labels the invoice in English first, with the Chinese caller’s script beside or under each label', async () => {
    const o = await order();
    const textIn = async (language: '1' | '2') => {
      const res = await call(t, api.printLogisticsInvoice, { Ids: [o.Id] }, { token: staff.token, language });
      expect(res.Code, res.Message).toBe(0);
      const pdf = pdfOf(res.Data.Content);
      return textOf(pdf);
    };
    const simplified = await textIn('1');
    // English stays, first: customs read it.
    for (const english of ['COMMERCIAL INVOICE', 'Invoice number', 'Description of goods', 'Declared value', 'Terms of duty', 'Signature and date', 'Running shoes', 'DDU']) expect(simplified).toContain(english);
    for (const [english, chinese] of [
      ['COMMERCIAL INVOICE', '商业发票'],
      ['Invoice number', '发票号码'],
      ['Order number', '订单号'],
      ['EXPORTER / SENDER', '出口商 / 寄件人'],
      ['CONSIGNEE / RECIPIENT', '收货人 / 收件人'],
      ['Description of goods', '货物描述'],
      ['Quantity', '数量'],
      ['Unit value', '单价'],
      ['Total', '合计'],
      ['Declared value', '申报价值'],
      ['Terms of duty', '税费条款'],
      ['Gross weight', '毛重'],
      ['Signature and date', '签名及日期'],
    ] as const) {
      expect(simplified, chinese).toContain(chinese);
      expect(simplified.indexOf(english), `${english} before ${chinese}`).toBeLessThan(simplified.indexOf(chinese));
    }
    expect(simplified).toContain('Declared value 申报价值: 50.00');
    const traditional = await textIn('2');
    for (const chinese of ['商業發票', '發票號碼', '訂單號', '收貨人 / 收件人', '貨物描述', '數量', '單價', '合計', '申報價值', '稅費條款', '簽名及日期']) expect(traditional, chinese).toContain(chinese);
    for (const simplifiedOnly of ['商业发票', '发票号码', '货物描述', '申报价值']) expect(traditional).not.toContain(simplifiedOnly);
  });
});
