import type { z } from 'zod';

/**
 * What code that derives things from a zod schema (the site lists' wire shapes, a form's rules, the
 * generated field facts) may know of it. zod 4 exposes a schema's kind, inner types and checks only
 * through its internals (`_zod.def`, the check bag behind `maxLength`, `isInt`...), which a minor
 * release may reshape: every such read is here, and `schemaFacts.test.ts` reads each fact off real
 * schemas, so an upgrade that moves them fails that test rather than a page or a contract.
 */

/** Wrappers that only say whether or how a value may be absent; `inner` is the value's own schema. */
export type WrapperKind = 'optional' | 'nullable' | 'default' | 'prefault' | 'readonly' | 'catch' | 'nonoptional';

export type SchemaFacts =
  /** `defaultValue` is the value an absent field takes (a function default is called). */
  | { kind: 'default'; inner: z.ZodType; defaultValue: unknown }
  | { kind: Exclude<WrapperKind, 'default'>; inner: z.ZodType }
  /** `from` reads the input, `to` takes what `from` made of it. */
  | { kind: 'pipe'; from: z.ZodType; to: z.ZodType }
  | { kind: 'transform' }
  | { kind: 'union'; options: readonly z.ZodType[] }
  | { kind: 'string'; maxLength?: number }
  | { kind: 'number'; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: readonly unknown[] }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'array'; element: z.ZodType }
  | { kind: 'object'; shape: Readonly<Record<string, z.ZodType>> }
  /** A schema defined in terms of itself (a tree's rows): `target()` is what it stands for. */
  | { kind: 'lazy'; target: () => z.ZodType }
  /** Anything else (records, tuples, dates...): named by zod's own word for it. */
  | { kind: 'other'; type: string };

const WRAPPERS: ReadonlySet<string> = new Set<WrapperKind>(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

export const isWrapper = (facts: SchemaFacts): facts is Extract<SchemaFacts, { inner: z.ZodType }> => WRAPPERS.has(facts.kind);

/** zod 4's definition of a schema, as far as it is read here. */
interface Definition {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  getter?: () => z.ZodType;
}

/** The bounds zod 4's classic schemas gather from their checks (null: none). */
interface Bounds {
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

// zod answers "no bound" as null, or as ±Infinity for a number's value.
const given = (bound: number | null | undefined) => (bound === null || bound === undefined || !Number.isFinite(bound) ? undefined : bound);

/** What a schema is: its kind, its inner schemas, the checks a form repeats. */
export function schemaFacts(schema: z.ZodType): SchemaFacts {
  const def = schema._zod.def as unknown as Definition;
  const bounds = schema as unknown as Bounds;
  switch (def.type) {
    case 'default': {
      const value = def.defaultValue;
      return { kind: 'default', inner: def.innerType!, defaultValue: typeof value === 'function' ? (value as () => unknown)() : value };
    }
    case 'optional':
    case 'nullable':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return { kind: def.type, inner: def.innerType! };
    case 'pipe':
      return { kind: 'pipe', from: def.in!, to: def.out! };
    case 'transform':
      return { kind: 'transform' };
    case 'union':
      return { kind: 'union', options: def.options! };
    case 'string':
      return { kind: 'string', maxLength: given(bounds.maxLength) };
    case 'number':
      return { kind: 'number', integer: bounds.isInt === true, min: given(bounds.minValue), max: given(bounds.maxValue) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'literal':
      return { kind: 'literal', values: def.values! };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries!) };
    case 'array':
      return { kind: 'array', element: def.element! };
    case 'object':
      return { kind: 'object', shape: def.shape! };
    case 'lazy':
      return { kind: 'lazy', target: def.getter! };
  }
  return { kind: 'other', type: def.type };
}

/** What number text (zInteger, zDecimal: text or a number in, canonical text out) accepts. */
export interface NumberTextFacts {
  /** Places after the point; 0 for whole numbers. */
  scale: number;
  acceptsZero: boolean;
}

// Number text checks its value in a function, which no definition shows: these probes ask the
// schema itself. Twelve places is beyond any numeric column's scale here.
const MAX_PROBED_SCALE = 12;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The scale of number text, found by what the schema accepts; undefined when it does not take number text. */
export function numberTextFacts(schema: z.ZodType): NumberTextFacts | undefined {
  if (!accepts(schema, '1') || accepts(schema, 'x')) return undefined;
  let scale = 0;
  while (scale < MAX_PROBED_SCALE && accepts(schema, `1.${'0'.repeat(scale)}1`)) scale += 1;
  return { scale, acceptsZero: accepts(schema, '0') };
}
