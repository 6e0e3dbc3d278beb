import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { site } from '@lbo/contracts';
import { createdAt, updatedAt } from '../../platform/columns.ts';

/** A site is one forwarding brand (tenant). Every field of the domain spec's Site entity. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  /**
   * The site's own id again, so row-level security treats the site row like every other row of the
   * site: site staff read and edit their own site, never another's (platform staff see all).
   */
  siteId: integer('site_id').generatedAlwaysAs(sql`"id"`),
  code: varchar('code', { length: 32 }).notNull().unique(),
  siteName: varchar('site_name', { length: 128 }).notNull(),
  apiUrl: varchar('api_url', { length: 255 }).notNull().default(''),
  userUrl: varchar('user_url', { length: 255 }).notNull().default(''),
  backstagePath: varchar('backstage_path', { length: 255 }).notNull().default(''),
  defaultOrganizationId: integer('default_organization_id'),
  defaultRoleId: integer('default_role_id'),
  openSms: boolean('open_sms').notNull().default(false),
  smsSign: varchar('sms_sign', { length: 64 }).notNull().default(''),
  /** Kept by the payment configuration alone: on exactly while the site's WeChat Pay configuration is enabled. */
  openWeChatPay: boolean('open_wechat_pay').notNull().default(false),
  openCashOnDelivery: boolean('open_cash_on_delivery').notNull().default(false),
  /** 1 = PostgreSQL; the only engine the product runs on. */
  databaseType: smallint('database_type').notNull().default(1),
  /** Name of the database cluster that holds this site's rows ('default' = the main one). */
  connectionChannel: varchar('connection_channel', { length: 64 }).notNull().default('default'),
  carouselImages: jsonb('carousel_images').$type<string[]>().notNull().default([]),
  logo: varchar('logo', { length: 512 }).notNull().default(''),
  resourceServerPath: varchar('resource_server_path', { length: 255 }).notNull().default(''),
  /** Always ask for the slider verification at login, not only after failed attempts. */
  requireCaptcha: boolean('require_captcha').notNull().default(false),
  /** signing for a parcel needs at least one photo */
  parcelPhotosRequired: boolean('parcel_photos_required').notNull().default(false),
  /** IANA time zone the site's days are counted in (settlement periods and due dates) */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The control center's host table: which site (and which API base address) answers a host name.
 * site_id is null for the platform console host.
 */
export const siteHosts = pgTable('site_hosts', {
  id: serial('id').primaryKey(),
  host: varchar('host', { length: 253 }).notNull().unique(),
  siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
  apiBaseUrl: varchar('api_base_url', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

/** The home page's texts per language (1 zh-cn, 2 zh-tw, 3 en-us); lists keep the order they are shown in. */
export const sitePageConfigurations = pgTable(
  'site_page_configurations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: smallint('language').notNull(),
    title: varchar('title', { length: 128 }).notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** sanitised rich text */
    agreement: text('agreement').notNull().default(''),
    services: jsonb('services').$type<site.PageFeature[]>().notNull().default([]),
    technologies: jsonb('technologies').$type<site.PageFeature[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_page_configurations_site_language').on(t.siteId, t.language)],
);

/** The home page's settings shared by every language: background, colours, filing information, carousel. */
export const sitePageSettings = pgTable('site_page_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  backgroundImage: varchar('background_image', { length: 512 }).notNull().default(''),
  primaryColor: varchar('primary_color', { length: 7 }).notNull().default(''),
  secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default(''),
  filingNumber: varchar('filing_number', { length: 64 }).notNull().default(''),
  filingLink: varchar('filing_link', { length: 255 }).notNull().default(''),
  carousel: jsonb('carousel').$type<site.CarouselSlide[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
