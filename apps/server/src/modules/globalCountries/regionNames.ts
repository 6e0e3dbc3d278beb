import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';

/**
 * Names of Chinese divisions in the other two languages, derived from the one the data package
 * gives (Simplified Chinese for the mainland, Hong Kong and Macao; Traditional Chinese for Taiwan):
 * - Traditional ↔ Simplified by OpenCC's Taiwan standard character tables (opencc-js);
 * - English in Hanyu Pinyin (pinyin-pro, which reads place names such as 六安 Lu'an, 番禺 Panyu and
 *   铅山 Yanshan right) with the division type translated, as the national standard GB/T 16159 and
 *   carriers' address forms write them: 深圳市 Shenzhen, 南山区 Nanshan District, 粤海街道 Yuehai Subdistrict;
 * - Hong Kong's and Macao's official English names, which are not Pinyin, and the provincial-level
 *   names whose English is not their Pinyin (Inner Mongolia, Tibet, Shaanxi...), from the tables below.
 */

export const traditionalOf: (simplified: string) => string = OpenCC.Converter({ from: 'cn', to: 'tw' });
export const simplifiedOf: (traditional: string) => string = OpenCC.Converter({ from: 'tw', to: 'cn' });

/** GB/T 2260 codes whose English name is not the Pinyin of the Chinese one. */
const ENGLISH_BY_CODE: Record<string, string> = {
  '150000': 'Inner Mongolia',
  '450000': 'Guangxi',
  '540000': 'Tibet',
  '610000': 'Shaanxi',
  '640000': 'Ningxia',
  '650000': 'Xinjiang',
  '810001': 'Central and Western',
  '810002': 'Wan Chai',
  '810003': 'Eastern',
  '810004': 'Southern',
  '810005': 'Yau Tsim Mong',
  '810006': 'Sham Shui Po',
  '810007': 'Kowloon City',
  '810008': 'Wong Tai Sin',
  '810009': 'Kwun Tong',
  '810010': 'Tsuen Wan',
  '810011': 'Tuen Mun',
  '810012': 'Yuen Long',
  '810013': 'North',
  '810014': 'Tai Po',
  '810015': 'Sai Kung',
  '810016': 'Sha Tin',
  '810017': 'Kwai Tsing',
  '810018': 'Islands',
  '820001': 'Our Lady of Fatima Parish',
  '820002': 'St. Anthony Parish',
  '820003': 'St. Lazarus Parish',
  '820004': 'Cathedral Parish',
  '820005': 'St. Lawrence Parish',
  '820006': 'Our Lady of Carmel Parish',
  '820007': 'Cotai',
  '820008': 'St. Francis Xavier Parish',
};

/** Whole names that are a kind of division rather than a place. */
const ENGLISH_BY_NAME: Record<string, string> = {
  省直辖县级行政区划: 'County-level divisions under the province',
  自治区直辖县级行政区划: 'County-level divisions under the autonomous region',
  市辖区: 'City districts',
};

/** Division types, longest first so that 自治县 wins over 县 and 街道办事处 over 办事处. */
const DIVISION_TYPES: [suffix: string, english: string][] = [
  ['街道办事处', 'Subdistrict'],
  ['自治区', ''],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['开发区', 'Development Zone'],
  ['管理区', 'Administrative Zone'],
  ['经济区', 'Economic Zone'],
  ['办事处', 'Office'],
  ['街道', 'Subdistrict'],
  ['地区', 'Prefecture'],
  ['林区', 'Forest District'],
  ['新区', 'New Area'],
  ['矿区', 'Mining District'],
  ['苏木', 'Sumu'],
  ['农场', 'Farm'],
  ['牧场', 'Ranch'],
  ['林场', 'Forest Farm'],
  ['省', ''],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
];

/** Pinyin syllables written as one word: 深圳 → Shenzhen, 西安 → Xi'an (an apostrophe before a, o, e). */
function pinyinWord(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' }).filter((s) => s.trim() !== '');
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Pinyin words, with the full-width punctuation some names carry (中国（南京）软件谷) written as English. */
const PUNCTUATION: Record<string, string> = { '（': ' (', '）': ') ', '、': ', ' };
const pinyinWords = (chinese: string) =>
  chinese
    .split(/([（）、])/)
    .map((part) => PUNCTUATION[part] ?? (part ? pinyinWord(part) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The peoples an autonomous division is named for, one word each: 黔南布依族苗族 → Qiannan Buyizu Miaozu. */
function ethnicWords(chinese: string): string {
  const match = /^(.{2,}?)((?:[^族]{1,4}族)+)$/.exec(chinese);
  if (!match) return pinyinWords(chinese);
  const [, place = '', peoples = ''] = match;
  return [place, ...(peoples.match(/[^族]{1,4}族/g) ?? [])].map(pinyinWords).join(' ');
}

/** The English name of a mainland, Hong Kong or Macao division from its code and Simplified Chinese name. */
export function englishOf(code: string, name: string): string {
  const fixed = ENGLISH_BY_CODE[code] ?? ENGLISH_BY_NAME[name];
  if (fixed) return fixed;
  const type = DIVISION_TYPES.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!type) return pinyinWords(name);
  const place = ethnicWords(name.slice(0, -type[0].length));
  return type[1] ? `${place} ${type[1]}` : place;
}

/** Text with every run of Chinese characters written in Pinyin (深圳仓 · A区 → Shenzhencang · AQu), for output that cannot show them. */
export const latinOf = (text: string): string => text.replace(/[\u3400-\u9fff]+/g, (han) => pinyinWord(han));
