import { z } from 'zod';
import { pagedQuery, requiredText } from './common.ts';
import { amount, isoDate, quotationScopeFields, quotationScopeNames, rate } from './quotationScope.ts';
import { siteListCalls } from './siteListCalls.ts';
import { optionalText, recordId, siteChoice } from './siteRecords.ts';

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

const warehousingQuotationShape = {
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
};
export type WarehousingQuotationFields = z.output<z.ZodObject<typeof warehousingQuotationShape>>;

const endNotBeforeStart = (f: WarehousingQuotationFields, ctx: z.RefinementCtx) => {
  if (f.EndDate !== undefined && f.EndDate < f.StartDate) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'EndBeforeStart' });
};

const quotationList = siteListCalls('WarehousingQuotation', {
  fields: warehousingQuotationShape,
  rules: (schema) => schema.superRefine(endNotBeforeStart),
  query: pagedQuery.extend({
    Name: z.string().max(WAREHOUSING_QUOTATION_NAME_MAX).optional(),
    IsEffective: z.boolean().optional(),
    SiteJoinWarehouseId: recordId().optional(),
    ...siteChoice,
  }),
  row: quotationScopeNames,
  summaries: {
    list: 'Warehousing (inbound) quotations of the site for the list page, newest first',
    add: 'Create a warehousing quotation; the name is unique in the site',
    getEdit: 'The edit form values of a warehousing quotation',
    edit: 'Save a warehousing quotation',
    delete: 'Delete a warehousing quotation',
    detail: 'A warehousing quotation with its change history',
  },
});

export const {
  fields: warehousingQuotationFields,
  addBody: addWarehousingQuotationBody,
  editBody: editWarehousingQuotationBody,
  editInfo: warehousingQuotationEditInfo,
  row: warehousingQuotationRow,
  detail: warehousingQuotationDetail,
} = quotationList;
export type WarehousingQuotationRow = z.output<typeof warehousingQuotationRow>;
export const warehousingQuotationQuery = quotationList.calls.list.request;

export const {
  list: getWarehousingQuotations,
  add: addWarehousingQuotation,
  getEdit: getEditWarehousingQuotation,
  edit: editWarehousingQuotation,
  delete: deleteWarehousingQuotation,
  detail: getWarehousingQuotationById,
} = quotationList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const warehousingQuotationCalls = quotationList.calls;

