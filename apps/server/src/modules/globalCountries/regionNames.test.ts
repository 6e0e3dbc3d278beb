import { describe, expect, it } from 'vitest';
import { englishOf, simplifiedOf, traditionalOf } from './regionNames.ts';

describe('names of Chinese divisions', () => {
  it.each([
    ['440300', '深圳市', 'Shenzhen'],
    ['440305', '南山区', 'Nanshan District'],
    ['610100', '西安市', "Xi'an"],
    ['141100', '吕梁市', 'Lüliang'],
    ['440113', '番禺区', 'Panyu District'],
    ['361124', '铅山县', 'Yanshan County'],
    ['522700', '黔南布依族苗族自治州', 'Qiannan Buyizu Miaozu Autonomous Prefecture'],
    ['150523', '开鲁县', 'Kailu County'],
    ['420528', '长阳土家族自治县', 'Changyang Tujiazu Autonomous County'],
    ['440305005000', '粤海街道', 'Yuehai Subdistrict'],
    ['320100', '中国（南京）软件谷', 'Zhongguo (Nanjing) Ruanjiangu'],
    ['469000', '省直辖县级行政区划', 'County-level divisions under the province'],
    ['540000', '西藏自治区', 'Tibet'],
    ['810005', '油尖旺区', 'Yau Tsim Mong'],
  ])('%s %s → %s', (code, name, english) => {
    expect(englishOf(code, name)).toBe(english);
  });

  it('writes Simplified names in Taiwan’s Traditional characters and back', () => {
    expect(traditionalOf('广东省深圳市南山区')).toBe('廣東省深圳市南山區');
    expect(traditionalOf('台湾省')).toBe('臺灣省');
    expect(simplifiedOf('臺北市中正區')).toBe('台北市中正区');
  });
});
