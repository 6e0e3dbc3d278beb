import { and, asc, eq } from 'drizzle-orm';
import { expenseType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { given, pageOf, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { expenseTypes } from './tables.ts';

/**
 * Expense types of a site (rules in contracts/expenseType.ts): Code unique in the site, and
 * SystemVariables too when given; lists and the picker by display order; only enabled ones in the picker.
 */

const byDisplayOrder = [asc(expenseTypes.displayOrder), asc(expenseTypes.id)];

export const expenseTypeList = siteList({
  table: expenseTypes,
  entity: 'ExpenseType',
  contract: contract.expenseTypeFields,
  fields: {
    Name: expenseTypes.name,
    Code: expenseTypes.code,
    Explain: expenseTypes.explain,
    SystemVariables: expenseTypes.systemVariables,
    DisplayOrder: expenseTypes.displayOrder,
    IsEnabled: expenseTypes.isEnabled,
  },
  unique: [
    { field: 'Code', column: expenseTypes.code, value: (f) => f.Code },
    { field: 'SystemVariables', column: expenseTypes.systemVariables, value: (f) => f.SystemVariables },
  ],
  filters: (q: z.output<typeof contract.expenseTypeQuery>) => [
    given(q.Name, (v) => containing(expenseTypes.name, v)),
    given(q.Code, (v) => containing(expenseTypes.code, v)),
    given(q.IsEnabled, (v) => eq(expenseTypes.isEnabled, v)),
  ],
  order: () => [asc(expenseTypes.siteId), ...byDisplayOrder],
});

/** A page of the enabled expense types of the caller's site (platform staff: of the site they name, or of every site). */
export async function selectTableExpenseTypes(tx: Executor, actor: Actor, q: z.output<typeof contract.getSelectTableExpenseTypes.request>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const where = and(
    eq(expenseTypes.isEnabled, true),
    siteId === null ? undefined : eq(expenseTypes.siteId, siteId),
    given(q.Name, (v) => containing(expenseTypes.name, v)),
    given(q.Code, (v) => containing(expenseTypes.code, v)),
  );
  const { rows, total } = await pageOf(tx, expenseTypes, where, byDisplayOrder, q);
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Code: r.code,
      Explain: r.explain,
      SystemVariables: r.systemVariables,
      DisplayOrder: r.displayOrder,
      CreationTime: r.createdAt.toISOString(),
    })),
    Total: total,
  };
}
