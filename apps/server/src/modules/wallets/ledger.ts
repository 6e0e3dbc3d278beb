import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AccountType, roles as roleContract, wallets as contract } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { refused } from '../../platform/errors.ts';
import { roles, userRoles, users } from '../access/tables.ts';
import { walletEvents, walletPostings, wallets } from './tables.ts';

const { CUSTOMER_ACCOUNTS, LedgerAccount, WalletEventType } = contract;
const { SettlementCycle } = roleContract;
type LedgerAccount = contract.LedgerAccount;
export type Wallet = typeof wallets.$inferSelect;

/** The business event money moves for: its key (unique per site) makes applying it twice do nothing. */
export interface MoneyEvent {
  key: string;
  type: contract.WalletEventType;
  documentType: string;
  documentId: number | null;
  documentNumber?: string;
  reason?: string;
}

/** A posting into (+) or out of (−) one of the site's accounts. */
export interface SiteLine {
  account: LedgerAccount;
  amount: Decimal;
}

/**
 * What an event does to one wallet: `amount` > 0 comes in (repays credit used first, the rest to
 * cash; for a customer on a settlement cycle only a refund repays credit, see `post`), < 0 goes
 * out (from the available cash, then, with `useCredit`, from the credit line); `counter` is the
 * site's side: one account taking the opposite of the amount, or lines summing to it (a COD
 * remittance: clearing out, the part bills took back into COD receivable).
 */
export interface Movement {
  amount: Decimal;
  counter: LedgerAccount | readonly SiteLine[];
  useCredit?: boolean;
  /** the wire field a refusal names */
  field: string;
}

export interface Figures {
  /** cash − credit used */
  balance: string;
  /** what is left of the credit line (0 without credit) */
  credit: string;
}

export interface Posted {
  result: 'applied' | 'already-applied';
  eventId: number;
  before: Figures;
  after: Figures;
  /** the part taken from (or returned to) the cash and the credit line, both ≥ 0 */
  cash: Decimal;
  credit: Decimal;
  wallet: Wallet;
}

export const figuresOf = (w: Pick<Wallet, 'cash' | 'creditUsed' | 'isCredit' | 'creditLimit'>): Figures => ({
  balance: new Decimal(w.cash).minus(w.creditUsed).toFixed(2),
  credit: w.isCredit ? Decimal.max(0, new Decimal(w.creditLimit).minus(w.creditUsed)).toFixed(2) : '0.00',
});

/** Available cash: what a payment may take from the balance (frozen money is held for a payment in flight). */
export const availableOf = (w: Wallet) => new Decimal(w.cash).minus(w.frozen);

/**
 * The credit line a new wallet starts with: the customer's own setting when staff turned it on
 * for them, else the largest default of their enabled roles that grant credit (spec §6).
 */
