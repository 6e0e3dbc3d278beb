import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, idName, INT4_MAX, listOf, missingIsEmpty, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { nestingDepthExceeds, trimPayload } from './payload.ts';

/**
 * Sites (spec domain §3 "Site", "Site home page configuration", §7 "/Site"): one forwarding brand
 * (tenant) each, reached by its host names (the control center's host table).
 *
 * Who does what: platform staff (no site of their own) list, create, edit, disable and enable every
 * site and manage its host names; site staff read and edit their own site only. The page
 * configuration (titles, logos, agreement, colours, filing, services, technology, carousel) is read
 * by anyone through the site's host, and edited by the site's staff or platform staff.
 */

/** The spec's language codes of the site page configuration. */
export const SiteLanguage = { ZhCn: 1, ZhTw: 2, EnUs: 3 } as const;
export const siteLanguage = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'InvalidValue' });

export const SITE_NAME_MAX = 128;
export const SITE_CODE_MAX = 32;
export const SITE_URL_MAX = 255;
export const SMS_SIGN_MAX = 64;
export const CONNECTION_CHANNEL_MAX = 64;
export const IMAGE_ADDRESS_MAX = 512;
export const HOST_MAX = 253;
export const SITE_CAROUSEL_MAX = 15;

/** 1 = PostgreSQL: the only database engine the product runs on. */
export const DatabaseType = { PostgreSql: 1 } as const;

// ── Field rules shared by the site and its page configuration ────────────────────────────────

/** An absolute http(s) address. */
export function checkUrl(value: string): 'UrlError' | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(value) ? null : 'UrlError';
  } catch {
    return 'UrlError';
  }
}

/** An image the browser can load: an uploaded file (`/files/...`), a path of the web app (`/home/...`) or an http(s) address. */
export function checkImageAddress(value: string): 'ImageAddressError' | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(value) && !value.includes('..')) return null;
  return checkUrl(value) === null ? null : 'ImageAddressError';
}

/** `#rgb` or `#rrggbb`. */
export const checkColor = (value: string): 'ColorError' | null => (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? null : 'ColorError');

