import { inArray } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { viewButtons } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/**
 * Commodities on both sides: staff's list beside cargo types and categories ("Commodities"), granted
 * to the platform and site administrators, the warehouse operator measuring but not auditing; the
 * customer's "My commodities" under "Warehousing", granted to the customer groups.
 */
export async function seedCommodityPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'CommodityManagement',
    path: '/commodity',
    icon: 'AppstoreOutlined',
    sort: 6,
    firstPageSort: 2,
    pages: [
      {
        router: 'CommoditiesIndex',
        name: 'Commodities',
        icon: 'ShoppingOutlined',
        buttons: ['Commodity.Add', 'Commodity.Edit', 'Commodity.Delete', 'Commodity.Import', 'Commodity.SalesMode', 'Commodity.Measure', 'Commodity.Audit'],
      },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const measure = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, ['Commodity.Measure']));
  await grantPages(tx, ['operator'], { menuIds: staff.menuIds, buttonIds: measure.map((b) => b.id) });
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'WarehousingCenter',
    path: '/warehousing',
    icon: 'ShopOutlined',
    sort: 3,
    firstPageSort: 0,
    pages: [{ router: 'UserCommoditiesIndex', name: 'My commodities', icon: 'ShoppingOutlined', buttons: ['UserCommodity.Add', 'UserCommodity.Edit', 'UserCommodity.Delete', 'UserCommodity.Import', 'UserCommodity.SalesMode'] }],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
}
