import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ErrorCode, parcels as api, warehouse as warehouseApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { forecastAnomalies, packages } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let warehouseId: number;
let secondWarehouseId: number;
let otherSiteWarehouseId: number;

const { PackageStatus } = api;

const warehouse = async (user: TestUser, Name: string) => (await call(t, warehouseApi.addWarehouse, { Name, PersonInCharge: 'Wu' }, { token: user.token })).Data.Id;

const forecast = (user: TestUser, body: Record<string, unknown>) => call(t, api.addUserPackage, { WarehouseId: warehouseId, ProductName: 'Shoes', ...body }, { token: user.token });

const forecastOk = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await forecast(user, body);
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data;
};

const packageRow = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0];

/** A parcel the warehouse signed for (staff's calls are another area's): the customer's, or unknown when `ownerId` is null. */
const signedParcel = async (courierNumber: string, ownerId: number | null, status: api.PackageStatus = PackageStatus.ToBeCompleted) => {
  const [row] = await t.db
    .insert(packages)
    .values({ siteId: site.id, ownerId, warehouseId, courierNumber, status, weight: '1.250', signedAt: new Date() })
    .returning({ id: packages.id });
  return row!.id;
};

/** POST an Excel file the way the import page does: the warehouse as a form field, the file as FileStream. */
async function upload(user: TestUser, bytes: Buffer, fields: Record<string, string> = { WarehouseId: String(warehouseId) }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('FileStream', new Blob([new Uint8Array(bytes)]), 'forecasts.xlsx');
  const res = await t.app.inject({ method: 'POST', url: api.upLoadUserPackages.path, payload: form, headers: { AcceptLanguage: '3', authorization: `Bearer ${user.token}` } });
  return res.json() as { Code: number; Message: string; Data: { Count: number } | null };
}

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Forecasts');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  stranger = await createUser(t, { site: otherSite, type: 'user', grants: 'all' });
  warehouseId = await warehouse(admin, 'Shenzhen');
  secondWarehouseId = await warehouse(admin, 'Guangzhou');
  otherSiteWarehouseId = await warehouse(await createUser(t, { site: otherSite, grants: 'all' }), 'Elsewhere');
});
afterAll(() => t.close());

