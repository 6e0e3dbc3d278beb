import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, formatMessage, parcels, userMessages as messagesApi } from '@lbo/contracts';
import { call, createTestApp, describeOnPostgres, type TestApp } from '../../../test/helpers.ts';
import { forecast, ok, sign, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { sites } from '../sites/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { courierNumberHash } from './packageRows.ts';
import { billingWeightOf, maskedNumber, volumeWeightOf } from './signing.service.ts';
import { packages, unknownPackageBoard } from './tables.ts';

let t: TestApp;
let w: StaffWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
}, 240_000);
afterAll(() => t.close());

const signHistory = async (id: number) =>
  t.db
    .select()
    .from(recordHistories)
    .where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, id), eq(recordHistories.action, 'Sign')));

describe('billing weight', () => {
  it('is the larger of the weight and L × W × H ÷ the volume ratio, to 3 decimals', () => {
    expect(volumeWeightOf('50', '40', '30', '5000')).toBe('12.000');
    expect(volumeWeightOf('10.5', '10.5', '10.5', '6000')).toBe('0.193');
    expect(volumeWeightOf('10', undefined, '10', '6000')).toBeNull();
    expect(billingWeightOf('2.5', '12.000')).toBe('12.000');
    expect(billingWeightOf('20.25', '12.000')).toBe('20.250');
    expect(billingWeightOf('0.1', null)).toBe('0.100');
  });

  it('is what a signed parcel carries', async () => {
    const row = ok(await sign(t, w, { CourierNumber: 'vw0001', Weight: '2.5', Length: '50', Width: '40', Height: '30', MemberNumber: w.customerNumber }));
    expect(row).toMatchObject({ CourierNumber: 'VW0001', Weight: '2.5', Length: '50', VolumeWeight: '12', BillingWeight: '12', PackageStatus: parcels.PackageStatus.ToBeCompleted, UserId: w.customer.id });
  });
});

