import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { AccountType, ErrorCode, formatMessage, site as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, forbidden, invalid, notFound, refused } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/richText.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';
import { withSystemRights } from '../../platform/tenancy.ts';
import { auditLogs, roles, users } from '../access/tables.ts';
import { organizes } from '../organizes/tables.ts';
import { userAvailableSites } from '../users/tables.ts';
import { sitePageConfigurations, sitePageSettings, siteHosts, sites } from './tables.ts';

/**
 * Sites, their host names (the control center) and their home page configuration.
 *
 * Who may do what:
 * - platform staff (no site) list, create, edit, disable and enable every site and manage host names;
 * - site staff read and edit their own site and its page configuration. Row-level security already
 *   hides every other site's row (sites carries its own id as site_id); an Id of another site is
 *   refused with a message saying so, not silently "not found", because the Id was named on purpose;
 * - the host table is the platform's (site staff have no grant on it), so site staff never see hosts.
 *
 * Every change writes an audit row in the same transaction.
 */

type SiteRow = typeof sites.$inferSelect;
type EditInfo = z.output<typeof contract.siteEditInfo>;
type PageConfigurationInfo = z.input<typeof contract.pageConfigurationInfo>;

const ENTITY = 'Site';
const HOST_ENTITY = 'SiteHost';
const PAGE_ENTITY = 'SitePageConfiguration';

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

/**
 * The site behind a host name, for everything before sign-in (the control center lookup, the public
 * home, sign-in, registration): a disabled site's host answers SiteDisabled to all of them.
 */
export async function findSiteByHost(tx: Executor, host: string): Promise<HostSite> {
  const candidates = hostCandidates(host);
  const rows = await tx
    .select({ host: siteHosts.host, siteId: siteHosts.siteId, apiBaseUrl: siteHosts.apiBaseUrl, siteEnabled: sites.isEnabled })
    .from(siteHosts)
    .leftJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(inArray(siteHosts.host, candidates));
  const row = candidates.map((c) => rows.find((r) => r.host === c)).find(Boolean);
  if (!row) throw new AppError(ErrorCode.NotFound, 'UnknownHost', { host });
  if (row.siteId !== null && !row.siteEnabled) throw refused('SiteDisabled');
  return { siteId: row.siteId, apiBaseUrl: row.apiBaseUrl };
}

/** The site a pre-sign-in call acts on; the platform host has none, so fall back to the first site for its public pages. */
export async function siteForPublicPage(tx: Executor, host: string): Promise<number> {
  const { siteId } = await findSiteByHost(tx, host);
  if (siteId !== null) return siteId;
  const [first] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.isEnabled, true)).orderBy(asc(sites.id)).limit(1);
  if (!first) throw new AppError(ErrorCode.NotFound, 'SiteNotFound');
  return first.id;
}

/**
 * Site names by id, whoever asks. Site staff read only their own row of `sites`, yet their pages
 * name the other sites their staff may work on: only names, and only of ids the caller found in
 * rows they may see, are read with the owner's rights (one statement, never beside another).
 */