describe('forecasting a parcel', () => {
  it('creates a parcel not yet received, complete, listed first, with its Forecast in the history and counted by state', async () => {
    const id = await forecastOk(alice, { CourierNumber: 'sf1001', CourierCompany: 'SF', Price: '12.50', Quantity: 2 });
    const list = await call(t, api.getUserPackages, {}, { token: alice.token });
    expect(list.Data.Data[0]).toMatchObject({
      Id: id,
      CourierNumber: 'SF1001',
      WarehouseName: 'Shenzhen',
      ProductName: 'Shoes',
      Quantity: 2,
      Price: '12.50',
      PackageStatus: PackageStatus.NotReceived,
      IsCompleted: true,
      UserId: alice.id,
      Actions: ['EditForecast', 'DeleteForecast'],
    });
    const detail = await call(t, api.getUserPackageById, { Id: id }, { token: alice.token });
    expect(detail.Data.History).toEqual([expect.objectContaining({ Action: 'Forecast', FromState: null, ToState: PackageStatus.NotReceived })]);
    const counts = await call(t, api.getUserPackageStateCounts, {}, { token: alice.token });
    expect(counts.Data.find((c) => c.PackageStatus === PackageStatus.NotReceived)?.Count).toBeGreaterThanOrEqual(1);
    expect(counts.Data.map((c) => c.PackageStatus)).toEqual(api.PACKAGE_STATUSES);
  });

  it('names the field and the rule of bad input, and takes only a warehouse of the customer’s site', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ CourierNumber: '' }, 'CourierNumber: cannot be empty'],
      [{ CourierNumber: 'SF 中文' }, 'CourierNumber: a tracking number cannot contain Chinese text'],
      [{ CourierNumber: 'SF2001', Price: '1.234' }, 'Price: too many decimal places'],
      [{ CourierNumber: 'SF2001', ProductName: '' }, 'ProductName: cannot be empty'],
      [{ CourierNumber: 'SF2001', WarehouseId: otherSiteWarehouseId }, 'WarehouseId: the warehouse does not exist, is disabled or is not available to you'],
    ];
    for (const [body, message] of cases) {
      const res = await forecast(alice, body);
      expect([res.Code, res.Message], message).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'SF2001'))).toBe(0);
  });

  it('refuses a number the customer already forecast, however it is typed', async () => {
    await forecastOk(alice, { CourierNumber: 'YT3001' });
    const again = await forecast(alice, { CourierNumber: 'yt3001' });
    expect([again.Code, again.Message]).toEqual([ErrorCode.InvalidInput, 'CourierNumber: number YT3001 has already been forecast']);
  });

  it('records a forecast anomaly when another account’s or an unknown parcel holds the number, and still refuses the forecast', async () => {
    const alices = await forecastOk(alice, { CourierNumber: 'ZT4001' });
    const refused = await forecast(bob, { CourierNumber: 'ZT4001', ProductName: 'Lamp' });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'CourierNumber: forecast anomaly: number ZT4001 belongs to another account’s parcel; the warehouse has been told to check']);
    const unknown = await signedParcel('ZT4002', null);
    expect((await forecast(bob, { CourierNumber: 'ZT4002' })).Code).toBe(ErrorCode.BusinessRule);
    // Trying again adds no second anomaly for the same parcel.
    await forecast(bob, { CourierNumber: 'ZT4001' });
    const anomalies = await t.db.select().from(forecastAnomalies).where(eq(forecastAnomalies.ownerId, bob.id));
    expect(anomalies.map((a) => [a.packageId, a.courierNumber, a.productName, a.siteId])).toEqual([
      [alices, 'ZT4001', 'Lamp', site.id],
      [unknown, 'ZT4002', 'Shoes', site.id],
    ]);
    expect(await t.db.$count(packages, eq(packages.ownerId, bob.id))).toBe(0);
    expect((await packageRow(alices))?.ownerId).toBe(alice.id);
  });

  it('keeps each customer to their own parcels: another customer or site cannot see, edit or delete them', async () => {
    const id = await forecastOk(alice, { CourierNumber: 'JD5001' });
    for (const user of [bob, stranger]) {
      expect((await call(t, api.getUserPackageById, { Id: id }, { token: user.token })).Code).toBe(ErrorCode.NotFound);
      expect((await call(t, api.editUserPackage, { Id: id, CourierNumber: 'JD5001', WarehouseId: warehouseId, ProductName: 'Mine' }, { token: user.token })).Code).toBe(ErrorCode.NotFound);
      expect((await call(t, api.deleteUserPackage, { Id: id }, { token: user.token })).Code).toBe(ErrorCode.NotFound);
      const list = await call(t, api.getUserPackages, { CourierNumbers: 'JD5001' }, { token: user.token });
      expect(list.Data).toEqual({ Data: [], Total: 0 });
    }
    expect(await packageRow(id)).toMatchObject({ productName: 'Shoes', ownerId: alice.id });
    // Another site is another warehouse: the same number is free there.
    expect((await call(t, api.addUserPackage, { CourierNumber: 'JD5001', WarehouseId: otherSiteWarehouseId, ProductName: 'Tea' }, { token: stranger.token })).Code).toBe(0);
  });

  it('is refused to staff tokens and to customers without the permission', async () => {
    const staff = await call(t, api.addUserPackage, { CourierNumber: 'ST6001', WarehouseId: warehouseId, ProductName: 'x' }, { token: admin.token });
    expect([staff.status, staff.Message]).toEqual([403, 'This kind of account cannot use this function']);
    const noGrant = await createUser(t, { site, type: 'user', grants: [] });
    for (const c of [api.addUserPackage, api.getUserPackages, api.deleteUserPackage, api.batchAddUserPackages]) {
      expect((await call(t, c, { Id: 1, CourierNumber: 'ST6001', WarehouseId: warehouseId, ProductName: 'x', CourierNumbers: 'A', ProductNames: 'x' }, { token: noGrant.token })).status, c.path).toBe(403);
    }
  });
});

