import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';
import { checkNoSpecialCharacters } from './validation.ts';

/**
 * Customs clearance companies and their clearance numbers (spec domain §3 "Customs clearance
 * company: prefix. Clearance numbers have max and used", §7
 * "/CustomsClearanceCompany/GetSelectCustomsClearanceCompanies").
 *
 * A clearance company is the broker that clears the site's shipments at the destination. Prefix:
 * the company's code printed in front of its clearance numbers, so a shipment's
 * CustomsClearanceNumber reads Prefix + Number. A clearance number is a declaration number the
 * company issued to the site that may be quoted on at most MaxQuantity shipments; UsedQuantity
 * counts those given so far and never goes above MaxQuantity (the database refuses it too). Later
 * areas take a number with the server's `takeCustomsClearanceNumber`, one at a time even when
 * shipments take numbers at the same moment.
 *
 * Company names are unique per site, numbers unique per company. A disabled company or number is
 * no longer offered but stays on the shipments that quote it. A number already quoted cannot be
 * deleted, nor a company holding one (disable it instead).
 */

export const CLEARANCE_COMPANY_NAME_MAX = 64;
export const CLEARANCE_PREFIX_MAX = 16;
export const CLEARANCE_REMARKS_MAX = 255;
export const CLEARANCE_NUMBER_MAX = 64;
/** Most shipments one clearance number may be quoted on. */
export const CLEARANCE_QUANTITY_MAX = 1_000_000;

const noSpecialCharacters = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => checkNoSpecialCharacters(text) === null, { message: 'SpecialCharacterverification' });

const companyList = siteListCalls('CustomsClearanceCompany', {
  plural: 'CustomsClearanceCompanies',
  fields: {
    Name: requiredText(CLEARANCE_COMPANY_NAME_MAX),
    Prefix: noSpecialCharacters(CLEARANCE_PREFIX_MAX).default(''),
    IsEnabled: z.boolean().default(true),
    Remarks: optionalText(CLEARANCE_REMARKS_MAX),
  },
  query: pagedQuery.extend({
    Name: z.string().max(CLEARANCE_COMPANY_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  row: {
    /** clearance numbers of the company */
    NumberCount: z.int32(),
    /** shipments that may still quote its enabled numbers (sum of MaxQuantity − UsedQuantity) */
    RemainingQuantity: z.int32(),
  },
  summaries: {
    list: 'Customs clearance companies of the site for the list page, with their numbers’ remaining quantity',
    add: 'Create a customs clearance company; the name is unique in the site',
    getEdit: 'The edit form values of a customs clearance company',
    edit: 'Save a customs clearance company',
    delete: 'Delete a customs clearance company with its unused numbers; refused while one of its numbers has been quoted',
    detail: 'A customs clearance company with its change history',
  },
});

export const {
  fields: clearanceCompanyFields,
  addBody: addClearanceCompanyBody,
  editBody: editClearanceCompanyBody,
  editInfo: clearanceCompanyEditInfo,
  row: clearanceCompanyRow,
  detail: clearanceCompanyDetail,
} = companyList;
export type ClearanceCompanyFields = z.output<typeof clearanceCompanyFields>;
export type ClearanceCompanyRow = z.output<typeof clearanceCompanyRow>;
export const clearanceCompanyQuery = companyList.calls.list.request;

export const {
  list: getCustomsClearanceCompanies,
  add: addCustomsClearanceCompany,
  getEdit: getEditCustomsClearanceCompany,
  edit: editCustomsClearanceCompany,
  delete: deleteCustomsClearanceCompany,
  detail: getCustomsClearanceCompanyById,
} = companyList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const clearanceCompanyCalls = companyList.calls;

// ── Clearance numbers ────────────────────────────────────────────────────────────────────────

const quantity = z.int32({ error: wholeNumberError }).min(0, { error: 'NumberNegative' }).max(CLEARANCE_QUANTITY_MAX);
/** At least one shipment: negative and zero each keep their own rule. */
const maxQuantity = z
  .int32({ error: wholeNumberError })
  .max(CLEARANCE_QUANTITY_MAX)
  .refine((n) => n >= 0, { message: 'NumberNegative', abort: true })
  .refine((n) => n > 0, { message: 'NumberZeroError' });

const clearanceNumberShape = {
  Number: requiredText(CLEARANCE_NUMBER_MAX).refine((text) => checkNoSpecialCharacters(text) === null, { message: 'SpecialCharacterverification' }),
  MaxQuantity: maxQuantity,
  IsEnabled: z.boolean().default(true),
  Remarks: optionalText(CLEARANCE_REMARKS_MAX),
};

/**
 * A new number may arrive partly used (quoted on shipments outside the system); UsedQuantity may not
 * be above MaxQuantity. Afterwards only taking a number raises it, so an edit cannot lose a take.
 */
export const addClearanceNumberBody = z
  .object({ ...clearanceNumberShape, UsedQuantity: quantity.default(0), CompanyId: recordId() })
  .refine((f) => f.UsedQuantity <= f.MaxQuantity, { path: ['UsedQuantity'], message: 'ClearanceUsedAboveMax' });
/** The number itself cannot change once quoted, and MaxQuantity not go below UsedQuantity (the server checks both). */
export const editClearanceNumberBody = z.object({ ...clearanceNumberShape, Id: recordId() });

export const clearanceNumberRow = z.object({
  Id: z.int32(),
  CompanyId: z.int32(),
  Number: z.string(),
  /** Prefix + Number: what a shipment quotes */
  FullNumber: z.string(),
  MaxQuantity: z.int32(),
  UsedQuantity: z.int32(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
});
export type ClearanceNumberRow = z.output<typeof clearanceNumberRow>;

export const clearanceNumberQuery = pagedQuery.extend({
  CompanyId: recordId(),
  Number: z.string().max(CLEARANCE_NUMBER_MAX).optional(),
  IsEnabled: z.boolean().optional(),
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getSelectCustomsClearanceCompanies = defineCall('/CustomsClearanceCompany/GetSelectCustomsClearanceCompanies', {
  summary: 'The enabled customs clearance companies of the site, for dropdowns',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string(), Prefix: z.string() })),
  readOnly: true,
  ...backstage,
});

export const getCustomsClearanceNumbers = defineCall('/CustomsClearanceNumber/GetCustomsClearanceNumbers', {
  summary: 'The clearance numbers of a customs clearance company',
  request: clearanceNumberQuery,
  response: listOf(clearanceNumberRow),
  readOnly: true,
  ...backstage,
});

export const addCustomsClearanceNumber = defineCall('/CustomsClearanceNumber/AddCustomsClearanceNumber', {
  summary: 'Add a clearance number to a company; unique in the company, used never above max',
  request: addClearanceNumberBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const editCustomsClearanceNumber = defineCall('/CustomsClearanceNumber/EditCustomsClearanceNumber', {
  summary: 'Save a clearance number; its max cannot go below what has been used, nor the number change once quoted',
  request: editClearanceNumberBody,
  response: clearanceNumberRow,
  ...backstage,
});

export const deleteCustomsClearanceNumber = defineCall('/CustomsClearanceNumber/DeleteCustomsClearanceNumber', {
  summary: 'Delete a clearance number never quoted (a quoted one can be disabled)',
  request: idBody,
  response: z.null(),
  ...backstage,
});
