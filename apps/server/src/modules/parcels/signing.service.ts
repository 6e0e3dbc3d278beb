import { Decimal } from 'decimal.js';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { AccountType, ErrorCode, parcels, type ParsedRequestOf } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { users } from '../access/tables.ts';
import { checkPictures } from '../files/index.ts';
import { sites } from '../sites/tables.ts';
import { requireUsableWarehouse, usableWarehouse } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { customerByMemberNumber } from './customerNotices.ts';
import { courierNumberHash, selectPackages, toPackageRow } from './packageRows.ts';
import { packages, unknownPackageBoard } from './tables.ts';

const { packageLifecycle, PackageStatus } = parcels;
type SignBody = ParsedRequestOf<typeof parcels.signPackage>;
type SigningInfoQuery = ParsedRequestOf<typeof parcels.getSigningInfo>;

/**
 * Signing for parcels at the warehouse (spec domain §4, §8 "repeat arrival at warehouse", "no
 * photos"). A scan is idempotent through the unique (site, courier number) index: a forecast is
 * signed by an update that only matches it while it is NotReceived, a parcel without forecast by an
 * insert that does nothing when the number exists; whichever of simultaneous scans loses finds
 * nothing written and answers RepeatArrival with the time the winner signed.
 */

/** Volume weight (kg) = L × W × H (cm) ÷ the warehouse's volume ratio, 3 decimals; only with all three dimensions. */
export function volumeWeightOf(length: string | undefined | null, width: string | undefined | null, height: string | undefined | null, volumeRatio: string): string | null {
  if (!length || !width || !height) return null;
  return new Decimal(length).times(width).times(height).dividedBy(volumeRatio).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** What the volume weight column holds (numeric 12,3): huge dimensions over a small ratio would not fit. */
const VOLUME_WEIGHT_MAX = new Decimal('999999999.999');

/** The volume weight, refused on Length when it would not fit its column. */
export function storableVolumeWeight(length: string | undefined | null, width: string | undefined | null, height: string | undefined | null, volumeRatio: string): string | null {
  const volumeWeight = volumeWeightOf(length, width, height, volumeRatio);
  if (volumeWeight !== null && new Decimal(volumeWeight).greaterThan(VOLUME_WEIGHT_MAX)) throw invalid('Length', 'NumberTooLarge');
  return volumeWeight;
}

/** Billing weight: the larger of the weight and the volume weight. */
export function billingWeightOf(weight: string | null | undefined, volumeWeight: string | null): string | null {
  if (!weight) return volumeWeight;
  if (volumeWeight === null) return new Decimal(weight).toFixed(3);
  return Decimal.max(weight, volumeWeight).toFixed(3);
}

/** What every customer may see of an unknown parcel's number: the first and last four characters (fewer on a short one). */
export function maskedNumber(courierNumber: string): string {
  const keep = courierNumber.length > 8 ? 4 : Math.floor(courierNumber.length / 3);
  return courierNumber.slice(0, keep) + '*'.repeat(courierNumber.length - 2 * keep) + courierNumber.slice(courierNumber.length - keep);
}

/** The hash a claim's full number is checked against (sha256 of "<site id>:<normalised number>"). */

/** A time as the messages show it (UTC, to the second). */
export const messageTime = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');

const atSite = (siteId: number, courierNumber: string) => and(eq(packages.siteId, siteId), eq(packages.courierNumber, courierNumber));

export async function getSigningInfo(tx: Executor, actor: Actor, q: SigningInfoQuery) {
  // The warehouse's site picks the parcel; the three reads leave together (one round trip on a pipelined read).
  const siteOfWarehouse = sql<number>`(select ${warehouses.siteId} from ${warehouses} where ${warehouses.id} = ${q.WarehouseId})`;
  const [warehouse, [found], [site]] = await Promise.all([
    requireUsableWarehouse(tx, actor, q.WarehouseId),
    selectPackages(tx).where(and(sql`${packages.siteId} = ${siteOfWarehouse}`, eq(packages.courierNumber, q.CourierNumber))),
    tx.select({ photosRequired: sites.parcelPhotosRequired }).from(sites).where(sql`${sites.id} = ${siteOfWarehouse}`),
  ]);
  const member = q.MemberNumber ? await customerByMemberNumber(tx, warehouse.siteId, q.MemberNumber) : null;
  const row = found ? toPackageRow(found, actor.population) : null;
  const owner = row?.UserId !== null && row ? { id: row.UserId, userName: row.UserName, number: row.MemberNumber } : member;
  return {
    Found: row === null ? ('None' as const) : row.PackageStatus === PackageStatus.NotReceived ? ('Forecast' as const) : ('Received' as const),
    Package: row,
    UserId: owner?.id ?? null,
    UserName: owner?.userName ?? '',
    MemberNumber: owner?.number ?? '',
    VolumeRatio: new Decimal(warehouse.volumeRatio).toString(),
    PhotosRequired: site?.photosRequired ?? false,
  };
}

async function repeatArrival(tx: Executor, siteId: number, courierNumber: string): Promise<never> {
  const [held] = await tx.select({ signedAt: packages.signedAt }).from(packages).where(atSite(siteId, courierNumber));
  throw new AppError(ErrorCode.BusinessRule, 'RepeatArrival', { field: 'CourierNumber', value: courierNumber, time: messageTime(held?.signedAt ?? null) });
}

/** What a signing statement answers: the parcel as written, with its owner's names read in the same statement. */
const signedColumns = {
  ...getTableColumns(packages),
  userName: sql<string | null>`(select ${users.userName} from ${users} where ${users.id} = ${packages.ownerId})`,
  memberNumber: sql<string | null>`(select ${users.number} from ${users} where ${users.id} = ${packages.ownerId})`,
};

/**
 * Signing in as few statements as a scan allows (it is the warehouse's busiest call): the
 * warehouse, its availability and its site's photo rule in one read; a forecast signed by one
 * update that answers the parcel with its owner; a parcel without forecast by one insert that
 * finds its owner by member number inside it; then the history row and the customer's notice together.
 */
export async function signPackage(ctx: CallContext, actor: Actor, body: SignBody) {
  const { tx } = ctx;
  const [warehouse] = await tx
    .select({ id: warehouses.id, siteId: warehouses.siteId, name: warehouses.name, volumeRatio: warehouses.volumeRatio, photosRequired: sites.parcelPhotosRequired })
    .from(warehouses)
    .innerJoin(sites, eq(sites.id, warehouses.siteId))
    .where(usableWarehouse(actor, body.WarehouseId));
  if (!warehouse) throw invalid('WarehouseId', 'WarehouseNotAvailable');
  const siteId = warehouse.siteId;
  if (warehouse.photosRequired && body.Pictures.length === 0) throw new AppError(ErrorCode.BusinessRule, 'PackageNoPhotos', { field: 'Pictures' });
  await checkPictures(tx, siteId, body.Pictures);

  const volumeWeight = storableVolumeWeight(body.Length, body.Width, body.Height, warehouse.volumeRatio);
  const measured = {
    warehouseId: warehouse.id,
    weight: body.Weight,
    length: body.Length ?? null,
    width: body.Width ?? null,
    height: body.Height ?? null,
    volumeWeight,
    billingWeight: billingWeightOf(body.Weight, volumeWeight),
    pictures: body.Pictures,
    signedAt: sql`now()`,
    signedBy: actor.userId,
    status: PackageStatus.ToBeCompleted,
    ...(body.CourierCompany ? { courierCompany: body.CourierCompany } : {}),
    ...(body.Remarks ? { remarks: body.Remarks } : {}),
  };

  let from: parcels.PackageStatus | null = PackageStatus.NotReceived;
  refuseUnlessAllowed(packageLifecycle, from, 'Sign', actor.population, 'CourierNumber');
  let [signed] = await tx
    .update(packages)
    .set(measured)
    .where(and(atSite(siteId, body.CourierNumber), eq(packages.status, PackageStatus.NotReceived)))
    .returning(signedColumns);
  if (!signed) {
    from = null;
    refuseUnlessAllowed(packageLifecycle, from, 'Sign', actor.population, 'CourierNumber');
    const owner = body.MemberNumber
      ? sql<number | null>`(select ${users.id} from ${users} where ${and(eq(users.siteId, siteId), eq(users.number, body.MemberNumber), eq(users.accountType, AccountType.SiteUser))})`
      : null;
    [signed] = await tx
      .insert(packages)
      .values({ siteId, ownerId: owner, courierNumber: body.CourierNumber, ...measured })
      .onConflictDoNothing({ target: [packages.siteId, packages.courierNumber] })
      .returning(signedColumns);
    // Only a new parcel tells: an unknown member number writes nothing (the transaction is rolled back).
    if (signed && body.MemberNumber && signed.ownerId === null) throw invalid('MemberNumber', 'MemberNumberNotFound', { value: body.MemberNumber });
    if (signed && signed.ownerId === null) {
      await tx.insert(unknownPackageBoard).values({
        packageId: signed.id,
        siteId,
        warehouseId: warehouse.id,
        maskedNumber: maskedNumber(body.CourierNumber),
        numberHash: courierNumberHash(siteId, body.CourierNumber),
        courierCompany: body.CourierCompany ?? '',
        weight: body.Weight,
        signedAt: sql`now()`,
      });
    }
  }
  if (!signed) return repeatArrival(tx, siteId, body.CourierNumber);

  const { userName, memberNumber, ...p } = signed;
  // A parcel being signed is on no shelf yet (only a received one can be shelved).
  const row = toPackageRow({ p, warehouseName: warehouse.name, userName, memberNumber, shelfCode: null }, actor.population);
  // The history row and the customer's notice leave together (one round trip on a pipelined connection).
  await Promise.all([
    recordHistory(tx, packageLifecycle, actor, {
      siteId,
      ownerId: signed.ownerId,
      recordId: signed.id,
      action: 'Sign',
      from,
      details: { Weight: body.Weight, Length: body.Length ?? null, Width: body.Width ?? null, Height: body.Height ?? null, VolumeWeight: volumeWeight, Pictures: body.Pictures.length, WarehouseName: warehouse.name },
    }),
    signed.ownerId === null
      ? null
      : tellCustomer(ctx, siteId, signed.ownerId, {
          infoType: 'PackageArrived',
          title: 'PackageArrivedTitle',
          message: 'PackageArrivedMessage',
          params: { value: body.CourierNumber, warehouse: warehouse.name, weight: row.Weight ?? '' },
        }),
  ]);
  return row;
}
