import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { applicantInformation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { given, pageOf, siteList, type SiteListRow } from '../../platform/siteLists.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { siteNames } from '../../platform/siteResources.ts';
import { applicantInformations as applicants } from './tables.ts';

/**
 * Applicant information of a site (contracts applicantInformation.ts). The phone rules by country
 * code are judged by the contract. One that orders have quoted (UsageCount > 0) cannot be deleted,
 * only deactivated, which takes it out of the picker.
 */

type Row = SiteListRow<typeof applicants>;

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

const byCreation = (q: { descendingOrder: boolean }) => [q.descendingOrder ? desc(applicants.createdAt) : asc(applicants.createdAt), asc(applicants.id)];

export const applicantList = siteList({
  table: applicants,
  entity: 'ApplicantInformation',
  contract: contract.applicantFields,
  fields: {
    Contacts: applicants.contacts,
    CountryCode: applicants.countryCode,
    Phone: applicants.phone,
    ReceiveTel: applicants.receiveTel,
    DetailedAddress: applicants.detailedAddress,
    MailboxCode: applicants.mailboxCode,
    IsDeactivate: applicants.isDeactivate,
  },
  hooks: {
    beforeDelete: async (_tx, row) => {
      if (row.usageCount > 0) throw refused('ApplicantInUse', { name: row.contacts, count: row.usageCount });
    },
  },
  filters: (q: z.output<typeof contract.applicantQuery>) => [
    given(q.Contacts, (v) => containing(applicants.contacts, v)),
    given(q.Phone, (v) => containing(applicants.phone, v)),
    given(q.CountryCode, (v) => eq(applicants.countryCode, v.replace(/^\+/, ''))),
    given(q.IsDeactivate, (v) => eq(applicants.isDeactivate, v)),
  ],
  order: byCreation,
  extra: async () => (r) => ({ UsageCount: r.usageCount }),
});

/** The picker: applicants of the caller's site that are not deactivated. */
export async function availableApplicants(tx: Executor, actor: Actor, q: z.output<typeof contract.getAvailableApplicantInformation.request>) {
  const where = and(
    eq(applicants.isDeactivate, false),
    ...ofCallerSite(applicants.siteId, actor),
    given(q.Contacts, (v) => containing(applicants.contacts, v)),
    given(q.Phone, (v) => containing(applicants.phone, v)),
  );
  const { rows, total } = await pageOf(tx, applicants, where, byCreation(q), q);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return { Data: rows.map((r) => pickerRow(r, names.get(r.siteId) ?? '')), Total: total };
}

/**
 * Counts one more order quoting the applicant and answers it, for the areas that create orders
 * (inside the order's transaction). A deactivated applicant is refused: the picker no longer
 * offers it, and an order must not quote it by its Id either.
 */
export async function recordApplicantInformationUse(tx: Executor, actor: Actor, id: number): Promise<contract.ApplicantInformationRow> {
  const row = await applicantList.find(tx, actor, id);
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
