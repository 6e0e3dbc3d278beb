import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, templates as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { templates } from './tables.ts';

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

const LABEL = '<div style="font-size:14px"><strong>{{CarrierNo}}</strong><p>{{ReceiverName}}, {{ReceiverAddress}}</p></div>';
const valid = (overrides: Record<string, unknown> = {}) => ({ Name: 'Label 100×150', TemplateType: 1, Width: 100, Height: 150, Content: LABEL, ...overrides });

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addTemplate, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(templates).where(eq(templates.id, id)))[0];
const defaultsOf = async (siteId: number, type: number) =>
  (await t.db.select({ id: templates.id }).from(templates).where(and(eq(templates.siteId, siteId), eq(templates.templateType, type), eq(templates.isDefault, true)))).map((r) => r.id);

describe('create, read, edit, delete', () => {
  it('creates a template, lists it without its content, answers its form values and its history', async () => {
    const id = await add(admin, valid({ Remarks: 'Carrier labels', IsDefault: true }));
    const list = await call(t, api.getTemplates, { TemplateType: 1 }, { token: admin.token });
    expect(list.Data.Data).toEqual([
      expect.objectContaining({ Id: id, SiteId: site.id, Name: 'Label 100×150', TemplateType: 1, Width: 100, Height: 150, IsDefault: true, IsEnabled: true, Remarks: 'Carrier labels' }),
    ]);
    expect(list.Data.Data[0]).not.toHaveProperty('Content');
    const info = await call(t, api.getEditTemplate, { Id: id }, { token: admin.token });
    expect(info.Data.Content).toBe(LABEL);
    const detail = await call(t, api.getTemplateById, { Id: id }, { token: admin.token });
    expect(detail.Data.Audits).toMatchObject([{ Action: 'Establish', ActorName: admin.userName }]);
  });

  it('edits with an audit row holding before and after, and deletes', async () => {
    const id = await add(admin, valid({ Name: 'Shelf label', TemplateType: 2, Width: 60, Height: 40, Content: '<p>{{ShelfCode}}</p>' }));
    const edited = await call(t, api.editTemplate, { Id: id, ...valid({ Name: 'Shelf label large', TemplateType: 2, Width: 80, Height: 50, Content: '<h1>{{ShelfCode}}</h1>' }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Shelf label large', Width: 80, Height: 50, Content: '<h1>{{ShelfCode}}</h1>' });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Template'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ siteId: site.id, actorId: admin.id, before: { Name: 'Shelf label', Width: 60 }, after: { Name: 'Shelf label large', Width: 80 } });

    expect((await call(t, api.deleteTemplate, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
    expect((await call(t, api.getEditTemplate, { Id: id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
  });
});

describe('content', () => {
  it('keeps layout and removes what could run or reach out', async () => {
    const dirty =
      '<table border="1" style="width: 100%; border-collapse: collapse"><tr><td colspan="2" onclick="steal()" style="background: url(https://evil.example/x)">{{OrderNumber}}</td></tr></table>' +
      '<script>alert(1)</script><img src="javascript:alert(1)"><img src="/files/1/202601/logo.png" alt="logo"><a href="https://evil.example">link</a><style>body{background:url(x)}</style>';
    const id = await add(admin, valid({ TemplateType: 4, Content: dirty }));
    const stored = (await rowOf(id))!.content;
    expect(stored).toBe(
      '<table border="1" style="width:100%;border-collapse:collapse"><tr><td colspan="2">{{OrderNumber}}</td></tr></table><img alt="logo" src="/files/1/202601/logo.png" />link',
    );
  });

  it('drops event handlers, script addresses and style values that could load or run something', async () => {
    const id = await add(admin, valid({ Content: '<p style="width:expression(alert(1));color:red">{{OrderNumber}}</p><img src=x onerror="alert(1)"><img src="//evil.example/a.png"><div style="background-image:url(https://evil.example/t.gif)">x</div>' }));
    expect((await rowOf(id))!.content).toBe('<p style="color:red">{{OrderNumber}}</p><div>x</div>');
  });

  it('refuses a placeholder its type does not document, naming it', async () => {
    const res = await call(t, api.addTemplate, valid({ TemplateType: 2, Content: '<p>{{ShelfCode}} {{CarrierNo}} {{ Nope }}</p>' }), { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'Content: this template type has no placeholder {{CarrierNo}}, {{Nope}}']);
  });

  it('refuses content with nothing printable once cleaned', async () => {
    const res = await call(t, api.addTemplate, valid({ Content: '<script>alert(1)</script><p> </p>' }), { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'Content: nothing printable is left once unsafe HTML is removed']);
  });

  it('previews with the sample values, escaped, at the chosen size; the rows placeholder becomes table rows', async () => {
    const res = await call(
      t,
      api.previewTemplate,
      { TemplateType: 3, Width: 210, Height: 297, Content: '<h2>{{PickingListNumber}}</h2><table><tbody>{{ItemRows}}</tbody></table><p onmouseover="x()">{{WarehouseName}}</p>' },
      { token: admin.token },
    );
    expect(res.Data).toEqual({
      Html: '<h2>PL202605010007</h2><table><tbody><tr><td>A-01-03</td><td>Phone case</td><td>2</td></tr><tr><td>B-02-01</td><td>Charging cable</td><td>1</td></tr></tbody></table><p>Shenzhen warehouse</p>',
      Width: 210,
      Height: 297,
    });
  });

  it('answers the template types in the caller’s language with their placeholders', async () => {
    const en = await call(t, api.getTemplateType, {}, { token: admin.token });
    expect(en.Data.map((o) => [o.Value, o.Name])).toEqual([
      [1, 'Face sheet (shipping label)'],
      [2, 'Shelf label'],
      [3, 'Picking list'],
      [4, 'Packing list'],
      [5, 'Invoice'],
      [6, 'Inbound receipt'],
    ]);
    expect(en.Data[1]!.Placeholders.map((ph) => ph.Name)).toEqual(['SiteName', 'ShelfCode', 'WarehouseName', 'PartitionName', 'PrintTime']);
    const zh = await call(t, api.getTemplateType, {}, { token: admin.token, language: '1' });
    expect(zh.Data[0]!.Name).toBe('面单');
  });
});

describe('one default per type and site', () => {
  it('moves the default in one change and records both sides', async () => {
    const first = await add(admin, valid({ TemplateType: 5, Content: '<p>{{InvoiceNumber}}</p>', IsDefault: true }));
    const second = await add(admin, valid({ TemplateType: 5, Content: '<p>{{TotalAmount}}</p>' }));
    expect(await defaultsOf(site.id, 5)).toEqual([first]);

    const res = await call(t, api.setDefaultTemplate, { Id: second }, { token: admin.token });
    expect([res.Code, res.Data.IsDefault]).toEqual([0, true]);
    expect(await defaultsOf(site.id, 5)).toEqual([second]);
    const unset = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, String(first)), eq(auditLogs.action, 'UnsetDefault')));
    expect(unset).toHaveLength(1);

    // Creating a new default of the type takes it again; another site's default of the type is not touched.
    const theirs = await add(otherAdmin, valid({ TemplateType: 5, Content: '<p>{{InvoiceNumber}}</p>', IsDefault: true }));
    const third = await add(admin, valid({ TemplateType: 5, Content: '<p>{{InvoiceNumber}}</p>', IsDefault: true }));
    expect(await defaultsOf(site.id, 5)).toEqual([third]);
    expect(await defaultsOf(otherSite.id, 5)).toEqual([theirs]);
  });

  it('refuses a disabled template as the default', async () => {
    const res = await call(t, api.addTemplate, valid({ TemplateType: 6, Content: '<p>{{ReceiptNumber}}</p>', IsDefault: true, IsEnabled: false }), { token: admin.token });
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'IsDefault: a disabled template cannot be the default']);
    const off = await add(admin, valid({ TemplateType: 6, Content: '<p>{{ReceiptNumber}}</p>', IsEnabled: false }));
    const set = await call(t, api.setDefaultTemplate, { Id: off }, { token: admin.token });
    expect(set.Code).toBe(ErrorCode.BusinessRule);
    expect(await defaultsOf(site.id, 6)).toEqual([]);
  });

  it('the database refuses a second default even if a writer forgot the rule', async () => {
    await add(admin, valid({ TemplateType: 2, Content: '<p>{{ShelfCode}}</p>', IsDefault: true }));
    await expect(t.db.insert(templates).values({ siteId: site.id, name: 'x', templateType: 2, widthMm: 50, heightMm: 50, content: '<p>x</p>', isDefault: true })).rejects.toThrow();
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    const before = await t.db.$count(templates);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'x'.repeat(65) }), 'Name: must be at most 64'],
      [valid({ TemplateType: 9 }), 'TemplateType: is not an allowed value'],
      [valid({ TemplateType: undefined }), 'TemplateType: cannot be empty'],
      [valid({ Width: 0 }), 'Width: must be at least 10'],
      [valid({ Height: 601 }), 'Height: must be at most 600'],
      [valid({ Width: 10.5 }), 'Width: wrong number format'],
      [valid({ Height: 'tall' }), 'Height: must be a valid number'],
      [valid({ Content: '  ' }), 'Content: cannot be empty'],
      [valid({ Remarks: 'x'.repeat(256) }), 'Remarks: must be at most 255'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addTemplate, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body).slice(0, 80)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(templates)).toBe(before);
  });
});

