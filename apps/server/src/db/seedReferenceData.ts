import { inArray } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { currencies, expenseTypes, helpTutorialTypes, sites, trajectorySchemes, trajectorySchemeSteps } from './schema.ts';
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

/** The base currency (rate 1) first; rates are demo figures, not market data. */
const DEMO_CURRENCIES = [
  { name: 'Chinese yuan', currencyCode: 'CNY', exchangeRate: '1', symbol: '¥' },
  { name: 'US dollar', currencyCode: 'USD', exchangeRate: '7.1', symbol: '$' },
  { name: 'Hong Kong dollar', currencyCode: 'HKD', exchangeRate: '0.91', symbol: 'HK$' },
  { name: 'New Taiwan dollar', currencyCode: 'TWD', exchangeRate: '0.22', symbol: 'NT$' },
  { name: 'Macanese pataca', currencyCode: 'MOP', exchangeRate: '0.88', symbol: 'MOP$' },
  { name: 'Euro', currencyCode: 'EUR', exchangeRate: '7.75', symbol: '€', effectiveOrNot: false },
];

const DEMO_EXPENSE_TYPES = [
  { name: 'Freight', code: 'FRT', systemVariables: 'Freight', explain: 'Charged by billing weight on the chosen route' },
  { name: 'Fuel surcharge', code: 'FUEL', systemVariables: 'FuelSurcharge', explain: 'Follows the carrier’s monthly fuel rate' },
  { name: 'Remote area fee', code: 'REMOTE', systemVariables: 'RemoteAreaFee', explain: 'For postal codes the carrier lists as remote' },
  { name: 'Value-added services', code: 'VAS', systemVariables: 'ValueAddedService', explain: 'Photos, reinforcement, repacking…' },
  { name: 'Storage fee', code: 'STORAGE', systemVariables: 'StorageFee', explain: 'Per day after the rent-free days' },
  { name: 'Insurance', code: 'INS', systemVariables: 'Insurance', explain: 'A share of the declared value' },
  { name: 'Duties and taxes', code: 'TAX', systemVariables: 'Tax', explain: 'Import duties paid for the recipient (DDP)' },
  { name: 'Manual adjustment', code: 'ADJ', systemVariables: '', explain: 'Entered by staff on a bill' },
];

const DEMO_HELP_TUTORIAL_TYPES = ['Getting started', 'Forecast and receiving', 'Shipping and delivery', 'Payment and billing', 'Customs and prohibited items'];

const DEMO_SCHEMES = [
  {
    name: 'Air freight, standard',
    remarks: 'Shenzhen to overseas by air',
    steps: [
      { content: 'Shipment information received', location: 'Shenzhen', intervalHours: 0 },
      { content: 'Departed the origin facility', location: 'Shenzhen', intervalHours: 4 },
      { content: 'Export customs clearance completed', location: 'Hong Kong', intervalHours: 12 },
      { content: 'Departed on the flight', location: 'Hong Kong International Airport', intervalHours: 8 },
      { content: 'Arrived at the destination airport', location: '', intervalHours: 16 },
      { content: 'Import customs clearance completed', location: '', intervalHours: 24 },
      { content: 'Handed to the local carrier for delivery', location: '', intervalHours: 12 },
    ],
  },
  {
    name: 'Hong Kong express',
    remarks: 'Cross-border truck, next day',
    steps: [
      { content: 'Departed the origin facility', location: 'Shenzhen', intervalHours: 0 },
      { content: 'Cleared the Shenzhen–Hong Kong border', location: 'Huanggang port', intervalHours: 6 },
      { content: 'Out for delivery', location: 'Hong Kong', intervalHours: 10 },
    ],
  },
];

/**
 * Currencies, expense types, help tutorial types and trajectory schemes: their menus, views and
 * buttons granted to the platform and site administrators, and demo rows for each demo site. The
 * countries and regions are not demo data: every installation loads them (globalCountries).
 */
export async function seedReferenceData(tx: Executor) {
  for (const group of GROUPS) await grantPages(tx, ['platform-admin', 'site-admin'], await seedMenuGroup(tx, group));

  const demoSites = await tx.select({ id: sites.id }).from(sites).where(inArray(sites.code, ['demo', 'harbor']));
  for (const { id: siteId } of demoSites) {
    await tx.insert(currencies).values(DEMO_CURRENCIES.map((c) => ({ siteId, ...c })));
    await tx.insert(expenseTypes).values(DEMO_EXPENSE_TYPES.map((e, i) => ({ siteId, ...e, displayOrder: (i + 1) * 10 })));
    await tx.insert(helpTutorialTypes).values(DEMO_HELP_TUTORIAL_TYPES.map((name, i) => ({ siteId, name, displayOrder: i + 1 })));
    for (const scheme of DEMO_SCHEMES) {
      const [row] = await tx.insert(trajectorySchemes).values({ siteId, name: scheme.name, remarks: scheme.remarks }).returning({ id: trajectorySchemes.id });
      await tx.insert(trajectorySchemeSteps).values(scheme.steps.map((s, sequence) => ({ siteId, schemeId: row!.id, sequence, ...s })));
    }
  }
}