export async function siteNamesOf(tx: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await withSystemRights(tx, () => tx.select({ id: sites.id, name: sites.siteName }).from(sites).where(inArray(sites.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The sites a caller may name: every enabled one for platform staff; for site staff their own and
 * the sites the platform made available to their site's staff (user_available_sites, row-level
 * security keeps it to their site), disabled ones too, so the users pages show them by name.
 */
export async function selectableSites(tx: Executor, siteId: number | null) {
  if (siteId === null) return tx.select({ Id: sites.id, Name: sites.siteName }).from(sites).where(eq(sites.isEnabled, true)).orderBy(asc(sites.id));
  const available = await tx.selectDistinct({ id: userAvailableSites.availableSiteId }).from(userAvailableSites);
  const ids = [siteId, ...available.map((a) => a.id)];
  return withSystemRights(tx, () =>
    tx
      .select({ Id: sites.id, Name: sites.siteName })
      .from(sites)
      .where(inArray(sites.id, ids))
      .orderBy(asc(sites.id)),
  );
}

// ── Who may act on which site ────────────────────────────────────────────────────────────────

function requirePlatform(actor: Actor): void {
  if (actor.siteId !== null) throw forbidden('SitePlatformStaffOnly');
}

/** The site a call names, if the caller may act on it. */
async function reachableSite(tx: Executor, actor: Actor, id: number): Promise<SiteRow> {
  if (actor.siteId !== null && actor.siteId !== id) throw forbidden('NotYourSite');
  const [row] = await tx.select().from(sites).where(eq(sites.id, id));
  if (!row) throw notFound();
  return row;
}

/** Site staff: their own site (SiteId ignored); platform staff must name one. */
async function siteOfCall(tx: Executor, actor: Actor, siteId: number | undefined): Promise<SiteRow> {
  if (actor.siteId !== null) return reachableSite(tx, actor, actor.siteId);
  if (siteId === undefined) throw invalid('SiteId', 'SiteIdRequired');
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId));
  if (!row) throw invalid('SiteId', 'InvalidValue');
  return row;
}

// ── Sites ────────────────────────────────────────────────────────────────────────────────────

const editInfo = (r: SiteRow): EditInfo => ({
  Id: r.id,
  SiteName: r.siteName,
  Code: r.code,
  ApiUrl: r.apiUrl,
  UserUrl: r.userUrl,
  BackstagePath: r.backstagePath,
  DefaultOrganizationId: r.defaultOrganizationId,
  DefaultRoleId: r.defaultRoleId,
  OpenSms: r.openSms,
  SmsSign: r.smsSign,
  OpenWeChatPay: r.openWeChatPay,
  OpenCashOnDelivery: r.openCashOnDelivery,
  DatabaseType: r.databaseType,
  ConnectionChannel: r.connectionChannel,
  CarouselImages: r.carouselImages,
  Logo: r.logo,
  ResourceServerPath: r.resourceServerPath,
  RequireCaptcha: r.requireCaptcha,
  ParcelPhotosRequired: r.parcelPhotosRequired,
  TimeZone: r.timeZone,
  IsEnabled: r.isEnabled,
});

const columnsOf = (f: contract.SiteFields) => ({
  siteName: f.SiteName,
  code: f.Code,
  apiUrl: f.ApiUrl,
  userUrl: f.UserUrl,
  backstagePath: f.BackstagePath,
  defaultOrganizationId: f.DefaultOrganizationId,
  defaultRoleId: f.DefaultRoleId,
  openSms: f.OpenSms,
  smsSign: f.SmsSign,
  openCashOnDelivery: f.OpenCashOnDelivery,
  databaseType: f.DatabaseType,
  connectionChannel: f.ConnectionChannel,
  carouselImages: f.CarouselImages,
  logo: f.Logo,
  resourceServerPath: f.ResourceServerPath,
  requireCaptcha: f.RequireCaptcha,
  parcelPhotosRequired: f.ParcelPhotosRequired,
  timeZone: f.TimeZone,
});

async function hostsBySite(tx: Executor, siteIds: number[]): Promise<Map<number, string[]>> {
  if (siteIds.length === 0) return new Map();
  const rows = await tx.select({ siteId: siteHosts.siteId, host: siteHosts.host }).from(siteHosts).where(inArray(siteHosts.siteId, siteIds)).orderBy(asc(siteHosts.id));
  const map = new Map<number, string[]>();
  for (const r of rows) if (r.siteId !== null) map.set(r.siteId, [...(map.get(r.siteId) ?? []), r.host]);
  return map;
}

export async function listSites(tx: Executor, actor: Actor, q: z.output<typeof contract.siteQuery>) {
  const conditions: SQL[] = [];
  if (actor.siteId !== null) conditions.push(eq(sites.id, actor.siteId));
  if (q.SiteName) conditions.push(ilike(sites.siteName, `%${q.SiteName}%`));
  if (q.Code) conditions.push(ilike(sites.code, `%${q.Code}%`));
  if (q.IsEnabled !== undefined) conditions.push(eq(sites.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(sites).where(where);
  const rows = await tx
    .select()
    .from(sites)
    .where(where)
    .orderBy(q.descendingOrder ? desc(sites.id) : asc(sites.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const hosts = actor.siteId === null ? await hostsBySite(tx, rows.map((r) => r.id)) : null;
  return {
    Data: rows.map((r) => ({ ...editInfo(r), Hosts: hosts ? (hosts.get(r.id) ?? []) : null, CreationTime: r.createdAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

async function checkCode(tx: Executor, code: string, selfId?: number) {
  const conditions = [eq(sites.code, code)];
  if (selfId !== undefined) conditions.push(ne(sites.id, selfId));
  const [taken] = await tx.select({ id: sites.id }).from(sites).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Code', 'Duplicate');
}

/** New customers get the default organisation and role: they must be enabled site-user ones of this site. */
async function checkDefaults(tx: Executor, siteId: number | null, f: contract.SiteFields) {
  if (f.DefaultOrganizationId !== null) {
    const [org] =
      siteId === null
        ? []
        : await tx
            .select({ id: organizes.id })
            .from(organizes)
            .where(and(eq(organizes.id, f.DefaultOrganizationId), eq(organizes.siteId, siteId), eq(organizes.population, AccountType.SiteUser), eq(organizes.isEnabled, true)));
    if (!org) throw invalid('DefaultOrganizationId', 'SiteDefaultNotOfSite');
  }
  if (f.DefaultRoleId !== null) {
    const [role] =
      siteId === null
        ? []
        : await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.id, f.DefaultRoleId), eq(roles.siteId, siteId), eq(roles.population, AccountType.SiteUser), eq(roles.isEnabled, true)));
    if (!role) throw invalid('DefaultRoleId', 'SiteDefaultNotOfSite');
  }
}

async function checkHostFree(tx: Executor, host: string, selfId?: number) {
  const conditions = [eq(siteHosts.host, host)];
  if (selfId !== undefined) conditions.push(ne(siteHosts.id, selfId));
  const [taken] = await tx.select({ id: siteHosts.id }).from(siteHosts).where(and(...conditions)).limit(1);
  if (taken) throw invalid('Host', 'Duplicate');
}

/**
 * SMS may be switched on only while a provider delivers to phones: with the outbox (or no sender)
 * the codes would never arrive. A site already on stays on (the demo sites use the outbox).
 */
function checkSmsSwitch(wasOn: boolean, body: { OpenSms: boolean }, sms: SmsSender | null) {
  if (body.OpenSms && !wasOn && !sms?.reachesPhones) throw invalid('OpenSms', 'SmsProviderMissing');
}

export async function establishSite(tx: Executor, actor: Actor, body: z.output<typeof contract.establishSiteBody>, sms: SmsSender | null) {
  requirePlatform(actor);
  checkSmsSwitch(false, body, sms);
  await checkCode(tx, body.Code);
  // A site that does not exist yet has no organisations or roles to default to.
  await checkDefaults(tx, null, body);
  await checkHostFree(tx, body.Host);
  const [row] = await tx
    .insert(sites)
    .values({ ...columnsOf(body), isEnabled: body.IsEnabled })
    .returning();
  if (!row) throw new Error('site not created');
  const [host] = await tx.insert(siteHosts).values({ host: body.Host, siteId: row.id, apiBaseUrl: body.HostApiBaseUrl }).returning({ id: siteHosts.id });
  await recordAudit(tx, { siteId: row.id, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: { ...editInfo(row), Hosts: [body.Host] } });
  await recordAudit(tx, { siteId: row.id, actorId: actor.userId, entity: HOST_ENTITY, entityId: host!.id, action: 'Establish', after: { Host: body.Host, ApiBaseUrl: body.HostApiBaseUrl } });
  return { Id: row.id };
}

export async function getSiteDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.siteDetail>> {
  const row = await reachableSite(tx, actor, id);
  const [org] = row.defaultOrganizationId === null ? [] : await tx.select({ name: organizes.name }).from(organizes).where(eq(organizes.id, row.defaultOrganizationId));
  const [role] = row.defaultRoleId === null ? [] : await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, row.defaultRoleId));
  const hosts = actor.siteId === null ? ((await hostsBySite(tx, [row.id])).get(row.id) ?? []) : null;
  const audits = await tx
    .select({ action: auditLogs.action, actorName: users.userName, createdAt: auditLogs.createdAt, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(and(inArray(auditLogs.entity, [ENTITY, PAGE_ENTITY]), eq(auditLogs.siteId, row.id)))
    .orderBy(desc(auditLogs.id))
    .limit(50);
  return {
    ...editInfo(row),
    Hosts: hosts,
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    DefaultOrganizationName: org?.name ?? '',
    DefaultRoleName: role?.name ?? '',
    Audits: audits.map((a) => ({ Action: a.action, ActorName: a.actorName ?? '', CreationTime: a.createdAt.toISOString(), Before: a.before, After: a.after })),
  };
}

export async function editSite(tx: Executor, actor: Actor, body: z.output<typeof contract.editSiteBody>, sms: SmsSender | null): Promise<EditInfo> {
  const before = await reachableSite(tx, actor, body.Id);
  checkSmsSwitch(before.openSms, body, sms);
  // The code names the site across the platform and where its data lives is the platform's decision:
  // site staff keep them as they are (they could not see a clash with another site's code anyway).
  if (actor.siteId !== null) {
    if (body.Code !== before.code) throw invalid('Code', 'SitePlatformStaffOnly');
    if (body.ConnectionChannel !== before.connectionChannel) throw invalid('ConnectionChannel', 'SitePlatformStaffOnly');
    if (body.DatabaseType !== before.databaseType) throw invalid('DatabaseType', 'SitePlatformStaffOnly');
  }
  await checkCode(tx, body.Code, before.id);
  await checkDefaults(tx, before.id, body);
  const [after] = await tx.update(sites).set(columnsOf(body)).where(eq(sites.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.id, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

async function hostCount(tx: Executor, siteId: number): Promise<number> {
  const [n] = await tx.select({ n: count() }).from(siteHosts).where(eq(siteHosts.siteId, siteId));
  return n?.n ?? 0;
}

export async function setSiteEnabled(tx: Executor, actor: Actor, id: number, enabled: boolean): Promise<null> {
  requirePlatform(actor);
  const before = await reachableSite(tx, actor, id);
  if (before.isEnabled === enabled) return null;
  if (enabled && (await hostCount(tx, id)) === 0) throw refused('SiteNeedsHost', { site: before.siteName });
  await tx.update(sites).set({ isEnabled: enabled }).where(eq(sites.id, id));
  await recordAudit(tx, { siteId: id, actorId: actor.userId, entity: ENTITY, entityId: id, action: enabled ? 'Enable' : 'Disable', before: { IsEnabled: before.isEnabled }, after: { IsEnabled: enabled } });
  return null;
}

// ── Host names ───────────────────────────────────────────────────────────────────────────────

type HostRow = typeof siteHosts.$inferSelect;
const hostInfo = (h: HostRow) => ({ Id: h.id, SiteId: h.siteId ?? 0, Host: h.host, ApiBaseUrl: h.apiBaseUrl, CreationTime: h.createdAt.toISOString() });

async function findHost(tx: Executor, id: number): Promise<HostRow & { siteId: number }> {
  const [row] = await tx.select().from(siteHosts).where(eq(siteHosts.id, id));
  // The platform console's own host (no site) is not a site's to manage.
  if (!row || row.siteId === null) throw notFound();
  return { ...row, siteId: row.siteId };
}

export async function listSiteHosts(tx: Executor, actor: Actor, siteId: number) {
  requirePlatform(actor);
  await reachableSite(tx, actor, siteId);
  const rows = await tx.select().from(siteHosts).where(eq(siteHosts.siteId, siteId)).orderBy(asc(siteHosts.id));
  return rows.map(hostInfo);
}

export async function establishSiteHost(tx: Executor, actor: Actor, body: { SiteId: number; Host: string; ApiBaseUrl: string }) {
  requirePlatform(actor);
  await reachableSite(tx, actor, body.SiteId);
  await checkHostFree(tx, body.Host);
  const [row] = await tx.insert(siteHosts).values({ host: body.Host, siteId: body.SiteId, apiBaseUrl: body.ApiBaseUrl }).returning();
  await recordAudit(tx, { siteId: body.SiteId, actorId: actor.userId, entity: HOST_ENTITY, entityId: row!.id, action: 'Establish', after: { Host: body.Host, ApiBaseUrl: body.ApiBaseUrl } });
  return { Id: row!.id };
}

export async function editSiteHost(tx: Executor, actor: Actor, body: { Id: number; Host: string; ApiBaseUrl: string }) {
  requirePlatform(actor);
  const before = await findHost(tx, body.Id);
  await checkHostFree(tx, body.Host, before.id);
  const [after] = await tx.update(siteHosts).set({ host: body.Host, apiBaseUrl: body.ApiBaseUrl }).where(eq(siteHosts.id, before.id)).returning();
  await recordAudit(tx, {
    siteId: before.siteId,
    actorId: actor.userId,
    entity: HOST_ENTITY,
    entityId: before.id,
    action: 'Edit',
    before: { Host: before.host, ApiBaseUrl: before.apiBaseUrl },
    after: { Host: body.Host, ApiBaseUrl: body.ApiBaseUrl },
  });
  return hostInfo(after!);
}

export async function deleteSiteHost(tx: Executor, actor: Actor, id: number): Promise<null> {
  requirePlatform(actor);
  const host = await findHost(tx, id);
  const [site] = await tx.select({ name: sites.siteName, isEnabled: sites.isEnabled }).from(sites).where(eq(sites.id, host.siteId));
  // An enabled site without a host cannot be reached by anyone, its customers included.
  if (site?.isEnabled && (await hostCount(tx, host.siteId)) <= 1) throw refused('SiteHostLastOne', { host: host.host, site: site.name });
  await tx.delete(siteHosts).where(eq(siteHosts.id, id));
  await recordAudit(tx, { siteId: host.siteId, actorId: actor.userId, entity: HOST_ENTITY, entityId: id, action: 'Delete', before: { Host: host.host, ApiBaseUrl: host.apiBaseUrl } });
  return null;
}

// ── SMS countries ────────────────────────────────────────────────────────────────────────────

export const smsCountries = (language: Language) =>
  contract.SMS_PHONE_CODES.map((code) => ({ PhoneCode: code, Name: formatMessage(`SmsCountry${code}`, language) }));

// ── Page configuration ───────────────────────────────────────────────────────────────────────

const { PAGE_LANGUAGES } = contract;
const LANGUAGE_KEYS = Object.keys(PAGE_LANGUAGES) as contract.PageLanguage[];

async function loadPage(tx: Executor, siteId: number) {
  const rows = await tx.select().from(sitePageConfigurations).where(eq(sitePageConfigurations.siteId, siteId));
  const [settings] = await tx.select().from(sitePageSettings).where(eq(sitePageSettings.siteId, siteId));
  return { rows, settings };
}

async function pageInfo(tx: Executor, site: SiteRow): Promise<PageConfigurationInfo> {
  const { rows, settings } = await loadPage(tx, site.id);
  const language = (key: contract.PageLanguage) => {
    const r = rows.find((x) => x.language === PAGE_LANGUAGES[key]);
    return { Title: r?.title ?? '', Logo: r?.logo ?? '', Agreement: r?.agreement ?? '', Services: r?.services ?? [], Technologies: r?.technologies ?? [] };
  };
  const updated = [settings?.updatedAt, ...rows.map((r) => r.updatedAt)].filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    SiteId: site.id,
    SiteName: site.siteName,
    UpdateTime: updated?.toISOString() ?? null,
    BackgroundImage: settings?.backgroundImage ?? '',
    PrimaryColor: settings?.primaryColor ?? '',
    SecondaryColor: settings?.secondaryColor ?? '',
    FilingNumber: settings?.filingNumber ?? '',
    FilingLink: settings?.filingLink ?? '',
    Carousel: settings?.carousel ?? [],
    zh_cn: language('zh_cn'),
    zh_tw: language('zh_tw'),
    us_en: language('us_en'),
  };
}

export async function getEditPageConfiguration(tx: Executor, actor: Actor, siteId: number | undefined): Promise<PageConfigurationInfo> {
  return pageInfo(tx, await siteOfCall(tx, actor, siteId));
}

export async function editPageConfiguration(tx: Executor, actor: Actor, body: z.output<typeof contract.editPageConfigurationBody>): Promise<PageConfigurationInfo> {
  const site = await siteOfCall(tx, actor, body.SiteId);
  const before = await pageInfo(tx, site);
  const shared = {
    backgroundImage: body.BackgroundImage,
    primaryColor: body.PrimaryColor.toLowerCase(),
    secondaryColor: body.SecondaryColor.toLowerCase(),
    filingNumber: body.FilingNumber,
    filingLink: body.FilingLink,
    carousel: body.Carousel,
  };
  await tx.insert(sitePageSettings).values({ siteId: site.id, ...shared }).onConflictDoUpdate({ target: sitePageSettings.siteId, set: { ...shared, updatedAt: new Date() } });
  for (const key of LANGUAGE_KEYS) {
    const f = body[key];
    const values = { title: f.Title, logo: f.Logo, agreement: sanitizeRichText(f.Agreement), services: f.Services, technologies: f.Technologies };
    await tx
      .insert(sitePageConfigurations)
      .values({ siteId: site.id, language: PAGE_LANGUAGES[key], ...values })
      .onConflictDoUpdate({ target: [sitePageConfigurations.siteId, sitePageConfigurations.language], set: { ...values, updatedAt: new Date() } });
  }
  const after = await pageInfo(tx, site);
  const { UpdateTime: _b, ...beforeValues } = before;
  const { UpdateTime: _a, ...afterValues } = after;
  await recordAudit(tx, { siteId: site.id, actorId: actor.userId, entity: PAGE_ENTITY, entityId: site.id, action: 'Edit', before: beforeValues, after: afterValues });
  return after;
}

/**
 * The public home's configuration in one language. Each part falls back on its own: a language not
 * configured (or left blank) shows the Simplified Chinese one, then the site's own name, logo and
 * carousel images, so a new site's home still has a title, a logo and pictures.
 */
export async function getPublicPageConfiguration(tx: Executor, siteId: number, language: number): Promise<contract.PublicPageConfiguration> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId));
  if (!site) throw new AppError(ErrorCode.NotFound, 'SiteNotFound');
  const { rows, settings } = await loadPage(tx, siteId);
  const exact = rows.find((r) => r.language === language);
  const zhCn = rows.find((r) => r.language === PAGE_LANGUAGES.zh_cn);
  const list = <T>(pick: (r: typeof exact) => T[] | undefined): T[] => {
    const own = pick(exact);
    return own && own.length > 0 ? own : (pick(zhCn) ?? []);
  };
  const carousel = settings?.carousel.length ? settings.carousel : site.carouselImages.map((image) => ({ Image: image, Link: '' }));
  return {
    Title: exact?.title || zhCn?.title || site.siteName,
    Logo: exact?.logo || zhCn?.logo || site.logo,
    Agreement: exact?.agreement || zhCn?.agreement || '',
    Services: list((r) => r?.services),
    Technologies: list((r) => r?.technologies),
    BackgroundImage: settings?.backgroundImage ?? '',
    PrimaryColor: settings?.primaryColor ?? '',
    SecondaryColor: settings?.secondaryColor ?? '',
    FilingNumber: settings?.filingNumber ?? '',
    FilingLink: settings?.filingLink ?? '',
    Carousel: carousel,
  };
}
