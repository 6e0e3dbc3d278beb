/**
 * Every call of the registry, fed malformed bodies the way an attacker or a careless client would
 * send them: whatever arrives, the answer is the envelope, never HTTP 500, never internal text, and
 * a body that cannot be right is refused. Field names and types come from each call's own request
 * schema, so a call added later is walked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CALLS, ErrorCode, formatMessage, INT4_MAX, type CallDefinition } from '@lbo/contracts';
import { createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from './helpers.ts';

let t: TestApp;
let site: TestSite;
let staff: TestUser;
let customer: TestUser;
/** a super user of the platform, who reaches the platform-only handlers a site's staff are refused */
let platformStaff: TestUser;

beforeAll(async () => {
  // The per-address limits of the anonymous calls would answer Code 6 long before the fuzz bodies reach validation.
  const unlimited = Number.MAX_SAFE_INTEGER;
  t = await createTestApp({ rateLimits: { captcha: unlimited, signIn: unlimited, sms: unlimited, account: unlimited, claim: unlimited, trajectory: unlimited } });
  site = await createSite(t.db);
  staff = await createUser(t, { site, isSuperUser: true });
  customer = await createUser(t, { site, type: 'user', isSuperUser: true, grants: 'all' });
  platformStaff = await createUser(t, { site: null, isSuperUser: true });
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

type Path = (string | number)[];
type LeafKind = 'integer' | 'number' | 'string' | 'boolean';
interface Leaf {
  path: Path;
  kind: LeafKind;
  schema: JsonSchema;
}

/** Texts that satisfy most of the contracts' string rules, tried in turn until the schema accepts one. */
const TEXT_CANDIDATES = ['Fuzz1', 'ab', 'A1', '2026-01-01', '2026-01-01 00:00:00', 'USD', 'CN', '86', '13800138000', 'a@b.cn', 'Abc123!@', '#1890ff', 'https://example.com', '10', '1.5', '0', 'userLogin', 'Image'];

const kindOf = (s: JsonSchema): LeafKind | 'object' | 'array' | 'null' | undefined => {
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return type as LeafKind | 'object' | 'array' | 'null' | undefined;
};

/** A plausible value for a schema, and every leaf under it (arrays get one element). */
function sample(s: JsonSchema, path: Path, leaves: Leaf[]): unknown {
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const option = options.find((o) => kindOf(o) !== 'null') ?? options[0]!;
    return sample(option, path, leaves);
  }
  if (s.allOf?.[0]) return sample(s.allOf[0], path, leaves);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const kind = kindOf(s);
  if (kind === 'object') {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, sub]) => [key, sample(sub, [...path, key], leaves)]));
  }
  if (kind === 'array') return s.items ? [sample(s.items, [...path, 0], leaves)] : [];
  if (kind === 'integer' || kind === 'number' || kind === 'string' || kind === 'boolean') leaves.push({ path, kind, schema: s });
  if (s.default !== undefined) return s.default;
  if (kind === 'integer' || kind === 'number') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
    const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2_000_000_000);
    // A large id that exists nowhere: a refused mutation is refused by validation, not by a lucky lookup.
    return Math.max(low, Math.min(high, 2_000_000_000));
  }
  if (kind === 'string') {
    const fits = (text: string) =>
      text.length >= (s.minLength ?? 0) && text.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(text));
    return TEXT_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  if (kind === 'boolean') return false;
  return null;
}

const getAt = (value: unknown, path: Path): unknown => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
function setAt(value: unknown, path: Path, leafValue: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leafValue;
  return copy;
}
function withoutTopLevel(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

/** A body the call's schema accepts as far as a few rounds of repair get it: leaves the schema refuses try other values, optional ones are dropped. */
function validBaseline(def: CallDefinition, schema: JsonSchema, leaves: Leaf[]): Record<string, unknown> {
  let body = sample(schema, [], leaves) as Record<string, unknown>;
  for (let round = 0; round < 4; round++) {
    const parsed = def.request.safeParse(body);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) {
      const path = issue.path as Path;
      const top = path[0];
      const current = getAt(body, path);
      const candidates: unknown[] =
        typeof current === 'number' ? [1, 10, 0] : typeof current === 'string' ? TEXT_CANDIDATES.filter((c) => c !== current) : [];
      const fix = candidates.find((candidate) => {
        const tried = def.request.safeParse(setAt(body, path, candidate));
        return tried.success || !tried.error.issues.some((i) => i.path.join('.') === path.join('.'));
      });
      if (fix !== undefined && path.length > 0) body = setAt(body, path, fix) as Record<string, unknown>;
      else if (typeof top === 'string' && !(schema.required ?? []).includes(top)) body = withoutTopLevel(body, top);
    }
  }
  return body;
}

