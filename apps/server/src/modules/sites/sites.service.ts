import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sitePageConfigurations, siteHosts, sites } from './tables.ts';

export interface HostSite {
  /** null: the platform console host (platform staff only) */
  siteId: number | null;
  apiBaseUrl: string;
}

/** Host header → the host table's candidates: exact "name:port" first, then the name alone. */
function hostCandidates(host: string): string[] {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.split(':')[0] ?? h;
  return name === h ? [h] : [h, name];
}

export async function findSiteByHost(tx: Executor, host: string): Promise<HostSite> {
  const candidates = hostCandidates(host);
  const rows = await tx
    .select({ host: siteHosts.host, siteId: siteHosts.siteId, apiBaseUrl: siteHosts.apiBaseUrl })
    .from(siteHosts)
    .where(inArray(siteHosts.host, candidates));
  const row = candidates.map((c) => rows.find((r) => r.host === c)).find(Boolean);
  if (!row) throw new AppError(4, 'UnknownHost', { host });
  return { siteId: row.siteId, apiBaseUrl: row.apiBaseUrl };
}

/** The site a pre-sign-in call acts on; the platform host has none, so fall back to the first site for its public pages. */
export async function siteForPublicPage(tx: Executor, host: string): Promise<number> {
  const { siteId } = await findSiteByHost(tx, host);
  if (siteId !== null) return siteId;
  const [first] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.isEnabled, true)).orderBy(asc(sites.id)).limit(1);
  if (!first) throw new AppError(4, 'SiteNotFound');
  return first.id;
}

export async function getPageConfiguration(tx: Executor, siteId: number, language: number) {
  const rows = await tx
    .select({ language: sitePageConfigurations.language, title: sitePageConfigurations.title, logo: sitePageConfigurations.logo })
    .from(sitePageConfigurations)
    .where(eq(sitePageConfigurations.siteId, siteId));
  const [site] = await tx.select({ siteName: sites.siteName, logo: sites.logo }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new AppError(4, 'SiteNotFound');
  // Each field on its own: a language not configured (or left blank) falls back to Simplified Chinese,
  // then to the site's own name and logo.
  const exact = rows.find((r) => r.language === language);
  const zhCn = rows.find((r) => r.language === 1);
  return {
    Title: exact?.title || zhCn?.title || site.siteName,
    Logo: exact?.logo || zhCn?.logo || site.logo,
  };
}

export async function selectableSites(tx: Executor, siteId: number | null) {
  const rows = await tx
    .select({ Id: sites.id, Name: sites.siteName })
    .from(sites)
    .where(siteId === null ? eq(sites.isEnabled, true) : and(eq(sites.id, siteId), eq(sites.isEnabled, true)))
    .orderBy(asc(sites.id));
  return rows;
}
