import { asc, desc, eq } from 'drizzle-orm';
import { cargoType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { cargoTypes } from './tables.ts';

/** Cargo types of a site. Rules: the name is unique in the site; a disabled type leaves the dropdown. */
export const cargoTypeList = siteList({
  table: cargoTypes,
  entity: 'CargoType',
  contract: contract.cargoTypeFields,
  fields: { Name: cargoTypes.name, DisplayOrder: cargoTypes.displayOrder, IsEnabled: cargoTypes.isEnabled, Remarks: cargoTypes.remarks },
  unique: [{ field: 'Name', column: cargoTypes.name, value: (f) => f.Name }],
  filters: (q: z.output<typeof contract.cargoTypeQuery>) => [given(q.Name, (v) => containing(cargoTypes.name, v)), given(q.IsEnabled, (v) => eq(cargoTypes.isEnabled, v))],
  order: (q) => [asc(cargoTypes.displayOrder), q.descendingOrder ? desc(cargoTypes.createdAt) : asc(cargoTypes.createdAt), asc(cargoTypes.id)],
  offer: { when: eq(cargoTypes.isEnabled, true), order: [asc(cargoTypes.displayOrder), asc(cargoTypes.name), asc(cargoTypes.id)], item: (r) => ({ Id: r.id, Name: r.name }) },
});
