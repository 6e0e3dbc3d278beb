import { and, eq, sql } from 'drizzle-orm';
import { parcels, type ParsedRequestOf } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { ofCallerSite } from '../../platform/siteRecords.ts';
import { applyGoodsChanges, findShelf, lockShelves, type GoodsChange } from '../shelves/index.ts';
import { selectPackages, toPackageRow } from './packageRows.ts';
import { packages } from './tables.ts';

const { packageLifecycle, PackageStatus } = parcels;
type PutOnShelfBody = ParsedRequestOf<typeof parcels.putPackageOnShelf>;

/** A parcel takes no measured shelf space: shelves count parcels, not their volume. */
const NO_SPACE = { wide: '0', high: '0', length: '0' };

const goods = (shelfId: number, quantity: number, details: Record<string, string | number>): GoodsChange => ({ shelfId, quantity, space: NO_SPACE, action: 'GoodsChange', details });

/**
 * Put a scanned parcel on a shelf (ToBeCompleted → Shippable), or move it from the shelf it is on
 * (MoveShelf). The parcel row is locked first, then the shelves in id order (lockShelves), so two
 * scans of one parcel queue: the second sees it already there and writes nothing. Unknown parcels
 * are shelved like any other.
 */
export async function putOnShelf(tx: Executor, actor: Actor, body: PutOnShelfBody) {
  const shelf = await findShelf(tx, actor, body.ShelfId);
  const [parcel] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, shelf.shelf.siteId), eq(packages.courierNumber, body.CourierNumber), ...ofCallerSite(packages.siteId, actor)))
    .for('update');
  if (!parcel) throw invalid('CourierNumber', 'PackageNumberNotFound', { value: body.CourierNumber });
  if (shelf.shelf.warehouseId !== parcel.warehouseId || shelf.shelf.isDeactivate) throw invalid('ShelfId', 'PackageShelfNotUsable');

  const status = parcel.status as parcels.PackageStatus;
  if (status === PackageStatus.Shippable && parcel.shelfId === shelf.shelf.id) {
    return { Package: await rowOf(tx, actor, parcel.id), AlreadyThere: true, FromShelfCode: '', ShelfGoodsQuantity: shelf.shelf.goodsQuantity };
  }
  const action = status === PackageStatus.Shippable ? 'MoveShelf' : 'PutOnShelf';
  refuseUnlessAllowed(packageLifecycle, status, action, actor.population, 'CourierNumber');

  const oldShelfId = action === 'MoveShelf' ? parcel.shelfId : null;
  const locked = await lockShelves(tx, actor, oldShelfId === null ? [shelf.shelf.id] : [oldShelfId, shelf.shelf.id]);
  const details = { CourierNumber: parcel.courierNumber };
  const changes = [...(oldShelfId === null ? [] : [goods(oldShelfId, -1, details)]), goods(shelf.shelf.id, 1, details)];
  const after = await applyGoodsChanges(tx, actor, locked, changes);

  const [moved] = await tx
    .update(packages)
    .set({ status: packageLifecycle.next(status, action) ?? status, shelfId: shelf.shelf.id, shelvedAt: sql`coalesce(${packages.shelvedAt}, now())` })
    .where(and(eq(packages.id, parcel.id), eq(packages.status, status)))
    .returning({ id: packages.id });
  if (!moved) throw notFound();
  const oldShelf = oldShelfId === null ? undefined : locked.get(oldShelfId);
  await recordHistory(tx, packageLifecycle, actor, {
    siteId: parcel.siteId,
    ownerId: parcel.ownerId,
    recordId: parcel.id,
    action,
    from: status,
    details: { ShelfCode: shelf.shelf.shelvesNumber, ...(oldShelf ? { FromShelfCode: oldShelf.shelf.shelvesNumber } : {}) },
  });
  return {
    Package: await rowOf(tx, actor, parcel.id),
    AlreadyThere: false,
    FromShelfCode: oldShelf?.shelf.shelvesNumber ?? '',
    ShelfGoodsQuantity: after.get(shelf.shelf.id)?.shelf.goodsQuantity ?? 0,
  };
}

async function rowOf(tx: Executor, actor: Actor, id: number) {
  const [record] = await selectPackages(tx).where(eq(packages.id, id));
  if (!record) throw notFound();
  return toPackageRow(record, actor.population);
}
