import { z } from 'zod';
import { countryPhoneCode } from './applicantInformation.ts';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { defineLifecycle } from './lifecycle.ts';
import { texts, type MessageKey } from './messages.ts';
import { historyEntry } from './parcels.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';
import { isBlank, phoneFieldIssues } from './validation.ts';
import { regionRef } from './warehouse.ts';

/**
 * Recipients (spec domain §3 "Recipient": RecipientName, Phone, Tel, IdentityNumber,
 * DetailedAddress, MailboxCode, country/province/city/county/town codes, audit status,
 * RecipientInformationType, default address, self-pickup point): a customer's address book, from
 * which orders take their receiver. A customer keeps their own under /UserRecipientInformation (row
 * level security: owner_id); the site's staff read every customer's, audit the real name and
 * correct them under /RecipientInformation.
 *
 * - RecipientInformationType: home delivery (the regions and a street address) or self-pickup (the
 *   recipient collects the order at one of the site's self-pickup points, SelfPickupAddressId, in
 *   the recipient's country).
 * - Regions: the region cascade from the country down (at least the country); the server keeps the
 *   regions as its list names them, and answers their codes as CountryCode (ISO 3166-1) to TownCode.
 * - PhoneCode: the country's calling code, which decides the rules of Phone (a mobile number), Tel
 *   (a landline) and IdentityNumber (validation.ts); it must be one of the country's codes.
 * - The destination's own rules (`recipientIssues`): an identity number where its customs need one
 *   (mainland China, Taiwan), a postal code of its format where it has a known one.
 * - IsDefault: at most one per customer; making one the default unsets the other.
 * - AuditStatus: the real-name audit, kept by staff (`realNameLifecycle`); a change of the name or
 *   the identity number sends an audited recipient back to "not audited".
 */

export const RecipientInformationType = { HomeDelivery: 1, SelfPickup: 2 } as const;
export type RecipientInformationType = (typeof RecipientInformationType)[keyof typeof RecipientInformationType];
export const RECIPIENT_INFORMATION_TYPES = Object.values(RecipientInformationType);

export const RealNameStatus = { NotAudited: 1, Approved: 2, Refused: 3 } as const;
export type RealNameStatus = (typeof RealNameStatus)[keyof typeof RealNameStatus];
export const REAL_NAME_STATUSES = Object.values(RealNameStatus);

const ALL = [RealNameStatus.NotAudited, RealNameStatus.Approved, RealNameStatus.Refused];

/** The real-name audit. Staff may correct their own decision (approve a refused one, refuse an approved one). */
export const realNameLifecycle = defineLifecycle('RecipientInformation', RealNameStatus, {
  Establish: { from: [null], to: RealNameStatus.NotAudited, by: ['user'] },
  /** a change that keeps the name and the identity number */
  Edit: { from: ALL, by: ['user', 'backstage'] },
  /** the name or the identity number changed: the real name is audited again */
  Redeclare: { from: ALL, to: RealNameStatus.NotAudited, by: ['user', 'backstage'] },
  SetDefault: { from: ALL, by: ['user'] },
  Approve: { from: [RealNameStatus.NotAudited, RealNameStatus.Refused], to: RealNameStatus.Approved, by: ['backstage'] },
  Refuse: { from: [RealNameStatus.NotAudited, RealNameStatus.Approved], to: RealNameStatus.Refused, by: ['backstage'] },
  Delete: { from: ALL, to: null, by: ['user'] },
}, {
  record: texts('收件人', '收件人', 'recipient'),
  states: {
    [RealNameStatus.NotAudited]: texts('未审核', '未審核', 'not audited'),
    [RealNameStatus.Approved]: texts('实名审核通过', '實名審核通過', 'real name approved'),
    [RealNameStatus.Refused]: texts('实名审核未通过', '實名審核未通過', 'real name refused'),
  },
  actions: {
    Establish: texts('新增', '新增', 'created'),
    Edit: texts('修改', '修改', 'edited'),
    Redeclare: texts('修改实名信息', '修改實名資訊', 'real name changed'),
    SetDefault: texts('设为默认', '設為預設', 'made the default'),
    Approve: texts('实名审核通过', '實名審核通過', 'approved'),
    Refuse: texts('实名审核不通过', '實名審核不通過', 'refused'),
    Delete: texts('删除', '刪除', 'deleted'),
  },
});
export type RealNameAction = keyof typeof realNameLifecycle.actions;

