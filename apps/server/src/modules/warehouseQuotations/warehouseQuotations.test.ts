import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, warehouseQuotation as api } from '@lbo/contracts';
import { call, createTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { quotationSite, type QuotationSite } from '../../../test/quotationTestData.ts';
import { warehouseQuotations } from './tables.ts';

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
  Name: 'Standard storage',
  CurrencyCode: 'CNY',
  RentFreeDays: 30,
  CubicAmount: '2.5',
  SinglePieceAmount: '0.1',
  UltraLongInventoryTime: 90,
  UltraLongInventoryCubicAmount: '4',
  UltraLongInventorySinglePieceAmount: '0.2',
  StartDate: '2026-01-01',
  ...overrides,
});

const add = async (who: QuotationSite, body: Record<string, unknown>) => {
  const res = await call(t, api.addWarehouseQuotation, body, { token: who.admin.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('warehouse quotations', () => {
  it('creates, lists with the scope’s names, edits with an audit row, shows the history and deletes', async () => {
    const id = await add(s, valid({ SiteJoinWarehouseIds: [s.warehouseIds[0]], CustomerGroupIds: [s.customerGroupId], Remarks: 'Sellers' }));
    const everywhere = await add(s, valid({ Name: 'Bulky goods', CubicAmount: '1.8' }));
    const list = await call(t, api.getWarehouseQuotations, {}, { token: s.admin.token });
    expect(list.Data.Data.map((r) => r.Name)).toEqual(['Bulky goods', 'Standard storage']);
    expect(list.Data.Data[1]).toMatchObject({ Warehouses: ['Shenzhen'], CustomerGroups: ['VIP'], CubicAmount: '2.5', StartDate: '2026-01-01', IsEffective: true });
    // A warehouse filter finds the quotations naming it and those naming none (every warehouse).
    const inYiwu = await call(t, api.getWarehouseQuotations, { SiteJoinWarehouseId: s.warehouseIds[1] }, { token: s.admin.token });
    expect(inYiwu.Data.Data.map((r) => r.Id)).toEqual([everywhere]);

    const edited = await call(t, api.editWarehouseQuotation, { ...valid({ RentFreeDays: 15, IsEffective: false }), Id: id, SiteJoinWarehouseIds: s.warehouseIds }, { token: s.admin.token });
    expect(edited.Data).toMatchObject({ RentFreeDays: 15, IsEffective: false, SiteJoinWarehouseIds: s.warehouseIds, CustomerGroupIds: [] });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'WarehouseQuotation'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { RentFreeDays: 30 }, after: { RentFreeDays: 15 } });
    const detail = await call(t, api.getWarehouseQuotationById, { Id: id }, { token: s.admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditWarehouseQuotation, { Id: id }, { token: s.admin.token })).Data.Name).toBe('Standard storage');
    expect((await call(t, api.deleteWarehouseQuotation, { Id: everywhere }, { token: s.admin.token })).Code).toBe(0);
    expect(await t.db.select().from(warehouseQuotations).where(eq(warehouseQuotations.id, everywhere))).toEqual([]);
  });

  it('refuses bad input naming the field and the rule, writing nothing', async () => {
    await add(s, valid({ Name: 'Taken' }));
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'Taken' }), 'Name: already exists'],
      [valid({ CubicAmount: '-1' }), 'CubicAmount: cannot be negative'],
      [valid({ SinglePieceAmount: '0.12345' }), 'SinglePieceAmount: too many decimal places'],
      [valid({ RentFreeDays: -1 }), 'RentFreeDays: must be at least 0'],
      [valid({ UltraLongInventoryTime: 30 }), 'UltraLongInventoryTime: must be greater than the rent-free days'],
      [valid({ UltraLongInventoryTime: 10 }), 'UltraLongInventoryTime: must be greater than the rent-free days'],
      [valid({ StartDate: '2026-02-30' }), 'StartDate: date must be yyyy-MM-dd'],
      [valid({ CurrencyCode: 'usd' }), 'CurrencyCode: must be a three-letter ISO 4217 code such as USD'],
      [valid({ CurrencyCode: 'EUR' }), 'CurrencyCode: EUR is not an effective currency of this site'],
      [valid({ SiteJoinWarehouseIds: [other.warehouseIds[0]] }), `SiteJoinWarehouseIds: warehouse ${other.warehouseIds[0]} is not a warehouse of this site you may use`],
      [valid({ SiteJoinWarehouseIds: [s.warehouseIds[0], s.warehouseIds[0]] }), 'SiteJoinWarehouseIds: the list holds the same value twice'],
      [valid({ CustomerGroupIds: [s.staffRoleId] }), `CustomerGroupIds: customer group ${s.staffRoleId} does not exist in this site`],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addWarehouseQuotation, body, { token: s.admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    const zh = await call(t, api.addWarehouseQuotation, valid({ Name: 'X', UltraLongInventoryTime: 5 }), { token: s.admin.token, language: '1' });
    expect(zh.Message).toBe('UltraLongInventoryTime：须大于免租天数');
    expect((await call(t, api.getWarehouseQuotations, { Name: 'X' }, { token: s.admin.token })).Data.Total).toBe(0);
    // Another site may use the same name.
    await add(other, valid({ Name: 'Taken' }));
  });

  it('works out storage fees under a quotation, per line and in total', async () => {
    const id = await add(s, valid({ Name: 'Calculator', RentFreeDays: 7, CubicAmount: '2', SinglePieceAmount: '0.1', UltraLongInventoryTime: 30, UltraLongInventoryCubicAmount: '3', UltraLongInventorySinglePieceAmount: '0.15' }));
    const res = await call(
      t,
      api.calculateStorageFee,
      {
        QuotationId: id,
        PeriodEndDate: '2026-03-31',
        Lines: [
          { Pieces: 10, CubicMeters: '1', InboundDate: '2026-03-01' },
          { Pieces: 4, Length: '50', Width: '40', Height: '30', InboundDate: '2026-03-20' },
        ],
      },
      { token: s.admin.token },
    );
    expect(res.Code).toBe(0);
    // Line 1: 31 days = 7 free, 23 normal × 2.00, 1 ultra-long × 3.00 = 49.00.
    // Line 2: 12 days (20–31 March) = 7 free, 5 normal × max(0.24 m³ × 2, 4 × 0.10) = 5 × 0.48 = 2.40.
    expect(res.Data.Lines.map((l) => [l.FreeDays, l.NormalDays, l.UltraLongDays, l.Fee])).toEqual([
      [7, 23, 1, '49.00'],
      [7, 5, 0, '2.40'],
    ]);
    expect([res.Data.Total, res.Data.CurrencyCode, res.Data.QuotationName]).toEqual(['51.40', 'CNY', 'Calculator']);

    const bad: [Record<string, unknown>, string][] = [
      [{ QuotationId: id, PeriodEndDate: '2026-03-31', Lines: [] }, 'Lines: select at least one'],
      [{ QuotationId: id, PeriodEndDate: '2026-03-31', Lines: [{ Pieces: 1, InboundDate: '2026-03-01' }] }, 'Lines.0.CubicMeters: give either the length, width and height or the cubic metres'],
      [{ QuotationId: id, PeriodEndDate: '2026-03-31', Lines: [{ Pieces: 1, CubicMeters: '1', Length: '2', InboundDate: '2026-03-01' }] }, 'Lines.0.CubicMeters: give either the length, width and height or the cubic metres'],
      [{ QuotationId: id, PeriodEndDate: '2026-03-31', Lines: [{ Pieces: -1, CubicMeters: '1', InboundDate: '2026-03-01' }] }, 'Lines.0.Pieces: must be at least 0'],
      [{ QuotationId: id, PeriodEndDate: '2026-03-31', Lines: [{ Pieces: 1, CubicMeters: '1', InboundDate: '2026-04-01' }] }, 'Lines.0.InboundDate: the inbound date cannot be after the period end date'],
    ];
    for (const [body, message] of bad) {
      const r = await call(t, api.calculateStorageFee, body, { token: s.admin.token });
      expect([r.Code, r.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
  });

  it('keeps another site’s quotations out of reach and refuses callers without the permission', async () => {
    const theirs = await add(other, valid({ Name: 'Theirs' }));
    expect((await call(t, api.getWarehouseQuotations, { rows: 100 }, { token: s.admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditWarehouseQuotation, api.getWarehouseQuotationById, api.deleteWarehouseQuotation]) {
      expect((await call(t, c, { Id: theirs }, { token: s.admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editWarehouseQuotation, { ...valid({ Name: 'Mine' }), Id: theirs }, { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    const line = { Pieces: 1, CubicMeters: '1', InboundDate: '2026-03-01' };
    expect((await call(t, api.calculateStorageFee, { QuotationId: theirs, PeriodEndDate: '2026-03-31', Lines: [line] }, { token: s.admin.token })).Code).toBe(ErrorCode.NotFound);
    const [row] = await t.db.select().from(warehouseQuotations).where(eq(warehouseQuotations.id, theirs));
    expect(row!.name).toBe('Theirs');

    const customer = await createUser(t, { site: s.site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site: s.site, grants: [] });
    const calls = [api.getWarehouseQuotations, api.addWarehouseQuotation, api.getEditWarehouseQuotation, api.editWarehouseQuotation, api.deleteWarehouseQuotation, api.getWarehouseQuotationById, api.calculateStorageFee];
    for (const c of calls) {
      const body = { ...valid(), Id: 1, QuotationId: 1, PeriodEndDate: '2026-03-31', Lines: [line] };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
