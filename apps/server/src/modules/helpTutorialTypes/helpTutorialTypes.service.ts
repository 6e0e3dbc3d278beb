import { asc, eq } from 'drizzle-orm';
import { helpTutorialType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { helpTutorialTypes } from './tables.ts';

/** Help tutorial types of a site: names unique in the site, by display order; only enabled ones offered. */
const byDisplayOrder = [asc(helpTutorialTypes.displayOrder), asc(helpTutorialTypes.id)];

export const helpTutorialTypeList = siteList({
  table: helpTutorialTypes,
  entity: 'HelpTutorialType',
  contract: contract.helpTutorialTypeFields,
  fields: { Name: helpTutorialTypes.name, DisplayOrder: helpTutorialTypes.displayOrder, IsEnabled: helpTutorialTypes.isEnabled, Remarks: helpTutorialTypes.remarks },
  unique: [{ field: 'Name', column: helpTutorialTypes.name, value: (f) => f.Name }],
  filters: (q: z.output<typeof contract.helpTutorialTypeQuery>) => [given(q.Name, (v) => containing(helpTutorialTypes.name, v)), given(q.IsEnabled, (v) => eq(helpTutorialTypes.isEnabled, v))],
  order: () => [asc(helpTutorialTypes.siteId), ...byDisplayOrder],
  offer: { when: eq(helpTutorialTypes.isEnabled, true), order: byDisplayOrder, item: (r) => ({ Id: r.id, Name: r.name }) },
});
