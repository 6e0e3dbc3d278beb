import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT4_MAX, isCalendarDate, isCalendarDateTime } from './common.ts';
import { CALLS } from './index.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
}

/** Every integer field under a schema whose range reaches beyond PostgreSQL's integer column. */
function beyondIntegerColumn(schema: JsonSchema, path: string): string[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own =
    types.includes('integer') && !((schema.maximum ?? schema.exclusiveMaximum ?? Infinity) <= INT4_MAX && (schema.minimum ?? schema.exclusiveMinimum ?? -Infinity) >= -INT4_MAX - 1)
      ? [`${path} (${schema.minimum ?? schema.exclusiveMinimum}..${schema.maximum ?? schema.exclusiveMaximum})`]
      : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => beyondIntegerColumn(sub, `${path}.${key}`)),
    ...(schema.items ? beyondIntegerColumn(schema.items, `${path}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((sub) => beyondIntegerColumn(sub, path)),
  ];
}

describe('request schemas of every call', () => {
  it('bound every integer to the integer column (a larger number is refused by the schema, not the database)', () => {
    const unbounded = CALLS.flatMap((call) => beyondIntegerColumn(z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema, call.path));
    expect(unbounded).toEqual([]);
  });
});

describe('calendar dates', () => {
  it('accept real dates and times only', () => {
    expect(['2024-02-29', '2026-12-31', '0001-01-01'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-02-30', '9999-99-99', '0000-01-01', '2026-1-01', '2026-13-01'].map(isCalendarDate)).toEqual([false, false, false, false, false, false]);
    expect(['2026-02-28', '2026-02-28 00:00:00', '2026-02-28 23:59:59'].map(isCalendarDateTime)).toEqual([true, true, true]);
    expect(['9999-99-99 99:99:99', '2026-02-28 24:00:00', '2026-02-28 23:60:00', '2026-02-28 23:59:60', '2026-02-30 00:00:00', '2026-02-28T00:00:00'].map(isCalendarDateTime)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
