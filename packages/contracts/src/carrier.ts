import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, pagedQuery, requiredText } from './common.ts';
import { money } from './roles.ts';
import { auditTrail, boundedDecimal, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';
import { checkNoSpecialCharacters } from './validation.ts';

/**
 * Carriers (spec domain §3 "Carrier", §7 "/Carrier: GetSelectCarriers, GetSelectCarrierAlias"): the
 * couriers and lines a site ships with.
 *
 * Meanings this product gives to the spec's bare field names:
 * - Interface: which carrier API integration books the shipment and returns the face sheet
 *   (CarrierInterface); Manual means none: the carrier number comes from the local pool or by hand.
 * - Agent codes: the account or agent codes the site holds at the carrier (sent with bookings).
 * - Max length/width/height (cm) and max weight (kg): the largest parcel the carrier accepts;
 *   0 means no limit.
 * - COD: the carrier collects cash on delivery.
 * - Local numbering: carrier numbers are taken from the site's pool of local tracking numbers
 *   (carrierLocalTrackingNumber.ts) instead of the carrier's API.
 * - Template: the face-sheet print template (templates of type FaceSheet) used for its labels.
 * - Single-package billing: each package of a multi-package order is billed on its own weight.
 * - Minimum consumption: the least an order shipped with it is billed.
 * - Alias: the name customers see (GetSelectCarrierAlias); staff see the real name.
 * Names and aliases are unique per site. A disabled carrier is no longer offered by the dropdowns
 * but stays on the records that use it.
 */

/** Which carrier API integration a carrier uses. */
export const CarrierInterface = {
  Manual: 1,
  SfExpress: 2,
  YunExpress: 3,
  FourPx: 4,
  Yanwen: 5,
  ChinaPostEms: 6,
  DhlExpress: 7,
  FedEx: 8,
  Ups: 9,
  Cainiao: 10,
} as const;
export type CarrierInterface = (typeof CarrierInterface)[keyof typeof CarrierInterface];
export const CARRIER_INTERFACES = Object.values(CarrierInterface) as readonly CarrierInterface[];
export const carrierInterface = z.literal(CARRIER_INTERFACES, { error: (issue) => (issue.input == null ? 'CannotBeEmpty' : 'InvalidValue') });

export const CARRIER_NAME_MAX = 64;
export const CARRIER_ALIAS_MAX = 64;
export const CARRIER_AGENT_CODE_MAX = 32;
export const CARRIER_AGENT_CODES_MAX = 20;
/** Dimensions: numeric(8,2) centimetres; weight: numeric(9,3) kilograms. */
export const DIMENSION_INTEGER_DIGITS = 6;

/** Centimetres with at most 2 decimals; 0 means no limit. */
export const centimetres = () => boundedDecimal(2, DIMENSION_INTEGER_DIGITS);
/** Kilograms with at most 3 decimals; 0 means no limit. */
export const kilograms = () => boundedDecimal(3, DIMENSION_INTEGER_DIGITS);

const agentCode = z
  .string()
  .max(CARRIER_AGENT_CODE_MAX)
  .refine((code) => checkNoSpecialCharacters(code) === null, { message: 'SpecialCharacterverification' });

/** The fields a person edits. */
export const carrierFields = z.object({
  Name: requiredText(CARRIER_NAME_MAX),
  Interface: carrierInterface,
  AgentCodes: z
    .array(agentCode)
    .max(CARRIER_AGENT_CODES_MAX)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'DuplicateInList' })
    .default([]),
  MaxLength: centimetres().default('0'),
  MaxWidth: centimetres().default('0'),
  MaxHeight: centimetres().default('0'),
  MaxWeight: kilograms().default('0'),
  IsCashOnDelivery: z.boolean().default(false),
  IsLocalNumbering: z.boolean().default(false),
  /** a face-sheet template of the site; absent or null: none */
  TemplateId: recordId().nullable().optional(),
  IsSinglePackageBilling: z.boolean().default(false),
  MinimumConsumption: money().default('0'),
  Alias: optionalText(CARRIER_ALIAS_MAX),
  IsEnabled: z.boolean().default(true),
});
export type CarrierFields = z.output<typeof carrierFields>;

