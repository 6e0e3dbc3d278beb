import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { upload as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { uploadedFiles } from './tables.ts';

let t: TestApp;
let siteA: TestSite;
let staff: TestUser;
let portal: TestUser;

/** A real PNG; random pixels do not compress, so the file is about width × height × 4 bytes. */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  crypto.randomFillSync(image.data);
  return PNG.sync.write(image);
}

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

interface UploadResult {
  status: number;
  Code: number;
  Message: string;
  Data: string | null;
}

/** POST the multipart form the web app sends: fields first, the file as FileStream. */
async function upload(
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string } | null,
  token: string | undefined,
): Promise<UploadResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('FileStream', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await t.app.inject({
    method: 'POST',
    url: calls.upLoadFile.path,
    payload: form,
    headers: { AcceptLanguage: '3', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, ...(res.json() as Omit<UploadResult, 'status'>) };
}

const IMAGE = { UploadFileType: '1', FileClassify: 'Image' };

/** Every file under the upload directory, to prove a refused upload wrote nothing. */
function storedFiles(): string[] {
  return fs.readdirSync(t.config.uploadDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The stored address of a link the API answered: the link without its signature. */
const rowsAt = (link: string) => t.db.select().from(uploadedFiles).where(eq(uploadedFiles.address, link.split('?')[0]!));

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  staff = await createUser(t, { site: siteA, grants: [calls.upLoadFile] });
  portal = await createUser(t, { site: siteA, type: 'user', grants: [calls.upLoadFile] });
});
afterAll(() => t.close());

describe('UpLoadFile/UpLoadFile', () => {
  it('stores a real PNG as an image, records who uploaded it, and serves the same bytes from its address', async () => {
    const bytes = png(40, 30);
    const res = await upload(IMAGE, { bytes, name: 'label.png', type: 'image/png' }, staff.token);
    expect([res.status, res.Code]).toEqual([200, 0]);
    const address = res.Data!;
    // The answer is a signed link to the stored address (platform/fileLinks.ts).
    expect(address).toMatch(new RegExp(`^/files/${siteA.id}/\\d{6}/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[\\w-]+$`));

    const served = await t.app.inject({ method: 'GET', url: address, headers: { host: siteA.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    const [row] = await rowsAt(address);
    expect(row).toMatchObject({
      siteId: siteA.id,
      ownerId: staff.id,
      uploadFileType: 1,
      classify: 'Image',
      originalName: 'label.png',
      mime: 'image/png',
      size: bytes.length,
    });
  });

  it('names the stored file by its content, whatever the upload claimed, and keeps portal uploads under their owner', async () => {
    const bytes = png(8, 8);
    const res = await upload(IMAGE, { bytes, name: 'photo.jpeg', type: 'image/jpeg' }, portal.token);
    expect(res.Code).toBe(0);
    expect(res.Data).toMatch(/\.png\?/);
    const [row] = await rowsAt(res.Data!);
    expect(row).toMatchObject({ siteId: siteA.id, ownerId: portal.id, mime: 'image/png', originalName: 'photo.jpeg' });
  });

  it('accepts a PDF as an attachment but not as an image', async () => {
    const annex = await upload({ UploadFileType: '0', FileClassify: 'Annex' }, { bytes: PDF, name: 'invoice.pdf', type: 'application/pdf' }, staff.token);
    expect(annex.Code).toBe(0);
    expect(annex.Data).toMatch(/\.pdf\?/);
    expect((await rowsAt(annex.Data!))[0]).toMatchObject({ uploadFileType: 0, classify: 'Annex', mime: 'application/pdf' });
    const image = await upload(IMAGE, { bytes: PDF, name: 'invoice.png', type: 'image/png' }, staff.token);
    expect([image.Code, image.Message]).toEqual([2, 'File type not allowed; allowed: jpeg, png']);
  });

  it('sniffs the content: a text file named .png claiming image/png is refused and nothing is stored', async () => {
    const before = storedFiles();
    const rowsBefore = await t.db.$count(uploadedFiles);
    const res = await upload(IMAGE, { bytes: Buffer.from('just some text, not a picture\n'.repeat(20)), name: 'fake.png', type: 'image/png' }, staff.token);
    expect([res.status, res.Code, res.Data]).toEqual([200, 2, null]);
    expect(res.Message).toBe('File type not allowed; allowed: jpeg, png');
    expect(storedFiles()).toEqual(before);
    expect(await t.db.$count(uploadedFiles)).toBe(rowsBefore);
  });

  it('refuses a file over MaxSize (the caller’s limit) with FileTooLarge', async () => {
    const big = png(600, 600);
    expect(big.length).toBeGreaterThan(1.2 * 1024 * 1024);
    const before = storedFiles();
    const res = await upload({ ...IMAGE, MaxSize: '1' }, { bytes: big, name: 'big.png', type: 'image/png' }, staff.token);
    expect([res.Code, res.Message]).toEqual([2, 'The file must be under 1 MB']);
    expect(storedFiles()).toEqual(before);
    // The same file under the kind's own 10 MB limit is fine.
    const ok = await upload(IMAGE, { bytes: big, name: 'big.png', type: 'image/png' }, staff.token);
    expect(ok.Code).toBe(0);
    expect((await rowsAt(ok.Data!))[0]?.size).toBe(big.length);
  });

  it('refuses an UploadFileType whose FileClassify does not match', async () => {
    const res = await upload({ UploadFileType: '1', FileClassify: 'Video' }, { bytes: png(4, 4), name: 'a.png', type: 'image/png' }, staff.token);
    expect([res.Code, res.Message]).toEqual([2, 'UploadFileType and FileClassify do not match']);
    const video = await upload({ UploadFileType: '2', FileClassify: 'Video' }, { bytes: png(4, 4), name: 'a.mp4', type: 'video/mp4' }, staff.token);
    expect([video.Code, video.Message]).toEqual([2, 'File type not allowed; allowed: mp4, webm, quicktime']);
  });

  it('refuses bad fields with Code 2 naming them', async () => {
    const res = await upload({ UploadFileType: '7', FileClassify: 'Picture' }, { bytes: png(4, 4), name: 'a.png', type: 'image/png' }, staff.token);
    expect(res.Code).toBe(2);
    expect(res.Message).toContain('UploadFileType: is not an allowed value');
    expect(res.Message).toContain('FileClassify: is not an allowed value');
    const missing = await upload({}, { bytes: png(4, 4), name: 'a.png', type: 'image/png' }, staff.token);
    expect(missing.Code).toBe(2);
    expect(missing.Message).toContain('FileClassify');
  });

  it('refuses a form without a file, with an empty file, or a JSON body, with FileMissing', async () => {
    const none = await upload(IMAGE, null, staff.token);
    expect([none.Code, none.Message]).toEqual([2, 'Choose a file to upload']);
    const empty = await upload(IMAGE, { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }, staff.token);
    expect([empty.Code, empty.Message]).toEqual([2, 'Choose a file to upload']);
    const json = await t.app.inject({
      method: 'POST',
      url: calls.upLoadFile.path,
      payload: JSON.stringify(IMAGE),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}`, AcceptLanguage: '3' },
    });
    expect(json.json()).toMatchObject({ Code: 2, Message: 'Choose a file to upload' });
  });

  it('refuses an upload without a token (401) or without the grant (403), storing nothing', async () => {
    const before = storedFiles();
    const anonymous = await upload(IMAGE, { bytes: png(4, 4), name: 'a.png', type: 'image/png' }, undefined);
    expect([anonymous.status, anonymous.Code]).toEqual([401, 1]);
    const noGrant = await createUser(t, { site: siteA, grants: [] });
    const denied = await upload(IMAGE, { bytes: png(4, 4), name: 'a.png', type: 'image/png' }, noGrant.token);
    expect([denied.status, denied.Code]).toEqual([403, 1]);
    expect(storedFiles()).toEqual(before);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, noGrant.id))).toEqual([]);
  });
});

/** A PNG chunk, with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a chunk inserted right after its header chunk (IHDR is 8 + 25 bytes in). */
function pngWithChunk(image: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([image.subarray(0, 33), chunk, image.subarray(33)]);
}

const segment = (marker: number, data: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);

/** A small baseline-structured JPEG: JFIF header, `extra` segments, tables, one scan of `pixels`, end. */
function jpeg(extra: Buffer[] = [], pixels = Buffer.from('d2cf20', 'hex')): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('4a46494600010101004800480000', 'hex')),
    ...extra,
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from('0800010001010111 00'.replace(/ /g, ''), 'hex')),
    segment(0xda, Buffer.from('010100003f00', 'hex')),
    pixels,
    Buffer.from([0xff, 0xd9]),
  ]);
}

const XMP = Buffer.from(
  'http://ns.adobe.com/xap/1.0/\0<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description dc:title="Shelf A-01"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
  'latin1',
);

describe('an image that also carries web page code (a polyglot)', () => {
  const refusedWithNothingStored = async (bytes: Buffer, name: string, type: string) => {
    const before = storedFiles();
    const rowsBefore = await t.db.$count(uploadedFiles);
    const res = await upload(IMAGE, { bytes, name, type }, staff.token);
    expect([res.status, res.Code, res.Message, res.Data]).toEqual([200, 2, 'The image carries web page code (script or markup) and cannot be uploaded', null]);
    expect(storedFiles()).toEqual(before);
    expect(await t.db.$count(uploadedFiles)).toBe(rowsBefore);
  };

  it('is refused when the markup follows the PNG’s end', async () => {
    await refusedWithNothingStored(Buffer.concat([png(8, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 'label.png', 'image/png');
  });

  it('is refused when the markup sits in a PNG text chunk', async () => {
    const text = pngChunk('tEXt', Buffer.from('Comment\0<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'latin1'));
    await refusedWithNothingStored(pngWithChunk(png(8, 8), text), 'label.png', 'image/png');
  });

  it('is refused when the markup sits in a JPEG comment, follows its end, or hides in its pixels', async () => {
    await refusedWithNothingStored(jpeg([segment(0xfe, Buffer.from('<img src=x onerror=alert(1)><SCRIPT>alert(1)</SCRIPT>'))]), 'photo.jpg', 'image/jpeg');
    await refusedWithNothingStored(Buffer.concat([jpeg(), Buffer.from('<!DOCTYPE html><p>hello')]), 'photo.jpg', 'image/jpeg');
    await refusedWithNothingStored(jpeg([], Buffer.from('d2cf<script>alert(1)</script>20', 'latin1')), 'photo.jpg', 'image/jpeg');
  });

  it('is told apart from a photo’s metadata and from chance bytes in its pixels, which are accepted', async () => {
    const xmp = await upload(IMAGE, { bytes: jpeg([segment(0xe1, XMP)]), name: 'photo.jpg', type: 'image/jpeg' }, staff.token);
    expect([xmp.Code, xmp.Data]).toEqual([0, expect.stringMatching(/\.jpg\?/)]);
    // Four bytes spelling "<svg" turn up by chance in large photos; in the pixels they are no tag.
    const chance = await upload(IMAGE, { bytes: jpeg([], Buffer.from('d2cf<svg1a20', 'latin1')), name: 'photo.jpg', type: 'image/jpeg' }, staff.token);
    expect(chance.Code).toBe(0);
    // A phone's multi-picture file: a second JPEG (a depth or gain map) after the first one's end.
    const multiPicture = await upload(IMAGE, { bytes: Buffer.concat([jpeg([segment(0xe1, XMP)]), jpeg([], Buffer.from('d2cf<svg1a20', 'latin1'))]), name: 'photo.jpg', type: 'image/jpeg' }, staff.token);
    expect(multiPicture.Code).toBe(0);
  });

  it('refuses an SVG, which is a document that may run scripts, as an image and as an attachment', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4"/></svg>');
    const asImage = await upload(IMAGE, { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }, staff.token);
    expect([asImage.Code, asImage.Message]).toEqual([2, 'File type not allowed; allowed: jpeg, png']);
    const asAnnex = await upload({ UploadFileType: '0', FileClassify: 'Annex' }, { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }, staff.token);
    expect([asAnnex.Code, asAnnex.Message]).toMatchObject([2, expect.stringContaining('File type not allowed')]);
  });
});

describe('the stored file and its row', () => {
  it('leaves no file behind when the transaction fails at commit', async () => {
    // A deferred check that fails at commit, after the handler has done all its work.
    await t.db.execute(sql`create function refuse_upload_at_commit() returns trigger language plpgsql as $$
      begin if new.original_name = 'fails-at-commit.png' then raise exception 'refused at commit'; end if; return null; end $$`);
    await t.db.execute(sql`create constraint trigger refuse_upload_at_commit after insert on uploaded_files
      deferrable initially deferred for each row execute function refuse_upload_at_commit()`);
    const before = storedFiles();
    const rowsBefore = await t.db.$count(uploadedFiles);
    const failed = await upload(IMAGE, { bytes: png(8, 8), name: 'fails-at-commit.png', type: 'image/png' }, staff.token);
    expect(failed.Code).not.toBe(0);
    expect(failed.Data).toBeNull();
    expect(storedFiles()).toEqual(before);
    expect(await t.db.$count(uploadedFiles)).toBe(rowsBefore);
    // The same upload under another name commits, and its file is there as soon as the answer is.
    const ok = await upload(IMAGE, { bytes: png(8, 8), name: 'fine.png', type: 'image/png' }, staff.token);
    expect(ok.Code).toBe(0);
    expect(storedFiles()).toHaveLength(before.length + 1);
  });

  it('takes the row back out when the file cannot be written after the commit', async () => {
    const siteB = await createSite(t.db);
    const staffB = await createUser(t, { site: siteB, grants: [calls.upLoadFile] });
    // A plain file where the month's folder belongs makes writing fail.
    const now = new Date();
    const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    fs.mkdirSync(path.join(t.config.uploadDir, String(siteB.id)), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadDir, String(siteB.id), month), 'in the way');
    const failed = await upload(IMAGE, { bytes: png(8, 8), name: 'unwritable.png', type: 'image/png' }, staffB.token);
    expect(failed.Code).not.toBe(0);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, staffB.id))).toEqual([]);
  });
});
