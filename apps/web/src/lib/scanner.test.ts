import { describe, expect, it, vi } from 'vitest';
import { createScanDetector } from './scanner.ts';

const codes = new Map([['LBOSCAN1', 'PackageSigning']]);

function type(detector: ReturnType<typeof createScanDetector>, keys: string[], gaps: number[], start = 1000) {
  let time = start;
  return keys.map((key, i) => {
    time += gaps[i] ?? 0;
    return detector(key, time);
  });
}

describe('barcode scan detector', () => {
  it('recognises a fast burst ending in Enter as a control code', () => {
    const onScan = vi.fn();
    const d = createScanDetector(codes, onScan);
    const keys = [...'LBOSCAN1', 'Enter'];
    const results = type(d, keys, keys.map(() => 10));
    expect(onScan).toHaveBeenCalledWith('PackageSigning', 'LBOSCAN1');
    expect(results.at(-1)).toBe(true);
  });

  it('ignores the same text typed by a person (keys 50 ms or more apart)', () => {
    const onScan = vi.fn();
    const d = createScanDetector(codes, onScan);
    const keys = [...'LBOSCAN1', 'Enter'];
    type(d, keys, keys.map(() => 120));
    expect(onScan).not.toHaveBeenCalled();
  });

  it('ignores a burst whose Enter comes a second or more later, and unknown codes', () => {
    const onScan = vi.fn();
    const d = createScanDetector(codes, onScan);
    type(d, [...'LBOSCAN1', 'Enter'], [...Array(8).fill(10), 1000]);
    type(d, [...'UNKNOWN', 'Enter'], Array(8).fill(10), 5000);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('starts a new code after a pause, so typed prefixes do not stick', () => {
    const onScan = vi.fn();
    const d = createScanDetector(codes, onScan);
    type(d, ['x', 'y'], [0, 200]);
    type(d, [...'LBOSCAN1', 'Enter'], [300, ...Array(8).fill(5)], 2000);
    expect(onScan).toHaveBeenCalledTimes(1);
  });
});
