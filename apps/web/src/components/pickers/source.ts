import type { CallDefinition, RequestOf } from '@lbo/contracts';
import type { z } from 'zod';
import { callApi, type RowOf } from '../../api/client.ts';

export type { RowOf };

/** A page of rows, as every list call answers. */
export interface Page<Row> {
  Data: Row[];
  Total: number;
}

/** The paging half of a picker's query (the spec's index and rows). */
export interface PageRequest {
  index: number;
  rows: number;
}

/** Where a picker's rows come from: one page for the page asked for and the picker's filters. */
export type PickerSource<Row, Filter = object> = (query: PageRequest & Partial<Filter>) => Promise<Page<Row>>;

/** A contract call that pages (request extends the paged query) and answers `listOf(row)`. */
export type ListCall = CallDefinition<z.ZodType<unknown, Partial<PageRequest> | undefined>, z.ZodType<Page<unknown>>>;
/** The filters of a list call: its request without the paging and sorting fields. */
export type FilterOf<C extends CallDefinition> = Omit<NonNullable<RequestOf<C>>, 'index' | 'rows' | 'sortType' | 'descendingOrder'>;

/**
 * The source of a picker backed by a contract call. `fixed` is merged into every request (the
 * picker's scope, e.g. OwnerId, or Shippable). Errors are not toasted: the dialog shows them.
 */
export function sourceFromCall<C extends ListCall>(call: C, fixed?: Partial<FilterOf<C>>): PickerSource<RowOf<C>, FilterOf<C>> {
  return (query) => callApi(call, { ...query, ...fixed } as RequestOf<C>, { silent: true }) as Promise<Page<RowOf<C>>>;
}
