import { Column, DrizzleQueryError, getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type IndexedColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@lbo/contracts';
import * as schema from '../db/schema.ts';
import { AppError, invalid } from './errors.ts';

/**
 * A write that loses a race: two people save the same name at once and both pass the area's
 * "already exists?" check, or a record is deleted while another request points at it. The database
 * refuses the second one (unique index, foreign key) and the transaction rolls back; here that
 * refusal becomes the field's message instead of an internal error.
 *
 * The field is found from the Drizzle tables, so a new index or reference needs no line here: a
 * unique index names the value it guards last (`on(t.siteId, t.name)` → `Name`), a foreign key its
 * referring columns. A field is the column's property in PascalCase, as the contracts spell them.
 */

const SQLSTATE_UNIQUE = '23505';
const SQLSTATE_FOREIGN_KEY = '23503';
/** PostgreSQL truncates identifiers to 63 bytes; drizzle's own names may be longer. */
const IDENTIFIER_LENGTH = 63;

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The database names of the columns an index part names: a column, or those inside an expression (`lower(user_name)`). */
function columnNamesOf(part: Partial<IndexedColumn | SQL>): string[] {
  if (is(part, SQL)) return part.queryChunks.flatMap((chunk) => (is(chunk, Column) ? [chunk.name] : is(chunk, SQL) ? columnNamesOf(chunk) : []));
  const { name } = part as Partial<IndexedColumn>;
  return typeof name === 'string' ? [name] : [];
}

interface ConstraintFields {
  unique: Map<string, string>;
  foreignKey: Map<string, string>;
}

function constraintFields(): ConstraintFields {
  const unique = new Map<string, string>();
  const foreignKey = new Map<string, string>();
  const add = (map: Map<string, string>, name: string | undefined, field: string | undefined) => {
    if (name && field) map.set(name.slice(0, IDENTIFIER_LENGTH), field);
  };
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const fieldByName = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, pascal(key)]));
    const fieldOf = (names: string[]) => {
      const last = names.at(-1);
      return last === undefined ? undefined : fieldByName.get(last);
    };
    const config = getTableConfig(table);
    for (const column of config.columns) if (column.isUnique) add(unique, column.uniqueName, fieldOf([column.name]));
    for (const constraint of config.uniqueConstraints) add(unique, constraint.getName(), fieldOf(constraint.columns.map((c) => c.name)));
    for (const index of config.indexes) {
      if (index.config.unique) add(unique, index.config.name, fieldOf(index.config.columns.flatMap(columnNamesOf)));
    }
    for (const reference of config.foreignKeys) add(foreignKey, reference.getName(), fieldOf(reference.reference().columns.map((c) => c.name)));
  }
  return { unique, foreignKey };
}

let fields: ConstraintFields | undefined;

interface Violation {
  code: string;
  constraint: string | undefined;
  /** the statement, when drizzle ran it */
  query: string | undefined;
}

/** The PostgreSQL error under drizzle's wrapper, from node-postgres or PGlite (both carry `code` and `constraint`). */
export function violationOf(error: unknown): Violation | undefined {
  let query: string | undefined;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof DrizzleQueryError) query = e.query;
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === SQLSTATE_UNIQUE || code === SQLSTATE_FOREIGN_KEY) return { code, constraint: typeof constraint === 'string' ? constraint : undefined, query };
  }
  return undefined;
}

/** PostgreSQL broke a deadlock, or a serializable conflict, by rolling one transaction back whole. */
const SQLSTATE_LOST_RACE = new Set(['40P01', '40001']);

export function lostRace(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (SQLSTATE_LOST_RACE.has(String((e as Error & { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Runs `attempt` (one whole transaction) again when PostgreSQL rolled it back to break a deadlock:
 * nothing of it was written, so the caller does not see a race they could not avoid (a customer's
 * freeze on one shelf against a staff move of that shelf's goods, docs/ARCHITECTURE.md "Order of
 * locks"). At most `tries` times; the last failure is thrown.
 */
export async function againOnLostRace<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= tries || !lostRace(error)) throw error;
    }
  }
}

/**
 * The answer for a unique or foreign-key violation, or undefined for any other error. A unique
 * value taken answers Code 2 "<field>: already exists"; deleting a record still referred to answers
 * Code 3 "in use"; pointing at a record that is gone answers Code 2 naming the field. A constraint
 * not in the tables gets the same answers without a field, and never its name.
 */
export function constraintViolation(error: unknown): AppError | undefined {
  const violation = violationOf(error);
  if (!violation) return undefined;
  fields ??= constraintFields();
  const name = violation.constraint ?? '';
  if (violation.code === SQLSTATE_UNIQUE) {
    const field = fields.unique.get(name);
    return field ? invalid(field, 'Duplicate') : new AppError(ErrorCode.InvalidInput, 'RecordExists');
  }
  // The same SQLSTATE covers both ends of a reference; only the statement tells which end moved.
  if (violation.query && /^\s*delete\b/i.test(violation.query)) return new AppError(ErrorCode.BusinessRule, 'RecordInUse');
  const field = fields.foreignKey.get(name);
  return field ? invalid(field, 'ReferenceGone') : new AppError(ErrorCode.InvalidInput, 'RecordReferenceGone');
}
