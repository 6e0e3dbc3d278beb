import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { parcels, type ParsedRequestOf } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { moveHistoryOwner, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { customerByMemberNumber } from './customerNotices.ts';
import { selectPackages, toPackageRow } from './packageRows.ts';
import { packageClaims, packages, unknownPackageBoard } from './tables.ts';

const { packageLifecycle, claimLifecycle, ClaimStatus } = parcels;
type UnknownQuery = ParsedRequestOf<typeof parcels.getUnknownPackages>;
type ClaimQuery = ParsedRequestOf<typeof parcels.getClaims>;

/**
 * Unknown parcels (signed without forecast or member number: no owner) and the customers' claims of
 * them (spec domain §4 "Claim", §8 "claimed and cannot be selected"). A parcel leaves the unknown
 * list when staff give it to a customer or approve a claim: its owner is set, its board row (what
 * customers see of it) goes, and its history goes to the new owner, so they read how it arrived.
 */

const siteOf = (column: typeof packages.siteId, site: number | null): SQL | undefined => (site === null ? undefined : eq(column, site));
const numbersIn = (column: typeof packages.courierNumber, numbers: string[] | undefined) => (numbers && numbers.length > 0 ? inArray(column, numbers.map((n) => n.toUpperCase())) : undefined);

export async function listUnknownPackages(tx: Executor, actor: Actor, q: UnknownQuery) {
  const [site, available] = await Promise.all([chosenSite(tx, actor, q.SiteId), availableWarehouseIds(tx, actor)]);
  const where = and(isNull(packages.ownerId), siteOf(packages.siteId, site), withinAvailable(available, packages.warehouseId), numbersIn(packages.courierNumber, q.CourierNumbers), q.WarehouseId === undefined ? undefined : eq(packages.warehouseId, q.WarehouseId));
  const pending = tx
    .select({ packageId: packageClaims.packageId, n: count().as('n') })
    .from(packageClaims)
    .where(eq(packageClaims.status, ClaimStatus.Pending))
    .groupBy(packageClaims.packageId)
    .as('pending');
  const [records, [total]] = await Promise.all([
    selectPackages(tx)
      .where(where)
      .orderBy(desc(packages.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(packages).where(where),
  ]);
  const ids = records.map((r) => r.p.id);
  const counts = ids.length === 0 ? [] : await tx.select({ packageId: pending.packageId, n: pending.n }).from(pending).where(inArray(pending.packageId, ids));
  const byPackage = new Map(counts.map((c) => [c.packageId, Number(c.n)]));
  const now = new Date();
  return { Data: records.map((r) => ({ ...toPackageRow(r, actor.population, now), PendingClaims: byPackage.get(r.p.id) ?? 0 })), Total: total?.n ?? 0 };
}

/** An unknown parcel of the caller's reach, locked until the transaction ends. */
async function lockUnknown(tx: Executor, actor: Actor, id: number) {
  const [parcel] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), isNull(packages.ownerId), actor.siteId === null ? undefined : eq(packages.siteId, actor.siteId), withinAvailable(await availableWarehouseIds(tx, actor), packages.warehouseId)))
    .for('update');
  if (!parcel) throw notFound();
  return parcel;
}

/** The parcel becomes `ownerId`'s: Assign in its history, off the board, its history theirs. */
async function giveParcel(tx: Executor, actor: Actor, parcel: typeof packages.$inferSelect, ownerId: number, details: Record<string, unknown>) {
  const status = parcel.status as parcels.PackageStatus;
  refuseUnlessAllowed(packageLifecycle, status, 'Assign', actor.population, 'Id');
  const [given] = await tx
    .update(packages)
    .set({ ownerId })
    .where(and(eq(packages.id, parcel.id), eq(packages.status, status), isNull(packages.ownerId)))
    .returning({ id: packages.id });
  if (!given) throw notFound();
  await recordHistory(tx, packageLifecycle, actor, { siteId: parcel.siteId, ownerId, recordId: parcel.id, action: 'Assign', from: status, details });
  await tx.delete(unknownPackageBoard).where(eq(unknownPackageBoard.packageId, parcel.id));
  await moveHistoryOwner(tx, packageLifecycle, parcel.id, ownerId);
}

type ClaimRecord = typeof packageClaims.$inferSelect;

async function decideClaim(ctx: CallContext, actor: Actor, claim: ClaimRecord, action: 'Approve' | 'Refuse', reply: string, courierNumber: string) {
  const from = claim.status as parcels.ClaimStatus;
  refuseUnlessAllowed(claimLifecycle, from, action, actor.population, 'Id');
  const to = claimLifecycle.next(from, action) ?? from;
  const [decided] = await ctx.tx
    .update(packageClaims)
    .set({ status: to, reply, decidedBy: actor.userId, decidedAt: sql`now()` })
    .where(and(eq(packageClaims.id, claim.id), eq(packageClaims.status, from)))
    .returning({ id: packageClaims.id });
  if (!decided) throw notFound();
  await recordHistory(ctx.tx, claimLifecycle, actor, { siteId: claim.siteId, ownerId: claim.ownerId, recordId: claim.id, action, from, details: reply ? { Reply: reply } : {} });
  await tellCustomer(
    ctx,
    claim.siteId,
    claim.ownerId,
    action === 'Approve'
      ? { infoType: 'ClaimApproved', title: 'ClaimApprovedTitle', message: 'ClaimApprovedMessage', params: { value: courierNumber } }
      : { infoType: 'ClaimRefused', title: 'ClaimRefusedTitle', message: 'ClaimRefusedMessage', params: { value: courierNumber, reason: reply } },
  );
}