async function creditDefaults(tx: Executor, ownerId: number): Promise<{ isCredit: boolean; creditLimit: string }> {
  const [own] = await tx.select({ isCredit: users.isCreditAmount, limit: users.creditAmount }).from(users).where(eq(users.id, ownerId));
  if (own?.isCredit) return { isCredit: true, creditLimit: new Decimal(own.limit).toFixed(2) };
  const [role] = await tx
    .select({ limit: sql<string>`max(${roles.defaultCreditAmount})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, ownerId), eq(roles.isCreditAmount, true), eq(roles.isEnabled, true), eq(roles.population, AccountType.SiteUser)));
  return role?.limit == null ? { isCredit: false, creditLimit: '0.00' } : { isCredit: true, creditLimit: new Decimal(role.limit).toFixed(2) };
}

/**
 * The wallets of a customer in the given currencies, created when missing (credit from the
 * customer's or role's settings) and locked in id order: every event locks wallets the same way,
 * after the bills and orders it touches, so two events on one wallet queue and never deadlock.
 */
export async function lockWallets(tx: Executor, siteId: number, ownerId: number, currencies: readonly string[]): Promise<Map<string, Wallet>> {
  const codes = [...new Set(currencies)].sort();
  const lock = () =>
    tx
      .select()
      .from(wallets)
      .where(and(eq(wallets.siteId, siteId), eq(wallets.ownerId, ownerId), inArray(wallets.currencyCode, codes)))
      .orderBy(asc(wallets.id))
      .for('update');
  // One currency (nearly every event): lock it at once, a statement less. Nothing is held when it is missing, so
  // making it below waits on another maker of it as the general path does. Several are looked for unlocked first:
  // locking the existing ones before making the rest could deadlock against an event making them in another order.
  if (codes.length === 1) {
    const rows = await lock();
    if (rows.length === 1) return new Map([[rows[0]!.currencyCode, rows[0]!]]);
  }
  const existing = await tx
    .select({ code: wallets.currencyCode })
    .from(wallets)
    .where(and(eq(wallets.siteId, siteId), eq(wallets.ownerId, ownerId), inArray(wallets.currencyCode, codes)));
  const missing = codes.filter((c) => !existing.some((e) => e.code === c));
  if (missing.length > 0) {
    const defaults = await creditDefaults(tx, ownerId);
    await tx
      .insert(wallets)
      .values(missing.map((currencyCode) => ({ siteId, ownerId, currencyCode, ...defaults })))
      .onConflictDoNothing();
  }
  const rows = await lock();
  return new Map(rows.map((w) => [w.currencyCode, w]));
}

/**
 * The one way money moves. In the caller's transaction, on a wallet the caller locked
 * (`lockWallets`):
 * 1. the event's key is recorded (unique per site): the same key again answers 'already-applied'
 *    and writes nothing;
 * 2. the movement is checked against the wallet: going out beyond the available cash (and, with
 *    credit, beyond what is left of the line) refuses the whole event (Code 3, naming the field);
 * 3. the postings are written (the customer's cash and/or credit, the site's counter account: they
 *    sum to zero) with the balance after each, and the wallet's counters are set in the same
 *    transaction. The table's checks hold the rules even against a faulty caller.
 */
export async function post(tx: Executor, actor: Actor | null, wallet: Wallet, event: MoneyEvent, movement: Movement): Promise<Posted> {
  const amount = movement.amount;
  if (amount.isZero() || amount.decimalPlaces() > 2) throw new Error(`a movement of ${amount.toString()}`);
  const siteLines = typeof movement.counter === 'number' ? [{ account: movement.counter, amount: amount.negated() }] : movement.counter;
  checkSiteLines(siteLines, amount.negated());
  const before = figuresOf(wallet);
  const recorded = await recordEvent(tx, actor, wallet, wallet.id, event);
  if (recorded.result === 'already-applied') return { result: 'already-applied', eventId: recorded.eventId, before, after: before, cash: new Decimal(0), credit: new Decimal(0), wallet };

  let cash = new Decimal(wallet.cash);
  let used = new Decimal(wallet.creditUsed);
  let cashPart: Decimal;
  let creditPart: Decimal;
  if (amount.isPositive()) {
    // A customer on a settlement cycle repays the credit by settling statements (`repayCreditFromCash`):
    // other money in stays cash until then. A refund gives back what a payment took, credit first.
    const repays = event.type === WalletEventType.Refund || used.isZero() || (await settlementCycleOf(tx, wallet.ownerId)) === SettlementCycle.PerOrder;
    creditPart = repays ? Decimal.min(amount, used) : new Decimal(0);
    cashPart = amount.minus(creditPart);
    used = used.minus(creditPart);
    cash = cash.plus(cashPart);
  } else {
    const need = amount.negated();
    const available = availableOf(wallet);
    const creditLeft = new Decimal(wallet.creditLimit).minus(used);
    const params = { field: movement.field, currency: wallet.currencyCode, available: available.toFixed(2), credit: creditLeft.toFixed(2), amount: need.toFixed(2) };
    if (movement.useCredit && !wallet.isCredit) throw refused('WalletCreditNotEnabled', params);
    if (!movement.useCredit && need.greaterThan(available)) throw refused('WalletBalanceNotEnough', params);
    if (movement.useCredit && need.greaterThan(available.plus(creditLeft))) throw refused('WalletCreditNotEnough', params);
    cashPart = Decimal.min(need, available);
    creditPart = need.minus(cashPart);
    cash = cash.minus(cashPart);
    used = used.plus(creditPart);
  }

  // Postings in a fixed order (credit, then cash, then the site's side), each with the balance after it.
  const sign = amount.isPositive() ? 1 : -1;
  let running = new Decimal(wallet.cash).minus(wallet.creditUsed);
  const rows: (typeof walletPostings.$inferInsert)[] = [];
  const customer = (account: LedgerAccount, part: Decimal) => {
    if (part.isZero()) return;
    running = running.plus(part.times(sign));
    rows.push({ siteId: wallet.siteId, ownerId: wallet.ownerId, eventId: recorded.eventId, walletId: wallet.id, account, currencyCode: wallet.currencyCode, amount: part.times(sign).toFixed(2), balanceAfter: running.toFixed(2) });
  };
  if (sign > 0) customer(LedgerAccount.CustomerCredit, creditPart);
  customer(LedgerAccount.CustomerCash, cashPart);
  if (sign < 0) customer(LedgerAccount.CustomerCredit, creditPart);
  rows.push(...siteRows(wallet, recorded.eventId, siteLines));

  // The postings and the counters they move are sent together (one round trip on the pipelining pool, the wallet
  // locked a shorter while); a refused posting (the table's checks) fails the transaction all the same.
  const arrearsAt = used.isZero() ? null : (wallet.arrearsAt ?? new Date());
  const [posted, counted] = await Promise.allSettled([
    tx.insert(walletPostings).values(rows),
    tx
      .update(wallets)
      .set({ cash: cash.toFixed(2), creditUsed: used.toFixed(2), arrearsAt, updatedAt: new Date() })
      .where(eq(wallets.id, wallet.id))
      .returning(),
  ]);
  if (posted.status === 'rejected') throw posted.reason;
  if (counted.status === 'rejected') throw counted.reason;
  const [updated] = counted.value;
  // The caller keeps using the locked row for its next event on this wallet.
  Object.assign(wallet, updated);
  return { result: 'applied', eventId: recorded.eventId, before, after: figuresOf(updated!), cash: cashPart, credit: creditPart, wallet: updated! };
}

/** Where an event's postings belong when no wallet of the customer moves: their site, the customer and the currency. */
export interface SiteScope {
  siteId: number;
  ownerId: number;
  currencyCode: string;
}

/**
 * An event between the site's own accounts only (a bill paid from an order's collection: COD
 * receivable to revenue): no customer money moves, so no wallet is locked or made; the event has no
 * wallet and still names the customer. The same key again writes nothing.
 */
export async function postSiteEvent(tx: Executor, actor: Actor | null, scope: SiteScope, event: MoneyEvent, lines: readonly SiteLine[]): Promise<{ result: Posted['result']; eventId: number }> {
  checkSiteLines(lines, new Decimal(0));
  const recorded = await recordEvent(tx, actor, scope, null, event);
  if (recorded.result === 'applied') await tx.insert(walletPostings).values(siteRows({ ...scope, id: null }, recorded.eventId, lines));
  return recorded;
}

/** The site's lines are the site's accounts, in cents, not zero, and sum to `total` (a faulty caller is a bug, not a refusal). */
function checkSiteLines(lines: readonly SiteLine[], total: Decimal) {
  const sum = lines.reduce((s, l) => s.plus(l.amount), new Decimal(0));
  if (lines.length === 0 || !sum.equals(total) || lines.some((l) => CUSTOMER_ACCOUNTS.includes(l.account) || l.amount.isZero() || l.amount.decimalPlaces() > 2)) {
    throw new Error(`site lines ${JSON.stringify(lines)} for ${total.toString()}`);
  }
}

const siteRows = (w: { siteId: number; ownerId: number; currencyCode: string; id: number | null }, eventId: number, lines: readonly SiteLine[]): (typeof walletPostings.$inferInsert)[] =>
  lines.map((l) => ({ siteId: w.siteId, ownerId: w.ownerId, eventId, walletId: null, account: l.account, currencyCode: w.currencyCode, amount: l.amount.toFixed(2), balanceAfter: null }));

/** Records the event under its key (unique per site); the key already there answers its event and 'already-applied'. */
async function recordEvent(tx: Executor, actor: Actor | null, scope: { siteId: number; ownerId: number }, walletId: number | null, event: MoneyEvent): Promise<{ result: Posted['result']; eventId: number }> {
  const [recorded] = await tx
    .insert(walletEvents)
    .values({
      siteId: scope.siteId,
      ownerId: scope.ownerId,
      walletId,
      eventKey: event.key,
      type: event.type,
      documentType: event.documentType,
      documentId: event.documentId,
      documentNumber: event.documentNumber ?? '',
      reason: event.reason ?? '',
      operatorId: actor?.userId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: walletEvents.id });
  if (recorded) return { result: 'applied', eventId: recorded.id };
  const [found] = await tx.select({ id: walletEvents.id }).from(walletEvents).where(and(eq(walletEvents.siteId, scope.siteId), eq(walletEvents.eventKey, event.key)));
  return { result: 'already-applied', eventId: found!.id };
}

/**
 * The settlement cycle of a customer: their customer group's (spec §6). Of several enabled groups
 * the longest cycle counts (the group that gives them the most time); none is per order.
 */
export async function settlementCycleOf(tx: Executor, ownerId: number): Promise<roleContract.SettlementCycle> {
  const [row] = await tx
    .select({ cycle: sql<number | null>`max(${roles.settlementCycle})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, ownerId), eq(roles.isEnabled, true), eq(roles.population, AccountType.SiteUser)));
  return (row?.cycle ?? SettlementCycle.PerOrder) as roleContract.SettlementCycle;
}

