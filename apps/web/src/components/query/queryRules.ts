import { DATE_SHORTCUT_TIMES, DATE_SHORTCUTS, DATE_TIME_FORMAT_DAYJS, QUERY_FORM_COLUMN_BREAKPOINTS } from '@lbo/contracts';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

interface SelectOption {
  value: string | number | boolean;
  label: string;
}

interface FieldBase {
  /** Shown as the label and in the placeholder ("Please enter" + label). */
  label: string;
  /** Goes into the extra-filter popover instead of the grid. */
  extra?: boolean;
  initialValue?: unknown;
}

export type QueryField =
  | (FieldBase & { kind: 'text'; name: string })
  | (FieldBase & { kind: 'number'; name: string; min?: number; precision?: number })
  | (FieldBase & { kind: 'select'; name: string; options: readonly SelectOption[]; multiple?: boolean })
  /** Emitted as two values, StartDate and EndDate unless `names` says otherwise. */
  | (FieldBase & { kind: 'dateRange'; names?: readonly [start: string, end: string] })
  /** Any form control: it receives value and onChange from the form; `sent` makes its value the query's (a picker's row: `pickedId`). */
  | (FieldBase & { kind: 'custom'; name: string; render: () => ReactNode; sent?: (value: unknown) => unknown });

export type Query = Record<string, unknown>;

const DEFAULT_RANGE_NAMES = ['StartDate', 'EndDate'] as const;

const rangeNames = (field: Extract<QueryField, { kind: 'dateRange' }>) => field.names ?? DEFAULT_RANGE_NAMES;

/** The field's name in the form's store. */
export const fieldName = (field: QueryField): string => (field.kind === 'dateRange' ? rangeNames(field).join('~') : field.name);

/** Query-form columns for a window width: 4 from 1600 px, 3 from 769, 2 below. */
export function queryFormColumns(windowWidth: number): number {
  // The last breakpoint starts at 0 px, so every width finds one.
  return QUERY_FORM_COLUMN_BREAKPOINTS.find((b) => windowWidth >= b.minWidth)!.columns;
}

/** A filter value as sent, or undefined when empty: strings trimmed, blank strings, null and empty lists dropped. */
export function compactValue(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) {
    const items = value.map(compactValue).filter((v) => v !== undefined);
    return items.length === 0 ? undefined : items;
  }
  return value;
}

/** The filters without their empty values. */
export function omitEmpty(filters: Query): Query {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([k, v]) => [k, compactValue(v)] as const)
      .filter(([, v]) => v !== undefined),
  );
}

/** The query the form's values make: empty values omitted, date ranges as StartDate/EndDate in 'YYYY-MM-DD HH:mm:ss'. */
export function toQuery(fields: readonly QueryField[], values: Query): Query {
  const query: Query = {};
  for (const field of fields) {
    const value = values[fieldName(field)];
    if (field.kind === 'dateRange') {
      const range = (value ?? []) as (Dayjs | null | undefined)[];
      rangeNames(field).forEach((name, i) => {
        const day = range[i];
        if (day) query[name] = day.format(DATE_TIME_FORMAT_DAYJS);
      });
    } else {
      const compact = compactValue(field.kind === 'custom' && field.sent ? field.sent(value) : value);
      if (compact !== undefined) query[field.name] = compact;
    }
  }
  return query;
}

/** What a picker in a query field sends: the chosen row's Id (the form keeps the row, so the picker can show it). */
export const pickedId = (row: unknown) => (row as { Id?: number } | null | undefined)?.Id;

/** The fields' initial values, keyed as the form stores them. */
export function initialValues(fields: readonly QueryField[]): Query {
  return Object.fromEntries(fields.filter((f) => f.initialValue !== undefined).map((f) => [fieldName(f), f.initialValue]));
}

export type DateShortcutKey = (typeof DATE_SHORTCUTS)[number]['key'];

/** The day at a time of day written 'HH:mm:ss'. */
export function atTime(day: Dayjs, time: string): Dayjs {
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return day.hour(hour).minute(minute).second(second).millisecond(0);
}

/** The range a date shortcut picks at `now`, running 00:00:01 on its first day to 23:59:59 on its last. */
export function dateShortcutRange(key: DateShortcutKey, now: Dayjs): [Dayjs, Dayjs] {
  const shortcut = DATE_SHORTCUTS.find((s) => s.key === key)!;
  let first = now;
  let last = now;
  if ('days' in shortcut) first = now.subtract(shortcut.days, 'day');
  else if ('months' in shortcut) first = now.subtract(shortcut.months, 'month');
  else if (key === 'yesterday') first = last = now.subtract(1, 'day');
  else if (key === 'yearToDate') first = now.startOf('year');
  return [atTime(first, DATE_SHORTCUT_TIMES[0]), atTime(last, DATE_SHORTCUT_TIMES[1])];
}
