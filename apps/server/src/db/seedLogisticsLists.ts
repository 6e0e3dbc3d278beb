import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, applicantInformation, cargoType, carrier, commodityCategories as categoryCalls, templates as templateContract, typeOfShipping } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import {
  applicantInformations,
  cargoTypes,
  carrierLocalTrackingNumbers,
  carriers,
  commodityCategories,
  customsClearanceCompanies,
  customsClearanceNumbers,
  sites,
  templates,
  typeOfShippings,
} from './schema.ts';
import { grantPages, seedMenuGroup, type MenuGroupSeed } from './seedPages.ts';

const crud = (prefix: string) => ['Add', 'Edit', 'Delete', 'Detail'].map((action) => `${prefix}.${action}`);

/** The menu groups (spec domain §1 "Carriers (local tracking numbers), shipping methods, customs clearance companies…" and "cargo types and commodity categories"). */
const GROUPS: MenuGroupSeed[] = [
  {
    population: AccountType.Backstage,
    name: 'LogisticsManagement',
    path: '/logistics',
    icon: 'CarOutlined',
    sort: 5,
    firstPageSort: 0,
    pages: [
      { router: 'CarriersIndex', name: 'Carriers', icon: 'CarOutlined', buttons: [...crud('Carriers'), 'Carriers.TrackingNumbers'] },
      {
        router: 'CarrierLocalTrackingNumbersIndex',
        name: 'Carrier local tracking numbers',
        icon: 'NumberOutlined',
        buttons: ['CarrierLocalTrackingNumbers.Import', 'CarrierLocalTrackingNumbers.Void', 'CarrierLocalTrackingNumbers.Unvoid', 'CarrierLocalTrackingNumbers.Detail'],
      },
      { router: 'TypeOfShippingIndex', name: 'Shipping methods', icon: 'RocketOutlined', buttons: crud('TypeOfShipping') },
      { router: 'CustomsClearanceCompanyIndex', name: 'Customs clearance companies', icon: 'SafetyCertificateOutlined', buttons: [...crud('CustomsClearanceCompany'), 'CustomsClearanceCompany.Numbers'] },
      { router: 'ApplicantInformationIndex', name: 'Applicant information', icon: 'ContactsOutlined', buttons: crud('ApplicantInformation') },
    ],
  },
  {
    population: AccountType.Backstage,
    name: 'CommodityManagement',
    path: '/commodity',
    icon: 'AppstoreOutlined',
    sort: 6,
    firstPageSort: 0,
    pages: [
      { router: 'CargoTypesIndex', name: 'Cargo types', icon: 'TagsOutlined', buttons: crud('CargoTypes') },
      { router: 'CommodityCategoriesIndex', name: 'Commodity categories', icon: 'ApartmentOutlined', buttons: [...crud('CommodityCategories'), 'CommodityCategories.AddChild'] },
    ],
  },
];

/** The dropdowns and pickers of these lists that customers use when they create orders. */
const CUSTOMER_CALLS = [
  carrier.getSelectCarrierAlias,
  typeOfShipping.getSelectTypeOfShipping,
  cargoType.getSelectCargoTypes,
  categoryCalls.getCommodityCategoriesByOneAllList,
  applicantInformation.getAvailableApplicantInformation,
].map((c) => c.path);

/**
 * Carriers and the logistics lists for the demo: their menus, views and buttons granted to the
 * platform and site administrators, the customer-facing dropdowns to customers, and per demo site
 * carriers with a pool of local tracking numbers, shipping methods, customs clearance companies
 * with numbers, cargo types, a commodity category tree and applicant information.
 */
export async function seedLogisticsLists(tx: Executor) {
  for (const group of GROUPS) await grantPages(tx, ['platform-admin', 'site-admin'], await seedMenuGroup(tx, group));
  await grantPages(tx, ['customer'], { menuIds: [], buttonIds: [] }, CUSTOMER_CALLS);

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, ['demo', 'harbor']));
  for (const site of demoSites) await seedSiteLists(tx, site.id, site.code === 'demo' ? 'DX' : 'HB');
}

