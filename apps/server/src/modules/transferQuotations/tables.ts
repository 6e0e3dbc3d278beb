import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { currencies } from '../currencies/tables.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { sites } from '../sites/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';

/**
 * A site's transfer quotations (contracts/transferQuotation.ts). The currency, shipping method and
 * expense types they name may be deleted by their own pages, which know nothing of quotations:
 * the reference becomes null (the quotation is then not priced until someone chooses again)
 * instead of the delete failing. The scope lists are arrays: read whole, matched with `@>`.
 */
export const transferQuotations = pgTable(
  'transfer_quotations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 64 }).notNull(),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    typeOfShippingId: integer('type_of_shipping_id').references(() => typeOfShippings.id, { onDelete: 'set null' }),
    billingMode: varchar('billing_mode', { length: 16 }).notNull(),
    volumeRatio: numeric('volume_ratio', { precision: 12, scale: 3 }).notNull(),
    superMaterialVolumeRatio: numeric('super_material_volume_ratio', { precision: 12, scale: 3 }).notNull().default('0'),
    superMaterialLongestSide: numeric('super_material_longest_side', { precision: 10, scale: 2 }).notNull().default('0'),
    splitThrowingRatio: numeric('split_throwing_ratio', { precision: 5, scale: 4 }).notNull().default('0'),
    minimumBillingWeight: numeric('minimum_billing_weight', { precision: 12, scale: 3 }).notNull().default('0'),
    carry: numeric('carry', { precision: 12, scale: 3 }).notNull().default('0'),
    taxInclusive: boolean('tax_inclusive').notNull().default(true),
    taxInclusiveUnitPrice: numeric('tax_inclusive_unit_price', { precision: 14, scale: 4 }).notNull().default('0'),
    isEffective: boolean('is_effective').notNull().default(true),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }),
    displayOrder: integer('display_order').notNull().default(0),
    carrierIds: integer('carrier_ids').array().notNull().default(sql`'{}'`),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'`),
    customerGroupIds: integer('customer_group_ids').array().notNull().default(sql`'{}'`),
    countryCodes: varchar('country_codes', { length: 2 }).array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transfer_quotations_site_name').on(t.siteId, t.name), index('transfer_quotations_site_order').on(t.siteId, t.displayOrder)],
);

/** A weight range of a quotation; `sequence` orders them by starting weight from 0. */
export const transferQuotationRanges = pgTable(
  'transfer_quotation_ranges',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => transferQuotations.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    startingRange: numeric('starting_range', { precision: 12, scale: 3 }).notNull(),
    endRange: numeric('end_range', { precision: 12, scale: 3 }).notNull(),
    firstWeightUnitPrice: numeric('first_weight_unit_price', { precision: 14, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    additionalCost: numeric('additional_cost', { precision: 14, scale: 4 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('transfer_quotation_ranges_order').on(t.quotationId, t.sequence)],
);

/** A surcharge of a quotation, in the order entered. */
export const transferQuotationSurcharges = pgTable(
  'transfer_quotation_surcharges',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => transferQuotations.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 32 }).notNull(),
    triggerDataSource: varchar('trigger_data_source', { length: 24 }).notNull(),
    triggerRule: varchar('trigger_rule', { length: 16 }).notNull(),
    triggerValue: varchar('trigger_value', { length: 500 }).notNull().default(''),
    amountOfMoney: numeric('amount_of_money', { precision: 14, scale: 4 }).notNull(),
    calculationMethod: varchar('calculation_method', { length: 24 }).notNull(),
    miniMumMoney: numeric('minimum_money', { precision: 14, scale: 4 }).notNull().default('0'),
    freeWeight: numeric('free_weight', { precision: 12, scale: 3 }).notNull().default('0'),
    freeQuantity: integer('free_quantity').notNull().default(0),
    firstCharge: boolean('first_charge').notNull().default(true),
    allowRefunds: boolean('allow_refunds').notNull().default(false),
    cbmVolumeRatio: numeric('cbm_volume_ratio', { precision: 12, scale: 3 }).notNull().default('0'),
    volumeUnitPrice: numeric('volume_unit_price', { precision: 14, scale: 4 }).notNull().default('0'),
    volumeAccumulation: boolean('volume_accumulation').notNull().default(false),
  },
  (t) => [uniqueIndex('transfer_quotation_surcharges_order').on(t.quotationId, t.sequence)],
);
