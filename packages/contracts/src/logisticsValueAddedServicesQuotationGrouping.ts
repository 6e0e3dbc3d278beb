import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { auditTrail, optionalText, recordId, siteChoice } from './siteRecords.ts';

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

export const serviceGroupFields = z.object({
  Name: requiredText(SERVICE_GROUP_NAME_MAX),
  MultipleChoice: z.boolean().default(false),
  ExpenseTypeId: recordId(),
  Explain: optionalText(SERVICE_GROUP_TEXT_MAX),
  Remarks: optionalText(SERVICE_GROUP_TEXT_MAX),
});
export type ServiceGroupFields = z.output<typeof serviceGroupFields>;

export const addServiceGroupBody = serviceGroupFields.extend(siteChoice);
export const editServiceGroupBody = serviceGroupFields.extend({ Id: recordId() });

export const serviceGroupEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  /** null once the expense type was deleted */
  ExpenseTypeId: z.int32().nullable(),
  Explain: z.string(),
  Remarks: z.string(),
});

export const serviceGroupRow = serviceGroupEditInfo.extend({
  ExpenseType: z.string(),
  /** how many services the group holds */
  ServiceCount: z.int32(),
  SiteName: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
});
export type ServiceGroupRow = z.output<typeof serviceGroupRow>;
export const serviceGroupDetail = serviceGroupRow.extend({ Audits: auditTrail });

export const serviceGroupQuery = pagedQuery.extend({
  Name: z.string().max(SERVICE_GROUP_NAME_MAX).optional(),
  MultipleChoice: z.boolean().optional(),
  ...siteChoice,
});

const base = '/LogisticsValueAddedServicesQuotationGrouping';
const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getQuotationGroupings = defineCall(`${base}/GetLogisticsValueAddedServicesQuotationGroupings`, {
  summary: 'Value-added service groups of the site for the list page, with how many services each holds',
  request: serviceGroupQuery,
  response: listOf(serviceGroupRow),
  readOnly: true,
  ...backstage,
});

export const addQuotationGrouping = defineCall(`${base}/AddLogisticsValueAddedServicesQuotationGrouping`, {
  summary: 'Create a value-added service group; the name is unique in the site',
  request: addServiceGroupBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditQuotationGrouping = defineCall(`${base}/GetEditLogisticsValueAddedServicesQuotationGrouping`, {
  summary: 'The edit form values of a value-added service group',
  request: idBody,
  response: serviceGroupEditInfo,
  readOnly: true,
  ...backstage,
});

export const editQuotationGrouping = defineCall(`${base}/EditLogisticsValueAddedServicesQuotationGrouping`, {
  summary: 'Save a value-added service group',
  request: editServiceGroupBody,
  response: serviceGroupEditInfo,
  ...backstage,
});

export const deleteQuotationGrouping = defineCall(`${base}/DeleteLogisticsValueAddedServicesQuotationGrouping`, {
  summary: 'Delete a value-added service group; refused while it holds services',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getQuotationGroupingById = defineCall(`${base}/GetLogisticsValueAddedServicesQuotationGroupingById`, {
  summary: 'A value-added service group with its change history',
  request: idBody,
  response: serviceGroupDetail,
  readOnly: true,
  ...backstage,
});

export const getSelectTableQuotationGroupings = defineCall(`${base}/GetSelectTableLogisticsValueAddedServicesQuotationGroupings`, {
  summary: 'A page of the value-added-service quotation groups, for the quotation group picker',
  request: selectTableQuery.extend({ Name: z.string().max(SERVICE_GROUP_NAME_MAX).optional(), ...siteChoice }),
  response: listOf(quotationGroupRow),
  readOnly: true,
  ...backstage,
});
