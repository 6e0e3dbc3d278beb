import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
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

const shippingAddressShape = {
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
};
const phoneRule = { phoneCode: 'PhoneCode', mobile: 'Phone' } as const;

/** SiteId: required of platform staff; site staff always work in their own site. */
export const addShippingAddressBody = refinePhoneFields(z.object({ ...shippingAddressShape, SiteId: id.optional() }), phoneRule);
export const editShippingAddressBody = refinePhoneFields(z.object({ ...shippingAddressShape, Id: id }), phoneRule);
export type ShippingAddressFields = Omit<z.output<typeof editShippingAddressBody>, 'Id'>;

export const shippingAddressEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  WarehouseId: z.int32(),
  Name: z.string(),
  Type: z.int32(),
  Contact: z.string(),
  PhoneCode: z.string(),
  Phone: z.string(),
  Regions: z.array(z.object({ Id: z.int32(), Code: z.string(), Name: z.string() })),
  DetailedAddress: z.string(),
  PostalCode: z.string(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});

export const shippingAddressRow = shippingAddressEditInfo.extend({
  SiteName: z.string(),
  WarehouseName: z.string(),
  /** the region names joined, country first */
  RegionName: z.string(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
});

const audit = z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() });
export const shippingAddressDetail = shippingAddressRow.extend({ Audits: z.array(audit) });

export const shippingAddressQuery = pagedQuery.extend({
  Name: z.string().max(SHIPPING_ADDRESS_NAME_MAX).optional(),
  Type: addressType.optional(),
  WarehouseId: id.optional(),
  IsEnabled: z.boolean().optional(),
  SiteId: id.optional(),
});

const staff = { access: 'granted', populations: ['backstage'] } as const;

export const getShippingAddresses = defineCall('/ShippingAddress/GetShippingAddresses', {
  summary: 'The shipping addresses of the caller’s available warehouses, by warehouse, type and name',
  request: shippingAddressQuery,
  response: listOf(shippingAddressRow),
  readOnly: true,
  ...staff,
});

export const addShippingAddress = defineCall('/ShippingAddress/AddShippingAddress', {
  summary: 'Create a sender, return or self-pickup address of an enabled warehouse',
  request: addShippingAddressBody,
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getEditShippingAddress = defineCall('/ShippingAddress/GetEditShippingAddress', {
  summary: 'The edit form values of a shipping address',
  request: idBody,
  response: shippingAddressEditInfo,
  readOnly: true,
  ...staff,
});

export const editShippingAddress = defineCall('/ShippingAddress/EditShippingAddress', {
  summary: 'Save a shipping address (disabling a self-pickup point takes it out of the self-pickup picker)',
  request: editShippingAddressBody,
  response: shippingAddressEditInfo,
  ...staff,
});

export const deleteShippingAddress = defineCall('/ShippingAddress/DeleteShippingAddress', {
  summary: 'Delete a shipping address',
  request: idBody,
  response: z.null(),
  ...staff,
});

export const getShippingAddressById = defineCall('/ShippingAddress/GetShippingAddressById', {
  summary: 'A shipping address with its change history',
  request: idBody,
  response: shippingAddressDetail,
  readOnly: true,
  ...staff,
});
