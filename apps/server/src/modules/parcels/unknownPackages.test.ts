import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, parcels } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ok, sign, staffWorld, type StaffWorld } from '../../../test/parcelStaffFixtures.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { packageClaims, packages, unknownPackageBoard } from './tables.ts';

let t: TestApp;
let w: StaffWorld;
let claimant: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await staffWorld(t);
  claimant = await createUser(t, { site: w.site, type: 'user', grants: 'all' });
}, 240_000);
afterAll(() => t.close());

const { ClaimStatus } = parcels;

/** A customer's pending claim, written as the customer call writes it. */
async function claim(packageId: number, ownerId = claimant.id) {
  await t.db.update(unknownPackageBoard).set({ isClaimed: true }).where(eq(unknownPackageBoard.packageId, packageId));
  const [row] = await t.db.insert(packageClaims).values({ siteId: w.site.id, ownerId, packageId, proof: w.photo, remarks: 'My order', status: ClaimStatus.Pending }).returning();
  return row!.id;
}

const historyOwners = async (packageId: number) =>
  (await t.db.select({ ownerId: recordHistories.ownerId }).from(recordHistories).where(and(eq(recordHistories.record, 'Package'), eq(recordHistories.recordId, packageId)))).map((h) => h.ownerId);
const messagesOf = async (ownerId: number) => (await t.db.select().from(userMessages).where(eq(userMessages.ownerId, ownerId))).map((m) => m.infoType);

describe('unknown parcels', () => {
  it('lists the parcels nobody owns with their pending claim counts', async () => {
    const a = ok(await sign(t, w, { CourierNumber: 'UNK0001' })).Id;
    ok(await sign(t, w, { CourierNumber: 'UNK0002', MemberNumber: w.customerNumber }));
    await claim(a);
    const page = ok(await call(t, parcels.getUnknownPackages, { CourierNumbers: 'UNK0001 UNK0002' }, { token: w.admin.token }));
    expect(page.Data.map((p) => [p.CourierNumber, p.PendingClaims])).toEqual([['UNK0001', 1]]);
    expect(ok(await call(t, parcels.getUnknownPackages, {}, { token: w.other.token })).Total).toBe(0);
    expect((await call(t, parcels.getUnknownPackages, {}, { token: w.customer.token })).status).toBe(403);
  });

  it('gives one to a customer by member number: off the board, history theirs, customer told', async () => {
    const id = ok(await sign(t, w, { CourierNumber: 'UNK0003' })).Id;
    ok(await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: w.customerNumber }, { token: w.admin.token }));
    const [row] = await t.db.select().from(packages).where(eq(packages.id, id));
    expect(row!.ownerId).toBe(w.customer.id);
    expect(await t.db.$count(unknownPackageBoard, eq(unknownPackageBoard.packageId, id))).toBe(0);
    expect(await historyOwners(id)).toEqual([w.customer.id, w.customer.id]);
    expect(await messagesOf(w.customer.id)).toContain('PackageAssigned');
    // It is no longer unknown: a second assignment finds nothing.
    expect((await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: w.customerNumber }, { token: w.admin.token })).Code).toBe(ErrorCode.NotFound);
  });

  it('refuses an unknown member number, another site’s staff and customers', async () => {
    const id = ok(await sign(t, w, { CourierNumber: 'UNK0004' })).Id;
    const res = await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: 'NOBODY' }, { token: w.admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'MemberNumber: no customer has member number NOBODY']);
    expect((await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: w.customerNumber }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: w.customerNumber }, { token: w.customer.token })).status).toBe(403);
    expect((await call(t, parcels.assignUnknownPackage, { Id: id }, { token: w.admin.token })).Code).toBe(ErrorCode.InvalidInput);
  });
});

