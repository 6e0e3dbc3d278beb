import { z } from 'zod';
import { pagedQuery } from './common.ts';
import { DROPDOWN_PICKER_PAGE_SIZE, PICKER_PAGE_SIZE, SELECT_TABLE_PAGE_SIZES } from './constants.ts';

/** Page sizes a select-table call accepts: the picker dialog's pager and the paged dropdown's page of 6. */
export const SELECT_QUERY_PAGE_SIZES: readonly number[] = [DROPDOWN_PICKER_PAGE_SIZE, ...SELECT_TABLE_PAGE_SIZES];

/**
 * The paged query of the select-table calls behind pickers (`GetSelectTable...`, `...Select`,
 * `GetAvailable...`): the spec's paged query, paged like the select-table pager or the dropdown.
 */
export const selectTableQuery = pagedQuery.extend({
  rows: z
    .int32()
    .refine((n) => SELECT_QUERY_PAGE_SIZES.includes(n), { message: 'SelectPageSize' })
    .default(PICKER_PAGE_SIZE),
});
