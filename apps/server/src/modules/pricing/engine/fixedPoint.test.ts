import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divCeil, divHalfUp, formatCents, formatScaled, formatTrimmed, hasDigitsBeyond, mulDivHalfUp, parseScaled, parseScaledFloor, POW10, PricingRangeError } from './fixedPoint.ts';

/** The float shortcuts of fixedPoint.ts against BigInt, up to the largest safe integer. */

/** Any safe integer, often one near the top, where q × d may leave the safe range. */
const safe = fc.oneof(fc.maxSafeNat(), fc.integer({ min: Number.MAX_SAFE_INTEGER - 2 ** 41, max: Number.MAX_SAFE_INTEGER }));
const divisor = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.constantFrom(100, 1_000_000, 100_000, 10_000_000), fc.integer({ min: 1, max: 2 ** 40 }));
const halfUp = (x: bigint, d: bigint) => (2n * (x % d) >= d ? x / d + 1n : x / d);
const MAX = BigInt(Number.MAX_SAFE_INTEGER);
/** Every scale the engine converts between (POW10). */
const scale = fc.integer({ min: 0, max: 9 });
/** The decimal text of `value` × 10^−scale, from BigInt: "12.500" for (12500n, 3). */
const decimalText = (value: bigint, s: number) => {
  if (s === 0) return String(value);
  const digits = String(value).padStart(s + 1, '0');
  return `${digits.slice(0, -s)}.${digits.slice(-s)}`;
};

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

  it('holds exactly the powers of ten it converts between', () => {
    expect(POW10.map(BigInt)).toEqual(Array.from({ length: 10 }, (_, i) => 10n ** BigInt(i)));
    // divHalfUp rounds its estimate by adding and subtracting 1.5 × 2^52.
    expect(6_755_399_441_055_744).toBe(1.5 * 2 ** 52);
  });

  it('reads text rounded down to the scale, and says when it did, as BigInt does', () => {
    const text = fc.tuple(fc.stringMatching(/^\d{1,18}$/), fc.stringMatching(/^\d{0,12}$/)).map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : whole));
    fc.assert(
      fc.property(text, scale, (decimal, s) => {
        const [whole, fraction = ''] = decimal.split('.') as [string, string?];
        const floor = BigInt(whole + fraction.slice(0, s).padEnd(s, '0'));
        if (floor <= MAX) expect(parseScaledFloor(decimal, s, 'F')).toBe(Number(floor));
        else expect(() => parseScaledFloor(decimal, s, 'F')).toThrow(PricingRangeError);
        expect(hasDigitsBeyond(decimal, s)).toBe(/[1-9]/.test(fraction.slice(s)));
      }),
      { numRuns: 3_000 },
    );
  });

  it('writes every safe integer at every scale as the decimal BigInt writes, and reads it back', () => {
    fc.assert(
      fc.property(safe, scale, fc.integer({ min: 0, max: 9 }), (x, s, keep) => {
        const text = decimalText(BigInt(x), s);
        expect(formatScaled(x, s)).toBe(text);
        expect(parseScaled(text, s, 'F')).toBe(x);
        // Trailing zeros go, down to `keep` decimals, and the point with them when none is left.
        const kept = Math.min(keep, s);
        expect(formatTrimmed(x, s, kept)).toBe(text.replace(new RegExp(`(\\.\\d{${kept}}\\d*?)0+$`), '$1').replace(/\.$/, ''));
      }),
      { numRuns: 3_000 },
    );
  });

  it('changes scale exactly: down rounds half up like BigInt, up multiplies or refuses', () => {
    fc.assert(
      fc.property(safe, fc.integer({ min: 1, max: 9 }), (x, k) => {
        const d = 10n ** BigInt(k);
        expect(divHalfUp(x, POW10[k]!)).toBe(Number(halfUp(BigInt(x), d)));
        expect(divCeil(x, POW10[k]!)).toBe(Number((BigInt(x) + d - 1n) / d));
        if (BigInt(x) * d <= MAX) expect(mulDivHalfUp(x, POW10[k]!, 1)).toBe(Number(BigInt(x) * d));
        else expect(() => mulDivHalfUp(x, POW10[k]!, 1)).toThrow(PricingRangeError);
      }),
      { numRuns: 3_000 },
    );
    // Ties at every scale step go up; one below a tie goes down.
    for (let k = 1; k <= 9; k++) {
      const half = POW10[k]! / 2;
      expect(divHalfUp(7 * POW10[k]! + half, POW10[k]!)).toBe(8);
      expect(divHalfUp(7 * POW10[k]! + half - 1, POW10[k]!)).toBe(7);
    }
  });

  it('reads the largest exact value at every scale, and refuses one unit more', () => {
    for (let s = 0; s <= 9; s++) {
      const largest = decimalText(MAX, s);
      expect(parseScaled(largest, s, 'F')).toBe(Number.MAX_SAFE_INTEGER);
      expect(parseScaledFloor(`${largest}${s === 0 ? '.' : ''}9`, s, 'F')).toBe(Number.MAX_SAFE_INTEGER);
      expect(() => parseScaled(decimalText(MAX + 1n, s), s, 'F')).toThrow('beyond the engine');
      expect(() => parseScaledFloor(decimalText(MAX + 1n, s), s, 'F')).toThrow('beyond the engine');
    }
  });

  it('refuses negative amounts in every form', () => {
    for (const negative of ['-1', '-0', '-0.5', ' -12.50', '−3', '+-1', '-.5']) {
      expect(() => parseScaled(negative, 2, 'Amount')).toThrow(PricingRangeError);
      expect(() => parseScaledFloor(negative, 2, 'Amount')).toThrow(PricingRangeError);
      expect(() => hasDigitsBeyond(negative, 2)).toThrow(PricingRangeError);
    }
  });
});
