import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { auditTrail, displayOrder, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';

/**
 * Cargo types (spec domain §3 "Cargo type: not detailed beyond name"; glossary: general, battery,
 * liquid, sensitive...): what kind of goods a parcel or commodity holds, which decides the carriers
 * and surcharges that apply. A name (required, unique per site), a display order, remarks and an
 * enabled switch: a disabled type is no longer offered but stays on the records that use it.
 */

export const CARGO_TYPE_NAME_MAX = 64;
export const CARGO_TYPE_REMARKS_MAX = 255;

export const cargoTypeFields = z.object({
  Name: requiredText(CARGO_TYPE_NAME_MAX),
  DisplayOrder: displayOrder(),
  IsEnabled: z.boolean().default(true),
  Remarks: optionalText(CARGO_TYPE_REMARKS_MAX),
});
export type CargoTypeFields = z.output<typeof cargoTypeFields>;

export const addCargoTypeBody = cargoTypeFields.extend(siteChoice);
export const editCargoTypeBody = cargoTypeFields.extend({ Id: recordId() });

export const cargoTypeEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  DisplayOrder: z.int32(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});

export const cargoTypeRow = cargoTypeEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });
export type CargoTypeRow = z.output<typeof cargoTypeRow>;

export const cargoTypeDetail = cargoTypeRow.extend({ Audits: auditTrail });

export const cargoTypeQuery = pagedQuery.extend({
  Name: z.string().max(CARGO_TYPE_NAME_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getCargoTypes = defineCall('/CargoType/GetCargoTypes', {
  summary: 'Cargo types of the site for the list page, in display order',
  request: cargoTypeQuery,
  response: listOf(cargoTypeRow),
  readOnly: true,
  ...backstage,
});

export const addCargoType = defineCall('/CargoType/AddCargoType', {
  summary: 'Create a cargo type; the name is unique in the site',
  request: addCargoTypeBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditCargoType = defineCall('/CargoType/GetEditCargoType', {
  summary: 'The edit form values of a cargo type',
  request: idBody,
  response: cargoTypeEditInfo,
  readOnly: true,
  ...backstage,
});

export const editCargoType = defineCall('/CargoType/EditCargoType', {
  summary: 'Save a cargo type',
  request: editCargoTypeBody,
  response: cargoTypeEditInfo,
  ...backstage,
});

export const deleteCargoType = defineCall('/CargoType/DeleteCargoType', {
  summary: 'Delete a cargo type',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getCargoTypeById = defineCall('/CargoType/GetCargoTypeById', {
  summary: 'A cargo type with its change history',
  request: idBody,
  response: cargoTypeDetail,
  readOnly: true,
  ...backstage,
});

export const getSelectCargoTypes = defineCall('/CargoType/GetSelectCargoTypes', {
  summary: 'The enabled cargo types of the site, in display order, for dropdowns',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string() })),
  access: 'granted',
  readOnly: true,
});
