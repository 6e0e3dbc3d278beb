import { z } from 'zod';
import { defineCall } from './call.ts';
import { numberTypeError, pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { checkNoSpecialCharacters, refinePhoneFields, zDecimal } from './validation.ts';

/**
 * Warehouses (spec domain §3 "Warehouse", §7 "/SiteJoinWarehouse"). A warehouse belongs to one site;
 * the spec's "site joins warehouse" is that link, so a SiteJoinWarehouse Id is the warehouse's Id
 * (and a user's SiteJoinWarehouseIds are the warehouses available to them).
 *
 * Availability: a user with no available warehouses works in every warehouse of their site; one with
 * some sees and works in only those, everywhere (lists, pickers, partitions, shelves).
 */

export const WAREHOUSE_NAME_MAX = 64;
export const WAREHOUSE_CODE_MAX = 32;
export const WAREHOUSE_PERSON_MAX = 32;
export const WAREHOUSE_TEL_MAX = 24;
export const WAREHOUSE_ADDRESS_MAX = 255;
export const WAREHOUSE_POSTAL_CODE_MAX = 16;
export const WAREHOUSE_LINKED_STORES_MAX = 20;
export const WAREHOUSE_STORE_NAME_MAX = 64;
/** Country, province, city, county, town. */
export const WAREHOUSE_REGION_LEVELS = 5;
export const DEFAULT_VOLUME_RATIO = '6000';

const id = z.int32({ error: numberTypeError }).positive();
/** Platform staff (no site) name the site; site staff always work in their own and SiteId is ignored. */
const siteChoice = { SiteId: id.optional() };

/** A code: no spaces or special characters. */
const codeText = (max: number) =>
  z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const key = checkNoSpecialCharacters(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });

/** One level of the address, as the region cascade gives it. */
export const regionRef = z.object({ Id: id, Code: z.string().max(32).default(''), Name: requiredText(64) });
export type RegionRef = z.output<typeof regionRef>;

/** Volume ratio: the volumetric-weight divisor, a positive decimal of at most 2 places (e.g. 6000, 5000, 139). */
const volumeRatio = zDecimal({ maxDecimal: 2, cannotBeZero: true }).refine((text) => (text.split('.')[0] ?? '').length <= 10, { message: 'NumberTooLarge' });

export const warehouseQuery = pagedQuery.extend({
  Name: z.string().max(WAREHOUSE_NAME_MAX).optional(),
  Code: z.string().max(WAREHOUSE_CODE_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

const warehouseList = siteListCalls('Warehouse', {
  fields: {
    Name: requiredText(WAREHOUSE_NAME_MAX),
    /** optional; unique in the site when given */
    Code: codeText(WAREHOUSE_CODE_MAX).default(''),
    IsEnabled: z.boolean().default(true),
    PersonInCharge: requiredText(WAREHOUSE_PERSON_MAX),
    /** checked against PhoneCode (86, 852, 853, 886...) */
    PersonInChargeMobile: z.string().max(20).default(''),
    PersonInChargeTel: z.string().max(WAREHOUSE_TEL_MAX).default(''),
    PhoneCode: z.string().regex(/^\d{1,4}$/, { error: 'InvalidFormat' }).default('86'),
    /** from the country down, as far as chosen */
    Regions: z.array(regionRef).max(WAREHOUSE_REGION_LEVELS).default([]),
    DetailedAddress: z.string().max(WAREHOUSE_ADDRESS_MAX).default(''),
    PostalCode: codeText(WAREHOUSE_POSTAL_CODE_MAX).default(''),
    VolumeRatio: volumeRatio.default(DEFAULT_VOLUME_RATIO),
    /** names of the shops whose orders ship from this warehouse */
    LinkedStores: z.array(requiredText(WAREHOUSE_STORE_NAME_MAX)).max(WAREHOUSE_LINKED_STORES_MAX).default([]),
  },
  rules: (schema) => refinePhoneFields(schema, { phoneCode: 'PhoneCode', mobile: 'PersonInChargeMobile', fixedPhone: 'PersonInChargeTel' }),
  query: warehouseQuery,
  row: {
    /** the region names joined, country first */
    RegionName: z.string(),
    PartitionCount: z.int32(),
    ShelfCount: z.int32(),
  },
  summaries: {
    list: 'The warehouses available to the caller, by name (platform staff: every site, or SiteId)',
    add: 'Create a warehouse; its code, when given, is unique in the site',
    getEdit: 'The edit form values of a warehouse',
    edit: 'Save a warehouse (disabling it takes it out of the pickers; old records keep it)',
    delete: 'Delete a warehouse; refused while it has partitions',
    detail: 'A warehouse with its partition and shelf counts and its change history',
  },
});

export const { fields: warehouseFields, addBody: addWarehouseBody, editBody: editWarehouseBody, editInfo: warehouseEditInfo, row: warehouseRow, detail: warehouseDetail } = warehouseList;
export type WarehouseFields = z.output<typeof warehouseFields>;
export type WarehouseEditInfo = z.output<typeof warehouseEditInfo>;

/** A warehouse as the selection lists give it. */
export const warehouseOption = z.object({ Id: z.int32(), Name: z.string(), Code: z.string(), IsEnabled: z.boolean(), SiteId: z.int32() });
export type WarehouseOption = z.output<typeof warehouseOption>;

export const { list: getWarehouses, add: addWarehouse, getEdit: getEditWarehouse, edit: editWarehouse, delete: deleteWarehouse, detail: getWarehouseById } = warehouseList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const warehouseCalls = warehouseList.calls;

const bySiteBody = z.object(siteChoice).optional();

export const getSiteJoinWarehouseBySiteId = defineCall('/SiteJoinWarehouse/GetSiteJoinWarehouseBySiteId', {
  summary: 'The enabled warehouses of a site that are available to the caller, for warehouse pickers',
  request: bySiteBody,
  response: z.array(warehouseOption),
  access: 'granted',
  readOnly: true,
});

export const getAllWarehouses = defineCall('/SiteJoinWarehouse/GetAllWarehouses', {
  summary: 'Every warehouse of a site available to the caller, disabled ones too (list filters, old records)',
  request: bySiteBody,
  response: z.array(warehouseOption),
  access: 'granted',
  readOnly: true,
});
