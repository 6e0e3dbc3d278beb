/**
 * The number rules of the spec's validation (shell-and-platform §5): a number is judged on its text,
 * never through JS float arithmetic. Re-exported by validation.ts, where the other rules are.
 */
import { Decimal } from 'decimal.js';
import { DEFAULT_DECIMAL_PLACES } from './constants.ts';
import type { TextInput, ValidationResult } from './validation.ts';

export interface IntegerOptions {
  cannotBeZero?: boolean;
}

export interface DecimalOptions {
  /** Largest number of decimals allowed; default 3. */
  maxDecimal?: number;
  cannotBeZero?: boolean;
}

/**
 * Decimal text of a number input without exponent notation (1e21 → "1000000000000000000000"),
 * or null for NaN/±Infinity. Strings are trimmed and returned as they are.
 */
function numberInputText(value: TextInput): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) return null;
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  return /e/i.test(text) ? new Decimal(text).toFixed() : text;
}

interface NumberRule {
  integer: boolean;
  maxDecimal: number;
  cannotBeZero: boolean;
}

/**
 * Judges a number on its text, never through JS float arithmetic. Accepted shape: digits,
 * optionally a point and more digits ("12", "0.5", "12.500"). Order of the checks: not a
 * number → NumberTypeError; a minus sign → NumberNegative; a plus sign, more than one point, a
 * point without digits on both sides (".5", "5.") or, for integers, any point →
 * NumberErrorFormat; too many decimals → NumberErrorDecimalFormat; zero → NumberZeroError.
 */
function checkNumberText(value: TextInput, rule: NumberRule): ValidationResult {
  const text = numberInputText(value);
  if (text === null) return 'NumberTypeError';
  if (text === '') return null;
  const match = /^([+-]?)([\d.]+)$/.exec(text);
  const sign = match?.[1];
  const body = match?.[2];
  if (body === undefined || !/\d/.test(body)) return 'NumberTypeError';
  if (sign === '-') return 'NumberNegative';
  if (sign === '+') return 'NumberErrorFormat';
  const [intPart, fracPart, ...rest] = body.split('.');
  if (rest.length > 0 || intPart === '' || fracPart === '') return 'NumberErrorFormat';
  if (fracPart !== undefined) {
    if (rule.integer) return 'NumberErrorFormat';
    if (fracPart.length > rule.maxDecimal) return 'NumberErrorDecimalFormat';
  }
  if (rule.cannotBeZero && !/[1-9]/.test(body)) return 'NumberZeroError';
  return null;
}

/** Non-negative integer; optionally not zero. */
export function checkInteger(value: TextInput, opts: IntegerOptions = {}): ValidationResult {
  return checkNumberText(value, { integer: true, maxDecimal: 0, cannotBeZero: opts.cannotBeZero ?? false });
}

/** Non-negative decimal with at most `maxDecimal` (default 3) decimals; optionally not zero. */
export function checkDecimal(value: TextInput, opts: DecimalOptions = {}): ValidationResult {
  return checkNumberText(value, {
    integer: false,
    maxDecimal: opts.maxDecimal ?? DEFAULT_DECIMAL_PLACES,
    cannotBeZero: opts.cannotBeZero ?? false,
  });
}

/**
 * Canonical text of a valid number input: trimmed, redundant leading zeros of the integer part
 * removed, decimals kept as entered ("007.50" → "7.50", 12.5 → "12.5").
 */
export function canonicalNumberText(value: string | number): string {
  const text = numberInputText(value) ?? '';
  return text.replace(/^0+(?=\d)/, '');
}
