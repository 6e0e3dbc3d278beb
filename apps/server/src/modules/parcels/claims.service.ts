import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import { ErrorCode, parcels } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import { violationOf } from '../../platform/constraints.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { users } from '../access/tables.ts';
import { uploadedFiles } from '../files/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { courierNumberHash } from './packageRows.ts';
import { packageClaims, packages, unknownPackageBoard } from './tables.ts';

/**
 * Unknown parcels as customers meet them (spec §4 "Claim"): the site's board with the numbers
 * masked, a claim made with the full number and a proof image, and the caller's own claims. The
 * full number never leaves `packages`, which customers cannot read: a claim is checked against the
 * board's hash of it. One pending claim per parcel: the unique partial index decides between two
 * customers claiming at once.
 */

const { claimLifecycle, ClaimStatus } = parcels;

/** The site's unknown parcels in the caller's available warehouses, newest first. */
export async function listPublicUnknownPackages(tx: Executor, actor: Actor, q: z.output<typeof parcels.getPublicUnknownPackages.request>) {
  const available = await availableWarehouseIds(tx, actor);
  const where = and(
    withinAvailable(available, unknownPackageBoard.warehouseId),
    q.WarehouseId === undefined ? undefined : eq(unknownPackageBoard.warehouseId, q.WarehouseId),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ b: unknownPackageBoard, warehouseName: warehouses.name })
      .from(unknownPackageBoard)
      .innerJoin(warehouses, eq(warehouses.id, unknownPackageBoard.warehouseId))
      .where(where)
      .orderBy(desc(unknownPackageBoard.packageId))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(unknownPackageBoard).where(where),
  ]);
  return {
    Data: rows.map(({ b, warehouseName }) => ({
      Id: b.packageId,
      MaskedCourierNumber: b.maskedNumber,
      CourierCompany: b.courierCompany,
      WarehouseName: warehouseName,
      Weight: b.weight === null ? null : plainDecimal(b.weight),
      SignedTime: b.signedAt?.toISOString() ?? null,
      IsClaimed: b.isClaimed,
    })),
    Total: total?.n ?? 0,
  };
}

const claimedCannotSelect = () => new AppError(ErrorCode.BusinessRule, 'ClaimedCannotSelect', { field: 'Id' });

/** The proof must be an image the caller uploaded (an address of someone else's file proves nothing of theirs). */
async function requireOwnImage(tx: Executor, actor: Actor, address: string) {
  const [file] = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.address, address), eq(uploadedFiles.ownerId, actor.userId), like(uploadedFiles.mime, 'image/%')));
  if (!file) throw invalid('Proof', 'ProofNotUploaded');
}

export async function claimUnknownPackage(tx: Executor, actor: Actor, body: z.output<typeof parcels.claimUnknownPackage.request>): Promise<number> {
  const [board] = await tx.select().from(unknownPackageBoard).where(eq(unknownPackageBoard.packageId, body.Id));
  const available = await availableWarehouseIds(tx, actor);
  if (!board || (available !== null && !available.includes(board.warehouseId))) throw notFound();
  if (board.isClaimed) throw claimedCannotSelect();
  if (courierNumberHash(board.siteId, body.CourierNumber) !== board.numberHash) throw invalid('CourierNumber', 'ClaimNumberMismatch');
  await requireOwnImage(tx, actor, body.Proof);
  refuseUnlessAllowed(claimLifecycle, null, 'Claim', actor.population, 'Id');
  let claimId: number;
  try {
    const [claim] = await tx
      .insert(packageClaims)
      .values({ siteId: board.siteId, ownerId: actor.userId, packageId: board.packageId, proof: body.Proof, remarks: body.Remarks, status: ClaimStatus.Pending })
      .returning({ id: packageClaims.id });
    claimId = claim!.id;
  } catch (error) {
    // Another customer's claim of the same parcel committed first.
    if (violationOf(error)?.constraint === 'package_claims_one_pending') throw claimedCannotSelect();
    throw error;
  }
  // The board has no owner: customers read it and never write it; the caller's rights were checked above.
  await withSystemRights(tx, () =>
    tx
      .update(unknownPackageBoard)
      .set({ isClaimed: true })
      .where(and(eq(unknownPackageBoard.packageId, board.packageId), eq(unknownPackageBoard.siteId, board.siteId))),
  );
  await recordHistory(tx, claimLifecycle, actor, {
    siteId: board.siteId,
    ownerId: actor.userId,
    recordId: claimId,
    action: 'Claim',
    from: null,
    details: { PackageId: board.packageId, Proof: body.Proof, Remarks: body.Remarks },
  });
  return claimId;
}

/**
 * The caller's claims. The number shown is the parcel's own once it is theirs (approved), the
 * masked one while the board still lists it.
 */
export async function listUserClaims(tx: Executor, actor: Actor, q: z.output<typeof parcels.getUserClaims.request>) {
  const conditions: (SQL | undefined)[] = [eq(packageClaims.ownerId, actor.userId)];
  if (q.ClaimStatus !== undefined) conditions.push(eq(packageClaims.status, q.ClaimStatus));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        c: packageClaims,
        ownNumber: packages.courierNumber,
        maskedNumber: unknownPackageBoard.maskedNumber,
        warehouseName: warehouses.name,
        userName: users.userName,
        memberNumber: users.number,
      })
      .from(packageClaims)
      .innerJoin(users, eq(users.id, packageClaims.ownerId))
      .leftJoin(packages, eq(packages.id, packageClaims.packageId))
      .leftJoin(unknownPackageBoard, eq(unknownPackageBoard.packageId, packageClaims.packageId))
      .leftJoin(warehouses, or(eq(warehouses.id, packages.warehouseId), eq(warehouses.id, unknownPackageBoard.warehouseId)))
      .where(where)
      .orderBy(desc(packageClaims.id))
      .limit(q.rows)
      .offset((q.index - 1) * q.rows),
    tx.select({ n: count() }).from(packageClaims).where(where),
  ]);
  return {
    Data: rows.map((r) => ({
      Id: r.c.id,
      PackageId: r.c.packageId,
      CourierNumber: r.ownNumber ?? r.maskedNumber ?? '',
      WarehouseName: r.warehouseName ?? '',
      UserId: r.c.ownerId,
      UserName: r.userName,
      MemberNumber: r.memberNumber ?? '',
      Proof: r.c.proof,
      Remarks: r.c.remarks,
      ClaimStatus: r.c.status,
      Reply: r.c.reply,
      CreationTime: r.c.createdAt.toISOString(),
      DecidedTime: r.c.decidedAt?.toISOString() ?? null,
      Actions: claimLifecycle.actionsFrom(r.c.status as parcels.ClaimStatus, 'user'),
    })),
    Total: total?.n ?? 0,
  };
}
