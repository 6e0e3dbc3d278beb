import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { currencies as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { currencies } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({ Name: 'US dollar', CurrencyCode: 'USD', ExchangeRate: '7.1', Symbol: '$', ...overrides });
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addCurrency, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(currencies).where(eq(currencies.id, id)))[0];

describe('create, read, edit, delete', () => {
  it('adds a currency with an exact rate, lists it, answers its form values and history', async () => {
    const id = await add(admin, valid({ CurrencyCode: 'usd', ExchangeRate: '7.123456' }));
    expect(await rowOf(id)).toMatchObject({ siteId: site.id, currencyCode: 'USD', exchangeRate: '7.123456', effectiveOrNot: true });
    const list = await call(t, api.getCurrencies, { CurrencyCode: 'US' }, { token: admin.token });
    expect(list.Data.Data).toEqual([expect.objectContaining({ Id: id, SiteId: site.id, Name: 'US dollar', CurrencyCode: 'USD', ExchangeRate: '7.123456', Symbol: '$', EffectiveOrNot: true })]);
    const info = await call(t, api.getEditCurrency, { Id: id }, { token: admin.token });
    expect(info.Data.ExchangeRate).toBe('7.123456');
    const detail = await call(t, api.getCurrencyById, { Id: id }, { token: admin.token });
    expect(detail.Data.Audits).toMatchObject([{ Action: 'Establish', ActorName: admin.userName }]);
  });

  it('edits with an audit row holding before and after, and deletes', async () => {
    const id = await add(admin, valid({ Name: 'Euro', CurrencyCode: 'EUR', ExchangeRate: 7.8, Symbol: '€' }));
    const edited = await call(t, api.editCurrency, { Id: id, ...valid({ Name: 'Euro', CurrencyCode: 'EUR', ExchangeRate: '7.950', Symbol: '€', EffectiveOrNot: false }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ ExchangeRate: '7.95', EffectiveOrNot: false });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Currency'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ siteId: site.id, actorId: admin.id, before: { ExchangeRate: '7.8', EffectiveOrNot: true }, after: { ExchangeRate: '7.95', EffectiveOrNot: false } });
    expect((await call(t, api.deleteCurrency, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
    expect((await call(t, api.getEditCurrency, { Id: id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
  });

  it('offers only the effective currencies of the caller’s site, to staff and customers', async () => {
    const hkd = await add(admin, valid({ Name: 'Hong Kong dollar', CurrencyCode: 'HKD', ExchangeRate: '0.91', Symbol: 'HK$' }));
    const old = await add(admin, valid({ Name: 'Old currency', CurrencyCode: 'XXX', ExchangeRate: '1', EffectiveOrNot: false }));
    await add(otherAdmin, valid({ Name: 'Their yen', CurrencyCode: 'JPY', ExchangeRate: '0.05' }));
    const customer = await createUser(t, { site, type: 'user' });
    for (const user of [admin, customer]) {
      const res = await call(t, api.getSelectCurrency, {}, { token: user.token });
      const ids = res.Data.map((c) => c.Id);
      expect(ids).toContain(hkd);
      expect(ids).not.toContain(old);
      expect(res.Data.map((c) => c.CurrencyCode)).not.toContain('JPY');
    }
    expect((await call(t, api.getSelectCurrency, {}, { token: platform.token })).Data).toEqual([]);
    expect((await call(t, api.getSelectCurrency, { SiteId: otherSite.id }, { token: platform.token })).Data.map((c) => c.CurrencyCode)).toEqual(['JPY']);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    await add(admin, valid({ CurrencyCode: 'GBP', Name: 'Pound' }));
    const before = await t.db.$count(currencies);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'x'.repeat(33) }), 'Name: must be at most 32'],
      [valid({ CurrencyCode: undefined }), 'CurrencyCode: cannot be empty'],
      [valid({ CurrencyCode: 'US' }), 'CurrencyCode: must be a three-letter ISO 4217 code such as USD'],
      [valid({ CurrencyCode: 'U$D' }), 'CurrencyCode: must be a three-letter ISO 4217 code such as USD'],
      [valid({ CurrencyCode: 'GBP' }), 'CurrencyCode: already exists'],
      [valid({ ExchangeRate: undefined }), 'ExchangeRate: cannot be empty'],
      [valid({ ExchangeRate: '0' }), 'ExchangeRate: cannot be zero'],
      [valid({ ExchangeRate: '-1' }), 'ExchangeRate: cannot be negative'],
      [valid({ ExchangeRate: 'abc' }), 'ExchangeRate: must be a valid number'],
      [valid({ ExchangeRate: '1.1234567' }), 'ExchangeRate: too many decimal places'],
      [valid({ ExchangeRate: '1234567890123' }), 'ExchangeRate: at most 12 digits before the decimal point'],
      [valid({ Symbol: 'x'.repeat(9) }), 'Symbol: must be at most 8'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCurrency, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    const zh = await call(t, api.addCurrency, valid({ CurrencyCode: 'GBP' }), { token: admin.token, language: '1' });
    expect(zh.Message).toBe('CurrencyCode：已存在');
    expect(await t.db.$count(currencies)).toBe(before);
  });

  it('lets another site use the same code, but not an edit into a taken one', async () => {
    await add(otherAdmin, valid({ CurrencyCode: 'GBP', Name: 'Pound' }));
    const aud = await add(admin, valid({ CurrencyCode: 'AUD', Name: 'Australian dollar' }));
    const res = await call(t, api.editCurrency, { Id: aud, ...valid({ CurrencyCode: 'GBP' }) }, { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'CurrencyCode: already exists']);
    expect((await rowOf(aud))!.currencyCode).toBe('AUD');
  });
});

describe('access', () => {
  it('hides another site’s currencies: not listed, not readable, editable or deletable by Id', async () => {
    const theirs = await add(otherAdmin, valid({ CurrencyCode: 'CAD', Name: 'Their dollar' }));
    const list = await call(t, api.getCurrencies, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditCurrency, api.getCurrencyById, api.deleteCurrency]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editCurrency, { Id: theirs, ...valid({ CurrencyCode: 'CAD', Name: 'Mine now' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Their dollar');
  });

  it('platform staff choose the site to add to, and see every site’s currencies', async () => {
    const noSite = await call(t, api.addCurrency, valid({ CurrencyCode: 'CHF' }), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, valid({ CurrencyCode: 'CHF', Name: 'Franc', SiteId: otherSite.id }));
    expect((await rowOf(id))!.siteId).toBe(otherSite.id);
    const all = await call(t, api.getCurrencies, { rows: 100 }, { token: platform.token });
    expect(new Set(all.Data.Data.map((r) => r.SiteId))).toEqual(new Set([site.id, otherSite.id]));
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getCurrencies] });
    const calls = [api.getCurrencies, api.addCurrency, api.getEditCurrency, api.editCurrency, api.deleteCurrency, api.getCurrencyById];
    const before = await t.db.$count(currencies);
    for (const c of calls) {
      const body = { Id: 1, ...valid({ CurrencyCode: 'SEK' }) };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getCurrencies) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getCurrencies, {}, { token: listOnly.token })).Code).toBe(0);
    expect((await call(t, api.getSelectCurrency, {})).status).toBe(401);
    expect(await t.db.$count(currencies)).toBe(before);
  });
});
