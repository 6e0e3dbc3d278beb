import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalCountries as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, pgErrorOf, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { runInScope } from '../../platform/tenancy.ts';
import { ensureRegions } from './regionLoader.ts';
import { regions } from './tables.ts';

let t: TestApp;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  staff = await createUser(t, { site, grants: [api.getGlobalCountries] });
  customer = await createUser(t, { site, type: 'user' });
});
afterAll(() => t.close());

const children = async (user: TestUser, ParentId?: number, language: '1' | '2' | '3' = '3') =>
  (await call(t, api.getRegionsByParentId, ParentId ? { ParentId } : {}, { token: user.token, language })).Data;
const find = <T extends { Name: string }>(list: T[], name: string) => {
  const found = list.find((r) => r.Name === name);
  if (!found) throw new Error(`${name} not among ${list.map((r) => r.Name).join(', ').slice(0, 200)}`);
  return found;
};

describe('the region cascade', () => {
  it('answers every country with its ISO code and calling code, those with regions first, by name in the caller’s language', async () => {
    const countries = await children(customer);
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.slice(0, 4).map((c) => c.Code).sort()).toEqual(['CN', 'HK', 'MO', 'TW']);
    expect(find(countries, 'United States')).toMatchObject({ Code: 'US', PhoneCode: '1', HasChildren: false });
    expect(find(countries, 'China')).toMatchObject({ Code: 'CN', PhoneCode: '86', HasChildren: true });
    const rest = countries.slice(4).map((c) => c.Name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(find(await children(customer, undefined, '1'), '美国').Code).toBe('US');
    expect(find(await children(customer, undefined, '2'), '美國').Code).toBe('US');
  });

  it('goes down five levels in mainland China: country, province, city, county, town', async () => {
    const china = find(await children(staff), 'China');
    const guangdong = find(await children(staff, china.Id), 'Guangdong');
    expect(guangdong).toMatchObject({ Code: '440000', PhoneCode: '86', HasChildren: true });
    const shenzhen = find(await children(staff, guangdong.Id), 'Shenzhen');
    const nanshan = find(await children(staff, shenzhen.Id), 'Nanshan District');
    expect(nanshan.Code).toBe('440305');
    const towns = await children(staff, nanshan.Id);
    expect(find(towns, 'Yuehai Subdistrict')).toMatchObject({ HasChildren: false, PhoneCode: '86' });
    expect(towns.every((town) => town.Code.length === 12 && town.Code.startsWith('440305'))).toBe(true);
  });

  it('names every Chinese division in the caller’s language: Simplified, Traditional, English', async () => {
    const named = async (language: '1' | '2' | '3', code: string, parentId?: number) => {
      const found = (await children(staff, parentId, language)).find((r) => r.Code === code);
      if (!found) throw new Error(`no region ${code} under ${parentId}`);
      return found;
    };
    const inThree = async (code: string, parentId?: number) => Promise.all((['1', '2', '3'] as const).map(async (l) => (await named(l, code, parentId)).Name));
    const china = await named('3', 'CN');
    expect(await inThree('440000', china.Id)).toEqual(['广东省', '廣東省', 'Guangdong']);
    expect(await inThree('610000', china.Id)).toEqual(['陕西省', '陝西省', 'Shaanxi']);
    expect(await inThree('150000', china.Id)).toEqual(['内蒙古自治区', '內蒙古自治區', 'Inner Mongolia']);
    const anhui = await named('3', '340000', china.Id);
    // A place name Pinyin reads differently from its characters' usual reading, with the syllable apostrophe.
    expect(await inThree('341500', anhui.Id)).toEqual(['六安市', '六安市', "Lu'an"]);
    const hongKong = await named('3', 'HK');
    expect(await inThree('810002', hongKong.Id)).toEqual(['湾仔区', '灣仔區', 'Wan Chai']);
    const taiwan = await named('3', 'TW');
    const taipei = (await children(staff, taiwan.Id, '3')).find((r) => r.Name === 'Taipei City');
    expect(taipei).toBeDefined();
    const [zhCN, zhTW] = await Promise.all(['1', '2'].map(async (l) => (await children(staff, taiwan.Id, l as '1' | '2')).find((r) => r.Id === taipei!.Id)?.Name));
    expect([zhCN, zhTW]).toEqual(['台北市', '臺北市']);
  });

  it('has the districts of Hong Kong and Macao and Taiwan’s counties and districts', async () => {
    const countries = await children(staff);
    const hk = await children(staff, find(countries, 'Hong Kong SAR China').Id);
    expect(hk).toHaveLength(18);
    expect(find(hk, 'Wan Chai').PhoneCode).toBe('852');
    expect(await children(staff, find(countries, 'Macao SAR China').Id)).toHaveLength(8);
    const taiwan = await children(staff, find(countries, 'Taiwan').Id);
    const taipei = find(taiwan, 'Taipei City');
    expect(find(await children(staff, taipei.Id), 'Zhongzheng District')).toMatchObject({ Code: '100', PhoneCode: '886' });
    const taipeiZh = find(await children(staff, find(await children(staff, undefined, '2'), '台灣').Id, '2'), '臺北市');
    expect(taipeiZh.Id).toBe(taipei.Id);
  });

  it('answers nothing under a region without children or an unknown one, and needs a signed-in caller', async () => {
    expect(await children(staff, 999_999_999)).toEqual([]);
    const bad = await call(t, api.getRegionsByParentId, { ParentId: 'x' }, { token: staff.token });
    expect([bad.Code, bad.Message]).toEqual([2, 'ParentId: must be a valid number']);
    expect((await call(t, api.getRegionsByParentId, {})).status).toBe(401);
  });
});

