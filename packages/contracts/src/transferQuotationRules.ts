/**
 * The rules a transfer quotation must follow beyond each field's own (contracts/transferQuotation.ts
 * says what the fields mean). Pure functions over the values as sent (decimals as text), shared by
 * the server (zod refinements) and the edit form, so both refuse the same rows with the same
 * message keys. Each issue names its field by path: ["Ranges", 2, "StartingRange"] is the third
 * row's starting weight.
 */
import { Decimal } from 'decimal.js';
import type { MessageKey } from './messages.ts';
import { checkDecimal } from './numberRules.ts';

/** The engine's vocabularies (apps/server/src/modules/pricing/engine/types.ts), stored as they are. */
export const BILLING_MODES = ['Weight', 'Volume', 'Piece'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const TRIGGER_DATA_SOURCES = [
  'Always',
  'DeclaredValue',
  'ActualWeight',
  'VolumetricWeight',
  'BilledWeight',
  'LongestSide',
  'GirthPlusLength',
  'PieceCount',
  'Country',
  'CargoType',
] as const;
export type TriggerDataSource = (typeof TRIGGER_DATA_SOURCES)[number];

export const TRIGGER_RULES = ['GreaterThan', 'GreaterOrEqual', 'LessThan', 'LessOrEqual', 'Equal', 'In', 'NotIn'] as const;
export type TriggerRule = (typeof TRIGGER_RULES)[number];

export const CALCULATION_METHODS = ['Fixed', 'PerBilledKg', 'PerPiece', 'PercentOfFreight', 'PercentOfDeclaredValue', 'PerCbm'] as const;
export type CalculationMethod = (typeof CALCULATION_METHODS)[number];

/** Sources compared as numbers; PieceCount as a whole number. */
export const NUMERIC_SOURCES: readonly TriggerDataSource[] = ['DeclaredValue', 'ActualWeight', 'VolumetricWeight', 'BilledWeight', 'LongestSide', 'GirthPlusLength', 'PieceCount'];
/** Sources naming things (ISO country codes, cargo type ids): only membership makes sense. */
export const LIST_SOURCES: readonly TriggerDataSource[] = ['Country', 'CargoType'];
export const LIST_RULES: readonly TriggerRule[] = ['Equal', 'In', 'NotIn'];
/** Methods whose amount is a percentage: above 100 would charge more than the whole base. */
export const PERCENT_METHODS: readonly CalculationMethod[] = ['PercentOfFreight', 'PercentOfDeclaredValue'];

export interface FieldIssueAt {
  path: (string | number)[];
  message: MessageKey;
}

export interface RangeValues {
  StartingRange: string;
  EndRange: string;
}

const isNumberText = (text: string) => /^\d+(\.\d+)?$/.test(text);

/** Splits a trigger value list ("US, CA" or "1，2") into its items. */
export const triggerValueItems = (value: string): string[] =>
  value
    .split(/[,，\s]+/u)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Weight ranges: each ends above its start; sorted by start, each starts exactly where the one
 * before ends (no overlap, no gap). A row whose numbers are not valid yet is judged by its own
 * field rules and skipped here.
 */
export function weightRangeIssues(ranges: readonly RangeValues[]): FieldIssueAt[] {
  const issues: FieldIssueAt[] = [];
  const valid: { index: number; start: Decimal; end: Decimal }[] = [];
  ranges.forEach((range, index) => {
    const start = String(range.StartingRange ?? '');
    const end = String(range.EndRange ?? '');
    if (!isNumberText(start) || !isNumberText(end)) return;
    const row = { index, start: new Decimal(start), end: new Decimal(end) };
    if (row.end.lte(row.start)) issues.push({ path: ['Ranges', index, 'EndRange'], message: 'RangeEndNotAboveStart' });
    else valid.push(row);
  });
  const sorted = [...valid].sort((a, b) => a.start.comparedTo(b.start) || a.index - b.index);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const row = sorted[i]!;
    if (row.start.lt(previous.end)) issues.push({ path: ['Ranges', row.index, 'StartingRange'], message: 'RangesOverlap' });
    else if (row.start.gt(previous.end)) issues.push({ path: ['Ranges', row.index, 'StartingRange'], message: 'RangesGap' });
  }
  return issues;
}

