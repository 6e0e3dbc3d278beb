import type { CallDefinition } from '@lbo/contracts';

// Read in Node only (tests, `npm run site-list-fields`): the browser build has no schemas, and
// reads these facts from callFields.ts.

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

/** The object shape of a schema: wrappers peeled; a list answer gives its rows' (`{ Data: [row], Total }`), a tree's rows too (lazy). */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const def = (schema as unknown as { def: { type: string; innerType?: Schema; in?: Schema; element?: Schema; shape?: Record<string, Schema>; getter?: () => Schema } }).def;
  if (def.type === 'object') {
    const shape = def.shape ?? {};
    return shape.Data && shape.Total ? shapeOf(shape.Data) : shape;
  }
  if (def.type === 'array') return shapeOf(def.element!);
  if (def.type === 'lazy') return shapeOf(def.getter!());
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe') return shapeOf(def.in!);
  return {};
}

/** What a site list page knows of one call: the fields its body takes, and those its answer carries (a list's rows). */
export interface CallFields {
  takes: Record<string, FieldSchema>;
  answers: string[];
}
