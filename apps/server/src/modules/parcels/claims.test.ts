import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, parcels as api, warehouse as warehouseApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { courierNumberHash } from './packageRows.ts';
import { packageClaims, packages, unknownPackageBoard } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let warehouseId: number;

const { ClaimStatus, PackageStatus } = api;

/** An unknown parcel as signing leaves it (staff's calls are another area's): the parcel without owner and its board row. */
async function unknownParcel(courierNumber: string, masked: string, siteId = site.id, warehouse = warehouseId) {
  const [row] = await t.db
    .insert(packages)
    .values({ siteId, ownerId: null, warehouseId: warehouse, courierNumber, status: PackageStatus.ToBeCompleted, weight: '2.500', signedAt: new Date() })
    .returning({ id: packages.id });
  await t.db.insert(unknownPackageBoard).values({
    packageId: row!.id,
    siteId,
    warehouseId: warehouse,
    maskedNumber: masked,
    numberHash: courierNumberHash(siteId, courierNumber),
    courierCompany: 'SF',
    weight: '2.500',
    signedAt: new Date(),
  });
  return row!.id;
}

/** An uploaded file of `user` (the upload call is another area's). */
async function uploaded(user: TestUser, mime = 'image/png') {
  const address = `/files/${site.id}/202611/${crypto.randomUUID()}.${mime === 'image/png' ? 'png' : 'pdf'}`;
  await t.db.insert(uploadedFiles).values({ siteId: site.id, ownerId: user.id, uploadFileType: 1, classify: 'Image', originalName: 'order.png', mime, size: 100, address });
  return address;
}

