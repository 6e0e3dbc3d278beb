import type { CallDefinition } from '@lbo/contracts';
import { isWrapper, numberTextFacts, schemaFacts } from '@lbo/contracts/schemaFacts';

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

function numberTextKind(schema: Schema): SchemaKind {
  const facts = numberTextFacts(schema);
  if (!facts) return { kind: 'other' };
  if (facts.scale === 0) return { kind: 'integer' };
  return { kind: 'decimal', maxDecimal: facts.scale, cannotBeZero: !facts.acceptsZero };
}

/** The field's rules as its zod schema says: wrappers (default, optional, nullable) peeled, then its kind and bounds. */
export function fieldSchema(schema: Schema): FieldSchema {
  let facts = schemaFacts(schema);
  let inner = schema;
  let defaultValue: unknown;
  while (isWrapper(facts)) {
    if (facts.kind === 'default' && defaultValue === undefined) defaultValue = facts.defaultValue;
    inner = facts.inner;
    facts = schemaFacts(inner);
  }
  let type: SchemaKind;
  if (facts.kind === 'string') type = { kind: 'text', max: facts.maxLength };
  else if (facts.kind === 'boolean') type = { kind: 'boolean' };
  else if (facts.kind === 'number') type = facts.integer ? { kind: 'integer', min: facts.min, max: facts.max } : { kind: 'other' };
  else if (facts.kind === 'pipe') type = numberTextKind(inner);
  else type = { kind: 'other' };
  return { required: !schema.safeParse(undefined).success, defaultValue, type };
}

/** The object shape of a schema: wrappers peeled; a list answer gives its rows' (`{ Data: [row], Total }`), a tree's rows too (lazy). */
export function shapeOf(schema: Schema): Readonly<Record<string, Schema>> {
  const facts = schemaFacts(schema);
  if (facts.kind === 'object') return facts.shape.Data && facts.shape.Total ? shapeOf(facts.shape.Data) : facts.shape;
  if (facts.kind === 'array') return shapeOf(facts.element);
  if (facts.kind === 'lazy') return shapeOf(facts.target());
  if (isWrapper(facts)) return shapeOf(facts.inner);
  if (facts.kind === 'pipe') return shapeOf(facts.from);
  return {};
}

/** What a site list page knows of one call: the fields its body takes, and those its answer carries (a list's rows). */
export interface CallFields {
  takes: Record<string, FieldSchema>;
  answers: string[];
  /** The answer's SiteId may be null: the list also keeps the platform's own rows (platform staff naming no site work on them). */
  platformRows?: boolean;
}