export const RECIPIENT_NAME_MAX = 64;
export const RECIPIENT_PHONE_MAX = 32;
export const RECIPIENT_IDENTITY_MAX = 32;
export const RECIPIENT_ADDRESS_MAX = 255;
export const RECIPIENT_MAILBOX_CODE_MAX = 16;
export const RECIPIENT_AUDIT_REASON_MAX = 255;
export const RECIPIENT_REGION_LEVELS = 5;

/** Destinations whose customs need the recipient's identity number, with the rule's message. */
export const IDENTITY_REQUIRED: Readonly<Record<string, MessageKey>> = {
  // Personal imports into mainland China clear customs under the recipient's resident ID.
  CN: 'IdentityRequiredCN',
  // Taiwan's customs check the recipient's real name (EZ WAY) against their ID number.
  TW: 'IdentityRequiredTW',
};

const POSTAL_CODE_CHARACTERS = /^[A-Za-z\d -]*$/;

/** Postal code formats of the destinations that have a known one, with the rule's message. */
export const POSTAL_CODE_RULES: Readonly<Record<string, { pattern: RegExp; message: MessageKey }>> = {
  CN: { pattern: /^\d{6}$/, message: 'PostalCodeCN' },
  TW: { pattern: /^\d{3}(?:\d{2,3})?$/, message: 'PostalCodeTW' },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, message: 'PostalCodeUS' },
  JP: { pattern: /^\d{3}-?\d{4}$/, message: 'PostalCodeJP' },
  KR: { pattern: /^\d{5}$/, message: 'PostalCodeKR' },
  SG: { pattern: /^\d{6}$/, message: 'PostalCodeSG' },
  CA: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, message: 'PostalCodeCA' },
  AU: { pattern: /^\d{4}$/, message: 'PostalCodeAU' },
  GB: { pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, message: 'PostalCodeGB' },
};

/** A rule a recipient's field breaks: the field and the rule's message. */
export interface RecipientIssue {
  path: [string];
  message: MessageKey;
}

/** What the destination rules read of a recipient. */
export interface RecipientRuleInput {
  RecipientInformationType: number;
  PhoneCode: string;
  Phone: string;
  Tel: string;
  IdentityNumber: string;
  /** the regions from the country down; the first one's Code is the country's ISO code */
  Regions: readonly { Code: string }[];
  DetailedAddress: string;
  MailboxCode: string;
  SelfPickupAddressId: number | null;
}

/** The ISO code of a recipient's country ('' when none is chosen). */
export const countryOf = (r: Pick<RecipientRuleInput, 'Regions'>) => (r.Regions[0]?.Code ?? '').toUpperCase();

/**
 * Every rule a recipient breaks for its country: the numbers by its calling code, the identity number
 * where its customs need one, the postal code's format where known, and the address its type needs.
 * The contract's refinement, the form and the order area (`checkRecipientForDestination`) all use it.
 */
export function recipientIssues(r: RecipientRuleInput): RecipientIssue[] {
  const issues: RecipientIssue[] = phoneFieldIssues(r, { phoneCode: 'PhoneCode', mobile: 'Phone', fixedPhone: 'Tel', idCard: 'IdentityNumber' });
  const country = countryOf(r);
  const identity = IDENTITY_REQUIRED[country];
  if (identity && isBlank(r.IdentityNumber)) issues.push({ path: ['IdentityNumber'], message: identity });
  const postal = POSTAL_CODE_RULES[country];
  // A code of characters no postal code has is refused once, by the field's own rule.
  if (postal && !isBlank(r.MailboxCode) && POSTAL_CODE_CHARACTERS.test(r.MailboxCode) && !postal.pattern.test(r.MailboxCode.trim())) issues.push({ path: ['MailboxCode'], message: postal.message });
  if (r.RecipientInformationType === RecipientInformationType.HomeDelivery && isBlank(r.DetailedAddress)) issues.push({ path: ['DetailedAddress'], message: 'CannotBeEmpty' });
  if (r.RecipientInformationType === RecipientInformationType.SelfPickup && r.SelfPickupAddressId === null) issues.push({ path: ['SelfPickupAddressId'], message: 'CannotBeEmpty' });
  return issues;
}

