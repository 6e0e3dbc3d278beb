import { AccountType } from '@lbo/contracts';
import { currencies, expenseTypes, roles, warehouses } from '../src/db/schema.ts';
import { createSite, createUser, type TestApp, type TestSite, type TestUser } from './helpers.ts';

export interface QuotationSite {
  site: TestSite;
  admin: TestUser;
  /** two warehouses */
  warehouseIds: [number, number];
  /** a customer group (site users' role) */
  customerGroupId: number;
  /** a staff role, which is not a customer group */
  staffRoleId: number;
  /** an enabled expense type and a disabled one */
  expenseTypeId: number;
  disabledExpenseTypeId: number;
}

/** A site with what its quotations refer to: warehouses, a customer group, currencies (CNY effective, EUR not) and expense types. */
export async function quotationSite(t: TestApp): Promise<QuotationSite> {
  const site = await createSite(t.db);
  const admin = await createUser(t, { site, grants: 'all' });
  const rows = await t.db
    .insert(warehouses)
    .values([
      { siteId: site.id, name: 'Shenzhen', personInCharge: 'Li' },
      { siteId: site.id, name: 'Yiwu', personInCharge: 'Wang' },
    ])
    .returning({ id: warehouses.id });
  const [group] = await t.db.insert(roles).values({ siteId: site.id, population: AccountType.SiteUser, name: 'VIP', code: `vip${site.id}` }).returning({ id: roles.id });
  const [staffRole] = await t.db.insert(roles).values({ siteId: site.id, population: AccountType.Backstage, name: 'Packers', code: `pack${site.id}` }).returning({ id: roles.id });
  await t.db.insert(currencies).values([
    { siteId: site.id, name: 'Yuan', currencyCode: 'CNY', exchangeRate: '1' },
    { siteId: site.id, name: 'Euro', currencyCode: 'EUR', exchangeRate: '7.7', effectiveOrNot: false },
  ]);
  const [fee, disabled] = await t.db
    .insert(expenseTypes)
    .values([
      { siteId: site.id, name: 'Value-added services', code: 'VAS' },
      { siteId: site.id, name: 'Old fee', code: 'OLD', isEnabled: false },
    ])
    .returning({ id: expenseTypes.id });
  return {
    site,
    admin,
    warehouseIds: [rows[0]!.id, rows[1]!.id],
    customerGroupId: group!.id,
    staffRoleId: staffRole!.id,
    expenseTypeId: fee!.id,
    disabledExpenseTypeId: disabled!.id,
  };
}