async function seedSiteLists(tx: Executor, siteId: number, mark: string) {
  const [faceSheet] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.siteId, siteId), eq(templates.templateType, templateContract.TemplateType.FaceSheet), eq(templates.isDefault, true)));
  const { CarrierInterface } = carrier;
  const [, yun] = await tx
    .insert(carriers)
    .values([
      {
        siteId,
        name: 'SF Express International',
        interface: CarrierInterface.SfExpress,
        agentCodes: ['7551234567'],
        maxLength: '120',
        maxWidth: '80',
        maxHeight: '80',
        maxWeight: '30',
        isCashOnDelivery: true,
        templateId: faceSheet?.id ?? null,
        minimumConsumption: '25',
        alias: 'Express line',
      },
      {
        siteId,
        name: 'YunExpress Standard',
        interface: CarrierInterface.YunExpress,
        agentCodes: ['YT-C1024', 'YT-C1025'],
        maxLength: '60',
        maxWidth: '40',
        maxHeight: '40',
        maxWeight: '2.5',
        isLocalNumbering: true,
        templateId: faceSheet?.id ?? null,
        isSinglePackageBilling: true,
        minimumConsumption: '8.5',
        alias: 'Economy line',
      },
      { siteId, name: 'China Post EMS', interface: CarrierInterface.ChinaPostEms, maxWeight: '20', isEnabled: false },
    ])
    .returning({ id: carriers.id });
  // A pool of 50 numbers for the carrier with local numbering: a few already given to orders, one voided.
  const pool = Array.from({ length: 50 }, (_, i) => `YT${mark}${String(2_605_010_001 + i)}`);
  await tx.insert(carrierLocalTrackingNumbers).values(
    pool.map((number, i) => ({
      siteId,
      carrierId: yun!.id,
      number,
      whetherToUse: i < 3,
      usedAt: i < 3 ? new Date(Date.UTC(2026, 4, 1 + i, 9)) : null,
      usedBy: i < 3 ? `LO20260501000${i + 1}` : '',
      isVoided: i === 3,
    })),
  );

  await tx.insert(typeOfShippings).values([
    { siteId, name: 'Air express', minAging: 3, maxAging: 5, displayOrder: 1, remarks: 'Door to door' },
    { siteId, name: 'Air economy', minAging: 7, maxAging: 12, displayOrder: 2 },
    { siteId, name: 'Sea freight', minAging: 25, maxAging: 40, displayOrder: 3, remarks: 'Bulky goods' },
    { siteId, name: 'Rail freight', minAging: 18, maxAging: 25, displayOrder: 4, isEnabled: false },
  ]);

  const [harbour, taipei] = await tx
    .insert(customsClearanceCompanies)
    .values([
      { siteId, name: 'Harbour Customs Brokerage', prefix: 'HCB', remarks: 'Hong Kong imports' },
      { siteId, name: 'Taipei Clearance Services', prefix: 'TPE' },
    ])
    .returning({ id: customsClearanceCompanies.id });
  await tx.insert(customsClearanceNumbers).values([
    { siteId, companyId: harbour!.id, number: `${mark}0001`, maxQuantity: 500, usedQuantity: 126 },
    { siteId, companyId: harbour!.id, number: `${mark}0002`, maxQuantity: 500 },
    { siteId, companyId: taipei!.id, number: `${mark}A001`, maxQuantity: 6, usedQuantity: 6, remarks: 'Used up for this half-year' },
    { siteId, companyId: taipei!.id, number: `${mark}A002`, maxQuantity: 6, usedQuantity: 2 },
  ]);

  await tx.insert(cargoTypes).values([
    { siteId, name: 'General cargo', displayOrder: 1 },
    { siteId, name: 'Built-in battery', displayOrder: 2, remarks: 'UN3481, lithium-ion batteries packed in equipment' },
    { siteId, name: 'Liquid', displayOrder: 3, remarks: 'Up to 100 ml per item' },
    { siteId, name: 'Cosmetics', displayOrder: 4 },
    { siteId, name: 'Magnetic', displayOrder: 5, isEnabled: false },
  ]);

  const top = await tx
    .insert(commodityCategories)
    .values([
      { siteId, name: 'Clothing', displayOrder: 1 },
      { siteId, name: 'Electronics', displayOrder: 2 },
      { siteId, name: 'Home and kitchen', displayOrder: 3 },
    ])
    .returning({ id: commodityCategories.id });
  const [clothing, electronics, home] = top.map((r) => r.id);
  const second = await tx
    .insert(commodityCategories)
    .values([
      { siteId, parentId: clothing, name: 'Shoes', displayOrder: 1 },
      { siteId, parentId: clothing, name: 'Coats', displayOrder: 2 },
      { siteId, parentId: electronics, name: 'Phones and accessories', displayOrder: 1 },
      { siteId, parentId: electronics, name: 'Computers', displayOrder: 2 },
      { siteId, parentId: home, name: 'Tableware', displayOrder: 1 },
    ])
    .returning({ id: commodityCategories.id });
  await tx.insert(commodityCategories).values([
    { siteId, parentId: second[0]!.id, name: 'Trainers', displayOrder: 1 },
    { siteId, parentId: second[0]!.id, name: 'Boots', displayOrder: 2 },
    { siteId, parentId: second[2]!.id, name: 'Phone cases', displayOrder: 1 },
  ]);

  await tx.insert(applicantInformations).values([
    { siteId, contacts: 'Chan Tai Man', countryCode: '852', phone: '61234567', receiveTel: '21234567', detailedAddress: '12 Harbour Road, Wan Chai, Hong Kong', mailboxCode: '999077', usageCount: 14 },
    { siteId, contacts: 'Wang Fang', countryCode: '86', phone: '13800138000', receiveTel: '0755-86001234', detailedAddress: '88 Keyuan Road, Nanshan District, Shenzhen', mailboxCode: '518057', usageCount: 3 },
    { siteId, contacts: 'Lin Mei-ling', countryCode: '886', phone: '0912345678', detailedAddress: 'No. 7, Section 5, Xinyi Road, Taipei', mailboxCode: '110' },
    { siteId, contacts: 'Former declarant', countryCode: '86', phone: '13900139000', detailedAddress: '1 Old Street, Guangzhou', isDeactivate: true, usageCount: 41 },
  ]);
}
