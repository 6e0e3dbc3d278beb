import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commonFiles as api, site as siteCalls, upload } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { commonFiles } from '../commonFiles/tables.ts';
import { siteHosts, sitePageConfigurations, sites } from '../sites/tables.ts';

/**
 * Uploaded files are served only through the signed links the API hands to callers who may read
 * the record naming them (platform/fileLinks.ts).
 */
let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;
let staffA: TestUser;
let customerA: TestUser;
let staffB: TestUser;
let platform: TestUser;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0d20000000049454e44ae426082', 'hex');

async function uploadFile(user: TestUser, kind: 'pdf' | 'png', name = `a.${kind}`): Promise<string> {
  const form = new FormData();
  form.append('UploadFileType', kind === 'pdf' ? '0' : '1');
  form.append('FileClassify', kind === 'pdf' ? 'Annex' : 'Image');
  form.append('FileStream', new Blob([new Uint8Array(kind === 'pdf' ? PDF : PNG)], { type: kind === 'pdf' ? 'application/pdf' : 'image/png' }), name);
  const res = await t.app.inject({ method: 'POST', url: upload.upLoadFile.path, payload: form, headers: { authorization: `Bearer ${user.token}` } });
  const body = res.json() as { Code: number; Data: string };
  expect(body.Code).toBe(0);
  return body.Data;
}

