import { boolean, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';

/** A site is one forwarding brand (tenant). Every field of the domain spec's Site entity. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  siteName: varchar('site_name', { length: 128 }).notNull(),
  apiUrl: varchar('api_url', { length: 255 }).notNull().default(''),
  userUrl: varchar('user_url', { length: 255 }).notNull().default(''),
  backstagePath: varchar('backstage_path', { length: 255 }).notNull().default(''),
  defaultOrganizationId: integer('default_organization_id'),
  defaultRoleId: integer('default_role_id'),
  openSms: boolean('open_sms').notNull().default(false),
  smsSign: varchar('sms_sign', { length: 64 }).notNull().default(''),
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

/** Title and logo per language (1 zh-cn, 2 zh-tw, 3 en-us); the rest of the page configuration comes with site administration. */
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
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_page_configurations_site_language').on(t.siteId, t.language)],
);
