import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, transferQuotation as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { quotationBody, quotationReferences, type QuotationReferences } from '../../../test/quotationFixtures.ts';
import { auditLogs } from '../access/tables.ts';
import { transferQuotationRanges, transferQuotations, transferQuotationSurcharges } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;
let refs: QuotationReferences;
let otherRefs: QuotationReferences;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
  refs = await quotationReferences(t, site);
  otherRefs = await quotationReferences(t, otherSite);
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => quotationBody(refs, overrides);
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addTransferQuotation, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const fuel = () => ({ ExpenseTypeId: refs.freight, TriggerDataSource: 'Always', AmountOfMoney: '8', CalculationMethod: 'PercentOfFreight' });
const insurance = () => ({ ExpenseTypeId: refs.insurance, Code: 'INS-HV', TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterThan', TriggerValue: '200', AmountOfMoney: '1.5', CalculationMethod: 'PercentOfDeclaredValue', MiniMumMoney: '5' });
const counts = async () => ({ quotations: await t.db.$count(transferQuotations), ranges: await t.db.$count(transferQuotationRanges), surcharges: await t.db.$count(transferQuotationSurcharges) });

describe('create, read, edit, delete', () => {
  it('adds a quotation with ranges sorted by start and surcharges in order, lists it with its scope named and answers its form', async () => {
    const id = await add(
      admin,
      valid({
        Name: 'US express',
        CarrierIds: [refs.carrier],
        CustomerGroupIds: [refs.vip],
        CountryCodes: ['us', 'CA'],
        Ranges: [
          { StartingRange: '2', EndRange: '30', FirstWeightUnitPrice: '40', UnitPrice: '15' },
          { StartingRange: '0', EndRange: '2', FirstWeightUnitPrice: '40.50', UnitPrice: '20' },
        ],
        Surcharges: [fuel(), { ...insurance(), TriggerValue: '200' }, { ExpenseTypeId: refs.freight, TriggerDataSource: 'Country', TriggerRule: 'In', TriggerValue: 'us, ca', AmountOfMoney: '12', CalculationMethod: 'Fixed' }],
      }),
    );
    const list = await call(t, api.getTransferQuotations, { Name: 'US exp' }, { token: admin.token });
    expect(list.Data.Data).toEqual([
      expect.objectContaining({
        Id: id,
        CurrencyCode: 'CNY',
        TypeOfShippingName: 'Air express',
        MinAging: 3,
        MaxAging: 5,
        Carriers: [{ Id: refs.carrier, Name: 'YunExpress' }],
        CustomerGroups: [{ Id: refs.vip, Name: 'VIP' }],
        CountryCodes: ['US', 'CA'],
        RangeCount: 2,
        SurchargeCount: 3,
        InForce: true,
      }),
    ]);
    const form = await call(t, api.getEditTransferQuotation, { Id: id }, { token: admin.token });
    expect(form.Data.Ranges.map((r) => [r.StartingRange, r.EndRange, r.FirstWeightUnitPrice])).toEqual([
      ['0', '2', '40.5'],
      ['2', '30', '40'],
    ]);
    expect(form.Data.Surcharges.map((s) => [s.Code, s.ExpenseTypeName, s.TriggerValue])).toEqual([
      ['FUEL', 'Fuel surcharge', ''],
      ['INS-HV', 'Insurance', '200'],
      ['FUEL', 'Fuel surcharge', 'US,CA'],
    ]);
    const detail = await call(t, api.getTransferQuotationById, { Id: id }, { token: admin.token });
    expect(detail.Data).toMatchObject({ Name: 'US express', Ranges: form.Data.Ranges, Audits: [{ Action: 'Establish' }] });
  });

  it('replaces ranges and surcharges on save in one go, with the whole quotation before and after in the audit row', async () => {
    const id = await add(admin, valid({ Name: 'Replace me', Surcharges: [fuel()] }));
    const edited = await call(t, api.editTransferQuotation, { Id: id, ...valid({ Name: 'Replaced', Ranges: [{ StartingRange: '0', EndRange: '50', FirstWeightUnitPrice: '60', UnitPrice: '10' }], Surcharges: [] }) }, { token: admin.token });
    expect(edited.Code).toBe(0);
    expect(edited.Data).toMatchObject({ Name: 'Replaced', Ranges: [{ EndRange: '50' }], Surcharges: [] });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'TransferQuotation'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit!.before).toMatchObject({ Name: 'Replace me', Ranges: [{}, {}], Surcharges: [{ Code: 'FUEL' }] });
    expect(audit!.after).toMatchObject({ Name: 'Replaced', Ranges: [{ EndRange: '50' }], Surcharges: [] });

    expect((await call(t, api.deleteTransferQuotation, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.$count(transferQuotationRanges, eq(transferQuotationRanges.quotationId, id))).toBe(0);
    expect((await call(t, api.getEditTransferQuotation, { Id: id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
  });

  it('turns quotations off and on, and filters by effectiveness, carrier and country', async () => {
    const a = await add(admin, valid({ Name: 'Filter A', CarrierIds: [refs.carrier], CountryCodes: ['JP'] }));
    const b = await add(admin, valid({ Name: 'Filter B' }));
    const off = await call(t, api.disableTransferQuotations, { Ids: [a, b] }, { token: admin.token });
    expect(off.Data).toEqual({ Changed: 2 });
    const listed = async (q: Record<string, unknown>) => (await call(t, api.getTransferQuotations, { Name: 'Filter', ...q }, { token: admin.token })).Data.Data.map((r) => r.Name);
    expect(await listed({ IsEffective: false })).toEqual(['Filter A', 'Filter B']);
    expect((await call(t, api.enableTransferQuotations, { Ids: [a] }, { token: admin.token })).Data).toEqual({ Changed: 1 });
    expect(await listed({ IsEffective: true })).toEqual(['Filter A']);
    // A quotation for no carrier or country in particular is for every one.
    expect(await listed({ CarrierId: refs.carrier, CountryCode: 'jp' })).toEqual(['Filter A', 'Filter B']);
    expect(await listed({ CountryCode: 'FR' })).toEqual(['Filter B']);
  });

  it('copies a quotation with its ranges, surcharges and scope, not effective, under the new name', async () => {
    const source = await add(admin, valid({ Name: 'Original', CustomerGroupIds: [refs.wholesale], Surcharges: [insurance()] }));
    const copied = await call(t, api.copyTransferQuotation, { Id: source, Name: 'Original (2027)' }, { token: admin.token });
    expect(copied.Code).toBe(0);
    const form = await call(t, api.getEditTransferQuotation, { Id: copied.Data.Id }, { token: admin.token });
    const original = await call(t, api.getEditTransferQuotation, { Id: source }, { token: admin.token });
    expect(form.Data).toEqual({ ...original.Data, Id: copied.Data.Id, Name: 'Original (2027)', IsEffective: false });
    expect((await call(t, api.copyTransferQuotation, { Id: source, Name: 'Original' }, { token: admin.token })).Message).toBe('Name: already exists');
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    await add(admin, valid({ Name: 'Taken' }));
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'Taken' }), 'Name: already exists'],
      [valid({ Ranges: [] }), 'Ranges: cannot be empty'],
      [valid({ Ranges: [{ StartingRange: '0', EndRange: '2', FirstWeightUnitPrice: '1', UnitPrice: '1' }, { StartingRange: '3', EndRange: '9', FirstWeightUnitPrice: '1', UnitPrice: '1' }] }), 'Ranges.1.StartingRange: leaves a gap after the range before it; it must start where that one ends'],
      [valid({ Ranges: [{ StartingRange: '0', EndRange: '2', FirstWeightUnitPrice: '1', UnitPrice: '1' }, { StartingRange: '1', EndRange: '9', FirstWeightUnitPrice: '1', UnitPrice: '1' }] }), 'Ranges.1.StartingRange: overlaps the range before it; it must start where that one ends'],
      [valid({ Ranges: [{ StartingRange: '5', EndRange: '5', FirstWeightUnitPrice: '1', UnitPrice: '1' }] }), 'Ranges.0.EndRange: the end must be above the start'],
      [valid({ Ranges: [{ StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '-1', UnitPrice: '1' }] }), 'Ranges.0.FirstWeightUnitPrice: cannot be negative'],
      [valid({ VolumeRatio: '0' }), 'VolumeRatio: cannot be zero'],
      [valid({ SplitThrowingRatio: '1.2' }), 'SplitThrowingRatio: must be between 0 and 1'],
      [valid({ Carry: '-1' }), 'Carry: cannot be negative'],
      [valid({ Deadline: '2019-12-31' }), 'Deadline: cannot be before the start date'],
      [valid({ Surcharges: [{ ...insurance(), TriggerValue: 'high' }] }), 'Surcharges.0.TriggerValue: this trigger compares numbers; enter a number'],
      [valid({ Surcharges: [{ ...insurance(), AmountOfMoney: '101' }] }), 'Surcharges.0.AmountOfMoney: a percentage cannot be above 100'],
      [valid({ CurrencyId: otherRefs.cny }), `CurrencyId: ${otherRefs.cny} is not an effective currency of this site`],
      [valid({ TypeOfShippingId: otherRefs.air }), 'TypeOfShippingId: the shipping method does not exist in this site or is disabled'],
      [valid({ CarrierIds: [refs.carrier, otherRefs.carrier] }), `CarrierIds.1: carrier ${otherRefs.carrier} does not exist in this site`],
      [valid({ WarehouseIds: [otherRefs.warehouse] }), `WarehouseIds.0: warehouse ${otherRefs.warehouse} is not a warehouse of this site you may use`],
      [valid({ CustomerGroupIds: [otherRefs.vip] }), `CustomerGroupIds.0: customer group ${otherRefs.vip} does not exist in this site`],
      [valid({ CountryCodes: ['XX'] }), 'CountryCodes.0: XX is not a country code'],
      [valid({ Surcharges: [{ ...insurance(), ExpenseTypeId: otherRefs.insurance }] }), 'Surcharges.0.ExpenseTypeId: the expense type does not exist in this site or is disabled'],
      [valid({ Surcharges: [{ ...insurance(), TriggerDataSource: 'CargoType', TriggerRule: 'In', TriggerValue: String(otherRefs.battery) }] }), 'Surcharges.0.TriggerValue: is not an allowed value'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addTransferQuotation, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], message).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers in Chinese when asked', async () => {
    const res = await call(t, api.addTransferQuotation, valid({ SplitThrowingRatio: '2' }), { token: admin.token, language: '1' });
    expect(res.Message).toBe('SplitThrowingRatio：须在 0 到 1 之间');
  });
});

describe('access', () => {
  it('hides another site’s quotations and lets platform staff choose the site', async () => {
    const theirs = await add(otherAdmin, quotationBody(otherRefs, { Name: 'Their line' }));
    expect((await call(t, api.getTransferQuotations, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditTransferQuotation, api.getTransferQuotationById, api.deleteTransferQuotation]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editTransferQuotation, { Id: theirs, ...valid({ Name: 'Mine now' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.disableTransferQuotations, { Ids: [theirs] }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.copyTransferQuotation, { Id: theirs, Name: 'Stolen' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);

    expect((await call(t, api.addTransferQuotation, quotationBody(otherRefs, { Name: 'Platform line' }), { token: platform.token })).Message).toBe('SiteId: platform staff must choose the site');
    await add(platform, quotationBody(otherRefs, { Name: 'Platform line', SiteId: otherSite.id }));
    const theirList = await call(t, api.getTransferQuotations, { SiteId: otherSite.id }, { token: platform.token });
    expect(theirList.Data.Data.map((r) => r.Name)).toEqual(['Platform line', 'Their line']);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getTransferQuotations] });
    const calls = [
      api.getTransferQuotations,
      api.addTransferQuotation,
      api.getEditTransferQuotation,
      api.editTransferQuotation,
      api.deleteTransferQuotation,
      api.getTransferQuotationById,
      api.enableTransferQuotations,
      api.disableTransferQuotations,
      api.copyTransferQuotation,
    ];
    const before = await counts();
    for (const c of calls) {
      const body = { Id: 1, Ids: [1], ...valid({ Name: 'Forbidden' }) };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getTransferQuotations) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});
