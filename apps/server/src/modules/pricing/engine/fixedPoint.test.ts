import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divCeil, divHalfUp, formatCents, formatScaled, formatTrimmed, mulDivHalfUp, parseScaled, parseScaledFloor, PricingRangeError } from './fixedPoint.ts';

/** The float shortcuts of fixedPoint.ts against BigInt, up to the largest safe integer. */

/** Any safe integer, often one near the top, where q × d may leave the safe range. */
const safe = fc.oneof(fc.maxSafeNat(), fc.integer({ min: Number.MAX_SAFE_INTEGER - 2 ** 41, max: Number.MAX_SAFE_INTEGER }));
const divisor = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.constantFrom(100, 1_000_000, 100_000, 10_000_000), fc.integer({ min: 1, max: 2 ** 40 }));
const halfUp = (x: bigint, d: bigint) => (2n * (x % d) >= d ? x / d + 1n : x / d);

describe('fixed-point arithmetic', () => {
  it('divHalfUp and divCeil equal the exact BigInt results', () => {
    fc.assert(
      fc.property(safe, divisor, (x, d) => {
        expect(divHalfUp(x, d)).toBe(Number(halfUp(BigInt(x), BigInt(d))));
        expect(divCeil(x, d)).toBe(Number((BigInt(x) + BigInt(d) - 1n) / BigInt(d)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('rounds exactly half up at the boundary', () => {
    expect(divHalfUp(437_500_000, 100_000_000)).toBe(4);
    expect(divHalfUp(4_375, 1_000)).toBe(4);
    expect(divHalfUp(4_500, 1_000)).toBe(5);
    expect(divHalfUp(4_499, 1_000)).toBe(4);
    expect(divHalfUp(Number.MAX_SAFE_INTEGER, 2)).toBe(2 ** 52);
  });

  it('rounds exactly with the smallest divisors at the top of the range, where the estimate is furthest off', () => {
    for (let d = 1; d <= 8; d++) {
      for (let x = Number.MAX_SAFE_INTEGER - 3 * d - 64; x <= Number.MAX_SAFE_INTEGER; x++) {
        expect(divHalfUp(x, d)).toBe(Number(halfUp(BigInt(x), BigInt(d))));
      }
    }
  });

  it('mulDivHalfUp is exact when the product leaves the safe range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 2 ** 27, max: 2 ** 40 }), (a, b, d) => {
        const exact = halfUp(BigInt(a) * BigInt(b), BigInt(d));
        if (exact > BigInt(Number.MAX_SAFE_INTEGER)) expect(() => mulDivHalfUp(a, b, d)).toThrow(PricingRangeError);
        else expect(mulDivHalfUp(a, b, d)).toBe(Number(exact));
      }),
      { numRuns: 2_000 },
    );
  });

  it('formats cents and trims only zeros', () => {
    fc.assert(
      fc.property(safe, (cents) => {
        expect(formatCents(cents)).toBe(formatScaled(cents, 2));
      }),
    );
    expect(formatCents(5)).toBe('0.05');
    expect(formatTrimmed(12_500, 3)).toBe('12.5');
    expect(formatTrimmed(12_000, 3)).toBe('12');
    expect(formatTrimmed(120_000, 4, 2)).toBe('12.00');
    expect(formatTrimmed(123_450, 4, 2)).toBe('12.345');
    expect(formatTrimmed(7, 0)).toBe('7');
  });

  it('reads any text as exactly the decimal it spells at the scale, or refuses it', () => {
    const text = fc.oneof(fc.stringMatching(/^ ?\+?\d{0,18}(\.\d{0,10})? ?$/), fc.stringMatching(/^[\d.]{0,12}$/), fc.string());
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 8 }), (decimal, scale) => {
        const match = /^\+?(\d+)(?:\.(\d*))?$/.exec(decimal.trim());
        const fraction = match?.[2] ?? '';
        const exact = match && !/[1-9]/.test(fraction.slice(scale)) ? BigInt(match[1]! + fraction.slice(0, scale).padEnd(scale, '0')) : null;
        if (exact !== null && exact <= BigInt(Number.MAX_SAFE_INTEGER)) expect(parseScaled(decimal, scale, 'F')).toBe(Number(exact));
        else expect(() => parseScaled(decimal, scale, 'F')).toThrow(PricingRangeError);
      }),
      { numRuns: 5_000 },
    );
  });

  it('reads decimal text exactly and refuses what it cannot hold', () => {
    expect(parseScaled('12.5', 3, 'w')).toBe(12_500);
    expect(parseScaled('12.5000', 3, 'w')).toBe(12_500);
    expect(parseScaled(' 7 ', 2, 'w')).toBe(700);
    expect(parseScaledFloor('20.0009', 3, 'w')).toBe(20_000);
    expect(() => parseScaled('12.3456', 3, 'Ranges[0].UnitPrice')).toThrow('Ranges[0].UnitPrice: 12.3456 has more than 3 decimals');
    expect(() => parseScaled('-1', 3, 'Carry')).toThrow('Carry: "-1" is not a non-negative decimal');
    expect(() => parseScaled('1e3', 3, 'Carry')).toThrow(PricingRangeError);
    expect(() => parseScaled('99999999999999', 4, 'AmountOfMoney')).toThrow('beyond the engine');
  });
});
