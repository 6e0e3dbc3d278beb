import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { commonFiles as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { uploadedFiles } from '../files/tables.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../../platform/siteResources.ts';
import { commonFiles } from './tables.ts';

/**
 * Common files: documents a site offers for download. The file must be one uploaded for this site
 * (or by platform staff) through /UpLoadFile/UpLoadFile; its name, size and type are copied from
 * that upload, never taken from the request. Staff see every file of their site; portal users only
 * those visible to users, read-only. Deleting asks for confirmation in the page and refuses nothing:
 * nothing else refers to a common file, and the upload itself stays where it is.
 */

type Row = typeof commonFiles.$inferSelect;
type EditInfo = z.output<typeof contract.commonFileEditInfo>;
type Fields = contract.CommonFileFields;

const ENTITY = 'CommonFile';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  Category: r.category,
  Description: r.description,
  VisibleToUsers: r.visibleToUsers,
  Sort: r.sort,
  FileAddress: r.fileAddress,
  FileName: r.fileName,
  FileSize: r.fileSize,
  FileType: r.fileType,
});

const contains = (column: Parameters<typeof ilike>[0], text: string) => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(commonFiles.id, id)];
  if (actor.siteId !== null) conditions.push(eq(commonFiles.siteId, actor.siteId));
  const [row] = await tx.select().from(commonFiles).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

/** The upload behind an address, if it belongs to the site (or was made by platform staff). */
async function uploadOf(tx: Executor, siteId: number, address: string) {
  const [file] = await tx
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.address, address), or(eq(uploadedFiles.siteId, siteId), isNull(uploadedFiles.siteId))));
  if (!file) throw invalid('FileAddress', 'CommonFileNotUploaded');
  return { fileAddress: file.address, fileName: file.originalName, fileSize: file.size, fileType: file.mime };
}

const columnsOf = (f: Fields) => ({
  name: f.Name,
  category: f.Category,
  description: f.Description,
  visibleToUsers: f.VisibleToUsers,
  sort: f.Sort,
});

const order = [asc(commonFiles.sort), asc(commonFiles.name), asc(commonFiles.id)];

export async function listCommonFiles(tx: Executor, actor: Actor, q: z.output<typeof contract.commonFileQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(commonFiles.siteId, siteId));
  if (q.Name !== undefined) conditions.push(contains(commonFiles.name, q.Name));
  if (q.Category !== undefined) conditions.push(contains(commonFiles.category, q.Category));
  if (q.VisibleToUsers !== undefined) conditions.push(eq(commonFiles.visibleToUsers, q.VisibleToUsers));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(commonFiles)
    .where(where)
    .orderBy(...order)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(commonFiles).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

/** The portal's list: the visible files of the customer's own site. */
export async function listUserCommonFiles(tx: Executor, actor: Actor, q: z.output<typeof contract.userCommonFileQuery>) {
  if (actor.siteId === null) return { Data: [], Total: 0 };
  const conditions: SQL[] = [eq(commonFiles.siteId, actor.siteId), eq(commonFiles.visibleToUsers, true)];
  if (q.Name !== undefined) conditions.push(contains(commonFiles.name, q.Name));
  if (q.Category !== undefined) conditions.push(contains(commonFiles.category, q.Category));
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

export async function addCommonFile(tx: Executor, actor: Actor, body: z.output<typeof contract.addCommonFileBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  const file = await uploadOf(tx, siteId, body.FileAddress);
  const [row] = await tx
    .insert(commonFiles)
    .values({ siteId, ...columnsOf(body), ...file })
    .returning();
  if (!row) throw new Error('common file not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditCommonFile(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editCommonFile(tx: Executor, actor: Actor, body: z.output<typeof contract.editCommonFileBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  const file = body.FileAddress === before.fileAddress ? {} : await uploadOf(tx, before.siteId, body.FileAddress);
  const [after] = await tx
    .update(commonFiles)
    .set({ ...columnsOf(body), ...file })
    .where(eq(commonFiles.id, before.id))
    .returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteCommonFile(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(commonFiles).where(eq(commonFiles.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getCommonFileDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.commonFileDetail>> {
  const row = await findOne(tx, actor, id);
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
}
