import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * Where a customer sends goods: the receiving address of each warehouse available to them, with
 * their member number in it. A parcel that arrives without a forecast is recognised by that number,
 * so it is written where the courier's label keeps it.
 */

export const receivingAddress = z.object({
  WarehouseId: z.int32(),
  WarehouseName: z.string(),
  /** the warehouse's person in charge with the member number: one string to copy */
  Recipient: z.string(),
  /** the mobile number, else the fixed line, without the country code (shop forms take the number alone) */
  Phone: z.string(),
  /** the phone's country calling code (86, 852...) */
  PhoneCode: z.string(),
  /** the region names from the country down, in the caller's language */
  Regions: z.array(z.string()),
  /** the street address with the member number appended */
  DetailedAddress: z.string(),
  PostalCode: z.string(),
  MemberNumber: z.string(),
});
export type ReceivingAddress = z.output<typeof receivingAddress>;

export const getReceivingAddresses = defineCall('/UserPackage/GetReceivingAddresses', {
  summary: 'The receiving addresses of the enabled warehouses available to the customer, with their member number in the recipient and address lines',
  request: z.object({}).optional(),
  response: z.array(receivingAddress),
  access: 'granted',
  populations: ['user'],
  readOnly: true,
});
