import { isDecimal, SUMMARY_MAX_DECIMALS, sumDecimals, TABLE_HEIGHT_RATIO } from '@lbo/contracts';

export type SortOrder = 'ascend' | 'descend';
/** Ant Design's compare function: it is given the order and reverses the result itself for 'descend'. */
export type SortCompare<Row> = (a: Row, b: Row, order?: SortOrder | null) => number;

/** Room taken by the header row and the pager (px), so the whole table stays near its share of the window. */
const TABLE_CHROME_HEIGHT = 120;

/** The scrolling body's height for a window: the table takes about 75% of it. */
export function tableBodyHeight(windowHeight: number): number {
  return Math.max(TABLE_CHROME_HEIGHT, Math.round(windowHeight * TABLE_HEIGHT_RATIO) - TABLE_CHROME_HEIGHT);
}

/** The first `max` items stay in sight, the rest go into a "more" menu. */
export function splitOverflow<T>(items: readonly T[], max: number): [visible: T[], overflow: T[]] {
  return [items.slice(0, max), items.slice(max)];
}

/**
 * A compare function for Ant Design that keeps the rows matching `sinksToBottom` (unknown weight,
 * cancelled parcels...) below the others in both directions; the others follow `compare`.
 */
export function judgedCompare<Row>(compare: (a: Row, b: Row) => number, sinksToBottom?: (row: Row) => boolean): SortCompare<Row> {
  if (!sinksToBottom) return compare;
  return (a, b, order) => {
    const sinkA = sinksToBottom(a);
    const sinkB = sinksToBottom(b);
    if (sinkA === sinkB) return compare(a, b);
    const below = sinkA ? 1 : -1;
    // Ant Design negates the result for 'descend': negate first so the sunk row stays below.
    return order === 'descend' ? -below : below;
  };
}

/** Rows in the order Ant Design shows them for `order`, with the judged rows at the bottom. */
export function sortWithJudge<Row>(rows: readonly Row[], compare: (a: Row, b: Row) => number, order: SortOrder, sinksToBottom?: (row: Row) => boolean): Row[] {
  const sorter = judgedCompare(compare, sinksToBottom);
  return [...rows].sort((a, b) => (order === 'ascend' ? sorter(a, b, order) : -sorter(a, b, order)));
}

/** A summed column's cell: null (shown as N/A) when no value is numeric, else the exact sum to at most 8 decimals. */
export function summaryValue(values: readonly unknown[]): string | null {
  const numbers = values.filter(isDecimal);
  return numbers.length === 0 ? null : sumDecimals(numbers, SUMMARY_MAX_DECIMALS);
}
