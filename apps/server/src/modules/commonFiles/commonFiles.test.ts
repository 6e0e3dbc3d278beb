import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { commonFiles as api, ErrorCode, upload } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { commonFiles } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;
let customer: TestUser;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Uploads a PDF as an attachment the way the web app does; answers its address. */
async function uploadPdf(user: TestUser, name = 'price-list.pdf'): Promise<string> {
  const form = new FormData();
  form.append('UploadFileType', '0');
  form.append('FileClassify', 'Annex');
  form.append('FileStream', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  const res = await t.app.inject({ method: 'POST', url: upload.upLoadFile.path, payload: form, headers: { authorization: `Bearer ${user.token}` } });
  const body = res.json() as { Code: number; Data: string };
  expect(body.Code).toBe(0);
  return body.Data;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
  customer = await createUser(t, { site, type: 'user', grants: 'all' });
});
afterAll(() => t.close());

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addCommonFile, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('staff manage the site’s common files', () => {
  it('offers an uploaded file, taking its name, size and type from the upload, and lists by sort then name', async () => {
    const address = await uploadPdf(admin, 'Tariff 2026.pdf');
    const later = await add(admin, { Name: 'Tariff 2026', Category: 'Prices', FileAddress: address, Sort: 5, Description: 'Shipping rates' });
    const first = await add(admin, { Name: 'Customs declaration form', FileAddress: await uploadPdf(admin), Sort: 1, VisibleToUsers: false });
    const list = await call(t, api.getCommonFiles, {}, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).toEqual([first, later]);
    expect(list.Data.Data[1]).toMatchObject({
      SiteId: site.id,
      Name: 'Tariff 2026',
      Category: 'Prices',
      FileAddress: address,
      FileName: 'Tariff 2026.pdf',
      FileSize: PDF.length,
      FileType: 'application/pdf',
      VisibleToUsers: true,
      Description: 'Shipping rates',
    });
    const filtered = await call(t, api.getCommonFiles, { Category: 'pri' }, { token: admin.token });
    expect(filtered.Data.Data.map((r) => r.Id)).toEqual([later]);
    const staffOnly = await call(t, api.getCommonFiles, { VisibleToUsers: false }, { token: admin.token });
    expect(staffOnly.Data.Data.map((r) => r.Id)).toEqual([first]);
  });

  it('edits (a new file replaces the facts of the old one), records before and after, and deletes', async () => {
    const id = await add(admin, { Name: 'Packing guide', FileAddress: await uploadPdf(admin, 'guide-v1.pdf') });
    const v2 = await uploadPdf(admin, 'guide-v2.pdf');
    const edited = await call(t, api.editCommonFile, { Id: id, Name: 'Packing guide v2', FileAddress: v2, VisibleToUsers: false, Sort: 3 }, { token: admin.token });
    expect(edited.Data).toMatchObject({ Name: 'Packing guide v2', FileAddress: v2, FileName: 'guide-v2.pdf', VisibleToUsers: false, Sort: 3 });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'CommonFile'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ actorId: admin.id, before: { Name: 'Packing guide', FileName: 'guide-v1.pdf' }, after: { Name: 'Packing guide v2', FileName: 'guide-v2.pdf' } });
    const detail = await call(t, api.getCommonFileById, { Id: id }, { token: admin.token });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);

    expect((await call(t, api.deleteCommonFile, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.select().from(commonFiles).where(eq(commonFiles.id, id))).toEqual([]);
    // The upload itself is still served.
    expect((await t.app.inject({ method: 'GET', url: v2, headers: { host: site.host } })).statusCode).toBe(200);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    const address = await uploadPdf(admin);
    const before = await t.db.$count(commonFiles);
    const cases: [Record<string, unknown>, string][] = [
      [{ FileAddress: address }, 'Name: cannot be empty'],
      [{ Name: 'x'.repeat(101), FileAddress: address }, 'Name: must be at most 100'],
      [{ Name: 'x' }, 'FileAddress: cannot be empty'],
      [{ Name: 'x', FileAddress: 'https://elsewhere.example/a.pdf' }, 'FileAddress: upload the file first'],
      [{ Name: 'x', FileAddress: '/files/1/202601/never-uploaded.pdf' }, 'FileAddress: upload the file first'],
      [{ Name: 'x', FileAddress: address, Category: 'c'.repeat(33) }, 'Category: must be at most 32'],
      [{ Name: 'x', FileAddress: address, Sort: -1 }, 'Sort: must be at least 0'],
      [{ Name: 'x', FileAddress: address, Sort: 'first' }, 'Sort: must be a valid number'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addCommonFile, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], message).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    const notBoolean = await call(t, api.addCommonFile, { Name: 'x', FileAddress: address, VisibleToUsers: 'yes' }, { token: admin.token });
    expect([notBoolean.Code, notBoolean.Message.split(':')[0]]).toEqual([ErrorCode.InvalidInput, 'VisibleToUsers']);
    expect(await t.db.$count(commonFiles)).toBe(before);
  });
});

