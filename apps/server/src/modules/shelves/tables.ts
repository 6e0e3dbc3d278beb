import { boolean, customType, index, integer, numeric, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';
import { warehousePartitions } from '../warehousePartitions/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

/**
 * A shelf number compares byte by byte (collation "C") whatever the database's locale: A-01-10 sorts
 * after A-01-09 everywhere, and a btree index serves `like 'A-01%'`, so GetShelves finds a prefix
 * among a million shelves by an index range.
 */
const shelfNumber = customType<{ data: string }>({ dataType: () => 'varchar(64) COLLATE "C"' });

const dimension = (name: string) => numeric(name, { precision: 10, scale: 2 }).notNull().default('0');

/**
 * A shelf (bin location). Dimensions are in cm; the used ones are what goods take up, the residual
 * ones are computed (dimension − used). goods_quantity is the number of goods on the shelf: transfers
 * move it here; the areas that put goods on shelves and pick them feed it through
 * `changeShelfGoods` (shelves.service.ts).
 */
export const shelves = pgTable(
  'shelves',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    partitionId: integer('partition_id')
      .notNull()
      .references(() => warehousePartitions.id),
    shelvesNumber: shelfNumber('shelves_number').notNull(),
    /** how a batch numbered it (empty and 0 for a shelf added alone) */
    prefix: varchar('prefix', { length: 16 }).notNull().default(''),
    separator: varchar('separator', { length: 1 }).notNull().default(''),
    layer: smallint('layer').notNull().default(0),
    column: smallint('column').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    shelvesWide: dimension('shelves_wide'),
    shelvesHigh: dimension('shelves_high'),
    shelvesLength: dimension('shelves_length'),
    usedWide: dimension('used_wide'),
    usedHigh: dimension('used_high'),
    usedLength: dimension('used_length'),
    goodsQuantity: integer('goods_quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shelves_warehouse_number').on(t.warehouseId, t.shelvesNumber),
    // Pages of GetShelves: by number (and id for ties across warehouses) within the site, a warehouse or a partition.
    index('shelves_site_number').on(t.siteId, t.shelvesNumber, t.id),
    index('shelves_site_warehouse_number').on(t.siteId, t.warehouseId, t.shelvesNumber, t.id),
    index('shelves_site_partition_number').on(t.siteId, t.partitionId, t.shelvesNumber, t.id),
  ],
);