describe('the list', () => {
  it('filters by state, warehouse, completion and a batch of numbers, newest first, a page at a time', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all' });
    const first = await forecastOk(carol, { CourierNumber: 'LS7001' });
    const second = await forecastOk(carol, { CourierNumber: 'LS7002', WarehouseId: secondWarehouseId });
    const third = await forecastOk(carol, { CourierNumber: 'LS7003' });
    await t.db.update(packages).set({ status: PackageStatus.Shippable, isCompleted: false }).where(eq(packages.id, third));
    const list = (body: Record<string, unknown>) => call(t, api.getUserPackages, body, { token: carol.token }).then((r) => r.Data.Data.map((p) => p.Id));
    expect(await list({})).toEqual([third, second, first]);
    expect(await list({ CourierNumbers: 'ls7001 LS7003,nothing' })).toEqual([third, first]);
    expect(await list({ PackageStatus: PackageStatus.NotReceived })).toEqual([second, first]);
    expect(await list({ WarehouseId: secondWarehouseId })).toEqual([second]);
    expect(await list({ IsCompleted: false })).toEqual([third]);
    const page = await call(t, api.getUserPackages, { rows: 10, index: 2 }, { token: carol.token });
    expect(page.Data).toEqual({ Data: [], Total: 3 });
    const counts = await call(t, api.getUserPackageStateCounts, {}, { token: carol.token });
    expect(counts.Data).toEqual([
      { PackageStatus: PackageStatus.NotReceived, Count: 2 },
      { PackageStatus: PackageStatus.ToBeCompleted, Count: 0 },
      { PackageStatus: PackageStatus.Shippable, Count: 1 },
      { PackageStatus: PackageStatus.Outbound, Count: 0 },
      { PackageStatus: PackageStatus.SignedFor, Count: 0 },
      { PackageStatus: PackageStatus.InTransit, Count: 0 },
    ]);
    const bad = await call(t, api.getUserPackages, { PackageStatus: 9 }, { token: carol.token });
    expect([bad.Code, bad.Message]).toEqual([ErrorCode.InvalidInput, 'PackageStatus: is not an allowed value']);
  });
});

describe('a batch forecast', () => {
  const batch = (body: Record<string, unknown>) => call(t, api.batchAddUserPackages, { WarehouseId: warehouseId, ...body }, { token: alice.token });

  it('forecasts one parcel a line, empty lines dropped, prices optional', async () => {
    const res = await batch({ CourierNumbers: 'BT8001\n\n  bt8002  \r\nBT8003\n', ProductNames: 'Cup\nPlate\n\nBowl', Prices: '', CourierCompany: 'YTO' });
    expect([res.Code, res.Data]).toEqual([0, { Count: 3 }]);
    const rows = await t.db.select().from(packages).where(and(eq(packages.ownerId, alice.id), eq(packages.courierCompany, 'YTO')));
    expect(rows.map((r) => [r.courierNumber, r.productName, r.price, r.isCompleted]).sort()).toEqual([
      ['BT8001', 'Cup', null, true],
      ['BT8002', 'Plate', null, true],
      ['BT8003', 'Bowl', null, true],
    ]);
  });

  it('answers a message for each count that does not match the courier numbers', async () => {
    const res = await batch({ CourierNumbers: 'BT8101\nBT8102\nBT8103', ProductNames: 'Cup\nPlate', Prices: '1\n2', PurchasePrices: '1\n2\n3' });
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message).toBe('ProductNames: 2 lines, but there are 3 courier numbers; Prices: 2 lines, but there are 3 courier numbers');
    expect((res.Data as unknown as { Errors: { Field: string }[] }).Errors.map((e) => e.Field)).toEqual(['ProductNames', 'Prices']);
  });

  it('names each bad line and each number given twice, and forecasts nothing', async () => {
    const res = await batch({ CourierNumbers: 'BT8201\nBT 8202\nbt8201', ProductNames: 'a\nb\nc', Prices: '1\n2.345\n3' });
    expect(res.Message).toBe(
      "CourierNumbers: line 2 “BT 8202”: no spaces or special characters ~!@#$%^&*<>|'; Prices: line 2 “2.345”: too many decimal places; CourierNumbers: number BT8201 appears more than once",
    );
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'BT8201'))).toBe(0);
  });

  it('is all or nothing when one number is held by another account', async () => {
    await forecastOk(bob, { CourierNumber: 'BT8301' });
    const res = await batch({ CourierNumbers: 'BT8300\nBT8301', ProductNames: 'a\nb' });
    expect(res.Code).toBe(ErrorCode.BusinessRule);
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'BT8300'))).toBe(0);
    expect(await t.db.$count(forecastAnomalies, and(eq(forecastAnomalies.ownerId, alice.id), eq(forecastAnomalies.courierNumber, 'BT8301')))).toBe(1);
  });

  it('takes at most 200 lines', async () => {
    const numbers = Array.from({ length: 201 }, (_, i) => `MX${i}`);
    const res = await batch({ CourierNumbers: numbers.join('\n'), ProductNames: numbers.map(() => 'x').join('\n') });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'CourierNumbers: at most 200 parcels per batch (201 given)']);
  });
});

