import type { Population } from './call.ts';
import type { Texts } from './messages.ts';

/**
 * A record with a life (parcel, inbound document, order, picking list, shift, bill, return) moves
 * between its states only through the actions of its one transition table (DESIGN §8). The server
 * refuses an action the table does not allow from the record's state, the pages read the same table
 * to show or hide the action's button, and every action taken writes a history row.
 *
 * Separate axes stay separate: a table covers one state column (a parcel's PackageStatus), never a
 * product of several.
 */
export interface Action<State extends number> {
  /** the states the action may start from; `null`: it makes a new record */
  readonly from: readonly (State | null)[];
  /** the state it leaves the record in: absent, it stays where it was; `null`, the record ends (a deleted forecast) */
  readonly to?: State | null;
  /** who may take it: customers (`user`) on their own records, staff (`backstage`) on their site's */
  readonly by: readonly Population[];
}

/** What a refusal names, in the three languages: the record, each state, each action (as "cannot be …": "signed for"). */
export interface LifecycleNames<State extends number, Name extends string> {
  readonly record: Texts;
  readonly states: Readonly<Record<State, Texts>>;
  readonly actions: Readonly<Record<Name, Texts>>;
}

export interface Lifecycle<State extends number, Name extends string> {
  /** the record's name in history rows ("Package") */
  readonly record: string;
  readonly names: LifecycleNames<State, Name>;
  /** the states by name, as the contract exports them */
  readonly states: Readonly<Record<string, State>>;
  readonly actions: Readonly<Record<Name, Action<State>>>;
  /** whether `action` may be taken from `state` (`null`: no record yet) by `population` */
  allows(state: State | null, action: Name, population?: Population): boolean;
  /** the state `action` leaves a record of `state` in (`null`: it ends) */
  next(state: State, action: Name): State | null;
  /** the actions `population` may take on a record in `state`, in the table's order: what a page shows */
  actionsFrom(state: State, population: Population): Name[];
}

export function defineLifecycle<State extends number, Name extends string>(
  record: string,
  states: Readonly<Record<string, State>>,
  actions: Readonly<Record<Name, Action<State>>>,
  names: LifecycleNames<State, Name>,
): Lifecycle<State, Name> {
  const order = Object.keys(actions) as Name[];
  const allows = (state: State | null, action: Name, population?: Population) => {
    const a = actions[action];
    return a.from.includes(state) && (population === undefined || a.by.includes(population));
  };
  return {
    record,
    names,
    states,
    actions,
    allows,
    next: (state, action) => (actions[action].to === undefined ? state : (actions[action].to ?? null)),
    actionsFrom: (state, population) => order.filter((name) => allows(state, name, population)),
  };
}
