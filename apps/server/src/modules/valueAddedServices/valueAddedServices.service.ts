import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { logisticsValueAddedServicesQuotationGrouping as groupContract, valueAddedServiceQuotation as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, refused } from '../../platform/errors.ts';
import { given, pageOf, siteList } from '../../platform/siteLists.ts';
import { containing, plainDecimal } from '../../platform/siteRecords.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { chosenSite } from '../../platform/siteResources.ts';
import { appliesToWarehouse, checkQuotationScope, scopeNames } from '../warehouseQuotations/index.ts';
import { valueAddedServiceGroups as groups, valueAddedServices as services } from './tables.ts';

/**
 * Value-added service groups and their services. Rules: names are unique in the site (groups among
 * groups, services among services); a group's expense type is an enabled one of the site; a
 * service's group is of the site; a group holding services cannot be deleted.
 */

const expenseTypeNames = async (tx: Executor, ids: readonly (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: expenseTypes.id, name: expenseTypes.name }).from(expenseTypes).where(inArray(expenseTypes.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

async function checkExpenseType(tx: Executor, siteId: number, expenseTypeId: number) {
  const [found] = await tx
    .select({ id: expenseTypes.id })
    .from(expenseTypes)
    .where(and(eq(expenseTypes.id, expenseTypeId), eq(expenseTypes.siteId, siteId), eq(expenseTypes.isEnabled, true)));
  if (!found) throw invalid('ExpenseTypeId', 'QuotationExpenseTypeNotFound');
}

export const serviceGroupList = siteList({
  table: groups,
  entity: 'ValueAddedServiceGroup',
  contract: groupContract.serviceGroupFields,
  fields: { Name: groups.name, MultipleChoice: groups.multipleChoice, ExpenseTypeId: groups.expenseTypeId, Explain: groups.explain, Remarks: groups.remarks },
  unique: [{ field: 'Name', column: groups.name, value: (f) => f.Name }],
  hooks: {
    // An expense type disabled since the group took it stays; a new choice must be enabled.
    beforeWrite: async (tx, { siteId, fields, before }) => {
      if (fields.ExpenseTypeId !== before?.expenseTypeId) await checkExpenseType(tx, siteId, fields.ExpenseTypeId);
    },
    beforeDelete: async (tx, row) => {
      const [held] = await tx.select({ n: count() }).from(services).where(eq(services.groupId, row.id));
      if ((held?.n ?? 0) > 0) throw refused('ServiceGroupHasServices', { name: row.name, count: held!.n });
    },
  },
  filters: (q: z.output<typeof groupContract.serviceGroupQuery>) => [given(q.Name, (v) => containing(groups.name, v)), given(q.MultipleChoice, (v) => eq(groups.multipleChoice, v))],
  order: (q) => [q.descendingOrder ? desc(groups.createdAt) : asc(groups.createdAt), desc(groups.id)],
  extra: async (tx, rows) => {
    const names = await expenseTypeNames(
      tx,
      rows.map((r) => r.expenseTypeId),
    );
    const ids = rows.map((r) => r.id);
    const counts = new Map(
      ids.length === 0
        ? []
        : (await tx.select({ groupId: services.groupId, n: count() }).from(services).where(inArray(services.groupId, ids)).groupBy(services.groupId)).map((c) => [c.groupId, c.n]),
    );
    return (r) => ({ ExpenseType: r.expenseTypeId === null ? '' : (names.get(r.expenseTypeId) ?? ''), ServiceCount: counts.get(r.id) ?? 0 });
  },
});

/** A page of the site's groups for the group picker. */
export async function selectTableGroups(tx: Executor, actor: Actor, q: z.output<typeof groupContract.getSelectTableQuotationGroupings.request>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const where = and(siteId === null ? undefined : eq(groups.siteId, siteId), given(q.Name, (v) => containing(groups.name, v)));
  const { rows, total } = await pageOf(tx, groups, where, [asc(groups.name), asc(groups.id)], q);
  const names = await expenseTypeNames(
    tx,
    rows.map((r) => r.expenseTypeId),
  );
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      MultipleChoice: r.multipleChoice,
      ExpenseType: r.expenseTypeId === null ? '' : (names.get(r.expenseTypeId) ?? ''),
      Explain: r.explain,
      Remarks: r.remarks,
    })),
    Total: total,
  };
}

export const serviceList = siteList({
  table: services,
  entity: 'ValueAddedService',
  contract: contract.serviceFields,
  fields: {
    Name: services.name,
    GroupId: services.groupId,
    Price: services.price,
    CalculationMethod: services.calculationMethod,
    SiteJoinWarehouseIds: services.warehouseIds,
    CurrencyCode: services.currencyCode,
    IsEnabled: services.isEnabled,
    DisplayOrder: services.displayOrder,
    Explain: services.explain,
    Remarks: services.remarks,
  },
  unique: [{ field: 'Name', column: services.name, value: (f) => f.Name }],
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      const [group] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, fields.GroupId), eq(groups.siteId, siteId)));
      if (!group) throw invalid('GroupId', 'ServiceGroupNotFound');
      await checkQuotationScope(tx, actor, siteId, fields, before);
    },
  },
  filters: (q: z.output<typeof contract.serviceQuery>) => [
    given(q.Name, (v) => containing(services.name, v)),
    given(q.GroupId, (v) => eq(services.groupId, v)),
    given(q.IsEnabled, (v) => eq(services.isEnabled, v)),
  ],
  order: () => [asc(services.groupId), asc(services.displayOrder), asc(services.id)],
  extra: async (tx, rows) => {
    const groupIds = [...new Set(rows.map((r) => r.groupId))];
    const groupNames = new Map(groupIds.length === 0 ? [] : (await tx.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds))).map((g) => [g.id, g.name]));
    const scope = await scopeNames(tx, rows);
    return (r) => ({ GroupName: groupNames.get(r.groupId) ?? '', Warehouses: scope(r).Warehouses });
  },
});

/**
 * What an order may offer: the site's enabled services (of the warehouse, when given) by group, in
 * display order; groups without such services are left out. MultipleChoice tells the order's form
 * whether a group takes several services or one.
 */
export async function availableServices(tx: Executor, actor: Actor, body: z.output<typeof contract.getAvailableServices.request>) {
  const siteId = await chosenSite(tx, actor, body?.SiteId);
  if (siteId === null) return [];
  const rows = await tx
    .select({ service: services, group: groups, expenseType: expenseTypes.name })
    .from(services)
    .innerJoin(groups, eq(groups.id, services.groupId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, groups.expenseTypeId))
    .where(and(eq(services.siteId, siteId), eq(services.isEnabled, true), given(body?.SiteJoinWarehouseId, (v) => appliesToWarehouse(services.warehouseIds, v))))
    .orderBy(asc(groups.name), asc(groups.id), asc(services.displayOrder), asc(services.id));
  const byGroup = new Map<number, z.input<typeof contract.availableServiceGroup>>();
  for (const { service, group, expenseType } of rows) {
    let entry = byGroup.get(group.id);
    if (!entry) {
      entry = { Id: group.id, Name: group.name, MultipleChoice: group.multipleChoice, ExpenseType: expenseType ?? '', Explain: group.explain, Services: [] };
      byGroup.set(group.id, entry);
    }
    entry.Services.push({
      Id: service.id,
      Name: service.name,
      Price: plainDecimal(service.price),
      CalculationMethod: service.calculationMethod,
      CurrencyCode: service.currencyCode,
      Explain: service.explain,
    });
  }
  return [...byGroup.values()];
}
