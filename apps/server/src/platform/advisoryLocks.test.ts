import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS, advisoryKey } from './advisoryLocks.ts';

describe('advisory locks', () => {
  it('no two locks share a number: the ranges are disjoint and fit a 32-bit integer', () => {
    const ranges = Object.entries(ADVISORY_LOCKS)
      .map(([name, { key, span }]) => ({ name, first: key, last: key + span - 1 }))
      .sort((a, b) => a.first - b.first);
    for (const [i, range] of ranges.entries()) {
      expect(range.last, range.name).toBeLessThanOrEqual(2 ** 31 - 1);
      const next = ranges[i + 1];
      if (next) expect(next.first, `${range.name} and ${next.name}`).toBeGreaterThan(range.last);
    }
  });

  it('an offset stays within its lock’s range', () => {
    expect(advisoryKey('templateDefaults', 3)).toBe(ADVISORY_LOCKS.templateDefaults.key + 3);
    expect(() => advisoryKey('templateDefaults', 256)).toThrow(RangeError);
    expect(() => advisoryKey('menus', 1)).toThrow(RangeError);
  });
});