describe('signing info', () => {
  it('tells a forecast, a repeat arrival and an unknown number apart', async () => {
    await forecast(t, w, 'INFO0001');
    const info = ok(await call(t, parcels.getSigningInfo, { CourierNumber: 'info0001', WarehouseId: w.warehouseId }, { token: w.admin.token }));
    expect(info).toMatchObject({ Found: 'Forecast', UserId: w.customer.id, MemberNumber: w.customerNumber, VolumeRatio: '5000', PhotosRequired: false });
    ok(await sign(t, w, { CourierNumber: 'INFO0001' }));
    const again = ok(await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0001', WarehouseId: w.warehouseId }, { token: w.admin.token }));
    expect(again.Found).toBe('Received');
    expect(again.Package?.SignedTime).not.toBeNull();
    const none = ok(await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0002', WarehouseId: w.warehouseId, MemberNumber: w.customerNumber }, { token: w.admin.token }));
    expect(none).toMatchObject({ Found: 'None', Package: null, UserId: w.customer.id });
  });

  it('refuses an unknown member number, another site’s warehouse, staff without the grant and customers', async () => {
    const bad = await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0003', WarehouseId: w.warehouseId, MemberNumber: 'NOBODY' }, { token: w.admin.token });
    expect([bad.Code, bad.Message]).toEqual([ErrorCode.InvalidInput, 'MemberNumber: no customer has member number NOBODY']);
    const theirs = await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0003', WarehouseId: w.otherWarehouseId }, { token: w.admin.token });
    expect(theirs.Code).toBe(ErrorCode.InvalidInput);
    expect((await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0003', WarehouseId: w.warehouseId }, { token: w.clerk.token })).status).toBe(403);
    expect((await call(t, parcels.getSigningInfo, { CourierNumber: 'INFO0003', WarehouseId: w.warehouseId }, { token: w.customer.token })).status).toBe(403);
  });
});

describe('signing', () => {
  it('signs a forecast: its customer gets an unread message, the history a Sign row with the measurements', async () => {
    const id = await forecast(t, w, 'FC0001');
    const row = ok(await sign(t, w, { CourierNumber: 'fc0001', Weight: '3.25', Pictures: [w.photo] }));
    expect(row).toMatchObject({ Id: id, PackageStatus: parcels.PackageStatus.ToBeCompleted, Weight: '3.25', BillingWeight: '3.25', UserId: w.customer.id, Actions: ['PutOnShelf', 'CompleteDetails', 'Edit', 'Assign'] });
    // The answer names the customer and the warehouse, as the parcel's detail does.
    expect(row).toMatchObject({ UserName: w.customer.userName, MemberNumber: w.customerNumber, WarehouseName: 'Main', ShelfCode: '', ProductName: 'Shoes' });
    const [history] = await signHistory(id);
    expect(history).toMatchObject({ fromState: parcels.PackageStatus.NotReceived, toState: parcels.PackageStatus.ToBeCompleted, actorId: w.admin.id, ownerId: w.customer.id, details: { Weight: '3.25', Pictures: 1 } });
    const messages = await t.db.select().from(userMessages).where(eq(userMessages.ownerId, w.customer.id));
    expect(messages.some((m) => m.infoType === 'PackageArrived' && m.message.includes('FC0001') && !m.isRead)).toBe(true);
  });

  it('tells the customer in the language they read their messages in, not the signer’s, live and in the list', async () => {
    await forecast(t, w, 'LANG0001');
    const push = vi.spyOn(t.services.hub, 'pushToUser');
    ok(await call(t, parcels.signPackage, { WarehouseId: w.warehouseId, Weight: '2', CourierNumber: 'LANG0001' }, { token: w.admin.token, language: '1' }));
    // The live push carries the notice's keys, which the customer's browser reads in its own language.
    const [[to, info]] = push.mock.calls as [[number, messagesApi.PushInformation]];
    push.mockRestore();
    expect(to).toBe(w.customer.id);
    expect(formatMessage(info.Texts!.message, 'en', info.Texts!.params)).toBe('Your parcel LANG0001 was signed for at Main, weight 2 kg');
    const read = async (language: '1' | '2' | '3') => {
      const page = ok(await call(t, messagesApi.getUserMessages, { rows: 10, descendingOrder: true }, { token: w.customer.token, language }));
      return page.Data.find((m) => m.Message.includes('LANG0001'));
    };
    expect(await read('3')).toMatchObject({ Title: 'Parcel arrived', Message: 'Your parcel LANG0001 was signed for at Main, weight 2 kg' });
    expect(await read('2')).toMatchObject({ Title: '包裹已到庫', Message: '您的包裹 LANG0001 已於 Main 簽收，重量 2 kg' });
    const unread = ok(await call(t, messagesApi.getUserMessages, { rows: 10, IsRead: false }, { token: w.customer.token, language: '3' }));
    expect(unread.Data.find((m) => m.Message.includes('LANG0001'))?.Title).toBe('Parcel arrived');
  });

  it('answers RepeatArrival with the signing time for a second scan and writes nothing', async () => {
    ok(await sign(t, w, { CourierNumber: 'REP0001' }));
    const [first] = await t.db.select().from(packages).where(eq(packages.courierNumber, 'REP0001'));
    const res = await sign(t, w, { CourierNumber: 'REP0001', Weight: '9' });
    expect(res.Code).toBe(ErrorCode.BusinessRule);
    expect(res.Message).toBe(`CourierNumber: repeat arrival at warehouse: parcel REP0001 was signed for at ${first!.signedAt!.toISOString().slice(0, 19).replace('T', ' ')}`);
    const [after] = await t.db.select().from(packages).where(eq(packages.courierNumber, 'REP0001'));
    expect(after!.weight).toBe('1.500');
    expect(await signHistory(first!.id)).toHaveLength(1);
  });

  it('without forecast or member number makes an unknown parcel on the board, number masked and hashed', async () => {
    const row = ok(await sign(t, w, { CourierNumber: 'SF1234567890', CourierCompany: 'SF' }));
    expect(row.UserId).toBeNull();
    const [board] = await t.db.select().from(unknownPackageBoard).where(eq(unknownPackageBoard.packageId, row.Id));
    expect(board).toMatchObject({ maskedNumber: 'SF12****7890', numberHash: courierNumberHash(w.site.id, 'SF1234567890'), courierCompany: 'SF', weight: '1.500', isClaimed: false });
    expect(maskedNumber('AB123')).toBe('A***3');
  });

  it('with a member number gives the parcel to that customer', async () => {
    const row = ok(await sign(t, w, { CourierNumber: 'MEM0001', MemberNumber: w.customerNumber }));
    expect(row).toMatchObject({ UserId: w.customer.id, MemberNumber: w.customerNumber });
    expect(await t.db.$count(unknownPackageBoard, eq(unknownPackageBoard.packageId, row.Id))).toBe(0);
    const res = await sign(t, w, { CourierNumber: 'MEM0002', MemberNumber: 'NOBODY' });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'MemberNumber: no customer has member number NOBODY']);
    // Nothing of the refused scan stays: the number can still be signed.
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'MEM0002'))).toBe(0);
  });

  it('refuses no photos while the site requires them, and a picture that is not the site’s upload', async () => {
    await t.db.update(sites).set({ parcelPhotosRequired: true }).where(eq(sites.id, w.site.id));
    try {
      const info = ok(await call(t, parcels.getSigningInfo, { CourierNumber: 'PH0001', WarehouseId: w.warehouseId }, { token: w.admin.token }));
      expect(info.PhotosRequired).toBe(true);
      const res = await sign(t, w, { CourierNumber: 'PH0001' });
      expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'Pictures: no photos: this site requires a photo to sign for a parcel']);
      ok(await sign(t, w, { CourierNumber: 'PH0001', Pictures: [w.photo] }));
    } finally {
      await t.db.update(sites).set({ parcelPhotosRequired: false }).where(eq(sites.id, w.site.id));
    }
    const stranger = await sign(t, w, { CourierNumber: 'PH0002', Pictures: [`/files/${w.site.id}/package/not-uploaded.jpg`] });
    expect([stranger.Code, stranger.Message]).toEqual([ErrorCode.InvalidInput, 'Pictures: each photo must be an image uploaded to this site']);
  });

  it('refuses a missing weight, another site’s warehouse, staff without the grant and customers', async () => {
    const noWeight = await call(t, parcels.signPackage, { CourierNumber: 'BAD0001', WarehouseId: w.warehouseId }, { token: w.admin.token });
    expect(noWeight.Code).toBe(ErrorCode.InvalidInput);
    expect(noWeight.Message).toMatch(/^Weight: /);
    const huge = await sign(t, w, { CourierNumber: 'BAD0001', Length: '99999.9', Width: '99999.9', Height: '99999.9' });
    expect([huge.Code, huge.Message]).toEqual([ErrorCode.InvalidInput, 'Length: too many digits before the decimal point']);
    expect((await sign(t, w, { CourierNumber: 'BAD0001', WarehouseId: w.otherWarehouseId })).Code).toBe(ErrorCode.InvalidInput);
    expect((await sign(t, w, { CourierNumber: 'BAD0001' }, w.other.token)).Code).toBe(ErrorCode.InvalidInput);
    expect((await sign(t, w, { CourierNumber: 'BAD0001' }, w.clerk.token)).status).toBe(403);
    expect((await sign(t, w, { CourierNumber: 'BAD0001' }, w.customer.token)).status).toBe(403);
    expect(await t.db.$count(packages, eq(packages.courierNumber, 'BAD0001'))).toBe(0);
  });
});

describeOnPostgres('simultaneous scans', () => {
  it('20 signings of one number at once make one parcel, one Sign row and 19 RepeatArrival answers', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(t, w, { CourierNumber: 'RACE0001' })));
    expect(answers.filter((a) => a.Code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.Code === ErrorCode.BusinessRule && a.Message.includes('repeat arrival'))).toHaveLength(19);
    const rows = await t.db.select().from(packages).where(eq(packages.courierNumber, 'RACE0001'));
    expect(rows).toHaveLength(1);
    expect(await signHistory(rows[0]!.id)).toHaveLength(1);
  });

  it('20 signings of one forecast at once sign it once', async () => {
    const id = await forecast(t, w, 'RACE0002');
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(t, w, { CourierNumber: 'RACE0002' })));
    expect(answers.filter((a) => a.Code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.Code === ErrorCode.BusinessRule)).toHaveLength(19);
    expect(await signHistory(id)).toHaveLength(1);
  });
});
