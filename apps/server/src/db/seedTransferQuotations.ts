import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, cargoType, carrier, freightCalculator, transferQuotation, typeOfShipping, warehouse } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { cargoTypes, carriers, currencies, expenseTypes, roles, sites, transferQuotationRanges, transferQuotations, transferQuotationSurcharges, typeOfShippings } from './schema.ts';
import { DEMO_SITE_CODES, wordsOf, type DemoWords } from './demoLanguage.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';


/** What the freight calculator page of the portal asks for besides the calculation: the warehouses, carriers and cargo types to choose from. */
const CALCULATOR_CALLS = [freightCalculator.calculateFreight, transferQuotation.getAvailableTransferQuotations, warehouse.getSiteJoinWarehouseBySiteId, carrier.getSelectCarrierAlias, cargoType.getSelectCargoTypes, typeOfShipping.getSelectTypeOfShipping].map(
  (c) => c.path,
);

type Range = [start: string, end: string, first: string, unit: string, additional?: string];
interface SurchargeSeed {
  expense: string;
  code?: string;
  source: transferQuotation.TriggerDataSource;
  rule?: transferQuotation.TriggerRule;
  value?: string;
  /** a CargoType trigger's cargo type, by name */
  cargoType?: DemoWords;
  amount: string;
  method: transferQuotation.CalculationMethod;
  minimum?: string;
  freeWeight?: string;
  refundable?: boolean;
}
/** Names (the quotation's, and those of the shipping method, carriers and cargo types it refers to) in Simplified, then Traditional Chinese, as seedLogisticsLists writes them. */
interface QuotationSeed {
  name: DemoWords;
  currency: string;
  shipping: DemoWords;
  carriers?: DemoWords[];
  groups?: string[];
  countries?: string[];
  volumeRatio?: string;
  split?: string;
  minimum?: string;
  carry?: string;
  taxRate?: string;
  effective?: boolean;
  from?: string;
  until?: string;
  order: number;
  ranges: Range[];
  surcharges?: SurchargeSeed[];
}

/** Rates as a forwarder might publish them (CNY unless named); not market data. */
const DEMO_QUOTATIONS: QuotationSeed[] = [
  {
    name: ['北美空运特快', '北美空運特快'],
    currency: 'CNY',
    shipping: ['空运特快', '空運特快'],
    carriers: [['顺丰国际', '順豐國際']],
    countries: ['US', 'CA'],
    split: '0.3',
    minimum: '0.5',
    carry: '0.5',
    order: 1,
    ranges: [
      ['0', '2', '88', '32'],
      ['2', '10', '88', '28'],
      ['10', '30', '88', '24', '30'],
    ],
    surcharges: [
      { expense: 'FUEL', source: 'Always', amount: '12', method: 'PercentOfFreight' },
      { expense: 'INS', source: 'DeclaredValue', rule: 'GreaterThan', value: '500', amount: '1', method: 'PercentOfDeclaredValue', minimum: '5', refundable: true },
      { expense: 'REMOTE', code: 'OVERSIZE', source: 'LongestSide', rule: 'GreaterThan', value: '120', amount: '150', method: 'Fixed' },
    ],
  },
  {
    name: ['亚洲经济线', '亞洲經濟線'],
    currency: 'CNY',
    shipping: ['空运经济', '空運經濟'],
    carriers: [['云途标准', '雲途標準']],
    countries: ['HK', 'MO', 'TW', 'SG', 'JP', 'KR'],
    carry: '0.1',
    order: 2,
    ranges: [
      ['0', '3', '26', '9'],
      ['3', '20', '26', '7.5'],
    ],
    surcharges: [{ expense: 'REMOTE', code: 'BATTERY', source: 'CargoType', rule: 'In', cargoType: ['内置电池', '內建電池'], amount: '15', method: 'Fixed' }],
  },
  {
    name: ['全球经济线', '全球經濟線'],
    currency: 'CNY',
    shipping: ['空运经济', '空運經濟'],
    split: '0.5',
    carry: '0.5',
    order: 5,
    ranges: [
      ['0', '2', '45', '18'],
      ['2', '30', '45', '15'],
    ],
    surcharges: [
      { expense: 'FUEL', source: 'Always', amount: '8', method: 'PercentOfFreight' },
      { expense: 'INS', source: 'DeclaredValue', rule: 'GreaterThan', value: '300', amount: '1.5', method: 'PercentOfDeclaredValue', minimum: '6', refundable: true },
    ],
  },
  {
    name: ['欧洲经济线（美元）', '歐洲經濟線（美元）'],
    currency: 'USD',
    shipping: ['空运经济', '空運經濟'],
    countries: ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'],
    volumeRatio: '5000',
    carry: '0.5',
    taxRate: '20',
    order: 3,
    ranges: [
      ['0', '5', '14', '6.5'],
      ['5', '30', '14', '5.8'],
    ],
    surcharges: [{ expense: 'FUEL', source: 'Always', amount: '0.35', method: 'PerBilledKg' }],
  },
  {
    name: ['VIP 海运', 'VIP 海運'],
    currency: 'CNY',
    shipping: ['海运', '海運'],
    groups: ['vip'],
    minimum: '10',
    carry: '1',
    order: 4,
    ranges: [['0', '500', '180', '9']],
    surcharges: [{ expense: 'FUEL', source: 'BilledWeight', rule: 'GreaterThan', value: '100', amount: '2', method: 'PerBilledKg', freeWeight: '100' }],
  },
  {
    name: ['北美空运特快（2025 年价格）', '北美空運特快（2025 年價格）'],
    currency: 'CNY',
    shipping: ['空运特快', '空運特快'],
    countries: ['US', 'CA'],
    effective: false,
    from: '2025-01-01',
    until: '2025-12-31',
    order: 9,
    ranges: [['0', '30', '95', '30']],
  },
];

