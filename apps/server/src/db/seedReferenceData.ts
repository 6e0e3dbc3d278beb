import { inArray } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { currencies, expenseTypes, helpTutorialTypes, sites, trajectorySchemes, trajectorySchemeSteps } from './schema.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { grantPages, seedMenuGroup, type MenuGroupSeed } from './seedPages.ts';

const crud = (prefix: string) => ['Add', 'Edit', 'Delete', 'Detail'].map((action) => `${prefix}.${action}`);

/**
 * Where the pages go (spec domain §1 menu titles): currencies, expense types and help tutorial types
 * with the site configuration, trajectory schemes with the logistics lists, countries with the
 * warehouses. A group another area already made is reused, else made here.
 */
const GROUPS: MenuGroupSeed[] = [
  {
    population: AccountType.Backstage,
    name: 'SiteManagement',
    path: '/site',
    icon: 'setting',
    sort: 3,
    firstPageSort: 20,
    pages: [
      { router: 'CurrenciesIndex', name: 'Currencies', icon: 'DollarOutlined', buttons: crud('Currencies') },
      { router: 'ExpenseTypesIndex', name: 'Expense types', icon: 'AccountBookOutlined', buttons: crud('ExpenseTypes') },
      { router: 'HelpTutorialTypesIndex', name: 'Help tutorial types', icon: 'QuestionCircleOutlined', buttons: crud('HelpTutorialTypes') },
    ],
  },
  {
    population: AccountType.Backstage,
    name: 'LogisticsManagement',
    path: '/logistics',
    icon: 'CarOutlined',
    sort: 5,
    firstPageSort: 20,
    pages: [{ router: 'LogisticsOrderTrajectorySchemesIndex', name: 'Trajectory schemes', icon: 'NodeIndexOutlined', buttons: crud('TrajectorySchemes') }],
  },
  {
    population: AccountType.Backstage,
    name: 'WarehouseManagement',
    path: '/warehouse',
    icon: 'HomeOutlined',
    sort: 4,
    firstPageSort: 20,
    pages: [{ router: 'GlobalCountriesIndex', name: 'Countries and regions', icon: 'GlobalOutlined', buttons: [], viewWithoutButtons: true }],
  },
];

/** The base currency (rate 1) first; rates are demo figures, not market data. Names in Simplified, then Traditional Chinese. */
const DEMO_CURRENCIES = [
  { name: ['人民币', '人民幣'], currencyCode: 'CNY', exchangeRate: '1', symbol: '¥' },
  { name: ['美元', '美元'], currencyCode: 'USD', exchangeRate: '7.1', symbol: '$' },
  { name: ['港币', '港幣'], currencyCode: 'HKD', exchangeRate: '0.91', symbol: 'HK$' },
  { name: ['新台币', '新臺幣'], currencyCode: 'TWD', exchangeRate: '0.22', symbol: 'NT$' },
  { name: ['澳门元', '澳門幣'], currencyCode: 'MOP', exchangeRate: '0.88', symbol: 'MOP$' },
  { name: ['欧元', '歐元'], currencyCode: 'EUR', exchangeRate: '7.75', symbol: '€', effectiveOrNot: false },
] as const;

const DEMO_EXPENSE_TYPES = [
  { name: ['运费', '運費'], code: 'FRT', systemVariables: 'Freight', explain: ['按所选线路的计费重收取', '按所選線路的計費重收取'] },
  { name: ['燃油附加费', '燃油附加費'], code: 'FUEL', systemVariables: 'FuelSurcharge', explain: ['随承运商每月燃油费率浮动', '隨承運商每月燃油費率浮動'] },
  { name: ['偏远地区附加费', '偏遠地區附加費'], code: 'REMOTE', systemVariables: 'RemoteAreaFee', explain: ['承运商列为偏远地区的邮编收取', '承運商列為偏遠地區的郵遞區號收取'] },
  { name: ['增值服务费', '加值服務費'], code: 'VAS', systemVariables: 'ValueAddedService', explain: ['拍照、加固、重新包装等', '拍照、加固、重新包裝等'] },
  { name: ['仓储费', '倉儲費'], code: 'STORAGE', systemVariables: 'StorageFee', explain: ['免租期后按天收取', '免租期後按天收取'] },
  { name: ['保险费', '保險費'], code: 'INS', systemVariables: 'Insurance', explain: ['按申报价值的比例收取', '按申報價值的比例收取'] },
  { name: ['关税及税费', '關稅及稅費'], code: 'TAX', systemVariables: 'Tax', explain: ['为收件人代缴的进口关税（DDP）', '為收件人代繳的進口關稅（DDP）'] },
  { name: ['手工调整', '手動調整'], code: 'ADJ', systemVariables: '', explain: ['员工在账单上录入', '員工在帳單上輸入'] },
] as const;

