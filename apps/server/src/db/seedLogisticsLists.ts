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
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
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

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) await seedSiteLists(tx, site.id, site.code === 'demo' ? 'DX' : 'HB', wordsOf(site.code));
}

async function seedSiteLists(tx: Executor, siteId: number, mark: string, w: ReturnType<typeof wordsOf>) {
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
        name: w(['顺丰国际', '順豐國際']),
        interface: CarrierInterface.SfExpress,
        agentCodes: ['7551234567'],
        maxLength: '120',
        maxWidth: '80',
        maxHeight: '80',
        maxWeight: '30',
        isCashOnDelivery: true,
        templateId: faceSheet?.id ?? null,
        minimumConsumption: '25',
        alias: w(['特快专线', '特快專線']),
      },
      {
        siteId,
        name: w(['云途标准', '雲途標準']),
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
        alias: w(['经济专线', '經濟專線']),
      },
      { siteId, name: w(['中国邮政 EMS', '中華郵政 EMS']), interface: CarrierInterface.ChinaPostEms, maxWeight: '20', isEnabled: false },
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
    { siteId, name: w(['空运特快', '空運特快']), minAging: 3, maxAging: 5, displayOrder: 1, remarks: w(['门到门', '門到門']) },
    { siteId, name: w(['空运经济', '空運經濟']), minAging: 7, maxAging: 12, displayOrder: 2 },
    { siteId, name: w(['海运', '海運']), minAging: 25, maxAging: 40, displayOrder: 3, remarks: w(['适合大件货物', '適合大件貨物']) },
    { siteId, name: w(['铁路运输', '鐵路運輸']), minAging: 18, maxAging: 25, displayOrder: 4, isEnabled: false },
  ]);

  const [harbour, taipei] = await tx
    .insert(customsClearanceCompanies)
    .values([
      { siteId, name: w(['港湾报关行', '港灣報關行']), prefix: 'HCB', remarks: w(['香港进口', '香港進口']) },
      { siteId, name: w(['台北清关服务', '台北清關服務']), prefix: 'TPE' },
    ])
    .returning({ id: customsClearanceCompanies.id });
  await tx.insert(customsClearanceNumbers).values([
    { siteId, companyId: harbour!.id, number: `${mark}0001`, maxQuantity: 500, usedQuantity: 126 },
    { siteId, companyId: harbour!.id, number: `${mark}0002`, maxQuantity: 500 },
    { siteId, companyId: taipei!.id, number: `${mark}A001`, maxQuantity: 6, usedQuantity: 6, remarks: w(['本半年已用完', '本半年已用完']) },
    { siteId, companyId: taipei!.id, number: `${mark}A002`, maxQuantity: 6, usedQuantity: 2 },
  ]);

  await tx.insert(cargoTypes).values([
    { siteId, name: w(['普货', '普貨']), displayOrder: 1 },
    { siteId, name: w(['内置电池', '內建電池']), displayOrder: 2, remarks: w(['UN3481，装于设备中的锂离子电池', 'UN3481，裝於設備中的鋰離子電池']) },
    { siteId, name: w(['液体', '液體']), displayOrder: 3, remarks: w(['每件不超过 100 毫升', '每件不超過 100 毫升']) },
    { siteId, name: w(['化妆品', '化妝品']), displayOrder: 4 },
    { siteId, name: w(['带磁', '帶磁']), displayOrder: 5, isEnabled: false },
  ]);

  const top = await tx
    .insert(commodityCategories)
    .values([
      { siteId, name: w(['服装', '服裝']), displayOrder: 1 },
      { siteId, name: w(['电子产品', '電子產品']), displayOrder: 2 },
      { siteId, name: w(['家居厨房', '居家廚房']), displayOrder: 3 },
    ])
    .returning({ id: commodityCategories.id });
  const [clothing, electronics, home] = top.map((r) => r.id);
  const second = await tx
    .insert(commodityCategories)
    .values([
      { siteId, parentId: clothing, name: w(['鞋类', '鞋類']), displayOrder: 1 },
      { siteId, parentId: clothing, name: w(['外套', '外套']), displayOrder: 2 },
      { siteId, parentId: electronics, name: w(['手机及配件', '手機及配件']), displayOrder: 1 },
      { siteId, parentId: electronics, name: w(['电脑', '電腦']), displayOrder: 2 },
      { siteId, parentId: home, name: w(['餐具', '餐具']), displayOrder: 1 },
    ])
    .returning({ id: commodityCategories.id });
  await tx.insert(commodityCategories).values([
    { siteId, parentId: second[0]!.id, name: w(['运动鞋', '運動鞋']), displayOrder: 1 },
    { siteId, parentId: second[0]!.id, name: w(['靴子', '靴子']), displayOrder: 2 },
    { siteId, parentId: second[2]!.id, name: w(['手机壳', '手機殼']), displayOrder: 1 },
  ]);

  await tx.insert(applicantInformations).values([
    { siteId, contacts: w(['陈大文', '陳大文']), countryCode: '852', phone: '61234567', receiveTel: '21234567', detailedAddress: w(['香港湾仔港湾道12号', '香港灣仔港灣道12號']), mailboxCode: '999077', usageCount: 14 },
    { siteId, contacts: w(['王芳', '王芳']), countryCode: '86', phone: '13800138000', receiveTel: '0755-86001234', detailedAddress: w(['深圳市南山区科苑路88号', '深圳市南山區科苑路88號']), mailboxCode: '518057', usageCount: 3 },
    { siteId, contacts: w(['林美玲', '林美玲']), countryCode: '886', phone: '0912345678', detailedAddress: w(['台北市信义路五段7号', '臺北市信義路五段7號']), mailboxCode: '110' },
    { siteId, contacts: w(['原申报人', '原申報人']), countryCode: '86', phone: '13900139000', detailedAddress: w(['广州市老街1号', '廣州市老街1號']), isDeactivate: true, usageCount: 41 },
  ]);
}
