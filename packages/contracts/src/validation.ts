/**
 * The shared validation rules of the specs (shell-and-platform §5, business-domain §5).
 *
 * Every `check*` function is pure and returns `null` when the value is valid, or the spec's
 * message key when it is not. Form inputs arrive as text; an empty (or whitespace-only,
 * undefined or null) value means "nothing entered" and passes every rule except
 * `checkRequired` and `checkOverfilling`: whether a field is required is a separate rule.
 *
 * The `z*` helpers at the end wrap the same functions in zod schemas, so that the server and the
 * web app share one definition; a failing value yields an issue whose `message` is the key.
 */
import { z } from 'zod';
import {
  BATCH_SEARCH_MAX_ITEMS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TRAJECTORY_QUERY_MAX_ITEMS,
} from './constants.ts';
import { canonicalNumberText, checkDecimal, checkInteger, type DecimalOptions, type IntegerOptions } from './numberRules.ts';

// The number rules live apart: only they need decimal.js, which a page without a number field then does not load.
export { canonicalNumberText, checkDecimal, checkInteger, type DecimalOptions, type IntegerOptions };

// ── Message keys ─────────────────────────────────────────────────────────────────────────────

export const VALIDATION_MESSAGE_KEYS = [
  'NumberZeroError',
  'NumberTypeError',
  'NumberNegative',
  'NumberErrorFormat',
  'NumberErrorDecimalFormat',
  'PasswordError',
  'ConfirmPasswordError',
  'EmailError',
  'PhoneError',
  'FixedTelephoneError',
  'IdCardError',
  'UserNameError',
  'SpecialCharacterverification',
  'CannotBeEmpty',
  'TheTrackingNumberCannotBeInTextFormat',
  'BatchSearchTooMany',
  'TrajectoryQueryTooMany',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
export type ValidationResult = ValidationMessageKey | null;

/** A form value as typed, or as received in a payload. */
export type TextInput = string | number | null | undefined;

// ── Shared helpers ───────────────────────────────────────────────────────────────────────────

/** CJK Unified Ideographs incl. extension A, and CJK compatibility ideographs. */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/u;
const CHINESE_CHARS = '\\u3400-\\u9fff\\uf900-\\ufaff';

export function containsChinese(text: string): boolean {
  return CHINESE.test(text);
}

/** Text of an input; numbers become their decimal text; anything else is "nothing entered". */
function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True for undefined, null, blank strings and empty arrays. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Normalises a phone code: `'+86'`, `86` and `' 86 '` all become `'86'`; none gives `''`. */
function normalisePhoneCode(phoneCode: TextInput): string {
  return toText(phoneCode).replace(/^\+/, '');
}

// ── Passwords ────────────────────────────────────────────────────────────────────────────────

const PASSWORD_SHAPE = new RegExp(`^\\S{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`, 'u');

/**
 * 6–16 non-space characters, no Chinese characters, and a combination of at least two kinds
 * (not digits only, not letters only, not symbols only).
 */
export function checkPassword(password: TextInput): ValidationResult {
  if (password === undefined || password === null || password === '') return null;
  const text = String(password);
  if (!PASSWORD_SHAPE.test(text) || containsChinese(text)) return 'PasswordError';
  if (/^\d+$/.test(text) || /^[A-Za-z]+$/.test(text) || /^[^A-Za-z\d]+$/.test(text)) {
    return 'PasswordError';
  }
  return null;
}

/** The confirmation must equal the password exactly. */
export function checkConfirmPassword(password: TextInput, confirm: TextInput): ValidationResult {
  return (password ?? '') === (confirm ?? '') ? null : 'ConfirmPasswordError';
}

// ── Contact details ──────────────────────────────────────────────────────────────────────────

const EMAIL_WORD = `[A-Za-z\\d${CHINESE_CHARS}]`;
/**
 * Local part: letters, digits, Chinese characters and . _ - + (no leading, trailing or double
 * dot); then @; then at least two dot-separated labels of letters, digits, Chinese characters
 * and inner hyphens.
 */
const EMAIL = new RegExp(
  `^[A-Za-z\\d${CHINESE_CHARS}_+-]+(?:\\.[A-Za-z\\d${CHINESE_CHARS}_+-]+)*` +
    `@${EMAIL_WORD}(?:[A-Za-z\\d${CHINESE_CHARS}-]*${EMAIL_WORD})?` +
    `(?:\\.${EMAIL_WORD}(?:[A-Za-z\\d${CHINESE_CHARS}-]*${EMAIL_WORD})?)+$`,
  'u',
);

export function checkEmail(email: TextInput): ValidationResult {
  const text = toText(email);
  if (text === '') return null;
  return EMAIL.test(text) ? null : 'EmailError';
}

/** Mobile numbers by phone code (mainland China, Hong Kong, Macau, Taiwan). */
const MOBILE_BY_CODE: Readonly<Record<string, RegExp>> = {
  '86': /^1[3-9]\d{9}$/,
  '852': /^[1-9]\d{7}$/,
  '853': /^6\d{7}$/,
  '886': /^09\d{8}$/,
};
/** Any other phone code: 5 to 15 digits. */
const MOBILE_OTHER = /^\d{5,15}$/;

/** Mobile number for the given phone code; with no code, any of the four known shapes passes. */
export function checkMobile(phone: TextInput, phoneCode?: TextInput): ValidationResult {
  const text = toText(phone);
  if (text === '') return null;
  return matchByCode(text, normalisePhoneCode(phoneCode), MOBILE_BY_CODE, MOBILE_OTHER) ? null : 'PhoneError';
}

/** Landline numbers by phone code. */
const FIXED_PHONE_BY_CODE: Readonly<Record<string, RegExp>> = {
  '86': /^\d{2,4}-\d{4,8}$/,
  '852': /^[23]\d{7}$/,
  '853': /^\d{3,4}-\d{7,9}$/,
  '886': /^0?\d{1,2}-\d{6,10}$/,
};
/** Any other phone code: an optional area code of 1–5 digits and a hyphen, then 4–15 digits. */
const FIXED_PHONE_OTHER = /^(?:\d{1,5}-)?\d{4,15}$/;

/** Landline number for the given phone code; with no code, any of the four known shapes passes. */
export function checkFixedPhone(phone: TextInput, phoneCode?: TextInput): ValidationResult {
  const text = toText(phone);
  if (text === '') return null;
  return matchByCode(text, normalisePhoneCode(phoneCode), FIXED_PHONE_BY_CODE, FIXED_PHONE_OTHER)
    ? null
    : 'FixedTelephoneError';
}

function matchByCode(
  text: string,
  code: string,
  byCode: Readonly<Record<string, RegExp>>,
  other: RegExp,
): boolean {
  if (code === '') return Object.values(byCode).some((pattern) => pattern.test(text));
  return (byCode[code] ?? other).test(text);
}

// ── Identity cards ───────────────────────────────────────────────────────────────────────────
//
// Shapes (the spec shows 86 and 886; the 852 and 853 shapes are the official document formats):
// - 86 (mainland resident ID): 15 digits (old format, shape only), or 17 digits and a check
//   character 0-9/X (x accepted), verified with ISO 7064 MOD 11-2. Example 11010519491231002X.
// - 886 (Taiwan): a letter and 9 digits (A123456789), or 8 digits.
// - 852 (HKID): 1–2 letters, 6 digits, a check character 0-9/A with or without parentheses
//   (A123456(3), A1234563), verified with the HKID weighted MOD 11 check.
// - 853 (Macau BIR): 1, 5 or 7, then 6 digits, then a check digit with or without parentheses
//   (1234567(8), 12345678); shape only, as the Macau check algorithm is not published.
// - No code: any of the four passes. Another code (a foreign document): 5–20 letters and digits.

const MAINLAND_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const MAINLAND_ID_CHECK_CHARS = '10X98765432';

function isValidMainlandId(id: string): boolean {
  if (/^\d{15}$/.test(id)) return true;
  if (!/^\d{17}[\dX]$/i.test(id)) return false;
  let sum = 0;
  MAINLAND_ID_WEIGHTS.forEach((weight, i) => {
    sum += weight * Number(id[i]);
  });
  return MAINLAND_ID_CHECK_CHARS[sum % 11] === id.charAt(17).toUpperCase();
}

function isValidTaiwanId(id: string): boolean {
  return /^[A-Za-z]\d{9}$/.test(id) || /^\d{8}$/.test(id);
}

function isValidHongKongId(id: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})(?:\(([\dA])\)|([\dA]))$/i.exec(id);
  if (!match) return false;
  const letters = (match[1] ?? '').toUpperCase().padStart(2, ' ');
  const check = (match[3] ?? match[4] ?? '').toUpperCase();
  // Weights 9..2 over [letter or space][letter][6 digits]; space = 36, A..Z = 10..35.
  const values = [...letters].map((c) => (c === ' ' ? 36 : c.charCodeAt(0) - 55));
  for (const digit of match[2] ?? '') values.push(Number(digit));
  const sum = values.reduce((acc, v, i) => acc + v * (9 - i), 0);
  const checkValue = check === 'A' ? 10 : Number(check);
  return (sum + checkValue) % 11 === 0;
}