const DEMO_HELP_TUTORIAL_TYPES = [
  ['新手入门', '新手入門'],
  ['预报与签收', '預報與簽收'],
  ['发货与派送', '發貨與派送'],
  ['支付与账单', '付款與帳單'],
  ['清关与违禁品', '清關與違禁品'],
] as const;

const DEMO_SCHEMES = [
  {
    name: ['空运标准轨迹', '空運標準軌跡'],
    remarks: ['深圳空运出境', '深圳空運出境'],
    steps: [
      { content: ['已收到货件信息', '已收到貨件資訊'], location: ['深圳', '深圳'], intervalHours: 0 },
      { content: ['已离开始发处理中心', '已離開始發處理中心'], location: ['深圳', '深圳'], intervalHours: 4 },
      { content: ['出口清关完成', '出口清關完成'], location: ['香港', '香港'], intervalHours: 12 },
      { content: ['已随航班起飞', '已隨航班起飛'], location: ['香港国际机场', '香港國際機場'], intervalHours: 8 },
      { content: ['已到达目的地机场', '已抵達目的地機場'], location: ['', ''], intervalHours: 16 },
      { content: ['进口清关完成', '進口清關完成'], location: ['', ''], intervalHours: 24 },
      { content: ['已交当地承运商派送', '已交當地承運商派送'], location: ['', ''], intervalHours: 12 },
    ],
  },
  {
    name: ['香港快线', '香港快線'],
    remarks: ['跨境陆运，次日达', '跨境陸運，隔日達'],
    steps: [
      { content: ['已离开始发处理中心', '已離開始發處理中心'], location: ['深圳', '深圳'], intervalHours: 0 },
      { content: ['已通过深港口岸', '已通過深港口岸'], location: ['皇岗口岸', '皇崗口岸'], intervalHours: 6 },
      { content: ['派送中', '派送中'], location: ['香港', '香港'], intervalHours: 10 },
    ],
  },
] as const;

/**
 * Currencies, expense types, help tutorial types and trajectory schemes: their menus, views and
 * buttons granted to the platform and site administrators, and demo rows for each demo site. The
 * countries and regions are not demo data: every installation loads them (globalCountries).
 */
export async function seedReferenceData(tx: Executor) {
  for (const group of GROUPS) await grantPages(tx, ['platform-admin', 'site-admin'], await seedMenuGroup(tx, group));

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const { id: siteId, code } of demoSites) {
    const w = wordsOf(code);
    await tx.insert(currencies).values(DEMO_CURRENCIES.map((c) => ({ siteId, ...c, name: w(c.name) })));
    await tx.insert(expenseTypes).values(DEMO_EXPENSE_TYPES.map((e, i) => ({ siteId, ...e, name: w(e.name), explain: w(e.explain), displayOrder: (i + 1) * 10 })));
    await tx.insert(helpTutorialTypes).values(DEMO_HELP_TUTORIAL_TYPES.map((name, i) => ({ siteId, name: w(name), displayOrder: i + 1 })));
    for (const scheme of DEMO_SCHEMES) {
      const [row] = await tx.insert(trajectorySchemes).values({ siteId, name: w(scheme.name), remarks: w(scheme.remarks) }).returning({ id: trajectorySchemes.id });
      await tx
        .insert(trajectorySchemeSteps)
        .values(scheme.steps.map((s, sequence) => ({ siteId, schemeId: row!.id, sequence, content: w(s.content), location: w(s.location), intervalHours: s.intervalHours })));
    }
  }
}
