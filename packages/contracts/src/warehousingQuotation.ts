import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { amount, isoDate, quotationScopeFields, quotationScopeInfo, quotationScopeNames, rate } from './quotationScope.ts';
import { auditTrail, optionalText, recordId, siteChoice } from './siteRecords.ts';

/**
 * Warehousing (inbound) quotations: the handling fee a site charges for receiving goods into a
 * warehouse (signing, weighing, counting, labelling). The spec names the quotation but not its
 * fields; these are what an operator prices an inbound document by:
 *
 * - PieceAmount per piece received, WeightAmount per kg, CubicAmount per m³; an inbound document
 *   costs the sum of the three for what it received, and at least MinimumCharge.
 * - StartDate (required) and EndDate (optional, inclusive; none means open-ended): the days the
 *   quotation is in force; EndDate cannot be before StartDate.
 * - IsEffective: whether the quotation is in force at all; a draft or retired one is kept but off.
 */

export const WAREHOUSING_QUOTATION_NAME_MAX = 64;
export const WAREHOUSING_QUOTATION_REMARKS_MAX = 255;

const warehousingQuotationObject = z.object({
  Name: requiredText(WAREHOUSING_QUOTATION_NAME_MAX),
  ...quotationScopeFields,
  PieceAmount: rate(),
  WeightAmount: rate(),
  CubicAmount: rate(),
  MinimumCharge: amount(),
  StartDate: isoDate(),
  EndDate: isoDate().optional(),
  IsEffective: z.boolean().default(true),
  Remarks: optionalText(WAREHOUSING_QUOTATION_REMARKS_MAX),
});
export type WarehousingQuotationFields = z.output<typeof warehousingQuotationObject>;

const endNotBeforeStart = (f: WarehousingQuotationFields, ctx: z.RefinementCtx) => {
  if (f.EndDate !== undefined && f.EndDate < f.StartDate) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'EndBeforeStart' });
};

export const warehousingQuotationFields = warehousingQuotationObject.superRefine(endNotBeforeStart);
export const addWarehousingQuotationBody = warehousingQuotationObject.extend(siteChoice).superRefine(endNotBeforeStart);
export const editWarehousingQuotationBody = warehousingQuotationObject.extend({ Id: recordId() }).superRefine(endNotBeforeStart);

export const warehousingQuotationEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  ...quotationScopeInfo,
  PieceAmount: z.string(),
  WeightAmount: z.string(),
  CubicAmount: z.string(),
  MinimumCharge: z.string(),
  StartDate: z.string(),
  /** '' when open-ended */
  EndDate: z.string(),
  IsEffective: z.boolean(),
  Remarks: z.string(),
});

export const warehousingQuotationRow = warehousingQuotationEditInfo.extend({ ...quotationScopeNames, SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });
export type WarehousingQuotationRow = z.output<typeof warehousingQuotationRow>;
export const warehousingQuotationDetail = warehousingQuotationRow.extend({ Audits: auditTrail });

export const warehousingQuotationQuery = pagedQuery.extend({
  Name: z.string().max(WAREHOUSING_QUOTATION_NAME_MAX).optional(),
  IsEffective: z.boolean().optional(),
  SiteJoinWarehouseId: recordId().optional(),
  ...siteChoice,
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getWarehousingQuotations = defineCall('/WarehousingQuotation/GetWarehousingQuotations', {
  summary: 'Warehousing (inbound) quotations of the site for the list page, newest first',
  request: warehousingQuotationQuery,
  response: listOf(warehousingQuotationRow),
  readOnly: true,
  ...backstage,
});

export const addWarehousingQuotation = defineCall('/WarehousingQuotation/AddWarehousingQuotation', {
  summary: 'Create a warehousing quotation; the name is unique in the site',
  request: addWarehousingQuotationBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditWarehousingQuotation = defineCall('/WarehousingQuotation/GetEditWarehousingQuotation', {
  summary: 'The edit form values of a warehousing quotation',
  request: idBody,
  response: warehousingQuotationEditInfo,
  readOnly: true,
  ...backstage,
});

export const editWarehousingQuotation = defineCall('/WarehousingQuotation/EditWarehousingQuotation', {
  summary: 'Save a warehousing quotation',
  request: editWarehousingQuotationBody,
  response: warehousingQuotationEditInfo,
  ...backstage,
});

export const deleteWarehousingQuotation = defineCall('/WarehousingQuotation/DeleteWarehousingQuotation', {
  summary: 'Delete a warehousing quotation',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getWarehousingQuotationById = defineCall('/WarehousingQuotation/GetWarehousingQuotationById', {
  summary: 'A warehousing quotation with its change history',
  request: idBody,
  response: warehousingQuotationDetail,
  readOnly: true,
  ...backstage,
});
