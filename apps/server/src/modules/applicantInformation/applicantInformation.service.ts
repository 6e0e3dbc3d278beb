import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { applicantInformation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { applicantInformations as applicants } from './tables.ts';

/**
 * Applicant information of a site (contracts applicantInformation.ts). The phone rules by country
 * code are judged by the contract. One that orders have quoted (UsageCount > 0) cannot be deleted,
 * only deactivated, which takes it out of the picker. Every change writes an audit row.
 */

type Row = typeof applicants.$inferSelect;
type EditInfo = z.output<typeof contract.applicantEditInfo>;

const ENTITY = 'ApplicantInformation';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Contacts: r.contacts,
  CountryCode: r.countryCode,
  Phone: r.phone,
  ReceiveTel: r.receiveTel,
  DetailedAddress: r.detailedAddress,
  MailboxCode: r.mailboxCode,
  IsDeactivate: r.isDeactivate,
});

const columnsOf = (f: contract.ApplicantFields) => ({
  contacts: f.Contacts,
  countryCode: f.CountryCode,
  phone: f.Phone,
  receiveTel: f.ReceiveTel,
  detailedAddress: f.DetailedAddress,
  mailboxCode: f.MailboxCode,
  isDeactivate: f.IsDeactivate,
});

const pickerRow = (r: Row, siteName: string): contract.ApplicantInformationRow => ({
  Id: r.id,
  Contacts: r.contacts,
  Phone: r.phone,
  ReceiveTel: r.receiveTel,
  CountryCode: r.countryCode,
  SiteName: siteName,
  DetailedAddress: r.detailedAddress,
  UsageCount: r.usageCount,
  MailboxCode: r.mailboxCode,
  IsDeactivate: r.isDeactivate,
  CreationTime: r.createdAt.toISOString(),
});

const listRow = (r: Row, siteName: string) => ({ ...pickerRow(r, siteName), SiteId: r.siteId, UpdateTime: r.updatedAt.toISOString() });

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, id), ...ofCallerSite(applicants.siteId, actor)));
  if (!row) throw notFound();
  return row;
}

async function page(tx: Executor, conditions: SQL[], q: { index: number; rows: number; descendingOrder: boolean }) {
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(applicants)
    .where(where)
    .orderBy(q.descendingOrder ? desc(applicants.createdAt) : asc(applicants.createdAt), asc(applicants.id))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(applicants).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return { rows, names, total: total?.n ?? 0 };
}

export async function listApplicants(tx: Executor, actor: Actor, q: z.output<typeof contract.applicantQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(applicants.siteId, siteId));
  if (q.Contacts !== undefined) conditions.push(containing(applicants.contacts, q.Contacts));
  if (q.Phone !== undefined) conditions.push(containing(applicants.phone, q.Phone));
  if (q.CountryCode !== undefined) conditions.push(eq(applicants.countryCode, q.CountryCode.replace(/^\+/, '')));
  if (q.IsDeactivate !== undefined) conditions.push(eq(applicants.isDeactivate, q.IsDeactivate));
  const { rows, names, total } = await page(tx, conditions, q);
  return { Data: rows.map((r) => listRow(r, names.get(r.siteId) ?? '')), Total: total };
}

/** The picker: applicants of the caller's site that are not deactivated. */
export async function availableApplicants(tx: Executor, actor: Actor, q: z.output<typeof contract.getAvailableApplicantInformation.request>) {
  const conditions: SQL[] = [eq(applicants.isDeactivate, false), ...ofCallerSite(applicants.siteId, actor)];
  if (q.Contacts !== undefined) conditions.push(containing(applicants.contacts, q.Contacts));
  if (q.Phone !== undefined) conditions.push(containing(applicants.phone, q.Phone));
  const { rows, names, total } = await page(tx, conditions, q);
  return { Data: rows.map((r) => pickerRow(r, names.get(r.siteId) ?? '')), Total: total };
}

export async function addApplicant(tx: Executor, actor: Actor, body: z.output<typeof contract.addApplicantBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  const [row] = await tx
    .insert(applicants)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('applicant not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditApplicant(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editApplicant(tx: Executor, actor: Actor, body: z.output<typeof contract.editApplicantBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  const [after] = await tx.update(applicants).set(columnsOf(body)).where(eq(applicants.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteApplicant(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  if (row.usageCount > 0) throw refused('ApplicantInUse', { name: row.contacts, count: row.usageCount });
  await tx.delete(applicants).where(eq(applicants.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getApplicantDetail(tx: Executor, actor: Actor, id: number): Promise<z.input<typeof contract.applicantDetail>> {
  const row = await findOne(tx, actor, id);
  const names = await siteNames(tx, [row.siteId]);
  return { ...listRow(row, names.get(row.siteId) ?? ''), Audits: await auditHistory(tx, ENTITY, row.id) };
}

/**
 * Counts one more order quoting the applicant and answers it, for the areas that create orders
 * (inside the order's transaction). A deactivated applicant is refused: the picker no longer
 * offers it, and an order must not quote it by its Id either.
 */
export async function recordApplicantInformationUse(tx: Executor, actor: Actor, id: number): Promise<contract.ApplicantInformationRow> {
  const row = await findOne(tx, actor, id);
  if (row.isDeactivate) throw refused('ApplicantDeactivated', { name: row.contacts });
  const [after] = await tx
    .update(applicants)
    .set({ usageCount: sql`${applicants.usageCount} + 1` })
    .where(eq(applicants.id, row.id))
    .returning();
  if (!after) throw notFound();
  const names = await siteNames(tx, [after.siteId]);
  return pickerRow(after, names.get(after.siteId) ?? '');
}
