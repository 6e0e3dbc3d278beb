import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { carrier as api, carrierLocalTrackingNumber as numbersApi, ErrorCode, templates as templateApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { carriers } from './tables.ts';

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

let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({ Name: `SF Express ${++counter}`, Interface: api.CarrierInterface.SfExpress, ...overrides });

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addCarrier, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(carriers).where(eq(carriers.id, id)))[0];

const faceSheet = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
  const res = await call(t, templateApi.addTemplate, { Name: 'Label', TemplateType: 1, Width: 100, Height: 150, Content: '<p>{{CarrierNo}}</p>', ...overrides }, { token: user.token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
};

describe('create, read, edit, delete', () => {
  it('creates a carrier with decimal limits as text, lists it and answers its form values', async () => {
    const templateId = await faceSheet(admin);
    const id = await add(
      admin,
      valid({
        Name: 'YunExpress Standard',
        Interface: api.CarrierInterface.YunExpress,
        AgentCodes: ['YT001', 'YT-HK'],
        MaxLength: '120.5',
        MaxWidth: 80,
        MaxHeight: '60.00',
        MaxWeight: '30.125',
        IsCashOnDelivery: true,
        IsLocalNumbering: true,
        TemplateId: templateId,
        IsSinglePackageBilling: true,
        MinimumConsumption: '15.5',
        Alias: 'Economy line',
      }),
    );
    const stored = await rowOf(id);
    expect(stored).toMatchObject({ siteId: site.id, maxLength: '120.50', maxWeight: '30.125', minimumConsumption: '15.5000', agentCodes: ['YT001', 'YT-HK'] });

    const list = await call(t, api.getCarriers, { Name: 'yunexpress' }, { token: admin.token });
    expect(list.Data).toEqual({
      Data: [
        expect.objectContaining({
          Id: id,
          Name: 'YunExpress Standard',
          Interface: 3,
          MaxLength: '120.5',
          MaxWidth: '80',
          MaxHeight: '60',
          MaxWeight: '30.125',
          MinimumConsumption: '15.50',
          TemplateId: templateId,
          TemplateName: 'Label',
          Alias: 'Economy line',
          AvailableNumberCount: 0,
          SiteName: `Site ${site.host.replace('.test', '')}`,
        }),
      ],
      Total: 1,
    });
    const info = await call(t, api.getEditCarrier, { Id: id }, { token: admin.token });
    expect(info.Data).toMatchObject({ AgentCodes: ['YT001', 'YT-HK'], IsCashOnDelivery: true, IsLocalNumbering: true, IsSinglePackageBilling: true, IsEnabled: true });
  });

  it('edits with an audit row holding before and after, shows the history, and deletes', async () => {
    const id = await add(admin, valid({ Name: 'DHL' }));
    const edited = await call(t, api.editCarrier, { Id: id, ...valid({ Name: 'DHL Express', Interface: 7, MaxWeight: '70' }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'DHL Express', Interface: 7, MaxWeight: '70' });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Carrier'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ siteId: site.id, actorId: admin.id, before: { Name: 'DHL', MaxWeight: '0' }, after: { Name: 'DHL Express', MaxWeight: '70' } });
    const detail = await call(t, api.getCarrierById, { Id: id }, { token: admin.token });
    expect(detail.Data).toMatchObject({ Name: 'DHL Express', NumberCount: 0, UsedNumberCount: 0, VoidedNumberCount: 0 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);

    expect((await call(t, api.deleteCarrier, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
    expect((await call(t, api.getCarrierById, { Id: id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
  });

  it('refuses to delete a carrier holding local tracking numbers, naming how many', async () => {
    const id = await add(admin, valid({ Name: 'Pooled', IsLocalNumbering: true }));
    expect((await call(t, numbersApi.importCarrierLocalTrackingNumbers, { CarrierId: id, Numbers: ['P001', 'P002'] }, { token: admin.token })).Code).toBe(0);
    const res = await call(t, api.deleteCarrier, { Id: id }, { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.BusinessRule, 'The carrier “Pooled” has 2 local tracking number(s) and cannot be deleted; disable it instead']);
    expect(await rowOf(id)).toBeDefined();
    expect((await call(t, api.getCarriers, { Name: 'Pooled' }, { token: admin.token })).Data.Data[0]?.AvailableNumberCount).toBe(2);
  });
});

describe('rules', () => {
  it('keeps names and aliases unique in a site, but not across sites', async () => {
    await add(admin, valid({ Name: 'EMS', Alias: 'Post' }));
    const sameName = await call(t, api.addCarrier, valid({ Name: 'EMS' }), { token: admin.token });
    expect([sameName.Code, sameName.Message]).toEqual([ErrorCode.InvalidInput, 'Name: already exists']);
    const sameAlias = await call(t, api.addCarrier, valid({ Alias: 'Post' }), { token: admin.token });
    expect([sameAlias.Code, sameAlias.Message]).toEqual([ErrorCode.InvalidInput, 'Alias: already exists']);
    await add(otherAdmin, valid({ Name: 'EMS', Alias: 'Post' }));
    // Saving a carrier under its own name is no clash; empty aliases never clash.
    const id = await add(admin, valid({ Name: 'UPS' }));
    await add(admin, valid({ Name: 'FedEx' }));
    expect((await call(t, api.editCarrier, { Id: id, ...valid({ Name: 'UPS', MaxLength: '100' }) }, { token: admin.token })).Code).toBe(0);
  });

  it('accepts only an enabled face-sheet template of the same site', async () => {
    const shelfLabel = await faceSheet(admin, { TemplateType: 2, Content: '<p>{{ShelfCode}}</p>' });
    const disabled = await faceSheet(admin, { IsEnabled: false });
    const theirs = await faceSheet(otherAdmin);
    for (const TemplateId of [shelfLabel, disabled, theirs, 999_999]) {
      const res = await call(t, api.addCarrier, valid({ TemplateId }), { token: admin.token });
      expect([res.Code, res.Message], String(TemplateId)).toEqual([ErrorCode.InvalidInput, 'TemplateId: choose an enabled face-sheet template of the site']);
    }
  });

  it('deleting the template leaves the carrier without one', async () => {
    const templateId = await faceSheet(admin);
    const id = await add(admin, valid({ TemplateId: templateId }));
    expect((await call(t, templateApi.deleteTemplate, { Id: templateId }, { token: admin.token })).Code).toBe(0);
    expect((await rowOf(id))!.templateId).toBeNull();
  });

  it('offers enabled carriers only: real names to staff, aliases to customers', async () => {
    const ownSite = await createSite(t.db);
    const staff = await createUser(t, { site: ownSite, grants: 'all' });
    const customer = await createUser(t, { site: ownSite, type: 'user', grants: 'all' });
    const aramex = await add(staff, valid({ Name: 'Aramex', Alias: 'Middle East line', IsLocalNumbering: true }));
    const cainiao = await add(staff, valid({ Name: 'Cainiao', Interface: 10 }));
    await add(staff, valid({ Name: 'Retired', IsEnabled: false }));
    const select = await call(t, api.getSelectCarriers, {}, { token: staff.token });
    expect(select.Data).toEqual([
      { Id: aramex, Name: 'Aramex', Interface: 2, IsLocalNumbering: true, IsCashOnDelivery: false },
      { Id: cainiao, Name: 'Cainiao', Interface: 10, IsLocalNumbering: false, IsCashOnDelivery: false },
    ]);
    const aliases = await call(t, api.getSelectCarrierAlias, {}, { token: customer.token });
    expect(aliases.Data).toEqual([
      { Id: aramex, Name: 'Middle East line' },
      { Id: cainiao, Name: 'Cainiao' },
    ]);
    expect((await call(t, api.getSelectCarriers, {}, { token: customer.token })).status).toBe(403);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    const before = await t.db.$count(carriers);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: '   ' }), 'Name: cannot be empty'],
      [valid({ Name: 'x'.repeat(65) }), 'Name: must be at most 64'],
      [valid({ Interface: undefined }), 'Interface: cannot be empty'],
      [valid({ Interface: 99 }), 'Interface: is not an allowed value'],
      [valid({ MaxLength: '-1' }), 'MaxLength: cannot be negative'],
      [valid({ MaxWidth: '12.345' }), 'MaxWidth: too many decimal places'],
      [valid({ MaxHeight: 'tall' }), 'MaxHeight: must be a valid number'],
      [valid({ MaxWeight: '1234567' }), 'MaxWeight: too many digits before the decimal point'],
      [valid({ MaxWeight: '1.2345' }), 'MaxWeight: too many decimal places'],
      [valid({ MinimumConsumption: '9.999' }), 'MinimumConsumption: too many decimal places'],
      [valid({ AgentCodes: ['A1', 'A1'] }), 'AgentCodes: the list holds the same value twice'],
      [valid({ AgentCodes: ['A 1'] }), "AgentCodes.0: no spaces or special characters ~!@#$%^&*<>|'"],
      [valid({ TemplateId: 'x' }), 'TemplateId: must be a valid number'],
      [valid({ Alias: 'x'.repeat(65) }), 'Alias: must be at most 64'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCarrier, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body).slice(0, 80)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(carriers)).toBe(before);
  });

  it('says so in the caller’s language', async () => {
    const zh = await call(t, api.addCarrier, { Interface: 1 }, { token: admin.token, language: '1' });
    expect(zh.Message).toBe('Name：不能为空');
    const tw = await call(t, api.addCarrier, { Name: 'X' }, { token: admin.token, language: '2' });
    expect(tw.Message).toBe('Interface：不能為空');
  });
});

describe('access', () => {
  it('hides another site’s carriers: not listed, not readable, editable or deletable by Id', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Their carrier' }));
    const list = await call(t, api.getCarriers, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditCarrier, api.getCarrierById, api.deleteCarrier]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editCarrier, { Id: theirs, ...valid({ Name: 'Mine now' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Their carrier');
    expect((await call(t, api.getSelectCarriers, {}, { token: admin.token })).Data.map((c) => c.Id)).not.toContain(theirs);
  });

  it('platform staff choose the site to create in, and see one site’s carriers or every site’s', async () => {
    const noSite = await call(t, api.addCarrier, valid(), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, valid({ Name: 'Made by platform', SiteId: otherSite.id }));
    expect((await rowOf(id))!.siteId).toBe(otherSite.id);
    const oneSite = await call(t, api.getCarriers, { SiteId: otherSite.id, rows: 100 }, { token: platform.token });
    expect(new Set(oneSite.Data.Data.map((r) => r.SiteId))).toEqual(new Set([otherSite.id]));
    const all = await call(t, api.getCarriers, { rows: 100 }, { token: platform.token });
    expect([...new Set(all.Data.Data.map((r) => r.SiteId))]).toEqual(expect.arrayContaining([site.id, otherSite.id]));
    expect((await call(t, api.getSelectCarriers, { SiteId: otherSite.id }, { token: platform.token })).Data.map((c) => c.Id)).toContain(id);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getCarriers] });
    const calls = [api.getCarriers, api.addCarrier, api.getEditCarrier, api.editCarrier, api.deleteCarrier, api.getCarrierById, api.getSelectCarriers];
    const before = await t.db.$count(carriers);
    for (const c of calls) {
      const body = { Id: 1, ...valid() };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getCarriers) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getSelectCarrierAlias, {}, { token: listOnly.token })).status).toBe(403);
    expect((await call(t, api.getCarriers, {}, { token: listOnly.token })).Code).toBe(0);
    expect(await t.db.$count(carriers)).toBe(before);
  });
});
