import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery, requiredText } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, siteChoice } from './siteRecords.ts';
import { refinePhoneFields, type PhoneFields } from './validation.ts';

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

const applicantList = siteListCalls('ApplicantInformation', {
  fields: applicantShape,
  rules: (schema) => refinePhoneFields(schema, phoneRule as PhoneFields<z.output<typeof schema>>),
  query: pagedQuery.extend({
    Contacts: z.string().max(APPLICANT_CONTACTS_MAX).optional(),
    Phone: z.string().max(APPLICANT_PHONE_MAX).optional(),
    CountryCode: z.string().max(5).optional(),
    IsDeactivate: z.boolean().optional(),
    ...siteChoice,
  }),
  row: { UsageCount: z.int32() },
  summaries: {
    list: 'Applicant information of the site for the list page, newest first',
    add: 'Create applicant information; phone and landline follow the rules of the country code',
    getEdit: 'The edit form values of applicant information',
    edit: 'Save applicant information',
    delete: 'Delete applicant information never quoted on an order (a quoted one can be deactivated)',
    detail: 'Applicant information with its change history',
  },
});

/** A row of the list page: the picker's row plus its site and last change. */
export const { fields: applicantFields, addBody: addApplicantBody, editBody: editApplicantBody, editInfo: applicantEditInfo, row: applicantListRow, detail: applicantDetail } = applicantList;
export type ApplicantFields = z.output<typeof applicantFields>;
export const applicantQuery = applicantList.calls.list.request;

export const {
  list: getApplicantInformations,
  add: addApplicantInformation,
  getEdit: getEditApplicantInformation,
  edit: editApplicantInformation,
  delete: deleteApplicantInformation,
  detail: getApplicantInformationById,
} = applicantList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const applicantCalls = applicantList.calls;

export const getAvailableApplicantInformation = defineCall('/ApplicantInformation/GetAvailableApplicantInformation', {
  summary: 'A page of the applicant information in use, for the applicant picker',
  request: selectTableQuery.extend({ Contacts: z.string().max(64).optional(), Phone: z.string().max(32).optional() }),
  response: listOf(applicantInformationRow),
  access: 'granted',
  readOnly: true,
});
