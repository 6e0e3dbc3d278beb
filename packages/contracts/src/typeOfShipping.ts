import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { displayOrder, optionalText, siteChoice, siteSelectBody } from './siteRecords.ts';

/**
 * Shipping methods (spec domain §3 "Shipping method: name, max and min aging", §7
 * "/TypeOfShipping/GetSelectTypeOfShipping"): how a shipment travels (air express, sea freight,
 * land...), with its promised delivery time in days: at least MinAging, at most MaxAging
 * (MinAging ≤ MaxAging). Names are unique per site; a disabled method is no longer offered by the
 * dropdown but stays on the records that use it.
 */

export const TYPE_OF_SHIPPING_NAME_MAX = 64;
export const TYPE_OF_SHIPPING_REMARKS_MAX = 255;
/** Longest delivery time a method may promise, in days. */
export const AGING_DAYS_MAX = 365;

const agingDays = z.int32({ error: wholeNumberError }).min(0, { error: 'NumberNegative' }).max(AGING_DAYS_MAX);

/** The fields a person edits. */
const typeOfShippingShape = {
  Name: requiredText(TYPE_OF_SHIPPING_NAME_MAX),
  MinAging: agingDays,
  MaxAging: agingDays,
  DisplayOrder: displayOrder(),
  IsEnabled: z.boolean().default(true),
  Remarks: optionalText(TYPE_OF_SHIPPING_REMARKS_MAX),
};

/** The minimum aging may not be above the maximum (judged once both are valid numbers). */
const agingInOrder = <S extends z.ZodType<{ MinAging: number; MaxAging: number }>>(schema: S) =>
  schema.refine((f) => f.MinAging <= f.MaxAging, { path: ['MinAging'], message: 'MinAgingAboveMax' });

const typeOfShippingList = siteListCalls('TypeOfShipping', {
  fields: typeOfShippingShape,
  rules: agingInOrder,
  query: pagedQuery.extend({
    Name: z.string().max(TYPE_OF_SHIPPING_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  summaries: {
    list: 'Shipping methods of the site for the list page, in display order',
    add: 'Create a shipping method; the name is unique in the site and the minimum aging is not above the maximum',
    getEdit: 'The edit form values of a shipping method',
    edit: 'Save a shipping method',
    delete: 'Delete a shipping method',
    detail: 'A shipping method with its change history',
  },
});

export const {
  fields: typeOfShippingFields,
  addBody: addTypeOfShippingBody,
  editBody: editTypeOfShippingBody,
  editInfo: typeOfShippingEditInfo,
  row: typeOfShippingRow,
  detail: typeOfShippingDetail,
} = typeOfShippingList;
export type TypeOfShippingFields = z.output<typeof typeOfShippingFields>;
export type TypeOfShippingRow = z.output<typeof typeOfShippingRow>;
export const typeOfShippingQuery = typeOfShippingList.calls.list.request;

export const {
  list: getTypeOfShippings,
  add: addTypeOfShipping,
  getEdit: getEditTypeOfShipping,
  edit: editTypeOfShipping,
  delete: deleteTypeOfShipping,
  detail: getTypeOfShippingById,
} = typeOfShippingList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const typeOfShippingCalls = typeOfShippingList.calls;

export const getSelectTypeOfShipping = defineCall('/TypeOfShipping/GetSelectTypeOfShipping', {
  summary: 'The enabled shipping methods of the site, in display order, for dropdowns',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string(), MinAging: z.int32(), MaxAging: z.int32() })),
  access: 'granted',
  readOnly: true,
});
