import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, valueAddedServiceQuotation } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { expenseTypes, roleApiPermissions, roles, sites, valueAddedServiceGroups, valueAddedServices, warehouseQuotations, warehouses, warehousingQuotations } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

const crud = (prefix: string) => ['Add', 'Edit', 'Delete', 'Detail'].map((action) => `${prefix}.${action}`);

/** The pages (spec domain §1 "Transfer, warehouse and warehousing quotations… value-added service groups and services"). */
const PAGES = [
  { router: 'WarehouseQuotationsIndex', name: 'Warehouse quotations', icon: 'DatabaseOutlined', buttons: [...crud('WarehouseQuotations'), 'WarehouseQuotations.Calculate'] },
  { router: 'WarehousingQuotationsIndex', name: 'Warehousing quotations', icon: 'ImportOutlined', buttons: crud('WarehousingQuotations') },
  { router: 'ValueAddedServiceGroupsIndex', name: 'Value-added service groups', icon: 'AppstoreAddOutlined', buttons: crud('ValueAddedServiceGroups') },
  { router: 'ValueAddedServicesIndex', name: 'Value-added services', icon: 'GiftOutlined', buttons: crud('ValueAddedServices') },
];

const { CalculationMethod } = valueAddedServiceQuotation;

const DEMO_GROUPS = [
  {
    name: 'Packing',
    multipleChoice: false,
    explain: 'How your parcel is packed for the journey',
    services: [
      { name: 'Reinforced packing', price: '15', calculationMethod: CalculationMethod.PerOrder, explain: 'Corner protectors and double tape' },
      { name: 'Wooden crate', price: '60', calculationMethod: CalculationMethod.PerOrder, explain: 'For fragile or heavy goods' },
    ],
  },
  {
    name: 'Inspection and photos',
    multipleChoice: true,
    explain: 'Checks before your goods leave the warehouse',
    services: [
      { name: 'Photos of the contents', price: '2', calculationMethod: CalculationMethod.PerPiece, explain: 'Three photos per item' },
      { name: 'Remove shoe boxes', price: '1.5', calculationMethod: CalculationMethod.PerPiece, explain: 'Lighter and smaller parcels' },
      { name: 'Bubble wrap', price: '0.8', calculationMethod: CalculationMethod.PerKg, explain: 'Charged on the billed weight' },
    ],
  },
];

/**
 * Warehouse, warehousing and value-added service quotations: their menus (under "Quotations"),
 * views and buttons granted to the platform and site administrators, the value-added services
 * offered on orders to customers, and per demo site a storage and an inbound quotation, two
 * service groups and five services.
 */
export async function seedServiceQuotations(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'QuotationManagement',
    path: '/quotation',
    icon: 'AccountBookOutlined',
    sort: 7,
    firstPageSort: 20,
    pages: PAGES,
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages);
  const customerRoles = await tx.select({ id: roles.id, siteId: roles.siteId }).from(roles).where(eq(roles.population, AccountType.SiteUser));
  if (customerRoles.length) {
    await tx.insert(roleApiPermissions).values(customerRoles.map((r) => ({ siteId: r.siteId, roleId: r.id, apiKey: valueAddedServiceQuotation.getAvailableServices.path })));
  }

  const demoSites = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.code, ['demo', 'harbor']));
  for (const { id: siteId } of demoSites) {
    const siteWarehouses = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, siteId));
    const [vip] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.siteId, siteId), eq(roles.code, 'vip')));
    await tx.insert(warehouseQuotations).values([
      {
        siteId,
        name: 'Standard storage',
        currencyCode: 'CNY',
        rentFreeDays: 30,
        cubicAmount: '3',
        singlePieceAmount: '0.2',
        ultraLongInventoryTime: 90,
        ultraLongInventoryCubicAmount: '5',
        ultraLongInventorySinglePieceAmount: '0.35',
        startDate: '2026-01-01',
        remarks: '30 days free, as the service agreement says',
      },
      {
        siteId,
        name: 'VIP storage',
        warehouseIds: siteWarehouses.slice(0, 1).map((w) => w.id),
        customerGroupIds: vip ? [vip.id] : [],
        currencyCode: 'CNY',
        rentFreeDays: 60,
        cubicAmount: '2',
        singlePieceAmount: '0.1',
        ultraLongInventoryTime: 120,
        ultraLongInventoryCubicAmount: '3.5',
        ultraLongInventorySinglePieceAmount: '0.2',
        startDate: '2026-03-01',
      },
    ]);
    await tx.insert(warehousingQuotations).values({
      siteId,
      name: 'Standard receiving',
      currencyCode: 'CNY',
      pieceAmount: '1',
      weightAmount: '0.3',
      cubicAmount: '8',
      minimumCharge: '5',
      startDate: '2026-01-01',
    });
    const [fee] = await tx
      .select({ id: expenseTypes.id })
      .from(expenseTypes)
      .where(and(eq(expenseTypes.siteId, siteId), eq(expenseTypes.code, 'VAS')));
    for (const group of DEMO_GROUPS) {
      const [row] = await tx
        .insert(valueAddedServiceGroups)
        .values({ siteId, name: group.name, multipleChoice: group.multipleChoice, expenseTypeId: fee?.id ?? null, explain: group.explain })
        .returning({ id: valueAddedServiceGroups.id });
      await tx.insert(valueAddedServices).values(group.services.map((s, i) => ({ siteId, groupId: row!.id, currencyCode: 'CNY', displayOrder: i + 1, ...s })));
    }
  }
}