/** A ratio between 0 and 1 (the split-volume share). */
export function checkRatio(value: string | undefined): MessageKey | null {
  if (value === undefined || !isNumberText(value)) return null;
  return new Decimal(value).gt(1) ? 'RatioAboveOne' : null;
}

/** The deadline, when there is one, is not before the effective date (both yyyy-mm-dd). */
export function checkDeadline(effectiveDate: string | undefined, deadline: string | null | undefined): MessageKey | null {
  if (!effectiveDate || !deadline) return null;
  return deadline < effectiveDate ? 'EndBeforeStart' : null;
}

export interface SurchargeTriggerValues {
  TriggerDataSource: TriggerDataSource;
  TriggerRule: TriggerRule;
  TriggerValue?: string;
  AmountOfMoney: string;
  CalculationMethod: CalculationMethod;
}

/** What the trigger of a surcharge needs: a rule that fits its source and a value of the source's kind. */
export function triggerIssue(s: Pick<SurchargeTriggerValues, 'TriggerDataSource' | 'TriggerRule' | 'TriggerValue'>): { field: 'TriggerRule' | 'TriggerValue'; message: MessageKey } | null {
  if (s.TriggerDataSource === 'Always') return null;
  const items = triggerValueItems(s.TriggerValue ?? '');
  if (items.length === 0) return { field: 'TriggerValue', message: 'CannotBeEmpty' };
  const listRule = s.TriggerRule === 'In' || s.TriggerRule === 'NotIn';
  if (LIST_SOURCES.includes(s.TriggerDataSource)) {
    if (!LIST_RULES.includes(s.TriggerRule)) return { field: 'TriggerRule', message: 'TriggerRuleNotForSource' };
    if (s.TriggerRule === 'Equal' && items.length > 1) return { field: 'TriggerValue', message: 'TriggerValueOneOnly' };
    if (s.TriggerDataSource === 'Country' && !items.every((code) => /^[A-Za-z]{2}$/.test(code))) return { field: 'TriggerValue', message: 'TriggerValueCountryCodes' };
    if (s.TriggerDataSource === 'CargoType' && !items.every((id) => /^[1-9]\d*$/.test(id))) return { field: 'TriggerValue', message: 'TriggerValueNotNumber' };
    return null;
  }
  const numberRule = s.TriggerDataSource === 'PieceCount' ? (item: string) => /^\d+$/.test(item) : (item: string) => checkDecimal(item, { maxDecimal: 4 }) === null;
  if (!items.every(numberRule)) return { field: 'TriggerValue', message: 'TriggerValueNotNumber' };
  return !listRule && items.length > 1 ? { field: 'TriggerValue', message: 'TriggerValueOneOnly' } : null;
}

/** A percentage is at most 100. */
export function checkPercent(amount: string | undefined): MessageKey | null {
  if (amount === undefined || !isNumberText(amount)) return null;
  return new Decimal(amount).gt(100) ? 'PercentAbove100' : null;
}

/** The amount of a percentage method is at most 100. */
export function checkPercentAmount(method: CalculationMethod, amount: string | undefined): MessageKey | null {
  return PERCENT_METHODS.includes(method) ? checkPercent(amount) : null;
}

/** The tax rate added to prices that do not hold tax is a percentage. */
export function checkTaxRate(taxInclusive: boolean, rate: string | undefined): MessageKey | null {
  return taxInclusive ? null : checkPercent(rate);
}

/** Every cross-field issue of a surcharge row. */
export function surchargeIssues(s: SurchargeTriggerValues, index: number): FieldIssueAt[] {
  const issues: FieldIssueAt[] = [];
  const trigger = triggerIssue(s);
  if (trigger) issues.push({ path: ['Surcharges', index, trigger.field], message: trigger.message });
  const percent = checkPercentAmount(s.CalculationMethod, s.AmountOfMoney);
  if (percent) issues.push({ path: ['Surcharges', index, 'AmountOfMoney'], message: percent });
  return issues;
}

/** The trigger value as stored: list items joined by commas, country codes in capitals; empty for Always. */
export function normalTriggerValue(source: TriggerDataSource, value: string | undefined): string {
  if (source === 'Always') return '';
  const items = triggerValueItems(value ?? '');
  return (source === 'Country' ? items.map((code) => code.toUpperCase()) : items).join(',');
}
