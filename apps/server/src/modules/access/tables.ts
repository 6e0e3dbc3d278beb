import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';

/**
 * Users of both populations. account_type 1 = back-office staff, 2 = portal user (customer).
 * site_id is null for platform staff, who work across all sites.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    accountType: smallint('account_type').notNull(),
    number: varchar('number', { length: 32 }).notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    avatar: varchar('avatar', { length: 512 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    phoneCode: varchar('phone_code', { length: 8 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    gender: smallint('gender').notNull().default(0),
    birthDate: date('birth_date'),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isFrozen: boolean('is_frozen').notNull().default(false),
    isLockoutEnabled: boolean('is_lockout_enabled').notNull().default(true),
    lockoutEnd: timestamp('lockout_end', { withTimezone: true, mode: 'date' }),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    /** Every call but the user's own info, a password change and signing out is refused until the password is changed (platform/rpc.ts). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    referrer: varchar('referrer', { length: 64 }).notNull().default(''),
    mainUserId: integer('main_user_id'),
    balance: numeric('balance', { precision: 18, scale: 4 }).notNull().default('0'),
    isCreditAmount: boolean('is_credit_amount').notNull().default(false),
    creditAmount: numeric('credit_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    /** the most one cash-on-delivery order may collect; null: the customer group's DefaultCashOnDeliveryAmount */
    cashOnDeliveryAmount: numeric('cash_on_delivery_amount', { precision: 18, scale: 2 }),
    arrearsTime: timestamp('arrears_time', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One user name per site and population, ignoring case; platform staff (no site) are unique among themselves.
    uniqueIndex('users_site_type_name').on(t.siteId, t.accountType, sql`lower(${t.userName})`).where(sql`${t.siteId} is not null`),
    uniqueIndex('users_platform_name').on(sql`lower(${t.userName})`).where(sql`${t.siteId} is null`),
    uniqueIndex('users_site_number').on(t.siteId, t.number),
    index('users_site_phone').on(t.siteId, t.phoneCode, t.phoneNumber),
  ],
);

/** Roles; population 1 = back-office, 2 = portal. Platform roles have no site. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    population: smallint('population').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    // Customer-group terms (contracts roles.ts says what each means); back-office roles keep the defaults.
    isCashOnDelivery: boolean('is_cash_on_delivery').notNull().default(false),
    isCreditAmount: boolean('is_credit_amount').notNull().default(false),
    defaultCashOnDeliveryAmount: numeric('default_cash_on_delivery_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    defaultCreditAmount: numeric('default_credit_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    defaultApis: boolean('default_apis').notNull().default(false),
    settlementCycle: smallint('settlement_cycle').notNull().default(1),
    fullBagCharge: numeric('full_bag_charge', { precision: 18, scale: 4 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_site_population_code').on(t.siteId, t.population, t.code),
    // The platform's own roles (no site) are unique among themselves: a null site never collides above.
    uniqueIndex('roles_platform_population_code').on(t.population, t.code).where(sql`${t.siteId} is null`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    siteId: integer('site_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
);

/** The API permission registry, synchronised from the contracts at start-up; the key is the call's path. */
export const apiPermissions = pgTable('api_permissions', {
  key: varchar('key', { length: 128 }).primaryKey(),
  area: varchar('area', { length: 64 }).notNull(),
  summary: varchar('summary', { length: 255 }).notNull(),
  access: varchar('access', { length: 16 }).notNull(),
  populations: varchar('populations', { length: 32 }).notNull(),
  updatedAt: updatedAt(),
});

export const roleApiPermissions = pgTable(
  'role_api_permissions',
  {
    siteId: integer('site_id'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    apiKey: varchar('api_key', { length: 128 })
      .notNull()
      .references(() => apiPermissions.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.apiKey] })],
);

/** Menu entries of the shell, per population (global: the product's pages are the same on every site). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  population: smallint('population').notNull(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 64 }).notNull(),
  path: varchar('path', { length: 255 }).notNull().default(''),
  router: varchar('router', { length: 128 }).notNull().default(''),
  icon: varchar('icon', { length: 64 }).notNull().default(''),
  invisible: boolean('invisible').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    siteId: integer('site_id'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** A view is a page with its buttons; a button's key is what the UI checks against `Buttons`. */
export const views = pgTable('views', {
  id: serial('id').primaryKey(),
  population: smallint('population').notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  code: varchar('code', { length: 128 }).notNull().unique(),
  createdAt: createdAt(),
});

export const viewButtons = pgTable('view_buttons', {
  id: serial('id').primaryKey(),
  viewId: integer('view_id')
    .notNull()
    .references(() => views.id, { onDelete: 'cascade' }),
  key: varchar('key', { length: 128 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
});

export const roleButtons = pgTable(
  'role_buttons',
  {
    siteId: integer('site_id'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    buttonId: integer('button_id')
      .notNull()
      .references(() => viewButtons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** Who changed what: state changes that matter to people (DESIGN §4). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id'),
    actorId: integer('actor_id'),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_entity').on(t.entity, t.entityId)],
);
