import type { FormRule } from 'antd';
import type { CallDefinition } from '@lbo/contracts';
import { rules } from './formRules.ts';

/** A contract's zod schema (the web app reaches zod only through the contracts). */
export type Schema = CallDefinition['request'];

/** What a form needs to know of a field's schema. */
export type SchemaKind =
  | { kind: 'text'; max?: number }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'decimal'; maxDecimal: number; cannotBeZero: boolean }
  | { kind: 'boolean' }
  | { kind: 'other' };

export interface FieldSchema {
  /** Nothing entered is refused (the request layer drops empty text, so "nothing" reaches the schema as absent). */
  required: boolean;
  /** The value the schema gives an absent field. */
  defaultValue?: unknown;
  type: SchemaKind;
}

/** The parts of zod's definition read here (zod 4's `schema.def`). */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  defaultValue?: unknown;
  format?: string;
}
interface Introspectable {
  def: Def;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
}
const defOf = (schema: Schema) => (schema as unknown as Introspectable).def;

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional']);
// A decimal sent as text is a check function inside a transform, not an inspectable zod check; these
// probes ask the schema itself what it accepts. Twelve places is beyond any numeric column's scale here.
const MAX_PROBED_DECIMALS = 12;

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

function decimalKind(schema: Schema): SchemaKind {
  if (!accepts(schema, '1') || accepts(schema, 'x')) return { kind: 'other' };
  let maxDecimal = 0;
  while (maxDecimal < MAX_PROBED_DECIMALS && accepts(schema, `1.${'0'.repeat(maxDecimal)}1`)) maxDecimal += 1;
  if (maxDecimal === 0) return { kind: 'integer' };
  return { kind: 'decimal', maxDecimal, cannotBeZero: !accepts(schema, '0') };
}

/** The field's rules as its zod schema says: wrappers (default, optional, nullable) peeled, then its kind and bounds. */
export function fieldSchema(schema: Schema): FieldSchema {
  let inner = schema;
  let defaultValue: unknown;
  while (WRAPPERS.has(defOf(inner).type)) {
    const def = defOf(inner);
    if (def.type === 'default' && defaultValue === undefined) defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    inner = def.innerType!;
  }
  const def = defOf(inner);
  const bounds = inner as unknown as Introspectable;
  let type: SchemaKind;
  if (def.type === 'string') type = { kind: 'text', max: bounds.maxLength ?? undefined };
  else if (def.type === 'boolean') type = { kind: 'boolean' };
  else if (def.type === 'number') type = def.format?.startsWith('int') || def.format === 'safeint' ? { kind: 'integer', min: bounds.minValue ?? undefined, max: bounds.maxValue ?? undefined } : { kind: 'other' };
  else if (def.type === 'pipe') type = decimalKind(inner);
  else type = { kind: 'other' };
  return { required: !accepts(schema, undefined), defaultValue, type };
}

/**
 * The form rules a field's contract schema implies, so the browser refuses what the server would:
 * required, the most characters of a text, a whole number, a decimal's scale (and "not zero").
 * Rules the schema keeps in a refinement (a pattern, one field against another) stay the page's.
 */
export function rulesFrom(schema: Schema): FormRule[] {
  const field = fieldSchema(schema);
  const found: FormRule[] = field.required ? [rules.required()] : [];
  switch (field.type.kind) {
    case 'text':
      if (field.type.max !== undefined) found.push({ max: field.type.max });
      break;
    case 'integer':
      found.push(rules.integer());
      break;
    case 'decimal':
      found.push(rules.decimal({ maxDecimal: field.type.maxDecimal, ...(field.type.cannotBeZero && { cannotBeZero: true }) }));
      break;
  }
  return found;
}
