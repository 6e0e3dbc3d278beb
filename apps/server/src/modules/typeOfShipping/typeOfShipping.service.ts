import { asc, desc, eq } from 'drizzle-orm';
import { typeOfShipping as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { typeOfShippings } from './tables.ts';

/**
 * Shipping methods of a site. Rules: the name is unique in the site and the minimum aging is not
 * above the maximum (the contract judges it, the table's check is the safety net); a disabled
 * method leaves the dropdown.
 */
export const typeOfShippingList = siteList({
  table: typeOfShippings,
  entity: 'TypeOfShipping',
  contract: contract.typeOfShippingFields,
  fields: {
    Name: typeOfShippings.name,
    MinAging: typeOfShippings.minAging,
    MaxAging: typeOfShippings.maxAging,
    DisplayOrder: typeOfShippings.displayOrder,
    IsEnabled: typeOfShippings.isEnabled,
    Remarks: typeOfShippings.remarks,
  },
  unique: [{ field: 'Name', column: typeOfShippings.name, value: (f) => f.Name }],
  filters: (q: z.output<typeof contract.typeOfShippingQuery>) => [given(q.Name, (v) => containing(typeOfShippings.name, v)), given(q.IsEnabled, (v) => eq(typeOfShippings.isEnabled, v))],
  order: (q) => [asc(typeOfShippings.displayOrder), q.descendingOrder ? desc(typeOfShippings.createdAt) : asc(typeOfShippings.createdAt), asc(typeOfShippings.id)],
  offer: {
    when: eq(typeOfShippings.isEnabled, true),
    order: [asc(typeOfShippings.displayOrder), asc(typeOfShippings.name), asc(typeOfShippings.id)],
    item: (r) => ({ Id: r.id, Name: r.name, MinAging: r.minAging, MaxAging: r.maxAging }),
  },
});
