import { AccountType } from '@lbo/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLogs, sites, users } from '../db/schema.ts';
import type { Actor } from './auth.ts';
import type { Executor } from './db.ts';
import { forbidden, invalid, notFound } from './errors.ts';
import { ofCallerSite } from './siteRecords.ts';

// What the areas of site-owned records share: the site a call works on, site names, a record's history.

/**
 * The site a call on a site's resources (templates, payment configuration, common files) works on.
 * Site staff: always their own (SiteId ignored; row-level security hides every other site anyway).
 * Platform staff: the site they name; `null` when they name none, which lists read as "every site".
 */
export async function chosenSite(tx: Executor, actor: Actor, siteId: number | undefined): Promise<number | null> {
  if (actor.siteId !== null) return actor.siteId;
  if (siteId === undefined) return null;
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw invalid('SiteId', 'InvalidValue');
  return site.id;
}

/** The customer a record is for (a commodity, an inbound document, an order) and their site. */
export interface Customer {
  ownerId: number;
  siteId: number;
}

/**
 * Whose record a call makes: a customer's own, or, from staff, the customer they name (`field`,
 * a site user of the caller's site; platform staff may name any site's).
 */
export async function customerOf(tx: Executor, actor: Actor, userId: number | undefined, field = 'UserId'): Promise<Customer> {
  if (actor.population === 'user') {
    // Portal users always belong to a site; the contracts admit no other population.
    if (actor.siteId === null) throw notFound();
    return { ownerId: actor.userId, siteId: actor.siteId };
  }
  const [owner] = await tx
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(and(eq(users.id, userId!), eq(users.accountType, AccountType.SiteUser), ...ofCallerSite(users.siteId, actor)));
  if (!owner || owner.siteId === null) throw invalid(field, 'SiteCustomerNotFound');
  return { ownerId: owner.id, siteId: owner.siteId };
}

/** As `chosenSite`, for calls that change one site's resources: platform staff must name it. */
export async function requireSite(tx: Executor, actor: Actor, siteId: number | undefined): Promise<number> {
  const site = await chosenSite(tx, actor, siteId);
  if (site === null) throw invalid('SiteId', 'ResourceSiteRequired');
  return site;
}

/** What is the same on every site (menus, views): only platform staff (no site) may write it. */
export function requirePlatformStaff(actor: Actor): void {
  if (actor.siteId !== null) throw forbidden('PlatformStaffOnly');
}

/** Site names by id, for rows that show which site they belong to. */
export async function siteNames(tx: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await tx.select({ id: sites.id, name: sites.siteName }).from(sites).where(inArray(sites.id, distinct));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A record's changes, newest first (who, when, before, after), for its detail page. */
export async function auditHistory(tx: Executor, entity: string, id: number | string) {
  const rows = await tx
    .select({ action: auditLogs.action, actorName: users.userName, createdAt: auditLogs.createdAt, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id))))
    .orderBy(desc(auditLogs.id))
    .limit(50);
  return rows.map((a) => ({ Action: a.action, ActorName: a.actorName ?? '', CreationTime: a.createdAt.toISOString(), Before: a.before, After: a.after }));
}