describe('access', () => {
  it('hides another site’s templates: not listed, not readable, editable or deletable by Id', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Their label' }));
    const list = await call(t, api.getTemplates, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditTemplate, api.getTemplateById, api.deleteTemplate, api.setDefaultTemplate]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editTemplate, { Id: theirs, ...valid({ Name: 'Mine now' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.name).toBe('Their label');
  });

  it('platform staff choose the site to create in, and see every site’s templates or one site’s', async () => {
    const noSite = await call(t, api.addTemplate, valid(), { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, valid({ Name: 'Made by platform', SiteId: otherSite.id }));
    expect((await rowOf(id))!.siteId).toBe(otherSite.id);
    const oneSite = await call(t, api.getTemplates, { SiteId: otherSite.id, rows: 100 }, { token: platform.token });
    expect(new Set(oneSite.Data.Data.map((r) => r.SiteId))).toEqual(new Set([otherSite.id]));
    expect(oneSite.Data.Data.find((r) => r.Id === id)?.SiteName).toBe(`Site ${otherSite.host.replace('.test', '')}`);
    const all = await call(t, api.getTemplates, { rows: 100 }, { token: platform.token });
    expect(new Set(all.Data.Data.map((r) => r.SiteId))).toEqual(new Set([site.id, otherSite.id]));
    // A site admin's SiteId is ignored.
    const mine = await add(admin, valid({ SiteId: otherSite.id }));
    expect((await rowOf(mine))!.siteId).toBe(site.id);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getTemplates] });
    const calls = [api.getTemplates, api.addTemplate, api.getEditTemplate, api.editTemplate, api.deleteTemplate, api.getTemplateById, api.setDefaultTemplate, api.previewTemplate];
    const before = await t.db.$count(templates);
    for (const c of calls) {
      const body = { Id: 1, ...valid() };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getTemplates) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getTemplates, {}, { token: listOnly.token })).Code).toBe(0);
    expect((await call(t, api.getTemplateType, {}, { token: customer.token })).status).toBe(403);
    expect(await t.db.$count(templates)).toBe(before);
  });
});