/** A host name as browsers send it (lower case is stored), optionally with a port. */
export const checkHost = (value: string): 'HostError' | null =>
  /^(?=.{1,253}(:\d{1,5})?$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*(:\d{1,5})?$/i.test(value) ? null : 'HostError';

const checked = (max: number, check: (v: string) => string | null) =>
  z
    .string({ error: missingIsEmpty })
    .max(max)
    .superRefine((v, ctx) => {
      const key = v === '' ? null : check(v);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });

const url = (max = SITE_URL_MAX) => checked(max, checkUrl);
export const imageAddress = checked(IMAGE_ADDRESS_MAX, checkImageAddress);
const color = checked(7, checkColor);
const hostName = requiredText(HOST_MAX).transform((v) => v.toLowerCase()).pipe(checked(HOST_MAX, checkHost));
/** A site code: letters, digits, "-" and "_" (it names the site in files and logs). */
/** A site's IANA time zone (its days: settlement periods, due dates); new sites are in China's. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';
export const TIME_ZONE_MAX = 64;
/** The zones a site may be in: those this runtime's Intl knows (canonical IANA names), and UTC. */
export function siteTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
let knownZones: Set<string> | undefined;
export const checkTimeZone = (value: string): 'TimeZoneInvalid' | null => ((knownZones ??= new Set(siteTimeZones())).has(value) ? null : 'TimeZoneInvalid');
const timeZone = z
  .string({ error: missingIsEmpty })
  .max(TIME_ZONE_MAX)
  .superRefine((v, ctx) => {
    const key = checkTimeZone(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
const siteCode = requiredText(SITE_CODE_MAX).regex(/^[A-Za-z\d_-]+$/, { message: 'SiteCodeError' });
const id = z.int32({ error: numberTypeError }).positive();

// ── Site ─────────────────────────────────────────────────────────────────────────────────────

/** Every field of the Site entity a person edits. */
const siteObject = z.object({
  SiteName: requiredText(SITE_NAME_MAX),
  Code: siteCode,
  /** the API base address; empty: the API answers on the site's own host */
  ApiUrl: url().default(''),
  /** the customer portal's address */
  UserUrl: requiredText(SITE_URL_MAX).pipe(url()),
  /** the back office's address (or path under UserUrl) */
  BackstagePath: requiredText(SITE_URL_MAX),
  /** a user-side organisation of this site that new customers join */
  DefaultOrganizationId: id.nullable().default(null),
  /** a user-side role of this site that new customers get */
  DefaultRoleId: id.nullable().default(null),
  OpenSms: z.boolean().default(false),
  /** the signature SMS texts start with; required when SMS is on */
  SmsSign: z.string().max(SMS_SIGN_MAX).default(''),
  OpenCashOnDelivery: z.boolean().default(false),
  DatabaseType: z.literal(DatabaseType.PostgreSql, { error: (issue) => missingIsEmpty(issue) ?? 'InvalidValue' }),
  /** the database cluster holding the site's rows ("default": the main one) */
  ConnectionChannel: requiredText(CONNECTION_CHANNEL_MAX),
  CarouselImages: z.array(imageAddress).max(SITE_CAROUSEL_MAX).default([]),
  Logo: imageAddress.default(''),
  ResourceServerPath: url().default(''),
  /** always ask for the slider verification at sign-in */
  RequireCaptcha: z.boolean().default(false),
  /** signing for a parcel needs at least one photo (spec §8 "no photos") */
  ParcelPhotosRequired: z.boolean().default(false),
  /** the IANA time zone the site's days are counted in (settlement periods, due dates) */
  TimeZone: timeZone.default(DEFAULT_SITE_TIME_ZONE),
});

const smsSignWhenSmsOn = <T extends { OpenSms: boolean; SmsSign: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.OpenSms && v.SmsSign === '') ctx.addIssue({ code: 'custom', path: ['SmsSign'], message: 'SmsSignRequired' });
};

export const siteFields = siteObject.superRefine(smsSignWhenSmsOn);
export type SiteFields = z.output<typeof siteFields>;

export const editSiteBody = siteObject.extend({ Id: id }).superRefine(smsSignWhenSmsOn);

/** A new site comes with its first host name, so it can be reached at once. */
export const establishSiteBody = siteObject
  .extend({ Host: hostName, HostApiBaseUrl: url().default(''), IsEnabled: z.boolean().default(true) })
  .superRefine(smsSignWhenSmsOn);

export const siteEditInfo = z.object({
  Id: z.int32(),
  SiteName: z.string(),
  Code: z.string(),
  ApiUrl: z.string(),
  UserUrl: z.string(),
  BackstagePath: z.string(),
  DefaultOrganizationId: z.int32().nullable(),
  DefaultRoleId: z.int32().nullable(),
  OpenSms: z.boolean(),
  SmsSign: z.string(),
  /** Not set here: on exactly while the site's WeChat Pay configuration is enabled (paymentConfiguration.ts). */
  OpenWeChatPay: z.boolean(),
  OpenCashOnDelivery: z.boolean(),
  DatabaseType: z.int32(),
  ConnectionChannel: z.string(),
  CarouselImages: z.array(z.string()),
  Logo: z.string(),
  ResourceServerPath: z.string(),
  RequireCaptcha: z.boolean(),
  ParcelPhotosRequired: z.boolean(),
  TimeZone: z.string(),
  IsEnabled: z.boolean(),
});
export type SiteEditInfo = z.output<typeof siteEditInfo>;

export const siteHost = z.object({ Id: z.int32(), SiteId: z.int32(), Host: z.string(), ApiBaseUrl: z.string(), CreationTime: z.string() });

export const siteRow = siteEditInfo.extend({
  /** the host names that reach the site; null for site staff (the host table is the platform's) */
  Hosts: z.array(z.string()).nullable(),
  CreationTime: z.string(),
});

export const siteDetail = siteRow.extend({
  DefaultOrganizationName: z.string(),
  DefaultRoleName: z.string(),
  UpdateTime: z.string(),
  /** the record's changes, newest first */
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});

export const siteQuery = pagedQuery.extend({
  SiteName: z.string().max(SITE_NAME_MAX).optional(),
  Code: z.string().max(SITE_CODE_MAX).optional(),
  IsEnabled: z.boolean().optional(),
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getSites = defineCall('/Site/GetSites', {
  summary: 'Sites for the list page: every site for platform staff, the own site for site staff',
  request: siteQuery,
  response: listOf(siteRow),
  ...backstage,
  readOnly: true,
});

export const establishSite = defineCall('/Site/EstablishSite', {
  summary: 'Create a site with its first host name (platform staff)',
  request: establishSiteBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getSiteById = defineCall('/Site/GetSiteById', {
  summary: 'A site with its hosts, default organisation and role names and change history (site staff: their own site only)',
  request: idBody,
  response: siteDetail,
  ...backstage,
  readOnly: true,
});

export const editSite = defineCall('/Site/EditSite', {
  summary: 'Save a site (site staff: their own site only); SmsSign is required when OpenSms is on',
  request: editSiteBody,
  response: siteEditInfo,
  ...backstage,
});

export const disableSite = defineCall('/Site/DisableSite', {
  summary: 'Switch a site off: its hosts stop answering sign-in (platform staff)',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const enableSite = defineCall('/Site/EnableSite', {
  summary: 'Switch a site back on; it needs at least one host name (platform staff)',
  request: idBody,
  response: z.null(),
  ...backstage,
});

// ── Host mapping (the control center) ────────────────────────────────────────────────────────

export const getSiteHosts = defineCall('/Site/GetSiteHosts', {
  summary: 'The host names of a site and the API base address each answers with (platform staff)',
  request: z.object({ SiteId: id }),
  response: z.array(siteHost),
  ...backstage,
  readOnly: true,
});

export const establishSiteHost = defineCall('/Site/EstablishSiteHost', {
  summary: 'Map a host name to a site (platform staff); a host maps to one site only',
  request: z.object({ SiteId: id, Host: hostName, ApiBaseUrl: url().default('') }),
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const editSiteHost = defineCall('/Site/EditSiteHost', {
  summary: 'Change a host name or its API base address (platform staff)',
  request: z.object({ Id: id, Host: hostName, ApiBaseUrl: url().default('') }),
  response: siteHost,
  ...backstage,
});

export const deleteSiteHost = defineCall('/Site/DeleteSiteHost', {
  summary: 'Remove a host name (platform staff); the last host of an enabled site cannot be removed',
  request: idBody,
  response: z.null(),
  ...backstage,
});

// ── SMS countries and the site picker ────────────────────────────────────────────────────────

/** The phone codes the product validates numbers for (mainland China, Hong Kong, Macau, Taiwan). */
export const SMS_PHONE_CODES = ['86', '852', '853', '886'] as const;

export const getSmsCountrys = defineCall('/Site/GetSmsCountrys', {
  summary: 'The countries and regions SMS can be sent to: PhoneCode and Name in the caller’s language',
  request: z.object({}).optional(),
  response: z.array(z.object({ PhoneCode: z.string(), Name: z.string() })),
  access: 'public',
});

export const getSelectSiteInfos = defineCall('/Site/GetSelectSiteInfos', {
  summary: 'Sites the caller may name: for site staff their own and those available to their site’s staff, for platform staff every enabled site',
  request: z.object({}).optional(),
  response: z.array(idName),
  ...backstage,
});

// ── Site home page configuration ─────────────────────────────────────────────────────────────

export const PAGE_TITLE_MAX = 128;
export const AGREEMENT_MAX = 200_000;
export const FEATURE_TITLE_MAX = 64;
export const FEATURE_DESCRIPTION_MAX = 500;
export const FEATURES_MAX = 12;
export const FILING_NUMBER_MAX = 64;

/** The spec's language keys of the page configuration, with their language codes. */
export const PAGE_LANGUAGES = { zh_cn: SiteLanguage.ZhCn, zh_tw: SiteLanguage.ZhTw, us_en: SiteLanguage.EnUs } as const;
export type PageLanguage = keyof typeof PAGE_LANGUAGES;

/** One entry of "our services" or "our technology": a title, a line or two, an icon or an image. */
export const pageFeature = z.object({
  Title: requiredText(FEATURE_TITLE_MAX),
  Description: z.string().max(FEATURE_DESCRIPTION_MAX).default(''),
  /** an icon name of the icon picker */
  Icon: z.string().max(64).default(''),
  Image: imageAddress.default(''),
});
export type PageFeature = z.output<typeof pageFeature>;

export const carouselSlide = z.object({ Image: requiredText(IMAGE_ADDRESS_MAX).pipe(imageAddress), Link: url().default('') });
export type CarouselSlide = z.output<typeof carouselSlide>;

/** What is written in each language. */
export const pageLanguageFields = z.object({
  Title: z.string().max(PAGE_TITLE_MAX).default(''),
  Logo: imageAddress.default(''),
  /** rich text; the server keeps only safe formatting */
  Agreement: z.string().max(AGREEMENT_MAX).default(''),
  Services: z.array(pageFeature).max(FEATURES_MAX).default([]),
  Technologies: z.array(pageFeature).max(FEATURES_MAX).default([]),
});
export type PageLanguageFields = z.output<typeof pageLanguageFields>;

/** What is the same in every language. */
export const pageSharedFields = z.object({
  BackgroundImage: imageAddress.default(''),
  PrimaryColor: color.default(''),
  SecondaryColor: color.default(''),
  /** the ICP filing number shown in the footer, and the registry page it links to */
  FilingNumber: z.string().max(FILING_NUMBER_MAX).default(''),
  FilingLink: url().default(''),
  Carousel: z.array(carouselSlide).max(SITE_CAROUSEL_MAX).default([]),
});

export const pageConfiguration = pageSharedFields.extend({
  zh_cn: pageLanguageFields.default(pageLanguageFields.parse({})),
  zh_tw: pageLanguageFields.default(pageLanguageFields.parse({})),
  us_en: pageLanguageFields.default(pageLanguageFields.parse({})),
});
export type PageConfiguration = z.output<typeof pageConfiguration>;

/** The parts of the form that are lists or objects; the multipart form carries each as one JSON text field. */
const STRUCTURED_FIELDS = ['Carousel', 'zh_cn', 'zh_tw', 'us_en'] as const;

/**
 * The multipart form of EditSitePageConfiguration: the plain fields as they are, each structured part
 * (the carousel, each language with its lists) as one JSON text. One field per part keeps the form
 * within the server's multipart field limit however long the lists get, and keeps the order of every
 * list exactly as sent.
 */
export function encodePageConfigurationForm(values: PageConfigurationForm): Record<string, unknown> {
  const { Carousel, zh_cn, zh_tw, us_en, ...plain } = values;
  return { ...plain, Carousel: JSON.stringify(Carousel ?? []), zh_cn: JSON.stringify(zh_cn ?? {}), zh_tw: JSON.stringify(zh_tw ?? {}), us_en: JSON.stringify(us_en ?? {}) };
}

/** The server's side of encodePageConfigurationForm: JSON texts back to lists and objects, trimmed as any payload. */
export function decodePageConfigurationForm(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const key of STRUCTURED_FIELDS) {
    const value = out[key];
    // Text nested deeper than any page configuration stays text, which the schema refuses, rather than overflow the trimming.
    if (typeof value !== 'string' || nestingDepthExceeds(value)) continue;
    try {
      out[key] = trimPayload(JSON.parse(value));
    } catch {
      // Left as text: the schema answers that the field has the wrong type.
    }
  }
  return out;
}

/** Multipart sends numbers as text. */
const siteIdField = z.coerce.number({ error: numberTypeError }).int().positive().max(INT4_MAX);

const pageConfigurationBody = pageConfiguration.extend({ SiteId: siteIdField.optional() });
export type PageConfigurationForm = z.input<typeof pageConfigurationBody>;

export const editPageConfigurationBody = z.preprocess(decodePageConfigurationForm, pageConfigurationBody);

/** An entry of a list as stored and answered. */
const featureInfo = z.object({ Title: z.string(), Description: z.string(), Icon: z.string(), Image: z.string() });
const slideInfo = z.object({ Image: z.string(), Link: z.string() });
const languageInfo = z.object({ Title: z.string(), Logo: z.string(), Agreement: z.string(), Services: z.array(featureInfo), Technologies: z.array(featureInfo) });

export const pageConfigurationInfo = z.object({
  SiteId: z.int32(),
  SiteName: z.string(),
  UpdateTime: z.string().nullable(),
  BackgroundImage: z.string(),
  PrimaryColor: z.string(),
  SecondaryColor: z.string(),
  FilingNumber: z.string(),
  FilingLink: z.string(),
  Carousel: z.array(slideInfo),
  zh_cn: languageInfo,
  zh_tw: languageInfo,
  us_en: languageInfo,
});
export type PageConfigurationInfo = z.output<typeof pageConfigurationInfo>;

/** The public home's view of the configuration in one language, defaults already applied. */
export const publicPageConfiguration = z.object({
  Title: z.string(),
  Logo: z.string(),
  Agreement: z.string(),
  Services: z.array(featureInfo),
  Technologies: z.array(featureInfo),
  BackgroundImage: z.string(),
  PrimaryColor: z.string(),
  SecondaryColor: z.string(),
  FilingNumber: z.string(),
  FilingLink: z.string(),
  Carousel: z.array(slideInfo),
});
export type PublicPageConfiguration = z.output<typeof publicPageConfiguration>;

export const getSitePageConfiguration = defineCall('/Site/GetSitePageConfiguration', {
  summary: 'The page configuration of the current site (by Host) in a language: title, logo, agreement, colours, filing, services, technology, carousel',
  request: z.object({ Language: siteLanguage.default(1) }),
  response: publicPageConfiguration,
  access: 'public',
});

export const getEditSitePageConfiguration = defineCall('/Site/GetEditSitePageConfiguration', {
  summary: 'The page configuration form values of a site, all three languages (site staff: their own; platform staff name SiteId)',
  request: z.object({ SiteId: id.optional() }),
  response: pageConfigurationInfo,
  ...backstage,
  readOnly: true,
});

export const editSitePageConfiguration = defineCall('/Site/EditSitePageConfiguration', {
  summary: 'Save the page configuration (multipart form: Carousel, zh_cn, zh_tw and us_en as JSON text fields; images are addresses from UpLoadFile); the agreement is cleaned of scripts',
  request: editPageConfigurationBody,
  response: pageConfigurationInfo,
  multipart: true,
  ...backstage,
});
