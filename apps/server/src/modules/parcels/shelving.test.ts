import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, parcels } from '@lbo/contracts';
import { call, createTestApp, describeOnPostgres, type TestApp } from '../../../test/helpers.ts';
import { forecast, ok, sign, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { shelves } from '../shelves/tables.ts';
import { packages } from './tables.ts';

let t: TestApp;
let w: StaffWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
}, 240_000);
afterAll(() => t.close());

const put = (CourierNumber: string, ShelfId: number, token = w.admin.token) => call(t, parcels.putPackageOnShelf, { CourierNumber, ShelfId }, { token });
const goodsOn = async (id: number) => (await t.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, id)))[0]!.n;
const historyOf = async (id: number) =>
  (await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, id))).orderBy(recordHistories.id)).map((h) => h.action);

describe('put on shelf', () => {
  it('shelves a signed parcel, moves it to another shelf keeping both counts and naming the one it left, and a repeated scan writes nothing', async () => {
    const [a, b] = w.shelfIds as [number, number];
    const signed = ok(await sign(t, w, { CourierNumber: 'SH0001', MemberNumber: w.customerNumber }));
    const first = ok(await put('sh0001', a));
    expect(first).toMatchObject({ AlreadyThere: false, FromShelfCode: '', ShelfGoodsQuantity: 1, Package: { PackageStatus: parcels.PackageStatus.Shippable, ShelfId: a, ShelfCode: 'A-01-01', DaysOnShelf: 0 } });
    const shelvedAt = first.Package.ShelvedTime;
    expect(shelvedAt).not.toBeNull();

    const again = ok(await put('SH0001', a));
    expect(again).toMatchObject({ AlreadyThere: true, FromShelfCode: '', ShelfGoodsQuantity: 1 });
    expect(await goodsOn(a)).toBe(1);

    const moved = ok(await put('SH0001', b));
    expect(moved).toMatchObject({ AlreadyThere: false, FromShelfCode: 'A-01-01', ShelfGoodsQuantity: 1, Package: { ShelfId: b, ShelfCode: 'A-01-02' } });
    // Days on shelf still count from the first shelving.
    expect(moved.Package.ShelvedTime).toBe(shelvedAt);
    expect([await goodsOn(a), await goodsOn(b)]).toEqual([0, 1]);
    expect(await historyOf(signed.Id)).toEqual(['Sign', 'PutOnShelf', 'MoveShelf']);
  });

  it('shelves unknown parcels too', async () => {
    ok(await sign(t, w, { CourierNumber: 'SH0002' }));
    expect(ok(await put('SH0002', w.shelfIds[2]!)).Package).toMatchObject({ UserId: null, PackageStatus: parcels.PackageStatus.Shippable });
  });

  it('refuses a forecast not yet received, a shelf of another warehouse or deactivated, an unknown number', async () => {
    await forecast(t, w, 'SH0003');
    const notReceived = await put('SH0003', w.shelfIds[0]!);
    expect([notReceived.Code, notReceived.Message]).toEqual([ErrorCode.BusinessRule, 'CourierNumber: the parcel is not received; it cannot be put on a shelf now']);
    ok(await sign(t, w, { CourierNumber: 'SH0004' }));
    const elsewhere = await put('SH0004', w.secondShelfId);
    expect([elsewhere.Code, elsewhere.Message]).toEqual([ErrorCode.InvalidInput, 'ShelfId: the shelf must be an active shelf of the parcel’s warehouse']);
    await t.db.update(shelves).set({ isDeactivate: true }).where(eq(shelves.id, w.shelfIds[2]!));
    expect((await put('SH0004', w.shelfIds[2]!)).Code).toBe(ErrorCode.InvalidInput);
    await t.db.update(shelves).set({ isDeactivate: false }).where(eq(shelves.id, w.shelfIds[2]!));
    const unknownNumber = await put('NOSUCH01', w.shelfIds[0]!);
    expect([unknownNumber.Code, unknownNumber.Message]).toEqual([ErrorCode.InvalidInput, 'CourierNumber: no parcel of this site has number NOSUCH01']);
    const [row] = await t.db.select().from(packages).where(eq(packages.courierNumber, 'SH0004'));
    expect(row!.status).toBe(parcels.PackageStatus.ToBeCompleted);
  });

  it('refuses another site’s staff, staff without the grant and customers', async () => {
    ok(await sign(t, w, { CourierNumber: 'SH0005' }));
    expect((await put('SH0005', w.shelfIds[0]!, w.other.token)).Code).toBe(ErrorCode.NotFound);
    expect((await put('SH0005', w.shelfIds[0]!, w.clerk.token)).status).toBe(403);
    expect((await put('SH0005', w.shelfIds[0]!, w.customer.token)).status).toBe(403);
  });
});

describeOnPostgres('simultaneous shelving', () => {
  it('ten scans of one parcel onto one shelf at once count it once', async () => {
    ok(await sign(t, w, { CourierNumber: 'SHRACE01' }));
    const before = await goodsOn(w.shelfIds[1]!);
    const answers = await Promise.all(Array.from({ length: 10 }, () => put('SHRACE01', w.shelfIds[1]!)));
    expect(answers.every((a) => a.Code === 0)).toBe(true);
    expect(answers.filter((a) => !a.Data.AlreadyThere)).toHaveLength(1);
    expect(await goodsOn(w.shelfIds[1]!)).toBe(before + 1);
  });
});
