import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { auditTrail, displayOrder, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';

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

export const typeOfShippingFields = agingInOrder(z.object(typeOfShippingShape));
export type TypeOfShippingFields = z.output<typeof typeOfShippingFields>;

export const addTypeOfShippingBody = agingInOrder(z.object({ ...typeOfShippingShape, ...siteChoice }));
export const editTypeOfShippingBody = agingInOrder(z.object({ ...typeOfShippingShape, Id: recordId() }));

export const typeOfShippingEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  MinAging: z.int32(),
  MaxAging: z.int32(),
  DisplayOrder: z.int32(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});

export const typeOfShippingRow = typeOfShippingEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });
export type TypeOfShippingRow = z.output<typeof typeOfShippingRow>;

export const typeOfShippingDetail = typeOfShippingRow.extend({ Audits: auditTrail });

export const typeOfShippingQuery = pagedQuery.extend({
  Name: z.string().max(TYPE_OF_SHIPPING_NAME_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getTypeOfShippings = defineCall('/TypeOfShipping/GetTypeOfShippings', {
  summary: 'Shipping methods of the site for the list page, in display order',
  request: typeOfShippingQuery,
  response: listOf(typeOfShippingRow),
  readOnly: true,
  ...backstage,
});

export const addTypeOfShipping = defineCall('/TypeOfShipping/AddTypeOfShipping', {
  summary: 'Create a shipping method; the name is unique in the site and the minimum aging is not above the maximum',
  request: addTypeOfShippingBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditTypeOfShipping = defineCall('/TypeOfShipping/GetEditTypeOfShipping', {
  summary: 'The edit form values of a shipping method',
  request: idBody,
  response: typeOfShippingEditInfo,
  readOnly: true,
  ...backstage,
});

export const editTypeOfShipping = defineCall('/TypeOfShipping/EditTypeOfShipping', {
  summary: 'Save a shipping method',
  request: editTypeOfShippingBody,
  response: typeOfShippingEditInfo,
  ...backstage,
});

export const deleteTypeOfShipping = defineCall('/TypeOfShipping/DeleteTypeOfShipping', {
  summary: 'Delete a shipping method',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getTypeOfShippingById = defineCall('/TypeOfShipping/GetTypeOfShippingById', {
  summary: 'A shipping method with its change history',
  request: idBody,
  response: typeOfShippingDetail,
  readOnly: true,
  ...backstage,
});

export const getSelectTypeOfShipping = defineCall('/TypeOfShipping/GetSelectTypeOfShipping', {
  summary: 'The enabled shipping methods of the site, in display order, for dropdowns',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string(), MinAging: z.int32(), MaxAging: z.int32() })),
  access: 'granted',
  readOnly: true,
});
