import { z } from 'zod';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from './constants.ts';

/** The envelope every call answers with: Code 0 is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ Code: z.int32(), Message: z.string(), Data: data });

export interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T;
}

interface IssueLike {
  code?: string;
  input?: unknown;
}
/** "Missing" is CannotBeEmpty; any other problem keeps its own rule (a number where text belongs, too long...). */
export const missingIsEmpty = (issue: IssueLike) => (issue.code === 'invalid_type' && issue.input == null ? 'CannotBeEmpty' : undefined);

/** A number field: missing is CannotBeEmpty, not a number is NumberTypeError; range checks keep their own rule. */
export const numberTypeError = (issue: IssueLike) => (issue.code !== 'invalid_type' ? undefined : issue.input == null ? 'CannotBeEmpty' : 'NumberTypeError');

/** A whole number: missing is CannotBeEmpty, a fraction NumberErrorFormat, any other non-number NumberTypeError. */
export const wholeNumberError = (issue: IssueLike & { expected?: string }) =>
  issue.code === 'invalid_type' && issue.expected === 'int' ? 'NumberErrorFormat' : numberTypeError(issue);

/**
 * The largest value of PostgreSQL's integer column. Integers in requests are `z.int32()`, so a
 * number beyond the column is refused by the schema, naming the field, instead of by the database.
 */
export const INT4_MAX = 2_147_483_647;

/** Required text of at most `max` characters. */
export const requiredText = (max: number) => z.string({ error: missingIsEmpty }).min(1, { error: 'CannotBeEmpty' }).max(max);

/** Whether the text is a real calendar date written yyyy-MM-dd ("2026-02-30" is not; years start at 0001, as in PostgreSQL). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A real date, optionally with a real time: yyyy-MM-dd or yyyy-MM-dd HH:mm:ss. */
export function isCalendarDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!match || !isCalendarDate(match[1]!)) return false;
  return match[2] === undefined || (Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 60);
}

/** yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, a real date and time. */
export const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, { message: 'DateTimeFormat', abort: true })
  .refine(isCalendarDateTime, { message: 'DateTimeFormat' });

/** The spec's paged query: index (page), rows (page size), sortType, descendingOrder, date range. */
export const pagedQuery = z.object({
  index: z.int32().min(1).default(1),
  rows: z
    .int32()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'PageSize' })
    .default(DEFAULT_PAGE_SIZE),
  sortType: z.int32().min(0).default(0),
  descendingOrder: z.boolean().default(true),
  StartDate: dateTime.optional(),
  EndDate: dateTime.optional(),
});
export type PagedQuery = z.output<typeof pagedQuery>;

/** Lists answer `{ Data: [...], Total }`. */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ Data: z.array(row), Total: z.int32() });

export const idBody = z.object({ Id: z.int32().positive() });
export const idsBody = z.object({ Ids: z.array(z.int32().positive()).min(1, { message: 'SelectAtLeastOne' }) });

/** Dropdown option of a type or status enumeration. */
export const option = z.object({ Value: z.int32(), Name: z.string() });
export const idName = z.object({ Id: z.int32(), Name: z.string() });

export const empty = z.object({}).strict().optional();
export const nothing = z.null();
