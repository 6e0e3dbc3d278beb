import { boolean, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/columns.ts';
import { users } from '../access/tables.ts';
import { commodities } from '../commodities/tables.ts';
import { shelves } from '../shelves/tables.ts';
import { sites } from '../sites/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cm = (name: string) => numeric(name, { precision: 6, scale: 1 });

/**
 * Inbound warehouse documents (contracts inboundDocuments.ts). `owner_id` is the merchant on the
 * document, its boxes and lines: row-level security keeps a portal user to their own. OrderNo and
 * ContainerNo are unique per site: they are what a scan finds.
 */
export const inboundDocuments = pgTable(
  'inbound_documents',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** InboundType */
    inboundType: smallint('inbound_type').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    transportWarehouseId: integer('transport_warehouse_id').references(() => warehouses.id),
    carrier: varchar('carrier', { length: 64 }).notNull().default(''),
    courierNumbers: jsonb('courier_numbers').$type<string[]>().notNull().default([]),
    isUnpacking: boolean('is_unpacking').notNull().default(false),
    remarks: varchar('remarks', { length: 255 }).notNull().default(''),
    /** InboundStatus */
    status: smallint('status').notNull(),
    /** PaymentStatus; the fee is priced when the boxes are signed for */
    paymentStatus: smallint('payment_status').notNull().default(1),
    inboundFee: numeric('inbound_fee', { precision: 18, scale: 2 }),
    feeCurrency: varchar('fee_currency', { length: 3 }).notNull().default(''),
    /** edits so far: each edit's stock event has its own key */
    revision: integer('revision').notNull().default(0),
    signedAt: at('signed_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inbound_documents_site_order_no').on(t.siteId, t.orderNo),
    index('inbound_documents_site_status').on(t.siteId, t.status, t.id),
    index('inbound_documents_owner').on(t.ownerId, t.id),
  ],
);

/** A document's boxes (bins). */
export const inboundBoxes = pgTable(
  'inbound_boxes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => inboundDocuments.id, { onDelete: 'cascade' }),
    containerNo: varchar('container_no', { length: 32 }).notNull(),
    /** BinType */
    binType: smallint('bin_type').notNull(),
    /** PackagingStatus, as inspected */
    packagingStatus: smallint('packaging_status').notNull().default(1),
    length: cm('length'),
    width: cm('width'),
    height: cm('height'),
    weight: numeric('weight', { precision: 9, scale: 3 }),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** BoxStatus */
    status: smallint('status').notNull(),
    shelfId: integer('shelf_id').references(() => shelves.id),
    /** times put on a shelf: each shelving's and lowering's stock event has its own key */
    shelvings: integer('shelvings').notNull().default(0),
    signedAt: at('signed_at'),
    inspectedAt: at('inspected_at'),
  },
  (t) => [uniqueIndex('inbound_boxes_site_container_no').on(t.siteId, t.containerNo), index('inbound_boxes_document').on(t.documentId, t.id)],
);

/** A box's lines: a commodity, how many were announced and (after inspection) counted good and defective. */
export const inboundLines = pgTable(
  'inbound_lines',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    boxId: integer('box_id')
      .notNull()
      .references(() => inboundBoxes.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    expectedQuantity: integer('expected_quantity').notNull(),
    goodQuantity: integer('good_quantity'),
    defectiveQuantity: integer('defective_quantity'),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
  },
  (t) => [index('inbound_lines_box').on(t.boxId, t.id), index('inbound_lines_commodity').on(t.commodityId)],
);