function isValidMacauId(id: string): boolean {
  return /^[157]\d{6}(?:\(\d\)|\d)$/.test(id);
}

const ID_CARD_BY_CODE: Readonly<Record<string, (id: string) => boolean>> = {
  '86': isValidMainlandId,
  '852': isValidHongKongId,
  '853': isValidMacauId,
  '886': isValidTaiwanId,
};

export function checkIdCard(id: TextInput, phoneCode?: TextInput): ValidationResult {
  const text = toText(id);
  if (text === '') return null;
  const code = normalisePhoneCode(phoneCode);
  const valid =
    code === ''
      ? Object.values(ID_CARD_BY_CODE).some((isValid) => isValid(text))
      : (ID_CARD_BY_CODE[code] ?? ((t: string) => /^[A-Za-z\d]{5,20}$/.test(t)))(text);
  return valid ? null : 'IdCardError';
}

// ── Names, codes and free text ───────────────────────────────────────────────────────────────

/** Letters and digits only. */
export function checkUserName(userName: TextInput): ValidationResult {
  const text = toText(userName);
  if (text === '') return null;
  return /^[A-Za-z\d]+$/.test(text) ? null : 'UserNameError';
}

/** Whitespace (inside the value) or any of ~ ! @ # $ % ^ & * < > | ' */
const SPECIAL_CHARACTERS = /[\s~!@#$%^&*<>|']/u;

/** No spaces and none of the characters ~ ! @ # $ % ^ & * < > | ' */
export function checkNoSpecialCharacters(value: TextInput): ValidationResult {
  const text = toText(value);
  if (text === '') return null;
  return SPECIAL_CHARACTERS.test(text) ? 'SpecialCharacterverification' : null;
}

/** Tracking and box numbers: no Chinese characters, then no spaces or special characters. */
export function checkTrackingNumber(trackingNumber: TextInput): ValidationResult {
  const text = toText(trackingNumber);
  if (text === '') return null;
  if (containsChinese(text)) return 'TheTrackingNumberCannotBeInTextFormat';
  return checkNoSpecialCharacters(text);
}

/** Required: undefined, null, blank text and empty arrays are missing. */
export function checkRequired(value: unknown): ValidationResult {
  return isBlank(value) ? 'CannotBeEmpty' : null;
}

/** "Overfilling": at least one of the values must be filled in. */
export function checkOverfilling(values: readonly unknown[]): ValidationResult {
  return values.some((value) => !isBlank(value)) ? null : 'CannotBeEmpty';
}

// ── Batch search and trajectory query ────────────────────────────────────────────────────────

function splitUnique(text: TextInput, separators: RegExp): string[] {
  const items = toText(text)
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/** Items separated by commas (`,` or `，`), spaces or newlines; empties dropped, duplicates removed. */
export function splitBatchSearch(text: TextInput): string[] {
  return splitUnique(text, /[,，\s]+/u);
}

/** At most 200 distinct items. */
export function checkBatchSearch(text: TextInput): ValidationResult {
  return splitBatchSearch(text).length > BATCH_SEARCH_MAX_ITEMS ? 'BatchSearchTooMany' : null;
}

/** Numbers separated by commas (`,` or `，`) or Enter; empties dropped, duplicates removed. */
export function splitTrajectoryQuery(text: TextInput): string[] {
  return splitUnique(text, /[,，\r\n]+/u);
}

/** At most 30 distinct numbers. */
export function checkTrajectoryQuery(text: TextInput): ValidationResult {
  return splitTrajectoryQuery(text).length > TRAJECTORY_QUERY_MAX_ITEMS ? 'TrajectoryQueryTooMany' : null;
}

// ── zod helpers ──────────────────────────────────────────────────────────────────────────────
//
// Field helpers are required: a missing or blank value gives CannotBeEmpty. For an optional field
// add `.optional()` (the request layer drops empty strings, so an unfilled field arrives as
// undefined). zBatchSearch and zTrajectoryQuery accept empty text as "no items".

function addKey(ctx: z.RefinementCtx, key: ValidationMessageKey): void {
  ctx.addIssue({ code: 'custom', message: key });
}

/** A required string checked by `check`; trimmed unless `trim` is false. */
function zCheckedText(check: (text: string) => ValidationResult, trim = true) {
  const base = z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'CannotBeEmpty' : undefined) });
  return (trim ? base.trim() : base).superRefine((text, ctx) => {
    const key = checkRequired(text) ?? check(text);
    if (key) addKey(ctx, key);
  });
}

