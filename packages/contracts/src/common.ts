import { z } from 'zod';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from './constants.ts';

/** The envelope every call answers with: Code 0 is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ Code: z.number().int(), Message: z.string(), Data: data });

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

/** Required text of at most `max` characters. */
export const requiredText = (max: number) => z.string({ error: missingIsEmpty }).min(1, { error: 'CannotBeEmpty' }).max(max);

const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, { message: 'DateTimeFormat' });

/** The spec's paged query: index (page), rows (page size), sortType, descendingOrder, date range. */
export const pagedQuery = z.object({
  index: z.number().int().min(1).default(1),
  rows: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'PageSize' })
    .default(DEFAULT_PAGE_SIZE),
  sortType: z.number().int().min(0).default(0),
  descendingOrder: z.boolean().default(true),
  StartDate: dateTime.optional(),
  EndDate: dateTime.optional(),
});
export type PagedQuery = z.output<typeof pagedQuery>;

/** Lists answer `{ Data: [...], Total }`. */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ Data: z.array(row), Total: z.number().int() });

export const idBody = z.object({ Id: z.number().int().positive() });
export const idsBody = z.object({ Ids: z.array(z.number().int().positive()).min(1, { message: 'SelectAtLeastOne' }) });

/** Dropdown option of a type or status enumeration. */
export const option = z.object({ Value: z.number().int(), Name: z.string() });
export const idName = z.object({ Id: z.number().int(), Name: z.string() });

export const empty = z.object({}).strict().optional();
export const nothing = z.null();