const choice = <V extends number>(values: readonly V[]) => z.number({ error: numberTypeError }).pipe(z.union(values.map((v) => z.literal(v)), { error: 'InvalidValue' }));

/** What a customer (or staff for them) edits. */
const recipientShape = {
  RecipientInformationType: choice(RECIPIENT_INFORMATION_TYPES).default(RecipientInformationType.HomeDelivery),
  RecipientName: requiredText(RECIPIENT_NAME_MAX),
  PhoneCode: countryPhoneCode,
  /** a mobile number, by PhoneCode's rules */
  Phone: requiredText(RECIPIENT_PHONE_MAX),
  /** a landline, by PhoneCode's rules */
  Tel: optionalText(RECIPIENT_PHONE_MAX),
  IdentityNumber: optionalText(RECIPIENT_IDENTITY_MAX),
  /** from the country down; the country at least */
  Regions: z.array(regionRef).min(1, { error: 'CannotBeEmpty' }).max(RECIPIENT_REGION_LEVELS),
  DetailedAddress: optionalText(RECIPIENT_ADDRESS_MAX),
  MailboxCode: optionalText(RECIPIENT_MAILBOX_CODE_MAX).refine((code) => POSTAL_CODE_CHARACTERS.test(code), { message: 'MailboxCodeError' }),
  /** the self-pickup point (GetAvailableSelfPickupAddress) of a self-pickup recipient */
  SelfPickupAddressId: recordId().nullable().default(null),
  IsDefault: z.boolean().default(false),
};
const withDestinationRules = <S extends z.ZodType<RecipientRuleInput>>(schema: S) =>
  schema.superRefine((r, ctx) => {
    for (const issue of recipientIssues(r)) ctx.addIssue({ code: 'custom', ...issue });
  });
export const recipientFields = withDestinationRules(z.object(recipientShape));
export type RecipientFields = z.output<typeof recipientFields>;

/** A recipient as both populations read it. */
export const recipientRow = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  SiteName: z.string(),
  /** the customer whose address book it is in */
  UserId: z.int32(),
  UserName: z.string(),
  MemberNumber: z.string(),
  RecipientInformationType: z.int32(),
  RecipientName: z.string(),
  PhoneCode: z.string(),
  Phone: z.string(),
  Tel: z.string(),
  IdentityNumber: z.string(),
  Regions: z.array(regionRef),
  CountryCode: z.string(),
  ProvinceCode: z.string(),
  CityCode: z.string(),
  CountyCode: z.string(),
  TownCode: z.string(),
  /** the region names joined, country first, in the caller's language */
  RegionName: z.string(),
  DetailedAddress: z.string(),
  MailboxCode: z.string(),
  SelfPickupAddressId: z.int32().nullable(),
  /** the self-pickup point as one line ('' for home delivery) */
  SelfPickupAddress: z.string(),
  IsDefault: z.boolean(),
  AuditStatus: z.int32(),
  /** why the real name was refused ('' otherwise) */
  AuditReason: z.string(),
  /** staff only ('' for customers, who are told "the warehouse") */
  AuditorName: z.string(),
  AuditTime: z.string().nullable(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
  /** the actions the caller may take now (`realNameLifecycle`) */
  Actions: z.array(z.string()),
});
export type RecipientRow = z.output<typeof recipientRow>;
export const recipientDetail = recipientRow.extend({ History: z.array(historyEntry) });

const RECIPIENT_SEARCH_MAX = 100;

/** A customer's own list: Content matches the name, phone or address. */
export const userRecipientQuery = pagedQuery.extend({
  Content: z.string().max(RECIPIENT_SEARCH_MAX).optional(),
  RecipientInformationType: choice(RECIPIENT_INFORMATION_TYPES).optional(),
});
/** Staff's list: also by customer, real-name audit status and (platform staff) site. */
export const recipientQuery = userRecipientQuery.extend({
  UserId: recordId().optional(),
  MemberNumber: z.string().max(32).optional(),
  AuditStatus: choice(REAL_NAME_STATUSES).optional(),
  ...siteChoice,
});