describe('the countries and regions page', () => {
  it('lists a region’s children with their path, and searches every level by name or code', async () => {
    const top = await call(t, api.getGlobalCountries, { rows: 10 }, { token: staff.token, language: '1' });
    expect(top.Data.Total).toBeGreaterThanOrEqual(249);
    expect(top.Data.Data[0]).toMatchObject({ Level: 1, Code: 'CN', Alpha3: 'CHN', Name: '中国', NameZhCn: '中国', NameZhTw: '中國', NameEn: 'China', Path: ['中国'] });

    const found = await call(t, api.getGlobalCountries, { Keyword: '粤海' }, { token: staff.token, language: '1' });
    expect(found.Data.Data).toContainEqual(expect.objectContaining({ Name: '粤海街道', Level: 5, Path: ['中国', '广东省', '深圳市', '南山区', '粤海街道'] }));
    const byCode = await call(t, api.getGlobalCountries, { Keyword: '440305', Level: 4 }, { token: staff.token });
    expect(byCode.Data.Data.map((r) => r.Name)).toEqual(['Nanshan District']);
    const pinyin = await call(t, api.getGlobalCountries, { Keyword: 'yuehai' }, { token: staff.token });
    expect(pinyin.Data.Data).toContainEqual(expect.objectContaining({ Path: ['China', 'Guangdong', 'Shenzhen', 'Nanshan District', 'Yuehai Subdistrict'] }));
    const english = await call(t, api.getGlobalCountries, { Keyword: 'zhongzheng' }, { token: staff.token });
    expect(english.Data.Data[0]).toMatchObject({ Name: 'Zhongzheng District', Path: ['Taiwan', 'Taipei City', 'Zhongzheng District'] });
    const literal = await call(t, api.getGlobalCountries, { Keyword: '%' }, { token: staff.token });
    expect(literal.Data.Total).toBe(0);

    const guangdong = (await call(t, api.getGlobalCountries, { Keyword: '广东省', Level: 2 }, { token: staff.token })).Data.Data[0]!;
    const cities = await call(t, api.getGlobalCountries, { ParentId: guangdong.Id, rows: 50 }, { token: staff.token });
    expect(cities.Data.Total).toBe(21);
    expect(cities.Data.Data.every((c) => c.ParentId === guangdong.Id && c.Level === 3)).toBe(true);
  });

  it('is for staff granted the call', async () => {
    expect((await call(t, api.getGlobalCountries, {}, { token: customer.token })).status).toBe(403);
    const ungranted = await createUser(t, { site: await createSite(t.db) });
    expect((await call(t, api.getGlobalCountries, {}, { token: ungranted.token })).status).toBe(403);
    const bad = await call(t, api.getGlobalCountries, { Level: 6 }, { token: staff.token });
    expect(bad.Message).toBe('Level: must be at most 5');
  });
});

describe('the national data', () => {
  it('was loaded once with the migrations; loading again adds nothing', async () => {
    const before = await t.db.$count(regions);
    expect(before).toBeGreaterThan(45_000);
    await ensureRegions(t.db);
    expect(await t.db.$count(regions)).toBe(before);
  });

  it('is read-only to site users: the database refuses their writes', async () => {
    const error = await pgErrorOf(
      runInScope(t.db, { kind: 'site', siteId: 1, userId: staff.id, sessionId: staff.sessionId }, (tx) => tx.update(regions).set({ name: 'x' }).returning()),
    );
    expect(error.code).toBe('42501');
  });
});
