import { createHash } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { parcels, type Population } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { historyFor } from '../../platform/lifecycles.ts';
import { plainDecimal } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { packages } from './tables.ts';

const { packageLifecycle } = parcels;
type PackageRow = parcels.PackageRow;
type PackageStatus = parcels.PackageStatus;

/**
 * A parcel as both populations read it (contracts `packageRow`): the one select and the one mapping
 * every parcel call answers with, so a field is mapped once.
 */
const columns = {
  p: packages,
  warehouseName: warehouses.name,
  userName: users.userName,
  memberNumber: users.number,
  shelfCode: shelves.shelvesNumber,
};

/** The select every parcel list and detail starts from; add `where`, `orderBy`, `limit`. */
export const selectPackages = (tx: Executor) =>
  tx
    .select(columns)
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.id, packages.warehouseId))
    .leftJoin(users, eq(users.id, packages.ownerId))
    .leftJoin(shelves, eq(shelves.id, packages.shelfId));

export type PackageRecord = Awaited<ReturnType<ReturnType<typeof selectPackages>['execute']>>[number];

const decimal = (v: string | null) => (v === null ? null : plainDecimal(v));
const DAY_MS = 86_400_000;

export function toPackageRow(r: PackageRecord, population: Population, now = new Date()): PackageRow {
  const p = r.p;
  return {
    Id: p.id,
    CourierNumber: p.courierNumber,
    CourierCompany: p.courierCompany,
    WarehouseId: p.warehouseId,
    WarehouseName: r.warehouseName,
    ProductName: p.productName,
    Quantity: p.quantity,
    Price: p.price,
    PurchasePrice: p.purchasePrice,
    PurchaseCurrency: p.purchaseCurrency,
    ShopNo: p.shopNo,
    Remarks: p.remarks,
    PackageStatus: p.status,
    IsCompleted: p.isCompleted,
    UserId: p.ownerId,
    UserName: r.userName ?? '',
    MemberNumber: r.memberNumber ?? '',
    LogisticsSerialNumber: p.logisticsSerialNumber,
    Weight: decimal(p.weight),
    Length: decimal(p.length),
    Width: decimal(p.width),
    Height: decimal(p.height),
    VolumeWeight: decimal(p.volumeWeight),
    BillingWeight: decimal(p.billingWeight),
    Pictures: p.pictures,
    ShelfId: p.shelfId,
    ShelfCode: r.shelfCode ?? '',
    DaysOnShelf: p.shelvedAt && p.shelfId !== null ? Math.floor((now.getTime() - p.shelvedAt.getTime()) / DAY_MS) : null,
    SignedTime: p.signedAt?.toISOString() ?? null,
    ShelvedTime: p.shelvedAt?.toISOString() ?? null,
    CreationTime: p.createdAt.toISOString(),
    Actions: packageLifecycle.actionsFrom(p.status as PackageStatus, population),
  };
}

/**
 * A parcel's history for its detail, oldest first. A customer is told who acted as "you", "the
 * warehouse" or "the system" (staff are never named to them); staff read the account names.
 */
export const packageHistory = (tx: Executor, packageId: number, caller: Actor) => historyFor(tx, [packageLifecycle], packageId, caller);

/** Numbers are compared normalised (contracts `courierNumber` upper-cases them). */
export const numberIs = (courierNumber: string): SQL => eq(packages.courierNumber, courierNumber.trim().toUpperCase());

/**
 * What the unknown board keeps of a number so that a claim can be checked without customers reading
 * it: sha256 hex of the site id and the normalised number (the site in it, so one site's board says
 * nothing about another's numbers).
 */
export const courierNumberHash = (siteId: number, courierNumber: string): string =>
  createHash('sha256').update(`${siteId}:${courierNumber.trim().toUpperCase()}`).digest('hex');
