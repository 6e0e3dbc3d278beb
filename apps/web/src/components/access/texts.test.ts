import { CALLS } from '@lbo/contracts';
import { describe, expect, it } from 'vitest';
import { accessTexts } from './texts.ts';

describe('API permission areas', () => {
  it('have a name for every area of the product’s calls, so none is shown by its internal name', () => {
    const named = Object.keys(accessTexts.en.areas);
    expect([...new Set(CALLS.map((c) => c.area))].filter((area) => !named.includes(area))).toEqual([]);
  });
});
