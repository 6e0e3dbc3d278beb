import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery, requiredText } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Value-added service groups (spec domain §3 "Value-added quotation group", §7 "Value-added
 * quotation grouping"): how a site arranges its value-added services (photos, reinforcement,
 * repacking...) on an order.
 *
 * - MultipleChoice: an order may take several services of the group (checkboxes); off, at most one
 *   (radio buttons: e.g. "standard" or "reinforced" packing).
 * - ExpenseType: the expense type the group's services are billed under (required when saving; if
 *   the expense type is deleted later the group keeps no expense type until edited).
 * - Explain: what the group is for, shown to customers above its services; Remarks: for staff.
 * Names are unique in the site. A group holding services cannot be deleted.
 */

export const SERVICE_GROUP_NAME_MAX = 64;
export const SERVICE_GROUP_TEXT_MAX = 255;

/** A group as the quotation group picker lists it. */
export const quotationGroupRow = z.object({
  Id: z.int32(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  /** the name of the group's expense type ('' when it has none) */
  ExpenseType: z.string(),
  Explain: z.string(),
  Remarks: z.string(),
});
export type QuotationGroupRow = z.infer<typeof quotationGroupRow>;

const groupList = siteListCalls('LogisticsValueAddedServicesQuotationGrouping', {
  fields: {
    Name: requiredText(SERVICE_GROUP_NAME_MAX),
    MultipleChoice: z.boolean().default(false),
    ExpenseTypeId: recordId(),
    Explain: optionalText(SERVICE_GROUP_TEXT_MAX),
    Remarks: optionalText(SERVICE_GROUP_TEXT_MAX),
  },
  wire: {
    /** null once the expense type was deleted */
    ExpenseTypeId: z.int32().nullable(),
  },
  query: pagedQuery.extend({
    Name: z.string().max(SERVICE_GROUP_NAME_MAX).optional(),
    MultipleChoice: z.boolean().optional(),
    ...siteChoice,
  }),
  row: {
    ExpenseType: z.string(),
    /** how many services the group holds */
    ServiceCount: z.int32(),
  },
  summaries: {
    list: 'Value-added service groups of the site for the list page, with how many services each holds',
    add: 'Create a value-added service group; the name is unique in the site',
    getEdit: 'The edit form values of a value-added service group',
    edit: 'Save a value-added service group',
    delete: 'Delete a value-added service group; refused while it holds services',
    detail: 'A value-added service group with its change history',
  },
});

export const {
  fields: serviceGroupFields,
  addBody: addServiceGroupBody,
  editBody: editServiceGroupBody,
  editInfo: serviceGroupEditInfo,
  row: serviceGroupRow,
  detail: serviceGroupDetail,
} = groupList;
export type ServiceGroupFields = z.output<typeof serviceGroupFields>;
export type ServiceGroupRow = z.output<typeof serviceGroupRow>;
export const serviceGroupQuery = groupList.calls.list.request;

export const {
  list: getQuotationGroupings,
  add: addQuotationGrouping,
  getEdit: getEditQuotationGrouping,
  edit: editQuotationGrouping,
  delete: deleteQuotationGrouping,
  detail: getQuotationGroupingById,
} = groupList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const serviceGroupCalls = groupList.calls;

const base = '/LogisticsValueAddedServicesQuotationGrouping';
const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getSelectTableQuotationGroupings = defineCall(`${base}/GetSelectTableLogisticsValueAddedServicesQuotationGroupings`, {
  summary: 'A page of the value-added-service quotation groups, for the quotation group picker',
  request: selectTableQuery.extend({ Name: z.string().max(SERVICE_GROUP_NAME_MAX).optional(), ...siteChoice }),
  response: listOf(quotationGroupRow),
  readOnly: true,
  ...backstage,
});
