import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../access/tables.ts';
import { sites } from '../sites/tables.ts';

/**
 * The other sites a back-office staff member may work on (spec domain §3 "User": sites). Only
 * platform staff choose them. site_id is the staff member's own site, so row-level security shows a
 * site's admins the choices made for their staff and nothing of other sites' staff.
 */
export const userAvailableSites = pgTable(
  'user_available_sites',
  {
    siteId: integer('site_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    availableSiteId: integer('available_site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.availableSiteId] }), index('user_available_sites_site').on(t.availableSiteId)],
);
