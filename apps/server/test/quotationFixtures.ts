import { AccountType } from '@lbo/contracts';
import { carriers, cargoTypes, currencies, expenseTypes, roles, typeOfShippings, userRoles, warehouses } from '../src/db/schema.ts';
import type { TestApp, TestSite, TestUser } from './helpers.ts';

/** What a transfer quotation names, made in one site: currencies, a shipping method, fees, a carrier, a warehouse, customer groups. */
export interface QuotationReferences {
  cny: number;
  usd: number;
  air: number;
  freight: number;
  insurance: number;
  carrier: number;
  warehouse: number;
  battery: number;
  vip: number;
  wholesale: number;
}

export async function quotationReferences(t: TestApp, site: TestSite): Promise<QuotationReferences> {
  const siteId = site.id;
  const [cny, usd] = await t.db
    .insert(currencies)
    .values([
      { siteId, name: 'Chinese yuan', currencyCode: 'CNY', exchangeRate: '1' },
      { siteId, name: 'US dollar', currencyCode: 'USD', exchangeRate: '7.1' },
    ])
    .returning({ id: currencies.id });
  const [air] = await t.db.insert(typeOfShippings).values({ siteId, name: 'Air express', minAging: 3, maxAging: 5 }).returning({ id: typeOfShippings.id });
  const [freight, insurance] = await t.db
    .insert(expenseTypes)
    .values([
      { siteId, name: 'Fuel surcharge', code: 'FUEL' },
      { siteId, name: 'Insurance', code: 'INS' },
    ])
    .returning({ id: expenseTypes.id });
  const [carrier] = await t.db.insert(carriers).values({ siteId, name: 'YunExpress', interface: 3 }).returning({ id: carriers.id });
  const [warehouse] = await t.db.insert(warehouses).values({ siteId, name: 'Shenzhen', personInCharge: 'Lee' }).returning({ id: warehouses.id });
  const [battery] = await t.db.insert(cargoTypes).values({ siteId, name: 'Battery' }).returning({ id: cargoTypes.id });
  const [vip, wholesale] = await t.db
    .insert(roles)
    .values([
      { siteId, population: AccountType.SiteUser, name: 'VIP', code: `vip${siteId}` },
      { siteId, population: AccountType.SiteUser, name: 'Wholesale', code: `wholesale${siteId}` },
    ])
    .returning({ id: roles.id });
  return { cny: cny!.id, usd: usd!.id, air: air!.id, freight: freight!.id, insurance: insurance!.id, carrier: carrier!.id, warehouse: warehouse!.id, battery: battery!.id, vip: vip!.id, wholesale: wholesale!.id };
}

/** Puts a portal user in a customer group besides the role createUser gave them. */
export async function joinGroup(t: TestApp, user: TestUser, roleId: number) {
  await t.db.insert(userRoles).values({ siteId: user.siteId, userId: user.id, roleId });
}

/** A valid quotation body: 0–2 kg and 2–30 kg by weight in CNY by air. */
export const quotationBody = (refs: QuotationReferences, overrides: Record<string, unknown> = {}) => ({
  Name: 'Air express US',
  CurrencyId: refs.cny,
  TypeOfShippingId: refs.air,
  VolumeRatio: '6000',
  EffectiveDate: '2020-01-01',
  Ranges: [
    { StartingRange: '0', EndRange: '2', FirstWeightUnitPrice: '40', UnitPrice: '20', AdditionalCost: '5' },
    { StartingRange: '2', EndRange: '30', FirstWeightUnitPrice: '40', UnitPrice: '15' },
  ],
  ...overrides,
});
