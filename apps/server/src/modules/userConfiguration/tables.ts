import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';

/** The five per-user settings the spec keeps on the server. */
export const userConfigurations = pgTable('user_configurations', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id'),
  localServiceConnection: varchar('local_service_connection', { length: 255 }).notNull().default(''),
  pickingListColumns: smallint('picking_list_columns').notNull().default(1),
  pickingListRows: smallint('picking_list_rows').notNull().default(1),
  getCameraKeyUp: varchar('get_camera_key_up', { length: 32 }).notNull().default(''),
  getElectronicScaleValueKeyUp: varchar('get_electronic_scale_value_key_up', { length: 32 }).notNull().default(''),
  updatedAt: updatedAt(),
});
