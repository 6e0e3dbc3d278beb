import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isWrapper, numberTextFacts, schemaFacts } from './schemaFacts.ts';
import { zDecimal, zInteger } from './validation.ts';

// Each fact read off a real schema: after a zod upgrade, this is where a reshaped internal shows.

describe('schemaFacts', () => {
  it('peels each wrapper to the schema it wraps', () => {
    const text = z.string();
    const wrapped = {
      optional: text.optional(),
      nullable: text.nullable(),
      prefault: text.prefault('x'),
      readonly: text.readonly(),
      catch: text.catch('x'),
      nonoptional: text.optional().nonoptional(),
    };
    for (const [kind, schema] of Object.entries(wrapped)) {
      const facts = schemaFacts(schema);
      expect(facts.kind, kind).toBe(kind);
      expect(isWrapper(facts), kind).toBe(true);
      const inner = isWrapper(facts) ? schemaFacts(facts.inner) : undefined;
      // nonoptional wraps the optional it was made from
      expect(inner?.kind, kind).toBe(kind === 'nonoptional' ? 'optional' : 'string');
    }
    expect(isWrapper(schemaFacts(text))).toBe(false);
  });

  it('a default gives its value, a function default its answer', () => {
    expect(schemaFacts(z.int32().default(7))).toMatchObject({ kind: 'default', defaultValue: 7 });
    const list = schemaFacts(z.array(z.string()).default(() => ['a']));
    expect(list).toMatchObject({ kind: 'default', defaultValue: ['a'] });
    expect(isWrapper(list) && schemaFacts(list.inner).kind).toBe('array');
  });

  it("a text's most characters", () => {
    expect(schemaFacts(z.string().max(64))).toEqual({ kind: 'string', maxLength: 64 });
    expect(schemaFacts(z.string().trim().min(1).max(8))).toEqual({ kind: 'string', maxLength: 8 });
    expect(schemaFacts(z.string())).toEqual({ kind: 'string', maxLength: undefined });
  });

  it('whole numbers and their bounds', () => {
    expect(schemaFacts(z.int32().min(0).max(9999))).toEqual({ kind: 'number', integer: true, min: 0, max: 9999 });
    expect(schemaFacts(z.int32())).toEqual({ kind: 'number', integer: true, min: -2147483648, max: 2147483647 });
    expect(schemaFacts(z.int())).toMatchObject({ kind: 'number', integer: true });
    expect(schemaFacts(z.number().int())).toMatchObject({ kind: 'number', integer: true });
    expect(schemaFacts(z.number().min(0.5))).toEqual({ kind: 'number', integer: false, min: 0.5, max: undefined });
  });

  it('flags, literals and enums', () => {
    expect(schemaFacts(z.boolean())).toEqual({ kind: 'boolean' });
    expect(schemaFacts(z.literal([1, 2]))).toEqual({ kind: 'literal', values: [1, 2] });
    expect(schemaFacts(z.literal('a'))).toEqual({ kind: 'literal', values: ['a'] });
    expect(schemaFacts(z.enum(['CNY', 'USD']))).toEqual({ kind: 'enum', values: ['CNY', 'USD'] });
  });

  it('lists, objects, unions and trees give the schemas they hold', () => {
    const list = schemaFacts(z.array(z.boolean()));
    expect(list.kind === 'array' && schemaFacts(list.element).kind).toBe('boolean');

    const object = schemaFacts(z.object({ Name: z.string(), Id: z.int32() }));
    expect(object.kind === 'object' && Object.entries(object.shape).map(([key, field]) => [key, schemaFacts(field).kind])).toEqual([
      ['Name', 'string'],
      ['Id', 'number'],
    ]);

    const union = schemaFacts(z.union([z.string(), z.number()]));
    expect(union.kind === 'union' && union.options.map((o) => schemaFacts(o).kind)).toEqual(['string', 'number']);

    type Node = { Name: string; Children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ Name: z.string(), Children: z.array(node) }));
    const tree = schemaFacts(node);
    expect(tree.kind === 'lazy' && schemaFacts(tree.target()).kind).toBe('object');
  });

  it('a pipe names what it reads and what takes it; number text is a pipe from a transform', () => {
    const pipe = schemaFacts(z.string().pipe(z.email()));
    expect(pipe.kind === 'pipe' && [schemaFacts(pipe.from).kind, schemaFacts(pipe.to).kind]).toEqual(['string', 'string']);

    const decimal = schemaFacts(zDecimal({ maxDecimal: 2 }));
    expect(decimal.kind).toBe('pipe');
    expect(decimal.kind === 'pipe' && [schemaFacts(decimal.from).kind, schemaFacts(decimal.to).kind]).toEqual(['union', 'transform']);
  });

  it('anything else is named by its zod type', () => {
    expect(schemaFacts(z.record(z.string(), z.string()))).toEqual({ kind: 'other', type: 'record' });
    expect(schemaFacts(z.null())).toEqual({ kind: 'other', type: 'null' });
  });
});

describe('numberTextFacts', () => {
  it('the scale of decimal text, and whether zero is taken', () => {
    expect(numberTextFacts(zDecimal({ maxDecimal: 3 }))).toEqual({ scale: 3, acceptsZero: true });
    expect(numberTextFacts(zDecimal({ maxDecimal: 6, cannotBeZero: true }))).toEqual({ scale: 6, acceptsZero: false });
  });

  it('whole number text has no places; other schemas are not number text', () => {
    expect(numberTextFacts(zInteger())).toEqual({ scale: 0, acceptsZero: true });
    expect(numberTextFacts(z.string())).toBeUndefined();
    expect(numberTextFacts(z.int32())).toBeUndefined();
  });
});
