import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, parcels } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { forecast, ok, sign, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { forecastAnomalies } from './tables.ts';

let t: TestApp;
let w: StaffWorld;
let platform: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
  platform = await createUser(t, { site: null, grants: 'all' });
  ids.forecast = await forecast(t, w, 'LIST0001');
  ids.member = ok(await sign(t, w, { CourierNumber: 'LIST0002', MemberNumber: w.customerNumber, CourierCompany: 'YTO', Weight: '2' })).Id;
  ids.unknown = ok(await sign(t, w, { CourierNumber: 'LIST0003', CourierCompany: 'SF' })).Id;
  ok(await call(t, parcels.putPackageOnShelf, { CourierNumber: 'LIST0002', ShelfId: w.shelfIds[0]! }, { token: w.admin.token }));
  ok(await sign(t, w, { CourierNumber: 'THEIRS01', WarehouseId: w.otherWarehouseId }, w.other.token));
}, 240_000);
afterAll(() => t.close());

const list = (body: Record<string, unknown>, token = w.admin.token) => call(t, parcels.getPackages, body, { token });
const numbers = async (body: Record<string, unknown>, token?: string) => ok(await list(body, token)).Data.map((p) => p.CourierNumber);

describe('staff list', () => {
  it('lists the site’s parcels newest first, with every filter', async () => {
    expect(await numbers({})).toEqual(['LIST0003', 'LIST0002', 'LIST0001']);
    expect(await numbers({ PackageStatus: parcels.PackageStatus.NotReceived })).toEqual(['LIST0001']);
    expect(await numbers({ MemberNumber: w.customerNumber })).toEqual(['LIST0002', 'LIST0001']);
    expect(await numbers({ IsUnknown: true })).toEqual(['LIST0003']);
    expect(await numbers({ ShelfCode: 'a-01' })).toEqual(['LIST0002']);
    expect(await numbers({ CourierCompany: 'sf' })).toEqual(['LIST0003']);
    expect(await numbers({ CourierNumbers: 'list0001 LIST0003' })).toEqual(['LIST0003', 'LIST0001']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers({ SignedStartDate: today, SignedEndDate: today })).toEqual(['LIST0003', 'LIST0002']);
    expect(await numbers({ SignedEndDate: '2000-01-01' })).toEqual([]);
    const page = ok(await list({ rows: 10, index: 1, WarehouseId: w.warehouseId }));
    expect(page.Total).toBe(3);
  });

  it('platform staff see every site, or the one they name; other sites’ staff see none of these', async () => {
    expect(await numbers({ SiteId: w.site.id }, platform.token)).toEqual(['LIST0003', 'LIST0002', 'LIST0001']);
    expect(await numbers({}, platform.token)).toContain('THEIRS01');
    expect(await numbers({}, w.other.token)).toEqual(['THEIRS01']);
    expect((await list({}, w.clerk.token)).status).toBe(403);
    expect((await list({}, w.customer.token)).status).toBe(403);
    expect((await list({ PackageStatus: 9 })).Code).toBe(ErrorCode.InvalidInput);
  });

  it('counts the parcels in each state', async () => {
    const counts = ok(await call(t, parcels.getPackageStateCounts, {}, { token: w.admin.token }));
    expect(counts).toEqual([
      { PackageStatus: 1, Count: 1 },
      { PackageStatus: 2, Count: 1 },
      { PackageStatus: 3, Count: 1 },
      { PackageStatus: 4, Count: 0 },
      { PackageStatus: 5, Count: 0 },
      { PackageStatus: 6, Count: 0 },
    ]);
  });
});