const plain = (link: string) => link.split('?')[0]!;
/** GET as a browser on site A's host (files are served only on their site's hosts). */
const get = (url: string, language = '3', host = siteA.host) => t.app.inject({ method: 'GET', url, headers: { AcceptLanguage: language, host } });

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  siteB = await createSite(t.db);
  staffA = await createUser(t, { site: siteA, grants: 'all' });
  customerA = await createUser(t, { site: siteA, type: 'user', grants: 'all' });
  staffB = await createUser(t, { site: siteB, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

describe('a staff-only common file', () => {
  let address: string;
  let id: number;

  beforeAll(async () => {
    const uploaded = await uploadFile(staffA, 'pdf');
    const added = await call(t, api.addCommonFile, { Name: 'Staff rota', FileAddress: uploaded, VisibleToUsers: false }, { token: staffA.token });
    expect(added.Code).toBe(0);
    id = added.Data.Id;
    address = plain(uploaded);
  });

  it('is stored by its plain address, though the form sent the signed link back', async () => {
    const [row] = await t.db.select({ fileAddress: commonFiles.fileAddress }).from(commonFiles).where(eq(commonFiles.id, id));
    expect(row?.fileAddress).toBe(address);
  });

  it('is refused to nobody: a bare address or a forged link gets 403 with the reason', async () => {
    const bare = await get(address);
    expect([bare.statusCode, bare.json()]).toEqual([403, { Code: 1, Message: 'You may not open this file; open it from its page', Data: null }]);
    expect((await get(address, '1')).json().Message).toBe('无权访问该文件，请从页面中打开');
    expect((await get(`${address}?exp=9999999999&sig=${'x'.repeat(32)}`)).statusCode).toBe(403);
    // A malformed address names no file: answered like any unknown address, in the envelope (never a 500).
    const malformed = await get('/files/%E0%A4%A');
    expect([malformed.statusCode, malformed.json().Code]).toEqual([404, 4]);
  });

  it('is served to the staff of its site, through the link their list answers', async () => {
    const list = await call(t, api.getCommonFiles, { index: 1, rows: 50 }, { token: staffA.token });
    const link = list.Data.Data.find((r) => r.Id === id)!.FileAddress;
    expect(link).toMatch(/\?exp=\d+&sig=/);
    const served = await get(link);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.compare(served.rawPayload, PDF)).toBe(0);
    // Platform staff read every site's records, so they get a link too.
    const detail = await call(t, api.getCommonFileById, { Id: id }, { token: platform.token });
    expect((await get(detail.Data.FileAddress)).statusCode).toBe(200);
  });

  it('is refused to a portal user of the same site: their list does not name it, so they hold no link', async () => {
    const list = await call(t, api.getUserCommonFiles, { index: 1, rows: 50 }, { token: customerA.token });
    expect(list.Code).toBe(0);
    expect(JSON.stringify(list.Data)).not.toContain(address);
    const detail = await call(t, api.getCommonFileById, { Id: id }, { token: customerA.token });
    expect(detail.status).toBe(403);
    expect((await get(address)).statusCode).toBe(403);
  });

  it('is refused to another site: its staff cannot read the record, and an answer never signs another site’s address', async () => {
    const detail = await call(t, api.getCommonFileById, { Id: id }, { token: staffB.token });
    expect(detail.Code).not.toBe(0);
    // Even a record of site B that names site A's file answers the bare address, which is refused.
    const [borrowed] = await t.db.insert(commonFiles).values({ siteId: siteB.id, name: 'Borrowed', fileAddress: address, fileName: 'a.pdf', fileSize: PDF.length, fileType: 'application/pdf' }).returning({ id: commonFiles.id });
    const theirs = await call(t, api.getCommonFileById, { Id: borrowed!.id }, { token: staffB.token });
    expect(theirs.Data.FileAddress).toBe(address);
    expect((await get(theirs.Data.FileAddress)).statusCode).toBe(403);
  });
});

describe('the public home’s images', () => {
  it('stay public: the public page configuration answers links that need no sign-in and do not expire', async () => {
    const logo = plain(await uploadFile(staffA, 'png'));
    await t.db.insert(sitePageConfigurations).values({ siteId: siteA.id, language: 1, title: 'Alpha', logo });
    const res = await call(t, siteCalls.getSitePageConfiguration, { Language: 1 }, { host: siteA.host });
    expect(res.Data.Logo).toMatch(/^\/files\/\d+\/\d{6}\/[0-9a-f-]{36}\.png\?sig=[\w-]+$/);
    const served = await get(res.Data.Logo);
    expect([served.statusCode, served.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
  });
});

describe('how a file is served', () => {
  const POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

  it('never lets the browser guess a type or run what it opens, and a document downloads under the name it was uploaded with', async () => {
    const served = await get(await uploadFile(staffA, 'pdf', '报价单 2026.pdf'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(POLICY);
    expect(served.headers['content-disposition']).toBe(`attachment; filename="??? 2026.pdf"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95%202026.pdf`);
    // A refusal carries the same protection.
    const refused = await get(plain(await uploadFile(staffA, 'pdf')));
    expect([refused.statusCode, refused.headers['x-content-type-options'], refused.headers['content-security-policy']]).toEqual([403, 'nosniff', POLICY]);
  });

  it('shows an image in the page, still under the policy', async () => {
    const served = await get(await uploadFile(staffA, 'png', 'logo.png'));
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.headers['content-disposition']).toBe('inline; filename=logo.png');
    expect([served.headers['x-content-type-options'], served.headers['content-security-policy']]).toEqual(['nosniff', POLICY]);
  });
});

describe('a signed link works only on the hosts of the site that owns the file', () => {
  let platformHost: string;

  beforeAll(async () => {
    platformHost = `platform-${process.pid}.test`;
    await t.db.insert(siteHosts).values({ host: platformHost, siteId: null, apiBaseUrl: '' });
  });

  it('answers site A’s file on site A’s host and refuses it on site B’s host, in the caller’s language', async () => {
    const link = await uploadFile(staffA, 'png');
    expect((await get(link, '3', siteA.host)).statusCode).toBe(200);
    // A port after the host name is the same host.
    expect((await get(link, '3', `${siteA.host}:8080`)).statusCode).toBe(200);
    const onB = await get(link, '3', siteB.host);
    expect([onB.statusCode, onB.json()]).toEqual([403, { Code: 1, Message: 'This file belongs to another site; open it at that site’s address', Data: null }]);
    expect((await get(link, '1', siteB.host)).json().Message).toBe('该文件属于其他站点，请在其所属站点的网址中打开');
    // A host no site answers serves nothing.
    expect((await get(link, '3', 'elsewhere.example')).statusCode).toBe(403);
  });

  it('refuses a public link of site A’s home page on site B’s host too', async () => {
    const logo = plain(await uploadFile(staffA, 'png'));
    const publicLink = t.services.fileLinks.link(logo, { kind: 'public' });
    expect((await get(publicLink, '3', siteA.host)).statusCode).toBe(200);
    expect((await get(publicLink, '3', siteB.host)).statusCode).toBe(403);
  });

  it('serves every site’s files on the platform console’s host, and the platform’s own uploads on every site’s hosts', async () => {
    expect((await get(await uploadFile(staffB, 'png'), '3', platformHost)).statusCode).toBe(200);
    const platformFile = await uploadFile(platform, 'png');
    expect(platformFile).toMatch(/^\/files\/platform\//);
    expect((await get(platformFile, '3', siteA.host)).statusCode).toBe(200);
    expect((await get(platformFile, '3', siteB.host)).statusCode).toBe(200);
  });

  it('serves nothing on a disabled site’s host', async () => {
    const siteC = await createSite(t.db);
    const staffC = await createUser(t, { site: siteC, grants: 'all' });
    const link = await uploadFile(staffC, 'png');
    expect((await get(link, '3', siteC.host)).statusCode).toBe(200);
    await t.db.update(sites).set({ isEnabled: false }).where(eq(sites.id, siteC.id));
    expect((await get(link, '3', siteC.host)).statusCode).toBe(403);
  });
});
