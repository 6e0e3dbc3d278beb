import { and, eq, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { AccountType, formatMessage, type Language, type logisticsOrders as contract, type MessageKey } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { refused } from '../../platform/errors.ts';
import { roles, userRoles, users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/**
 * Who may ask for cash on delivery (spec §6), one rule for the customer's wizard, staff's orders
 * and peer orders: the site offers it (OpenCashOnDelivery), one of the customer's enabled groups
 * allows it (IsCashOnDelivery), and the Collection is within the customer's limit: their own
 * (users.cash_on_delivery_amount, set by staff with the credit limit) or else the largest
 * DefaultCashOnDeliveryAmount of those groups. The limit is an amount in the customer's currency,
 * as the Collection is. The carrier's part (it must collect) is checked with the carrier.
 */
export interface CodReading {
  siteOpen: boolean;
  groupAllows: boolean;
  /** null when no group allows it */
  limit: Decimal | null;
}

/** One statement, sent with pricing's reads (it depends on nothing they read). */
export async function readCodTerms(tx: Executor, customer: { siteId: number; ownerId: number }): Promise<CodReading> {
  const [row] = await tx
    .select({
      siteOpen: sites.openCashOnDelivery,
      own: users.cashOnDeliveryAmount,
      groupAllows: sql<boolean>`coalesce(bool_or(${roles.isCashOnDelivery}), false)`,
      groupLimit: sql<string | null>`max(${roles.defaultCashOnDeliveryAmount}) filter (where ${roles.isCashOnDelivery})`,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, customer.siteId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isEnabled, true), eq(roles.population, AccountType.SiteUser)))
    .where(eq(users.id, customer.ownerId))
    .groupBy(sites.openCashOnDelivery, users.cashOnDeliveryAmount);
  const groupAllows = row?.groupAllows ?? false;
  const limit = !groupAllows ? null : row?.own != null ? new Decimal(row.own) : new Decimal(row?.groupLimit ?? 0);
  return { siteOpen: row?.siteOpen ?? false, groupAllows, limit };
}

interface Refusal {
  key: MessageKey;
  params: Record<string, string>;
}

/** Why COD is refused (for a Collection, or for any amount when none is given), or null. */
function refusalOf(r: CodReading, collection?: string): Refusal | null {
  if (!r.siteOpen) return { key: 'OrderCodSiteClosed', params: { field: 'IsCod' } };
  if (!r.groupAllows) return { key: 'OrderCodGroupNotAllowed', params: { field: 'IsCod' } };
  if (collection !== undefined && new Decimal(collection).greaterThan(r.limit!)) {
    return { key: 'OrderCodOverLimit', params: { field: 'Collection', value: new Decimal(collection).toFixed(2), limit: r.limit!.toFixed(2) } };
  }
  return null;
}

/** The terms as the price answers them, so the form shows the limit and why COD is not offered. */
export function codTermsIn(r: CodReading, language: Language): contract.CodTerms {
  const refusal = refusalOf(r);
  return { Allowed: refusal === null, Limit: (r.limit ?? new Decimal(0)).toFixed(2), Refusal: refusal === null ? '' : formatMessage(refusal.key, language, refusal.params) };
}

/** Refuses (Code 3, naming IsCod or Collection) an order whose COD the site, the groups or the limit do not allow. */
export function refuseUnlessCodAllowed(r: CodReading, collection: string) {
  const refusal = refusalOf(r, collection);
  if (refusal) throw refused(refusal.key, refusal.params);
}
