import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { roles } from '../access/tables.ts';
import { currencies } from '../currencies/tables.ts';
import { availableWarehouseIds, withinAvailable } from '../warehouses/index.ts';
import { warehouses } from '../warehouses/tables.ts';

/**
 * The scope of the storage, inbound and value-added quotations (contracts/quotationScope.ts): the
 * warehouses and customer groups they apply to and their currency, checked on save and named in lists.
 */

export interface ScopeChoice {
  SiteJoinWarehouseIds: readonly number[];
  CustomerGroupIds?: readonly number[];
  CurrencyCode: string;
}

export interface StoredScope {
  warehouseIds: readonly number[];
  customerGroupIds?: readonly number[];
  currencyCode: string;
}

const added = (wanted: readonly number[], before: readonly number[] | undefined) => wanted.filter((id) => !before?.includes(id));

/**
 * New choices must be warehouses of the site the editor may use, customer groups (site users' roles)
 * of the site and an effective currency of the site. What the quotation already had passes as it is,
 * so an editor with fewer warehouses, or a currency made ineffective since, does not block saving
 * the rest.
 */
export async function checkQuotationScope(tx: Executor, actor: Actor, siteId: number, choice: ScopeChoice, before?: StoredScope) {
  const newWarehouses = added(choice.SiteJoinWarehouseIds, before?.warehouseIds);
  if (newWarehouses.length > 0) {
    const reach = await availableWarehouseIds(tx, actor);
    const found = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(inArray(warehouses.id, newWarehouses), eq(warehouses.siteId, siteId), withinAvailable(reach, warehouses.id)));
    const missing = newWarehouses.find((id) => !found.some((w) => w.id === id));
    if (missing !== undefined) throw invalid('SiteJoinWarehouseIds', 'QuotationWarehouseNotFound', { value: missing });
  }
  const newGroups = added(choice.CustomerGroupIds ?? [], before?.customerGroupIds);
  if (newGroups.length > 0) {
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, newGroups), eq(roles.siteId, siteId), eq(roles.population, AccountType.SiteUser)));
    const missing = newGroups.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw invalid('CustomerGroupIds', 'QuotationCustomerGroupNotFound', { value: missing });
  }
  if (choice.CurrencyCode !== before?.currencyCode) {
    const [currency] = await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.siteId, siteId), eq(currencies.currencyCode, choice.CurrencyCode), eq(currencies.effectiveOrNot, true)));
    if (!currency) throw invalid('CurrencyCode', 'QuotationCurrencyNotFound', { value: choice.CurrencyCode });
  }
}

/** Rows that apply to the warehouse: those naming it and those naming none (every warehouse). */
export const appliesToWarehouse = (column: Column, warehouseId: number): SQL => sql`(cardinality(${column}) = 0 or ${warehouseId} = any(${column}))`;

/** The names of the warehouses and customer groups of a page of rows, for their list columns. */
export async function scopeNames(tx: Executor, rows: readonly StoredScope[]) {
  const warehouseIds = [...new Set(rows.flatMap((r) => r.warehouseIds))];
  const groupIds = [...new Set(rows.flatMap((r) => r.customerGroupIds ?? []))];
  const warehouseNames = new Map(
    warehouseIds.length === 0 ? [] : (await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, warehouseIds))).map((w) => [w.id, w.name]),
  );
  const groupNames = new Map(groupIds.length === 0 ? [] : (await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, groupIds))).map((r) => [r.id, r.name]));
  const namesOf = (ids: readonly number[], names: Map<number, string>) => ids.flatMap((id) => names.get(id) ?? []);
  return (row: StoredScope) => ({ Warehouses: namesOf(row.warehouseIds, warehouseNames), CustomerGroups: namesOf(row.customerGroupIds ?? [], groupNames) });
}