/**
 * Transfer quotations and the freight calculator: the quotation list and the calculator under the
 * back office's "Quotations" (shared with the warehouse quotations), granted to the administrators;
 * the calculator and the available quotations in the portal, granted to the customer groups with
 * the pickers the calculator uses; per demo site the quotations above.
 */
export async function seedTransferQuotations(tx: Executor) {
  const staffPages = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'QuotationManagement',
    path: '/quotation',
    icon: 'AccountBookOutlined',
    sort: 7,
    firstPageSort: 0,
    pages: [
      {
        router: 'TransferQuotationsIndex',
        name: 'Transfer quotations',
        icon: 'DollarOutlined',
        buttons: ['Add', 'Edit', 'Delete', 'Detail', 'Copy', 'Enable', 'Disable'].map((action) => `TransferQuotations.${action}`),
      },
      { router: 'FreightCalculatorIndex', name: 'Freight calculator', icon: 'CalculatorOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staffPages);
  const portalPages = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'QuotationCenter',
    path: '/quotation',
    icon: 'AccountBookOutlined',
    sort: 2,
    firstPageSort: 0,
    pages: [
      { router: 'FreightCalculatorIndex', name: 'Freight calculator', icon: 'CalculatorOutlined', buttons: [] },
      { router: 'AvailableQuotationsIndex', name: 'Available quotations', icon: 'DollarOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portalPages, CALCULATOR_CALLS);

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const { id: siteId, code } of demoSites) await seedSiteQuotations(tx, siteId, wordsOf(code));
}

async function seedSiteQuotations(tx: Executor, siteId: number, w: ReturnType<typeof wordsOf>) {
  const byName = async <T extends { id: number; key: string }>(rows: Promise<T[]>) => new Map((await rows).map((r) => [r.key, r.id]));
  const currency = await byName(tx.select({ id: currencies.id, key: currencies.currencyCode }).from(currencies).where(eq(currencies.siteId, siteId)));
  const shipping = await byName(tx.select({ id: typeOfShippings.id, key: typeOfShippings.name }).from(typeOfShippings).where(eq(typeOfShippings.siteId, siteId)));
  const carrierIds = await byName(tx.select({ id: carriers.id, key: carriers.name }).from(carriers).where(eq(carriers.siteId, siteId)));
  const expense = await byName(tx.select({ id: expenseTypes.id, key: expenseTypes.code }).from(expenseTypes).where(eq(expenseTypes.siteId, siteId)));
  const cargo = await byName(tx.select({ id: cargoTypes.id, key: cargoTypes.name }).from(cargoTypes).where(eq(cargoTypes.siteId, siteId)));
  const groups = await byName(tx.select({ id: roles.id, key: roles.code }).from(roles).where(and(eq(roles.siteId, siteId), eq(roles.population, AccountType.SiteUser))));
  const ids = (names: string[] | undefined, found: Map<string, number>) => (names ?? []).flatMap((n) => found.get(n) ?? []);
  const names = (words: DemoWords[] | undefined) => words?.map(w);

  for (const q of DEMO_QUOTATIONS) {
    const [row] = await tx
      .insert(transferQuotations)
      .values({
        siteId,
        name: w(q.name),
        currencyId: currency.get(q.currency) ?? null,
        typeOfShippingId: shipping.get(w(q.shipping)) ?? null,
        billingMode: 'Weight',
        volumeRatio: q.volumeRatio ?? '6000',
        splitThrowingRatio: q.split ?? '0',
        minimumBillingWeight: q.minimum ?? '0',
        carry: q.carry ?? '0',
        taxInclusive: q.taxRate === undefined,
        taxInclusiveUnitPrice: q.taxRate ?? '0',
        isEffective: q.effective ?? true,
        effectiveDate: q.from ?? '2026-01-01',
        deadline: q.until ?? null,
        displayOrder: q.order,
        carrierIds: ids(names(q.carriers), carrierIds),
        customerGroupIds: ids(q.groups, groups),
        countryCodes: q.countries ?? [],
      })
      .returning({ id: transferQuotations.id });
    const quotationId = row!.id;
    await tx.insert(transferQuotationRanges).values(
      q.ranges.map(([startingRange, endRange, firstWeightUnitPrice, unitPrice, additionalCost], sequence) => ({ siteId, quotationId, sequence, startingRange, endRange, firstWeightUnitPrice, unitPrice, additionalCost: additionalCost ?? '0' })),
    );
    if (!q.surcharges) continue;
    await tx.insert(transferQuotationSurcharges).values(
      q.surcharges.map((s, sequence) => ({
        siteId,
        quotationId,
        sequence,
        expenseTypeId: expense.get(s.expense) ?? null,
        code: s.code ?? s.expense,
        triggerDataSource: s.source,
        triggerRule: s.rule ?? 'GreaterThan',
        // Cargo types are named here and stored by id, as the form stores them.
        triggerValue: s.cargoType ? String(cargo.get(w(s.cargoType)) ?? '') : (s.value ?? ''),
        amountOfMoney: s.amount,
        calculationMethod: s.method,
        miniMumMoney: s.minimum ?? '0',
        freeWeight: s.freeWeight ?? '0',
        allowRefunds: s.refundable ?? false,
      })),
    );
  }
}