interface Probe {
  call: CallDefinition;
  label: string;
  /** a body that cannot be right: the answer must carry a non-zero Code */
  mustRefuse: boolean;
  payload: string | Buffer;
  contentType?: string;
  /** sent by the platform's super user instead of the site's */
  asPlatform?: boolean;
}

interface Finding {
  call: string;
  label: string;
  status: number;
  answer: string;
}

const SQL_OR_STACK = /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\b[\s\S]*\bset\b|\bdelete from\b|params:|failed query|^\s+at |\.[cm]?[jt]s:\d+|call stack|invalid time value|TypeError|RangeError|SyntaxError|FST_|ERR_|pglite|postgres/im;

function headersFor(def: CallDefinition, contentType: string | undefined, asPlatform = false): Record<string, string> {
  const backstage = asPlatform ? platformStaff : staff;
  const token = def.access === 'public' ? undefined : def.populations.includes('backstage') ? backstage.token : customer.token;
  return {
    host: site.host,
    AcceptLanguage: '3',
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** What is wrong with an answer, or null if it is a proper one. */
function judge(status: number, text: string, mustRefuse: boolean): string | null {
  if (status === 500) return 'HTTP 500';
  if (![200, 401, 403].includes(status)) return `HTTP ${status}`;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = z.object({ Code: z.number().int(), Message: z.string(), Data: z.unknown() }).strict().safeParse(answer);
  if (!parsed.success) return 'not the envelope';
  if (parsed.data.Code === ErrorCode.Internal) return 'internal error';
  if (mustRefuse && parsed.data.Code === ErrorCode.Success) return 'accepted';
  if (SQL_OR_STACK.test(parsed.data.Message)) return 'internal text in Message';
  return null;
}

async function run(probes: readonly Probe[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const probe of probes) {
    const res = await t.app.inject({ method: 'POST', url: probe.call.path, headers: headersFor(probe.call, probe.contentType, probe.asPlatform), payload: probe.payload });
    const problem = judge(res.statusCode, res.body, probe.mustRefuse);
    if (problem) findings.push({ call: probe.call.path, label: `${probe.label}: ${problem}`, status: res.statusCode, answer: res.body.slice(0, 200) });
  }
  return findings;
}

interface Shape {
  call: CallDefinition;
  baseline: Record<string, unknown>;
  leaves: Leaf[];
}
let shapes: Shape[];
beforeAll(() => {
  shapes = CALLS.map((call) => {
    const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const leaves: Leaf[] = [];
    const baseline = validBaseline(call, schema, leaves);
    // Leaves dropped while repairing the baseline are not probed one by one.
    return { call, baseline, leaves: leaves.filter((leaf) => getAt(baseline, leaf.path.slice(0, -1)) !== undefined) };
  });
});

const MULTIPART = 'multipart/form-data; boundary=fuzz';

/** A multipart form of text fields (and one small file), as the web app sends uploads. */
function multipartBody(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--fuzz\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  parts.push('--fuzz\r\ncontent-disposition: form-data; name="FileStream"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\nhello\r\n--fuzz--\r\n');
  return Buffer.from(parts.join(''));
}

/** A body probe in the call's own encoding: JSON, or a multipart form for uploads. */
function bodyProbe(call: CallDefinition, label: string, body: unknown, mustRefuse: boolean): Probe {
  if (call.multipart) return { call, label, mustRefuse, payload: multipartBody(body as Record<string, unknown>), contentType: MULTIPART };
  return { call, label, mustRefuse, payload: JSON.stringify(body), contentType: 'application/json' };
}

/** Every leaf of `kind`, set to `value` one at a time. */
function eachLeaf(kind: LeafKind, label: string, value: (leaf: Leaf) => unknown, mustRefuse: boolean, only: (leaf: Leaf) => boolean = () => true): Probe[] {
  return shapes.flatMap(({ call, baseline, leaves }) =>
    leaves.filter((leaf) => leaf.kind === kind && only(leaf)).map((leaf) => bodyProbe(call, `${label} at ${leaf.path.join('.')}`, setAt(baseline, leaf.path, value(leaf)), mustRefuse)),
  );
}

/** Every leaf of `kind` set to `value` at once, one body per call. */
function allLeaves(kind: LeafKind, label: string, value: unknown, mustRefuse: boolean, only: (leaf: Leaf) => boolean = () => true): Probe[] {
  return shapes.flatMap(({ call, baseline, leaves }) => {
    const chosen = leaves.filter((leaf) => leaf.kind === kind && only(leaf));
    if (chosen.length === 0) return [];
    return [bodyProbe(call, label, chosen.reduce<unknown>((body, leaf) => setAt(body, leaf.path, value), baseline), mustRefuse)];
  });
}

const expectNoFindings = (findings: Finding[]) => expect(findings.map((f) => `${f.call} ${f.label} [${f.status}] ${f.answer}`)).toEqual([]);

/** 32768 only where a smallint may be: an id's column is an integer, where it is an ordinary value. */
const notAnId = (leaf: Leaf) => !/Ids?$/.test(String(leaf.path.filter((key) => typeof key === 'string').at(-1) ?? ''));
const nonNegative = (leaf: Leaf) => (leaf.schema.minimum ?? leaf.schema.exclusiveMinimum ?? -1) >= 0;
const looksLikeDate = (shape: Shape) => (leaf: Leaf) => typeof getAt(shape.baseline, leaf.path) === 'string' && /^\d{4}-\d{2}-\d{2}/.test(String(getAt(shape.baseline, leaf.path)));

// A busy machine runs thousands of requests slowly; the time is not what is asserted.
describe('malformed bodies on every call of the registry', { timeout: 180_000 }, () => {
  it('refuses an integer above its column (2^31) in any field, and survives 32768 (a smallint column)', async () => {
    expectNoFindings(await run([...eachLeaf('integer', '2^31', () => INT4_MAX + 1, true), ...eachLeaf('integer', '32768', () => 32768, false, notAnId)]));
  });

  it('refuses huge, negative and not-a-number numbers', async () => {
    expectNoFindings(
      await run([
        ...allLeaves('integer', '-2^31-1', -INT4_MAX - 2, true),
        ...allLeaves('integer', '2^53', 2 ** 53, true),
        ...allLeaves('integer', '1e308', 1e308, true),
        ...allLeaves('integer', '"NaN"', 'NaN', true),
        ...allLeaves('integer', '"Infinity"', 'Infinity', true),
        ...allLeaves('integer', '-1 where the rule is non-negative', -1, true, nonNegative),
        ...allLeaves('number', '1e308', 1e308, false),
        ...allLeaves('number', '-1e308', -1e308, false),
        ...allLeaves('string', '"1e999"', '1e999', false),
        ...allLeaves('string', '"NaN"', 'NaN', false),
      ]),
    );
  });

  it('refuses NUL and other control characters in any text, accepts tab, CR and LF, and survives very long text', async () => {
    expectNoFindings(
      await run([
        ...eachLeaf('string', 'NUL', () => 'a\u0000b', true),
        ...allLeaves('string', 'control characters', 'a\u0001\u001b\u007fb', true),
        ...allLeaves('string', 'lone surrogate', 'a\ud800b', false),
        ...allLeaves('string', 'tab CR LF', 'a\tb\r\nc', false),
        // Longer than any column it could be stored in: refused by the schema, or kept whole in a text column.
        ...eachLeaf('string', '20,000 characters', () => 'x'.repeat(20_000), false),
      ]),
    );
  });

  it('refuses dates that match the pattern but do not exist', async () => {
    const probes = shapes.flatMap((shape) =>
      shape.leaves
        .filter((leaf) => leaf.kind === 'string' && looksLikeDate(shape)(leaf))
        .flatMap((leaf) =>
          ['9999-99-99', '2026-02-30', '0000-01-01', '9999-99-99 99:99:99', '2026-02-30 00:00:00', '2026-02-28 24:00:00', '2026-02-28 23:60:00'].map((value) =>
            bodyProbe(shape.call, `date ${value} at ${leaf.path.join('.')}`, setAt(shape.baseline, leaf.path, value), true),
          ),
        ),
    );
    expect(probes.length).toBeGreaterThan(10);
    expectNoFindings(await run(probes));
  });

  it('refuses values of the wrong type in every field', async () => {
    const wrong: Record<LeafKind, unknown> = { integer: 'abc', number: 'abc', string: 12345, boolean: 'yes' };
    const probes = shapes.flatMap(({ call, baseline, leaves }) => {
      const fields = Object.keys(baseline);
      if (fields.length === 0) return [];
      const mistyped = leaves.reduce<unknown>((body, leaf) => setAt(body, leaf.path, wrong[leaf.kind]), baseline);
      return [
        bodyProbe(call, 'every leaf mistyped', mistyped, leaves.length > 0 && !call.multipart),
        bodyProbe(call, 'every field an object', Object.fromEntries(fields.map((f) => [f, { $ne: 1 }])), false),
        bodyProbe(call, 'every field an array', Object.fromEntries(fields.map((f) => [f, [[1], { a: 'b' }]])), false),
      ];
    });
    expectNoFindings(await run(probes));
  });

  it('survives lists longer than one statement can take (70,000 elements, beyond PostgreSQL’s 65,535 parameters)', async () => {
    const listsIn = (value: unknown, path: Path): Path[] =>
      Array.isArray(value)
        ? [...(value.length > 0 ? [path] : []), ...value.flatMap((item, index) => listsIn(item, [...path, index]))]
        : value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, item]) => listsIn(item, [...path, key]))
          : [];
    const probes = shapes.flatMap(({ call, baseline }) =>
      listsIn(baseline, []).map((path) => bodyProbe(call, `70,000 elements at ${path.join('.')}`, setAt(baseline, path, Array.from({ length: 70_000 }, () => (getAt(baseline, path) as unknown[])[0])), false)),
    );
    expect(probes.length).toBeGreaterThan(10);
    expectNoFindings(await run(probes));
  });

  it('as platform staff too, survives 32768, long text and lone surrogates in any field of a back-office call', async () => {
    const probes = [...eachLeaf('integer', '32768', () => 32768, false, notAnId), ...eachLeaf('string', '20,000 characters', () => 'x'.repeat(20_000), false), ...allLeaves('string', 'lone surrogate', 'a\ud800b', false)];
    expectNoFindings(await run(probes.filter((probe) => probe.call.access !== 'public' && probe.call.populations.includes('backstage')).map((probe) => ({ ...probe, asPlatform: true }))));
  });

  it('refuses bodies nested deeper than the cap', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const probes = CALLS.flatMap((call): Probe[] =>
      call.multipart
        ? [{ call, label: 'nested JSON text field', mustRefuse: true, payload: multipartBody({ Carousel: deep(20_000), zh_cn: `{"a":${deep(20_000)}}` }), contentType: MULTIPART }]
        : [
            { call, label: '20,000 arrays', mustRefuse: true, payload: deep(20_000), contentType: 'application/json' },
            { call, label: '20,000 objects in a field', mustRefuse: true, payload: `{"Id":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`, contentType: 'application/json' },
            { call, label: '40 arrays in a field', mustRefuse: true, payload: `{"Id":${deep(40)}}`, contentType: 'application/json' },
          ],
    );
    expectNoFindings(await run(probes));
  });

  it('answers the envelope to bodies that are not JSON, of another content type or too large', async () => {
    const oversized = `{"Name":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    const probes = CALLS.flatMap((call): Probe[] => [
      { call, label: 'broken JSON', mustRefuse: true, payload: '{"Id":', contentType: 'application/json' },
      { call, label: 'empty JSON body', mustRefuse: false, payload: '', contentType: 'application/json' },
      { call, label: 'JSON array', mustRefuse: true, payload: '[1]', contentType: 'application/json' },
      { call, label: 'JSON number', mustRefuse: true, payload: '12', contentType: 'application/json' },
      { call, label: 'proto poisoning', mustRefuse: false, payload: '{"__proto__":{"IsSuperUser":true}}', contentType: 'application/json' },
      { call, label: 'text/plain', mustRefuse: true, payload: 'Id=1', contentType: 'text/plain' },
      { call, label: 'form-urlencoded', mustRefuse: true, payload: 'Id=1', contentType: 'application/x-www-form-urlencoded' },
      { call, label: 'unknown charset', mustRefuse: false, payload: '{}', contentType: 'application/json; charset=ebcdic' },
      { call, label: 'oversized', mustRefuse: true, payload: oversized, contentType: 'application/json' },
      { call, label: 'multipart without boundary', mustRefuse: true, payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
      { call, label: 'multipart garbage', mustRefuse: true, payload: 'garbage', contentType: MULTIPART },
    ]);
    expectNoFindings(await run(probes));
  });
});

const callAt = (path: string) => {
  const found = CALLS.find((c) => c.path === path);
  if (!found) throw new Error(`no call ${path}`);
  return found;
};

/** POST raw bytes as the super user of the site, in the language given (1 zh-CN, 2 zh-TW, 3 en). */
async function post(path: string, payload: string | Buffer, contentType: string, language: '1' | '2' | '3' = '3') {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headersFor(callAt(path), contentType), AcceptLanguage: language },
    payload,
  });
  return { status: res.statusCode, ...(res.json() as { Code: number; Message: string; Data: unknown }) };
}
const postJson = (path: string, body: unknown, language: '1' | '2' | '3' = '3') => post(path, JSON.stringify(body), 'application/json', language);
const inThreeLanguages = async (send: (language: '1' | '2' | '3') => Promise<{ status: number; Code: number; Message: string }>) =>
  Promise.all((['1', '2', '3'] as const).map(async (language) => {
    const answer = await send(language);
    return [answer.status, answer.Code, answer.Message];
  }));

describe('what the caller reads when the body is refused', () => {
  it('an id beyond the integer column names the field and the largest value, in the caller’s language', async () => {
    expect(await inThreeLanguages((language) => postJson('/User/DisableUser', { Id: 2147483648 }, language))).toEqual([
      [200, 2, 'Id：不能大于 2147483647'],
      [200, 2, 'Id：不能大於 2147483647'],
      [200, 2, 'Id: must be at most 2147483647'],
    ]);
  });

  it('a NUL or another control character names the field; tab and line breaks are text', async () => {
    expect(await inThreeLanguages((language) => postJson('/User/GetSiteUsers', { UserName: 'a\u0000b', NickName: 'ok' }, language))).toEqual([
      [200, 2, 'UserName：不能包含控制字符'],
      [200, 2, 'UserName：不能包含控制字元'],
      [200, 2, 'UserName: must not contain control characters'],
    ]);
    const escape = await postJson('/User/GetSiteUsers', { NickName: 'a\u001bb', Email: 'x\u0085' });
    expect(escape.Data).toEqual({ Errors: [expect.objectContaining({ Field: 'NickName', Rule: 'ControlCharacter' }), expect.objectContaining({ Field: 'Email', Rule: 'ControlCharacter' })] });
    expect((await postJson('/User/GetSiteUsers', { NickName: 'a\tb\r\nc' })).Code).toBe(0);
  });

  it('a date that matches the pattern but does not exist is refused with the date rule', async () => {
    for (const EndDate of ['9999-99-99 99:99:99', '2026-02-30', '2026-02-28 24:00:00', '0000-01-01']) {
      expect([EndDate, await postJson('/User/GetSiteUsers', { EndDate })]).toEqual([EndDate, { status: 200, Code: 2, Message: 'EndDate: date must be yyyy-MM-dd HH:mm:ss', Data: expect.anything() }]);
    }
    expect((await postJson('/User/GetSiteUsers', { StartDate: '2024-02-29', EndDate: '2026-12-31 23:59:59' })).Code).toBe(0);
  });

  it('a drag offset beyond any screen is refused before it reaches the puzzle’s real column', async () => {
    const puzzle = (await postJson('/Account/GetCaptcha64', {})).Data as { CaptchaKey: string };
    expect(await postJson('/Account/CheckingCaptcha', { CaptchaKey: puzzle.CaptchaKey, Captcha: 5, Deviation: 1e308 })).toMatchObject({ status: 200, Code: 2, Message: 'Deviation: must be at most 10000' });
    expect(await postJson('/Account/CheckingCaptcha', { CaptchaKey: puzzle.CaptchaKey, Captcha: 1e308 })).toMatchObject({ status: 200, Code: 2, Message: 'Captcha: must be at most 10000' });
  });

  it('a body that is not JSON, not an object, too large, nested too deep or of another type answers the envelope with its own message', async () => {
    expect(await inThreeLanguages((language) => post('/User/GetSiteUsers', '{"UserName":', 'application/json', language))).toEqual([
      [200, 2, '请求内容不是有效的 JSON 对象'],
      [200, 2, '請求內容不是有效的 JSON 物件'],
      [200, 2, 'The request body is not a valid JSON object'],
    ]);
    expect(await post('/User/GetSiteUsers', '[1,2]', 'application/json')).toMatchObject({ status: 200, Code: 2, Message: 'The request body is not a valid JSON object' });
    expect(await inThreeLanguages((language) => post('/User/GetSiteUsers', `{"UserName":"${'x'.repeat(2 * 1024 * 1024)}"}`, 'application/json', language))).toEqual([
      [200, 2, '请求内容不能超过 2 MB'],
      [200, 2, '請求內容不能超過 2 MB'],
      [200, 2, 'The request body must be under 2 MB'],
    ]);
    expect(await inThreeLanguages((language) => post('/User/GetSiteUsers', '['.repeat(20_000) + ']'.repeat(20_000), 'application/json', language))).toEqual([
      [200, 2, '请求内容的嵌套不能超过 32 层'],
      [200, 2, '請求內容的巢狀不能超過 32 層'],
      [200, 2, 'The request body must not be nested deeper than 32 levels'],
    ]);
    expect(await inThreeLanguages((language) => post('/User/GetSiteUsers', 'UserName=a', 'text/plain; charset=utf-8', language))).toEqual([
      [200, 2, '不接受内容类型 text/plain，请以 application/json 提交'],
      [200, 2, '不接受內容類型 text/plain，請以 application/json 提交'],
      [200, 2, 'Content type text/plain is not accepted; send application/json'],
    ]);
    expect(await post('/User/GetSiteUsers', multipartBody({ UserName: 'a' }), MULTIPART)).toMatchObject({ status: 200, Code: 2, Message: 'Content type multipart/form-data is not accepted; send application/json' });
  });

  it('an upload form without a boundary, or garbled, is refused as malformed, storing nothing', async () => {
    for (const path of ['/UpLoadFile/UpLoadFile', '/Site/EditSitePageConfiguration']) {
      expect(await inThreeLanguages((language) => post(path, '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 'multipart/form-data', language))).toEqual([
        [200, 2, '上传的表单格式不正确'],
        [200, 2, '上傳的表單格式不正確'],
        [200, 2, 'The upload form is malformed'],
      ]);
    }
    expect(await post('/UpLoadFile/UpLoadFile', '--fuzz\r\ncontent-disposition: form-data; name="a"\r\n\r\nb', MULTIPART)).toMatchObject({ status: 200, Code: 2, Message: 'The upload form is malformed' });
  });

  it('an address with a broken escape answers the envelope, like any unknown address', async () => {
    const call = await t.app.inject({ method: 'POST', url: '/User/%E0%A4%A', headers: { AcceptLanguage: '2', 'content-type': 'application/json' }, payload: '{}' });
    const file = await t.app.inject({ method: 'GET', url: '/files/%E0%A4%A.png', headers: { AcceptLanguage: '2' } });
    const notFound = { Code: 4, Message: formatMessage('NotFound', 'zh-TW'), Data: null };
    expect([call.statusCode, call.json(), file.statusCode, file.json()]).toEqual([404, notFound, 404, notFound]);
  });

  it('a failure of the server itself answers a fixed message with the request id, and no SQL', async () => {
    await t.db.execute(sql`alter table cargo_types rename to cargo_types_away`);
    try {
      const failed = await postJson('/CargoType/GetCargoTypes', {});
      expect(failed).toEqual({ status: 500, Code: 9, Message: expect.stringMatching(/^Internal server error, please try again \(request [0-9a-f-]{36}\)$/), Data: null });
    } finally {
      await t.db.execute(sql`alter table cargo_types_away rename to cargo_types`);
    }
  });
});
