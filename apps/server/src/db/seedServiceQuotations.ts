import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, valueAddedServiceQuotation } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { expenseTypes, roleApiPermissions, roles, sites, valueAddedServiceGroups, valueAddedServices, warehouseQuotations, warehouses, warehousingQuotations } from './schema.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
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

/** Names in Simplified, then Traditional Chinese. */
const DEMO_GROUPS = [
  {
    name: ['包装', '包裝'],
    multipleChoice: false,
    explain: ['包裹在运输途中如何包装', '包裹在運輸途中如何包裝'],
    services: [
      { name: ['加固包装', '加固包裝'], price: '15', calculationMethod: CalculationMethod.PerOrder, explain: ['护角加双层胶带', '護角加雙層膠帶'] },
      { name: ['木箱包装', '木箱包裝'], price: '60', calculationMethod: CalculationMethod.PerOrder, explain: ['适合易碎或重货', '適合易碎或重貨'] },
    ],
  },
  {
    name: ['验货与拍照', '驗貨與拍照'],
    multipleChoice: true,
    explain: ['货物出库前的检查', '貨物出庫前的檢查'],
    services: [
      { name: ['内件拍照', '內件拍照'], price: '2', calculationMethod: CalculationMethod.PerPiece, explain: ['每件拍三张照片', '每件拍三張照片'] },
      { name: ['去除鞋盒', '去除鞋盒'], price: '1.5', calculationMethod: CalculationMethod.PerPiece, explain: ['包裹更轻更小', '包裹更輕更小'] },
      { name: ['气泡膜', '氣泡膜'], price: '0.8', calculationMethod: CalculationMethod.PerKg, explain: ['按计费重收取', '按計費重收取'] },
    ],
  },
] as const;

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

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const { id: siteId, code } of demoSites) {
    const w = wordsOf(code);
    const siteWarehouses = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, siteId));
    const [vip] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.siteId, siteId), eq(roles.code, 'vip')));
    await tx.insert(warehouseQuotations).values([
      {
        siteId,
        name: w(['标准仓租', '標準倉租']),
        currencyCode: 'CNY',
        rentFreeDays: 30,
        cubicAmount: '3',
        singlePieceAmount: '0.2',
        ultraLongInventoryTime: 90,
        ultraLongInventoryCubicAmount: '5',
        ultraLongInventorySinglePieceAmount: '0.35',
        startDate: '2026-01-01',
        remarks: w(['按服务协议免租 30 天', '依服務協議免租 30 天']),
      },
      {
        siteId,
        name: w(['VIP 仓租', 'VIP 倉租']),
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
      name: w(['标准入库', '標準入庫']),
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
        .values({ siteId, name: w(group.name), multipleChoice: group.multipleChoice, expenseTypeId: fee?.id ?? null, explain: w(group.explain) })
        .returning({ id: valueAddedServiceGroups.id });
      await tx.insert(valueAddedServices).values(group.services.map((s, i) => ({ siteId, groupId: row!.id, currencyCode: 'CNY', displayOrder: i + 1, ...s, name: w(s.name), explain: w(s.explain) })));
    }
  }
}
