import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, ErrorCode, freightCalculator as calculator, transferQuotation as quotations } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { joinGroup, quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let customer: TestUser;
let vipCustomer: TestUser;
let refs: QuotationReferences;
let otherRefs: QuotationReferences;
const ids: Record<string, number> = {};

const portalCalls = [calculator.calculateFreight, quotations.getAvailableTransferQuotations];
const range = (StartingRange: string, EndRange: string, FirstWeightUnitPrice: string, UnitPrice: string) => ({ StartingRange, EndRange, FirstWeightUnitPrice, UnitPrice });
const insurance = () => ({ ExpenseTypeId: refs.insurance, TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterThan', TriggerValue: '200', AmountOfMoney: '2', CalculationMethod: 'PercentOfDeclaredValue' });

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  customer = await createUser(t, { site, type: 'user', grants: portalCalls });
  vipCustomer = await createUser(t, { site, type: 'user', grants: portalCalls });
  refs = await quotationReferences(t, site);
  otherRefs = await quotationReferences(t, otherSite);
  await joinGroup(t, vipCustomer, refs.vip);
  const otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  const add = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await call(t, quotations.addTransferQuotation, body, { token: user.token });
    expect([res.Code, res.Message]).toEqual([0, 'Success']);
    return res.Data.Id;
  };
  ids.express = await add(admin, quotationBody(refs, { Name: 'Express', Ranges: [range('0', '30', '60', '25')], Surcharges: [insurance()] }));
  ids.economy = await add(admin, quotationBody(refs, { Name: 'Economy', Ranges: [range('0', '30', '30', '12')], CountryCodes: ['US', 'CA'] }));
  ids.vip = await add(admin, quotationBody(refs, { Name: 'VIP line', Ranges: [range('0', '30', '20', '8')], CustomerGroupIds: [refs.vip] }));
  ids.expired = await add(admin, quotationBody(refs, { Name: 'Expired', Ranges: [range('0', '30', '1', '1')], Deadline: '2020-06-30' }));
  ids.off = await add(admin, quotationBody(refs, { Name: 'Switched off', Ranges: [range('0', '30', '1', '1')], IsEffective: false }));
  ids.japan = await add(admin, quotationBody(refs, { Name: 'Japan only', Ranges: [range('0', '30', '1', '1')], CountryCodes: ['JP'] }));
  ids.theirs = await add(otherAdmin, quotationBody(otherRefs, { Name: 'Their line', Ranges: [range('0', '30', '1', '1')] }));
});
afterAll(() => t.close());

const parcel = (overrides: Record<string, unknown> = {}) => ({
  Pieces: [{ WeightKg: '1.2', LengthCm: '30', WidthCm: '20', HeightCm: '15', Quantity: 1 }],
  DeclaredValue: '300',
  CountryCode: 'US',
  WarehouseId: refs.warehouse,
  ...overrides,
});
const price = (user: TestUser, body: Record<string, unknown>, language: '1' | '2' | '3' = '3') => call(t, calculator.calculateFreight, body, { token: user.token, language });
const names = (res: { Data: { Options: { QuotationName: string }[] } }) => res.Data.Options.map((o) => o.QuotationName);