function zNumberText(check: (value: string | number) => ValidationResult) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'CannotBeEmpty' : 'NumberTypeError'),
    })
    .transform((value, ctx) => {
      const key = checkRequired(value) ?? check(value);
      if (key) {
        addKey(ctx, key);
        return z.NEVER;
      }
      return canonicalNumberText(value);
    });
}

/** String or number in, canonical integer text out ("007" → "7"). */
export function zInteger(opts: IntegerOptions = {}) {
  return zNumberText((value) => checkInteger(value, opts));
}

/** String or number in, canonical decimal text out ("12.500" stays "12.500"); never a float. */
export function zDecimal(opts: DecimalOptions = {}) {
  return zNumberText((value) => checkDecimal(value, opts));
}

export const zRequiredText = zCheckedText(() => null);
export const zPassword = zCheckedText(checkPassword, false);
export const zEmail = zCheckedText(checkEmail);
export const zUserName = zCheckedText(checkUserName);
export const zTrackingNumber = zCheckedText(checkTrackingNumber);
export const zNoSpecialCharacters = zCheckedText(checkNoSpecialCharacters);

/** Text in, distinct items out; more than 200 gives BatchSearchTooMany. */
export const zBatchSearch = z
  .string()
  .superRefine((text, ctx) => {
    const key = checkBatchSearch(text);
    if (key) addKey(ctx, key);
  })
  .transform(splitBatchSearch);

