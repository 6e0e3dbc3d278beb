import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, warehousingQuotation as api } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { quotationSite, type QuotationSite } from '../../../test/quotationTestData.ts';
import { warehousingQuotations } from './tables.ts';

let t: TestApp;
let s: QuotationSite;
let other: QuotationSite;

beforeAll(async () => {
  t = await createTestApp();
  s = await quotationSite(t);
  other = await quotationSite(t);
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Standard receiving',
  CurrencyCode: 'CNY',
  PieceAmount: '1',
  WeightAmount: '0.3',
  CubicAmount: '8',
  MinimumCharge: '5',
  StartDate: '2026-01-01',
  ...overrides,
});

const add = async (who: QuotationSite, body: Record<string, unknown>) => {
  const res = await call(t, api.addWarehousingQuotation, body, { token: who.admin.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('warehousing quotations', () => {
  it('creates, lists, edits with an audit row, shows the history and deletes', async () => {
    const id = await add(s, valid({ SiteJoinWarehouseIds: [s.warehouseIds[1]], CustomerGroupIds: [s.customerGroupId], EndDate: '2026-12-31' }));
    const open = await add(s, valid({ Name: 'Bulk receiving', MinimumCharge: '50.5' }));
    const list = await call(t, api.getWarehousingQuotations, {}, { token: s.admin.token });
    expect(list.Data.Data.map((r) => r.Name)).toEqual(['Bulk receiving', 'Standard receiving']);
    expect(list.Data.Data[0]).toMatchObject({ EndDate: '', MinimumCharge: '50.5', Warehouses: [], CustomerGroups: [] });
    expect(list.Data.Data[1]).toMatchObject({ EndDate: '2026-12-31', Warehouses: ['Yiwu'], CustomerGroups: ['VIP'] });
    expect((await call(t, api.getWarehousingQuotations, { SiteJoinWarehouseId: s.warehouseIds[0] }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).toEqual([open]);
    expect((await call(t, api.getWarehousingQuotations, { IsEffective: false }, { token: s.admin.token })).Data.Total).toBe(0);

    const edited = await call(t, api.editWarehousingQuotation, { ...valid({ PieceAmount: '1.25' }), Id: id }, { token: s.admin.token });
    // Leaving EndDate out makes the quotation open-ended.
    expect(edited.Data).toMatchObject({ PieceAmount: '1.25', EndDate: '', SiteJoinWarehouseIds: [] });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'WarehousingQuotation'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { PieceAmount: '1', EndDate: '2026-12-31' }, after: { PieceAmount: '1.25', EndDate: '' } });
    expect((await call(t, api.getWarehousingQuotationById, { Id: id }, { token: s.admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditWarehousingQuotation, { Id: open }, { token: s.admin.token })).Data.MinimumCharge).toBe('50.5');
    expect((await call(t, api.deleteWarehousingQuotation, { Id: open }, { token: s.admin.token })).Code).toBe(0);
    expect(await t.db.select().from(warehousingQuotations).where(eq(warehousingQuotations.id, open))).toEqual([]);
  });

  it('refuses bad input naming the field and the rule', async () => {
    await add(s, valid({ Name: 'Taken' }));
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: '' }), 'Name: cannot be empty'],
      [valid({ Name: 'Taken' }), 'Name: already exists'],
      [valid({ PieceAmount: '-0.5' }), 'PieceAmount: cannot be negative'],
      [valid({ WeightAmount: 'abc' }), 'WeightAmount: must be a valid number'],
      [valid({ MinimumCharge: '1.005' }), 'MinimumCharge: too many decimal places'],
      [valid({ StartDate: undefined }), 'StartDate: cannot be empty'],
      [valid({ EndDate: '2025-12-31' }), 'EndDate: cannot be before the start date'],
      [valid({ EndDate: '31/12/2026' }), 'EndDate: date must be yyyy-MM-dd'],
      [valid({ StartDate: '2026-13-45' }), 'StartDate: date must be yyyy-MM-dd'],
      [valid({ CurrencyCode: 'USD' }), 'CurrencyCode: USD is not an effective currency of this site'],
      [valid({ SiteJoinWarehouseIds: [other.warehouseIds[1]] }), `SiteJoinWarehouseIds: warehouse ${other.warehouseIds[1]} is not a warehouse of this site you may use`],
      [valid({ CustomerGroupIds: [other.customerGroupId] }), `CustomerGroupIds: customer group ${other.customerGroupId} does not exist in this site`],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addWarehousingQuotation, body, { token: s.admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect((await call(t, api.addWarehousingQuotation, valid({ EndDate: '2025-01-01' }), { token: s.admin.token, language: '2' })).Message).toBe('EndDate：不能早於開始日期');
  });

  it('keeps another site’s quotations out of reach and refuses callers without the permission', async () => {
    const theirs = await add(other, valid({ Name: 'Theirs' }));
    expect((await call(t, api.getWarehousingQuotations, { rows: 100 }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditWarehousingQuotation, api.getWarehousingQuotationById, api.deleteWarehousingQuotation]) {
      expect((await call(t, c, { Id: theirs }, { token: s.admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editWarehousingQuotation, { ...valid({ Name: 'Mine' }), Id: theirs }, { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    const [row] = await t.db.select().from(warehousingQuotations).where(eq(warehousingQuotations.id, theirs));
    expect(row!.name).toBe('Theirs');

    const customer = await createUser(t, { site: s.site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site: s.site, grants: [] });
    for (const c of [api.getWarehousingQuotations, api.addWarehousingQuotation, api.getEditWarehousingQuotation, api.editWarehousingQuotation, api.deleteWarehousingQuotation, api.getWarehousingQuotationById]) {
      const body = { ...valid(), Id: 1 };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