export const addCarrierBody = carrierFields.extend(siteChoice);
export const editCarrierBody = carrierFields.extend({ Id: recordId() });

/** The edit form's values (decimals as text). */
export const carrierEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  Interface: z.int32(),
  AgentCodes: z.array(z.string()),
  MaxLength: z.string(),
  MaxWidth: z.string(),
  MaxHeight: z.string(),
  MaxWeight: z.string(),
  IsCashOnDelivery: z.boolean(),
  IsLocalNumbering: z.boolean(),
  TemplateId: z.int32().nullable(),
  IsSinglePackageBilling: z.boolean(),
  MinimumConsumption: z.string(),
  Alias: z.string(),
  IsEnabled: z.boolean(),
});
export type CarrierEditInfo = z.output<typeof carrierEditInfo>;

export const carrierRow = carrierEditInfo.extend({
  TemplateName: z.string(),
  SiteName: z.string(),
  /** local tracking numbers still free to take (not used, not voided) */
  AvailableNumberCount: z.int32(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
});
export type CarrierRow = z.output<typeof carrierRow>;

export const carrierDetail = carrierRow.extend({
  /** all local tracking numbers, used ones and voided ones */
  NumberCount: z.int32(),
  UsedNumberCount: z.int32(),
  VoidedNumberCount: z.int32(),
  Audits: auditTrail,
});

export const carrierQuery = pagedQuery.extend({
  Name: z.string().max(CARRIER_NAME_MAX).optional(),
  Interface: carrierInterface.optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

/** A carrier of the dropdowns: enabled ones only. */
export const carrierOption = z.object({ Id: z.int32(), Name: z.string(), Interface: z.int32(), IsLocalNumbering: z.boolean(), IsCashOnDelivery: z.boolean() });

const backstage = { access: 'granted', populations: ['backstage'] } as const;

export const getCarriers = defineCall('/Carrier/GetCarriers', {
  summary: 'Carriers of the site for the list page, with their free local tracking numbers (platform staff: of every site, or of SiteId)',
  request: carrierQuery,
  response: listOf(carrierRow),
  readOnly: true,
  ...backstage,
});

export const addCarrier = defineCall('/Carrier/AddCarrier', {
  summary: 'Create a carrier; name and alias are unique in the site, the template must be one of its face-sheet templates',
  request: addCarrierBody,
  response: z.object({ Id: z.int32() }),
  ...backstage,
});

export const getEditCarrier = defineCall('/Carrier/GetEditCarrier', {
  summary: 'The edit form values of a carrier',
  request: idBody,
  response: carrierEditInfo,
  readOnly: true,
  ...backstage,
});

export const editCarrier = defineCall('/Carrier/EditCarrier', {
  summary: 'Save a carrier',
  request: editCarrierBody,
  response: carrierEditInfo,
  ...backstage,
});

export const deleteCarrier = defineCall('/Carrier/DeleteCarrier', {
  summary: 'Delete a carrier; refused while it has local tracking numbers (disable it instead)',
  request: idBody,
  response: z.null(),
  ...backstage,
});

export const getCarrierById = defineCall('/Carrier/GetCarrierById', {
  summary: 'A carrier with the counts of its local tracking numbers and its change history',
  request: idBody,
  response: carrierDetail,
  readOnly: true,
  ...backstage,
});

export const getSelectCarriers = defineCall('/Carrier/GetSelectCarriers', {
  summary: 'The enabled carriers of the site by their real names, for dropdowns of the back office',
  request: siteSelectBody,
  response: z.array(carrierOption),
  readOnly: true,
  ...backstage,
});

export const getSelectCarrierAlias = defineCall('/Carrier/GetSelectCarrierAlias', {
  summary: 'The enabled carriers of the site by the name customers see (the alias, or the name when it has none)',
  request: siteSelectBody,
  response: z.array(z.object({ Id: z.int32(), Name: z.string() })),
  access: 'granted',
  readOnly: true,
});