/** Text in, distinct numbers out; more than 30 gives TrajectoryQueryTooMany. */
export const zTrajectoryQuery = z
  .string()
  .superRefine((text, ctx) => {
    const key = checkTrajectoryQuery(text);
    if (key) addKey(ctx, key);
  })
  .transform(splitTrajectoryQuery);

// ── Rules that depend on a sibling field ─────────────────────────────────────────────────────

/** An issue on one field of an object: `path` is the field name, `message` the key. */
export interface FieldIssue {
  path: [string];
  message: ValidationMessageKey;
}

type FieldName<T> = Extract<keyof T, string>;

/** Which fields of an object hold the phone code and the numbers it governs. */
export interface PhoneFields<T> {
  phoneCode: FieldName<T>;
  mobile?: FieldName<T>;
  fixedPhone?: FieldName<T>;
  idCard?: FieldName<T>;
}

/** Issues of the mobile, fixed-phone and ID-card fields, judged by the phone-code field. */
export function phoneFieldIssues<T extends object>(values: T, fields: PhoneFields<T>): FieldIssue[] {
  const code = values[fields.phoneCode] as TextInput;
  const rules = [
    [fields.mobile, checkMobile],
    [fields.fixedPhone, checkFixedPhone],
    [fields.idCard, checkIdCard],
  ] as const;
  const issues: FieldIssue[] = [];
  for (const [field, check] of rules) {
    if (field === undefined) continue;
    const key = check(values[field] as TextInput, code);
    if (key) issues.push({ path: [field], message: key });
  }
  return issues;
}

/** Adds the phone-field issues to an object schema: `refinePhoneFields(schema, { phoneCode: 'PhoneCode', mobile: 'Phone' })`. */
export function refinePhoneFields<S extends z.ZodType<object>>(schema: S, fields: PhoneFields<z.output<S>>): S {
  return schema.superRefine((values, ctx) => {
    for (const issue of phoneFieldIssues(values, fields)) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/** Which fields of an object hold a password and its confirmation. */
export interface ConfirmPasswordFields<T> {
  password: FieldName<T>;
  confirm: FieldName<T>;
}

/** ConfirmPasswordError on the confirmation field when it differs from the password. */
export function refineConfirmPassword<S extends z.ZodType<object>>(
  schema: S,
  fields: ConfirmPasswordFields<z.output<S>>,
): S {
  return schema.superRefine((values, ctx) => {
    const key = checkConfirmPassword(values[fields.password] as TextInput, values[fields.confirm] as TextInput);
    if (key) ctx.addIssue({ code: 'custom', path: [fields.confirm], message: key });
  });
}
