import { integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/columns.ts';

/** Every uploaded file, so an address can be traced to who uploaded it and what it really is. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id'),
  ownerId: integer('owner_id'),
  uploadFileType: smallint('upload_file_type').notNull(),
  classify: varchar('classify', { length: 16 }).notNull(),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  address: varchar('address', { length: 512 }).notNull().unique(),
  createdAt: createdAt(),
});