describe('export', () => {
  it('answers the filtered rows as an .xlsx, headers in the caller’s language and decimals as numbers', async () => {
    const file = ok(await call(t, parcels.exportPackages, { PackageStatus: parcels.PackageStatus.Shippable }, { token: w.admin.token, language: '1' }));
    expect(file.FileName).toMatch(/^包裹-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.Content, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['快递单号', '快递公司', '状态']);
    const weightColumn = header.indexOf('重量 (kg)') + 1;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('LIST0002');
    expect(row.getCell(3).value).toBe('可发货');
    expect(row.getCell(weightColumn).value).toBe(2);
    expect(row.getCell(weightColumn).numFmt).toBe('0.000');
    const english = ok(await call(t, parcels.exportPackages, {}, { token: w.admin.token, language: '3' }));
    await book.xlsx.load(Buffer.from(english.Content, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets.at(-1)!.getRow(1).getCell(1).value).toBe('Courier number');
  });
});

describe('detail and edit', () => {
  it('shows the history with the staff names', async () => {
    const detail = ok(await call(t, parcels.getPackageById, { Id: ids.member! }, { token: w.admin.token }));
    expect(detail.History.map((h) => [h.Action, h.ActorName])).toEqual([
      ['Sign', w.admin.userName],
      ['PutOnShelf', w.admin.userName],
    ]);
    expect((await call(t, parcels.getPackageById, { Id: ids.member! }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
  });

  it('tells the customer "you" for their own steps and "warehouse" for staff’s, never a staff member’s name', async () => {
    const id = ok(await call(t, parcels.addUserPackage, { CourierNumber: 'WORDS001', WarehouseId: w.warehouseId, ProductName: 'Shoes' }, { token: w.customer.token }));
    ok(await sign(t, w, { CourierNumber: 'WORDS001' }));
    const theirs = ok(await call(t, parcels.getUserPackageById, { Id: id }, { token: w.customer.token }));
    expect(theirs.History.map((h) => [h.Action, h.ActorKind, h.ActorName])).toEqual([
      ['Forecast', 'You', ''],
      ['Sign', 'Warehouse', ''],
    ]);
    const staff = ok(await call(t, parcels.getPackageById, { Id: id }, { token: w.admin.token }));
    expect(staff.History.map((h) => [h.Action, h.ActorKind, h.ActorName])).toEqual([
      ['Forecast', 'Customer', w.customer.userName],
      ['Sign', 'You', w.admin.userName],
    ]);
  });

  it('recomputes volume and billing weight and records what changed', async () => {
    ok(await call(t, parcels.editPackage, { Id: ids.member!, ProductName: 'Boots', Weight: '2', Length: '100', Width: '50', Height: '20', Pictures: [w.photo] }, { token: w.admin.token }));
    const detail = ok(await call(t, parcels.getPackageById, { Id: ids.member! }, { token: w.admin.token }));
    expect(detail).toMatchObject({ ProductName: 'Boots', Weight: '2', VolumeWeight: '20', BillingWeight: '20' });
    expect(detail.Pictures).toHaveLength(1);
    const [edit] = await t.db
      .select()
      .from(recordHistories)
      .where(and(eq(recordHistories.recordId, ids.member!), eq(recordHistories.action, 'Edit')));
    expect(edit!.details).toMatchObject({ ProductName: { Before: '', After: 'Boots' }, Length: { Before: null, After: '100' }, BillingWeight: { Before: '2.000', After: '20.000' } });
    expect(edit!.details).not.toHaveProperty('Weight');
  });

  it('refuses editing a forecast, another site’s parcel and customers', async () => {
    const res = await call(t, parcels.editPackage, { Id: ids.forecast!, Weight: '1' }, { token: w.admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the parcel is not received; it cannot be edited now']);
    expect((await call(t, parcels.editPackage, { Id: ids.member!, Weight: '1' }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, parcels.editPackage, { Id: ids.member!, Weight: '1' }, { token: w.customer.token })).status).toBe(403);
  });
});

describe('forecast anomalies', () => {
  it('lists and resolves them within the site', async () => {
    const [anomaly] = await t.db.insert(forecastAnomalies).values({ siteId: w.site.id, ownerId: w.customer.id, packageId: ids.unknown!, courierNumber: 'LIST0003', productName: 'Hat' }).returning();
    const page = ok(await call(t, parcels.getForecastAnomalies, { IsResolved: false }, { token: w.admin.token }));
    expect(page.Data).toEqual([expect.objectContaining({ Id: anomaly!.id, CourierNumber: 'LIST0003', UserId: w.customer.id, MemberNumber: w.customerNumber, OwnerName: '', PackageStatus: 2, IsResolved: false })]);
    expect(ok(await call(t, parcels.getForecastAnomalies, {}, { token: w.other.token })).Total).toBe(0);
    expect((await call(t, parcels.resolveForecastAnomaly, { Id: anomaly!.id }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    ok(await call(t, parcels.resolveForecastAnomaly, { Id: anomaly!.id, Remarks: 'Called the customer' }, { token: w.admin.token }));
    expect(ok(await call(t, parcels.getForecastAnomalies, { IsResolved: false }, { token: w.admin.token })).Total).toBe(0);
    expect((await call(t, parcels.resolveForecastAnomaly, { Id: anomaly!.id }, { token: w.customer.token })).status).toBe(403);
  });
});
