/**
 * Exact fixed-point arithmetic on Numbers holding integers (a value × 10^scale). Every result is
 * an integer below Number.MAX_SAFE_INTEGER, where Number arithmetic is exact; a product that would
 * leave that range takes the BigInt path, and a result that cannot come back refuses with
 * PricingRangeError. Every quantity the engine handles is non-negative.
 *
 * The engine's readings of text, rounded quotients and writings are these functions; elsewhere it
 * adds, multiplies and compares the integers (piece volumes are BigInt, in shipment.ts). Exactness
 * rests on IEEE-754 doubles as ECMAScript defines them, whatever the engine; `fixedPoint.test.ts`
 * checks every function against BigInt at the edges (rounding ties, the top of the safe range,
 * every scale, refused text). Speed rests on how V8 (Node 20's V8 11.3) compiles
 * it, noted at each place: small-integer tables, folded constants, short functions it inlines.
 * Nothing checks that but the pricing benchmark (`npm run bench -- pricing`): measure after a change
 * here or a Node upgrade.
 */

// MAX below is Number.MAX_SAFE_INTEGER, written out in the code rather than aliased: the compiler
// folds it, while a module's constant is loaded and unboxed at every use on the hot path.

/** A value the engine cannot hold exactly (or cannot read): the caller's input is out of range. */
export class PricingRangeError extends RangeError {
  override name = 'PricingRangeError';
}

/**
 * 10^0 to 10^9, the scales the engine converts between. Each is a small integer, so the table is
 * one of small integers and a small value scaled by it stays one: the compiled quotations then hold
 * plain integer fields, which the pricing loop reads faster than boxed numbers.
 */
export const POW10 = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

const DECIMAL = /^\+?(\d+)(?:\.(\d*))?$/;

function split(text: string, field: string): [string, string] {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new PricingRangeError(`${field}: "${text}" is not a non-negative decimal`);
  return [match[1]!, match[2] ?? ''];
}

function checked(value: number, field: string, text: string): number {
  if (!Number.isSafeInteger(value)) throw new PricingRangeError(`${field}: ${text} is beyond the engine's exact range`);
  return value;
}

/**
 * The common case of parseScaled read without making a string: digits, an optional point and
 * fraction, no sign or space, within the scale and the exact range. Anything else answers −1 and
 * takes the general path, which reads it the same or refuses it naming the field.
 */
function parsePlain(text: string, scale: number): number {
  let value = 0;
  // Digits read after the point; −1 before it.
  let decimals = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 && decimals < 0 && i > 0) {
      decimals = 0;
      continue;
    }
    const digit = code - 48;
    if (digit < 0 || digit > 9) return -1;
    if (decimals >= scale) {
      if (digit !== 0) return -1;
    } else {
      value = value * 10 + digit;
      if (decimals >= 0) decimals++;
    }
  }
  // Once above MAX the value stays above it, however inexact: the general path then refuses it.
  value *= POW10[scale - Math.max(decimals, 0)]!;
  return text.length > 0 && value <= Number.MAX_SAFE_INTEGER ? value : -1;
}

/** "12.5" at scale 3 → 12500. Refuses digits beyond the scale unless they are zeros. */
export function parseScaled(text: string, scale: number, field: string): number {
  const plain = parsePlain(text, scale);
  if (plain >= 0) return plain;
  const [whole, fraction] = split(text, field);
  if (/[1-9]/.test(fraction.slice(scale))) throw new PricingRangeError(`${field}: ${text} has more than ${scale} decimals`);
  return checked(Number(whole + fraction.slice(0, scale).padEnd(scale, '0')), field, text);
}

/** "20.0004" at scale 3 → 20000: the value rounded down to the scale (exact for comparisons with whole units). */
export function parseScaledFloor(text: string, scale: number, field: string): number {
  const [whole, fraction] = split(text, field);
  return checked(Number(whole + fraction.slice(0, scale).padEnd(scale, '0')), field, text);
}

/** Whether the text has digits beyond the scale, i.e. parseScaledFloor rounded it down. */
export function hasDigitsBeyond(text: string, scale: number): boolean {
  return /[1-9]/.test((split(text, 'value')[1]).slice(scale));
}

