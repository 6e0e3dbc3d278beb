import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

/** Applicant (contact) information used on orders. */
export const applicantInformationRow = z.object({
  Id: z.number().int(),
  Contacts: z.string(),
  Phone: z.string(),
  ReceiveTel: z.string(),
  CountryCode: z.string(),
  SiteName: z.string(),
  DetailedAddress: z.string(),
  UsageCount: z.number().int(),
  MailboxCode: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: z.string(),
});
export type ApplicantInformationRow = z.infer<typeof applicantInformationRow>;

export const getAvailableApplicantInformation = defineCall('/ApplicantInformation/GetAvailableApplicantInformation', {
  summary: 'A page of the applicant information in use, for the applicant picker',
  request: selectTableQuery.extend({ Contacts: z.string().max(64).optional(), Phone: z.string().max(32).optional() }),
  response: listOf(applicantInformationRow),
  access: 'granted',
});
