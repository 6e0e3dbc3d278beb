import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customsClearanceCompany as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, pgErrorOf, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import type { Actor } from '../../platform/auth.ts';
import { auditLogs } from '../access/tables.ts';
import { takeCustomsClearanceNumber } from './customsClearance.service.ts';
import { customsClearanceCompanies, customsClearanceNumbers } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: false };
});
afterAll(() => t.close());

let counter = 0;
const addCompany = async (user: TestUser = admin, overrides: Record<string, unknown> = {}) => {
  const res = await call(t, api.addCustomsClearanceCompany, { Name: `Broker ${++counter}`, Prefix: 'HK', ...overrides }, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const addNumber = async (CompanyId: number, overrides: Record<string, unknown> = {}, user: TestUser = admin) => {
  const res = await call(t, api.addCustomsClearanceNumber, { CompanyId, Number: `N${++counter}`, MaxQuantity: 3, ...overrides }, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const numberRow = async (id: number) => (await t.db.select().from(customsClearanceNumbers).where(eq(customsClearanceNumbers.id, id)))[0];
const take = (companyId: number, usedBy = 'SHIPMENT') => t.db.transaction((tx) => takeCustomsClearanceNumber(tx, actor, companyId, usedBy));

describe('companies', () => {
  it('creates, lists with the quotes left, edits with an audit row, offers enabled ones and deletes', async () => {
    const company = await addCompany(admin, { Name: 'Harbour Customs Ltd', Prefix: 'HC', Remarks: 'Hong Kong imports' });
    await addNumber(company, { Number: '0001', MaxQuantity: 10, UsedQuantity: 4 });
    await addNumber(company, { Number: '0002', MaxQuantity: 5 });
    await addNumber(company, { Number: '0003', MaxQuantity: 7, IsEnabled: false });
    const list = await call(t, api.getCustomsClearanceCompanies, { Name: 'harbour' }, { token: admin.token });
    expect(list.Data.Data).toEqual([expect.objectContaining({ Id: company, Name: 'Harbour Customs Ltd', Prefix: 'HC', NumberCount: 3, RemainingQuantity: 11 })]);
    const edited = await call(t, api.editCustomsClearanceCompany, { Id: company, Name: 'Harbour Customs', Prefix: 'HCL' }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Harbour Customs', Prefix: 'HCL', Remarks: '' });
    const detail = await call(t, api.getCustomsClearanceCompanyById, { Id: company }, { token: admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'AddNumber', 'AddNumber', 'AddNumber', 'Establish']);
    expect((await call(t, api.getEditCustomsClearanceCompany, { Id: company }, { token: admin.token })).Data.Prefix).toBe('HCL');
    const numbers = await call(t, api.getCustomsClearanceNumbers, { CompanyId: company, descendingOrder: false }, { token: admin.token });
    expect(numbers.Data.Data.map((n) => [n.FullNumber, n.MaxQuantity, n.UsedQuantity])).toEqual([
      ['HCL0001', 10, 4],
      ['HCL0002', 5, 0],
      ['HCL0003', 7, 0],
    ]);
    const disabled = await addCompany(admin, { Name: 'Closed broker', IsEnabled: false });
    const select = await call(t, api.getSelectCustomsClearanceCompanies, {}, { token: admin.token });
    expect(select.Data.map((c) => c.Id)).toContain(company);
    expect(select.Data.map((c) => c.Id)).not.toContain(disabled);
    // A company whose numbers were never quoted goes with them.
    const unused = await addCompany();
    const unusedNumber = await addNumber(unused);
    expect((await call(t, api.deleteCustomsClearanceCompany, { Id: unused }, { token: admin.token })).Code).toBe(0);
    expect(await numberRow(unusedNumber)).toBeUndefined();
  });

  it('refuses deleting a company whose numbers were quoted', async () => {
    const company = await addCompany(admin, { Name: 'Quoted broker' });
    await addNumber(company, { MaxQuantity: 2, UsedQuantity: 2 });
    const res = await call(t, api.deleteCustomsClearanceCompany, { Id: company }, { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'The numbers of the clearance company “Quoted broker” have been quoted 2 time(s); it cannot be deleted, disable it instead']);
  });

  it('refuses bad company input naming the field and the rule', async () => {
    await addCompany(admin, { Name: 'Unique broker' });
    const cases: [Record<string, unknown>, string][] = [
      [{ Prefix: 'X' }, 'Name: cannot be empty'],
      [{ Name: 'Unique broker' }, 'Name: already exists'],
      [{ Name: 'B', Prefix: 'A B' }, "Prefix: no spaces or special characters ~!@#$%^&*<>|'"],
      [{ Name: 'B', Prefix: 'x'.repeat(17) }, 'Prefix: must be at most 16'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCustomsClearanceCompany, body, { token: admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
  });
});

describe('clearance numbers', () => {
  it('refuses bad numbers: used above max, repeats in the company, zero max', async () => {
    const company = await addCompany();
    await addNumber(company, { Number: 'DUP' });
    const cases: [Record<string, unknown>, string][] = [
      [{ Number: 'A', MaxQuantity: 2, UsedQuantity: 3 }, 'UsedQuantity: the used quantity cannot be above the maximum'],
      [{ Number: 'DUP', MaxQuantity: 2 }, 'Number: already exists'],
      [{ Number: 'A', MaxQuantity: 0 }, 'MaxQuantity: cannot be zero'],
      [{ Number: 'A', MaxQuantity: -2 }, 'MaxQuantity: cannot be negative'],
      [{ Number: 'A' }, 'MaxQuantity: cannot be empty'],
      [{ MaxQuantity: 2 }, 'Number: cannot be empty'],
      [{ Number: 'A 1', MaxQuantity: 2 }, "Number: no spaces or special characters ~!@#$%^&*<>|'"],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCustomsClearanceNumber, { CompanyId: company, ...body }, { token: admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    expect((await call(t, api.addCustomsClearanceNumber, { Number: 'A', MaxQuantity: 2 }, { token: admin.token })).Message).toBe('CompanyId: cannot be empty');
  });

  it('edits a number, but not below what is used nor its text once quoted; deletes only unquoted ones', async () => {
    const company = await addCompany();
    const id = await addNumber(company, { Number: 'E1', MaxQuantity: 5, UsedQuantity: 2 });
    const lower = await call(t, api.editCustomsClearanceNumber, { Id: id, Number: 'E1', MaxQuantity: 1 }, { token: admin.token });
    expect([lower.Code, lower.Message]).toEqual([ErrorCode.InvalidInput, 'MaxQuantity: the maximum cannot be below the 2 already used']);
    const rename = await call(t, api.editCustomsClearanceNumber, { Id: id, Number: 'E2', MaxQuantity: 5 }, { token: admin.token });
    expect([rename.Code, rename.Message]).toEqual([ErrorCode.InvalidInput, 'Number: the number has been quoted 2 time(s) and cannot change']);
    const ok = await call(t, api.editCustomsClearanceNumber, { Id: id, Number: 'E1', MaxQuantity: 2, IsEnabled: false, Remarks: 'Full' }, { token: admin.token });
    expect(ok.Data).toMatchObject({ MaxQuantity: 2, UsedQuantity: 2, IsEnabled: false, Remarks: 'Full' });
    const refused = await call(t, api.deleteCustomsClearanceNumber, { Id: id }, { token: admin.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The clearance number “E1” has been quoted 2 time(s) and cannot be deleted; disable it instead']);
    const fresh = await addNumber(company, { Number: 'E3' });
    expect((await call(t, api.editCustomsClearanceNumber, { Id: fresh, Number: 'E4', MaxQuantity: 9 }, { token: admin.token })).Data.Number).toBe('E4');
    expect((await call(t, api.deleteCustomsClearanceNumber, { Id: fresh }, { token: admin.token })).Code).toBe(0);
    const audits = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'CustomsClearanceCompany'), eq(auditLogs.entityId, String(company))));
    expect(audits.map((a) => a.action).sort()).toEqual(['AddNumber', 'AddNumber', 'DeleteNumber', 'EditNumber', 'EditNumber', 'Establish']);
  });

  it('the database keeps used within max whoever writes', async () => {
    const company = await addCompany();
    const id = await addNumber(company, { MaxQuantity: 1 });
    expect((await pgErrorOf(t.db.update(customsClearanceNumbers).set({ usedQuantity: 2 }).where(eq(customsClearanceNumbers.id, id)))).code).toBe('23514');
  });
});

describe('taking a clearance number', () => {
  it('quotes the oldest enabled number with quotes left, up to its max, then the next, then refuses', async () => {
    const company = await addCompany(admin, { Prefix: 'TK' });
    const first = await addNumber(company, { Number: 'A', MaxQuantity: 2 });
    await addNumber(company, { Number: 'B', MaxQuantity: 5, IsEnabled: false });
    const third = await addNumber(company, { Number: 'C', MaxQuantity: 1 });
    expect((await take(company)).FullNumber).toBe('TKA');
    expect((await take(company)).FullNumber).toBe('TKA');
    expect(await take(company)).toEqual({ Id: third, FullNumber: 'TKC' });
    await expect(take(company)).rejects.toMatchObject({ key: 'ClearanceNoFreeNumber' });
    expect((await numberRow(first))!.usedQuantity).toBe(2);
  });

  describeOnPostgres('at once (PostgreSQL: concurrent transactions)', () => {
    it('20 shipments taking at once never push a number above its max', async () => {
      const company = await addCompany();
      const numbers = [await addNumber(company, { MaxQuantity: 7 }), await addNumber(company, { MaxQuantity: 7 }), await addNumber(company, { MaxQuantity: 4 })];
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => take(company, `S${i}`)));
      const given = results.filter((r) => r.status === 'fulfilled');
      expect(given).toHaveLength(18);
      const rows = await Promise.all(numbers.map(numberRow));
      expect(rows.map((r) => [r!.usedQuantity, r!.maxQuantity])).toEqual([
        [7, 7],
        [7, 7],
        [4, 4],
      ]);
    });
  });

  it('refuses a disabled company and another site’s', async () => {
    const disabled = await addCompany(admin, { IsEnabled: false });
    await addNumber(disabled);
    await expect(take(disabled)).rejects.toMatchObject({ key: 'ClearanceNoFreeNumber' });
    const theirs = await addCompany(otherAdmin);
    await expect(take(theirs)).rejects.toMatchObject({ key: 'NotFound' });
  });
});

describe('access', () => {
  it('keeps another site’s companies and numbers out of reach', async () => {
    const theirs = await addCompany(otherAdmin, { Name: 'Their broker' });
    const theirNumber = await addNumber(theirs, {}, otherAdmin);
    expect((await call(t, api.getCustomsClearanceCompanies, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditCustomsClearanceCompany, api.getCustomsClearanceCompanyById, api.deleteCustomsClearanceCompany, api.deleteCustomsClearanceNumber]) {
      expect((await call(t, c, { Id: c === api.deleteCustomsClearanceNumber ? theirNumber : theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.getCustomsClearanceNumbers, { CompanyId: theirs }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.addCustomsClearanceNumber, { CompanyId: theirs, Number: 'X', MaxQuantity: 1 }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.editCustomsClearanceNumber, { Id: theirNumber, Number: 'X', MaxQuantity: 1 }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.editCustomsClearanceCompany, { Id: theirs, Name: 'Mine' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const [row] = await t.db.select().from(customsClearanceCompanies).where(eq(customsClearanceCompanies.id, theirs));
    expect(row!.name).toBe('Their broker');
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site, grants: [] });
    const calls = [
      api.getCustomsClearanceCompanies,
      api.addCustomsClearanceCompany,
      api.getEditCustomsClearanceCompany,
      api.editCustomsClearanceCompany,
      api.deleteCustomsClearanceCompany,
      api.getCustomsClearanceCompanyById,
      api.getSelectCustomsClearanceCompanies,
      api.getCustomsClearanceNumbers,
      api.addCustomsClearanceNumber,
      api.editCustomsClearanceNumber,
      api.deleteCustomsClearanceNumber,
    ];
    for (const c of calls) {
      const body = { Id: 1, CompanyId: 1, Name: 'X', Number: 'X', MaxQuantity: 1 };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