/** 12500 at scale 3 → "12.500". */
export function formatScaled(value: number, scale: number): string {
  if (scale === 0) return String(value);
  const digits = String(value).padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** ".00" to ".99": the cents' text, whole, so formatting takes one concatenation. */
const POINT_CENTS = Array.from({ length: 100 }, (_, cents) => `.${String(cents).padStart(2, '0')}`);

/** Cents as money text: 1205 → "12.05" (formatScaled(value, 2), faster: ranking writes two per quotation). */
export function formatCents(value: number): string {
  const whole = divFloor(value, 100);
  return `${whole}${POINT_CENTS[value - whole * 100]}`;
}

/** The value at its scale without trailing zeros beyond `keep` decimals: (12500, 3) → "12.5", (12000, 3) → "12", (12000, 3, 2) → "12.00". */
export function formatTrimmed(value: number, scale: number, keep = 0): string {
  const text = formatScaled(value, scale);
  let end = text.length;
  const shortest = text.length - scale + keep;
  while (end > shortest && text.charCodeAt(end - 1) === 48) end--;
  return text.slice(0, text.charCodeAt(end - 1) === 46 ? end - 1 : end);
}

/** x / d half up in BigInt, for the few values near MAX where q × d may not be exact as a Number. */
const bigHalfUp = (x: bigint, d: bigint) => (2n * (x % d) >= d ? x / d + 1n : x / d);

// The quotients' BigInt paths, out of line: they are rarely taken, and the quotients stay small
// enough to be inlined into the pricing loop.
const bigFloor = (x: number, d: number) => Number(BigInt(x) / BigInt(d));
const bigDivHalfUp = (x: number, d: number) => Number(bigHalfUp(BigInt(x), BigInt(d)));

/*
 * The quotients below start from a float estimate, x × (1 / d), within 2 / d of x / d for safe x and
 * d ≥ 1, and correct it exactly. A reciprocal rather than a division: where d is a literal (price.ts
 * rounding to cents) the compiler folds 1 / d into a constant and no division is left; elsewhere
 * the division waits only for d, not for x.
 */

/** ⌊x / d⌋ for 0 ≤ x ≤ MAX, d > 0; the estimate's floor is within 1 of it. */
function divFloor(x: number, d: number): number {
  if (x > Number.MAX_SAFE_INTEGER - d) return bigFloor(x, d);
  const q = Math.floor(x * (1 / d));
  const r = x - q * d;
  if (r < 0) return q - 1;
  return r >= d ? q + 1 : q;
}

/**
 * x / d rounded half up: the q with −d ≤ 2(x − qd) < d. The estimate is rounded to an integer by
 * adding and subtracting 1.5 × 2^52: from 2^52 on a double holds no fraction, so the sum's own
 * rounding does it in two additions, where Math.floor takes a slower instruction on the path from
 * every charge to its cents. That estimate is within 2 of q (within 1 for d ≥ 5), and each step
 * below corrects it by one; below MAX − 3d, q × d stays exact.
 */
export function divHalfUp(x: number, d: number): number {
  if (x > Number.MAX_SAFE_INTEGER - 3 * d) return bigDivHalfUp(x, d);
  let q = x * (1 / d) + 6_755_399_441_055_744 - 6_755_399_441_055_744;
  let twice = 2 * (x - q * d);
  while (twice < -d) {
    q--;
    twice += 2 * d;
  }
  while (twice >= d) {
    q++;
    twice -= 2 * d;
  }
  return q;
}

/** ⌈x / d⌉. */
export function divCeil(x: number, d: number): number {
  const q = divFloor(x, d);
  return x - q * d > 0 ? q + 1 : q;
}

/** a × b / d rounded half up, exact whatever the size of a × b. */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) return divHalfUp(product, d);
  const q = bigHalfUp(BigInt(a) * BigInt(b), BigInt(d));
  if (q > BigInt(Number.MAX_SAFE_INTEGER)) throw new PricingRangeError(`${a} × ${b} / ${d} is beyond the engine's exact range`);
  return Number(q);
}

/**
 * Every operation on the hot path is +, ×, max or a clamp at zero of non-negative integers, so a
 * product that overflowed stays above MAX through every later step: checking each item's exact
 * amount once, before it is rounded, is enough. The message is only written when it throws.
 */
export function beyondExactRange(quotationId: number, what: string): PricingRangeError {
  return new PricingRangeError(`quotation ${quotationId}: ${what} is beyond the engine's exact range`);
}