describe('claims', () => {
  it('approving makes the parcel the claimant’s, off the board, and tells them', async () => {
    const id = ok(await sign(t, w, { CourierNumber: 'CLM0001' })).Id;
    const claimId = await claim(id);
    const listed = ok(await call(t, parcels.getClaims, { ClaimStatus: ClaimStatus.Pending }, { token: w.admin.token }));
    expect((await call(t, parcels.getClaims, { ClaimStatus: 32_768 }, { token: w.admin.token })).Message).toBe('ClaimStatus: is not an allowed value');
    expect(ok(await call(t, parcels.getClaims, {}, { token: w.other.token })).Total).toBe(0);
    expect((await call(t, parcels.getClaims, {}, { token: w.customer.token })).status).toBe(403);
    expect(listed.Data.find((c) => c.Id === claimId)).toMatchObject({ CourierNumber: 'CLM0001', UserId: claimant.id, ClaimStatus: ClaimStatus.Pending, Actions: ['Approve', 'Refuse'] });
    ok(await call(t, parcels.approveClaim, { Id: claimId, Reply: 'Matches the order' }, { token: w.admin.token }));
    const [row] = await t.db.select().from(packages).where(eq(packages.id, id));
    expect(row!.ownerId).toBe(claimant.id);
    expect(await t.db.$count(unknownPackageBoard, eq(unknownPackageBoard.packageId, id))).toBe(0);
    expect(await historyOwners(id)).toEqual([claimant.id, claimant.id]);
    const [decided] = await t.db.select().from(packageClaims).where(eq(packageClaims.id, claimId));
    expect(decided).toMatchObject({ status: ClaimStatus.Approved, reply: 'Matches the order', decidedBy: w.admin.id });
    expect(await messagesOf(claimant.id)).toContain('ClaimApproved');
    const twice = await call(t, parcels.approveClaim, { Id: claimId }, { token: w.admin.token });
    expect([twice.Code, twice.Message]).toEqual([ErrorCode.BusinessRule, 'Id: the claim is approved; it cannot be approved now']);
  });

  it('refusing needs a reason, frees the board row and tells the claimant', async () => {
    const id = ok(await sign(t, w, { CourierNumber: 'CLM0002' })).Id;
    const claimId = await claim(id);
    const noReason = await call(t, parcels.refuseClaim, { Id: claimId }, { token: w.admin.token });
    expect(noReason.Code).toBe(ErrorCode.InvalidInput);
    expect(noReason.Message).toMatch(/^Reply: /);
    expect((await call(t, parcels.refuseClaim, { Id: claimId, Reply: 'x' }, { token: w.other.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, parcels.refuseClaim, { Id: claimId, Reply: 'x' }, { token: w.customer.token })).status).toBe(403);
    ok(await call(t, parcels.refuseClaim, { Id: claimId, Reply: 'The screenshot shows another number' }, { token: w.admin.token }));
    const [board] = await t.db.select().from(unknownPackageBoard).where(eq(unknownPackageBoard.packageId, id));
    expect(board!.isClaimed).toBe(false);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, id));
    expect(row!.ownerId).toBeNull();
    const messages = await t.db.select().from(userMessages).where(and(eq(userMessages.ownerId, claimant.id), eq(userMessages.infoType, 'ClaimRefused')));
    expect(messages.at(-1)!.message).toBe('Your claim of parcel CLM0002 was refused: The screenshot shows another number');
    // A refused claim cannot be approved afterwards.
    expect((await call(t, parcels.approveClaim, { Id: claimId }, { token: w.admin.token })).Code).toBe(ErrorCode.BusinessRule);
  });

  it('giving a claimed parcel to someone else refuses the pending claim', async () => {
    const id = ok(await sign(t, w, { CourierNumber: 'CLM0003' })).Id;
    const claimId = await claim(id);
    ok(await call(t, parcels.assignUnknownPackage, { Id: id, MemberNumber: w.customerNumber, Remarks: 'Phoned in' }, { token: w.admin.token }));
    const [decided] = await t.db.select().from(packageClaims).where(eq(packageClaims.id, claimId));
    expect(decided!.status).toBe(ClaimStatus.Refused);
  });
});
