import { and, asc, eq } from 'drizzle-orm';
import type { Language, receivingAddresses as contract } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { users } from '../access/tables.ts';
import { regionNames } from '../globalCountries/index.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';

/**
 * Where a customer sends goods: each enabled warehouse available to them (the pickers' rule,
 * warehouses/availability.ts), addressed to the warehouse's person in charge with the customer's
 * member number written in. A parcel that arrives without a forecast is recognised by that number.
 */

/**
 * The recipient line: "李明-C000123". A hyphen and no spaces, as forwarders write it: shops' address
 * forms often refuse parentheses or drop spaces in the name field, and the customer copies one string.
 */
export const recipientWithNumber = (personInCharge: string, memberNumber: string) => `${personInCharge}-${memberNumber}`;

/**
 * The street line with the number after it: "…B栋3楼 (C000123)". Shops that require the buyer's real
 * name make customers change the recipient line, and labels cut long names short; the address line
 * survives both. In parentheses, so the number is not read as a room number.
 */
export const addressWithNumber = (detailedAddress: string, memberNumber: string) => (detailedAddress ? `${detailedAddress} (${memberNumber})` : `(${memberNumber})`);

export async function receivingAddressesOf(tx: Executor, actor: Actor, language: Language): Promise<contract.ReceivingAddress[]> {
  if (actor.siteId === null) return [];
  const [me] = await tx.select({ number: users.number }).from(users).where(eq(users.id, actor.userId));
  if (!me) return [];
  const available = await availableWarehouseIds(tx, actor);
  const rows = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.siteId, actor.siteId), eq(warehouses.isEnabled, true), withinAvailable(available, warehouses.id)))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
  const regions = await regionNames(
    tx,
    rows.map((w) => w.regions),
    language,
  );
  return rows.map((w, i) => ({
    WarehouseId: w.id,
    WarehouseName: w.name,
    Recipient: recipientWithNumber(w.personInCharge, me.number),
    Phone: w.personInChargeMobile || w.personInChargeTel,
    PhoneCode: w.phoneCode,
    Regions: regions[i] ?? [],
    DetailedAddress: addressWithNumber(w.detailedAddress, me.number),
    PostalCode: w.postalCode,
    MemberNumber: me.number,
  }));
}
