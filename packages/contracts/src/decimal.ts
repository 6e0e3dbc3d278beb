import { Decimal } from 'decimal.js';

// Enough significant digits for any amount the product sums (the default 20 would round large totals).
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

const DECIMAL_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A finite number, or text written as a plain decimal number ("12.5", "-3", " 0.1 "). */
export function isDecimal(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && DECIMAL_TEXT.test(value.trim());
}

/**
 * The exact sum of decimal values (money, weights) without float error, rounded half up to at most
 * `maxDecimals` places, in plain notation without trailing zeros: 0.1 + 0.2 → "0.3".
 */
export function sumDecimals(values: readonly (number | string)[], maxDecimals: number): string {
  const total = values.reduce<Decimal>((sum, v) => sum.plus(new Exact(typeof v === 'string' ? v.trim() : v)), new Exact(0));
  return total.toDecimalPlaces(maxDecimals).toFixed();
}
