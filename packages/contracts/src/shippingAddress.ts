import { z } from 'zod';
import { numberTypeError, pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';
import { refinePhoneFields } from './validation.ts';
import { regionRef } from './warehouse.ts';

/**
 * Shipping addresses (spec domain §1 "shipping addresses", §5 required name, site, warehouse and
 * type): the addresses a warehouse works with. A sender address is what face sheets print as the
 * shipper, a return address where returns are sent, a self-pickup point where customers collect
 * their orders; the enabled self-pickup points are the self-pickup addresses of
 * /SelfPickupAddress/GetAvailableSelfPickupAddress.
 */

export const ShippingAddressType = { Sender: 1, Return: 2, SelfPickup: 3 } as const;
export type ShippingAddressType = (typeof ShippingAddressType)[keyof typeof ShippingAddressType];
export const SHIPPING_ADDRESS_TYPES = Object.values(ShippingAddressType);

export const SHIPPING_ADDRESS_NAME_MAX = 64;
export const SHIPPING_ADDRESS_CONTACT_MAX = 32;
export const SHIPPING_ADDRESS_DETAIL_MAX = 255;
export const SHIPPING_ADDRESS_POSTAL_CODE_MAX = 16;
export const SHIPPING_ADDRESS_REMARKS_MAX = 255;

const id = z.int32({ error: numberTypeError }).positive();
const addressType = z.number({ error: numberTypeError }).pipe(z.union(SHIPPING_ADDRESS_TYPES.map((v) => z.literal(v)), { error: 'InvalidValue' }));

export const shippingAddressQuery = pagedQuery.extend({
  Name: z.string().max(SHIPPING_ADDRESS_NAME_MAX).optional(),
  Type: addressType.optional(),
  WarehouseId: id.optional(),
  IsEnabled: z.boolean().optional(),
  SiteId: id.optional(),
});

const shippingAddressList = siteListCalls('ShippingAddress', {
  plural: 'ShippingAddresses',
  fields: {
    Name: requiredText(SHIPPING_ADDRESS_NAME_MAX),
    Type: addressType,
    WarehouseId: id,
    Contact: z.string().max(SHIPPING_ADDRESS_CONTACT_MAX).default(''),
    PhoneCode: z.string().regex(/^\d{1,4}$/, { error: 'InvalidFormat' }).default('86'),
    /** a mobile number, checked against PhoneCode */
    Phone: z.string().max(20).default(''),
    Regions: z.array(regionRef).max(5).default([]),
    DetailedAddress: z.string().max(SHIPPING_ADDRESS_DETAIL_MAX).default(''),
    PostalCode: z.string().max(SHIPPING_ADDRESS_POSTAL_CODE_MAX).default(''),
    IsEnabled: z.boolean().default(true),
    Remarks: z.string().max(SHIPPING_ADDRESS_REMARKS_MAX).default(''),
  },
  rules: (schema) => refinePhoneFields(schema, { phoneCode: 'PhoneCode', mobile: 'Phone' }),
  query: shippingAddressQuery,
  // A choice among numbers, answered as a whole number.
  wire: { Type: z.int32() },
  row: {
    WarehouseName: z.string(),
    /** the region names joined, country first */
    RegionName: z.string(),
  },
  summaries: {
    list: 'The shipping addresses of the caller’s available warehouses, by warehouse, type and name',
    add: 'Create a sender, return or self-pickup address of an enabled warehouse',
    getEdit: 'The edit form values of a shipping address',
    edit: 'Save a shipping address (disabling a self-pickup point takes it out of the self-pickup picker)',
    delete: 'Delete a shipping address',
    detail: 'A shipping address with its change history',
  },
});

/** SiteId: required of platform staff; site staff always work in their own site. */
export const {
  fields: shippingAddressFields,
  addBody: addShippingAddressBody,
  editBody: editShippingAddressBody,
  editInfo: shippingAddressEditInfo,
  row: shippingAddressRow,
  detail: shippingAddressDetail,
} = shippingAddressList;
export type ShippingAddressFields = z.output<typeof shippingAddressFields>;

export const {
  list: getShippingAddresses,
  add: addShippingAddress,
  getEdit: getEditShippingAddress,
  edit: editShippingAddress,
  delete: deleteShippingAddress,
  detail: getShippingAddressById,
} = shippingAddressList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const shippingAddressCalls = shippingAddressList.calls;
