import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, controlCenter, userMessages } from '@lbo/contracts';
import { createSite, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
let staff: TestUser;

interface Operation {
  summary: string;
  operationId: string;
  security: unknown[];
  requestBody: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { site: await createSite(t.db), grants: 'all' });
});
afterAll(() => t.close());

describe('GET /openapi.json', () => {
  it('lists every contract call as a POST operation, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(CALLS.length).toBeGreaterThan(10);
    expect(Object.keys(doc.paths).sort()).toEqual(CALLS.map((c) => c.path).sort());
    for (const c of CALLS) {
      const op = doc.paths[c.path]!;
      expect(Object.keys(op), c.path).toEqual(['post']);
      expect(op.post!.summary).toBe(c.summary);
      expect(op.post!.responses['200'], c.path).toBeDefined();
      expect(Object.keys(op.post!.requestBody.content)).toEqual([c.multipart ? 'multipart/form-data' : 'application/json']);
      expect(op.post!.security.length, c.path).toBe(c.access === 'public' ? 0 : 1);
    }
    expect(new Set(Object.values(doc.paths).map((p) => p.post!.operationId)).size).toBe(CALLS.length);
  });
});

describe('GET /healthz and /version.json', () => {
  it('answers {status: "ok"} once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('answers the version, the same as the API document’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    const { version } = res.json() as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
    expect(doc.info.version).toBe(version);
  });
});

describe('transport errors answer the envelope', () => {
  it('answers an unknown path with 404 and Code 4', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const res = await t.app.inject({ method, url: '/Nothing/Here', headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Code: 4, Data: null });
      expect((res.json() as { Message: string }).Message.length).toBeGreaterThan(0);
    }
    // A contract path answers only POST.
    const get = await t.app.inject({ method: 'GET', url: controlCenter.getSiteApiUrl.path });
    expect([get.statusCode, (get.json() as { Code: number }).Code]).toEqual([404, 4]);
  });

  it('answers a malformed JSON body with Code 2, not a 500', async () => {
    for (const payload of ['{"Host": ', '{not json}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: controlCenter.getSiteApiUrl.path,
        headers: { 'content-type': 'application/json', AcceptLanguage: '3' },
        payload,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ Code: 2, Message: 'The request body is not a valid JSON object', Data: null });
    }
  });

  it('answers a wrong content type or a body that is not an object with Code 2', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: userMessages.getUserMessages.path,
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${staff.token}`, AcceptLanguage: '3' },
      payload: 'index=1',
    });
    expect(text.statusCode).toBeLessThan(500);
    expect((text.json() as { Code: number }).Code).toBe(2);
    const array = await t.app.inject({
      method: 'POST',
      url: userMessages.getUserMessages.path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}`, AcceptLanguage: '3' },
      payload: '[1, 2]',
    });
    expect([array.statusCode, (array.json() as { Code: number }).Code]).toEqual([200, 2]);
  });
});
