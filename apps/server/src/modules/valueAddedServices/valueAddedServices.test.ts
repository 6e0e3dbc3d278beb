import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, logisticsValueAddedServicesQuotationGrouping as groupApi, valueAddedServiceQuotation as api } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { expenseTypes } from '../expenseTypes/tables.ts';
import { quotationSite, type QuotationSite } from '../../../test/quotationTestData.ts';
import { valueAddedServiceGroups, valueAddedServices } from './tables.ts';

let t: TestApp;
let s: QuotationSite;
let other: QuotationSite;

beforeAll(async () => {
  t = await createTestApp();
  s = await quotationSite(t);
  other = await quotationSite(t);
});
afterAll(() => t.close());

const addGroup = async (who: QuotationSite, body: Record<string, unknown>) => {
  const res = await call(t, groupApi.addQuotationGrouping, { ExpenseTypeId: who.expenseTypeId, ...body }, { token: who.admin.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const service = (groupId: number, overrides: Record<string, unknown> = {}) => ({ Name: 'Photos', GroupId: groupId, Price: '2', CalculationMethod: 2, CurrencyCode: 'CNY', ...overrides });
const addService = async (who: QuotationSite, body: Record<string, unknown>) => {
  const res = await call(t, api.addService, body, { token: who.admin.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('value-added service groups', () => {
  it('creates, lists with counts, edits, shows the history, offers the picker and deletes an empty group', async () => {
    const packing = await addGroup(s, { Name: 'Packing', Explain: 'How it is packed' });
    const checks = await addGroup(s, { Name: 'Checks', MultipleChoice: true, Remarks: 'Staff only' });
    await addService(s, service(packing, { Name: 'Reinforced packing', CalculationMethod: 1, Price: '15' }));
    const list = await call(t, groupApi.getQuotationGroupings, {}, { token: s.admin.token });
    expect(list.Data.Data.map((r) => [r.Name, r.MultipleChoice, r.ExpenseType, r.ServiceCount])).toEqual([
      ['Checks', true, 'Value-added services', 0],
      ['Packing', false, 'Value-added services', 1],
    ]);
    const edited = await call(t, groupApi.editQuotationGrouping, { Id: checks, Name: 'Inspection', MultipleChoice: true, ExpenseTypeId: s.expenseTypeId }, { token: s.admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Inspection', Remarks: '' });
    expect((await call(t, groupApi.getQuotationGroupingById, { Id: checks }, { token: s.admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, groupApi.getEditQuotationGrouping, { Id: packing }, { token: s.admin.token })).Data).toMatchObject({ Name: 'Packing', ExpenseTypeId: s.expenseTypeId });
    const picker = await call(t, groupApi.getSelectTableQuotationGroupings, { Name: 'pack' }, { token: s.admin.token });
    expect(picker.Data).toEqual({ Data: [{ Id: packing, Name: 'Packing', MultipleChoice: false, ExpenseType: 'Value-added services', Explain: 'How it is packed', Remarks: '' }], Total: 1 });

    const refusedDelete = await call(t, groupApi.deleteQuotationGrouping, { Id: packing }, { token: s.admin.token });
    expect([refusedDelete.Code, refusedDelete.Message]).toEqual([ErrorCode.BusinessRule, 'The group “Packing” still holds 1 value-added services: delete or move them first']);
    expect(await t.db.select().from(valueAddedServiceGroups).where(eq(valueAddedServiceGroups.id, packing))).toHaveLength(1);
    expect((await call(t, groupApi.deleteQuotationGrouping, { Id: checks }, { token: s.admin.token })).Code).toBe(0);
  });

  it('keeps a group whose expense type is deleted, without one', async () => {
    const [fee] = await t.db.insert(expenseTypes).values({ siteId: s.site.id, name: 'Temporary', code: 'TMP' }).returning({ id: expenseTypes.id });
    const id = await addGroup(s, { Name: 'Seasonal', ExpenseTypeId: fee!.id });
    await t.db.delete(expenseTypes).where(eq(expenseTypes.id, fee!.id));
    expect((await call(t, groupApi.getQuotationGroupingById, { Id: id }, { token: s.admin.token })).Data).toMatchObject({ ExpenseTypeId: null, ExpenseType: '' });
  });

  it('refuses bad input naming the field and the rule', async () => {
    await addGroup(s, { Name: 'Taken' });
    const cases: [Record<string, unknown>, string][] = [
      [{ ExpenseTypeId: s.expenseTypeId }, 'Name: cannot be empty'],
      [{ Name: 'Taken', ExpenseTypeId: s.expenseTypeId }, 'Name: already exists'],
      [{ Name: 'New' }, 'ExpenseTypeId: cannot be empty'],
      [{ Name: 'New', ExpenseTypeId: s.disabledExpenseTypeId }, 'ExpenseTypeId: the expense type does not exist in this site or is disabled'],
      [{ Name: 'New', ExpenseTypeId: other.expenseTypeId }, 'ExpenseTypeId: the expense type does not exist in this site or is disabled'],
      [{ Name: 'New', ExpenseTypeId: s.expenseTypeId, Explain: 'x'.repeat(256) }, 'Explain: must be at most 255'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, groupApi.addQuotationGrouping, body, { token: s.admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
  });

  it('keeps another site’s groups out of reach and refuses callers without the permission', async () => {
    const theirs = await addGroup(other, { Name: 'Theirs' });
    expect((await call(t, groupApi.getQuotationGroupings, { rows: 100 }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    expect((await call(t, groupApi.getSelectTableQuotationGroupings, { rows: 100 }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [groupApi.getEditQuotationGrouping, groupApi.getQuotationGroupingById, groupApi.deleteQuotationGrouping]) {
      expect((await call(t, c, { Id: theirs }, { token: s.admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, groupApi.editQuotationGrouping, { Id: theirs, Name: 'Mine', ExpenseTypeId: s.expenseTypeId }, { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    const customer = await createUser(t, { site: s.site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site: s.site, grants: [] });
    const calls = [
      groupApi.getQuotationGroupings,
      groupApi.addQuotationGrouping,
      groupApi.getEditQuotationGrouping,
      groupApi.editQuotationGrouping,
      groupApi.deleteQuotationGrouping,
      groupApi.getQuotationGroupingById,
      groupApi.getSelectTableQuotationGroupings,
    ];
    for (const c of calls) {
      const body = { Id: 1, Name: 'X', ExpenseTypeId: 1 };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});

describe('value-added services', () => {
  it('creates, lists by group and display order, edits, shows the history and deletes', async () => {
    const group = await addGroup(s, { Name: 'Extras' });
    const photos = await addService(s, service(group, { Name: 'Photos', DisplayOrder: 2, SiteJoinWarehouseIds: [s.warehouseIds[0]] }));
    const wrap = await addService(s, service(group, { Name: 'Bubble wrap', DisplayOrder: 1, Price: '0.8', CalculationMethod: 3 }));
    const list = await call(t, api.getServices, { GroupId: group }, { token: s.admin.token });
    expect(list.Data.Data.map((r) => [r.Name, r.GroupName, r.Price, r.CalculationMethod, r.Warehouses])).toEqual([
      ['Bubble wrap', 'Extras', '0.8', 3, []],
      ['Photos', 'Extras', '2', 2, ['Shenzhen']],
    ]);
    const edited = await call(t, api.editService, { ...service(group, { Name: 'Photos', Price: '2.5', IsEnabled: false }), Id: photos }, { token: s.admin.token });
    expect(edited.Data).toMatchObject({ Price: '2.5', IsEnabled: false, SiteJoinWarehouseIds: [] });
    expect((await call(t, api.getServiceById, { Id: photos }, { token: s.admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditService, { Id: wrap }, { token: s.admin.token })).Data).toMatchObject({ Name: 'Bubble wrap', CalculationMethod: 3 });
    expect((await call(t, api.deleteService, { Id: wrap }, { token: s.admin.token })).Code).toBe(0);
    expect(await t.db.select().from(valueAddedServices).where(eq(valueAddedServices.id, wrap))).toEqual([]);
  });

  it('offers an order the enabled services by group, of its warehouse, to staff and customers', async () => {
    const site = await quotationSite(t);
    const packing = await addGroup(site, { Name: 'Packing', Explain: 'Pick one' });
    const checks = await addGroup(site, { Name: 'Checks', MultipleChoice: true });
    const reinforced = await addService(site, service(packing, { Name: 'Reinforced', CalculationMethod: 1, Price: '15', DisplayOrder: 2 }));
    const crate = await addService(site, service(packing, { Name: 'Crate', CalculationMethod: 1, Price: '60', DisplayOrder: 1, SiteJoinWarehouseIds: [site.warehouseIds[1]] }));
    const photos = await addService(site, service(checks, { Name: 'Photos' }));
    await addService(site, service(checks, { Name: 'Retired', IsEnabled: false }));
    await addGroup(site, { Name: 'Empty group' });

    const all = await call(t, api.getAvailableServices, {}, { token: site.admin.token });
    expect(all.Data.map((g) => [g.Name, g.MultipleChoice, g.Services.map((x) => x.Id)])).toEqual([
      ['Checks', true, [photos]],
      ['Packing', false, [crate, reinforced]],
    ]);
    expect(all.Data[1]).toMatchObject({ Explain: 'Pick one', ExpenseType: 'Value-added services' });
    const inShenzhen = await call(t, api.getAvailableServices, { SiteJoinWarehouseId: site.warehouseIds[0] }, { token: site.admin.token });
    expect(inShenzhen.Data.map((g) => g.Services.map((x) => x.Name))).toEqual([['Photos'], ['Reinforced']]);
    const customer = await createUser(t, { site: site.site, type: 'user', grants: [api.getAvailableServices] });
    expect((await call(t, api.getAvailableServices, {}, { token: customer.token })).Data).toEqual(all.Data);
    const otherCustomer = await createUser(t, { site: other.site, type: 'user', grants: [api.getAvailableServices] });
    expect((await call(t, api.getAvailableServices, {}, { token: otherCustomer.token })).Data.flatMap((g) => g.Services.map((x) => x.Id))).not.toContain(photos);
  });

  it('refuses bad input naming the field and the rule', async () => {
    const group = await addGroup(s, { Name: 'Validation' });
    await addService(s, service(group, { Name: 'Taken' }));
    const cases: [Record<string, unknown>, string][] = [
      [service(group, { Name: '' }), 'Name: cannot be empty'],
      [service(group, { Name: 'Taken' }), 'Name: already exists'],
      [service(group, { Price: '-1' }), 'Price: cannot be negative'],
      [service(group, { Price: '1.234' }), 'Price: too many decimal places'],
      [service(group, { CalculationMethod: 9 }), 'CalculationMethod: is not an allowed value'],
      [service(group, { CalculationMethod: undefined }), 'CalculationMethod: cannot be empty'],
      [service(group, { DisplayOrder: -1 }), 'DisplayOrder: must be at least 0'],
      [service(999_999), 'GroupId: the value-added service group does not exist in this site'],
      [service(group, { CurrencyCode: 'EUR' }), 'CurrencyCode: EUR is not an effective currency of this site'],
      [service(group, { SiteJoinWarehouseIds: [other.warehouseIds[0]] }), `SiteJoinWarehouseIds: warehouse ${other.warehouseIds[0]} is not a warehouse of this site you may use`],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addService, body, { token: s.admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
  });

  it('keeps another site’s services out of reach and refuses callers without the permission', async () => {
    const theirGroup = await addGroup(other, { Name: 'Their group' });
    const theirs = await addService(other, service(theirGroup, { Name: 'Theirs' }));
    expect((await call(t, api.getServices, { rows: 100 }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditService, api.getServiceById, api.deleteService]) {
      expect((await call(t, c, { Id: theirs }, { token: s.admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    const mine = await addGroup(s, { Name: 'Mine' });
    expect((await call(t, api.editService, { ...service(mine, { Name: 'Mine' }), Id: theirs }, { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    // Nor may a service be put into another site's group.
    expect((await call(t, api.addService, service(theirGroup, { Name: 'Sneaky' }), { token: s.admin.token })).Message).toBe('GroupId: the value-added service group does not exist in this site');

    const customer = await createUser(t, { site: s.site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site: s.site, grants: [] });
    for (const c of [api.getServices, api.addService, api.getEditService, api.editService, api.deleteService, api.getServiceById, api.getAvailableServices]) {
      const body = { ...service(1), Id: 1 };
      if (c !== api.getAvailableServices) expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
