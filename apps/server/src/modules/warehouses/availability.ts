import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { userAvailableWarehouses, warehouses } from './tables.ts';

/**
 * A user's available warehouses (spec domain §3 "User": SiteJoinWarehouseIds). No row means every
 * warehouse of the user's site: a new warehouse is then usable at once by everyone, and a site that
 * never restricts anybody needs no upkeep. Rows restrict the user to those warehouses everywhere the
 * warehouse areas answer (lists, details, pickers, writes). Platform staff are never restricted.
 */

/** The warehouses the caller may work in; `null`: all of their site (or all, for platform staff). */
export async function availableWarehouseIds(tx: Executor, actor: Actor): Promise<number[] | null> {
  if (actor.siteId === null) return null;
  const rows = await tx.select({ id: userAvailableWarehouses.warehouseId }).from(userAvailableWarehouses).where(eq(userAvailableWarehouses.userId, actor.userId));
  return rows.length === 0 ? null : rows.map((r) => r.id);
}

/** The condition that keeps a query to the available warehouses (none when all are). */
export const withinAvailable = (available: number[] | null, column: PgColumn): SQL | undefined =>
  available === null ? undefined : available.length === 0 ? eq(column, -1) : inArray(column, available);

/** The same limit inside the statement that reads the warehouse, for a call that reads it once per scan. */
export const availableToCaller = (actor: Actor, column: PgColumn): SQL | undefined => {
  if (actor.siteId === null) return undefined;
  const listed = (also: SQL) => sql`exists (select 1 from ${userAvailableWarehouses} where ${userAvailableWarehouses.userId} = ${actor.userId}${also})`;
  return sql`(not ${listed(sql``)} or ${listed(sql` and ${userAvailableWarehouses.warehouseId} = ${column}`)})`;
};

export const isAvailable = (available: number[] | null, warehouseId: number) => available === null || available.includes(warehouseId);

/** The available warehouses of users, for the user pages. */
export async function warehousesOfUsers(tx: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: userAvailableWarehouses.userId, Id: warehouses.id, Name: warehouses.name })
    .from(userAvailableWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, userAvailableWarehouses.warehouseId))
    .where(inArray(userAvailableWarehouses.userId, [...userIds]))
    .orderBy(asc(warehouses.id));
}

/**
 * The warehouses chosen for a user: warehouses of the user's own site that the editor may use
 * themselves (nobody hands out access they do not have). Unchanged choices pass as they are, so an
 * editor with fewer warehouses can still save the rest of the account.
 */
export async function checkUserWarehouses(tx: Executor, actor: Actor, userSiteId: number | null, wanted: readonly number[], current: readonly number[]): Promise<number[]> {
  const ids = [...new Set(wanted)].sort((a, b) => a - b);
  const before = [...current].sort((a, b) => a - b);
  if (ids.length === before.length && ids.every((id, i) => id === before[i])) return ids;
  if (ids.length === 0) return [];
  const reach = await availableWarehouseIds(tx, actor);
  const found =
    userSiteId === null
      ? []
      : await tx
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(and(inArray(warehouses.id, ids), eq(warehouses.siteId, userSiteId), withinAvailable(reach, warehouses.id)));
  const known = new Set(found.map((w) => w.id));
  const missing = ids.find((id) => !known.has(id) && !before.includes(id));
  if (missing !== undefined) throw invalid('SiteJoinWarehouseIds', 'UserWarehouseNotFound', { value: missing });
  return ids;
}

/** Replace a user's available warehouses. */
export async function replaceUserWarehouses(tx: Executor, user: { id: number; siteId: number | null }, warehouseIds: readonly number[]) {
  await tx.delete(userAvailableWarehouses).where(eq(userAvailableWarehouses.userId, user.id));
  if (warehouseIds.length) await tx.insert(userAvailableWarehouses).values(warehouseIds.map((warehouseId) => ({ siteId: user.siteId, userId: user.id, warehouseId })));
}
