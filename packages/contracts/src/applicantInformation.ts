import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { auditTrail, optionalText, recordId, siteChoice } from './siteRecords.ts';
import { refinePhoneFields } from './validation.ts';

/**
 * Applicant information (spec domain §3 "Recipient: applicant information", §7
 * "/ApplicantInformation/GetAvailableApplicantInformation"): the declarants (shippers) a site
 * quotes on its orders' customs declarations, kept by staff and picked on orders.
 *
 * - CountryCode: the country's phone code (86, 852, 853, 886...), which decides the rules of Phone
 *   (a mobile number) and ReceiveTel (a landline, optional), as for every phone field of the product.
 * - UsageCount: how many orders have quoted it (the server's `recordApplicantInformationUse`).
 * - IsDeactivate: no longer offered by the picker, but kept on the orders that quote it. One that
 *   has been quoted cannot be deleted: deactivate it instead.
 */

export const APPLICANT_CONTACTS_MAX = 64;
export const APPLICANT_PHONE_MAX = 32;
export const APPLICANT_ADDRESS_MAX = 255;
export const APPLICANT_MAILBOX_CODE_MAX = 16;

/** A country phone code: 1 to 4 digits, a leading + is dropped ("+852" → "852"). */
export const countryPhoneCode = requiredText(5)
  .regex(/^\+?\d{1,4}$/, { message: 'PhoneCodeError' })
  .transform((code) => code.replace(/^\+/, ''));

const applicantShape = {
  Contacts: requiredText(APPLICANT_CONTACTS_MAX),
  CountryCode: countryPhoneCode,
  Phone: requiredText(APPLICANT_PHONE_MAX),
  ReceiveTel: optionalText(APPLICANT_PHONE_MAX),
  DetailedAddress: requiredText(APPLICANT_ADDRESS_MAX),
  MailboxCode: optionalText(APPLICANT_MAILBOX_CODE_MAX).refine((code) => /^[A-Za-z\d -]*$/.test(code), { message: 'MailboxCodeError' }),
  IsDeactivate: z.boolean().default(false),
};
const phoneRule = { phoneCode: 'CountryCode', mobile: 'Phone', fixedPhone: 'ReceiveTel' } as const;

export const applicantFields = refinePhoneFields(z.object(applicantShape), phoneRule);
export type ApplicantFields = z.output<typeof applicantFields>;

export const addApplicantBody = refinePhoneFields(z.object({ ...applicantShape, ...siteChoice }), phoneRule);
export const editApplicantBody = refinePhoneFields(z.object({ ...applicantShape, Id: recordId() }), phoneRule);

export const applicantEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Contacts: z.string(),
  CountryCode: z.string(),
  Phone: z.string(),
  ReceiveTel: z.string(),
  DetailedAddress: z.string(),
  MailboxCode: z.string(),
  IsDeactivate: z.boolean(),
});

/** Applicant (contact) information used on orders. */
export const applicantInformationRow = z.object({
  Id: z.int32(),
  Contacts: z.string(),
  Phone: z.string(),
  ReceiveTel: z.string(),
  CountryCode: z.string(),
  SiteName: z.string(),
  DetailedAddress: z.string(),
  UsageCount: z.int32(),
  MailboxCode: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: z.string(),
});
export type ApplicantInformationRow = z.infer<typeof applicantInformationRow>;

/** A row of the list page: the picker's row plus its site and last change. */
export const applicantListRow = applicantInformationRow.extend({ SiteId: z.int32(), UpdateTime: z.string() });

export const applicantDetail = applicantListRow.extend({ Audits: auditTrail });

export const applicantQuery = pagedQuery.extend({
  Contacts: z.string().max(APPLICANT_CONTACTS_MAX).optional(),
  Phone: z.string().max(APPLICANT_PHONE_MAX).optional(),
  CountryCode: z.string().max(5).optional(),
  IsDeactivate: z.boolean().optional(),
  ...siteChoice,
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getApplicantInformations = defineCall('/ApplicantInformation/GetApplicantInformations', {
  summary: 'Applicant information of the site for the list page, newest first',
  request: applicantQuery,
  response: listOf(applicantListRow),
  readOnly: true,
  ...backstage,
});

export const addApplicantInformation = defineCall('/ApplicantInformation/AddApplicantInformation', {
  summary: 'Create applicant information; phone and landline follow the rules of the country code',
  request: addApplicantBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditApplicantInformation = defineCall('/ApplicantInformation/GetEditApplicantInformation', {
  summary: 'The edit form values of applicant information',
  request: idBody,
  response: applicantEditInfo,
  readOnly: true,
  ...backstage,
});

export const editApplicantInformation = defineCall('/ApplicantInformation/EditApplicantInformation', {
  summary: 'Save applicant information',
  request: editApplicantBody,
  response: applicantEditInfo,
  ...backstage,
});

export const deleteApplicantInformation = defineCall('/ApplicantInformation/DeleteApplicantInformation', {
  summary: 'Delete applicant information never quoted on an order (a quoted one can be deactivated)',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getApplicantInformationById = defineCall('/ApplicantInformation/GetApplicantInformationById', {
  summary: 'Applicant information with its change history',
  request: idBody,
  response: applicantDetail,
  readOnly: true,
  ...backstage,
});

export const getAvailableApplicantInformation = defineCall('/ApplicantInformation/GetAvailableApplicantInformation', {
  summary: 'A page of the applicant information in use, for the applicant picker',
  request: selectTableQuery.extend({ Contacts: z.string().max(64).optional(), Phone: z.string().max(32).optional() }),
  response: listOf(applicantInformationRow),
  access: 'granted',
  readOnly: true,
});
