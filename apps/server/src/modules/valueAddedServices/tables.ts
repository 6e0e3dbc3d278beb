import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { sites } from '../sites/tables.ts';

/** Groups of value-added services (contracts/logisticsValueAddedServicesQuotationGrouping.ts). */
export const valueAddedServiceGroups = pgTable(
  'value_added_service_groups',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    multipleChoice: boolean('multiple_choice').notNull().default(false),
    // Deleting the expense type leaves the group without one rather than refusing in another area.
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id, { onDelete: 'set null' }),
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('value_added_service_groups_site_name').on(t.siteId, t.name)],
);

/** Value-added services (contracts/valueAddedServiceQuotation.ts); a group holding services cannot be deleted. */
export const valueAddedServices = pgTable(
  'value_added_services',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => valueAddedServiceGroups.id),
    name: varchar('name', { length: 64 }).notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    calculationMethod: smallint('calculation_method').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'::integer[]`),
    isEnabled: boolean('is_enabled').notNull().default(true),
    displayOrder: smallint('display_order').notNull().default(0),
    explain: varchar('explain', { length: 255 }).notNull().default(''),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('value_added_services_site_name').on(t.siteId, t.name), index('value_added_services_group').on(t.groupId)],
);
