import { asc, eq, or } from 'drizzle-orm';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { users } from '../access/tables.ts';
import { logisticsOrderNumberChanges, logisticsOrders } from './tables.ts';

/**
 * An order's split data for its detail: the order it was split off, the orders split off it, and the
 * number change records of its number and of numbers that became it. Customers are told no staff
 * member's name (as in the history).
 */
export async function splitDataOf(tx: Executor, actor: Actor, o: { id: number; parentOrderId: number | null }) {
  const ref = { Id: logisticsOrders.id, SerialNumber: logisticsOrders.serialNumber };
  const [parent, children, changes] = await Promise.all([
    o.parentOrderId === null ? [] : tx.select(ref).from(logisticsOrders).where(eq(logisticsOrders.id, o.parentOrderId)),
    tx.select(ref).from(logisticsOrders).where(eq(logisticsOrders.parentOrderId, o.id)).orderBy(asc(logisticsOrders.id)),
    tx
      .select({ c: logisticsOrderNumberChanges, name: users.userName })
      .from(logisticsOrderNumberChanges)
      .leftJoin(users, eq(users.id, logisticsOrderNumberChanges.createdBy))
      .where(or(eq(logisticsOrderNumberChanges.orderId, o.id), eq(logisticsOrderNumberChanges.fromOrderId, o.id)))
      .orderBy(asc(logisticsOrderNumberChanges.id)),
  ]);
  return {
    SplitFrom: parent[0] ?? null,
    SplitInto: children,
    NumberChanges: changes.map(({ c, name }) => ({
      Id: c.id,
      OldNumber: c.oldNumber,
      NewNumber: c.newNumber,
      Reason: c.reason,
      OperatorName: actor.population === 'user' ? '' : (name ?? ''),
      CreationTime: c.createdAt.toISOString(),
    })),
  };
}