describe('pricing a parcel', () => {
  it('offers a customer the quotations of their groups in force for the destination, cheapest first, each with its breakdown', async () => {
    const res = await price(customer, parcel());
    expect(res.Code).toBe(0);
    expect(names(res)).toEqual(['Economy', 'Express']);
    const totals = res.Data.Options.map((o) => new Decimal(o.TotalInCustomerCurrency));
    expect(totals[0]!.lte(totals[1]!)).toBe(true);
    for (const option of res.Data.Options) {
      expect(option).toMatchObject({ TypeOfShippingName: 'Air express', MinAgingDays: 3, MaxAgingDays: 5, CurrencyCode: 'CNY', CustomerCurrencyCode: 'CNY' });
      expect(option.BilledWeightSteps.length).toBeGreaterThan(0);
      // The total is its items, to the cent.
      expect(option.Items.reduce((sum, item) => sum.plus(item.Amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(option.Total).toFixed(2));
    }
    const express = res.Data.Options.find((o) => o.QuotationName === 'Express')!;
    expect(express.Items.map((i) => [i.Kind, i.Code])).toEqual([
      ['Freight', 'Freight'],
      ['Surcharge', 'INS'],
    ]);
    // 2% of the declared 300.
    expect(new Decimal(express.Items[1]!.Amount).toFixed(2)).toBe('6.00');
    expect(express.Items[1]!.Explanation).not.toBe('');
  });

  it('writes the breakdown in the caller’s language', async () => {
    // 1.2 kg, 30 × 20 × 15 / 6000 = 1.5 kg billed; no carry: 60 + 1.5 × 25 = 97.50; insurance 2% of 300 = 6.00.
    const words = async (language: '1' | '2' | '3') => {
      const express = (await price(customer, parcel(), language)).Data.Options.find((o) => o.QuotationName === 'Express')!;
      return { steps: express.BilledWeightSteps, items: express.Items.map((i) => [i.Name, i.Amount, i.Explanation]) };
    };
    expect(await words('1')).toEqual({
      steps: ['实重：Σ 单件重量 × 件数 = 1.2 kg', '体积重：Σ 长 × 宽 × 高 / 6000 × 件数 = 1.5 kg', '分泡比例 0：1.2 kg + (1.5 kg − 1.2 kg) × (1 − 0) = 1.5 kg'],
      items: [
        ['运费', '97.50', '重量段 0–30 kg：基本运费 60.00 + 1.5 kg × 25.00/kg = 97.50'],
        ['Insurance', '6.00', '申报价值 300.00 > 200：申报价值 300.00 × 2% = 6.00'],
      ],
    });
    expect((await words('2')).items[0]).toEqual(['運費', '97.50', '重量段 0–30 kg：基本運費 60.00 + 1.5 kg × 25.00/kg = 97.50']);
    expect((await words('3')).items[1]).toEqual(['Insurance', '6.00', 'Declared value 300.00 > 200: 2% of declared value 300.00 = 6.00']);
  });

  it('charges the insurance only when the declared value is above its trigger', async () => {
    const res = await price(customer, parcel({ DeclaredValue: '150' }));
    expect(res.Data.Options.find((o) => o.QuotationName === 'Express')!.Items.map((i) => i.Code)).toEqual(['Freight']);
  });

  it('gives a customer group its own quotation, and staff the prices of the customer they name or of everyone', async () => {
    expect(names(await price(vipCustomer, parcel()))).toEqual(['VIP line', 'Economy', 'Express']);
    expect(names(await price(admin, parcel({ UserId: customer.id })))).toEqual(['Economy', 'Express']);
    expect(names(await price(admin, parcel()))).toEqual(['VIP line', 'Economy', 'Express']);
    expect(names(await price(admin, parcel({ CountryCode: 'JP' })))).toEqual(['Japan only', 'VIP line', 'Express']);
  });

  it('shows totals in the customer’s currency by the site’s rates', async () => {
    const res = await price(customer, parcel({ CurrencyId: refs.usd }));
    expect(res.Data.CustomerCurrencyCode).toBe('USD');
    for (const option of res.Data.Options) {
      expect(option.CustomerCurrencyCode).toBe('USD');
      expect(option.TotalInCustomerCurrency).toBe(new Decimal(option.Total).div('7.1').toFixed(2, Decimal.ROUND_HALF_UP));
    }
  });

  it('refuses bad input with Code 2 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [parcel({ Pieces: [] }), 'Pieces: cannot be empty'],
      [parcel({ Pieces: [{ WeightKg: '0', LengthCm: '1', WidthCm: '1', HeightCm: '1' }] }), 'Pieces.0.WeightKg: cannot be zero'],
      [parcel({ Pieces: [{ WeightKg: 'heavy', LengthCm: '1', WidthCm: '1', HeightCm: '1' }] }), 'Pieces.0.WeightKg: must be a valid number'],
      [parcel({ CountryCode: 'XX' }), 'CountryCode: XX is not a country code'],
      [parcel({ WarehouseId: undefined }), 'WarehouseId: cannot be empty'],
      [parcel({ DeclaredValue: '-5' }), 'DeclaredValue: cannot be negative'],
      [parcel({ CurrencyId: otherRefs.usd }), `CurrencyId: ${otherRefs.usd} is not an effective currency of this site`],
      [parcel({ CarrierId: otherRefs.carrier }), `CarrierId: carrier ${otherRefs.carrier} does not exist in this site`],
      [parcel({ UserId: vipCustomer.id }), 'UserId: only staff may price for another customer'],
    ];
    for (const [body, message] of cases) {
      const res = await price(customer, body);
      expect([res.status, res.Code, res.Message], message).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect((await price(customer, parcel({ CountryCode: 'XX' }), '1')).Message).toBe('CountryCode：XX 不是国家或地区代码');
  });
});

describe('access', () => {
  it('never prices with another site’s quotations, warehouses or customers', async () => {
    expect(names(await price(admin, parcel()))).not.toContain('Their line');
    expect((await price(customer, parcel({ WarehouseId: otherRefs.warehouse }))).Message).toBe('WarehouseId: the warehouse does not exist, is disabled or is not available to you');
    const stranger = await createUser(t, { site: otherSite, type: 'user' });
    expect((await price(admin, parcel({ UserId: stranger.id }))).Message).toBe('UserId: the customer does not exist in this site');
  });

  it('refuses callers without the permission (403) and anonymous ones (401)', async () => {
    const nobody = await createUser(t, { site, type: 'user' });
    const staff = await createUser(t, { site });
    for (const user of [nobody, staff]) expect((await price(user, parcel())).status).toBe(403);
    expect((await call(t, calculator.calculateFreight, parcel())).status).toBe(401);
    expect((await call(t, quotations.getAvailableTransferQuotations, {}, { token: nobody.token })).status).toBe(403);
    // Staff read the quotation list itself; the customers' summary is the portal's.
    expect((await call(t, quotations.getAvailableTransferQuotations, {}, { token: admin.token })).status).toBe(403);
  });
});

describe('available quotations', () => {
  it('lists the quotations in force for the customer’s groups with their ranges and surcharges', async () => {
    const res = await call(t, quotations.getAvailableTransferQuotations, {}, { token: customer.token });
    expect(res.Code).toBe(0);
    expect(res.Data.map((q) => q.Name)).toEqual(['Economy', 'Express', 'Japan only']);
    expect(res.Data.find((q) => q.Name === 'Express')).toMatchObject({
      CurrencyCode: 'CNY',
      TypeOfShippingName: 'Air express',
      Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '60', UnitPrice: '25' }],
      Surcharges: [{ ExpenseTypeName: 'Insurance', TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterThan', TriggerValue: '200', AmountOfMoney: '2' }],
    });
    const vip = await call(t, quotations.getAvailableTransferQuotations, { CountryCode: 'us' }, { token: vipCustomer.token });
    expect(vip.Data.map((q) => q.Name)).toEqual(['Economy', 'Express', 'VIP line']);
  });
});

describe('quotations changed between two prices', () => {
  // Pricing keeps each site's quotations compiled while their tables are unchanged: a change must show in the next price.
  const totalOf = async (name: string) => (await price(customer, parcel())).Data.Options.find((o) => o.QuotationName === name)?.Total;
  const express = (firstWeight: string) => ({ Id: ids.express, ...quotationBody(refs, { Name: 'Express', Ranges: [range('0', '30', firstWeight, '25')], Surcharges: [insurance()] }) });

  it('prices an edited range and a quotation switched off and on again', async () => {
    const before = await totalOf('Express');
    expect(before).toBeDefined();
    expect((await call(t, quotations.editTransferQuotation, express('70'), { token: admin.token })).Code).toBe(0);
    expect(await totalOf('Express')).toBe(new Decimal(before!).plus(10).toFixed(2));
    expect((await call(t, quotations.disableTransferQuotations, { Ids: [ids.express] }, { token: admin.token })).Code).toBe(0);
    expect(names(await price(customer, parcel()))).not.toContain('Express');
    expect((await call(t, quotations.enableTransferQuotations, { Ids: [ids.express] }, { token: admin.token })).Code).toBe(0);
    expect((await call(t, quotations.editTransferQuotation, express('60'), { token: admin.token })).Code).toBe(0);
    expect(await totalOf('Express')).toBe(before);
  });

  it('converts by an exchange rate edited since the last price', async () => {
    const usdTotal = async () => (await price(customer, parcel({ CurrencyId: refs.usd }))).Data.Options.find((o) => o.QuotationName === 'Express')!;
    const before = await usdTotal();
    const usd = (ExchangeRate: string) => ({ Id: refs.usd, Name: 'US dollar', CurrencyCode: 'USD', ExchangeRate });
    expect((await call(t, currencies.editCurrency, usd('7.2'), { token: admin.token })).Code).toBe(0);
    // The declared value is in dollars too: its insurance in yuan follows the rate.
    const after = await usdTotal();
    expect(after.TotalInCustomerCurrency).toBe(new Decimal(after.Total).div('7.2').toFixed(2, Decimal.ROUND_HALF_UP));
    expect(new Decimal(after.Total).greaterThan(before.Total)).toBe(true);
    expect((await call(t, currencies.editCurrency, usd('7.1'), { token: admin.token })).Code).toBe(0);
    expect((await usdTotal()).TotalInCustomerCurrency).toBe(before.TotalInCustomerCurrency);
  });
});
