import { isBlank } from '@lbo/contracts';

/** One audit row as every detail call answers it (newest first). */
export interface AuditRow {
  Action: string;
  ActorName: string;
  CreationTime: string;
  Before?: unknown;
  After?: unknown;
}

/** A field of the record that an audited change touched. */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

/** Longest value text shown in a row; rich text and agreements can be pages long. */
export const VALUE_TEXT_MAX = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a change did, field by field: for an edit the fields whose value differs, for a creation the
 * fields it filled in, for a deletion the fields the record had. A value that is not an object (or
 * missing) counts as no fields.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  const onlyOneSide = !isRecord(before) || !isRecord(after);
  return keys
    .filter((key) => (onlyOneSide ? !isBlank(from[key]) || !isBlank(to[key]) : !same(from[key], to[key])))
    .map((key) => ({ key, before: from[key], after: to[key] }));
}

/** A value as one line of text: lists joined, booleans in words, long text cut at VALUE_TEXT_MAX. */
export function auditValueText(value: unknown, words: { yes: string; no: string; none: string }): string {
  if (isBlank(value)) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const text =
    typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX)}…` : text;
}
