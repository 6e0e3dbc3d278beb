import { and, asc, eq, inArray } from 'drizzle-orm';
import { AccountType, ErrorCode, type Lifecycle, type Population } from '@lbo/contracts';
import { users } from '../db/schema.ts';
import type { Actor } from './auth.ts';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';
import { recordHistories } from './historyTables.ts';

/**
 * The server's half of a record's transition table (contracts lifecycle.ts): `refuseUnlessAllowed`
 * before a state changes, `recordHistory` in the same transaction after. An area changes a
 * record's state column only between these two, with `where state = <the state it read>` on its
 * update so that of two concurrent actions one wins and the other is refused.
 */

/** Refuses (Code 3, naming the record's state and the action in the caller's language) what the table does not allow. */
export function refuseUnlessAllowed<S extends number, N extends string>(
  lifecycle: Lifecycle<S, N>,
  state: S | null,
  action: N,
  population: Population,
  field: string,
): void {
  if (lifecycle.allows(state, action, population)) return;
  const { names } = lifecycle;
  throw new AppError(ErrorCode.BusinessRule, 'ActionNotAllowedNow', {
    field,
    record: names.record,
    state: state === null ? names.record : names.states[state],
    action: names.actions[action],
  });
}

export interface HistoryEntry<S extends number, N extends string> {
  siteId: number;
  /** the record's customer, null when nobody owns it (an unknown parcel) */
  ownerId: number | null;
  recordId: number;
  action: N;
  from: S | null;
  /** the state after; the lifecycle's `next` when left out */
  to?: S | null;
  /** what the action recorded (weight, shelf, reason...) */
  details?: Record<string, unknown>;
}

/** Writes the history row of an action taken (who, when, from, to, what). */
export async function recordHistory<S extends number, N extends string>(tx: Executor, lifecycle: Lifecycle<S, N>, actor: Actor | null, entry: HistoryEntry<S, N>): Promise<void> {
  const to = entry.to !== undefined ? entry.to : entry.from === null ? (lifecycle.actions[entry.action].to ?? null) : lifecycle.next(entry.from, entry.action);
  await tx.insert(recordHistories).values({
    siteId: entry.siteId,
    ownerId: entry.ownerId,
    record: lifecycle.record,
    recordId: entry.recordId,
    action: entry.action,
    fromState: entry.from,
    toState: to,
    actorId: actor?.userId ?? null,
    details: entry.details ?? {},
  });
}

/** A record's history, oldest first. */
export function historyOf(tx: Executor, lifecycle: Lifecycle<number, string>, recordId: number) {
  return tx
    .select()
    .from(recordHistories)
    .where(and(eq(recordHistories.record, lifecycle.record), eq(recordHistories.recordId, recordId)))
    .orderBy(asc(recordHistories.id));
}

/**
 * A record's history (of one or more of its lifecycles, in the order it happened) as the caller is
 * told it: staff read who acted; a customer reads 'you', the record's customer, or 'the warehouse'
 * (the site's staff), never a staff member's name.
 */
export async function historyFor(tx: Executor, lifecycles: Lifecycle<number, string>[], recordId: number, caller: Actor) {
  const rows = [];
  for (const lifecycle of lifecycles) rows.push(...(await historyOf(tx, lifecycle, recordId)));
  rows.sort((a, b) => a.id - b.id);
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const accounts = new Map<number, { name: string; customer: boolean }>();
  if (actorIds.length > 0 && caller.population === 'backstage') {
    const found = await tx.select({ id: users.id, name: users.userName, type: users.accountType }).from(users).where(inArray(users.id, actorIds));
    for (const u of found) accounts.set(u.id, { name: u.name, customer: u.type === AccountType.SiteUser });
  }
  const kindOf = (actorId: number | null) => {
    if (actorId === null) return 'System' as const;
    if (actorId === caller.userId) return 'You' as const;
    // A customer reads only their own records: anyone else who acted on one is the site's staff.
    return accounts.get(actorId)?.customer ? ('Customer' as const) : ('Warehouse' as const);
  };
  return rows.map((h) => ({
    Action: h.action,
    FromState: h.fromState,
    ToState: h.toState,
    ActorName: h.actorId === null ? '' : (accounts.get(h.actorId)?.name ?? ''),
    ActorKind: kindOf(h.actorId),
    Details: h.details,
    CreationTime: h.createdAt.toISOString(),
  }));
}

/** When a record changes owner (an unknown parcel claimed), its history goes with it. */
export async function moveHistoryOwner(tx: Executor, lifecycle: Lifecycle<number, string>, recordId: number, ownerId: number): Promise<void> {
  await tx.update(recordHistories).set({ ownerId }).where(and(eq(recordHistories.record, lifecycle.record), eq(recordHistories.recordId, recordId)));
}
