import { describe, expect, it } from 'vitest';
import { callSummary, CHINESE_SUMMARIES } from './callSummaries.ts';
import { CALLS } from './index.ts';

describe('call summaries', () => {
  it('gives every call a summary in English, Simplified and Traditional Chinese', () => {
    const missing = CALLS.filter((c) => !c.summary.trim() || !CHINESE_SUMMARIES[c.path]?.every((text) => text.trim() !== '')).map((c) => c.path);
    expect(missing, 'add the translations in packages/contracts/src/summaries/').toEqual([]);
  });

  it('translates only calls that exist', () => {
    const paths = new Set(CALLS.map((c) => c.path));
    expect(Object.keys(CHINESE_SUMMARIES).filter((path) => !paths.has(path as never))).toEqual([]);
  });

  it('answers the summary in the language asked for', () => {
    const call = CALLS.find((c) => c.path === '/Site/GetSites')!;
    expect(callSummary(call, 'en')).toBe(call.summary);
    expect(callSummary(call, 'zh-CN')).toBe('站点列表：平台人员看到全部站点，站点人员看到本站点');
    expect(callSummary(call, 'zh-TW')).toBe('站點列表：平台人員看到全部站點，站點人員看到本站點');
    expect(callSummary({ path: '/Nowhere/Unknown', summary: 'Not translated' }, 'zh-CN')).toBe('Not translated');
  });
});