const claim = (user: TestUser, body: Record<string, unknown>) => call(t, api.claimUnknownPackage, body, { token: user.token });
const boardRow = async (id: number) => (await t.db.select().from(unknownPackageBoard).where(eq(unknownPackageBoard.packageId, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  stranger = await createUser(t, { site: otherSite, type: 'user', grants: 'all' });
  warehouseId = (await call(t, warehouseApi.addWarehouse, { Name: 'Shenzhen', PersonInCharge: 'Wu' }, { token: admin.token })).Data.Id;
});
afterAll(() => t.close());

describe('the unknown board', () => {
  it('shows customers of the site the unknown parcels with masked numbers, newest first; other sites see none; staff tokens are refused', async () => {
    const older = await unknownParcel('UK1000000001', 'UK10****0001');
    const newer = await unknownParcel('UK1000000002', 'UK10****0002');
    const board = await call(t, api.getPublicUnknownPackages, { rows: 10 }, { token: alice.token });
    expect(board.Data.Data.slice(0, 2)).toEqual([
      { Id: newer, MaskedCourierNumber: 'UK10****0002', CourierCompany: 'SF', WarehouseName: 'Shenzhen', Weight: '2.5', SignedTime: expect.any(String), IsClaimed: false },
      expect.objectContaining({ Id: older, MaskedCourierNumber: 'UK10****0001' }),
    ]);
    expect(JSON.stringify(board.Data)).not.toContain('UK1000000002');
    expect((await call(t, api.getPublicUnknownPackages, {}, { token: stranger.token })).Data).toEqual({ Data: [], Total: 0 });
    expect((await call(t, api.getPublicUnknownPackages, {}, { token: admin.token })).status).toBe(403);
    const noGrant = await createUser(t, { site, type: 'user', grants: [] });
    expect((await call(t, api.getPublicUnknownPackages, {}, { token: noGrant.token })).status).toBe(403);
    expect((await claim(noGrant, { Id: older, CourierNumber: 'UK1000000001', Proof: '/files/x.png' })).status).toBe(403);
  });
});

describe('a claim', () => {
  it('needs the parcel’s full number and an image the claimant uploaded', async () => {
    const id = await unknownParcel('UK2000000001', 'UK20****0001');
    const proof = await uploaded(alice);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ Id: id, CourierNumber: 'UK2000000009', Proof: proof }, ErrorCode.InvalidInput, 'CourierNumber: does not match the unknown parcel’s number'],
      [{ Id: id, CourierNumber: 'UK2000000001', Proof: await uploaded(bob) }, ErrorCode.InvalidInput, 'Proof: upload the proof image first'],
      [{ Id: id, CourierNumber: 'UK2000000001', Proof: await uploaded(alice, 'application/pdf') }, ErrorCode.InvalidInput, 'Proof: upload the proof image first'],
      [{ Id: id, CourierNumber: 'UK2000000001' }, ErrorCode.InvalidInput, 'Proof: cannot be empty'],
      [{ Id: 999_999, CourierNumber: 'UK2000000001', Proof: proof }, ErrorCode.NotFound, 'The record does not exist'],
    ];
    for (const [body, code, message] of cases) {
      const res = await claim(alice, body);
      expect([res.Code, res.Message], message).toEqual([code, message]);
    }
    const elsewhere = await claim(stranger, { Id: id, CourierNumber: 'UK2000000001', Proof: proof });
    expect(elsewhere.Code).toBe(ErrorCode.NotFound);
    expect(await t.db.$count(packageClaims, eq(packageClaims.packageId, id))).toBe(0);
    expect((await boardRow(id))?.isClaimed).toBe(false);
  });

  it('is made pending, marks the parcel claimed on the board, and is listed with its history', async () => {
    const id = await unknownParcel('UK3000000001', 'UK30****0001');
    const proof = await uploaded(alice);
    const res = await claim(alice, { Id: id, CourierNumber: 'uk3000000001', Proof: proof, Remarks: 'my shoes' });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    expect((await boardRow(id))?.isClaimed).toBe(true);
    const board = await call(t, api.getPublicUnknownPackages, {}, { token: bob.token });
    expect(board.Data.Data.find((r) => r.Id === id)?.IsClaimed).toBe(true);
    const claims = await call(t, api.getUserClaims, {}, { token: alice.token });
    expect(claims.Data.Data).toEqual([
      expect.objectContaining({
        Id: res.Data,
        PackageId: id,
        CourierNumber: 'UK30****0001',
        WarehouseName: 'Shenzhen',
        UserId: alice.id,
        UserName: alice.userName,
        Remarks: 'my shoes',
        ClaimStatus: ClaimStatus.Pending,
        DecidedTime: null,
        Actions: [],
      }),
    ]);
    expect(claims.Data.Data[0]?.Proof.startsWith(proof)).toBe(true);
    expect((await call(t, api.getUserClaims, { ClaimStatus: ClaimStatus.Refused }, { token: alice.token })).Data.Total).toBe(0);
    expect((await call(t, api.getUserClaims, {}, { token: bob.token })).Data).toEqual({ Data: [], Total: 0 });
    const history = await t.db.select().from(recordHistories).where(and(eq(recordHistories.record, 'PackageClaim'), eq(recordHistories.recordId, res.Data)));
    expect(history.map((h) => [h.action, h.fromState, h.toState, h.ownerId, h.actorId])).toEqual([['Claim', null, ClaimStatus.Pending, alice.id, alice.id]]);
  });

  it('cannot be made while another is pending, even when both customers read the board before either claimed', async () => {
    const id = await unknownParcel('UK4000000001', 'UK40****0001');
    expect((await claim(alice, { Id: id, CourierNumber: 'UK4000000001', Proof: await uploaded(alice) })).Code).toBe(0);
    const second = await claim(bob, { Id: id, CourierNumber: 'UK4000000001', Proof: await uploaded(bob) });
    expect([second.Code, second.Message]).toEqual([ErrorCode.BusinessRule, 'Id: claimed and cannot be selected']);
    // The board as bob read it a moment before alice's claim committed: the unique index decides.
    await t.db.update(unknownPackageBoard).set({ isClaimed: false }).where(eq(unknownPackageBoard.packageId, id));
    const race = await claim(bob, { Id: id, CourierNumber: 'UK4000000001', Proof: await uploaded(bob) });
    expect([race.Code, race.Message]).toEqual([ErrorCode.BusinessRule, 'Id: claimed and cannot be selected']);
    const claims = await t.db.select().from(packageClaims).where(eq(packageClaims.packageId, id));
    expect(claims.map((c) => c.ownerId)).toEqual([alice.id]);
  });
});

describe('claim attempts', () => {
  it('are limited per customer per hour, with a message saying so; other customers still claim', async () => {
    const id = await unknownParcel('UK9000000001', 'UK90****0001');
    const guesser = await createUser(t, { site, type: 'user', grants: 'all' });
    const proof = await uploaded(guesser);
    const max = t.config.rateLimits.claim;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) {
      const res = await claim(guesser, { Id: id, CourierNumber: `UK900000010${i}`, Proof: proof });
      expect(res.Message).toBe('CourierNumber: does not match the unknown parcel’s number');
    }
    const refused = await claim(guesser, { Id: id, CourierNumber: 'UK9000000001', Proof: proof });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.TooManyAttempts, 'Too many claim attempts: at most 10 an hour; try again in 60 minutes']);
    expect(await t.db.$count(packageClaims, eq(packageClaims.packageId, id))).toBe(0);
    expect((await claim(alice, { Id: id, CourierNumber: 'UK9000000001', Proof: await uploaded(alice) })).Code).toBe(0);
  });
});