describe('the customer portal', () => {
  it('lists only the visible files of the customer’s own site, without staff fields', async () => {
    const visible = await add(admin, { Name: 'Prohibited items', Category: 'Rules', FileAddress: await uploadPdf(admin), Sort: 0 });
    const hidden = await add(admin, { Name: 'Staff rota', FileAddress: await uploadPdf(admin), VisibleToUsers: false });
    const elsewhere = await add(otherAdmin, { Name: 'Their price list', FileAddress: await uploadPdf(otherAdmin) });
    const res = await call(t, api.getUserCommonFiles, { rows: 100 }, { token: customer.token });
    const ids = res.Data.Data.map((r) => r.Id);
    expect(ids).toContain(visible);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(elsewhere);
    expect(res.Data.Data.find((r) => r.Id === visible)).toEqual({
      Id: visible,
      Name: 'Prohibited items',
      Category: 'Rules',
      Description: '',
      FileAddress: expect.stringMatching(/^\/files\//),
      FileName: 'price-list.pdf',
      FileSize: PDF.length,
      FileType: 'application/pdf',
      UpdateTime: expect.any(String),
    });
    const named = await call(t, api.getUserCommonFiles, { Name: 'prohibited' }, { token: customer.token });
    expect(named.Data.Data.map((r) => r.Id)).toEqual([visible]);
  });

  it('cannot write or read the staff calls (403), and staff cannot use the portal call', async () => {
    const before = await t.db.$count(commonFiles);
    for (const c of [api.getCommonFiles, api.addCommonFile, api.getEditCommonFile, api.editCommonFile, api.deleteCommonFile, api.getCommonFileById]) {
      expect((await call(t, c, { Id: 1, Name: 'x', FileAddress: '/files/x.pdf' }, { token: customer.token })).status, c.path).toBe(403);
    }
    expect((await call(t, api.getUserCommonFiles, {}, { token: admin.token })).status).toBe(403);
    const noGrant = await createUser(t, { site, type: 'user', grants: [] });
    expect((await call(t, api.getUserCommonFiles, {}, { token: noGrant.token })).status).toBe(403);
    expect(await t.db.$count(commonFiles)).toBe(before);
  });
});

describe('access', () => {
  it('hides another site’s files and refuses another site’s upload', async () => {
    const theirs = await add(otherAdmin, { Name: 'Their file', FileAddress: await uploadPdf(otherAdmin) });
    expect((await call(t, api.getCommonFiles, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditCommonFile, api.getCommonFileById, api.deleteCommonFile]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    const theirUpload = await uploadPdf(otherAdmin);
    expect((await call(t, api.editCommonFile, { Id: theirs, Name: 'Mine now', FileAddress: theirUpload }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const linked = await call(t, api.addCommonFile, { Name: 'Borrowed', FileAddress: theirUpload }, { token: admin.token });
    expect([linked.Code, linked.Message]).toEqual([ErrorCode.InvalidInput, 'FileAddress: upload the file first']);
  });

  it('platform staff name the site; their own uploads may be offered on any site', async () => {
    const address = await uploadPdf(platform);
    const noSite = await call(t, api.addCommonFile, { Name: 'x', FileAddress: address }, { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site']);
    const id = await add(platform, { Name: 'Platform terms', FileAddress: address, SiteId: otherSite.id });
    expect((await call(t, api.getEditCommonFile, { Id: id }, { token: otherAdmin.token })).Data.SiteId).toBe(otherSite.id);
  });

  it('refuses staff without the API permission (403) and anonymous callers (401)', async () => {
    const listOnly = await createUser(t, { site, grants: [api.getCommonFiles] });
    for (const c of [api.addCommonFile, api.getEditCommonFile, api.editCommonFile, api.deleteCommonFile, api.getCommonFileById]) {
      expect((await call(t, c, { Id: 1, Name: 'x', FileAddress: '/files/x.pdf' }, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, { Id: 1, Name: 'x', FileAddress: '/files/x.pdf' })).status, c.path).toBe(401);
    }
    expect((await call(t, api.getCommonFiles, {}, { token: listOnly.token })).Code).toBe(0);
  });
});