export const recipientAuditBody = z
  .object({
    Id: recordId(),
    AuditStatus: z.number({ error: numberTypeError }).pipe(z.union([z.literal(RealNameStatus.Approved), z.literal(RealNameStatus.Refused)], { error: 'InvalidValue' })),
    AuditReason: optionalText(RECIPIENT_AUDIT_REASON_MAX),
  })
  .refine((b) => b.AuditStatus !== RealNameStatus.Refused || b.AuditReason !== '', { path: ['AuditReason'], message: 'CannotBeEmpty' });

const staff = { access: 'granted', populations: ['backstage'] } as const;
const customer = { access: 'granted', populations: ['user'] } as const;
const read = { readOnly: true } as const;
const editBody = withDestinationRules(z.object({ ...recipientShape, Id: recordId() }));

// ── Customers: /UserRecipientInformation ───────────────────────────────────────────────────────

export const getUserRecipientInformations = defineCall('/UserRecipientInformation/GetRecipientInformations', {
  summary: 'The caller’s recipients, the default first, by name, phone or address',
  request: userRecipientQuery,
  response: listOf(recipientRow),
  ...customer,
  ...read,
});

export const getUserRecipientInformationById = defineCall('/UserRecipientInformation/GetRecipientInformationById', {
  summary: 'One of the caller’s recipients with its history',
  request: idBody,
  response: recipientDetail,
  ...customer,
  ...read,
});

export const getDefaultRecipientInformation = defineCall('/UserRecipientInformation/GetDefaultRecipientInformation', {
  summary: 'The caller’s default recipient, or null when none is the default',
  request: z.object({}).strict().optional(),
  response: recipientRow.nullable(),
  ...customer,
  ...read,
});

export const addUserRecipientInformation = defineCall('/UserRecipientInformation/AddRecipientInformation', {
  summary: 'Add a recipient; numbers, identity number and postal code follow the country’s rules; the first one is the default',
  request: recipientFields,
  response: recipientRow,
  ...customer,
});

export const editUserRecipientInformation = defineCall('/UserRecipientInformation/EditRecipientInformation', {
  summary: 'Save a recipient; a changed name or identity number is audited again',
  request: editBody,
  response: recipientRow,
  ...customer,
});

export const deleteUserRecipientInformation = defineCall('/UserRecipientInformation/DeleteRecipientInformation', {
  summary: 'Delete a recipient',
  request: idBody,
  response: z.null(),
  ...customer,
});

export const setDefaultRecipientInformation = defineCall('/UserRecipientInformation/SetDefaultRecipientInformation', {
  summary: 'Make a recipient the default (the previous default stops being one)',
  request: idBody,
  response: recipientRow,
  ...customer,
});

// ── Staff: /RecipientInformation ───────────────────────────────────────────────────────────────

export const getRecipientInformations = defineCall('/RecipientInformation/GetRecipientInformations', {
  summary: 'The recipients of the site’s customers, by customer, name, phone or address, type and real-name audit status',
  request: recipientQuery,
  response: listOf(recipientRow),
  ...staff,
  ...read,
});

export const getRecipientInformationById = defineCall('/RecipientInformation/GetRecipientInformationById', {
  summary: 'A customer’s recipient with its history',
  request: idBody,
  response: recipientDetail,
  ...staff,
  ...read,
});

export const editRecipientInformation = defineCall('/RecipientInformation/EditRecipientInformation', {
  summary: 'Correct a customer’s recipient; a changed name or identity number is audited again',
  request: editBody,
  response: recipientRow,
  ...staff,
});

export const auditRecipientInformation = defineCall('/RecipientInformation/AuditRecipientInformation', {
  summary: 'Approve or refuse (with a reason) the real name of a recipient; the customer is told',
  request: recipientAuditBody,
  response: recipientRow,
  ...staff,
});

/** The calls of each side, for the pages. */
export const RECIPIENT_CALLS = {
  user: { list: getUserRecipientInformations, detail: getUserRecipientInformationById, edit: editUserRecipientInformation },
  backstage: { list: getRecipientInformations, detail: getRecipientInformationById, edit: editRecipientInformation },
} as const;
