import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { displayOrder, optionalText, siteChoice, siteSelectBody } from './siteRecords.ts';

/**
 * Cargo types (spec domain §3 "Cargo type: not detailed beyond name"; glossary: general, battery,
 * liquid, sensitive...): what kind of goods a parcel or commodity holds, which decides the carriers
 * and surcharges that apply. A name (required, unique per site), a display order, remarks and an
 * enabled switch: a disabled type is no longer offered but stays on the records that use it.
 */

export const CARGO_TYPE_NAME_MAX = 64;
export const CARGO_TYPE_REMARKS_MAX = 255;

const cargoTypeList = siteListCalls('CargoType', {
  fields: {
    Name: requiredText(CARGO_TYPE_NAME_MAX),
    DisplayOrder: displayOrder(),
    IsEnabled: z.boolean().default(true),
    Remarks: optionalText(CARGO_TYPE_REMARKS_MAX),
  },
  query: pagedQuery.extend({
    Name: z.string().max(CARGO_TYPE_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  summaries: {
    list: 'Cargo types of the site for the list page, in display order',
    add: 'Create a cargo type; the name is unique in the site',
    getEdit: 'The edit form values of a cargo type',
    edit: 'Save a cargo type',
    delete: 'Delete a cargo type',
    detail: 'A cargo type with its change history',
  },
});

export const { fields: cargoTypeFields, addBody: addCargoTypeBody, editBody: editCargoTypeBody, editInfo: cargoTypeEditInfo, row: cargoTypeRow, detail: cargoTypeDetail } = cargoTypeList;
export type CargoTypeFields = z.output<typeof cargoTypeFields>;
export type CargoTypeRow = z.output<typeof cargoTypeRow>;
export const cargoTypeQuery = cargoTypeList.calls.list.request;

export const {
  list: getCargoTypes,
  add: addCargoType,
  getEdit: getEditCargoType,
  edit: editCargoType,
  delete: deleteCargoType,
  detail: getCargoTypeById,
} = cargoTypeList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const cargoTypeCalls = cargoTypeList.calls;

export const getSelectCargoTypes = defineCall('/CargoType/GetSelectCargoTypes', {
  summary: 'The enabled cargo types of the site, in display order, for dropdowns',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string() })),
  access: 'granted',
  readOnly: true,
});