/**
 * Repays up to `amount` of the credit used from the available cash, as one event on the wallet
 * (locked by the caller): the cash posting out, the credit posting in, summing to zero. The same key
 * again writes nothing; cash short of the amount refuses the event (Code 3, naming `field`).
 */
export async function repayCreditFromCash(tx: Executor, actor: Actor | null, wallet: Wallet, event: MoneyEvent, amount: Decimal, field: string): Promise<Posted> {
  if (!amount.greaterThan(0) || amount.decimalPlaces() > 2 || amount.greaterThan(wallet.creditUsed)) throw new Error(`a repayment of ${amount.toString()}`);
  const before = figuresOf(wallet);
  const available = availableOf(wallet);
  if (amount.greaterThan(available)) throw refused('WalletBalanceNotEnough', { field, currency: wallet.currencyCode, available: available.toFixed(2), credit: '0.00', amount: amount.toFixed(2) });
  const recorded = await recordEvent(tx, actor, wallet, wallet.id, event);
  if (recorded.result === 'already-applied') return { result: 'already-applied', eventId: recorded.eventId, before, after: before, cash: new Decimal(0), credit: new Decimal(0), wallet };
  const cash = new Decimal(wallet.cash).minus(amount);
  const used = new Decimal(wallet.creditUsed).minus(amount);
  const balance = new Decimal(wallet.cash).minus(wallet.creditUsed);
  const posting = { siteId: wallet.siteId, ownerId: wallet.ownerId, eventId: recorded.eventId, walletId: wallet.id, currencyCode: wallet.currencyCode };
  await tx.insert(walletPostings).values([
    { ...posting, account: LedgerAccount.CustomerCash, amount: amount.negated().toFixed(2), balanceAfter: balance.minus(amount).toFixed(2) },
    { ...posting, account: LedgerAccount.CustomerCredit, amount: amount.toFixed(2), balanceAfter: balance.toFixed(2) },
  ]);
  const [updated] = await tx
    .update(wallets)
    .set({ cash: cash.toFixed(2), creditUsed: used.toFixed(2), arrearsAt: used.isZero() ? null : wallet.arrearsAt, updatedAt: new Date() })
    .where(eq(wallets.id, wallet.id))
    .returning();
  Object.assign(wallet, updated);
  return { result: 'applied', eventId: recorded.eventId, before, after: figuresOf(updated!), cash: amount, credit: amount, wallet: updated! };
}
