import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import { commonFiles as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { uploadedFiles } from '../files/tables.ts';
import { commonFiles } from './tables.ts';

/**
 * Common files: documents a site offers for download. The file must be one uploaded for this site
 * (or by platform staff) through /UpLoadFile/UpLoadFile; its name, size and type are copied from
 * that upload, never taken from the request. Staff see every file of their site; portal users only
 * those visible to users, read-only. Deleting asks for confirmation in the page and refuses nothing:
 * nothing else refers to a common file, and the upload itself stays where it is.
 */

/** The upload behind an address, if it belongs to the site (or was made by platform staff). */
async function uploadOf(tx: Executor, siteId: number, address: string) {
  const [file] = await tx
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.address, address), or(eq(uploadedFiles.siteId, siteId), isNull(uploadedFiles.siteId))));
  if (!file) throw invalid('FileAddress', 'CommonFileNotUploaded');
  return { fileAddress: file.address, fileName: file.originalName, fileSize: file.size, fileType: file.mime };
}

const order = [asc(commonFiles.sort), asc(commonFiles.name), asc(commonFiles.id)];

export const commonFileList = siteList({
  table: commonFiles,
  entity: 'CommonFile',
  contract: contract.commonFileFields,
  fields: {
    Name: commonFiles.name,
    Category: commonFiles.category,
    Description: commonFiles.description,
    VisibleToUsers: commonFiles.visibleToUsers,
    Sort: commonFiles.sort,
    FileAddress: commonFiles.fileAddress,
  },
  shown: { FileName: commonFiles.fileName, FileSize: commonFiles.fileSize, FileType: commonFiles.fileType },
  hooks: {
    // The file's name, size and type are the upload's, read again only when the file changes.
    beforeWrite: async (tx, { siteId, fields, before }) => (fields.FileAddress === before?.fileAddress ? {} : uploadOf(tx, siteId, fields.FileAddress)),
  },
  filters: (q: z.output<typeof contract.commonFileQuery>) => [
    given(q.Name, (v) => containing(commonFiles.name, v)),
    given(q.Category, (v) => containing(commonFiles.category, v)),
    given(q.VisibleToUsers, (v) => eq(commonFiles.visibleToUsers, v)),
  ],
  order: () => order,
});

/** The portal's list: the visible files of the customer's own site. */
export async function listUserCommonFiles(tx: Executor, actor: Actor, q: z.output<typeof contract.userCommonFileQuery>) {
  if (actor.siteId === null) return { Data: [], Total: 0 };
  const conditions: SQL[] = [eq(commonFiles.siteId, actor.siteId), eq(commonFiles.visibleToUsers, true)];
  if (q.Name !== undefined) conditions.push(containing(commonFiles.name, q.Name));
  if (q.Category !== undefined) conditions.push(containing(commonFiles.category, q.Category));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(commonFiles)
    .where(where)
    .orderBy(...order)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(commonFiles).where(where);
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Category: r.category,
      Description: r.description,
      FileAddress: r.fileAddress,
      FileName: r.fileName,
      FileSize: r.fileSize,
      FileType: r.fileType,
      UpdateTime: r.updatedAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}