/** Pending claims of a parcel that is now someone's are refused (the claimants are told why). */
async function refuseOtherClaims(ctx: CallContext, actor: Actor, packageId: number, courierNumber: string, exceptId: number | null, reply: string) {
  const others = await ctx.tx
    .select()
    .from(packageClaims)
    .where(and(eq(packageClaims.packageId, packageId), eq(packageClaims.status, ClaimStatus.Pending), exceptId === null ? undefined : ne(packageClaims.id, exceptId)))
    .for('update');
  for (const other of others) await decideClaim(ctx, actor, other, 'Refuse', reply, courierNumber);
}

export async function assignUnknownPackage(ctx: CallContext, actor: Actor, body: ParsedRequestOf<typeof parcels.assignUnknownPackage>) {
  const parcel = await lockUnknown(ctx.tx, actor, body.Id);
  const customer = await customerByMemberNumber(ctx.tx, parcel.siteId, body.MemberNumber);
  await giveParcel(ctx.tx, actor, parcel, customer.id, { MemberNumber: customer.number, ...(body.Remarks ? { Remarks: body.Remarks } : {}) });
  await refuseOtherClaims(ctx, actor, parcel.id, parcel.courierNumber, null, body.Remarks ?? '');
  const [warehouse] = await ctx.tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, parcel.warehouseId));
  await tellCustomer(ctx, parcel.siteId, customer.id, { infoType: 'PackageAssigned', title: 'PackageAssignedTitle', message: 'PackageAssignedMessage', params: { value: parcel.courierNumber, warehouse: warehouse?.name ?? '' } });
  return null;
}

async function lockClaim(tx: Executor, actor: Actor, id: number) {
  const [claim] = await tx
    .select()
    .from(packageClaims)
    .where(and(eq(packageClaims.id, id), actor.siteId === null ? undefined : eq(packageClaims.siteId, actor.siteId)))
    .for('update');
  if (!claim) throw notFound();
  return claim;
}

export async function approveClaim(ctx: CallContext, actor: Actor, body: { Id: number; Reply?: string }) {
  const claim = await lockClaim(ctx.tx, actor, body.Id);
  refuseUnlessAllowed(claimLifecycle, claim.status as parcels.ClaimStatus, 'Approve', actor.population, 'Id');
  const parcel = await lockUnknown(ctx.tx, actor, claim.packageId);
  await decideClaim(ctx, actor, claim, 'Approve', body.Reply ?? '', parcel.courierNumber);
  const [claimant] = await ctx.tx.select({ number: users.number }).from(users).where(eq(users.id, claim.ownerId));
  await giveParcel(ctx.tx, actor, parcel, claim.ownerId, { ClaimId: claim.id, MemberNumber: claimant?.number ?? '' });
  await refuseOtherClaims(ctx, actor, parcel.id, parcel.courierNumber, claim.id, body.Reply ?? '');
  return null;
}

export async function refuseClaim(ctx: CallContext, actor: Actor, body: { Id: number; Reply: string }) {
  const claim = await lockClaim(ctx.tx, actor, body.Id);
  const [parcel] = await ctx.tx.select({ courierNumber: packages.courierNumber }).from(packages).where(eq(packages.id, claim.packageId));
  await decideClaim(ctx, actor, claim, 'Refuse', body.Reply, parcel?.courierNumber ?? '');
  await ctx.tx.update(unknownPackageBoard).set({ isClaimed: false }).where(eq(unknownPackageBoard.packageId, claim.packageId));
  return null;
}

export async function listClaims(tx: Executor, actor: Actor, q: ClaimQuery) {
  // The filter takes any integer; one no claim can have must not reach the smallint column.
  const site = await chosenSite(tx, actor, q.SiteId);
  const where = and(
    site === null ? undefined : eq(packageClaims.siteId, site),
    q.ClaimStatus === undefined ? undefined : eq(packageClaims.status, q.ClaimStatus),
    numbersIn(packages.courierNumber, q.CourierNumbers),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ c: packageClaims, courierNumber: packages.courierNumber, warehouseName: warehouses.name, userName: users.userName, memberNumber: users.number })
      .from(packageClaims)
      .innerJoin(packages, eq(packages.id, packageClaims.packageId))
      .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
      .innerJoin(users, eq(users.id, packageClaims.ownerId))
      .where(where)
      .orderBy(sql`${packageClaims.status} = ${ClaimStatus.Pending} desc`, desc(packageClaims.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(packageClaims).innerJoin(packages, eq(packages.id, packageClaims.packageId)).where(where),
  ]);
  return {
    Data: rows.map((r) => ({
      Id: r.c.id,
      PackageId: r.c.packageId,
      CourierNumber: r.courierNumber,
      WarehouseName: r.warehouseName,
      UserId: r.c.ownerId,
      UserName: r.userName,
      MemberNumber: r.memberNumber,
      Proof: r.c.proof,
      Remarks: r.c.remarks,
      ClaimStatus: r.c.status,
      Reply: r.c.reply,
      CreationTime: r.c.createdAt.toISOString(),
      DecidedTime: r.c.decidedAt?.toISOString() ?? null,
      Actions: claimLifecycle.actionsFrom(r.c.status as parcels.ClaimStatus, actor.population),
    })),
    Total: total?.n ?? 0,
  };
}