describe('editing and deleting', () => {
  it('changes a whole forecast before arrival, with the changes in the history', async () => {
    const id = await forecastOk(alice, { CourierNumber: 'ED9001' });
    const res = await call(t, api.editUserPackage, { Id: id, CourierNumber: 'ED9002', WarehouseId: secondWarehouseId, ProductName: 'Boots', Price: '20' }, { token: alice.token });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect(await packageRow(id)).toMatchObject({ courierNumber: 'ED9002', warehouseId: secondWarehouseId, productName: 'Boots', price: '20.00' });
    const history = (await call(t, api.getUserPackageById, { Id: id }, { token: alice.token })).Data.History;
    expect(history.map((h) => h.Action)).toEqual(['Forecast', 'EditForecast']);
    expect(history[1]?.Details).toMatchObject({ CourierNumber: 'ED9002', WarehouseId: secondWarehouseId, ProductName: 'Boots', Price: '20' });
  });

  it('after arrival completes the declaration only: the number and the warehouse are refused on their field', async () => {
    const id = await signedParcel('ED9101', alice.id);
    const body = { Id: id, CourierNumber: 'ED9101', WarehouseId: warehouseId, ProductName: 'Gloves', Quantity: 3 };
    const moved = await call(t, api.editUserPackage, { ...body, WarehouseId: secondWarehouseId }, { token: alice.token });
    expect([moved.Code, moved.Message]).toEqual([ErrorCode.InvalidInput, 'WarehouseId: cannot be changed once the parcel has arrived']);
    const renumbered = await call(t, api.editUserPackage, { ...body, CourierNumber: 'ED9102' }, { token: alice.token });
    expect(renumbered.Message).toBe('CourierNumber: cannot be changed once the parcel has arrived');
    expect((await call(t, api.editUserPackage, body, { token: alice.token })).Code).toBe(0);
    expect(await packageRow(id)).toMatchObject({ productName: 'Gloves', quantity: 3, isCompleted: true, status: PackageStatus.ToBeCompleted });
    const detail = await call(t, api.getUserPackageById, { Id: id }, { token: alice.token });
    expect(detail.Data.Actions).toEqual(['CompleteDetails']);
    expect(detail.Data.History.map((h) => h.Action)).toEqual(['CompleteDetails']);
  });

  it('refuses edits and deletes the state does not allow', async () => {
    const gone = await signedParcel('ED9201', alice.id, PackageStatus.Outbound);
    const edit = await call(t, api.editUserPackage, { Id: gone, CourierNumber: 'ED9201', WarehouseId: warehouseId, ProductName: 'x' }, { token: alice.token });
    expect([edit.Code, edit.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the parcel is outbound; it cannot be completed now']);
    const arrived = await signedParcel('ED9202', alice.id);
    const del = await call(t, api.deleteUserPackage, { Id: arrived }, { token: alice.token });
    expect([del.Code, del.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the parcel is to be completed; it cannot be deleted now']);
    expect(await packageRow(arrived)).toBeDefined();
  });

  it('deletes a forecast not yet received and keeps its history, ending in the delete', async () => {
    const id = await forecastOk(alice, { CourierNumber: 'ED9301' });
    expect((await call(t, api.deleteUserPackage, { Id: id }, { token: alice.token })).Code).toBe(0);
    expect(await packageRow(id)).toBeUndefined();
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, id)));
    expect(history.map((h) => [h.action, h.fromState, h.toState, h.ownerId, h.actorId])).toEqual([
      ['Forecast', null, PackageStatus.NotReceived, alice.id, alice.id],
      ['DeleteForecast', PackageStatus.NotReceived, null, alice.id, alice.id],
    ]);
    // The number is free again.
    await forecastOk(alice, { CourierNumber: 'ED9301' });
  });
});

describe('an Excel import', () => {
  it('forecasts every row of a file whose header is in any of the three languages', async () => {
    const file = await workbook([
      ['快递单号', 'Product name', '單價', '数量', 'Remarks'],
      ['XL1001', 'Kettle', 35.5, 2, 'fragile'],
      [null, null, null, null, null],
      ['xl1002', null, null, null, null],
    ]);
    const res = await upload(alice, file);
    expect([res.Code, res.Data]).toEqual([0, { Count: 2 }]);
    const rows = await t.db.select().from(packages).where(and(eq(packages.ownerId, alice.id), eq(packages.warehouseId, warehouseId)));
    expect(rows.find((r) => r.courierNumber === 'XL1001')).toMatchObject({ productName: 'Kettle', price: '35.50', quantity: 2, remarks: 'fragile', isCompleted: true });
    expect(rows.find((r) => r.courierNumber === 'XL1002')).toMatchObject({ productName: '', quantity: 1, isCompleted: false, status: PackageStatus.NotReceived });
  });

  it('names each bad row and column, and imports nothing', async () => {
    const file = await workbook([
      ['Courier number', 'Unit price', 'Quantity'],
      ['XL2001', '3', 1],
      ['XL2002', '1.999', 1],
      ['XL 2003', '1', 'many'],
      ['xl2001', '1', 1],
    ]);
    const res = await upload(alice, file);
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message).toBe(
      "row 3, Unit price: too many decimal places; row 4, Courier number: no spaces or special characters ~!@#$%^&*<>|'; row 4, Quantity: must be a valid number; row 5, Courier number: number XL2001 appears more than once",
    );
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'XL2001'))).toBe(0);
  });

  it('offers an empty template whose header the import reads, in the caller’s language', async () => {
    const template = await call(t, api.getForecastImportTemplate, {}, { token: alice.token, language: '2' });
    expect(template.Data.FileName).toBe('包裹預報範本.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.Data.Content, 'base64') as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('快遞單號');
    sheet.getRow(2).getCell(1).value = 'XL4001';
    const res = await upload(alice, Buffer.from(await book.xlsx.writeBuffer()));
    expect([res.Code, res.Data]).toEqual([0, { Count: 1 }]);
  });

  it('takes only .xlsx files with a courier number column, into a warehouse of the customer', async () => {
    const csv = await upload(alice, Buffer.from('Courier number\nXL3001\n'));
    expect([csv.Code, csv.Message]).toEqual([ErrorCode.InvalidInput, 'FileStream: only Excel files (.xlsx) are accepted']);
    const headless = await upload(alice, await workbook([['XL3001', 'Kettle']]));
    expect(headless.Message).toBe('FileStream: the first row must name the columns; missing: Courier number');
    const elsewhere = await upload(alice, await workbook([['Courier number'], ['XL3001']]), { WarehouseId: String(otherSiteWarehouseId) });
    expect(elsewhere.Message).toBe('WarehouseId: the warehouse does not exist, is disabled or is not available to you');
  });

  it('refuses a file of more rows than an import takes, and imports nothing of it', async () => {
    const rows = Array.from({ length: api.FORECAST_IMPORT_MAX_ROWS + 1 }, (_, i) => [`XL5${String(i).padStart(4, '0')}`]);
    const res = await upload(alice, await workbook([['Courier number'], ...rows]));
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, `FileStream: the file has more than ${api.FORECAST_IMPORT_MAX_ROWS} rows; import it in parts`]);
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'XL50000'))).toBe(0);
  });
});
