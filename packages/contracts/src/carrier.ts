import { z } from 'zod';
import { defineCall } from './call.ts';
import { pagedQuery, requiredText } from './common.ts';
import { money } from './roles.ts';
import { siteListCalls } from './siteListCalls.ts';
import { boundedDecimal, optionalText, recordId, siteChoice, siteSelectBody } from './siteRecords.ts';
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

const carrierList = siteListCalls('Carrier', {
  fields: {
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
  },
  query: pagedQuery.extend({
    Name: z.string().max(CARRIER_NAME_MAX).optional(),
    Interface: carrierInterface.optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  row: {
    TemplateName: z.string(),
    /** local tracking numbers still free to take (not used, not voided) */
    AvailableNumberCount: z.int32(),
  },
  detail: {
    /** all local tracking numbers, used ones and voided ones */
    NumberCount: z.int32(),
    UsedNumberCount: z.int32(),
    VoidedNumberCount: z.int32(),
  },
  summaries: {
    list: 'Carriers of the site for the list page, with their free local tracking numbers (platform staff: of every site, or of SiteId)',
    add: 'Create a carrier; name and alias are unique in the site, the template must be one of its face-sheet templates',
    getEdit: 'The edit form values of a carrier',
    edit: 'Save a carrier',
    delete: 'Delete a carrier; refused while it has local tracking numbers (disable it instead)',
    detail: 'A carrier with the counts of its local tracking numbers and its change history',
  },
});

/** The fields a person edits; the edit form answers them with decimals as text. */
export const { fields: carrierFields, addBody: addCarrierBody, editBody: editCarrierBody, editInfo: carrierEditInfo, row: carrierRow, detail: carrierDetail } = carrierList;
export type CarrierFields = z.output<typeof carrierFields>;
export type CarrierEditInfo = z.output<typeof carrierEditInfo>;
export type CarrierRow = z.output<typeof carrierRow>;
export const carrierQuery = carrierList.calls.list.request;

export const { list: getCarriers, add: addCarrier, getEdit: getEditCarrier, edit: editCarrier, delete: deleteCarrier, detail: getCarrierById } = carrierList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const carrierCalls = carrierList.calls;

/** A carrier of the dropdowns: enabled ones only. */
export const carrierOption = z.object({ Id: z.int32(), Name: z.string(), Interface: z.int32(), IsLocalNumbering: z.boolean(), IsCashOnDelivery: z.boolean() });

const backstage = { access: 'granted', populations: ['backstage'] } as const;

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
