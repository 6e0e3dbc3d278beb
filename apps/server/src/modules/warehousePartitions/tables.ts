import { boolean, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

/**
 * A zone of a warehouse. shelf_count is kept by the shelves service in the same transaction as every
 * shelf it adds, moves or deletes: the list pages read it instead of counting a million shelves.
 */
export const warehousePartitions = pgTable(
  'warehouse_partitions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    // No cascade: a warehouse with partitions cannot be deleted (the service says why).
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: varchar('name', { length: 64 }).notNull(),
    type: smallint('type').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    shelfCount: integer('shelf_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('warehouse_partitions_site').on(t.siteId, t.warehouseId), uniqueIndex('warehouse_partitions_warehouse_name').on(t.warehouseId, t.name)],
);
